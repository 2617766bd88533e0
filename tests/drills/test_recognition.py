"""Fan recognition: the main fan, the hand that has a fan, flashcards."""

from __future__ import annotations

import random

import pytest

from trainer.drills import recognition as r
from trainer.drills.recognition import ChoiceAnswer, PointsAnswer
from trainer.engine.errors import InvalidHand, NotationError
from trainer.engine.fans.scoring import score_hand
from trainer.engine.fans.table import FANS, POINT_TIERS, FanId

F = FanId


def counts(result) -> dict[FanId, int]:
    return {f.fan: f.count for f in result.fans}


@pytest.mark.parametrize("fan", r.MAIN_FANS, ids=[f.name for f in r.MAIN_FANS])
def test_main_fan_questions(fan):
    q = r.generate_main_fan(random.Random(f"main-{fan.name}"), 2, fan=fan, ident="m")
    assert q.main is fan
    assert q.options[q.answer] is fan
    assert len(q.options) == r.OPTIONS == len(set(q.options))
    again = score_hand(q.hand, q.context)  # the key is the engine's: the unique top fan of every reading
    assert again.is_legal
    for reading in again.readings:
        top = max(FANS[f.fan].points for f in reading.fans)
        assert [f.fan for f in reading.fans if FANS[f.fan].points == top] == [fan]
    for option in q.options:  # no distractor is counted with as many points as the main fan
        if option is not fan:
            assert counts(again).get(option) is None or FANS[option].points < FANS[fan].points
    right = r.grade(q, ChoiceAnswer(q.answer))
    assert right.correct
    assert right.item_results == {"drill:main_fan:2": True, f"fan:{fan.name}": True}
    wrong = r.grade(q, (q.answer + 1) % r.OPTIONS)
    assert not wrong.correct
    assert wrong.credit == 0.0
    assert "main fan" in wrong.explanations[q.answer]
    assert len(wrong.explanations) == r.OPTIONS


def test_main_fan_distractors_are_similar_fans():
    q = r.generate_main_fan(random.Random(3), 2, fan=F.FULL_FLUSH)
    similar = (
        r.family_of(F.FULL_FLUSH) | FANS[F.FULL_FLUSH].excludes | {s.fan for s in q.result.best.suppressed}
    )
    similar |= {f.fan for f in q.result.fans} | {f for f in FanId if FANS[f].points == 24}
    assert set(q.options) <= similar
    # a fan the hand shows but does not count is explained as such
    feedback = r.grade(q, q.options[q.answer])  # by a FanId among the options
    assert feedback.correct


def test_main_fan_answers_by_fan_or_text():
    q = r.generate_main_fan(random.Random(4), 1, fan=F.PURE_STRAIGHT)
    assert r.grade(q, F.PURE_STRAIGHT).correct
    assert r.grade(q, str(q.answer + 1)).correct
    assert r.grade(q, "abcd"[q.answer]).correct
    with pytest.raises(InvalidHand):
        r.grade(q, 7)
    with pytest.raises(InvalidHand):
        r.grade(q, next(f for f in FanId if f not in q.options))


@pytest.mark.parametrize("fan", r.SHAPE_FANS, ids=[f.name for f in r.SHAPE_FANS])
def test_pick_the_hand_that_has_the_fan(fan):
    q = r.generate_fan_hand(random.Random(f"hand-{fan.name}"), 2, fan=fan)
    assert len(q.options) == r.OPTIONS
    assert len({(o.notation(), o.context) for o in q.options}) == r.OPTIONS
    for i, option in enumerate(q.options):
        again = score_hand(option.hand, option.context)  # every option is a winning hand
        has = [any(f.fan is fan for f in reading.fans) for reading in again.readings]
        if fan is F.FLOWER_TILES:
            has = [again.flowers > 0]
        if i == q.answer:
            assert all(has) and again.is_legal, option.notation()
        else:
            assert not any(has), (fan.name, option.notation())
    feedback = r.grade(q, q.answer)
    assert feedback.correct
    assert feedback.item_results[f"fan:{fan.name}"]
    assert not r.grade(q, (q.answer + 2) % r.OPTIONS).correct


def test_near_misses_look_alike():
    q = r.generate_fan_hand(random.Random(1), 2, fan=F.NINE_GATES)
    suits = {t >> 4 for o in q.options for t in o.hand.all_tiles()}
    assert len(suits) == 1  # all one-suit hands, three of them one tile away from 九莲宝灯
    feedback = r.grade(q, (q.answer + 1) % r.OPTIONS)
    assert "Nine Gates" in feedback.summary()


def test_flashcards():
    cards = r.flashcards()
    assert [c.fan for c in cards] == list(FanId)
    assert len(cards) == 81
    assert {c.points for c in cards} == set(POINT_TIERS)
    card = cards[int(F.PURE_DOUBLE_CHOW) - 1]
    assert (card.id, card.zh, card.en, card.points) == ("fan-69", "一般高", "Pure Double Chow", 1)
    assert r.grade(card, PointsAnswer(1)).correct
    wrong = r.grade(card, "2")
    assert not wrong.correct
    assert wrong.summary() == "It is worth 1, not 2."
    assert card.item_keys() == ("drill:flashcard:1", "fan:PURE_DOUBLE_CHOW")
    drawn = {r.generate_flashcard(random.Random(i)).fan for i in range(400)}
    assert len(drawn) > 70
    with pytest.raises(NotationError):
        PointsAnswer.parse("eight")


def test_choice_answers():
    assert ChoiceAnswer.parse(" 4 ") == ChoiceAnswer(3)
    assert ChoiceAnswer.parse("A") == ChoiceAnswer(0)
    for bad in ("0", "", "x1"):
        with pytest.raises(NotationError):
            ChoiceAnswer.parse(bad)


def test_generate_dispatches_and_is_deterministic():
    for kind in r.KINDS:
        a = r.generate(random.Random(12), 2, kind=kind, ident="q")
        b = r.generate(random.Random(12), 2, kind=kind, ident="q")
        assert a == b
    with pytest.raises(ValueError, match="kind must be one of"):
        r.generate(random.Random(0), 1, kind="riddle")
