//! The players' chat in the live strip: the messages (a ready phrase in this side's language, free
//! text as text), the ready phrases, a field for free text (refused past its length) and the mute
//! switch. The friend's messages are hidden while muted.
use makruk_signal::chat::{valid_chat_text, ChatMessage, Phrase, MAX_CHAT_CHARS};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::game::model::{Action, State};
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

/// Properties of [`LiveChat`].
#[derive(Properties)]
pub struct LiveChatProps {
    /// The game.
    pub state: UseReducerHandle<State>,
}

impl PartialEq for LiveChatProps {
    /// Equal when the chat would show the same: its lines, language, names, side and connection.
    fn eq(&self, other: &LiveChatProps) -> bool {
        let shown = |state: &State| {
            (
                state.chat.clone(),
                state.prefs.lang,
                state.names.clone(),
                state.settings.user_side,
                state.live.as_ref().map(|live| live.is_connected()),
            )
        };
        shown(&self.state) == shown(&other.state)
    }
}

/// The chat of a live game.
#[function_component(LiveChat)]
pub fn live_chat(props: &LiveChatProps) -> Html {
    let state = &props.state;
    let draft = use_state(String::new);
    let too_long = use_state(|| None::<usize>);
    let lang = state.prefs.lang;
    let me = state.settings.user_side;
    let connected = state.live.as_ref().is_some_and(|live| live.is_connected());
    let muted = state.chat.muted;
    let name_of = |side: makruk_core::Color| {
        if side == me {
            lang.t(crate::key!("live-chat-you")).to_string()
        } else {
            let name = &state.names[side.index()];
            match name.is_empty() {
                true => lang.t(crate::key!("live-chat-friend")).to_string(),
                false => name.clone(),
            }
        }
    };
    let lines = state
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
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(Action::Chat(message.clone())))
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
        let (state, draft, too_long) = (state.clone(), draft.clone(), too_long.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let count = draft.chars().count();
            if count > MAX_CHAT_CHARS {
                return too_long.set(Some(count));
            }
            if valid_chat_text(&draft) {
                state.dispatch(Action::Chat(ChatMessage::Text((*draft).clone())));
                draft.set(String::new());
            }
        })
    };
    let on_mute = {
        let state = state.clone();
        Callback::from(move |event: Event| {
            let checked = event.target_unchecked_into::<HtmlInputElement>().checked();
            state.dispatch(Action::MuteChat(checked));
        })
    };
    let title = lang.t(crate::key!("live-chat-title"));
    html! {
        <section class="live-chat" aria-label={title}>
            <ol class="live-chat-log" data-testid="live-chat-log" aria-live="polite">{ lines }</ol>
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
