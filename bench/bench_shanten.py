"""Benchmark: batch shanten (``trainer shanten --jsonl``) against PyMahjongGB, and discard analysis.

Generates seeded 13-tile hands as JSON lines (DESIGN.md "Batch shanten"), then times

- the command's own code path (``trainer.cli.shanten.run_jsonl``: parse each line, compute the five
  forms with useful tiles, write each line), in process, on cold caches and again warm;
- the same JSON-lines work through PyMahjongGB (parse the line, call its five per-form functions
  and ``MahjongShanten``, write the line in the same format), if it is installed;
- ``python -m trainer shanten --jsonl`` as a subprocess (start-up included), once the command is
  registered in ``trainer/cli/__init__.py``;
- a full discard analysis (``analyse_discards``) of seeded 14-tile hands: median and 99th percentile.

Usage: ``python bench/bench_shanten.py [--hands 3000] [--seed 1] [--discards 500]``.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from trainer.cli.shanten import run_jsonl  # noqa: E402
from trainer.engine.notation import format_tiles, parse_tiles  # noqa: E402
from trainer.engine.shanten import FORMS, analyse_discards  # noqa: E402
from trainer.engine.tiles import ALL_KINDS, Meld, MeldKind, Tile  # noqa: E402

_SUIT_LETTER = {1: "W", 2: "T", 3: "B"}


def wall() -> list[Tile]:
    return [t for t in ALL_KINDS for _ in range(4)]


def random_meld(rng: random.Random, pool: list[Tile]) -> Meld | None:
    for _ in range(20):
        if rng.random() < 0.5:
            start = Tile(rng.choice((0x10, 0x20, 0x30)) | rng.randint(1, 7))
            meld, tiles = Meld(MeldKind.CHOW, start), [start, Tile(start + 1), Tile(start + 2)]
        else:
            t = rng.choice(ALL_KINDS)
            meld, tiles = Meld(MeldKind.PUNG, t), [t] * 3
        if all(pool.count(t) >= tiles.count(t) for t in set(tiles)):
            for t in tiles:
                pool.remove(t)
            return meld
    return None


def generate_lines(n: int, seed: int) -> list[str]:
    """Seeded hands: three in four fully concealed, the rest with one to three melds."""
    rng = random.Random(seed)
    lines = []
    while len(lines) < n:
        pool = wall()
        melds = []
        if rng.random() < 0.25:
            melds = [random_meld(rng, pool) for _ in range(rng.randint(1, 3))]
            if None in melds:
                continue
        standing = rng.sample(pool, 13 - 3 * len(melds))
        items = [
            {"kind": m.kind.value, "tiles": format_tiles(m.tiles), "concealed": m.concealed}
            for m in melds  # type: ignore[union-attr]
        ]
        lines.append(
            json.dumps({"id": f"h{len(lines)}", "concealed": format_tiles(standing), "melds": items})
        )
    return lines


def time_ours(lines: list[str]) -> tuple[float, list[str]]:
    source = io.StringIO("\n".join(lines) + "\n")
    sink = io.StringIO()
    start = time.perf_counter()
    run_jsonl(source, sink)
    return time.perf_counter() - start, sink.getvalue().splitlines()


def reference_tile(code: int) -> str:
    if code >= 0x41:
        return f"F{code - 0x40}" if code <= 0x44 else f"J{code - 0x44}"
    return f"{_SUIT_LETTER[code >> 4]}{code & 0xF}"


def time_reference(lines: list[str], mahjong_gb) -> tuple[float, list[str]]:
    """The same work through PyMahjongGB: parse, five forms + MahjongShanten, dump."""
    tile_of = {reference_tile(t): t for t in ALL_KINDS}
    functions = {
        "regular": mahjong_gb.RegularShanten,
        "seven_pairs": mahjong_gb.SevenPairsShanten,
        "thirteen_orphans": mahjong_gb.ThirteenOrphansShanten,
        "honors_knitted": mahjong_gb.HonorsAndKnittedTilesShanten,
        "knitted_straight": mahjong_gb.KnittedStraightShanten,
    }
    packs_of = {"chow": "CHI", "pung": "PENG", "kong": "GANG"}
    out = []
    start = time.perf_counter()
    for line in lines:
        obj = json.loads(line)
        hand = tuple(reference_tile(t) for t in parse_tiles(obj["concealed"]))
        packs = []
        for m in obj["melds"]:
            tiles = parse_tiles(m["tiles"])
            tile = tiles[1] if m["kind"] == "chow" else tiles[0]
            packs.append((packs_of[m["kind"]], reference_tile(tile), 0 if m.get("concealed") else 1))
        forms = {}
        for name in FORMS:
            try:
                shanten, useful = functions[name](hand)
            except TypeError:  # the form does not apply to this many tiles
                forms[name] = None
            else:
                forms[name] = {"shanten": shanten, "useful": format_tiles(tile_of[u] for u in useful)}
        overall = mahjong_gb.MahjongShanten(pack=tuple(packs), hand=hand)
        out.append(json.dumps({"id": obj["id"], "shanten": overall, "forms": forms}, ensure_ascii=False))
    return time.perf_counter() - start, out


def time_subprocess(lines: list[str]) -> float | None:
    from trainer import cli

    if "shanten" not in getattr(cli, "COMMAND_MODULES", ("shanten",)):
        return None
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "trainer", "shanten", "--jsonl"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        cwd=REPO,
        check=True,
    )
    return time.perf_counter() - start


def time_discards(n: int, seed: int) -> list[float]:
    rng = random.Random(seed + 1)
    times = []
    for _ in range(n):
        pool = wall()
        melds = [m for m in (random_meld(rng, pool) for _ in range(rng.choice((0, 0, 0, 1, 2)))) if m]
        standing = rng.sample(pool, 14 - 3 * len(melds))
        start = time.perf_counter()
        analyse_discards(standing, len(melds))
        times.append(time.perf_counter() - start)
    return times


def rate_line(label: str, n: int, seconds: float) -> str:
    return f"  {label + ':':<36}{n / seconds:9.0f} hands/s  ({seconds * 1e6 / n:.0f} µs/hand)"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000, help="13-tile hands for the batch (default 3000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--discards", type=int, default=500, help="14-tile hands for discard analysis")
    args = parser.parse_args(argv)

    lines = generate_lines(args.hands, args.seed)
    n = len(lines)
    print(f"batch shanten: {n} seeded 13-tile hands (seed {args.seed}), JSON lines in and out")
    cold, ours = time_ours(lines)
    warm, _ = time_ours(lines)
    print(rate_line("trainer (in process, cold caches)", n, cold))
    print(rate_line("trainer (in process, warm caches)", n, warm))

    try:
        import MahjongGB
    except ImportError:
        print(
            "  PyMahjongGB: not installed (pip install pymahjonggb, the project's test extra); no comparison"
        )
    else:
        reference_time, theirs = time_reference(lines, MahjongGB)
        print(rate_line("PyMahjongGB (same JSON work)", n, reference_time))
        print(
            f"  ratio trainer/PyMahjongGB: {reference_time / cold:.2f} cold, {reference_time / warm:.2f} warm"
        )
        differ = sum(json.loads(a) != json.loads(b) for a, b in zip(ours, theirs, strict=True))
        print(f"  outputs that differ: {differ} of {n}")

    elapsed = time_subprocess(lines)
    if elapsed is None:
        print("  python -m trainer shanten --jsonl: not registered in trainer/cli/__init__.py yet; skipped")
    else:
        print(rate_line("python -m trainer shanten --jsonl (start-up included)", n, elapsed))

    times = time_discards(args.discards, args.seed)
    print(f"discard analysis: {len(times)} seeded 14-tile hands (every distinct discard, all five forms)")
    median, p99 = statistics.median(times) * 1e3, percentile(times, 0.99) * 1e3
    print(f"  median {median:.2f} ms, 99th percentile {p99:.2f} ms, max {max(times) * 1e3:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
