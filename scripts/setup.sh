#!/usr/bin/env bash
# Installs everything the project needs on a Debian 12 machine, and is quick when all is present.
#
# - a Rust toolchain that can build wasm32-unknown-unknown: rustup's own target when it can be downloaded,
#   otherwise (or with MAKRUK_FORCE_DEBIAN=1) Debian's rustc-web with a wasm32 std built once from its sources
#   and linked into rustup as the toolchain "debian";
# - Debian's rustc-web and its std sources in any case: scripts/build-engine-threads.sh builds the engine's
#   threaded wasm module with a std compiled with atomics from them;
# - pinned tools from crates.io: trunk, wasm-bindgen-cli (the version Cargo.lock uses), wasm-pack;
# - Debian packages: chromium, chromium-driver, fairy-stockfish (11.1, the second opponent), g++ and
#   python3-pip, with which scripts/build-fairy-stockfish.sh builds the current Fairy-Stockfish on first use, and
#   python3-venv for the test relay's environment;
# - npm packages from package-lock.json: binaryen (wasm-opt) and playwright-core;
# - pyffish from PyPI (the reference rules for the differential tests);
# - a Nostr relay from PyPI, nostr-relay with its dependencies pinned (scripts/nostr-relay-requirements.txt), in
#   a virtual environment of its own: the tests run it on loopback (scripts/nostr-relay.sh).
#
# It writes .setup-env (sourced by the other scripts): the toolchain to use and the PATH for the tools.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

TRUNK_VERSION=0.22.1
WASM_PACK_VERSION=0.15.1
PYFFISH_VERSION=0.0.90
APT_PACKAGES=(chromium chromium-driver fairy-stockfish g++ python3-pip python3-venv)
DEBIAN_RUST_PACKAGES=(rustc-web cargo-web rust-web-src rust-web-llvm lld-22 rust-web-clippy rustfmt-web)
# What scripts/build-engine-threads.sh needs, whichever toolchain builds the rest.
THREADS_RUST_PACKAGES=(rustc-web cargo-web rust-web-src rust-web-llvm lld-22)
DEBIAN_TOOLCHAIN_DIR=/opt/makruk-debian-toolchain
WASM_STD_DIR=/usr/lib/rustlib/wasm32-unknown-unknown/lib
NOSTR_RELAY_DIR=/opt/makruk-nostr-relay
NOSTR_RELAY_REQUIREMENTS=scripts/nostr-relay-requirements.txt

SETUP_START=$(date +%s)
step_start=0
step() { step_start=$(date +%s); printf '==> %s\n' "$*"; }
done_step() { printf '    done in %ss\n' "$(($(date +%s) - step_start))"; }

APT_UPDATED=0
apt_install() {
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo=sudo
  if [ $APT_UPDATED -eq 0 ]; then $sudo apt-get update -qq; APT_UPDATED=1; fi
  echo "    apt-get install ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

# Prints the rustup toolchain to use for every build of this project.
choose_toolchain() {
  if [ "${MAKRUK_FORCE_DEBIAN:-0}" != 1 ]; then
    if rustup target list --toolchain stable --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
      echo stable; return
    fi
    if timeout 120 rustup target add --toolchain stable wasm32-unknown-unknown >&2; then
      echo stable; return
    fi
    echo "    rustup could not fetch the wasm32 target; using Debian's rustc-web" >&2
  fi
  install_debian_toolchain >&2
  echo debian
}

# Debian's rustc-web, a wasm32 std built from its sources (once per rustc version), linked as toolchain "debian".
install_debian_toolchain() {
  apt_install "${DEBIAN_RUST_PACKAGES[@]}"
  local want stamp="$WASM_STD_DIR/.makruk-stamp"
  want=$(/usr/bin/rustc -vV)
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    echo "    building the wasm32 std from /usr/lib/rustlib/src (about a minute)"
    local tmp
    tmp=$(mktemp -d)
    (
      cd "$tmp"
      /usr/bin/cargo new -q --lib wasmstd
      cd wasmstd
      RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 CARGO_ENCODED_RUSTFLAGS=-Cembed-bitcode=yes \
        /usr/bin/cargo build -q --release --target wasm32-unknown-unknown \
        -Z build-std=std,panic_abort,panic_unwind,proc_macro,test
      mkdir -p "$WASM_STD_DIR"
      rm -f "$WASM_STD_DIR"/lib*.rlib "$WASM_STD_DIR"/lib*.rmeta
      find target/wasm32-unknown-unknown/release/deps -name 'lib*.rlib' -o -name 'lib*.rmeta' |
        grep -v '/libwasmstd-' | xargs cp -t "$WASM_STD_DIR"
    )
    rm -rf "$tmp"
    echo "$want" >"$stamp"
  fi
  if ! rustup toolchain list | grep -q '^debian'; then
    mkdir -p "$DEBIAN_TOOLCHAIN_DIR/bin" "$DEBIAN_TOOLCHAIN_DIR/lib"
    for tool in rustc rustdoc cargo cargo-clippy clippy-driver rustfmt cargo-fmt rust-lld; do
      [ -e "/usr/bin/$tool" ] && ln -sf "/usr/bin/$tool" "$DEBIAN_TOOLCHAIN_DIR/bin/$tool"
    done
    rustup toolchain link debian "$DEBIAN_TOOLCHAIN_DIR"
  fi
}

# Installs a crates.io tool unless `$bin --version` already prints the wanted version.
cargo_tool() {
  local crate=$1 version=$2 bin=$3
  shift 3
  if command -v "$bin" >/dev/null 2>&1 && "$bin" --version 2>/dev/null | grep -qwF "$version"; then
    return 0
  fi
  echo "    cargo install $crate $version"
  # Quick release builds: the tools' own fat-LTO profiles take many times longer to compile on 2 cores,
  # and build tools need no more than opt-level 1.
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=1 \
    cargo +stable install -q "$crate" --version "$version" "$@"
}

step "Debian packages: ${APT_PACKAGES[*]}"
apt_install "${APT_PACKAGES[@]}"
done_step

step "Debian's rustc and std sources, for the engine's threaded build: ${THREADS_RUST_PACKAGES[*]}"
apt_install "${THREADS_RUST_PACKAGES[@]}"
done_step

step "Rust toolchain for wasm32-unknown-unknown"
TOOLCHAIN=$(choose_toolchain)
echo "    toolchain: $TOOLCHAIN ($(rustc +"$TOOLCHAIN" --version))"
done_step

step "Cargo.lock and crates"
cargo +"$TOOLCHAIN" fetch -q
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/version = |"/, ""); print}' Cargo.lock)
[ -n "$WASM_BINDGEN_VERSION" ] || { echo "no wasm-bindgen in Cargo.lock" >&2; exit 1; }
grep -q "wasm_bindgen = \"$WASM_BINDGEN_VERSION\"" Trunk.toml ||
  { echo "Trunk.toml's [tools] wasm_bindgen must be $WASM_BINDGEN_VERSION, the version in Cargo.lock" >&2; exit 1; }
echo "    wasm-bindgen $WASM_BINDGEN_VERSION"
done_step

step "Tools from crates.io: trunk $TRUNK_VERSION, wasm-bindgen-cli $WASM_BINDGEN_VERSION, wasm-pack $WASM_PACK_VERSION"
CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
export PATH="$CARGO_BIN:$PATH"
cargo_tool wasm-bindgen-cli "$WASM_BINDGEN_VERSION" wasm-bindgen
cargo_tool wasm-pack "$WASM_PACK_VERSION" wasm-pack
cargo_tool trunk "$TRUNK_VERSION" trunk --locked --ignore-rust-version
done_step

step "npm packages (binaryen's wasm-opt, playwright-core)"
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] ||
  [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
done_step

step "Python packages: pyffish $PYFFISH_VERSION"
if ! python3 -c "import pyffish, sys; sys.exit(pyffish.version() != (0, 0, ${PYFFISH_VERSION##*.}))" 2>/dev/null; then
  # A Debian-managed python3 (PEP 668) refuses plain installs; pyffish is a self-contained wheel.
  python3 -m pip install -q --disable-pip-version-check "pyffish==$PYFFISH_VERSION" 2>/dev/null ||
    python3 -m pip install -q --disable-pip-version-check --break-system-packages "pyffish==$PYFFISH_VERSION"
fi
done_step

step "The test relay: $(grep -i '^nostr.relay==' "$NOSTR_RELAY_REQUIREMENTS") from PyPI in $NOSTR_RELAY_DIR"
# The environment holds a copy of the requirements it was made from: a changed list makes it anew.
if ! cmp -s "$NOSTR_RELAY_REQUIREMENTS" "$NOSTR_RELAY_DIR/requirements.txt" ||
  [ ! -x "$NOSTR_RELAY_DIR/bin/nostr-relay" ]; then
  rm -rf "$NOSTR_RELAY_DIR"
  python3 -m venv "$NOSTR_RELAY_DIR"
  "$NOSTR_RELAY_DIR/bin/pip" install -q --disable-pip-version-check --no-deps -r "$NOSTR_RELAY_REQUIREMENTS"
  cp "$NOSTR_RELAY_REQUIREMENTS" "$NOSTR_RELAY_DIR/requirements.txt"
fi
done_step

cat >.setup-env <<EOF
# Written by scripts/setup.sh; sourced by the other scripts.
export RUSTUP_TOOLCHAIN=$TOOLCHAIN
export PATH="$ROOT/node_modules/.bin:$CARGO_BIN:\$PATH"
export WASM_BINDGEN_VERSION=$WASM_BINDGEN_VERSION
export MAKRUK_NOSTR_RELAY=$NOSTR_RELAY_DIR/bin/nostr-relay
EOF
echo "Set-up complete in $(($(date +%s) - SETUP_START))s (toolchain $TOOLCHAIN)."
