#!/usr/bin/env python3
"""Sums up a `match --log` file: score, Elo with its 95% error bar, and each way the games ended
with the side that had more material at the end (pieces counted as bia 1, met and promoted bia
1.5, khon 2.5, ma 3, ruea 5; "even" within one bia). It tells, for example, who was ahead in the
games stopped at the 500-ply limit or drawn by the count. The final positions come from pyffish
(installed by scripts/setup.sh).

    scripts/match-ends.py LOG [LOG ...] [--variant makruk]
"""
import argparse
import math
import re
import sys
from collections import Counter

import pyffish

VALUES = {"p": 1.0, "f": 1.5, "m": 1.5, "s": 2.5, "n": 3.0, "r": 5.0}
GAME = re.compile(r"game (\d+) makruk-uci (white|black): (\S+) \(([^)]*)\)(?: from (.*?))?.*? moves ?(.*)$")


def material(fen):
    """White's and Black's material in the board field of `fen`."""
    white = black = 0.0
    for c in fen.split()[0]:
        value = VALUES.get(c.lower(), 0.0)
        if c.isupper():
            white += value
        else:
            black += value
    return white, black


def elo(score):
    return -400 * math.log10(1 / score - 1) if 0 < score < 1 else math.nan


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logs", nargs="+")
    parser.add_argument("--variant", default="makruk")
    args = parser.parse_args()
    start = pyffish.start_fen(args.variant)
    results = Counter()
    ends = Counter()
    games = 0
    for path in args.logs:
        for line in open(path, encoding="utf-8"):
            m = GAME.match(line.strip())
            if not m:
                continue
            colour, result, reason, moves = m.group(2), m.group(3), m.group(4), m.group(6).split()
            games += 1
            if result == "1/2-1/2":
                outcome = "D"
            else:
                outcome = "W" if (result == "1-0") == (colour == "white") else "L"
            results[outcome] += 1
            white, black = material(pyffish.get_fen(args.variant, m.group(5) or start, moves))
            lead = white - black if colour == "white" else black - white
            ahead = "makruk-uci" if lead >= 1 else "opponent" if lead <= -1 else "even"
            ends[(outcome, reason, ahead)] += 1
    if games == 0:
        sys.exit("match-ends: no game records in " + ", ".join(args.logs))
    w, d, l = results["W"], results["D"], results["L"]
    score = (w + d / 2) / games
    variance = (w * (1 - score) ** 2 + d * (0.5 - score) ** 2 + l * score**2) / games
    margin = 1.96 * math.sqrt(variance / games)
    low, high = max(score - margin, 1e-3), min(score + margin, 1 - 1e-3)
    print(f"{games} games: +{w} ={d} -{l}, score {100 * score:.1f}%, "
          f"Elo {elo(score):+.0f} ± {(elo(high) - elo(low)) / 2:.0f} (95%)")
    print("result  end                                      more material at the end: makruk-uci  opponent  even")
    reasons = sorted({(o, r) for o, r, _ in ends})
    for outcome, reason in reasons:
        counts = [ends[(outcome, reason, side)] for side in ("makruk-uci", "opponent", "even")]
        print(f"{outcome}       {reason:<40} {sum(counts):>5} {counts[0]:>22} {counts[1]:>9} {counts[2]:>5}")


if __name__ == "__main__":
    main()
