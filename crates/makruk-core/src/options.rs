//! The rule options a game may choose on top of its variant (rules.md "Rule options" and
//! "Sutras"): the rule set (Walker's *Mak-ruk*), the Ouk Chatrang first-move rights, the Makruk
//! sutras, the Takhaeng Ruea start, and the errors of reading or combining them.

use crate::{Color, Position, Variant};
use alloc::string::{String, ToString};
use core::fmt;
use core::str::FromStr;

/// How the Ouk Chatrang first-move rights (khun leap, met double step) are read; only
/// meaningful in Cambodian and Kar Ouk.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum OukRights {
    /// Seed 000: the rights hold "if no pieces have been captured": the game's first capture,
    /// whoever makes it, ends them all. An enemy ruea aiming at the khun does not.
    #[default]
    UntilFirstCapture,
    /// Fairy-Stockfish and pychess: captures keep the rights; the khun's leap is lost when an
    /// enemy ruea moves onto its rank or file.
    FairyStockfish,
}

impl OukRights {
    /// Both readings, the seed's first.
    pub const ALL: [OukRights; 2] = [OukRights::UntilFirstCapture, OukRights::FairyStockfish];

    /// The name used in PGN and UCI: `until first capture`, `Fairy-Stockfish`.
    pub const fn name(self) -> &'static str {
        match self {
            OukRights::UntilFirstCapture => "until first capture",
            OukRights::FairyStockfish => "Fairy-Stockfish",
        }
    }
}

impl fmt::Display for OukRights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Reads `until first capture` / `UntilFirstCapture` and `Fairy-Stockfish` / `FairyStockfish`
/// (case, spaces, `-` and `_` ignored).
impl FromStr for OukRights {
    type Err = RuleOptionError;

    fn from_str(s: &str) -> Result<OukRights, RuleOptionError> {
        let key = simplified(s);
        OukRights::ALL
            .into_iter()
            .find(|r| simplified(r.name()) == key)
            .ok_or_else(|| RuleOptionError::UnknownValue {
                option: "OukRights",
                value: s.trim().to_string(),
            })
    }
}

/// The rules a Makruk game is played by: the standard game, or Damian Walker's *Mak-ruk*
/// (seed 001, [counting.md](../../docs/counting.md) "Walker's rules").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum RuleSet {
    /// The game as the other seeds and Fairy-Stockfish play it.
    #[default]
    Standard,
    /// Walker's rules: the khun's first move may be a ma's move, the met's first move two
    /// squares straight forward; a count only against a bare khun, by his Table 1
    /// ([`crate::WALKER_TABLE`]), and none for a composition the table does not list.
    Walker,
}

impl RuleSet {
    /// Both rule sets, the standard one first.
    pub const ALL: [RuleSet; 2] = [RuleSet::Standard, RuleSet::Walker];

    /// The word naming it in PGN, UCI and the app's formats: `standard`, `walker`.
    pub const fn word(self) -> &'static str {
        match self {
            RuleSet::Standard => "standard",
            RuleSet::Walker => "walker",
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// Reads `standard` or `walker` (case and surrounding spaces ignored).
impl FromStr for RuleSet {
    type Err = RuleOptionError;

    fn from_str(s: &str) -> Result<RuleSet, RuleOptionError> {
        RuleSet::ALL
            .into_iter()
            .find(|r| r.word().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| RuleOptionError::UnknownValue {
                option: "RuleSet",
                value: s.trim().to_string(),
            })
    }
}

/// The word in lower case without spaces, `-` or `_`.
fn simplified(s: &str) -> String {
    s.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// One of the three sutras (traditional first-move options of a Makruk game).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Sutra {
    /// Sut Khun: the unmoved khun leaps like a ma to an empty square of the next rank.
    Khun,
    /// Sut Met: as a side's first move, the bia in front of the met steps on and the met takes its square.
    Met,
    /// Sut Ma: as a side's first move, a bia a ma's move from a ma steps on and the ma takes its square.
    Ma,
}

impl Sutra {
    /// The three sutras in the order written.
    pub const ALL: [Sutra; 3] = [Sutra::Khun, Sutra::Met, Sutra::Ma];

    /// The word naming it: `khun`, `met`, `ma`.
    pub const fn word(self) -> &'static str {
        match self {
            Sutra::Khun => "khun",
            Sutra::Met => "met",
            Sutra::Ma => "ma",
        }
    }
}

impl fmt::Display for Sutra {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sut {}", capitalized(self.word()))
    }
}

fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

/// Which sutras a Makruk game plays (each for both sides alike).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Sutras {
    /// Sut Khun.
    pub khun: bool,
    /// Sut Met.
    pub met: bool,
    /// Sut Ma.
    pub ma: bool,
}

impl Sutras {
    /// No sutra (the standard game).
    pub const NONE: Sutras = Sutras {
        khun: false,
        met: false,
        ma: false,
    };

    /// All three sutras.
    pub const ALL: Sutras = Sutras {
        khun: true,
        met: true,
        ma: true,
    };

    /// Whether `sutra` is played.
    pub const fn has(self, sutra: Sutra) -> bool {
        match sutra {
            Sutra::Khun => self.khun,
            Sutra::Met => self.met,
            Sutra::Ma => self.ma,
        }
    }

    /// These sutras with `sutra` played or not.
    pub const fn with(self, sutra: Sutra, on: bool) -> Sutras {
        let mut s = self;
        match sutra {
            Sutra::Khun => s.khun = on,
            Sutra::Met => s.met = on,
            Sutra::Ma => s.ma = on,
        }
        s
    }

    /// Whether no sutra is played.
    pub const fn is_none(self) -> bool {
        !(self.khun || self.met || self.ma)
    }

    /// The eight subsets, from none to all (bit 0 khun, bit 1 met, bit 2 ma).
    pub fn subsets() -> impl Iterator<Item = Sutras> {
        (0..8u8).map(|bits| Sutras {
            khun: bits & 1 != 0,
            met: bits & 2 != 0,
            ma: bits & 4 != 0,
        })
    }
}

/// `khun met ma` (the sutras played, space-separated, in that order) or `none`.
impl fmt::Display for Sutras {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_none() {
            return f.write_str("none");
        }
        let mut first = true;
        for sutra in Sutra::ALL.into_iter().filter(|&s| self.has(s)) {
            if !first {
                f.write_str(" ")?;
            }
            f.write_str(sutra.word())?;
            first = false;
        }
        Ok(())
    }
}

/// Reads any subset of `khun`, `met`, `ma` separated by spaces or commas, in any order and
/// case, or `none` (an empty text is none too).
impl FromStr for Sutras {
    type Err = RuleOptionError;

    fn from_str(s: &str) -> Result<Sutras, RuleOptionError> {
        let mut sutras = Sutras::NONE;
        for word in s.split(|c: char| c == ',' || c.is_whitespace()) {
            if word.is_empty() || word.eq_ignore_ascii_case("none") {
                continue;
            }
            let sutra = Sutra::ALL
                .into_iter()
                .find(|sutra| sutra.word().eq_ignore_ascii_case(word))
                .ok_or_else(|| RuleOptionError::UnknownValue {
                    option: "Sutras",
                    value: word.to_string(),
                })?;
            sutras = sutras.with(sutra, true);
        }
        Ok(sutras)
    }
}

/// The rules a [`Position`] generates moves and counts by, beyond its variant: the sutras, the
/// Ouk reading and the rule set ([`Position::with_move_rules`]). Part of the position's hash.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveRules {
    /// The sutras played (Makruk only).
    pub sutras: Sutras,
    /// How the Cambodian first-move rights are read.
    pub ouk_rights: OukRights,
    /// The rule set (Makruk only).
    pub rule_set: RuleSet,
}

impl MoveRules {
    /// Fairy-Stockfish's rules: no sutra, its Ouk reading, the standard rule set
    /// ([`Position::startpos`] and [`Position::from_fen`] use them).
    pub const FAIRY_STOCKFISH: MoveRules = MoveRules {
        sutras: Sutras::NONE,
        ouk_rights: OukRights::FairyStockfish,
        rule_set: RuleSet::Standard,
    };
}

impl Default for MoveRules {
    fn default() -> MoveRules {
        MoveRules::FAIRY_STOCKFISH
    }
}

/// Takhaeng Ruea (boat tilting), a handicap: which of a side's rueas start as mets.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum RueaTilt {
    /// Both rueas stand.
    #[default]
    None,
    /// The ruea of the a-file (a1 or a8) starts as a met.
    AFile,
    /// The ruea of the h-file (h1 or h8) starts as a met.
    HFile,
    /// Both rueas start as mets.
    Both,
}

impl RueaTilt {
    /// Every choice, no tilt first.
    pub const ALL: [RueaTilt; 4] = [
        RueaTilt::None,
        RueaTilt::AFile,
        RueaTilt::HFile,
        RueaTilt::Both,
    ];

    /// The back rank of `color` with this tilt, in FEN letters from the a-file
    /// (White with both: `MNSKMSNM`).
    pub fn back_rank(self, color: Color) -> String {
        let met = |tilted: bool| if tilted { 'M' } else { 'R' };
        let (a, h) = match self {
            RueaTilt::None => (false, false),
            RueaTilt::AFile => (true, false),
            RueaTilt::HFile => (false, true),
            RueaTilt::Both => (true, true),
        };
        let rank: String = match color {
            Color::White => [met(a), 'N', 'S', 'K', 'M', 'S', 'N', met(h)]
                .into_iter()
                .collect(),
            Color::Black => [met(a), 'N', 'S', 'M', 'K', 'S', 'N', met(h)]
                .into_iter()
                .map(|c| c.to_ascii_lowercase())
                .collect(),
        };
        rank
    }

    /// The Makruk start FEN with `white`'s and `black`'s tilts
    /// (`rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/MNSKMSNM w - - 0 1` for White with both).
    pub fn start_fen(white: RueaTilt, black: RueaTilt) -> String {
        alloc::format!(
            "{}/8/pppppppp/8/8/PPPPPPPP/8/{} w - - 0 1",
            black.back_rank(Color::Black),
            white.back_rank(Color::White)
        )
    }

    /// The Makruk start position with `white`'s and `black`'s tilts (Fairy-Stockfish's move
    /// rules; a game sets its own with [`crate::Game::with_options`]).
    pub fn start_position(white: RueaTilt, black: RueaTilt) -> Position {
        match Position::from_fen(Variant::Makruk, &RueaTilt::start_fen(white, black)) {
            Ok(pos) => pos,
            Err(e) => unreachable!("Takhaeng Ruea starts are valid: {e}"),
        }
    }
}

/// A rule option that cannot be read or does not fit the game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RuleOptionError {
    /// The option is not played in this variant (the sutras or a rule set outside Makruk).
    NotInVariant {
        /// The option's name (`Sutras`, `RuleSet`).
        option: &'static str,
        /// The variant of the game.
        variant: Variant,
    },
    /// The option is not played under this rule set (the sutras under Walker's rules, which
    /// have first moves of their own).
    NotInRuleSet {
        /// The option's name (`Sutras`).
        option: &'static str,
        /// The rule set of the game.
        rule_set: RuleSet,
    },
    /// The text names no value of the option.
    UnknownValue {
        /// The option's name (`Sutras`, `OukRights`, `Repetition`, `RuleSet`).
        option: &'static str,
        /// The text (for the sutras, the unknown word).
        value: String,
    },
}

impl fmt::Display for RuleOptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleOptionError::NotInVariant { option, variant } => write!(
                f,
                "the {option} option is not played in {} (only in Makruk)",
                variant.name()
            ),
            RuleOptionError::NotInRuleSet { option, rule_set } => write!(
                f,
                "the {option} option is not played under the {rule_set} rule set"
            ),
            RuleOptionError::UnknownValue { option, value } => {
                let expected = match *option {
                    "Sutras" => "khun, met, ma or none",
                    "OukRights" => "until first capture or Fairy-Stockfish",
                    "RuleSet" => "standard or walker",
                    _ => "ends game or no",
                };
                write!(
                    f,
                    "{option}: unknown value \"{value}\" (expected {expected})"
                )
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for RuleOptionError {}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn sutras_read_and_write() {
        assert_eq!(Sutras::ALL.to_string(), "khun met ma");
        assert_eq!(Sutras::NONE.to_string(), "none");
        assert_eq!(
            "ma, KHUN".parse(),
            Ok(Sutras::NONE.with(Sutra::Ma, true).with(Sutra::Khun, true))
        );
        assert_eq!("none".parse(), Ok(Sutras::NONE));
        assert_eq!("".parse(), Ok(Sutras::NONE));
        for s in Sutras::subsets() {
            assert_eq!(s.to_string().parse(), Ok(s));
        }
        let err = "khun bia".parse::<Sutras>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "Sutras: unknown value \"bia\" (expected khun, met, ma or none)"
        );
        assert_eq!(Sutra::Met.to_string(), "Sut Met");
    }

    #[test]
    fn ouk_rights_read_and_write() {
        for r in OukRights::ALL {
            assert_eq!(r.to_string().parse(), Ok(r));
        }
        assert_eq!(
            "UntilFirstCapture".parse(),
            Ok(OukRights::UntilFirstCapture)
        );
        assert_eq!("fairystockfish".parse(), Ok(OukRights::FairyStockfish));
        assert!("pychess".parse::<OukRights>().is_err());
    }

    #[test]
    fn rule_sets_read_and_write() {
        for r in RuleSet::ALL {
            assert_eq!(r.to_string().parse(), Ok(r));
        }
        assert_eq!(" Walker ".parse(), Ok(RuleSet::Walker));
        assert_eq!(
            "murray".parse::<RuleSet>().unwrap_err().to_string(),
            "RuleSet: unknown value \"murray\" (expected standard or walker)"
        );
    }

    #[test]
    fn takhaeng_ruea_starts() {
        assert_eq!(
            RueaTilt::start_fen(RueaTilt::Both, RueaTilt::None),
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/MNSKMSNM w - - 0 1"
        );
        assert_eq!(
            RueaTilt::start_fen(RueaTilt::None, RueaTilt::AFile),
            "mnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"
        );
        assert_eq!(
            RueaTilt::start_position(RueaTilt::None, RueaTilt::None),
            Position::startpos(Variant::Makruk)
        );
        let tilted = RueaTilt::start_position(RueaTilt::HFile, RueaTilt::Both);
        assert_eq!(
            tilted.to_fen(),
            "mnsmksnm/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNM w - - 0 1"
        );
    }
}
