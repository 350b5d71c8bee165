#!/usr/bin/env bash
# Builds the release web app into dist/ with Trunk (offline) and prints the size report.
# Expects the environment of .setup-env (scripts/run.sh and scripts/test.sh source it).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
start=$(date +%s)
trunk build --release
echo "trunk build took $(($(date +%s) - start))s"
node scripts/size-report.mjs dist
