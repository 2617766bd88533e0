"""Properties every score must have, checked on thousands of seeded situations (no oracle needed)."""

import functools
import random

import pytest

from tests.engine.situations import generate_situations
from trainer.engine.batch import situation_from_json
from trainer.engine.errors import NotAWin, TrainerError
from trainer.engine.fans.results import GroupKind
from trainer.engine.fans.scoring import score_hand
from trainer.engine.fans.table import FANS, FanId, Principle


@functools.cache
def scored():
    results = []
    for situation in generate_situations(random.Random(7), 3000):
        try:
            hand, ctx = situation_from_json(situation)
            results.append(score_hand(hand, ctx))
        except (NotAWin, TrainerError):
            continue
    return results


def test_corpus_is_large():
    assert len(scored()) > 2500


def test_no_counted_fan_excludes_another():
    for result in scored():
        counted = {f.fan for f in result.fans}
        for fan in counted:
            assert not FANS[fan].excludes & counted, (result.hand, fan)


def test_total_is_the_sum_of_counted_fans():
    for result in scored():
        assert result.total == sum(FANS[f.fan].points * f.count for f in result.fans)
        assert result.base == result.total - result.flowers
        assert all(f.count > 0 for f in result.fans)
        assert result.is_legal == (result.base >= 8)


def test_every_reading_offered_has_the_same_value():
    for result in scored():
        assert {r.base for r in result.readings} == {result.base}


def test_suppressed_fans_name_a_counted_fan_or_a_principle():
    for result in scored():
        counted = {f.fan for f in result.fans}
        for item in result.best.suppressed:
            assert isinstance(item.by, (Principle, FanId))
            assert item.count > 0


def test_readings_use_every_tile_once():
    for result in scored():
        tiles = sorted(t for g in result.best.reading.groups for t in g.tiles)
        assert tiles == sorted(result.hand.all_tiles())


def test_fan_sources_point_into_the_reading():
    for result in scored():
        size = len(result.best.reading.groups)
        for fan in result.best.fans:
            assert fan.groups and all(0 <= i < size for i in fan.groups), fan


def test_chicken_hand_only_when_nothing_else():
    for result in scored():
        fans = {f.fan for f in result.best.fans}
        if FanId.CHICKEN_HAND in fans:
            assert fans == {FanId.CHICKEN_HAND}


@pytest.mark.parametrize(
    ("hand", "fan", "by"),
    [
        ("1112345678999p9p", FanId.FULL_FLUSH, FanId.NINE_GATES),
        ("[123m][456m]789p123s5p5p", FanId.NO_HONORS, FanId.ALL_CHOWS),
        ("[EEE][SSS][WWW]NN12m3m", FanId.BIG_THREE_WINDS, FanId.LITTLE_FOUR_WINDS),
        ("123s123s123s123s5m5m", FanId.PURE_TRIPLE_CHOW, FanId.QUADRUPLE_CHOW),
    ],
)
def test_explanations_name_what_suppressed_a_fan(hand, fan, by):
    from trainer.engine.notation import parse_hand

    result = score_hand(parse_hand(hand))
    assert any(s.fan == fan and s.by == by for s in result.best.suppressed), result.best.suppressed


def test_account_once_is_named_as_the_principle():
    from trainer.engine.notation import parse_hand

    # 234567s234567p: two 喜相逢 and two 连六 are visible, only three relations count
    result = score_hand(parse_hand("234567s234567p5m5m"))
    counted = {f.fan: f.count for f in result.fans}
    assert counted[FanId.MIXED_DOUBLE_CHOW] + counted[FanId.SHORT_STRAIGHT] == 3
    assert any(s.by is Principle.ACCOUNT_ONCE for s in result.best.suppressed)


def test_knitted_straight_reading_has_its_body():
    from trainer.engine.notation import parse_hand

    result = score_hand(parse_hand("147m258s369p123m5p5p"))
    kinds = [g.kind for g in result.best.reading.groups]
    assert kinds[0] is GroupKind.KNITTED
    assert FanId.KNITTED_STRAIGHT in {f.fan for f in result.fans}


@pytest.mark.parametrize(
    ("hand", "seat", "expected"),
    [
        ("222m555s777pWWW9m9m", "E", {(FanId.ALL_PUNGS, FanId.FOUR_CONCEALED_PUNGS), (FanId.CONCEALED_HAND, FanId.FOUR_CONCEALED_PUNGS)}),
        ("[1111m][2222s1][4444p2][9999m3]5p5p", "E", {(FanId.ALL_PUNGS, FanId.FOUR_KONGS), (FanId.SINGLE_WAIT, FanId.FOUR_KONGS), (FanId.THREE_KONGS, FanId.FOUR_KONGS)}),
        ("[2222m][5555s]123p789p9m9m", "E", {(FanId.CONCEALED_KONG, FanId.TWO_CONCEALED_KONGS), (FanId.TWO_CONCEALED_PUNGS, FanId.TWO_CONCEALED_KONGS)}),
        ("[2222m1][5555s2]123p789p9m9m", "E", {(FanId.MELDED_KONG, FanId.TWO_MELDED_KONGS)}),
        ("[123m][456s2][789p][EEE3]CC", "E", {(FanId.SINGLE_WAIT, FanId.MELDED_HAND)}),
        ("[345s][345s2]345s345s9p9p", "E", {(FanId.PURE_DOUBLE_CHOW, FanId.QUADRUPLE_CHOW), (FanId.TILE_HOG, FanId.QUADRUPLE_CHOW), (FanId.PURE_TRIPLE_CHOW, FanId.QUADRUPLE_CHOW)}),
        ("[EEE][SSS2][WWW3]NNN5m5m", "S", {(FanId.PREVALENT_WIND, FanId.BIG_FOUR_WINDS), (FanId.SEAT_WIND, FanId.BIG_FOUR_WINDS), (FanId.BIG_THREE_WINDS, FanId.BIG_FOUR_WINDS)}),
        ("[123m]123789789m5m5m", "E", {(FanId.PURE_DOUBLE_CHOW, FanId.PURE_TERMINAL_CHOWS), (FanId.TWO_TERMINAL_CHOWS, FanId.PURE_TERMINAL_CHOWS)}),
        ("[123m][456m2]789p123s5p5p", "E", {(FanId.SHORT_STRAIGHT, Principle.ACCOUNT_ONCE)}),
        ("123123789789m5m5m", "E", {(FanId.SEVEN_PAIRS, FanId.PURE_TERMINAL_CHOWS)}),
    ],
)  # fmt: skip
def test_fans_the_sets_show_but_do_not_count_are_explained(hand, seat, expected):
    from trainer.engine.fans.context import WinContext
    from trainer.engine.notation import HONOR_LETTERS, parse_hand
    from trainer.engine.tiles import Tile

    result = score_hand(parse_hand(hand), WinContext(seat_wind=Tile(HONOR_LETTERS[seat])))
    suppressed = {(s.fan, s.by) for s in result.best.suppressed}
    assert expected <= suppressed, suppressed
    counted = {f.fan for f in result.fans}
    assert not counted & {
        s.fan for s in result.best.suppressed if s.fan not in (FanId.PUNG_OF_TERMINALS_OR_HONORS,)
    }
    # a fan that cannot score twice is explained once
    assert all(s.count == 1 for s in result.best.suppressed if not FANS[s.fan].repeatable)
