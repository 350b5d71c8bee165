#!/usr/bin/env bash
# Builds the engine's threaded wasm module (crates/makruk-worker's `engine-threads`: wasm SIMD and atomics, its
# searches on several Web Workers sharing one memory) into a build folder: engine-threads.js and
# engine-threads_bg.wasm, which scripts/hash-worker-modules.mjs then names by their hash.
#
# Atomics need a std compiled with them, which no rustup target ships: this builds one with `-Z build-std` from
# Debian's rustc-web and its std sources (rust-web-src, installed by scripts/setup.sh), RUSTC_BOOTSTRAP=1 allowing
# the unstable flag on that stable compiler, in target/threads. The linker makes the memory shared and imported
# (wasm-bindgen then writes the JS that starts a thread on it) with a 256 MiB maximum.
# Usage: scripts/build-engine-threads.sh [OUT_DIR]   (Trunk's build hook passes nothing: TRUNK_STAGING_DIR)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT=${1:-${TRUNK_STAGING_DIR:?give the build folder or set TRUNK_STAGING_DIR}}
cd "$ROOT"

FLAGS=(
  -Ctarget-feature=+atomics,+bulk-memory,+mutable-globals,+simd128
  -Clink-arg=--shared-memory
  -Clink-arg=--import-memory
  -Clink-arg=--max-memory=268435456
  -Clink-arg=--export=__wasm_init_tls
  -Clink-arg=--export=__tls_size
  -Clink-arg=--export=__tls_align
  -Clink-arg=--export=__tls_base
)
encoded=$(printf '%s\x1f' "${FLAGS[@]}")
TARGET_DIR=$ROOT/target/threads
env -u RUSTUP_TOOLCHAIN RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 CARGO_ENCODED_RUSTFLAGS="${encoded%$'\x1f'}" \
  /usr/bin/cargo build -q --release --target wasm32-unknown-unknown -Z build-std=std,panic_abort \
  -p makruk-worker --bin engine-threads --features simd128 --target-dir "$TARGET_DIR" 2>&1 |
  # The one warning on every crate says what is known: atomics are an unstable target feature.
  grep -v -e "unstable feature specified for \`-Ctarget-feature\`: \`atomics\`" \
    -e "this feature is not stably supported" -e '^ *|$' -e '^$' -e 'generated 1 warning' >&2 || true
wasm=$TARGET_DIR/wasm32-unknown-unknown/release/engine-threads.wasm
[ -f "$wasm" ] || { echo "build-engine-threads.sh: no $wasm" >&2; exit 1; }
mkdir -p "$OUT"
wasm-bindgen --target web --no-typescript --out-dir "$OUT" --out-name engine-threads "$wasm"
wasm-opt -O3 --enable-threads --enable-simd --enable-bulk-memory --enable-mutable-globals --enable-sign-ext \
  --enable-nontrapping-float-to-int --enable-reference-types --enable-multivalue \
  "$OUT/engine-threads_bg.wasm" -o "$OUT/engine-threads_bg.wasm"
echo "build-engine-threads.sh: $(wc -c <"$OUT/engine-threads_bg.wasm") bytes of wasm in $OUT"
