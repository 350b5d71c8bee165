// Checks live play's rebuilt session descriptions (src/live/sdp.rs) in headless Chromium: page A's
// offer is read into a Signal and rebuilt (`to_sdp`) by the app's code, page B answers the rebuilt
// offer, its answer is rebuilt the same way and given to page A, and a message must cross the data
// channel. Prints the captured offer and answer; with `--save` writes them to tests/fixtures/live/.
//
//   node scripts/check-live-sdp.mjs [--save] [--no-mdns]
//
// Needs /usr/bin/chromium (or CHROMIUM=…) and cargo. Talks to Chromium over --remote-debugging-pipe,
// so no package is needed. The rebuild runs the ignored test `live::sdp::tests::rebuild_from_env`.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const save = process.argv.includes("--save");
const noMdns = process.argv.includes("--no-mdns");
const profile = mkdtempSync(join(tmpdir(), "live-sdp-"));
const args = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank",
];
if (noMdns) args.splice(-1, 0, "--disable-features=WebRtcHideLocalIpsWithMdns");
const chromium = spawn(process.env.CHROMIUM || "/usr/bin/chromium", args, {
  stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"],
});
const toBrowser = chromium.stdio[3];
const fromBrowser = chromium.stdio[4];

let nextId = 1;
const pending = new Map();
let buffer = Buffer.alloc(0);
fromBrowser.on("data", (chunk) => {
  buffer = Buffer.concat([buffer, chunk]);
  let end;
  while ((end = buffer.indexOf(0)) >= 0) {
    const message = JSON.parse(buffer.subarray(0, end).toString());
    buffer = buffer.subarray(end + 1);
    const waiter = pending.get(message.id);
    if (waiter) {
      pending.delete(message.id);
      message.error ? waiter.reject(new Error(JSON.stringify(message.error))) : waiter.resolve(message.result);
    }
  }
});
function send(method, params = {}, sessionId) {
  const id = nextId++;
  toBrowser.write(JSON.stringify({ id, method, params, sessionId }) + "\0");
  return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}
async function page() {
  const { targetId } = await send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  return async (expression) => {
    const result = await send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true }, sessionId);
    if (result.exceptionDetails) throw new Error(JSON.stringify(result.exceptionDetails));
    return result.result.value;
  };
}
function rebuild(sdp, kind) {
  const file = join(profile, `${kind}.sdp`);
  writeFileSync(file, sdp);
  const out = execFileSync(
    "cargo",
    ["test", "-q", "-p", "makruk-web", "--lib", "live::sdp::tests::rebuild_from_env", "--", "--ignored", "--exact", "--nocapture"],
    { cwd: root, env: { ...process.env, LIVE_SDP: file, LIVE_SDP_KIND: kind }, encoding: "utf8" },
  );
  const match = out.match(/<<<SDP\n([\s\S]*?)>>>SDP/);
  if (!match) throw new Error(`no rebuilt SDP in:\n${out}`);
  return match[1];
}
const gathered = `new Promise((done) => {
  if (pc.iceGatheringState === "complete") return done();
  pc.addEventListener("icegatheringstatechange", () => pc.iceGatheringState === "complete" && done());
})`;

try {
  const a = await page();
  const b = await page();
  const offer = await a(`(async () => {
    window.pc = new RTCPeerConnection({ iceServers: [] });
    window.dc = pc.createDataChannel("game");
    window.opened = new Promise((done) => dc.onopen = done);
    await pc.setLocalDescription(await pc.createOffer());
    await ${gathered};
    return pc.localDescription.sdp;
  })()`);
  const rebuiltOffer = rebuild(offer, "offer");
  const answer = await b(`(async () => {
    window.pc = new RTCPeerConnection({ iceServers: [] });
    window.received = new Promise((done) => pc.ondatachannel = (e) => e.channel.onmessage = (m) => done(m.data));
    await pc.setRemoteDescription({ type: "offer", sdp: ${JSON.stringify(rebuiltOffer)} });
    await pc.setLocalDescription(await pc.createAnswer());
    await ${gathered};
    return pc.localDescription.sdp;
  })()`);
  const rebuiltAnswer = rebuild(answer, "answer");
  await a(`(async () => {
    await pc.setRemoteDescription({ type: "answer", sdp: ${JSON.stringify(rebuiltAnswer)} });
    await Promise.race([opened, new Promise((_, fail) => setTimeout(() => fail(new Error("the channel did not open in 15 s")), 15000))]);
    dc.send("hello");
  })()`);
  const received = await b(`Promise.race([received, new Promise((_, fail) => setTimeout(() => fail(new Error("no message in 5 s")), 5000))])`);
  if (received !== "hello") throw new Error(`page B received ${received}`);
  console.log(`--- offer (page A)\n${offer}--- answer (page B, to the rebuilt offer)\n${answer}`);
  console.log("ok: both rebuilt descriptions accepted, the data channel opened and carried a message");
  if (save) {
    writeFileSync(join(root, "tests/fixtures/live/offer-chromium.sdp"), offer);
    writeFileSync(join(root, "tests/fixtures/live/answer-chromium.sdp"), answer);
    console.log("saved tests/fixtures/live/offer-chromium.sdp and answer-chromium.sdp");
  }
} catch (error) {
  console.error(`FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  const exited = new Promise((done) => chromium.once("exit", done));
  chromium.kill();
  await exited;
  rmSync(profile, { recursive: true, force: true });
}
