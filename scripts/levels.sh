#!/usr/bin/env bash
# Measures the difficulty levels against Fairy-Stockfish's Skill Level and prints the scores that
# crates/makruk-engine/src/level.rs's table gives. Each level plays with the web app's move time for
# it (match --engine-level takes it from Level::move_time_ms; the node cap binds first: levels 1-7
# stop at 400 to 800,000 nodes), Fairy-Stockfish with the paired Skill Level at 50,000 nodes a move
# (about 100 ms on these machines); openings and colours as in scripts/match.sh, games adjudicated.
#
#   scripts/levels.sh [games per level] [opponent] [pairs]
#       games: default 20 (about 17 minutes on 2 cores against the current Fairy-Stockfish);
#       opponent: default the current Fairy-Stockfish (scripts/build-fairy-stockfish.sh),
#                 /usr/games/fairy-stockfish for Debian's 11.1;
#       pairs: which Skill Level each level meets, LEVEL:SKILL separated by spaces, default
#              "1:0 2:1 3:3 4:5 5:8 6:14 7:20" (20 = full strength); a second run with other pairs
#              brackets the Skill Level each level scores about 50 % against.
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES="${1:-20}"
[[ "$GAMES" =~ ^[1-9][0-9]*$ ]] || { echo "games per level must be a positive number, not '$GAMES'" >&2; exit 2; }
OPPONENT="${2:-$(scripts/build-fairy-stockfish.sh)}"
PAIRS="${3:-1:0 2:1 3:3 4:5 5:8 6:14 7:20}"
for pair in $PAIRS; do
  [[ "$pair" =~ ^[1-8]:(-?[0-9]|-?1[0-9]|-?20)$ ]] ||
    { echo "a pair must be LEVEL:SKILL, a level 1-8 and a Skill Level -20..20, not '$pair'" >&2; exit 2; }
done

first=1
for pair in $PAIRS; do
  level="${pair%%:*}" skill="${pair#*:}"
  out=$(scripts/match.sh --games "$GAMES" --engine-level "$level" --opponent-skill "$skill" \
    --opponent "$OPPONENT" --opponent-nodes 50000 --concurrency 2 --adjudicate)
  if [ "$first" = 1 ]; then
    first=0
    grep -m1 '^opponent:' <<<"$out" || true
    echo "| level | opponent | score | Elo difference |"
    echo "|---|---|---|---|"
  fi
  # result: +W =D -L of N games, score S%, Elo difference E ± M (95%) (or "unbounded (...)")
  pattern='result: (\+[0-9]+ =[0-9]+ -[0-9]+) .*score ([0-9.]+)%, Elo difference ([^(]*)'
  [[ "$out" =~ $pattern ]] || { echo "level $level: no result line from the match" >&2; exit 1; }
  counts="${BASH_REMATCH[1]}" score="${BASH_REMATCH[2]}" elo="${BASH_REMATCH[3]% }"
  opponent="Skill $skill"
  [[ "$skill" == 20 ]] && opponent="full strength"
  echo "| $level | $opponent | $score % ($counts) | $elo |"
done
