#!/usr/bin/env bash
# Regenerates the evaluation network, crates/makruk-engine/src/network.bin, from nothing:
#
# 1. the data: the fast tier of scripts/gen-network-data.sh (self-play of the pinned engine at 1,000
#    nodes a move) into DATA, up to Makruk's chunk 1028 and Ouk Chatrang's and Sittuyin's 1009
#    (about 4.6 million positions; chunks DATA already holds are kept);
# 2. the network learns the engine's own evaluation (`--engine-labels`) on Makruk's chunks 1001-1022
#    and the others' 1001-1007, each position also mirrored and twice with one or two pieces taken
#    off (`--thinned 2`), 6 passes;
# 3. then, from those weights, the searches' scores of all the chunks of step 1 (mirrored, 3 passes
#    at a lower step size).
#
# Steps 2 and 3 run the trainer of commit 95e596e, whose engine (the classical evaluation and the
# correction network before this one) labels step 2. The shape: 256 squared units a side from the
# piece-square and khun-distance inputs, one head per variant (Makruk, Ouk Chatrang, Sittuyin) of 8
# material buckets, the whole evaluation. Every step is deterministic: the output is the shipped
# network. Keep a new network only if it beats the current
# one in a match (docs/experiments.md).
#
#   scripts/train-network.sh DATA [OUT]     default OUT: network.bin in the current directory
#
# About an hour on 2 cores for the data (ten rounds of chunks: a few more than it trains on), then 25
# minutes of training.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA="$(realpath -m "${1:?usage: scripts/train-network.sh DATA [OUT]}")"
OUT="$(realpath -m "${2:-network.bin}")"
scripts/gen-network-data.sh "$DATA" fast "$(nproc)" 10
scripts/build-pinned.sh 95e596e nnue "$DATA/.trainer-95e596e"
NNUE="$DATA/.trainer-95e596e/nnue"

# The data arguments of Makruk's fast chunks FIRST..LAST and the other variants' FIRST..OTHERS_LAST.
chunks() {
  local last="$1" others_last="$2"
  for seed in $(seq 1001 "$last"); do echo "$DATA/makruk-fast-$seed.txt"; done
  for variant in cambodian sittuyin; do
    for seed in $(seq 1001 "$others_last"); do echo "$variant:$DATA/$variant-fast-$seed.txt"; done
  done
}
shape=(--hidden 256 --squared --khun-distance --buckets 8 --variants makruk,cambodian,sittuyin)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2046
"$NNUE" train --data $(chunks 1022 1007) "${shape[@]}" --engine-labels --thinned 2 --mirror \
  --epochs 6 --batch 8192 --threads 2 --seed 1 --out "$work/evaluation.bin"
# shellcheck disable=SC2046
"$NNUE" train --data $(chunks 1028 1009) "${shape[@]}" --init "$work/evaluation.bin" \
  --score-weight 1.0 --mirror --epochs 3 --rate 0.0003 --batch 8192 --threads 2 --seed 2 --out "$OUT"
echo "wrote $OUT"
