"""Seeded random Guangdong hands: winning hands of every shape (with ghosts if asked), for drills,
the encyclopedia's checks and the tests.

>>> import random
>>> hand, ghost = random_win(random.Random(3), ghosts=1)
>>> len(hand.all_tiles()) - sum(1 for m in hand.melds if m.is_kong), ghost is not None
(14, True)
"""

from __future__ import annotations

import random
from collections import Counter

from trainer.engine.tiles import (
    ALL_KINDS,
    DRAGONS,
    HONORS,
    TERMINALS_AND_HONORS,
    WINDS,
    Hand,
    Meld,
    MeldKind,
    Tile,
    is_suited,
)

_SUITS = (0x10, 0x20, 0x30)
_POOLS = (
    "any",
    "any",
    "any",
    "flush",
    "half_flush",
    "honors",
    "terminals",
    "pungs",
    "chows",
    "winds",
    "dragons",
)


def _pool(rng: random.Random, name: str) -> list[Tile]:
    suit = rng.choice(_SUITS)
    if name == "flush":
        return [t for t in ALL_KINDS if t & 0xF0 == suit and is_suited(t)]
    if name == "half_flush":
        return [t for t in ALL_KINDS if (t & 0xF0 == suit and is_suited(t)) or t in HONORS]
    if name == "honors":
        return list(HONORS)
    if name == "terminals":
        return list(TERMINALS_AND_HONORS)
    if name == "winds":
        return list(WINDS) * 3 + list(ALL_KINDS)
    if name == "dragons":
        return list(DRAGONS) * 4 + list(ALL_KINDS)
    return list(ALL_KINDS)


def _regular(rng: random.Random) -> tuple[list[tuple[str, Tile]], Tile] | None:
    name = rng.choice(_POOLS)
    pool = _pool(rng, name)
    used: Counter[Tile] = Counter()
    sets: list[tuple[str, Tile]] = []
    chow_share = {"pungs": 0.0, "chows": 1.0, "honors": 0.0, "terminals": 0.0}.get(name, 0.5)
    for _ in range(4):
        tile = rng.choice(pool)
        if is_suited(tile) and (tile & 0xF) <= 7 and rng.random() < chow_share:
            kind, tiles = "chow", [tile, Tile(tile + 1), Tile(tile + 2)]
        else:
            kind, tiles = rng.choice(("pung", "pung", "pung", "kong")), [tile] * 3
        if any(used[t] + tiles.count(t) + (kind == "kong") > 4 for t in tiles):
            return None
        used.update(tiles)
        if kind == "kong":
            used[tile] += 1
        sets.append((kind, tile))
    pair = rng.choice(pool)
    if used[pair] + 2 > 4:
        return None
    return sets, pair


def _build_regular(rng: random.Random) -> Hand | None:
    drawn = _regular(rng)
    if drawn is None:
        return None
    sets, pair = drawn
    melds: list[Meld] = []
    standing: list[Tile] = [pair, pair]
    for kind, tile in sets:
        if kind == "chow":
            standing.extend((tile, Tile(tile + 1), Tile(tile + 2)))
        elif kind == "kong":
            concealed = rng.random() < 0.3
            melds.append(
                Meld(MeldKind.KONG, tile, concealed=True, claimed_from=None)
                if concealed
                else Meld(MeldKind.KONG, tile)
            )
        elif rng.random() < 0.35:
            melds.append(Meld(MeldKind.PUNG, tile))
        else:
            standing.extend((tile,) * 3)
    rng.shuffle(standing)
    win = standing.pop()
    return Hand(tuple(melds), tuple(sorted(standing)), win)


def _build_pairs(rng: random.Random) -> Hand | None:
    pool = _pool(rng, rng.choice(("any", "flush", "half_flush", "honors")))
    kinds = [rng.choice(pool) for _ in range(7)]
    counts = Counter(kinds)
    if any(n > 2 for n in counts.values()):
        return None
    tiles = [t for t in kinds for _ in range(2)]
    rng.shuffle(tiles)
    win = tiles.pop()
    return Hand((), tuple(sorted(tiles)), win)


def _build_orphans(rng: random.Random) -> Hand:
    tiles = [*TERMINALS_AND_HONORS, rng.choice(TERMINALS_AND_HONORS)]
    rng.shuffle(tiles)
    win = tiles.pop()
    return Hand((), tuple(sorted(tiles)), win)


def random_win(rng: random.Random, *, ghosts: int = 0) -> tuple[Hand, Tile | None]:
    """A winning hand; with ``ghosts`` > 0, a ghost kind is drawn and that many standing tiles
    (the win tile may be one) are turned into ghosts, so the hand still wins."""
    while True:
        roll = rng.random()
        hand = (
            _build_regular(rng) if roll < 0.8 else _build_pairs(rng) if roll < 0.96 else _build_orphans(rng)
        )
        if hand is None:
            continue
        if not ghosts:
            return hand, None
        ghost = rng.choice(ALL_KINDS)
        tiles = list(hand.standing_with_win())
        if ghost in hand.all_tiles():
            continue  # every standing copy of the ghost kind is wild: keep the count exact
        spots = list(range(len(tiles)))
        if len(spots) < ghosts:
            continue
        for i in rng.sample(spots, ghosts):
            tiles[i] = ghost
        win = tiles.pop()
        return Hand(hand.melds, tuple(sorted(tiles)), win), ghost


def random_tiles(rng: random.Random, count: int = 14) -> list[Tile]:
    """``count`` tiles drawn from a full set (no fifth copy)."""
    deck = [t for t in ALL_KINDS for _ in range(4)]
    return rng.sample(deck, count)
