// Starts the wasm app without any inline script, so a strict Content-Security-Policy
// (`script-src 'self' 'wasm-unsafe-eval'`) holds. Trunk's `pattern_script` (Trunk.toml) writes
// `<script id="boot" type="module" src="boot.js" data-js="…" data-wasm="…">` with the hashed
// file names of the app's module (scripts/hash-worker-modules.mjs adds those of the other modules: the embed
// page's, which an embed page (`?embed=1`) starts instead, those loaded on demand, and the engine's, which
// src/platform/worker.rs passes to the engine's worker). Then it registers the service worker (sw.js, written at
// build time by scripts/precache.mjs) that makes the app work offline.
const boot = document.getElementById('boot');
// The embed page as src/embed/params.rs (and assets/prepaint.js) tell it.
const embed = [...new URLSearchParams(location.search)].some(([k, v]) => k === 'embed' && v !== '0' && v !== 'false');
const js = new URL(embed ? boot.dataset.embedJs : boot.dataset.js, document.baseURI).href;
const wasm = new URL(embed ? boot.dataset.embedWasm : boot.dataset.wasm, document.baseURI).href;
// Learn and the rules help, the study module (the analysis board, the position editor, the import and export dialogs), and live play with a friend on another
// device are wasm modules of their own (src/bin/learn.rs, src/bin/study.rs, src/bin/live.rs; their hashed
// names are the boot tag's data-learn-js and data-learn-wasm, data-study-…, data-live-…, see
// scripts/hash-worker-modules.mjs), each loaded the first time the app needs it (src/ui/module_frame.rs,
// src/game/live_bridge.rs call these) and kept for the page's life.
const loaders = {};
const loader = (name) => () =>
  (loaders[name] ??= (async () => {
    const module = await import(new URL(boot.dataset[`${name}Js`], document.baseURI).href);
    await module.default({ module_or_path: new URL(boot.dataset[`${name}Wasm`], document.baseURI).href });
    return module;
  })().catch((error) => {
    loaders[name] = undefined;
    throw error;
  }));
window.makrukLearn = loader('learn');
window.makrukStudy = loader('study');
window.makrukLive = loader('live');

// The interface's language packs, in one part per wasm module (assets/i18n/<code>/<part>.ftl: app, learn, live,
// given hashed names on the boot tag's data-i18n-<code>-<part> by scripts/hash-worker-modules.mjs): each part
// fetched once, when a module asks (src/platform/page.rs), and kept for the modules loaded later.
const texts = {};
const loadedTexts = {};
const capital = (word) => word[0].toUpperCase() + word.slice(1);
window.makrukTexts = (code, part = 'app') =>
  (texts[`${code}/${part}`] ??= fetch(new URL(boot.dataset[`i18n${capital(code)}${capital(part)}`] ?? `i18n/${code}/${part}.ftl`, document.baseURI))
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status} ${response.statusText}`))))
    .then((text) => (loadedTexts[`${code}/${part}`] = text))
    .catch((error) => {
      texts[`${code}/${part}`] = undefined;
      throw error;
    }));
window.makrukTextsLoaded = (code, part) => loadedTexts[`${code}/${part}`];
// The app's part the page will most likely ask for first, fetched beside the app's module: the language
// assets/prepaint.js guessed for <html lang> as src/boot.rs chooses it.
window.makrukTexts(document.documentElement.lang || 'en').catch(() => {});

const { default: init } = await import(js);
const instance = await init({ module_or_path: wasm });
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm: instance } }));

// Once the app is idle — the engine has answered (src/platform/page.rs says so), or OFFLINE_AFTER_MS after the start on
// a page where no engine answers sooner (the embed page, a game between two players) — the study module (the analysis
// board, the editor, import and export: the pages a player most likely opens next) loads in the browser's next idle
// moment, so they open at once; then the offline copy: the service worker downloads every file of the app (about
// 1.2 MB gzipped), which on a slow link would otherwise share it with the engine's module, the first move's answer and
// the study module. Relative to the page, so the app works from any sub-path; absent on insecure origins (plain http).
const OFFLINE_AFTER_MS = 10_000;
const whenIdle = (run) => (self.requestIdleCallback ? requestIdleCallback(run, { timeout: 2_000 }) : setTimeout(run, 0));
let idleAsked = false;
const onceIdle = () => {
  if (idleAsked) return;
  idleAsked = true;
  whenIdle(() => {
    const study = embed ? Promise.resolve() : window.makrukStudy().catch((e) => console.warn('study module not prefetched:', e));
    study.then(() =>
      navigator.serviceWorker
        ?.register(new URL('sw.js', document.baseURI))
        .catch((e) => console.warn('offline mode unavailable:', e)),
    );
  });
};
addEventListener('makruk-engine-answered', onceIdle, { once: true });
setTimeout(onceIdle, OFFLINE_AFTER_MS);

// Chromium may keep text laid out before a web font arrived in the fallback font (boxes for Thai on a
// machine without Thai fonts), and it keeps shaped text by its font settings: each time fonts finish
// loading, the body's font features (assets/visual.css, `--fonts-relaid`) gain a tag never used before,
// which does nothing to the glyphs but lays all text out again with the fonts now loaded.
let fontLoads = 0;
document.fonts?.addEventListener('loadingdone', () => {
  fontLoads += 1;
  const unused = `r${fontLoads.toString(36).padStart(3, '0').slice(-3)}`;
  document.documentElement.style.setProperty('--fonts-relaid', `"kern" 1, "${unused}" 0`);
});
