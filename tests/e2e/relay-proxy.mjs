// A hostile relay for the tests: a loopback proxy in front of a real relay (tests/e2e/relay.mjs) that passes the
// WebSocket traffic both ways and, to each client, every `everyMs` sends malformed frames and replays the relay's
// earlier events. It speaks just enough WebSocket for that: the client's handshake goes through without its
// extensions (so no frame is compressed), the relay's frames are cut at their boundaries, and its own frames are
// whole unmasked text frames written between them.
import { createServer, connect } from "node:net";

/** Frames no relay may send: not JSON, wrong shapes, a bad event, an unknown message. */
const MALFORMED = [
  "not json at all",
  "[",
  '["EVENT"]',
  '["EVENT","makruk-game",{"id":"00","kind":25050}]',
  '["EVENT","makruk-game",{"id":"' + "f".repeat(64) + '","pubkey":"' + "0".repeat(64) +
    '","created_at":1,"kind":25050,"tags":[["x","00"]],"content":"AAAA","sig":"' + "0".repeat(128) + '"}]',
  '["NOTICE",' + JSON.stringify("x".repeat(5000)) + "]",
  '{"EVENT":1}',
  '["OK","' + "a".repeat(64) + '",true,""]',
];

/** A whole unmasked text frame of `text`. */
function textFrame(text) {
  const payload = Buffer.from(text);
  const length = payload.length;
  const head =
    length < 126
      ? Buffer.from([0x81, length])
      : length < 65536
        ? Buffer.from([0x81, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x81, 127]), (() => { const b = Buffer.alloc(8); b.writeBigUInt64BE(BigInt(length)); return b; })()]);
  return Buffer.concat([head, payload]);
}

/** The length of the whole frame at the start of `buffer`, or 0 if it is not all there. */
function frameLength(buffer) {
  if (buffer.length < 2) return 0;
  const masked = buffer[1] & 0x80;
  let length = buffer[1] & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (buffer.length < 4) return 0;
    length = buffer.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (buffer.length < 10) return 0;
    length = Number(buffer.readBigUInt64BE(2));
    offset = 10;
  }
  const whole = offset + (masked ? 4 : 0) + length;
  return buffer.length >= whole ? whole : 0;
}

/**
 * Starts the proxy in front of the relay on 127.0.0.1:`relayPort`; resolves to { url, stop, counts } where
 * counts() tells how many malformed and replayed frames were sent.
 */
export async function startHostileProxy(relayPort, { everyMs = 500 } = {}) {
  const sockets = new Set();
  const counts = { malformed: 0, replayed: 0 };
  const server = createServer((client) => {
    sockets.add(client);
    const upstream = connect({ host: "127.0.0.1", port: relayPort });
    sockets.add(upstream);
    let request = Buffer.alloc(0);
    let response = Buffer.alloc(0);
    let frames = null;
    const events = [];
    let timer = null;
    const end = () => {
      clearInterval(timer);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    const onRequest = (chunk) => {
      request = Buffer.concat([request, chunk]);
      const at = request.indexOf("\r\n\r\n");
      if (at < 0) return;
      client.off("data", onRequest);
      const head = request
        .subarray(0, at)
        .toString()
        .split("\r\n")
        .filter((line) => !/^sec-websocket-extensions:/i.test(line))
        .join("\r\n");
      upstream.write(head + "\r\n\r\n");
      upstream.write(request.subarray(at + 4));
      client.on("data", (data) => upstream.write(data));
    };
    client.on("data", onRequest);
    upstream.on("data", (chunk) => {
      if (frames === null) {
        response = Buffer.concat([response, chunk]);
        const at = response.indexOf("\r\n\r\n");
        if (at < 0) return;
        client.write(response.subarray(0, at + 4));
        frames = response.subarray(at + 4);
        timer = setInterval(() => {
          for (const text of MALFORMED) client.write(textFrame(text));
          counts.malformed += MALFORMED.length;
          for (const frame of events) client.write(frame);
          counts.replayed += events.length;
        }, everyMs);
      } else {
        frames = Buffer.concat([frames, chunk]);
      }
      for (let length = frameLength(frames); length > 0; length = frameLength(frames)) {
        const frame = frames.subarray(0, length);
        frames = frames.subarray(length);
        client.write(frame);
        if ((frame[0] & 0x0f) === 1 && frame.includes('["EVENT"')) {
          events.push(Buffer.from(frame));
          if (events.length > 20) events.shift();
        }
      }
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `ws://127.0.0.1:${port}`,
    counts: () => ({ ...counts }),
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
