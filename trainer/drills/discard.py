"""Choose the discard (何切): a 14-tile position; which tile keeps the hand closest to a win?

Positions are complete hands with one to three standing tiles swapped for random tiles.  The
answer key is :func:`trainer.engine.shanten.analyse_discards` with only the hand itself counted
as seen (DESIGN.md): every distinct discard with the shanten of the 13 tiles left and the unseen
copies of their useful tiles; ``best`` are the discards with the fewest shanten and, among them,
the most useful tiles.

Grading is by efficiency: the learner's useful count over the best one, as a percentage (0 when
the discard leaves more shanten), both plainly and fan-aware (toward a legal win of 8 points, by
:func:`trainer.engine.efficiency.analyse_discards_fan_aware`: legal useful tiles over the best
legal count), with the engine's sentence on the fan-aware choice.

Levels (what each promises, checked by ``tests/drills/test_discard.py``):

1. no melds, East winds; the best discard leaves the hand ready (shanten 0);
2. at most two melds, random winds; the best discard leaves it one from ready;
3. at most two melds (kongs too); a harder choice: two from ready, a special form among the
   forms the best discard keeps closest, or a plain favourite that the fan-aware ranking rejects.

>>> import random
>>> q = generate(random.Random(5), 1)
>>> feedback = grade(q, q.best[0])
>>> feedback.correct, feedback.efficiency
(True, 100)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from random import Random

from trainer.engine.efficiency import FAR, DiscardAnalysis, analyse_discards_fan_aware
from trainer.engine.errors import InvalidHand, NotationError, NotAWin
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.scoring import score_hand
from trainer.engine.notation import format_hand, format_tiles, parse_tiles, tile_token
from trainer.engine.shanten import REGULAR, DiscardOption, analyse_discards
from trainer.engine.tiles import ALL_KINDS, WINDS, Hand, Tile

from .hands import EVERYDAY_RECIPES, RECIPES, GenerationError, Limits, Retry, build_hand, meld_json

KIND = "discard"
LEVELS = (1, 2, 3)
_LIMITS = {
    1: Limits(),
    2: Limits(max_melds=2, winds=True),
    3: Limits(max_melds=2, kongs=True, special=True, winds=True),
}
_SWAPS = {1: (1,), 2: (1, 2, 2), 3: (2, 2, 3)}
_SPECIAL = (
    "seven_pairs",
    "thirteen_orphans",
    "honors_and_knitted",
    "greater_honors_and_knitted",
    "knitted_straight",
)
_RECIPES = {
    1: EVERYDAY_RECIPES,
    2: EVERYDAY_RECIPES + ("full_flush", "half_flush") * 4,
    3: EVERYDAY_RECIPES + _SPECIAL * 3 + ("full_flush", "half_flush", "concealed_kong", "melded_kong") * 3,
}


@dataclass(frozen=True, slots=True)
class DiscardQuestion:
    """A 14-tile position (``hand.standing`` holds all its standing tiles, no win tile)."""

    id: str
    level: int
    hand: Hand
    context: WinContext  # the winds, for the fan-aware part
    options: tuple[DiscardOption, ...]  # the answer key, best first
    recipe: str = ""

    @property
    def best(self) -> tuple[Tile, ...]:
        return tuple(o.tile for o in self.options if o.rank == 1)

    def option(self, tile: int) -> DiscardOption:
        for o in self.options:
            if o.tile == tile:
                return o
        raise InvalidHand(f"the hand holds no {tile_token(tile)} to discard")

    def notation(self) -> str:
        return format_hand(self.hand)

    def to_json(self) -> dict:
        """The ``trainer drill --kind discard --jsonl`` line (DESIGN.md "Checkable outputs")."""
        return {
            "id": self.id,
            "concealed": format_tiles(self.hand.standing),
            "melds": [meld_json(m) for m in self.hand.melds],
            "answer": {
                "best": format_tiles(self.best),
                "discards": [
                    {"tile": tile_token(o.tile), "shanten": o.shanten, "useful_count": o.useful_count}
                    for o in self.options
                ],
            },
        }

    def fan_aware(self) -> DiscardAnalysis:
        """The fan-aware discard table (computed when asked: it scores many hands)."""
        return analyse_discards_fan_aware(self.hand, self.context)

    def item_keys(self) -> tuple[str, ...]:
        """``drill:discard:<level>`` and ``discard:<form>`` for the form the best discard aims at."""
        forms = self.options[0].result.best_forms
        return (f"drill:{KIND}:{self.level}", f"discard:{forms[0] if forms else REGULAR}")


def _is_complete(hand: Hand) -> bool:
    standing = hand.standing
    try:
        score_hand(Hand(hand.melds, standing[:-1], standing[-1]), explain=False)
    except (NotAWin, InvalidHand):
        return False
    return True


def _swap(rng: Random, complete: Hand, swaps: int) -> Hand:
    """The complete hand's 14 - 3 x melds standing tiles with ``swaps`` of them replaced."""
    standing = [*complete.standing, complete.win_tile]
    held = [t for m in complete.melds for t in m.tiles] + standing
    for index in rng.sample(range(len(standing)), swaps):
        old = standing[index]
        choices = [t for t in ALL_KINDS if t != old and held.count(t) < 4]
        new = rng.choice(choices)
        held.remove(old)
        held.append(new)
        standing[index] = new
    return Hand(complete.melds, tuple(sorted(standing)))


def plain_and_fan_aware_differ(question: DiscardQuestion) -> bool:
    """Whether the fan-aware ranking rejects every plain favourite (a discard of rank 1)."""
    fan_aware = question.fan_aware()
    top = {c.tile for c in fan_aware.choices if c.legal_rank == 1}
    return fan_aware.choices[0].analysis.legal_distance < FAR and not top & set(question.best)


def level_style(question: DiscardQuestion) -> bool:
    """What the question's level promises (see the module docstring)."""
    best = question.options[0]
    melds = len(question.hand.melds)
    if question.level == 1:
        return melds == 0 and best.shanten == 0
    if question.level == 2:
        return melds <= 2 and best.shanten == 1
    if melds > 2 or best.shanten not in (1, 2):
        return False
    if best.shanten == 2 or any(f != REGULAR for f in best.result.best_forms):
        return True
    return plain_and_fan_aware_differ(question)


def generate(rng: Random, level: int = 1, *, ident: str = "", tries: int = 1500) -> DiscardQuestion:
    """A 14-tile position for ``level`` (1-3); deterministic per ``rng``."""
    if level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3, not {level!r}")
    limits = _LIMITS[level]
    recipes = _RECIPES[level]
    for _ in range(tries):
        name = rng.choice(recipes)
        try:
            complete = build_hand(rng, RECIPES[name](rng), limits)
        except Retry:
            continue
        hand = _swap(rng, complete, rng.choice(_SWAPS[level]))
        if _is_complete(hand):
            continue
        seat, round_ = (rng.choice(WINDS), rng.choice(WINDS)) if limits.winds else (Tile.EAST, Tile.EAST)
        ctx = WinContext(seat_wind=seat, round_wind=round_)
        question = DiscardQuestion(ident, level, hand, ctx, analyse_discards(hand), name)
        if level_style(question):
            return question
    raise GenerationError(f"no level-{level} discard position in {tries} tries")


# ---------------------------------------------------------------------------------------------
# Answers and grading


@dataclass(frozen=True, slots=True)
class DiscardAnswer:
    """The tile the learner discards.

    >>> DiscardAnswer.parse("5m")
    DiscardAnswer(tile=<Tile.M5: 21>)
    """

    tile: Tile

    @classmethod
    def parse(cls, text: str) -> DiscardAnswer:
        tiles = parse_tiles(text)
        if len(tiles) != 1:
            raise NotationError(f"name one tile to discard, e.g. 5m or E, not {text.strip()!r}")
        return cls(tiles[0])


@dataclass(frozen=True, slots=True)
class DiscardFeedback:
    question_id: str
    correct: bool  # the discard is among the best (plain)
    credit: float  # the plain efficiency as a fraction
    tile: Tile
    shanten: int
    useful_count: int
    best: tuple[Tile, ...]
    best_shanten: int
    best_useful_count: int
    efficiency: int  # percent: useful count over the best one (0 with more shanten)
    fan_aware_best: tuple[Tile, ...]
    legal_distance: int  # draws from a legal win after the discard (FAR: none in reach)
    legal_count: int
    best_legal_distance: int
    best_legal_count: int
    fan_aware_efficiency: int | None  # percent; None when no discard has a legal win in reach
    fan_aware_correct: bool
    reason: str  # the engine's sentence on the fan-aware choice
    item_results: dict[str, bool] = field(default_factory=dict)

    def summary(self) -> str:
        t = tile_token(self.tile)
        if self.correct:
            head = f"{t} is a best discard ({self.useful_count} useful tiles)."
        else:
            head = (
                f"{t} keeps {self.efficiency}% of the best: {self.shanten} shanten and "
                f"{self.useful_count} useful tiles, against {format_tiles(self.best)} with "
                f"{self.best_shanten} and {self.best_useful_count}."
            )
        return f"{head} {self.reason}"


def coerce_answer(answer: DiscardAnswer | Mapping | str | int) -> DiscardAnswer:
    if isinstance(answer, DiscardAnswer):
        return answer
    if isinstance(answer, str):
        return DiscardAnswer.parse(answer)
    if isinstance(answer, Mapping):
        return coerce_answer(answer["tile"])
    return DiscardAnswer(Tile(answer))


def _percent(value: int, best: int) -> int:
    return 100 if best <= 0 else round(100 * value / best)


def grade(question: DiscardQuestion, answer: DiscardAnswer | Mapping | str | int) -> DiscardFeedback:
    """Plain and fan-aware efficiency of the learner's discard.  Raises :class:`InvalidHand` for a
    tile the hand does not hold."""
    tile = coerce_answer(answer).tile
    chosen = question.option(tile)
    top = question.options[0]
    efficiency = (
        0 if chosen.shanten > top.shanten else min(100, _percent(chosen.useful_count, top.useful_count))
    )
    fan_aware = question.fan_aware()
    mine = next(c for c in fan_aware.choices if c.tile == tile)
    leader = fan_aware.choices[0]
    a, b = mine.analysis, leader.analysis
    if b.legal_distance >= FAR:
        fan_efficiency = None
    elif a.legal_distance > b.legal_distance:
        fan_efficiency = 0
    else:
        fan_efficiency = min(100, _percent(a.legal_count, b.legal_count))
    correct = tile in question.best
    items = {f"drill:{KIND}:{question.level}": correct}
    items.update(dict.fromkeys(question.item_keys()[1:], correct))
    return DiscardFeedback(
        question.id,
        correct,
        efficiency / 100,
        tile,
        chosen.shanten,
        chosen.useful_count,
        question.best,
        top.shanten,
        top.useful_count,
        efficiency,
        tuple(c.tile for c in fan_aware.choices if c.legal_rank == 1),
        a.legal_distance,
        a.legal_count,
        b.legal_distance,
        b.legal_count,
        fan_efficiency,
        mine.legal_rank == 1,
        fan_aware.reason,
        items,
    )


__all__ = [
    "KIND",
    "LEVELS",
    "DiscardAnswer",
    "DiscardFeedback",
    "DiscardQuestion",
    "coerce_answer",
    "generate",
    "grade",
    "level_style",
    "plain_and_fan_aware_differ",
]
