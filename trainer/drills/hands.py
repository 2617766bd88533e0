"""Seeded complete hands for the drills: recipes (shapes), limits per level, conditions, a search.

A *recipe* draws a :class:`Shape` from a ``random.Random``: four sets and a pair (a chow by its
lowest tile), or the fourteen loose tiles of a special form (七对, 十三幺, 全不靠, 九莲宝灯 ...), or
the nine tiles of a knitted straight with one set and a pair.  Recipes lean toward fans (a pool of
terminals for 全带幺, three chows of one suit for 清龙 ...); whether a hand really scores a fan is
never assumed: the drills score every hand with the engine and keep or redraw it.

:func:`build_hand` lays a shape out as a :class:`Hand` within :class:`Limits` (how many melds,
whether kongs, special forms and win conditions are allowed), :func:`draw_conditions` adds
consistent win conditions (the same consistency the engine's ``normalise`` checks: 杠上开花 needs a
kong, 抢杠和 a tile the hand does not hold, 和绝张 a tile not standing), and :func:`deal` searches:
recipe -> hand -> conditions -> score, until ``accept`` says yes.

Everything random comes from the ``rng`` passed in; the same ``rng`` state gives the same hand.

>>> import random
>>> dealt = deal(random.Random(7), ["pure_straight"], LEVEL_LIMITS[1], accept=lambda r: r.is_legal)
>>> any(f.fan.name == "PURE_STRAIGHT" for f in dealt.result.fans), dealt.hand.melds
(True, ())
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from random import Random

from trainer.engine.errors import InvalidHand, NotAWin
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.scoring import ScoreResult, score_hand
from trainer.engine.fans.table import FanId
from trainer.engine.situation import meld_to_json
from trainer.engine.tiles import (
    DRAGONS,
    GREEN_TILES,
    HONORS,
    REVERSIBLE_TILES,
    TILES,
    WINDS,
    Hand,
    Meld,
    MeldKind,
    Tile,
)

CHOW, PUNG, KONG = "chow", "pung", "kong"
Set = tuple[str, int]  # (kind, tile); a chow by its lowest tile

SUITS = (0x10, 0x20, 0x30)  # m s p
NUMBERS = tuple(s | r for s in SUITS for r in range(1, 10))
ALL_KINDS = NUMBERS + tuple(int(t) for t in HONORS)
TERMINALS = tuple(s | r for s in SUITS for r in (1, 9))
TERMINALS_HONORS = TERMINALS + tuple(int(t) for t in HONORS)
SIMPLES = tuple(s | r for s in SUITS for r in range(2, 9))
_WINDS = tuple(int(t) for t in WINDS)
_DRAGONS = tuple(int(t) for t in DRAGONS)
_HONORS = _WINDS + _DRAGONS


class Retry(Exception):
    """A recipe or a layout drew something impossible (a fifth copy, a flag that cannot hold)."""


class GenerationError(RuntimeError):
    """No hand met the request within the tries allowed (a request no recipe can meet)."""


# ---------------------------------------------------------------------------------------------
# Shapes and limits


@dataclass(frozen=True, slots=True)
class Shape:
    """A complete hand before it is laid out: what a recipe draws.

    ``exposed`` says which sets are laid open: ``None`` (as the limits allow, at random),
    ``"none"``, ``"all"`` or the indices of ``sets``.  Kongs are always declared
    (``kong_concealed``: None = each at random).  ``win``: a tile, ``"pair"``, or None (any standing
    tile).  ``flags`` are conditions the recipe needs (see :func:`draw_conditions`).
    """

    recipe: str
    sets: tuple[Set, ...] = ()
    pair: int = 0
    loose: tuple[int, ...] = ()  # the 14 tiles of a special form (no melds)
    knitted: tuple[int, ...] = ()  # the nine tiles of a knitted straight (with one set and a pair)
    exposed: str | tuple[int, ...] | None = None
    kong_concealed: bool | None = None
    win: int | str | None = None
    flags: Mapping[str, object] = field(default_factory=dict)

    @property
    def special(self) -> bool:
        return bool(self.loose or self.knitted)


@dataclass(frozen=True, slots=True)
class Limits:
    """What a level allows: melds, kongs, special forms, win conditions, winds other than East."""

    min_exposed: int = 0
    max_melds: int = 0
    kongs: bool = False
    special: bool = False
    flags: bool = False
    winds: bool = False

    def widened(self, other: Limits) -> Limits:
        """Allow what either allows (the minimum of exposed melds is the lower one)."""
        return Limits(
            min(self.min_exposed, other.min_exposed),
            max(self.max_melds, other.max_melds),
            self.kongs or other.kongs,
            self.special or other.special,
            self.flags or other.flags,
            self.winds or other.winds,
        )


# Level 1: concealed, no kongs, no special forms, a discard win in the East round by East.
# Level 2: melds (at least one exposed) and conditions.  Level 3: anything, kongs and special forms too.
LEVEL_LIMITS = {
    1: Limits(),
    2: Limits(min_exposed=1, max_melds=4, flags=True, winds=True),
    3: Limits(max_melds=4, kongs=True, special=True, flags=True, winds=True),
}


# ---------------------------------------------------------------------------------------------
# Set pools


def num(suit: int, rank: int) -> int:
    return suit | rank


def set_tiles(s: Set) -> list[int]:
    kind, t = s
    if kind == CHOW:
        return [t, t + 1, t + 2]
    return [t] * (4 if kind == KONG else 3)


def check_copies(tiles: Iterable[int]) -> None:
    counts: dict[int, int] = {}
    for t in tiles:
        counts[t] = counts.get(t, 0) + 1
        if counts[t] > 4:
            raise Retry


def random_chow(rng: Random, suits: Sequence[int] = SUITS, starts: Sequence[int] = range(1, 8)) -> Set:
    return (CHOW, num(rng.choice(suits), rng.choice(starts)))


def random_pung(rng: Random, tiles: Sequence[int], kong_rate: float = 0.12) -> Set:
    return (KONG if rng.random() < kong_rate else PUNG, rng.choice(tiles))


def related_chow(rng: Random, low: int, suits: Sequence[int], starts: Sequence[int]) -> Set:
    """A chow related to ``low``: the same (一般高), another suit (喜相逢), +3 (连六), 老少副, a step."""
    suit, rank = low & 0xF0, low & 0xF
    options = [(suit, rank)] + [(s, rank) for s in suits if s != suit]
    options += [(suit, r) for r in (rank + 3, rank - 3, rank + 1, rank + 2, 8 - rank) if 1 <= r <= 7]
    s, r = rng.choice(options)
    if r not in starts:
        r = rng.choice(list(starts))
    return (CHOW, num(s, r))


def _one_suit(rng: Random, honors: bool) -> tuple:
    s = rng.choice(SUITS)
    tiles = tuple(num(s, r) for r in range(1, 10)) + (_HONORS if honors else ())
    return 0.6, (s,), tiles, tiles, range(1, 8)


def _two_suits(rng: Random) -> tuple:
    suits = tuple(rng.sample(SUITS, 2))
    tiles = tuple(num(s, r) for s in suits for r in range(1, 10)) + _HONORS
    return 0.6, suits, tiles, tiles, range(1, 8)


# pool -> rng -> (chow rate, chow suits, pung tiles, pair tiles, chow starts)
POOLS: dict[str, Callable[[Random], tuple]] = {
    "random": lambda rng: (0.6, SUITS, ALL_KINDS, ALL_KINDS, range(1, 8)),
    "one_suit": lambda rng: _one_suit(rng, honors=False),
    "half_suit": lambda rng: _one_suit(rng, honors=True),
    "two_suits": _two_suits,
    "terminals": lambda rng: (0.5, SUITS, TERMINALS_HONORS, TERMINALS_HONORS, (1, 7)),
    "honors": lambda rng: (0.35, SUITS, _HONORS, ALL_KINDS, range(1, 8)),
    "simples": lambda rng: (0.6, SUITS, SIMPLES, SIMPLES, range(2, 7)),
    "pungs": lambda rng: (0.05, SUITS, ALL_KINDS, ALL_KINDS, range(1, 8)),
    "chows": lambda rng: (1.0, SUITS, ALL_KINDS, NUMBERS, range(1, 8)),
}


def pool_sets(rng: Random, pool: str, n: int = 4) -> tuple[list[Set], int]:
    """``n`` sets and a pair from a biased pool (a key of :data:`POOLS`)."""
    chow_rate, suits, pung_tiles, pair_tiles, starts = POOLS[pool](rng)
    sets: list[Set] = []
    for _ in range(n):
        if rng.random() < chow_rate:
            if sets and sets[-1][0] == CHOW and rng.random() < 0.5:
                sets.append(related_chow(rng, sets[-1][1], suits, starts))
            else:
                sets.append(random_chow(rng, suits, starts))
        else:
            sets.append(random_pung(rng, pung_tiles))
    return sets, rng.choice(pair_tiles)


def _fill(rng: Random, sets: list[Set], pool: str = "random") -> tuple[Set, ...]:
    more, _ = pool_sets(rng, pool, 4 - len(sets))
    return tuple(sets + more)


# ---------------------------------------------------------------------------------------------
# Recipes: rng -> Shape

Recipe = Callable[[Random], Shape]
RECIPES: dict[str, Recipe] = {}


def recipe(name: str) -> Callable[[Recipe], Recipe]:
    def register(fn: Recipe) -> Recipe:
        RECIPES[name] = fn
        return fn

    return register


def _free(pool: str) -> Recipe:
    def draw(rng: Random) -> Shape:
        sets, pair = pool_sets(rng, pool)
        return Shape(f"free_{pool}", tuple(sets), pair)

    return draw


for _pool in POOLS:
    RECIPES[f"free_{_pool}"] = _free(_pool)


@recipe("big_four_winds")
def _big_four_winds(rng: Random) -> Shape:
    return Shape("big_four_winds", tuple(random_pung(rng, [w]) for w in _WINDS), rng.choice(ALL_KINDS))


@recipe("little_four_winds")
def _little_four_winds(rng: Random) -> Shape:
    winds = rng.sample(_WINDS, 4)
    return Shape("little_four_winds", _fill(rng, [random_pung(rng, [w]) for w in winds[:3]]), winds[3])


@recipe("big_three_dragons")
def _big_three_dragons(rng: Random) -> Shape:
    return Shape(
        "big_three_dragons", _fill(rng, [random_pung(rng, [d]) for d in _DRAGONS]), rng.choice(ALL_KINDS)
    )


@recipe("little_three_dragons")
def _little_three_dragons(rng: Random) -> Shape:
    dragons = rng.sample(_DRAGONS, 3)
    return Shape("little_three_dragons", _fill(rng, [random_pung(rng, [d]) for d in dragons[:2]]), dragons[2])


@recipe("two_dragons")
def _two_dragons(rng: Random) -> Shape:
    dragons = rng.sample(_DRAGONS, 2)
    sets, pair = pool_sets(rng, rng.choice(("random", "chows", "half_suit")), 2)
    return Shape("two_dragons", tuple([random_pung(rng, [d]) for d in dragons] + sets), pair)


@recipe("dragon_pung")
def _dragon_pung(rng: Random) -> Shape:
    sets, pair = pool_sets(rng, rng.choice(("random", "chows", "half_suit", "two_suits")), 3)
    return Shape("dragon_pung", (random_pung(rng, [rng.choice(_DRAGONS)]), *sets), pair)


@recipe("wind_pung")
def _wind_pung(rng: Random) -> Shape:
    """A wind pung (圈风刻 / 门风刻 when the winds match; the conditions choose them to)."""
    sets, pair = pool_sets(rng, rng.choice(("random", "chows", "half_suit", "two_suits")), 3)
    return Shape("wind_pung", (random_pung(rng, [rng.choice(_WINDS)]), *sets), pair)


@recipe("big_three_winds")
def _big_three_winds(rng: Random) -> Shape:
    winds = rng.sample(_WINDS, 3)
    pair = rng.choice([t for t in ALL_KINDS if t not in _WINDS])
    return Shape("big_three_winds", _fill(rng, [random_pung(rng, [w]) for w in winds]), pair)


@recipe("all_honors")
def _all_honors(rng: Random) -> Shape:
    tiles = rng.sample(_HONORS, 5)
    return Shape("all_honors", tuple(random_pung(rng, [t]) for t in tiles[:4]), tiles[4])


@recipe("all_terminals")
def _all_terminals(rng: Random) -> Shape:
    tiles = rng.sample(TERMINALS, 5)
    return Shape("all_terminals", tuple(random_pung(rng, [t]) for t in tiles[:4]), tiles[4])


@recipe("terminals_and_honors")
def _terminals_and_honors(rng: Random) -> Shape:
    tiles = rng.sample(TERMINALS, rng.choice((1, 2, 3))) + rng.sample(_HONORS, 2)
    tiles += rng.sample([t for t in TERMINALS_HONORS if t not in tiles], 5 - len(tiles))
    rng.shuffle(tiles)
    return Shape("terminals_and_honors", tuple(random_pung(rng, [t]) for t in tiles[:4]), tiles[4])


@recipe("all_green")
def _all_green(rng: Random) -> Shape:
    green = sorted(int(t) for t in GREEN_TILES)
    sets = tuple((CHOW, int(Tile.S2)) if rng.random() < 0.4 else random_pung(rng, green) for _ in range(4))
    return Shape("all_green", sets, rng.choice(green))


@recipe("reversible")
def _reversible(rng: Random) -> Shape:
    rev = sorted(int(t) for t in REVERSIBLE_TILES)
    starts = [int(Tile.P1), int(Tile.P2), int(Tile.P3), int(Tile.S4)]
    sets = tuple(
        (CHOW, rng.choice(starts)) if rng.random() < 0.5 else random_pung(rng, rev) for _ in range(4)
    )
    return Shape("reversible", sets, rng.choice(rev))


_RANGES = {
    "upper": (7, 8, 9),
    "middle": (4, 5, 6),
    "lower": (1, 2, 3),
    "upper_four": (6, 7, 8, 9),
    "lower_four": (1, 2, 3, 4),
    "all_even": (2, 4, 6, 8),
    "all_five": (5,),
}


def _rank_range(kind: str) -> Recipe:
    ranks = _RANGES[kind]

    def draw(rng: Random) -> Shape:
        tiles = [num(s, r) for s in SUITS for r in ranks]
        if kind == "all_five":
            lows = [num(s, r) for s in SUITS for r in (3, 4, 5)]
        else:
            lows = [num(s, r) for s in SUITS for r in range(1, 8) if all(r + d in ranks for d in (0, 1, 2))]
        sets = []
        for _ in range(4):
            if kind != "all_even" and lows and rng.random() < 0.6:
                sets.append((CHOW, rng.choice(lows)))
            else:
                sets.append(random_pung(rng, tiles, 0.08))
        return Shape(kind, tuple(sets), rng.choice(tiles))

    return draw


for _kind in _RANGES:
    RECIPES[_kind] = _rank_range(_kind)


def _pure_chows(kind: str) -> Recipe:
    def draw(rng: Random) -> Shape:
        s = rng.choice(SUITS)
        if kind == "pure_terminal_chows":
            return Shape(kind, ((CHOW, num(s, 1)),) * 2 + ((CHOW, num(s, 7)),) * 2, num(s, 5))
        if kind == "quadruple_chow":
            return Shape(kind, ((CHOW, num(s, rng.randint(1, 7))),) * 4, rng.choice(ALL_KINDS))
        if kind == "four_shifted_chows":
            step = rng.choice((1, 2))
            r = rng.randint(1, 7 - 3 * step)
            return Shape(kind, tuple((CHOW, num(s, r + i * step)) for i in range(4)), rng.choice(ALL_KINDS))
        if kind == "pure_triple_chow":
            three = [(CHOW, num(s, rng.randint(1, 7)))] * 3
        elif kind == "pure_shifted_chows":
            step = rng.choice((1, 2))
            r = rng.randint(1, 7 - 2 * step)
            three = [(CHOW, num(s, r + i * step)) for i in range(3)]
        elif kind == "pure_straight":
            three = [(CHOW, num(s, 1)), (CHOW, num(s, 4)), (CHOW, num(s, 7))]
        elif kind == "pure_double_chow":
            r = rng.randint(1, 7)
            three = [(CHOW, num(s, r))] * 2
        else:  # short straight / two terminal chows
            r = rng.randint(1, 4)
            three = (
                [(CHOW, num(s, r)), (CHOW, num(s, r + 3))]
                if kind == "short_straight"
                else [(CHOW, num(s, 1)), (CHOW, num(s, 7))]
            )
        return Shape(
            kind, _fill(rng, three, rng.choice(("random", "chows", "half_suit"))), rng.choice(ALL_KINDS)
        )

    return draw


for _kind in (
    "pure_terminal_chows",
    "quadruple_chow",
    "four_shifted_chows",
    "pure_triple_chow",
    "pure_shifted_chows",
    "pure_straight",
    "pure_double_chow",
    "short_straight",
    "two_terminal_chows",
):
    RECIPES[_kind] = _pure_chows(_kind)


def _mixed_chows(kind: str) -> Recipe:
    def draw(rng: Random) -> Shape:
        a, b, c = rng.sample(SUITS, 3)
        if kind == "three_suited_terminal_chows":
            sets = ((CHOW, num(a, 1)), (CHOW, num(a, 7)), (CHOW, num(b, 1)), (CHOW, num(b, 7)))
            return Shape(kind, sets, num(c, 5))
        if kind == "mixed_straight":
            three = [(CHOW, num(a, 1)), (CHOW, num(b, 4)), (CHOW, num(c, 7))]
        elif kind == "mixed_triple_chow":
            r = rng.randint(1, 7)
            three = [(CHOW, num(x, r)) for x in (a, b, c)]
        elif kind == "mixed_shifted_chows":
            r = rng.randint(1, 5)
            three = [(CHOW, num(a, r)), (CHOW, num(b, r + 1)), (CHOW, num(c, r + 2))]
        else:  # mixed double chow
            r = rng.randint(1, 7)
            three = [(CHOW, num(a, r)), (CHOW, num(b, r))]
        return Shape(kind, _fill(rng, three, rng.choice(("random", "chows"))), rng.choice(ALL_KINDS))

    return draw


for _kind in (
    "three_suited_terminal_chows",
    "mixed_straight",
    "mixed_triple_chow",
    "mixed_shifted_chows",
    "mixed_double_chow",
):
    RECIPES[_kind] = _mixed_chows(_kind)


def _pung_relations(kind: str) -> Recipe:
    def draw(rng: Random) -> Shape:
        a, b, c = rng.sample(SUITS, 3)
        if kind == "four_shifted_pungs":
            r = rng.randint(1, 6)
            return Shape(
                kind, tuple(random_pung(rng, [num(a, r + i)], 0.08) for i in range(4)), rng.choice(ALL_KINDS)
            )
        if kind == "pure_shifted_pungs":
            r = rng.randint(1, 7)
            three = [random_pung(rng, [num(a, r + i)], 0.08) for i in range(3)]
        elif kind == "mixed_shifted_pungs":
            r = rng.randint(1, 7)
            three = [random_pung(rng, [num(x, r + i)], 0.08) for i, x in enumerate((a, b, c))]
        elif kind == "triple_pung":
            r = rng.randint(1, 9)
            three = [random_pung(rng, [num(x, r)], 0.08) for x in (a, b, c)]
        else:  # double pung
            r = rng.randint(1, 9)
            three = [random_pung(rng, [num(x, r)], 0.08) for x in (a, b)]
        return Shape(kind, _fill(rng, three, rng.choice(("random", "pungs"))), rng.choice(ALL_KINDS))

    return draw


for _kind in (
    "four_shifted_pungs",
    "pure_shifted_pungs",
    "mixed_shifted_pungs",
    "triple_pung",
    "double_pung",
):
    RECIPES[_kind] = _pung_relations(_kind)


def _kongs(kind: str) -> Recipe:
    n, concealed = {
        "four_kongs": (4, None),
        "three_kongs": (3, None),
        "two_concealed_kongs": (2, True),
        "two_melded_kongs": (2, False),
        "concealed_kong": (1, True),
        "melded_kong": (1, False),
    }[kind]

    def draw(rng: Random) -> Shape:
        tiles = rng.sample(ALL_KINDS, 5)
        sets = [(KONG, t) for t in tiles[:n]]
        if n < 4:
            more, _ = pool_sets(rng, rng.choice(("random", "chows", "pungs")), 4 - n)
            sets += [(PUNG, t) if k == KONG else (k, t) for k, t in more]
        return Shape(kind, tuple(sets), tiles[4], kong_concealed=concealed)

    return draw


for _kind in (
    "four_kongs",
    "three_kongs",
    "two_concealed_kongs",
    "two_melded_kongs",
    "concealed_kong",
    "melded_kong",
):
    RECIPES[_kind] = _kongs(_kind)


def _concealed_pungs(kind: str) -> Recipe:
    n = {"four_concealed_pungs": 4, "three_concealed_pungs": 3, "two_concealed_pungs": 2}[kind]

    def draw(rng: Random) -> Shape:
        tiles = rng.sample(ALL_KINDS, 5)
        sets = [(PUNG, t) for t in tiles[:n]]
        if n < 4:
            more, _ = pool_sets(rng, "random", 4 - n)
            sets += [(PUNG, t) if k == KONG else (k, t) for k, t in more]
        exposed = "none" if n == 4 else tuple(range(n, 4)) if rng.random() < 0.5 else "none"
        return Shape(kind, tuple(sets), tiles[4], exposed=exposed, win="pair" if rng.random() < 0.6 else None)

    return draw


for _kind in ("four_concealed_pungs", "three_concealed_pungs", "two_concealed_pungs"):
    RECIPES[_kind] = _concealed_pungs(_kind)


@recipe("tile_hog")
def _tile_hog(rng: Random) -> Shape:
    s = rng.choice(SUITS)
    r = rng.randint(1, 9)
    t = num(s, r)
    lows = [num(s, x) for x in range(max(1, r - 2), min(7, r) + 1)]
    if rng.random() < 0.5:
        return Shape("tile_hog", _fill(rng, [(PUNG, t), (CHOW, rng.choice(lows))]), rng.choice(ALL_KINDS))
    return Shape("tile_hog", _fill(rng, [(CHOW, rng.choice(lows)), (CHOW, rng.choice(lows))]), t)


@recipe("full_flush")
def _full_flush(rng: Random) -> Shape:
    sets, pair = pool_sets(rng, "one_suit")
    return Shape("full_flush", tuple(sets), pair)


@recipe("half_flush")
def _half_flush(rng: Random) -> Shape:
    sets, pair = pool_sets(rng, "half_suit")
    if not any(t in _HONORS for t in [pair, *(t for _, t in sets)]):
        sets[rng.randrange(4)] = random_pung(rng, _HONORS)
    return Shape("half_flush", tuple(sets), pair)


@recipe("all_types")
def _all_types(rng: Random) -> Shape:
    pair_at = rng.randrange(5)
    groups = [[num(x, r) for r in range(1, 10)] for x in SUITS] + [list(_WINDS), list(_DRAGONS)]
    sets: list[Set] = []
    pair = 0
    for i, tiles in enumerate(groups):
        if i == pair_at:
            pair = rng.choice(tiles)
        elif i < 3 and rng.random() < 0.7:
            sets.append(random_chow(rng, [SUITS[i]]))
        else:
            sets.append(random_pung(rng, tiles))
    return Shape("all_types", tuple(sets), pair)


@recipe("outside_hand")
def _outside_hand(rng: Random) -> Shape:
    sets, pair = pool_sets(rng, "terminals")
    return Shape("outside_hand", tuple(sets), pair)


@recipe("all_chows")
def _all_chows(rng: Random) -> Shape:
    sets, pair = pool_sets(rng, "chows")
    return Shape("all_chows", tuple(sets), pair)


@recipe("melded_hand")
def _melded_hand(rng: Random) -> Shape:
    """全求人: four exposed sets, won on the pair by a discard."""
    sets, pair = pool_sets(rng, rng.choice(("random", "pungs", "chows", "half_suit")))
    sets = [(PUNG, t) if k == KONG else (k, t) for k, t in sets]
    return Shape("melded_hand", tuple(sets), pair, exposed="all", win="pair", flags={"self_drawn": False})


@recipe("chicken_hand")
def _chicken_hand(rng: Random) -> Shape:
    """无番和: chows of three suits without relations, an honor pair, laid partly open."""
    a, b, c = rng.sample(SUITS, 3)
    ra, rb = rng.randint(1, 7), rng.randint(1, 7)
    rc = rng.choice((1, 2, 3))
    sets = (
        (CHOW, num(a, ra)),
        (CHOW, num(b, rb)),
        (CHOW, num(c, rc)),
        (CHOW, num(c, rc + rng.choice((4, 4, 3)))),
    )
    exposed = tuple(sorted(rng.sample(range(4), rng.randint(1, 3))))
    return Shape(
        "chicken_hand",
        sets,
        rng.choice(_WINDS),
        exposed=exposed,
        flags={"self_drawn": False, "last_tile": False, "last_copy": False, "kong_related": False},
    )


@recipe("unique_wait")
def _unique_wait(rng: Random) -> Shape:
    """边张 / 坎张 / 单钓将: one key set in one suit, the rest honors or other suits laid open."""
    kind = rng.choice(("edge", "closed", "single"))
    s = rng.choice(SUITS)
    others = [x for x in SUITS if x != s]
    honors = rng.sample(_HONORS, 4)
    key: Set | None = None
    win: int | str
    if kind == "edge":
        low = rng.choice((1, 7))
        key, win = (CHOW, num(s, low)), num(s, 3 if low == 1 else 7)
    elif kind == "closed":
        r = rng.randint(2, 8)
        key, win = (CHOW, num(s, r - 1)), num(s, r)
    else:
        win = "pair"
    fill = [
        (PUNG, honors[i]) if rng.random() < 0.55 else random_chow(rng, others) for i in range(3 if key else 4)
    ]
    sets = ([key] if key else []) + fill
    pair = (
        honors[3] if key else rng.choice([h for h in _HONORS if h not in honors[:4]] + [num(s, 1), num(s, 9)])
    )
    exposed = tuple(i for i, st in enumerate(sets) if st[0] == CHOW and st is not key)
    if len(exposed) == 4:
        exposed = exposed[:3]
    return Shape("unique_wait", tuple(sets), pair, exposed=exposed, win=win)


# special forms


@recipe("seven_pairs")
def _seven_pairs(rng: Random) -> Shape:
    style = rng.choice(("random", "one_suit", "half_suit", "simples", "terminals", "four_of_a_kind"))
    if style == "one_suit":
        s = rng.choice(SUITS)
        kinds = [num(s, r) for r in range(1, 10)]
    elif style == "half_suit":
        s = rng.choice(SUITS)
        kinds = [num(s, r) for r in range(1, 10)] + list(_HONORS)
    elif style == "simples":
        kinds = list(SIMPLES)
    elif style == "terminals":
        kinds = list(TERMINALS_HONORS)
    else:
        kinds = list(ALL_KINDS)
    pairs = [rng.choice(kinds) for _ in range(7)]
    if style == "four_of_a_kind":
        pairs[1] = pairs[0]
    return Shape("seven_pairs", loose=tuple(t for p in pairs for t in (p, p)))


@recipe("seven_shifted_pairs")
def _seven_shifted_pairs(rng: Random) -> Shape:
    s, start = rng.choice(SUITS), rng.randint(1, 3)
    return Shape(
        "seven_shifted_pairs", loose=tuple(num(s, r) for r in range(start, start + 7) for _ in (0, 1))
    )


@recipe("thirteen_orphans")
def _thirteen_orphans(rng: Random) -> Shape:
    return Shape("thirteen_orphans", loose=(*TERMINALS_HONORS, rng.choice(TERMINALS_HONORS)))


def knitted_tiles(rng: Random) -> list[int]:
    """The nine tiles of a knitted straight: 147, 258 and 369 in three different suits."""
    a, b, c = rng.sample(SUITS, 3)
    return [num(a, r) for r in (1, 4, 7)] + [num(b, r) for r in (2, 5, 8)] + [num(c, r) for r in (3, 6, 9)]


@recipe("honors_and_knitted")
def _honors_and_knitted(rng: Random) -> Shape:
    """全不靠 (5 or 6 honors) or 七星不靠 (all seven)."""
    n = rng.choice((5, 6, 7))
    return Shape(
        "honors_and_knitted", loose=tuple(rng.sample(knitted_tiles(rng), 14 - n) + rng.sample(_HONORS, n))
    )


@recipe("greater_honors_and_knitted")
def _greater_honors_and_knitted(rng: Random) -> Shape:
    return Shape("greater_honors_and_knitted", loose=tuple(rng.sample(knitted_tiles(rng), 7) + list(_HONORS)))


@recipe("knitted_straight")
def _knitted_straight(rng: Random) -> Shape:
    sets, pair = pool_sets(rng, rng.choice(("random", "honors", "chows")), 1)
    exposed = (0,) if rng.random() < 0.35 else "none"
    return Shape("knitted_straight", tuple(sets), pair, knitted=tuple(knitted_tiles(rng)), exposed=exposed)


@recipe("nine_gates")
def _nine_gates(rng: Random) -> Shape:
    s = rng.choice(SUITS)
    tiles = [num(s, r) for r in (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9)]
    extra = num(s, rng.randint(1, 9))
    return Shape("nine_gates", loose=(*tiles, extra), win=extra)


# ---------------------------------------------------------------------------------------------
# Which recipes lean toward which fan, and the conditions a fan needs

F = FanId
SPECIAL_RECIPES = (
    "seven_pairs",
    "seven_shifted_pairs",
    "thirteen_orphans",
    "honors_and_knitted",
    "greater_honors_and_knitted",
    "knitted_straight",
    "nine_gates",
)
REGULAR_RECIPES = tuple(name for name in RECIPES if name not in SPECIAL_RECIPES)
KONG_RECIPES = (
    "four_kongs",
    "three_kongs",
    "two_concealed_kongs",
    "two_melded_kongs",
    "concealed_kong",
    "melded_kong",
)
_GENERAL = (
    "free_random",
    "free_chows",
    "free_pungs",
    "free_half_suit",
    "free_two_suits",
    "free_terminals",
    "free_honors",
    "free_simples",
    "free_one_suit",
)

# The everyday hands: no limit hands, no kongs (level 1 of the drills).
EVERYDAY_RECIPES = tuple(
    name
    for name in REGULAR_RECIPES
    if name not in KONG_RECIPES
    and name
    not in {
        "big_four_winds",
        "little_four_winds",
        "big_three_dragons",
        "little_three_dragons",
        "all_honors",
        "all_terminals",
        "all_green",
        "four_concealed_pungs",
        "pure_terminal_chows",
        "quadruple_chow",
        "four_shifted_pungs",
        "four_shifted_chows",
        "terminals_and_honors",
        "chicken_hand",
        "melded_hand",
    }
)

FAN_RECIPES: dict[FanId, tuple[str, ...]] = {
    F.BIG_FOUR_WINDS: ("big_four_winds",),
    F.BIG_THREE_DRAGONS: ("big_three_dragons",),
    F.ALL_GREEN: ("all_green",),
    F.NINE_GATES: ("nine_gates",),
    F.FOUR_KONGS: ("four_kongs",),
    F.SEVEN_SHIFTED_PAIRS: ("seven_shifted_pairs",),
    F.THIRTEEN_ORPHANS: ("thirteen_orphans",),
    F.ALL_TERMINALS: ("all_terminals",),
    F.LITTLE_FOUR_WINDS: ("little_four_winds",),
    F.LITTLE_THREE_DRAGONS: ("little_three_dragons",),
    F.ALL_HONORS: ("all_honors",),
    F.FOUR_CONCEALED_PUNGS: ("four_concealed_pungs",),
    F.PURE_TERMINAL_CHOWS: ("pure_terminal_chows",),
    F.QUADRUPLE_CHOW: ("quadruple_chow",),
    F.FOUR_PURE_SHIFTED_PUNGS: ("four_shifted_pungs",),
    F.FOUR_PURE_SHIFTED_CHOWS: ("four_shifted_chows",),
    F.THREE_KONGS: ("three_kongs",),
    F.ALL_TERMINALS_AND_HONORS: ("terminals_and_honors",),
    F.SEVEN_PAIRS: ("seven_pairs",),
    F.GREATER_HONORS_AND_KNITTED_TILES: ("greater_honors_and_knitted",),
    F.ALL_EVEN_PUNGS: ("all_even",),
    F.FULL_FLUSH: ("full_flush", "free_one_suit"),
    F.PURE_TRIPLE_CHOW: ("pure_triple_chow",),
    F.PURE_SHIFTED_PUNGS: ("pure_shifted_pungs",),
    F.UPPER_TILES: ("upper",),
    F.MIDDLE_TILES: ("middle",),
    F.LOWER_TILES: ("lower",),
    F.PURE_STRAIGHT: ("pure_straight",),
    F.THREE_SUITED_TERMINAL_CHOWS: ("three_suited_terminal_chows",),
    F.PURE_SHIFTED_CHOWS: ("pure_shifted_chows",),
    F.ALL_FIVE: ("all_five",),
    F.TRIPLE_PUNG: ("triple_pung",),
    F.THREE_CONCEALED_PUNGS: ("three_concealed_pungs",),
    F.LESSER_HONORS_AND_KNITTED_TILES: ("honors_and_knitted",),
    F.KNITTED_STRAIGHT: ("knitted_straight", "honors_and_knitted"),
    F.UPPER_FOUR: ("upper_four",),
    F.LOWER_FOUR: ("lower_four",),
    F.BIG_THREE_WINDS: ("big_three_winds",),
    F.MIXED_STRAIGHT: ("mixed_straight",),
    F.REVERSIBLE_TILES: ("reversible",),
    F.MIXED_TRIPLE_CHOW: ("mixed_triple_chow",),
    F.MIXED_SHIFTED_PUNGS: ("mixed_shifted_pungs",),
    F.CHICKEN_HAND: ("chicken_hand",),
    F.ALL_PUNGS: ("free_pungs", "terminals_and_honors", "big_three_winds"),
    F.HALF_FLUSH: ("half_flush",),
    F.MIXED_SHIFTED_CHOWS: ("mixed_shifted_chows",),
    F.ALL_TYPES: ("all_types",),
    F.MELDED_HAND: ("melded_hand",),
    F.TWO_CONCEALED_KONGS: ("two_concealed_kongs",),
    F.TWO_DRAGON_PUNGS: ("two_dragons",),
    F.OUTSIDE_HAND: ("outside_hand", "free_terminals"),
    F.TWO_MELDED_KONGS: ("two_melded_kongs",),
    F.DRAGON_PUNG: ("dragon_pung", "two_dragons"),
    F.PREVALENT_WIND: ("wind_pung",),
    F.SEAT_WIND: ("wind_pung",),
    F.ALL_CHOWS: ("all_chows", "free_chows"),
    F.TILE_HOG: ("tile_hog",),
    F.DOUBLE_PUNG: ("double_pung",),
    F.TWO_CONCEALED_PUNGS: ("two_concealed_pungs",),
    F.CONCEALED_KONG: ("concealed_kong",),
    F.ALL_SIMPLES: ("free_simples", "middle"),
    F.PURE_DOUBLE_CHOW: ("pure_double_chow",),
    F.MIXED_DOUBLE_CHOW: ("mixed_double_chow",),
    F.SHORT_STRAIGHT: ("short_straight",),
    F.TWO_TERMINAL_CHOWS: ("two_terminal_chows",),
    F.PUNG_OF_TERMINALS_OR_HONORS: ("free_terminals", "outside_hand"),
    F.MELDED_KONG: ("melded_kong",),
    F.ONE_VOIDED_SUIT: ("free_two_suits", "half_flush"),
    F.NO_HONORS: ("free_chows", "free_simples", "mixed_straight"),
    F.EDGE_WAIT: ("unique_wait",),
    F.CLOSED_WAIT: ("unique_wait",),
    F.SINGLE_WAIT: ("unique_wait",),
}
# The win-condition fans: any hand, with the conditions forced.
FAN_FLAGS: dict[FanId, dict[str, object]] = {
    F.LAST_TILE_DRAW: {"self_drawn": True, "last_tile": True},
    F.LAST_TILE_CLAIM: {"self_drawn": False, "last_tile": True},
    F.OUT_WITH_REPLACEMENT_TILE: {"self_drawn": True, "kong_related": True},
    F.ROBBING_THE_KONG: {"self_drawn": False, "kong_related": True},
    F.LAST_TILE: {"last_copy": True},
    F.SELF_DRAWN: {"self_drawn": True},
    F.FLOWER_TILES: {"flowers": "some"},
    F.FULLY_CONCEALED_HAND: {"self_drawn": True},
    F.CONCEALED_HAND: {"self_drawn": False},
    F.PREVALENT_WIND: {"round_wind": "pung"},
    F.SEAT_WIND: {"seat_wind": "pung"},
}
FAN_SHAPE_EXPOSED: dict[FanId, str] = {
    F.FULLY_CONCEALED_HAND: "none",
    F.CONCEALED_HAND: "none",
    F.SELF_DRAWN: "some",
}
FAN_RECIPES[F.OUT_WITH_REPLACEMENT_TILE] = KONG_RECIPES
for _fan in (
    F.LAST_TILE_DRAW,
    F.LAST_TILE_CLAIM,
    F.ROBBING_THE_KONG,
    F.LAST_TILE,
    F.SELF_DRAWN,
    F.FLOWER_TILES,
    F.FULLY_CONCEALED_HAND,
    F.CONCEALED_HAND,
):
    FAN_RECIPES[_fan] = _GENERAL

# What a fan needs beyond level 1 (a target fan widens the level's limits by this).
_KONG_FANS = {
    F.FOUR_KONGS,
    F.THREE_KONGS,
    F.OUT_WITH_REPLACEMENT_TILE,
    F.TWO_CONCEALED_KONGS,
    F.TWO_MELDED_KONGS,
    F.CONCEALED_KONG,
    F.MELDED_KONG,
}
_SPECIAL_FANS = {
    F.NINE_GATES,
    F.SEVEN_SHIFTED_PAIRS,
    F.THIRTEEN_ORPHANS,
    F.SEVEN_PAIRS,
    F.GREATER_HONORS_AND_KNITTED_TILES,
    F.LESSER_HONORS_AND_KNITTED_TILES,
    F.KNITTED_STRAIGHT,
}
_FLAG_FANS = {
    F.LAST_TILE_DRAW,
    F.LAST_TILE_CLAIM,
    F.OUT_WITH_REPLACEMENT_TILE,
    F.ROBBING_THE_KONG,
    F.LAST_TILE,
    F.SELF_DRAWN,
    F.FLOWER_TILES,
    F.FULLY_CONCEALED_HAND,
}
_MELD_FANS = {F.MELDED_HAND, F.CHICKEN_HAND, F.SELF_DRAWN, F.EDGE_WAIT, F.CLOSED_WAIT, F.SINGLE_WAIT}
_WIND_FANS = {F.PREVALENT_WIND, F.SEAT_WIND}


def fan_needs(fan: FanId) -> Limits:
    """The least limits under which a hand can show ``fan``."""
    return Limits(
        max_melds=4 if fan in _MELD_FANS | _KONG_FANS else 0,
        kongs=fan in _KONG_FANS,
        special=fan in _SPECIAL_FANS,
        flags=fan in _FLAG_FANS,
        winds=fan in _WIND_FANS,
    )


# ---------------------------------------------------------------------------------------------
# Laying a shape out as a hand


_EXPOSED_WEIGHTS = (35, 25, 20, 12, 8)  # how many sets to lay open, when free


def _tile(code: int) -> Tile:
    return TILES[code]


def _meld(kind: str, t: int, concealed: bool = False) -> Meld:
    if kind == KONG:
        if concealed:
            return Meld(MeldKind.KONG, _tile(t), concealed=True, claimed_from=None)
        return Meld(MeldKind.KONG, _tile(t))
    return Meld(MeldKind.CHOW if kind == CHOW else MeldKind.PUNG, _tile(t))


def _exposed_sets(
    rng: Random, sets: Sequence[Set], rule: str | tuple[int, ...] | None, max_melds: int, limits: Limits
) -> set[int]:
    """The indices of the sets to lay open (kongs are declared anyway and count as melds)."""
    open_candidates = [i for i, s in enumerate(sets) if s[0] != KONG]
    kongs = len(sets) - len(open_candidates)
    if rule == "none":
        chosen: set[int] = set()
    elif rule == "all":
        chosen = set(open_candidates)
    elif isinstance(rule, tuple):
        chosen = {i for i in rule if i in open_candidates}
    else:
        low = max(limits.min_exposed, 1 if rule == "some" else 0)
        high = min(max_melds - kongs, len(open_candidates))
        if high < low:
            raise Retry
        k = rng.choices(range(low, high + 1), _EXPOSED_WEIGHTS[low : high + 1])[0]
        chosen = set(rng.sample(open_candidates, k))
    if kongs + len(chosen) > max_melds or (rule != "none" and len(chosen) < limits.min_exposed):
        raise Retry
    return chosen


def build_hand(rng: Random, shape: Shape, limits: Limits, exposed: str | None = None) -> Hand:
    """Lay a shape out as a complete hand (13 tiles and the win tile) within ``limits``.

    ``exposed`` (``"none"`` or ``"some"``) overrides the shape's own choice when given.  Raises
    :class:`Retry` when the shape cannot be laid out so (a fifth copy, too many melds, a special
    form where none is allowed).
    """
    if shape.loose:
        if not limits.special:
            raise Retry
        check_copies(shape.loose)
        tiles = list(shape.loose)
        win = shape.win if isinstance(shape.win, int) else rng.choice(tiles)
        tiles.remove(win)
        return Hand((), tuple(sorted(_tile(t) for t in tiles)), _tile(win))
    if shape.knitted and not limits.special:
        raise Retry
    sets = list(shape.sets)
    if not limits.kongs:
        sets = [(PUNG, t) if k == KONG else (k, t) for k, t in sets]
    check_copies([t for s in sets for t in set_tiles(s)] + [shape.pair] * 2 + list(shape.knitted))
    chosen = _exposed_sets(
        rng, sets, exposed or shape.exposed, 1 if shape.knitted else limits.max_melds, limits
    )
    melds: list[Meld] = []
    standing: list[int] = [*shape.knitted, shape.pair, shape.pair]
    for i, (kind, t) in enumerate(sets):
        if kind == KONG:
            hidden = rng.random() < 0.5 if shape.kong_concealed is None else shape.kong_concealed
            melds.append(_meld(KONG, t, hidden))
        elif i in chosen:
            melds.append(_meld(kind, t))
        else:
            standing.extend(set_tiles((kind, t)))
    win = shape.pair if shape.win == "pair" else shape.win
    if win is None:
        win = rng.choice(standing)
    if win not in standing:
        raise Retry
    standing.remove(win)
    return Hand(tuple(melds), tuple(sorted(_tile(t) for t in standing)), _tile(win))


def meld_json(meld: Meld) -> dict:
    """A meld in the batch formats of DESIGN.md: ``{"kind", "tiles", "concealed"}``."""
    return meld_to_json(meld)


def wind_pungs(hand: Hand) -> list[Tile]:
    """The winds the hand holds three or four of (melds or standing, win tile included)."""
    tiles = hand.all_tiles()
    return [w for w in WINDS if tiles.count(w) >= 3]


def draw_conditions(
    rng: Random, hand: Hand, limits: Limits, forced: Mapping[str, object] | None = None
) -> WinContext:
    """Win conditions consistent with the tiles, at random within ``limits``; ``forced`` fixes some.

    ``forced`` may give ``self_drawn``, ``last_tile``, ``last_copy``, ``kong_related`` (bools),
    ``flowers`` (a number or ``"some"``: 1-8), ``seat_wind`` / ``round_wind`` (a wind tile, or
    ``"pung"``: one the hand has a pung of).  A forced flag the tiles forbid raises :class:`Retry`.
    """
    forced = dict(forced or {})
    seat, round_ = (rng.choice(WINDS), rng.choice(WINDS)) if limits.winds else (Tile.EAST, Tile.EAST)
    for key in ("seat_wind", "round_wind"):
        if forced.get(key) == "pung":
            pungs = wind_pungs(hand)
            if not pungs:
                raise Retry
            forced[key] = rng.choice(pungs)
    seat = forced.get("seat_wind", seat)  # type: ignore[assignment]
    round_ = forced.get("round_wind", round_)  # type: ignore[assignment]
    win = hand.win_tile
    in_standing = win in hand.standing
    in_melds = sum(m.tiles.count(win) for m in hand.melds)
    has_kong = any(m.is_kong for m in hand.melds)
    free = limits.flags
    self_drawn = bool(forced.get("self_drawn", free and rng.random() < 0.35))
    kong_ok = has_kong if self_drawn else (not in_standing and in_melds == 0)
    kong_related = bool(forced.get("kong_related", free and kong_ok and rng.random() < 0.12))
    last_copy = bool(forced.get("last_copy", free and not in_standing and rng.random() < 0.12))
    last_tile = bool(forced.get("last_tile", free and rng.random() < 0.06))
    if (kong_related and not kong_ok) or (last_copy and in_standing):
        raise Retry
    flowers = forced.get("flowers", 0 if not free or rng.random() < 0.55 else rng.randint(1, 8))
    if flowers == "some":
        flowers = rng.randint(1, 8)
    return WinContext(self_drawn, last_copy, kong_related, last_tile, seat, round_, int(flowers))  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------
# The search


@dataclass(frozen=True, slots=True)
class Dealt:
    """A scored complete hand and the recipe it came from."""

    hand: Hand
    context: WinContext
    result: ScoreResult
    recipe: str
    shape: Shape


def deal(
    rng: Random,
    recipes: Sequence[str],
    limits: Limits,
    *,
    accept: Callable[[ScoreResult], bool],
    forced: Mapping[str, object] | None = None,
    exposed: str | None = None,
    tries: int = 600,
) -> Dealt:
    """Draw hands from ``recipes`` (uniformly) until one scores and ``accept`` takes its result.

    Raises :class:`GenerationError` after ``tries`` draws.
    """
    for _ in range(tries):
        name = rng.choice(recipes)
        try:
            shape = RECIPES[name](rng)
            hand = build_hand(rng, shape, limits, exposed)
            ctx = draw_conditions(rng, hand, limits, {**shape.flags, **(forced or {})})
            result = score_hand(hand, ctx)
        except (Retry, NotAWin, InvalidHand):
            continue
        if accept(result):
            return Dealt(hand, result.context, result, name, shape)
    raise GenerationError(f"no hand from {', '.join(recipes[:4])}... met the request in {tries} tries")


def counted_in_every_reading(result: ScoreResult, fan: FanId) -> bool:
    """Whether every reading of the top value counts ``fan`` (flowers: whether there are any)."""
    if fan is F.FLOWER_TILES:
        return result.flowers > 0
    return all(any(f.fan is fan for f in reading.fans) for reading in result.readings)


__all__ = [
    "CHOW",
    "EVERYDAY_RECIPES",
    "FAN_FLAGS",
    "FAN_RECIPES",
    "FAN_SHAPE_EXPOSED",
    "KONG",
    "KONG_RECIPES",
    "LEVEL_LIMITS",
    "PUNG",
    "RECIPES",
    "REGULAR_RECIPES",
    "SPECIAL_RECIPES",
    "Dealt",
    "GenerationError",
    "Limits",
    "Retry",
    "Shape",
    "build_hand",
    "counted_in_every_reading",
    "deal",
    "draw_conditions",
    "fan_needs",
    "knitted_tiles",
    "meld_json",
    "pool_sets",
    "set_tiles",
    "wind_pungs",
]
