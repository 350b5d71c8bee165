// Starts the wasm app without any inline script, so a strict Content-Security-Policy
// (`script-src 'self' 'wasm-unsafe-eval'`) holds. Trunk's `pattern_script` (Trunk.toml) writes
// `<link id="app-js">` / `<link id="app-wasm">` with the hashed file names and loads this module.
const js = document.getElementById('app-js');
const wasm = document.getElementById('app-wasm');
const { default: init } = await import(js.href);
const instance = await init({ module_or_path: wasm.href });
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm: instance } }));
