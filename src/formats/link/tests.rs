use super::*;
use makruk_core::{Color, CountingMode, Sutras};
use rand_core::{Rng as _, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// The characters of base64url.
const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The seeded generator of these tests, so failures replay.
type Rng = Xoshiro256PlusPlus;

/// A number below `n` drawn from `rng`.
fn below(rng: &mut Rng, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// A random legal game of up to `max_plies` from `start`.
fn random_moves(rng: &mut Rng, start: &Position, max_plies: usize) -> Vec<Move> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    while moves.len() < max_plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[below(rng, legal.len())];
        pos.play_unchecked(m);
        moves.push(m);
    }
    moves
}

fn game(variant: Variant, moves: Vec<Move>) -> SharedGame {
    let mut record = GameRecord::new(variant);
    record.options = GameSettings::options_for(variant);
    record.moves = moves;
    SharedGame {
        game: record,
        names: [String::new(), String::new()],
        engine: None,
    }
}

/// Random games of every variant, some from a later start position, with names and counting actions.
fn random_games() -> Vec<SharedGame> {
    let mut rng = Rng::seed_from_u64(0x9e37_79b9_7f4a_7c15);
    let names = ["", "Somchai", "สมชาย ใจดี", "Ann-Marie 🐘", "x"];
    let mut games = Vec::new();
    for variant in Variant::ALL {
        for i in 0..12 {
            // Every second Makruk game plays some sutras, every fourth Walker's rules.
            let options = match (variant, i % 4) {
                (Variant::Makruk, 1 | 3) => GameSettings::options_for(variant)
                    .with_sutras(Sutras::subsets().nth(1 + i % 7).expect("a subset")),
                (Variant::Makruk, 2) => {
                    GameSettings::options_for(variant).with_rule_set(makruk_core::RuleSet::Walker)
                }
                _ => GameSettings::options_for(variant),
            };
            let mut start = Position::startpos(variant).with_move_rules(options.move_rules());
            let mut start_fen = None;
            if i % 3 == 2 {
                let plies = 10 + below(&mut rng, 30);
                for m in random_moves(&mut rng, &start, plies) {
                    start.play_unchecked(m);
                }
                start_fen = Some(start.to_fen());
            }
            let plies = below(&mut rng, 160);
            let moves = random_moves(&mut rng, &start, plies);
            let actions = (0..below(&mut rng, 3))
                .map(|k| {
                    let action = match k % 2 {
                        0 => CountAction::Start,
                        _ => CountAction::Stop,
                    };
                    (below(&mut rng, moves.len() + 1), action)
                })
                .collect();
            let result = [
                None,
                Some(RecordedResult::Resignation(Color::White)),
                Some(RecordedResult::Resignation(Color::Black)),
                Some(RecordedResult::DrawAgreed),
                Some(RecordedResult::TimeForfeit(Color::White)),
                Some(RecordedResult::TimeForfeit(Color::Black)),
            ][below(&mut rng, 6)];
            let mut record = GameRecord::new(variant);
            record.start = start_fen;
            record.options = options;
            record.moves = moves;
            record.actions = actions;
            record.result = result;
            games.push(SharedGame {
                game: record,
                names: [
                    names[below(&mut rng, names.len())].to_string(),
                    names[below(&mut rng, names.len())].to_string(),
                ],
                engine: (i % 4 == 1).then(|| EngineGame {
                    level: Level::new(1 + below(&mut rng, 8) as u8).expect("a level"),
                    user_side: if below(&mut rng, 2) == 0 {
                        Color::White
                    } else {
                        Color::Black
                    },
                }),
            });
        }
    }
    games
}

#[test]
fn random_games_of_every_variant_round_trip() {
    for shared in random_games() {
        let link = encode(&shared).expect("a legal game encodes");
        assert!(link.bytes().all(|c| BASE64URL.contains(&c)), "{link}");
        assert_eq!(decode(&link), Ok(shared));
    }
}

#[test]
fn links_are_short() {
    let mut rng = Rng::seed_from_u64(7);
    let start = Position::startpos(Variant::Makruk);
    let shared = game(Variant::Makruk, random_moves(&mut rng, &start, 80));
    let link = encode(&shared).unwrap();
    // 80 plies of at most 6 bits each, 14 bytes of header and checksum, in base64; 12-bit
    // from/to moves would need 176.
    assert!(link.len() <= 94, "{} characters: {link}", link.len());
    assert_eq!(
        encode(&game(Variant::Makruk, Vec::new())).unwrap().len(),
        19
    );
}

#[test]
fn every_changed_character_is_rejected() {
    let mut rng = Rng::seed_from_u64(11);
    let start = Position::startpos(Variant::Cambodian);
    let mut shared = game(Variant::Cambodian, random_moves(&mut rng, &start, 40));
    shared.names = ["White".into(), "ดำ".into()];
    let link = encode(&shared).unwrap();
    for (i, original) in link.char_indices() {
        for &replacement in BASE64URL.iter().filter(|&&c| char::from(c) != original) {
            let mut tampered = link.clone();
            tampered.replace_range(i..=i, &char::from(replacement).to_string());
            assert!(decode(&tampered).is_err(), "{tampered} was accepted");
        }
    }
}

#[test]
fn every_truncation_and_extension_is_rejected() {
    let start = Position::startpos(Variant::Makruk);
    let link = encode(&game(
        Variant::Makruk,
        random_moves(&mut Rng::seed_from_u64(3), &start, 30),
    ))
    .unwrap();
    for len in 0..link.len() {
        assert!(decode(&link[..len]).is_err(), "prefix {len} accepted");
    }
    assert!(decode(&format!("{link}A")).is_err());
    assert!(decode(&format!("{link}AA")).is_err());
}

#[test]
fn garbage_is_rejected_without_panic() {
    let mut rng = Rng::seed_from_u64(5);
    for text in [
        "",
        "=",
        "g=abc",
        "%%%%",
        "AAAA",
        "////",
        "ü",
        "AAAAAAAAAAAAAAAAAAAA",
    ] {
        assert!(decode(text).is_err(), "{text:?}");
    }
    for _ in 0..2000 {
        let len = below(&mut rng, 40);
        let text: String = (0..len)
            .map(|_| char::from(BASE64URL[below(&mut rng, 64)]))
            .collect();
        assert!(decode(&text).is_err(), "{text}");
    }
}

/// Seals raw bytes as a payload with a valid checksum, to reach the checks behind it.
fn sealed(mut bytes: Vec<u8>) -> String {
    bytes.extend(checksum(&bytes));
    URL_SAFE_NO_PAD.encode(bytes)
}

#[test]
fn well_sealed_bad_content_names_the_problem() {
    assert_eq!(decode(&sealed(vec![5, 0])), Err(LinkError::Version(5)));
    assert_eq!(decode(&sealed(vec![VERSION, 9])), Err(LinkError::Variant));
    assert_eq!(
        decode(&sealed(vec![VERSION, 0, 0, 0, 0, 0, 0])),
        Err(LinkError::Truncated)
    );
    for opponent in [9, 15, USER_BLACK, USER_BLACK | 9, 32 | 1] {
        assert_eq!(
            decode(&sealed(vec![VERSION, 0, opponent, 0, 0, 0, 0, 0, 0])),
            Err(LinkError::Opponent),
            "{opponent}"
        );
    }
    assert_eq!(
        decode(&sealed(vec![VERSION, 0, 0, 6, 0, 0, 0, 0, 0])),
        Err(LinkError::Result)
    );
    let mut bad_fen = vec![VERSION, 0, 0, 0, 0, 3];
    bad_fen.extend(b"xyz");
    bad_fen.extend([0, 0, 0, 0]);
    assert_eq!(decode(&sealed(bad_fen)), Err(LinkError::StartPosition));
    assert_eq!(
        decode(&sealed(vec![
            VERSION, 0, 0, 0, 0, 0, 2, 0xff, 0xfe, 0, 0, 0
        ])),
        Err(LinkError::Name)
    );
    // One move with index 31 of the 23 legal first moves.
    assert_eq!(
        decode(&sealed(vec![VERSION, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0xf8])),
        Err(LinkError::Move(1))
    );
    assert_eq!(
        decode(&sealed(vec![VERSION, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
        Err(LinkError::TrailingData)
    );
    assert_eq!(
        decode(&sealed(vec![
            VERSION, 0, 0, 0, 0, 0, 0, 0, 0, 0x81, 0x80, 0x80
        ])),
        Err(LinkError::Truncated)
    );
    let mut unknown_option = vec![VERSION, 0, 0, 0, 11];
    unknown_option.extend(b"castling=on");
    unknown_option.extend([0, 0, 0, 0, 0]);
    let error = decode(&sealed(unknown_option)).unwrap_err();
    assert_eq!(
        error,
        LinkError::Options(OptionsError::Unknown("castling".into()))
    );
    assert_eq!(
        error.to_string(),
        "the link's rules are impossible: unknown rule option \"castling\""
    );
}

#[test]
fn version_1_links_still_open_as_two_player_games() {
    let start = Position::startpos(Variant::Makruk);
    let shared = game(
        Variant::Makruk,
        random_moves(&mut Rng::seed_from_u64(13), &start, 20),
    );
    // No fixture holds a version 1 link (tests/fixtures/v1 has version 2 links, which cover that
    // version), so the same game is written as the version before the opponent byte wrote it.
    let current = URL_SAFE_NO_PAD.decode(encode(&shared).unwrap()).unwrap();
    let mut old = vec![VERSION_TWO_PLAYERS, current[1]];
    old.extend(&current[5..current.len() - 4]);
    // The rules the app then played: repetition ended the game; the players counted board's
    // honour as that version let them.
    let mut shared = shared;
    shared.game.options = RuleOptions::default().with_counting(CountingMode::ManualBoardsHonour);
    assert_eq!(decode(&sealed(old)), Ok(shared));
}

#[test]
fn encoding_refuses_what_a_link_cannot_hold() {
    let start = Position::startpos(Variant::Makruk);
    let e3e4 = start.parse_uci_move("e3e4").unwrap();
    let mut illegal = game(Variant::Makruk, vec![e3e4, e3e4]);
    assert_eq!(encode(&illegal), Err(LinkError::Move(2)));
    illegal.game.moves.clear();
    illegal.names[Color::Black.index()] = "n".repeat(MAX_NAME_BYTES + 1);
    assert_eq!(encode(&illegal), Err(LinkError::NameTooLong));
    assert_eq!(
        LinkError::NameTooLong.to_string(),
        "a name is too long for a link"
    );
    illegal.names = Default::default();
    illegal.game.moves = vec![e3e4; MAX_MOVES + 1];
    assert_eq!(
        encode(&illegal),
        Err(LinkError::TooManyMoves(MAX_MOVES + 1))
    );
    assert_eq!(
        LinkError::TooManyMoves(MAX_MOVES + 1).to_string(),
        "the game is too long for a link (2049 moves, at most 2048)"
    );
    illegal.game.moves.clear();
    illegal.names = Default::default();
    illegal.game.start = Some("not a fen".into());
    assert_eq!(encode(&illegal), Err(LinkError::StartPosition));
}

#[test]
fn building_blocks_match_their_standards() {
    assert_eq!(checksum(b"123456789"), 0xcbf4_3926_u32.to_be_bytes());
    assert_eq!(URL_SAFE_NO_PAD.encode(b"\xfb\xffhi"), "-_9oaQ");
    assert_eq!(URL_SAFE_NO_PAD.decode("-_9oaQ"), Ok(b"\xfb\xffhi".to_vec()));
    assert!(URL_SAFE_NO_PAD.decode("-_9oaR").is_err());
    assert_eq!(decode("-_9oaR"), Err(LinkError::Encoding));
    assert_eq!([1, 2, 3, 23, 24].map(index_bits), [0, 1, 2, 5, 5]);
}

#[test]
fn sittuyin_games_with_drops_a_promotion_and_a_count_round_trip() {
    for record in crate::testing::sittuyin_games() {
        let shared = SharedGame {
            game: record,
            names: ["Min".into(), "ซิน".into()],
            engine: None,
        };
        let link = encode(&shared).expect("a legal game encodes");
        let back = decode(&link).expect("the link opens");
        assert_eq!(back, shared);
        let (game, again) = (shared.game.replay(), back.game.replay());
        let (game, again) = (game.expect("legal"), again.expect("legal"));
        assert_eq!(game.fen(), again.fen());
        assert_eq!(game.position().counting(), again.position().counting());
    }
}

/// One link error of each kind.
fn every_link_error() -> Vec<LinkError> {
    let errors = vec![
        LinkError::Encoding,
        LinkError::Checksum,
        LinkError::Version(9),
        LinkError::Truncated,
        LinkError::Variant,
        LinkError::Opponent,
        LinkError::Options(OptionsError::Unknown("castling".into())),
        LinkError::StartPosition,
        LinkError::Name,
        LinkError::NameTooLong,
        LinkError::TooManyMoves(3000),
        LinkError::Move(7),
        LinkError::Counting(12),
        LinkError::Result,
        LinkError::TrailingData,
    ];
    for error in &errors {
        match error {
            LinkError::Encoding
            | LinkError::Checksum
            | LinkError::Version(_)
            | LinkError::Truncated
            | LinkError::Variant
            | LinkError::Opponent
            | LinkError::Options(_)
            | LinkError::StartPosition
            | LinkError::Name
            | LinkError::NameTooLong
            | LinkError::TooManyMoves(_)
            | LinkError::Move(_)
            | LinkError::Counting(_)
            | LinkError::Result
            | LinkError::TrailingData => {}
        }
    }
    crate::testing::assert_each_kind(&errors, 15);
    errors
}

#[test]
fn every_link_error_has_its_message_in_every_language() {
    for error in every_link_error() {
        crate::text::testing::assert_in_every_language(&format!("{error:?}"), |lang| {
            error_text(lang, &error)
        });
        // English's words are the error's own.
        assert_eq!(error_text(Lang::En, &error), error.to_string());
    }
    assert_eq!(
        error_text(Lang::My, &LinkError::TooManyMoves(3000)),
        "ပွဲသည် လင့်ခ်အတွက် ရှည်လွန်းသည် (ရွှေ့ကွက် ၃၀၀၀ ကွက်၊ အများဆုံး ၂၀၄၈)"
    );
}
