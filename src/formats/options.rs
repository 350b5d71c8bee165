//! A game's rule options as text, shared by saves and links: `name=value` words separated by
//! spaces, e.g. `counting=manual repetition=no ouk-rights=fairy-stockfish sutras=khun,met`, and
//! `rule-set=walker` for Walker's rules (never written for the standard ones, so that the texts
//! of earlier versions read the same). A name left out keeps its value for a new game of the
//! variant ([`GameSettings::options_for`]).
use std::fmt;

use makruk_core::{
    CountingMode, OukRights, RuleOptionError, RuleOptions, RuleSet, Sutras, Variant,
};

use crate::settings::GameSettings;
use crate::text::core_text::rule_option_error_text;
use crate::text::Lang;
use crate::tr;

/// Why a rule options text was refused; each names the option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionsError {
    /// The text is too long or not UTF-8.
    Unreadable,
    /// A word that is not `name=value`, or an option this version does not know.
    Unknown(String),
    /// A known option with a value it cannot take.
    Value {
        /// The option's name.
        name: String,
        /// The value found.
        value: String,
    },
    /// Options the variant cannot play (a sutra outside Makruk).
    Impossible(RuleOptionError),
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionsError::Unreadable => write!(f, "the rule options are unreadable"),
            OptionsError::Unknown(name) => write!(f, "unknown rule option {name:?}"),
            OptionsError::Value { name, value } => {
                write!(f, "rule option {name:?} cannot be {value:?}")
            }
            OptionsError::Impossible(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for OptionsError {}

/// Why a rule options text was refused, in the interface language.
pub fn error_text(lang: Lang, error: &OptionsError) -> String {
    match error {
        OptionsError::Unreadable => lang.t(crate::key!("options-error-unreadable")).to_string(),
        OptionsError::Unknown(name) => tr!(lang, "options-error-unknown", name = name),
        OptionsError::Value { name, value } => {
            tr!(lang, "options-error-value", name = name, value = value)
        }
        OptionsError::Impossible(error) => rule_option_error_text(lang, error),
    }
}

fn counting_name(mode: CountingMode) -> &'static str {
    match mode {
        CountingMode::Manual => "manual",
        CountingMode::Automatic => "automatic",
        CountingMode::ManualBoardsHonour => "manual-boards-honour",
    }
}

fn ouk_rights_name(rights: OukRights) -> &'static str {
    match rights {
        OukRights::UntilFirstCapture => "until-first-capture",
        OukRights::FairyStockfish => "fairy-stockfish",
    }
}

/// The options as `name=value` words, every option written (the rule set only when it is not
/// the standard one).
fn option_words(options: &RuleOptions) -> Vec<String> {
    let mut words = vec![
        format!("counting={}", counting_name(options.counting)),
        format!(
            "repetition={}",
            if options.repetition_ends_game {
                "ends-game"
            } else {
                "no"
            }
        ),
        format!("ouk-rights={}", ouk_rights_name(options.ouk_rights)),
        format!("sutras={}", options.sutras.to_string().replace(' ', ",")),
    ];
    if options.rule_set != RuleSet::Standard {
        words.push(format!("rule-set={}", options.rule_set));
    }
    words
}

/// The options as text, every option written.
pub fn encode_options(options: &RuleOptions) -> String {
    option_words(options).join(" ")
}

/// The options of a game of `variant` as text, only those that differ from a new game's
/// ([`GameSettings::options_for`]): a short text for links.
pub fn encode_changed_options(variant: Variant, options: &RuleOptions) -> String {
    let defaults = option_words(&GameSettings::options_for(variant));
    option_words(options)
        .into_iter()
        .filter(|word| !defaults.contains(word))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads an options text for a game of `variant`.
///
/// # Errors
/// The first unknown option or impossible value, named; options the variant cannot play.
pub fn decode_options(variant: Variant, text: &str) -> Result<RuleOptions, OptionsError> {
    let mut options = GameSettings::options_for(variant);
    for word in text.split_whitespace() {
        let Some((name, value)) = word.split_once('=') else {
            return Err(OptionsError::Unknown(word.to_string()));
        };
        let bad_value = || OptionsError::Value {
            name: name.to_string(),
            value: value.to_string(),
        };
        match name {
            "counting" => {
                options.counting = match value {
                    "manual" => CountingMode::Manual,
                    "automatic" => CountingMode::Automatic,
                    "manual-boards-honour" => CountingMode::ManualBoardsHonour,
                    _ => return Err(bad_value()),
                }
            }
            "repetition" => {
                options.repetition_ends_game = match value {
                    "ends-game" => true,
                    "no" => false,
                    _ => return Err(bad_value()),
                }
            }
            "ouk-rights" => {
                options.ouk_rights = OukRights::ALL
                    .into_iter()
                    .find(|&rights| ouk_rights_name(rights) == value)
                    .ok_or_else(bad_value)?;
            }
            "sutras" => {
                options.sutras = value
                    .parse::<Sutras>()
                    .ok()
                    .filter(|_| !value.is_empty())
                    .ok_or_else(bad_value)?;
            }
            "rule-set" => options.rule_set = value.parse::<RuleSet>().map_err(|_| bad_value())?,
            _ => return Err(OptionsError::Unknown(name.to_string())),
        }
    }
    options
        .validate(variant)
        .map_err(OptionsError::Impossible)?;
    Ok(options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_round_trip() {
        for mode in [
            CountingMode::Manual,
            CountingMode::Automatic,
            CountingMode::ManualBoardsHonour,
        ] {
            for repetition in [false, true] {
                for rights in OukRights::ALL {
                    for sutras in Sutras::subsets() {
                        let options = RuleOptions::default()
                            .with_counting(mode)
                            .with_repetition_ends_game(repetition)
                            .with_ouk_rights(rights)
                            .with_sutras(sutras);
                        let text = encode_options(&options);
                        assert_eq!(
                            decode_options(Variant::Makruk, &text),
                            Ok(options),
                            "{text}"
                        );
                    }
                }
            }
        }
        assert_eq!(
            encode_options(&GameSettings::options_for(Variant::Cambodian)),
            "counting=manual repetition=no ouk-rights=until-first-capture sutras=none"
        );
        let all = GameSettings::options_for(Variant::Makruk).with_sutras(Sutras::ALL);
        assert_eq!(
            encode_options(&all),
            "counting=manual repetition=no ouk-rights=fairy-stockfish sutras=khun,met,ma"
        );
    }

    #[test]
    fn walkers_rules_are_written_only_when_chosen() {
        let walker = GameSettings::options_for(Variant::Makruk).with_rule_set(RuleSet::Walker);
        assert_eq!(
            encode_options(&walker),
            "counting=manual repetition=no ouk-rights=fairy-stockfish sutras=none rule-set=walker"
        );
        assert_eq!(
            encode_changed_options(Variant::Makruk, &walker),
            "rule-set=walker"
        );
        assert_eq!(
            decode_options(Variant::Makruk, "rule-set=walker"),
            Ok(walker)
        );
        assert_eq!(
            decode_options(Variant::Makruk, "rule-set=standard"),
            Ok(GameSettings::options_for(Variant::Makruk))
        );
        assert!(decode_options(Variant::Makruk, "rule-set=murray").is_err());
        assert_eq!(
            decode_options(Variant::Cambodian, "rule-set=walker")
                .unwrap_err()
                .to_string(),
            "the RuleSet option is not played in Cambodian (only in Makruk)"
        );
        assert_eq!(
            decode_options(Variant::Makruk, "rule-set=walker sutras=khun")
                .unwrap_err()
                .to_string(),
            "the Sutras option is not played under the walker rule set"
        );
    }

    #[test]
    fn a_sutra_outside_makruk_is_refused_by_name() {
        let error = decode_options(Variant::Asean, "sutras=met").unwrap_err();
        assert_eq!(
            error.to_string(),
            "the Sutras option is not played in ASEAN (only in Makruk)"
        );
        assert!(decode_options(Variant::Makruk, "sutras=").is_err());
        assert!(decode_options(Variant::Makruk, "sutras=bia").is_err());
        assert!(decode_options(Variant::Makruk, "repetition=maybe").is_err());
        assert!(decode_options(Variant::Cambodian, "ouk-rights=pychess").is_err());
    }

    #[test]
    fn a_new_games_options_are_written_as_nothing_when_only_changes_are() {
        for variant in Variant::ALL {
            let options = GameSettings::options_for(variant);
            assert_eq!(encode_changed_options(variant, &options), "");
            assert_eq!(decode_options(variant, ""), Ok(options));
            let automatic = options.with_counting(CountingMode::Automatic);
            let text = encode_changed_options(variant, &automatic);
            assert_eq!(text, "counting=automatic");
            assert_eq!(decode_options(variant, &text), Ok(automatic));
        }
    }

    #[test]
    fn every_options_error_has_its_message_in_every_language() {
        let errors = [
            OptionsError::Unreadable,
            OptionsError::Unknown("castling".into()),
            OptionsError::Value {
                name: "counting".into(),
                value: "sometimes".into(),
            },
            OptionsError::Impossible(RuleOptionError::NotInVariant {
                option: "Sutras",
                variant: Variant::Asean,
            }),
        ];
        for error in &errors {
            match error {
                OptionsError::Unreadable
                | OptionsError::Unknown(_)
                | OptionsError::Value { .. }
                | OptionsError::Impossible(_) => {}
            }
        }
        crate::testing::assert_each_kind(&errors, 4);
        for error in errors {
            crate::text::testing::assert_in_every_language(&format!("{error:?}"), |lang| {
                error_text(lang, &error)
            });
            assert_eq!(error_text(Lang::En, &error), error.to_string());
        }
        let asean = decode_options(Variant::Asean, "sutras=met").unwrap_err();
        assert_eq!(
            error_text(Lang::Th, &asean),
            "อาเซียน ไม่เล่นสูตร (เล่นเฉพาะหมากรุกไทย)"
        );
    }

    #[test]
    fn unknown_options_and_values_are_named() {
        let unknown = decode_options(Variant::Makruk, "counting=manual castling=on").unwrap_err();
        assert_eq!(unknown.to_string(), "unknown rule option \"castling\"");
        let value = decode_options(Variant::Makruk, "counting=sometimes").unwrap_err();
        assert_eq!(
            value.to_string(),
            "rule option \"counting\" cannot be \"sometimes\""
        );
    }
}
