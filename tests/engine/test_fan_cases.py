"""Every fan's boundary, case by case: hands that score it and near misses that do not.

The cases live in ``tests/engine/data/fan_cases.toml`` (the file's header describes the keys).  Each
one is scored with :func:`score_hand` and must give exactly the expected counted fans and total;
a miss may also name the fan or principle that the result must list as suppressing the fan.
Every expectation was checked against PyMahjongGB; :func:`test_fan_case_agrees_with_reference`
repeats that check where PyMahjongGB is installed (and is skipped elsewhere).

Run one fan's cases with ``-k PURE_DOUBLE_CHOW``; the test ids are ``FAN-kind-name``.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path

import pytest

from trainer.engine.fans.context import WinContext
from trainer.engine.fans.scoring import ScoreResult, score_hand
from trainer.engine.fans.table import FANS, FanId, Principle
from trainer.engine.notation import format_tiles, parse_hand, parse_tiles, tile_token
from trainer.engine.tiles import MeldKind

DATA = Path(__file__).parent / "data" / "fan_cases.toml"
FLAGS = ("self_drawn", "last_copy", "kong_related", "last_tile")
CONTEXT_KEYS = (*FLAGS, "seat", "round", "flowers")
KEYS = frozenset({"fan", "kind", "name", "hand", *CONTEXT_KEYS, "fans", "total", "suppressed_by", "note"})
REQUIRED = frozenset({"fan", "kind", "name", "hand", "fans", "total", "note"})
KINDS = ("hit", "miss")


def load_cases() -> list[dict]:
    with DATA.open("rb") as f:
        return tomllib.load(f)["case"]


CASES = load_cases()


def case_id(case: dict) -> str:
    return f"{case['fan']}-{case['kind']}-{case['name']}"


def context_of(case: dict) -> WinContext:
    return WinContext(
        **{flag: case.get(flag, False) for flag in FLAGS},
        seat_wind=parse_tiles(case.get("seat", "E"))[0],
        round_wind=parse_tiles(case.get("round", "E"))[0],
        flowers=case.get("flowers", 0),
    )


def score(case: dict) -> ScoreResult:
    return score_hand(parse_hand(case["hand"]), context_of(case))


def counted(result: ScoreResult) -> dict[str, int]:
    return {f.fan.name: f.count for f in result.fans}


def suppressor(name: str) -> FanId | Principle:
    if name in FanId.__members__:
        return FanId[name]
    return Principle[name]


def describe(case: dict) -> str:
    return f"{case['hand']} ({case['note']})"


# ---------------------------------------------------------------------------------------------
# The data


def test_cases_are_well_formed():
    ids = Counter(case_id(c) for c in CASES)
    assert not [i for i, n in ids.items() if n > 1], "duplicate case ids"
    for case in CASES:
        where = case_id(case)
        assert not REQUIRED - set(case), (where, "missing", sorted(REQUIRED - set(case)))
        assert not set(case) - KEYS, (where, "unknown", sorted(set(case) - KEYS))
        assert case["fan"] in FanId.__members__, where
        assert case["kind"] in KINDS, where
        assert all(name in FanId.__members__ and count > 0 for name, count in case["fans"].items()), where
        assert (case["fans"].get(case["fan"], 0) > 0) == (case["kind"] == "hit"), where
        assert case["fans"].get("FLOWER_TILES", 0) == case.get("flowers", 0), where
        assert case["total"] == sum(FANS[FanId[n]].points * c for n, c in case["fans"].items()), where
        for name in case["fans"]:
            excluded = FANS[FanId[name]].excludes & {FanId[n] for n in case["fans"]}
            assert not excluded, (where, name, sorted(f.name for f in excluded))
        if "suppressed_by" in case:
            assert case["kind"] == "miss", where
            suppressor(case["suppressed_by"])  # a FanId or Principle name
        assert case.get("seat", "E") in "ESWN" and case.get("round", "E") in "ESWN", where
        parse_hand(case["hand"])


def test_every_fan_has_a_hit_and_a_miss():
    kinds = {(FanId[c["fan"]], c["kind"]) for c in CASES}
    missing = [f"{fan.name}-{kind}" for fan in FanId for kind in KINDS if (fan, kind) not in kinds]
    assert not missing, f"fans without cases: {missing}"


# ---------------------------------------------------------------------------------------------
# The engine


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_fan_case(case):
    result = score(case)
    assert counted(result) == case["fans"], describe(case)
    assert result.total == case["total"], describe(case)
    if "suppressed_by" in case:
        by = suppressor(case["suppressed_by"])
        listed = [(s.fan.name, s.by) for s in result.best.suppressed]
        assert (case["fan"], by) in listed, (describe(case), listed)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_fan_case_result_is_consistent(case):
    result = score(case)
    fans = {f.fan for f in result.fans}
    for fan in fans:
        both = FANS[fan].excludes & fans
        assert not both, f"{fan.name} is counted with fans it excludes: {sorted(f.name for f in both)}"
    for f in result.fans:
        assert f.count == 1 or FANS[f.fan].repeatable, f"{f.fan.name} counted {f.count} times"
    assert result.total == sum(FANS[f.fan].points * f.count for f in result.fans)
    assert result.base == result.total - result.flowers


# ---------------------------------------------------------------------------------------------
# The reference calculator (PyMahjongGB), where installed


def situation_of(case: dict) -> dict:
    """The case as a batch-scoring situation, with the notation's meld digits as ``offer``."""
    hand = parse_hand(case["hand"])
    melds = []
    for meld in hand.melds:
        item = {"kind": meld.kind.value, "tiles": format_tiles(meld.tiles), "concealed": meld.concealed}
        if meld.kind is MeldKind.CHOW:
            item["offer"] = meld.claimed_index + 1
        elif not meld.concealed:
            item["offer"] = int(meld.claimed_from) + (4 if meld.promoted else 0)
        melds.append(item)
    return {
        "concealed": format_tiles(hand.standing),
        "melds": melds,
        "win_tile": tile_token(hand.win_tile),
        **{flag: case.get(flag, False) for flag in FLAGS},
        "seat_wind": case.get("seat", "E"),
        "round_wind": case.get("round", "E"),
        "flowers": case.get("flowers", 0),
    }


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_fan_case_agrees_with_reference(case):
    pytest.importorskip("MahjongGB")
    from tests.engine.oracle import oracle_score

    reference = oracle_score(situation_of(case))
    assert reference is not None, f"PyMahjongGB: not a win: {describe(case)}"
    fans = {FanId(number).name: count for number, count in reference["fans"].items()}
    assert fans == case["fans"], describe(case)
    assert reference["total"] == case["total"], describe(case)
