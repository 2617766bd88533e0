"""The drills' answer keys against PyMahjongGB (the reference calculator), where it applies.

- score drills: the fans (id -> count) and total of every question, untargeted at each level and
  targeted at each of the 81 fans, equal PyMahjongGB's (through ``tests/engine/oracle.py``, which
  maps its 明暗杠 to 暗杠 + 明杠);
- waits drills: every tile is offered to PyMahjongGB as a discard win; the tiles it calls a win
  are the waits, and those worth 8 or more are the legal waits (tiles held four times are skipped:
  that build does not reliably refuse a fifth copy);
- discard drills: each discard's shanten equals ``MahjongShanten`` of the 13 tiles left.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

MahjongGB = pytest.importorskip("MahjongGB")

from tests.drills.corpus import corpus, mixed  # noqa: E402
from tests.engine.oracle import oracle_score, reference_pack, reference_tile  # noqa: E402
from trainer.drills import score  # noqa: E402
from trainer.drills.hands import meld_json  # noqa: E402
from trainer.engine.fans.table import FanId  # noqa: E402
from trainer.engine.notation import parse_tiles, tile_token  # noqa: E402
from trainer.engine.tiles import ALL_KINDS  # noqa: E402


def score_disagreement(line: dict) -> str | None:
    situation = {k: v for k, v in line.items() if k != "answer"}
    theirs = oracle_score(situation)
    if theirs is None:
        return f"{line['id']}: PyMahjongGB says not a win"
    ours = {f["id"]: f["count"] for f in line["answer"]["fans"]}
    if ours != theirs["fans"] or line["answer"]["total"] != theirs["total"]:
        return f"{line['id']}: {situation} ours {ours} = {line['answer']['total']}, oracle {theirs}"
    return None


@pytest.mark.parametrize("level", [1, 2, 3])
def test_score_answer_keys_agree(level):
    questions = corpus("score", level, 60) + mixed("score", 40)
    problems = [p for p in (score_disagreement(q.to_json()) for q in questions) if p]
    assert not problems, f"{len(problems)} of {len(questions)} disagree:\n" + "\n".join(problems[:10])


def test_targeted_score_answer_keys_agree():
    lines = [
        score.generate(
            random.Random(f"oracle-{fan.name}-{level}"), level, target=fan, ident=f"{fan.name}-{level}"
        ).to_json()
        for fan in FanId
        for level in (1, 2, 3)
    ]
    lines += [
        score.generate(
            random.Random(f"oracle-{p.name}-{seed}"), 1 + seed % 3, target=p, ident=f"{p.name}-{seed}"
        ).to_json()
        for p in score.TARGETABLE_PRINCIPLES
        for seed in range(10)
    ]
    problems = [p for p in map(score_disagreement, lines) if p]
    assert not problems, f"{len(problems)} of {len(lines)} disagree:\n" + "\n".join(problems[:10])
    scored = Counter(f["id"] for line in lines for f in line["answer"]["fans"])
    assert set(scored) == set(range(1, 82))


def oracle_waits(line: dict) -> tuple[set[str], set[str]]:
    held = Counter(parse_tiles(line["concealed"]))
    for meld in line["melds"]:
        held.update(parse_tiles(meld["tiles"]))
    waits, legal = set(), set()
    for t in ALL_KINDS:
        if held[t] >= 4:
            continue
        situation = {
            "concealed": line["concealed"],
            "melds": line["melds"],
            "win_tile": tile_token(t),
            "seat_wind": line["seat_wind"],
            "round_wind": line["round_wind"],
        }
        result = oracle_score(situation)
        if result is not None:
            waits.add(tile_token(t))
            if result["total"] >= 8:
                legal.add(tile_token(t))
    return waits, legal


@pytest.mark.parametrize("level", [1, 2, 3])
def test_waits_answer_keys_agree(level):
    questions = corpus("waits", level, 30) + mixed("waits", 20)
    problems = []
    for q in questions:
        line = q.to_json()
        ours = (
            {tile_token(t) for t in parse_tiles(line["answer"]["waits"])},
            {tile_token(t) for t in parse_tiles(line["answer"]["legal"] or "")},
        )
        theirs = oracle_waits(line)
        if ours != theirs:
            problems.append(f"{q.id} {q.notation()}: ours {ours}, oracle {theirs}")
    assert not problems, f"{len(problems)} of {len(questions)} disagree:\n" + "\n".join(problems[:10])


@pytest.mark.parametrize("level", [1, 2, 3])
def test_discard_shanten_agrees(level):
    problems = []
    questions = corpus("discard", level, 12)
    for q in questions:
        packs = tuple(reference_pack(meld_json(m)) for m in q.hand.melds)
        for option in q.options:
            rest = list(q.hand.standing)
            rest.remove(option.tile)
            theirs = MahjongGB.MahjongShanten(pack=packs, hand=tuple(reference_tile(t) for t in rest))
            if theirs != option.shanten:
                discard = tile_token(option.tile)
                problems.append(f"{q.id} {q.notation()} -{discard}: ours {option.shanten}, oracle {theirs}")
    assert not problems, "\n".join(problems[:10])
