// The board painted before the app's wasm has arrived: a classic script in the page's head (so it runs before
// the first paint, and a strict CSP holds), which guesses the page's language, sets <html lang> and the display
// preferences the board's size and look depend on, and fills index.html's static copy of the game screen
// (`#prepaint`, no test hooks, hidden from assistive technology) with the position the app will open on: the
// start position of the variant a first visit plays (by language: Ouk Chatrang in Khmer, Sittuyin in Burmese,
// else Makruk, as src/boot.rs chooses), or a saved game's position when no move was played; any other saved game,
// and a game link, get an empty board until the app shows theirs (never a wrong position). The app's first render
// takes the copy's place in the same frame: the observer below removes it as soon as the app's screen is in the
// page, before anything is painted again.
{
  const root = document.documentElement;
  const read = (key) => {
    try {
      return localStorage.getItem(key) ?? "";
    } catch {
      return ""; // storage refused (a sandboxed frame): a first visit
    }
  };
  /** A `key value` line of the app's saves (src/formats/save.rs). */
  const field = (text, key) => new RegExp(`^${key} (.*)$`, "m").exec(text)?.[1];
  const prefs = read("makruk.prefs");
  const query = new URLSearchParams(location.search);

  // The page's language as src/boot.rs chooses it: the embed's lang=, the saved preference, else the browser's
  // first language the app speaks. assets/boot.js fetches its texts beside the app's module.
  const codes = ["en", "th", "km", "my"];
  const primary = (tag) => tag?.split(/[-_]/)[0].toLowerCase();
  const embed = [...query].some(([k, v]) => k === "embed" && v !== "0" && v !== "false");
  const asked = embed ? query.getAll("lang").at(-1) : field(prefs, "lang");
  root.lang = [asked, ...(navigator.languages ?? [navigator.language])].map(primary).find((c) => codes.includes(c)) ?? "en";

  /** The start position of each variant a first visit may open on (crates/makruk-core/src/variant.rs). */
  const START = {
    makruk: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR",
    cambodian: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR",
    sittuyin: "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn]",
  };
  /** What the page opens on: { variant, fen } or nothing for an empty board; `flipped` for Black below. */
  const opening = () => {
    if (location.hash.length > 1) return {};
    const game = read("makruk.game");
    if (!game) {
      const variant = { km: "cambodian", my: "sittuyin" }[root.lang] ?? "makruk";
      return { variant, fen: START[variant] };
    }
    const played = (field(game, "moves") ?? "").trim();
    return {
      variant: field(game, "variant"),
      fen: played ? undefined : field(game, "fen")?.split(" ")[0],
      flipped: field(game, "flipped") === "1",
    };
  };

  const size = Number(field(prefs, "board-size"));
  if (Number.isInteger(size) && size >= 50 && size <= 100) root.style.setProperty("--board-scale", String(size / 100));
  if (field(prefs, "contrast") === "high") root.classList.add("contrast-high");

  /** A piece's art class as src/board_view.rs names it (`wK`; Sittuyin's general `wG`, elephant `wE`). */
  const art = (letter, variant) => {
    const upper = letter.toUpperCase();
    const sittuyin = { F: "G", S: "E" };
    const role = variant === "sittuyin" ? (sittuyin[upper] ?? upper) : ({ Q: "M", B: "S" }[upper] ?? upper);
    return `${letter === upper ? "w" : "b"}${role}`;
  };
  const element = (tag, className) => {
    const el = document.createElement(tag);
    el.className = className;
    return el;
  };
  /** Fills the copy's board (and Sittuyin's hands) with `fen`'s pieces, flipped as asked. */
  const paint = (copy) => {
    const { variant, fen, flipped } = opening();
    const set = field(prefs, "set");
    copy.classList.add(["set-thai", "set-western", "set-wooden"].includes(set) ? set : "set-thai");
    if (field(prefs, "checkered") === "1") copy.classList.add("checkered");
    const [placement = "", hand] = (fen ?? "").split(/[[\]]/);
    const rows = placement.split("/");
    const board = copy.querySelector(".board");
    for (let r = 0; r < 8; r++) {
      const row = [...(rows[flipped ? 7 - r : r] ?? "").replace(/\d/g, (n) => " ".repeat(Number(n)))];
      for (let f = 0; f < 8; f++) {
        const square = board.appendChild(element("div", "square"));
        const letter = row[flipped ? 7 - f : f];
        if (letter && letter !== " ") square.appendChild(element("div", `piece ${art(letter, variant)}`));
      }
    }
    if (variant === "sittuyin") {
      for (const [place, side] of [["top", flipped ? /[A-Z]/ : /[a-z]/], ["bottom", flipped ? /[a-z]/ : /[A-Z]/]]) {
        const kinds = new Set([...(hand ?? "")].filter((c) => side.test(c)));
        const row = copy.querySelector(`.hand.${place}`);
        for (const letter of kinds) row.appendChild(element("span", "hand-piece")).appendChild(element("span", `piece ${art(letter, variant)}`));
        row.hidden = false;
      }
    }
  };

  // The copy is filled as soon as the parser has put it in the page (before the first paint: observers run before
  // the browser renders), and removed in the frame the app's own screen arrives in.
  const watcher = new MutationObserver(() => {
    const copy = document.getElementById("prepaint");
    if (copy && embed) {
      copy.remove(); // the embed page draws a board of its own size
      watcher.disconnect();
      return;
    }
    if (copy && !copy.dataset.painted && copy.querySelector(".panel")) {
      copy.dataset.painted = "1";
      paint(copy);
    }
    if (copy && document.querySelector("body > div > .app")) {
      copy.remove();
      watcher.disconnect();
    }
  });
  watcher.observe(root, { childList: true, subtree: true });
}
