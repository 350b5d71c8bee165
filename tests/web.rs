//! The board and the app rendered in a real browser (headless Chromium via wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use makruk_web::game::model::State;
use makruk_web::settings::{GameSettings, Opponent, Prefs};
use makruk_web::text::Lang;
use makruk_web::ui::board_view::BoardView;
use makruk_web::ui::{Board, BoardProps};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, PointerEvent, PointerEventInit, Storage};
use yew::Callback;

wasm_bindgen_test_configure!(run_in_browser);

const START_FEN: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

/// A fresh element in the document with a fixed-size board layout (the app's CSS is not loaded), the
/// app's part of the English and Thai packs installed.
/// The app tests destroy their app when they end: a live one would go on saving its game (when its
/// engine replies) into the storage the next test reads.
fn mount() -> Element {
    for (lang, pack) in [
        (Lang::En, include_str!("../assets/i18n/en/app.ftl")),
        (Lang::Th, include_str!("../assets/i18n/th/app.ftl")),
    ] {
        makruk_web::text::install(lang, makruk_web::text::Part::App, pack)
            .expect("the shipped pack reads");
    }
    let document = web_sys::window().unwrap().document().unwrap();
    let style = document.create_element("style").unwrap();
    style.set_text_content(Some(
        ".board { display: grid; grid-template-columns: repeat(8, 40px); \
         grid-template-rows: repeat(8, 40px); width: 320px; height: 320px; }",
    ));
    document.head().unwrap().append_child(&style).unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    root
}

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(20)).await;
}

/// The app rendered on a fresh element with nothing saved: the element, the app (destroy it when the
/// test ends) and the local storage the app saves into.
async fn start_app() -> (Element, yew::AppHandle<makruk_web::app::App>, Storage) {
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    let root = mount();
    let app = yew::Renderer::<makruk_web::app::App>::with_root(root.clone()).render();
    settle().await;
    (root, app, storage)
}

fn fen(root: &Element) -> Option<String> {
    root.query_selector("[data-fen]")
        .ok()??
        .get_attribute("data-fen")
}

fn piece_on(root: &Element, square: &str) -> Option<String> {
    root.query_selector(&format!("[data-square=\"{square}\"] [data-piece]"))
        .ok()??
        .get_attribute("data-piece")
}

fn square(root: &Element, name: &str) -> Element {
    root.query_selector(&format!("[data-square=\"{name}\"]"))
        .unwrap()
        .unwrap()
}

/// Sends a pointer event of `kind` to the centre of a square.
fn pointer(root: &Element, kind: &str, name: &str) {
    let el = square(root, name);
    let rect = el.get_bounding_client_rect();
    let init = PointerEventInit::new();
    init.set_bubbles(true);
    init.set_pointer_id(1);
    init.set_button(0);
    init.set_client_x((rect.left() + rect.width() / 2.0) as i32);
    init.set_client_y((rect.top() + rect.height() / 2.0) as i32);
    let event = PointerEvent::new_with_event_init_dict(kind, &init).unwrap();
    el.dispatch_event(event.unchecked_ref()).unwrap();
}

/// Presses a square with the pointer (down and up in its centre), as a tap or click does.
fn press(root: &Element, name: &str) {
    pointer(root, "pointerdown", name);
    pointer(root, "pointerup", name);
}

fn click(root: &Element, selector: &str) {
    root.query_selector(selector)
        .unwrap()
        .unwrap()
        .unchecked_into::<web_sys::HtmlElement>()
        .click();
}

#[wasm_bindgen_test]
async fn board_shows_the_start_position() {
    let root = mount();
    let settings = GameSettings {
        opponent: Opponent::Human,
        ..GameSettings::default()
    };
    let state = State::new_game(settings, Prefs::default());
    let props = BoardProps {
        view: BoardView::of(&state),
        flipped: false,
        lang: Lang::En,
        on_press: Callback::noop(),
        on_drop: Callback::noop(),
        arrows: Default::default(),
    };
    yew::Renderer::<Board>::with_root_and_props(root.clone(), props).render();
    settle().await;
    assert_eq!(
        root.query_selector_all("[data-square]").unwrap().length(),
        64
    );
    assert_eq!(
        root.query_selector_all("[data-piece]").unwrap().length(),
        32
    );
    assert_eq!(fen(&root).as_deref(), Some(START_FEN));
    assert_eq!(piece_on(&root, "d1").as_deref(), Some("K"));
    assert_eq!(piece_on(&root, "d8").as_deref(), Some("m"));
    assert_eq!(piece_on(&root, "e4"), None);
}

#[wasm_bindgen_test]
async fn the_app_plays_a_click_click_move() {
    let (root, app, storage) = start_app().await;
    assert_eq!(fen(&root).as_deref(), Some(START_FEN));
    press(&root, "e3");
    settle().await;
    assert!(root
        .query_selector("[data-square=\"e4\"].target")
        .unwrap()
        .is_some());
    press(&root, "e4");
    settle().await;
    assert_eq!(
        fen(&root).as_deref(),
        Some("rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1")
    );
    let first = root.query_selector("[data-ply=\"1\"]").unwrap().unwrap();
    assert_eq!(first.text_content().as_deref(), Some("e4"));
    let saved = storage.get_item("makruk.game").unwrap().unwrap_or_default();
    assert!(saved.contains("moves e3e4"), "saved game: {saved}");
    app.destroy();
}

#[wasm_bindgen_test]
async fn the_app_plays_a_dragged_move_and_takes_it_back() {
    let (root, app, _) = start_app().await;
    pointer(&root, "pointerdown", "b1");
    settle().await;
    assert!(root.query_selector(".piece.ghost").unwrap().is_some());
    pointer(&root, "pointermove", "c2");
    pointer(&root, "pointerup", "d2");
    settle().await;
    assert_eq!(piece_on(&root, "d2").as_deref(), Some("N"));
    assert_eq!(piece_on(&root, "b1"), None);
    assert!(root.query_selector(".piece.ghost").unwrap().is_none());
    click(&root, "[data-testid=\"undo\"]");
    settle().await;
    assert_eq!(fen(&root).as_deref(), Some(START_FEN));
    app.destroy();
}

/// The engine worker's messages survive their trip as JS values, and a bad one is refused.
#[wasm_bindgen_test]
fn worker_messages_round_trip_as_js_values() {
    use makruk_core::Variant;
    use makruk_engine::{Level, Score};
    use makruk_web::platform::worker::protocol::{
        AnalyseRequest, GameLine, Reply, Request, RootCount, SearchRequest,
    };

    let game = GameLine {
        variant: Variant::Cambodian,
        sutras: "none".into(),
        ouk_rights: "until first capture".into(),
        repetition_ends_game: false,
        rule_set: "standard".into(),
        start_fen: Variant::Cambodian.start_fen().to_string(),
        moves: vec!["e3e4".into()],
        count: RootCount::Running { ply: 3, limit: 126 },
    };
    let search = Request::Search(SearchRequest {
        id: 3,
        level: Level::MAX,
        movetime_ms: 800,
        game: game.clone(),
    });
    assert_eq!(Request::from_js(search.to_js()), Some(search));
    let too_many_lines = Request::Analyse(AnalyseRequest {
        id: 4,
        lines: 4,
        movetime_ms: Some(100),
        game,
    });
    assert_eq!(Request::from_js(too_many_lines.to_js()), None);
    assert_eq!(
        Request::from_js(Request::Threads(4).to_js()),
        Some(Request::Threads(4))
    );
    assert_eq!(Request::from_js(Request::Threads(0).to_js()), None);
    for reply in [
        Reply::Ready,
        Reply::Info {
            id: 3,
            multipv: 1,
            depth: 9,
            score: Score::Mate(-2),
            nodes: 12_345_678_901,
            nps: 600_000,
            threads: 8,
            pv: vec!["e3e4".into()],
        },
        Reply::Eval {
            id: 5,
            ply: 0,
            score: Score::Cp(-35),
            best: None,
        },
    ] {
        assert_eq!(Reply::from_js(reply.to_js()), Some(reply));
    }
    assert_eq!(
        Reply::from_js(wasm_bindgen::JsValue::from_str("info x")),
        None
    );
}

#[wasm_bindgen_test]
fn names_are_lowercased_in_the_browser_as_by_std() {
    for name in [
        "Somchai",
        "ÉTIENNE Ødegård",
        "ΟΔΥΣΣΕΥΣ",
        "İstanbul",
        "สมชาย",
        "ẞ \u{212A}elvin",
    ] {
        assert_eq!(makruk_web::library::lower_case(name), name.to_lowercase());
    }
}
