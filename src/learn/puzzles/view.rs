//! The puzzle trainer. The puzzles of a variant are fetched from `puzzles/<variant>.json` when it
//! opens; the player solves them on the board, rated by Glicko-2 (`glicko`), with the progress
//! kept in `localStorage` (`progress`); the module above reads a puzzle, checks the solver's moves
//! and picks the next puzzle.

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use js_sys::{Array, Reflect};
use makruk_core::{Color, GameRecord, Move, Position, RuleOptions, Square, Variant};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{spawn_local, JsFuture};
use yew::prelude::*;

use super::progress::Progress;
use super::{next_puzzle, theme_name, Puzzle, THEMES};
use crate::formats::link::SharedGame;
use crate::learn::board::exercise_board;
use crate::learn::linked_puzzle;
use crate::learn::request::LearnRequest;
use crate::model::move_entry::MoveEntry;
use crate::platform::effect::use_boxed_effect;
use crate::platform::storage;
use crate::settings::Prefs;
use crate::text::{Key, Lang};
use crate::tr;
use crate::ui::board_view::BoardView;
use crate::ui::{select_value, Board};

/// Storage key of the puzzle progress.
const PROGRESS_KEY: &str = "makruk.puzzles";
/// The variants with puzzles.
const VARIANTS: [Variant; 2] = [Variant::Makruk, Variant::Cambodian];

/// The puzzles of a parsed puzzle file (those that do not read are left out).
fn read_puzzles(variant: Variant, json: &JsValue) -> Vec<Puzzle> {
    let field = |v: &JsValue, key: &str| Reflect::get(v, &JsValue::from_str(key)).ok();
    let strings = |v: Option<JsValue>| -> Vec<String> {
        v.map(|a| {
            Array::from(&a)
                .iter()
                .filter_map(|s| s.as_string())
                .collect()
        })
        .unwrap_or_default()
    };
    Array::from(json)
        .iter()
        .filter_map(|v| {
            Puzzle::new(
                variant,
                field(&v, "id")?.as_string()?,
                &field(&v, "fen")?.as_string()?,
                &strings(field(&v, "moves")),
                &strings(field(&v, "themes")),
                field(&v, "rating")?.as_f64()? as i32,
            )
        })
        .collect()
}

/// Fetches and reads the puzzles of `variant`.
async fn fetch_puzzles(variant: Variant) -> Option<Vec<Puzzle>> {
    let url = format!("puzzles/{}.json", variant.uci_name());
    let response = JsFuture::from(web_sys::window()?.fetch_with_str(&url))
        .await
        .ok()?
        .dyn_into::<web_sys::Response>()
        .ok()?;
    if !response.ok() {
        return None;
    }
    let json = JsFuture::from(response.json().ok()?).await.ok()?;
    Some(read_puzzles(variant, &json))
}

/// Today as `YYYY-MM-DD`.
fn today() -> String {
    String::from(js_sys::Date::new_0().to_iso_string())
        .chars()
        .take(10)
        .collect()
}

/// The trainer: the puzzles, the one being solved and the player's progress.
#[derive(Clone, PartialEq)]
struct Trainer {
    variant: Variant,
    /// The theme chosen (an index of [`THEMES`]), or all.
    theme: Option<usize>,
    /// The rating wanted above (or below) the player's: an offset of [`DIFFICULTIES`].
    difficulty: i32,
    /// The variant's puzzles, once loaded.
    puzzles: Option<Rc<Vec<Puzzle>>>,
    load_failed: bool,
    /// The puzzle of the page's link, until it is found.
    wanted: Option<String>,
    /// The puzzle being solved.
    current: Option<usize>,
    /// The position on the board and the solution's moves played to reach it.
    position: Position,
    played: Vec<Move>,
    entry: MoveEntry,
    /// The last wrong move, taken back.
    wrong: Option<(Square, Square)>,
    /// The puzzle counts as failed (a wrong move, or the solution revealed).
    failed: bool,
    /// The solution is being played out.
    revealing: bool,
    progress: Progress,
}

/// The choices of difficulty: the rating of the next puzzle against the player's, and the key of
/// its name.
const DIFFICULTIES: [(i32, Key); 3] = [
    (-300, crate::key!("learn-trainer-difficulty-easier")),
    (0, crate::key!("learn-trainer-difficulty-your-level")),
    (300, crate::key!("learn-trainer-difficulty-harder")),
];

/// A change of the trainer.
enum Msg {
    Loaded(Variant, Rc<Vec<Puzzle>>),
    LoadFailed(Variant),
    Variant(Variant),
    Theme(Option<usize>),
    Difficulty(i32),
    Press(Square),
    Drop(Square, Square),
    /// The timer's move: the opponent's reply, or the solution's next move.
    Advance,
    Next,
    Reveal,
}

impl Trainer {
    fn new(wanted: Option<String>) -> Trainer {
        Trainer {
            variant: Variant::Makruk,
            theme: None,
            difficulty: 0,
            puzzles: None,
            load_failed: false,
            wanted,
            current: None,
            position: Position::startpos(Variant::Makruk),
            played: Vec::new(),
            entry: MoveEntry::default(),
            wrong: None,
            failed: false,
            revealing: false,
            progress: storage::read(PROGRESS_KEY)
                .and_then(|text| Progress::decode(&text))
                .unwrap_or_default(),
        }
    }

    fn puzzle(&self) -> Option<&Puzzle> {
        self.puzzles.as_ref()?.get(self.current?)
    }

    /// The solution is played out, or the solver mated by another move.
    fn finished(&self) -> bool {
        self.puzzle()
            .is_some_and(|p| self.played.len() >= p.moves.len() || self.position.is_checkmate())
    }

    fn solver_to_move(&self) -> bool {
        self.puzzle().is_some() && !self.finished() && !self.revealing && self.played.len() % 2 == 0
    }

    /// A move of the solution is due from the timer.
    fn advance_due(&self) -> bool {
        self.puzzle().is_some()
            && !self.finished()
            && (self.revealing || self.played.len() % 2 == 1)
    }

    fn open(&mut self, index: Option<usize>) {
        self.current = index;
        self.position = self
            .puzzle()
            .map_or_else(|| Position::startpos(self.variant), |p| p.start.clone());
        self.played.clear();
        self.entry = MoveEntry::default();
        (self.wrong, self.failed, self.revealing) = (None, false, false);
    }

    fn open_next(&mut self) {
        let Some(puzzles) = self.puzzles.clone() else {
            return;
        };
        let rating = self.progress.rating.rating as i32 + self.difficulty;
        let progress = &self.progress;
        let next = next_puzzle(
            &puzzles,
            self.theme,
            |id| progress.seen(id),
            self.current,
            rating,
        );
        self.open(next);
    }

    /// Records the result of the puzzle (once) and stores the progress.
    fn rate(&mut self, solved: bool) {
        let Some(p) = self.puzzle() else { return };
        let (id, rating) = (p.id.clone(), p.rating);
        self.failed |= !solved;
        self.progress.record(&id, rating, solved, today());
        storage::write(PROGRESS_KEY, &self.progress.encode());
    }

    fn play(&mut self, m: Move) {
        if self.position.play(m).is_ok() {
            self.played.push(m);
            if self.finished() && !self.failed {
                self.rate(true);
            }
        }
    }

    fn try_move(&mut self, m: Option<Move>) {
        let Some(m) = m else { return };
        let accepted = self
            .puzzle()
            .is_some_and(|p| p.accepts(&self.position, self.played.len(), m));
        if accepted {
            self.wrong = None;
            self.play(m);
        } else {
            self.wrong = Some((m.from, m.to));
            if !self.failed {
                self.rate(false);
            }
        }
    }
}

impl Reducible for Trainer {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            Msg::Loaded(variant, puzzles) if variant == next.variant => {
                next.puzzles = Some(puzzles.clone());
                let wanted = next.wanted.take();
                let found = wanted
                    .as_ref()
                    .and_then(|id| puzzles.iter().position(|p| &p.id == id));
                match found {
                    Some(index) => next.open(Some(index)),
                    None if wanted.is_some() && variant == Variant::Makruk => {
                        next.wanted = wanted;
                        next.variant = Variant::Cambodian;
                        next.puzzles = None;
                    }
                    None => next.open_next(),
                }
            }
            Msg::Loaded(..) => {}
            Msg::LoadFailed(variant) => next.load_failed = variant == next.variant,
            Msg::Variant(variant) => {
                (next.variant, next.puzzles, next.load_failed) = (variant, None, false);
                next.open(None);
            }
            Msg::Difficulty(offset) => {
                next.difficulty = offset;
                next.open_next();
            }
            Msg::Theme(theme) => {
                next.theme = theme;
                next.open_next();
            }
            Msg::Press(sq) if next.solver_to_move() => {
                let m = next.entry.press(&next.position, sq);
                next.try_move(m);
            }
            Msg::Drop(from, to) if next.solver_to_move() => {
                let m = next.entry.drop(&next.position, from, to);
                next.try_move(m);
            }
            Msg::Advance if next.advance_due() => {
                if let Some(&m) = next.puzzle().and_then(|p| p.moves.get(next.played.len())) {
                    next.play(m);
                }
            }
            Msg::Next => next.open_next(),
            Msg::Reveal if next.puzzle().is_some() && !next.finished() => {
                next.wrong = None;
                next.entry = MoveEntry::default();
                next.revealing = true;
                if !next.failed {
                    next.rate(false);
                }
            }
            Msg::Press(_) | Msg::Drop(..) | Msg::Advance | Msg::Reveal => return self,
        }
        Rc::new(next)
    }
}

/// What the board shows: the position, the solver's pieces movable when it is their move.
fn board_view(t: &Trainer) -> Rc<BoardView> {
    let refused = t.wrong.map(|(from, _)| from);
    exercise_board(
        &t.position,
        t.solver_to_move(),
        t.entry.selected,
        t.played.last().copied(),
        refused,
    )
}

/// The line under the board's title: what to do, or how it went.
fn status(t: &Trainer, lang: Lang) -> Html {
    let (testid, text) = if t.load_failed {
        (
            "puzzle-status",
            lang.t(crate::key!("learn-trainer-the-puzzles-could-not-be")),
        )
    } else if t.puzzles.is_none() {
        (
            "puzzle-status",
            lang.t(crate::key!("learn-trainer-loading-the-puzzles")),
        )
    } else if t.puzzle().is_none() {
        (
            "puzzle-status",
            lang.t(crate::key!("learn-trainer-no-puzzle-of-this-theme")),
        )
    } else if t.wrong.is_some() {
        (
            "puzzle-wrong",
            lang.t(crate::key!("learn-trainer-wrong-move-try-again")),
        )
    } else if t.finished() && !t.revealing {
        ("puzzle-solved", lang.t(crate::key!("learn-trainer-solved")))
    } else if t.revealing {
        (
            "puzzle-status",
            lang.t(crate::key!("learn-trainer-the-solution")),
        )
    } else {
        (
            "puzzle-status",
            lang.t(crate::key!("learn-trainer-find-the-best-move")),
        )
    };
    html! { <p class="puzzle-status" data-testid={testid} role="status">{ text }</p> }
}

/// Properties of [`PuzzleTrainer`].
#[derive(Properties, PartialEq)]
pub struct TrainerProps {
    /// The display preferences.
    pub prefs: Prefs,
    /// What the trainer asks of the app (analysis).
    pub on_request: Callback<LearnRequest>,
}

/// The puzzle trainer: the board, the player's rating, the puzzle's status and its actions.
#[function_component(PuzzleTrainer)]
pub fn puzzle_trainer(props: &TrainerProps) -> Html {
    let lang = props.prefs.lang;
    let trainer = use_reducer(|| Trainer::new(linked_puzzle()));
    let loading = trainer.puzzles.is_none() && !trainer.load_failed;
    {
        let d = trainer.dispatcher();
        use_boxed_effect(
            (trainer.variant, loading),
            Box::new(move |&(variant, loading)| {
                loading.then(|| {
                    spawn_local(async move {
                        d.dispatch(match fetch_puzzles(variant).await {
                            Some(list) => Msg::Loaded(variant, Rc::new(list)),
                            None => Msg::LoadFailed(variant),
                        })
                    })
                });
                None
            }),
        );
    }
    {
        let d = trainer.dispatcher();
        let due = trainer
            .advance_due()
            .then(|| (trainer.current, trainer.played.len()));
        use_boxed_effect(
            due,
            Box::new(move |due| {
                let timer = due.map(|_| Timeout::new(400, move || d.dispatch(Msg::Advance)));
                Some(Box::new(move || drop(timer)))
            }),
        );
    }
    let t = &*trainer;
    let send = |msg: fn() -> Msg| {
        let d = trainer.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(msg()))
    };
    let flipped = t.puzzle().is_some_and(|p| p.start.turn() == Color::Black);
    let rating = &t.progress.rating;
    let (solved, failed) = t.progress.counts();
    let analyse = t.puzzle().map(|p| SharedGame {
        game: GameRecord {
            start: GameRecord::start_of(&p.start),
            options: RuleOptions::FAIRY_STOCKFISH,
            moves: t.played.clone(),
            ..GameRecord::new(p.start.variant())
        },
        names: Default::default(),
        engine: None,
    });
    let variants = VARIANTS.iter().map(|&v| {
        html! { <option value={v.uci_name()} selected={v == t.variant}>{ lang.variant(v) }</option> }
    });
    let difficulties = DIFFICULTIES.iter().map(|&(offset, key)| {
        html! { <option value={offset.to_string()} selected={t.difficulty == offset}>{ lang.t(key) }</option> }
    });
    let themes = (0..THEMES.len()).map(|i| {
        html! { <option value={i.to_string()} selected={t.theme == Some(i)}>{ theme_name(lang, i) }</option> }
    });
    html! {
            <main class="layout" data-testid="learn-view">
                <section class="board-area">
                    <div class="board-wrap">
                        <Board view={board_view(t)} {flipped} {lang}
                               on_press={let d = trainer.dispatcher(); Callback::from(move |sq| d.dispatch(Msg::Press(sq)))}
                               on_drop={let d = trainer.dispatcher(); Callback::from(move |(a, b)| d.dispatch(Msg::Drop(a, b)))} />
                    </div>
                </section>
                <aside class="panel learn">
                    <p>
                        { lang.t(crate::key!("learn-trainer-your-rating")) }
                        <strong data-testid="puzzle-rating">{ lang.number(rating.rating.round() as i64) }</strong>
                        <span data-testid="puzzle-counts">{ tr!(lang, "learn-trainer-counts", solved = solved, failed = failed) }</span>
                    </p>
                    <label>{ lang.t(crate::key!("learn-trainer-variant")) }
                        <select data-testid="puzzle-variant"
                                onchange={let d = trainer.dispatcher(); Callback::from(move |e: Event| {
                                    if let Some(v) = Variant::from_uci_name(&select_value(&e)) { d.dispatch(Msg::Variant(v)) }
                                })}>
                            { for variants }
                        </select>
                    </label>
                    <label>{ lang.t(crate::key!("learn-trainer-theme")) }
                        <select data-testid="puzzle-theme"
                                onchange={let d = trainer.dispatcher(); Callback::from(move |e: Event| d.dispatch(Msg::Theme(select_value(&e).parse().ok())))}>
                            <option value="" selected={t.theme.is_none()}>{ lang.t(crate::key!("learn-trainer-all-themes")) }</option>
                            { for themes }
                        </select>
                    </label>
                    <label>{ lang.t(crate::key!("learn-trainer-difficulty")) }
                        <select data-testid="puzzle-difficulty"
                                onchange={let d = trainer.dispatcher(); Callback::from(move |e: Event| d.dispatch(Msg::Difficulty(select_value(&e).parse().unwrap_or(0))))}>
                            { for difficulties }
                        </select>
                    </label>
                    if let Some(p) = t.puzzle() {
                        <p data-testid="puzzle-info" data-puzzle={p.id.clone()}>
                            { tr!(lang, "learn-trainer-puzzle-info", side = lang.color(p.start.turn()), rating = p.rating) }
                        </p>
                    }
                    { status(t, lang) }
                    <div class="actions">
                        <button type="button" class="primary" data-testid="puzzle-next" disabled={t.puzzles.is_none()}
                                onclick={send(|| Msg::Next)}>{ lang.t(crate::key!("learn-trainer-next-puzzle")) }</button>
                        <button type="button" data-testid="puzzle-solution" disabled={!t.solver_to_move()}
                                onclick={send(|| Msg::Reveal)}>{ lang.t(crate::key!("learn-trainer-show-the-solution")) }</button>
                        <button type="button" data-testid="puzzle-analyse" disabled={analyse.is_none()}
                                onclick={let on = props.on_request.clone(); Callback::from(move |_| if let Some(g) = analyse.clone() { on.emit(LearnRequest::Analyse(g)) })}>
                            { lang.t(crate::key!("common-analyse")) }
                        </button>
                    </div>
                </aside>
            </main>
    }
}
