//! A game's rule options as text, shared by saves and links: `name=value` words separated by
//! spaces, e.g. `counting=manual`. A name left out keeps its value for a new game of the variant.
use std::fmt;

use makruk_core::{CountingMode, RuleOptions, Variant};

use crate::settings::GameSettings;

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
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionsError::Unreadable => write!(f, "the rule options are unreadable"),
            OptionsError::Unknown(name) => write!(f, "unknown rule option {name:?}"),
            OptionsError::Value { name, value } => {
                write!(f, "rule option {name:?} cannot be {value:?}")
            }
        }
    }
}

impl std::error::Error for OptionsError {}

fn counting_name(mode: CountingMode) -> &'static str {
    match mode {
        CountingMode::Manual => "manual",
        CountingMode::Automatic => "automatic",
    }
}

/// The options as `name=value` words, every option written.
fn option_words(options: &RuleOptions) -> Vec<String> {
    vec![format!("counting={}", counting_name(options.counting))]
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
/// The first unknown option or impossible value, named.
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
                    _ => return Err(bad_value()),
                }
            }
            _ => return Err(OptionsError::Unknown(name.to_string())),
        }
    }
    Ok(options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_round_trip() {
        for mode in [CountingMode::Manual, CountingMode::Automatic] {
            let options = RuleOptions::default().with_counting(mode);
            let text = encode_options(&options);
            assert_eq!(decode_options(Variant::Makruk, &text), Ok(options));
        }
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
