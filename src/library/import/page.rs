//! A game page pasted whole (title, site text, then the move list): the moves found in it by the
//! rules core ([`find_moves`]) and what was ignored, said in the interface language.
use makruk_core::page_text::{find_moves, FoundMoves};
use makruk_core::Variant;

use super::{imported_game, Imported};
use crate::model::record::Replayed;
use crate::text::Lang;
use crate::tr;

/// The game found in a pasted page and what was ignored to find it.
#[derive(Clone, Debug, PartialEq)]
pub struct PageImport {
    /// The game to open.
    pub game: Replayed,
    /// Where its moves were and what was ignored.
    pub found: FoundMoves,
}

/// The moves of a pasted page as a game to open, or `None` when the page holds no run of moves
/// from move 1 (or its result does not replay).
pub fn import_page(text: &str, variant: Variant) -> Option<PageImport> {
    let found = [Variant::Makruk, variant]
        .into_iter()
        .filter_map(|v| find_moves(text, v))
        .max_by_key(|found| found.game.moves.len())?;
    let imported = Imported {
        game: found.game.to_record().ok()?,
        names: Default::default(),
        annotations: Default::default(),
    };
    let game = imported_game(&imported).ok()?;
    Some(PageImport { game, found })
}

/// Line ranges as text: `1–5 and 27–33`.
fn ranges(lang: Lang, lines: &[(usize, usize)]) -> String {
    lines
        .iter()
        .map(|&(first, last)| {
            if first == last {
                lang.digits(&first.to_string())
            } else {
                tr!(lang, "import-page-line-range", first = first, last = last)
            }
        })
        .reduce(|list, item| tr!(lang, "import-page-and-list", list = list, item = item))
        .unwrap_or_default()
}

/// What was read and ignored: `41 moves found on lines 6–26; ignored lines 1–5 and 27–33; skipped
/// inside the moves: “6/1/2008” (line 6), …`.
pub fn describe(found: &FoundMoves, lang: Lang) -> String {
    let mut text = tr!(
        lang,
        "import-page-moves-found",
        moves = found.game.moves.len(),
        lines = ranges(lang, &[found.lines])
    );
    if !found.ignored_lines.is_empty() {
        text = tr!(
            lang,
            "import-page-and-ignored-lines",
            found = text,
            lines = ranges(lang, &found.ignored_lines)
        );
    }
    if !found.skipped.is_empty() {
        const SHOWN: usize = 3;
        let mut words = found
            .skipped
            .iter()
            .take(SHOWN)
            .map(|(line, word)| tr!(lang, "import-page-skipped-word", word = word, line = *line))
            .reduce(|list, item| tr!(lang, "import-page-list", list = list, item = item))
            .unwrap_or_default();
        if found.skipped.len() > SHOWN {
            words = tr!(
                lang,
                "import-page-and-more",
                list = words,
                more = found.skipped.len() - SHOWN
            );
        }
        text = tr!(lang, "import-page-and-skipped", found = text, words = words);
    }
    tr!(lang, "import-page-sentence", text = text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::library::import::import_text;

    #[test]
    fn a_title_line_before_the_moves_is_ignored_and_said() {
        let text =
            "Makruk 1\n\n'Standard' (30 days + 1 day/move\n1. e4 e5 5/31/2008\n2. Nd2 Nd7\nHelp";
        assert!(import_text(text, Variant::Makruk).is_err());
        let page = import_page(text, Variant::Makruk).unwrap();
        assert_eq!(page.game.clone().into_parts().1.moves().len(), 4);
        assert_eq!(
            describe(&page.found, Lang::En),
            "4 moves found on lines 4–5; ignored lines 1–3 and 6; skipped inside the moves: \
             “5/31/2008” (line 4)."
        );
        assert!(import_page("Makruk 1\nno moves", Variant::Makruk).is_none());
    }
}
