//! The strings the JavaScript API uses for colours, end reasons, counting kinds and variants.

use crate::Error;
use makruk_core::{Color, CountKind, EndReason, Variant};

/// `"white"` or `"black"`.
pub(crate) fn color(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A camelCase identifier for each way a game ends.
pub(crate) fn end_reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Checkmate => "checkmate",
        EndReason::Stalemate => "stalemate",
        EndReason::Counting => "counting",
        EndReason::MateWhileCounting => "mateWhileCounting",
        EndReason::CheckWin => "checkWin",
        EndReason::InsufficientMaterial => "insufficientMaterial",
        EndReason::MoveRule => "moveRule",
        EndReason::Repetition => "repetition",
    }
}

/// `"boardsHonour"` or `"piecesHonour"`.
pub(crate) fn count_kind(kind: CountKind) -> &'static str {
    match kind {
        CountKind::BoardsHonour => "boardsHonour",
        CountKind::PiecesHonour => "piecesHonour",
    }
}

/// The variant named `name` (Fairy-Stockfish's names, ASCII case ignored); Makruk when absent.
pub(crate) fn variant(name: Option<&str>) -> Result<Variant, Error> {
    let Some(name) = name else {
        return Ok(Variant::Makruk);
    };
    Variant::from_uci_name(name).ok_or_else(|| {
        let known: Vec<&str> = Variant::ALL.iter().map(|v| v.uci_name()).collect();
        Error::new(format!(
            "unknown variant {name:?} (expected one of {})",
            known.join(", ")
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_defaults_to_makruk_and_ignores_case() {
        assert_eq!(variant(None).unwrap(), Variant::Makruk);
        assert_eq!(variant(Some("ASEAN")).unwrap(), Variant::Asean);
    }

    #[test]
    fn unknown_variant_lists_the_known_ones() {
        let err = variant(Some("xiangqi")).unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown variant \"xiangqi\" (expected one of makruk, cambodian, karouk, makpong, asean)"
        );
    }

    #[test]
    fn every_end_reason_has_a_distinct_name() {
        let reasons = [
            EndReason::Checkmate,
            EndReason::Stalemate,
            EndReason::Counting,
            EndReason::MateWhileCounting,
            EndReason::CheckWin,
            EndReason::InsufficientMaterial,
            EndReason::MoveRule,
            EndReason::Repetition,
        ];
        let mut names: Vec<&str> = reasons.iter().map(|&r| end_reason(r)).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), reasons.len());
    }
}
