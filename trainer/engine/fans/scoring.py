"""Score a winning hand: every reading, its fans, the fans not counted and why, the best total.

The pipeline follows the reference calculator (see ``shared/reference/mcr-scoring.md``): check the
win conditions; try the special forms (七对/连七对, 全不靠/七星不靠, 十三幺, then 组合龙 with a set
and a pair, then 九莲宝灯); unless one of them (other than 七对) matched, read the hand every
regular way and score each reading; keep the highest (就高不就低); add flowers last.

>>> from trainer.engine.notation import parse_hand
>>> result = score_hand(parse_hand("[123p][345s2][999s3]6m6pEW1m"))
Traceback (most recent call last):
...
trainer.engine.errors.NotAWin: the tiles make no winning shape
>>> result = score_hand(parse_hand("123m456p789s11m23s4s"), WinContext(self_drawn=True))
>>> [(f.fan.name, f.count) for f in result.fans], result.total
([('MIXED_STRAIGHT', 1), ('FULLY_CONCEALED_HAND', 1), ('ALL_CHOWS', 1)], 14)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from operator import mul

from trainer.engine.decompose import CHOW, KONG, PAIR, PUNG, completing_tiles, regular_divisions
from trainer.engine.errors import InvalidHand, NotAWin
from trainer.engine.tiles import TABLE_SIZE, TILES, Hand, MeldKind, Tile

from . import detectors as d
from .context import WinContext, normalise
from .exclusions import apply_exclusions
from .results import (
    CountedFan,
    Form,
    Group,
    GroupKind,
    Reading,
    ReadingScore,
    ScoreResult,
    SuppressedFan,
)
from .sources import fan_sources
from .table import EXCLUSION_ORDER, FANS, FanId, Principle

__all__ = [
    "CountedFan", "Form", "Group", "GroupKind", "Reading", "ReadingScore", "ScoreResult",
    "SuppressedFan", "WinContext", "score_hand",
]  # fmt: skip

F = FanId
from .results import MINIMUM_POINTS  # noqa: E402,F401

FAN_TABLE_SIZE = 82

# 147m258s369p, 147m369s258p, 258m147s369p, 258m369s147p, 369m147s258p, 369m258s147p
KNITTED_SEQUENCES = tuple(
    tuple(
        sorted(
            ((suit + 1) << 4) | r for suit, start in enumerate(starts) for r in (start, start + 3, start + 6)
        )
    )
    for starts in ((1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1))
)
THIRTEEN_ORPHANS = (0x11, 0x19, 0x21, 0x29, 0x31, 0x39, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47)
_ALL_KINDS = tuple(
    list(range(0x11, 0x1A)) + list(range(0x21, 0x2A)) + list(range(0x31, 0x3A)) + list(range(0x41, 0x48))
)


# ---------------------------------------------------------------------------- the pipeline


@dataclass(slots=True)
class _Candidate:
    ft: list[int]
    form: Form
    groups_source: object  # what builds the reading: a division, a knitted split, ...
    notes: list | None = None


def _fan_value(ft: list[int]) -> int:
    return sum(map(mul, _POINTS, ft))


_POINTS = [0] + [FANS[FanId(i)].points for i in range(1, FAN_TABLE_SIZE)]
_FAN_IDS = [None, *(FanId(i) for i in range(1, FAN_TABLE_SIZE))]


@dataclass(frozen=True, slots=True)
class _Situation:
    """What the detectors need, computed once per hand."""

    fixed: tuple[tuple[int, int, bool], ...]  # (kind, lowest tile, exposed) for each declared meld
    standing: list[int]  # counts of the standing tiles, win tile included
    merged: list[int]  # counts of every tile, melds included
    kinds: list[int]  # the tile kinds present, ascending
    win: int
    ctx: WinContext
    traits: tuple[tuple[int, int], ...]  # (fan, count) of the suit, tile and rank-range fans
    hogs: int  # tile kinds with all four copies in the hand


def _situation(hand: Hand, ctx: WinContext) -> _Situation:
    fixed = []
    merged = [0] * TABLE_SIZE
    for meld in hand.melds:
        kind = {MeldKind.CHOW: CHOW, MeldKind.PUNG: PUNG, MeldKind.KONG: KONG}[meld.kind]
        fixed.append((kind, int(meld.tile), not meld.concealed))
        for t in meld.tiles:
            merged[t] += 1
    standing = [0] * TABLE_SIZE
    for t in hand.standing:
        standing[t] += 1
    standing[hand.win_tile] += 1
    for t in _ALL_KINDS:
        merged[t] += standing[t]
    kinds = [t for t in _ALL_KINDS if merged[t]]
    return _Situation(tuple(fixed), standing, merged, kinds, int(hand.win_tile), ctx, _traits(kinds),
                      sum(1 for t in kinds if merged[t] == 4))  # fmt: skip


@lru_cache(maxsize=4096)
def _traits_of(kinds: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    ft = [0] * FAN_TABLE_SIZE
    d.suits(kinds, ft)
    d.tile_traits(kinds, ft)
    d.rank_range(kinds, ft)
    return tuple((i, n) for i, n in enumerate(ft) if n)


def _traits(kinds: list[int]) -> tuple[tuple[int, int], ...]:
    """The fans that depend only on which tile kinds the hand holds (the same for every reading)."""
    return _traits_of(tuple(kinds))


def score_hand(hand: Hand, ctx: WinContext | None = None, *, explain: bool = True) -> ScoreResult:
    """Score a complete hand (13 tiles plus the win tile) under the given win conditions.

    With ``explain`` (the default) every reading carries the fans not counted and, for each
    counted fan, the groups it was counted from; without it those are left empty (batch work).

    Raises :class:`NotAWin` when the tiles make no winning shape and :class:`InvalidHand` when the
    conditions contradict the tiles.
    """
    if hand.win_tile is None or len(hand.standing) + 3 * len(hand.melds) != 13:
        raise InvalidHand("a hand to score needs 13 tiles and a win tile")
    ctx = normalise(hand, ctx or WinContext())
    sit = _situation(hand, ctx)
    candidates, unique_wait = _candidates(sit)
    if not candidates:
        raise NotAWin("the tiles make no winning shape")
    best, equals = _choose(candidates)
    seven = _fan_value(candidates[0].ft) if candidates[0].form is Form.SEVEN_PAIRS else None
    scored = [_finish(c, sit, hand, unique_wait, explain, seven) for c in [best, *equals]]
    return ScoreResult(hand, ctx, scored[0], tuple(scored[1:]))


def _candidates(sit: _Situation) -> tuple[list[_Candidate], bool]:
    """Every reading worth comparing, and whether the wait was formally unique."""
    special: _Candidate | None = None
    if not sit.fixed:
        special = _special_form(sit) or _knitted_straight(sit) or _nine_gates(sit)
    elif len(sit.fixed) == 1:
        special = _knitted_straight(sit)
    if special is not None and special.form is not Form.SEVEN_PAIRS:
        return [special], False
    candidates = [special] if special is not None else []
    unique = _is_unique_wait(sit)
    sets_needed = 4 - len(sit.fixed)
    for division in regular_divisions(sit.standing, sets_needed):
        ft = _score_division(sit, division, unique, None)
        candidates.append(_Candidate(ft, Form.REGULAR, division))
    return candidates, unique


def _choose(candidates: list[_Candidate]) -> tuple[_Candidate, list[_Candidate]]:
    """The reading that counts, and the others of the same value (就高不就低).

    Ties follow the reference calculator: of the readings of the highest value the first is kept,
    unless a later regular one has 一色三同顺 or 三同刻, or the hand is also seven pairs; then the
    later one replaces it (so an equal regular reading beats 七对).
    """
    seven_pairs = candidates[0].form is Form.SEVEN_PAIRS
    chosen = candidates[0]
    top = _fan_value(chosen.ft)
    values = [top]
    for cand in candidates[1:]:
        value = _fan_value(cand.ft)
        values.append(value)
        if value > top:
            top, chosen = value, cand
        elif value == top and (seven_pairs or cand.ft[F.PURE_TRIPLE_CHOW] == 1 or cand.ft[F.TRIPLE_PUNG]):
            chosen = cand
    others = [c for c, v in zip(candidates, values) if v == top and c is not chosen]
    return chosen, others


# ---------------------------------------------------------------------------- regular readings


def _score_division(sit: _Situation, division, unique_wait: bool, notes: list | None) -> list[int]:
    """The fans of one regular reading, as the reference calculator counts them."""
    ft = [0] * FAN_TABLE_SIZE
    ctx = sit.ctx
    win = sit.win
    sets, pair = division
    chow_mids: list[int] = []
    concealed_chow_mids: list[int] = []
    pung_tiles: list[int] = []
    concealed_pungs = melded_kongs = concealed_kongs = 0
    for kind, t, exposed in sit.fixed:
        if kind == CHOW:
            chow_mids.append(t + 1)
        else:
            pung_tiles.append(t)
            if kind == KONG:
                if exposed:
                    melded_kongs += 1
                else:
                    concealed_kongs += 1
    for kind, t in sets:
        if kind == CHOW:
            chow_mids.append(t + 1)
            concealed_chow_mids.append(t + 1)
        else:
            pung_tiles.append(t)
            concealed_pungs += 1
    d.win_conditions(ctx.self_drawn, ctx.last_copy, ctx.kong_related, ctx.last_tile, ft)
    if not ctx.self_drawn and not any(m - 1 <= win <= m + 1 for m in concealed_chow_mids):
        # a pung completed by a discard counts as exposed
        if any(kind == PUNG and t == win for kind, t in sets):
            concealed_pungs -= 1
    if pung_tiles:
        d.kongs_and_concealed_pungs(concealed_pungs, melded_kongs, concealed_kongs, ft)
        if len(pung_tiles) == 4 and not ft[F.FOUR_KONGS] and not ft[F.FOUR_CONCEALED_PUNGS]:
            ft[F.ALL_PUNGS] = 1
        for t in pung_tiles:
            fan = d.one_pung_fan(t)
            if fan:
                ft[fan] += 1
    chows = len(chow_mids)
    if chows == 4:
        if d.is_three_suited_terminal_chows(chow_mids, pair):
            ft[F.THREE_SUITED_TERMINAL_CHOWS] = 1
        elif d.is_pure_terminal_chows(chow_mids, pair):
            ft[F.PURE_TERMINAL_CHOWS] = 1
        else:
            d.four_chows(sorted(chow_mids), ft, notes)
    elif chows == 3:
        d.three_chows(sorted(chow_mids), ft, notes)
    elif chows == 2:
        d.two_chows(chow_mids, ft)
        fan = d.two_pungs_fan(*sorted(pung_tiles))
        if fan:
            ft[fan] += 1
    elif chows == 1:
        d.three_pungs(sorted(pung_tiles), ft)
    else:
        d.four_pungs(sorted(pung_tiles), ft)
    _concealment(sit, ft)
    _pair_upgrades(pair, chows, ft, notes)
    _set_traits(sit, sets, pair, ft)
    for fan, n in sit.traits:
        ft[fan] = n
    if not ft[F.QUADRUPLE_CHOW]:
        ft[F.TILE_HOG] = sit.hogs - melded_kongs - concealed_kongs
    if unique_wait:
        _wait_shape(sets, pair, win, ft)
    apply_exclusions(ft, notes)
    if not ft[F.BIG_FOUR_WINDS]:
        for t in pung_tiles:
            if 0x41 <= t <= 0x44:
                _winds(t, ctx, ft, notes)
    if not any(ft):
        ft[F.CHICKEN_HAND] = 1
    return ft


def _concealment(sit: _Situation, ft: list[int]) -> None:
    """不求人/门前清 with no exposed melds; 全求人 with four, won on a discard."""
    exposed = sum(1 for _, _, e in sit.fixed if e)
    self_drawn = sit.ctx.self_drawn
    if exposed == 0:
        ft[F.FULLY_CONCEALED_HAND if self_drawn else F.CONCEALED_HAND] = 1
    elif exposed == 4:
        ft[F.SELF_DRAWN if self_drawn else F.MELDED_HAND] = 1
    elif self_drawn:
        ft[F.SELF_DRAWN] = 1


def _pair_upgrades(pair: int, chows: int, ft: list[int], notes: list | None) -> None:
    """平和 (four chows, a number pair); 双箭刻 + dragon pair = 小三元; 三风刻 + wind pair = 小四喜."""
    if chows == 4:
        if pair < 0x40:
            ft[F.ALL_CHOWS] = 1
        return
    if ft[F.TWO_DRAGON_PUNGS]:
        if pair >= 0x45:
            ft[F.LITTLE_THREE_DRAGONS] = 1
            ft[F.TWO_DRAGON_PUNGS] = 0
            if notes is not None:
                notes.append((F.TWO_DRAGON_PUNGS, 1, F.LITTLE_THREE_DRAGONS))
        return
    if ft[F.BIG_THREE_WINDS] and 0x41 <= pair <= 0x44:
        ft[F.LITTLE_FOUR_WINDS] = 1
        ft[F.BIG_THREE_WINDS] = 0
        if notes is not None:
            notes.append((F.BIG_THREE_WINDS, 1, F.LITTLE_FOUR_WINDS))


def _set_traits(sit: _Situation, sets, pair: int, ft: list[int]) -> None:
    """全带幺, 全带五, 全双刻: what every set and the pair contain."""
    terminal = five = even = 0
    groups = [(k, t) for k, t, _ in sit.fixed] + list(sets) + [(PAIR, pair)]
    for kind, t in groups:
        if t > 0x40:
            terminal += 1
            continue
        rank = t & 0xF
        if kind == CHOW:
            rank += 1  # by the middle tile
            if rank in (2, 8):
                terminal += 1
            elif rank in (4, 5, 6):
                five += 1
        elif rank in (1, 9):
            terminal += 1
        elif rank == 5:
            five += 1
        elif rank in (2, 4, 6, 8):
            even += 1
    if terminal == 5:
        ft[F.OUTSIDE_HAND] = 1
    elif five == 5:
        ft[F.ALL_FIVE] = 1
    elif even == 5:
        ft[F.ALL_EVEN_PUNGS] = 1


def _wait_shape(sets, pair: int, win: int, ft: list[int]) -> None:
    """边张, 坎张 or 单钓将 for a formally unique wait, read from the concealed sets (at most one)."""
    if ft[F.MELDED_HAND] or ft[F.FOUR_KONGS]:
        return
    edge = closed = single = False
    for kind, t in sets:
        if kind == CHOW:
            mid = t + 1
            if mid == win:
                closed = True
            elif mid + 1 == win or mid - 1 == win:
                edge = True
    if pair == win:
        single = True
    if edge:
        ft[F.EDGE_WAIT] = 1
    elif closed:
        ft[F.CLOSED_WAIT] = 1
    elif single:
        ft[F.SINGLE_WAIT] = 1


def _winds(t: int, ctx: WinContext, ft: list[int], notes: list | None) -> None:
    """圈风刻 and 门风刻; each takes the place of the pung's 幺九刻 (once if both)."""
    deducted = (
        ft[F.BIG_THREE_WINDS] or ft[F.ALL_TERMINALS_AND_HONORS] or ft[F.ALL_HONORS] or ft[F.LITTLE_FOUR_WINDS]
    )
    if t == ctx.round_wind:
        ft[F.PREVALENT_WIND] = 1
        if not deducted:
            ft[F.PUNG_OF_TERMINALS_OR_HONORS] -= 1
            if notes is not None:
                notes.append((F.PUNG_OF_TERMINALS_OR_HONORS, 1, F.PREVALENT_WIND))
    if t == ctx.seat_wind:
        ft[F.SEAT_WIND] = 1
        if ctx.seat_wind != ctx.round_wind and not deducted:
            ft[F.PUNG_OF_TERMINALS_OR_HONORS] -= 1
            if notes is not None:
                notes.append((F.PUNG_OF_TERMINALS_OR_HONORS, 1, F.SEAT_WIND))


def _by_points(ft: list[int]) -> list[FanId]:
    """The counted fans of a table, highest points first."""
    return [fan.id for fan in EXCLUSION_ORDER if ft[fan.id] > 0]


_RELATIONS = frozenset(
    {F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS, F.DOUBLE_PUNG}
)


def _shadow_notes(sit: _Situation, division, ft: list[int], unique_wait: bool, notes: list) -> None:
    """Note the fans a regular reading visibly shows but that were not counted.

    The scorer never computes some fans at all (a 4-chow fan stops the chow relations, 四杠 stops
    碰碰和, ...).  For the explanation, every fan the sets show on their own is compared with what
    was counted; the gap is put down to the counted fan that includes it (不计), or to the
    account-once principle for the relations between sets.
    """
    shows = _shown_fans(sit, division, unique_wait)
    noted = {fan for fan, _, _ in notes}
    counted = _by_points(ft)
    for fan, shown in shows.items():
        missing = shown - max(ft[fan], 0)
        if missing <= 0 or fan in noted:
            continue
        by = next((g for g in counted if fan in FANS[g].excludes), None)
        if by is None:
            if fan not in _RELATIONS:
                continue
            by = Principle.ACCOUNT_ONCE
        elif fan in _RELATIONS or not FANS[fan].repeatable:
            missing = 1  # "一般高 is part of 一色四同顺", not once per pair of chows
        notes.append((fan, missing, by))


def _shown_fans(sit: _Situation, division, unique_wait: bool) -> dict[int, int]:
    """Every set-based fan the reading shows when each is looked at on its own."""
    from itertools import combinations

    sets, pair = division
    ctx = sit.ctx
    shows: dict[int, int] = {}

    def add(fan: int, n: int = 1) -> None:
        if fan:
            shows[fan] = shows.get(fan, 0) + n

    chows = [t + 1 for k, t, _ in sit.fixed if k == CHOW] + [t + 1 for k, t in sets if k == CHOW]
    pungs = [t for k, t, _ in sit.fixed if k != CHOW] + [t for k, t in sets if k != CHOW]
    melded_kongs = sum(1 for k, _, e in sit.fixed if k == KONG and e)
    concealed_kongs = sum(1 for k, _, e in sit.fixed if k == KONG and not e)
    concealed = sum(1 for k, t in sets if k == PUNG)
    if (
        not ctx.self_drawn
        and not any(m - 1 <= sit.win <= m + 1 for k, t in sets if k == CHOW for m in (t + 1,))
        and any(k == PUNG and t == sit.win for k, t in sets)
    ):
        concealed -= 1
    for n, fan in ((1, F.MELDED_KONG), (2, F.TWO_MELDED_KONGS)):
        if melded_kongs >= n:
            add(fan)
    for n, fan in ((1, F.CONCEALED_KONG), (2, F.TWO_CONCEALED_KONGS)):
        if concealed_kongs >= n:
            add(fan)
    if melded_kongs + concealed_kongs >= 3:
        add(F.THREE_KONGS)
    hidden = concealed + concealed_kongs
    for n, fan in ((2, F.TWO_CONCEALED_PUNGS), (3, F.THREE_CONCEALED_PUNGS)):
        if hidden >= n:
            add(fan)
    if len(pungs) == 4:
        add(F.ALL_PUNGS)
    for a, b in combinations(sorted(chows), 2):
        add(d.two_chows_fan(a, b))
    for trio in combinations(sorted(chows), 3):
        add(d.three_chows_fan(*trio))
    for a, b in combinations(sorted(pungs), 2):
        add(d.two_pungs_fan(a, b))
    for trio in combinations(sorted(pungs), 3):
        add(d.three_pungs_fan(*trio))
    for t in pungs:
        if t == ctx.round_wind:
            add(F.PREVALENT_WIND)
        if t == ctx.seat_wind:
            add(F.SEAT_WIND)
        if t >= 0x45:
            add(F.DRAGON_PUNG)
    if not any(e for _, _, e in sit.fixed):
        add(F.FULLY_CONCEALED_HAND if ctx.self_drawn else F.CONCEALED_HAND)
    hogs = sum(1 for t in sit.kinds if sit.merged[t] == 4) - melded_kongs - concealed_kongs
    if hogs > 0:
        add(F.TILE_HOG, hogs)
    if unique_wait:
        probe = [0] * FAN_TABLE_SIZE
        _wait_shape(sets, pair, sit.win, probe)
        for fan in (F.EDGE_WAIT, F.CLOSED_WAIT, F.SINGLE_WAIT):
            add(fan if probe[fan] else 0)
    return shows


# ---------------------------------------------------------------------------- waits


def _is_unique_wait(sit: _Situation) -> bool:
    """Whether exactly one tile kind completes the standing tiles (formally: held copies count)."""
    counts = sit.standing[:]
    counts[sit.win] -= 1
    found = completing_tiles(counts, 4 - len(sit.fixed), seven_pairs=not sit.fixed, stop_after=2)
    return len(found) == 1


def _literal_pack_waits(table: list[int], waits: set[int]) -> None:
    """The reference's wait of two leftover tiles (used only for the knitted straight's quirk)."""
    for t in _ALL_KINDS:
        if table[t] < 1:
            continue
        if table[t] > 1:
            waits.add(t)
            return
        if t < 0x40:
            r = t & 0xF
            if r > 1 and table[t - 1]:
                if r < 9:
                    waits.add(t + 1)
                if r > 2:
                    waits.add(t - 2)
                return
            if r > 2 and table[t - 2]:
                waits.add(t - 1)
                return


def _literal_regular_waits(table: list[int], tile_cnt: int, prev: tuple, waits: set[int]) -> None:
    """The reference calculator's wait search, step by step, counts wrapping as 16-bit numbers."""
    if tile_cnt == 1:
        for t in _ALL_KINDS:
            if table[t] == 1:
                waits.add(t)
                break
        return
    if tile_cnt == 4:
        for t in _ALL_KINDS:
            if table[t] < 2:
                continue
            table[t] -= 2
            _literal_pack_waits(table, waits)
            table[t] += 2
    for t in _ALL_KINDS:
        if table[t] < 1:
            continue
        if table[t] > 2 and (t, t, t) > prev:
            table[t] -= 3
            _literal_regular_waits(table, tile_cnt - 3, (t, t, t), waits)
            table[t] += 3
        if t < 0x40 and (t & 0xF) < 8 and table[t + 1] and table[t + 2] and (t, t + 1, t + 2) >= prev:
            table[t] -= 1
            table[t + 1] -= 1
            table[t + 2] -= 1
            _literal_regular_waits(table, tile_cnt - 3, (t, t + 1, t + 2), waits)
            table[t] += 1
            table[t + 1] += 1
            table[t + 2] += 1


# ---------------------------------------------------------------------------- special forms


def _special_form(sit: _Situation) -> _Candidate | None:
    """七对 / 连七对, 全不靠 / 七星不靠, 十三幺 (no melds)."""
    counts = sit.standing
    ctx = sit.ctx
    ft = [0] * FAN_TABLE_SIZE
    if all(counts[t] % 2 == 0 for t in _ALL_KINDS):
        suit = sit.win >> 4
        if _is_seven_shifted_pairs(counts, suit):
            ft[F.SEVEN_SHIFTED_PAIRS] = 1
            if counts[suit << 4 | 1] == 0 and counts[suit << 4 | 9] == 0:
                ft[F.ALL_SIMPLES] = 1
            d.win_conditions(ctx.self_drawn, ctx.last_copy, ctx.kong_related, ctx.last_tile, ft)
            return _settle(sit, ft, Form.SEVEN_SHIFTED_PAIRS, F.SEVEN_SHIFTED_PAIRS, shadows=[F.SEVEN_PAIRS])
        ft[F.SEVEN_PAIRS] = 1
        d.suits(sit.kinds, ft)
        d.tile_traits(sit.kinds, ft)
        d.rank_range(sit.kinds, ft)
        ft[F.TILE_HOG] = sum(1 for t in sit.kinds if counts[t] == 4)
        d.win_conditions(ctx.self_drawn, ctx.last_copy, ctx.kong_related, ctx.last_tile, ft)
        return _settle(sit, ft, Form.SEVEN_PAIRS, F.SEVEN_PAIRS)
    kinds = sit.kinds
    if len(kinds) == 14:
        numbered = [t for t in kinds if t < 0x40]
        honors = len(kinds) - len(numbered)
        if 7 <= len(numbered) <= 9 and any(set(numbered) <= set(seq) for seq in KNITTED_SEQUENCES):
            if honors == 7:
                ft[F.GREATER_HONORS_AND_KNITTED_TILES] = 1
            else:
                ft[F.LESSER_HONORS_AND_KNITTED_TILES] = 1
                if len(numbered) == 9:
                    ft[F.KNITTED_STRAIGHT] = 1
            d.win_conditions(ctx.self_drawn, ctx.last_copy, ctx.kong_related, ctx.last_tile, ft)
            main = F.GREATER_HONORS_AND_KNITTED_TILES if honors == 7 else F.LESSER_HONORS_AND_KNITTED_TILES
            shadows = [F.LESSER_HONORS_AND_KNITTED_TILES] if honors == 7 else []
            return _settle(sit, ft, Form.HONORS_KNITTED, main, shadows=shadows)
    if len(kinds) == 13 and tuple(kinds) == THIRTEEN_ORPHANS:
        ft[F.THIRTEEN_ORPHANS] = 1
        d.win_conditions(ctx.self_drawn, ctx.last_copy, ctx.kong_related, ctx.last_tile, ft)
        return _settle(sit, ft, Form.THIRTEEN_ORPHANS, F.THIRTEEN_ORPHANS)
    return None


def _is_seven_shifted_pairs(counts: list[int], suit: int) -> bool:
    if suit > 3:
        return False
    run = [counts[suit << 4 | r] for r in range(1, 10)]
    return any(run[i : i + 7] == [2] * 7 for i in range(3))


def _knitted_straight(sit: _Situation) -> _Candidate | None:
    """组合龙 with one more set and a pair (no meld, or the set declared)."""
    counts = sit.standing
    if not any(n >= 2 for n in counts):
        return None
    seq = next((s for s in KNITTED_SEQUENCES if all(counts[t] for t in s)), None)
    if seq is None:
        return None
    rest = counts[:]
    for t in seq:
        rest[t] -= 1
    divisions = regular_divisions(rest, 1 - len(sit.fixed))
    if len(divisions) != 1:
        return None
    sets, pair = divisions[0]
    if sit.fixed:
        kind, t, exposed = sit.fixed[0]
        fourth = (kind, t, exposed)
    else:
        kind, t = sets[0]
        fourth = (kind, t, False)
    ctx = sit.ctx
    ft = [0] * FAN_TABLE_SIZE
    ft[F.KNITTED_STRAIGHT] = 1
    wind_notes: list = []
    kind, t, exposed = fourth
    if kind == CHOW:
        if pair < 0x40:
            ft[F.ALL_CHOWS] = 1
        if sit.merged[pair] == 4:
            ft[F.TILE_HOG] = 1
    elif t > 0x40:
        if t <= 0x44:
            ft[F.PUNG_OF_TERMINALS_OR_HONORS] = 1
            _winds(t, ctx, ft, wind_notes)
            if pair >= 0x45:
                ft[F.ALL_TYPES] = 1
        else:
            ft[F.DRAGON_PUNG] = 1
            if 0x41 <= pair <= 0x44:
                ft[F.ALL_TYPES] = 1
    else:
        if (t & 0xF) in (1, 9):
            ft[F.PUNG_OF_TERMINALS_OR_HONORS] = 1
        if pair < 0x40:
            ft[F.NO_HONORS] = 1
        if kind != KONG and sit.merged[t] == 4:
            ft[F.TILE_HOG] = 1
    d.win_conditions(ctx.self_drawn, ctx.last_copy, ctx.kong_related, ctx.last_tile, ft)
    if exposed:
        if kind == KONG:
            ft[F.MELDED_KONG] = 1
    else:
        if kind == KONG:
            ft[F.CONCEALED_KONG] = 1
        if ctx.self_drawn:
            ft[F.FULLY_CONCEALED_HAND] = 1
            ft[F.SELF_DRAWN] = 0
        else:
            ft[F.CONCEALED_HAND] = 1
    win = sit.win
    if not sit.fixed:
        table = rest[:]
        table[win] = (table[win] - 1) & 0xFFFF
        waits: set[int] = set()
        _literal_regular_waits(table, 4, (0, 0, 0), waits)
        if len(waits) == 1:
            _wait_shape(sets, pair, win, ft)
    elif win not in seq or counts[win] == 3:
        ft[F.SINGLE_WAIT] = 1
    candidate = _settle(sit, ft, Form.KNITTED_STRAIGHT, None, source=(seq, sets, pair))
    candidate.notes = wind_notes + (candidate.notes or [])
    return candidate


def _nine_gates(sit: _Situation) -> _Candidate | None:
    """九莲宝灯: 1112345678999 of one suit before the win, won on any tile of that suit."""
    win = sit.win
    if win > 0x40:
        return None
    base = win & 0xF0
    run = [sit.standing[base | r] for r in range(1, 10)]
    rank = win & 0xF
    expected = [3, 1, 1, 1, 1, 1, 1, 1, 3]
    expected[rank - 1] += 1
    if run != expected:
        return None
    ft = [0] * FAN_TABLE_SIZE
    ft[F.NINE_GATES] = 1
    if rank in (1, 9):
        ft[F.PURE_STRAIGHT] = 1
        ft[F.TILE_HOG] = 1
    elif rank in (2, 8):
        ft[F.TWO_CONCEALED_PUNGS] = 1
        ft[F.SHORT_STRAIGHT] = 1
        ft[F.PUNG_OF_TERMINALS_OR_HONORS] = 1
    elif rank == 5:
        ft[F.TWO_CONCEALED_PUNGS] = 1
        ft[F.PUNG_OF_TERMINALS_OR_HONORS] = 1
    else:
        ft[F.SHORT_STRAIGHT] = 1
    ctx = sit.ctx
    d.win_conditions(ctx.self_drawn, ctx.last_copy, ctx.kong_related, ctx.last_tile, ft)
    return _settle(sit, ft, Form.NINE_GATES, F.NINE_GATES)


def _settle(
    sit: _Situation, ft: list[int], form: Form, main: FanId | None, *, shadows=(), source=None
) -> _Candidate:
    """Apply the exclusions to a special form and note what its main fan leaves out.

    The special forms never compute the fans their main fan excludes (a 十三幺 hand is not also
    scored 混幺九); for the explanation, the ones the hand visibly shows are listed as not counted.
    """
    notes: list = []
    apply_exclusions(ft, notes)
    if main is not None:
        scratch = [0] * FAN_TABLE_SIZE
        d.suits(sit.kinds, scratch)
        d.tile_traits(sit.kinds, scratch)
        _concealment(sit, scratch)
        noted = {fan for fan, _, _ in notes}
        for fan in sorted(FANS[main].excludes):
            if (scratch[fan] or fan in shadows) and not ft[fan] and fan not in noted:
                notes.append((fan, 1, main))
    return _Candidate(ft, form, source, notes)


# ---------------------------------------------------------------------------- results


def _finish(
    cand: _Candidate,
    sit: _Situation,
    hand: Hand,
    unique_wait: bool,
    explain: bool,
    seven_pairs_value: int | None,
) -> ReadingScore:
    """Turn a candidate into a public result, recomputing a regular reading with notes on."""
    reading = _reading(cand, sit, hand)
    if not explain:
        ft = cand.ft
        fans = tuple(CountedFan(_FAN_IDS[i], n) for i, n in enumerate(ft) if i and n > 0)
        return ReadingScore(reading, fans, (), _fan_value(ft))
    ft = cand.ft
    notes: list = cand.notes or []
    if cand.form is Form.REGULAR:
        notes = []
        ft = _score_division(sit, cand.groups_source, unique_wait, notes)
        _shadow_notes(sit, cand.groups_source, ft, unique_wait, notes)
        if seven_pairs_value is not None:
            by = next((f for f in _by_points(ft) if F.SEVEN_PAIRS in FANS[f].excludes), Principle.HIGHEST)
            notes.append((F.SEVEN_PAIRS, 1, by))
    seat, round_ = sit.ctx.seat_wind, sit.ctx.round_wind
    fans = tuple(
        CountedFan(FanId(i), n, fan_sources(reading, FanId(i), seat, round_))
        for i, n in enumerate(ft)
        if i and n > 0
    )
    merged: dict[tuple[FanId, object], int] = {}
    for fan, count, by in notes:
        key = (FanId(fan), by if isinstance(by, Principle) else FanId(by))
        merged[key] = merged.get(key, 0) + count
    suppressed = tuple(SuppressedFan(fan, count, by) for (fan, by), count in merged.items())
    return ReadingScore(reading, fans, suppressed)


def _group(kind: int, t: int, declared: bool = False, exposed: bool = False) -> Group:
    if kind == CHOW:
        return Group(GroupKind.CHOW, (TILES[t], TILES[t + 1], TILES[t + 2]), declared, exposed)
    if kind == PAIR:
        return Group(GroupKind.PAIR, (TILES[t],) * 2, declared, exposed)
    size = 4 if kind == KONG else 3
    return Group(GroupKind.KONG if kind == KONG else GroupKind.PUNG, (TILES[t],) * size, declared, exposed)


def _reading(cand: _Candidate, sit: _Situation, hand: Hand) -> Reading:
    win = Tile(sit.win)
    declared = tuple(_group(k, t, True, e) for k, t, e in sit.fixed)
    if cand.form is Form.REGULAR:
        sets, pair = cand.groups_source
        groups = declared + tuple(_group(k, t) for k, t in sets) + (_group(PAIR, pair),)
    elif cand.form is Form.KNITTED_STRAIGHT:
        seq, sets, pair = cand.groups_source
        body = Group(GroupKind.KNITTED, tuple(Tile(t) for t in seq))
        groups = (body, *declared, *(_group(k, t) for k, t in sets), _group(PAIR, pair))
    elif cand.form in (Form.SEVEN_PAIRS, Form.SEVEN_SHIFTED_PAIRS):
        groups = tuple(_group(PAIR, t) for t in _ALL_KINDS for _ in range(sit.standing[t] // 2))
    else:
        tiles = tuple(Tile(t) for t in _ALL_KINDS for _ in range(sit.standing[t]))
        groups = (Group(GroupKind.SINGLES, tiles),)
    return Reading(cand.form, groups, win)
