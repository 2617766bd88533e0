"""Pure fan detectors, grouped by family.

Every detector reads plain values (tile codes, counts) and writes into a fan table ``ft`` (a list
indexed by fan id).  Where fans of a family are mutually exclusive by shape, one function returns
at most one fan per group of sets, testing in the order written in its docstring, as the reference
calculator does.  Tile codes: ``suit << 4 | rank``; a chow is passed by its middle tile here,
because the relations between chows read most simply that way.
"""

from __future__ import annotations

from .table import FanId, Principle

F = FanId
NONE = 0

# ---------------------------------------------------------------- chows (by middle tile)


def four_chows_fan(t0: int, t1: int, t2: int, t3: int) -> int:
    """一色四步高 (step 1 or 2), then 一色四同顺; the tiles are sorted middle tiles."""
    if t0 + 2 == t1 and t1 + 2 == t2 and t2 + 2 == t3:
        return F.FOUR_PURE_SHIFTED_CHOWS
    if t0 + 1 == t1 and t1 + 1 == t2 and t2 + 1 == t3:
        return F.FOUR_PURE_SHIFTED_CHOWS
    if t0 == t1 == t2 == t3:
        return F.QUADRUPLE_CHOW
    return NONE


def _shifted_1_unordered(r0: int, r1: int, r2: int) -> bool:
    lo, mid, hi = sorted((r0, r1, r2))
    return lo + 1 == mid and mid + 1 == hi


def three_chows_fan(t0: int, t1: int, t2: int) -> int:
    """Three suits: 三色三步高, 三色三同顺, 花龙; one suit: 清龙, 一色三步高, 一色三同顺."""
    s0, s1, s2 = t0 >> 4, t1 >> 4, t2 >> 4
    r0, r1, r2 = t0 & 0xF, t1 & 0xF, t2 & 0xF
    if s0 not in (s1, s2) and s1 != s2:
        if _shifted_1_unordered(r0, r1, r2):
            return F.MIXED_SHIFTED_CHOWS
        if r0 == r1 == r2:
            return F.MIXED_TRIPLE_CHOW
        if sorted((r0, r1, r2)) == [2, 5, 8]:
            return F.MIXED_STRAIGHT
        return NONE
    if t0 + 3 == t1 and t1 + 3 == t2:
        return F.PURE_STRAIGHT
    if (t0 + 2 == t1 and t1 + 2 == t2) or (t0 + 1 == t1 and t1 + 1 == t2):
        return F.PURE_SHIFTED_CHOWS
    if t0 == t1 == t2:
        return F.PURE_TRIPLE_CHOW
    return NONE


def two_chows_fan(t0: int, t1: int) -> int:
    """Two suits: 喜相逢; one suit: 连六, 老少副, 一般高 (in that order)."""
    if t0 >> 4 != t1 >> 4:
        return F.MIXED_DOUBLE_CHOW if (t0 & 0xF) == (t1 & 0xF) else NONE
    if t0 + 3 == t1 or t1 + 3 == t0:
        return F.SHORT_STRAIGHT
    if {t0 & 0xF, t1 & 0xF} == {2, 8}:
        return F.TWO_TERMINAL_CHOWS
    if t0 == t1:
        return F.PURE_DOUBLE_CHOW
    return NONE


_EXTRA_PREFERENCE = (F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS)
_TWO_CHOW_FANS = _EXTRA_PREFERENCE  # the order account_once trims from the end


def one_chow_extra_fan(t0: int, t1: int, t2: int, extra: int) -> int:
    """The one fan a fourth chow may add with a three-chow fan's chows (套算一次)."""
    found = {two_chows_fan(t0, extra), two_chows_fan(t1, extra), two_chows_fan(t2, extra)}
    return next((fan for fan in _EXTRA_PREFERENCE if fan in found), NONE)


def account_once(fans: list[int], limit: int, ft: list[int], notes: list | None) -> None:
    """Count pairwise chow fans within the limit of the 套算一次 and 不得相同 principles.

    Rule text: a set not yet combined may combine once with a set already combined, and sets that
    made a fan may not make the same fan again.  As the reference calculator approximates it:
    ``limit`` is the most pairwise fans the chows can make (3 of 4 chows, less one for each chow
    related to no other; 2 of 3 chows); the excess is trimmed first from duplicated kinds (down to
    one each), then whole kinds, starting with 老少副, then 连六, 喜相逢, 一般高.

    >>> ft = [0] * 82
    >>> account_once([F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT, F.MIXED_DOUBLE_CHOW, 0, F.SHORT_STRAIGHT, 0], 3, ft, None)
    >>> ft[F.MIXED_DOUBLE_CHOW], ft[F.SHORT_STRAIGHT]
    (2, 1)
    """
    table = [sum(1 for f in fans if f == kind) for kind in _TWO_CHOW_FANS]
    total = sum(table)
    keep_at_most = 1
    while total > limit and keep_at_most >= 0:
        idx = 4
        while total > limit and idx > 0:
            idx -= 1
            while table[idx] > keep_at_most and total > limit:
                table[idx] -= 1
                total -= 1
                if notes is not None:
                    notes.append((_TWO_CHOW_FANS[idx], 1, Principle.ACCOUNT_ONCE))
        keep_at_most -= 1
    for kind, n in zip(_TWO_CHOW_FANS, table):
        ft[kind] = n


def three_of_four_chows(t0: int, t1: int, t2: int, extra: int, ft: list[int], notes: list | None) -> bool:
    fan = three_chows_fan(t0, t1, t2)
    if fan == NONE:
        return False
    ft[fan] = 1
    bonus = one_chow_extra_fan(t0, t1, t2, extra)
    if bonus != NONE:
        ft[bonus] = 1
    return True


def four_chows(mids: list[int], ft: list[int], notes: list | None) -> None:
    t0, t1, t2, t3 = mids
    fan = four_chows_fan(t0, t1, t2, t3)
    if fan != NONE:
        ft[fan] = 1
        return
    if (
        three_of_four_chows(t0, t1, t2, t3, ft, notes)
        or three_of_four_chows(t0, t1, t3, t2, ft, notes)
        or three_of_four_chows(t0, t2, t3, t1, ft, notes)
        or three_of_four_chows(t1, t2, t3, t0, ft, notes)
    ):
        return
    pairs = [
        two_chows_fan(t0, t1), two_chows_fan(t0, t2), two_chows_fan(t0, t3),
        two_chows_fan(t1, t2), two_chows_fan(t1, t3), two_chows_fan(t2, t3),
    ]  # fmt: skip
    limit = 3
    # one less for each chow related to none of the others
    for a, b, c in ((0, 1, 2), (0, 3, 4), (1, 3, 5), (2, 4, 5)):
        if pairs[a] == NONE and pairs[b] == NONE and pairs[c] == NONE:
            limit -= 1
    if limit > 0:
        account_once(pairs, limit, ft, notes)


def three_chows(mids: list[int], ft: list[int], notes: list | None) -> None:
    t0, t1, t2 = mids
    fan = three_chows_fan(t0, t1, t2)
    if fan != NONE:
        ft[fan] = 1
        return
    account_once([two_chows_fan(t0, t1), two_chows_fan(t0, t2), two_chows_fan(t1, t2)], 2, ft, notes)


def two_chows(mids: list[int], ft: list[int]) -> None:
    fan = two_chows_fan(mids[0], mids[1])
    if fan != NONE:
        ft[fan] += 1


def is_pure_terminal_chows(chow_mids: list[int], pair: int) -> bool:
    """一色双龙会: 123, 123, 789, 789 of one suit with a pair of 5s of the same suit."""
    if pair & 0xF != 5 or pair >> 4 > 3:
        return False
    if any(m >> 4 != pair >> 4 for m in chow_mids):
        return False
    ranks = sorted(m & 0xF for m in chow_mids)
    return ranks == [2, 2, 8, 8]


def is_three_suited_terminal_chows(chow_mids: list[int], pair: int) -> bool:
    """三色双龙会: 123 and 789 in each of two suits, a pair of 5s in the third."""
    if pair & 0xF != 5 or pair >> 4 > 3:
        return False
    suit = pair >> 4
    if any(m >> 4 == suit or (m & 0xF) not in (2, 8) for m in chow_mids):
        return False
    others = {1, 2, 3} - {suit}
    return set(chow_mids) == {(s << 4) | r for s in others for r in (2, 8)}


# ---------------------------------------------------------------- pungs and kongs


def _is_numbered(t: int) -> bool:
    return t < 0x40


def four_pungs_fan(t0: int, t1: int, t2: int, t3: int) -> int:
    if _is_numbered(t0) and t0 + 1 == t1 and t1 + 1 == t2 and t2 + 1 == t3:
        return F.FOUR_PURE_SHIFTED_PUNGS
    if (t0, t1, t2, t3) == (0x41, 0x42, 0x43, 0x44):
        return F.BIG_FOUR_WINDS
    return NONE


def three_pungs_fan(t0: int, t1: int, t2: int) -> int:
    """Numbers: 三色三节高, 三同刻 (three suits), 一色三节高 (one suit); honors: 三风刻, 大三元."""
    if _is_numbered(t0) and _is_numbered(t1) and _is_numbered(t2):
        s0, s1, s2 = t0 >> 4, t1 >> 4, t2 >> 4
        r0, r1, r2 = t0 & 0xF, t1 & 0xF, t2 & 0xF
        if s0 not in (s1, s2) and s1 != s2:
            if _shifted_1_unordered(r0, r1, r2):
                return F.MIXED_SHIFTED_PUNGS
            if r0 == r1 == r2:
                return F.TRIPLE_PUNG
        elif t0 + 1 == t1 and t1 + 1 == t2:
            return F.PURE_SHIFTED_PUNGS
        return NONE
    if t0 >= 0x41 and t2 <= 0x44:
        return F.BIG_THREE_WINDS
    if (t0, t1, t2) == (0x45, 0x46, 0x47):
        return F.BIG_THREE_DRAGONS
    return NONE


def two_pungs_fan(t0: int, t1: int) -> int:
    if _is_numbered(t0) and _is_numbered(t1):
        return F.DOUBLE_PUNG if (t0 & 0xF) == (t1 & 0xF) else NONE
    if t0 >= 0x45 and t1 >= 0x45:
        return F.TWO_DRAGON_PUNGS
    return NONE


def one_pung_fan(t: int) -> int:
    if t >= 0x45:
        return F.DRAGON_PUNG
    if t >= 0x41 or (t & 0xF) in (1, 9):
        return F.PUNG_OF_TERMINALS_OR_HONORS
    return NONE


def four_pungs(tiles: list[int], ft: list[int]) -> None:
    t0, t1, t2, t3 = tiles
    fan = four_pungs_fan(t0, t1, t2, t3)
    if fan != NONE:
        ft[fan] = 1
        return
    for a, b, c, free in ((0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0)):
        fan = three_pungs_fan(tiles[a], tiles[b], tiles[c])
        if fan != NONE:
            ft[fan] = 1
            # the fourth pung may combine once with one of the three (套算一次)
            for i in (a, b, c):
                extra = two_pungs_fan(tiles[i], tiles[free])
                if extra != NONE:
                    ft[extra] += 1
                    break
            return
    for i in range(4):
        for j in range(i + 1, 4):
            extra = two_pungs_fan(tiles[i], tiles[j])
            if extra != NONE:
                ft[extra] += 1


def three_pungs(tiles: list[int], ft: list[int]) -> None:
    t0, t1, t2 = tiles
    fan = three_pungs_fan(t0, t1, t2)
    if fan != NONE:
        ft[fan] = 1
        return
    for a, b in ((t0, t1), (t0, t2), (t1, t2)):
        extra = two_pungs_fan(a, b)
        if extra != NONE:
            ft[extra] += 1


def kongs_and_concealed_pungs(
    concealed_pungs: int, melded_kongs: int, concealed_kongs: int, ft: list[int]
) -> None:
    """At most one fan of the kong family and one of the concealed-pung family.

    A concealed kong counts as a concealed pung; one melded and one concealed kong score 明杠 +
    暗杠 (our baseline has no 明暗杠 fan).
    """
    kongs = melded_kongs + concealed_kongs
    hidden = concealed_pungs + concealed_kongs  # concealed pungs, kongs included
    if kongs == 0:
        pass
    elif kongs == 1:
        ft[F.MELDED_KONG if melded_kongs else F.CONCEALED_KONG] = 1
    elif kongs == 2:
        if concealed_kongs == 0:
            ft[F.TWO_MELDED_KONGS] = 1
        elif concealed_kongs == 1:
            ft[F.MELDED_KONG] = 1
            ft[F.CONCEALED_KONG] = 1
        else:
            ft[F.TWO_CONCEALED_KONGS] = 1
            hidden = concealed_pungs + 2 if concealed_pungs else 0  # 双暗杠 excludes 双暗刻
    elif kongs == 3:
        ft[F.THREE_KONGS] = 1
    else:
        ft[F.FOUR_KONGS] = 1
    if kongs >= 3:
        # the reference's table: 三杠/四杠 with n concealed pungs (kongs included)
        if kongs == 3 and concealed_kongs == 1:
            hidden = 2 if concealed_pungs else 0
        elif kongs == 4:
            hidden = concealed_kongs if concealed_kongs >= 2 else 0
    if hidden == 2:
        ft[F.TWO_CONCEALED_PUNGS] = 1
    elif hidden == 3:
        ft[F.THREE_CONCEALED_PUNGS] = 1
    elif hidden == 4:
        ft[F.FOUR_CONCEALED_PUNGS] = 1


# ---------------------------------------------------------------- whole-hand traits

_GREEN = frozenset({0x22, 0x23, 0x24, 0x26, 0x28, 0x46})
_REVERSIBLE = frozenset({0x31, 0x32, 0x33, 0x34, 0x35, 0x38, 0x39, 0x22, 0x24, 0x25, 0x26, 0x28, 0x29, 0x47})


def suits(kinds: list[int], ft: list[int]) -> None:
    """无字, 缺一门, 混一色, 清一色, 五门齐 from the tile kinds present."""
    present = {t >> 4 for t in kinds}
    numbered = present - {4}
    honors = 4 in present
    if not honors:
        ft[F.NO_HONORS] = 1
    voided = 3 - len(numbered)
    if voided == 2:
        if honors:
            ft[F.HALF_FLUSH] = 1
        else:
            ft[F.FULL_FLUSH] = 1
            ft[F.NO_HONORS] = 0
    elif voided == 1:
        ft[F.ONE_VOIDED_SUIT] = 1
    if len(numbered) == 3 and honors:
        if any(0x41 <= t <= 0x44 for t in kinds) and any(t >= 0x45 for t in kinds):
            ft[F.ALL_TYPES] = 1


def tile_traits(kinds: list[int], ft: list[int]) -> None:
    """断幺, 推不倒, 绿一色, 字一色, 清幺九, 混幺九 from the tile kinds present."""
    simples = all(t < 0x40 and (t & 0xF) not in (1, 9) for t in kinds)
    if simples:
        ft[F.ALL_SIMPLES] = 1
    if all(t in _REVERSIBLE for t in kinds):
        ft[F.REVERSIBLE_TILES] = 1
    if all(t in _GREEN for t in kinds):
        ft[F.ALL_GREEN] = 1
    if simples:
        return
    if all(t >= 0x41 for t in kinds):
        ft[F.ALL_HONORS] = 1
    elif all(t < 0x40 and (t & 0xF) in (1, 9) for t in kinds):
        ft[F.ALL_TERMINALS] = 1
    elif all(t >= 0x41 or (t & 0xF) in (1, 9) for t in kinds):
        ft[F.ALL_TERMINALS_AND_HONORS] = 1


def rank_range(kinds: list[int], ft: list[int]) -> None:
    """全小/小于五, 全大/大于五, 全中 (number tiles only)."""
    if any(t > 0x40 for t in kinds):
        return
    ranks = {t & 0xF for t in kinds}
    if max(ranks) <= 4:
        ft[F.LOWER_FOUR if 4 in ranks else F.LOWER_TILES] = 1
    elif min(ranks) >= 6:
        ft[F.UPPER_FOUR if 6 in ranks else F.UPPER_TILES] = 1
    elif min(ranks) >= 4 and max(ranks) <= 6:
        ft[F.MIDDLE_TILES] = 1


def win_conditions(
    self_drawn: bool, last_copy: bool, kong_related: bool, last_tile: bool, ft: list[int]
) -> None:
    """和绝张, 自摸, 妙手回春, 杠上开花, 海底捞月, 抢杠和."""
    if last_copy:
        ft[F.LAST_TILE] = 1
    if self_drawn:
        ft[F.SELF_DRAWN] = 1
        if last_tile:
            ft[F.LAST_TILE_DRAW] = 1
        if kong_related:
            ft[F.OUT_WITH_REPLACEMENT_TILE] = 1
    else:
        if last_tile:
            ft[F.LAST_TILE_CLAIM] = 1
        if kong_related:
            ft[F.ROBBING_THE_KONG] = 1
