//! The game library in the app: keeping the game in play in it ([`use_library`]), the Games view
//! ([`GamesView`]) and the library's notices.
mod session;
mod view;

pub use session::use_library;
pub use view::{GamesView, PAGE_SIZE};

use crate::text::Lang;
use crate::library::LibraryNotice;

/// What a library notice says.
pub fn notice_text(lang: Lang, notice: LibraryNotice) -> &'static str {
    lang.t(match notice {
        LibraryNotice::InMemory => crate::key!("games-notice-in-memory"),
        LibraryNotice::Full => crate::key!("games-notice-full"),
        LibraryNotice::Failed => crate::key!("games-notice-failed"),
        LibraryNotice::OtherTab => crate::key!("games-notice-other-tab"),
        LibraryNotice::Forked => crate::key!("games-notice-forked"),
    })
}
