//! What a live session reads from the page and the device: an invite, a one link or a reply in the
//! address, and the invites this device already accepted.
use std::rc::Rc;

use wasm_bindgen::JsValue;

use makruk_signal::bytes::FormatError;
use makruk_signal::link::{decode_link, LinkSecret};

use super::{LinkOffer, LivePhase, LiveProblem, WatchOffer};
use crate::live::invite::{decode_invite, decode_link_settings, InviteError};
use crate::platform::page::page_address;
use crate::platform::storage;

/// Storage key of the invites this device accepted (hex identities, newest last).
pub(super) const USED_KEY: &str = "makruk.live-used";

/// How many accepted invites are remembered.
pub(super) const USED_KEPT: usize = 32;

/// Now, in whole seconds since 1970.
pub(super) fn now_s() -> u64 {
    (js_sys::Date::now() / 1000.0) as u64
}

/// The invites this device accepted, as hex identities.
pub(super) fn used_invites() -> Vec<String> {
    storage::read(USED_KEY)
        .map(|text| text.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

/// Remembers that this device accepted invite `id` (the last [`USED_KEPT`] are kept).
pub(super) fn mark_used(id: u64) {
    let mut used = used_invites();
    used.push(format!("{id:016x}"));
    let excess = used.len().saturating_sub(USED_KEPT);
    storage::write(USED_KEY, &used[excess..].join(" "));
}

/// The payload of `key` in the page's address (`#live=…` or `#reply=…`), taken out of the address.
pub(super) fn payload_in_address(key: &str) -> Option<String> {
    let window = web_sys::window()?;
    let hash = window.location().hash().ok()?;
    let payload = hash.strip_prefix(&format!("#{key}="))?.to_string();
    if let (Ok(history), Some(address)) = (window.history(), page_address()) {
        history
            .replace_state_with_url(&JsValue::NULL, "", Some(&address))
            .ok();
    }
    Some(payload)
}

/// The invite error told for a one link's error.
pub(super) fn link_error(error: FormatError) -> InviteError {
    match error {
        FormatError::Encoding => InviteError::Encoding,
        FormatError::Checksum => InviteError::Checksum,
        FormatError::Version(version) => InviteError::Version(version),
        FormatError::Truncated => InviteError::Truncated,
        FormatError::TrailingBytes => InviteError::TrailingBytes,
        FormatError::Expired => InviteError::Expired,
        FormatError::FromTheFuture => InviteError::FromTheFuture,
        FormatError::Kind(_) => InviteError::WrongKind,
        FormatError::TooLarge | FormatError::Field(_) => InviteError::Settings,
    }
}

/// The phase a one link's payload opens with.
pub(super) fn opened_link(payload: &str) -> LivePhase {
    let opened = decode_link(payload, now_s())
        .map_err(link_error)
        .and_then(|link| {
            let (host_name, game) = decode_link_settings(&link.settings)?;
            Ok(match link.secret {
                LinkSecret::Play(secret) => LivePhase::LinkOffered(Rc::new(LinkOffer {
                    host_name,
                    game,
                    secret,
                    relays: link.relays,
                })),
                LinkSecret::Watch { secret, host } => LivePhase::Watching(Rc::new(WatchOffer {
                    secret,
                    host,
                    relays: link.relays,
                })),
            })
        });
    opened.unwrap_or_else(|error| LivePhase::Problem(LiveProblem::Invite(error)))
}

/// The phase an invite or a one link in the address opens with (its version byte tells them
/// apart).
pub(super) fn opened_invite(payload: &str) -> LivePhase {
    use base64::Engine as _;
    let version = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload.get(..4).unwrap_or(payload))
        .ok()
        .and_then(|bytes| bytes.first().copied());
    if version == Some(makruk_signal::link::LINK_VERSION) {
        return opened_link(payload);
    }
    match decode_invite(payload, now_s()) {
        Ok(invite) if used_invites().contains(&format!("{:016x}", invite.id)) => {
            LivePhase::Problem(LiveProblem::UsedInvite)
        }
        Ok(invite) => LivePhase::Offered(Rc::new(invite)),
        Err(error) => LivePhase::Problem(LiveProblem::Invite(error)),
    }
}
