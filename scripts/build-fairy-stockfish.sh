#!/usr/bin/env bash
# Builds the current Fairy-Stockfish, the strength anchor of the matches and benchmarks, and prints the
# path of its binary. Instant when the build is cached.
#
#   scripts/build-fairy-stockfish.sh
#
# The sources are PyPI's pyffish source package, of the version scripts/setup.sh pins (it holds the
# engine's complete C++ sources); the UCI binary is compiled with g++ without an embedded NNUE
# network (none can be downloaded here: it plays with its classical evaluation), with popcnt and
# SSE4.1 when the CPU has them, else as a plain 64-bit build. Before it is cached the binary must
# answer `uci` with `id name Fairy-Stockfish …` and give makruk perft(5) = 6223994 and cambodian
# perft(4) = 361719.
#
# Cache: $MAKRUK_CACHE (default ${XDG_CACHE_HOME:-~/.cache}/makruk), as
# fairy-stockfish-<pyffish version>/fairy-stockfish, with the link fairy-stockfish-current pointing
# to it: the link is the default opponent of the makruk-tools binaries (match, bench, tune).
set -euo pipefail
cd "$(dirname "$0")/.."

die() { echo "build-fairy-stockfish: $*" >&2; exit 1; }

VERSION=$(sed -n 's/^PYFFISH_VERSION=//p' scripts/setup.sh)
[ -n "$VERSION" ] || die "no PYFFISH_VERSION in scripts/setup.sh"
CACHE="${MAKRUK_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/makruk}"
DIR="$CACHE/fairy-stockfish-$VERSION"
BIN="$DIR/fairy-stockfish"

if [ ! -x "$BIN" ]; then
  mkdir -p "$CACHE"
  # One build at a time; a second caller waits and then finds the cached binary.
  exec 9>"$CACHE/.fairy-stockfish.lock"
  flock 9
fi
if [ ! -x "$BIN" ]; then
  command -v g++ >/dev/null || die "g++ not found (apt-get install g++)"
  python3 -m pip --version >/dev/null 2>&1 || die "pip not found (apt-get install python3-pip)"
  work=$(mktemp -d "$CACHE/build.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  echo "building Fairy-Stockfish from pyffish $VERSION's sources in $work (about 2 minutes on 2 cores)" >&2
  python3 -m pip download -q --disable-pip-version-check --no-binary :all: --no-deps \
    -d "$work" "pyffish==$VERSION" >&2 || die "pip could not download pyffish $VERSION's source package"
  tar xzf "$work/pyffish-$VERSION.tar.gz" -C "$work" || die "cannot unpack pyffish-$VERSION.tar.gz"
  src="$work/pyffish-$VERSION/src"
  [ -f "$src/main.cpp" ] || die "pyffish $VERSION's source package has no src/main.cpp"

  flags=(-DIS_64BIT)
  if grep -q -m1 -w popcnt /proc/cpuinfo && grep -q -m1 -w sse4_1 /proc/cpuinfo; then
    flags+=(-DUSE_POPCNT -DUSE_SSE41 -DUSE_SSSE3 -DUSE_SSE2 -msse4.1 -mpopcnt)
  fi
  echo "g++ flags: ${flags[*]}" >&2
  started=$(date +%s)
  # The UCI engine only: the Python and JavaScript bindings (pyffish.cpp, ffishjs.cpp) are left out.
  mapfile -t sources < <(ls "$src"/*.cpp "$src"/syzygy/*.cpp "$src"/nnue/*.cpp "$src"/nnue/features/*.cpp |
    grep -v -e '/ffishjs\.cpp$' -e '/pyffish\.cpp$')
  g++ -std=c++17 -O3 -DNDEBUG "${flags[@]}" -DNNUE_EMBEDDING_OFF -flto=2 "${sources[@]}" \
    -o "$work/fairy-stockfish" -lpthread || die "g++ failed"
  echo "compiled in $(($(date +%s) - started)) s" >&2

  id=$(printf 'uci\nquit\n' | "$work/fairy-stockfish" | grep -m1 '^id name') || true
  [[ "$id" == "id name Fairy-Stockfish"* ]] || die "the build does not answer uci with 'id name Fairy-Stockfish' (got '$id')"
  perft() { # variant depth
    printf 'setoption name UCI_Variant value %s\nposition startpos\ngo perft %s\nquit\n' "$1" "$2" |
      "$work/fairy-stockfish" | sed -n 's/^Nodes searched: //p'
  }
  for check in "makruk 5 6223994" "cambodian 4 361719"; do
    read -r variant depth want <<<"$check"
    got=$(perft "$variant" "$depth")
    [ "$got" = "$want" ] || die "$variant perft($depth) is '$got', expected $want: not caching this build"
  done
  echo "checked: ${id#id name }, makruk perft(5) 6223994, cambodian perft(4) 361719" >&2
  mkdir -p "$DIR"
  mv "$work/fairy-stockfish" "$BIN"
fi
ln -sfn "fairy-stockfish-$VERSION/fairy-stockfish" "$CACHE/fairy-stockfish-current"
echo "$BIN"
