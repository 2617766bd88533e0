"""Differential test of the MCR scoring engine against PyMahjongGB (the reference calculator).

A seeded corpus of situations (``tests/engine/situations.py``) is scored by the engine's batch
entry point ``trainer.engine.batch.score_json`` and by the oracle (``tests/engine/oracle.py``:
PyMahjongGB with 明暗杠 mapped to 暗杠 + 明杠).  Every fan (id -> count) and every total must agree;
for hands the oracle says are not a win, the engine must say ``not_a_win``.

The coverage tests need only PyMahjongGB; the engine tests are skipped until
``trainer/engine/batch.py`` exists (an engine that exists but fails to import fails here).

To look at a failing case: ``python -m tests.engine.situations --seed 20240 --count 6000 | grep <id>``.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

pytest.importorskip("MahjongGB")

from tests.engine.oracle import FAN_ID_BY_NAME, MIXED_KONGS, oracle_score, reference_rows
from tests.engine.situations import (
    RECIPES,
    contradictory_situations,
    generate_situations,
    situation_notation,
)
from trainer.engine.notation import parse_tiles

REPO = Path(__file__).resolve().parents[2]
SEED = 20240
COUNT = 6000
SHOW = 20  # disagreements printed in full
FAN_NAME = {number: name for name, number in FAN_ID_BY_NAME.items()}
FLAGS = ("self_drawn", "last_copy", "kong_related", "last_tile")


@functools.cache
def corpus() -> tuple[dict, ...]:
    return tuple(generate_situations(random.Random(SEED), COUNT))


@functools.cache
def oracle_results() -> tuple[dict | None, ...]:
    return tuple(oracle_score(s) for s in corpus())


@pytest.fixture(scope="module")
def score_json():
    if importlib.util.find_spec("trainer.engine.batch") is None:
        pytest.skip("trainer/engine/batch.py does not exist yet")
    return importlib.import_module("trainer.engine.batch").score_json


# ---------------------------------------------------------------------------------------------
# The corpus itself (PyMahjongGB only)


def tiles_of(situation: dict) -> tuple[list[int], list[list[int]], int]:
    standing = list(parse_tiles(situation["concealed"]))
    melds = [list(parse_tiles(m["tiles"])) for m in situation["melds"]]
    return standing, melds, parse_tiles(situation["win_tile"])[0]


def flag_problem(situation: dict) -> str | None:
    """Why the flags contradict the tiles (the engine's error cases), or None."""
    standing, melds, win = tiles_of(situation)
    in_melds = sum(m.count(win) for m in melds)
    if situation["kong_related"] and situation["self_drawn"] and not any(len(m) == 4 for m in melds):
        return "杠上开花 without a kong"
    if situation["kong_related"] and not situation["self_drawn"] and (win in standing or in_melds):
        return "抢杠和 on a tile the hand holds"
    if situation["last_copy"] and win in standing:
        return "和绝张 with a copy standing"
    return None


def check_well_formed(s: dict) -> None:
    standing, melds, win = tiles_of(s)
    assert len(standing) + 3 * len(s["melds"]) == 13, s
    assert len(s["melds"]) <= 4, s
    counts = Counter(standing + [win] + [t for m in melds for t in m])
    assert max(counts.values()) <= 4, s
    for meld, tiles in zip(s["melds"], melds, strict=True):
        assert meld["kind"] in ("chow", "pung", "kong"), s
        assert len(tiles) == (4 if meld["kind"] == "kong" else 3), s
        assert meld["concealed"] is False or meld["kind"] == "kong", s
    assert 0 <= s["flowers"] <= 8
    assert s["seat_wind"] in "ESWN"
    assert s["round_wind"] in "ESWN"


def test_corpus_is_well_formed_and_consistent():
    for s in corpus():
        check_well_formed(s)
        assert flag_problem(s) is None, (flag_problem(s), s)


def test_corpus_is_deterministic():
    assert generate_situations(random.Random(SEED), 300) == list(corpus()[:300])
    assert generate_situations(random.Random(SEED + 1), 300) != list(corpus()[:300])


def test_coverage_of_fans():
    seen = Counter()
    for result in oracle_results():
        if result is not None:
            seen.update(result["fans"].keys())
    missing = sorted(set(range(1, 82)) - set(seen))
    assert not missing, f"fans never scored by the oracle: {[(f, FAN_NAME[f]) for f in missing]}"
    print("\nhands scoring each fan:", dict(sorted(seen.items())))


def test_coverage_of_outcomes_and_reference_names():
    wins = [r for r in oracle_results() if r is not None]
    no_win = sum(r is None for r in oracle_results())
    below = sum(r["total"] - s["flowers"] < 8 for s, r in zip(corpus(), oracle_results(), strict=True) if r)
    assert no_win >= 20, "too few non-winning shapes"
    assert below >= 50, "too few hands below the 8-point minimum"
    assert len(wins) - below >= COUNT // 2
    # Every name PyMahjongGB prints is known (oracle_score raises otherwise), and 明暗杠 occurs.
    names = {row[2] for s in corpus() for row in (reference_rows(s) or ())}
    assert names - {MIXED_KONGS} == set(FAN_ID_BY_NAME), sorted(set(FAN_ID_BY_NAME) - names)
    assert MIXED_KONGS in names


def test_coverage_of_flags_winds_melds_and_flowers():
    situations = corpus()
    for flag in FLAGS:
        assert {s[flag] for s in situations} == {True, False}, flag
    combos = Counter((s["self_drawn"], s["kong_related"], s["last_tile"]) for s in situations)
    for self_drawn in (True, False):
        assert combos[(self_drawn, True, False)] > 0  # 杠上开花 / 抢杠和
        assert (
            sum(n for (d, _, last), n in combos.items() if d == self_drawn and last) > 0
        )  # 妙手回春 / 海底捞月
    assert {s["seat_wind"] for s in situations} == set("ESWN")
    assert {s["round_wind"] for s in situations} == set("ESWN")
    assert {(s["seat_wind"], s["round_wind"]) for s in situations} == {(a, b) for a in "ESWN" for b in "ESWN"}
    assert {s["flowers"] for s in situations} == set(range(9))
    assert {len(s["melds"]) for s in situations} == {0, 1, 2, 3, 4}
    kinds = Counter()
    for s in situations:
        for m in s["melds"]:
            if m["kind"] == "kong":
                kinds["concealed kong" if m["concealed"] else f"kong offer {m['offer']}"] += 1
            else:
                kinds[f"{m['kind']} offer {m['offer']}"] += 1
    expected = {f"chow offer {i}" for i in (1, 2, 3)} | {f"pung offer {i}" for i in (1, 2, 3)}
    expected |= {f"kong offer {i}" for i in (1, 2, 3, 5, 6, 7)} | {"concealed kong"}
    assert set(kinds) == expected, kinds


def test_coverage_of_nine_gates_waits():
    won_on = set()
    for s, r in zip(corpus(), oracle_results(), strict=True):
        if r and 4 in r["fans"]:
            won_on.add(parse_tiles(s["win_tile"])[0] & 0xF)
    assert won_on == set(range(1, 10))


def test_contradictory_cases_are_winning_hands_with_bad_flags():
    for s in contradictory_situations(random.Random(SEED)):
        check_well_formed(s)
        assert flag_problem(s) is not None, s
        assert oracle_score(s) is not None, s  # the oracle would sanitise the flags and score it


# ---------------------------------------------------------------------------------------------
# The engine against the oracle


def fans_of(output: dict) -> dict[int, int]:
    return {f["id"]: f["count"] for f in output.get("fans", ())}


def disagreement(situation: dict, ours: dict, theirs: dict | None) -> str | None:
    """What is wrong with the engine's output for this situation, or None."""
    if "error" in ours:
        return f"engine error: {ours['error']}"
    problems = []
    if ours.get("id") != situation["id"]:
        problems.append(f"id {ours.get('id')!r}")
    if theirs is None:
        if ours.get("win") is not False or ours.get("reason") != "not_a_win":
            problems.append("oracle: not a win; engine scores it")
        elif ours.get("fans") != [] or ours.get("total") != 0 or ours.get("base") != 0:
            problems.append("not_a_win with fans or totals")
        return "; ".join(problems) or None
    ids = [f["id"] for f in ours.get("fans", ())]
    if ids != sorted(set(ids)):
        problems.append("fans not ascending by id, each once")
    if fans_of(ours) != theirs["fans"]:
        problems.append("fans differ")
    if ours.get("total") != theirs["total"]:
        problems.append(f"total {ours.get('total')} != {theirs['total']}")
    base = theirs["total"] - situation["flowers"]
    if ours.get("base") != ours.get("total", 0) - situation["flowers"]:
        problems.append(f"base {ours.get('base')} != total - flowers")
    if base >= 8 and (ours.get("win") is not True or "reason" in ours):
        problems.append(f"oracle: a win worth {base}; engine win={ours.get('win')} {ours.get('reason', '')}")
    if base < 8 and (ours.get("win") is not False or ours.get("reason") != "below_minimum"):
        problems.append(f"oracle: below minimum ({base}); engine win={ours.get('win')} {ours.get('reason')}")
    return "; ".join(problems) or None


def fan_diff(ours: dict[int, int], theirs: dict[int, int]) -> list[str]:
    out = []
    for fan in sorted(set(ours) | set(theirs)):
        a, b = ours.get(fan, 0), theirs.get(fan, 0)
        if a != b:
            out.append(f"{fan} {FAN_NAME.get(fan, '?')} ours {a} oracle {b}")
    return out


def describe(situation: dict, ours: dict, theirs: dict | None, problem: str) -> str:
    lines = [
        f"--- {situation['id']}: {problem}",
        f"  hand:   {situation_notation(situation)}",
        f"  input:  {json.dumps(situation, ensure_ascii=False)}",
        f"  ours:   {json.dumps(ours, ensure_ascii=False)}",
        f"  oracle: {json.dumps(theirs, ensure_ascii=False)}",
    ]
    if theirs is not None and "error" not in ours:
        lines.append("  diff:   " + "; ".join(fan_diff(fans_of(ours), theirs["fans"])))
    return "\n".join(lines)


def summary(failures: list[tuple[dict, dict, dict | None, str]]) -> str:
    per_fan = Counter()
    kinds = Counter()
    for _, ours, theirs, _problem in failures:
        if "error" in ours:
            kinds["engine error"] += 1
        elif theirs is None:
            kinds["oracle says not a win"] += 1
        else:
            kinds["fans/total/outcome"] += 1
            for fan in set(fans_of(ours)) ^ set(theirs["fans"]) | {
                f for f in theirs["fans"] if fans_of(ours).get(f, 0) != theirs["fans"][f]
            }:
                per_fan[fan] += 1
    fans = ", ".join(f"{f} {FAN_NAME.get(f, '?')}: {n}" for f, n in sorted(per_fan.items()))
    return f"by kind: {dict(kinds)}\nhands involving each fan id: {fans or '-'}"


@pytest.mark.slow
def test_engine_agrees_with_oracle(score_json):
    failures = []
    for situation, theirs in zip(corpus(), oracle_results(), strict=True):
        try:
            ours = score_json(dict(situation))
        except Exception as error:  # report it with the other disagreements
            ours = {"id": situation["id"], "error": f"raised {type(error).__name__}: {error}"}
        problem = disagreement(situation, ours, theirs)
        if problem:
            failures.append((situation, ours, theirs, problem))
    if failures:
        shown = "\n".join(describe(*f) for f in failures[:SHOW])
        pytest.fail(
            f"{len(failures)} of {len(corpus())} situations disagree with PyMahjongGB\n"
            f"{summary(failures)}\nfirst {min(SHOW, len(failures))}:\n{shown}",
            pytrace=False,
        )


def test_contradictory_flags_are_errors(score_json):
    for situation in contradictory_situations(random.Random(SEED)):
        out = score_json(dict(situation))
        assert out.get("id") == situation["id"], out
        assert "error" in out, f"{situation['why']}: {situation_notation(situation)} -> {out}"


@pytest.mark.slow
def test_batch_command_matches_score_json(score_json):
    # one situation of each recipe (the corpus starts with them) and one of each contradiction
    picked = list(corpus()[: len(RECIPES)]) + contradictory_situations(random.Random(SEED), 1)
    lines = [json.dumps(s, ensure_ascii=False) for s in picked]
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), *filter(None, [env.get("PYTHONPATH")])])
    done = subprocess.run(
        [sys.executable, "-m", "trainer", "score", "--jsonl"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=REPO,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout.splitlines()
    assert len(out) == len(lines), (len(out), len(lines), done.stderr[-2000:])
    for situation, line in zip(picked, out, strict=True):
        got = json.loads(line)
        assert got.get("id") == situation["id"]
        assert got == score_json(dict(situation)), situation["id"]
