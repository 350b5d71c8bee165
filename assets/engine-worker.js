// The engine's Web Worker. Its first message names the engine's three wasm modules and its network's weights file
// (hashed by the build), `["init\n<js>\n<wasm>\n<simd js>\n<simd wasm>\n<threads js>\n<threads wasm>\n<network>",
// <requests>]`, so a service worker serving this file from its cache cannot lose them; `<requests>` is the page's count of the requests it posts (an
// Int32Array on a SharedArrayBuffer where the page is cross-origin isolated, else null), which the engine reads to
// stop its analysis as soon as a request waits. Where the page is cross-origin isolated (shared memory allowed), the
// device has more than one core and the browser has wasm SIMD, it loads the threaded build, whose searches
// start helpers: more workers of this script, each first told `["helper", <threads js>, <module>, <memory>]`.
// Else (or when a build fails to load) it loads the SIMD build where the browser has wasm SIMD, else the
// baseline build. Then it hands control to the module. The network's weights (gzipped by the build, as few hosts
// compress a binary file) are fetched at the same time and given to the engine when they arrive: it answers with its
// classical evaluation until then, and stays on it when the file is missing or is not the one it was built with.

// The smallest module that needs wasm SIMD: the header and a type section with one type, a function
// returning a v128 (0x7b). Browsers without SIMD (Safari before 16.4, Chrome before 91) reject it.
const SIMD_PROBE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b]);

/** The network's weights file at `url`, gunzipped unless the host already did (the file itself starts with `MKNN`). */
async function fetchNetwork(url) {
  // At a low priority: on a slow link the engine's module, which answers the first move, goes first.
  const response = await fetch(url, { priority: 'low' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Gives `engine` the network's weights once `network` (a fetch) has them; on any failure it stays classical. */
function loadNetwork(engine, network) {
  network
    .then((bytes) => engine.engine_load_network(bytes))
    .catch((error) => console.warn('engine worker: no network weights, the classical evaluation plays:', error));
}

async function load(js, wasm) {
  const module = await import(js);
  await module.default({ module_or_path: wasm });
  return module;
}

/** A helper of the threaded build: the module instantiated on the engine's memory, serving for good. */
async function serveAsHelper([kind, js, module, memory]) {
  if (kind !== 'helper') {
    throw new Error(`engine worker: expected helper, got ${kind}`);
  }
  const engine = await import(js);
  engine.initSync({ module, memory });
  engine.engine_helper_serve();
}

self.onmessage = async (event) => {
  self.onmessage = null;
  const [head, requests = null] = event.data;
  if (head === 'helper') {
    return serveAsHelper(event.data);
  }
  const [kind, js, wasm, simdJs, simdWasm, threadsJs, threadsWasm, networkUrl] = String(head).split('\n');
  if (kind !== 'init') {
    throw new Error(`engine worker: expected init, got ${kind}`);
  }
  const network = networkUrl ? fetchNetwork(networkUrl) : Promise.reject(new Error('no network file named'));
  network.catch(() => {}); // reported by loadNetwork
  const simd = WebAssembly.validate(SIMD_PROBE);
  if (simd && self.crossOriginIsolated && navigator.hardwareConcurrency > 1 && threadsJs) {
    const threaded = await load(threadsJs, threadsWasm).catch((error) => {
      console.warn('engine worker: the threaded build did not load, using one thread:', error);
    });
    if (threaded) {
      threaded.engine_worker_start_threaded(self.location.href, threadsJs, requests);
      return loadNetwork(threaded, network);
    }
  }
  let engine;
  if (simd) {
    engine = await load(simdJs, simdWasm).catch((error) => {
      console.warn('engine worker: the SIMD build did not load, using the baseline build:', error);
    });
  }
  engine ??= await load(js, wasm);
  engine.engine_worker_start(requests);
  loadNetwork(engine, network);
};
