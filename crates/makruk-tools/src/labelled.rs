//! Labelled positions: `FEN;result[;score]` lines, as `tune` and `nnue` write and read them.

use makruk_core::{Position, Variant};

/// The `variant` position of a `FEN;result[;score]` line, the game's result for White (1, 0.5 or
/// 0) and the recorded score (centipawns for White), if any. `path` and `n` (counting from 0) name
/// the line in errors.
///
/// # Errors
/// The file and line with what is wrong in it.
pub fn parse(
    variant: Variant,
    path: &str,
    n: usize,
    line: &str,
) -> Result<(Position, f64, Option<f64>), String> {
    let mut fields = line.split(';');
    let (Some(fen), Some(result)) = (fields.next(), fields.next()) else {
        return Err(format!("{path}:{}: expected FEN;result[;score]", n + 1));
    };
    let result: f64 = result
        .trim()
        .parse()
        .map_err(|_| format!("{path}:{}: bad result '{result}'", n + 1))?;
    let score: Option<f64> = match fields.next() {
        Some(text) => Some(
            text.trim()
                .parse()
                .map_err(|_| format!("{path}:{}: bad score '{text}'", n + 1))?,
        ),
        None => None,
    };
    let pos = Position::from_fen(variant, fen).map_err(|e| format!("{path}:{}: {e}", n + 1))?;
    Ok((pos, result, score))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_result_and_optional_score_and_names_the_bad_line() {
        let start = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
        let (pos, result, score) =
            parse(Variant::Makruk, "f", 0, &format!("{start};0.5;-12")).expect("valid");
        assert_eq!(pos.to_fen(), start);
        assert_eq!((result, score), (0.5, Some(-12.0)));
        assert_eq!(
            parse(Variant::Makruk, "f", 1, &format!("{start};1"))
                .expect("valid")
                .2,
            None
        );
        assert_eq!(
            parse(Variant::Makruk, "f", 2, start).unwrap_err(),
            "f:3: expected FEN;result[;score]"
        );
        assert_eq!(
            parse(Variant::Makruk, "f", 3, &format!("{start};x")).unwrap_err(),
            "f:4: bad result 'x'"
        );
    }
}
