// The engine's Web Worker. It loads the app's own wasm module (its URLs come in the query
// string, as Trunk names them with content hashes) and hands control to `engine_worker_start`.
const params = new URL(self.location.href).searchParams;
const { default: init, engine_worker_start } = await import(params.get('js'));
await init({ module_or_path: params.get('wasm') });
engine_worker_start();
