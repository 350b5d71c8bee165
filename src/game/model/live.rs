//! A live game as the game routes it: live play's state ([`LiveState`]) lives in `live::model`;
//! here the game lends it what it reads ([`GameFacts`]) and makes the changes it returns.
use makruk_core::{Color, Game};

use super::State;
use crate::formats::link;
use crate::live::messages::PeerMessage;
use crate::live::model::{self as live, GameChange, GameFacts, LiveAction, LiveState, PeerRefusal};
use crate::live::spectate::Spectated;
use crate::live::PeerStatus;
use crate::model::chat::Chat;
use crate::model::counting::CountControl;
use crate::model::record::{clean_name, new_game};
use crate::model::standing_offers::StandingOffers;
use crate::settings::{GameSettings, Opponent, Prefs};

impl State {
    /// Live play's state with what it reads of the game and the players' chat; `None` when the
    /// game is not live.
    fn live_parts(&mut self) -> Option<(&mut LiveState, GameFacts<'_>, &mut Chat)> {
        let facts = game_facts(&self.game, &self.settings, self.clock_ms, self.draw_offer)?;
        Some((self.live.as_mut()?, facts, &mut self.chat))
    }

    /// The friend's side in a live game.
    pub fn peer_side(&self) -> Option<Color> {
        self.live.as_ref().map(|_| self.settings.user_side.other())
    }

    /// Whether a live game's channel is open, or the game is not live.
    pub fn peer_ready(&self) -> bool {
        self.live.as_ref().is_none_or(LiveState::is_connected)
    }

    /// Queues a message for the friend (nothing when the game is not live).
    pub(super) fn send_peer(&mut self, message: PeerMessage) {
        if let Some(live) = self.live.as_mut() {
            live.send(message);
        }
    }

    /// The message a connection opens with: this device's game, for the two to compare.
    pub fn hello(&self, name: &str) -> Option<PeerMessage> {
        let game_id = self.settings.live_game()?;
        let record = self.record();
        let game = link::encode(&link::SharedGame::of(&record)).ok()?;
        Some(PeerMessage::Hello {
            game_id,
            name: clean_name(name),
            seat: self.settings.user_side,
            game,
            clock_ms: self.clock_ms,
        })
    }

    /// The game as it stands for a spectator; `None` when the game is not live.
    pub fn spectated(&self) -> Option<Spectated> {
        let game_id = self.settings.live_game()?;
        Some(live::spectated(game_id, &self.record(), self.clock_ms))
    }

    /// The user's offers standing in a live game (none in any other game).
    pub(super) fn own_offers(&self) -> StandingOffers {
        self.live
            .as_ref()
            .map(|live| live.own_offers(self.settings.user_side, self.draw_offer))
            .unwrap_or_default()
    }

    /// Queues this device's moves from ply `from` for the friend, each with the mover's clock
    /// after it, if the game still starts with `kept` (the moves before `from` as they were).
    pub(super) fn send_own_moves(&mut self, kept: &[makruk_core::Move], from: usize) {
        if !self.game.moves().starts_with(kept) {
            return;
        }
        let (me, clock_ms) = (self.settings.user_side, self.clock_ms);
        if let Some(live) = self.live.as_mut() {
            live.send_own_moves(&self.game, me, clock_ms, from);
        }
    }

    /// The user's counting control in a live game, sent to the friend when applied.
    pub(super) fn send_count(&mut self, before: &State, control: CountControl) {
        if self.game.counting_actions() != before.game.counting_actions() {
            let ply = self.plies();
            if let Some(live) = self.live.as_mut() {
                live.send_count(ply, control);
            }
        }
    }

    /// Whether the user may ask to take a move back: a live game on, connected, the user has a
    /// move to take back, and no request stands.
    pub fn may_ask_takeback(&self) -> bool {
        let facts = game_facts(&self.game, &self.settings, self.clock_ms, self.draw_offer);
        match (&self.live, facts) {
            (Some(live), Some(facts)) => live.may_ask_takeback(&facts),
            _ => false,
        }
    }

    /// Routes `action` to live play's state and makes the changes it returns; nothing when the
    /// game is not live.
    pub(super) fn reduce_live(&mut self, action: LiveAction) {
        let Some((live, facts, chat)) = self.live_parts() else {
            return;
        };
        let changes = live.reduce(&facts, chat, action);
        if let Err(refusal) = self.make_live_changes(changes) {
            if let Some(live) = self.live.as_mut() {
                live.refused = Some(refusal);
            }
        }
    }

    /// The time on the running clock in a live game (see [`LiveState::tick`]).
    pub(super) fn live_tick(&mut self, elapsed_ms: u64) {
        let Some(mut clock) = self.clock_ms else {
            return;
        };
        let Some((live, facts, _)) = self.live_parts() else {
            return;
        };
        let fallen = live.tick(&facts, &mut clock, elapsed_ms);
        self.clock_ms = Some(clock);
        if let Some(game) = fallen {
            self.game = game;
            self.entry = Default::default();
        }
    }

    /// Makes the changes live play asks of the game, in order.
    fn make_live_changes(
        &mut self,
        changes: impl IntoIterator<Item = GameChange>,
    ) -> Result<(), PeerRefusal> {
        let peer = self.settings.user_side.other();
        for change in changes {
            match change {
                GameChange::Play { m, clock_ms } => {
                    let view = self.view;
                    if !self.play(m, true) {
                        return Err(PeerRefusal::IllegalMove);
                    }
                    self.view = view;
                    if let (Some(clock), Some(claimed)) = (self.clock_ms.as_mut(), clock_ms) {
                        let here = clock[peer.index()];
                        clock[peer.index()] = claimed.min(here + live::CLOCK_TOLERANCE_MS);
                    }
                }
                GameChange::Game(game) => self.game = game,
                GameChange::CaughtUp(game) => {
                    self.game = game;
                    self.annotations.truncate(self.plies());
                    self.view = None;
                    self.entry = Default::default();
                }
                GameChange::Clocks(clocks) => {
                    if let Some(clock) = self.clock_ms.as_mut() {
                        *clock = clocks;
                    }
                }
                GameChange::PeerName(name) => self.names[peer.index()] = name,
                GameChange::DrawOffer(offer) => self.draw_offer = offer,
                GameChange::DrawDeclined => self.draw_declined = true,
                GameChange::TakeBack(side) => self.take_back_for(side),
                GameChange::Rematch(game_id) => self.start_rematch(game_id),
            }
        }
        Ok(())
    }

    /// Takes moves back until `side`'s last move is undone (its turn again).
    fn take_back_for(&mut self, side: Color) {
        while let Some(before) = self.plies().checked_sub(1) {
            let mover = self.game.positions()[before].turn();
            self.game.undo();
            if mover == side {
                break;
            }
        }
        self.annotations.truncate(self.plies());
        self.setup_plans = Default::default();
        self.draw_offer = None;
        self.view = None;
        self.entry = Default::default();
        self.animate = false;
    }

    /// The next game of a rematch: the same rules and clock, colours swapped, a new library
    /// entry; the connection and the messages not yet sent carry over.
    fn start_rematch(&mut self, game_id: u64) {
        let settings = GameSettings {
            opponent: Opponent::Live { game_id },
            user_side: self.settings.user_side.other(),
            ..self.settings
        };
        let [white, black] = self.names.clone();
        let live = self.live.take().map(LiveState::for_rematch);
        let library = self.library.replaced(None, None);
        *self = State::new_game(settings, self.prefs);
        self.names = [black, white];
        self.flipped = settings.user_side == Color::Black;
        self.live = live;
        self.library = library;
    }

    /// A live game's first state on this device: a new game of `settings` (whose opponent is
    /// the friend), with the players' names, waiting for the connection.
    pub fn new_live(settings: GameSettings, names: [String; 2], prefs: Prefs) -> State {
        let mut state = State::new_game(settings, prefs);
        state.game = new_game(settings.start_position(), settings.options);
        state.names = names.map(|n| clean_name(&n));
        state.flipped = settings.user_side == Color::Black;
        state.live = Some(LiveState::new(PeerStatus::Waiting));
        state
    }
}

/// What live play reads of a game of `settings`; `None` when the game is not live.
fn game_facts<'a>(
    game: &'a Game,
    settings: &GameSettings,
    clock_ms: Option<[u64; 2]>,
    draw_offer: Option<Color>,
) -> Option<GameFacts<'a>> {
    Some(GameFacts {
        game,
        game_id: settings.live_game()?,
        me: settings.user_side,
        clock_ms,
        draw_offer,
    })
}
