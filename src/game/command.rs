//! The command box's language: a move (SAN, UCI or Thai SAN) or a question about the game
//! ("board", "count", "last move", "time", "help", in the interface's language or English), and
//! the answers.
use makruk_core::Position;

use crate::game::model::State;
use crate::game::view::status::{counting_text, status_text};
use crate::text::speech;
use crate::text::{Key, Lang};
use crate::tr;

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

/// Each question with the message listing its words (separated by `|`, as the user types them
/// without case or outer spaces).
const WORDS: [(Command, Key); 5] = [
    (Command::Board, crate::key!("command-words-board")),
    (Command::Count, crate::key!("command-words-count")),
    (Command::LastMove, crate::key!("command-words-last-move")),
    (Command::Time, crate::key!("command-words-time")),
    (Command::Help, crate::key!("command-words-help")),
];

impl Command {
    /// Reads the typed text: one of the questions' words in `lang` or in English, or else a move
    /// (a move's notation is read in every language). Case is ASCII's only: Thai, Khmer and
    /// Burmese have none, and Unicode's case tables would cost the module kilobytes.
    pub fn parse(lang: Lang, text: &str) -> Command {
        let words = single_spaced(text);
        WORDS
            .iter()
            .find(|(_, message)| {
                [lang, Lang::En].into_iter().any(|lang| {
                    lang.t(*message)
                        .split('|')
                        .any(|word| single_spaced(word).eq_ignore_ascii_case(&words))
                })
            })
            .map_or(Command::Move(words), |(command, _)| command.clone())
    }
}

/// `text` without outer spaces, its words separated by one space.
fn single_spaced(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What may be typed, in a sentence.
pub fn help_text(lang: Lang) -> &'static str {
    lang.t(crate::key!("command-type-a-move-e4-nd2"))
}

/// The answer to a question about `state`; `None` for a move, which is played instead.
pub fn answer(lang: Lang, state: &State, command: &Command) -> Option<String> {
    let game = &state.game;
    Some(match command {
        Command::Board => speech::position_words(lang, game.position()),
        Command::Count => match state.counting() {
            Some(counting) => counting_text(lang, counting),
            None => lang
                .t(crate::key!("command-nobody-is-counting"))
                .to_string(),
        },
        Command::LastMove => match (game.moves().last(), game.positions()) {
            (Some(&m), [.., before, after]) => speech::move_words(lang, before, m, after),
            _ => lang.t(crate::key!("command-no-move-yet")).to_string(),
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
        return Some(lang.t(crate::key!("command-not-your-turn")).to_string());
    }
    let pos: &Position = state.game.position();
    let legal = pos.parse_san(text).is_ok() || pos.parse_uci_move(text).is_ok();
    (!legal).then(|| tr!(lang, "command-not-a-legal-move", text = text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::{GameSettings, Prefs};

    #[test]
    fn questions_are_read_in_the_language_and_english_and_anything_else_is_a_move() {
        use Lang::{En, Th};
        assert_eq!(Command::parse(En, "  Board "), Command::Board);
        assert_eq!(Command::parse(Th, "กระดาน"), Command::Board);
        assert_eq!(Command::parse(Th, "board"), Command::Board);
        assert_eq!(Command::parse(En, "last   move"), Command::LastMove);
        assert_eq!(Command::parse(Th, "ตาล่าสุด"), Command::LastMove);
        assert_eq!(Command::parse(En, "TIME"), Command::Time);
        assert_eq!(Command::parse(Th, "Last Move"), Command::LastMove);
        assert_eq!(Command::parse(Lang::Km, " ក្ដារ "), Command::Board);
        assert_eq!(Command::parse(Lang::My, "အချိန်"), Command::Time);
        assert_eq!(Command::parse(Th, "เวลา"), Command::Time);
        assert_eq!(Command::parse(Th, "นับ"), Command::Count);
        assert_eq!(Command::parse(Th, "ช่วย"), Command::Help);
        assert_eq!(Command::parse(En, "?"), Command::Help);
        assert_eq!(Command::parse(En, " b1d2 "), Command::Move("b1d2".into()));
        assert_eq!(Command::parse(Th, "ม-ค๓"), Command::Move("ม-ค๓".into()));
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
