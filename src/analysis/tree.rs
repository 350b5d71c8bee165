//! The variation tree of an analysis board: every move tried from every position, the main line
//! being each node's first child.
use makruk_core::{Annotations, IllegalMove, Move, Position};

/// Names a node of a [`Tree`]; ids stay valid (and are never reused) while the tree lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(usize);

impl NodeId {
    /// The start position's node in every tree.
    pub const ROOT: NodeId = NodeId(0);

    /// The id as a number (for `data-node` attributes).
    pub fn index(self) -> usize {
        self.0
    }
}

/// One position of the tree and the move that led to it.
#[derive(Clone, Debug, PartialEq)]
struct Node {
    /// The move from the parent (`None` at the root).
    mv: Option<Move>,
    parent: Option<NodeId>,
    /// Continuations, the main one first.
    children: Vec<NodeId>,
    /// The position after the move.
    position: Position,
    /// Moves from the root.
    ply: usize,
}

/// Comments and NAGs placed on the nodes of a tree: each follows the move to its node (the
/// root's comment comes before the first move).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NodeNotes {
    /// Comments with their node.
    pub comments: Vec<(NodeId, String)>,
    /// NAGs with the node of the move they mark.
    pub nags: Vec<(NodeId, u8)>,
}

/// A tree of variations from a start position.
#[derive(Clone, Debug, PartialEq)]
pub struct Tree {
    /// Every node ever made; deleted ones are `None`.
    nodes: Vec<Option<Node>>,
}

impl Tree {
    /// A tree holding only the start position.
    pub fn new(start: Position) -> Tree {
        Tree {
            nodes: vec![Some(Node {
                mv: None,
                parent: None,
                children: Vec::new(),
                position: start,
                ply: 0,
            })],
        }
    }

    /// A tree whose main line is `moves` from `start`, up to the first illegal one.
    pub fn with_main_line(start: Position, moves: &[Move]) -> Tree {
        let mut tree = Tree::new(start);
        let mut at = tree.root();
        for &m in moves {
            match tree.play(at, m) {
                Ok(next) => at = next,
                Err(_) => break,
            }
        }
        tree
    }

    /// Adds the variations of `annotations` (nested ones too) to `line`, the nodes of a line
    /// from its start (`line[k]` after `k` of its moves), each up to its first illegal move, and
    /// returns the comments and NAGs of the line and its variations placed on their nodes.
    pub fn add_annotations(&mut self, line: &[NodeId], annotations: &Annotations) -> NodeNotes {
        let mut notes = NodeNotes {
            comments: annotations
                .comments
                .iter()
                .filter_map(|(at, text)| line.get(*at).map(|&node| (node, text.clone())))
                .collect(),
            nags: annotations
                .nags
                .iter()
                .filter_map(|&(at, nag)| line.get(at).map(|&node| (node, nag)))
                .collect(),
        };
        for (at, variation) in &annotations.variations {
            let Some(&from) = line.get(*at) else {
                continue;
            };
            let mut nodes = vec![from];
            for &m in &variation.moves {
                match self.play(nodes[nodes.len() - 1], m) {
                    Ok(next) => nodes.push(next),
                    Err(_) => break,
                }
            }
            let inner = self.add_annotations(&nodes, &variation.annotations);
            notes.comments.extend(inner.comments);
            notes.nags.extend(inner.nags);
        }
        notes
    }

    fn node(&self, id: NodeId) -> &Node {
        // Ids handed out by this tree stay in `nodes`; a deleted id falls back to the root.
        self.nodes
            .get(id.0)
            .and_then(Option::as_ref)
            .or(self.nodes[0].as_ref())
            .expect("the root is never deleted")
    }

    /// The start position's node.
    pub fn root(&self) -> NodeId {
        NodeId::ROOT
    }

    /// Whether `id` names a node of the tree (not deleted).
    pub fn contains(&self, id: NodeId) -> bool {
        self.nodes.get(id.0).is_some_and(Option::is_some)
    }

    /// The position at a node.
    pub fn position(&self, id: NodeId) -> &Position {
        &self.node(id).position
    }

    /// The move that led to a node (`None` at the root).
    pub fn move_to(&self, id: NodeId) -> Option<Move> {
        self.node(id).mv
    }

    /// Moves from the root to a node.
    pub fn ply(&self, id: NodeId) -> usize {
        self.node(id).ply
    }

    /// The node before (`None` at the root).
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).parent
    }

    /// The continuations of a node, the main one first.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        &self.node(id).children
    }

    /// The main continuation of a node.
    pub fn next(&self, id: NodeId) -> Option<NodeId> {
        self.children(id).first().copied()
    }

    /// The last node of the line through `id`, following main continuations.
    pub fn line_end(&self, id: NodeId) -> NodeId {
        let mut at = id;
        while let Some(next) = self.next(at) {
            at = next;
        }
        at
    }

    /// The nodes from the root to `id`, both included.
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = vec![id];
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            path.push(parent);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The moves from the root to `id`.
    pub fn moves_to(&self, id: NodeId) -> Vec<Move> {
        self.path(id)
            .into_iter()
            .filter_map(|n| self.move_to(n))
            .collect()
    }

    /// The main line: the root and its main continuations to the end.
    pub fn main_line(&self) -> Vec<NodeId> {
        self.path(self.line_end(self.root()))
    }

    /// Whether `id` lies on the main line.
    pub fn is_main_line(&self, id: NodeId) -> bool {
        self.path(id)
            .windows(2)
            .all(|w| self.next(w[0]) == Some(w[1]))
    }

    /// Plays `m` at node `at`: goes to the continuation with that move if there is one, otherwise
    /// adds it (the first continuation of a node is its main line, later ones are variations).
    ///
    /// # Errors
    /// The move is illegal at `at` (the tree is unchanged).
    pub fn play(&mut self, at: NodeId, m: Move) -> Result<NodeId, IllegalMove> {
        let at = if self.contains(at) { at } else { self.root() };
        if let Some(&existing) = self
            .children(at)
            .iter()
            .find(|&&c| self.move_to(c) == Some(m))
        {
            return Ok(existing);
        }
        let mut position = self.position(at).clone();
        position.play(m)?;
        let id = NodeId(self.nodes.len());
        let ply = self.ply(at) + 1;
        self.nodes.push(Some(Node {
            mv: Some(m),
            parent: Some(at),
            children: Vec::new(),
            position,
            ply,
        }));
        if let Some(parent) = self.nodes[at.0].as_mut() {
            parent.children.push(id);
        }
        Ok(id)
    }

    /// Makes the line through `id` the main line: every node on its path becomes its parent's
    /// first continuation.
    pub fn promote(&mut self, id: NodeId) {
        for pair in self.path(id).windows(2) {
            let (parent, child) = (pair[0], pair[1]);
            if let Some(node) = self.nodes[parent.0].as_mut() {
                if let Some(i) = node.children.iter().position(|&c| c == child) {
                    node.children[..=i].rotate_right(1);
                }
            }
        }
    }

    /// Deletes `id` and everything after it; returns the node before it. The root cannot be
    /// deleted (`None`).
    pub fn delete(&mut self, id: NodeId) -> Option<NodeId> {
        if !self.contains(id) {
            return None;
        }
        let parent = self.parent(id)?;
        if let Some(node) = self.nodes[parent.0].as_mut() {
            node.children.retain(|&c| c != id);
        }
        let mut doomed = vec![id];
        while let Some(n) = doomed.pop() {
            if let Some(node) = self.nodes[n.0].take() {
                doomed.extend(node.children);
            }
        }
        Some(parent)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    fn start() -> Position {
        Position::startpos(Variant::Makruk)
    }

    fn mv(tree: &Tree, at: NodeId, uci: &str) -> Move {
        tree.position(at).parse_uci_move(uci).expect("legal move")
    }

    #[test]
    fn a_games_variations_join_the_tree() {
        let pgn = makruk_core::parse_pgn(
            "{start} 1. e4 (1. d4 d5 {in d4} (1... e5) 2. c4) 1... e5 (1... d5 2. Nd2 ($2)) 2. Nd2 (2. Kc2 ) *",
        )
        .expect("PGN");
        let mut tree = Tree::with_main_line(start(), &pgn.moves);
        let line = tree.main_line();
        let notes = tree.add_annotations(&line, &pgn.annotations());
        assert_eq!(tree.main_line(), line, "the main line stays");
        let root_moves: Vec<String> = tree
            .children(tree.root())
            .iter()
            .filter_map(|&c| tree.move_to(c).map(|m| m.to_string()))
            .collect();
        assert_eq!(root_moves, ["e3e4", "d3d4"]);
        let d4 = tree.children(tree.root())[1];
        let d5 = tree.children(d4)[0];
        assert_eq!(
            tree.children(d4).len(),
            2,
            "1... d5 and 1... e5 after 1. d4"
        );
        assert_eq!(tree.line_end(d5), tree.next(d5).expect("2. c4"));
        assert_eq!(tree.children(line[1]).len(), 2, "1... e5 and 1... d5");
        assert_eq!(tree.children(line[2]).len(), 2, "2. Nd2 and 2. Kc2");
        assert_eq!(
            notes.comments,
            [(tree.root(), "start".into()), (d5, "in d4".into())]
        );
        assert_eq!(notes.nags, []);
    }

    fn play(tree: &mut Tree, at: NodeId, uci: &str) -> NodeId {
        let m = mv(tree, at, uci);
        tree.play(at, m).expect("legal move")
    }

    /// 1. e4 d5 2. ... with a variation 1... c5 at the first black move.
    fn sample() -> (Tree, [NodeId; 4]) {
        let mut tree = Tree::new(start());
        let root = tree.root();
        let e4 = play(&mut tree, root, "e3e4");
        let d5 = play(&mut tree, e4, "d6d5");
        let nd2 = play(&mut tree, d5, "b1d2");
        let c5 = play(&mut tree, e4, "c6c5");
        (tree, [e4, d5, nd2, c5])
    }

    #[test]
    fn moves_for_both_sides_build_the_main_line() {
        let (tree, [e4, d5, nd2, c5]) = sample();
        assert_eq!(tree.main_line(), vec![tree.root(), e4, d5, nd2]);
        assert_eq!(tree.ply(nd2), 3);
        assert_eq!(tree.ply(c5), 2);
        assert_eq!(tree.children(e4), &[d5, c5]);
        assert_eq!(tree.line_end(tree.root()), nd2);
        assert!(tree.is_main_line(nd2));
        assert!(!tree.is_main_line(c5));
        assert_eq!(
            tree.position(nd2).to_fen(),
            "rnsmksnr/8/ppp1pppp/3p4/4P3/PPPP1PPP/3N4/R1SKMSNR b - - 1 2"
        );
    }

    #[test]
    fn playing_an_existing_move_goes_there() {
        let (mut tree, [e4, d5, _, c5]) = sample();
        let nodes = tree.nodes.len();
        assert_eq!(play(&mut tree, e4, "d6d5"), d5);
        assert_eq!(play(&mut tree, e4, "c6c5"), c5);
        assert_eq!(tree.nodes.len(), nodes);
    }

    #[test]
    fn illegal_moves_leave_the_tree_alone() {
        let (mut tree, [e4, ..]) = sample();
        let before = tree.clone();
        let white_move_at_black_turn = mv(&tree, tree.root(), "a3a4");
        assert!(tree.play(e4, white_move_at_black_turn).is_err());
        assert_eq!(tree, before);
    }

    #[test]
    fn promote_makes_a_variation_the_main_line() {
        let (mut tree, [e4, d5, _, c5]) = sample();
        let nf3 = play(&mut tree, c5, "g1e2");
        tree.promote(nf3);
        assert_eq!(tree.main_line(), vec![tree.root(), e4, c5, nf3]);
        assert_eq!(tree.children(e4), &[c5, d5]);
        assert!(!tree.is_main_line(d5));
    }

    #[test]
    fn delete_removes_a_variation_and_what_follows() {
        let (mut tree, [e4, d5, nd2, c5]) = sample();
        assert_eq!(tree.delete(d5), Some(e4));
        assert!(!tree.contains(d5) && !tree.contains(nd2));
        assert_eq!(tree.main_line(), vec![tree.root(), e4, c5]);
        assert_eq!(tree.delete(tree.root()), None);
        assert_eq!(tree.delete(d5), None, "already gone");
        assert_eq!(tree.position(d5), tree.position(tree.root()));
    }

    #[test]
    fn a_main_line_stops_at_the_first_illegal_move() {
        let pos = start();
        let e4 = pos.parse_uci_move("e3e4").expect("legal");
        let tree = Tree::with_main_line(pos, &[e4, e4]);
        assert_eq!(tree.main_line().len(), 2);
        assert_eq!(tree.moves_to(tree.line_end(tree.root())), vec![e4]);
    }
}
