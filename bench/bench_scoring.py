"""Scoring throughput: our engine (command and in-process) against PyMahjongGB's C++ core.

Usage: ``python bench/bench_scoring.py [--seed S] [--count N]`` (``make bench`` runs it).

The same seeded situations (``tests/engine/situations.py``) go as JSON lines through
1. the real command path: ``python -m trainer score --jsonl`` in a subprocess, timed over the whole
   batch minus the start-up time of the same command on empty input;
2. ``trainer.engine.batch.score_json`` in this process, with ``json.loads`` / ``json.dumps`` per line;
3. PyMahjongGB in this process doing the same JSON-lines work (``json.loads``, convert, call the
   C++ calculator, map the fan names, ``json.dumps``).
It prints hands per second for each, the ratio ours / reference, and the 50th and 99th percentile
time of one ``score_json`` call.  It prints figures only and never fails on time; a part that
cannot run (no engine yet, PyMahjongGB not installed) is reported as a note.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tests.engine.situations import generate_situations  # noqa: E402


def command_env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), *filter(None, [env.get("PYTHONPATH")])])
    return env


def run_command(text: str) -> tuple[float, str]:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "trainer", "score", "--jsonl"],
        input=text,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=REPO,
        env=command_env(),
        check=False,
    )
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"exit {done.returncode}: {done.stderr.strip()[-500:]}")
    return elapsed, done.stdout


def bench_command(lines: list[str], repeat: int) -> tuple[float, str]:
    """Hands per second through the command, and how that was measured."""
    startup = min(run_command("")[0] for _ in range(repeat))
    text = "\n".join(lines) + "\n"
    best = float("inf")
    for _ in range(repeat):
        elapsed, out = run_command(text)
        if len(out.splitlines()) != len(lines):
            raise RuntimeError(f"it wrote {len(out.splitlines())} lines for {len(lines)}")
        best = min(best, elapsed)
    rate = len(lines) / max(best - startup, 1e-9)
    return rate, f"{best:.2f} s for the batch minus {startup:.2f} s start-up on empty input, best of {repeat}"


def bench_in_process(lines: list[str], warmup: list[str], score_json) -> tuple[float, float, list[float]]:
    """Hands per second with JSON in and out (first pass, then a second pass over the same lines),
    and the time of each ``score_json`` call of the first pass.

    The warm-up uses other situations, so the first pass meets the engine's memo tables (e.g. the
    per-suit decompositions) as a fresh batch would; the second pass shows them fully warm.
    """
    for line in warmup:
        json.dumps(score_json(json.loads(line)))
    clock = time.perf_counter
    singles = []
    start = clock()
    for line in lines:
        obj = json.loads(line)
        t0 = clock()
        result = score_json(obj)
        singles.append(clock() - t0)
        json.dumps(result, ensure_ascii=False)
    first = len(lines) / (clock() - start)
    start = clock()
    for line in lines:
        json.dumps(score_json(json.loads(line)), ensure_ascii=False)
    second = len(lines) / (clock() - start)
    return first, second, singles


def bench_reference(lines: list[str], warmup: list[str]) -> float:
    from MahjongGB import MahjongFanCalculator

    from tests.engine.oracle import map_reference_fans, reference_arguments

    def score_line(line: str) -> str:
        obj = json.loads(line)
        try:
            rows = MahjongFanCalculator(**reference_arguments(obj))
        except TypeError as error:
            if str(error) != "ERROR_NOT_WIN":
                return json.dumps({"id": obj.get("id"), "error": str(error)})
            return json.dumps({"id": obj.get("id"), "win": False, "fans": [], "total": 0, "base": 0})
        result = map_reference_fans(rows)
        fans = [{"id": f, "count": c} for f, c in result["fans"].items()]
        base = result["total"] - obj.get("flowers", 0)
        return json.dumps(
            {"id": obj.get("id"), "win": base >= 8, "fans": fans, "total": result["total"], "base": base}
        )

    for line in warmup:
        score_line(line)
    start = time.perf_counter()
    for line in lines:
        score_line(line)
    return len(lines) / (time.perf_counter() - start)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--repeat", type=int, default=3, help="runs of the command path (best is kept)")
    args = parser.parse_args(argv)

    situations = generate_situations(random.Random(args.seed), args.count)
    lines = [json.dumps(s, ensure_ascii=False) for s in situations]
    warmup = [
        json.dumps(s, ensure_ascii=False) for s in generate_situations(random.Random(args.seed + 1), 300)
    ]
    print(
        f"scoring benchmark: {len(lines)} situations (seed {args.seed}), "
        f"Python {platform.python_version()} on {platform.machine()}"
    )

    ours_rate = command_rate = None
    if importlib.util.find_spec("trainer.engine.batch") is None:
        print("  note: trainer/engine/batch.py does not exist yet: no figures for our engine")
    else:
        from trainer.engine.batch import score_json

        try:
            command_rate, how = bench_command(lines, args.repeat)
        except RuntimeError as error:
            print(f"  note: python -m trainer score --jsonl failed: {error}")
        else:
            print(f"{command_rate:12.0f} hands/s  python -m trainer score --jsonl, subprocess ({how})")
        ours_rate, warm_rate, singles = bench_in_process(lines, warmup, score_json)
        print(f"{ours_rate:12.0f} hands/s  score_json in-process (json.loads + score_json + json.dumps)")
        print(f"{warm_rate:12.0f} hands/s  the same, second pass over the same lines (memo tables warm)")
        print(
            f"{'':12s}           one score_json call: p50 {percentile(singles, 50) * 1e3:.3f} ms,"
            f" p99 {percentile(singles, 99) * 1e3:.3f} ms, max {max(singles) * 1e3:.3f} ms,"
            f" mean {statistics.fmean(singles) * 1e3:.3f} ms"
        )

    if importlib.util.find_spec("MahjongGB") is None:
        print("  note: PyMahjongGB (import MahjongGB) is not installed: no reference figures")
        return 0
    reference_rate = bench_reference(lines, warmup)
    print(
        f"{reference_rate:12.0f} hands/s  PyMahjongGB C++ core (json in, convert, call, map names, json out)"
    )
    if ours_rate is not None:
        print(f"{'':12s}           ratio ours/reference: in-process {ours_rate / reference_rate:.3f}", end="")
        if command_rate is not None:
            print(f", command path {command_rate / reference_rate:.3f}", end="")
        print(f" (reference is {reference_rate / ours_rate:.1f}x faster in-process)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
