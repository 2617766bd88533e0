"""The score drill (算番): answer keys re-scored independently, levels, targets, grading."""

from __future__ import annotations

import random

import pytest

from tests.drills.corpus import corpus, mixed
from trainer.drills import score
from trainer.drills.hands import Limits, fan_needs
from trainer.drills.score import ScoreAnswer, ScoreQuestion, Verdict, generate, grade
from trainer.engine.batch import score_json, situation_from_json
from trainer.engine.errors import NotationError
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.results import Form
from trainer.engine.fans.scoring import score_hand
from trainer.engine.fans.table import FANS, FanId, Principle
from trainer.engine.notation import parse_hand, parse_tiles
from trainer.engine.tiles import MeldKind, Tile

F = FanId
PER_SEED = 60  # x 5 seeds x 3 levels = 900 questions


def question_from(notation: str, ctx: WinContext | None = None, level: int = 1) -> ScoreQuestion:
    hand = parse_hand(notation)
    ctx = ctx or WinContext()
    return ScoreQuestion("t", level, hand, ctx, score_hand(hand, ctx))


def fans_of(fans: list[dict]) -> dict[int, int]:
    return {f["id"]: f["count"] for f in fans}


# ---------------------------------------------------------------------------------------------
# Answer keys


@pytest.mark.parametrize("level", [1, 2, 3])
def test_answer_key_agrees_with_a_fresh_score_of_the_situation(level):
    for q in corpus("score", level, PER_SEED):
        line = q.to_json()
        situation = {k: v for k, v in line.items() if k != "answer"}
        out = score_json(situation)  # the batch path: JSON -> hand -> score, independent of the drill
        assert out["win"] is True, (q.id, out)
        assert out["fans"] == line["answer"]["fans"], q.id
        assert out["total"] == line["answer"]["total"], q.id
        assert out["base"] >= 8, q.id
        hand, ctx = situation_from_json(situation)
        again = score_hand(hand, ctx)
        assert again.total == q.total
        assert [r.fans for r in again.readings] == [r.fans for r in q.result.readings], q.id


def test_situations_are_well_formed():
    for q in mixed("score", 40):
        line = q.to_json()
        assert list(line) == [
            "id",
            "concealed",
            "melds",
            "win_tile",
            "self_drawn",
            "last_copy",
            "kong_related",
            "last_tile",
            "seat_wind",
            "round_wind",
            "flowers",
            "answer",
        ]
        assert len(parse_tiles(line["concealed"])) + 3 * len(line["melds"]) == 13
        assert all(set(m) == {"kind", "tiles", "concealed"} for m in line["melds"])
        assert set(line["answer"]) == {"fans", "total"}
        ids = [f["id"] for f in line["answer"]["fans"]]
        assert ids == sorted(set(ids))
        flowers = fans_of(line["answer"]["fans"]).get(81, 0)
        assert flowers == line["flowers"]


# ---------------------------------------------------------------------------------------------
# Levels


def test_level_1_is_concealed_plain_and_small():
    for q in corpus("score", 1, PER_SEED):
        assert q.hand.melds == (), q.id
        assert q.context == WinContext(), q.id  # a discard win, East/East, no flags, no flowers
        assert q.result.best.reading.form is Form.REGULAR, q.id
        assert len(q.result.fans) <= 4, q.id
        fans = q.answer_fans()
        assert F.CONCEALED_HAND in fans or any(F.CONCEALED_HAND in FANS[f].excludes for f in fans), q.id
        assert not any(isinstance(s.by, Principle) for r in q.result.readings for s in r.suppressed), q.id


def test_level_2_has_melds_and_conditions():
    questions = corpus("score", 2, PER_SEED)
    for q in questions:
        assert any(not m.concealed for m in q.hand.melds), q.id
        assert not any(m.kind is MeldKind.KONG for m in q.hand.melds), q.id
        assert q.result.best.reading.form is Form.REGULAR, q.id
    contexts = [q.context for q in questions]
    assert any(c.self_drawn for c in contexts)
    assert any(c.flowers for c in contexts)
    assert any(c.last_copy for c in contexts)
    assert any(c.last_tile for c in contexts)
    assert len({(c.seat_wind, c.round_wind) for c in contexts}) >= 10
    assert {len(q.hand.melds) for q in questions} >= {1, 2, 3, 4}


def test_level_3_has_special_forms_kongs_or_traps():
    questions = corpus("score", 3, PER_SEED)
    kinds = {"special": 0, "kong": 0, "trap": 0}
    for q in questions:
        special = q.result.best.reading.form is not Form.REGULAR
        kong = any(m.kind is MeldKind.KONG for m in q.hand.melds)
        suppressed = q.result.best.suppressed
        trap = any(isinstance(s.by, Principle) for s in suppressed) or len(suppressed) >= 2
        assert special or kong or trap, q.id
        kinds["special"] += special
        kinds["kong"] += kong
        kinds["trap"] += trap
    assert all(n >= 20 for n in kinds.values()), kinds
    forms = {q.result.best.reading.form for q in questions}
    assert forms >= {
        Form.SEVEN_PAIRS,
        Form.THIRTEEN_ORPHANS,
        Form.HONORS_KNITTED,
        Form.KNITTED_STRAIGHT,
        Form.NINE_GATES,
    }, forms


def test_levels_are_checked():
    with pytest.raises(ValueError, match="level"):
        generate(random.Random(0), 4)


# ---------------------------------------------------------------------------------------------
# Targets


@pytest.mark.parametrize("fan", list(FanId), ids=[f.name for f in FanId])
def test_every_fan_can_be_asked_for(fan):
    for level in (1, 3):
        q = generate(random.Random(f"target-{fan.name}-{level}"), level, target=fan)
        assert q.result.is_legal
        for reading in q.result.readings:
            fans = score.reading_fans(q.result, reading)
            assert fan in fans, (fan.name, level, q.notation())
        if level == 1 and fan_needs(fan) == Limits():
            assert q.hand.melds == () and q.context == WinContext(), (fan.name, q.notation())
    assert q.target is fan


@pytest.mark.parametrize("principle", score.TARGETABLE_PRINCIPLES, ids=lambda p: p.name)
@pytest.mark.parametrize("level", [1, 2, 3])
def test_principles_can_be_asked_for(principle, level):
    for seed in range(5):
        q = generate(random.Random(f"{principle.name}-{level}-{seed}"), level, target=principle)
        assert q.result.is_legal
        assert any(principle in score.principles_at_work(r) for r in q.result.readings), q.notation()
        assert f"principle:{principle.name}" in q.item_keys() or len(q.result.readings) > 1


@pytest.mark.parametrize("principle", [Principle.NON_SEPARATION, Principle.NON_IDENTICAL, Principle.HIGHEST])
def test_principles_the_engine_never_names_are_refused(principle):
    with pytest.raises(ValueError, match=principle.name):
        generate(random.Random(0), 1, target=principle)


# ---------------------------------------------------------------------------------------------
# Grading


def exact(q: ScoreQuestion) -> ScoreAnswer:
    return ScoreAnswer.of(q.answer_fans(), q.total)


def test_the_answer_key_grades_as_right():
    for q in mixed("score", 40):
        feedback = grade(q, exact(q))
        assert feedback.correct and feedback.credit == 1.0 and feedback.total_right, q.id
        assert feedback.reading_index == 0
        assert all(v.verdict is Verdict.RIGHT for v in feedback.fans)
        assert all(feedback.item_results.values())
        assert set(feedback.item_results) <= set(q.item_keys())
        assert feedback.summary().startswith("Right")


def test_any_reading_of_the_top_total_is_accepted():
    # 678m 55s 333p 444p 555p + 3p by discard: 一色三同顺 + 平和 or 一色三节高 + 双暗刻, 30 either way
    q = question_from("678m55s33444555p3p")
    readings = [score.reading_fans(q.result, r) for r in q.result.readings]
    assert len(readings) == 2
    assert readings[0] != readings[1]
    assert {F.PURE_TRIPLE_CHOW, F.PURE_SHIFTED_PUNGS} <= set(readings[0]) | set(readings[1])
    for index, fans in enumerate(readings):
        feedback = grade(q, ScoreAnswer.of(fans, 30))
        assert feedback.correct, index
        assert feedback.reading_index == index
        assert feedback.reading is q.result.readings[index]
    # mixing the two readings is not a reading: graded against the closer one
    mixed_answer = dict(readings[0]) | {F.PURE_SHIFTED_PUNGS: 1}
    feedback = grade(q, ScoreAnswer.of(mixed_answer, 30))
    assert not feedback.correct
    assert feedback.total_right
    assert [v.fan for v in feedback.extra] == [F.PURE_SHIFTED_PUNGS] or [v.fan for v in feedback.missed]


def test_partly_right_answers_say_what_was_missed_and_what_was_extra():
    q = question_from("123456789m234m55m")  # 清一色 + 清龙 ...
    fans = q.answer_fans()
    assert F.FULL_FLUSH in fans
    assert F.PURE_STRAIGHT in fans
    given = dict(fans)
    del given[F.PURE_STRAIGHT]
    given[F.ONE_VOIDED_SUIT] = 1  # excluded by 清一色
    given[F.BIG_FOUR_WINDS] = 1  # not in the hand at all
    feedback = grade(q, ScoreAnswer.of(given, q.total - 16))
    assert not feedback.correct
    assert not feedback.total_right
    assert 0 < feedback.credit < 1
    assert [v.fan for v in feedback.missed] == [F.PURE_STRAIGHT]
    extra = {v.fan: v.excluded_by for v in feedback.extra}
    assert extra == {F.ONE_VOIDED_SUIT: F.FULL_FLUSH, F.BIG_FOUR_WINDS: None}
    assert {v.fan for v in feedback.right} == set(fans) - {F.PURE_STRAIGHT}
    assert feedback.item_results["fan:PURE_STRAIGHT"] is False
    assert feedback.item_results["fan:FULL_FLUSH"] is True
    text = feedback.summary()
    assert "Pure Straight" in text
    assert "清一色" in text
    assert f"the total is {q.total}" in text


def test_an_extra_fan_left_out_by_a_principle_names_the_principle():
    q = generate(random.Random(11), 2, target=Principle.ACCOUNT_ONCE)
    left_out = [s.fan for s in q.result.best.suppressed if s.by is Principle.ACCOUNT_ONCE]
    assert left_out
    given = q.answer_fans()
    given[left_out[0]] = given.get(left_out[0], 0) + 1
    feedback = grade(q, ScoreAnswer.of(given, q.total + FANS[left_out[0]].points))
    wrong = [v for v in feedback.fans if v.verdict is not Verdict.RIGHT]
    assert len(wrong) == 1
    assert wrong[0].fan is left_out[0]
    assert wrong[0].excluded_by is Principle.ACCOUNT_ONCE
    assert feedback.item_results["principle:ACCOUNT_ONCE"] is False
    assert "套算一次" in feedback.summary()


def test_an_over_counted_pung_names_the_wind_that_took_it():
    # East pung in the East round as East: 圈风刻 + 门风刻, and its 幺九刻 is not counted
    q = question_from("[EEE]111m234p567s9s9s")
    assert q.answer_fans().get(F.PUNG_OF_TERMINALS_OR_HONORS) == 1
    given = q.answer_fans() | {F.PUNG_OF_TERMINALS_OR_HONORS: 2}
    feedback = grade(q, ScoreAnswer.of(given, q.total + 1))
    (wrong,) = feedback.wrong_count
    assert wrong.fan is F.PUNG_OF_TERMINALS_OR_HONORS
    assert (wrong.expected, wrong.given) == (1, 2)
    assert wrong.excluded_by in (F.PREVALENT_WIND, F.SEAT_WIND)


def test_flowers_are_part_of_the_answer():
    q = question_from("123456789m234m55m", WinContext(flowers=3))
    assert q.answer_fans()[F.FLOWER_TILES] == 3
    without = {f: n for f, n in q.answer_fans().items() if f is not F.FLOWER_TILES}
    feedback = grade(q, ScoreAnswer.of(without, q.total - 3))
    assert [v.fan for v in feedback.missed] == [F.FLOWER_TILES]


def test_answers_in_text_and_json_form():
    q = question_from("123456789m234m55m")
    text = " ".join(f"{int(f)}x{n}" for f, n in q.answer_fans().items()) + f" = {q.total}"
    assert grade(q, text).correct
    as_json = {"fans": [{"id": int(f), "count": n} for f, n in q.answer_fans().items()], "total": q.total}
    assert grade(q, as_json).correct
    assert ScoreAnswer.parse("28, 62 69*2 =22") == ScoreAnswer(((28, 1), (62, 1), (69, 2)), 22)
    assert ScoreAnswer.parse(" = 0") == ScoreAnswer((), 0)
    for bad in ("28 62", "28 x = 3", "99 = 3", "28 = many"):
        with pytest.raises(NotationError):
            ScoreAnswer.parse(bad)


# ---------------------------------------------------------------------------------------------
# Determinism


def test_same_rng_same_question():
    for level in (1, 2, 3):
        a = generate(random.Random(99), level, ident="x")
        b = generate(random.Random(99), level, ident="x")
        assert a.to_json() == b.to_json()
    assert generate(random.Random(1), 2).to_json() != generate(random.Random(2), 2).to_json()


def test_item_keys():
    q = question_from("123456789m234m55m", level=2)
    keys = q.item_keys()
    assert keys[0] == "drill:score:2"
    assert "fan:FULL_FLUSH" in keys
    assert "fan:PURE_STRAIGHT" in keys
    assert "principle:NON_REPEAT" in keys  # 清一色 leaves out 缺一门 and 无字
    assert q.hand.win_tile == Tile.M5
