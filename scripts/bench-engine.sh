#!/usr/bin/env bash
# Engine search speed: the fixed bench positions searched to a fixed depth by makruk-uci's engine,
# next to Fairy-Stockfish's `go depth N` on the same positions in the same run (nps ratio), then the
# same bench compiled to wasm in the engine's two builds (baseline and SIMD, each through wasm-opt as the
# app's engine modules are) and run under Node and in headless Chromium (wasm/native ratios; target >= 0.7
# in Chromium for the SIMD build, which browsers with wasm SIMD run).
#
#   scripts/bench-engine.sh [depth] [fairy-stockfish]   (default 10, and the current Fairy-Stockfish
#                                                       that scripts/build-fairy-stockfish.sh builds;
#                                                       /usr/games/fairy-stockfish for Debian's 11.1)
set -euo pipefail
cd "$(dirname "$0")/.."
DEPTH="${1:-10}"
FS="${2:-$(scripts/build-fairy-stockfish.sh)}"
cargo build --quiet --profile native -p makruk-tools --bin bench
TARGET_DIR="${CARGO_TARGET_DIR:-target}"
native_out="$("$TARGET_DIR/native/bench" --depth "$DEPTH" --opponent "$FS")"
echo "$native_out"
native_nodes="$(grep -m1 '^total' <<<"$native_out" | awk '{print $2}')"
# Node's wasm ratios divide by the median of three native runs: one run of about a second moves a lot on a
# shared machine. (Chromium's ratio has native runs of its own, alternating with the browser's.)
native_runs=("$(grep -m1 '^total' <<<"$native_out" | grep -o '[0-9]* nps' | grep -o '[0-9]*')")
for _ in 1 2; do
    native_runs+=("$("$TARGET_DIR/native/bench" --depth "$DEPTH" --skip-opponent | grep -m1 '^total' | grep -o '[0-9]* nps' | grep -o '[0-9]*')")
done
native_nps="$(printf '%s\n' "${native_runs[@]}" | sort -n | sed -n 2p)"
echo "native nps of three runs: ${native_runs[*]}; median $native_nps"

if ! command -v node >/dev/null; then
    echo "node not found: skipping the wasm bench" >&2
    exit 0
fi
# The engine's wasm modules are optimised by wasm-opt at index.html's level for them (data-wasm-opt of
# data-bin="engine"); the bench modules are too, so the bench measures what ships.
WASM_OPT_LEVEL="$(grep -o 'data-bin="engine"[^>]*data-wasm-opt="[^"]*"' index.html | sed 's/.*data-wasm-opt="\([^"]*\)"/\1/' || true)"
if [ ! -x node_modules/.bin/wasm-opt ] || [ -z "$WASM_OPT_LEVEL" ]; then
    echo "wasm-opt (node_modules/.bin) or index.html's data-wasm-opt not found: the bench modules are not optimised as the engine's" >&2
fi
# Two builds, as the app ships them: the baseline build, and the SIMD build that browsers with wasm SIMD
# load (the `simd128` feature).
for build in baseline simd128; do
    features=()
    [ "$build" = simd128 ] && features=(--features simd128)
    cargo build --quiet --release -p makruk-worker --example wasm_bench --target wasm32-unknown-unknown "${features[@]}"
    WASM="$TARGET_DIR/wasm_bench.$build.wasm"
    cp "$TARGET_DIR/wasm32-unknown-unknown/release/examples/wasm_bench.wasm" "$WASM"
    if [ -x node_modules/.bin/wasm-opt ] && [ -n "$WASM_OPT_LEVEL" ]; then
        node_modules/.bin/wasm-opt "-O$WASM_OPT_LEVEL" "$WASM" -o "$WASM"
    fi
    echo "== wasm, $build build${WASM_OPT_LEVEL:+ (wasm-opt -O$WASM_OPT_LEVEL)}"
    wasm_out="$(node -e '
const fs = require("fs");
const [file, depth] = process.argv.slice(1);
WebAssembly.instantiate(fs.readFileSync(file), {}).then(({ instance }) => {
  const start = performance.now();
  const nodes = Number(instance.exports.bench(Number(depth)));
  const ms = performance.now() - start;
  console.log(`wasm (node ${process.version}): ${nodes} nodes in ${ms.toFixed(0)} ms: ${Math.round(nodes * 1000 / ms)} nps`);
});
' "$WASM" "$DEPTH")"
    echo "$wasm_out"
    wasm_nodes="$(grep -o ': [0-9]* nodes' <<<"$wasm_out" | grep -o '[0-9]*')"
    wasm_nps="$(grep -o '[0-9]* nps' <<<"$wasm_out" | grep -o '[0-9]*')"
    if [ "$wasm_nodes" != "$native_nodes" ]; then
        echo "note: node counts differ (native $native_nodes, wasm $wasm_nodes)"
    fi
    awk -v w="$wasm_nps" -v n="$native_nps" -v b="$build" 'BEGIN { printf "ratio wasm (node, %s)/native nps: %.2f\n", b, w / n }'
    if [ -x /usr/bin/chromium ] && [ -d node_modules/playwright-core ]; then
        # Chromium's runs alternate with native runs, whose median the ratio divides by.
        chromium_out="$(node scripts/bench-wasm-chromium.mjs "$WASM" "$DEPTH" "$TARGET_DIR/native/bench")"
        echo "$chromium_out"
        ratio="$(grep -o "alternating runs: [0-9.]*" <<<"$chromium_out" | grep -o "[0-9.]*$")"
        awk -v r="$ratio" -v b="$build" 'BEGIN { printf "ratio wasm (Chromium, %s)/native nps: %.2f%s\n", b, r, (b == "simd128" ? sprintf(" (target 0.7: %s)", r >= 0.7 ? "met" : "NOT met") : "") }'
    else
        echo "Chromium or playwright-core not found: skipping the browser run" >&2
    fi
done
