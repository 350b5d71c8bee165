//! Fits an evaluation network (`makruk_engine::network`) to labelled positions with Adam, in
//! floating point, then writes its weights file: the header of its shape and the weights rounded
//! to the engine's integers.
//!
//! The loss is the squared difference of win probabilities, `sigmoid(y)` against
//! `w * sigmoid(cp / SCALE) + (1 - w) * result`, all for the side to move, where `w` is
//! `--score-weight` and `y` the network's output (plus the classical evaluation / SCALE for a
//! `--correction` network); with `--engine-labels` both are the engine's own evaluation of the
//! position (`eval::evaluate`: the network learns what the engine's evaluation knows). Each
//! position trains the output block of its variant and material ([`Shape::block`]). One block of
//! 2,000 positions in twenty (whole games) is held out to report the loss on unseen games.

use super::TrainArgs;
use makruk_core::{Color, Position, Role, Setup, Square, Variant};
use makruk_engine::network::{
    self, Shape, FLAG_CORRECTION, FLAG_KHUN_DISTANCE, FLAG_SQUARED, HEADER_BYTES, QA, QB, SCALE,
    VARIANTS,
};
use makruk_engine::{eval, is_quiet};
use makruk_tools::labelled;
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// The largest hidden weight or bias: 32 pieces' weights and the bias stay within an `i16`.
const HIDDEN_CLIP: f32 = 3.0;
/// The largest output weight.
const OUTPUT_CLIP: f32 = 30.0;
/// One block of this many positions in [`HOLD_OUT_EVERY`] is held out: whole games, as a file
/// holds each game's positions together, so the held-out loss is that of unseen games.
const HOLD_OUT_BLOCK: usize = 2000;
/// Every this many blocks one is held out.
const HOLD_OUT_EVERY: usize = 20;

/// Labelled positions, their White inputs stored one after another.
#[derive(Default)]
struct Data {
    inputs: Vec<u16>,
    ends: Vec<u32>,
    white_to_move: Vec<bool>,
    /// The output block of each position ([`Shape::block`]).
    block: Vec<u8>,
    /// The target for White.
    target: Vec<f32>,
    /// What the output is added to, for the side to move, in network units: the classical
    /// evaluation for a correction network, else 0.
    base: Vec<f32>,
}

impl Data {
    fn len(&self) -> usize {
        self.ends.len()
    }

    fn inputs(&self, i: usize) -> &[u16] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.inputs[start..self.ends[i] as usize]
    }

    /// Adds `pos`, which `shape` evaluates, with its `target`.
    fn push(&mut self, shape: &Shape, pos: &Position, target: f32, correction: bool) {
        let base = match correction {
            true => eval::classical(pos) as f32 / SCALE as f32,
            false => 0.0,
        };
        self.base.push(base);
        self.inputs
            .extend(shape.white_inputs(pos).map(|i| i as u16));
        self.ends.push(self.inputs.len() as u32);
        self.white_to_move.push(pos.turn() == Color::White);
        self.block.push(shape.block(pos).unwrap_or(0) as u8);
        self.target.push(target);
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// `fen` with the board mirrored from left to right, or `None` when the mirrored position is not
/// worth the same: the rules are the same on the mirrored board (only the start position is not)
/// except Ouk Chatrang's first moves of khun and neang, which the mirror would move elsewhere.
fn mirrored_fen(fen: &str) -> Option<String> {
    let (board, rest) = fen.split_once(' ').unwrap_or((fen, ""));
    if rest.split(' ').nth(1).is_some_and(|rights| rights != "-") {
        return None;
    }
    // Sittuyin's FEN ends the board with the pieces in hand, `[…]`.
    let (board, hand) = board.split_at(board.find('[').unwrap_or(board.len()));
    let ranks: Vec<String> = board
        .split('/')
        .map(|rank| {
            // A piece letter with its promotion mark `~` is one unit.
            let mut units: Vec<String> = Vec::new();
            for c in rank.chars() {
                match (c, units.last_mut()) {
                    ('~', Some(last)) => last.push(c),
                    _ => units.push(c.to_string()),
                }
            }
            units.into_iter().rev().collect()
        })
        .collect();
    Some(format!("{}{hand} {rest}", ranks.join("/")))
}

/// `pos` with one or two of its pieces other than the khun taken off at random: a position with
/// material the games rarely leave, which the engine's evaluation labels. `None` when it is not a
/// legal, quiet position the network evaluates.
fn thinned(pos: &Position, rng: &mut Xoshiro256PlusPlus) -> Option<Position> {
    let mut setup = Setup::from_position(pos);
    let mut pieces: Vec<Square> = (pos.occupied() & !pos.by_role(Role::Khun))
        .into_iter()
        .collect();
    for _ in 0..1 + rng.next_u32() % 2 {
        if pieces.is_empty() {
            return None;
        }
        setup.remove(pieces.swap_remove((rng.next_u64() % pieces.len() as u64) as usize));
    }
    // The set-up refuses a position whose side not to move is in check.
    let thinned = setup.validate().ok()?;
    (eval::network_applies(&thinned) && is_quiet(&thinned)).then_some(thinned)
}

/// A `--data` argument: `VARIANT:FILE`, or a Makruk `FILE`.
fn data_source(arg: &str) -> Result<(Variant, &str), String> {
    match arg.split_once(':') {
        Some((name, path)) => Variant::from_uci_name(name)
            .map(|variant| (variant, path))
            .ok_or_else(|| format!("{arg}: '{name}' is not a variant")),
        None => Ok((Variant::Makruk, arg)),
    }
}

/// The shape `args` ask for.
fn shape(args: &TrainArgs) -> Result<Shape, String> {
    let mut variants = 0u16;
    for name in args.variants.split(',') {
        let index = Variant::from_uci_name(name)
            .and_then(|v| VARIANTS.iter().position(|&known| known == v))
            .ok_or_else(|| format!("--variants: '{name}' is not makruk, cambodian or sittuyin"))?;
        variants |= 1 << index;
    }
    if args.hidden == 0 || args.hidden % 16 != 0 || args.hidden > 1024 {
        return Err("--hidden: a multiple of 16 up to 1024".to_string());
    }
    if args.buckets == 0 || args.buckets > 32 {
        return Err("--buckets: 1 to 32".to_string());
    }
    let flag = |on: bool, flag: u16| if on { flag } else { 0 };
    Ok(Shape {
        hidden: args.hidden,
        heads: if args.shared_head { 1 } else { VARIANTS.len() },
        variants,
        flags: flag(args.squared, FLAG_SQUARED)
            | flag(args.correction, FLAG_CORRECTION)
            | flag(args.khun_distance, FLAG_KHUN_DISTANCE),
        buckets: args.buckets,
    })
}

/// The engine's own evaluation of `pos` (`eval::evaluate`, with the network it embeds), for White.
fn white_cp(pos: &Position) -> i32 {
    let own = eval::evaluate(pos);
    if pos.turn() == Color::White {
        own
    } else {
        -own
    }
}

/// Reads `FEN;result;cp` lines into training and held-out positions (with `--thinned`, also
/// positions with pieces taken off, drawing on `rng`); also returns the held-out loss of the
/// engine's own evaluation.
fn read(
    args: &TrainArgs,
    shape: &Shape,
    rng: &mut Xoshiro256PlusPlus,
) -> Result<(Data, Data, f64), String> {
    let (mut train, mut held_out) = (Data::default(), Data::default());
    let mut engine_loss = 0.0f64;
    let mut n = 0usize;
    for arg in &args.data {
        let (variant, path) = data_source(arg)?;
        if shape.head(variant).is_none() {
            return Err(format!(
                "{arg}: {} is not among --variants",
                variant.uci_name()
            ));
        }
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        for (line_number, line) in text.lines().enumerate() {
            let (pos, result, cp) = labelled::parse(variant, path, line_number, line)?;
            let cp =
                cp.ok_or_else(|| format!("{path}:{}: expected FEN;result;cp", line_number + 1))?;
            let (cp, result) = match args.engine_labels {
                true => {
                    let cp = f64::from(white_cp(&pos));
                    (cp, 1.0 / (1.0 + (-cp / f64::from(SCALE)).exp()))
                }
                false => (cp, result),
            };
            let target = args.score_weight * sigmoid(cp as f32 / SCALE as f32)
                + (1.0 - args.score_weight) * result as f32;
            n += 1;
            if (n / HOLD_OUT_BLOCK) % HOLD_OUT_EVERY == 0 {
                held_out.push(shape, &pos, target, args.correction);
                let p = sigmoid(eval::evaluate(&pos) as f32 / SCALE as f32);
                let target = if pos.turn() == Color::White {
                    target
                } else {
                    1.0 - target
                };
                engine_loss += f64::from((p - target) * (p - target));
                continue;
            }
            let mut extra = Vec::new();
            if args.engine_labels {
                extra.extend((0..args.thinned).filter_map(|_| thinned(&pos, rng)));
            }
            for pos in core::iter::once(pos).chain(extra) {
                let target = match args.engine_labels {
                    true => sigmoid(white_cp(&pos) as f32 / SCALE as f32),
                    false => target,
                };
                train.push(shape, &pos, target, args.correction);
                if !args.mirror {
                    continue;
                }
                if let Some(fen) = mirrored_fen(&pos.to_fen()) {
                    let mirrored = Position::from_fen(variant, &fen)
                        .map_err(|e| format!("{path}:{}: mirrored: {e}", line_number + 1))?;
                    train.push(shape, &mirrored, target, args.correction);
                }
            }
        }
    }
    if train.len() == 0 || held_out.len() == 0 {
        return Err("too few positions to train on".to_string());
    }
    let engine_loss = engine_loss / held_out.len() as f64;
    Ok((train, held_out, engine_loss))
}

/// The network in floating point (or its gradient).
#[derive(Clone)]
struct Net {
    shape: Shape,
    hidden: Vec<f32>,
    hidden_bias: Vec<f32>,
    /// Each output block's weights, the side to move's half first.
    output: Vec<f32>,
    output_bias: Vec<f32>,
}

impl Net {
    fn zero(shape: Shape) -> Net {
        Net {
            shape,
            hidden: vec![0.0; shape.inputs() * shape.hidden],
            hidden_bias: vec![0.0; shape.hidden],
            output: vec![0.0; shape.heads * shape.buckets * 2 * shape.hidden],
            output_bias: vec![0.0; shape.heads * shape.buckets],
        }
    }

    fn random(shape: Shape, rng: &mut Xoshiro256PlusPlus) -> Net {
        let mut uniform =
            |scale: f32| ((rng.next_u32() as f32 / u32::MAX as f32) * 2.0 - 1.0) * scale;
        let mut net = Net::zero(shape);
        for w in &mut net.hidden {
            *w = uniform(0.15);
        }
        net
    }

    fn parameters_mut(&mut self) -> impl Iterator<Item = &mut f32> {
        self.hidden
            .iter_mut()
            .chain(&mut self.hidden_bias)
            .chain(&mut self.output)
            .chain(&mut self.output_bias)
    }

    fn parameters(&self) -> impl Iterator<Item = f32> + '_ {
        self.hidden
            .iter()
            .chain(&self.hidden_bias)
            .chain(&self.output)
            .chain(&self.output_bias)
            .copied()
    }

    fn add(&mut self, other: &Net) {
        for (a, b) in self.parameters_mut().zip(other.parameters()) {
            *a += b;
        }
    }

    fn activation(&self, x: f32) -> f32 {
        let c = x.clamp(0.0, 1.0);
        if self.shape.flags & FLAG_SQUARED != 0 {
            c * c
        } else {
            c
        }
    }

    /// The activation's slope at `x`.
    fn slope(&self, x: f32) -> f32 {
        match (x > 0.0 && x < 1.0, self.shape.flags & FLAG_SQUARED != 0) {
            (false, _) => 0.0,
            (true, true) => 2.0 * x,
            (true, false) => 1.0,
        }
    }

    /// The hidden layers of White and Black before activation.
    fn layers(&self, inputs: &[u16]) -> [Vec<f32>; 2] {
        let h = self.shape.hidden;
        let mut white = self.hidden_bias.clone();
        let mut black = white.clone();
        for &i in inputs {
            let i = usize::from(i);
            let f = network::flipped(i);
            for (u, w) in white.iter_mut().zip(&self.hidden[i * h..(i + 1) * h]) {
                *u += w;
            }
            for (u, w) in black.iter_mut().zip(&self.hidden[f * h..(f + 1) * h]) {
                *u += w;
            }
        }
        [white, black]
    }

    /// The output of `block` for the side to move and the hidden layers (side to move first).
    fn forward(&self, inputs: &[u16], white_to_move: bool, block: usize) -> (f32, [Vec<f32>; 2]) {
        let h = self.shape.hidden;
        let [white, black] = self.layers(inputs);
        let layers = if white_to_move {
            [white, black]
        } else {
            [black, white]
        };
        let output = &self.output[block * 2 * h..(block + 1) * 2 * h];
        let mut y = self.output_bias[block];
        for (side, layer) in layers.iter().enumerate() {
            for (&u, w) in layer.iter().zip(&output[side * h..(side + 1) * h]) {
                y += self.activation(u) * w;
            }
        }
        (y, layers)
    }

    /// The target of position `i` for the side to move.
    fn target(data: &Data, i: usize) -> f32 {
        if data.white_to_move[i] {
            data.target[i]
        } else {
            1.0 - data.target[i]
        }
    }

    /// Adds the gradient of one position's loss to `grad`; returns the loss.
    fn backward(&self, data: &Data, i: usize, grad: &mut Net) -> f32 {
        let h = self.shape.hidden;
        let (inputs, white_to_move, block) = (
            data.inputs(i),
            data.white_to_move[i],
            usize::from(data.block[i]),
        );
        let (y, layers) = self.forward(inputs, white_to_move, block);
        let target = Net::target(data, i);
        let p = sigmoid(y + data.base[i]);
        let g = 2.0 * (p - target) * p * (1.0 - p);
        grad.output_bias[block] += g;
        let output = block * 2 * h;
        let mut deltas = [vec![0.0f32; h], vec![0.0f32; h]];
        for side in 0..2 {
            for j in 0..h {
                let u = layers[side][j];
                let k = output + side * h + j;
                grad.output[k] += g * self.activation(u);
                deltas[side][j] = g * self.output[k] * self.slope(u);
            }
        }
        let [white_delta, black_delta] = if white_to_move {
            deltas
        } else {
            let [us, them] = deltas;
            [them, us]
        };
        for j in 0..h {
            grad.hidden_bias[j] += white_delta[j] + black_delta[j];
        }
        for &input in inputs {
            let input = usize::from(input);
            let f = network::flipped(input);
            for (gw, d) in grad.hidden[input * h..(input + 1) * h]
                .iter_mut()
                .zip(&white_delta)
            {
                *gw += d;
            }
            for (gw, d) in grad.hidden[f * h..(f + 1) * h].iter_mut().zip(&black_delta) {
                *gw += d;
            }
        }
        (p - target) * (p - target)
    }

    fn loss(&self, data: &Data) -> f32 {
        let mut total = 0.0f64;
        for i in 0..data.len() {
            let (y, _) = self.forward(
                data.inputs(i),
                data.white_to_move[i],
                usize::from(data.block[i]),
            );
            let d = sigmoid(y + data.base[i]) - Net::target(data, i);
            total += f64::from(d * d);
        }
        (total / data.len() as f64) as f32
    }

    /// The network of a weights file of `shape` (its integers scaled back).
    fn from_file(shape: Shape, bytes: &[u8]) -> Result<Net, String> {
        if bytes.len() != shape.file_bytes() || shape.header()[..] != bytes[..HEADER_BYTES] {
            return Err("--init: the file is not a network of the shape asked for".to_string());
        }
        let mut net = Net::zero(shape);
        let mut words = bytes[HEADER_BYTES..]
            .chunks_exact(2)
            .map(|w| f32::from(i16::from_le_bytes([w[0], w[1]])));
        for w in net.hidden.iter_mut().chain(&mut net.hidden_bias) {
            *w = words.next().unwrap_or(0.0) / QA as f32;
        }
        for w in &mut net.output {
            *w = words.next().unwrap_or(0.0) / QB as f32;
        }
        let biases = &bytes[bytes.len() - 4 * net.output_bias.len()..];
        for (b, word) in net.output_bias.iter_mut().zip(biases.chunks_exact(4)) {
            *b = i32::from_le_bytes([word[0], word[1], word[2], word[3]]) as f32 / (QA * QB) as f32;
        }
        Ok(net)
    }

    /// The weights file: the header, then the weights rounded to the engine's integers.
    fn file(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.shape.file_bytes());
        bytes.extend_from_slice(&self.shape.header());
        let mut put = |x: f32, scale: i32| {
            let q = (x * scale as f32)
                .round()
                .clamp(i16::MIN as f32, i16::MAX as f32) as i16;
            bytes.extend_from_slice(&q.to_le_bytes());
        };
        for &w in self.hidden.iter().chain(&self.hidden_bias) {
            put(w, QA);
        }
        for &w in &self.output {
            put(w, QB);
        }
        for &b in &self.output_bias {
            let bias = (b * (QA * QB) as f32).round() as i32;
            bytes.extend_from_slice(&bias.to_le_bytes());
        }
        bytes
    }
}

/// Adam's moments.
struct Adam {
    m: Net,
    v: Net,
    t: i32,
}

impl Adam {
    fn new(shape: Shape) -> Adam {
        Adam {
            m: Net::zero(shape),
            v: Net::zero(shape),
            t: 0,
        }
    }

    fn step(&mut self, net: &mut Net, grad: &Net, rate: f32, batch: usize) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        self.t += 1;
        let c1 = 1.0 - B1.powi(self.t);
        let c2 = 1.0 - B2.powi(self.t);
        let scale = 1.0 / batch as f32;
        for (((w, g), m), v) in net
            .parameters_mut()
            .zip(grad.parameters())
            .zip(self.m.parameters_mut())
            .zip(self.v.parameters_mut())
        {
            let g = g * scale;
            *m = B1 * *m + (1.0 - B1) * g;
            *v = B2 * *v + (1.0 - B2) * g * g;
            *w -= rate * (*m / c1) / ((*v / c2).sqrt() + 1e-8);
        }
        for w in net.hidden.iter_mut().chain(&mut net.hidden_bias) {
            *w = w.clamp(-HIDDEN_CLIP, HIDDEN_CLIP);
        }
        for w in &mut net.output {
            *w = w.clamp(-OUTPUT_CLIP, OUTPUT_CLIP);
        }
    }
}

/// The gradient of the positions `order[batch]`, shared out over `threads` threads.
fn batch_gradient(net: &Net, data: &Data, batch: &[u32], threads: usize) -> (Net, f32) {
    let chunk = batch.len().div_ceil(threads.max(1));
    std::thread::scope(|scope| {
        let workers: Vec<_> = batch
            .chunks(chunk.max(1))
            .map(|part| {
                scope.spawn(move || {
                    let mut grad = Net::zero(net.shape);
                    let loss: f32 = part
                        .iter()
                        .map(|&i| net.backward(data, i as usize, &mut grad))
                        .sum();
                    (grad, loss)
                })
            })
            .collect();
        let mut total = Net::zero(net.shape);
        let mut loss = 0.0;
        for worker in workers {
            let (grad, part_loss) = worker.join().expect("a training thread panicked");
            total.add(&grad);
            loss += part_loss;
        }
        (total, loss)
    })
}

/// One step of Adam on the positions of `data` that `batch` indexes (the hidden layer held
/// still when `heads_only`); answers their summed loss before the step.
fn training_step(
    net: &mut Net,
    adam: &mut Adam,
    data: &Data,
    batch: &[u32],
    rate: f32,
    threads: usize,
    heads_only: bool,
) -> f32 {
    let (mut grad, loss) = batch_gradient(net, data, batch, threads);
    if heads_only {
        grad.hidden.fill(0.0);
        grad.hidden_bias.fill(0.0);
    }
    adam.step(net, &grad, rate, batch.len());
    loss
}

/// `nnue train`: fits the network and writes its weights file after each pass.
pub fn train(args: &TrainArgs) -> Result<(), String> {
    if args.batch == 0 || args.epochs == 0 {
        return Err("--batch and --epochs must be positive".to_string());
    }
    let shape = shape(args)?;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(args.seed);
    let (train, held_out, engine_loss) = read(args, &shape, &mut rng)?;
    // A network answering zero: the classical evaluation for a correction, else an even game.
    let zero_loss = Net::zero(shape).loss(&held_out);
    eprintln!(
        "{} training positions, {} held out; held-out loss of a zero output {zero_loss:.6}, of the engine's evaluation {engine_loss:.6}",
        train.len(),
        held_out.len()
    );
    let mut net = match &args.init {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
            Net::from_file(shape, &bytes)?
        }
        None => Net::random(shape, &mut rng),
    };
    let mut adam = Adam::new(shape);
    let mut order: Vec<u32> = (0..train.len() as u32).collect();
    eprintln!("epoch 0: held-out loss {:.6}", net.loss(&held_out));
    for epoch in 0..args.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
        }
        let rate = args.rate * 0.1f32.powf(epoch as f32 / args.epochs as f32);
        let mut loss = 0.0f64;
        for batch in order.chunks(args.batch) {
            loss += f64::from(training_step(
                &mut net,
                &mut adam,
                &train,
                batch,
                rate,
                args.threads,
                args.heads_only,
            ));
        }
        eprintln!(
            "epoch {}: training loss {:.6}, held-out loss {:.6}",
            epoch + 1,
            loss / train.len() as f64,
            net.loss(&held_out)
        );
        std::fs::write(&args.out, net.file()).map_err(|e| format!("{}: {e}", args.out))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mirroring_swaps_files_and_keeps_promotion_marks_and_hands() {
        assert_eq!(
            mirrored_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1").as_deref(),
            Some("rnskmsnr/8/pppppppp/8/8/PPPPPPPP/8/RNSMKSNR w - - 0 1")
        );
        assert_eq!(
            mirrored_fen("8/2M~5/k7/8/8/8/6P1/4K3 b - - 3 50").as_deref(),
            Some("8/5M~2/7k/8/8/8/1P6/3K4 b - - 3 50")
        );
        assert_eq!(
            mirrored_fen("8/2k5/8/8/8/8/6P1/1K5R[] w - - 2 13").as_deref(),
            Some("8/5k2/8/8/8/8/1P6/R5K1[] w - - 2 13")
        );
        assert_eq!(
            mirrored_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1"),
            None
        );
    }

    #[test]
    fn thinning_keeps_a_legal_position_with_one_or_two_pieces_fewer() {
        let start = Position::startpos(Variant::Makruk);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
        let thinned: Vec<Position> = (0..20).filter_map(|_| thinned(&start, &mut rng)).collect();
        assert!(!thinned.is_empty());
        for pos in thinned {
            let pieces = pos.occupied().count();
            assert!(pieces == 30 || pieces == 31, "{}", pos.to_fen());
            assert_eq!(pos.pieces(Color::White, Role::Khun).count(), 1);
        }
    }

    #[test]
    fn data_arguments_name_their_variant_or_are_makruk() {
        assert_eq!(data_source("a.txt"), Ok((Variant::Makruk, "a.txt")));
        assert_eq!(
            data_source("sittuyin:b.txt"),
            Ok((Variant::Sittuyin, "b.txt"))
        );
        assert!(data_source("xiangqi:c.txt").is_err());
    }

    fn trained_loss(shape: Shape, heads_only: bool) -> (f32, f32, Net) {
        let mut data = Data::default();
        for (fen, target) in [
            ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", 0.5),
            ("rnsmksn1/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", 0.9),
            ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSN1 b - - 0 1", 0.9),
            ("r3k3/pppp4/8/8/8/P7/8/R3K3 b - - 0 1", 0.2),
        ] {
            let pos = Position::from_fen(Variant::Makruk, fen).expect("valid FEN");
            data.push(&shape, &pos, target, shape.flags & FLAG_CORRECTION != 0);
        }
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        let mut net = Net::random(shape, &mut rng);
        let mut adam = Adam::new(shape);
        let before = net.loss(&data);
        let batch: Vec<u32> = (0..data.len() as u32).collect();
        for _ in 0..50 {
            training_step(&mut net, &mut adam, &data, &batch, 0.01, 2, heads_only);
        }
        (before, net.loss(&data), net)
    }

    #[test]
    fn the_engine_evaluates_its_embedded_network_as_the_trainer_computes_it() {
        let file = include_bytes!("../../../../makruk-engine/src/network.bin");
        let shape = Shape::of(file);
        let net = Net::from_file(shape, file).expect("the embedded network");
        let mut pos = Position::startpos(Variant::Makruk);
        let mut seed = 11u64;
        for _ in 0..60 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            pos.play_unchecked(moves[(seed >> 33) as usize % moves.len()]);
            let Some(block) = shape.block(&pos) else {
                continue;
            };
            let inputs: Vec<u16> = shape.white_inputs(&pos).map(|i| i as u16).collect();
            let (y, _) = net.forward(&inputs, pos.turn() == Color::White, block);
            let float_cp = y * SCALE as f32;
            let engine_cp = network::evaluate(&pos) as f32;
            // Rounding the weights to integers moves the output by a few centipawns.
            assert!(
                (float_cp - engine_cp).abs() <= 4.0 + float_cp.abs() / 50.0,
                "{}: trainer {float_cp}, engine {engine_cp}",
                pos.to_fen()
            );
        }
    }

    #[test]
    fn training_steps_lower_the_loss_and_the_file_has_its_shapes_size() {
        for shape in [
            Shape {
                hidden: 16,
                heads: 1,
                variants: 0b011,
                flags: FLAG_CORRECTION,
                buckets: 1,
            },
            Shape {
                hidden: 32,
                heads: 3,
                variants: 0b111,
                flags: FLAG_SQUARED | FLAG_KHUN_DISTANCE,
                buckets: 4,
            },
        ] {
            let (before, after, net) = trained_loss(shape, false);
            let file = net.file();
            assert!(after < before / 2.0, "loss {before} -> {after}");
            assert_eq!(Shape::of(&file), shape);
            let reread = Net::from_file(shape, &file).expect("a file of the shape");
            assert_eq!(
                reread.file(),
                file,
                "reading a file back gives the same weights"
            );
        }
    }

    #[test]
    fn training_the_heads_only_keeps_the_hidden_layer_and_the_heads_without_data() {
        let shape = Shape {
            hidden: 32,
            heads: 3,
            variants: 0b111,
            flags: FLAG_SQUARED | FLAG_KHUN_DISTANCE,
            buckets: 4,
        };
        let initial = Net::random(shape, &mut Xoshiro256PlusPlus::seed_from_u64(7));
        let (before, after, net) = trained_loss(shape, true);
        assert!(after < before, "loss {before} -> {after}");
        assert_eq!(net.hidden, initial.hidden);
        assert_eq!(net.hidden_bias, initial.hidden_bias);
        // The data is Makruk's: the other variants' heads (blocks after the first head's) stay zero.
        let head = shape.buckets * 2 * shape.hidden;
        assert!(net.output[..head].iter().any(|&w| w != 0.0));
        assert!(net.output[head..].iter().all(|&w| w == 0.0));
    }
}
