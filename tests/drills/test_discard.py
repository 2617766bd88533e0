"""The discard drill (何切): answer keys recomputed, levels, plain and fan-aware grading."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.drills.corpus import corpus, mixed
from trainer.drills.discard import DiscardAnswer, DiscardQuestion, generate, grade
from trainer.engine.efficiency import FAR, analyse_discards_fan_aware
from trainer.engine.errors import InvalidHand, NotationError
from trainer.engine.fans.context import WinContext
from trainer.engine.notation import parse_hand, parse_tiles, tile_token
from trainer.engine.shanten import REGULAR, analyse_discards, count_shanten, unseen_copies
from trainer.engine.situation import melds_from_json
from trainer.engine.tiles import Hand, MeldKind, Tile

PER_SEED = 12  # x 5 seeds x 3 levels = 180 positions


def hand_of(line: dict) -> Hand:
    return Hand(tuple(melds_from_json(line["melds"])), tuple(parse_tiles(line["concealed"])))


def question_from(notation: str, level: int = 1) -> DiscardQuestion:
    hand = parse_hand(notation, partial=True)
    return DiscardQuestion("t", level, hand, WinContext(), analyse_discards(hand))


@pytest.mark.parametrize("level", [1, 2, 3])
def test_answer_key_agrees_with_a_fresh_analysis(level):
    for q in corpus("discard", level, PER_SEED):
        line = q.to_json()
        hand = hand_of(line)
        assert hand == q.hand
        rows = [(tile_token(o.tile), o.shanten, o.useful_count) for o in analyse_discards(hand)]
        assert [(d["tile"], d["shanten"], d["useful_count"]) for d in line["answer"]["discards"]] == rows, (
            q.id
        )
        # and once more from first principles: the 13 tiles left, their useful kinds, unseen copies
        unseen = unseen_copies(hand.all_tiles())
        for d in line["answer"]["discards"]:
            rest = list(hand.standing)
            rest.remove(parse_tiles(d["tile"])[0])
            result = count_shanten(Hand(hand.melds, tuple(rest)))
            assert (result.shanten, sum(unseen[t] for t in result.useful)) == (
                d["shanten"],
                d["useful_count"],
            )
        top = min((d["shanten"], -d["useful_count"]) for d in line["answer"]["discards"])
        best = [d["tile"] for d in line["answer"]["discards"] if (d["shanten"], -d["useful_count"]) == top]
        assert set(parse_tiles(line["answer"]["best"])) == set(parse_tiles("".join(best))), q.id


def test_positions_are_well_formed():
    for q in mixed("discard", 12):
        line = q.to_json()
        assert list(line) == ["id", "concealed", "melds", "answer"]
        assert set(line["answer"]) == {"best", "discards"}
        assert all(list(d) == ["tile", "shanten", "useful_count"] for d in line["answer"]["discards"])
        standing = parse_tiles(line["concealed"])
        assert len(standing) + 3 * len(line["melds"]) == 14
        assert {d["tile"] for d in line["answer"]["discards"]} == {tile_token(t) for t in set(standing)}
        assert max(Counter(q.hand.all_tiles()).values()) <= 4


# ---------------------------------------------------------------------------------------------
# Levels


def test_level_1_is_concealed_and_one_discard_from_ready():
    for q in corpus("discard", 1, PER_SEED):
        assert q.hand.melds == () and q.options[0].shanten == 0, q.id


def test_level_2_has_melds_and_is_one_step_further():
    questions = corpus("discard", 2, PER_SEED)
    for q in questions:
        assert len(q.hand.melds) <= 2 and q.options[0].shanten == 1, q.id
        assert not any(m.kind is MeldKind.KONG for m in q.hand.melds)
    assert {len(q.hand.melds) for q in questions} == {0, 1, 2}


def test_level_3_is_a_harder_choice():
    reasons = Counter()
    for q in corpus("discard", 3, PER_SEED):
        best = q.options[0]
        assert len(q.hand.melds) <= 2 and best.shanten in (1, 2), q.id
        if best.shanten == 2:
            reasons["two from ready"] += 1
        elif set(best.result.best_forms) - {REGULAR}:
            reasons["special form"] += 1
        else:
            fan_aware = analyse_discards_fan_aware(q.hand, q.context)
            top = {c.tile for c in fan_aware.choices if c.legal_rank == 1}
            assert not top & set(q.best), q.id
            reasons["fan-aware differs"] += 1
    assert reasons["two from ready"] and reasons["special form"], reasons


# ---------------------------------------------------------------------------------------------
# Grading


def test_a_best_discard_is_fully_efficient():
    for q in mixed("discard", 6):
        feedback = grade(q, q.best[-1])
        assert feedback.correct and feedback.efficiency == 100 and feedback.credit == 1.0, q.id
        assert feedback.item_results == dict.fromkeys(q.item_keys(), True)


def test_efficiency_of_every_discard_plain_and_fan_aware():
    for q in corpus("discard", 2, 4):
        fan_aware = analyse_discards_fan_aware(q.hand, q.context)
        leader = fan_aware.choices[0].analysis
        top = q.options[0]
        for option in q.options:
            feedback = grade(q, option.tile)
            expected = (
                0 if option.shanten > top.shanten else round(100 * option.useful_count / top.useful_count)
            )
            assert feedback.efficiency == expected, (q.id, option.tile)
            assert feedback.correct is (option.tile in q.best)
            mine = next(c for c in fan_aware.choices if c.tile == option.tile).analysis
            if leader.legal_distance >= FAR:
                assert feedback.fan_aware_efficiency is None
            elif mine.legal_distance > leader.legal_distance:
                assert feedback.fan_aware_efficiency == 0
            else:
                assert feedback.fan_aware_efficiency == round(
                    100 * mine.legal_count / max(leader.legal_count, 1)
                )
            assert feedback.reason == fan_aware.reason
            assert feedback.legal_count == mine.legal_count
            assert feedback.best_legal_count == leader.legal_count


def test_a_worse_discard_explained():
    # 123m 456p 789s 11s EE S: discarding S leaves a ready hand (1s/E); 1s breaks the pair
    q = question_from("123m456p789s11sEES")
    assert q.best == (Tile.SOUTH,)
    feedback = grade(q, "1s")
    assert not feedback.correct
    assert feedback.efficiency == 0
    assert feedback.shanten == 1
    assert feedback.best == (Tile.SOUTH,)
    assert feedback.best_shanten == 0
    assert feedback.fan_aware_best == (Tile.SOUTH,)
    assert not feedback.fan_aware_correct
    assert "S" in feedback.summary()
    assert feedback.reason.startswith("Discard S")
    assert grade(q, DiscardAnswer(Tile.SOUTH)).fan_aware_efficiency == 100


def test_fan_aware_efficiency_can_differ_from_plain():
    # 123m 456p 78s 11s EE S W: plain, 1s or E and S/W are close; only the 花龙 keeps 8 points in reach
    q = question_from("123m456p78s11sEESW")
    fan_aware = analyse_discards_fan_aware(q.hand, q.context)
    best_legal = fan_aware.choices[0]
    feedback = grade(q, best_legal.tile)
    assert feedback.fan_aware_correct
    assert feedback.fan_aware_efficiency == 100
    assert "Mixed Straight" in feedback.reason


def test_discarding_a_tile_not_held_is_refused():
    q = question_from("123m456p789s11sEES")
    with pytest.raises(InvalidHand, match="no 9m"):
        grade(q, "9m")
    with pytest.raises(NotationError):
        DiscardAnswer.parse("5m6m")


def test_same_rng_same_question():
    for level in (1, 2, 3):
        assert generate(random.Random(8), level).to_json() == generate(random.Random(8), level).to_json()
    assert generate(random.Random(8), 2).to_json() != generate(random.Random(9), 2).to_json()
