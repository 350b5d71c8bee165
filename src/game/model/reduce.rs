//! What changes the game: the reducer routing each [`Action`], and the moves, counting, clocks,
//! draw offers and replay steps it makes on the [`State`].
use std::rc::Rc;

use yew::Reducible;

use super::*;

/// Where an action comes from: the friend's messages must not be echoed back.
#[derive(Clone, Copy)]
enum ActionKind {
    Local,
    FromPeer,
}

impl State {
    /// Applies a counting control the user may press now; anything else changes nothing.
    pub(super) fn count(&mut self, control: CountControl) {
        if self.count_controls().contains(&control) {
            if let Ok(game) = counting::counted(&self.game, control.actions()) {
                self.game = game;
            }
        }
    }

    /// Against the engine: the engine, to move as the weaker side, starts counting at the first
    /// moment the rules let it (recorded as its counting action).
    pub(super) fn engine_counts(&mut self) {
        if self.engine_to_move() && counting::may_count(&self.game, CountAction::Start) {
            if let Ok(game) = counting::counted(&self.game, &[CountAction::Start]) {
                self.game = game;
            }
        }
    }

    pub(super) fn tick(&mut self, elapsed_ms: u64) {
        if !self.clock_running() {
            return;
        }
        if self.live.is_some() {
            return self.live_tick(elapsed_ms);
        }
        let side = self.game.position().turn();
        if let Some(clock) = self.clock_ms.as_mut() {
            let left = &mut clock[side.index()];
            *left = left.saturating_sub(elapsed_ms);
            if *left == 0 {
                self.game
                    .record_result(RecordedResult::TimeForfeit(side))
                    .ok();
                self.entry = MoveEntry::default();
                self.thinking = None;
            }
        }
    }

    pub(super) fn play(&mut self, m: Move, animate: bool) -> bool {
        let mover = self.game.position().turn();
        if self.game.play(m).is_err() {
            return false;
        }
        // A move of the side offered a draw declines it.
        if self.draw_offer != Some(mover) {
            self.draw_offer = None;
        }
        if let (Some(clock), Some(tc)) = (self.clock_ms.as_mut(), self.settings.clock) {
            if self.game.moves().len() > 1 {
                clock[mover.index()] += tc.increment_ms;
            }
        }
        self.entry = MoveEntry::default();
        self.view = None;
        self.animate = animate;
        true
    }

    pub(super) fn press(&mut self, sq: Square) {
        if !self.user_to_move() {
            self.entry.selected = None;
            return;
        }
        let picked = self.entry.selected;
        match self.entry.press(self.game.position(), sq) {
            Some(m) => self.enter(m, true),
            None if self.entry == MoveEntry::default() => {
                self.refused = picked.filter(|&from| from != sq).map(|from| (from, sq));
            }
            None => {}
        }
    }

    pub(super) fn pick_hand(&mut self, role: Role) {
        if self.user_to_move() {
            self.entry.pick_hand(self.game.position(), role);
        }
    }

    pub(super) fn plan_setup(&mut self, choice: SetupChoice) {
        let Some(side) = self.setup_side() else {
            return;
        };
        let plan = match choice {
            SetupChoice::Arrangement(arrangement) => arrangement.plan(side),
            SetupChoice::Random(seed) => random_plan(self.game.position(), side, seed),
        };
        self.setup_plans[side.index()] = Some(plan);
        self.entry = MoveEntry::default();
    }

    /// Plays the drops of the user's sides that follow a set-up shortcut, while one is to move.
    /// The game's status is only computed once a drop is planned: this runs after every action.
    pub(super) fn play_planned_drops(&mut self) {
        loop {
            let pos = self.game.position();
            let turn = pos.turn();
            let planned = self.setup_plans[turn.index()]
                .as_ref()
                .filter(|_| self.settings.user_plays(turn))
                .and_then(|plan| planned_drop(pos, plan));
            let Some(m) = planned else {
                break;
            };
            let view = self.view;
            if self.status().is_over() || !self.play(m, true) {
                break;
            }
            self.view = view;
        }
    }

    pub(super) fn drop_piece(&mut self, from: Square, to: Square) {
        if !self.user_to_move() || from == to {
            return;
        }
        match self.entry.drop(self.game.position(), from, to) {
            Some(m) => self.enter(m, false),
            None if self.entry.promoting.is_none() => self.refused = Some((from, to)),
            None => {}
        }
    }

    pub(super) fn promote(&mut self, role: Option<Role>) {
        let chosen = self.entry.promote(self.game.position(), role);
        if let (Some(m), true) = (chosen, self.user_to_move()) {
            self.enter(m, true);
        }
    }

    /// A legal move the user made on the board: played, or kept waiting for Confirm when the
    /// preferences ask for it.
    pub(super) fn enter(&mut self, m: Move, animate: bool) {
        if self.prefs.confirm_moves {
            self.entry = MoveEntry::default();
            self.pending = Some(m);
        } else {
            self.play(m, animate);
        }
    }

    /// Plays the move waiting for confirmation, if the user may still play it.
    pub(super) fn confirm_move(&mut self) {
        if let Some(m) = self.pending.take() {
            if self.user_to_move() {
                self.play(m, false);
            }
        }
    }

    pub(super) fn undo(&mut self) {
        // A resignation or agreed draw goes with the move taken back; a time forfeit stays, as
        // the time that ran out does not come back.
        let time_forfeit = self
            .game
            .recorded_result()
            .filter(|result| matches!(result, RecordedResult::TimeForfeit(_)));
        if self.game.undo().is_none() {
            return;
        }
        self.setup_plans = Default::default();
        if self.settings.engine_level().is_some()
            && !self.settings.user_plays(self.game.position().turn())
        {
            self.game.undo();
        }
        if let Some(result) = time_forfeit {
            self.game.record_result(result).ok();
        }
        self.annotations.truncate(self.game.moves().len());
        self.view = None;
        self.entry = MoveEntry::default();
        self.animate = false;
        self.thinking = None;
        self.draw_offer = None;
    }

    /// The side to move offers a draw. Against the engine the engine answers at once: it accepts
    /// when its last search found its side no better than equal ([`draw::accepts_draw`]).
    pub(super) fn offer_draw(&mut self) {
        if !self.may_offer_draw() {
            return;
        }
        match self.settings.opponent {
            Opponent::Human => self.draw_offer = Some(self.game.position().turn()),
            Opponent::Live { .. } => {
                self.draw_offer = Some(self.settings.user_side);
                let ply = u32::try_from(self.plies()).unwrap_or(u32::MAX);
                self.send_peer(crate::live::messages::PeerMessage::OfferDraw { ply });
            }
            Opponent::Engine { .. } => {
                if self.engine_score.is_some_and(draw::accepts_draw) {
                    self.game.record_result(RecordedResult::DrawAgreed).ok();
                } else {
                    self.draw_declined = true;
                }
            }
        }
    }

    pub(super) fn step(&mut self, delta: i32) {
        let last = self.plies() as i64;
        let ply = (self.shown_ply() as i64 + i64::from(delta)).clamp(0, last);
        self.view_ply(ply as usize);
    }

    pub(super) fn view_ply(&mut self, ply: usize) {
        self.view = (ply < self.plies()).then_some(ply);
        self.entry = MoveEntry::default();
        self.animate = true;
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        let action_kind = match &action {
            Action::Live(live) if live.is_from_peer() => ActionKind::FromPeer,
            _ => ActionKind::Local,
        };
        let live_background = matches!(&action, Action::Live(live) if live.is_background());
        if let (Some(live), ActionKind::Local) = (next.live.as_mut(), action_kind) {
            if !matches!(action, Action::Tick(_)) {
                live.declined = false;
            }
        }
        // Feedback on a refused move or a declined draw lasts until the user's next action.
        if !live_background
            && !matches!(
                action,
                Action::Tick(_) | Action::EngineInfo(_) | Action::Notify(_)
            )
        {
            next.typed_rejected = false;
            next.refused = None;
            next.draw_declined = false;
        }
        // A move waiting for confirmation waits through what does not touch the game.
        if !live_background
            && !matches!(
                action,
                Action::Tick(_)
                    | Action::EngineInfo(_)
                    | Action::Notify(_)
                    | Action::DismissNotice
                    | Action::Flip
                    | Action::ConfirmMove
                    | Action::SetPrefs(Prefs {
                        confirm_moves: true,
                        ..
                    })
            )
        {
            next.pending = None;
        }
        match action {
            // A press or drag on the board while a move waits only drops that move.
            Action::Press(_) | Action::Drop(..) if self.pending.is_some() => {}
            Action::Press(sq) => next.press(sq),
            Action::Drop(from, to) => next.drop_piece(from, to),
            Action::TypedMove(text) => {
                let pos = next.game.position();
                let parsed = pos
                    .parse_san(&text)
                    .ok()
                    .or_else(|| pos.parse_uci_move(text.trim()).ok());
                next.typed_rejected =
                    !(next.user_to_move() && parsed.is_some_and(|m| next.play(m, true)));
            }
            Action::Tick(elapsed) => next.tick(elapsed),
            Action::Deselect => {
                next.entry.selected = None;
                next.entry.hand = None;
            }
            Action::PickHand(role) => next.pick_hand(role),
            Action::PlanSetup(choice) => next.plan_setup(choice),
            Action::Promote(role) => next.promote(role),
            Action::EngineInfo(thinking) => {
                if next.engine_to_move() {
                    next.thinking = Some(thinking);
                }
            }
            Action::EngineMove(uci) => {
                if next.engine_to_move() {
                    if let Ok(m) = next.game.position().parse_uci_move(&uci) {
                        next.engine_score = next.thinking.as_ref().map(|t| t.score);
                        if next
                            .engine_score
                            .is_some_and(|score| draw::offers_draw(&next.game, score))
                        {
                            next.draw_offer = Some(next.game.position().turn());
                        }
                        let view = next.view;
                        next.play(m, true);
                        next.view = view;
                    }
                }
            }
            Action::NewGame(settings) => {
                next = State::new_game(settings, self.prefs);
                next.library = self.library.replaced(None, None);
            }
            Action::NewGameFrom(settings, start) => {
                if start.variant() == settings.variant {
                    next = State::new_game(settings, self.prefs);
                    next.game = new_game(*start, settings.options);
                    next.library = self.library.replaced(None, None);
                }
            }
            Action::Undo if next.live.is_some() => next.reduce_live(LiveAction::AskTakeback),
            Action::Undo => next.undo(),
            Action::Flip => next.flipped = !next.flipped,
            Action::ViewPly(ply) => next.view_ply(ply),
            Action::Step(delta) => next.step(delta),
            Action::ViewLive => next.view_ply(next.plies()),
            Action::Resign => {
                if !next.status().is_over() {
                    let pos = next.game.position();
                    let loser = match next.settings.opponent {
                        Opponent::Engine { .. } | Opponent::Live { .. } => next.settings.user_side,
                        Opponent::Human => pos.turn(),
                    };
                    if next
                        .game
                        .record_result(RecordedResult::Resignation(loser))
                        .is_ok()
                    {
                        let ply = u32::try_from(next.plies()).unwrap_or(u32::MAX);
                        next.send_peer(crate::live::messages::PeerMessage::Resign { ply });
                    }
                }
            }
            Action::OfferDraw => next.offer_draw(),
            Action::AcceptDraw => {
                if next.may_accept_draw() {
                    next.game.record_result(RecordedResult::DrawAgreed).ok();
                    next.draw_offer = None;
                    let ply = u32::try_from(next.plies()).unwrap_or(u32::MAX);
                    next.send_peer(crate::live::messages::PeerMessage::AnswerDraw {
                        ply,
                        accept: true,
                    });
                }
            }
            Action::Count(control) => {
                next.count(control);
                next.send_count(&self, control);
            }
            Action::SetPrefs(prefs) => next.prefs = prefs,
            Action::ShowDialog(open) => next.dialog_open = open,
            Action::DismissNotice => next.notice = None,
            Action::SetNames(names) => next.names = names.map(|n| clean_name(&n)),
            Action::Notify(notice) => next.notice = Some(notice),
            Action::Load(replayed) => {
                next = State::from_replayed(*replayed, self.prefs);
                next.library = self.library.replaced(None, Some(Source::Import));
            }
            Action::Open(id, replayed) => {
                next = State::from_replayed(*replayed, self.prefs);
                next.library = self.library.replaced(Some(id), None);
            }
            Action::Stored(generation, id) => {
                if self.library.generation == generation {
                    next.library.id = Some(id);
                }
            }
            Action::Comment(ply, text) if ply <= next.plies() => {
                next.annotations.set_comment(ply, &text);
            }
            Action::Comment(..) => {}
            Action::ConfirmMove => next.confirm_move(),
            Action::CancelMove => {}
            Action::AskHint(kind) => next.ask_hint(kind),
            Action::HintFound(uci) => next.hint_found(&uci),
            Action::StartLive(settings, names) => {
                next = State::new_live(settings, names, self.prefs);
                next.library = self.library.replaced(None, None);
            }
            Action::Live(action) => next.reduce_live(action),
        }
        // The friend's own moves are not sent back; this device's, including the set-up drops
        // it plays by a shortcut after them, are.
        let sent_from = match action_kind {
            ActionKind::Local => self.plies(),
            ActionKind::FromPeer => next.plies(),
        };
        // A hint is of the position it was asked on, with hints on.
        if next.game.moves() != self.game.moves()
            || next.game.position() != self.game.position()
            || !next.prefs.hints
        {
            next.hint = None;
        }
        next.play_planned_drops();
        next.engine_counts();
        next.send_own_moves(&self.game.moves()[..sent_from.min(self.plies())], sent_from);
        Rc::new(next)
    }
}
