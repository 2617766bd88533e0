"""Fan-aware discard analysis of 14-tile hands: how long the coach takes to answer.

Prints the 50th/90th/99th percentiles of ``analyse_discards_fan_aware`` over seeded hands (half
random deals, half near-complete hands), first with cold memo tables, then after a warm-up, as in
a session of play.  CPU time of this process; figures only, no assertion.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from trainer.engine.efficiency import analyse_discards_fan_aware
from trainer.engine.notation import format_tiles, parse_hand
from trainer.engine.tiles import ALL_KINDS, Hand


def hands(seed: int, n: int) -> list[Hand]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        wall = [t for t in ALL_KINDS for _ in range(4)]
        rng.shuffle(wall)
        if i % 2 == 0:
            tiles = wall[:14]
        else:
            tiles = []
            while len(tiles) < 12:
                t = rng.choice(wall)
                group = [t, t + 1, t + 2] if t < 0x40 and (t & 0xF) <= 7 and rng.random() < 0.6 else [t] * 3
                if all(wall.count(x) >= group.count(x) for x in group):
                    for x in group:
                        wall.remove(x)
                    tiles += group
            tiles = tiles[:11] + [wall.pop() for _ in range(3)]
        out.append(parse_hand(format_tiles(tiles)))
    return out


def measure(sample: list[Hand]) -> list[float]:
    times = []
    for hand in sample:
        start = time.process_time()
        analyse_discards_fan_aware(hand)
        times.append(time.process_time() - start)
    return sorted(times)


def report(label: str, times: list[float]) -> None:
    def pct(p: float) -> float:
        return times[min(len(times) - 1, int(p * len(times)))] * 1000

    print(
        f"  {label:<34} n={len(times)}  p50 {pct(0.5):6.1f} ms  p90 {pct(0.9):6.1f} ms  p99 "
        f"{pct(0.99):6.1f} ms"
    )


def main() -> None:
    print("fan-aware discard analysis (plain + legal distance + plans), 14-tile hands:")
    report("cold memo tables", measure(hands(5, 200)))
    measure(hands(99, 600))
    report("after 600 warm-up hands", measure(hands(5, 200)))
    print("  goal: under 50 ms at the 99th percentile")


if __name__ == "__main__":
    main()
