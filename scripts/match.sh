#!/usr/bin/env bash
# Plays makruk-uci against Fairy-Stockfish (balanced openings, colours swapped, referee on makruk-core)
# and prints W/D/L, score, Elo difference with its 95% error bar and the game-end reasons.
#
#   scripts/match.sh [match flags]     e.g. --games 100 --movetime 100
#                                           --opponent-skill 3 --engine-level 5
#                                           --concurrency 2 (games side by side)
#                                           --opponent OLD-BUILD --nodes 40000 (self-play A/B)
# Defaults: 20 games, 100 ms per move (with --engine-level, the app's time for that level),
# Fairy-Stockfish at /usr/games/fairy-stockfish at full strength.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --profile native -p makruk-uci --bin makruk-uci --bin match
TARGET_DIR="${CARGO_TARGET_DIR:-target}"
exec "$TARGET_DIR/native/match" --engine "$TARGET_DIR/native/makruk-uci" "$@"
