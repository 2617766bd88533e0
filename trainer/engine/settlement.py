"""Payments after a hand and the match scoring of the 1998 rules.

A win is paid in 比赛分: the 底分 of 8 from each player who did not win, plus the hand's 基本分 (the
sum of its fans, flowers included) from the discarder, or from everyone on a self-drawn win.
Seats are numbered 0-3; every function returns one net amount per seat, and the amounts sum to 0.

>>> win_payments(26, winner=0, discarder=2)
(50, -8, -34, -8)
>>> standard_scores([120, -30, -30, -60])
(4.0, 1.5, 1.5, 0.0)
"""

from __future__ import annotations

from collections.abc import Sequence

from .errors import InvalidHand

BASE_PAYMENT = 8  # 底分
FALSE_WIN_PENALTY = 10  # 错和: a declared win below 8 points, or on a wrong tile
FALSE_READY_PENALTY = 20  # 诈和: declaring a win when not even ready
SEATS = 4


def _check_seat(seat: int, name: str) -> None:
    if not 0 <= seat < SEATS:
        raise InvalidHand(f"{name} must be a seat from 0 to 3, not {seat}")


def win_payments(points: int, winner: int, discarder: int | None = None) -> tuple[int, ...]:
    """Net payments of a win worth ``points`` (基本分, flowers included).

    Self-drawn (``discarder`` None): each other player pays 8 + points.  On a discard: the
    discarder pays 8 + points and the two others pay 8 each.
    """
    _check_seat(winner, "the winner")
    net = [0] * SEATS
    for seat in range(SEATS):
        if seat == winner:
            continue
        if discarder is None:
            pay = BASE_PAYMENT + points
        else:
            pay = BASE_PAYMENT + (points if seat == discarder else 0)
        net[seat] -= pay
        net[winner] += pay
    if discarder is not None:
        _check_seat(discarder, "the discarder")
        if discarder == winner:
            raise InvalidHand("the winner cannot have discarded the win tile")
    return tuple(net)


def penalty_payments(offender: int, per_player: int) -> tuple[int, ...]:
    """The offender pays ``per_player`` to each of the three others."""
    _check_seat(offender, "the offender")
    return tuple(-3 * per_player if seat == offender else per_player for seat in range(SEATS))


def false_win_payments(offender: int) -> tuple[int, ...]:
    """错和: 10 to each other player; the hand goes on with the offender still playing."""
    return penalty_payments(offender, FALSE_WIN_PENALTY)


def false_ready_payments(offender: int) -> tuple[int, ...]:
    """诈和: 20 to each other player."""
    return penalty_payments(offender, FALSE_READY_PENALTY)


def session_scores(hands: Sequence[Sequence[int]], starting: int = 0) -> tuple[int, ...]:
    """局分: the sum of each player's hand results, plus the starting 基础比赛分."""
    totals = [starting] * SEATS
    for hand in hands:
        if len(hand) != SEATS or sum(hand) != 0:
            raise InvalidHand("each hand's payments must name four seats and sum to zero")
        for seat, amount in enumerate(hand):
            totals[seat] += amount
    return tuple(totals)


def standard_scores(session: Sequence[int]) -> tuple[float, ...]:
    """标准分 from the 局分 of a table: first place gets the number of players (4), the others the
    number of players less their place (2, 1, 0); tied players share the places they occupy.
    """
    n = len(session)
    order = sorted(range(n), key=lambda seat: -session[seat])
    points = [0.0] * n
    place = 0
    while place < n:
        tied = [s for s in order if session[s] == session[order[place]]]
        values = [n if p == 0 else n - (p + 1) for p in range(place, place + len(tied))]
        for seat in tied:
            points[seat] = sum(values) / len(values)
        place += len(tied)
    return tuple(points)
