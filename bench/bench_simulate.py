"""Simulation throughput: bot-only hands per second, four bots of one level, for every level
registered in ``trainer.engine.bots.BOTS`` ("random" first).

Usage: ``python bench/bench_simulate.py [--hands N] [--seed S]`` (``make bench`` runs it).  Hands are
played as ``trainer simulate`` plays them (matches of 16, seeded); the figure is wall-clock hands per
second of this process, including the bots' thinking.  Figures only, no assertion; a level whose bot
fails is reported as a note.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from trainer.cli.simulate import simulate
from trainer.engine.bots import BOTS


def measure(level: str, hands: int, seed: int) -> tuple[float, int]:
    start = time.perf_counter()
    records = list(simulate(hands, seed, [level] * 4))
    elapsed = time.perf_counter() - start
    wins = sum(1 for r in records if r["winner"] is not None)
    return len(records) / elapsed, wins


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=64, help="hands per level (default 64; random plays 4x)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    levels = sorted(BOTS, key=lambda name: (name != "random", name))
    print("bot-only hands simulated per second (four bots of the same level):")
    for level in levels:
        hands = args.hands * 4 if level == "random" else args.hands
        try:
            rate, wins = measure(level, hands, args.seed)
        except Exception as error:  # a level still being written must not stop the others
            print(f"  {level:<14} note: failed ({type(error).__name__}: {error})")
            continue
        print(f"  {level:<14} {rate:8.1f} hands/s  ({hands} hands, {wins} won, {hands - wins} drawn)")


if __name__ == "__main__":
    main()
