#!/usr/bin/env bash
# Runs the test relay (nostr-relay from PyPI, installed by scripts/setup.sh) in the foreground on
# ws://127.0.0.1:PORT, its sqlite database and configuration in DIR. It is a gunicorn master with a worker:
# start this script in a process group of its own and stop the group (tests/e2e/relay.mjs,
# crates/makruk-signal/tests/relay.rs).
#
#   scripts/nostr-relay.sh PORT DIR
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 PORT DIR" >&2; exit 2; }
PORT=$1
DIR=$(cd "$2" && pwd)
RELAY=${MAKRUK_NOSTR_RELAY:-/opt/makruk-nostr-relay/bin/nostr-relay}
[ -x "$RELAY" ] || { echo "no relay at $RELAY: run scripts/setup.sh" >&2; exit 3; }
cat >"$DIR/config.yaml" <<CONFIG
DEBUG: false
relay_name: makruk test relay
storage:
  sqlalchemy.url: sqlite+aiosqlite:///$DIR/nostr.sqlite3
  validators:
    - nostr_relay.validators.is_not_too_large
    - nostr_relay.validators.is_signed
    - nostr_relay.validators.is_recent
gunicorn:
  bind: 127.0.0.1:$PORT
  workers: 1
  loglevel: warning
  reload: false
  graceful_timeout: 1
authentication:
  enabled: false
CONFIG
exec "$RELAY" -c "$DIR/config.yaml" serve
