//! The rule options in words: a Sutra's and a Takhaeng Ruea choice's names, and a game's rules in
//! one line.
use makruk_core::{OukRights, RueaTilt, RuleOptions, RuleSet, Sutra, Variant};

use crate::text::Lang;

/// The name of a Takhaeng Ruea choice.
pub fn tilt_text(lang: Lang, tilt: RueaTilt) -> &'static str {
    match tilt {
        RueaTilt::None => lang.t(crate::key!("new-game-no-handicap")),
        RueaTilt::AFile => lang.t(crate::key!("new-game-a-file-ruea-as-a")),
        RueaTilt::HFile => lang.t(crate::key!("new-game-h-file-ruea-as-a")),
        RueaTilt::Both => lang.t(crate::key!("new-game-both-rueas-as-mets")),
    }
}

/// The name of a sutra.
pub fn sutra_text(lang: Lang, sutra: Sutra) -> &'static str {
    match sutra {
        Sutra::Khun => lang.t(crate::key!("new-game-sut-khun")),
        Sutra::Met => lang.t(crate::key!("new-game-sut-met")),
        Sutra::Ma => lang.t(crate::key!("new-game-sut-ma")),
    }
}

/// A game's rule options that differ from a new game's of its variant, in a few words for its
/// header ("Sut Met · repetition draws"); empty for a game with the usual options.
pub fn rules_summary(lang: Lang, variant: Variant, options: RuleOptions) -> String {
    // A new game's options are the variant's but for counting, which this does not name.
    let usual = RuleOptions::for_variant(variant);
    let mut parts: Vec<String> = Vec::new();
    let sutras: Vec<&str> = Sutra::ALL
        .into_iter()
        .filter(|&s| options.sutras.has(s))
        .map(|s| sutra_text(lang, s))
        .collect();
    if options.rule_set == RuleSet::Walker {
        parts.push(lang.t(crate::key!("common-walker-rules")).to_string());
    }
    if !sutras.is_empty() {
        parts.push(sutras.join(" + "));
    }
    if variant.rules().khun_leap && options.ouk_rights != usual.ouk_rights {
        parts.push(
            match options.ouk_rights {
                OukRights::UntilFirstCapture => {
                    lang.t(crate::key!("new-game-rights-until-the-first-capture"))
                }
                OukRights::FairyStockfish => lang.t(crate::key!("new-game-fairy-stockfish-rights")),
            }
            .to_string(),
        );
    }
    if options.repetition_ends_game != usual.repetition_ends_game {
        parts.push(
            if options.repetition_ends_game {
                lang.t(crate::key!("new-game-repetition-draws"))
            } else {
                lang.t(crate::key!("new-game-repetition-plays-on"))
            }
            .to_string(),
        );
    }
    parts.join(" · ")
}
