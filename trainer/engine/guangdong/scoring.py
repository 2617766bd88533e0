"""Scoring a Guangdong win: the hand types shown, the one that counts (values do not add), the
ghost multipliers, and what the ghosts stood for.

The seed's principles (计番原则): a hand showing several types counts only the highest, except that
清一色 or 混一色 add to 碰碰和 or 七对; 无鬼加倍 (a hand without a ghost doubles) and 出鬼 (each ghost
discarded doubles) multiply whatever counts; four ghosts may win at once (四鬼和牌, 12).

Ghosts stand for any tile (a fifth copy included).  :func:`score_hand` finds the substitutions that
matter with a search that lets each ghost fill a gap in a set, a pair or a chow, or make whole sets
of ghosts alone, then scores every resulting hand as if it had no ghosts and keeps the best.  The
test suite checks this against trying every substitution.

>>> from trainer.engine.notation import parse_hand
>>> r = score_hand(parse_hand("[111m][555m]999mEECWW"), GdContext(), rules=NO_GHOSTS)
Traceback (most recent call last):
...
trainer.engine.errors.NotAWin: ... is not a winning hand
>>> r = score_hand(parse_hand("[111m][555m]999mEEECC"), GdContext(), rules=NO_GHOSTS)
>>> [t.value for t in r.counted], r.base, r.total
(['hun_yi_se', 'peng_peng_hu'], 8, 8)
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations_with_replacement

from trainer.engine.decompose import CHOW, regular_divisions
from trainer.engine.errors import InvalidHand, NotAWin
from trainer.engine.notation import format_hand, format_tiles
from trainer.engine.tiles import (
    ALL_KINDS,
    DRAGONS,
    TABLE_SIZE,
    TERMINALS_AND_HONORS,
    WINDS,
    Hand,
    Meld,
    MeldKind,
    Tile,
    is_honor,
    is_suited,
    is_terminal,
)

from .hand_types import FLUSHES, STACKS_WITH_FLUSH, TYPES, HandType, Multiplier
from .rules import GuangdongRules

NO_GHOSTS = GuangdongRules(ghosts=False)
T = HandType
_ORPHANS = tuple(TERMINALS_AND_HONORS)
_CHOW_STARTS = tuple(t for t in ALL_KINDS if is_suited(t) and (t & 0xF) <= 7)


class WinBy(enum.Enum):
    SELF_DRAWN = "self_drawn"  # 自摸
    ROBBING_KONG = "robbing_kong"  # 抢杠和
    DISCARD = "discard"  # not allowed in 推倒和: scored only to say so


@dataclass(frozen=True, slots=True)
class GdContext:
    """How the hand was won.  ``kong_replacement`` (杠上开花) and ``last_tile`` (海底捞月) go with a
    self-drawn win; ``heavenly`` (天和) and ``earthly`` (地和) are set by the game; ``ghosts_discarded``
    counts the ghosts the winner discarded during the hand (出鬼)."""

    win_by: WinBy = WinBy.SELF_DRAWN
    kong_replacement: bool = False
    last_tile: bool = False
    heavenly: bool = False
    earthly: bool = False
    ghosts_discarded: int = 0

    def __post_init__(self) -> None:
        if self.win_by is not WinBy.SELF_DRAWN and (self.kong_replacement or self.last_tile):
            raise InvalidHand("a win on a kong's replacement or on the last tile is self-drawn")
        if self.ghosts_discarded < 0:
            raise InvalidHand("ghosts_discarded cannot be negative")


@dataclass(frozen=True, slots=True)
class Group:
    kind: str  # "pung", "kong", "chow", "pair", "pairs", "orphans"
    tiles: tuple[Tile, ...]
    exposed: bool = False


@dataclass(frozen=True, slots=True)
class GdResult:
    hand: Hand
    context: GdContext
    ghost: Tile | None
    groups: tuple[Group, ...]  # the reading that scored best
    substitution: tuple[Tile, ...]  # what each ghost stood for, in that reading
    types: tuple[HandType, ...]  # every type the reading shows, highest first
    counted: tuple[HandType, ...]  # the types that count (one, or a flush with its partner)
    base: int
    multipliers: tuple[tuple[Multiplier, int], ...]  # (why, factor)
    total: int
    ghosts: int  # ghost tiles held

    @property
    def legal(self) -> bool:
        """Whether the win is allowed: 推倒和 has no discard wins."""
        return self.context.win_by is not WinBy.DISCARD

    @property
    def suppressed(self) -> tuple[HandType, ...]:
        return tuple(t for t in self.types if t not in self.counted)

    @property
    def factor(self) -> int:
        product = 1
        for _, f in self.multipliers:
            product *= f
        return product


# ---------------------------------------------------------------------------------------- readings


def _counts(tiles: Sequence[int]) -> list[int]:
    counts = [0] * TABLE_SIZE
    for t in tiles:
        counts[t] += 1
    return counts


def _meld_groups(melds: Sequence[Meld]) -> list[Group]:
    return [Group("kong" if m.is_kong else "pung", m.tiles, exposed=not m.concealed) for m in melds]


def _readings(concealed: tuple[int, ...], melds: tuple[Meld, ...]) -> list[tuple[Group, ...]]:
    """Every reading of a ghost-free hand: concealed tiles (win tile included) plus its melds."""
    counts = _counts(concealed)
    declared = _meld_groups(melds)
    readings: list[tuple[Group, ...]] = []
    for sets, pair in regular_divisions(counts, 4 - len(melds)):
        groups = list(declared)
        for kind, tile in sets:
            if kind == CHOW:
                groups.append(Group("chow", (Tile(tile), Tile(tile + 1), Tile(tile + 2))))
            else:
                groups.append(Group("pung", (Tile(tile),) * 3))
        groups.append(Group("pair", (Tile(pair),) * 2))
        readings.append(tuple(groups))
    if not melds and len(concealed) == 14:
        if all(n % 2 == 0 for n in counts):
            readings.append(tuple(Group("pairs", (Tile(t),) * n) for t, n in enumerate(counts) if n))
        if all(t in _ORPHANS for t in concealed) and len(set(concealed)) == 13:
            readings.append((Group("orphans", tuple(sorted(Tile(t) for t in concealed))),))
    return readings


def _shown_types(groups: tuple[Group, ...], ctx: GdContext) -> set[HandType]:
    """The types one ghost-free reading shows, situational ones included."""
    tiles = [t for g in groups for t in g.tiles]
    shown: set[HandType] = set()
    suits = {t >> 4 for t in tiles if is_suited(t)}
    honors = any(is_honor(t) for t in tiles)
    if not suits:
        shown.add(T.ZI_YI_SE)
    elif len(suits) == 1:
        shown.add(T.HUN_YI_SE if honors else T.QING_YI_SE)
    if groups[0].kind == "orphans":
        shown.add(T.SHI_SAN_YAO)
    elif groups[0].kind == "pairs":
        fours = sum(1 for g in groups if len(g.tiles) >= 4)
        shown.add((T.QI_DUI, T.HAO_HUA_QI_DUI, T.SHUANG_HAO_HUA_QI_DUI, T.SAN_HAO_HUA_QI_DUI)[min(fours, 3)])
    else:
        sets = [g for g in groups if g.kind != "pair"]
        pair = next(g.tiles[0] for g in groups if g.kind == "pair")
        pungs = [g.tiles[0] for g in sets if g.kind in ("pung", "kong")]
        chows = len(sets) - len(pungs)
        wind_pungs = sum(1 for t in pungs if t in WINDS)
        dragon_pungs = sum(1 for t in pungs if t in DRAGONS)
        if dragon_pungs == 3:
            shown.add(T.DA_SAN_YUAN)
        elif dragon_pungs == 2 and pair in DRAGONS:
            shown.add(T.XIAO_SAN_YUAN)
        if wind_pungs == 4:
            shown.add(T.DA_SI_XI)
        elif wind_pungs == 3 and pair in WINDS:
            shown.add(T.XIAO_SI_XI)
        if sum(1 for g in sets if g.kind == "kong") == 4:
            shown.add(T.SHI_BA_LUO_HAN)
        if not chows:
            shown.add(T.PENG_PENG_HU)
            if all(t in _ORPHANS for t in tiles) and any(is_terminal(t) for t in tiles):
                shown.add(T.YAO_JIU)
        if not pungs:
            shown.add(T.PING_HU)
        if len(suits) == 1 and not honors and not any(g.exposed for g in groups) and _nine_gates(tiles):
            shown.add(T.JIU_LIAN_BAO_DENG)
    if not any(g.exposed for g in groups):
        shown.add(T.MEN_QING)
    if ctx.heavenly:
        shown.add(T.TIAN_HU)
    if ctx.earthly:
        shown.add(T.DI_HU)
    if ctx.last_tile:
        shown.add(T.HAI_DI_LAO_YUE)
    if ctx.kong_replacement:
        shown.add(T.GANG_SHANG_KAI_HUA)
    if ctx.win_by is WinBy.ROBBING_KONG:
        shown.add(T.QIANG_GANG_HU)
    return shown


def _nine_gates(tiles: list[Tile]) -> bool:
    if len(tiles) != 14:
        return False
    ranks = [0] * 10
    for t in tiles:
        ranks[t & 0xF] += 1
    need = (0, 3, 1, 1, 1, 1, 1, 1, 1, 3)
    return all(ranks[r] >= need[r] for r in range(1, 10))


def count_types(shown: set[HandType] | frozenset[HandType]) -> tuple[int, tuple[HandType, ...]]:
    """The value of a set of shown types and the types that make it (values do not add, except a
    flush with 碰碰和 or 七对)."""
    if not shown:
        return TYPES[T.JI_HU].points, (T.JI_HU,)
    best = max(shown, key=_rank)
    value, counted = TYPES[best].points, (best,)
    for flush in FLUSHES:
        if flush not in shown:
            continue
        for partner in STACKS_WITH_FLUSH:
            if partner in shown:
                total = TYPES[flush].points + TYPES[partner].points
                if total > value:
                    value, counted = total, (flush, partner)
    return value, counted


_ORDER = {t: i for i, t in enumerate(HandType)}


def _rank(hand_type: HandType) -> tuple[int, int]:
    return (TYPES[hand_type].points, -_ORDER[hand_type])


def _sorted_types(types: set[HandType]) -> tuple[HandType, ...]:
    return tuple(sorted(types, key=_rank, reverse=True))


@dataclass(frozen=True, slots=True)
class _Best:
    value: int
    counted: tuple[HandType, ...]
    types: tuple[HandType, ...]
    groups: tuple[Group, ...]
    substitution: tuple[Tile, ...]


def _best_reading(
    concealed: tuple[int, ...], melds: tuple[Meld, ...], ctx: GdContext, substitution
) -> _Best | None:
    best: _Best | None = None
    for groups in _readings(concealed, melds):
        shown = _shown_types(groups, ctx)
        value, counted = count_types(shown)
        if best is None or value > best.value:
            best = _Best(value, counted, _sorted_types(shown), groups, substitution)
    return best


# ---------------------------------------------------------------------------------------- ghosts


def ghost_fills(naturals: Sequence[int], jokers: int, melds: int) -> set[tuple[Tile, ...]]:
    """The tile kinds ``jokers`` ghosts can stand for so that the natural tiles (a count table or a
    tile list) plus them make a winning shape with ``melds`` declared melds.  Each answer is a
    sorted tuple; an empty set means no win.  Covers every substitution that changes a reading."""
    tiles = list(naturals)
    counts = _counts(tiles) if len(tiles) != TABLE_SIZE else list(tiles)
    found: set[tuple[Tile, ...]] = set()
    held = frozenset(t & 0xF0 for t in ALL_KINDS if counts[t] and is_suited(t))
    _regular_fills(counts, jokers, 4 - melds, 1, [], found, held)
    if melds == 0:
        _seven_pairs_fills(counts, jokers, found, held)
        _orphans_fills(counts, jokers, found)
    return found


def _regular_fills(
    counts: list[int], jokers: int, sets: int, pairs: int, used: list[int], found: set, held: frozenset[int]
) -> None:
    """Fill ``sets`` sets and ``pairs`` pairs from the lowest natural tile up; ``held``: the suits of
    the natural tiles (free groups of ghosts are chosen by them)."""
    k = next((t for t in ALL_KINDS if counts[t]), None)
    if k is None:
        if jokers != 3 * sets + 2 * pairs:
            return
        for extra in _free_groups(sets, pairs, held):
            found.add(tuple(sorted(Tile(t) for t in (*used, *extra))))
        return
    c = counts[k]
    if pairs:
        take = min(c, 2)
        need = 2 - take
        if need <= jokers:
            counts[k] -= take
            _regular_fills(counts, jokers - need, sets, 0, used + [k] * need, found, held)
            counts[k] += take
    if sets:
        take = min(c, 3)
        need = 3 - take
        if need <= jokers:
            counts[k] -= take
            _regular_fills(counts, jokers - need, sets - 1, pairs, used + [k] * need, found, held)
            counts[k] += take
        if is_suited(k):
            rank = k & 0xF
            # k first, second or third in the chow; tiles below k are all ghosts (k is the lowest left)
            for start in (k, k - 1, k - 2):
                if not 1 <= (start & 0xF) <= 7 or (start & 0xF) > rank:
                    continue
                missing = [
                    start + i for i in range(3) if start + i != k and (start + i < k or not counts[start + i])
                ]
                if len(missing) > jokers:
                    continue
                taken = [start + i for i in range(3) if start + i not in missing]
                for t in taken:
                    counts[t] -= 1
                _regular_fills(counts, jokers - len(missing), sets - 1, pairs, used + missing, found, held)
                for t in taken:
                    counts[t] += 1


def _candidate_kinds(held: frozenset[int]) -> tuple[int, ...]:
    """The kinds a group of ghosts alone may usefully stand for.  What such a group adds to a hand's
    value depends only on its suit (flushes), on its being an honor (which one: winds, dragons), a
    terminal (幺九) or a pung, pair or chow; and, in a suit the hand holds, on its rank (nine gates,
    a luxury four).  So every honor, every rank of a held suit, and 1, 5, 9 of another suit cover
    every value a free group can give."""
    out = [t for t in ALL_KINDS if not is_suited(t) or t & 0xF0 in held or t & 0xF in (1, 5, 9)]
    return tuple(out)


@cache
def _free_groups(sets: int, pairs: int, held: frozenset[int]) -> tuple[tuple[int, ...], ...]:
    """Whole sets and pairs made of ghosts only: every choice of their tiles that can matter."""
    kinds = _candidate_kinds(held)
    starts = [s for s in _CHOW_STARTS if s & 0xF0 in held or s & 0xF == 1]
    groups: list[tuple[int, ...]] = [(t, t, t) for t in kinds] + [(s, s + 1, s + 2) for s in starts]
    out: list[tuple[int, ...]] = []
    for chosen in combinations_with_replacement(range(len(groups)), sets):
        base = tuple(t for i in chosen for t in groups[i])
        if pairs:
            out.extend((*base, t, t) for t in kinds)
        else:
            out.append(base)
    return tuple(out)


def _seven_pairs_fills(counts: list[int], jokers: int, found: set, held: frozenset[int]) -> None:
    singles = [t for t in ALL_KINDS if counts[t] % 2]
    spare = jokers - len(singles)
    if spare < 0 or spare % 2 or sum(counts) + jokers != 14:
        return
    for extra in combinations_with_replacement(_candidate_kinds(held), spare // 2):
        found.add(tuple(sorted([*singles, *(t for t in extra for _ in range(2))])))


def _orphans_fills(counts: list[int], jokers: int, found: set) -> None:
    if sum(counts) + jokers != 14 or any(counts[t] for t in ALL_KINDS if t not in _ORPHANS):
        return
    if any(counts[t] > 2 for t in _ORPHANS) or sum(1 for t in _ORPHANS if counts[t] == 2) > 1:
        return
    missing = [t for t in _ORPHANS if not counts[t]]
    if any(counts[t] == 2 for t in _ORPHANS):
        if len(missing) == jokers:
            found.add(tuple(missing))
    elif len(missing) + 1 == jokers:
        for extra in _ORPHANS:
            found.add(tuple(sorted([*missing, extra])))


# ---------------------------------------------------------------------------------------- scoring


def check_hand(hand: Hand) -> None:
    """Guangdong hands have no chows among their melds (推倒和规则不可吃牌)."""
    for number, meld in enumerate(hand.melds, start=1):
        if meld.kind is MeldKind.CHOW:
            raise InvalidHand(f"meld {number} is a chow: Guangdong mahjong has no chow, only pungs and kongs")


def score_hand(
    hand: Hand,
    ctx: GdContext | None = None,
    *,
    ghost: Tile | None = None,
    rules: GuangdongRules | None = None,
) -> GdResult:
    """Score a complete hand (a win tile is required).  ``ghost`` is the ghost tile kind when the
    table plays with ghosts; ghost tiles in the standing hand (the win tile included) are wild.
    Raises NotAWin if no substitution makes a winning shape and four ghosts are not held."""
    ctx = ctx or GdContext()
    rules = rules or GuangdongRules()
    check_hand(hand)
    if hand.win_tile is None:
        raise InvalidHand("the hand has 13 tiles; add the win tile last")
    if not rules.ghosts:
        ghost = None
    standing = hand.standing_with_win()
    wild = sum(1 for t in standing if t == ghost) if ghost is not None else 0
    naturals = tuple(t for t in standing if t != ghost) if wild else standing
    best: _Best | None = None
    if wild:
        for fill in sorted(ghost_fills(naturals, wild, len(hand.melds))):
            candidate = _best_reading(tuple(sorted(naturals + fill)), hand.melds, ctx, fill)
            if candidate is not None and (best is None or candidate.value > best.value):
                best = candidate
    else:
        best = _best_reading(tuple(sorted(standing)), hand.melds, ctx, ())
    four = wild == 4 and rules.four_ghosts_win
    if four:
        points = TYPES[T.SI_GUI].points
        if best is None or best.value < points:
            shown = set(best.types) if best else set()
            shown.add(T.SI_GUI)
            best = _Best(
                points,
                (T.SI_GUI,),
                _sorted_types(shown),
                best.groups if best else (),
                best.substitution if best else (),
            )
        else:
            best = _Best(
                best.value,
                best.counted,
                _sorted_types({*best.types, T.SI_GUI}),
                best.groups,
                best.substitution,
            )
    if best is None:
        raise NotAWin(f"{format_hand(hand)} is not a winning hand")
    multipliers: list[tuple[Multiplier, int]] = []
    held = sum(1 for t in hand.all_tiles() if t == ghost) if ghost is not None else 0
    if ghost is not None and rules.no_ghost_double and held == 0:
        multipliers.append((Multiplier.NO_GHOST, 2))
    if ghost is not None and rules.discarded_ghost_double and ctx.ghosts_discarded:
        multipliers.append((Multiplier.DISCARDED_GHOST, 2**ctx.ghosts_discarded))
    factor = 1
    for _, f in multipliers:
        factor *= f
    return GdResult(
        hand=hand,
        context=ctx,
        ghost=ghost,
        groups=best.groups,
        substitution=best.substitution,
        types=best.types,
        counted=best.counted,
        base=best.value,
        multipliers=tuple(multipliers),
        total=best.value * factor,
        ghosts=held,
    )


def is_winning(
    standing: Sequence[int], melds: int, ghost: Tile | None = None, *, four_ghosts: bool = True
) -> bool:
    """Whether standing tiles (14 - 3 x melds, the win tile included) make a Guangdong win."""
    wild = sum(1 for t in standing if t == ghost) if ghost is not None else 0
    if wild == 4 and four_ghosts:
        return True
    naturals = [t for t in standing if t != ghost] if wild else list(standing)
    return _can_win(tuple(sorted(naturals)), wild, melds)


@lru_cache(maxsize=1 << 16)
def _can_win(naturals: tuple[int, ...], jokers: int, melds: int) -> bool:
    if not jokers:
        return bool(_readings(naturals, (Meld(MeldKind.PUNG, Tile.M1),) * melds))
    return bool(ghost_fills(naturals, jokers, melds))


def winning_tiles(
    standing: Sequence[int], melds: int, ghost: Tile | None = None, *, four_ghosts: bool = True
) -> tuple[Tile, ...]:
    """The tile kinds that complete 13 - 3 x melds standing tiles (ghosts wild), the ghost included."""
    return tuple(t for t in ALL_KINDS if is_winning((*standing, t), melds, ghost, four_ghosts=four_ghosts))


def describe_groups(groups: Sequence[Group]) -> str:
    return " ".join(
        ("(" + format_tiles(g.tiles) + ")") if g.exposed else format_tiles(g.tiles) for g in groups
    )
