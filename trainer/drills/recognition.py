"""Fan recognition: name a hand's main fan, pick the hand that has a fan, and fan flashcards.

Three question kinds, each graded by :func:`grade`:

- :class:`MainFanQuestion` ("name the main fan"): a legal hand whose highest-points fan (flowers
  aside) is unique, and the same in every reading of its top value; four options: that fan and
  three similar fans (ones the hand shows but does not count, ones the main fan excludes, fans of
  the same family or tier, another fan it counts for fewer points).
- :class:`FanHandQuestion` ("which hand has fan X?"): one hand that counts X in every reading of
  its top value and three near misses that count it in none: the right hand with a set, the pair
  or a tile changed, or a hand drawn for X that missed it.  All four are winning hands.
- :class:`Flashcard`: a fan by its names; the answer is its points.  Definitions belong to the
  content module (joined on the fan id).

Answers are plain data: :class:`ChoiceAnswer` (an option index, typed ``1``-``4`` or ``a``-``d``)
and :class:`PointsAnswer`.

>>> import random
>>> card = generate_flashcard(random.Random(0), fan=FanId.PURE_DOUBLE_CHOW)
>>> card.zh, grade(card, "1").correct
('一般高', True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from random import Random

from trainer.engine.errors import InvalidHand, NotationError, NotAWin
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.scoring import ReadingScore, ScoreResult, score_hand
from trainer.engine.fans.table import FANS, FanId, Principle
from trainer.engine.notation import format_hand
from trainer.engine.tiles import Hand

from .hands import (
    ALL_KINDS,
    CHOW,
    EVERYDAY_RECIPES,
    FAN_FLAGS,
    FAN_RECIPES,
    LEVEL_LIMITS,
    PUNG,
    RECIPES,
    REGULAR_RECIPES,
    GenerationError,
    Retry,
    Shape,
    build_hand,
    counted_in_every_reading,
    deal,
    draw_conditions,
    fan_needs,
)
from .score import excluded_by, situation_json

F = FanId
MAIN_FAN = "main_fan"
FAN_HAND = "fan_hand"
FLASHCARD = "flashcard"
KINDS = (MAIN_FAN, FAN_HAND, FLASHCARD)
OPTIONS = 4

# Families of look-alike fans, for distractors (our grouping, after the rulebook's series).
FAMILIES: tuple[frozenset[FanId], ...] = tuple(
    frozenset(group)
    for group in (
        {
            F.PURE_STRAIGHT,
            F.MIXED_STRAIGHT,
            F.PURE_SHIFTED_CHOWS,
            F.MIXED_SHIFTED_CHOWS,
            F.PURE_TRIPLE_CHOW,
            F.MIXED_TRIPLE_CHOW,
            F.FOUR_PURE_SHIFTED_CHOWS,
            F.QUADRUPLE_CHOW,
            F.THREE_SUITED_TERMINAL_CHOWS,
            F.PURE_TERMINAL_CHOWS,
            F.KNITTED_STRAIGHT,
            F.PURE_DOUBLE_CHOW,
            F.MIXED_DOUBLE_CHOW,
            F.SHORT_STRAIGHT,
            F.TWO_TERMINAL_CHOWS,
            F.ALL_CHOWS,
        },
        {
            F.ALL_PUNGS,
            F.TRIPLE_PUNG,
            F.PURE_SHIFTED_PUNGS,
            F.MIXED_SHIFTED_PUNGS,
            F.FOUR_PURE_SHIFTED_PUNGS,
            F.THREE_CONCEALED_PUNGS,
            F.FOUR_CONCEALED_PUNGS,
            F.TWO_CONCEALED_PUNGS,
            F.ALL_EVEN_PUNGS,
            F.DOUBLE_PUNG,
        },
        {F.FULL_FLUSH, F.HALF_FLUSH, F.ALL_GREEN, F.ONE_VOIDED_SUIT, F.ALL_TYPES, F.NINE_GATES, F.NO_HONORS},
        {
            F.BIG_FOUR_WINDS,
            F.LITTLE_FOUR_WINDS,
            F.BIG_THREE_WINDS,
            F.BIG_THREE_DRAGONS,
            F.LITTLE_THREE_DRAGONS,
            F.TWO_DRAGON_PUNGS,
            F.ALL_HONORS,
            F.DRAGON_PUNG,
            F.PREVALENT_WIND,
            F.SEAT_WIND,
        },
        {
            F.ALL_TERMINALS,
            F.ALL_TERMINALS_AND_HONORS,
            F.OUTSIDE_HAND,
            F.THIRTEEN_ORPHANS,
            F.PUNG_OF_TERMINALS_OR_HONORS,
        },
        {
            F.UPPER_TILES,
            F.MIDDLE_TILES,
            F.LOWER_TILES,
            F.UPPER_FOUR,
            F.LOWER_FOUR,
            F.ALL_FIVE,
            F.ALL_SIMPLES,
            F.ALL_EVEN_PUNGS,
            F.REVERSIBLE_TILES,
        },
        {
            F.SEVEN_PAIRS,
            F.SEVEN_SHIFTED_PAIRS,
            F.GREATER_HONORS_AND_KNITTED_TILES,
            F.LESSER_HONORS_AND_KNITTED_TILES,
            F.KNITTED_STRAIGHT,
            F.THIRTEEN_ORPHANS,
        },
        {
            F.FOUR_KONGS,
            F.THREE_KONGS,
            F.TWO_CONCEALED_KONGS,
            F.TWO_MELDED_KONGS,
            F.CONCEALED_KONG,
            F.MELDED_KONG,
        },
        {
            F.LAST_TILE_DRAW,
            F.LAST_TILE_CLAIM,
            F.OUT_WITH_REPLACEMENT_TILE,
            F.ROBBING_THE_KONG,
            F.LAST_TILE,
            F.SELF_DRAWN,
        },
        {F.FULLY_CONCEALED_HAND, F.CONCEALED_HAND, F.MELDED_HAND, F.CHICKEN_HAND, F.SELF_DRAWN},
        {F.EDGE_WAIT, F.CLOSED_WAIT, F.SINGLE_WAIT},
    )
)

# Fans a hand can be the example of by its tiles (not only by how it was won).
_BY_CONDITIONS = frozenset(FAN_FLAGS) - {F.PREVALENT_WIND, F.SEAT_WIND}
SHAPE_FANS = tuple(f for f in FanId if f not in _BY_CONDITIONS)
# Fans that can be the main fan of a legal hand, asked about in "name the main fan".
MAIN_FANS = tuple(f for f in SHAPE_FANS if FANS[f].points >= 6)


def family_of(fan: FanId) -> frozenset[FanId]:
    """Every fan sharing a family with ``fan`` (itself included)."""
    return frozenset().union(*(g for g in FAMILIES if fan in g)) | {fan}


def _item(kind: str, level: int) -> str:
    return f"drill:{kind}:{level}"


# ---------------------------------------------------------------------------------------------
# Answers


@dataclass(frozen=True, slots=True)
class ChoiceAnswer:
    """An option by its index (0-based); typed as ``1``-``4`` or ``a``-``d``.

    >>> ChoiceAnswer.parse("b"), ChoiceAnswer.parse("3")
    (ChoiceAnswer(index=1), ChoiceAnswer(index=2))
    """

    index: int

    @classmethod
    def parse(cls, text: str) -> ChoiceAnswer:
        text = text.strip().lower()
        if len(text) == 1 and "a" <= text <= "z":
            return cls(ord(text) - ord("a"))
        if text.isdigit() and int(text) >= 1:
            return cls(int(text) - 1)
        raise NotationError(f"choose an option by its number (1-{OPTIONS}) or letter (a-d), not {text!r}")


@dataclass(frozen=True, slots=True)
class PointsAnswer:
    points: int

    @classmethod
    def parse(cls, text: str) -> PointsAnswer:
        try:
            return cls(int(text.strip()))
        except ValueError:
            raise NotationError(f"type the points as a number, not {text.strip()!r}") from None


@dataclass(frozen=True, slots=True)
class ChoiceFeedback:
    question_id: str
    correct: bool
    credit: float
    chosen: int
    answer: int
    explanations: tuple[str, ...]  # one line per option, in option order
    item_results: dict[str, bool] = field(default_factory=dict)

    def summary(self) -> str:
        head = "Right." if self.correct else f"The answer is option {self.answer + 1}."
        return f"{head} {self.explanations[self.answer]}"


@dataclass(frozen=True, slots=True)
class FlashcardFeedback:
    question_id: str
    correct: bool
    credit: float
    given: int
    points: int
    item_results: dict[str, bool] = field(default_factory=dict)

    def summary(self) -> str:
        return "Right." if self.correct else f"It is worth {self.points}, not {self.given}."


def _fan_text(fan: FanId) -> str:
    return f"{FANS[fan].en} ({FANS[fan].zh}, {FANS[fan].points})"


def _fans_text(result: ScoreResult) -> str:
    return ", ".join(_fan_text(f.fan) + (f" x{f.count}" if f.count > 1 else "") for f in result.fans)


# ---------------------------------------------------------------------------------------------
# Name the main fan


@dataclass(frozen=True, slots=True)
class MainFanQuestion:
    id: str
    level: int
    hand: Hand
    context: WinContext
    result: ScoreResult
    options: tuple[FanId, ...]
    answer: int  # index of the main fan in ``options``
    recipe: str = ""

    @property
    def main(self) -> FanId:
        return self.options[self.answer]

    def notation(self) -> str:
        return format_hand(self.hand)

    def situation(self) -> dict:
        return situation_json(self.id, self.hand, self.context)

    def item_keys(self) -> tuple[str, ...]:
        return (_item(MAIN_FAN, self.level), f"fan:{self.main.name}")


def main_fan(reading: ReadingScore) -> FanId | None:
    """The fan a reading counts worth the most points (flowers are never in a reading's fans), or
    None when two share the top."""
    fans = sorted(reading.fans, key=lambda f: -FANS[f.fan].points)
    if not fans or (len(fans) > 1 and FANS[fans[0].fan].points == FANS[fans[1].fan].points):
        return None
    return fans[0].fan


def _distractors(rng: Random, result: ScoreResult, main: FanId, n: int) -> list[FanId]:
    """Fans like the main one: shown but not counted, excluded by it, of its family, counted, same tier."""
    counted = {f.fan for f in result.fans}
    suppressed = [s.fan for s in result.best.suppressed]
    family = sorted(family_of(main) - {main})
    tier = sorted(f for f in FanId if FANS[f].points == FANS[main].points and f is not main)
    others = sorted(f for f in counted if f not in (main, F.FLOWER_TILES))
    groups = [suppressed, sorted(FANS[main].excludes), family, others[:1], tier, list(MAIN_FANS)]
    chosen: list[FanId] = []
    for fans in groups:
        group = [f for f in fans if f is not F.FLOWER_TILES]
        rng.shuffle(group)
        for fan in group:
            if len(chosen) == n:
                return chosen
            # a counted fan is a fair distractor only when it is worth less than the main one
            if (
                fan not in chosen
                and fan is not main
                and (fan not in counted or FANS[fan].points < FANS[main].points)
            ):
                chosen.append(fan)
    return chosen


def generate_main_fan(
    rng: Random, level: int = 2, *, fan: FanId | None = None, ident: str = "", tries: int = 1500
) -> MainFanQuestion:
    """A legal hand whose main fan is ``fan`` (drawn from :data:`MAIN_FANS` if None)."""
    fan = FanId(fan) if fan is not None else rng.choice(MAIN_FANS)
    limits = LEVEL_LIMITS[level].widened(fan_needs(fan))
    recipes = FAN_RECIPES.get(fan, REGULAR_RECIPES)

    def accept(r: ScoreResult) -> bool:
        return r.is_legal and all(main_fan(reading) is fan for reading in r.readings)

    dealt = deal(rng, recipes, limits, accept=accept, forced=FAN_FLAGS.get(fan), tries=tries)
    options = [fan, *_distractors(rng, dealt.result, fan, OPTIONS - 1)]
    rng.shuffle(options)
    return MainFanQuestion(
        ident,
        level,
        dealt.hand,
        dealt.context,
        dealt.result,
        tuple(options),
        options.index(fan),
        dealt.recipe,
    )


def _grade_main_fan(question: MainFanQuestion, chosen: int) -> ChoiceFeedback:
    result = question.result
    lines = []
    for i, fan in enumerate(question.options):
        counted = next((f for f in result.fans if f.fan is fan), None)
        if i == question.answer:
            lines.append(f"{_fan_text(fan)} is the main fan; the hand scores {_fans_text(result)}.")
        elif counted is not None:
            lines.append(f"{_fan_text(fan)} is counted too, but is worth less than {FANS[question.main].en}.")
        else:
            by = excluded_by(fan, result.best, result)
            if isinstance(by, Principle):
                lines.append(f"{_fan_text(fan)} is not counted ({by.value}).")
            elif by is not None:
                lines.append(f"{_fan_text(fan)} is not counted with {FANS[by].en} ({FANS[by].zh}).")
            else:
                lines.append(f"{_fan_text(fan)}: the hand does not have it.")
    correct = chosen == question.answer
    items = {_item(MAIN_FAN, question.level): correct, f"fan:{question.main.name}": correct}
    return ChoiceFeedback(question.id, correct, float(correct), chosen, question.answer, tuple(lines), items)


# ---------------------------------------------------------------------------------------------
# Which hand has fan X?


@dataclass(frozen=True, slots=True)
class HandOption:
    hand: Hand
    context: WinContext
    result: ScoreResult

    def notation(self) -> str:
        return format_hand(self.hand)


@dataclass(frozen=True, slots=True)
class FanHandQuestion:
    id: str
    level: int
    fan: FanId
    options: tuple[HandOption, ...]
    answer: int
    recipe: str = ""

    def item_keys(self) -> tuple[str, ...]:
        return (_item(FAN_HAND, self.level), f"fan:{self.fan.name}")


def _mutate(rng: Random, shape: Shape) -> Shape:
    """The shape with one set, the pair or (special forms) one tile changed a little."""
    if shape.loose:
        tiles = list(shape.loose)
        tiles[rng.randrange(len(tiles))] = rng.choice(ALL_KINDS)
        return replace(shape, loose=tuple(tiles), win=None)
    sets = list(shape.sets)
    if rng.random() < 0.25 or not sets:
        return replace(shape, pair=rng.choice(ALL_KINDS), win=None if shape.win == "pair" else shape.win)
    i = rng.randrange(len(sets))
    kind, t = sets[i]
    roll = rng.random()
    if t < 0x40 and roll < 0.4:  # shift the rank
        rank = (t & 0xF) + rng.choice((-2, -1, 1, 2))
        top = 7 if kind == CHOW else 9
        if not 1 <= rank <= top:
            raise Retry
        t = (t & 0xF0) | rank
    elif t < 0x40 and roll < 0.7:  # move to another suit
        t = rng.choice([s for s in (0x10, 0x20, 0x30) if s != t & 0xF0]) | (t & 0xF)
    elif kind == CHOW:  # a chow becomes a pung
        kind = PUNG
    else:  # a pung or kong of another tile
        t = rng.choice(ALL_KINDS)
    sets[i] = (kind, t)
    win = shape.win if not isinstance(shape.win, int) else None
    return replace(shape, sets=tuple(sets), win=win)


# Look-alike hands for the fans a changed tile rarely keeps a winning shape of.
NEAR_RECIPES: dict[FanId, tuple[str, ...]] = {
    F.THIRTEEN_ORPHANS: ("terminals_and_honors", "seven_pairs", "honors_and_knitted", "outside_hand"),
    F.SEVEN_PAIRS: ("seven_shifted_pairs", "pure_double_chow", "full_flush", "free_pungs"),
    F.SEVEN_SHIFTED_PAIRS: ("seven_pairs", "full_flush", "pure_shifted_chows"),
    F.GREATER_HONORS_AND_KNITTED_TILES: ("honors_and_knitted", "thirteen_orphans", "knitted_straight"),
    F.LESSER_HONORS_AND_KNITTED_TILES: ("greater_honors_and_knitted", "thirteen_orphans", "knitted_straight"),
    F.KNITTED_STRAIGHT: ("greater_honors_and_knitted", "mixed_straight", "honors_and_knitted"),
}


def _hand_key(option: HandOption) -> tuple:
    return (option.notation(), option.context)


def _near_miss(rng: Random, fan: FanId, right, limits, recipes: Sequence[str]) -> HandOption | None:
    """One hand that looks like the right one but counts ``fan`` in no reading (None: not this time)."""
    try:
        if fan in NEAR_RECIPES and rng.random() < 0.6:
            shape = RECIPES[rng.choice(NEAR_RECIPES[fan])](rng)
        elif rng.random() < 0.7:
            shape = _mutate(rng, right.shape)
        else:
            shape = RECIPES[rng.choice(recipes)](rng)
        if not shape.loose:
            for s in shape.sets:
                if s[0] == CHOW and not (s[1] < 0x40 and 1 <= s[1] & 0xF <= 7):
                    raise Retry
        hand = build_hand(rng, shape, limits)
        ctx = right.context
        forced = {
            "seat_wind": ctx.seat_wind,
            "round_wind": ctx.round_wind,
            "self_drawn": ctx.self_drawn,
            "flowers": ctx.flowers,
            **shape.flags,
        }
        ctx = draw_conditions(rng, hand, limits, forced)
        result = score_hand(hand, ctx)
    except (Retry, NotAWin, InvalidHand):
        return None
    if any(any(f.fan is fan for f in reading.fans) for reading in result.readings):
        return None
    if fan is F.FLOWER_TILES and result.flowers:
        return None
    return HandOption(hand, result.context, result)


def generate_fan_hand(
    rng: Random, level: int = 2, *, fan: FanId | None = None, ident: str = "", tries: int = 1500
) -> FanHandQuestion:
    """One hand with ``fan`` (from :data:`SHAPE_FANS` if None) among three near misses."""
    fan = FanId(fan) if fan is not None else rng.choice(SHAPE_FANS)
    limits = LEVEL_LIMITS[level].widened(fan_needs(fan))
    recipes = FAN_RECIPES.get(fan, REGULAR_RECIPES)

    def accept(r: ScoreResult) -> bool:
        return r.is_legal and counted_in_every_reading(r, fan)

    right = deal(rng, recipes, limits, accept=accept, forced=FAN_FLAGS.get(fan), tries=tries)
    options = [HandOption(right.hand, right.context, right.result)]
    seen = {_hand_key(options[0])}
    wide = tuple(recipes) + tuple(r for r in EVERYDAY_RECIPES if r in RECIPES)
    for attempt in range(tries * 4):
        if len(options) == OPTIONS:
            break
        near = _near_miss(rng, fan, right, limits, recipes if attempt < tries else wide)
        if near is not None and _hand_key(near) not in seen:
            seen.add(_hand_key(near))
            options.append(near)
    if len(options) < OPTIONS:  # pragma: no cover - the tests cover every fan
        raise GenerationError(f"found only {len(options) - 1} near misses for {fan.name}")
    order = list(range(OPTIONS))
    rng.shuffle(order)
    shuffled = tuple(options[i] for i in order)
    return FanHandQuestion(ident, level, fan, shuffled, order.index(0), right.recipe)


def _grade_fan_hand(question: FanHandQuestion, chosen: int) -> ChoiceFeedback:
    lines = []
    fan = question.fan
    for i, option in enumerate(question.options):
        result = option.result
        if i == question.answer:
            lines.append(f"{option.notation()} has {_fan_text(fan)}: {_fans_text(result)}.")
            continue
        by = excluded_by(fan, result.best, result)
        if by is None:
            lines.append(f"{option.notation()} does not have {FANS[fan].en}: {_fans_text(result)}.")
        else:
            why = by.value if isinstance(by, Principle) else f"not counted with {FANS[by].en} ({FANS[by].zh})"
            lines.append(f"{option.notation()} shows {FANS[fan].en} but it is {why}.")
    correct = chosen == question.answer
    items = {_item(FAN_HAND, question.level): correct, f"fan:{fan.name}": correct}
    return ChoiceFeedback(question.id, correct, float(correct), chosen, question.answer, tuple(lines), items)


# ---------------------------------------------------------------------------------------------
# Flashcards


@dataclass(frozen=True, slots=True)
class Flashcard:
    """A fan by its names; the answer is its points (the definition text lives in content)."""

    id: str
    fan: FanId
    points: int
    zh: str
    zh_tw: str
    en: str

    def item_keys(self) -> tuple[str, ...]:
        return (_item(FLASHCARD, 1), f"fan:{self.fan.name}")


def flashcard(fan: FanId, ident: str = "") -> Flashcard:
    row = FANS[FanId(fan)]
    return Flashcard(ident, row.id, row.points, row.zh, row.zh_tw, row.en)


def flashcards() -> tuple[Flashcard, ...]:
    """All 81 cards, in fan-id order (ids ``fan-1`` ... ``fan-81``)."""
    return tuple(flashcard(fan, f"fan-{int(fan)}") for fan in FanId)


def generate_flashcard(
    rng: Random, level: int = 1, *, fan: FanId | None = None, ident: str = ""
) -> Flashcard:
    return flashcard(FanId(fan) if fan is not None else rng.choice(list(FanId)), ident)


def _grade_flashcard(card: Flashcard, given: int) -> FlashcardFeedback:
    correct = given == card.points
    items = {_item(FLASHCARD, 1): correct, f"fan:{card.fan.name}": correct}
    return FlashcardFeedback(card.id, correct, float(correct), given, card.points, items)


# ---------------------------------------------------------------------------------------------
# One entry point per kind, as the other drills


GENERATORS = {MAIN_FAN: generate_main_fan, FAN_HAND: generate_fan_hand, FLASHCARD: generate_flashcard}
RecognitionQuestion = MainFanQuestion | FanHandQuestion | Flashcard


def generate(
    rng: Random, level: int = 2, *, kind: str = MAIN_FAN, ident: str = "", **options
) -> RecognitionQuestion:
    """A recognition question of ``kind`` (``main_fan``, ``fan_hand`` or ``flashcard``)."""
    if kind not in GENERATORS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    return GENERATORS[kind](rng, level, ident=ident, **options)


def coerce_choice(question: MainFanQuestion | FanHandQuestion, answer) -> int:
    """An option index from a :class:`ChoiceAnswer`, its text, an int index, or a fan among the options."""
    if isinstance(answer, ChoiceAnswer):
        index = answer.index
    elif isinstance(answer, FanId) and isinstance(question, MainFanQuestion):
        if answer not in question.options:
            raise InvalidHand(f"{answer.name} is not one of the options")
        index = question.options.index(answer)
    elif isinstance(answer, str):
        index = ChoiceAnswer.parse(answer).index
    elif isinstance(answer, Mapping):
        index = int(answer["index"])
    else:
        index = int(answer)
    if not 0 <= index < len(question.options):
        raise InvalidHand(f"there are {len(question.options)} options, numbered 1-{len(question.options)}")
    return index


def grade(question: RecognitionQuestion, answer) -> ChoiceFeedback | FlashcardFeedback:
    """Grade any recognition question (see :func:`coerce_choice` for the answers accepted)."""
    if isinstance(question, Flashcard):
        if isinstance(answer, PointsAnswer):
            given = answer.points
        elif isinstance(answer, str):
            given = PointsAnswer.parse(answer).points
        else:
            given = int(answer)
        return _grade_flashcard(question, given)
    index = coerce_choice(question, answer)
    if isinstance(question, MainFanQuestion):
        return _grade_main_fan(question, index)
    return _grade_fan_hand(question, index)


__all__ = [
    "FAMILIES",
    "FAN_HAND",
    "FLASHCARD",
    "KINDS",
    "MAIN_FAN",
    "MAIN_FANS",
    "OPTIONS",
    "SHAPE_FANS",
    "ChoiceAnswer",
    "ChoiceFeedback",
    "FanHandQuestion",
    "Flashcard",
    "FlashcardFeedback",
    "HandOption",
    "MainFanQuestion",
    "PointsAnswer",
    "RecognitionQuestion",
    "coerce_choice",
    "family_of",
    "flashcard",
    "flashcards",
    "generate",
    "generate_fan_hand",
    "generate_flashcard",
    "generate_main_fan",
    "grade",
    "main_fan",
]
