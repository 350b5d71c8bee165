#!/usr/bin/env bash
# Generates the evaluation network's training data into DIR: the engine's self-play (`nnue gen`,
# 6,000 nodes a move with the engine's evaluation of commit $ENGINE_COMMIT, 8 random plies opening
# each game, random set-ups first in Sittuyin), in chunks of 200 games, each deterministic for its
# variant and seed:
#
#   makruk-S.txt      S = 1..150   (about 20,000 positions each)
#   cambodian-S.txt   S = 1..50
#   sittuyin-S.txt    S = 1..50
#
# The chunks are played in rounds (three of Makruk, one of each other variant) so that a partial
# run has all three. A chunk is written under a temporary name and renamed when whole: the script
# resumes where it stopped and skips the chunks DIR already holds. The engine is built from the
# pinned commit, so later changes to the engine do not change the data.
#
#   scripts/gen-network-data.sh DIR [JOBS]     JOBS chunks at a time (default: the cores)
#
# About 110 positions a second a core: 5 million positions take about 13 core-hours.
set -euo pipefail
ENGINE_COMMIT=8ef55e3
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DIR="$(realpath -m "${1:?usage: scripts/gen-network-data.sh DIR [JOBS]}")"
JOBS="${2:-$(nproc)}"
mkdir -p "$DIR"

engine="$DIR/.engine-$ENGINE_COMMIT"
if [ ! -x "$engine/nnue" ]; then
  src="$DIR/.engine-src"
  rm -rf "$src"
  git -C "$ROOT" worktree prune
  git -C "$ROOT" worktree add --detach "$src" "$ENGINE_COMMIT" >/dev/null
  CARGO_TARGET_DIR="$DIR/.engine-target" cargo build --quiet --profile native \
    --manifest-path "$src/Cargo.toml" -p makruk-uci --bin nnue
  mkdir -p "$engine"
  cp "$DIR/.engine-target/native/nnue" "$engine/nnue"
  git -C "$ROOT" worktree remove --force "$src"
  rm -rf "$DIR/.engine-target"
fi

chunks=()
for round in $(seq 1 50); do
  for s in $((3 * round - 2)) $((3 * round - 1)) $((3 * round)); do chunks+=("makruk $s"); done
  chunks+=("cambodian $round" "sittuyin $round")
done

play_chunk() {
  local variant="$1" seed="$2" out="$DIR/$1-$2.txt"
  [ -e "$out" ] && return 0
  rm -f "$out.part"
  "$engine/nnue" gen --variant "$variant" --seed "$seed" --games 200 --nodes 6000 --network \
    --out "$out.part" 2>/dev/null
  mv "$out.part" "$out"
  echo "$(date +%H:%M) $variant-$seed: $(wc -l <"$out") positions"
}

running=0
for chunk in "${chunks[@]}"; do
  # shellcheck disable=SC2086
  play_chunk $chunk &
  running=$((running + 1))
  if [ "$running" -ge "$JOBS" ]; then
    wait -n
    running=$((running - 1))
  fi
done
wait
echo "$(cat "$DIR"/*.txt | wc -l) positions in $DIR"
