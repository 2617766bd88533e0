"""What the Guangdong drills share: the ghost and its indicator, and shanten with ghosts (鬼牌).

A Guangdong table turns an indicator after the deal; the next tile of its suit is the ghost, which
stands for any tile (:mod:`trainer.engine.guangdong`).  The forms are the regular one (four sets and
a pair; concealed chows count, declared melds are pungs or kongs), seven pairs (four of a kind is
two pairs, 豪华七对) and thirteen orphans; the knitted forms of MCR do not exist here.

Shanten with ghosts comes from the engine (:mod:`trainer.engine.guangdong.efficiency`): a ghost
fills any one tile a form lacks, so with ``g`` ghosts the shanten is ``lacking(naturals) - g - 1``,
exact and as fast as plain shanten.  ``tests/drills/test_guangdong_drills.py`` checks it against
trying every substitution of the ghosts.

>>> from trainer.engine.notation import parse_tiles
>>> gd_shanten(parse_tiles("123m456p789s1sEEF"), 0, Tile.GREEN).shanten  # F is the ghost: ready
0
>>> indicator_for(Tile.M1), indicator_for(Tile.EAST), indicator_for(Tile.RED)
(<Tile.M9: 25>, <Tile.NORTH: 68>, <Tile.WHITE: 71>)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from trainer.engine.guangdong import efficiency as gd_efficiency
from trainer.engine.guangdong.rules import GuangdongRules
from trainer.engine.guangdong.samples import random_win
from trainer.engine.tiles import ALL_KINDS, TABLE_SIZE, Hand, Tile

RULES = GuangdongRules()
GD_FORMS = gd_efficiency.FORMS


def indicator_for(ghost: Tile, rules: GuangdongRules = RULES) -> Tile:
    """The indicator tile that names ``ghost`` (the tile before it in its suit or ring)."""
    return rules.indicator_for(ghost)


def winning_hand(rng, ghosts: int, max_melds: int) -> tuple[Hand, Tile] | None:
    """A seeded winning hand with ``ghosts`` ghosts and at most ``max_melds`` melds, and its ghost
    kind (one the hand does not hold when ``ghosts`` is 0); None when the draw has too many melds."""
    complete, ghost = random_win(rng, ghosts=ghosts) if ghosts else random_win(rng)
    if len(complete.melds) > max_melds:
        return None
    if ghost is None:
        ghost = rng.choice([t for t in ALL_KINDS if t not in complete.all_tiles()])
    return complete, ghost


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


def gd_shanten(standing: Iterable[int], melds: int, ghost: Tile | None) -> GdShanten:
    """Guangdong shanten of 13 - 3 x ``melds`` standing tiles; ``ghost`` is the ghost kind (or None).
    The numbers are the engine's (:mod:`trainer.engine.guangdong.efficiency`)."""
    tiles = list(standing)
    if len(tiles) != 13 - 3 * melds:
        raise ValueError(f"{len(tiles)} standing tiles with {melds} melds: shanten needs {13 - 3 * melds}")
    forms = gd_efficiency.form_shanten(tiles, melds, ghost)
    least = min(v for v in forms.values() if v is not None)
    useful = frozenset(gd_efficiency.useful_tiles(tiles, melds, ghost))
    ghosts = sum(1 for t in tiles if t == ghost) if ghost is not None else 0
    return GdShanten(least, forms, useful, ghosts)


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
    "winning_hand",
]
