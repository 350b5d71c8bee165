//! Game records from arbitrary bytes (variant, counting mode and other rule options, start FEN,
//! moves — mostly legal, some not —, counting actions at any ply, result): replay never panics; a replayed game's
//! record replays to the same game, and goes through PGN and back unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use makruk_core::{
    parse_pgn, write_pgn, Color, CountAction, CountingMode, GameRecord, Move, MoveKind, OukRights,
    PgnGame, Position, RecordedResult, Role, RuleSet, Square, Sutras,
};

#[path = "common.rs"]
mod common;

/// Starts worth reaching quickly: counts, bare khuns, promoted bia, Cambodian rights.
const STARTS: [&str; 6] = [
    "4k3/3m4/8/8/8/8/8/R3K3 b - - 0 1",
    "4k3/3m4/2s5/8/8/2N5/1R6/R3K3 w - - 0 1",
    "8/8/8/3k4/8/8/8/R3K2R b - 16 8 1",
    "4k3/3s4/8/8/8/8/R7/4K3 w - 128 120 70",
    "4k3/8/8/8/8/M~7/8/4K3 w - - 0 1",
    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
];

/// Reads bytes one at a time.
struct Bytes<'a>(std::slice::Iter<'a, u8>);

impl Bytes<'_> {
    fn next(&mut self) -> Option<u8> {
        self.0.next().copied()
    }
}

/// Builds a record from `data`.
fn record(data: &[u8]) -> Option<GameRecord> {
    let mut bytes = Bytes(data.iter());
    let mut record = GameRecord::new(common::variant(bytes.next()?));
    let flags = bytes.next()?;
    if flags & 1 != 0 {
        record.options.counting = CountingMode::Manual;
    }
    if flags & 0xc0 == 0xc0 {
        // Walker's rules; outside Makruk the replay refuses them.
        record.options = record.options.with_rule_set(RuleSet::Walker);
    } else if flags & 0x40 != 0 {
        // Outside Makruk the replay refuses them.
        record.options = record.options.with_sutras(Sutras::ALL);
    }
    if flags & 0x80 != 0 {
        record.options = record
            .options
            .with_repetition_ends_game(false)
            .with_ouk_rights(OukRights::UntilFirstCapture);
    }
    record.start = match (flags >> 1) & 3 {
        0 => None,
        1 => Some(STARTS[usize::from(bytes.next()?) % STARTS.len()].to_string()),
        _ => {
            let len = usize::from(bytes.next()?) % 90;
            let text: Vec<u8> = (0..len).map_while(|_| bytes.next()).collect();
            Some(String::from_utf8_lossy(&text).into_owned())
        }
    };
    let loser = if flags & 0x20 != 0 {
        Color::Black
    } else {
        Color::White
    };
    record.result = match (flags >> 3) & 3 {
        0 => None,
        1 => Some(RecordedResult::Resignation(loser)),
        2 => Some(RecordedResult::DrawAgreed),
        _ => Some(RecordedResult::TimeForfeit(loser)),
    };
    // Moves follow a shadow position, so most are legal; some bytes give raw (likely illegal)
    // moves or counting actions at the current ply.
    let rules = record.options.move_rules();
    let mut shadow = record
        .start_position()
        .ok()
        .map(|pos| pos.with_move_rules(rules));
    while let Some(op) = bytes.next() {
        if record.moves.len() >= 200 {
            break;
        }
        match op {
            0xF0..=0xF7 => record
                .actions
                .push((record.moves.len(), CountAction::Start)),
            0xF8..=0xFD => record.actions.push((record.moves.len(), CountAction::Stop)),
            0xFE => {
                let ply = usize::from(bytes.next()?);
                let action = if ply % 2 == 0 {
                    CountAction::Start
                } else {
                    CountAction::Stop
                };
                record.actions.push((ply, action));
            }
            0xFF => {
                let from = Square::ALL[usize::from(bytes.next()?) % 64];
                let to = Square::ALL[usize::from(bytes.next()?) % 64];
                let extra = usize::from(bytes.next()?);
                let promotion = [None, Some(Role::Met), Some(Role::Ruea)][extra % 3];
                let kind = match (extra / 3) % 3 {
                    0 => MoveKind::Normal,
                    1 => MoveKind::Drop(Role::ALL[(extra / 9) % Role::ALL.len()]),
                    _ => MoveKind::SittuyinPromotion,
                };
                record.moves.push(Move {
                    from,
                    to,
                    promotion,
                    kind,
                });
                shadow = None;
            }
            _ => {
                let pos: &mut Position = shadow.as_mut()?;
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[usize::from(op) % moves.len()];
                pos.play_unchecked(m);
                record.moves.push(m);
            }
        }
    }
    Some(record)
}

fuzz_target!(|data: &[u8]| {
    let Some(record) = record(data) else {
        return;
    };
    let game = match record.replay() {
        Ok(game) => game,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    let again = GameRecord::from_game(&game);
    let replayed = match again.replay() {
        Ok(game) => game,
        Err(e) => panic!("record of a replayed game does not replay: {e}\n{again:?}"),
    };
    assert_eq!(GameRecord::from_game(&replayed), again);
    assert_eq!(replayed.fen(), game.fen());
    assert_eq!(replayed.counting(), game.counting());
    assert_eq!(replayed.outcome(), game.outcome());
    assert_eq!(replayed.pgn_result(), game.pgn_result());
    common::check_position(game.position());

    let written = write_pgn(&PgnGame::from_game(&game));
    let mut back = parse_pgn(&written)
        .and_then(|pgn| pgn.to_record())
        .unwrap_or_else(|e| panic!("written PGN rejected: {e}\n{written}"));
    // PGN names the loser on time of a drawn time forfeit as the side to move.
    if let (Some(RecordedResult::TimeForfeit(_)), Some(RecordedResult::TimeForfeit(_))) =
        (back.result, again.result)
    {
        if game.pgn_result() == "1/2-1/2" {
            back.result = again.result;
        }
    }
    assert_eq!(back, again, "{written}");
});
