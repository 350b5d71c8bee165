//! The evaluation network: a correction to the classical evaluation learned from what searches
//! found ([`crate::eval::evaluate`] adds it where [`crate::eval::network_applies`]).
//!
//! Each piece on its square is an input (768 of them, seen from either side), feeding a hidden
//! layer of [`HIDDEN`] clipped-linear units per side; the output weighs the side to move's layer
//! and the other side's. Weights are integers (`i16`, the hidden weights scaled by [`QA`], the
//! output weights by [`QB`]), read from `network.bin`, which `nnue train` writes
//! (`scripts/train-network.sh`).

use makruk_core::{Color, Position, Role};

/// Inputs per side: two colours (own, other) × six roles × 64 squares.
pub const INPUTS: usize = 2 * 6 * 64;
/// Hidden units per side.
pub const HIDDEN: usize = 64;
/// The scale of the hidden weights and biases (and the clip of the hidden units).
pub const QA: i32 = 255;
/// The scale of the output weights.
pub const QB: i32 = 64;
/// Centipawns per unit of the network's output.
pub const SCALE: i32 = 400;

/// Bytes of the weights file: hidden weights and biases and output weights as `i16`, then the
/// output bias (scaled by `QA * QB`) as `i32`, all little-endian.
pub const FILE_BYTES: usize = 2 * (INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN) + 4;

/// The input of a `color` `role` on square `sq` (0 = a1) as `perspective` sees the board: its own
/// pieces first, the board turned round for Black (as the game's start position is).
#[inline]
pub fn input(perspective: Color, color: Color, role: Role, sq: usize) -> usize {
    let side = usize::from(color != perspective);
    let square = match perspective {
        Color::White => sq,
        Color::Black => sq ^ 63,
    };
    side * 6 * 64 + role.index() * 64 + square
}

/// The same input seen from the other side.
#[inline]
pub fn flipped(input: usize) -> usize {
    let other_side = if input < 6 * 64 {
        input + 6 * 64
    } else {
        input - 6 * 64
    };
    other_side ^ 63
}

/// The inputs of `pos` as White sees it (Black's are their [`flipped`] inputs).
pub fn white_inputs(pos: &Position) -> impl Iterator<Item = usize> + '_ {
    [Color::White, Color::Black]
        .into_iter()
        .flat_map(move |color| {
            Role::ALL.into_iter().flat_map(move |role| {
                pos.pieces(color, role)
                    .into_iter()
                    .map(move |sq| input(Color::White, color, role, sq.index()))
            })
        })
}

#[cfg(target_endian = "big")]
compile_error!("the network's weights are read as little-endian integers");

#[repr(C, align(64))]
struct Aligned<T: ?Sized>(T);

static FILE: &Aligned<[u8; FILE_BYTES]> = &Aligned(*include_bytes!("network.bin"));

/// The network's weights, borrowed from the embedded file.
struct Weights {
    hidden: &'static [i16],
    hidden_bias: &'static [i16],
    output: &'static [i16],
    output_bias: i32,
}

fn weights() -> Weights {
    let bytes: &'static [u8] = &FILE.0;
    // SAFETY: the file is 64-byte aligned and every section starts at an even offset, so each
    // `i16` read is aligned; any bit pattern is a valid `i16`; the file is little-endian, as is the
    // target (checked above).
    let words: &'static [i16] =
        unsafe { core::slice::from_raw_parts(bytes.as_ptr().cast::<i16>(), (FILE_BYTES - 4) / 2) };
    let (hidden, rest) = words.split_at(INPUTS * HIDDEN);
    let (hidden_bias, output) = rest.split_at(HIDDEN);
    let tail = &bytes[FILE_BYTES - 4..];
    Weights {
        hidden,
        hidden_bias,
        output,
        output_bias: i32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]),
    }
}

/// One side's hidden layer before clipping.
type Layer = [i16; HIDDEN];

fn add_row(layer: &mut Layer, weights: &Weights, input: usize) {
    let row = &weights.hidden[input * HIDDEN..(input + 1) * HIDDEN];
    for (unit, &w) in layer.iter_mut().zip(row) {
        *unit = unit.wrapping_add(w);
    }
}

fn clipped_dot(layer: &Layer, output: &[i16]) -> i32 {
    layer
        .iter()
        .zip(output)
        .map(|(&unit, &w)| i32::from(unit).clamp(0, QA) * i32::from(w))
        .sum()
}

/// The network's correction of the classical evaluation of `pos`, in centipawns from the side to
/// move's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    let weights = weights();
    let mut white: Layer = [0; HIDDEN];
    white.copy_from_slice(weights.hidden_bias);
    let mut black = white;
    for input in white_inputs(pos) {
        add_row(&mut white, &weights, input);
        add_row(&mut black, &weights, flipped(input));
    }
    let (us, them) = match pos.turn() {
        Color::White => (&white, &black),
        Color::Black => (&black, &white),
    };
    let (own, other) = weights.output.split_at(HIDDEN);
    let sum = clipped_dot(us, own) + clipped_dot(them, other) + weights.output_bias;
    (i64::from(sum) * i64::from(SCALE) / i64::from(QA * QB)) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    #[test]
    fn flipping_twice_is_the_same_input() {
        for i in 0..INPUTS {
            assert_eq!(flipped(flipped(i)), i);
            assert_ne!(flipped(i), i);
        }
    }

    #[test]
    fn a_piece_seen_from_black_is_its_flipped_input() {
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                for sq in 0..64 {
                    assert_eq!(
                        input(Color::Black, color, role, sq),
                        flipped(input(Color::White, color, role, sq))
                    );
                }
            }
        }
    }

    #[test]
    fn the_start_position_has_32_inputs_and_the_same_correction_for_either_side() {
        let start = Position::startpos(Variant::Makruk);
        assert_eq!(white_inputs(&start).count(), 32);
        let black_to_move = Position::from_fen(
            Variant::Makruk,
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 0 1",
        )
        .expect("valid FEN");
        // The start position turned round is itself: each side sees the same board.
        assert_eq!(evaluate(&start), evaluate(&black_to_move));
    }
}
