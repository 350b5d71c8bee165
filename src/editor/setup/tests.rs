use super::*;
use makruk_core::Role;

#[test]
fn palette_has_the_promoted_bia_except_in_asean() {
    assert_eq!(palette(Variant::Makruk, Color::White).len(), 7);
    assert_eq!(palette(Variant::Asean, Color::Black).len(), 6);
    assert_eq!(
        piece_view(SetupPiece::new(Color::Black, Role::Met), Variant::Asean).letter,
        'q'
    );
    assert_eq!(
        piece_view(SetupPiece::promoted_bia(Color::White), Variant::Makruk).art_class(),
        "wF"
    );
}
