//! A text as a QR code drawn in SVG, black on white with its quiet zone: the live game's invite
//! and reply links, for a phone's camera.
use yew::prelude::*;

use crate::live::qr::{QrCode, QUIET_ZONE};

/// Properties of [`QrCodeView`].
#[derive(Properties, PartialEq)]
pub struct QrCodeProps {
    /// The text to encode (a link).
    pub text: AttrValue,
    /// The code's accessible name.
    pub label: AttrValue,
    /// The `data-testid` of the code, or of the message shown instead.
    pub testid: AttrValue,
    /// The message shown instead of the code when the text is too long for one.
    pub too_long: AttrValue,
}

/// A text as a QR code, or a message when the text is too long for one.
#[function_component(QrCodeView)]
pub fn qr_code_view(props: &QrCodeProps) -> Html {
    // The image's side in modules and its path, encoded again only when the text changes.
    let drawn = use_memo(props.text.clone(), |text| {
        QrCode::encode(text).map(|code| (code.size() + 2 * QUIET_ZONE, code.svg_path()))
    });
    let Some((side, path)) = drawn.as_ref() else {
        return html! { <p data-testid={props.testid.clone()}>{ props.too_long.clone() }</p> };
    };
    html! {
        <svg data-testid={props.testid.clone()} class="qr-code" role="img"
             aria-label={props.label.clone()} viewBox={format!("0 0 {side} {side}")}>
            <rect width={side.to_string()} height={side.to_string()} fill="#fff" />
            <path d={path.clone()} fill="#000" shape-rendering="crispEdges" />
        </svg>
    }
}
