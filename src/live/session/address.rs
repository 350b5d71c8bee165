//! What a live session reads from the page and the device: an invite or reply in the address, and
//! the invites this device already accepted.
use std::rc::Rc;

use wasm_bindgen::JsValue;

use super::{LivePhase, LiveProblem};
use crate::live::invite::decode_invite;
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

/// The phase an invite in the address opens with.
pub(super) fn opened_invite(payload: &str) -> LivePhase {
    match decode_invite(payload, now_s()) {
        Ok(invite) if used_invites().contains(&format!("{:016x}", invite.id)) => {
            LivePhase::Problem(LiveProblem::UsedInvite)
        }
        Ok(invite) => LivePhase::Offered(Rc::new(invite)),
        Err(error) => LivePhase::Problem(LiveProblem::Invite(error)),
    }
}
