// A real Nostr relay on loopback for the tests: scripts/nostr-relay.sh (nostr-relay from PyPI, installed by
// scripts/setup.sh) on a free port of 127.0.0.1, in a process group of its own, stopped with its whole group.
// As a module: `const relay = await startRelay(); relay.url; await relay.stop();`; `relayAvailable()` tells
// whether the relay is installed.
import { after, before } from "node:test";
import { spawn } from "node:child_process";
import { access, constants, mkdtemp, rm } from "node:fs/promises";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const SCRIPT = join(ROOT, "scripts/nostr-relay.sh");
/** The relay's program, as scripts/setup.sh installs it (or `MAKRUK_NOSTR_RELAY`). */
export const RELAY_PROGRAM = process.env.MAKRUK_NOSTR_RELAY ?? "/opt/makruk-nostr-relay/bin/nostr-relay";
/** How long the relay may take to listen, in milliseconds (a loaded 2-core machine starts it in seconds). */
const START_LIMIT_MS = 60_000;
/** How long its group may take to end after SIGTERM before it is killed. */
const STOP_LIMIT_MS = 5_000;

/** Whether the relay's program is installed. */
export async function relayAvailable() {
  try {
    await access(RELAY_PROGRAM, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A port of 127.0.0.1 that nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a relay on a free loopback port; resolves to { url, port, pid, stop } once it accepts connections.
 * Rejects (with the relay's output) if it exits first or is not listening within a minute.
 */
export async function startRelay() {
  const dir = await mkdtemp(join(tmpdir(), "makruk-relay-"));
  const port = await freePort();
  const child = spawn(SCRIPT, [String(port), dir], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, MAKRUK_NOSTR_RELAY: RELAY_PROGRAM },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  let ended = null;
  exited.then((status) => (ended = status));

  const stop = async () => {
    if (!ended) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {}
      const timer = sleep(STOP_LIMIT_MS).then(() => "late");
      if ((await Promise.race([exited, timer])) === "late") {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {}
        await exited;
      }
    }
    // The gunicorn worker may outlive the master for a moment: wait for the whole group.
    for (let i = 0; i < 50 && groupAlive(child.pid); i++) await sleep(100);
    if (groupAlive(child.pid)) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }
    await rm(dir, { recursive: true, force: true });
  };

  const started = Date.now();
  while (!(await listening(port))) {
    if (ended || Date.now() - started > START_LIMIT_MS) {
      await stop();
      throw new Error(`the relay did not start (${JSON.stringify(ended)}):\n${output}`);
    }
    await sleep(100);
  }
  return { url: `ws://127.0.0.1:${port}`, port, pid: child.pid, stop };
}

/** Whether any process of group `pgid` is still running. */
export function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The relay of one test file, started before its tests and stopped after them: `skip` is a test's skip reason
 * (false when a relay is installed), `url` the relay's address once started.
 */
export async function useRelay() {
  const available = await relayAvailable();
  const handle = { skip: !available && "no relay installed", url: undefined };
  let relay;
  before(async () => {
    if (!available) return;
    relay = await startRelay();
    handle.url = relay.url;
  });
  after(async () => {
    await relay?.stop();
  });
  return handle;
}
