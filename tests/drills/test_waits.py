"""The waits drill (听牌): every tile checked by scoring, levels, grading."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.drills.corpus import corpus, mixed
from trainer.drills.waits import WaitsAnswer, WaitsQuestion, generate, grade
from trainer.engine.errors import NotationError, NotAWin
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.results import Form
from trainer.engine.fans.scoring import score_hand
from trainer.engine.notation import format_tiles, parse_hand, parse_tiles
from trainer.engine.tiles import ALL_KINDS, Hand, MeldKind, Tile
from trainer.engine.waits import WaitShape, find_waits

PER_SEED = 30  # x 5 seeds x 3 levels = 450 positions


def brute_force(hand: Hand, ctx: WinContext) -> tuple[set[Tile], set[Tile]]:
    """(waits, legal waits) by scoring the hand with each of the 34 tiles as a discard win."""
    held = Counter(hand.all_tiles())
    waits, legal = set(), set()
    for t in ALL_KINDS:
        if held[t] >= 4:
            continue
        try:
            result = score_hand(Hand(hand.melds, hand.standing, t), ctx)
        except NotAWin:
            continue
        waits.add(t)
        if result.base >= 8:
            legal.add(t)
    return waits, legal


def question_from(notation: str, ctx: WinContext | None = None) -> WaitsQuestion:
    hand = parse_hand(notation)
    ctx = ctx or WinContext()
    return WaitsQuestion("t", 1, hand, ctx, tuple(find_waits(hand, ctx)))


# ---------------------------------------------------------------------------------------------
# Answer keys


@pytest.mark.parametrize("level", [1, 2, 3])
def test_answer_key_agrees_with_scoring_every_tile(level):
    for q in corpus("waits", level, PER_SEED):
        waits, legal = brute_force(q.hand, q.context)
        assert q.wait_tiles == waits, q.id
        assert q.legal_tiles == legal, q.id
        answer = q.to_json()["answer"]
        assert set(parse_tiles(answer["waits"])) == waits
        assert set(parse_tiles(answer["legal"] or "")) == legal if answer["legal"] else not legal
        for wait in q.waits:  # the fans shown in the feedback are the engine's for that tile
            again = score_hand(Hand(q.hand.melds, q.hand.standing, wait.tile), q.context)
            assert again.fans == wait.result.fans


def test_positions_are_well_formed_and_come_from_complete_hands():
    for q in mixed("waits", 30):
        line = q.to_json()
        assert list(line) == ["id", "concealed", "melds", "seat_wind", "round_wind", "answer"]
        assert set(line["answer"]) == {"waits", "legal"}
        assert len(parse_tiles(line["concealed"])) + 3 * len(line["melds"]) == 13
        assert q.hand.win_tile is None
        assert line["answer"]["waits"] == format_tiles(parse_tiles(line["answer"]["waits"]))
        assert set(parse_tiles(line["answer"]["legal"] or "")) <= set(parse_tiles(line["answer"]["waits"]))
        assert q.waits, q.id  # taken from a complete hand: ready
        assert q.context.self_drawn is False
        assert q.context.flowers == 0


def test_a_tile_held_four_times_is_no_wait():
    q = question_from("1111234567899m")  # 1m would complete 111 + 123... but all four are held
    assert Tile.M1 not in q.wait_tiles
    assert q.wait_tiles  # other waits remain


# ---------------------------------------------------------------------------------------------
# Levels


def regular_only(q: WaitsQuestion) -> bool:
    return all(w.result.best.reading.form is Form.REGULAR for w in q.waits)


def test_level_1_is_concealed_with_few_regular_waits():
    for q in corpus("waits", 1, PER_SEED):
        assert q.hand.melds == () and q.context == WinContext(), q.id
        assert 1 <= len(q.waits) <= 3, q.id
        assert regular_only(q), q.id


def test_level_2_has_melds_and_several_regular_waits():
    questions = corpus("waits", 2, PER_SEED)
    for q in questions:
        assert len(q.hand.melds) <= 2, q.id
        assert not any(m.kind is MeldKind.KONG for m in q.hand.melds)
        assert len(q.waits) >= 2, q.id
        assert regular_only(q), q.id
    assert {len(q.hand.melds) for q in questions} == {0, 1, 2}


def test_level_3_has_special_forms_or_many_waits():
    questions = corpus("waits", 3, PER_SEED)
    forms = Counter()
    for q in questions:
        assert len(q.hand.melds) <= 2, q.id
        special = {w.result.best.reading.form for w in q.waits} - {Form.REGULAR}
        assert special or len(q.waits) >= 4, q.id
        forms.update(special)
    assert set(forms) >= {
        Form.SEVEN_PAIRS,
        Form.THIRTEEN_ORPHANS,
        Form.HONORS_KNITTED,
        Form.KNITTED_STRAIGHT,
        Form.NINE_GATES,
    }, forms
    assert any(len(q.waits) == 13 for q in questions)  # 十三幺's 13-sided wait
    assert any(len(q.waits) == 9 and q.shapes == (WaitShape.NINE_GATES,) for q in questions)


def test_most_positions_can_win_and_some_cannot():
    questions = [q for level in (1, 2, 3) for q in corpus("waits", level, PER_SEED)]
    can_win = sum(bool(q.legal_tiles) for q in questions)
    assert 0.6 * len(questions) <= can_win < len(questions)
    assert any(q.legal_tiles and q.legal_tiles != q.wait_tiles for q in questions)  # some waits below 8


# ---------------------------------------------------------------------------------------------
# Grading


def test_the_answer_key_grades_as_right():
    for q in mixed("waits", 20):
        feedback = grade(q, WaitsAnswer.of(q.wait_tiles, q.legal_tiles))
        assert feedback.correct and feedback.credit == 1.0, q.id
        assert feedback.legal == tuple(sorted(q.legal_tiles))
        assert all(feedback.item_results.values())


def test_partly_right_waits():
    q = question_from("123m456p789s1123s")  # waits 1s (13 points) and 4s (12)
    assert q.wait_tiles == {Tile.S1, Tile.S4}
    feedback = grade(q, "4s7s")
    assert not feedback.correct
    assert feedback.right == (Tile.S4,)
    assert feedback.missed == (Tile.S1,)
    assert feedback.extra == (Tile.S7,)
    assert feedback.credit == pytest.approx(1 / 3, abs=1e-3)
    assert feedback.item_results["drill:waits:1"] is False
    assert "missed 1s" in feedback.summary()
    assert "7s do not win" in feedback.summary()
    assert feedback.legal_right is None  # the legal waits were not asked for


def test_naming_the_legal_waits():
    q = question_from("[234m][567p]789s23sEE")  # 1s/4s: below 8 points
    assert q.wait_tiles == {Tile.S1, Tile.S4}
    assert not q.legal_tiles
    right = grade(q, WaitsAnswer.parse("14s / -"))
    assert right.correct
    assert right.legal_missed == ()
    assert right.legal_extra == ()
    assert "cannot win" in right.summary()
    wrong = grade(q, {"waits": "14s", "legal": "1s"})
    assert not wrong.correct
    assert wrong.legal_extra == (Tile.S1,)
    assert wrong.credit == pytest.approx(0.75)
    infos = {w.tile: w for w in wrong.waits}
    assert not infos[Tile.S1].legal
    assert infos[Tile.S1].total < 8


def test_feedback_lists_each_wait_with_its_points():
    q = question_from("1112345678999m")
    feedback = grade(q, "123456789m")
    assert feedback.correct
    assert len(feedback.waits) == 9
    assert all(w.legal and w.total >= 88 for w in feedback.waits)
    assert {w.shape for w in feedback.waits} == {WaitShape.NINE_GATES}
    assert q.item_keys() == ("drill:waits:1", "wait:nine_gates")


def test_answer_forms():
    assert WaitsAnswer.parse("147m / 1m") == WaitsAnswer((Tile.M1, Tile.M4, Tile.M7), (Tile.M1,))
    assert WaitsAnswer.parse(" - ") == WaitsAnswer((), None)
    assert WaitsAnswer.of([Tile.M4, Tile.M1, Tile.M4]).tiles == (Tile.M1, Tile.M4)
    with pytest.raises(NotationError):
        WaitsAnswer.parse("14x")
    q = question_from("123m456p789s1123s")
    assert grade(q, [Tile.S1, Tile.S4]).correct


def test_item_keys_name_the_shapes():
    q = question_from("123m456p789s1123s")
    assert q.item_keys() == ("drill:waits:1", "wait:two_sided")
    q = question_from("19m19s19pESWNCFP")  # 十三幺, 13-sided
    assert q.item_keys() == ("drill:waits:1", "wait:thirteen_orphans")
    assert len(q.waits) == 13


def test_same_rng_same_question():
    for level in (1, 2, 3):
        assert generate(random.Random(5), level).to_json() == generate(random.Random(5), level).to_json()
    assert generate(random.Random(5), 2).to_json() != generate(random.Random(6), 2).to_json()
