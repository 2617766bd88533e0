"""Shanten and useful tiles against PyMahjongGB (the reference calculator's ``shanten.cpp``).

Seeded hands of several kinds (random deals, near-wins, hands leaning to each special form, hands
with declared melds) go through both; every applicable form must agree on the shanten and on the
set of useful tiles, and the least over the forms must agree with ``MahjongShanten``.

How PyMahjongGB is called, and what it does (read from its source and checked here):

- the per-form functions take only the standing tiles; with ``k`` melds the regular form is
  computed on ``13 - 3k`` tiles as if ``k`` sets were made (so the melds themselves are not passed);
  the special forms answer only for 13 standing tiles, the knitted straight for 13 or 10;
- ``MahjongShanten(pack, hand)`` ignores what the packs are: it takes the least of the five forms
  over the standing tiles, the ones that do not apply answering "infinitely far";
- useful tiles are formal: a kind whose four copies are all in the hand still counts, with one
  exception kept by the engine: for the regular form such a kind is skipped unless the hand is
  ready (then ``1111m`` + three sets lists 1m, drawing a fifth copy);
- seven pairs counts four of a kind as two pairs, and its useful tiles are the kinds held an odd
  number of times (a tile held three times is useful: the fourth makes two pairs);
- with four melds (one standing tile) the regular form is special-cased: ready, waiting on that tile.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from trainer.engine.notation import format_tiles
from trainer.engine.shanten import FORMS, KNITTED_ARRANGEMENTS, analyse_discards, count_shanten
from trainer.engine.tiles import ALL_KINDS, HONORS, TERMINALS_AND_HONORS, Meld, MeldKind, Tile, count_table

MahjongGB = pytest.importorskip("MahjongGB")

SEED = 20240613
_SUIT_LETTER = {1: "W", 2: "T", 3: "B"}  # 万 条 饼 in PyMahjongGB's names
ORACLE_FORMS: dict[str, Callable] = {
    "regular": MahjongGB.RegularShanten,
    "seven_pairs": MahjongGB.SevenPairsShanten,
    "thirteen_orphans": MahjongGB.ThirteenOrphansShanten,
    "honors_knitted": MahjongGB.HonorsAndKnittedTilesShanten,
    "knitted_straight": MahjongGB.KnittedStraightShanten,
}


def reference_tile(code: int) -> str:
    """``0x15`` -> ``'W5'``; winds ``F1``-``F4``, dragons (中 发 白) ``J1``-``J3``."""
    if code >= 0x41:
        return f"F{code - 0x40}" if code <= 0x44 else f"J{code - 0x44}"
    return f"{_SUIT_LETTER[code >> 4]}{code & 0xF}"


TILE_OF_REFERENCE = {reference_tile(t): t for t in ALL_KINDS}


def reference_pack(meld: Meld) -> tuple[str, str, int]:
    if meld.kind is MeldKind.CHOW:
        return "CHI", reference_tile(meld.tile + 1), 1
    if meld.kind is MeldKind.PUNG:
        return "PENG", reference_tile(meld.tile), 1
    return "GANG", reference_tile(meld.tile), 0 if meld.concealed else 1


# ---------------------------------------------------------------------------------------------
# Hand generators: each yields (standing tiles, melds)

Case = tuple[list[Tile], list[Meld]]


def _wall() -> list[Tile]:
    return [t for t in ALL_KINDS for _ in range(4)]


def _take(pool: list[Tile], tiles: list[Tile]) -> bool:
    """Remove ``tiles`` from ``pool`` if all are there."""
    counts = count_table(pool)
    need = count_table(tiles)
    if any(need[t] > counts[t] for t in set(tiles)):
        return False
    for t in tiles:
        pool.remove(t)
    return True


def _random_set(rng: random.Random) -> list[Tile]:
    if rng.random() < 0.6:
        suit = rng.choice((0x10, 0x20, 0x30))
        start = rng.randint(1, 7)
        return [Tile(suit | r) for r in range(start, start + 3)]
    return [rng.choice(ALL_KINDS)] * 3


def _complete_hand(rng: random.Random, pool: list[Tile], sets: int) -> list[Tile] | None:
    """``sets`` random sets and a pair taken from ``pool`` (None if the draw ran out of copies)."""
    tiles: list[Tile] = []
    for _ in range(sets):
        for _attempt in range(20):
            chosen = _random_set(rng)
            if _take(pool, chosen):
                tiles += chosen
                break
        else:
            return None
    for _attempt in range(20):
        pair = [rng.choice(ALL_KINDS)] * 2
        if _take(pool, pair):
            return tiles + pair
    return None


def random_deals(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        yield rng.sample(_wall(), 13), []


def near_wins(rng: random.Random, n: int) -> Iterator[Case]:
    """A complete 14-tile hand less one tile, or less two plus one random tile."""
    made = 0
    while made < n:
        pool = _wall()
        tiles = _complete_hand(rng, pool, 4)
        if tiles is None:
            continue
        rng.shuffle(tiles)
        if rng.random() < 0.5:
            yield tiles[:13], []
        else:
            yield [*tiles[:12], rng.choice(pool)], []
        made += 1


def _biased(rng: random.Random, n: int, favourites: Callable[[], list[Tile]], share: float) -> Iterator[Case]:
    for _ in range(n):
        pool = _wall()
        liked = favourites()
        tiles: list[Tile] = []
        while len(tiles) < 13:
            want = rng.choice(liked) if rng.random() < share else rng.choice(pool)
            if want in pool:
                pool.remove(want)
                tiles.append(want)
        yield tiles, []


def orphan_leaning(rng: random.Random, n: int) -> Iterator[Case]:
    return _biased(rng, n, lambda: list(TERMINALS_AND_HONORS), 0.85)


def knitted_leaning(rng: random.Random, n: int) -> Iterator[Case]:
    def favourites() -> list[Tile]:
        arrangement = list(rng.choice(KNITTED_ARRANGEMENTS))
        return arrangement + list(HONORS) if rng.random() < 0.5 else arrangement * 2 + list(HONORS)

    return _biased(rng, n, favourites, 0.85)


def knitted_straight_leaning(rng: random.Random, n: int) -> Iterator[Case]:
    """Most of a knitted straight, then a set and a pair or random tiles."""
    for _ in range(n):
        pool = _wall()
        arrangement = list(rng.choice(KNITTED_ARRANGEMENTS))
        keep = rng.sample(arrangement, rng.randint(6, 9))
        _take(pool, keep)
        rest = _complete_hand(rng, pool, 1) if rng.random() < 0.6 else None
        tiles = keep + (rest or [])
        while len(tiles) < 13:
            t = rng.choice(pool)
            pool.remove(t)
            tiles.append(t)
        yield tiles[:13], []


def pair_leaning(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        pool = _wall()
        tiles: list[Tile] = []
        while len(tiles) < 13:
            t = rng.choice(pool)
            copies = min(rng.choice((2, 2, 2, 3, 4, 1)), 13 - len(tiles), pool.count(t))
            for _ in range(copies):
                pool.remove(t)
            tiles += [t] * copies
        yield tiles, []


def _random_meld(rng: random.Random, pool: list[Tile]) -> Meld | None:
    roll = rng.random()
    for _attempt in range(20):
        if roll < 0.5:
            suit = rng.choice((0x10, 0x20, 0x30))
            start = Tile(suit | rng.randint(1, 7))
            meld, tiles = Meld(MeldKind.CHOW, start), [start, Tile(start + 1), Tile(start + 2)]
        elif roll < 0.85:
            t = rng.choice(ALL_KINDS)
            meld, tiles = Meld(MeldKind.PUNG, t), [t] * 3
        else:
            t = rng.choice(ALL_KINDS)
            concealed = rng.random() < 0.5
            meld = Meld(MeldKind.KONG, t, concealed=concealed, claimed_from=None if concealed else 1)
            tiles = [t] * 4
        if _take(pool, tiles):
            return meld
    return None


def with_melds(rng: random.Random, n: int) -> Iterator[Case]:
    """One to four melds; the standing tiles random or near a win."""
    made = 0
    while made < n:
        pool = _wall()
        count = rng.choice((1, 1, 2, 2, 3, 3, 4))
        melds = [_random_meld(rng, pool) for _ in range(count)]
        if None in melds:
            continue
        size = 13 - 3 * count
        if rng.random() < 0.5:
            tiles = _complete_hand(rng, pool, 4 - count)
            if tiles is None:
                continue
            rng.shuffle(tiles)
            standing = tiles[:size]
        else:
            standing = rng.sample(pool, size)
        yield standing, melds  # type: ignore[misc]
        made += 1


GENERATORS = {
    "random_deals": (random_deals, 1200),
    "near_wins": (near_wins, 700),
    "orphan_leaning": (orphan_leaning, 350),
    "knitted_leaning": (knitted_leaning, 350),
    "knitted_straight_leaning": (knitted_straight_leaning, 350),
    "pair_leaning": (pair_leaning, 350),
    "with_melds": (with_melds, 700),
}


def cases(kind: str) -> list[Case]:
    generate, n = GENERATORS[kind]
    rng = random.Random(f"{SEED}-{kind}")
    return list(generate(rng, n))


# ---------------------------------------------------------------------------------------------
# Comparison


def disagreements(standing: list[Tile], melds: list[Meld]) -> list[str]:
    """Every way our answer for one hand differs from PyMahjongGB's (empty when they agree)."""
    ours = count_shanten(standing, len(melds))
    hand = tuple(reference_tile(t) for t in sorted(standing))
    problems = []
    for name in FORMS:
        form = ours.forms[name]
        try:
            shanten, useful = ORACLE_FORMS[name](hand)
        except TypeError:  # "ERROR_INVALID_HAND": the form does not apply to this many tiles
            expected = None
        else:
            expected = (shanten, frozenset(TILE_OF_REFERENCE[u] for u in useful))
        got = None if form is None else (form.shanten, form.useful)
        if got != expected:
            problems.append(f"{name}: ours {_show(got)}, PyMahjongGB {_show(expected)}")
    overall = MahjongGB.MahjongShanten(pack=tuple(reference_pack(m) for m in melds), hand=hand)
    if overall != ours.shanten:
        problems.append(f"overall: ours {ours.shanten}, PyMahjongGB {overall}")
    return problems


def _show(value: tuple[int, frozenset[Tile]] | None) -> str:
    return "n/a" if value is None else f"{value[0]} {format_tiles(value[1]) or '-'}"


def _describe(standing: list[Tile], melds: list[Meld]) -> str:
    from trainer.engine.notation import format_meld

    return "".join(format_meld(m) for m in melds) + format_tiles(standing)


@pytest.mark.parametrize("kind", list(GENERATORS))
def test_shanten_agrees_with_pymahjonggb(kind: str) -> None:
    hands = cases(kind)
    assert len(hands) == GENERATORS[kind][1]
    failures = []
    for standing, melds in hands:
        assert len(standing) + 3 * len(melds) == 13
        problems = disagreements(standing, melds)
        if problems:
            failures.append(f"{_describe(standing, melds)}: " + "; ".join(problems))
    assert not failures, f"{len(failures)} of {len(hands)} {kind} hands disagree:\n" + "\n".join(
        failures[:20]
    )


def test_generated_hands_cover_the_forms() -> None:
    """The generators reach ready hands and every special form's neighbourhood."""
    total = sum(n for _, n in GENERATORS.values())
    assert total >= 3000
    best: dict[str, int] = dict.fromkeys(FORMS, 99)
    ready = 0
    for kind in GENERATORS:
        for standing, melds in cases(kind):
            result = count_shanten(standing, len(melds))
            ready += result.shanten == 0
            for name, form in result.forms.items():
                if form is not None:
                    best[name] = min(best[name], form.shanten)
    assert ready >= 300
    assert all(v <= 1 for v in best.values()), best


@pytest.mark.parametrize("seed", range(3))
def test_discard_shanten_agrees_with_pymahjonggb(seed: int) -> None:
    """Each discard's shanten equals MahjongShanten of the 13 tiles left."""
    rng = random.Random(f"{SEED}-discards-{seed}")
    failures = []
    for _ in range(60):
        pool = _wall()
        melds = [m for m in (_random_meld(rng, pool) for _ in range(rng.choice((0, 0, 1, 2)))) if m]
        standing = rng.sample(pool, 14 - 3 * len(melds))
        packs = tuple(reference_pack(m) for m in melds)
        for option in analyse_discards(standing, len(melds)):
            rest = list(standing)
            rest.remove(option.tile)
            expected = MahjongGB.MahjongShanten(pack=packs, hand=tuple(reference_tile(t) for t in rest))
            if option.shanten != expected:
                discard = format_tiles([option.tile])
                failures.append(f"{_describe(standing, melds)} -{discard}: {option.shanten} vs {expected}")
    assert not failures, "\n".join(failures[:20])
