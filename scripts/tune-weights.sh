#!/usr/bin/env bash
# Refits the evaluation weights to the recorded games in crates/makruk-engine/tuning/ and writes them
# as a weights.rs: every quiet position of every game labelled with Fairy-Stockfish's static
# evaluation and the game's result (`tune label --static --every 1`), then `tune fit`, which starts
# from the weights the tuner is built with. Copy the output to crates/makruk-engine/src/weights.rs
# only after a match on openings no earlier decision saw agrees (docs/experiments.md).
#
#   scripts/tune-weights.sh [OUT]     default: weights.rs in the current directory
#
# The games (`match --log` files, xz-compressed), labelled in this order:
#   train-30ms.log   600 games against Fairy-Stockfish 261126 at 30 ms a move, built-in openings
#                    101-400, colours swapped
#   gen-fs20.log     306 games against it at 20 ms, openings from `match --make-openings 1200
#                    --seed 2311`
#   gen-self20.log   281 games of self-play at 20 ms, openings 601 on of that file
#   sp25-0.log,      2,967 games of self-play of commit 01136de's engine at 8,000 nodes a move, from
#   sp25-1.log       `match --make-openings 3000 --seed 2525` openings 1 and 1501 on:
#                    `match --engine E --opponent E --nodes 8000 --games 6000 --adjudicate
#                    --max-plies 400 --openings FILE --skip-openings 0|1500 --log sp25-0|1.log`,
#                    stopped after 1,530 and 1,437 games (a fixed node budget replays the same games)
# Labelling and fitting are deterministic: run at the commit before a weights change, the script
# writes that change's weights (docs/experiments.md names the commits).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="$(realpath -m "${1:-weights.rs}")"
FAIRY_STOCKFISH="$(scripts/build-fairy-stockfish.sh)"
cargo build --quiet --profile native -p makruk-tools --bin tune
TUNE="${CARGO_TARGET_DIR:-target}/native/tune"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for games in train-30ms gen-fs20 gen-self20 sp25-0 sp25-1; do
  xz -dc "crates/makruk-engine/tuning/$games.log.xz" >"$work/$games.log"
  "$TUNE" label --games "$work/$games.log" --static --every 1 --opponent "$FAIRY_STOCKFISH" \
    --out "$work/labelled.txt" >/dev/null
  echo "$games: $(wc -l <"$work/labelled.txt") labelled positions so far"
done
"$TUNE" fit --data "$work/labelled.txt" --k 0.0045 --epochs 60 --freeze pst-khun --out "$OUT"
