#!/usr/bin/env bash
# How often makruk-uci converts won endings: it plays each position of an ending suite once, as the
# side ahead (to move), against the current Fairy-Stockfish, and the share of those games it wins is
# printed after the match's summary.
#
#   scripts/convert-endings.sh [--suite FILE] [match flags]   e.g. --movetime 100 --concurrency 2
#                                                                   --engine OTHER-BUILD (a build to compare)
# Defaults: the suite crates/makruk-tools/endings/makruk-won.txt (mined by scripts/mine-endings.py,
# which names each position's source game), 1000 ms a move, both engines one thread.
set -euo pipefail
cd "$(dirname "$0")/.."
suite=crates/makruk-tools/endings/makruk-won.txt
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --suite) suite="$2"; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
positions=$(grep -c -v -e '^#' -e '^[[:space:]]*$' "$suite")
[[ " ${args[*]} " =~ \ --movetime\  ]] || args+=(--movetime 1000)
out=$(mktemp)
trap 'rm -f "$out"' EXIT
scripts/match.sh --positions "$suite" --games "$positions" "${args[@]}" | tee "$out"
sed -n 's/^result: +\([0-9]*\) =\([0-9]*\) -\([0-9]*\) of \([0-9]*\) games.*/\1 \2 \3 \4/p' "$out" | {
  read -r wins draws losses games
  echo "converted: $wins of $games won endings ($((100 * wins / games)) %), drawn $draws, lost $losses"
}
