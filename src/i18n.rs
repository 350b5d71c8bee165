//! Thai and English texts of the interface.
use makruk_core::{Color, Move, Position, Role, Variant};

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

    /// Name of a piece role; `promoted` names a promoted bia.
    pub fn role(self, r: Role, promoted: bool) -> &'static str {
        if promoted {
            return self.pick("promoted bia", "เบี้ยหงาย");
        }
        match r {
            Role::Khun => self.pick("khun", "ขุน"),
            Role::Met => self.pick("met", "เม็ด"),
            Role::Khon => self.pick("khon", "โคน"),
            Role::Ma => self.pick("ma", "ม้า"),
            Role::Ruea => self.pick("ruea", "เรือ"),
            Role::Bia => self.pick("bia", "เบี้ย"),
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
        }
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
    fn other_switches() {
        assert_eq!(Lang::En.other(), Lang::Th);
        assert_eq!(Lang::Th.other().code(), "en");
    }
}
