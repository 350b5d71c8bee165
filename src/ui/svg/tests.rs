use makruk_core::{Position, Variant};

use super::*;

/// The art of a set as the page fetches it: every file of `assets/pieces/<set>`, read from disk.
fn files_art(set: PieceSet) -> PieceArt {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/pieces")
        .join(set_dir(set));
    let mut pieces: Vec<(String, std::rc::Rc<str>)> = std::fs::read_dir(&dir)
        .expect("the set's directory")
        .map(|entry| entry.expect("a file").path())
        .filter(|path| path.extension().is_some_and(|e| e == "svg"))
        .map(|path| {
            let name = path.file_stem().unwrap().to_str().unwrap().to_string();
            (
                name,
                std::fs::read_to_string(&path).expect("the art").into(),
            )
        })
        .collect();
    pieces.sort();
    PieceArt { set, pieces }
}

const SETS: [PieceSet; 3] = [PieceSet::Thai, PieceSet::Western, PieceSet::Wooden];

#[test]
fn pictures_drawn_with_the_fetched_files_are_those_drawn_with_the_built_in_art() {
    let positions = [
        Position::startpos(Variant::Makruk),
        Position::from_fen(Variant::Makruk, "4k3/8/3s4/8/8/8/M~7/4K3 w - - 0 1").unwrap(),
        Position::from_fen(Variant::Sittuyin, "4k3/8/3s4/8/8/8/F7/4K3[] w - - 0 9").unwrap(),
        Position::startpos(Variant::Sittuyin),
    ];
    for set in SETS {
        let all = files_art(set);
        assert_eq!(all.pieces.len(), 18, "{set:?}");
        for pos in &positions {
            // Only the pieces on the board are fetched.
            let names = art_names(pos);
            let needed = PieceArt {
                set,
                pieces: all
                    .pieces
                    .iter()
                    .filter(|(name, _)| names.contains(name))
                    .cloned()
                    .collect(),
            };
            assert_eq!(needed.pieces.len(), names.len(), "{set:?} {names:?}");
            for (flipped, checkered) in [(false, false), (true, true)] {
                let built_in = Picture {
                    position: pos,
                    region: Region::BOARD,
                    flipped,
                    set,
                    checkered,
                    label_size: 20,
                    marks: &Marks::default(),
                }
                .svg();
                assert_eq!(board_svg(pos, flipped, &all, checkered), built_in);
                assert_eq!(board_svg(pos, flipped, &needed, checkered), built_in);
            }
        }
    }
}

#[test]
fn a_picture_needs_each_piece_on_the_board_once() {
    let start = Position::startpos(Variant::Makruk);
    assert_eq!(
        art_names(&start),
        ["wR", "wN", "wS", "wK", "wM", "wP", "bP", "bR", "bN", "bS", "bM", "bK"]
    );
    let setup = Position::startpos(Variant::Sittuyin);
    assert!(
        art_names(&setup).iter().all(|name| name.ends_with('P')),
        "{:?}",
        art_names(&setup)
    );
}

#[test]
fn svg_has_every_piece_once_and_flips() {
    let pos = Position::startpos(Variant::Makruk);
    let svg = board_svg(&pos, false, &files_art(PieceSet::Thai), false);
    assert!(svg.starts_with("<svg xmlns"));
    assert!(svg.trim_end().ends_with("</svg>"));
    // 32 pieces, each its own nested <svg>, plus the document itself.
    assert_eq!(svg.matches("<svg ").count(), 33);
    let flipped = board_svg(&pos, true, &files_art(PieceSet::Western), true);
    assert_ne!(svg, flipped);
    // The white khun on d1 is drawn at the bottom unless flipped.
    let khun_y = |svg: &str| {
        let at = svg.find("id=\"gwK\"").unwrap();
        let head = &svg[..at];
        let tag = &head[head.rfind("<svg x=").unwrap()..];
        tag.split('"').nth(3).unwrap().parse::<u32>().unwrap()
    };
    assert!(khun_y(&svg) > 600, "{}", khun_y(&svg));
}

#[test]
fn art_names_match_the_asset_files() {
    let pos = Position::from_fen(Variant::Makruk, "4k3/8/3s4/8/8/8/M~7/4K3 w - - 0 1").unwrap();
    let names: Vec<String> = pieces(&pos).into_iter().map(|(_, name)| name).collect();
    assert_eq!(names, ["wK", "wF", "bS", "bK"]);
    let sittuyin =
        Position::from_fen(Variant::Sittuyin, "4k3/8/3s4/8/8/8/F7/4K3[] w - - 0 9").unwrap();
    for set in SETS {
        let svg = board_svg(&sittuyin, false, &files_art(set), false);
        assert_eq!(
            svg.matches("<svg x=").count(),
            4,
            "every piece drawn in {set:?}"
        );
    }
    assert!(board_svg(&sittuyin, false, &files_art(PieceSet::Thai), false).contains("id=\"gwG\""));
}
