//! The explorer's index built from the library: every stored game read batch by batch in short
//! tasks, once per page, then kept up to date: the games added since (higher ids) are read, and
//! the games the library says were rewritten or deleted are taken out and read again.
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use makruk_core::{Move, Position};

use crate::formats::save::decode_game;
use crate::library::{Changed, GameId, Library, LibraryError, StoredGame};
use crate::platform::tasks::{next_task, now, within_slice};

use super::index::{ExplorerIndex, GameResult, INDEXED_PLIES};

/// Games read from the library per request.
const BATCH: u32 = 64;

/// What the index holds of one game, to take it out again.
struct Indexed {
    start: Position,
    moves: Vec<Move>,
    result: GameResult,
}

/// The index, the games in it and the library's change mark it is up to date with.
#[derive(Default)]
struct Built {
    index: Rc<ExplorerIndex>,
    games: HashMap<GameId, Indexed>,
    last: Option<GameId>,
    mark: u64,
}

impl Built {
    /// Adds stored `game` (a record that does not read adds nothing).
    fn add(&mut self, game: &StoredGame) {
        let Ok(record) = decode_game(&game.entry.save) else {
            return;
        };
        let Ok(start) = record.game.start_position() else {
            return;
        };
        let mut moves = record.game.moves;
        moves.truncate(INDEXED_PLIES);
        let result = GameResult::of_pgn(&game.entry.meta.result);
        Rc::make_mut(&mut self.index).add_game(&start, &moves, result);
        self.games.insert(
            game.id,
            Indexed {
                start,
                moves,
                result,
            },
        );
    }

    /// Takes game `id` out, if it is in.
    fn remove(&mut self, id: GameId) {
        if let Some(Indexed {
            start,
            moves,
            result,
        }) = self.games.remove(&id)
        {
            Rc::make_mut(&mut self.index).remove_game(&start, &moves, result);
        }
    }
}

thread_local! {
    static BUILT: RefCell<Option<Built>> = const { RefCell::new(None) };
    /// A build is under way (a second waits for it).
    static BUILDING: RefCell<bool> = const { RefCell::new(false) };
}

/// The index with every game of `library` (reading what changed since the last call);
/// `on_progress` hears how many games it holds after each slice.
///
/// # Errors
/// A failure of the storage.
pub async fn explorer_index(
    library: &Library,
    on_progress: impl Fn(usize),
) -> Result<Rc<ExplorerIndex>, LibraryError> {
    while BUILDING.with_borrow(|building| *building) {
        next_task().await;
    }
    BUILDING.set(true);
    let mut built = BUILT.take().unwrap_or_default();
    // Whatever happens, `built` stays consistent: an error leaves its mark behind, to read again.
    let result = bring_up_to_date(&mut built, library, &on_progress).await;
    let index = built.index.clone();
    BUILT.set(Some(built));
    BUILDING.set(false);
    result.map(|()| index)
}

/// Reads into `built` what the library changed since its mark and the games added after its last.
async fn bring_up_to_date(
    built: &mut Built,
    library: &Library,
    on_progress: &impl Fn(usize),
) -> Result<(), LibraryError> {
    // Taken first: a change heard while reading is read again next time.
    let mark = library.change_mark();
    match library.changed_since(built.mark) {
        Changed::Nothing => {}
        Changed::Unknown => *built = Built::default(),
        Changed::Games(ids) => {
            let last = built.last;
            for id in ids
                .into_iter()
                .filter(|&id| last.is_some_and(|last| id <= last))
            {
                built.remove(id);
                if let Some(game) = library.get(id).await.ok().flatten() {
                    built.add(&game);
                }
            }
        }
    }
    loop {
        let games = library.batch_after(built.last, BATCH).await?;
        let Some(newest) = games.last().map(|game| game.id) else {
            break;
        };
        let mut start = now();
        for game in &games {
            if !within_slice(start) {
                on_progress(built.index.games());
                next_task().await;
                start = now();
            }
            built.add(game);
        }
        built.last = Some(newest);
        on_progress(built.index.games());
        next_task().await;
    }
    built.mark = mark;
    Ok(())
}
