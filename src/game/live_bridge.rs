//! The app's side of live play's module (`src/bin/live.rs`, loaded by `assets/boot.js`'s
//! `makrukLive` the first time a live game needs it): loads it, gives it the app's game and the
//! state's messages for the friend, and turns what it tells into [`Action`]s.
use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Uint8Array;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use crate::formats::link::game_link;
use crate::formats::save::{decode_game, encode_game};
use crate::game::model::{Action, LiveAction, State};
use crate::game::view::new_game::HostRequest;
use crate::live::invite::{INVITE_KEY, REPLY_KEY};
use crate::live::messages as message;
use crate::live::resume;
use crate::live::spectate::Spectated;
use crate::live::PeerStatus;
use crate::model::network::{saved_name, saved_network, LiveNetwork};
use crate::model::record::Record;
use crate::platform::effect::use_boxed_effect;
use crate::platform::modules::{live_module, LiveModule};
use crate::settings::{GameSettings, Opponent};
use crate::text::{self, Lang, Part};

/// Live play as the game page sees it.
#[derive(Clone, PartialEq)]
pub struct LiveHandle {
    /// The host's choices are being made (the new-game dialog in its live form).
    pub setup_open: bool,
    /// Open or close the host's choices.
    pub show_setup: Callback<bool>,
    /// Start a new live game and invite the friend.
    pub host: Callback<HostRequest>,
    /// Invite the friend back into the current live game.
    pub reconnect: Callback<()>,
    /// Open the lobby (*Play online*) with the current game's settings.
    pub open_lobby: Callback<()>,
}

/// A call on the module, made once it is loaded.
type ModuleCall = Box<dyn FnOnce(&LiveModule)>;

/// The module once loaded, or what waits for it.
#[derive(Default)]
struct Bridge {
    module: Option<LiveModule>,
    loading: bool,
    /// Calls made before the module was ready.
    waiting: Vec<ModuleCall>,
    /// The outbox's next sequence number to send.
    sent_next: u64,
    /// The function the module calls, kept alive.
    events: Option<Closure<dyn Fn(String, JsValue)>>,
}

/// Calls `call` on the module, loading it first if needed.
fn with_module(
    bridge: &Rc<RefCell<Bridge>>,
    events: &Callback<(String, JsValue)>,
    call: impl FnOnce(&LiveModule) + 'static,
) {
    let mut b = bridge.borrow_mut();
    if let Some(module) = &b.module {
        return call(module);
    }
    b.waiting.push(Box::new(call));
    if b.loading {
        return;
    }
    b.loading = true;
    drop(b);
    let (bridge, events) = (bridge.clone(), events.clone());
    spawn_local(async move {
        let loaded = async {
            let module = live_module().await?;
            Ok::<_, JsValue>(module)
        }
        .await;
        let module = match loaded {
            Ok(module) => module,
            Err(error) => {
                web_sys::console::warn_1(&error);
                let mut b = bridge.borrow_mut();
                b.loading = false;
                b.waiting.clear();
                return;
            }
        };
        let closure = Closure::<dyn Fn(String, JsValue)>::new(move |kind: String, payload| {
            events.emit((kind, payload))
        });
        if let Some(root) = crate::platform::page::body_element() {
            root.set_class_name("live-frame");
            module.start(&root, closure.as_ref().unchecked_ref());
        }
        let waiting = {
            let mut b = bridge.borrow_mut();
            b.events = Some(closure);
            std::mem::take(&mut b.waiting)
        };
        for call in waiting {
            call(&module);
        }
        let mut b = bridge.borrow_mut();
        b.module = Some(module);
        b.loading = false;
    });
}

/// Asks the module to invite the friend into the game of `record`.
fn invite(
    bridge: &Rc<RefCell<Bridge>>,
    events: &Callback<(String, JsValue)>,
    record: &Record,
    name: String,
    network: LiveNetwork,
) {
    let text = encode_game(record);
    with_module(bridge, events, move |module| {
        module.invite(&text, &name, &network.to_text())
    });
}

/// What the module tells, as the action it makes; `hello` when the connection opened.
fn event_action(kind: &str, payload: &JsValue) -> Option<(Action, bool)> {
    match kind {
        "start" => {
            let record = decode_game(&payload.as_string()?).ok()?;
            let names = record.names.clone();
            Some((Action::StartLive(record.settings, names), false))
        }
        "status" => {
            let text = payload.as_string()?;
            let status = match text.split_once(' ') {
                None if text == "waiting" => PeerStatus::Waiting,
                None if text == "lost" => PeerStatus::Lost,
                None if text == "rejoining" => PeerStatus::Rejoining,
                None if text == "connected" => PeerStatus::Connected { rtt_ms: None },
                Some(("connected", ms)) => PeerStatus::Connected {
                    rtt_ms: ms.parse().ok(),
                },
                _ => return None,
            };
            let opened = status == PeerStatus::Connected { rtt_ms: None };
            Some((Action::Live(LiveAction::Status(status)), opened))
        }
        "message" => {
            let bytes = payload.dyn_ref::<Uint8Array>()?.to_vec();
            let action = match message::decode(&bytes) {
                Ok(message) => Action::Live(LiveAction::Peer(message)),
                Err(_) => Action::Live(LiveAction::Malformed),
            };
            Some((action, false))
        }
        "spectators" => {
            let count = payload.as_f64().map(|count| count as usize);
            Some((Action::Live(LiveAction::Spectators(count)), false))
        }
        _ => None,
    }
}

/// Whether the page's address holds an invite or a reply for the module.
fn address_wants_module() -> bool {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    hash.starts_with(&format!("#{INVITE_KEY}=")) || hash.starts_with(&format!("#{REPLY_KEY}="))
}

/// Live play for the app's game.
#[hook]
pub fn use_live(state: &UseReducerHandle<State>) -> LiveHandle {
    let bridge = use_mut_ref(Bridge::default);
    let setup_open = use_state(bool::default);
    // Once the lobby is asked for, the module loads: the page draws again to give it the game.
    let redraw = use_force_update();
    // The handle of the latest render (a handle shows the state of its render), for callbacks that
    // outlive it.
    let latest = use_mut_ref(|| state.clone());
    *latest.borrow_mut() = state.clone();

    let events = {
        let (state, bridge, latest) = (state.clone(), bridge.clone(), latest.clone());
        Callback::from(move |(kind, payload): (String, JsValue)| {
            let Some((action, opened)) = event_action(&kind, &payload) else {
                return;
            };
            state.dispatch(action);
            if opened {
                let current = (*latest.borrow()).clone();
                let name = current.names[current.settings.user_side.index()].clone();
                if let (Some(hello), Some(module)) = (current.hello(&name), &bridge.borrow().module)
                {
                    module.send(&message::encode(&hello));
                }
            }
        })
    };

    // An invite or reply in the address, at the start or pasted later: the module reads it at its
    // start (once loaded, it follows the address itself).
    {
        let (bridge, events) = (bridge.clone(), events.clone());
        use_boxed_effect(
            (),
            Box::new(move |_| {
                if address_wants_module() {
                    with_module(&bridge, &events, |_| {});
                }
                let listener = web_sys::window().map(|w| {
                    gloo_events::EventListener::new(&w, "hashchange", move |_| {
                        let idle = {
                            let b = bridge.borrow();
                            b.module.is_none() && !b.loading
                        };
                        if idle && address_wants_module() {
                            with_module(&bridge, &events, |_| {});
                        }
                    })
                });
                Some(Box::new(move || drop(listener)))
            }),
        );
    }

    // The module follows the app's game.
    {
        let (bridge, events) = (bridge.clone(), events.clone());
        let lang = state.prefs.lang;
        let live_game = state.settings.live_game();
        // A live game this device rejoins by itself (a reload, a game reopened from the library)
        // loads the module at once.
        let rejoins = *use_memo(live_game, |id| {
            id.is_some_and(|id| resume::find(id).is_some())
        });
        let loaded = bridge.borrow().module.is_some() || bridge.borrow().loading || rejoins;
        // The link is written only once the module is there to take it.
        let link = loaded.then(|| game_link(&state.record()).unwrap_or_default());
        use_boxed_effect(
            (lang, link, live_game),
            Box::new(move |(lang, link, live_game)| {
                if let Some(link) = link {
                    let (lang, link) = (*lang, link.clone());
                    let live_game = live_game.map(|id| format!("{id:016x}")).unwrap_or_default();
                    let (bridge, events) = (bridge.clone(), events.clone());
                    // Live play's texts first, which the module installs with its context
                    // (English's if the language's part does not come).
                    spawn_local(async move {
                        if let Err(error) = text::fetch_part(lang, Part::Live).await {
                            web_sys::console::warn_1(&error.into());
                            text::fetch_part(Lang::En, Part::Live).await.ok();
                        }
                        with_module(&bridge, &events, move |module| {
                            module.context(lang.code(), &link, &live_game)
                        });
                    });
                }
                None
            }),
        );
    }

    // The game's queued messages go to the friend as soon as they are queued.
    {
        let bridge = bridge.clone();
        let live = state.live.clone();
        use_boxed_effect(
            live.as_ref().map(|l| l.next_seq),
            Box::new(move |_| {
                if let Some(live) = live {
                    let mut b = bridge.borrow_mut();
                    if live.next_seq < b.sent_next {
                        b.sent_next = live.outbox.first().map_or(0, |(seq, _)| *seq);
                    }
                    for (seq, message) in &live.outbox {
                        if *seq >= b.sent_next {
                            if let Some(module) = &b.module {
                                module.send(&message::encode(message));
                            }
                            b.sent_next = seq + 1;
                        }
                    }
                }
                None
            }),
        );
    }

    // The game as it stands goes to the host's spectators at every change and when one joins, its
    // clocks on a slow beat (`live::spectate::pace`).
    {
        // Decided when the effect runs, not while rendering: renders that follow each other before
        // their effects run leave only the last one's, which must still carry the change.
        let pace = use_mut_ref(crate::live::spectate::pace::Pace::default);
        let watching = state.live.as_ref().and_then(|live| live.spectators);
        let (bridge, events) = (bridge.clone(), events.clone());
        use_boxed_effect(
            (state.spectated(), watching.unwrap_or(0)),
            Box::new(move |(spectated, watching): &(Option<Spectated>, usize)| {
                let now_ms = js_sys::Date::now() as u64;
                let due = spectated
                    .as_ref()
                    .filter(|spectated| pace.borrow_mut().due(spectated, *watching, now_ms));
                if let Some(bytes) = due.and_then(crate::live::spectate::encode) {
                    with_module(&bridge, &events, move |module| module.spectate(&bytes));
                }
                None
            }),
        );
    }

    let show_setup = {
        let setup_open = setup_open.clone();
        Callback::from(move |open: bool| setup_open.set(open))
    };
    let host = {
        let (state, bridge, events, setup_open) = (
            state.clone(),
            bridge.clone(),
            events.clone(),
            setup_open.clone(),
        );
        Callback::from(move |request: HostRequest| {
            setup_open.set(false);
            let settings = GameSettings {
                opponent: Opponent::Live {
                    game_id: crate::live::random_id(),
                },
                ..request.settings
            };
            let mut names = [String::new(), String::new()];
            names[settings.user_side.index()] = request.name.clone();
            state.dispatch(Action::StartLive(settings, names.clone()));
            let mut record = Record::new(settings, settings.start_position());
            record.names = names;
            invite(&bridge, &events, &record, request.name, request.network);
        })
    };
    let reconnect = {
        let (state, bridge, events, latest) = (
            state.clone(),
            bridge.clone(),
            events.clone(),
            latest.clone(),
        );
        Callback::from(move |()| {
            let current = (*latest.borrow()).clone();
            if current.settings.live_game().is_none() {
                return;
            }
            state.dispatch(Action::Live(LiveAction::Status(PeerStatus::Waiting)));
            let name = match &current.names[current.settings.user_side.index()] {
                name if name.is_empty() => saved_name(),
                name => name.clone(),
            };
            invite(&bridge, &events, &current.record(), name, saved_network());
        })
    };
    let open_lobby = {
        let (bridge, events, latest) = (bridge.clone(), events.clone(), latest.clone());
        Callback::from(move |()| {
            let settings = latest.borrow().settings;
            let text = encode_game(&Record::new(settings, settings.start_position()));
            let network = saved_network().to_text();
            with_module(&bridge, &events, move |module| {
                module.lobby(&text, &network)
            });
            redraw.force_update();
        })
    };
    LiveHandle {
        setup_open: *setup_open,
        show_setup,
        host,
        reconnect,
        open_lobby,
    }
}
