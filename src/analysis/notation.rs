//! The variation tree written out as a move list: the main line with its variations in
//! parentheses after the move they replace, nested as deep as they go.
use super::tree::{NodeId, Tree};
use crate::text::Lang;

/// One move as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    /// The node the move leads to.
    pub node: NodeId,
    /// Its ply from the start position (1 = the first move).
    pub ply: usize,
    /// The move number before it (`12.`, or `12…` for Black's move at the start of a line).
    pub number: Option<String>,
    /// The move in SAN (Thai SAN in Thai).
    pub san: String,
}

/// A piece of a written line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A move.
    Move(MoveText),
    /// Alternatives to the move before, each a line of its own.
    Variations(Vec<Vec<Item>>),
}

/// The whole tree as a line: the main line from the start with all variations.
pub fn tree_items(tree: &Tree, lang: Lang) -> Vec<Item> {
    tree.next(tree.root())
        .map(|first| line_items(tree, first, lang))
        .unwrap_or_default()
}

/// The line starting with the move to `first`, following main continuations, with the
/// alternatives to each of its moves.
fn line_items(tree: &Tree, first: NodeId, lang: Lang) -> Vec<Item> {
    let mut items = Vec::new();
    let mut node = first;
    let mut numbered = true;
    while let Some(parent) = tree.parent(node) {
        let before = tree.position(parent);
        let white = before.turn() == makruk_core::Color::White;
        let number = (white || numbered).then(|| {
            let dots = if white { "." } else { "…" };
            format!("{}{dots}", before.fullmoves())
        });
        if let Some(m) = tree.move_to(node) {
            items.push(Item::Move(MoveText {
                node,
                ply: tree.ply(node),
                number,
                san: lang.san(before, m),
            }));
        }
        numbered = false;
        let siblings = tree.children(parent);
        if siblings.first() == Some(&node) && siblings.len() > 1 {
            let variations = siblings[1..]
                .iter()
                .map(|&alt| line_items(tree, alt, lang))
                .collect();
            items.push(Item::Variations(variations));
            numbered = true;
        }
        match tree.next(node) {
            Some(next) => node = next,
            None => break,
        }
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::{Position, Variant};

    fn play(tree: &mut Tree, at: NodeId, uci: &str) -> NodeId {
        let m = tree.position(at).parse_uci_move(uci).expect("legal");
        tree.play(at, m).expect("legal")
    }

    /// Writes items the way a reader sees them: `1. e4 d5 (1… c5 2. Nd2) 2. Nd2`.
    fn written(items: &[Item]) -> String {
        items
            .iter()
            .map(|item| match item {
                Item::Move(m) => match &m.number {
                    Some(n) => format!("{n} {}", m.san),
                    None => m.san.clone(),
                },
                Item::Variations(lines) => lines
                    .iter()
                    .map(|l| format!("({})", written(l)))
                    .collect::<Vec<_>>()
                    .join(" "),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn variations_follow_the_move_they_replace() {
        let mut tree = Tree::new(Position::startpos(Variant::Makruk));
        let root = tree.root();
        let e4 = play(&mut tree, root, "e3e4");
        let d5 = play(&mut tree, e4, "d6d5");
        play(&mut tree, d5, "b1d2");
        let c5 = play(&mut tree, e4, "c6c5");
        let nd2 = play(&mut tree, c5, "b1d2");
        play(&mut tree, c5, "g1e2");
        play(&mut tree, nd2, "g8e7");
        play(&mut tree, root, "c3c4");
        let items = tree_items(&tree, Lang::En);
        assert_eq!(
            written(&items),
            "1. e4 (1. c4) 1… d5 (1… c5 2. Nd2 (2. Ne2) 2… Ne7) 2. Nd2"
        );
        let plies: Vec<usize> = items
            .iter()
            .filter_map(|i| match i {
                Item::Move(m) => Some(m.ply),
                Item::Variations(_) => None,
            })
            .collect();
        assert_eq!(plies, vec![1, 2, 3]);
    }

    #[test]
    fn thai_notation_and_an_empty_tree() {
        let mut tree = Tree::new(Position::startpos(Variant::Makruk));
        let root = tree.root();
        assert!(tree_items(&tree, Lang::En).is_empty());
        let e4 = play(&mut tree, root, "e3e4");
        let items = tree_items(&tree, Lang::Th);
        let expected = tree
            .position(tree.root())
            .thai_san(tree.move_to(e4).expect("a move"));
        assert!(matches!(&items[0], Item::Move(m) if m.san == expected && m.node == e4));
    }
}
