// Starts the wasm app without any inline script, so a strict Content-Security-Policy
// (`script-src 'self' 'wasm-unsafe-eval'`) holds. Trunk's `pattern_script` (Trunk.toml) writes
// `<script id="boot" type="module" src="boot.js" data-js="…" data-wasm="…">` with the hashed
// file names; the engine worker reads the same attributes.
const boot = document.getElementById('boot');
const js = new URL(boot.dataset.js, document.baseURI).href;
const wasm = new URL(boot.dataset.wasm, document.baseURI).href;
const { default: init } = await import(js);
const instance = await init({ module_or_path: wasm });
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm: instance } }));
