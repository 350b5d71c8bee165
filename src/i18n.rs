//! Thai and English texts of the interface.
use makruk_core::{Color, Move, Position, Role, Variant};

/// The roles in the order the position is read and the editor's palette offers them: khun first,
/// bia last.
pub const READING_ORDER: [Role; 6] = [
    Role::Khun,
    Role::Met,
    Role::Khon,
    Role::Ma,
    Role::Ruea,
    Role::Bia,
];

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Thai.
    Th,
}

impl Lang {
    /// A move of `pos` as this language's players write it: SAN, or Thai SAN in Thai.
    pub fn san(self, pos: &Position, m: Move) -> String {
        match self {
            Lang::En => pos.san(m),
            Lang::Th => pos.thai_san(m),
        }
    }

    /// The language code (`en`, `th`), as stored in preferences and set on `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Th => "th",
        }
    }

    /// The language for a code such as `th`, `th-TH` or `en-GB`; `None` if unsupported.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next().unwrap_or_default();
        match primary.to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "th" => Some(Lang::Th),
            _ => None,
        }
    }

    /// The other language (for the switch button).
    pub fn other(self) -> Lang {
        match self {
            Lang::En => Lang::Th,
            Lang::Th => Lang::En,
        }
    }

    /// Picks the text for this language.
    pub fn pick(self, en: &'static str, th: &'static str) -> &'static str {
        match self {
            Lang::En => en,
            Lang::Th => th,
        }
    }

    /// Name of a side ("White", "ขาว").
    pub fn color(self, c: Color) -> &'static str {
        match c {
            Color::White => self.pick("White", "ขาว"),
            Color::Black => self.pick("Black", "ดำ"),
        }
    }

    /// Name of a piece role as players say it: the Thai name in Thai, its transliteration in
    /// English (`khun`, `bia-ngai`); `promoted` names a promoted bia.
    pub fn role(self, r: Role, promoted: bool) -> &'static str {
        self.role_in(Variant::Makruk, r, promoted)
    }

    /// Name of a piece role as the players of `variant` say it: as [`Lang::role`], and Sittuyin's
    /// pieces by their English or Thai words ("chariot", "รถ").
    pub fn role_in(self, variant: Variant, r: Role, promoted: bool) -> &'static str {
        let name = piece_name_in(variant, r, promoted);
        self.pick(name.roman, name.thai)
    }

    /// A piece's name with its meaning, for titles: "met (seed)", "เม็ด".
    pub fn role_title(self, r: Role, promoted: bool) -> String {
        self.role_title_in(Variant::Makruk, r, promoted)
    }

    /// A piece's name in `variant` with its gloss, for titles: "met (seed)", "chariot (yahhta)".
    pub fn role_title_in(self, variant: Variant, r: Role, promoted: bool) -> String {
        let name = piece_name_in(variant, r, promoted);
        match self {
            Lang::En => format!("{} ({})", name.roman, name.meaning),
            Lang::Th => name.thai.to_string(),
        }
    }

    /// Name of a variant.
    pub fn variant(self, v: Variant) -> &'static str {
        match v {
            Variant::Makruk => self.pick("Makruk", "หมากรุกไทย"),
            Variant::Cambodian => self.pick("Ouk Chatrang", "อุกชัตรัง"),
            Variant::Karouk => self.pick("Kar Ouk", "กาอุก"),
            Variant::Makpong => self.pick("Makpong", "หมากป้อง"),
            Variant::Asean => self.pick("ASEAN", "อาเซียน"),
            Variant::Sittuyin => self.pick("Sittuyin", "หมากรุกพม่า"),
        }
    }
}

/// A piece's name from the seed texts: Thai, the name English text uses and its gloss.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceName {
    /// The Thai name (`เม็ด`; `รถ` for Sittuyin's chariot).
    pub thai: &'static str,
    /// The name in English text: the transliteration of a Thai name (`met`), the English word for a
    /// Sittuyin piece (`chariot`).
    pub roman: &'static str,
    /// What the Thai name means (`seed`), or the Burmese name of a Sittuyin piece (`yahhta`).
    pub meaning: &'static str,
}

/// The name of a piece role in `variant`: Sittuyin's own pieces, or [`piece_name`].
pub const fn piece_name_in(variant: Variant, role: Role, promoted: bool) -> PieceName {
    let (thai, roman, meaning) = match (variant, role) {
        (Variant::Sittuyin, Role::Khun) => ("ราชา", "king", "min-gyi"),
        (Variant::Sittuyin, Role::Met) => ("แม่ทัพ", "general", "sit-ke"),
        (Variant::Sittuyin, Role::Khon) => ("ช้าง", "elephant", "sin"),
        (Variant::Sittuyin, Role::Ma) => ("ม้า", "horse", "myin"),
        (Variant::Sittuyin, Role::Ruea) => ("รถ", "chariot", "yahhta"),
        (Variant::Sittuyin, Role::Bia) => ("เบี้ย", "pawn", "ne"),
        _ => return piece_name(role, promoted),
    };
    PieceName {
        thai,
        roman,
        meaning,
    }
}

/// The name of a piece role; `promoted` names a promoted bia, the bia-ngai.
pub const fn piece_name(role: Role, promoted: bool) -> PieceName {
    let (thai, roman, meaning) = match role {
        _ if promoted => ("เบี้ยหงาย", "bia-ngai", "overturned cowrie shell"),
        Role::Khun => ("ขุน", "khun", "lord"),
        Role::Met => ("เม็ด", "met", "seed"),
        Role::Khon => ("โคน", "khon", "nobleman"),
        Role::Ma => ("ม้า", "ma", "horse"),
        Role::Ruea => ("เรือ", "ruea", "boat"),
        Role::Bia => ("เบี้ย", "bia", "cowrie shell"),
    };
    PieceName {
        thai,
        roman,
        meaning,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_browser_language_tags() {
        assert_eq!(Lang::from_code("th-TH"), Some(Lang::Th));
        assert_eq!(Lang::from_code("EN_us"), Some(Lang::En));
        assert_eq!(Lang::from_code("de"), None);
        assert_eq!(Lang::from_code(""), None);
    }

    #[test]
    fn pieces_carry_the_seed_names() {
        assert_eq!(Lang::En.role(Role::Bia, true), "bia-ngai");
        assert_eq!(Lang::Th.role(Role::Bia, true), "เบี้ยหงาย");
        assert_eq!(Lang::En.role_title(Role::Met, false), "met (seed)");
        assert_eq!(
            Lang::En.role_title(Role::Bia, true),
            "bia-ngai (overturned cowrie shell)"
        );
        for (role, meaning) in [
            (Role::Khun, "lord"),
            (Role::Met, "seed"),
            (Role::Khon, "nobleman"),
            (Role::Ma, "horse"),
            (Role::Ruea, "boat"),
            (Role::Bia, "cowrie shell"),
        ] {
            assert_eq!(piece_name(role, false).meaning, meaning);
        }
        assert_eq!(piece_name(Role::Ruea, false).thai, "เรือ");
    }

    #[test]
    fn sittuyin_pieces_have_their_own_names() {
        assert_eq!(
            Lang::En.role_in(Variant::Sittuyin, Role::Ruea, false),
            "chariot"
        );
        assert_eq!(Lang::Th.role_in(Variant::Sittuyin, Role::Ruea, false), "รถ");
        assert_eq!(
            Lang::En.role_title_in(Variant::Sittuyin, Role::Met, false),
            "general (sit-ke)"
        );
        assert_eq!(
            Lang::En.role_in(Variant::Cambodian, Role::Ruea, false),
            "ruea"
        );
        let burmese =
            READING_ORDER.map(|role| piece_name_in(Variant::Sittuyin, role, false).meaning);
        assert_eq!(
            burmese,
            ["min-gyi", "sit-ke", "sin", "myin", "yahhta", "ne"]
        );
    }

    #[test]
    fn other_switches() {
        assert_eq!(Lang::En.other(), Lang::Th);
        assert_eq!(Lang::Th.other().code(), "en");
    }
}
