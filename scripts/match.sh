#!/usr/bin/env bash
# Plays makruk-uci against Fairy-Stockfish in any variant (--variant NAME; balanced openings, colours swapped, referee on makruk-core)
# and prints W/D/L, score, Elo difference with its 95% error bar and the game-end reasons.
#
#   scripts/match.sh [match flags]     e.g. --games 100 --movetime 100
#                                           --opponent-skill 3 --engine-level 5
#                                           --concurrency 2 (games side by side)
#                                           --opponent OLD-BUILD --nodes 40000 (self-play A/B)
#                                           --opponent /usr/games/fairy-stockfish (Debian's 11.1)
#                                           --engine OTHER-BUILD (instead of the makruk-uci built here)
# Defaults: 20 games, 100 ms per move (with --engine-level, the app's time for that level), the
# current Fairy-Stockfish (scripts/build-fairy-stockfish.sh builds it the first time) at full strength.
# The match prints which opponent played: its `id name`, with Fairy-Stockfish's build date.
set -euo pipefail
cd "$(dirname "$0")/.."
opponent=()
[[ " $* " =~ \ --opponent[=\ ] ]] || opponent=(--opponent "$(scripts/build-fairy-stockfish.sh)")
cargo build --quiet --profile native -p makruk-uci -p makruk-tools --bin makruk-uci --bin match
TARGET_DIR="${CARGO_TARGET_DIR:-target}"
engine=(--engine "$TARGET_DIR/native/makruk-uci")
[[ " $* " =~ \ --engine[=\ ] ]] && engine=()
exec "$TARGET_DIR/native/match" "${engine[@]}" "${opponent[@]}" "$@"
