// Writes games straight into the app's library (IndexedDB `makruk-library`, stores `meta` and `games`, see
// docs/formats.md "Game library") and reads it back, through the page: the e2e tests' and the benchmark's fixtures.

/**
 * Writes `records` (`{ key, meta, save }`; without `key` the store numbers it) into the library of the page's
 * origin, creating the database as the app's version 1 does when it is absent, tells the app's readers, and
 * returns the records' keys.
 */
export async function writeLibrary(page, records) {
  return page.evaluate(async (records) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open("makruk-library", 1);
      request.onupgradeneeded = () => {
        const db = request.result;
        const meta = db.createObjectStore("meta", { autoIncrement: true });
        for (const index of ["updated", "variant", "result", "link_key"]) meta.createIndex(index, index, { unique: false });
        db.createObjectStore("games");
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const keys = [];
    const tx = db.transaction(["meta", "games"], "readwrite");
    const metaStore = tx.objectStore("meta");
    const gamesStore = tx.objectStore("games");
    for (const { key, meta, save } of records) {
      const request = key === undefined ? metaStore.add(meta) : metaStore.put(meta, key);
      request.onsuccess = () => {
        gamesStore.put(save, request.result);
        keys.push(request.result);
      };
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    // Whoever writes the database tells its readers (docs/formats.md "Game library").
    new BroadcastChannel("makruk-library-changes").postMessage("filled");
    return keys;
  }, records);
}

/** Every record of the page's library, `{ key, meta, save }`, in key order (none before the app made it). */
export async function readLibrary(page) {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === "makruk-library")) return [];
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open("makruk-library");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(["meta", "games"]);
    const all = (store, what) =>
      new Promise((resolve) => {
        const request = what === "keys" ? tx.objectStore(store).getAllKeys() : tx.objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
      });
    const [keys, metas, saves] = await Promise.all([all("meta", "keys"), all("meta"), all("games")]);
    db.close();
    return keys.map((key, i) => ({ key, meta: metas[i], save: saves[i] }));
  });
}

/**
 * Adds `count` generated games to the library of the page's origin and returns their ids. Game `i` is a
 * two-player game between `Player i % 50` and `Rival i % 7`, Cambodian when `i % 5 == 0` else Makruk,
 * unfinished when `i % 3 == 0`, else won by White (`i % 3 == 1`) or drawn, written `i` minutes apart.
 */
export async function fillLibrary(page, count) {
  const moves = ["e3e4", "d6d5", "b1d2", "b8d7", "g3g4", "g6g5"];
  const sans = ["e4", "d5", "Nd2", "Nd7", "g4", "g5"];
  const starts = {
    makruk: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    cambodian: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
  };
  const base = Date.now() - count * 60000;
  const records = Array.from({ length: count }, (_, i) => {
    const variant = i % 5 === 0 ? "cambodian" : "makruk";
    const plies = 2 + (i % 5);
    const result = ["*", "1-0", "1/2-1/2"][i % 3];
    const agreement = { "*": "none", "1-0": "resigned black", "1/2-1/2": "draw" }[result];
    const [white, black] = [`Player ${i % 50}`, `Rival ${i % 7}`];
    const save = [
      "makruk-save 2", `variant ${variant}`, "rules counting=manual", "opponent human", "side white", "clock none",
      "counting ", "flipped 0", `agreement ${agreement}`, `fen ${starts[variant]}`, `moves ${moves.slice(0, plies).join(" ")}`,
      `names ${white}\t${black}`, "",
    ].join("\n");
    const meta = {
      created: base + i * 60000, updated: base + i * 60000, revision: 0, variant, result, white, black,
      names: `${white.toLowerCase()}\t${black.toLowerCase()}`, plies, source: "two-players",
      opening: sans.slice(0, plies).join(" "),
    };
    return { meta, save };
  });
  return writeLibrary(page, records);
}

/** Waits until a save in the page's library holds `text` (the app writes its saves a moment after a change). */
export async function waitForSave(page, text) {
  await page.waitForFunction(
    async (text) => {
      if (!(await indexedDB.databases()).some((db) => db.name === "makruk-library")) return false;
      const db = await new Promise((resolve) => {
        const request = indexedDB.open("makruk-library");
        request.onsuccess = () => resolve(request.result);
      });
      const saves = await new Promise((resolve) => {
        const request = db.transaction("games").objectStore("games").getAll();
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return JSON.stringify(saves).includes(text);
    },
    text,
    { timeout: 10000 },
  );
}
