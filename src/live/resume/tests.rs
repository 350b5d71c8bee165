use super::*;

fn entry(game_id: u64, seat: Seat, peer: Option<PublicKey>) -> Resume {
    Resume {
        game_id,
        seat,
        secret: GameSecret([7; 32]),
        key: [9; 32],
        peer,
        relays: vec!["ws://127.0.0.1:7777".into(), "wss://relay.example".into()],
    }
}

#[test]
fn entries_are_written_and_read_back() {
    let entries = vec![
        entry(0x00c0_ffee_00c0_ffee, Seat::Host, None),
        entry(42, Seat::Guest, Some([3; 32])),
    ];
    assert_eq!(decode(&encode(&entries)), entries);
}

#[test]
fn the_fixture_of_version_1_reads_and_writes_the_same() {
    let text = include_str!("../../../tests/fixtures/live/resume/v1.resume");
    let entries = decode(text);
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[0].game_id, 0x00c0_ffee_00c0_ffee);
    assert_eq!(entries[0].seat, Seat::Host);
    assert_eq!(entries[0].peer, Some([0x22; 32]));
    assert_eq!(entries[1].seat, Seat::Guest);
    assert_eq!(entries[1].relays, ["ws://127.0.0.1:7777"]);
    assert_eq!(encode(&entries), text.trim_end());
}

#[test]
fn a_line_that_does_not_read_is_left_out_and_the_others_stay() {
    let good = entry(5, Seat::Guest, None).to_line();
    let text = [
        HEADER,
        "nonsense",
        &good.replace("guest", "judge"),
        &good.replacen("ws://", "http://", 1),
        &format!("{good} "),
        &good[..good.len() - 40],
        &good,
    ]
    .join("\n");
    assert_eq!(decode(&text), [entry(5, Seat::Guest, None)]);
    assert_eq!(decode(&text.replace(HEADER, "makruk-live-resume 2")), []);
}

#[test]
fn a_game_is_kept_once_and_only_the_newest_games_are_kept() {
    let mut entries = Vec::new();
    for id in 0..(RESUME_KEPT as u64 + 3) {
        entries = with_entry(entries, entry(id, Seat::Host, None));
    }
    entries = with_entry(entries, entry(10, Seat::Host, Some([1; 32])));
    assert_eq!(entries.len(), RESUME_KEPT);
    assert_eq!(entries[0].game_id, 3);
    assert_eq!(entries.last(), Some(&entry(10, Seat::Host, Some([1; 32]))));
    assert_eq!(entries.iter().filter(|e| e.game_id == 10).count(), 1);
}
