//! Helpers of the unit tests that check texts.
use super::Lang;

/// Checks a text as each language writes it (an error's, say): never empty, every variable filled
/// in, and in Thai, Khmer and Burmese that language's own words in its script, not English's.
pub fn assert_in_every_language(what: &str, text: impl Fn(Lang) -> String) {
    let english = text(Lang::En);
    for lang in Lang::ALL {
        let written = text(lang);
        let code = lang.code();
        assert!(!written.trim().is_empty(), "{what} in {code}: empty");
        // A variable the message lacks is written `{name}`.
        let unfilled = written.split('{').skip(1).any(|rest| {
            rest.split_once('}').is_some_and(|(name, _)| {
                !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '-')
            })
        });
        assert!(
            !unfilled,
            "{what} in {code}: a variable left unfilled: {written}"
        );
        let script = match lang {
            Lang::En => continue,
            Lang::Th => '\u{0E00}'..='\u{0E7F}',
            Lang::Km => '\u{1780}'..='\u{17FF}',
            Lang::My => '\u{1000}'..='\u{109F}',
        };
        assert_ne!(written, english, "{what} in {code}: English's text");
        assert!(
            written.chars().any(|c| script.contains(&c)),
            "{what} in {code}: not in the language's script: {written}"
        );
    }
}
