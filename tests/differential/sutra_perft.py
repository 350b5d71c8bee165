#!/usr/bin/env python3
"""Reference perft for Makruk with the sutras, written from the rules text (rules.md "Sutras"),
independently of makruk-core.

Fairy-Stockfish (pyffish) knows no sutra: it gives the ordinary legal Makruk moves of each
position, and this script adds the sutra moves itself:

- Sut Khun: while a side's khun has never moved (from a FEN: it stands on d1 / e8), it may
  leap like a ma to an empty square of the next rank forward, not while in check, never
  capturing, never onto an attacked square.
- Sut Met (a side's first move: fullmove 1 with that side to move): the bia two squares
  ahead of the met (e1 with e3, d8 with d6), the square between empty, steps one square on
  to an empty square, and the met takes the square it left (UCI e1e3).
- Sut Ma (a side's first move): a bia a ma's move from a ma, both on their start squares
  (b1: a3 c3, g1: f3 h3; b8: a6 c6, g8: f6 h6), steps on to an empty square, and the ma
  takes the square it left (UCI b1c3).
- After any sutra move the mover's khun must not be attacked.

The script keeps its own board (moves are applied here, checks and attacks computed here);
pyffish is asked only for the ordinary legal moves of a position, cached by position.

Cases: the start and Takhaeng Ruea starts with every subset of sutras, and positions a few
random plies (sutra moves favoured) after the start. For each case it prints

    C <sutras> <start fen> <moves, or ->      sutras: "khun,met,ma" subset or "none"
    L <legal moves after the moves, sorted>
    P <perft 1> <perft 2> <perft 3>

Environment: SUTRA_DIFF_SEED (default 20261125), SUTRA_DIFF_RANDOM (random cases, default 6),
SUTRA_DIFF_DEPTH (default 3). Output to stdout or to the file named by the first argument.
"""

import os
import random
import sys

import pyffish as sf

VARIANT = "makruk"
FILES = "abcdefgh"
SUTRAS = ("khun", "met", "ma")
START = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"
TAKHAENG = [
    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/MNSKMSNM w - - 0 1",
    "mnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNM w - - 0 1",
    "mnsmksnm/8/pppppppp/8/8/PPPPPPPP/8/MNSKMSNR w - - 0 1",
]


def square(name):
    return (FILES.index(name[0]), int(name[1]) - 1)


def name(sq):
    return FILES[sq[0]] + str(sq[1] + 1)


def on_board(f, r):
    return 0 <= f < 8 and 0 <= r < 8


class Node:
    """A position: board {(file, rank): letter (upper case White)}, side, move number, and
    whether each side's khun has never moved."""

    def __init__(self, board, white, fullmove, khun_unmoved):
        self.board = board
        self.white = white
        self.fullmove = fullmove
        self.khun_unmoved = khun_unmoved

    @staticmethod
    def from_fen(fen):
        fields = fen.split()
        board = {}
        for i, row in enumerate(fields[0].split("/")):
            rank, f = 7 - i, 0
            for c in row:
                if c.isdigit():
                    f += int(c)
                elif c == "~":
                    continue
                else:
                    board[(f, rank)] = c
                    f += 1
        white = fields[1] == "w"
        fullmove = int(fields[-1])
        unmoved = {
            True: board.get((3, 0)) == "K",
            False: board.get((4, 7)) == "k",
        }
        return Node(board, white, fullmove, unmoved)

    def fen(self):
        rows = []
        for rank in range(7, -1, -1):
            row, empty = "", 0
            for f in range(8):
                c = self.board.get((f, rank))
                if c is None:
                    empty += 1
                else:
                    row += (str(empty) if empty else "") + c
                    empty = 0
            rows.append(row + (str(empty) if empty else ""))
        side = "w" if self.white else "b"
        return f"{'/'.join(rows)} {side} - - 0 {self.fullmove}"

    def own(self, c, white):
        return c is not None and c.isupper() == white

    def khun(self, white):
        letter = "K" if white else "k"
        return next(sq for sq, c in self.board.items() if c == letter)

    def attacked(self, target, by_white):
        """Whether a piece of `by_white` attacks `target`."""
        fwd = 1 if by_white else -1
        for (f, r), c in self.board.items():
            if not self.own(c, by_white):
                continue
            kind = c.upper()
            df, dr = target[0] - f, target[1] - r
            if kind == "K" and max(abs(df), abs(dr)) == 1:
                return True
            if kind == "M" and abs(df) == 1 and abs(dr) == 1:
                return True
            if kind == "S" and ((abs(df) == 1 and abs(dr) == 1) or (df == 0 and dr == fwd)):
                return True
            if kind == "N" and sorted((abs(df), abs(dr))) == [1, 2]:
                return True
            if kind == "P" and abs(df) == 1 and dr == fwd:
                return True
            if kind == "R" and (df == 0) != (dr == 0):
                step = ((df > 0) - (df < 0), (dr > 0) - (dr < 0))
                x, y = f + step[0], r + step[1]
                while (x, y) != target and (x, y) not in self.board:
                    x, y = x + step[0], y + step[1]
                if (x, y) == target:
                    return True
        return False

    def in_check(self, white):
        return self.attacked(self.khun(white), not white)

    def play(self, uci, sutra_step=None):
        """The node after `uci`; `sutra_step` is the bia's (from, to) of a Sut Met / Sut Ma move."""
        board = dict(self.board)
        src, dst = square(uci[0:2]), square(uci[2:4])
        if sutra_step:
            bia = board.pop(sutra_step[0])
            board[sutra_step[1]] = bia
        piece = board.pop(src)
        if len(uci) == 5:
            piece = "M" if self.white else "m"
        board[dst] = piece
        unmoved = dict(self.khun_unmoved)
        if piece.upper() == "K":
            unmoved[self.white] = False
        fullmove = self.fullmove + (0 if self.white else 1)
        return Node(board, not self.white, fullmove, unmoved)


def sutra_moves(node, sutras):
    """The sutra moves of `node`: [(uci, bia step or None)]."""
    us = node.white
    fwd = 1 if us else -1
    home = 0 if us else 7
    found = []

    def safe(after):
        return not after.in_check(us)

    if "khun" in sutras and node.khun_unmoved[us] and not node.in_check(us):
        k = node.khun(us)
        for df in (-2, 2):
            to = (k[0] + df, k[1] + fwd)
            if on_board(*to) and to not in node.board:
                uci = name(k) + name(to)
                if safe(node.play(uci)):
                    found.append((uci, None))
    if node.fullmove != 1:
        return found
    bia = "P" if us else "p"

    def step_move(src, bia_sq, letter):
        ahead = (bia_sq[0], bia_sq[1] + fwd)
        if node.board.get(src) != letter or node.board.get(bia_sq) != bia:
            return
        if ahead in node.board:
            return
        uci = name(src) + name(bia_sq)
        after = node.play(uci, (bia_sq, ahead))
        if safe(after):
            found.append((uci, (bia_sq, ahead)))

    if "met" in sutras:
        met = (4, home) if us else (3, home)
        between = (met[0], home + fwd)
        if between not in node.board:
            step_move(met, (met[0], home + 2 * fwd), "M" if us else "m")
    if "ma" in sutras:
        for ma_file in (1, 6):
            for df in (-1, 1):
                step_move((ma_file, home), (ma_file + df, home + 2 * fwd), "N" if us else "n")
    return found


ORDINARY = {}


def ordinary_moves(node):
    key = node.fen()
    if key not in ORDINARY:
        ORDINARY[key] = sf.legal_moves(VARIANT, key, [])
    return ORDINARY[key]


def moves(node, sutras):
    """[(uci, bia step or None)] of every legal move with these sutras."""
    return [(m, None) for m in ordinary_moves(node)] + sutra_moves(node, sutras)


def perft(node, sutras, depth):
    listed = moves(node, sutras)
    if depth == 1:
        return len(listed)
    return sum(perft(node.play(m, step), sutras, depth - 1) for m, step in listed)


def subset_text(sutras):
    return ",".join(s for s in SUTRAS if s in sutras) or "none"


def case(out, start, sutras, played, depth):
    node = Node.from_fen(start)
    for uci in played:
        step = dict(moves(node, sutras))[uci]
        node = node.play(uci, step)
    listed = sorted(m for m, _ in moves(node, sutras))
    counts = [perft(node, sutras, d) for d in range(1, depth + 1)]
    out.write(f"C {subset_text(sutras)} {start} {' '.join(played) or '-'}\n")
    out.write(f"L {' '.join(listed)}\n")
    out.write(f"P {' '.join(map(str, counts))}\n")
    out.flush()


def main():
    seed = int(os.environ.get("SUTRA_DIFF_SEED", "20261125"))
    randoms = int(os.environ.get("SUTRA_DIFF_RANDOM", "6"))
    depth = int(os.environ.get("SUTRA_DIFF_DEPTH", "3"))
    rng = random.Random(seed)
    print(f"sutra_perft seed {seed}", file=sys.stderr)
    out = open(sys.argv[1], "w") if len(sys.argv) > 1 else sys.stdout
    subsets = [
        tuple(s for i, s in enumerate(SUTRAS) if bits >> i & 1) for bits in range(8)
    ]
    for sutras in subsets:
        case(out, START, sutras, [], depth)
    for i, start in enumerate(TAKHAENG):
        for sutras in (subsets[7], subsets[1 + i]):
            case(out, start, sutras, [], depth)
    # Sut Khun's right ends when the khun moves and comes back; first-move sutras expire.
    for sutras, played in [
        (subsets[1], ["d1d2", "e6e5", "d2d1"]),
        (subsets[7], ["e1e3", "e8c7"]),
        (subsets[2], ["e3e4", "d8d6"]),
    ]:
        case(out, START, sutras, played, depth)
    seen = set()
    for i in range(randoms):
        sutras = subsets[7] if i % 2 == 0 else subsets[1 + i % 7]
        while True:
            node = Node.from_fen(START)
            played = []
            for _ in range(rng.randint(1, 4)):
                listed = moves(node, sutras)
                special = [mv for mv in listed if mv[1] is not None or mv[0][:2] in ("d1", "e8")]
                m, step = rng.choice(special if special and rng.random() < 0.6 else listed)
                played.append(m)
                node = node.play(m, step)
            if (sutras, tuple(played)) not in seen:
                seen.add((sutras, tuple(played)))
                break
        case(out, START, sutras, played, depth)


if __name__ == "__main__":
    main()
