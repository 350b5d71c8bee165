// The engine's Web Worker. It loads the app's own wasm module and hands control to
// `engine_worker_start`. The module's URLs (hashed by Trunk) come in the first message,
// `init\n<js url>\n<wasm url>`, so a service worker serving this file from its cache cannot lose them.
self.onmessage = async (event) => {
  self.onmessage = null;
  const [kind, js, wasm] = String(event.data).split('\n');
  if (kind !== 'init') {
    throw new Error(`engine worker: expected init, got ${kind}`);
  }
  const { default: init, engine_worker_start } = await import(js);
  await init({ module_or_path: wasm });
  engine_worker_start();
};
