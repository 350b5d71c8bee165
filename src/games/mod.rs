//! The game library in the app: keeping the game in play in it ([`use_library`]), the Games view
//! ([`GamesView`]) and the library's notices.
mod session;
mod view;

pub use session::use_library;
pub use view::{GamesView, PAGE_SIZE};

use crate::i18n::Lang;
use crate::library::LibraryNotice;

/// What a library notice says.
pub fn notice_text(lang: Lang, notice: LibraryNotice) -> &'static str {
    let (en, th) = match notice {
        LibraryNotice::InMemory => (
            "This browser does not let the app store games (private mode?): games are kept only until this page closes.",
            "เบราว์เซอร์นี้ไม่ให้เก็บเกม (โหมดส่วนตัว?) เกมจะอยู่จนกว่าจะปิดหน้านี้เท่านั้น",
        ),
        LibraryNotice::Full => (
            "The storage is full: the last change is not kept in the game library. The game goes on.",
            "ที่เก็บข้อมูลเต็ม การเปลี่ยนแปลงล่าสุดไม่ได้เก็บในคลังเกม เล่นต่อได้",
        ),
        LibraryNotice::Failed => (
            "The game library could not store the last change. The game goes on.",
            "คลังเกมเก็บการเปลี่ยนแปลงล่าสุดไม่ได้ เล่นต่อได้",
        ),
        LibraryNotice::OtherTab => (
            "A move was played in this game in another tab; the board shows it.",
            "มีการเดินเกมนี้ในแท็บอื่น กระดานแสดงตามแล้ว",
        ),
        LibraryNotice::Forked => (
            "This game was changed in another tab first; this tab's game is kept as a separate game.",
            "เกมนี้ถูกเปลี่ยนในแท็บอื่นก่อน เกมในแท็บนี้จึงเก็บแยกเป็นอีกเกม",
        ),
    };
    lang.pick(en, th)
}
