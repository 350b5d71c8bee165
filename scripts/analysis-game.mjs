// What the analysis measurements share (scripts/measure-analysis.mjs, scripts/measure-threads.mjs): a 44-ply game of
// makruk-uci playing itself, its save, their command lines' numbers and medians.

/** The game, in UCI moves. */
export const GAME =
  "g1e2 g8e7 b1d2 h6h5 g3g4 h5g4 f3g4 e8f7 a3a4 c6c5 f1f2 b8c6 h3h4 f7g7 c1c2 c8d7 d1c1 d6d5 c1b2 f8f7 d2f3 g6g5 " +
  "h4h5 d8c7 e2g3 c7d6 e1d2 a8c8 d3d4 e6e5 d4e5 d6e5 e3e4 d5d4 g3f5 e7f5 e4f5 d4c3m d2c3 d7d6 c3d2 c8d8 d2e3 d6d5";

/** The game's first `plies` moves as a save both the current and earlier versions read (format 2), two players. */
export function gameSave(plies = GAME.split(" ").length) {
  return [
    "makruk-save 2", "variant makruk", "rules counting=manual", "opponent human", "side white", "clock none",
    "counting ", "flipped 0", "agreement none", "fen rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    `moves ${GAME.split(" ").slice(0, plies).join(" ")}`, "",
  ].join("\n");
}

/** The number after `--name` in `args`, else `fallback`. */
export function numberOption(args, name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
}

/** The command line's arguments that are not options (`--name` or the number after `--rounds`/`--seconds`). */
export function positional(args) {
  return args.filter((a, i) => !a.startsWith("--") && !/^--(rounds|seconds)$/.test(args[i - 1] ?? ""));
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
