//! The analysis board's state: the variation tree, the node shown, the engine's lines and the game
//! review, changed only by [`Msg`]s through a pure reducer.
use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;

use makruk_core::annotation::clean_comment;
use makruk_core::{CountAction, Game, Move, Position, Role, RuleOptions, Square};
use makruk_engine::Score;
use yew::Reducible;

use super::review::{judge, Judgement, PositionEval};
use super::tree::{NodeId, Tree};
use super::AnalysisSource;
use crate::model::counting::{self, CountControl};
use crate::model::move_entry::MoveEntry;
use crate::model::record::new_game;
use crate::platform::worker::protocol::{
    AnalyseRequest, GameLine, Reply, Request, ReviewRequest, MAX_LINES,
};
use crate::platform::worker::JobEvent;

/// Search time for each position of a game review, in milliseconds.
pub const REVIEW_MS: u64 = 400;

/// One of the engine's best lines for the shown position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PvLine {
    /// Completed depth.
    pub depth: u32,
    /// Score for the side to move.
    pub score: Score,
    /// The moves, the first one played in the shown position.
    pub moves: Vec<Move>,
}

/// A game review: the main line's positions as the engine judged them.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The reviewed line's nodes, the start first.
    pub line: Vec<NodeId>,
    /// The engine's evaluation of each of those positions, as they arrive.
    pub evals: Vec<Option<PositionEval>>,
    /// The verdict on each move of the line (index 0 = the first move).
    pub judgements: Vec<Option<Judgement>>,
    /// The engine is still at work.
    pub running: bool,
}

impl Review {
    /// How many positions have been evaluated.
    pub fn done(&self) -> usize {
        self.evals.iter().filter(|e| e.is_some()).count()
    }
}

/// Everything the analysis board shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// The rule options the lines are played under (sutras, counting by hand…).
    pub options: RuleOptions,
    /// All the moves tried.
    pub tree: Tree,
    /// The counting actions made at each node, in order, before its continuations.
    pub counts: BTreeMap<NodeId, Vec<CountAction>>,
    /// The node shown.
    pub current: NodeId,
    /// The move being entered on the board.
    pub entry: MoveEntry,
    /// The last move entered on the board (from, to) was not legal: shown until the next action.
    pub refused: Option<(Square, Square)>,
    /// Black at the bottom.
    pub flipped: bool,
    /// Whether the last move should slide in (false after a drag).
    pub animate: bool,
    /// The engine analyses the shown position.
    pub engine_on: bool,
    /// How many best lines to show, 1..=3.
    pub lines: u8,
    /// The engine's lines for the shown position, best first.
    pub pvs: Vec<PvLine>,
    /// The engine's speed on the shown position, in nodes per second.
    pub nps: u64,
    /// The threads the engine searches the shown position in.
    pub threads: u8,
    /// The engine is building the shown position's endgame table (a lone khun against two
    /// pieces), before its lines go on.
    pub building_table: bool,
    /// The game review, once started.
    pub review: Option<Review>,
    /// A move to point at with an arrow while its node is shown (the best move of a reviewed
    /// mistake).
    pub hint: Option<(NodeId, Move)>,
    /// The engine failed to start or stopped working.
    pub engine_failed: bool,
    /// Comments after the moves to these nodes (the root's: before the first move).
    pub comments: BTreeMap<NodeId, String>,
    /// The NAGs of the moves to these nodes.
    pub nags: BTreeMap<NodeId, Vec<u8>>,
}

/// The ways to step through the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The start position.
    Start,
    /// One move back.
    Back,
    /// One move on, along the main continuation.
    Forward,
    /// The end of the shown line.
    End,
}

/// Every change the user or the engine makes.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// A square was pressed: select, move or deselect.
    Press(Square),
    /// A piece was dragged from one square to another.
    Drop(Square, Square),
    /// A piece of this kind in the hand of the side to move was pressed: pick or unpick it.
    PickHand(Role),
    /// Finish the waiting promotion with this piece, or take the move back (`None`).
    ChoosePromotion(Option<Role>),
    /// Plays these moves one after the other from the shown position.
    PlayLine(Vec<Move>),
    /// Show this node.
    Goto(NodeId),
    /// Step through the tree.
    Step(Step),
    /// Make the line through this node the main line.
    Promote(NodeId),
    /// Delete this node and what follows it.
    Delete(NodeId),
    /// Turn the board around.
    Flip,
    /// Engine on or off.
    ToggleEngine,
    /// Show this many best lines (1..=3).
    SetLines(u8),
    /// Review the main line.
    StartReview,
    /// Stop the review where it is.
    CancelReview,
    /// Show the position before the reviewed move at this ply, with the best move as an arrow.
    ShowMistake(usize),
    /// The side to move at the shown node starts, stops or restarts its count.
    Count(CountControl),
    /// The engine reported.
    Engine(JobEvent),
    /// Sets the comment after the move to this node (an empty text removes it).
    Comment(NodeId, String),
}

impl Board {
    /// A board on the source's start and rule options with its moves as the main line and its
    /// counting actions at their plies, showing the position after `source.ply` moves.
    pub fn new(source: &AnalysisSource) -> Board {
        let start = new_game(source.start.clone(), source.options);
        let mut tree = Tree::with_main_line(start.position().clone(), &source.moves);
        let line = tree.main_line();
        let notes = tree.add_annotations(&line, &source.annotations);
        let mut nags: BTreeMap<NodeId, Vec<u8>> = BTreeMap::new();
        for (node, nag) in notes.nags {
            nags.entry(node).or_default().push(nag);
        }
        let mut comments: BTreeMap<NodeId, String> = BTreeMap::new();
        for (node, text) in notes.comments {
            comments
                .entry(node)
                .and_modify(|joined| {
                    joined.push(' ');
                    joined.push_str(&text);
                })
                .or_insert(text);
        }
        let current = line[source.ply.min(line.len() - 1)];
        let mut counts: BTreeMap<NodeId, Vec<CountAction>> = BTreeMap::new();
        for &(ply, action) in &source.count_actions {
            if let Some(&node) = line.get(ply) {
                counts.entry(node).or_default().push(action);
            }
        }
        Board {
            options: start.options(),
            tree,
            counts,
            current,
            entry: MoveEntry::default(),
            refused: None,
            flipped: source.flipped,
            animate: false,
            engine_on: true,
            lines: 1,
            pvs: Vec::new(),
            nps: 0,
            threads: 1,
            building_table: false,
            review: None,
            hint: None,
            engine_failed: false,
            comments,
            nags,
        }
    }

    /// The shown position.
    pub fn position(&self) -> &Position {
        self.tree.position(self.current)
    }

    /// The game from the start to `node`: its moves with the counting actions made on the way.
    pub fn game_at(&self, node: NodeId) -> Game {
        let mut game = new_game(self.tree.position(self.tree.root()).clone(), self.options);
        for at in self.tree.path(node) {
            if let Some(m) = self.tree.move_to(at) {
                game.play(m).ok();
            }
            for action in self.counts.get(&at).into_iter().flatten() {
                match action {
                    CountAction::Start => game.start_counting().ok(),
                    CountAction::Stop => game.stop_counting().ok(),
                };
            }
        }
        game
    }

    /// The game to the shown node.
    pub fn game(&self) -> Game {
        self.game_at(self.current)
    }

    /// The shown position as the start of a new game: its FEN carries the count running there
    /// (which a game counting by hand takes as started) and no counting fields when none runs.
    pub fn play_start(&self) -> Position {
        let pos = self.position();
        let game = self.game();
        let fen = match game.counting() {
            Some(_) => game.fen(),
            None => fen_without_count(pos),
        };
        Position::from_fen(pos.variant(), &fen)
            .map(|start| start.with_move_rules(pos.move_rules()))
            .unwrap_or_else(|_| pos.clone())
    }

    /// The counting buttons the side to move at the shown node may press.
    pub fn count_controls(&self) -> Vec<CountControl> {
        counting::controls(&self.game())
    }

    /// Records a counting control at the shown node if its side to move may press it now.
    fn count(&mut self, control: CountControl) {
        if self.count_controls().contains(&control) {
            self.counts
                .entry(self.current)
                .or_default()
                .extend_from_slice(control.actions());
        }
    }

    /// What the engine should be doing now: reviewing, analysing the shown position, or nothing.
    pub fn job(&self) -> Option<Request> {
        let start = self.tree.position(self.tree.root());
        if let Some(review) = self.review.as_ref().filter(|r| r.running) {
            let last = review.line.last().copied().unwrap_or(self.tree.root());
            return Some(Request::Review(ReviewRequest {
                id: 0,
                movetime_ms: REVIEW_MS,
                game: GameLine::new(start, &self.tree.moves_to(last)),
            }));
        }
        let playable = self.position().outcome().is_none();
        (self.engine_on && playable && !self.engine_failed).then(|| {
            Request::Analyse(AnalyseRequest {
                id: 0,
                lines: self.lines,
                movetime_ms: None,
                game: GameLine::of_game(&self.game()),
            })
        })
    }

    /// The review's verdict on the move that led to `node`, if it was reviewed.
    pub fn judgement(&self, node: NodeId) -> Option<&Judgement> {
        let review = self.review.as_ref()?;
        let ply = review.line.iter().position(|&n| n == node)?;
        review.judgements.get(ply.checked_sub(1)?)?.as_ref()
    }

    /// The review's score of the position at `node`, if it was evaluated.
    pub fn reviewed_score(&self, node: NodeId) -> Option<Score> {
        let review = self.review.as_ref()?;
        let ply = review.line.iter().position(|&n| n == node)?;
        Some(review.evals.get(ply)?.as_ref()?.score)
    }

    /// The reviewed judgements by node.
    pub fn judgements(&self) -> HashMap<NodeId, &Judgement> {
        let Some(review) = &self.review else {
            return HashMap::new();
        };
        review
            .judgements
            .iter()
            .flatten()
            .filter_map(|j| Some((*review.line.get(j.ply)?, j)))
            .collect()
    }

    fn show(&mut self, node: NodeId, animate: bool) {
        if node != self.current {
            self.pvs.clear();
            self.nps = 0;
            self.building_table = false;
        }
        self.current = node;
        self.entry = MoveEntry::default();
        self.animate = animate;
    }

    fn play(&mut self, m: Move, animate: bool) {
        if let Ok(next) = self.tree.play(self.current, m) {
            self.show(next, animate);
        }
    }

    fn choose_promotion(&mut self, role: Option<Role>) {
        if let Some(m) = self.entry.promote(self.tree.position(self.current), role) {
            self.play(m, true);
        }
    }

    fn press(&mut self, sq: Square) {
        self.entry.promoting = None;
        let picked = self.entry.selected;
        match self.entry.press(self.tree.position(self.current), sq) {
            Some(m) => self.play(m, true),
            None if self.entry == MoveEntry::default() => {
                self.refused = picked.filter(|&from| from != sq).map(|from| (from, sq));
            }
            None => {}
        }
    }

    fn step(&mut self, step: Step) {
        let target = match step {
            Step::Start => Some(self.tree.root()),
            Step::Back => self.tree.parent(self.current),
            Step::Forward => self.tree.next(self.current),
            Step::End => Some(self.tree.line_end(self.current)),
        };
        if let Some(node) = target {
            self.show(node, step == Step::Forward);
        }
    }

    fn delete(&mut self, node: NodeId) {
        let on_path = self.tree.path(self.current).contains(&node);
        if let Some(parent) = self.tree.delete(node) {
            let tree = &self.tree;
            self.counts.retain(|&n, _| tree.contains(n));
            if on_path {
                self.show(parent, false);
            }
            if self.review.as_ref().is_some_and(|r| r.line.contains(&node)) {
                self.review = None;
            }
        }
    }

    fn start_review(&mut self) {
        let line = self.tree.main_line();
        self.review = Some(Review {
            evals: vec![None; line.len()],
            judgements: vec![None; line.len() - 1],
            line,
            running: true,
        });
        self.hint = None;
    }

    fn show_mistake(&mut self, ply: usize) {
        let Some(review) = &self.review else {
            return;
        };
        let Some(before) = ply.checked_sub(1) else {
            return;
        };
        let node = review.line.get(before).copied();
        let best = review
            .judgements
            .get(before)
            .and_then(Option::as_ref)
            .and_then(|j| j.best);
        if let (Some(node), Some(best)) = (node, best) {
            self.show(node, false);
            self.hint = Some((node, best));
        }
    }

    /// The engine cannot go on: stop asking it until it is switched off and on again.
    fn fail(&mut self) {
        self.engine_failed = true;
        if let Some(review) = self.review.as_mut() {
            review.running = false;
        }
    }

    fn engine(&mut self, event: JobEvent) {
        let reply = match event {
            JobEvent::Reply(reply) => reply,
            JobEvent::Failed => return self.fail(),
        };
        match reply {
            Reply::Info {
                multipv,
                depth,
                score,
                pv,
                nps,
                threads,
                ..
            } => {
                self.nps = nps;
                self.threads = threads;
                self.building_table = false;
                let index = multipv.saturating_sub(1) as usize;
                let moves = parse_line(self.position(), &pv);
                if index >= usize::from(self.lines) || moves.is_empty() {
                    return;
                }
                let line = PvLine {
                    depth,
                    score,
                    moves,
                };
                if index < self.pvs.len() {
                    self.pvs[index] = line;
                } else if index == self.pvs.len() {
                    self.pvs.push(line);
                }
            }
            Reply::Eval {
                ply, score, best, ..
            } => {
                let Some(review) = self.review.as_mut() else {
                    return;
                };
                let Some(&node) = review.line.get(ply) else {
                    return;
                };
                let position = self.tree.position(node);
                let best = best.and_then(|uci| position.parse_uci_move(&uci).ok());
                review.evals[ply] = Some(PositionEval { score, best });
                let moves: Vec<Move> = review
                    .line
                    .iter()
                    .skip(1)
                    .filter_map(|&n| self.tree.move_to(n))
                    .collect();
                review.judgements = judge(&moves, &review.evals);
            }
            Reply::Done { .. } => {
                if let Some(review) = self.review.as_mut() {
                    review.running = false;
                }
            }
            Reply::Error { .. } => self.fail(),
            Reply::BuildingTable { .. } => self.building_table = true,
            Reply::Ready | Reply::BestMove { .. } => {}
        }
    }
}

/// The FEN of `pos` with `-` for the counting limit and the half-move clock for the count (the
/// count field is the last but one, after the checks given where the variant writes them).
fn fen_without_count(pos: &Position) -> String {
    let fen = pos.to_fen();
    let mut fields: Vec<String> = fen.split(' ').map(str::to_string).collect();
    let count = fields.len().saturating_sub(2);
    if fields.len() >= 6 {
        fields[3] = "-".to_string();
        fields[count] = pos.halfmove_clock().to_string();
    }
    fields.join(" ")
}

/// The legal start of a line of UCI moves from `pos`.
pub fn parse_line(pos: &Position, ucis: &[String]) -> Vec<Move> {
    let mut pos = pos.clone();
    let mut moves = Vec::new();
    for uci in ucis {
        let Ok(m) = pos.parse_uci_move(uci) else {
            break;
        };
        pos.play_unchecked(m);
        moves.push(m);
    }
    moves
}

impl Reducible for Board {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        if !matches!(msg, Msg::Engine(_)) {
            next.refused = None;
        }
        match msg {
            Msg::Press(sq) => next.press(sq),
            Msg::Drop(from, to) => {
                match next.entry.drop(next.tree.position(next.current), from, to) {
                    Some(m) => next.play(m, false),
                    None if next.entry.promoting.is_none() && from != to => {
                        next.refused = Some((from, to));
                    }
                    None => {}
                }
            }
            Msg::PickHand(role) => {
                let pos = next.tree.position(next.current);
                next.entry.pick_hand(pos, role);
            }
            Msg::ChoosePromotion(role) => next.choose_promotion(role),
            Msg::PlayLine(moves) => {
                for m in moves {
                    next.play(m, true);
                }
            }
            Msg::Goto(node) if next.tree.contains(node) => next.show(node, false),
            Msg::Goto(_) => {}
            Msg::Comment(node, text) => {
                let text = clean_comment(&text);
                if text.is_empty() {
                    next.comments.remove(&node);
                } else if next.tree.contains(node) {
                    next.comments.insert(node, text);
                }
            }
            Msg::Step(step) => next.step(step),
            Msg::Promote(node) => next.tree.promote(node),
            Msg::Delete(node) => next.delete(node),
            Msg::Flip => next.flipped = !next.flipped,
            Msg::ToggleEngine => {
                next.engine_on = !next.engine_on;
                next.engine_failed = false;
                next.pvs.clear();
                next.building_table = false;
            }
            Msg::SetLines(n) => {
                next.lines = n.clamp(1, MAX_LINES);
                next.pvs.truncate(usize::from(next.lines));
            }
            Msg::StartReview => next.start_review(),
            Msg::CancelReview => {
                if let Some(review) = next.review.as_mut() {
                    review.running = false;
                }
            }
            Msg::ShowMistake(ply) => next.show_mistake(ply),
            Msg::Count(control) => next.count(control),
            Msg::Engine(event) => next.engine(event),
        }
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

#[cfg(test)]
mod tests;
