// Signed Nostr events made in Node for the end-to-end tests that publish straight to the relay (the lobby's
// malformed and valid entries, published from a blank page): NIP-01 events signed by BIP-340 Schnorr signatures over secp256k1, computed with
// BigInt (test keys only: no constant-time care).
import { createHash, randomBytes } from "node:crypto";

const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const G = [
  0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n,
  0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n,
];

const mod = (a, m = P) => ((a % m) + m) % m;
function inverse(a, m = P) {
  let [r0, r1, s0, s1] = [mod(a, m), m, 1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1, s0, s1] = [r1, r0 - q * r1, s1, s0 - q * s1];
  }
  return mod(s0, m);
}
function add(a, b) {
  if (a === null) return b;
  if (b === null) return a;
  if (a[0] === b[0] && mod(a[1] + b[1]) === 0n) return null;
  const slope = a[0] === b[0] ? mod(3n * a[0] * a[0] * inverse(2n * a[1])) : mod((b[1] - a[1]) * inverse(b[0] - a[0]));
  const x = mod(slope * slope - a[0] - b[0]);
  return [x, mod(slope * (a[0] - x) - a[1])];
}
function multiply(k, point = G) {
  let result = null;
  for (let bit = point; k > 0n; k >>= 1n, bit = add(bit, bit)) if (k & 1n) result = add(result, bit);
  return result;
}
const bytes32 = (n) => Buffer.from(n.toString(16).padStart(64, "0"), "hex");
const number = (buffer) => BigInt(`0x${buffer.toString("hex")}`);
const sha256 = (...parts) => createHash("sha256").update(Buffer.concat(parts)).digest();
const tagged = (tag, ...parts) => {
  const t = sha256(Buffer.from(tag));
  return sha256(t, t, ...parts);
};

/** A new key pair: { secret (BigInt), pubkey (64 hex digits, the x coordinate) }. */
export function newKeys() {
  const secret = mod(number(randomBytes(32)), N - 1n) + 1n;
  return { secret, pubkey: bytes32(multiply(secret)[0]).toString("hex") };
}

/** The BIP-340 signature of the 32-byte `message` by `secret`. */
function sign(secret, message) {
  const point = multiply(secret);
  const d = point[1] % 2n === 0n ? secret : N - secret;
  const aux = randomBytes(32);
  const t = Buffer.from(bytes32(d).map((byte, i) => byte ^ tagged("BIP0340/aux", aux)[i]));
  const k0 = mod(number(tagged("BIP0340/nonce", t, bytes32(point[0]), message)), N);
  const r = multiply(k0);
  const k = r[1] % 2n === 0n ? k0 : N - k0;
  const e = mod(number(tagged("BIP0340/challenge", bytes32(r[0]), bytes32(point[0]), message)), N);
  return Buffer.concat([bytes32(r[0]), bytes32(mod(k + e * d, N))]).toString("hex");
}

/** A signed event of `keys`, dated now. */
export function signedEvent(keys, kind, tags, content) {
  const created_at = Math.floor(Date.now() / 1000);
  const serialised = JSON.stringify([0, keys.pubkey, created_at, kind, tags, content]);
  const id = sha256(Buffer.from(serialised)).toString("hex");
  return { id, pubkey: keys.pubkey, created_at, kind, tags, content, sig: sign(keys.secret, Buffer.from(id, "hex")) };
}

/** Publishes `event` to the relay at `url` from `page` (a blank page: Node 20 has no WebSocket); resolves to the
 * relay's OK or NOTICE frame about it, or null if the relay closed the socket or said nothing within 5 s. */
export function publish(page, url, event) {
  return page.evaluate(
    ({ url, event }) =>
      new Promise((resolve) => {
        const socket = new WebSocket(url);
        const done = (frame) => {
          clearTimeout(timer);
          socket.onclose = null;
          socket.close();
          resolve(frame);
        };
        const timer = setTimeout(() => done(null), 5000);
        socket.onopen = () => socket.send(JSON.stringify(["EVENT", event]));
        socket.onclose = () => done(null);
        socket.onmessage = (message) => {
          const frame = JSON.parse(String(message.data));
          if ((frame[0] === "OK" && frame[1] === event.id) || frame[0] === "NOTICE") done(frame);
        };
      }),
    { url, event },
  );
}
