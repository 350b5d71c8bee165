//! Fits the evaluation network (`makruk_engine::network`) to labelled positions with Adam, in
//! floating point, then writes its weights rounded to the engine's integers.
//!
//! The network learns a correction to the classical evaluation: the loss is the squared
//! difference of win probabilities, `sigmoid(classical / SCALE + output)` against
//! `w * sigmoid(cp / SCALE) + (1 - w) * result`, all for the side to move, where `w` is
//! `--score-weight`. One block of 2,000 positions in twenty (whole games) is held out to report
//! the loss on unseen games beside the classical evaluation's.

use super::TrainArgs;
use makruk_core::{Color, Position, Variant};
use makruk_engine::eval;
use makruk_engine::network::{self, FILE_BYTES, HIDDEN, INPUTS, QA, QB, SCALE};
use makruk_uci::labelled;
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
    /// The target for White.
    target: Vec<f32>,
    /// The classical evaluation for the side to move, in network units.
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

    fn push(&mut self, pos: &Position, target: f32) {
        self.base.push(eval::classical(pos) as f32 / SCALE as f32);
        self.inputs
            .extend(network::white_inputs(pos).map(|i| i as u16));
        self.ends.push(self.inputs.len() as u32);
        self.white_to_move.push(pos.turn() == Color::White);
        self.target.push(target);
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// `fen` with the board mirrored from left to right. The rules are the same on the mirrored
/// board (only the start position is not), so its position is worth the same.
fn mirrored_fen(fen: &str) -> String {
    let (board, rest) = fen.split_once(' ').unwrap_or((fen, ""));
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
    format!("{} {rest}", ranks.join("/"))
}

/// Reads `FEN;result;cp` lines into training and held-out positions.
fn read(args: &TrainArgs) -> Result<(Data, Data), String> {
    let (mut train, mut held_out) = (Data::default(), Data::default());
    let mut n = 0usize;
    for path in &args.data {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        for (line_number, line) in text.lines().enumerate() {
            let (pos, result, cp) = labelled::parse(Variant::Makruk, path, line_number, line)?;
            let cp =
                cp.ok_or_else(|| format!("{path}:{}: expected FEN;result;cp", line_number + 1))?;
            let target = args.score_weight * sigmoid(cp as f32 / SCALE as f32)
                + (1.0 - args.score_weight) * result as f32;
            n += 1;
            if (n / HOLD_OUT_BLOCK) % HOLD_OUT_EVERY == 0 {
                held_out.push(&pos, target);
                continue;
            }
            train.push(&pos, target);
            if args.mirror {
                let mirrored = Position::from_fen(Variant::Makruk, &mirrored_fen(&pos.to_fen()))
                    .map_err(|e| format!("{path}:{}: mirrored: {e}", line_number + 1))?;
                train.push(&mirrored, target);
            }
        }
    }
    if train.len() == 0 || held_out.len() == 0 {
        return Err("too few positions to train on".to_string());
    }
    Ok((train, held_out))
}

/// The network in floating point (or its gradient).
#[derive(Clone)]
struct Net {
    hidden: Vec<f32>,
    hidden_bias: Vec<f32>,
    output: Vec<f32>,
    output_bias: f32,
}

impl Net {
    fn zero() -> Net {
        Net {
            hidden: vec![0.0; INPUTS * HIDDEN],
            hidden_bias: vec![0.0; HIDDEN],
            output: vec![0.0; 2 * HIDDEN],
            output_bias: 0.0,
        }
    }

    fn random(rng: &mut Xoshiro256PlusPlus) -> Net {
        let mut uniform =
            |scale: f32| ((rng.next_u32() as f32 / u32::MAX as f32) * 2.0 - 1.0) * scale;
        let mut net = Net::zero();
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
            .chain(core::iter::once(&mut self.output_bias))
    }

    fn add(&mut self, other: &Net) {
        for (a, b) in self.parameters_mut().zip(other.parameters()) {
            *a += b;
        }
    }

    fn parameters(&self) -> impl Iterator<Item = f32> + '_ {
        self.hidden
            .iter()
            .chain(&self.hidden_bias)
            .chain(&self.output)
            .copied()
            .chain(core::iter::once(self.output_bias))
    }

    /// The hidden layers of White and Black before clipping.
    fn layers(&self, inputs: &[u16]) -> ([f32; HIDDEN], [f32; HIDDEN]) {
        let mut white = [0.0f32; HIDDEN];
        white.copy_from_slice(&self.hidden_bias);
        let mut black = white;
        for &i in inputs {
            let i = usize::from(i);
            let f = network::flipped(i);
            for (u, w) in white
                .iter_mut()
                .zip(&self.hidden[i * HIDDEN..(i + 1) * HIDDEN])
            {
                *u += w;
            }
            for (u, w) in black
                .iter_mut()
                .zip(&self.hidden[f * HIDDEN..(f + 1) * HIDDEN])
            {
                *u += w;
            }
        }
        (white, black)
    }

    /// The output for the side to move and the hidden layers (side to move first).
    fn forward(&self, inputs: &[u16], white_to_move: bool) -> (f32, [[f32; HIDDEN]; 2]) {
        let (white, black) = self.layers(inputs);
        let layers = if white_to_move {
            [white, black]
        } else {
            [black, white]
        };
        let mut y = self.output_bias;
        for (side, layer) in layers.iter().enumerate() {
            let weights = &self.output[side * HIDDEN..(side + 1) * HIDDEN];
            for (u, w) in layer.iter().zip(weights) {
                y += u.clamp(0.0, 1.0) * w;
            }
        }
        (y, layers)
    }

    /// Adds the gradient of one position's loss to `grad`; returns the loss.
    fn backward(&self, data: &Data, i: usize, grad: &mut Net) -> f32 {
        let inputs = data.inputs(i);
        let white_to_move = data.white_to_move[i];
        let (y, layers) = self.forward(inputs, white_to_move);
        let y = y + data.base[i];
        let target = if white_to_move {
            data.target[i]
        } else {
            1.0 - data.target[i]
        };
        let p = sigmoid(y);
        let g = 2.0 * (p - target) * p * (1.0 - p);
        grad.output_bias += g;
        let mut deltas = [[0.0f32; HIDDEN]; 2];
        for side in 0..2 {
            for j in 0..HIDDEN {
                let u = layers[side][j];
                grad.output[side * HIDDEN + j] += g * u.clamp(0.0, 1.0);
                if u > 0.0 && u < 1.0 {
                    deltas[side][j] = g * self.output[side * HIDDEN + j];
                }
            }
        }
        let [white_delta, black_delta] = if white_to_move {
            deltas
        } else {
            [deltas[1], deltas[0]]
        };
        for j in 0..HIDDEN {
            grad.hidden_bias[j] += white_delta[j] + black_delta[j];
        }
        for &input in inputs {
            let input = usize::from(input);
            let f = network::flipped(input);
            for (gw, d) in grad.hidden[input * HIDDEN..(input + 1) * HIDDEN]
                .iter_mut()
                .zip(&white_delta)
            {
                *gw += d;
            }
            for (gw, d) in grad.hidden[f * HIDDEN..(f + 1) * HIDDEN]
                .iter_mut()
                .zip(&black_delta)
            {
                *gw += d;
            }
        }
        (p - target) * (p - target)
    }

    fn loss(&self, data: &Data) -> f32 {
        let mut total = 0.0f64;
        for i in 0..data.len() {
            let (y, _) = self.forward(data.inputs(i), data.white_to_move[i]);
            let y = y + data.base[i];
            let target = if data.white_to_move[i] {
                data.target[i]
            } else {
                1.0 - data.target[i]
            };
            let d = sigmoid(y) - target;
            total += f64::from(d * d);
        }
        (total / data.len() as f64) as f32
    }

    /// The weights file: the weights rounded to the engine's integers.
    fn quantized(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(FILE_BYTES);
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
        let bias = (self.output_bias * (QA * QB) as f32).round() as i32;
        bytes.extend_from_slice(&bias.to_le_bytes());
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
                    let mut grad = Net::zero();
                    let loss: f32 = part
                        .iter()
                        .map(|&i| net.backward(data, i as usize, &mut grad))
                        .sum();
                    (grad, loss)
                })
            })
            .collect();
        let mut total = Net::zero();
        let mut loss = 0.0;
        for worker in workers {
            let (grad, part_loss) = worker.join().expect("a training thread panicked");
            total.add(&grad);
            loss += part_loss;
        }
        (total, loss)
    })
}

/// `nnue train`: fits the network and writes its weights.
pub fn train(args: &TrainArgs) -> Result<(), String> {
    if args.batch == 0 || args.epochs == 0 {
        return Err("--batch and --epochs must be positive".to_string());
    }
    let (train, held_out) = read(args)?;
    // A network answering zero leaves the classical evaluation: the mark to beat.
    let classical_loss = Net::zero().loss(&held_out);
    eprintln!(
        "{} training positions, {} held out; the classical evaluation's held-out loss {classical_loss:.6}",
        train.len(),
        held_out.len()
    );
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(args.seed);
    let mut net = Net::random(&mut rng);
    let mut adam = Adam {
        m: Net::zero(),
        v: Net::zero(),
        t: 0,
    };
    let mut order: Vec<u32> = (0..train.len() as u32).collect();
    eprintln!("epoch 0: held-out loss {:.6}", net.loss(&held_out));
    for epoch in 0..args.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
        }
        let rate = args.rate * 0.1f32.powf(epoch as f32 / args.epochs as f32);
        let mut loss = 0.0f64;
        for batch in order.chunks(args.batch) {
            let (grad, batch_loss) = batch_gradient(&net, &train, batch, args.threads);
            adam.step(&mut net, &grad, rate, batch.len());
            loss += f64::from(batch_loss);
        }
        eprintln!(
            "epoch {}: training loss {:.6}, held-out loss {:.6}",
            epoch + 1,
            loss / train.len() as f64,
            net.loss(&held_out)
        );
        std::fs::write(&args.out, net.quantized()).map_err(|e| format!("{}: {e}", args.out))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mirroring_swaps_files_and_keeps_promotion_marks() {
        assert_eq!(
            mirrored_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"),
            "rnskmsnr/8/pppppppp/8/8/PPPPPPPP/8/RNSMKSNR w - - 0 1"
        );
        assert_eq!(
            mirrored_fen("8/2M~5/k7/8/8/8/6P1/4K3 b - - 3 50"),
            "8/5M~2/7k/8/8/8/1P6/3K4 b - - 3 50"
        );
    }

    #[test]
    fn training_steps_lower_the_loss_and_the_weights_file_has_the_engines_size() {
        let mut data = Data::default();
        for (fen, target) in [
            ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", 0.5),
            ("rnsmksn1/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", 0.9),
            ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSN1 b - - 0 1", 0.9),
            ("r3k3/pppp4/8/8/8/P7/8/R3K3 b - - 0 1", 0.2),
        ] {
            let pos = Position::from_fen(Variant::Makruk, fen).expect("valid FEN");
            data.push(&pos, target);
        }
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        let mut net = Net::random(&mut rng);
        let mut adam = Adam {
            m: Net::zero(),
            v: Net::zero(),
            t: 0,
        };
        let before = net.loss(&data);
        let batch: Vec<u32> = (0..data.len() as u32).collect();
        for _ in 0..50 {
            let (grad, _) = batch_gradient(&net, &data, &batch, 2);
            adam.step(&mut net, &grad, 0.01, batch.len());
        }
        let after = net.loss(&data);
        assert!(after < before / 2.0, "loss {before} -> {after}");
        assert_eq!(net.quantized().len(), FILE_BYTES);
    }
}
