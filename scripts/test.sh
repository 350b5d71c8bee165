#!/usr/bin/env bash
# Runs every test: native crate tests (rules, engine, UCI, differential tests against Fairy-Stockfish),
# wasm tests in headless Chromium, the release web build, the JS/wasm package, and the Playwright end-to-end tests.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
scripts/setup.sh
# shellcheck source=/dev/null
source .setup-env
export CHROMEDRIVER=/usr/bin/chromedriver
# The tests that run the Nostr relay setup.sh installed fail, rather than skip, if it is missing.
export MAKRUK_REQUIRE_RELAY=1

section() { printf '\n==> %s\n' "$*"; }

section "No cycle among the web app's top-level modules; each uses only what its layer may (src/layers.txt)"
python3 scripts/check-module-cycles.py --self-test
python3 scripts/check-module-cycles.py
python3 scripts/check-module-cycles.py --layers

section "Every release build that carries the engine searches at full speed (opt-level 3)"
python3 scripts/check-release-speed.py --self-test
python3 scripts/check-release-speed.py

section "The web fonts hold every letter the app's texts use"
python3 scripts/check-font-letters.py

section "The language packs keep the glossary's terms (docs/glossary.md)"
python3 scripts/check-terms.py --self-test
python3 scripts/check-terms.py

section "Native tests (all crates; makruk-signal's tests/relay.rs against a real relay on loopback)"
cargo test --workspace --exclude makruk-web

section "makruk-uci built for tuning lists the search parameters as options"
cargo test -p makruk-uci --features search-params --test session

section "The fuzz targets compile (scripts/fuzz.sh runs them with nightly)"
cargo check --manifest-path crates/makruk-core/fuzz/Cargo.toml --bins
cargo check --manifest-path fuzz/Cargo.toml --bins
cargo check --manifest-path crates/makruk-signal/fuzz/Cargo.toml --bins

section "Release build of makruk-uci and the tools"
cargo build --profile native -p makruk-uci -p makruk-tools

section "Native tests of the web app's logic"
cargo test -p makruk-web --lib

section "wasm tests in headless Chromium (wasm-bindgen-test)"
cargo test -p makruk-web --target wasm32-unknown-unknown

section "Release web build (Trunk)"
scripts/build-web.sh

section "JS/wasm package (wasm-pack)"
scripts/build-wasm-package.sh

section "End-to-end tests in headless Chromium (Playwright)"
node --test --test-concurrency=1 tests/e2e/
