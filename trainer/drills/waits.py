"""Find the waits (听牌): a ready 13-tile position; name every winning tile and which reach 8 points.

Positions are complete hands with one standing tile taken out.  The answer key is
:func:`trainer.engine.waits.find_waits` in the question's winds, as a discard win with no other
flags: every tile that completes a winning shape (a tile whose four copies are all in the hand is
left out) and, for each, its best score; ``legal`` are those worth 8 points or more (flowers aside).

Levels (what each promises, checked by ``tests/drills/test_waits.py``):

1. no melds, East round and seat, one to three waits, every one of them a regular-form wait;
2. at most two melds (no kongs), random winds, at least two waits, all regular-form waits;
3. at most two melds (kongs too), random winds, and a wait that completes a special form (七对,
   十三幺 with its 13-sided wait, 全不靠, 组合龙, 九莲宝灯) or at least four waits.

>>> import random
>>> q = generate(random.Random(3), 1)
>>> grade(q, WaitsAnswer.of(q.wait_tiles)).correct
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from random import Random

from trainer.engine.errors import NotationError
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.table import FanId
from trainer.engine.notation import format_hand, format_tiles, parse_tiles
from trainer.engine.tiles import WINDS, Hand, Tile
from trainer.engine.waits import Wait, WaitShape, find_waits

from .hands import (
    EVERYDAY_RECIPES,
    RECIPES,
    SPECIAL_RECIPES,
    GenerationError,
    Limits,
    Retry,
    build_hand,
    meld_json,
)

KIND = "waits"
LEVELS = (1, 2, 3)
SPECIAL_SHAPES = frozenset(
    {
        WaitShape.SEVEN_PAIRS,
        WaitShape.THIRTEEN_ORPHANS,
        WaitShape.HONORS_KNITTED,
        WaitShape.KNITTED_STRAIGHT,
        WaitShape.NINE_GATES,
    }
)

_LIMITS = {
    1: Limits(),
    2: Limits(max_melds=2, winds=True),
    3: Limits(max_melds=2, kongs=True, special=True, winds=True),
}
_MANY_WAITS = (
    "full_flush",
    "free_one_suit",
    "half_flush",
    "pure_shifted_chows",
    "four_shifted_chows",
    "tile_hog",
)
_RECIPES = {
    1: EVERYDAY_RECIPES,
    2: EVERYDAY_RECIPES + _MANY_WAITS * 6,
    3: SPECIAL_RECIPES * 3
    + _MANY_WAITS * 3
    + ("two_melded_kongs", "concealed_kong", "melded_kong", "free_random"),
}


@dataclass(frozen=True, slots=True)
class WaitsQuestion:
    """A ready position; ``waits`` (the engine's, in the question's winds) is the answer key."""

    id: str
    level: int
    hand: Hand  # 13 tiles, no win tile
    context: WinContext  # the winds; a discard win with no other flags
    waits: tuple[Wait, ...]
    recipe: str = ""

    @property
    def wait_tiles(self) -> frozenset[Tile]:
        return frozenset(w.tile for w in self.waits)

    @property
    def legal_tiles(self) -> frozenset[Tile]:
        return frozenset(w.tile for w in self.waits if w.legal)

    @property
    def shapes(self) -> tuple[WaitShape, ...]:
        """The wait shapes of the position, each once, in :class:`WaitShape` order."""
        found = {w.shape for w in self.waits}
        return tuple(s for s in WaitShape if s in found)

    def notation(self) -> str:
        return format_hand(self.hand)

    def to_json(self) -> dict:
        """The ``trainer drill --kind waits --jsonl`` line (DESIGN.md "Checkable outputs")."""
        return {
            "id": self.id,
            "concealed": format_tiles(self.hand.standing),
            "melds": [meld_json(m) for m in self.hand.melds],
            "seat_wind": _wind(self.context.seat_wind),
            "round_wind": _wind(self.context.round_wind),
            "answer": {"waits": format_tiles(self.wait_tiles), "legal": format_tiles(self.legal_tiles)},
        }

    def item_keys(self) -> tuple[str, ...]:
        """``drill:waits:<level>`` and ``wait:<shape>`` for each shape of wait in the position."""
        return (f"drill:{KIND}:{self.level}", *(f"wait:{s.value}" for s in self.shapes))


def _wind(tile: Tile) -> str:
    return "ESWN"[WINDS.index(tile)]


def level_style(level: int, waits: Iterable[Wait], hand: Hand) -> bool:
    """What level ``level`` promises of a position (see the module docstring)."""
    waits = list(waits)
    shapes = {w.shape for w in waits}
    if level == 1:
        return not hand.melds and 1 <= len(waits) <= 3 and not shapes & SPECIAL_SHAPES
    if level == 2:
        return len(hand.melds) <= 2 and len(waits) >= 2 and not shapes & SPECIAL_SHAPES
    return len(hand.melds) <= 2 and (bool(shapes & SPECIAL_SHAPES) or len(waits) >= 4)


def generate(rng: Random, level: int = 1, *, ident: str = "", tries: int = 1500) -> WaitsQuestion:
    """A ready position for ``level`` (1-3), taken from a complete hand; deterministic per ``rng``.

    About three positions in four have at least one wait worth 8 points; the others teach that a
    ready hand may be unable to win.
    """
    if level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3, not {level!r}")
    limits = _LIMITS[level]
    recipes = _RECIPES[level]
    want_legal = rng.random() < 0.75
    for attempt in range(tries):
        name = rng.choice(recipes)
        try:
            shape = RECIPES[name](rng)
            if name == "thirteen_orphans" and rng.random() < 0.5:
                shape = replace(shape, win=shape.loose[-1])  # take out the pair's tile: the 13-sided wait
            complete = build_hand(rng, shape, limits)
        except Retry:
            continue
        position = Hand(complete.melds, complete.standing)
        seat, round_ = (rng.choice(WINDS), rng.choice(WINDS)) if limits.winds else (Tile.EAST, Tile.EAST)
        ctx = WinContext(seat_wind=seat, round_wind=round_)
        waits = tuple(find_waits(position, ctx))
        if not waits or not level_style(level, waits, position):
            continue
        if want_legal and attempt < tries // 2 and not any(w.legal for w in waits):
            continue
        return WaitsQuestion(ident, level, position, ctx, waits, name)
    raise GenerationError(f"no level-{level} waits position in {tries} tries")


# ---------------------------------------------------------------------------------------------
# Answers and grading


@dataclass(frozen=True, slots=True)
class WaitsAnswer:
    """The tiles the learner says complete the hand, and optionally those that reach 8 points.

    >>> WaitsAnswer.parse("147m / 1m").legal
    (<Tile.M1: 17>,)
    """

    tiles: tuple[Tile, ...]
    legal: tuple[Tile, ...] | None = None

    @classmethod
    def of(cls, tiles: Iterable[int], legal: Iterable[int] | None = None) -> WaitsAnswer:
        return cls(
            tuple(sorted({Tile(t) for t in tiles})),
            None if legal is None else tuple(sorted({Tile(t) for t in legal})),
        )

    @classmethod
    def parse(cls, text: str) -> WaitsAnswer:
        """``"147m"`` (the waits), or ``"147m / 1m"`` (the waits, then the legal ones); ``-`` for none."""
        waits, slash, legal = text.partition("/")
        return cls.of(_tiles(waits), _tiles(legal) if slash else None)


def _tiles(text: str) -> list[Tile]:
    text = text.strip()
    if text in ("", "-"):
        return []
    tiles = parse_tiles(text)
    if not tiles:
        raise NotationError("no tiles")
    return tiles


@dataclass(frozen=True, slots=True)
class WaitInfo:
    """One wait of the answer key, for the feedback: its score as a discard win and its shape."""

    tile: Tile
    legal: bool
    total: int
    fans: tuple[tuple[FanId, int], ...]
    shape: WaitShape


@dataclass(frozen=True, slots=True)
class WaitsFeedback:
    question_id: str
    correct: bool  # the waits exactly (and the legal ones exactly, when given)
    credit: float  # right / (waits + extra), less a quarter for wrong legal ones when given
    right: tuple[Tile, ...]
    missed: tuple[Tile, ...]
    extra: tuple[Tile, ...]
    waits: tuple[WaitInfo, ...]  # every wait, with its points: which reach 8
    legal_right: tuple[Tile, ...] | None = None  # when the answer named the legal waits
    legal_missed: tuple[Tile, ...] | None = None
    legal_extra: tuple[Tile, ...] | None = None
    item_results: dict[str, bool] = field(default_factory=dict)

    @property
    def legal(self) -> tuple[Tile, ...]:
        return tuple(w.tile for w in self.waits if w.legal)

    def summary(self) -> str:
        """One line in English."""
        t = format_tiles
        parts = ["Right." if self.correct else f"Waits {t(w.tile for w in self.waits) or 'none'}"]
        if self.missed:
            parts.append(f"missed {t(self.missed)}")
        if self.extra:
            parts.append(f"{t(self.extra)} do not win")
        if not self.legal:
            parts.append("no wait reaches 8 points: the hand cannot win as it stands")
        else:
            below = [w.tile for w in self.waits if not w.legal]
            parts.append(f"{t(self.legal)} reach 8 points" + (f", {t(below)} do not" if below else ""))
        return "; ".join(parts) + "."


def coerce_answer(answer: WaitsAnswer | Mapping | str | Iterable[int]) -> WaitsAnswer:
    """A :class:`WaitsAnswer`, its text form, ``{"waits": "147m", "legal": "1m"}``, or tiles."""
    if isinstance(answer, WaitsAnswer):
        return answer
    if isinstance(answer, str):
        return WaitsAnswer.parse(answer)
    if isinstance(answer, Mapping):
        waits = answer.get("waits", ())
        legal = answer.get("legal")
        return WaitsAnswer.of(
            _tiles(waits) if isinstance(waits, str) else waits,
            None if legal is None else (_tiles(legal) if isinstance(legal, str) else legal),
        )
    return WaitsAnswer.of(answer)


def grade(question: WaitsQuestion, answer: WaitsAnswer | Mapping | str | Iterable[int]) -> WaitsFeedback:
    """Compare the selected tiles with the waits, and the legal ones when the answer names them."""
    answer = coerce_answer(answer)
    waits = question.wait_tiles
    chosen = set(answer.tiles)
    right = tuple(sorted(chosen & waits))
    missed = tuple(sorted(waits - chosen))
    extra = tuple(sorted(chosen - waits))
    correct = not missed and not extra
    credit = len(right) / len(waits | chosen) if waits | chosen else 1.0
    legal_parts: tuple = (None, None, None)
    if answer.legal is not None:
        legal = question.legal_tiles
        named = set(answer.legal)
        legal_parts = (
            tuple(sorted(named & legal)),
            tuple(sorted(legal - named)),
            tuple(sorted(named - legal)),
        )
        if legal_parts[1] or legal_parts[2]:
            correct = False
            credit *= 0.75
    infos = tuple(
        WaitInfo(w.tile, w.legal, w.result.total, tuple((f.fan, f.count) for f in w.result.fans), w.shape)
        for w in question.waits
    )
    items = {f"drill:{KIND}:{question.level}": correct}
    for s in question.shapes:
        items[f"wait:{s.value}"] = all(w.tile in chosen for w in question.waits if w.shape is s)
    return WaitsFeedback(
        question.id, correct, round(credit, 4), right, missed, extra, infos, *legal_parts, items
    )


__all__ = [
    "KIND",
    "LEVELS",
    "SPECIAL_SHAPES",
    "WaitInfo",
    "WaitsAnswer",
    "WaitsFeedback",
    "WaitsQuestion",
    "coerce_answer",
    "generate",
    "grade",
    "level_style",
]
