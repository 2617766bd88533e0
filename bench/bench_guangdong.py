"""Benchmark: Guangdong scoring (``trainer score --jsonl --rules guangdong``) and ghost-aware
efficiency, on seeded hands with 0 to 3 ghosts.

There is no reference implementation of Guangdong rules to compare against, so the figures are
absolute: situations scored per second through the JSON-lines path (in process), single-hand
latency by ghost count (median and 99th percentile), and a discard ranking of 14 tiles.

Usage: ``python bench/bench_guangdong.py [--hands 2000] [--seed 1]``.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from trainer.cli.score import run_jsonl  # noqa: E402
from trainer.engine.guangdong.efficiency import rank_discards  # noqa: E402
from trainer.engine.guangdong.samples import random_tiles, random_win  # noqa: E402
from trainer.engine.guangdong.scoring import GdContext, score_hand  # noqa: E402
from trainer.engine.notation import format_tiles, tile_token  # noqa: E402
from trainer.engine.situation import meld_to_json  # noqa: E402


def lines(n: int, seed: int) -> list[tuple[int, str]]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        ghosts = rng.choice((0, 0, 1, 1, 2, 3))
        hand, ghost = random_win(rng, ghosts=ghosts)
        obj = {"id": i, "concealed": format_tiles(hand.standing), "melds": [meld_to_json(m) for m in hand.melds],
               "win_tile": tile_token(hand.win_tile), "self_drawn": True,
               "ghost": tile_token(ghost) if ghost else None, "horses": "15m"}  # fmt: skip
        out.append((ghosts, json.dumps(obj)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    corpus = lines(args.hands, args.seed)
    source = [line for _, line in corpus]
    sink = io.StringIO()
    start = time.perf_counter()
    run_jsonl(source, sink, rules="guangdong")
    elapsed = time.perf_counter() - start
    answers = [json.loads(line) for line in sink.getvalue().splitlines()]
    wins = sum(1 for a in answers if a.get("win"))
    print(f"guangdong score --jsonl: {len(source)} situations in {elapsed:.2f} s = {len(source) / elapsed:,.0f} /s "
          f"({wins} wins, {len(answers) - wins} other answers)")  # fmt: skip
    rng = random.Random(args.seed + 1)
    for ghosts in (0, 1, 2, 3):
        times = []
        for _ in range(200):
            hand, ghost = random_win(rng, ghosts=ghosts)
            t0 = time.perf_counter()
            score_hand(hand, GdContext(), ghost=ghost)
            times.append(time.perf_counter() - t0)
        times.sort()
        print(f"  one hand with {ghosts} ghost(s): p50 {statistics.median(times) * 1000:.2f} ms, "
              f"p99 {times[int(len(times) * 0.99) - 1] * 1000:.2f} ms")  # fmt: skip
    times = []
    for _ in range(200):
        tiles = random_tiles(rng, 14)
        ghost = rng.choice(tiles)
        t0 = time.perf_counter()
        rank_discards(tiles, 0, ghost)
        times.append(time.perf_counter() - t0)
    times.sort()
    print(f"guangdong discard ranking (14 tiles, ghost-aware): p50 {statistics.median(times) * 1000:.1f} ms, "
          f"p99 {times[int(len(times) * 0.99) - 1] * 1000:.1f} ms")  # fmt: skip


if __name__ == "__main__":
    main()
