// The piece sets as sprites (issue 61): one SVG per set, `pieces/<set>.svg`, holding each piece of
// `pieces/<set>/<name>.svg` side by side with a <view> per piece, so that the page's styles draw every piece of a
// set from one request (`url(pieces/thai.svg#wK)`) when the board is first painted, not twelve after it. The
// single files stay: the picture export fetches those (src/export/art.rs). Called by scripts/precache.mjs (Trunk's
// post_build hook) on the staging directory before it lists the files.
// Usage as a program: node scripts/piece-sprites.mjs DIR (a built dist/).
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The piece sets, each a folder of `pieces/`. */
export const SETS = ["thai", "western", "wooden"];
/** Each piece's art: a 100 x 100 view box, as every file of the sets has it. */
const ROOT = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">';

/** The sprite of the pieces `files` ({ name, text }): each piece's view at x = 100 * its index. */
export function sprite(files) {
  const ids = new Set();
  const parts = files.map(({ name, text }, i) => {
    if (!text.startsWith(ROOT) || !text.trimEnd().endsWith("</svg>")) throw new Error(`${name}.svg does not start with ${ROOT}`);
    for (const [, id] of text.matchAll(/\bid="([^"]+)"/g)) {
      if (ids.has(id) || files.some((f) => f.name === id)) throw new Error(`${name}.svg: the id ${id} is used twice in its set`);
      ids.add(id);
    }
    const inner = text.trimEnd().slice(ROOT.length, -"</svg>".length);
    return `<view id="${name}" viewBox="${i * 100} 0 100 100"/><svg x="${i * 100}" width="100" height="100" viewBox="0 0 100 100">${inner}</svg>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${files.length * 100} 100">${parts.join("")}</svg>\n`;
}

/** Writes `pieces/<set>.svg` for each set under `dir`. */
export async function makePieceSprites(dir) {
  for (const set of SETS) {
    const folder = join(dir, "pieces", set);
    const names = (await readdir(folder)).filter((f) => f.endsWith(".svg")).sort();
    const files = await Promise.all(names.map(async (f) => ({ name: f.slice(0, -4), text: await readFile(join(folder, f), "utf8") })));
    await writeFile(join(dir, "pieces", `${set}.svg`), sprite(files));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await makePieceSprites(process.argv[2] ?? "dist");
}
