#!/usr/bin/env bash
# Builds the release app into dist/ and serves it on http://127.0.0.1:8080/ (PORT overrides the port).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
scripts/setup.sh
# shellcheck source=/dev/null
source .setup-env
scripts/build-web.sh
PORT=${PORT:-8080}
echo "Makruk is served at http://127.0.0.1:$PORT/ (Ctrl-C stops the server)"
exec node tests/e2e/serve.mjs dist "$PORT"
