"""What the Guangdong drills share: the ghost and its indicator, and shanten with ghosts (鬼牌).

A Guangdong table turns an indicator after the deal; the next tile of its suit is the ghost, which
stands for any tile (:mod:`trainer.engine.guangdong`).  The forms are the regular one (four sets and
a pair; concealed chows count, declared melds are pungs or kongs), seven pairs (four of a kind is
two pairs, 豪华七对) and thirteen orphans; the knitted forms of MCR do not exist here.

Shanten with ghosts
-------------------
A ghost is counted as the best tile it could be, for each form:

- **Regular form.**  The engine's shanten is ``lacking - 1``, where ``lacking`` is the least number
  of tiles to add to the standing tiles so that they contain the sets still missing and a pair.
  With ``g`` ghosts among 13 standing tiles, let ``N`` be the natural (non-ghost) tiles.  Each ghost
  can be any tile, so it can be one tile of an optimal completion of ``N``; adding a tile lowers
  ``lacking`` by one at most; and ``N`` (13 - g tiles) lacks at least g + 1.  So the least over every
  substitution is exactly ``lacking(N) - g``, and the shanten is ``lacking(N) - g - 1``: the "min over
  the 34 kinds" for one ghost, applied g times, without trying 34^g substitutions.  ``lacking(N)``
  comes from the engine's group tables (:mod:`trainer.engine.shanten`), which accept any number of
  tiles; like the engine, a fifth copy is not ruled out (a ghost may stand for one).
- **Seven pairs.**  Ghosts pair the singles first, then each other: with ``p`` pairs and ``s`` odd
  kinds among the natural tiles, ``pairs = p + min(g, s) + (g - min(g, s)) // 2`` and the shanten is
  ``6 - pairs``.
- **Thirteen orphans.**  Each ghost fills a missing orphan or the pair: ``13 - kinds - pair - g``.

A tile kind is *useful* when drawing it lowers the form's shanten; the ghost itself always is (it is
wild), unless the hand is complete.  Checked in ``tests/drills/test_guangdong_drills.py`` against
trying every substitution of the ghosts with the engine's own shanten.

>>> from trainer.engine.notation import parse_tiles
>>> gd_shanten(parse_tiles("123m456p789s1sEEF"), 0, Tile.GREEN).shanten  # F is the ghost: ready
0
>>> indicator_for(Tile.M1), indicator_for(Tile.EAST), indicator_for(Tile.RED)
(<Tile.M9: 25>, <Tile.NORTH: 68>, <Tile.WHITE: 71>)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from trainer.engine.guangdong.rules import GuangdongRules
from trainer.engine.shanten import REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS
from trainer.engine.shanten import _regular as _regular_shanten  # the group tables; any tile count
from trainer.engine.tiles import ALL_KINDS, TABLE_SIZE, TERMINALS_AND_HONORS, Hand, Tile

RULES = GuangdongRules()
GD_FORMS = (REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS)
_ORPHANS = frozenset(TERMINALS_AND_HONORS)


def indicator_for(ghost: Tile, rules: GuangdongRules = RULES) -> Tile:
    """The indicator tile that names ``ghost`` (the tile before it in its suit or ring)."""
    return next(t for t in ALL_KINDS if rules.ghost_for(t) == ghost)


def held_counts(hand: Hand, indicator: Tile | None = None) -> list[int]:
    """Copies of each kind the learner can see: the hand (melds and standing, a kong as four) and
    the indicator."""
    counts = [0] * TABLE_SIZE
    for t in hand.all_tiles():
        counts[t] += 1
    if indicator is not None:
        counts[indicator] += 1
    return counts


@dataclass(frozen=True, slots=True)
class GdShanten:
    """Shanten of 13 - 3 x melds standing tiles with ghosts, per Guangdong form, and the useful tiles
    of the forms that reach the least (the ghost among them)."""

    shanten: int
    forms: dict[str, int | None]  # None: the form cannot apply (melds)
    useful: frozenset[Tile]
    ghosts: int  # ghosts among the standing tiles

    @property
    def best_forms(self) -> tuple[str, ...]:
        return tuple(f for f in GD_FORMS if self.forms[f] is not None and self.forms[f] == self.shanten)


def _lacking(counts: Sequence[int], melds: int) -> int:
    return _regular_shanten(counts, melds, False)[0] + 1


def _pairs(counts: Sequence[int], ghosts: int) -> int:
    pairs = sum(counts[t] >> 1 for t in ALL_KINDS)
    singles = sum(counts[t] & 1 for t in ALL_KINDS)
    filled = min(ghosts, singles)
    return pairs + filled + (ghosts - filled) // 2


def _orphans(counts: Sequence[int], ghosts: int) -> int:
    """Tiles of the 14 that count toward thirteen orphans (kinds held, the pair, the ghosts)."""
    kinds = sum(1 for t in _ORPHANS if counts[t])
    pair = any(counts[t] > 1 for t in _ORPHANS)
    return kinds + pair + ghosts


def gd_shanten(standing: Iterable[int], melds: int, ghost: Tile | None) -> GdShanten:
    """Guangdong shanten of 13 - 3 x ``melds`` standing tiles; ``ghost`` is the ghost kind (or None)."""
    tiles = list(standing)
    if len(tiles) != 13 - 3 * melds:
        raise ValueError(f"{len(tiles)} standing tiles with {melds} melds: shanten needs {13 - 3 * melds}")
    counts = [0] * TABLE_SIZE
    g = 0
    for t in tiles:
        if t == ghost:
            g += 1
        else:
            counts[t] += 1
    drawable = [t for t in ALL_KINDS if t != ghost and counts[t] < 4]
    # each form: how far the tiles are from it (lower is closer), and its shanten from that
    measures = {
        REGULAR: (lambda c, n: _lacking(c, melds) - n, lambda v: v - 1),
        SEVEN_PAIRS: (lambda c, n: -_pairs(c, n), lambda v: 6 + v),
        THIRTEEN_ORPHANS: (lambda c, n: -_orphans(c, n), lambda v: 13 + v),
    }
    forms: dict[str, int | None] = dict.fromkeys(GD_FORMS)
    useful: dict[str, set[Tile]] = {f: set() for f in GD_FORMS}
    for form, (distance, to_shanten) in measures.items():
        if melds and form != REGULAR:
            continue  # seven pairs and thirteen orphans are concealed forms
        now = distance(counts, g)
        forms[form] = to_shanten(now)
        for t in drawable:  # a natural tile drawn
            counts[t] += 1
            if distance(counts, g) < now:
                useful[form].add(t)
            counts[t] -= 1
        if ghost is not None and distance(counts, g + 1) < now:  # a ghost drawn
            useful[form].add(ghost)
    least = min(v for v in forms.values() if v is not None)
    best: set[Tile] = set()
    for form, value in forms.items():
        if value == least:
            best |= useful[form]
    return GdShanten(least, forms, frozenset(best), g)


@dataclass(frozen=True, slots=True)
class GdDiscardOption:
    """What discarding ``tile`` from a 14-tile Guangdong position leaves.

    ``claimable`` counts the unseen copies of useful tiles the learner holds a pair of: in
    Guangdong any player's discard of them can be claimed for a pung, while a chow can only be
    completed by the learner's own draw.  ``rank`` 1 marks the best discards; a ghost never ranks
    first (it is wild: keep it).
    """

    tile: Tile
    rank: int
    shanten: int
    useful: frozenset[Tile]
    useful_count: int
    claimable: int
    result: GdShanten
    is_ghost: bool


def analyse_gd_discards(
    hand: Hand, ghost: Tile | None, indicator: Tile | None = None
) -> tuple[GdDiscardOption, ...]:
    """Every distinct discard of a 14 - 3 x melds standing position (``hand.standing``), best first.

    Ranked by fewest shanten, then most unseen useful copies (only the hand and the indicator
    counted as seen), then most claimable copies; ties share a rank.  Ghost discards come last
    whatever their numbers.
    """
    standing = list(hand.standing)
    melds = len(hand.melds)
    if len(standing) != 14 - 3 * melds:
        raise ValueError(
            f"{len(standing)} standing tiles with {melds} melds: a discard needs {14 - 3 * melds}"
        )
    seen = held_counts(hand, indicator)
    rows = []
    for t in sorted(set(standing)):
        rest = list(standing)
        rest.remove(t)
        result = gd_shanten(rest, melds, ghost)
        naturals = [0] * TABLE_SIZE
        for u in rest:
            if u != ghost:
                naturals[u] += 1
        count = sum(max(0, 4 - seen[u]) for u in result.useful)
        claim = sum(max(0, 4 - seen[u]) for u in result.useful if u != ghost and naturals[u] >= 2)
        rows.append(((t == ghost, result.shanten, -count, -claim), t, result, count, claim))
    rows.sort(key=lambda row: (row[0], row[1]))
    options = []
    rank = 0
    previous = None
    for place, (key, t, result, count, claim) in enumerate(rows, start=1):
        if key != previous:
            rank = place
            previous = key
        options.append(
            GdDiscardOption(t, rank, result.shanten, result.useful, count, claim, result, t == ghost)
        )
    return tuple(options)


__all__ = [
    "GD_FORMS",
    "RULES",
    "GdDiscardOption",
    "GdShanten",
    "analyse_gd_discards",
    "gd_shanten",
    "held_counts",
    "indicator_for",
]
