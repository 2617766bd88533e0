"""Tile efficiency under Guangdong rules: shanten with ghosts, and discards ranked by it.

The forms are the regular one (pungs and kongs declared), seven pairs and thirteen orphans (both
concealed only).  A ghost is wild, so it fills any one tile a form lacks: with ``g`` ghosts and the
other tiles ``N``, the tiles still lacking are ``lack(N) - g``, where ``lack(N)`` is the least number
of tiles a complete hand needs beyond ``N`` (the quantity the shanten tables compute; shanten is
lack - 1).  So ghost-aware shanten is exact and as fast as plain shanten.  A test checks it against
trying every tile for the ghosts.

Useful tiles are the kinds whose draw lowers the shanten; a drawn ghost always does when the hand
is not complete, so it is listed too.

>>> from trainer.engine.notation import parse_tiles
>>> shanten(parse_tiles("123m456p789pEE2s6s"), 0, Tile.S6), shanten(parse_tiles("123m456p789pEE2s6s"), 0, None)
(0, 1)
>>> shanten(parse_tiles("123m456p789pEE2s6s3s"), 0, Tile.S6)
-1
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from trainer.engine.errors import InvalidHand
from trainer.engine.shanten import REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS, regular_lack
from trainer.engine.tiles import ALL_KINDS, TABLE_SIZE, TERMINALS_AND_HONORS, Tile

FORMS = (REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS)  # the Guangdong winning shapes

_ORPHANS = tuple(TERMINALS_AND_HONORS)


def _lack_pairs(counts: list[int]) -> int:
    pairs = sum(1 for t in ALL_KINDS if counts[t] >= 2) + sum(1 for t in ALL_KINDS if counts[t] >= 4)
    pairs = min(pairs, 7)
    singles = sum(1 for t in ALL_KINDS if counts[t] % 2)
    wanted = 7 - pairs
    return min(singles, wanted) + 2 * max(0, wanted - singles)


def _lack_orphans(counts: list[int]) -> int:
    distinct = sum(1 for t in _ORPHANS if counts[t])
    pair = any(counts[t] >= 2 for t in _ORPHANS)
    return 14 - distinct - (1 if pair else 0)


@lru_cache(maxsize=1 << 16)
def _lacks(naturals: tuple[int, ...], melds: int) -> tuple[int, int | None, int | None]:
    """Tiles lacking for the regular form, seven pairs and thirteen orphans (None: melds rule it out)."""
    counts = [0] * TABLE_SIZE
    for t in naturals:
        counts[t] += 1
    regular = regular_lack(counts, melds)
    if melds:
        return regular, None, None
    return regular, _lack_pairs(counts), _lack_orphans(counts)


def _split(standing: Sequence[int], melds: int, ghost: Tile | None) -> tuple[tuple[int, ...], int]:
    if len(standing) + 3 * melds not in (13, 14):
        raise InvalidHand(f"{len(standing)} standing tiles with {melds} melds: shanten needs 13 or 14 in all")
    jokers = sum(1 for t in standing if t == ghost) if ghost is not None else 0
    naturals = tuple(sorted(t for t in standing if t != ghost)) if jokers else tuple(sorted(standing))
    return naturals, jokers


def form_shanten(standing: Sequence[int], melds: int, ghost: Tile | None) -> dict[str, int | None]:
    """Ghost-aware shanten per form (``FORMS``); None where the melds rule a form out."""
    naturals, jokers = _split(standing, melds, ghost)
    return {
        form: None if lack is None else max(lack - jokers, 0) - 1
        for form, lack in zip(FORMS, _lacks(naturals, melds), strict=True)
    }


def shanten(standing: Sequence[int], melds: int, ghost: Tile | None) -> int:
    """Ghost-aware shanten of standing tiles (13 or 14 less 3 per meld), the least over the forms;
    -1 is a complete hand (four ghosts included: 四鬼和牌)."""
    naturals, jokers = _split(standing, melds, ghost)
    if jokers == 4 and len(standing) + 3 * melds == 14:
        return -1
    least = min(lack for lack in _lacks(naturals, melds) if lack is not None)
    return max(least - jokers, 0) - 1


@dataclass(frozen=True, slots=True)
class GdDiscard:
    """A discard and what it leaves (``tile`` None: the numbers of a 13-tile hand as it stands)."""

    tile: Tile | None
    shanten: int
    useful: tuple[Tile, ...]  # kinds whose draw lowers the shanten after this discard
    live: int  # unseen copies of them


def useful_tiles(standing: Sequence[int], melds: int, ghost: Tile | None) -> tuple[Tile, ...]:
    """The kinds whose draw lowers the shanten of a 13-tile position (the ghost included)."""
    now = shanten(standing, melds, ghost)
    held = list(standing)
    return tuple(
        kind
        for kind in ALL_KINDS
        if held.count(kind) < 4 and shanten((*standing, kind), melds, ghost) < now  # a 14-tile shanten
    )


def _without(tiles: Sequence[int], tile: int) -> tuple[int, ...]:
    out = list(tiles)
    out.remove(tile)
    return tuple(out)


def rank_discards(
    standing: Sequence[int], melds: int, ghost: Tile | None, seen: Sequence[int] | None = None
) -> list[GdDiscard]:
    """Every discard of a 14-tile position, best first: fewest shanten, then most unseen useful
    tiles; a ghost comes last (it is wild), unless only ghosts are held.  ``seen`` is a count table
    of the tiles visible to the player (their own hand included)."""
    kinds = sorted(set(standing))
    out = []
    for tile in kinds:
        rest = _without(standing, tile)
        value = shanten(rest, melds, ghost)
        useful = useful_tiles(rest, melds, ghost)
        live = 0
        for kind in useful:
            shown = max(seen[kind] if seen is not None else 0, rest.count(kind))
            live += max(0, 4 - shown)
        out.append(GdDiscard(Tile(tile), value, useful, live))
    out.sort(key=lambda d: (d.tile == ghost and len(kinds) > 1, d.shanten, -d.live, -len(d.useful), d.tile))
    return out
