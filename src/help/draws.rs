//! Draws: stalemate, no repetition rule in Makruk (a rule option), agreed draws.
use yew::prelude::*;

use super::{para, HelpProps};

/// The draws topic.
pub(super) fn topic(props: &HelpProps) -> Html {
    let lang = props.lang;
    html! {
        <>
            { para(lang, crate::key!("help-draws-stalemate")) }
            { para(lang, crate::key!("help-draws-no-repetition-rule")) }
            { para(lang, crate::key!("help-draws-repetition-option")) }
            { para(lang, crate::key!("help-draws-agreed")) }
        </>
    }
}
