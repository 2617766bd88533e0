"""Guangdong discard (广东麻将何切): 14 tiles with a ghost; which tile keeps the hand closest to a win?

The answer key is :func:`trainer.drills.gd_hands.analyse_gd_discards`: for each distinct discard,
the Guangdong shanten of the 13 tiles left with the ghosts counted as the best tiles (regular form,
seven pairs, thirteen orphans; see :mod:`.gd_hands` for the method), the unseen copies of the useful
tiles (the ghost is always one) and how many of those copies could also be claimed for a pung.  The
best discards have the fewest shanten, then the most useful copies, then the most claimable ones:
with no chow claims in Guangdong, a pair that any player's discard can turn into a pung is worth
more than a chow shape only the learner's own draw completes.  A ghost is never a best discard: it
is wild.  Every discard tied with the best is right.

Positions are winning hands of :func:`trainer.engine.guangdong.samples.random_win` with one to three
natural standing tiles swapped for random tiles.  Levels (checked by the tests):

1. at most one ghost and one meld; the best discard leaves the hand ready;
2. at most one ghost, up to three melds; the best discard leaves it one from ready;
3. one or two ghosts, up to three melds; the best discard leaves it one or two from ready.

>>> import random
>>> q = generate(random.Random(5), 1)
>>> feedback = grade(q, q.best[0])
>>> feedback.correct, feedback.efficiency, q.ghost in q.best
(True, 100, False)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from random import Random

from trainer.engine.errors import InvalidHand
from trainer.engine.guangdong.scoring import is_winning
from trainer.engine.notation import format_hand, format_tiles, tile_token
from trainer.engine.tiles import ALL_KINDS, Hand, Tile

from .discard import DiscardAnswer, coerce_answer
from .gd_hands import GdDiscardOption, analyse_gd_discards, held_counts, indicator_for, winning_hand
from .hands import GenerationError, meld_json

KIND = "gd_discard"
LEVELS = (1, 2, 3)
_GHOSTS = {1: (0, 1, 1), 2: (0, 1, 1), 3: (1, 1, 2)}
_MAX_MELDS = {1: 1, 2: 3, 3: 3}
_SWAPS = {1: (1,), 2: (1, 2, 2), 3: (2, 2, 3)}
_BEST_SHANTEN = {1: (0,), 2: (1,), 3: (1, 2)}


@dataclass(frozen=True, slots=True)
class GdDiscardQuestion:
    """A 14-tile Guangdong position (``hand.standing`` holds all its standing tiles) and its ghost."""

    id: str
    level: int
    hand: Hand
    ghost: Tile
    indicator: Tile
    options: tuple[GdDiscardOption, ...]  # the answer key, best first
    recipe: str = "random_win"

    @property
    def best(self) -> tuple[Tile, ...]:
        return tuple(o.tile for o in self.options if o.rank == 1)

    @property
    def ghosts_held(self) -> int:
        return sum(1 for t in self.hand.standing if t == self.ghost)

    def option(self, tile: int) -> GdDiscardOption:
        for o in self.options:
            if o.tile == tile:
                return o
        raise InvalidHand(f"the hand holds no {tile_token(tile)} to discard")

    def notation(self) -> str:
        return format_hand(self.hand)

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "rules": "guangdong",
            "concealed": format_tiles(self.hand.standing),
            "melds": [meld_json(m) for m in self.hand.melds],
            "ghost": tile_token(self.ghost),
            "indicator": tile_token(self.indicator),
            "answer": {
                "best": format_tiles(self.best),
                "discards": [
                    {
                        "tile": tile_token(o.tile),
                        "shanten": o.shanten,
                        "useful_count": o.useful_count,
                        "claimable": o.claimable,
                    }
                    for o in self.options
                ],
            },
        }

    def item_keys(self) -> tuple[str, ...]:
        """``drill:gd_discard:<level>``, and ``gd:keep_ghost`` when the hand holds a ghost."""
        keys = [f"drill:{KIND}:{self.level}"]
        if self.ghosts_held:
            keys.append("gd:keep_ghost")
        return tuple(keys)


def _swap(rng: Random, complete: Hand, swaps: int, ghost: Tile, indicator: Tile) -> Hand | None:
    """The complete hand's standing tiles with ``swaps`` natural ones replaced by random tiles (never
    by a ghost, never a fifth copy in sight)."""
    standing = [*complete.standing, complete.win_tile]
    naturals = [i for i, t in enumerate(standing) if t != ghost]
    if len(naturals) < swaps:
        return None
    seen = held_counts(complete, indicator)
    for index in rng.sample(naturals, swaps):
        old = standing[index]
        choices = [t for t in ALL_KINDS if t not in (old, ghost) and seen[t] < 4]
        new = rng.choice(choices)
        seen[old] -= 1
        seen[new] += 1
        standing[index] = new
    return Hand(complete.melds, tuple(sorted(standing)))


def generate(rng: Random, level: int = 1, *, ident: str = "", tries: int = 1500) -> GdDiscardQuestion:
    """A 14-tile Guangdong position for ``level`` (1-3); deterministic per ``rng``."""
    if level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3, not {level!r}")
    for _ in range(tries):
        want = rng.choice(_GHOSTS[level])
        drawn = winning_hand(rng, want, _MAX_MELDS[level])
        if drawn is None:
            continue
        complete, ghost = drawn
        indicator = indicator_for(ghost)
        if held_counts(complete)[indicator] >= 4:
            continue
        hand = _swap(rng, complete, rng.choice(_SWAPS[level]), ghost, indicator)
        if hand is None or sum(1 for t in hand.standing if t == ghost) != want:
            continue
        if is_winning(hand.standing, len(hand.melds), ghost):
            continue
        options = analyse_gd_discards(hand, ghost, indicator)
        if options[0].shanten not in _BEST_SHANTEN[level]:
            continue
        return GdDiscardQuestion(ident, level, hand, ghost, indicator, options)
    raise GenerationError(f"no level-{level} Guangdong discard position in {tries} tries")


# ---------------------------------------------------------------------------------------------
# Grading


@dataclass(frozen=True, slots=True)
class GdDiscardFeedback:
    question_id: str
    correct: bool  # the discard is among the best
    credit: float  # the efficiency as a fraction
    tile: Tile
    shanten: int
    useful_count: int
    claimable: int
    best: tuple[Tile, ...]
    best_shanten: int
    best_useful_count: int
    best_claimable: int
    efficiency: int  # percent: useful count over the best one (0 with more shanten or a ghost)
    discarded_ghost: bool
    ghost: Tile
    item_results: dict[str, bool] = field(default_factory=dict)

    def summary(self) -> str:
        t = tile_token(self.tile)
        if self.discarded_ghost:
            return f"{t} is the ghost: it is wild, keep it. Best: {format_tiles(self.best)}."
        if self.correct:
            return f"{t} is a best discard ({self.useful_count} useful tiles, the ghost among them)."
        return (
            f"{t} keeps {self.efficiency}% of the best: {self.shanten} shanten and "
            f"{self.useful_count} useful tiles, against {format_tiles(self.best)} with "
            f"{self.best_shanten} and {self.best_useful_count}."
        )


def grade(question: GdDiscardQuestion, answer: DiscardAnswer | Mapping | str | int) -> GdDiscardFeedback:
    """Efficiency of the learner's discard; a ghost scores nothing.  Raises :class:`InvalidHand` for
    a tile the hand does not hold."""
    tile = coerce_answer(answer).tile
    chosen = question.option(tile)
    top = question.options[0]
    if chosen.is_ghost or chosen.shanten > top.shanten:
        efficiency = 0
    else:
        efficiency = (
            100 if top.useful_count <= 0 else min(100, round(100 * chosen.useful_count / top.useful_count))
        )
    correct = tile in question.best
    items = dict.fromkeys(question.item_keys(), correct)
    if "gd:keep_ghost" in items:
        items["gd:keep_ghost"] = not chosen.is_ghost
    return GdDiscardFeedback(
        question.id,
        correct,
        efficiency / 100,
        tile,
        chosen.shanten,
        chosen.useful_count,
        chosen.claimable,
        question.best,
        top.shanten,
        top.useful_count,
        top.claimable,
        efficiency,
        chosen.is_ghost,
        question.ghost,
        items,
    )


__all__ = [
    "KIND",
    "LEVELS",
    "GdDiscardFeedback",
    "GdDiscardQuestion",
    "generate",
    "grade",
]
