//! The evaluation network: where it applies ([`crate::eval::network_applies`]) it gives the
//! evaluation, or a correction that [`crate::eval::evaluate`] adds to the classical evaluation,
//! as the embedded file says.
//!
//! Each piece on its square is an input (768 of them, seen from either side), feeding a hidden
//! layer of [`HIDDEN`] units per side; the output weighs the side to move's clipped (or squared
//! clipped) layer and the other side's, with the output weights of the variant's head and the
//! position's material bucket ([`Shape::block`]). Weights are integers (`i16`, the hidden weights
//! scaled by [`QA`], the output weights by [`QB`]), read from `network.bin`, which `nnue train`
//! writes (`scripts/train-network.sh`): a [`HEADER_BYTES`] header (`MKNN`, the format, the hidden
//! units, the heads, the variants it evaluates, its flags and the material buckets), then the
//! hidden weights and biases, each output block's weights and the blocks' biases (scaled by
//! `QA * QB`, `i32`), all little-endian. The header is read when the engine is compiled: the file
//! fixes the sizes.
//!
//! With the `embedded-network` feature the file is built into the engine. Without it (the browser's
//! engine worker, which fetches the file beside its module) the engine evaluates classically until
//! [`load`] is given the file, checked against the one it was compiled with (size, header and
//! [`FILE_HASH`]).
//!
//! With the `simd128` feature, a wasm32 build compiles the loops over the hidden layers with wasm
//! SIMD (the functions marked `cfg_attr(wasm_simd, …)`, see `build.rs`); other targets vectorise
//! them anyway.

use alloc::vec::Vec;
use core::sync::atomic::{AtomicPtr, Ordering};
use makruk_core::{Bitboard, Color, Position, Role, Square, Variant};

/// Piece-square inputs per side: two colours (own, other) × six roles × 64 squares.
pub const PIECE_SQUARES: usize = 2 * 6 * 64;
/// Khun-distance inputs per side, after the piece-square ones in a network with
/// [`FLAG_KHUN_DISTANCE`]: two colours (own, other) × the five roles besides the khun × two khun
/// (own, other) × the distance to that khun in king moves (1 to 7).
pub const KHUN_DISTANCES: usize = 2 * 5 * 2 * 7;
/// The scale of the hidden weights and biases (and the clip of the hidden units).
pub const QA: i32 = 255;
/// The scale of the output weights.
pub const QB: i32 = 64;
/// Centipawns per unit of the network's output.
pub const SCALE: i32 = 400;

/// Bytes of the weights file's header.
pub const HEADER_BYTES: usize = 16;
/// The header's first bytes.
pub const MAGIC: [u8; 4] = *b"MKNN";
/// The format of the weights file this engine reads.
pub const FORMAT: u16 = 1;
/// Header flag: the hidden units are squared after clipping.
pub const FLAG_SQUARED: u16 = 1;
/// Header flag: the output is a correction added to the classical evaluation.
pub const FLAG_CORRECTION: u16 = 2;
/// Header flag: the inputs also say how far each piece is from either khun ([`KHUN_DISTANCES`]).
pub const FLAG_KHUN_DISTANCE: u16 = 4;
/// The variants a network may evaluate, in the order of their bits in the header (and of the
/// heads when there is one per variant).
pub const VARIANTS: [Variant; 3] = [Variant::Makruk, Variant::Cambodian, Variant::Sittuyin];

/// The shape of a network, as its header says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Hidden units per side (a multiple of 16).
    pub hidden: usize,
    /// Output heads: one shared by its variants, or one per variant of [`VARIANTS`].
    pub heads: usize,
    /// The bits of the [`VARIANTS`] it evaluates.
    pub variants: u16,
    /// [`FLAG_SQUARED`], [`FLAG_CORRECTION`] and [`FLAG_KHUN_DISTANCE`].
    pub flags: u16,
    /// Material buckets of each head: the output weights by how many pieces are on the board.
    pub buckets: usize,
}

impl Shape {
    /// Bytes of a weights file of this shape.
    pub const fn file_bytes(&self) -> usize {
        let blocks = self.heads * self.buckets;
        HEADER_BYTES
            + 2 * (self.inputs() * self.hidden + self.hidden + blocks * 2 * self.hidden)
            + 4 * blocks
    }

    /// Inputs per side.
    pub const fn inputs(&self) -> usize {
        if self.flags & FLAG_KHUN_DISTANCE != 0 {
            PIECE_SQUARES + KHUN_DISTANCES
        } else {
            PIECE_SQUARES
        }
    }

    /// The inputs of `pos` as White sees it (Black's are their [`flipped`] inputs).
    pub fn white_inputs<'a>(&self, pos: &'a Position) -> impl Iterator<Item = usize> + 'a {
        let distances = self.flags & FLAG_KHUN_DISTANCE != 0;
        let khuns = [Color::White, Color::Black].map(|c| pos.pieces(c, Role::Khun).first());
        [Color::White, Color::Black]
            .into_iter()
            .flat_map(move |color| {
                Role::ALL.into_iter().flat_map(move |role| {
                    pos.pieces(color, role).into_iter().flat_map(move |sq| {
                        let khuns = if distances { khuns } else { [None, None] };
                        piece_inputs(color, role, sq, khuns)
                    })
                })
            })
    }

    /// The head that evaluates `variant`, if the network evaluates it.
    pub fn head(&self, variant: Variant) -> Option<usize> {
        let index = VARIANTS.iter().position(|&v| v == variant)?;
        (self.variants >> index & 1 == 1).then_some(if self.heads == 1 { 0 } else { index })
    }

    /// The output block that evaluates `pos`: its variant's head, and in it the bucket of the
    /// number of pieces on the board.
    pub fn block(&self, pos: &Position) -> Option<usize> {
        let pieces = pos.occupied().count() as usize;
        let bucket = (pieces.saturating_sub(1) * self.buckets / 32).min(self.buckets - 1);
        Some(self.head(pos.variant())? * self.buckets + bucket)
    }

    /// The header of a weights file of this shape.
    pub fn header(&self) -> [u8; HEADER_BYTES] {
        let mut header = [0; HEADER_BYTES];
        header[..4].copy_from_slice(&MAGIC);
        for (i, value) in [
            FORMAT,
            self.hidden as u16,
            self.heads as u16,
            self.variants,
            self.flags,
            self.buckets as u16,
        ]
        .into_iter()
        .enumerate()
        {
            header[4 + 2 * i..6 + 2 * i].copy_from_slice(&value.to_le_bytes());
        }
        header
    }

    /// The shape a header gives, checked (at compile time for the embedded file).
    pub const fn of(bytes: &[u8]) -> Shape {
        assert!(
            bytes.len() >= HEADER_BYTES,
            "the network file has no header"
        );
        assert!(
            bytes[0] == MAGIC[0]
                && bytes[1] == MAGIC[1]
                && bytes[2] == MAGIC[2]
                && bytes[3] == MAGIC[3],
            "the network file does not start with MKNN"
        );
        assert!(
            word(bytes, 4) == FORMAT,
            "the network file is of another format"
        );
        let shape = Shape {
            hidden: word(bytes, 6) as usize,
            heads: word(bytes, 8) as usize,
            variants: word(bytes, 10),
            flags: word(bytes, 12),
            buckets: word(bytes, 14) as usize,
        };
        assert!(
            shape.hidden > 0 && shape.hidden % 16 == 0,
            "hidden units: a multiple of 16"
        );
        assert!(
            shape.buckets >= 1 && shape.buckets <= 32,
            "1 to 32 material buckets"
        );
        assert!(
            shape.heads == 1 || shape.heads == VARIANTS.len(),
            "one head, or one per variant"
        );
        assert!(
            shape.variants != 0 && shape.variants >> VARIANTS.len() == 0,
            "bad variants"
        );
        assert!(
            bytes.len() == shape.file_bytes(),
            "the network file's size is not its shape's"
        );
        shape
    }
}

/// The little-endian `u16` at byte `i` of `bytes`.
const fn word(bytes: &[u8], i: usize) -> u16 {
    u16::from_le_bytes([bytes[i], bytes[i + 1]])
}

#[cfg(target_endian = "big")]
compile_error!("the network's weights are read as little-endian integers");

#[cfg(feature = "embedded-network")]
#[repr(C, align(64))]
struct Aligned<T: ?Sized>(T);

#[cfg(feature = "embedded-network")]
static EMBEDDED: &Aligned<[u8]> = &Aligned(*include_bytes!("network.bin"));

/// The file given to [`load`], as 16-bit words (so aligned for them); null until then.
static LOADED: AtomicPtr<i16> = AtomicPtr::new(core::ptr::null_mut());

// The 64-bit FNV-1a hash of `network.bin`, computed by `build.rs`: `FILE_HASH`.
include!(concat!(env!("OUT_DIR"), "/network_hash.rs"));

/// The 64-bit FNV-1a hash of `bytes`.
pub fn file_hash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Why [`load`] refused a weights file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Its size is not the compiled shape's.
    Size {
        /// The compiled file's bytes.
        expected: usize,
        /// The given file's.
        found: usize,
    },
    /// Its header is not the compiled shape's.
    Header,
    /// Its hash is not the compiled file's (another network of the same shape).
    Hash {
        /// The compiled file's hash ([`FILE_HASH`]).
        expected: u64,
        /// The given file's.
        found: u64,
    },
}

impl core::fmt::Display for LoadError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            LoadError::Size { expected, found } => {
                write!(
                    f,
                    "the network file has {found} bytes, this engine's has {expected}"
                )
            }
            LoadError::Header => f.write_str("the network file's header is not this engine's"),
            LoadError::Hash { expected, found } => write!(
                f,
                "the network file's hash is {found:016x}, this engine's is {expected:016x}"
            ),
        }
    }
}

/// Gives the engine its network's weights file, checked against the file it was compiled with:
/// the searches that start after it evaluate with the network. A refused file changes nothing.
/// Once loaded, loading it again does nothing.
///
/// # Errors
/// When `bytes` is not the compiled file (size, header, hash).
pub fn load(bytes: &[u8]) -> Result<(), LoadError> {
    let expected = SHAPE.file_bytes();
    if bytes.len() != expected {
        return Err(LoadError::Size {
            expected,
            found: bytes.len(),
        });
    }
    if bytes[..HEADER_BYTES] != SHAPE.header() {
        return Err(LoadError::Header);
    }
    let found = file_hash(bytes);
    if found != FILE_HASH {
        return Err(LoadError::Hash {
            expected: FILE_HASH,
            found,
        });
    }
    if !LOADED.load(Ordering::Acquire).is_null() {
        return Ok(());
    }
    let words: Vec<i16> = bytes
        .chunks_exact(2)
        .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
        .collect();
    let words: &'static mut [i16] = alloc::boxed::Box::leak(words.into_boxed_slice());
    if LOADED
        .compare_exchange(
            core::ptr::null_mut(),
            words.as_mut_ptr(),
            Ordering::AcqRel,
            Ordering::Acquire,
        )
        .is_err()
    {
        // Another thread loaded it first: free this copy.
        // SAFETY: `words` was leaked above from a box of this length and is referenced nowhere else.
        drop(unsafe { alloc::boxed::Box::from_raw(words as *mut [i16]) });
    }
    Ok(())
}

/// The weights file the engine evaluates with: the one given to [`load`], else the one built in.
fn file() -> Option<&'static [u8]> {
    let loaded = LOADED.load(Ordering::Acquire);
    if !loaded.is_null() {
        // SAFETY: `LOADED` only ever holds a leaked, never freed buffer of `SHAPE.file_bytes()`
        // bytes (`load`).
        return Some(unsafe {
            core::slice::from_raw_parts(loaded.cast::<u8>(), SHAPE.file_bytes())
        });
    }
    #[cfg(feature = "embedded-network")]
    return Some(&EMBEDDED.0);
    #[cfg(not(feature = "embedded-network"))]
    None
}

/// Whether the engine has its network's weights (built in, or given to [`load`]).
pub fn has_weights() -> bool {
    file().is_some()
}

/// The compiled network's shape (its header's; the weights are [`load`]ed or built in).
pub const SHAPE: Shape = Shape::of(include_bytes!("network.bin"));
/// Hidden units per side.
pub const HIDDEN: usize = SHAPE.hidden;
/// Inputs per side.
pub const INPUTS: usize = SHAPE.inputs();
/// Whether the output is a correction of the classical evaluation (else it is the evaluation).
pub const CORRECTION: bool = SHAPE.flags & FLAG_CORRECTION != 0;
const SQUARED: bool = SHAPE.flags & FLAG_SQUARED != 0;

/// Whether the network evaluates `variant` (and the engine has its weights).
pub fn evaluates(variant: Variant) -> bool {
    SHAPE.head(variant).is_some() && has_weights()
}

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

/// The input of a `color` `role` (not the khun) at `distance` (1 to 7) from the khun of
/// `khun_color`, as White sees it.
fn khun_distance_input(color: Color, role: Role, khun_color: Color, distance: usize) -> usize {
    let side = color.index();
    let khun = khun_color.index();
    PIECE_SQUARES + ((side * 5 + role.index()) * 2 + khun) * 7 + distance - 1
}

/// White's inputs of a `color` `role` on `sq`: its piece-square input, and unless it is a khun its
/// distance to each khun of `khuns` (White's, Black's) that is given.
fn piece_inputs(
    color: Color,
    role: Role,
    sq: Square,
    khuns: [Option<Square>; 2],
) -> impl Iterator<Item = usize> {
    let distances = [Color::White, Color::Black]
        .into_iter()
        .filter_map(move |khun_color| {
            let khun = khuns[khun_color.index()]?;
            let distance = usize::from(
                sq.file()
                    .abs_diff(khun.file())
                    .max(sq.rank().abs_diff(khun.rank())),
            );
            (role != Role::Khun).then(|| khun_distance_input(color, role, khun_color, distance))
        });
    core::iter::once(input(Color::White, color, role, sq.index())).chain(distances)
}

/// The same input seen from the other side.
#[inline]
pub fn flipped(input: usize) -> usize {
    if input >= PIECE_SQUARES {
        // Own and other swap, for the piece and for the khun.
        let i = input - PIECE_SQUARES;
        let (distance, khun, role, side) = (i % 7, i / 7 % 2, i / 14 % 5, i / 70);
        return PIECE_SQUARES + (((1 - side) * 5 + role) * 2 + (1 - khun)) * 7 + distance;
    }
    let other_side = if input < 6 * 64 {
        input + 6 * 64
    } else {
        input - 6 * 64
    };
    other_side ^ 63
}

/// The network's weights, borrowed from the file ([`file`]).
struct Weights {
    hidden: &'static [i16],
    hidden_bias: &'static [i16],
    /// Each output block's weights, the side to move's half first.
    output: &'static [i16],
    output_bias: &'static [u8],
}

fn weights() -> Option<Weights> {
    let bytes: &'static [u8] = &file()?[HEADER_BYTES..];
    let words_len = (bytes.len() - 4 * SHAPE.heads * SHAPE.buckets) / 2;
    // SAFETY: the file is 64-byte (built in) or 2-byte (loaded) aligned and every section starts at an even offset, so each
    // `i16` read is aligned; any bit pattern is a valid `i16`; the file is little-endian, as is the
    // target (checked above).
    let words: &'static [i16] =
        unsafe { core::slice::from_raw_parts(bytes.as_ptr().cast::<i16>(), words_len) };
    let (hidden, rest) = words.split_at(INPUTS * HIDDEN);
    let (hidden_bias, output) = rest.split_at(HIDDEN);
    Some(Weights {
        hidden,
        hidden_bias,
        output,
        output_bias: &bytes[2 * words_len..],
    })
}

/// One side's hidden layer before clipping.
type Layer = [i16; HIDDEN];

/// Both sides' hidden layers of a position before clipping, each from its side's point of view.
#[derive(Clone, Copy)]
struct Accumulator {
    white: Layer,
    black: Layer,
}

impl Accumulator {
    fn new(weights: &Weights, pos: &Position) -> Accumulator {
        let mut white: Layer = [0; HIDDEN];
        white.copy_from_slice(weights.hidden_bias);
        let mut acc = Accumulator {
            white,
            black: white,
        };
        for input in SHAPE.white_inputs(pos) {
            acc.add(weights, input);
        }
        acc
    }

    /// Adds the piece that is White's `input` (and Black's flipped one).
    fn add(&mut self, weights: &Weights, input: usize) {
        add_row(&mut self.white, row(weights, input));
        add_row(&mut self.black, row(weights, flipped(input)));
    }

    /// The network's output in centipawns for the side `turn`, by output block `block`.
    #[cfg_attr(wasm_simd, target_feature(enable = "simd128"))]
    fn output(&self, weights: &Weights, turn: Color, block: usize) -> i32 {
        let (us, them) = match turn {
            Color::White => (&self.white, &self.black),
            Color::Black => (&self.black, &self.white),
        };
        let output = &weights.output[block * 2 * HIDDEN..(block + 1) * 2 * HIDDEN];
        let (own, other) = output.split_at(HIDDEN);
        let b = &weights.output_bias[4 * block..4 * block + 4];
        let bias = i32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        let sum = activated_dot(us, own) + activated_dot(them, other) + bias;
        (i64::from(sum) * i64::from(SCALE) / i64::from(QA * QB)) as i32
    }
}

fn row(weights: &Weights, input: usize) -> &'static [i16] {
    &weights.hidden[input * HIDDEN..(input + 1) * HIDDEN]
}

#[cfg_attr(wasm_simd, target_feature(enable = "simd128"))]
fn add_row(layer: &mut Layer, row: &[i16]) {
    for (unit, &w) in layer.iter_mut().zip(row) {
        *unit = unit.wrapping_add(w);
    }
}

#[cfg_attr(wasm_simd, target_feature(enable = "simd128"))]
fn sub_row(layer: &mut Layer, row: &[i16]) {
    for (unit, &w) in layer.iter_mut().zip(row) {
        *unit = unit.wrapping_sub(w);
    }
}

/// The dot product of the activated `layer` with `output`: each unit clipped to `0..=QA`, and
/// squared (scaled back to `0..=QA`) when the network says so.
#[cfg_attr(wasm_simd, target_feature(enable = "simd128"))]
fn activated_dot(layer: &Layer, output: &[i16]) -> i32 {
    layer
        .iter()
        .zip(output)
        .map(|(&unit, &w)| {
            // In 16-bit lanes where the target has them: v² of a clipped unit fits a u16, and
            // (v² · 257) >> 16 is its high half times 257.
            let v = unit.clamp(0, QA as i16) as u16;
            let a = if SQUARED {
                ((u32::from(v * v) * 257) >> 16) as i16
            } else {
                v as i16
            };
            i32::from(a) * i32::from(w)
        })
        .sum()
}

/// The network's output for `pos` (its evaluation or its correction, see [`CORRECTION`]), in
/// centipawns from the side to move's point of view; 0 in a variant it does not evaluate and
/// without weights.
pub fn evaluate(pos: &Position) -> i32 {
    let (Some(block), Some(weights)) = (SHAPE.block(pos), weights()) else {
        return 0;
    };
    Accumulator::new(&weights, pos).output(&weights, pos.turn(), block)
}

/// Most inputs a move adds or removes: four pieces put on or taken off the board (a capturing
/// promotion takes off two and puts on one; a sutra moves two pieces), each with its distances to
/// the two khun; or, when a khun moves, each other piece's distance to it.
const MAX_CHANGES: usize = 40;

/// The inputs that differ between a position and the one before it, as White's inputs.
#[derive(Clone, Copy)]
struct Changes {
    added: [u16; MAX_CHANGES],
    added_len: u8,
    removed: [u16; MAX_CHANGES],
    removed_len: u8,
}

impl Changes {
    const NONE: Changes = Changes {
        added: [0; MAX_CHANGES],
        added_len: 0,
        removed: [0; MAX_CHANGES],
        removed_len: 0,
    };

    /// The changes from `parent` to `child` of a network of `shape`, or `None` when there are
    /// more than [`MAX_CHANGES`] of a kind. With khun distances, a khun's move changes the
    /// distance inputs of every piece it came nearer to or went further from.
    fn between(shape: &Shape, parent: &Position, child: &Position) -> Option<Changes> {
        let khuns = |pos: &Position| match shape.flags & FLAG_KHUN_DISTANCE != 0 {
            true => [Color::White, Color::Black].map(|c| pos.pieces(c, Role::Khun).first()),
            false => [None, None],
        };
        let (parent_khuns, child_khuns) = (khuns(parent), khuns(child));
        let differs = |c: Color| parent.by_color(c).0 ^ child.by_color(c).0;
        let mut squares = Role::ALL
            .into_iter()
            .fold(differs(Color::White) | differs(Color::Black), |acc, r| {
                acc | (parent.by_role(r).0 ^ child.by_role(r).0)
            });
        if parent_khuns != child_khuns {
            squares |= parent.occupied().0 | child.occupied().0;
        }
        let mut changes = Changes::NONE;
        for sq in Bitboard(squares) {
            let inputs = |pos: &Position, khuns| {
                let mut list = [usize::MAX; 3];
                if let Some(p) = pos.piece_at(sq) {
                    list.iter_mut()
                        .zip(piece_inputs(p.color, p.role, sq, khuns))
                        .for_each(|(slot, input)| *slot = input);
                }
                list
            };
            let (before, after) = (inputs(parent, parent_khuns), inputs(child, child_khuns));
            for &input in before
                .iter()
                .filter(|&&i| i != usize::MAX && !after.contains(&i))
            {
                push_change(&mut changes.removed, &mut changes.removed_len, input as u16)?;
            }
            for &input in after
                .iter()
                .filter(|&&i| i != usize::MAX && !before.contains(&i))
            {
                push_change(&mut changes.added, &mut changes.added_len, input as u16)?;
            }
        }
        Some(changes)
    }

    /// Sets `child` to `parent` with these changes.
    #[cfg_attr(wasm_simd, target_feature(enable = "simd128"))]
    fn apply(&self, weights: &Weights, parent: &Accumulator, child: &mut Accumulator) {
        let added = &self.added[..usize::from(self.added_len)];
        let removed = &self.removed[..usize::from(self.removed_len)];
        let white = |input: u16| row(weights, usize::from(input));
        let black = |input: u16| row(weights, flipped(usize::from(input)));
        update_layer(&mut child.white, &parent.white, added, removed, white);
        update_layer(&mut child.black, &parent.black, added, removed, black);
    }
}

/// Sets `child` to `parent` plus the rows of the inputs `added` minus those of `removed` (rows
/// given by `row_of`): in one pass for a move's usual changes (one piece added, one or two taken
/// away).
#[cfg_attr(wasm_simd, target_feature(enable = "simd128"))]
fn update_layer(
    child: &mut Layer,
    parent: &Layer,
    added: &[u16],
    removed: &[u16],
    row_of: impl Fn(u16) -> &'static [i16],
) {
    match (added, removed) {
        (&[a], &[r]) => {
            let (a, r) = (row_of(a), row_of(r));
            for (((c, &p), &a), &r) in child.iter_mut().zip(parent).zip(a).zip(r) {
                *c = p.wrapping_add(a).wrapping_sub(r);
            }
        }
        (&[a], &[r1, r2]) => {
            let (a, r1, r2) = (row_of(a), row_of(r1), row_of(r2));
            for ((((c, &p), &a), &r1), &r2) in child.iter_mut().zip(parent).zip(a).zip(r1).zip(r2) {
                *c = p.wrapping_add(a).wrapping_sub(r1).wrapping_sub(r2);
            }
        }
        _ => {
            *child = *parent;
            added.iter().for_each(|&a| add_row(child, row_of(a)));
            removed.iter().for_each(|&r| sub_row(child, row_of(r)));
        }
    }
}

fn push_change(list: &mut [u16; MAX_CHANGES], len: &mut u8, input: u16) -> Option<()> {
    *list.get_mut(usize::from(*len))? = input;
    *len += 1;
    Some(())
}

/// The hidden layers along a search's current line: each position's are computed from its
/// parent's by the pieces the move changed, and only when the position is evaluated.
pub(crate) struct AccumulatorStack {
    weights: Weights,
    /// One entry per position of the line, the root first; slots past `len` are kept for reuse.
    entries: Vec<StackEntry>,
    len: usize,
}

#[derive(Clone, Copy)]
struct StackEntry {
    acc: Accumulator,
    /// The pieces changed from the position before (unused while `computed`).
    changes: Changes,
    computed: bool,
}

impl AccumulatorStack {
    /// A stack holding `root`'s layers, with room for `capacity` positions; `None` without
    /// weights.
    pub(crate) fn new(root: &Position, capacity: usize) -> Option<AccumulatorStack> {
        let weights = weights()?;
        let mut entries = Vec::with_capacity(capacity);
        entries.push(StackEntry {
            acc: Accumulator::new(&weights, root),
            changes: Changes::NONE,
            computed: true,
        });
        Some(AccumulatorStack {
            weights,
            entries,
            len: 1,
        })
    }

    /// Enters `child`, reached from `parent` (the current top) by a move or a null move.
    pub(crate) fn push(&mut self, parent: &Position, child: &Position) {
        if self.len == self.entries.len() {
            self.entries.push(self.entries[0]);
        }
        let entry = &mut self.entries[self.len];
        match Changes::between(&SHAPE, parent, child) {
            Some(changes) => {
                entry.changes = changes;
                entry.computed = false;
            }
            None => {
                entry.acc = Accumulator::new(&self.weights, child);
                entry.computed = true;
            }
        }
        self.len += 1;
    }

    /// Returns to the parent of the current top.
    pub(crate) fn pop(&mut self) {
        self.len -= 1;
    }

    /// The network's output for `pos`, the current top (as [`evaluate`] computes it).
    #[cfg_attr(wasm_simd, target_feature(enable = "simd128"))]
    pub(crate) fn evaluate(&mut self, pos: &Position) -> i32 {
        let top = self.len - 1;
        let mut first = top;
        while !self.entries[first].computed {
            first -= 1;
        }
        for i in first + 1..=top {
            let (done, rest) = self.entries.split_at_mut(i);
            let entry = &mut rest[0];
            entry
                .changes
                .apply(&self.weights, &done[i - 1].acc, &mut entry.acc);
            entry.computed = true;
        }
        match SHAPE.block(pos) {
            Some(block) => self.entries[top]
                .acc
                .output(&self.weights, pos.turn(), block),
            None => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::{MoveRules, Sutras, Variant};

    #[test]
    fn flipping_twice_is_the_same_input() {
        for i in 0..PIECE_SQUARES + KHUN_DISTANCES {
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

    fn next(seed: &mut u64) -> usize {
        *seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (*seed >> 33) as usize
    }

    /// Walks a random tree below `pos` (`depth` plies, a null move now and then), checking at
    /// every position it evaluates that the stack gives what [`evaluate`] computes from scratch.
    fn check_tree(stack: &mut AccumulatorStack, pos: &Position, depth: u32, seed: &mut u64) {
        if next(seed) % 3 != 0 {
            assert_eq!(stack.evaluate(pos), evaluate(pos), "{}", pos.to_fen());
        }
        if depth == 0 {
            return;
        }
        let moves = pos.legal_moves();
        for _ in 0..2 {
            let child = match moves.len() {
                0 => return,
                n if next(seed) % 8 == 0 => pos.null_move().unwrap_or_else(|| {
                    let mut child = pos.clone();
                    child.play_unchecked(moves[next(seed) % n]);
                    child
                }),
                n => {
                    let mut child = pos.clone();
                    child.play_unchecked(moves[next(seed) % n]);
                    child
                }
            };
            stack.push(pos, &child);
            check_tree(stack, &child, depth - 1, seed);
            stack.pop();
        }
    }

    #[test]
    fn the_stack_of_layers_evaluates_as_the_network_does_from_scratch() {
        let sutras = MoveRules {
            sutras: Sutras::ALL,
            ..MoveRules::FAIRY_STOCKFISH
        };
        let starts = [
            Position::startpos(Variant::Makruk),
            Position::startpos(Variant::Makruk).with_move_rules(sutras),
            Position::startpos(Variant::Cambodian),
            // Bia a step from promotion, with captures on the promotion rank.
            Position::from_fen(
                Variant::Makruk,
                "4k3/8/1n1s1r2/2P1P3/3p1p2/2N1S1R1/8/4K3 w - - 0 1",
            )
            .expect("valid FEN"),
        ];
        let mut seed = 7;
        for start in starts {
            for game in 0..6 {
                let mut pos = start.clone();
                // Walk a random game some plies in, then check a tree below where it got to.
                for _ in 0..game * 12 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    pos.play_unchecked(moves[next(&mut seed) % moves.len()]);
                }
                let mut stack = AccumulatorStack::new(&pos, 8).expect("the built-in weights");
                check_tree(&mut stack, &pos, 5, &mut seed);
            }
        }
    }

    /// A network of the embedded one's shape with khun distances.
    const WITH_DISTANCES: Shape = Shape {
        flags: SHAPE.flags | FLAG_KHUN_DISTANCE,
        ..SHAPE
    };

    #[test]
    fn khun_distances_see_each_piece_from_both_khun_and_flip_with_the_sides() {
        let pos = Position::from_fen(Variant::Makruk, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
            .expect("valid FEN");
        let mut inputs: Vec<usize> = WITH_DISTANCES.white_inputs(&pos).collect();
        inputs.sort_unstable();
        let ruea_square = input(Color::White, Color::White, Role::Ruea, 0);
        // The ruea on a1 is 4 king moves from its khun on e1 and 7 from the other on e8.
        let own = khun_distance_input(Color::White, Role::Ruea, Color::White, 4);
        let other = khun_distance_input(Color::White, Role::Ruea, Color::Black, 7);
        let mut expected = vec![
            ruea_square,
            input(Color::White, Color::White, Role::Khun, 4),
            input(Color::White, Color::Black, Role::Khun, 60),
            own,
            other,
        ];
        expected.sort_unstable();
        assert_eq!(inputs, expected);
        // Black sees an other-side ruea 7 from its own khun and 4 from the other.
        assert_eq!(
            flipped(other),
            PIECE_SQUARES + ((5 + Role::Ruea.index()) * 2) * 7 + 6
        );
        assert_eq!(
            flipped(own),
            PIECE_SQUARES + ((5 + Role::Ruea.index()) * 2 + 1) * 7 + 3
        );
    }

    #[test]
    fn a_moves_changes_turn_its_parents_inputs_into_its_childs() {
        let mut seed = 3;
        let shapes_and_starts = [SHAPE, WITH_DISTANCES]
            .into_iter()
            .flat_map(|shape| [Variant::Makruk, Variant::Cambodian].map(|v| (shape, v)));
        for (shape, variant) in shapes_and_starts {
            let mut pos = Position::startpos(variant);
            for _ in 0..200 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mut child = pos.clone();
                child.play_unchecked(moves[next(&mut seed) % moves.len()]);
                let mut inputs: Vec<usize> = shape.white_inputs(&pos).collect();
                let mut expected: Vec<usize> = shape.white_inputs(&child).collect();
                expected.sort_unstable();
                if let Some(changes) = Changes::between(&shape, &pos, &child) {
                    for &r in &changes.removed[..usize::from(changes.removed_len)] {
                        let at = inputs.iter().position(|&i| i == usize::from(r));
                        inputs.remove(at.expect("a removed input was there"));
                    }
                    inputs.extend(
                        changes.added[..usize::from(changes.added_len)]
                            .iter()
                            .map(|&a| usize::from(a)),
                    );
                    inputs.sort_unstable();
                    assert_eq!(inputs, expected, "{}", child.to_fen());
                } else {
                    panic!("more than {MAX_CHANGES} changes: {}", child.to_fen());
                }
                pos = child;
            }
        }
    }

    #[test]
    fn the_start_position_has_32_inputs_and_the_same_correction_for_either_side() {
        let start = Position::startpos(Variant::Makruk);
        let distances = if SHAPE.flags & FLAG_KHUN_DISTANCE != 0 {
            2 * 30
        } else {
            0
        };
        assert_eq!(SHAPE.white_inputs(&start).count(), 32 + distances);
        let black_to_move = Position::from_fen(
            Variant::Makruk,
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 0 1",
        )
        .expect("valid FEN");
        // The start position turned round is itself: each side sees the same board.
        assert_eq!(evaluate(&start), evaluate(&black_to_move));
    }
}
