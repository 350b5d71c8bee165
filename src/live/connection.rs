//! The WebRTC connection of a live game: one `RTCPeerConnection` with one data channel (created
//! by both sides with the same id, so no in-band negotiation), its description gathered whole
//! before it is shown (no trickle), and its events turned into [`ConnectionEvent`]s.
use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Object, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelType,
    RtcIceGatheringState, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
    RtcSessionDescriptionInit,
};
use yew::Callback;

use super::sdp::{SdpKind, Signal};
use crate::model::network::LiveNetwork;

/// What happens on the connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConnectionEvent {
    /// The data channel opened.
    Open,
    /// Bytes arrived (text frames arrive as their UTF-8 bytes and fail to decode).
    Message(Vec<u8>),
    /// The channel or the connection closed or failed.
    Closed,
}

/// Why a connection could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConnectionError {
    /// The browser has no WebRTC, or refused the configuration.
    Unsupported,
    /// The browser refused a description (the friend's is not one it can use).
    Refused,
    /// The description read back is not one this app can carry.
    Description,
}

/// A live game's connection. Dropping it closes it.
pub struct Connection {
    peer: RtcPeerConnection,
    channel: RtcDataChannel,
    /// Kept alive while the connection lives: the event handlers.
    handlers: Vec<Closure<dyn FnMut(JsValue)>>,
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.peer.set_onconnectionstatechange(None);
        self.channel.set_onopen(None);
        self.channel.set_onclose(None);
        self.channel.set_onmessage(None);
        self.channel.close();
        self.peer.close();
        self.handlers.clear();
    }
}

impl Connection {
    /// The host's side: a new connection and its offer, gathered within the network's bound.
    ///
    /// # Errors
    /// [`ConnectionError`] when the browser cannot make an offer.
    pub async fn offer(
        network: &LiveNetwork,
        on_event: Callback<ConnectionEvent>,
    ) -> Result<(Connection, Signal), ConnectionError> {
        let connection = Connection::new(network, on_event)?;
        let signal = connection
            .describe(RtcSdpType::Offer, connection.peer.create_offer(), network)
            .await?;
        Ok((connection, signal))
    }

    /// The guest's side: a connection answering the host's offer, and its answer.
    ///
    /// # Errors
    /// [`ConnectionError::Refused`] when the browser does not take the offer.
    pub async fn answer(
        offer: &Signal,
        network: &LiveNetwork,
        on_event: Callback<ConnectionEvent>,
    ) -> Result<(Connection, Signal), ConnectionError> {
        let connection = Connection::new(network, on_event)?;
        connection
            .set_remote(RtcSdpType::Offer, &offer.to_sdp(SdpKind::Offer))
            .await?;
        let signal = connection
            .describe(RtcSdpType::Answer, connection.peer.create_answer(), network)
            .await?;
        Ok((connection, signal))
    }

    /// The host takes the guest's answer; the channel opens when a path is found.
    ///
    /// # Errors
    /// [`ConnectionError::Refused`] when the browser does not take the answer.
    pub async fn accept(&self, answer: &Signal) -> Result<(), ConnectionError> {
        self.set_remote(RtcSdpType::Answer, &answer.to_sdp(SdpKind::Answer))
            .await
    }

    /// Sends bytes on the channel; false when it is not open.
    pub fn send(&self, bytes: &[u8]) -> bool {
        self.channel.send_with_u8_array(bytes).is_ok()
    }

    fn new(
        network: &LiveNetwork,
        on_event: Callback<ConnectionEvent>,
    ) -> Result<Connection, ConnectionError> {
        let config = RtcConfiguration::new();
        let servers = Array::new();
        for server in network.ice_servers() {
            let entry = Object::new();
            let set = |key: &str, value: &str| Reflect::set(&entry, &key.into(), &value.into());
            set("urls", &server.url).map_err(|_| ConnectionError::Unsupported)?;
            if let Some(user) = &server.user {
                set("username", user).map_err(|_| ConnectionError::Unsupported)?;
            }
            if let Some(credential) = &server.credential {
                set("credential", credential).map_err(|_| ConnectionError::Unsupported)?;
            }
            servers.push(&entry);
        }
        config.set_ice_servers(&servers);
        let peer = RtcPeerConnection::new_with_configuration(&config)
            .map_err(|_| ConnectionError::Unsupported)?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        init.set_ordered(true);
        let channel = peer.create_data_channel_with_data_channel_dict("makruk", &init);
        channel.set_binary_type(RtcDataChannelType::Arraybuffer);
        let mut handlers = Vec::new();
        // The channel's close and the connection's failure both report `Closed`, once.
        let closed = Rc::new(RefCell::new(false));
        let close = {
            let (on_event, closed) = (on_event.clone(), closed.clone());
            move || {
                if !closed.replace(true) {
                    on_event.emit(ConnectionEvent::Closed);
                }
            }
        };
        let open: Closure<dyn FnMut(JsValue)> = {
            let on_event = on_event.clone();
            Closure::new(move |_| on_event.emit(ConnectionEvent::Open))
        };
        channel.set_onopen(Some(open.as_ref().unchecked_ref()));
        handlers.push(open);
        let message: Closure<dyn FnMut(JsValue)> = {
            let on_event = on_event.clone();
            Closure::new(move |event: JsValue| {
                let data = event.unchecked_into::<MessageEvent>().data();
                let bytes = match data.as_string() {
                    Some(text) => text.into_bytes(),
                    None => Uint8Array::new(&data).to_vec(),
                };
                on_event.emit(ConnectionEvent::Message(bytes));
            })
        };
        channel.set_onmessage(Some(message.as_ref().unchecked_ref()));
        handlers.push(message);
        let channel_closed: Closure<dyn FnMut(JsValue)> = {
            let close = close.clone();
            Closure::new(move |_| close())
        };
        channel.set_onclose(Some(channel_closed.as_ref().unchecked_ref()));
        handlers.push(channel_closed);
        let state_change: Closure<dyn FnMut(JsValue)> = {
            let peer = peer.clone();
            Closure::new(move |_| {
                if matches!(
                    peer.connection_state(),
                    RtcPeerConnectionState::Failed
                        | RtcPeerConnectionState::Closed
                        | RtcPeerConnectionState::Disconnected
                ) {
                    close();
                }
            })
        };
        peer.set_onconnectionstatechange(Some(state_change.as_ref().unchecked_ref()));
        handlers.push(state_change);
        Ok(Connection {
            peer,
            channel,
            handlers,
        })
    }

    /// Sets the description `created` gives (an offer or answer being made) as the local one and
    /// returns it once gathered.
    async fn describe(
        &self,
        kind: RtcSdpType,
        created: js_sys::Promise,
        network: &LiveNetwork,
    ) -> Result<Signal, ConnectionError> {
        let description = JsFuture::from(created)
            .await
            .map_err(|_| ConnectionError::Refused)?;
        let sdp = Reflect::get(&description, &"sdp".into())
            .ok()
            .and_then(|sdp| sdp.as_string())
            .ok_or(ConnectionError::Refused)?;
        self.set_local(kind, &sdp).await?;
        self.gathered(network).await
    }

    async fn set_local(&self, kind: RtcSdpType, sdp: &str) -> Result<(), ConnectionError> {
        let description = RtcSessionDescriptionInit::new(kind);
        description.set_sdp(sdp);
        JsFuture::from(self.peer.set_local_description(&description))
            .await
            .map(drop)
            .map_err(|_| ConnectionError::Refused)
    }

    async fn set_remote(&self, kind: RtcSdpType, sdp: &str) -> Result<(), ConnectionError> {
        let description = RtcSessionDescriptionInit::new(kind);
        description.set_sdp(sdp);
        JsFuture::from(self.peer.set_remote_description(&description))
            .await
            .map(drop)
            .map_err(|_| ConnectionError::Refused)
    }

    /// The local description once gathering completes, or when the bound passes with what was
    /// gathered by then.
    async fn gathered(&self, network: &LiveNetwork) -> Result<Signal, ConnectionError> {
        let step_ms = 50;
        let mut waited = 0;
        while self.peer.ice_gathering_state() != RtcIceGatheringState::Complete
            && waited < network.gathering_bound_ms()
        {
            gloo_timers::future::TimeoutFuture::new(step_ms).await;
            waited += step_ms;
        }
        let sdp = self
            .peer
            .local_description()
            .map(|description| description.sdp())
            .ok_or(ConnectionError::Description)?;
        Signal::from_sdp(&sdp).map_err(|_| ConnectionError::Description)
    }
}
