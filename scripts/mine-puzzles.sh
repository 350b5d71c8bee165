#!/usr/bin/env bash
# Mines the puzzle data (docs/puzzles.md) from games the project plays itself, and writes
# assets/puzzles/makruk.json and assets/puzzles/cambodian.json. Reproducible: the same seed, game
# counts and engine builds give the same files. Resumable: games and each game's puzzles are cached
# in target/puzzle-cache, so a run stopped at any point goes on from there.
#
#   scripts/mine-puzzles.sh                      games 0..MAKRUK_GAMES and 0..CAMBODIAN_GAMES of seed 1
#   SEED=2 MAKRUK_GAMES=3000 scripts/mine-puzzles.sh
#   JOBS=2 scripts/mine-puzzles.sh              each variant's games mined two at a time (same files)
#   scripts/mine-puzzles.sh check [--sample N --seed S --depth D]   the quality check of both files
#
# The engines: makruk-uci built here (release) and the current Fairy-Stockfish
# (scripts/build-fairy-stockfish.sh). Both variants are mined side by side, each at `nice -n 19`.
set -euo pipefail
cd "$(dirname "$0")/.."
SEED="${SEED:-1}"
MAKRUK_GAMES="${MAKRUK_GAMES:-6091}"
CAMBODIAN_GAMES="${CAMBODIAN_GAMES:-1200}"
JOBS="${JOBS:-1}"
fairy_stockfish="$(scripts/build-fairy-stockfish.sh)"
cargo build --quiet --release -p makruk-uci -p makruk-tools --bin makruk-uci --bin puzzles
TARGET_DIR="${CARGO_TARGET_DIR:-target}"
puzzles=("$TARGET_DIR/release/puzzles" --engine "$TARGET_DIR/release/makruk-uci" --opponent "$fairy_stockfish")
mkdir -p assets/puzzles

if [ "${1:-}" = check ]; then
  shift
  status=0
  for variant in makruk cambodian; do
    nice -n 19 "${puzzles[@]}" check --file "assets/puzzles/$variant.json" "$@" || status=1
  done
  exit "$status"
fi

pids=()
for variant in makruk cambodian; do
  games=MAKRUK_GAMES
  [ "$variant" = cambodian ] && games=CAMBODIAN_GAMES
  nice -n 19 "${puzzles[@]}" mine --variant "$variant" --seed "$SEED" --games "${!games}" \
    --cache "$TARGET_DIR/puzzle-cache" --out "assets/puzzles/$variant.json" --jobs "$JOBS" &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
