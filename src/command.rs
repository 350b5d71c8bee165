//! The command box's language: a move (SAN, UCI or Thai SAN) or a question about the game
//! ("board", "count", "last move", "time", "help", in English or Thai), and the answers.
use makruk_core::Position;

use crate::components::status::{counting_text, status_text};
use crate::i18n::Lang;
use crate::speech;
use crate::state::State;

/// What the user typed in the command box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Read the position.
    Board,
    /// Say the running count.
    Count,
    /// Say the last move.
    LastMove,
    /// Say the clocks.
    Time,
    /// List what may be typed.
    Help,
    /// Play this move (any notation the core reads).
    Move(String),
}

/// The words of each question, English and Thai, without case or outer spaces.
const WORDS: [(Command, &[&str]); 5] = [
    (Command::Board, &["board", "position", "กระดาน", "ตำแหน่ง"]),
    (Command::Count, &["count", "นับ", "การนับ"]),
    (
        Command::LastMove,
        &["last move", "last", "ตาล่าสุด", "ตาเดินล่าสุด"],
    ),
    (Command::Time, &["time", "clock", "เวลา", "นาฬิกา"]),
    (Command::Help, &["help", "?", "ช่วย", "วิธีใช้"]),
];

impl Command {
    /// Reads the typed text: one of the questions' words, or else a move.
    pub fn parse(text: &str) -> Command {
        let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let key = words.to_ascii_lowercase();
        WORDS
            .iter()
            .find(|(_, names)| names.contains(&key.as_str()))
            .map_or(Command::Move(words), |(command, _)| command.clone())
    }
}

/// What may be typed, in a sentence.
pub fn help_text(lang: Lang) -> &'static str {
    lang.pick(
        "Type a move (e4, Nd2, b1d2, ม-ง๒) or: board, count, last move, time, help.",
        "พิมพ์ตาเดิน (e4, Nd2, b1d2, ม-ง๒) หรือคำสั่ง: กระดาน, นับ, ตาล่าสุด, เวลา, ช่วย",
    )
}

/// The answer to a question about `state`; `None` for a move, which is played instead.
pub fn answer(lang: Lang, state: &State, command: &Command) -> Option<String> {
    let game = &state.game;
    Some(match command {
        Command::Board => speech::position_words(lang, game.position()),
        Command::Count => match state.counting() {
            Some(counting) => counting_text(lang, counting),
            None => lang.pick("Nobody is counting", "ยังไม่มีใครนับ").to_string(),
        },
        Command::LastMove => match (game.moves().last(), game.positions()) {
            (Some(&m), [.., before, after]) => speech::move_words(lang, before, m, after),
            _ => lang.pick("No move yet", "ยังไม่มีการเดิน").to_string(),
        },
        Command::Time => speech::clock_words(lang, state.clock_ms),
        Command::Help => help_text(lang).to_string(),
        Command::Move(_) => return None,
    })
}

/// Why a typed move cannot be played now, or `None` when it can: not the user's turn, the game
/// is over, or the text names no legal move.
pub fn move_refusal(lang: Lang, state: &State, text: &str) -> Option<String> {
    let status = state.status();
    if status.is_over() {
        return Some(status_text(lang, status));
    }
    if !state.user_to_move() {
        return Some(lang.pick("Not your turn", "ยังไม่ถึงตาคุณ").to_string());
    }
    let pos: &Position = state.game.position();
    let legal = pos.parse_san(text).is_ok() || pos.parse_uci_move(text).is_ok();
    (!legal).then(|| match lang {
        Lang::En => format!("{text}: not a legal move here. Type help for the commands."),
        Lang::Th => format!("{text}: เดินแบบนี้ไม่ได้ พิมพ์ ช่วย เพื่อดูคำสั่ง"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::{GameSettings, Prefs};

    #[test]
    fn questions_are_read_in_both_languages_and_anything_else_is_a_move() {
        assert_eq!(Command::parse("  Board "), Command::Board);
        assert_eq!(Command::parse("กระดาน"), Command::Board);
        assert_eq!(Command::parse("last   move"), Command::LastMove);
        assert_eq!(Command::parse("ตาล่าสุด"), Command::LastMove);
        assert_eq!(Command::parse("TIME"), Command::Time);
        assert_eq!(Command::parse("เวลา"), Command::Time);
        assert_eq!(Command::parse("นับ"), Command::Count);
        assert_eq!(Command::parse("ช่วย"), Command::Help);
        assert_eq!(Command::parse(" b1d2 "), Command::Move("b1d2".into()));
        assert_eq!(Command::parse("ม-ค๓"), Command::Move("ม-ค๓".into()));
    }

    #[test]
    fn questions_are_answered_from_the_game() {
        let mut state = State::new_game(GameSettings::default(), Prefs::default());
        assert_eq!(
            answer(Lang::En, &state, &Command::LastMove).as_deref(),
            Some("No move yet")
        );
        assert_eq!(
            answer(Lang::Th, &state, &Command::Count).as_deref(),
            Some("ยังไม่มีใครนับ")
        );
        let pos = state.game.position().clone();
        let m = pos.parse_san("Nd2").expect("Nd2");
        state.game.play(m).expect("legal");
        assert_eq!(
            answer(Lang::En, &state, &Command::LastMove).as_deref(),
            Some("White ma b1 to d2")
        );
        let board = answer(Lang::En, &state, &Command::Board).expect("an answer");
        assert!(
            board.contains("ma g1 d2") && board.ends_with("Black to move."),
            "{board}"
        );
        assert_eq!(answer(Lang::En, &state, &Command::Move("e4".into())), None);
    }

    #[test]
    fn a_move_that_cannot_be_played_says_why() {
        let state = State::new_game(GameSettings::default(), Prefs::default());
        assert_eq!(move_refusal(Lang::En, &state, "b1d2"), None);
        assert_eq!(
            move_refusal(Lang::En, &state, "d5d6m").as_deref(),
            Some("d5d6m: not a legal move here. Type help for the commands.")
        );
        assert!(move_refusal(Lang::Th, &state, "xyz").is_some_and(|s| s.contains("เดินแบบนี้ไม่ได้")));
    }
}
