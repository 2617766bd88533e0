"""Payments after a hand, penalties, and the match scoring (局分, 标准分)."""

import pytest

from trainer.engine.errors import InvalidHand
from trainer.engine.settlement import (
    false_ready_payments,
    false_win_payments,
    session_scores,
    standard_scores,
    win_payments,
)


def test_self_drawn_win_takes_eight_plus_points_from_each():
    assert win_payments(10, winner=2) == (-18, -18, 54, -18)


def test_discard_win_takes_points_from_the_discarder_only():
    assert win_payments(26, winner=0, discarder=2) == (50, -8, -34, -8)


@pytest.mark.parametrize(("points", "winner", "discarder"), [(8, 0, None), (88, 3, 1), (13, 1, 0)])
def test_payments_sum_to_zero(points, winner, discarder):
    net = win_payments(points, winner, discarder)
    assert sum(net) == 0
    assert net[winner] > 0


def test_penalties():
    assert false_win_payments(1) == (10, -30, 10, 10)
    assert false_ready_payments(3) == (20, 20, 20, -60)


def test_bad_seats_are_refused():
    with pytest.raises(InvalidHand):
        win_payments(8, winner=4)
    with pytest.raises(InvalidHand):
        win_payments(8, winner=1, discarder=1)


def test_session_and_standard_scores():
    hands = [win_payments(24, 0, 1), win_payments(8, 2), false_win_payments(3)]
    session = session_scores(hands)
    assert session == (48 - 16 + 10, -32 - 16 + 10, -8 + 48 + 10, -8 - 16 - 30)
    assert standard_scores([40, 30, 20, 10]) == (4, 2, 1, 0)
    assert standard_scores([10, 10, 10, 10]) == (1.75, 1.75, 1.75, 1.75)
    assert standard_scores([5, 50, 5, -60]) == (1.5, 4, 1.5, 0)


def test_session_refuses_unbalanced_hands():
    with pytest.raises(InvalidHand):
        session_scores([(1, 0, 0, 0)])
