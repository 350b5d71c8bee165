//! The network's weights given at run time (`network::load`, as the browser's engine worker does):
//! a file that is not the compiled one is refused and changes nothing; the right one searches as the
//! built-in weights do. Without the built-in weights (`cargo test -p makruk-engine
//! --no-default-features --features std --test network_file`) the engine answers classically until
//! the file is loaded. One test per binary step, in order: the weights are the process's.

use makruk_core::{Position, Variant};
use makruk_engine::eval::{classical, evaluate};
use makruk_engine::network::{self, LoadError, FILE_HASH, SHAPE};
use makruk_engine::{Engine, FrozenClock, Limits, SearchResult};

const FILE: &[u8] = include_bytes!("../src/network.bin");

fn search(pos: &Position) -> SearchResult {
    let limits = Limits {
        depth: Some(7),
        ..Limits::default()
    };
    Engine::new(4).search(pos, &[], &limits, &FrozenClock, &mut |_| {})
}

fn refusals_change_nothing(pos: &Position) {
    let before = evaluate(pos);
    let had_weights = network::has_weights();
    assert_eq!(
        network::load(&FILE[..FILE.len() - 2]),
        Err(LoadError::Size {
            expected: FILE.len(),
            found: FILE.len() - 2
        })
    );
    let mut other_header = FILE.to_vec();
    other_header[6] ^= 0x10;
    assert_eq!(network::load(&other_header), Err(LoadError::Header));
    let mut other_weights = FILE.to_vec();
    other_weights[FILE.len() / 2] ^= 1;
    assert!(matches!(
        network::load(&other_weights),
        Err(LoadError::Hash { expected: FILE_HASH, found }) if found != FILE_HASH
    ));
    assert_eq!(network::has_weights(), had_weights);
    assert_eq!(evaluate(pos), before);
}

#[test]
fn a_loaded_file_is_checked_then_searches_as_the_built_in_one() {
    assert_eq!(network::file_hash(FILE), FILE_HASH);
    assert_eq!(FILE.len(), SHAPE.file_bytes());
    let pos = Position::startpos(Variant::Makruk);
    refusals_change_nothing(&pos);
    let before = search(&pos);
    if cfg!(feature = "embedded-network") {
        assert!(network::has_weights());
    } else {
        // Classical until the file arrives: a search still answers.
        assert!(!network::has_weights());
        assert_eq!(evaluate(&pos), classical(&pos));
        assert!(before.best_move.is_some());
    }
    // The right file is taken (into a buffer of the engine's, which it then evaluates with); taking it
    // again does nothing.
    assert_eq!(network::load(FILE), Ok(()));
    assert_eq!(network::load(FILE), Ok(()));
    assert!(network::has_weights());
    refusals_change_nothing(&pos);
    let after = search(&pos);
    if cfg!(feature = "embedded-network") {
        // The same weights: the same tree.
        assert_eq!(after.nodes, before.nodes);
        assert_eq!(after.best_move, before.best_move);
        assert_eq!(after.score, before.score);
    } else {
        assert_ne!(evaluate(&pos), classical(&pos));
    }
}
