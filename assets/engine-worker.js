// The engine's Web Worker. Its first message names the engine's two wasm modules (hashed by the build),
// `init\n<js>\n<wasm>\n<simd js>\n<simd wasm>`, so a service worker serving this file from its cache cannot
// lose them. It loads the SIMD build where the browser has wasm SIMD, else (or when that build fails to
// load) the baseline build, and hands control to `engine_worker_start`.

// The smallest module that needs wasm SIMD: the header and a type section with one type, a function
// returning a v128 (0x7b). Browsers without SIMD (Safari before 16.4, Chrome before 91) reject it.
const SIMD_PROBE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b]);

async function load(js, wasm) {
  const module = await import(js);
  await module.default({ module_or_path: wasm });
  return module;
}

self.onmessage = async (event) => {
  self.onmessage = null;
  const [kind, js, wasm, simdJs, simdWasm] = String(event.data).split('\n');
  if (kind !== 'init') {
    throw new Error(`engine worker: expected init, got ${kind}`);
  }
  let engine;
  if (WebAssembly.validate(SIMD_PROBE)) {
    engine = await load(simdJs, simdWasm).catch((error) => {
      console.warn('engine worker: the SIMD build did not load, using the baseline build:', error);
    });
  }
  engine ??= await load(js, wasm);
  engine.engine_worker_start();
};
