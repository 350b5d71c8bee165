#!/usr/bin/env bash
# The native engine's threads (makruk-uci's Threads option), in two figures:
#  (a) time to a fixed depth over the bench positions with 1 and 2 threads (the bench binary's
#      --threads; RUNS runs of each, alternating, the median of each position's and of the total
#      time), and the ratio;
#  (b) a match of makruk-uci with Threads 2 against makruk-uci with 1 at the same time per move
#      (the match binary, --engine-option Threads=2; balanced openings, colours swapped).
#
#   scripts/bench-threads.sh [depth] [games] [movetime ms]   (default 16, 20, 100; games 0 skips the match)
#   RUNS=5 scripts/bench-threads.sh                          (runs of each thread count in (a), default 3)
#
# Both figures move with the machine's load: run it on an otherwise idle machine with two cores or more.
set -euo pipefail
cd "$(dirname "$0")/.."
DEPTH="${1:-16}"
GAMES="${2:-20}"
MOVETIME="${3:-100}"
RUNS="${RUNS:-3}"
cargo build --quiet --profile native -p makruk-uci -p makruk-tools --bin makruk-uci --bin bench --bin match
TARGET_DIR="${CARGO_TARGET_DIR:-target}"
BIN="$TARGET_DIR/native"
echo "cores: $(nproc); load average: $(cut -d' ' -f1-3 /proc/loadavg)"

echo "== (a) time to depth $DEPTH over the bench positions, $RUNS runs of each"
rows="$(mktemp)"
trap 'rm -f "$rows"' EXIT
for run in $(seq "$RUNS"); do
    for threads in 1 2; do
        # Rows "pos nodes ms nps" of the table, tagged with the thread count.
        "$BIN/bench" --skip-opponent --depth "$DEPTH" --threads "$threads" |
            awk -v t="$threads" -v r="$run" '$1 ~ /^[0-9]+$/ { print t, r, $1, $3 }' >>"$rows"
    done
done
awk -v runs="$RUNS" '
function median(key,   n, i, j, v, tmp) {
    n = 0
    for (i = 1; i <= runs; i++) v[++n] = times[key, i]
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (v[j] < v[i]) { tmp = v[i]; v[i] = v[j]; v[j] = tmp }
    return v[int((n + 1) / 2)]
}
{ times[$1 "/" $3, $2] = $4; total[$1, $2] += $4; if ($3 > last) last = $3 }
END {
    printf "%-6s %10s %10s %7s\n", "pos", "1 thread", "2 threads", "ratio"
    for (p = 1; p <= last; p++) {
        one = median(1 "/" p); two = median(2 "/" p)
        printf "%-6s %8d ms %8d ms %7.2f\n", p, one, two, one / (two > 0 ? two : 1)
        logsum += log(one / (two > 0 ? two : 1))
    }
    for (r = 1; r <= runs; r++) { times["t1", r] = total[1, r]; times["t2", r] = total[2, r] }
    one = median("t1"); two = median("t2")
    printf "%-6s %8d ms %8d ms %7.2f   (median of the runs'\'' totals)\n", "total", one, two, one / (two > 0 ? two : 1)
    printf "geometric mean of the positions'\'' ratios: %.2f\n", exp(logsum / last)
}' "$rows"

if [ "$GAMES" -gt 0 ]; then
    echo "== (b) Threads 2 against Threads 1, $GAMES games at $MOVETIME ms a move"
    "$BIN/match" --engine "$BIN/makruk-uci" --opponent "$BIN/makruk-uci" --engine-option Threads=2 \
        --games "$GAMES" --movetime "$MOVETIME" | grep -v '^game *[0-9]*:'
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
