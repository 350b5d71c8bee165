//! Live play's page in its own module: the session and its dialog, in an element of their own,
//! driven by the app's commands ([`run`]) and telling the app what happens.
use std::cell::RefCell;

use yew::prelude::*;

use super::dialog::LiveDialog;
use super::lobby::view::LobbyView;
use super::session::{use_live_session, LiveContext, LiveEvent, LivePhase};
use super::watch_view::WatchView;
use crate::model::network::LiveNetwork;
use crate::model::record::Record;
use crate::platform::effect::use_boxed_effect;

/// What the app asks of the live session.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// The app's game changed (its language, link, live identity).
    Context(LiveContext),
    /// Invite the friend into the game of this record, under this name and network.
    Invite(Box<Record>, String, LiveNetwork),
    /// Send a message's bytes to the friend.
    Send(Vec<u8>),
    /// Open the lobby with the New game settings of this record, on this network.
    Lobby(Box<Record>, LiveNetwork),
    /// The host's game as it stands, for its spectators (a `live::spectate` message).
    Spectate(Vec<u8>),
}

thread_local! {
    /// The mounted page's command handler, or the commands that came before it.
    static COMMANDS: RefCell<(Option<Callback<Command>>, Vec<Command>)> =
        const { RefCell::new((None, Vec::new())) };
}

/// Gives `command` to the page (kept until the page is mounted).
pub fn run(command: Command) {
    let handler = COMMANDS.with(|commands| {
        let mut commands = commands.borrow_mut();
        match &commands.0 {
            Some(handler) => Some(handler.clone()),
            None => {
                commands.1.push(command.clone());
                None
            }
        }
    });
    if let Some(handler) = handler {
        handler.emit(command);
    }
}

/// Properties of [`LivePage`].
#[derive(Properties, PartialEq)]
pub struct LivePageProps {
    /// Takes what the session tells the app.
    pub events: Callback<LiveEvent>,
}

/// The live session and its dialog.
#[function_component(LivePage)]
pub fn live_page(props: &LivePageProps) -> Html {
    let context = use_state(LiveContext::default);
    let live = use_live_session(&props.events, &context);
    let lobby = use_state(|| None::<(Box<Record>, LiveNetwork)>);
    // A lobby match's game begins behind the live dialog; once that closes, the page goes to its top, where
    // the board is (the dialog gives the focus back to the lobby's button, scrolling the board out of a phone's
    // sight).
    let board_due = use_mut_ref(|| false);
    {
        let board_due = board_due.clone();
        use_effect_with(matches!(live.phase, LivePhase::Idle), move |&idle| {
            if idle && board_due.replace(false) {
                gloo_timers::callback::Timeout::new(0, || {
                    if let Some(window) = web_sys::window() {
                        window.scroll_to_with_x_and_y(0.0, 0.0);
                    }
                })
                .forget();
            }
        });
    }
    {
        let (context, live, lobby) = (context.clone(), live.clone(), lobby.clone());
        let handler = Callback::from(move |command: Command| match command {
            Command::Context(next) => context.set(next),
            Command::Invite(record, name, network) => live.invite.emit((*record, name, network)),
            Command::Send(bytes) => live.send.emit(bytes),
            Command::Lobby(record, network) => lobby.set(Some((record, network))),
            Command::Spectate(bytes) => live.spectate.emit(bytes),
        });
        let waiting = COMMANDS.with(|commands| {
            let mut commands = commands.borrow_mut();
            commands.0 = Some(handler.clone());
            std::mem::take(&mut commands.1)
        });
        for command in waiting {
            handler.emit(command);
        }
    }
    // The count of spectators goes to the app at each change, and again for each live game it plays.
    {
        let events = props.events.clone();
        use_boxed_effect(
            (live.watched.count, context.live_game),
            Box::new(move |(count, _)| {
                events.emit(LiveEvent::Spectators(*count));
                None
            }),
        );
    }
    let lobby_view = match &*lobby {
        Some((record, network)) => {
            let on_match = {
                let (play, lobby, board_due) =
                    (live.play_matched.clone(), lobby.clone(), board_due.clone());
                Callback::from(move |matched| {
                    lobby.set(None);
                    board_due.replace(true);
                    play.emit(matched);
                })
            };
            let on_close = {
                let lobby = lobby.clone();
                Callback::from(move |()| lobby.set(None))
            };
            html! {
                <LobbyView lang={context.lang} settings={record.settings} network={network.clone()}
                           {on_match} {on_close} />
            }
        }
        None => Html::default(),
    };
    let spectator = matches!(live.phase, LivePhase::Watching(_)) || live.watched.game.is_some();
    html! {
        <>
            <LiveDialog live={live.clone()} lang={context.lang} game_link={context.game_link.clone()} />
            { lobby_view }
            <WatchView lang={context.lang} watched={live.watched.clone()} spectator={spectator}
                       in_dialog={matches!(live.phase, LivePhase::Linking { .. })}
                       on_retry={live.watch_again.clone()} on_close={live.stop_watching.clone()} />
        </>
    }
}
