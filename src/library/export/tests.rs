use super::*;

#[test]
fn file_names_carry_the_date() {
    assert_eq!(file_name("2026.11.23", "pgn"), "makruk-2026-11-23.pgn");
}
