// Starts the wasm app without any inline script, so a strict Content-Security-Policy
// (`script-src 'self' 'wasm-unsafe-eval'`) holds. Trunk's `pattern_script` (Trunk.toml) writes
// `<script id="boot" type="module" src="boot.js" data-js="…" data-wasm="…">` with the hashed
// file names; the engine worker reads the same attributes. Then it registers the service worker
// (sw.js, written at build time by scripts/precache.mjs) that makes the app work offline.
const boot = document.getElementById('boot');
const js = new URL(boot.dataset.js, document.baseURI).href;
const wasm = new URL(boot.dataset.wasm, document.baseURI).href;
// Learn is a wasm module of its own (learn.js and learn_bg.wasm, built by Trunk from src/bin/learn.rs),
// loaded the first time the app opens Learn (src/learn/frame.rs calls this) and kept for the page's life.
let learn;
window.makrukLearn = () =>
  (learn ??= (async () => {
    const module = await import(new URL('learn.js', document.baseURI).href);
    await module.default({ module_or_path: new URL('learn_bg.wasm', document.baseURI).href });
    return module;
  })().catch((error) => {
    learn = undefined;
    throw error;
  }));

const { default: init } = await import(js);
const instance = await init({ module_or_path: wasm });
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm: instance } }));

// Relative to the page, so the app works from any sub-path; absent on insecure origins (plain http).
navigator.serviceWorker
  ?.register(new URL('sw.js', document.baseURI))
  .catch((e) => console.warn('offline mode unavailable:', e));

// Chromium may keep text laid out before a web font arrived in the fallback font (boxes for Thai on a
// machine without Thai fonts): each time fonts finish loading, assets/visual.css's `fonts-relaid`
// rule changes a font property to nothing new, which lays all text out again.
document.fonts?.addEventListener('loadingdone', () => document.documentElement.classList.toggle('fonts-relaid'));
