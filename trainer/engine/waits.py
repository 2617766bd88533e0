"""Waits (听牌) of a 13-tile position: every winning tile, its best score, and the shape of the wait.

>>> from trainer.engine.notation import parse_hand
>>> [(w.tile.name, w.shape.value, w.result.total, w.legal) for w in find_waits(parse_hand("123m456p789s1123s"))]
[('S1', 'two_sided', 13, True), ('S4', 'two_sided', 12, True)]
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from .errors import InvalidHand, NotAWin
from .fans.context import WinContext
from .fans.scoring import Form, GroupKind, ScoreResult, score_hand
from .tiles import ALL_KINDS, Hand, Tile


class WaitShape(enum.Enum):
    TWO_SIDED = "two_sided"  # 两面
    EDGE = "edge"  # 边张
    CLOSED = "closed"  # 坎张
    SINGLE = "single"  # 单钓将
    PUNG = "pung"  # 双碰 (one of two pairs becomes a pung)
    SEVEN_PAIRS = "seven_pairs"
    THIRTEEN_ORPHANS = "thirteen_orphans"
    HONORS_KNITTED = "honors_knitted"
    KNITTED_STRAIGHT = "knitted_straight"
    NINE_GATES = "nine_gates"


@dataclass(frozen=True, slots=True)
class Wait:
    tile: Tile
    result: ScoreResult  # the best score of winning on this tile
    shape: WaitShape

    @property
    def legal(self) -> bool:
        """Whether winning on this tile reaches 8 points without flowers."""
        return self.result.is_legal


# Where the win tile fits two ways (1123s + 1s: 11 + 123, or 1 + 123), name the wider wait: the
# hand waited on 1s and 4s, which is a two-sided wait, not a single one.
_WIDEST_FIRST = [
    WaitShape.TWO_SIDED,
    WaitShape.PUNG,
    WaitShape.CLOSED,
    WaitShape.EDGE,
    WaitShape.SINGLE,
    WaitShape.KNITTED_STRAIGHT,
]
_FORM_SHAPES = {
    Form.SEVEN_PAIRS: WaitShape.SEVEN_PAIRS,
    Form.SEVEN_SHIFTED_PAIRS: WaitShape.SEVEN_PAIRS,
    Form.THIRTEEN_ORPHANS: WaitShape.THIRTEEN_ORPHANS,
    Form.HONORS_KNITTED: WaitShape.HONORS_KNITTED,
    Form.NINE_GATES: WaitShape.NINE_GATES,
}


def wait_shape(result: ScoreResult) -> WaitShape:
    """How the win tile completed the hand in the chosen reading."""
    reading = result.best.reading
    if reading.form in _FORM_SHAPES:
        return _FORM_SHAPES[reading.form]
    win = reading.win_tile
    shapes = []
    for group in reading.groups:
        if group.declared or win not in group.tiles:
            continue
        if group.kind is GroupKind.PAIR:
            shapes.append(WaitShape.SINGLE)
        elif group.kind is GroupKind.PUNG:
            shapes.append(WaitShape.PUNG)
        elif group.kind is GroupKind.CHOW:
            low = group.tiles[0]
            if win == low + 1:
                shapes.append(WaitShape.CLOSED)
            elif (win == low + 2 and low.rank == 1) or (win == low and low.rank == 7):
                shapes.append(WaitShape.EDGE)
            else:
                shapes.append(WaitShape.TWO_SIDED)
        elif group.kind is GroupKind.KNITTED:
            shapes.append(WaitShape.KNITTED_STRAIGHT)
    return min(shapes, key=_WIDEST_FIRST.index) if shapes else WaitShape.SINGLE


def find_waits(hand: Hand, ctx: WinContext | None = None) -> list[Wait]:
    """Every tile that completes the 13 tiles of ``hand`` into a winning shape, with its score.

    A tile whose four copies are all in the hand is left out.  Each wait is scored under ``ctx``
    (a discard win with no other flags by default); flags that a particular tile makes impossible
    (robbing a kong of a tile you hold, the last copy of a tile you hold) are dropped for that tile.
    """
    if hand.win_tile is not None or len(hand.standing) + 3 * len(hand.melds) != 13:
        raise InvalidHand("finding waits needs a hand of 13 tiles without a win tile")
    ctx = ctx or WinContext()
    held = [0] * 0x48
    for t in hand.all_tiles():
        held[t] += 1
    waits = []
    for tile in ALL_KINDS:
        if held[tile] >= 4:
            continue
        candidate = Hand(hand.melds, hand.standing, tile)
        try:
            result = _score_leniently(candidate, ctx)
        except NotAWin:
            continue
        waits.append(Wait(tile, result, wait_shape(result)))
    return waits


def _score_leniently(hand: Hand, ctx: WinContext) -> ScoreResult:
    try:
        return score_hand(hand, ctx)
    except InvalidHand:
        return score_hand(hand, replace(ctx, last_copy=False, kong_related=False))
