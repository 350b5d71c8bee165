//! The Makruk family and the rule options each member switches on.

use crate::Role;
use core::fmt;

/// A member of the Makruk family, named as Fairy-Stockfish's `UCI_Variant`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// Thai Makruk (`makruk`).
    #[default]
    Makruk,
    /// Ouk Chatrang, Cambodian chess (`cambodian`): khun leap, met double step.
    Cambodian,
    /// Kar Ouk (`karouk`): Cambodian rules where the first check wins.
    Karouk,
    /// Makpong (`makpong`): a khun in check may only capture the checker.
    Makpong,
    /// ASEAN chess (`asean`): chess letters, 8th-rank promotion, 50-move rule.
    Asean,
    /// Sittuyin, Burmese chess (`sittuyin`): a set-up phase by drops, promotion as a move of its own.
    Sittuyin,
}

impl Variant {
    /// Every variant, Makruk first.
    pub const ALL: [Variant; 6] = [
        Variant::Makruk,
        Variant::Cambodian,
        Variant::Karouk,
        Variant::Makpong,
        Variant::Asean,
        Variant::Sittuyin,
    ];

    /// Fairy-Stockfish's `UCI_Variant` name (`makruk`, `cambodian`, `karouk`, `makpong`, `asean`,
    /// `sittuyin`).
    pub const fn uci_name(self) -> &'static str {
        match self {
            Variant::Makruk => "makruk",
            Variant::Cambodian => "cambodian",
            Variant::Karouk => "karouk",
            Variant::Makpong => "makpong",
            Variant::Asean => "asean",
            Variant::Sittuyin => "sittuyin",
        }
    }

    /// The variant with this `UCI_Variant` name (ASCII case ignored).
    pub fn from_uci_name(name: &str) -> Option<Variant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.uci_name().eq_ignore_ascii_case(name))
    }

    /// A human name (`Makruk`, `Cambodian`, `Kar Ouk`, `Makpong`, `ASEAN`, `Sittuyin`), as used in
    /// PGN `Variant` tags.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Makruk => "Makruk",
            Variant::Cambodian => "Cambodian",
            Variant::Karouk => "Kar Ouk",
            Variant::Makpong => "Makpong",
            Variant::Asean => "ASEAN",
            Variant::Sittuyin => "Sittuyin",
        }
    }

    /// The start position in Fairy-Stockfish's FEN (Sittuyin's hand in the order its FEN writer
    /// uses, `[KSSFRRNNkssfrrnn]`, the same position as its variant table's `[KFRRSSNNkfrrssnn]`).
    pub const fn start_fen(self) -> &'static str {
        match self {
            Variant::Makruk | Variant::Makpong => {
                "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"
            }
            Variant::Cambodian | Variant::Karouk => {
                "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1"
            }
            Variant::Asean => "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1",
            Variant::Sittuyin => "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1",
        }
    }

    /// The rule options of this variant.
    pub const fn rules(self) -> &'static Rules {
        match self {
            Variant::Makruk => &MAKRUK,
            Variant::Cambodian => &CAMBODIAN,
            Variant::Karouk => &KAROUK,
            Variant::Makpong => &MAKPONG,
            Variant::Asean => &ASEAN,
            Variant::Sittuyin => &SITTUYIN,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.uci_name())
    }
}

/// Which counting (honour) rule ends long endgames, as Fairy-Stockfish's `countingRule`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CountingRule {
    /// No counting.
    None,
    /// Thai board's and pieces' honour (64 moves; 8/16/22/32/44/64).
    Makruk,
    /// Cambodian limits, one less (63; 7/15/21/31/43/63); board's honour with up to 3 pieces even with bia.
    Cambodian,
    /// ASEAN: bare khun only; ruea 16, khon 44, ma 64 moves.
    Asean,
}

/// The rule options a variant is made of. Movegen and game-end code read only these flags,
/// so new members of the family (sittuyin-like options, the sutras) are new flag sets.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Rank (0-based, counted from the owner's side) on which a bia promotes; it must promote there
    /// (8: never on arrival).
    pub promotion_rank: u8,
    /// What a bia may promote to (the first one is the usual choice).
    pub promotion_roles: &'static [Role],
    /// The khun may leap like a ma to an empty square on the rank in front, once, when not in check.
    pub khun_leap: bool,
    /// The met may jump two squares straight forward to an empty square, once.
    pub met_double_step: bool,
    /// An enemy ruea moving onto the khun's rank or file removes the khun's leap right.
    pub ruea_aim_removes_leap: bool,
    /// The first check wins (Kar Ouk).
    pub check_wins: bool,
    /// A khun in check may move only by capturing the checking piece (Makpong).
    pub khun_evades_by_capture_only: bool,
    /// The counting rule.
    pub counting: CountingRule,
    /// Draw claimable after this many moves without capture or bia move (0 = no such rule).
    pub move_rule: u32,
    /// FEN uses chess letters: `Q` for met and `B` for khon.
    pub chess_letters: bool,
    /// The lower-case letter of the met in FEN, SAN and UCI (`m`, `q` in ASEAN, `f` for Sittuyin's general).
    pub met_letter: char,
    /// The pieces other than the bia start in hand and are dropped first, each side in its own three
    /// ranks (ruea on the back rank), alternately; a side with pieces in hand must drop (Sittuyin).
    pub drops: bool,
    /// A bia promotes by a move of its own, on its square or an empty diagonal neighbour, from the
    /// promotion zone and only while its side has no met (Sittuyin).
    pub separate_promotion: bool,
}

const MAKRUK: Rules = Rules {
    promotion_rank: 5,
    promotion_roles: &[Role::Met],
    khun_leap: false,
    met_double_step: false,
    ruea_aim_removes_leap: false,
    check_wins: false,
    khun_evades_by_capture_only: false,
    counting: CountingRule::Makruk,
    move_rule: 0,
    chess_letters: false,
    met_letter: 'm',
    drops: false,
    separate_promotion: false,
};

const CAMBODIAN: Rules = Rules {
    khun_leap: true,
    met_double_step: true,
    ruea_aim_removes_leap: true,
    counting: CountingRule::Cambodian,
    ..MAKRUK
};

const KAROUK: Rules = Rules {
    check_wins: true,
    ..CAMBODIAN
};

const MAKPONG: Rules = Rules {
    khun_evades_by_capture_only: true,
    ..MAKRUK
};

const ASEAN: Rules = Rules {
    promotion_rank: 7,
    promotion_roles: &[Role::Met, Role::Ruea, Role::Ma, Role::Khon],
    counting: CountingRule::Asean,
    move_rule: 50,
    chess_letters: true,
    met_letter: 'q',
    ..MAKRUK
};

const SITTUYIN: Rules = Rules {
    promotion_rank: 8,
    counting: CountingRule::Asean,
    move_rule: 50,
    met_letter: 'f',
    drops: true,
    separate_promotion: true,
    ..MAKRUK
};

impl Rules {
    /// The lower-case letter of `role` in this variant's FEN, SAN and UCI.
    pub const fn letter(&self, role: Role) -> char {
        match role {
            Role::Met => self.met_letter,
            Role::Khon if self.chess_letters => 'b',
            other => other.char(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for v in Variant::ALL {
            assert_eq!(Variant::from_uci_name(v.uci_name()), Some(v));
        }
        assert_eq!(Variant::from_uci_name("Makruk"), Some(Variant::Makruk));
        assert_eq!(Variant::from_uci_name("chess"), None);
        assert!(Variant::Karouk.rules().check_wins && Variant::Karouk.rules().khun_leap);
        assert_eq!(Variant::from_uci_name("sittuyin"), Some(Variant::Sittuyin));
        assert_eq!(Variant::Sittuyin.rules().letter(Role::Met), 'f');
        assert_eq!(Variant::Asean.rules().letter(Role::Khon), 'b');
    }
}
