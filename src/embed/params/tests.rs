use makruk_core::{Color, Position, Variant};

use super::*;

#[test]
fn no_parameters_give_the_defaults_silently() {
    let (config, warnings) = parse_query("?embed=1");
    assert_eq!(config, EmbedConfig::default());
    assert!(warnings.is_empty(), "{warnings:?}");
}

#[test]
fn reads_every_parameter() {
    let fen = "4k3/8/8/8/8/8/7r/R2K4%20w%20-%20-%200%201";
    let query = format!(
        "embed=1&variant=makpong&fen={fen}&moves=a1a8&orientation=black&mode=play&level=7&lang=th&pieces=western&size=360"
    );
    let (config, warnings) = parse_query(&query);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(config.start.variant(), Variant::Makpong);
    assert_eq!(config.moves.len(), 1);
    assert_eq!(config.moves[0].to_string(), "a1a8");
    assert_eq!(config.orientation, Color::Black);
    assert_eq!(config.mode, EmbedMode::Play);
    assert_eq!(config.level.number(), 7);
    assert_eq!(config.lang, Some(Lang::Th));
    assert_eq!(config.pieces, PieceSet::Western);
    assert_eq!(config.size, Some(360));
}

#[test]
fn reads_san_move_lists_with_numbers_and_pgn() {
    let (san, warnings) = parse_query("moves=1.%20e4%20e5%202.%20Nd2");
    assert!(warnings.is_empty(), "{warnings:?}");
    let (uci, _) = parse_query("moves=e3e4,e6e5,b1d2");
    assert_eq!(san.moves.len(), 3);
    assert_eq!(san.moves, uci.moves);
    let (pgn, warnings) =
        parse_query("pgn=%5BVariant%20%22Cambodian%22%5D%0A1.%20e4%20e5%20*&mode=analysis");
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(pgn.start.variant(), Variant::Cambodian);
    assert_eq!(pgn.moves.len(), 2);
    assert_eq!(pgn.mode, EmbedMode::Analysis);
}

#[test]
fn bad_values_fall_back_with_a_warning_naming_the_parameter() {
    let (config, warnings) = parse_query(
        "fen=xyz&orientation=up&mode=fly&level=99&lang=de&pieces=glass&size=5&variant=go&colour=red",
    );
    assert_eq!(config, EmbedConfig::default());
    for name in [
        "fen",
        "orientation",
        "mode",
        "level",
        "lang",
        "pieces",
        "size",
        "variant",
        "colour",
    ] {
        assert!(
            warnings.iter().any(|w| w.contains(&format!("\"{name}\""))),
            "no warning for {name}: {warnings:?}"
        );
    }
    assert_eq!(warnings.len(), 9);
}

#[test]
fn illegal_moves_and_broken_escapes_are_dropped_with_a_warning() {
    let (config, warnings) = parse_query("moves=e3e4%20e3e4&fen=%ZZ");
    assert!(config.moves.is_empty());
    assert_eq!(config.start, Position::startpos(Variant::Makruk));
    assert!(
        warnings
            .iter()
            .any(|w| w.contains("\"moves\"") && w.contains("e3e4")),
        "{warnings:?}"
    );
    assert!(
        warnings.iter().any(|w| w.contains("\"fen\"")),
        "{warnings:?}"
    );
}

#[test]
fn decodes_and_detects_the_embed_flag() {
    assert_eq!(
        percent_decode("a%20b+c%E0%B8%81").as_deref(),
        Some("a b cก")
    );
    assert_eq!(percent_decode("%4"), None);
    assert_eq!(percent_decode("%FF"), None);
    assert!(is_embed_query("?embed=1&fen=x"));
    assert!(is_embed_query("?mode=view&embed"));
    assert!(!is_embed_query("?embed=0"));
    assert!(!is_embed_query(""));
}

#[test]
fn the_language_alone_is_read_as_the_whole_query_reads_it() {
    assert_eq!(lang_param("?embed=1&lang=th"), Some(Lang::Th));
    assert_eq!(lang_param("l%61ng=%6Dy&embed=1"), Some(Lang::My));
    assert_eq!(lang_param("?embed=1&lang=+km-KH+"), Some(Lang::Km));
    assert_eq!(lang_param("?embed=1&lang=th&lang=EN"), Some(Lang::En));
    assert_eq!(lang_param("?embed=1&lang=de"), None);
    assert_eq!(lang_param("?embed=1&fen=xyz"), None);
    for query in [
        "",
        "?embed=1",
        "lang",
        "lang=",
        "lang=%E0%B8",
        "lang=th&lang=%zz",
        "lang=th&lang=de",
        "?embed=1&fen=xyz&lang=my&pgn=%5B&moves=zz",
        "embed=1&lang%3Dth",
    ] {
        assert_eq!(lang_param(query), parse_query(query).0.lang, "{query}");
    }
}

#[test]
fn mangled_queries_never_panic_and_always_give_a_position() {
    let full = "embed=1&variant=cambodian&fen=rnsmksnr%2F8%2Fpppppppp%2F8%2F8%2FPPPPPPPP%2F8%2FRNSKMSNR%20w%20DEde%20-%200%201\
&moves=1.%20e4%20e5&pgn=%5BFEN%20%22x%22%5D&orientation=black&mode=play&level=3&lang=th&pieces=western&size=400";
    for cut in 0..=full.len() {
        let Some(head) = full.get(..cut) else {
            continue;
        };
        for tail in ["", "%", "%E0", "&=", "&&embed", "=%ZZ", "\u{a0}", "+"] {
            let (config, _) = parse_query(&format!("{head}{tail}"));
            assert!(config.moves.len() <= 2);
            assert!(!config.start.to_fen().is_empty());
        }
    }
}

#[test]
fn sittuyin_boards_read_drops_promotions_and_refuse_what_the_rules_do_not_allow() {
    let (setup, warnings) = parse_query("embed=1&variant=sittuyin&moves=R@a1%20R@a8%20K@e1");
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(setup.start, Position::startpos(Variant::Sittuyin));
    assert_eq!(setup.moves.len(), 3);
    let fen = crate::testing::SITTUYIN_ENDGAME.replace(' ', "%20");
    let (endgame, warnings) =
        parse_query(&format!("variant=sittuyin&fen={fen}&moves=d5d5f,e8e7,h4b4"));
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(endgame.moves.len(), 3);
    let (san, _) = parse_query(&format!(
        "variant=sittuyin&fen={fen}&moves=d5%3DF%20Ke7%20Rxb4"
    ));
    assert_eq!(san.moves, endgame.moves);

    for (query, parameter, named) in [
        ("variant=sittuyin&moves=R@a2", "moves", "R@a2"),
        (
            "variant=sittuyin&fen=8/8/4pppp/pppp4/4PPPP/PPPP4/R7/8%5BKSSFRNNkssfrrnn%5D%20b%20-%20-%200%201",
            "fen",
            "a2",
        ),
        (
            "variant=sittuyin&fen=4k3/8/8/3P4/8/8/8/2K1F3%5B%5D%20w%20-%20-%200%2040&moves=d5d5f",
            "moves",
            "d5d5f",
        ),
    ] {
        let (config, warnings) = parse_query(query);
        assert!(config.moves.is_empty(), "{query}");
        assert!(
            warnings
                .iter()
                .any(|w| w.contains(&format!("\"{parameter}\"")) && w.contains(named)),
            "{query}: {warnings:?}"
        );
    }
}
