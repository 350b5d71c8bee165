#!/usr/bin/env bash
# Perft speed of makruk-core next to Fairy-Stockfish's `go perft`, on the same positions in
# the same run (start position, a middlegame, an endgame), with the speed ratio.
#
#   scripts/bench-perft.sh [path-to-fairy-stockfish]     (default: the current Fairy-Stockfish that
#                                                         scripts/build-fairy-stockfish.sh builds;
#                                                         /usr/games/fairy-stockfish for Debian's 11.1)
#
# Builds crates/makruk-core/examples/perft_speed.rs in release mode and runs it. Exits non-zero
# if a node count differs from Fairy-Stockfish's. Prints whether the 3x target is met.
set -euo pipefail
cd "$(dirname "$0")/.."
FS="${1:-$(scripts/build-fairy-stockfish.sh)}"
if [ -x "$FS" ]; then
    echo "Fairy-Stockfish: $(printf 'uci\nquit\n' | "$FS" | sed -n 's/^id name //p') ($FS)"
else
    echo "Fairy-Stockfish not found at $FS; showing makruk-core alone" >&2
fi
cargo build --quiet --release -p makruk-core --example perft_speed
out="$(cargo run --quiet --release -p makruk-core --example perft_speed -- "$FS")"
echo "$out"
if grep -q "COUNT DIFFERS" <<<"$out"; then
    echo "FAIL: node counts differ from Fairy-Stockfish" >&2
    exit 1
fi
ratios="$(grep -o 'ratio [0-9.]*x' <<<"$out" | grep -o '[0-9.]*' || true)"
if [ -n "$ratios" ]; then
    min="$(sort -g <<<"$ratios" | head -1)"
    if awk -v m="$min" 'BEGIN { exit !(m >= 3) }'; then
        echo "target met: makruk-core is at least 3x Fairy-Stockfish on every position (lowest ${min}x)"
    else
        echo "target NOT met: lowest ratio ${min}x (target 3x)"
    fi
fi
