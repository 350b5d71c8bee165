//! The players' chat in the live strip: the messages (a ready phrase in this side's language, free
//! text as text), the ready phrases, a field for free text (refused past its length) and the mute
//! switch. The friend's messages are hidden while muted.
use makruk_core::Color;
use makruk_signal::chat::{valid_chat_text, ChatMessage, Phrase, MAX_CHAT_CHARS};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::live::model::LiveAction;
use crate::model::chat::Chat;
use crate::text::Lang;
use crate::tr;

/// A ready phrase in `lang`.
pub fn phrase_text(lang: Lang, phrase: Phrase) -> &'static str {
    match phrase {
        Phrase::Hello => lang.t(crate::key!("live-chat-phrase-hello")),
        Phrase::GoodLuck => lang.t(crate::key!("live-chat-phrase-good-luck")),
        Phrase::GoodGame => lang.t(crate::key!("live-chat-phrase-good-game")),
        Phrase::Thanks => lang.t(crate::key!("live-chat-phrase-thanks")),
        Phrase::WellPlayed => lang.t(crate::key!("live-chat-phrase-well-played")),
        Phrase::Goodbye => lang.t(crate::key!("live-chat-phrase-goodbye")),
    }
}

/// Properties of [`LiveChat`]: what it shows of the game, and where the user's actions go.
#[derive(Properties, PartialEq)]
pub struct LiveChatProps {
    /// The chat.
    pub chat: Chat,
    /// The interface language.
    pub lang: Lang,
    /// White's and Black's names.
    pub names: [String; 2],
    /// The user's side.
    pub me: Color,
    /// Whether the channel to the friend is open.
    pub connected: bool,
    /// Where the user's chat actions go.
    pub on_action: Callback<LiveAction>,
}

/// The chat of a live game.
#[function_component(LiveChat)]
pub fn live_chat(props: &LiveChatProps) -> Html {
    let draft = use_state(String::new);
    let too_long = use_state(|| None::<usize>);
    let (lang, me, connected) = (props.lang, props.me, props.connected);
    let muted = props.chat.muted;
    let name_of = |side: Color| {
        if side == me {
            lang.t(crate::key!("live-chat-you")).to_string()
        } else {
            let name = &props.names[side.index()];
            match name.is_empty() {
                true => lang.t(crate::key!("live-chat-friend")).to_string(),
                false => name.clone(),
            }
        }
    };
    let lines = props
        .chat
        .lines
        .iter()
        .filter(|line| line.by == me || !muted)
        .map(|line| {
            let text = match &line.message {
                ChatMessage::Phrase(phrase) => phrase_text(lang, *phrase).to_string(),
                ChatMessage::Text(text) => text.clone(),
            };
            let class = classes!("live-chat-line", (line.by == me).then_some("mine"));
            html! {
                <li {class}>
                    <span class="live-chat-who">{ name_of(line.by) }</span>{ " " }<bdi>{ text }</bdi>
                </li>
            }
        })
        .collect::<Html>();
    let say = |message: ChatMessage| {
        let on_action = props.on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(LiveAction::Say(message.clone())))
    };
    let phrases = Phrase::ALL
        .iter()
        .enumerate()
        .map(|(number, &phrase)| {
            html! {
                <button type="button" data-testid="live-chat-phrase" data-phrase={number.to_string()}
                        disabled={!connected} onclick={say(ChatMessage::Phrase(phrase))}>
                    { phrase_text(lang, phrase) }
                </button>
            }
        })
        .collect::<Html>();
    let on_input = {
        let (draft, too_long) = (draft.clone(), too_long.clone());
        Callback::from(move |event: InputEvent| {
            draft.set(event.target_unchecked_into::<HtmlInputElement>().value());
            too_long.set(None);
        })
    };
    let on_submit = {
        let (on_action, draft, too_long) =
            (props.on_action.clone(), draft.clone(), too_long.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let count = draft.chars().count();
            if count > MAX_CHAT_CHARS {
                return too_long.set(Some(count));
            }
            if valid_chat_text(&draft) {
                on_action.emit(LiveAction::Say(ChatMessage::Text((*draft).clone())));
                draft.set(String::new());
            }
        })
    };
    let on_mute = {
        let on_action = props.on_action.clone();
        Callback::from(move |event: Event| {
            let checked = event.target_unchecked_into::<HtmlInputElement>().checked();
            on_action.emit(LiveAction::Mute(checked));
        })
    };
    let title = lang.t(crate::key!("live-chat-title"));
    html! {
        <section class="live-chat" aria-label={title}>
            // Focusable, so that a log longer than its box can be scrolled from the keyboard.
            <ol class="live-chat-log" data-testid="live-chat-log" aria-live="polite"
                tabindex="0" aria-label={title}>{ lines }</ol>
            if muted {
                <p class="live-chat-note" role="status">{ lang.t(crate::key!("live-chat-muted")) }</p>
            } else if !connected {
                <p class="live-chat-note">{ lang.t(crate::key!("live-chat-offline")) }</p>
            }
            <div class="live-chat-phrases" role="group"
                 aria-label={lang.t(crate::key!("live-chat-phrases"))}>{ phrases }</div>
            <form class="live-chat-form" onsubmit={on_submit}>
                <input type="text" data-testid="live-chat-input" autocomplete="off"
                       aria-label={lang.t(crate::key!("live-chat-input-label"))}
                       aria-invalid={too_long.is_some().to_string()}
                       value={(*draft).clone()} oninput={on_input} />
                <button type="submit" data-testid="live-chat-send" disabled={!connected}>
                    { lang.t(crate::key!("live-chat-send")) }
                </button>
            </form>
            if let Some(count) = *too_long {
                <p role="alert" data-testid="live-chat-too-long">
                    { tr!(lang, "live-chat-too-long", most = MAX_CHAT_CHARS, count = count) }
                </p>
            }
            <label class="live-chat-mute">
                <input type="checkbox" data-testid="live-chat-mute" checked={muted} onchange={on_mute} />
                { " " }{ lang.t(crate::key!("live-chat-mute")) }
            </label>
        </section>
    }
}
