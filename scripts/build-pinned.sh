#!/usr/bin/env bash
# Builds the binary BIN (of makruk-uci, or of makruk-tools since the tools moved there) as the
# repository's commit COMMIT has it, into DIR/BIN (kept: a second call does nothing), through a
# temporary git worktree. The network's data and training use it so that later changes to the engine
# do not change what they make.
#
#   scripts/build-pinned.sh COMMIT BIN DIR
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
COMMIT="${1:?usage: scripts/build-pinned.sh COMMIT BIN DIR}"
BIN="${2:?usage: scripts/build-pinned.sh COMMIT BIN DIR}"
DIR="$(realpath -m "${3:?usage: scripts/build-pinned.sh COMMIT BIN DIR}")"
[ -x "$DIR/$BIN" ] && exit 0
mkdir -p "$DIR"
work="$(mktemp -d)"
trap 'rm -rf "$work"; git -C "$ROOT" worktree prune' EXIT
git -C "$ROOT" worktree prune
git -C "$ROOT" worktree add --detach "$work/src" "$COMMIT" >/dev/null
CARGO_TARGET_DIR="$work/target" cargo build --quiet --profile native \
  --manifest-path "$work/src/Cargo.toml" --bin "$BIN"
cp "$work/target/native/$BIN" "$DIR/$BIN"
