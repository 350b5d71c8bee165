#!/usr/bin/env python3
"""Tunes the search's margins and divisors (makruk_engine::SEARCH_PARAMS) by SPSA self-play.

Each iteration k perturbs every parameter by +c_k or -c_k at random (the signs drawn from
--seed and k), plays one opening twice, colours swapped, between makruk-uci with theta + c_k
and makruk-uci with theta - c_k at a fixed node budget, and moves theta along the signs by
R_k * c_k * (wins - losses of the plus side). The gains follow Fishtest's SPSA: c_k = c / (k+1)^0.101,
a_k = a / (A + k + 1)^0.602 with A = N / 10, chosen so that c_k ends at --c-fraction of each
default (at least 1) and R_k = a_k / c_k^2 at --r-end. --concurrency pairs are played side by side
from the same theta and applied in order, so a run is the same on any machine for the same flags
(fixed nodes make the games deterministic).

Every iteration is appended to the log as one JSON line (k, perturbation, result, theta after);
an interrupted run continues from its log. At the end (and every 50 iterations) it prints theta
rounded, each parameter against its default.

  scripts/spsa.py --iterations 1500 --nodes 25000 --log spsa.jsonl
  scripts/spsa.py --iterations 1500 --nodes 25000 --log spsa.jsonl --params lmr_divisor,futility_base

makruk-uci is built with the `search-params` feature (which lists the parameters as UCI options)
into target/spsa; the match runner is `match` (scripts/match.sh builds it). Openings: the 400
built in, iteration k plays opening k mod 400.
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
ALPHA, GAMMA = 0.602, 0.101
OPENINGS = 400


def build(target_dir):
    """Builds makruk-uci with the search parameters as options, and the match runner."""
    cargo = ["cargo", "build", "--quiet", "--profile", "native"]
    subprocess.run(cargo + ["-p", "makruk-uci", "--features", "search-params", "--target-dir", target_dir,
                            "--bin", "makruk-uci"], cwd=ROOT, check=True)
    subprocess.run(cargo + ["-p", "makruk-tools", "--bin", "match"], cwd=ROOT, check=True)
    match_dir = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    return (os.path.join(target_dir, "native", "makruk-uci"),
            os.path.join(match_dir, "native", "match"))


def parameters(engine):
    """The engine's search parameters from its `uci` reply: name -> (default, min, max)."""
    out = subprocess.run([engine], input="uci\nquit\n", capture_output=True, text=True,
                         check=True).stdout
    # The search parameters are the spin options named in snake case (not Hash, MultiPV, ...).
    spin = re.compile(r"^option name ([a-z][a-z_]*) type spin default (-?\d+) min (-?\d+) max (-?\d+)$")
    found = {}
    for line in out.splitlines():
        m = spin.match(line)
        if m:
            found[m.group(1)] = tuple(int(m.group(i)) for i in (2, 3, 4))
    if not found:
        sys.exit(f"{engine} lists no search parameters: is it built with --features search-params?")
    return found


def play_pair(match, engine, k, plus, minus, nodes):
    """Plays opening k mod 400 twice; returns wins - losses of the engine with `plus`."""
    command = [match, "--engine", engine, "--opponent", engine, "--games", "2",
               "--nodes", str(nodes), "--skip-openings", str(k % OPENINGS)]
    for name, value in plus.items():
        command += ["--engine-option", f"{name}={value}"]
    for name, value in minus.items():
        command += ["--opponent-option", f"{name}={value}"]
    out = subprocess.run(command, capture_output=True, text=True).stdout
    m = re.search(r"^result: \+(\d+) =(\d+) -(\d+)", out, re.M)
    if not m:
        raise RuntimeError(f"iteration {k}: no result from the match:\n{out}")
    return int(m.group(1)) - int(m.group(3))


def report(theta, specs, k):
    print(f"after {k} iterations:")
    for name, value in theta.items():
        default = specs[name][0]
        print(f"  {name:24} {round(value):7}  (default {default}, {value - default:+.1f})")
    sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--iterations", type=int, required=True, help="game pairs in the run (N)")
    parser.add_argument("--nodes", type=int, default=25000, help="nodes a move (default 25000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the perturbations' signs")
    parser.add_argument("--params", help="comma-separated names to tune (default: all)")
    parser.add_argument("--c-fraction", type=float, default=0.1,
                        help="final perturbation as a fraction of each default (default 0.1)")
    parser.add_argument("--r-end", type=float, default=0.01, help="final R_k (default 0.01)")
    parser.add_argument("--concurrency", type=int, default=2, help="pairs side by side")
    parser.add_argument("--log", required=True, help="JSON lines, one per iteration; resumed")
    parser.add_argument("--target-dir", default=os.path.join(ROOT, "target", "spsa"))
    args = parser.parse_args()

    engine, match = build(args.target_dir)
    specs = parameters(engine)
    names = args.params.split(",") if args.params else list(specs)
    unknown = [n for n in names if n not in specs]
    if unknown:
        sys.exit(f"unknown parameters: {', '.join(unknown)} (known: {', '.join(specs)})")
    n = args.iterations
    big_a = n / 10
    gains = {}
    for name in names:
        c_end = max(1.0, abs(specs[name][0]) * args.c_fraction)
        gains[name] = (c_end * n ** GAMMA, args.r_end * c_end ** 2 * (big_a + n) ** ALPHA)

    theta = {name: float(specs[name][0]) for name in names}
    k = 0
    if os.path.exists(args.log):
        with open(args.log) as log:
            for line in log:
                entry = json.loads(line)
                theta, k = entry["theta"], entry["k"] + 1
        print(f"continuing from iteration {k} of {args.log}")

    def perturbation(i):
        signs = random.Random(args.seed * 1_000_003 + i)
        return {name: signs.choice((-1, 1)) for name in names}

    def clamp(name, value):
        return min(max(value, specs[name][1]), specs[name][2])

    with ThreadPoolExecutor(max_workers=args.concurrency) as pool, open(args.log, "a") as log:
        while k < n:
            batch = range(k, min(k + args.concurrency, n))
            jobs = []
            for i in batch:
                flip = perturbation(i)
                c_i = {name: gains[name][0] / (i + 1) ** GAMMA for name in names}
                plus = {name: round(clamp(name, theta[name] + c_i[name] * flip[name])) for name in names}
                minus = {name: round(clamp(name, theta[name] - c_i[name] * flip[name])) for name in names}
                jobs.append((i, flip, c_i, pool.submit(play_pair, match, engine, i, plus, minus,
                                                        args.nodes)))
            for i, flip, c_i, job in jobs:
                result = job.result()
                for name in names:
                    a_i = gains[name][1] / (big_a + i + 1) ** ALPHA
                    step = a_i / c_i[name] * result * flip[name]
                    theta[name] = clamp(name, theta[name] + step)
                log.write(json.dumps({"k": i, "flip": flip, "result": result, "theta": theta}) + "\n")
                log.flush()
                if (i + 1) % 50 == 0:
                    report(theta, specs, i + 1)
            k = batch[-1] + 1
    report(theta, specs, k)


if __name__ == "__main__":
    main()
