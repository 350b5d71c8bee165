//! The relay pool: one WebSocket to each Nostr relay of a game, all at once. Every text frame a
//! relay sends goes to the caller (which reads it strictly, `makruk_signal::session`); what the
//! caller sends goes to every open relay. A relay that closes or fails is reconnected after a
//! growing pause; on each (re)connection it is sent the pool's subscription. Dropping the pool
//! closes every socket.
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, WebSocket};
use yew::Callback;

/// The first pause before a relay is reconnected, in milliseconds.
const FIRST_RECONNECT_MS: u32 = 1000;
/// The longest pause between two reconnections, in milliseconds.
const LONGEST_RECONNECT_MS: u32 = 30_000;

/// One relay's socket and what keeps it going.
struct Relay {
    url: String,
    socket: Option<WebSocket>,
    /// The socket's handlers, kept alive while it lives.
    handlers: Vec<Closure<dyn FnMut(JsValue)>>,
    pause_ms: u32,
    reconnect: Option<Timeout>,
}

impl Relay {
    fn close(&mut self) {
        if let Some(socket) = self.socket.take() {
            socket.set_onopen(None);
            socket.set_onmessage(None);
            socket.set_onclose(None);
            socket.set_onerror(None);
            socket.close().ok();
        }
        self.handlers.clear();
        self.reconnect = None;
    }
}

struct Shared {
    relays: Vec<Relay>,
    /// Sent to each relay as soon as it opens (the subscription).
    greeting: Option<String>,
    on_frame: Callback<String>,
    /// Told each time a relay opens (after its greeting).
    on_open: Callback<()>,
}

/// The sockets to a game's relays.
pub struct RelayPool {
    shared: Rc<RefCell<Shared>>,
}

impl Drop for RelayPool {
    fn drop(&mut self) {
        for relay in &mut self.shared.borrow_mut().relays {
            relay.close();
        }
    }
}

impl RelayPool {
    /// Connects to each of `urls`; `on_frame` receives every text frame of every relay, `on_open`
    /// is told whenever a relay opens.
    pub fn connect(
        urls: &[String],
        on_frame: Callback<String>,
        on_open: Callback<()>,
    ) -> RelayPool {
        let shared = Rc::new(RefCell::new(Shared {
            relays: urls
                .iter()
                .map(|url| Relay {
                    url: url.clone(),
                    socket: None,
                    handlers: Vec::new(),
                    pause_ms: FIRST_RECONNECT_MS,
                    reconnect: None,
                })
                .collect(),
            greeting: None,
            on_frame,
            on_open,
        }));
        for index in 0..urls.len() {
            open(&shared, index);
        }
        RelayPool { shared }
    }

    /// Sends `greeting` to every open relay now and to each relay whenever it (re)opens.
    pub fn greet(&self, greeting: String) {
        self.send(&greeting);
        self.shared.borrow_mut().greeting = Some(greeting);
    }

    /// Whether any relay is open.
    pub fn any_open(&self) -> bool {
        self.shared.borrow().relays.iter().any(|relay| {
            relay
                .socket
                .as_ref()
                .is_some_and(|socket| socket.ready_state() == WebSocket::OPEN)
        })
    }

    /// Sends `frame` to every open relay.
    pub fn send(&self, frame: &str) {
        for relay in &self.shared.borrow().relays {
            if let Some(socket) = relay.socket.as_ref() {
                if socket.ready_state() == WebSocket::OPEN {
                    socket.send_with_str(frame).ok();
                }
            }
        }
    }
}

/// Opens relay `index`'s socket (a refused URL is retried as a closed one).
fn open(shared: &Rc<RefCell<Shared>>, index: usize) {
    let url = shared.borrow().relays[index].url.clone();
    let weak = Rc::downgrade(shared);
    let Ok(socket) = WebSocket::new(&url) else {
        return schedule_reconnect(&weak, index);
    };
    let on_open: Closure<dyn FnMut(JsValue)> = {
        let (weak, socket) = (weak.clone(), socket.clone());
        Closure::new(move |_| {
            let Some(shared) = weak.upgrade() else {
                return;
            };
            let (greeting, on_open) = {
                let mut shared = shared.borrow_mut();
                shared.relays[index].pause_ms = FIRST_RECONNECT_MS;
                (shared.greeting.clone(), shared.on_open.clone())
            };
            if let Some(greeting) = greeting {
                socket.send_with_str(&greeting).ok();
            }
            on_open.emit(());
        })
    };
    let on_message: Closure<dyn FnMut(JsValue)> = {
        let weak = weak.clone();
        Closure::new(move |event: JsValue| {
            let text = event
                .dyn_ref::<MessageEvent>()
                .and_then(|event| event.data().as_string());
            let (Some(text), Some(shared)) = (text, weak.upgrade()) else {
                return;
            };
            let on_frame = shared.borrow().on_frame.clone();
            on_frame.emit(text);
        })
    };
    let on_close: Closure<dyn FnMut(JsValue)> = {
        let weak = weak.clone();
        Closure::new(move |_| schedule_reconnect(&weak, index))
    };
    socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // A failed socket fires `error` then `close`: the reconnection follows the close.
    socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    let mut shared = shared.borrow_mut();
    let relay = &mut shared.relays[index];
    relay.socket = Some(socket);
    relay.handlers = vec![on_open, on_message, on_close];
}

/// Reopens relay `index` after its pause, which then doubles up to [`LONGEST_RECONNECT_MS`].
fn schedule_reconnect(weak: &Weak<RefCell<Shared>>, index: usize) {
    let Some(shared) = weak.upgrade() else {
        return;
    };
    let mut borrowed = shared.borrow_mut();
    let relay = &mut borrowed.relays[index];
    if relay.reconnect.is_some() {
        return;
    }
    let pause = relay.pause_ms;
    relay.pause_ms = (pause * 2).min(LONGEST_RECONNECT_MS);
    let weak = weak.clone();
    relay.reconnect = Some(Timeout::new(pause, move || {
        if let Some(shared) = weak.upgrade() {
            {
                let mut shared = shared.borrow_mut();
                let relay = &mut shared.relays[index];
                relay.reconnect = None;
                if let Some(socket) = relay.socket.take() {
                    socket.set_onclose(None);
                }
            }
            open(&shared, index);
        }
    }));
}
