#!/usr/bin/env python3
"""Generate differential test cases for makruk-core from Fairy-Stockfish (pyffish).

Plays seeded random games in every variant (makruk, cambodian, karouk, makpong, asean; or those
named by MAKRUK_DIFF_VARIANTS, such as sittuyin, whose games start with the set-up phase):
games from the start position (uniform or biased to captures, so they reach endings),
games from random legal endgame positions (khun and a few pieces, mostly no bia, so that
board's and pieces' honour counting start), and "countdown" games that resume a counted
ending a few plies before its limit, so that counting draws occur.

Every pyffish call costs about 1.5 ms (pyffish re-initialises its variant tables on each
call), so the expensive per-move data (SAN, Thai SAN and FEN after every legal move) is
recorded only for every FULL_EVERY-th position; every position gets its FEN, legal moves,
check flag, game-end flags and (in small material) insufficient-material flags.

Output: a line-oriented, tab-separated format (so the Rust side needs no JSON parser):

    G <variant> <kind> <start fen>              a game starts
    M <uci move> ...                            the moves of the game
    S <san> ...                                 SAN of the game moves (history aware)
    T <thai san> ...                            Thai SAN of the game moves
    P <ply> <check> <opt> <opt value> <imm> <imm value> <insuf white> <insuf black> <result>
                                                position after <ply> game moves; flags 0/1,
                                                '-' where not asked; result only without legal moves
    F <fen>                                     its FEN (Fairy-Stockfish's writer)
    L <uci move> ...                            its legal moves, sorted
    C <count started> <fen> <optional end>      with board's honour started by the players at
                                                that game ply (-1: not started), in positions
                                                with a count (Fairy-Stockfish's countStarted)
    X <uci move> <san> <thai san> <fen after>   full detail for one legal move
    E                                           end of game

Endings in makruk, makpong and asean are mostly played by Fairy-Stockfish's UCI binary
(MAKRUK_DIFF_ENGINE, default /usr/games/fairy-stockfish; "none" or a missing binary: random
moves), so that they reach mates and counting draws; pyffish still supplies every recorded fact.
The cases depend on the seed and on whether that binary is present.

Environment: MAKRUK_DIFF_SEED (integer, default 20261123), MAKRUK_DIFF_POSITIONS (default 2000),
MAKRUK_DIFF_FULL_EVERY (default 10). The seed is printed on stderr. Output goes to stdout or
to the file named by the first argument.
"""

import os
import random
import subprocess
import sys

try:
    import pyffish as sf
except ImportError as err:  # pragma: no cover - reported to the Rust test
    sys.stderr.write(
        "pyffish is not importable (%s); install it with `pip install pyffish==0.0.90`\n" % err
    )
    sys.exit(3)

VARIANTS = ["makruk", "cambodian", "karouk", "makpong", "asean"]
# MAKRUK_DIFF_VARIANTS (comma-separated) plays other variants instead, such as sittuyin.
VARIANTS = [v for v in os.environ.get("MAKRUK_DIFF_VARIANTS", "").split(",") if v] or VARIANTS
THAI = sf.NOTATION_THAI_SAN
DEFAULT_SEED = 20261123


def env_int(name, default):
    """Read a non-negative integer from the environment."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        sys.stderr.write("%s must be an integer, got %r\n" % (name, raw))
        sys.exit(2)
    if value < 0:
        sys.stderr.write("%s must not be negative\n" % name)
        sys.exit(2)
    return value


def board_part(fen):
    return fen.split(" ")[0]


def expand_board(board):
    """Board field -> list of 8 rank strings (rank 8 first), one char per square ('.' empty)."""
    rows = []
    for row in board.split("/"):
        out = []
        for ch in row:
            if ch.isdigit():
                out.append("." * int(ch))
            elif ch == "~":
                continue
            else:
                out.append(ch)
        rows.append("".join(out))
    return rows


def non_king_count(fen):
    return sum(1 for ch in board_part(fen) if ch.isalpha() and ch not in "kK")


def piece_letters(variant):
    return {"asean": "RNBQ", "sittuyin": "RNSF"}.get(variant, "RNSM")


def random_ending(rng, variant):
    """A random legal endgame FEN: khun plus a few pieces each side, rarely a bia."""
    letters = piece_letters(variant)
    while True:
        squares = rng.sample(range(64), 12)
        wk, bk = squares[0], squares[1]
        if abs(wk % 8 - bk % 8) <= 1 and abs(wk // 8 - bk // 8) <= 1:
            continue
        board = {wk: "K", bk: "k"}
        strong, weak = ("w", "b") if rng.random() < 0.5 else ("b", "w")
        counts = {strong: rng.randint(1, 3), weak: rng.randint(0, 2)}
        free = squares[2:]
        for colour in ("w", "b"):
            # At most two of each piece, as in the start position (makruk-core rejects
            # positions that promotion to met cannot explain, such as three khon).
            chosen = rng.sample(letters + letters, counts[colour])
            for letter in chosen:
                board[free.pop()] = letter if colour == "w" else letter.lower()
        if rng.random() < 0.25:
            colour = rng.choice("wb")
            sq = free.pop()
            rank = sq // 8
            if variant == "asean":
                ok = 2 <= rank <= 6 if colour == "w" else 1 <= rank <= 5
            else:
                ok = 2 <= rank <= 4 if colour == "w" else 3 <= rank <= 5
            if ok:
                board[sq] = "P" if colour == "w" else "p"
        rows = []
        for rank in range(7, -1, -1):
            row, empty = "", 0
            for file in range(8):
                ch = board.get(rank * 8 + file)
                if ch is None:
                    empty += 1
                else:
                    if empty:
                        row += str(empty)
                        empty = 0
                    row += ch
            if empty:
                row += str(empty)
            rows.append(row)
        turn = rng.choice("wb")
        hand = "[]" if variant == "sittuyin" else ""
        fen = "%s%s %s - - 0 1" % ("/".join(rows), hand, turn)
        if sf.validate_fen(fen, variant) != sf.FEN_OK:
            continue
        flipped = "%s%s %s - - 0 1" % ("/".join(rows), hand, "b" if turn == "w" else "w")
        if sf.gives_check(variant, flipped, []):
            continue
        if not sf.legal_moves(variant, fen, []):
            continue
        if variant == "asean" and rng.random() < 0.4:
            # Close to ASEAN's 50-move rule (100 plies without capture or bia move).
            fen = "%s %s - - %d 60" % ("/".join(rows), turn, rng.randint(80, 99))
        if variant == "sittuyin" and rng.random() < 0.4:
            fen = "%s[] %s - - %d 60" % ("/".join(rows), turn, rng.randint(80, 99))
        return fen


def countdown_start(rng, fen):
    """From a FEN with an active count, the same position a few plies before the limit."""
    fields = fen.split(" ")
    if len(fields) != 6 or not fields[3].isdigit():
        return None
    limit, ply = int(fields[3]), int(fields[4])
    target = max(ply, limit - rng.randint(0, 6))
    fields[4] = str(target)
    return " ".join(fields)


def choose_move(rng, variant, fen, legal, capture_bias):
    if capture_bias and rng.random() < capture_bias:
        captures = [m for m in legal if is_capture(fen, m)]
        if captures:
            return rng.choice(captures)
    return rng.choice(legal)


def is_capture(fen, move):
    """Capture test on the FEN text itself (saves a pyffish call)."""
    rows = expand_board(board_part(fen))
    to = move[2:4]
    file, rank = ord(to[0]) - ord("a"), int(to[1]) - 1
    return rows[7 - rank][file] != "."


class Engine:
    """Fairy-Stockfish's UCI binary, used to play endings sensibly (towards mates and counts).

    Only for makruk, makpong and asean: Debian's binary has the pre-2022 Cambodian rules.
    Every move it suggests is checked against pyffish's legal moves.
    """

    VARIANTS = ("makruk", "makpong", "asean")

    def __init__(self, path):
        self.proc = subprocess.Popen(
            [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True, bufsize=1,
        )
        self.variant = None
        self.send("uci")
        self.wait("uciok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait(self, prefix):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("Fairy-Stockfish stopped")
            if line.startswith(prefix):
                return line.strip()

    def best_move(self, variant, start, moves, depth):
        if variant != self.variant:
            self.send("setoption name UCI_Variant value %s" % variant)
            self.variant = variant
        self.send("position fen %s moves %s" % (start, " ".join(moves)))
        self.send("go depth %d" % depth)
        fields = self.wait("bestmove").split()
        return fields[1] if len(fields) > 1 else None

    def new_game(self):
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")


def start_engine():
    """The engine named by MAKRUK_DIFF_ENGINE (default /usr/games/fairy-stockfish), or None."""
    path = os.environ.get("MAKRUK_DIFF_ENGINE", "/usr/games/fairy-stockfish")
    if path in ("", "none") or not os.access(path, os.X_OK):
        return None
    try:
        return Engine(path)
    except (OSError, RuntimeError):
        return None


class Generator:
    """Plays games and writes records until the position budget is used."""

    def __init__(self, seed, positions, full_every, out, engine):
        self.engine = engine
        self.engine_moves = 0
        self.rng = random.Random(seed)
        self.count_rng = random.Random(seed ^ 0x5EED)
        self.budget = positions
        self.full_every = max(1, full_every)
        self.out = out
        self.positions = 0
        self.full_positions = 0
        self.moves_detailed = 0
        self.games = 0
        self.countdowns = []

    def write(self, *fields):
        self.out.write("\t".join(str(f) for f in fields) + "\n")

    def play_game(self, variant, kind, start, max_plies, capture_bias, engine_share=0.0):
        rng = self.rng
        moves, records = [], []
        engine = self.engine if engine_share and variant in Engine.VARIANTS else None
        if engine:
            engine.new_game()
        while True:
            legal = sorted(sf.legal_moves(variant, start, moves))
            fen = sf.get_fen(variant, start, moves)
            records.append(self.describe(variant, start, moves, fen, legal))
            self.positions += 1
            if fen.split(" ")[3].isdigit() and rng.random() < 0.1:
                self.countdowns.append((variant, fen))
            ended = not legal or records[-1]["opt"] == 1 or records[-1]["imm"] == 1
            if ended or len(moves) >= max_plies or self.positions >= self.budget:
                break
            move = None
            if engine and rng.random() < engine_share:
                move = engine.best_move(variant, start, moves, rng.randint(3, 6))
                if move in legal:
                    self.engine_moves += 1
                else:
                    move = None
            moves.append(move or choose_move(rng, variant, fen, legal, capture_bias))
        self.games += 1
        sans = sf.get_san_moves(variant, start, moves) if moves else []
        self.write("G", variant, kind, start)
        self.write("M", *moves)
        self.write("S", *sans)
        self.write("T", *(sf.get_san_moves(variant, start, moves, False, THAI) if moves else []))
        for ply, rec in enumerate(records):
            # After a move, check is what the move's SAN suffix says (saves a pyffish call).
            check = rec["check0"] if ply == 0 else int(sans[ply - 1][-1] in "+#")
            self.write("P", ply, check, *rec["p"])
            self.write("F", rec["fen"])
            self.write("L", *rec["legal"])
            for manual in rec["manual"]:
                self.write("C", *manual)
            for detail in rec["full"]:
                self.write("X", *detail)
        self.write("E")

    def describe(self, variant, start, moves, fen, legal):
        check0 = (1 if sf.gives_check(variant, start, moves) else 0) if not moves else None
        opt, opt_value = sf.is_optional_game_end(variant, start, moves)
        if variant == "karouk":
            imm, imm_value = sf.is_immediate_game_end(variant, start, moves)
            imm, imm_value = int(imm), imm_value
        else:
            imm, imm_value = "-", "-"
        if non_king_count(fen) <= 6:
            white, black = sf.has_insufficient_material(variant, start, moves)
            insuf = (int(white), int(black))
        else:
            insuf = ("-", "-")
        result = sf.game_result(variant, start, moves) if not legal else "-"
        manual = []
        fields = [f for f in fen.split(" ") if "+" not in f]
        if fields[3].isdigit():
            # Board's honour started by the players (countStarted): not started, or started
            # by the move that made some earlier game ply.
            game_ply = 2 * (int(fields[5]) - 1) + (fields[1] == "b")
            for started in (-1, self.count_rng.randint(1, max(1, game_ply))):
                manual.append((
                    started,
                    sf.get_fen(variant, start, moves, False, False, False, started),
                    int(sf.is_optional_game_end(variant, start, moves, False, started)[0]),
                ))
        full = []
        if self.positions % self.full_every == 0:
            self.full_positions += 1
            thai_too = self.full_positions % 3 == 0
            for m in legal:
                san = sf.get_san_moves(variant, start, moves + [m])[-1]
                thai = sf.get_san_moves(variant, start, moves + [m], False, THAI)[-1] if thai_too else "-"
                after = sf.get_fen(variant, start, moves + [m])
                full.append((m, san, thai, after))
                self.moves_detailed += 1
        p = (int(opt), opt_value, imm, imm_value, insuf[0], insuf[1], result)
        return {
            "p": p, "check0": check0, "fen": fen, "legal": legal, "full": full, "manual": manual,
            "opt": int(opt), "imm": imm,
        }

    def run(self):
        rng = self.rng
        round_no = 0
        while self.positions < self.budget:
            variant = VARIANTS[round_no % len(VARIANTS)]
            round_no += 1
            choice = round_no // len(VARIANTS) % 4
            if self.countdowns and rng.random() < 0.3:
                cvariant, cfen = self.countdowns.pop(rng.randrange(len(self.countdowns)))
                start = countdown_start(rng, cfen)
                if start is not None:
                    self.play_game(cvariant, "countdown", start, 24, 0.3)
                    continue
            if choice == 0:
                self.play_game(variant, "start", sf.start_fen(variant), rng.randint(8, 60), 0.0)
            elif choice == 1:
                self.play_game(variant, "captures", sf.start_fen(variant), rng.randint(40, 150), 0.8)
            else:
                self.play_game(variant, "ending", random_ending(rng, variant), rng.randint(30, 90), 0.4, 0.75)


def main():
    seed = env_int("MAKRUK_DIFF_SEED", DEFAULT_SEED)
    positions = env_int("MAKRUK_DIFF_POSITIONS", 2000)
    full_every = env_int("MAKRUK_DIFF_FULL_EVERY", 10)
    sys.stderr.write("gen_cases.py: seed %d (set MAKRUK_DIFF_SEED to change), %d positions\n" % (seed, positions))
    out = open(sys.argv[1], "w", encoding="utf-8") if len(sys.argv) > 1 else sys.stdout
    engine = start_engine()
    gen = Generator(seed, positions, full_every, out, engine)
    gen.run()
    out.flush()
    if engine:
        engine.send("quit")
        engine.proc.wait()
    sys.stderr.write(
        "gen_cases.py: %d games, %d positions, %d with every move detailed (%d moves), %s\n"
        % (gen.games, gen.positions, gen.full_positions, gen.moves_detailed,
           "%d moves chosen by Fairy-Stockfish" % gen.engine_moves if engine
           else "no Fairy-Stockfish binary: endings played at random")
    )


if __name__ == "__main__":
    main()
