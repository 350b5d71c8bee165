//! The explorer's index built from the library: every stored game read batch by batch in short
//! tasks, once per page, then kept up to date with the games added since (higher ids).
use std::cell::RefCell;
use std::rc::Rc;

use crate::formats::save::decode_game;
use crate::library::{GameId, Library, LibraryError};
use crate::library_files::tasks::{next_task, now, within_slice};

use super::index::{ExplorerIndex, GameResult};

/// Games read from the library per request.
const BATCH: u32 = 250;

/// The index and the last game it holds.
#[derive(Default)]
struct Built {
    index: Rc<ExplorerIndex>,
    last: Option<GameId>,
    /// A build is under way (a second waits for it).
    building: bool,
}

thread_local! {
    static BUILT: RefCell<Built> = RefCell::default();
}

/// The index with every game of `library` (reading the games added since the last call);
/// `on_progress` hears how many games it holds after each slice.
///
/// # Errors
/// A failure of the storage.
pub async fn explorer_index(
    library: &Library,
    on_progress: impl Fn(usize),
) -> Result<Rc<ExplorerIndex>, LibraryError> {
    while BUILT.with_borrow(|built| built.building) {
        next_task().await;
    }
    let (mut index, mut last) = BUILT.with_borrow_mut(|built| {
        built.building = true;
        (built.index.clone(), built.last)
    });
    let result = async {
        loop {
            let games = library.batch_after(last, BATCH).await?;
            let Some(newest) = games.last().map(|game| game.id) else {
                return Ok(());
            };
            let index = Rc::make_mut(&mut index);
            let mut start = now();
            for game in &games {
                if !within_slice(start) {
                    on_progress(index.games());
                    next_task().await;
                    start = now();
                }
                let Ok(record) = decode_game(&game.entry.save) else {
                    continue;
                };
                if let Ok(position) = record.game.start_position() {
                    let result = GameResult::of_pgn(&game.entry.meta.result);
                    index.add_game(&position, &record.game.moves, result);
                }
            }
            last = Some(newest);
            on_progress(index.games());
            next_task().await;
        }
    }
    .await;
    BUILT.with_borrow_mut(|built| {
        built.index = index.clone();
        built.last = last;
        built.building = false;
    });
    result.map(|()| index)
}
