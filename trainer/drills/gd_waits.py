"""Guangdong waits (广东麻将听牌): a ready 13-tile hand with a ghost; name every tile that wins.

Guangdong mahjong (推倒和) has no chow melds (declared melds are pungs and kongs; concealed chows are
fine), wins only by self-draw or by robbing a kong, and plays with a ghost (鬼牌): the tile after the
turned indicator, which stands for any tile.  The answer key is
:func:`trainer.engine.guangdong.scoring.winning_tiles` (ghost-aware): every tile kind that completes
a winning shape, less a kind whose four copies the learner can already see (the hand and the
indicator).  A drawn ghost is itself a winning tile whenever the hand is ready.  Every wait is
legal: a Guangdong win needs only 1 番.  The feedback says, for each wait, what the ghosts stand
for (``score_hand(...).substitution``) and what the win scores as a self-drawn win.

Positions are winning hands of :func:`trainer.engine.guangdong.samples.random_win` with one standing
tile taken out.  Levels (checked by ``tests/drills/test_guangdong_drills.py``):

1. no ghost in the hand (the ghost still counts when drawn), at most one meld;
2. one ghost in the hand, up to three melds;
3. two ghosts in the hand, up to three melds.

>>> import random
>>> q = generate(random.Random(3), 2)
>>> q.ghost in q.wait_tiles, grade(q, WaitsAnswer.of(q.wait_tiles)).correct
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from random import Random

from trainer.engine.errors import NotAWin
from trainer.engine.guangdong.hand_types import HandType, Multiplier
from trainer.engine.guangdong.scoring import GdContext, score_hand, winning_tiles
from trainer.engine.notation import format_hand, format_tiles, tile_token
from trainer.engine.tiles import Hand, Tile

from .gd_hands import RULES, held_counts, indicator_for, winning_hand
from .hands import GenerationError, meld_json
from .waits import WaitsAnswer, coerce_answer

KIND = "gd_waits"
LEVELS = (1, 2, 3)
_GHOSTS = {1: 0, 2: 1, 3: 2}
_MAX_MELDS = {1: 1, 2: 3, 3: 3}


@dataclass(frozen=True, slots=True)
class GdWait:
    """One winning tile, scored as a self-drawn win: what the ghosts stood for in the best reading
    (sorted, a drawn ghost among them), the hand types that count and the total."""

    tile: Tile
    ghost_drawn: bool
    substitution: tuple[Tile, ...]
    counted: tuple[HandType, ...]
    base: int
    multipliers: tuple[tuple[Multiplier, int], ...]
    total: int


@dataclass(frozen=True, slots=True)
class GdWaitsQuestion:
    """A ready Guangdong position with its ghost; ``waits`` is the answer key."""

    id: str
    level: int
    hand: Hand  # 13 tiles, no win tile; melds are pungs or kongs
    ghost: Tile
    indicator: Tile
    waits: tuple[GdWait, ...]
    recipe: str = "random_win"

    @property
    def wait_tiles(self) -> frozenset[Tile]:
        return frozenset(w.tile for w in self.waits)

    @property
    def ghosts_held(self) -> int:
        return sum(1 for t in self.hand.standing if t == self.ghost)

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
            "answer": {"waits": format_tiles(self.wait_tiles)},
        }

    def item_keys(self) -> tuple[str, ...]:
        """``drill:gd_waits:<level>``, and ``gd:ghost_wait`` when the hand holds a ghost."""
        keys = [f"drill:{KIND}:{self.level}"]
        if self.ghosts_held:
            keys.append("gd:ghost_wait")
        return tuple(keys)


def score_waits(hand: Hand, ghost: Tile, indicator: Tile | None = None) -> tuple[GdWait, ...]:
    """Every winning tile of a 13-tile position (ghost-aware), with its self-drawn score; kinds whose
    four copies are all in sight are left out."""
    seen = held_counts(hand, indicator)
    out = []
    for tile in winning_tiles(hand.standing, len(hand.melds), ghost):
        if seen[tile] >= 4:
            continue
        try:
            result = score_hand(Hand(hand.melds, hand.standing, tile), GdContext(), ghost=ghost, rules=RULES)
        except NotAWin:  # pragma: no cover - winning_tiles and score_hand agree
            continue
        out.append(
            GdWait(
                tile,
                tile == ghost,
                result.substitution,
                result.counted,
                result.base,
                result.multipliers,
                result.total,
            )
        )
    return tuple(out)


def generate(rng: Random, level: int = 1, *, ident: str = "", tries: int = 500) -> GdWaitsQuestion:
    """A ready Guangdong position for ``level`` (1-3); deterministic per ``rng``."""
    if level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3, not {level!r}")
    want = _GHOSTS[level]
    for _ in range(tries):
        drawn = winning_hand(rng, want, _MAX_MELDS[level])
        if drawn is None:
            continue
        complete, ghost = drawn
        tiles = [*complete.standing, complete.win_tile]
        naturals = [i for i, t in enumerate(tiles) if t != ghost]
        tiles.pop(rng.choice(naturals))  # take out a natural tile: the ghosts stay in the hand
        hand = Hand(complete.melds, tuple(sorted(tiles)))
        if sum(1 for t in hand.standing if t == ghost) != want:
            continue
        indicator = indicator_for(ghost)
        if held_counts(hand)[indicator] >= 4:
            continue
        waits = score_waits(hand, ghost, indicator)
        if not waits:
            continue
        return GdWaitsQuestion(ident, level, hand, ghost, indicator, waits)
    raise GenerationError(f"no level-{level} Guangdong waits position in {tries} tries")


# ---------------------------------------------------------------------------------------------
# Grading


@dataclass(frozen=True, slots=True)
class GdWaitsFeedback:
    question_id: str
    correct: bool  # exactly the winning tiles
    credit: float  # right / (waits + extra)
    right: tuple[Tile, ...]
    missed: tuple[Tile, ...]
    extra: tuple[Tile, ...]
    waits: tuple[GdWait, ...]
    ghost: Tile
    item_results: dict[str, bool] = field(default_factory=dict)

    def summary(self) -> str:
        """One line in English."""
        t = format_tiles
        parts = ["Right." if self.correct else f"Waits {t(w.tile for w in self.waits)}"]
        if self.missed:
            parts.append(f"missed {t(self.missed)}")
        if self.extra:
            parts.append(f"{t(self.extra)} do not win")
        for w in self.waits:
            if w.substitution:
                stands = ", ".join(tile_token(s) for s in w.substitution)
                parts.append(f"{tile_token(w.tile)}: the ghost stands for {stands}")
        return "; ".join(parts) + "."


def grade(question: GdWaitsQuestion, answer: WaitsAnswer | Mapping | str | Iterable[int]) -> GdWaitsFeedback:
    """Compare the selected tiles with the winning tiles (a "legal" part of the answer is ignored:
    every Guangdong win is legal)."""
    answer = coerce_answer(answer)
    waits = question.wait_tiles
    chosen = set(answer.tiles)
    right = tuple(sorted(chosen & waits))
    missed = tuple(sorted(waits - chosen))
    extra = tuple(sorted(chosen - waits))
    correct = not missed and not extra
    credit = len(right) / len(waits | chosen) if waits | chosen else 1.0
    items = {f"drill:{KIND}:{question.level}": correct}
    if question.ghosts_held:
        items["gd:ghost_wait"] = correct
    return GdWaitsFeedback(
        question.id, correct, round(credit, 4), right, missed, extra, question.waits, question.ghost, items
    )


__all__ = [
    "KIND",
    "LEVELS",
    "GdWait",
    "GdWaitsFeedback",
    "GdWaitsQuestion",
    "generate",
    "grade",
    "score_waits",
]
