#!/usr/bin/env bash
# Builds the JS/wasm package (crates/makruk-wasm) into pkg/ with wasm-pack, offline: wasm-pack uses the
# wasm-bindgen on PATH (same version as Cargo.lock), and wasm-opt (npm's binaryen) runs here, not
# through wasm-pack, so nothing is downloaded. Prints the package's gzipped size.
# Expects the environment of .setup-env (scripts/test.sh sources it; or run `source .setup-env` first).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
if [[ -f .setup-env && -z "${WASM_BINDGEN_VERSION:-}" ]]; then
  # shellcheck source=/dev/null
  source .setup-env
fi
expected=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
found=$(wasm-bindgen --version | cut -d' ' -f2)
if [[ "$found" != "$expected" ]]; then
  echo "wasm-bindgen $found on PATH, Cargo.lock wants $expected" >&2
  exit 1
fi
command -v wasm-opt >/dev/null || { echo "wasm-opt not on PATH (npm's binaryen in node_modules/.bin)" >&2; exit 1; }

start=$(date +%s)
wasm-pack --quiet build crates/makruk-wasm --target web --release --mode no-install --out-dir "$ROOT/pkg"
wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
  pkg/makruk_wasm_bg.wasm -o pkg/makruk_wasm_bg.wasm
echo "wasm package built in $(($(date +%s) - start))s: $ROOT/pkg"
for file in pkg/makruk_wasm_bg.wasm pkg/makruk_wasm.js; do
  printf '%-28s %8d bytes, %7d gzipped\n' "$(basename "$file")" "$(wc -c <"$file")" "$(gzip -9c "$file" | wc -c)"
done
