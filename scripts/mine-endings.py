#!/usr/bin/env python3
"""Mines a suite of won endings from `match --log` files: per game that makruk-uci ended ahead in
material, the first position of its ending where makruk-uci is to move and ahead, as a line
`FEN ; source` for `match --positions` (scripts/convert-endings.sh plays them).

A position qualifies when, at ply 60 or later, both sides hold at most MAX_PIECES material apart
from khun and bia (the ending), makruk-uci leads by at least MIN_LEAD (pieces counted as in
scripts/match-ends.py: bia 1, met and promoted bia 1.5, khon 2.5, ma 3, ruea 5), it has at least
a ruea's worth of pieces besides its bia (enough to mate), and it still leads by MIN_LEAD at the
game's end. Positions come from pyffish (installed by scripts/setup.sh), with the count's state in
Fairy-Stockfish's FEN fields. Output is sorted by source, so the same logs give the same suite.

    scripts/mine-endings.py LOG [LOG ...] [--variant makruk] [--results DL] > suite.txt
"""
import argparse
import re
import sys

import pyffish

VALUES = {"p": 1.0, "f": 1.5, "m": 1.5, "s": 2.5, "n": 3.0, "r": 5.0}
GAME = re.compile(r"game (\d+) makruk-uci (white|black): (\S+) \(([^)]*)\)(?: from (.*?))?.*? moves ?(.*)$")
MIN_PLY = 60
MIN_LEAD = 1.0
MAX_PIECES = 11.0
MATING_PIECES = 5.0


def material(fen):
    """{'w'|'b': (all material, material of pieces other than bia)} in the board field of `fen`."""
    totals = {"w": [0.0, 0.0], "b": [0.0, 0.0]}
    for c in fen.split()[0]:
        value = VALUES.get(c.lower(), 0.0)
        side = totals["w" if c.isupper() else "b"]
        side[0] += value
        if c.lower() != "p":
            side[1] += value
    return totals


def lead(fen, ours):
    """makruk-uci's material lead in `fen`, it playing `ours` ('w' or 'b')."""
    totals = material(fen)
    theirs = "b" if ours == "w" else "w"
    return totals[ours][0] - totals[theirs][0]


def won_ending(fen, ours):
    """Whether `fen`, makruk-uci playing `ours`, is an ending it should win (see the module doc)."""
    totals = material(fen)
    theirs = "b" if ours == "w" else "w"
    return (fen.split()[1] == ours
            and max(totals["w"][1], totals["b"][1]) <= MAX_PIECES
            and totals[ours][0] - totals[theirs][0] >= MIN_LEAD
            and totals[ours][1] >= MATING_PIECES)


def mine(path, variant, results):
    """(source, FEN) of each qualifying game of the log at `path`."""
    found = []
    for line in open(path, encoding="utf-8"):
        m = GAME.match(line.strip())
        if not m:
            continue
        number, colour, result, reason, start, moves = m.groups()
        ours = "w" if colour == "white" else "b"
        outcome = "D" if result == "1/2-1/2" else "W" if (result == "1-0") == (ours == "w") else "L"
        if outcome not in results:
            continue
        start = start or pyffish.start_fen(variant)
        moves = moves.split()
        if lead(pyffish.get_fen(variant, start, moves), ours) < MIN_LEAD:
            continue
        for ply in range(MIN_PLY, len(moves)):
            fen = pyffish.get_fen(variant, start, moves[:ply])
            if won_ending(fen, ours):
                found.append((f"{path.rsplit('/', 1)[-1]} game {number} ply {ply} ({outcome}, {reason})", fen))
                break
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logs", nargs="+")
    parser.add_argument("--variant", default="makruk")
    parser.add_argument("--results", default="DW",
                        help="the games' results to mine, from makruk-uci's side (W, D, L; default DW)")
    args = parser.parse_args()
    suite = [entry for path in args.logs for entry in mine(path, args.variant, set(args.results))]
    print(f"# won endings for `match --positions`, mined by scripts/mine-endings.py from {' '.join(args.logs)}")
    for source, fen in suite:
        print(f"{fen} ; {source}")
    print(f"{len(suite)} positions", file=sys.stderr)


if __name__ == "__main__":
    main()
