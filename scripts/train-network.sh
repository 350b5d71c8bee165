#!/usr/bin/env bash
# Regenerates the evaluation network, crates/makruk-engine/src/network.bin, from nothing: the
# engine's self-play with the classical evaluation (`nnue gen`, 5,000 nodes a move, 8 random plies
# opening each game), about 1,020,000 quiet positions of 10,000 games labelled with the search's
# score, then `nnue train` (the network learns what the search adds to the classical evaluation;
# every position also mirrored from left to right; 3 passes). Both steps are deterministic: the
# output is the shipped network. Keep a new network only if it beats the current one in a match
# (docs/experiments.md).
#
#   scripts/train-network.sh [OUT]     default: network.bin in the current directory
#
# About 3 hours on 2 cores (the self-play), then 10 minutes of training.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="$(realpath -m "${1:-network.bin}")"
cargo build --quiet --profile native -p makruk-uci --bin nnue
NNUE="${CARGO_TARGET_DIR:-target}/native/nnue"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
pids=()
for seed in 1 2; do
  "$NNUE" gen --games 5000 --nodes 5000 --seed "$seed" --out "$work/data-$seed.txt" &
  pids+=("$!")
done
for pid in "${pids[@]}"; do wait "$pid"; done
"$NNUE" train --data "$work/data-1.txt" "$work/data-2.txt" --out "$OUT" \
  --hidden 64 --variants makruk,cambodian --shared-head --buckets 1 --correction \
  --epochs 3 --batch 1024 --score-weight 1.0 --mirror --threads 2 --seed 1
echo "wrote $OUT"
