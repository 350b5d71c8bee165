// The test relay's harness (relay.mjs): a real relay starts on a free loopback port, answers as a Nostr relay,
// and its whole process group is gone once stopped. Skipped only when the relay is not installed (and then
// failed under MAKRUK_REQUIRE_RELAY=1, as scripts/test.sh runs it).
import { test } from "node:test";
import assert from "node:assert/strict";
import { groupAlive, relayAvailable, RELAY_PROGRAM, startRelay } from "./relay.mjs";

const available = await relayAvailable();
if (!available && process.env.MAKRUK_REQUIRE_RELAY === "1") {
  throw new Error(`no relay at ${RELAY_PROGRAM}: run scripts/setup.sh`);
}

test("the relay starts on loopback, describes itself and stops with its group", {
  skip: !available && `no relay at ${RELAY_PROGRAM} (scripts/setup.sh installs it)`,
}, async () => {
  const relay = await startRelay();
  try {
    assert.match(relay.url, /^ws:\/\/127\.0\.0\.1:\d+$/);
    // NIP-11: a relay describes itself to an HTTP request for application/nostr+json.
    const response = await fetch(`http://127.0.0.1:${relay.port}/`, {
      headers: { accept: "application/nostr+json" },
    });
    const info = await response.json();
    assert.equal(info.name, "makruk test relay");
    assert.ok(info.supported_nips.includes(1), JSON.stringify(info));
    assert.ok(groupAlive(relay.pid));
  } finally {
    await relay.stop();
  }
  assert.equal(groupAlive(relay.pid), false);
});
