// A small static file server for dist/: correct MIME types (application/wasm), optional sub-path prefix.
// Usage as a program: node tests/e2e/serve.mjs DIR PORT [PREFIX]; as a module: startServer({ dir, port, prefix,
// headers, gzip }).
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** The types a static host sends gzipped (`gzip: true`): everything but the already compressed images and fonts. */
const COMPRESSED_TYPES = new Set([".html", ".js", ".mjs", ".wasm", ".css", ".svg", ".json", ".webmanifest", ".txt", ".ftl"]);

/** The headers that make a page cross-origin isolated (shared memory: the engine's threads). */
export const ISOLATION_HEADERS = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-embedder-policy": "require-corp",
};

/**
 * Serves `dir` under `prefix` (e.g. "/sub/path/") on 127.0.0.1, with `headers` added to every file (e.g. the
 * cross-origin isolation headers README's hosting section asks of hosts that can set them), and with `gzip` the
 * compressible files gzipped to browsers that accept it, as static hosts do; resolves to { server, url }.
 */
export function startServer({ dir, port = 0, prefix = "/", headers = {}, gzip = false }) {
  const root = resolve(dir);
  /** Gzipped bodies by file path and modification time, made once. */
  const gzipped = new Map();
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end("not found");
      return;
    }
    let file = normalize(join(root, path.slice(prefix.length)));
    if (!file.startsWith(root)) {
      res.writeHead(403).end("forbidden");
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      const version = `${file} ${(await stat(file)).mtimeMs}`;
      let body = await readFile(file);
      const zipped = gzip && COMPRESSED_TYPES.has(extname(file)) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
      if (zipped) {
        if (!gzipped.has(version)) gzipped.set(version, gzipSync(body, { level: 9 }));
        body = gzipped.get(version);
      }
      res.writeHead(200, {
        "content-type": MIME[extname(file)] ?? "application/octet-stream",
        "cache-control": "no-cache",
        ...(zipped ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
        ...headers,
      });
      res.end(body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  return new Promise((ok) =>
    server.listen(port, "127.0.0.1", () =>
      ok({ server, url: `http://127.0.0.1:${server.address().port}${prefix}` }),
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = "dist", port = "8080", prefix = "/"] = process.argv.slice(2);
  const { url } = await startServer({ dir, port: Number(port), prefix });
  console.log(`serving ${dir} at ${url}`);
}
