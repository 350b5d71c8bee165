#!/usr/bin/env python3
"""Where did makruk-uci lose? For each game it lost in a match log (`match --log FILE`), replays the moves
and prints its first move after which Fairy-Stockfish's evaluation (at `go depth D`, from makruk-uci's
side) drops by more than THRESHOLD centipawns, with the move Fairy-Stockfish prefers and the position.

    scripts/find-blunders.py LOG [--depth 12] [--threshold 120] [--opening-plies 6]
                             [--engine /usr/games/fairy-stockfish]

The match's opening plies (6 by default) were not chosen by either engine and are skipped.
"""
import argparse
import re
import subprocess

GAME = re.compile(r"game (\d+) makruk-uci (white|black): (\S+) \((.*?)\) moves (.*)")
SCORE = re.compile(r"score (cp|mate) (-?\d+)")


class Analyser:
    """A Fairy-Stockfish process set to Makruk."""

    def __init__(self, path, depth):
        self.depth = depth
        self.process = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.send("setoption name UCI_Variant value makruk")
        self.send("isready")
        while self.process.stdout.readline().strip() != "readyok":
            pass

    def send(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def evaluate(self, moves):
        """Score for the side to move after `moves` (mates as +-10000) and the best move."""
        self.send("position startpos moves " + " ".join(moves))
        self.send(f"go depth {self.depth}")
        score = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("the analysing engine stopped")
            found = SCORE.search(line)
            if found and " pv " in line:
                value = int(found.group(2))
                score = value if found.group(1) == "cp" else (10000 if value > 0 else -10000)
            if line.startswith("bestmove"):
                return score, line.split()[1]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("log")
    parser.add_argument("--depth", type=int, default=12)
    parser.add_argument("--threshold", type=int, default=120)
    parser.add_argument("--opening-plies", type=int, default=6)
    parser.add_argument("--engine", default="/usr/games/fairy-stockfish")
    args = parser.parse_args()
    analyser = Analyser(args.engine, args.depth)
    for line in open(args.log):
        game = GAME.match(line)
        if not game:
            continue
        number, side, result, reason, moves = game.groups()
        moves = moves.split()
        if result != ("0-1" if side == "white" else "1-0"):
            continue
        ours = 0 if side == "white" else 1
        first = args.opening_plies + (args.opening_plies + ours) % 2
        for ply in range(first, len(moves), 2):
            before, preferred = analyser.evaluate(moves[:ply])
            after, _ = analyser.evaluate(moves[: ply + 1])
            if before is None or after is None:
                continue
            if before + after > args.threshold and before > -300:
                print(f"game {number} ({reason}) ply {ply + 1}: played {moves[ply]}, "
                      f"Fairy-Stockfish prefers {preferred}: {before} -> {-after}")
                print(f"    position startpos moves {' '.join(moves[:ply])}")
                break


if __name__ == "__main__":
    main()
