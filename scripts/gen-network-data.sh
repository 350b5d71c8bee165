#!/usr/bin/env bash
# Generates the evaluation network's training data into DIR: the engine's self-play (`nnue gen`,
# with its evaluation network, 8 random plies opening each game, random set-ups first in Sittuyin),
# in chunks each deterministic for its variant and seed, of two tiers, each played by the engine of
# a pinned commit:
#
#   deep (8ef55e3): 6,000 nodes a move, chunks of 200 games (about 20,000 positions; 110 a second
#     a core): makruk-S.txt  S = 1..150,  cambodian-S.txt  S = 1..50,  sittuyin-S.txt  S = 1..50
#   fast (91b8f42): 1,000 nodes a move, chunks of 1,000 games (about 100,000 positions; 750 a
#     second a core): makruk-fast-S.txt  S = 1001..1060,  cambodian-fast-S.txt and
#     sittuyin-fast-S.txt  S = 1001..1020
#
# Each tier's chunks are played in rounds (three of Makruk, one of each other variant) so that a
# partial run has all three. A chunk is written under a temporary name and renamed when whole: the
# script resumes where it stopped and skips the chunks DIR already holds. The engine is built from
# its tier's pinned commit, so later changes to the engine do not change the data.
#
#   scripts/gen-network-data.sh DIR [deep|fast] [JOBS] [ROUNDS]   (default: deep; JOBS chunks at a
#                                        time, default: the cores; only the first ROUNDS rounds)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DIR="$(realpath -m "${1:?usage: scripts/gen-network-data.sh DIR [deep|fast] [JOBS] [ROUNDS]}")"
TIER="${2:-deep}"
JOBS="${3:-$(nproc)}"
case "$TIER" in
  deep) commit=8ef55e3 rounds=50 first=1 games=200 nodes=6000 suffix="" ;;
  fast) commit=91b8f42 rounds=20 first=1001 games=1000 nodes=1000 suffix="-fast" ;;
  *) echo "tier: deep or fast" >&2; exit 2 ;;
esac
mkdir -p "$DIR"
rounds="${4:-$rounds}"

engine="$DIR/.engine-$commit"
"$ROOT/scripts/build-pinned.sh" "$commit" nnue "$engine"

chunks=()
for round in $(seq 0 $((rounds - 1))); do
  for i in 0 1 2; do chunks+=("makruk $((first + 3 * round + i))"); done
  chunks+=("cambodian $((first + round))" "sittuyin $((first + round))")
done

play_chunk() {
  local variant="$1" seed="$2" out="$DIR/$1$suffix-$2.txt"
  [ -e "$out" ] && return 0
  rm -f "$out.part"
  "$engine/nnue" gen --variant "$variant" --seed "$seed" --games "$games" --nodes "$nodes" \
    --network --out "$out.part" 2>/dev/null
  mv "$out.part" "$out"
  echo "$(date +%H:%M) $(basename "$out" .txt): $(wc -l <"$out") positions"
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
