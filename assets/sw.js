// The service worker: makes the app playable offline after the first visit, and the page cross-origin isolated
// from its second load (it adds COOP and COEP to what it serves: shared memory, the engine's threads).
// scripts/precache.mjs (Trunk's post_build hook) writes the built copy, replacing the PRECACHE line
// below with every file of dist/ and a hash of their contents; a new build means a new cache.
const PRECACHE = { version: "unbuilt", files: [] };

// One cache per build and per scope, so several copies of the app on one origin (different
// sub-paths) keep their own files.
const PREFIX = `makruk:${self.registration.scope}:`;
const CACHE = PREFIX + PRECACHE.version;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `reload` bypasses the HTTP cache, so the files stored are the ones of this build.
      await cache.addAll(PRECACHE.files.map((file) => new Request(file, { cache: "reload" })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // Take over the open pages first, so no request reaches the old worker once its cache is gone.
      await self.clients.claim();
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
    })(),
  );
});

/**
 * `response` with the headers that make a page cross-origin isolated, which static hosts rarely send: the page
 * may then share memory between workers (the engine's threads). Everything the app loads is its own, so
 * `require-corp` refuses nothing. A response made here has no URL of its own: a worker takes the asked URL as its
 * location (with its query string).
 */
function isolated(response) {
  const headers = new Headers(response.headers);
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Cross-Origin-Embedder-Policy", "require-corp");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Cache first; the network only for what the build did not list (stored for next time). */
async function respond(request) {
  // A replaced worker finishing a request must not bring its deleted cache back.
  if (!(await caches.has(CACHE))) return isolated(await fetch(request));
  const cache = await caches.open(CACHE);
  // The engine worker's URL carries the module names in its query string: match on the path.
  const cached =
    (await cache.match(request, { ignoreSearch: true })) ??
    (request.mode === "navigate" ? await cache.match("./index.html") : undefined);
  if (cached) return isolated(cached);
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return isolated(response);
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(request));
});
