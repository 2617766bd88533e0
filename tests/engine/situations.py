"""Seeded batch-scoring situations for the differential scoring test and the benchmark.

:func:`generate_situations` returns situations in the input format of DESIGN.md's "Batch scoring"
contract: mostly winning hands, some below the 8-point minimum and some that are not a winning
shape.  The corpus starts with one situation from every recipe (so even a short corpus reaches
every fan), then draws recipes by weight.  Regular hands are built from four sets (chows, pungs,
kongs from random or suit-, terminal-, honor- or simples-biased pools) plus a pair; some sets are
laid down as melds and the win tile is taken from the standing part.  Templates cover the special
forms (七对, 连七对, 十三幺, 全不靠/七星不靠, 组合龙, 九莲宝灯) and the rare fans.  Flags are always
consistent (see :func:`finish`); :func:`contradictory_situations` makes the few that are not.

Melds carry an extra key ``"offer"`` (the notation's meld digit: which tile of a chow was
claimed, who discarded a pung or exposed kong, 5-7 for a promoted kong), which the engine ignores
and the oracle passes on to PyMahjongGB.

Run ``python -m tests.engine.situations --seed 7 --count 20`` to print situations as JSON lines.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections import Counter
from collections.abc import Callable, Sequence

from trainer.engine.notation import format_tiles, tile_token
from trainer.engine.tiles import DRAGONS, GREEN_TILES, HONORS, REVERSIBLE_TILES, WINDS, Tile

WIND_LETTERS = "ESWN"
SUITS = (0x10, 0x20, 0x30)  # m s p
CHOW, PUNG, KONG = "chow", "pung", "kong"

Set = tuple[str, int]  # (kind, tile): a chow by its lowest tile


class Retry(Exception):
    """A recipe drew something impossible (a fifth copy, a forced flag that cannot hold): draw again."""


def num(suit: int, rank: int) -> int:
    return suit | rank


def set_tiles(s: Set) -> list[int]:
    kind, t = s
    if kind == CHOW:
        if not (t < 0x40 and 1 <= t & 0xF <= 7):
            raise AssertionError(f"no chow starts at {t:#x}")
        return [t, t + 1, t + 2]
    return [t] * (4 if kind == KONG else 3)


def check_copies(tiles: Sequence[int]) -> None:
    if any(c > 4 for c in Counter(tiles).values()):
        raise Retry


# ---------------------------------------------------------------------------------------------
# Assembling a situation


def finish(
    rng: random.Random,
    standing: Sequence[int],
    melds: list[dict],
    win: int,
    **forced,
) -> dict:
    """Add consistent flags, winds and flowers to standing tiles (win tile removed), melds, win.

    ``forced`` may fix any of ``self_drawn``, ``kong_related``, ``last_tile``, ``last_copy``,
    ``seat_wind``, ``round_wind``, ``flowers``; a forced flag that would contradict the tiles raises
    :class:`Retry`.  Consistency: 杠上开花 needs a kong; 抢杠和 needs the win tile absent from the
    standing tiles and the melds; 和绝张 needs the standing tiles to hold no copy of the win tile.
    """
    check_copies([*standing, win, *(t for m in melds for t in m["_tiles"])])
    has_kong = any(m["kind"] == KONG for m in melds)
    in_standing = win in standing
    in_melds = sum(m["_tiles"].count(win) for m in melds)
    self_drawn = forced.get("self_drawn", rng.random() < 0.4)
    if self_drawn:
        kong_ok = has_kong
        kong_related = forced.get("kong_related", kong_ok and rng.random() < 0.3)
    else:
        kong_ok = not in_standing and in_melds == 0
        kong_related = forced.get("kong_related", kong_ok and rng.random() < 0.2)
    if kong_related and not kong_ok:
        raise Retry
    copy_ok = not in_standing
    last_copy = forced.get("last_copy", copy_ok and rng.random() < (0.5 if in_melds == 3 else 0.15))
    if last_copy and not copy_ok:
        raise Retry
    flowers = forced.get("flowers")
    if flowers is None:
        flowers = 0 if rng.random() < 0.5 else rng.randint(1, 8)
    order = list(standing)
    if rng.random() < 0.05:
        rng.shuffle(order)  # the notation is a plain tile string: any order must read the same
        concealed = "".join(tile_token(t) for t in order)
    else:
        concealed = format_tiles(order)
    rng.shuffle(melds)
    return {
        "concealed": concealed,
        "melds": [{k: v for k, v in m.items() if k != "_tiles"} for m in melds],
        "win_tile": tile_token(win),
        "self_drawn": bool(self_drawn),
        "last_copy": bool(last_copy),
        "kong_related": bool(kong_related),
        "last_tile": bool(forced.get("last_tile", rng.random() < 0.08)),
        "seat_wind": forced.get("seat_wind", rng.choice(WIND_LETTERS)),
        "round_wind": forced.get("round_wind", rng.choice(WIND_LETTERS)),
        "flowers": flowers,
    }


def meld_dict(rng: random.Random, s: Set, *, concealed: bool = False) -> dict:
    kind, _ = s
    tiles = set_tiles(s)
    meld = {"kind": kind, "tiles": format_tiles(tiles), "concealed": concealed}
    if kind == KONG and not concealed:
        meld["offer"] = rng.choice((1, 2, 3, 5, 6, 7))  # 5-7: promoted from a pung
    elif kind != KONG:
        meld["offer"] = rng.randint(1, 3)
    meld["_tiles"] = tiles
    return meld


def assemble(
    rng: random.Random,
    sets: Sequence[Set],
    pair: int,
    *,
    exposed: int | Sequence[int] | None = None,
    concealed_kongs: bool | None = None,
    win: int | str | None = None,
    **forced,
) -> dict:
    """A regular hand from four sets and a pair.

    Kongs are always declared (``concealed_kongs`` None = each one at random).  ``exposed`` is how
    many of the other sets are laid open (an int, indices of ``sets``, or None = random).  ``win``
    is a tile to win on (taken from the standing part), ``"pair"`` for the pair tile, or None = any
    standing tile.
    """
    sets = list(sets)
    check_copies([t for s in sets for t in set_tiles(s)] + [pair, pair])
    open_candidates = [i for i, s in enumerate(sets) if s[0] != KONG]
    if exposed is None:
        k = rng.choices((0, 1, 2, 3, 4), weights=(30, 25, 20, 15, 10))[0]
        chosen = set(rng.sample(open_candidates, min(k, len(open_candidates))))
    elif isinstance(exposed, int):
        if exposed > len(open_candidates):
            raise Retry
        chosen = set(rng.sample(open_candidates, exposed))
    else:
        chosen = set(exposed)
    melds: list[dict] = []
    standing: list[int] = [pair, pair]
    for i, s in enumerate(sets):
        if s[0] == KONG:
            hidden = rng.random() < 0.5 if concealed_kongs is None else concealed_kongs
            melds.append(meld_dict(rng, s, concealed=hidden))
        elif i in chosen:
            melds.append(meld_dict(rng, s))
        else:
            standing.extend(set_tiles(s))
    if win == "pair":
        win = pair
    if win is None:
        win = rng.choice(standing)
    if win not in standing:
        raise Retry
    standing.remove(win)
    return finish(rng, standing, melds, win, **forced)


def assemble_loose(rng: random.Random, tiles: Sequence[int], *, win: int | None = None, **forced) -> dict:
    """A special-form hand: 14 standing tiles, no melds; the win tile is one of them."""
    tiles = list(tiles)
    if len(tiles) != 14:
        raise AssertionError(f"a special form needs 14 tiles, got {len(tiles)}")
    win = rng.choice(tiles) if win is None else win
    tiles.remove(win)
    return finish(rng, tiles, [], win, **forced)


# ---------------------------------------------------------------------------------------------
# Pools of sets


def any_suit(rng: random.Random) -> int:
    return rng.choice(SUITS)


def random_chow(rng: random.Random, suits: Sequence[int] = SUITS, starts: Sequence[int] = range(1, 8)) -> Set:
    return (CHOW, num(rng.choice(suits), rng.choice(starts)))


def random_pung(rng: random.Random, tiles: Sequence[int], kong_rate: float = 0.15) -> Set:
    return (KONG if rng.random() < kong_rate else PUNG, rng.choice(tiles))


NUMBERS = [num(s, r) for s in SUITS for r in range(1, 10)]
ALL_KINDS = NUMBERS + list(HONORS)
TERMINALS_HONORS = [num(s, r) for s in SUITS for r in (1, 9)] + list(HONORS)
SIMPLES = [num(s, r) for s in SUITS for r in range(2, 9)]
ANY_START = range(1, 8)


def _suits_pool(rng: random.Random, n: int) -> tuple:
    """清一色 / 混一色 (one suit, honors or not) and 缺一门 (two suits and honors)."""
    suits = rng.sample(SUITS, n)
    honors = list(HONORS) if n > 1 or rng.random() < 0.5 else []
    tiles = [num(s, r) for s in suits for r in range(1, 10)] + honors
    return 0.6, suits, tiles, tiles, ANY_START


# pool -> rng -> (chow rate, chow suits, pung tiles, pair tiles, chow starts)
POOLS: dict[str, Callable[[random.Random], tuple]] = {
    "random": lambda rng: (0.6, SUITS, ALL_KINDS, ALL_KINDS, ANY_START),
    "one_suit": lambda rng: _suits_pool(rng, 1),
    "two_suits": lambda rng: _suits_pool(rng, 2),
    # 全带幺, 混幺九, 幺九刻
    "terminals": lambda rng: (0.5, SUITS, TERMINALS_HONORS, TERMINALS_HONORS, (1, 7)),
    # 箭刻, 风刻, 三风刻, 五门齐
    "honors": lambda rng: (0.35, SUITS, list(HONORS), ALL_KINDS, ANY_START),
    # 断幺, 全中 ...
    "simples": lambda rng: (0.6, SUITS, SIMPLES, SIMPLES, range(2, 7)),
    # 碰碰和, 暗刻, 同刻
    "pungs": lambda rng: (0.05, SUITS, ALL_KINDS, ALL_KINDS, ANY_START),
    # 平和 and the chow relations
    "chows": lambda rng: (1.0, SUITS, ALL_KINDS, NUMBERS, ANY_START),
}


def pool_hand(rng: random.Random, pool: str) -> tuple[list[Set], int]:
    """Four sets and a pair drawn from a biased pool (a key of :data:`POOLS`)."""
    chow_rate, suits, pung_tiles, pair_tiles, starts = POOLS[pool](rng)
    sets: list[Set] = []
    for _ in range(4):
        if rng.random() < chow_rate:
            if sets and sets[-1][0] == CHOW and rng.random() < 0.5:
                sets.append(related_chow(rng, sets[-1][1], suits, starts))
            else:
                sets.append(random_chow(rng, suits, starts))
        else:
            sets.append(random_pung(rng, pung_tiles))
    return sets, rng.choice(pair_tiles)


def related_chow(rng: random.Random, low: int, suits: Sequence[int], starts: Sequence[int]) -> Set:
    """A chow in one of the 2-chow relations with ``low``: 一般高, 喜相逢, 连六, 老少副 or a step."""
    suit, rank = low & 0xF0, low & 0xF
    options = [(suit, rank)]  # 一般高
    options += [(s, rank) for s in suits if s != suit]  # 喜相逢
    options += [(suit, r) for r in (rank + 3, rank - 3, rank + 1, rank + 2, 8 - rank) if 1 <= r <= 7]
    s, r = rng.choice(options)
    if r not in starts:
        r = rng.choice(list(starts))
    return (CHOW, num(s, r))


def free_hand(pool: str) -> Callable[[random.Random], dict]:
    def recipe(rng: random.Random) -> dict:
        sets, pair = pool_hand(rng, pool)
        return assemble(rng, sets, pair)

    recipe.__name__ = f"free_{pool}"
    return recipe


# ---------------------------------------------------------------------------------------------
# Templates for special forms

KNITTED_ORDERS = [(a, b, c) for a in SUITS for b in SUITS for c in SUITS if len({a, b, c}) == 3]


def knitted_tiles(rng: random.Random) -> list[int]:
    """The nine tiles of a knitted straight (147 / 258 / 369 in three different suits)."""
    a, b, c = rng.choice(KNITTED_ORDERS)
    return [num(a, r) for r in (1, 4, 7)] + [num(b, r) for r in (2, 5, 8)] + [num(c, r) for r in (3, 6, 9)]


def seven_pairs(rng: random.Random) -> dict:
    style = rng.choice(("random", "one_suit", "simples", "terminals", "four_of_a_kind", "green", "honors"))
    if style == "one_suit":
        s = any_suit(rng)
        kinds = [num(s, r) for r in range(1, 10)]
    elif style == "simples":
        kinds = [num(s, r) for s in SUITS for r in range(2, 9)]
    elif style == "terminals":
        kinds = [num(s, r) for s in SUITS for r in (1, 9)] + list(HONORS)
    elif style == "green":
        kinds = sorted(GREEN_TILES)
    elif style == "honors":
        kinds = list(HONORS)
    else:
        kinds = ALL_KINDS
    pairs = [rng.choice(kinds) for _ in range(7)]
    if style == "four_of_a_kind":
        pairs[1] = pairs[0]
    tiles = [t for p in pairs for t in (p, p)]
    check_copies(tiles)
    return assemble_loose(rng, tiles)


def seven_shifted_pairs(rng: random.Random) -> dict:
    s = any_suit(rng)
    start = rng.randint(1, 3)
    tiles = [num(s, r) for r in range(start, start + 7) for _ in (0, 1)]
    return assemble_loose(rng, tiles)


def thirteen_orphans(rng: random.Random) -> dict:
    orphans = [num(s, r) for s in SUITS for r in (1, 9)] + list(HONORS)
    return assemble_loose(rng, [*orphans, rng.choice(orphans)])


def honors_and_knitted(rng: random.Random) -> dict:
    """全不靠 (5 or 6 honors, maybe with all nine knitted tiles = +组合龙) or 七星不靠 (7 honors)."""
    knitted = knitted_tiles(rng)
    n_honors = rng.choice((5, 6, 7, 7))
    honors = rng.sample(list(HONORS), n_honors)
    numbers = rng.sample(knitted, 14 - n_honors)
    return assemble_loose(rng, numbers + honors)


def knitted_straight(rng: random.Random) -> dict:
    """组合龙 with a set and a pair; the set is laid open or a kong in about half the cases."""
    knitted = knitted_tiles(rng)
    pool = rng.choice(("random", "honors", "chows"))
    sets, pair = pool_hand(rng, pool)
    s = sets[0]
    check_copies(knitted + set_tiles(s) + [pair, pair])
    melds: list[dict] = []
    standing = [*knitted, pair, pair]
    if s[0] == KONG or rng.random() < 0.4:
        melds.append(meld_dict(rng, s, concealed=s[0] == KONG and rng.random() < 0.5))
    else:
        standing += set_tiles(s)
    win = rng.choice(standing)
    standing.remove(win)
    return finish(rng, standing, melds, win)


def nine_gates(rng: random.Random) -> dict:
    """九莲宝灯: 1112345678999 of one suit, a true nine-sided wait, won on any of the nine."""
    s = any_suit(rng)
    standing = [num(s, r) for r in (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9)]
    return finish(rng, standing, [], num(s, rng.randint(1, 9)))


def nine_gates_near_miss(rng: random.Random) -> dict:
    """The same 14 tiles but another tile held back: scored as 清一色, not 九莲宝灯."""
    s = any_suit(rng)
    extra = rng.randint(1, 9)
    tiles = [num(s, r) for r in (1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, extra)]
    win = rng.choice([t for t in tiles if t != num(s, extra)])
    tiles.remove(win)
    return finish(rng, tiles, [], win)


# ---------------------------------------------------------------------------------------------
# Templates for rare fans (regular form)


def with_extra_set(rng: random.Random, sets: list[Set], pool: str = "random") -> list[Set]:
    more, _ = pool_hand(rng, pool)
    return sets + more[: 4 - len(sets)]


def big_four_winds(rng: random.Random) -> dict:
    sets = [random_pung(rng, [w], 0.2) for w in WINDS]
    return assemble(rng, sets, rng.choice(ALL_KINDS))


def little_four_winds(rng: random.Random) -> dict:
    winds = list(WINDS)
    rng.shuffle(winds)
    sets = with_extra_set(rng, [random_pung(rng, [w], 0.2) for w in winds[:3]])
    return assemble(rng, sets, winds[3])


def big_three_dragons(rng: random.Random) -> dict:
    sets = with_extra_set(rng, [random_pung(rng, [d], 0.2) for d in DRAGONS])
    return assemble(rng, sets, rng.choice(ALL_KINDS))


def little_three_dragons(rng: random.Random) -> dict:
    dragons = list(DRAGONS)
    rng.shuffle(dragons)
    sets = with_extra_set(rng, [random_pung(rng, [d], 0.2) for d in dragons[:2]])
    return assemble(rng, sets, dragons[2])


def two_dragons(rng: random.Random) -> dict:
    """双箭刻 with a non-dragon pair."""
    d = rng.sample(list(DRAGONS), 2)
    sets, pair = pool_hand(rng, rng.choice(("random", "chows")))
    return assemble(rng, [random_pung(rng, [x], 0.2) for x in d] + sets[:2], pair)


def big_three_winds(rng: random.Random) -> dict:
    """三风刻 with a non-wind pair."""
    w = rng.sample(list(WINDS), 3)
    sets = with_extra_set(rng, [random_pung(rng, [x], 0.2) for x in w])
    return assemble(rng, sets, rng.choice([t for t in ALL_KINDS if t not in WINDS]))


def all_honors(rng: random.Random) -> dict:
    tiles = rng.sample(list(HONORS), 5)
    return assemble(rng, [random_pung(rng, [t], 0.2) for t in tiles[:4]], tiles[4])


def all_terminals(rng: random.Random) -> dict:
    """清幺九 (and sometimes 三同刻 of 1s or 9s)."""
    terms = [num(s, r) for s in SUITS for r in (1, 9)]
    tiles = rng.sample(terms, 5)
    return assemble(rng, [random_pung(rng, [t], 0.2) for t in tiles[:4]], tiles[4])


def terminals_and_honors(rng: random.Random) -> dict:
    """混幺九: pungs of terminals and honors only."""
    terms = [num(s, r) for s in SUITS for r in (1, 9)]
    tiles = rng.sample(terms, 2) + rng.sample(list(HONORS), 3)
    rng.shuffle(tiles)
    return assemble(rng, [random_pung(rng, [t], 0.2) for t in tiles[:4]], tiles[4])


def green_hand(rng: random.Random) -> dict:
    """绿一色: 234s, 666s, 888s, 222s, 333s, 444s, FFF; pair from the green tiles."""
    green = sorted(GREEN_TILES)
    sets = []
    for _ in range(4):
        if rng.random() < 0.4:
            sets.append((CHOW, Tile.S2))
        else:
            sets.append(random_pung(rng, green, 0.15))
    return assemble(rng, sets, rng.choice(green))


def reversible_hand(rng: random.Random) -> dict:
    """推不倒: chows 123p/234p/345p/456s, pungs and pair of reversible tiles."""
    rev = sorted(REVERSIBLE_TILES)
    chow_starts = [Tile.P1, Tile.P2, Tile.P3, Tile.S4]
    sets = [
        (CHOW, rng.choice(chow_starts)) if rng.random() < 0.5 else random_pung(rng, rev) for _ in range(4)
    ]
    return assemble(rng, sets, rng.choice(rev))


def rank_range_hand(rng: random.Random) -> dict:
    """全大 / 全中 / 全小 / 大于五 / 小于五 / 全双刻 / 全带五."""
    kind = rng.choice(("upper", "middle", "lower", "above5", "below5", "even", "fives"))
    ranks = {
        "upper": (7, 8, 9),
        "middle": (4, 5, 6),
        "lower": (1, 2, 3),
        "above5": (6, 7, 8, 9),
        "below5": (1, 2, 3, 4),
        "even": (2, 4, 6, 8),
        "fives": (5,),
    }[kind]
    tiles = [num(s, r) for s in SUITS for r in ranks]
    sets: list[Set] = []
    for _ in range(4):
        if kind == "even":
            sets.append(random_pung(rng, tiles, 0.1))
            continue
        chow_lows = [num(s, r) for s in SUITS for r in range(1, 8) if all(r + d in ranks for d in (0, 1, 2))]
        if kind == "fives":
            chow_lows = [num(s, r) for s in SUITS for r in (3, 4, 5)]
        if chow_lows and rng.random() < 0.6:
            sets.append((CHOW, rng.choice(chow_lows)))
        else:
            sets.append(random_pung(rng, tiles, 0.1))
    return assemble(rng, sets, rng.choice(tiles))


def pure_chows(rng: random.Random) -> dict:
    """Chow fans in one suit: 一色双龙会, 一色四同顺, 一色四步高, 一色三同顺, 一色三步高, 清龙."""
    s = any_suit(rng)
    kind = rng.choice(("twin_dragons", "quad", "shifted4", "triple", "shifted3", "straight"))
    if kind == "twin_dragons":
        sets = [(CHOW, num(s, 1)), (CHOW, num(s, 1)), (CHOW, num(s, 7)), (CHOW, num(s, 7))]
        return assemble(rng, sets, num(s, 5))
    if kind == "quad":
        r = rng.randint(1, 7)
        sets = [(CHOW, num(s, r))] * 4
    elif kind == "shifted4":
        step = rng.choice((1, 2))
        r = rng.randint(1, 7 - 3 * step)
        sets = [(CHOW, num(s, r + i * step)) for i in range(4)]
    elif kind == "triple":
        sets = with_extra_set(rng, [(CHOW, num(s, rng.randint(1, 7)))] * 3, "chows")
    elif kind == "shifted3":
        step = rng.choice((1, 2))
        r = rng.randint(1, 7 - 2 * step)
        sets = with_extra_set(rng, [(CHOW, num(s, r + i * step)) for i in range(3)], "chows")
    else:
        sets = with_extra_set(rng, [(CHOW, num(s, 1)), (CHOW, num(s, 4)), (CHOW, num(s, 7))], "chows")
    return assemble(rng, sets, rng.choice(ALL_KINDS))


def mixed_chows(rng: random.Random) -> dict:
    """Chow fans across suits: 三色双龙会, 花龙, 三色三同顺, 三色三步高."""
    a, b, c = rng.sample(SUITS, 3)
    kind = rng.choice(("twin", "knit_dragon", "triple", "shifted"))
    if kind == "twin":
        sets = [(CHOW, num(a, 1)), (CHOW, num(a, 7)), (CHOW, num(b, 1)), (CHOW, num(b, 7))]
        return assemble(rng, sets, num(c, 5))
    if kind == "knit_dragon":
        three = [(CHOW, num(a, 1)), (CHOW, num(b, 4)), (CHOW, num(c, 7))]
    elif kind == "triple":
        r = rng.randint(1, 7)
        three = [(CHOW, num(x, r)) for x in (a, b, c)]
    else:
        r = rng.randint(1, 5)
        three = [(CHOW, num(a, r)), (CHOW, num(b, r + 1)), (CHOW, num(c, r + 2))]
    sets = with_extra_set(rng, three, rng.choice(("random", "chows")))
    return assemble(rng, sets, rng.choice(ALL_KINDS))


def pung_relations(rng: random.Random) -> dict:
    """Pung fans: 一色四节高, 一色三节高, 三色三节高, 三同刻, 双同刻."""
    a, b, c = rng.sample(SUITS, 3)
    kind = rng.choice(("shifted4", "shifted3", "mixed_shifted", "triple", "double", "double2"))
    if kind == "shifted4":
        r = rng.randint(1, 6)
        sets = [random_pung(rng, [num(a, r + i)], 0.1) for i in range(4)]
    elif kind == "shifted3":
        r = rng.randint(1, 7)
        sets = with_extra_set(rng, [random_pung(rng, [num(a, r + i)], 0.1) for i in range(3)])
    elif kind == "mixed_shifted":
        r = rng.randint(1, 7)
        sets = with_extra_set(rng, [random_pung(rng, [num(x, r + i)], 0.1) for i, x in enumerate((a, b, c))])
    elif kind == "triple":
        r = rng.randint(1, 9)
        sets = with_extra_set(rng, [random_pung(rng, [num(x, r)], 0.1) for x in (a, b, c)])
    elif kind == "double":
        r = rng.randint(1, 9)
        sets = with_extra_set(rng, [random_pung(rng, [num(x, r)], 0.1) for x in (a, b)])
    else:  # two pairs of equal pungs
        r, q = rng.sample(range(1, 10), 2)
        sets = [random_pung(rng, [num(x, y)], 0.1) for x, y in ((a, r), (b, r), (a, q), (c, q))]
    return assemble(rng, sets, rng.choice(ALL_KINDS))


def kongs(rng: random.Random) -> dict:
    """四杠 / 三杠 / 双暗杠 / 双明杠 / 明杠 + 暗杠, with random concealment."""
    n = rng.choice((2, 2, 3, 4))
    tiles = rng.sample(ALL_KINDS, 5)
    sets: list[Set] = [(KONG, t) for t in tiles[:n]]
    if n < 4:
        more, _ = pool_hand(rng, "random")
        sets += more[: 4 - n]
    return assemble(rng, sets, tiles[4])


def concealed_pungs(rng: random.Random) -> dict:
    """四暗刻 / 三暗刻: concealed pungs (and concealed kongs); a discard win only on the pair."""
    n = rng.choice((3, 4, 4))
    tiles = rng.sample(ALL_KINDS, 5)
    sets: list[Set] = [(KONG if rng.random() < 0.15 else PUNG, t) for t in tiles[:n]]
    if n < 4:
        more, _ = pool_hand(rng, "random")
        sets += more[:1]
    self_drawn = rng.random() < 0.5
    win = None if self_drawn else "pair"
    return assemble(rng, sets, tiles[4], exposed=0, concealed_kongs=True, win=win, self_drawn=self_drawn)


def tile_hog(rng: random.Random) -> dict:
    """四归一: four copies of a tile spread over a pung and a chow (or a pair and two chows)."""
    s = any_suit(rng)
    r = rng.randint(1, 9)
    t = num(s, r)
    lows = [num(s, x) for x in range(max(1, r - 2), min(7, r) + 1)]
    if rng.random() < 0.5:
        sets = with_extra_set(rng, [(PUNG, t), (CHOW, rng.choice(lows))])
        pair = rng.choice(ALL_KINDS)
    else:
        sets = with_extra_set(rng, [(CHOW, rng.choice(lows)), (CHOW, rng.choice(lows))])
        pair = t
    return assemble(rng, sets, pair)


def pure_hand(rng: random.Random) -> dict:
    """清一色 / 混一色, mostly concealed."""
    sets, pair = pool_hand(rng, "one_suit")
    return assemble(rng, sets, pair, exposed=rng.choice((0, 0, 1, 2)))


def five_types(rng: random.Random) -> dict:
    """五门齐: a set or the pair of each suit, of the winds and of the dragons."""
    pair_at = rng.randrange(5)
    groups = [[num(x, r) for r in range(1, 10)] for x in SUITS] + [list(WINDS), list(DRAGONS)]
    sets: list[Set] = []
    pair = 0
    for i, tiles in enumerate(groups):
        if i == pair_at:
            pair = rng.choice(tiles)
        elif i < 3 and rng.random() < 0.7:
            sets.append(random_chow(rng, [SUITS[i]]))
        else:
            sets.append(random_pung(rng, tiles))
    return assemble(rng, sets, pair)


def outside_hand(rng: random.Random) -> dict:
    """全带幺: every set and the pair hold a terminal or an honor."""
    sets, pair = pool_hand(rng, "terminals")
    return assemble(rng, sets, pair, exposed=rng.choice((0, 1, 2)))


def all_chows(rng: random.Random) -> dict:
    """平和 (and the chow relations), concealed or not."""
    sets, pair = pool_hand(rng, "chows")
    return assemble(rng, sets, pair, exposed=rng.choice((0, 0, 1, 2)))


def melded_hand(rng: random.Random) -> dict:
    """全求人: four exposed sets, won on the pair (by discard: 全求人; self-drawn: 自摸 only)."""
    sets, pair = pool_hand(rng, rng.choice(("random", "pungs", "chows")))
    return assemble(rng, sets, pair, exposed=[0, 1, 2, 3], concealed_kongs=False, win="pair")


def chicken_hand(rng: random.Random) -> dict:
    """无番和: exposed chows of three suits without relations, a wind pair, a two-sided wait."""
    m, s, p = rng.sample(SUITS, 3)
    # 123m 456p 234s 678s: no chows related; win on 6s or 8s of the 678s run (a two-sided wait)
    sets = [(CHOW, num(m, 1)), (CHOW, num(p, 4)), (CHOW, num(s, 2)), (CHOW, num(s, 6))]
    win = rng.choice((num(s, 6), num(s, 8)))
    return assemble(
        rng,
        sets,
        rng.choice(WINDS),
        exposed=rng.choice(([0, 1], [0], [1, 2], [0, 2])),
        win=win,
        self_drawn=False,
        last_tile=False,
        kong_related=False,
        last_copy=False,
    )


def unique_wait(rng: random.Random) -> dict:
    """边张 / 嵌张 / 单钓将 on a strictly unique wait: the rest of the hand is fixed."""
    kind = rng.choice(("edge", "closed", "single"))
    s = any_suit(rng)
    others = [x for x in SUITS if x != s]
    if kind == "edge":
        low = rng.choice((1, 7))
        key = (CHOW, num(s, low))
        win = num(s, 3 if low == 1 else 7)
    elif kind == "closed":
        r = rng.randint(2, 8)
        key = (CHOW, num(s, r - 1))
        win = num(s, r)
    else:
        key = None
        win = None
    # The other sets: honor pungs or chows in the other suits, some of them laid open.
    fill: list[Set] = []
    used_honors = rng.sample(list(HONORS), 4)
    for i in range(3 if key else 4):
        if rng.random() < 0.5:
            fill.append((PUNG, used_honors[i]))
        else:
            fill.append(random_chow(rng, others))
    if key:
        sets = [key, *fill]
        pair = used_honors[3]
        n_open = rng.choice((0, 1, 2, 3))
        exposed = rng.sample(range(1, 4), n_open)
        # concealed chows of the other suits could add waits: lay them all open
        exposed = sorted(set(exposed) | {i for i in range(1, 4) if sets[i][0] == CHOW})
        return assemble(rng, sets, pair, exposed=exposed, win=win)
    pair = rng.choice(list(HONORS) + [num(s, r) for r in (1, 9)])
    sets = fill
    if pair in used_honors:
        sets = [random_chow(rng, others) if t == pair else (k, t) for k, t in sets]
    exposed = sorted(
        {i for i in range(4) if sets[i][0] == CHOW} | set(rng.sample(range(4), rng.randint(0, 2)))
    )
    if len(exposed) == 4:
        exposed = exposed[:3]
    return assemble(rng, sets, pair, exposed=exposed, win="pair")


def robbing_kong(rng: random.Random) -> dict:
    """抢杠和: discard win on a tile found nowhere else in the hand (drawn again until so)."""
    sets, pair = pool_hand(rng, rng.choice(("random", "chows")))
    return assemble(rng, sets, pair, self_drawn=False, kong_related=True)


def kong_flower(rng: random.Random) -> dict:
    """杠上开花: self-drawn on the replacement tile after a kong."""
    sets, pair = pool_hand(rng, "random")
    i = rng.randrange(4)
    sets[i] = (KONG, sets[i][1]) if sets[i][0] != CHOW else (KONG, rng.choice(ALL_KINDS))
    return assemble(rng, sets, pair, self_drawn=True, kong_related=True, last_tile=rng.random() < 0.2)


def last_tile_win(rng: random.Random) -> dict:
    """妙手回春 / 海底捞月."""
    sets, pair = pool_hand(rng, rng.choice(("random", "chows", "pungs")))
    return assemble(rng, sets, pair, last_tile=True)


def last_copy_win(rng: random.Random) -> dict:
    """和绝张: the win tile is not among the standing tiles.

    Half of them win on the fourth copy of a tile whose pung is laid open: the flag is then forced
    on by the tiles whatever the input says (given either way).
    """
    sets, pair = pool_hand(rng, "random")
    if rng.random() < 0.5:
        t = rng.choice(ALL_KINDS[:27])
        rank = t & 0xF
        sets[0] = (PUNG, t)
        sets[1] = (CHOW, num(t & 0xF0, rng.choice([r for r in (rank - 2, rank - 1, rank) if 1 <= r <= 7])))
        return assemble(rng, sets, pair, exposed=[0], win=t)
    return assemble(rng, sets, pair, last_copy=True)


# ---------------------------------------------------------------------------------------------
# Non-winning shapes


def not_a_win(rng: random.Random) -> dict:
    """A winning hand with one standing tile or the win tile swapped for another tile kind."""
    sets, pair = pool_hand(rng, rng.choice(("random", "chows", "one_suit")))
    situation = assemble(rng, sets, pair)
    from trainer.engine.notation import parse_tiles

    standing = list(parse_tiles(situation["concealed"]))
    win = parse_tiles(situation["win_tile"])[0]
    if standing and rng.random() < 0.5:
        standing[rng.randrange(len(standing))] = rng.choice(ALL_KINDS)
    else:
        win = rng.choice(ALL_KINDS)
    melds = [{**m, "_tiles": list(parse_tiles(m["tiles"]))} for m in situation["melds"]]
    return finish(rng, standing, melds, win)


def random_tiles(rng: random.Random) -> dict:
    """Fourteen random tiles, with up to two random melds: almost never a win."""
    melds: list[dict] = []
    for _ in range(rng.choice((0, 0, 1, 2))):
        s = random_chow(rng) if rng.random() < 0.5 else random_pung(rng, ALL_KINDS)
        melds.append(meld_dict(rng, s, concealed=s[0] == KONG and rng.random() < 0.5))
    standing = [rng.choice(ALL_KINDS) for _ in range(13 - 3 * len(melds))]
    return finish(rng, standing, melds, rng.choice(ALL_KINDS))


# ---------------------------------------------------------------------------------------------
# The corpus

RECIPES: tuple[tuple[Callable[[random.Random], dict], int], ...] = (
    (free_hand("random"), 140),
    (free_hand("one_suit"), 40),
    (free_hand("two_suits"), 40),
    (free_hand("terminals"), 30),
    (free_hand("honors"), 30),
    (free_hand("simples"), 30),
    (free_hand("pungs"), 40),
    (free_hand("chows"), 60),
    (seven_pairs, 25),
    (seven_shifted_pairs, 6),
    (thirteen_orphans, 6),
    (honors_and_knitted, 10),
    (knitted_straight, 14),
    (nine_gates, 8),
    (nine_gates_near_miss, 4),
    (big_four_winds, 4),
    (little_four_winds, 5),
    (big_three_dragons, 5),
    (little_three_dragons, 6),
    (two_dragons, 8),
    (big_three_winds, 6),
    (all_honors, 4),
    (all_terminals, 5),
    (terminals_and_honors, 6),
    (green_hand, 6),
    (reversible_hand, 8),
    (rank_range_hand, 20),
    (pure_chows, 24),
    (mixed_chows, 20),
    (pung_relations, 20),
    (kongs, 20),
    (concealed_pungs, 12),
    (tile_hog, 12),
    (pure_hand, 12),
    (five_types, 10),
    (outside_hand, 12),
    (all_chows, 20),
    (melded_hand, 12),
    (chicken_hand, 6),
    (unique_wait, 24),
    (robbing_kong, 10),
    (kong_flower, 10),
    (last_tile_win, 10),
    (last_copy_win, 10),
    (not_a_win, 20),
    (random_tiles, 6),
)


def draw(rng: random.Random, recipe: Callable[[random.Random], dict]) -> dict:
    """One situation from a recipe, drawing again (from the same ``rng``) until it is possible."""
    for _ in range(1000):
        try:
            return recipe(rng)
        except Retry:
            continue
    raise AssertionError(f"recipe {recipe.__name__} keeps failing")


def generate_situations(rng: random.Random, n: int) -> list[dict]:
    """``n`` situations: one per recipe first (in table order), then recipes drawn by weight.

    Ids are ``"<index>-<recipe>"``.  Deterministic for a given ``rng`` state.
    """
    recipes = [r for r, _ in RECIPES]
    weights = [w for _, w in RECIPES]
    out: list[dict] = []
    for i in range(n):
        recipe = recipes[i] if i < len(recipes) else rng.choices(recipes, weights)[0]
        situation = draw(rng, recipe)
        out.append({"id": f"{i:05d}-{recipe.__name__}", **situation})
    return out


# Contradictory flags: each entry is (what is wrong, recipe) and the engine must answer {"id","error"}.


def _flower_on_kong_without_kong(rng: random.Random) -> dict:
    sets, pair = pool_hand(rng, "chows")
    situation = assemble(rng, sets, pair, self_drawn=True, kong_related=False)
    return {**situation, "kong_related": True}


def _robbing_kong_tile_in_hand(rng: random.Random) -> dict:
    sets, pair = pool_hand(rng, "random")
    situation = assemble(rng, sets, pair, win="pair", self_drawn=False, kong_related=False)
    return {**situation, "kong_related": True}


def _robbing_kong_tile_in_melds(rng: random.Random) -> dict:
    sets, pair = pool_hand(rng, "chows")
    t = sets[0][1] + 1  # the middle tile of the first chow, laid open; win on another copy
    sets[1] = (CHOW, min(t, (t & 0xF0) | 7))
    situation = assemble(rng, sets, pair, exposed=[0], win=t, self_drawn=False, kong_related=False)
    return {**situation, "kong_related": True}


def _last_copy_tile_in_hand(rng: random.Random) -> dict:
    sets, pair = pool_hand(rng, "random")
    situation = assemble(rng, sets, pair, win="pair", last_copy=False)
    return {**situation, "last_copy": True}


CONTRADICTIONS = (
    ("kong_related+self_drawn without a kong", _flower_on_kong_without_kong),
    ("kong_related by discard, win tile in the standing tiles", _robbing_kong_tile_in_hand),
    ("kong_related by discard, win tile in a meld", _robbing_kong_tile_in_melds),
    ("last_copy with a copy of the win tile standing", _last_copy_tile_in_hand),
)


def contradictory_situations(rng: random.Random, per_kind: int = 5) -> list[dict]:
    """Situations whose flags contradict their tiles (``per_kind`` of each kind, each with ``"why"``)."""
    return [
        {"id": f"bad{k}-{i}", **draw(rng, recipe), "why": why}
        for k, (why, recipe) in enumerate(CONTRADICTIONS)
        for i in range(per_kind)
    ]


def situation_notation(situation: dict) -> str:
    """The hand in the calculator's notation (melds with their digit, standing tiles, win tile)."""
    from trainer.engine.notation import parse_tiles

    parts = []
    for m in situation.get("melds", ()):
        tiles = format_tiles(parse_tiles(m["tiles"]))
        if m["kind"] == KONG and m.get("concealed"):
            parts.append(f"[{tiles}]")
        else:
            parts.append(f"[{tiles}{m.get('offer', 1)}]")
    parts.append(format_tiles(parse_tiles(situation.get("concealed", ""))))
    parts.append(situation["win_tile"])
    flags = [k for k in ("self_drawn", "last_copy", "kong_related", "last_tile") if situation.get(k)]
    context = f" {situation.get('round_wind', 'E')}/{situation.get('seat_wind', 'E')}"
    context += f" flowers={situation.get('flowers', 0)}" + "".join(f" {f}" for f in flags)
    return "".join(parts) + context


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.engine.situations", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument(
        "--contradictory", action="store_true", help="print the contradictory-flag cases instead"
    )
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    rows = contradictory_situations(rng) if args.contradictory else generate_situations(rng, args.count)
    try:
        for row in rows:
            sys.stdout.write(json.dumps(row, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into head
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


if __name__ == "__main__":
    sys.exit(main())
