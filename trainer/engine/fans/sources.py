"""Which parts of a reading each fan was counted from, so a learner can see it on the tiles.

Answers are indices into ``reading.groups``.  Fans about the whole hand (suits, tile traits,
concealment) name every group; fans about the win name the group the win tile completed.
"""

from __future__ import annotations

from itertools import combinations

from trainer.engine.tiles import Tile

from . import detectors as d
from .results import Group, GroupKind, Reading
from .table import FanId

F = FanId

_THREE_CHOW_FANS = {
    F.PURE_STRAIGHT, F.PURE_SHIFTED_CHOWS, F.PURE_TRIPLE_CHOW,
    F.MIXED_STRAIGHT, F.MIXED_TRIPLE_CHOW, F.MIXED_SHIFTED_CHOWS,
}  # fmt: skip
_TWO_CHOW_FANS = {F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS}
_THREE_PUNG_FANS = {F.PURE_SHIFTED_PUNGS, F.TRIPLE_PUNG, F.MIXED_SHIFTED_PUNGS}
_WIN_FANS = {
    F.EDGE_WAIT, F.CLOSED_WAIT, F.SINGLE_WAIT, F.SELF_DRAWN, F.LAST_TILE, F.LAST_TILE_DRAW,
    F.LAST_TILE_CLAIM, F.OUT_WITH_REPLACEMENT_TILE, F.ROBBING_THE_KONG,
}  # fmt: skip
_SETS = (GroupKind.CHOW, GroupKind.PUNG, GroupKind.KONG)


def _is_pung(g: Group) -> bool:
    return g.kind in (GroupKind.PUNG, GroupKind.KONG)


def _mid(g: Group) -> int:
    return g.tiles[1]


def fan_sources(reading: Reading, fan: FanId, seat_wind: int, round_wind: int) -> tuple[int, ...]:
    """The indices of the groups in ``reading`` that ``fan`` was counted from.

    Where no part can be singled out (the fixed extras of 九莲宝灯, say), every group is named.
    """
    return _sources(reading, fan, seat_wind, round_wind) or tuple(range(len(reading.groups)))


def _sources(reading: Reading, fan: FanId, seat_wind: int, round_wind: int) -> tuple[int, ...]:
    groups = reading.groups
    every = tuple(range(len(groups)))
    chows = [i for i, g in enumerate(groups) if g.kind is GroupKind.CHOW]
    pungs = [i for i, g in enumerate(groups) if _is_pung(g)]

    def pungs_where(test) -> tuple[int, ...]:
        return tuple(i for i in pungs if test(groups[i].tiles[0]))

    if fan in _WIN_FANS:
        win = reading.win_tile
        holding = [i for i, g in enumerate(groups) if win in g.tiles and not g.declared]
        return tuple(holding[:1]) or every
    if fan in (F.BIG_FOUR_WINDS, F.BIG_THREE_WINDS):
        return pungs_where(lambda t: 0x41 <= t <= 0x44)
    if fan in (F.BIG_THREE_DRAGONS, F.TWO_DRAGON_PUNGS, F.DRAGON_PUNG):
        return pungs_where(lambda t: t >= 0x45)
    if fan in (F.LITTLE_FOUR_WINDS, F.LITTLE_THREE_DRAGONS):
        low, high = (0x41, 0x44) if fan == F.LITTLE_FOUR_WINDS else (0x45, 0x47)
        return tuple(i for i, g in enumerate(groups) if low <= g.tiles[0] <= high)
    if fan == F.PREVALENT_WIND:
        return pungs_where(lambda t: t == round_wind)
    if fan == F.SEAT_WIND:
        return pungs_where(lambda t: t == seat_wind)
    if fan == F.PUNG_OF_TERMINALS_OR_HONORS:
        return pungs_where(
            lambda t: (
                t not in (seat_wind, round_wind)
                and (t in range(0x41, 0x45) or (t < 0x40 and t & 0xF in (1, 9)))
            )
        )
    if fan in (
        F.FOUR_KONGS,
        F.THREE_KONGS,
        F.TWO_MELDED_KONGS,
        F.TWO_CONCEALED_KONGS,
        F.MELDED_KONG,
        F.CONCEALED_KONG,
    ):
        kongs = [i for i, g in enumerate(groups) if g.kind is GroupKind.KONG]
        if fan in (F.MELDED_KONG, F.TWO_MELDED_KONGS):
            return tuple(i for i in kongs if groups[i].exposed)
        if fan in (F.CONCEALED_KONG, F.TWO_CONCEALED_KONGS):
            return tuple(i for i in kongs if not groups[i].exposed)
        return tuple(kongs)
    if fan in (F.FOUR_CONCEALED_PUNGS, F.THREE_CONCEALED_PUNGS, F.TWO_CONCEALED_PUNGS):
        return tuple(i for i in pungs if not groups[i].exposed)
    if fan in (F.FOUR_PURE_SHIFTED_PUNGS, F.ALL_PUNGS):
        return tuple(pungs) if fan == F.FOUR_PURE_SHIFTED_PUNGS else every
    if fan in _THREE_PUNG_FANS:
        for combo in combinations(pungs, 3):
            tiles = sorted(groups[i].tiles[0] for i in combo)
            if d.three_pungs_fan(*tiles) == fan:
                return combo
    if fan == F.DOUBLE_PUNG:
        found: set[int] = set()
        for a, b in combinations(pungs, 2):
            if d.two_pungs_fan(*sorted((groups[a].tiles[0], groups[b].tiles[0]))) == fan:
                found.update((a, b))
        return tuple(sorted(found))
    if fan in (
        F.QUADRUPLE_CHOW,
        F.FOUR_PURE_SHIFTED_CHOWS,
        F.PURE_TERMINAL_CHOWS,
        F.THREE_SUITED_TERMINAL_CHOWS,
    ):
        pair = [i for i, g in enumerate(groups) if g.kind is GroupKind.PAIR]
        return tuple(chows) + (
            tuple(pair) if fan in (F.PURE_TERMINAL_CHOWS, F.THREE_SUITED_TERMINAL_CHOWS) else ()
        )
    if fan in _THREE_CHOW_FANS:
        for combo in combinations(chows, 3):
            mids = sorted(_mid(groups[i]) for i in combo)
            if d.three_chows_fan(*mids) == fan:
                return combo
    if fan in _TWO_CHOW_FANS:
        found = set()
        for a, b in combinations(chows, 2):
            if d.two_chows_fan(_mid(groups[a]), _mid(groups[b])) == fan:
                found.update((a, b))
        return tuple(sorted(found))
    if fan == F.TILE_HOG:
        counts: dict[Tile, int] = {}
        for g in groups:
            for t in g.tiles:
                counts[t] = counts.get(t, 0) + 1
        fours = {t for t, n in counts.items() if n == 4}
        return tuple(i for i, g in enumerate(groups) if g.kind is not GroupKind.KONG and fours & set(g.tiles))
    if fan == F.KNITTED_STRAIGHT:
        knitted = tuple(i for i, g in enumerate(groups) if g.kind is GroupKind.KNITTED)
        return knitted or every
    return every
