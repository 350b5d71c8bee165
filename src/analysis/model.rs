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
mod tests {
    use super::*;
    use crate::settings::GameSettings;
    use makruk_core::{Sutras, Variant};

    fn sq(name: &str) -> Square {
        Square::from_name(name).expect("square")
    }

    fn board_after(ucis: &[&str], ply: usize) -> Board {
        let start = Position::startpos(Variant::Makruk);
        let moves = parse_line(
            &start,
            &ucis.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
        );
        assert_eq!(moves.len(), ucis.len());
        Board::new(&AnalysisSource {
            moves,
            ply,
            ..AnalysisSource::of_position(start)
        })
    }

    fn reduce(board: Board, msgs: impl IntoIterator<Item = Msg>) -> Board {
        let mut board = Rc::new(board);
        for msg in msgs {
            board = board.reduce(msg);
        }
        (*board).clone()
    }

    /// Black, with a met against a ruea, counts board's honour; White opens with `moves`.
    fn endgame(moves: &[&str]) -> Board {
        let start = Position::from_fen(Variant::Makruk, "4k3/3m4/8/8/8/8/8/R3K3 w - - 0 1")
            .expect("valid FEN");
        let moves = parse_line(
            &start,
            &moves.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
        );
        let ply = moves.len();
        Board::new(&AnalysisSource {
            moves,
            ply,
            ..AnalysisSource::of_position(start)
        })
    }

    fn play(board: Board, uci: &str) -> Board {
        let m = board.position().parse_uci_move(uci).expect("legal move");
        reduce(board, [Msg::PlayLine(vec![m])])
    }

    fn number(board: &Board) -> Option<u32> {
        board.game().counting().map(|c| c.number())
    }

    #[test]
    fn a_hand_piece_is_dropped_on_the_analysis_board() {
        let board = Board::new(&AnalysisSource::of_position(Position::startpos(
            Variant::Sittuyin,
        )));
        let board = reduce(board, [Msg::PickHand(Role::Ruea), Msg::Press(sq("b2"))]);
        assert_eq!(
            board.current,
            board.tree.root(),
            "a ruea only on the back rank"
        );
        let board = reduce(board, [Msg::PickHand(Role::Ruea), Msg::Press(sq("b1"))]);
        assert_eq!(
            board.tree.move_to(board.current).map(|m| m.to_string()),
            Some("R@b1".into())
        );
        assert_eq!(
            board
                .position()
                .in_hand(makruk_core::Color::White, Role::Ruea),
            1
        );
    }

    #[test]
    fn a_count_belongs_to_its_node_and_shows_only_after_it() {
        let board = endgame(&[]);
        assert_eq!(board.count_controls(), [], "White is the stronger side");
        let refused = reduce(board.clone(), [Msg::Count(CountControl::Start)]);
        assert!(refused.counts.is_empty());
        let board = play(board, "a1a2");
        assert_eq!(number(&board), None, "nobody started a count");
        let replayed = new_game(board.play_start(), board.options);
        assert_eq!(replayed.counting(), None, "play from here invents no count");
        assert_eq!(board.count_controls(), [CountControl::Start]);
        let started_at = board.current;
        let board = reduce(board, [Msg::Count(CountControl::Start)]);
        assert_eq!(number(&board), Some(0));
        assert_eq!(
            board.count_controls(),
            [CountControl::Stop, CountControl::Restart]
        );
        let board = play(play(play(board, "d7c6"), "a2a3"), "c6d5");
        assert_eq!(number(&board), Some(2), "Black's second counted move");
        assert_eq!(
            board.count_controls(),
            [],
            "White may not stop Black's count"
        );
        let board = play(play(board, "a3a4"), "d5c4");
        assert_eq!(number(&board), Some(3));

        let back = reduce(
            board.clone(),
            [Msg::Step(Step::Back), Msg::Step(Step::Back)],
        );
        assert_eq!(number(&back), Some(2));
        let before = reduce(back, [Msg::Goto(board.tree.root())]);
        assert_eq!(
            number(&before),
            None,
            "stepping back before the start hides the count"
        );
        let variation = play(play(before, "a1b1"), "d7e6");
        assert!(!variation.tree.is_main_line(variation.current));
        assert_eq!(
            number(&variation),
            None,
            "a variation from before the start has none"
        );
        assert_eq!(variation.count_controls(), []);
        let forward = reduce(variation, [Msg::Goto(started_at), Msg::Step(Step::End)]);
        assert_eq!(number(&forward), Some(3), "the main line keeps its count");

        let deleted = reduce(forward, [Msg::Delete(started_at)]);
        assert!(
            deleted.counts.is_empty(),
            "a deleted node takes its actions along"
        );
    }

    #[test]
    fn a_restart_begins_again_and_a_stop_ends_the_count() {
        let board = reduce(endgame(&["a1a2"]), [Msg::Count(CountControl::Start)]);
        let board = play(play(play(board, "d7c6"), "a2a3"), "c6d5");
        let board = play(play(board, "a3a4"), "d5c4");
        assert_eq!(number(&board), Some(3));
        let board = play(board, "a4a5");
        let board = reduce(board, [Msg::Count(CountControl::Restart)]);
        assert_eq!(
            number(&board),
            Some(0),
            "a restart counts from the beginning"
        );
        let board = reduce(board, [Msg::Count(CountControl::Stop)]);
        assert_eq!(number(&board), None);
        assert_eq!(board.count_controls(), [CountControl::Start]);
        assert_eq!(
            board.counts.get(&board.current),
            Some(&vec![
                CountAction::Stop,
                CountAction::Start,
                CountAction::Stop
            ])
        );
    }

    #[test]
    fn a_game_opens_with_its_counting_actions_and_rule_options() {
        let start = Position::from_fen(Variant::Makruk, "4k3/3m4/8/8/8/8/8/R3K3 w - - 0 1")
            .expect("valid FEN");
        let moves = parse_line(&start, &["a1a2".into(), "d7c6".into(), "a2a3".into()]);
        let board = Board::new(&AnalysisSource {
            moves,
            count_actions: vec![(1, CountAction::Start)],
            ply: 3,
            ..AnalysisSource::of_position(start)
        });
        assert_eq!(number(&board), Some(1), "Black's first counted move");
        let replayed = new_game(board.play_start(), board.options);
        assert_eq!(
            replayed.counting(),
            board.game().counting(),
            "play from here carries the count"
        );
        let root = reduce(board, [Msg::Step(Step::Start)]);
        assert_eq!(number(&root), None);

        let black_to_move = Position::from_fen(Variant::Makruk, "4k3/3m4/8/8/8/8/8/R3K3 b - - 0 1")
            .expect("valid FEN");
        let board = Board::new(&AnalysisSource {
            count_actions: vec![(0, CountAction::Start)],
            ..AnalysisSource::of_position(black_to_move)
        });
        assert_eq!(
            number(&board),
            Some(0),
            "a count started on the start position"
        );

        let sutras = GameSettings::options_for(Variant::Makruk).with_sutras(Sutras::ALL);
        let board = Board::new(&AnalysisSource {
            options: sutras,
            ..AnalysisSource::of_position(Position::startpos(Variant::Makruk))
        });
        assert_eq!(board.options, sutras);
        // Sut Met: the bia e3 steps to e4 and the met e1 takes e3.
        let board = play(board, "e1e3");
        assert_eq!(
            board.position().to_fen().split(' ').next(),
            Some("rnsmksnr/8/pppppppp/8/4P3/PPPPMPPP/8/RNSK1SNR")
        );
    }

    #[test]
    fn a_refused_move_is_kept_until_the_next_action() {
        let board = board_after(&[], 0);
        let refused = reduce(board.clone(), [Msg::Press(sq("e3")), Msg::Press(sq("e5"))]);
        assert_eq!(refused.refused, Some((sq("e3"), sq("e5"))));
        assert_eq!(refused.current, board.current, "nothing played");
        assert_eq!(reduce(refused, [Msg::Flip]).refused, None);
        let dropped = reduce(board, [Msg::Drop(sq("e3"), sq("e6"))]);
        assert_eq!(dropped.refused, Some((sq("e3"), sq("e6"))));
    }

    #[test]
    fn opens_on_the_shown_ply_and_analyses_it() {
        let board = board_after(&["e3e4", "d6d5"], 1);
        assert_eq!(board.tree.ply(board.current), 1);
        match board.job() {
            Some(Request::Analyse(req)) => {
                assert_eq!(req.game.moves, vec!["e3e4".to_string()]);
                assert_eq!((req.lines, req.movetime_ms), (1, None));
            }
            other => panic!("expected an analysis, got {other:?}"),
        }
        let off = reduce(board, [Msg::ToggleEngine]);
        assert_eq!(off.job(), None);
    }

    #[test]
    fn an_asean_promotion_waits_for_the_choice() {
        let start = Position::from_fen(Variant::Asean, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
            .expect("valid FEN");
        let board = Board::new(&AnalysisSource::of_position(start));
        let root = board.current;
        let board = reduce(board, [Msg::Drop(sq("b7"), sq("b8"))]);
        assert_eq!(board.entry.promoting, Some((sq("b7"), sq("b8"))));
        assert_eq!(board.current, root, "nothing played before the choice");
        let board = reduce(board, [Msg::ChoosePromotion(None)]);
        assert_eq!((board.entry.promoting, board.current), (None, root));
        let board = reduce(
            board,
            [
                Msg::Press(sq("b7")),
                Msg::Press(sq("b8")),
                Msg::ChoosePromotion(Some(Role::Ruea)),
            ],
        );
        assert_eq!(
            board.tree.move_to(board.current).map(|m| m.to_string()),
            Some("b7b8r".to_string())
        );
    }

    #[test]
    fn both_sides_move_and_a_new_move_starts_a_variation() {
        let board = board_after(&["e3e4", "d6d5"], 1);
        let first = board.current;
        // Black plays c5 instead of d5 by clicks, then White answers by a drag.
        let board = reduce(
            board,
            [
                Msg::Press(sq("c6")),
                Msg::Press(sq("c5")),
                Msg::Drop(sq("b1"), sq("d2")),
            ],
        );
        assert_eq!(board.tree.children(first).len(), 2);
        assert_eq!(board.tree.ply(board.current), 3);
        assert!(!board.tree.is_main_line(board.current));
        assert!(!board.animate, "a dropped piece does not slide");
        let current = board.current;
        let board = reduce(board, [Msg::Promote(current)]);
        assert!(board.tree.is_main_line(board.current));
    }

    #[test]
    fn steps_and_delete_move_the_shown_node() {
        let board = board_after(&["e3e4", "d6d5", "b1d2"], 3);
        let board = reduce(board, [Msg::Step(Step::Back), Msg::Step(Step::Back)]);
        assert_eq!(board.tree.ply(board.current), 1);
        let e4 = board.current;
        let board = reduce(board, [Msg::Step(Step::End)]);
        assert_eq!(board.tree.ply(board.current), 3);
        let d5 = board.tree.next(e4).expect("d5");
        let board = reduce(board, [Msg::Delete(d5)]);
        assert_eq!(board.current, e4);
        assert_eq!(board.tree.main_line().len(), 2);
        let board = reduce(board, [Msg::Step(Step::Start), Msg::Step(Step::Back)]);
        assert_eq!(board.current, board.tree.root());
    }

    #[test]
    fn the_table_note_lasts_until_the_next_line_or_position() {
        let info = Msg::Engine(JobEvent::Reply(Reply::Info {
            id: 1,
            multipv: 1,
            depth: 5,
            score: Score::Mate(22),
            nodes: 1,
            nps: 1,
            threads: 1,
            pv: vec!["e3e4".into()],
        }));
        let building = || Msg::Engine(JobEvent::Reply(Reply::BuildingTable { id: 1 }));
        let board = reduce(board_after(&["e3e4"], 1), [building()]);
        assert!(board.building_table);
        let board = reduce(board, [info]);
        assert!(!board.building_table, "the lines go on");
        let board = reduce(board, [building(), Msg::Step(Step::Back)]);
        assert!(!board.building_table, "another position");
        let board = reduce(board, [building(), Msg::ToggleEngine]);
        assert!(!board.building_table, "the engine switched off");
    }

    #[test]
    fn engine_lines_fill_in_by_index_and_follow_the_position() {
        let board = reduce(board_after(&[], 0), [Msg::SetLines(2)]);
        let info = |multipv: u32, pv: &[&str]| {
            Msg::Engine(JobEvent::Reply(Reply::Info {
                id: 1,
                multipv,
                depth: 5,
                score: Score::Cp(10),
                nodes: 1,
                nps: 1,
                threads: 2,
                pv: pv.iter().map(|s| s.to_string()).collect(),
            }))
        };
        let board = reduce(
            board,
            [
                info(1, &["e3e4", "d6d5"]),
                info(2, &["c3c4"]),
                info(3, &["a3a4"]),
                info(1, &["e6e5"]),
            ],
        );
        assert_eq!(board.pvs.len(), 2, "a third line was not asked for");
        assert_eq!(board.pvs[0].moves.len(), 2, "an illegal line is ignored");
        assert_eq!(board.threads, 2, "the threads the engine reported");
        let played = board.pvs[0].moves.clone();
        let board = reduce(board, [Msg::PlayLine(played)]);
        assert_eq!(board.tree.ply(board.current), 2);
        assert!(board.pvs.is_empty(), "a new position forgets the old lines");
    }

    #[test]
    fn a_review_marks_moves_and_shows_the_best_one() {
        let board = board_after(&["e3e4", "d6d5"], 2);
        let board = reduce(board, [Msg::StartReview]);
        match board.job() {
            Some(Request::Review(req)) => assert_eq!(req.game.moves.len(), 2),
            other => panic!("expected a review, got {other:?}"),
        }
        let eval = |ply: usize, cp: i32, best: Option<&str>| {
            Msg::Engine(JobEvent::Reply(Reply::Eval {
                id: 1,
                ply,
                score: Score::Cp(cp),
                best: best.map(str::to_string),
            }))
        };
        let board = reduce(
            board,
            [
                eval(0, 0, Some("b3b4")),
                eval(1, 300, Some("c6c5")),
                eval(2, -280, Some("b1d2")),
                Msg::Engine(JobEvent::Reply(Reply::Done { id: 1 })),
            ],
        );
        let review = board.review.clone().expect("a review");
        assert!(!review.running);
        assert_eq!(review.done(), 3);
        assert_eq!(
            board.reviewed_score(board.tree.main_line()[2]),
            Some(Score::Cp(-280))
        );
        let line = board.tree.main_line();
        let marked = board.judgement(line[1]).expect("e4 judged");
        assert_eq!(marked.loss_cp, 300);
        assert_eq!(board.judgements().len(), 2);
        let board = reduce(board, [Msg::ShowMistake(1)]);
        assert_eq!(board.current, board.tree.root());
        let best = board.position().parse_uci_move("b3b4").expect("legal");
        assert_eq!(board.hint, Some((board.tree.root(), best)));
        assert!(board.job().is_some(), "analysis resumes after the review");
    }

    #[test]
    fn an_engine_failure_stops_asking() {
        let board = reduce(
            board_after(&[], 0),
            [Msg::Engine(JobEvent::Reply(Reply::Error {
                id: 1,
                text: "illegal move e3e5".into(),
            }))],
        );
        assert!(board.engine_failed);
        assert_eq!(board.job(), None);
        let board = reduce(
            board,
            [Msg::ToggleEngine, Msg::ToggleEngine, Msg::StartReview],
        );
        let board = reduce(board, [Msg::Engine(JobEvent::Failed)]);
        assert!(board.engine_failed);
        assert!(board.review.as_ref().is_some_and(|r| !r.running));
        assert_eq!(board.job(), None);
        let retried = reduce(board, [Msg::ToggleEngine, Msg::ToggleEngine]);
        assert!(retried.job().is_some());
    }
}
