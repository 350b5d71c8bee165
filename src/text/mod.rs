//! The text layer: the interface's languages and their texts. Each language's messages are a Fluent
//! pack in parts (`assets/i18n/<code>/<part>.ftl`, read by [`pack`]), one per wasm module, which each
//! module installs before it shows a text; code asks for a message by key, with its variables
//! ([`tr!`]). Beside them: the rules core's outcomes in words ([`core_text`]), what a screen reader
//! says ([`speech`]) and numbers with decimals ([`decimal`]).
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

#[cfg(test)]
mod completeness;
pub mod core_text;
pub mod decimal;
mod fluent;
pub mod pack;
pub mod rules;
pub mod speech;
#[cfg(test)]
pub mod testing;
mod web;

use std::borrow::Cow;

pub use pack::{install, PackError, Part};
pub use web::{fetch_part, install_loaded, load};

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Thai.
    Th,
    /// Khmer, Ouk Chatrang's players' language.
    Km,
    /// Burmese, Sittuyin's players' language.
    My,
}

/// A value given to a message's variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// Text, put in as it is.
    Text(Cow<'a, str>),
    /// A number, written in the language's digits; selectors choose on it or its plural category.
    Number(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(i64, i32, i16, u64, u32, u16, u8, usize);

/// A message's key as the code holds it: the 32-bit FNV-1a hash of its name, made at compile time
/// by [`key!`], so a module carries no key names. The shipped packs name their messages by the same
/// hash (`k` and eight hex digits, written by `scripts/hash-worker-modules.mjs`); the completeness
/// test checks that no two keys share one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Key(pub u32);

impl Key {
    /// The key of the message named `name`.
    pub const fn of(name: &str) -> Key {
        let bytes = name.as_bytes();
        let mut hash: u32 = 0x811c_9dc5;
        let mut i = 0;
        while i < bytes.len() {
            hash = (hash ^ bytes[i] as u32).wrapping_mul(0x0100_0193);
            i += 1;
        }
        Key(hash)
    }
}

/// The [`Key`] of a message name, made at compile time: `lang.t(key!("color-white"))`.
#[macro_export]
macro_rules! key {
    ($name:expr) => {
        const { $crate::text::Key::of($name) }
    };
}

/// A message with its variables: `tr!(lang, "status-wins", side = lang.color(c))`.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $lang.format($crate::key!($key), &[$((stringify!($name), $crate::text::Arg::from($value))),*])
    };
}

impl Lang {
    /// Every language of the interface, in the language menu's order.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Th, Lang::Km, Lang::My];

    /// This language's place in [`Lang::ALL`].
    pub const fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::Th => 1,
            Lang::Km => 2,
            Lang::My => 3,
        }
    }

    /// A move of `pos` as this language's players write it: Thai SAN in Thai, else SAN (Ouk
    /// Chatrang's and Sittuyin's players have no notation of their own: they use the international
    /// one, as pychess shows it).
    pub fn san(self, pos: &Position, m: Move) -> String {
        match self {
            Lang::Th => pos.thai_san(m),
            Lang::En | Lang::Km | Lang::My => pos.san(m),
        }
    }

    /// The language code (`en`, `th`, `km`, `my`), as stored in preferences and set on `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Th => "th",
            Lang::Km => "km",
            Lang::My => "my",
        }
    }

    /// The language's name in its own script, as the language menu lists it.
    pub fn autonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Th => "ไทย",
            Lang::Km => "ខ្មែរ",
            Lang::My => "မြန်မာ",
        }
    }

    /// The language for a code such as `th`, `th-TH`, `km-KH` or `en-GB`; `None` if unsupported.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next().unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|lang| primary.eq_ignore_ascii_case(lang.code()))
    }

    /// The first supported language of a browser's list (`navigator.languages`).
    pub fn first_supported<'a>(codes: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
        codes.into_iter().find_map(Lang::from_code)
    }

    /// The text of the message `key`: from this language's pack, else English's, else nothing.
    pub fn t(self, key: Key) -> &'static str {
        for lang in [self, Lang::En] {
            if let Some(pack::Message::Plain(text)) = pack::installed(lang).and_then(|p| p.get(key))
            {
                return text;
            }
        }
        ""
    }

    /// The message `key` with its variables filled in from `args` (see [`tr!`]).
    pub fn format(self, key: Key, args: &[(&str, Arg<'_>)]) -> String {
        [self, Lang::En]
            .into_iter()
            .find_map(|lang| self.format_in(pack::installed(lang)?, key, args))
            .unwrap_or_default()
    }

    /// The text of a message whose key is made at run time (a lesson's step): as [`Lang::t`], or
    /// the key itself if no pack has it.
    pub fn text(self, key: &str) -> String {
        let found = [self, Lang::En]
            .into_iter()
            .find_map(|lang| self.format_in(pack::installed(lang)?, Key::of(key), &[]));
        found.unwrap_or_else(|| key.to_string())
    }

    /// The message `key` of `pack` with its variables filled in, in this language's digits.
    fn format_in(self, pack: &pack::Pack, key: Key, args: &[(&str, Arg<'_>)]) -> Option<String> {
        match pack.get(key)? {
            pack::Message::Plain(text) => Some((*text).to_string()),
            pack::Message::Pattern(pattern) => {
                let mut out = String::new();
                self.write_pattern(pattern, args, &mut out);
                Some(out)
            }
        }
    }

    fn write_pattern(self, pattern: &fluent::Pattern, args: &[(&str, Arg<'_>)], out: &mut String) {
        for element in pattern {
            match element {
                fluent::Element::Text(text) => out.push_str(text),
                fluent::Element::Variable(name) => match args.iter().find(|(n, _)| n == name) {
                    Some((_, Arg::Text(text))) => out.push_str(text),
                    Some((_, Arg::Number(n))) => out.push_str(&self.number(*n)),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                },
                fluent::Element::Select {
                    variable,
                    variants,
                    default,
                } => {
                    let chosen =
                        args.iter()
                            .find(|(n, _)| n == variable)
                            .and_then(|(_, value)| {
                                let exact = match value {
                                    Arg::Text(text) => text.to_string(),
                                    Arg::Number(n) => n.to_string(),
                                };
                                variants.iter().position(|(k, _)| *k == exact).or_else(|| {
                                    match value {
                                        Arg::Number(n) => {
                                            let category = self.plural_category(*n);
                                            variants.iter().position(|(k, _)| k == category)
                                        }
                                        Arg::Text(_) => None,
                                    }
                                })
                            });
                    self.write_pattern(&variants[chosen.unwrap_or(*default)].1, args, out);
                }
                fluent::Element::Term(_) => {}
            }
        }
    }

    /// The CLDR plural category of `n`: English has `one` and `other`; Thai, Khmer and Burmese
    /// only `other`.
    pub fn plural_category(self, n: i64) -> &'static str {
        match self {
            Lang::En if n == 1 => "one",
            _ => "other",
        }
    }

    /// The digits this language's players write: Khmer digits (០–៩) in Khmer, Burmese (၀–၉) in
    /// Burmese, the Western ones in English and Thai (Thai players write Western digits in
    /// everyday use; Thai SAN has its own).
    pub fn digits(self, text: &str) -> String {
        let zero = match self {
            Lang::En | Lang::Th => return text.to_string(),
            Lang::Km => '\u{17E0}',
            Lang::My => '\u{1040}',
        };
        text.chars()
            .map(|c| match c.to_digit(10) {
                Some(d) => char::from_u32(zero as u32 + d).unwrap_or(c),
                None => c,
            })
            .collect()
    }

    /// `n` in this language's digits.
    pub fn number(self, n: i64) -> String {
        self.digits(&n.to_string())
    }

    /// Name of a side ("White", "ขาว").
    pub fn color(self, c: Color) -> &'static str {
        match c {
            Color::White => self.t(crate::key!("color-white")),
            Color::Black => self.t(crate::key!("color-black")),
        }
    }

    /// Name of a piece role as players say it: the Thai name in Thai, its transliteration in
    /// English (`khun`, `bia-ngai`); `promoted` names a promoted bia.
    pub fn role(self, r: Role, promoted: bool) -> &'static str {
        self.role_in(Variant::Makruk, r, promoted)
    }

    /// Name of a piece role as the players of `variant` say it in this language: as
    /// [`Lang::role`], and Sittuyin's pieces by their own words ("chariot", "รถ").
    pub fn role_in(self, variant: Variant, r: Role, promoted: bool) -> &'static str {
        self.t(piece_key(variant, r, promoted, false))
    }

    /// A piece's name with its meaning, for titles: "met (seed)", "เม็ด".
    pub fn role_title(self, r: Role, promoted: bool) -> &'static str {
        self.role_title_in(Variant::Makruk, r, promoted)
    }

    /// A piece's name in `variant` with its gloss, for titles: "met (seed)", "chariot (yahhta)".
    pub fn role_title_in(self, variant: Variant, r: Role, promoted: bool) -> &'static str {
        self.t(piece_key(variant, r, promoted, true))
    }

    /// Name of a variant.
    pub fn variant(self, v: Variant) -> &'static str {
        self.t(match v {
            Variant::Makruk => crate::key!("variant-makruk"),
            Variant::Cambodian => crate::key!("variant-ouk-chatrang"),
            Variant::Karouk => crate::key!("variant-kar-ouk"),
            Variant::Makpong => crate::key!("variant-makpong"),
            Variant::Asean => crate::key!("variant-asean"),
            Variant::Sittuyin => crate::key!("variant-sittuyin"),
        })
    }
}

/// The key of a piece's name (`piece-met`), or of its name with its gloss (`piece-met-title`).
fn piece_key(variant: Variant, role: Role, promoted: bool, title: bool) -> Key {
    macro_rules! piece {
        ($name:literal) => {
            if title {
                crate::key!(concat!("piece-", $name, "-title"))
            } else {
                crate::key!(concat!("piece-", $name))
            }
        };
    }
    match (variant, role) {
        (Variant::Sittuyin, Role::Khun) => piece!("sittuyin-king"),
        (Variant::Sittuyin, Role::Met) => piece!("sittuyin-general"),
        (Variant::Sittuyin, Role::Khon) => piece!("sittuyin-elephant"),
        (Variant::Sittuyin, Role::Ma) => piece!("sittuyin-horse"),
        (Variant::Sittuyin, Role::Ruea) => piece!("sittuyin-chariot"),
        (Variant::Sittuyin, Role::Bia) => piece!("sittuyin-pawn"),
        _ if promoted => piece!("bia-ngai"),
        (_, Role::Khun) => piece!("khun"),
        (_, Role::Met) => piece!("met"),
        (_, Role::Khon) => piece!("khon"),
        (_, Role::Ma) => piece!("ma"),
        (_, Role::Ruea) => piece!("ruea"),
        (_, Role::Bia) => piece!("bia"),
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
    fn reads_every_language_code() {
        assert_eq!(Lang::from_code("km-KH"), Some(Lang::Km));
        assert_eq!(Lang::from_code("my"), Some(Lang::My));
        assert_eq!(
            Lang::first_supported(["de-DE", "my-MM", "en"]),
            Some(Lang::My)
        );
        assert_eq!(Lang::first_supported(["de", "fr"]), None);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
            assert_eq!(Lang::ALL[lang.index()], lang);
        }
    }

    #[test]
    fn keys_are_fnv1a_hashes_as_the_build_writes_them() {
        // scripts/hash-worker-modules.mjs's `fnv1a` gives the same: e40c292c, 8cbdda30.
        assert_eq!(Key::of("a"), Key(0xe40c_292c));
        assert_eq!(Key::of("status-draw"), Key(0x8cbd_da30));
    }

    #[test]
    fn writes_numbers_in_each_language_digits() {
        assert_eq!(Lang::Km.number(2026), "២០២៦");
        assert_eq!(Lang::My.digits("12 of 64"), "၁၂ of ၆၄");
        assert_eq!(Lang::Th.number(64), "64");
        assert_eq!(Lang::En.plural_category(1), "one");
        assert_eq!(Lang::Km.plural_category(1), "other");
    }

    #[test]
    fn fills_in_variables_and_selectors() {
        let text = "-khun = khun\nmoves = { $n ->\n    [one] one move\n    [0] no move\n   *[other] { $n } moves\n}\nwins = The { -khun } of { $side } wins\n";
        let pack = pack::Pack::read(text).unwrap();
        let moves = |lang: Lang, n: i64| {
            lang.format_in(&pack, Key::of("moves"), &[("n", n.into())])
                .unwrap()
        };
        assert_eq!(moves(Lang::En, 1), "one move");
        assert_eq!(moves(Lang::En, 0), "no move");
        assert_eq!(moves(Lang::En, 12), "12 moves");
        assert_eq!(moves(Lang::Km, 1), "១ moves");
        let wins = Lang::En.format_in(&pack, Key::of("wins"), &[("side", "White".into())]);
        assert_eq!(wins.as_deref(), Some("The khun of White wins"));
        assert_eq!(Lang::En.format_in(&pack, Key::of("absent"), &[]), None);
    }

    #[test]
    fn looks_up_keys_made_at_run_time() {
        let key = format!("color-{}", "white");
        assert_eq!(Lang::En.text(&key), Lang::En.t(crate::key!("color-white")));
        assert_eq!(Lang::Th.text(&key), Lang::Th.t(crate::key!("color-white")));
        assert_eq!(Lang::En.text("no-such-key"), "no-such-key");
    }
}

/// The shipped packs, for the unit tests.
#[cfg(test)]
mod bundled {
    use super::{pack::Part, Lang};

    macro_rules! parts {
        ($code:literal, $part:expr) => {
            match $part {
                Part::App => include_str!(concat!("../../assets/i18n/", $code, "/app.ftl")),
                Part::Learn => include_str!(concat!("../../assets/i18n/", $code, "/learn.ftl")),
                Part::Live => include_str!(concat!("../../assets/i18n/", $code, "/live.ftl")),
            }
        };
    }

    /// The `part` of `lang`'s pack as shipped.
    pub fn source(lang: Lang, part: Part) -> &'static str {
        match lang {
            Lang::En => parts!("en", part),
            Lang::Th => parts!("th", part),
            Lang::Km => parts!("km", part),
            Lang::My => parts!("my", part),
        }
    }
}
