use makruk_core::{Color, RueaTilt, Variant};
use makruk_signal::lobby::{Challenge, Entry, Shown, Side};
use makruk_signal::secret::GameSecret;

use super::*;
use crate::formats::options::decode_options;
use crate::settings::{GameSettings, Opponent, TimeControl};

fn settings() -> GameSettings {
    GameSettings {
        variant: Variant::Cambodian,
        opponent: Opponent::Human,
        user_side: Color::White,
        clock: Some(TimeControl::new(5, 3)),
        options: GameSettings::options_for(Variant::Cambodian).with_repetition_ends_game(true),
        handicap: [RueaTilt::None; 2],
    }
}

fn shown(challenge: Challenge) -> Shown {
    Shown {
        author: [2; 32],
        id: 7,
        challenge,
        age_s: 0,
    }
}

#[test]
fn a_challenge_carries_the_new_game_settings_and_gives_them_back_as_the_game() {
    let challenge = challenge_of(&settings(), Side::Black, "Dara", 1_765_000_000);
    assert_eq!(challenge.clock, Some((300_000, 3000)));
    assert_eq!(challenge.name, "Dara");
    // Only the options that differ from a new game's travel.
    assert_eq!(
        decode_options(Variant::Cambodian, &challenge.options),
        Ok(settings().options)
    );
    // It survives the crate's strict encoding.
    assert_eq!(
        Entry::decode(&Entry::Open(challenge.clone()).encode()),
        Ok(Entry::Open(challenge.clone()))
    );
    let game = game_of(&challenge, 0xc0ffee, &GameSecret([1; 32])).expect("readable");
    assert_eq!(game.game_id, 0xc0ffee);
    assert_eq!(game.variant, Variant::Cambodian);
    assert_eq!(game.options, settings().options);
    assert_eq!(game.clock, Some(TimeControl::new(5, 3)));
    assert_eq!(game.host_side, Color::Black);
    assert_eq!(game.resume_plies, 0);
}

#[test]
fn both_devices_start_the_same_game_on_opposite_sides() {
    let challenge = challenge_of(&settings(), Side::Random, "Ann", 1_765_000_000);
    let secret = GameSecret([9; 32]);
    let game = game_of(&challenge, 42, &secret).unwrap();
    let matched = |host| LobbyMatch {
        host,
        secret: secret.clone(),
        game: game.clone(),
        host_name: "Ann".into(),
        guest_name: "Bob".into(),
        network: LiveNetwork::default(),
    };
    let (poster, acceptor) = (matched(true).record(), matched(false).record());
    assert_eq!(poster.settings.user_side, game.host_side);
    assert_eq!(acceptor.settings.user_side, game.host_side.other());
    assert_eq!(poster.names, acceptor.names);
    assert_eq!(poster.names[game.host_side.index()], "Ann");
    assert_eq!(poster.settings.live_game(), Some(42));
    assert_eq!(
        GameSettings {
            user_side: Color::White,
            ..poster.settings
        },
        GameSettings {
            user_side: Color::White,
            ..acceptor.settings
        }
    );
}

#[test]
fn a_challenge_whose_options_do_not_read_is_not_shown_and_a_good_one_is() {
    let mut bad = challenge_of(&settings(), Side::White, "Eve", 1_765_000_000);
    bad.options = "sutras=nonsense".into();
    assert_eq!(game_of(&bad, 1, &GameSecret([0; 32])), None);
    let good = challenge_of(&settings(), Side::White, "Ann", 1_765_000_000);
    let kept = readable(vec![shown(bad), shown(good.clone())]);
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].0.challenge, good);
    assert_eq!(kept[0].1, settings().options);
}

#[test]
fn hidden_names_are_kept_one_a_line_the_latest_at_most() {
    let names = vec!["Eve".to_string(), "ผู้เล่น".to_string()];
    assert_eq!(decode_hidden(&encode_hidden(&names)), names);
    assert_eq!(decode_hidden("\nEve\n\n"), vec!["Eve".to_string()]);
    let many: Vec<String> = (0..MAX_HIDDEN + 3).map(|i| format!("P{i}")).collect();
    let kept = decode_hidden(&encode_hidden(&many));
    assert_eq!(kept.len(), MAX_HIDDEN);
    assert_eq!(kept[0], "P3");
}
