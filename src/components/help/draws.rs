//! Draws: stalemate, no repetition rule in Makruk (a rule option), agreed draws.
use yew::prelude::*;

use super::{para, HelpProps};

/// The draws topic.
pub(super) fn topic(props: &HelpProps) -> Html {
    let lang = props.lang;
    html! {
        <>
            { para(lang, "help-draws-stalemate") }
            { para(lang, "help-draws-no-repetition-rule") }
            { para(lang, "help-draws-repetition-option") }
            { para(lang, "help-draws-agreed") }
        </>
    }
}
