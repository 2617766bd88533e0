"""Score the hand (算番): a winning hand worth 8 points or more, with its win conditions.

:func:`generate` deals a legal hand for a difficulty level, optionally one that shows a given fan
or where a given principle keeps a fan from being counted; :func:`grade` compares the learner's
fans and total with every reading of the top value (就高不就低: any of them is right) and says,
for a fan counted too many, which fan or principle excludes it.

Levels (what each promises, checked by ``tests/drills/test_score.py``):

1. a concealed hand won on a discard in the East round by East, no flags, no flowers; a regular
   reading with at most four fans (门前清, or a fan that includes it, among them), no fan left
   out by 套算一次;
2. at least one exposed meld, no kongs, a regular reading; random winds, flags and flowers;
3. a special form (七对, 十三幺, 全不靠, 组合龙, 九莲宝灯 ...), a kong, or a trap: a fan left out
   by 套算一次, or two or more fans the hand shows that the chosen reading does not count (不计).

A target fan or principle widens the level's limits where it must (a kong fan needs kongs, 全求人
needs four melds, 自摸 needs the flag); where the level's style cannot go with the target (四杠 is
never "few fans", 门前清 has no exposed meld), the target wins.

>>> import random
>>> q = generate(random.Random(1), 1, target=FanId.PURE_STRAIGHT)
>>> FanId.PURE_STRAIGHT in q.answer_fans(), q.hand.melds
(True, ())
>>> feedback = grade(q, ScoreAnswer.of(q.answer_fans(), q.total))
>>> feedback.correct, feedback.credit
(True, 1.0)
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from random import Random

from trainer.engine.errors import NotationError
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.results import Form, ReadingScore
from trainer.engine.fans.scoring import ScoreResult
from trainer.engine.fans.table import FANS, FanId, Principle
from trainer.engine.notation import format_hand
from trainer.engine.situation import situation_to_json
from trainer.engine.tiles import Hand, MeldKind

from .hands import (
    EVERYDAY_RECIPES,
    FAN_FLAGS,
    FAN_RECIPES,
    FAN_SHAPE_EXPOSED,
    KONG_RECIPES,
    LEVEL_LIMITS,
    REGULAR_RECIPES,
    SPECIAL_RECIPES,
    GenerationError,
    Limits,
    counted_in_every_reading,
    deal,
    fan_needs,
    meld_json,
)

F = FanId
KIND = "score"
LEVELS = (1, 2, 3)

# Principles a question can be built around: those the engine names when it leaves a fan out.
# 不重复 (non-repeat) is the fan table's 不计 lists (the engine names the excluding fan); 套算一次 is
# named as such.  不拆移 and 不得相同 are built into how readings are made and never named; 就高不就低
# is named only when a regular reading beats 七对 without a fan that excludes 七对, which cannot
# happen (the chows of a hand that is also seven pairs come in identical pairs, worth far below 24).
TARGETABLE_PRINCIPLES = (Principle.NON_REPEAT, Principle.ACCOUNT_ONCE)


# ---------------------------------------------------------------------------------------------
# Questions


@dataclass(frozen=True, slots=True)
class ScoreQuestion:
    """A hand to score.  ``result`` is the answer key (the engine's score, every top reading)."""

    id: str
    level: int
    hand: Hand
    context: WinContext
    result: ScoreResult
    recipe: str = ""
    target: FanId | Principle | None = None

    @property
    def total(self) -> int:
        return self.result.total

    def answer_fans(self) -> dict[FanId, int]:
        """The chosen reading's fans with their counts, flowers as 花牌 (the answer key)."""
        return {f.fan: f.count for f in self.result.fans}

    def situation(self) -> dict:
        """The hand in the batch-scoring input format of DESIGN.md (with ``id``)."""
        return situation_json(self.id, self.hand, self.context)

    def to_json(self) -> dict:
        """The ``trainer drill --kind score --jsonl`` line: a situation plus ``answer``."""
        fans = [{"id": int(f.fan), "count": f.count} for f in self.result.fans]
        return {**self.situation(), "answer": {"fans": fans, "total": self.result.total}}

    def notation(self) -> str:
        return format_hand(self.hand)

    def item_keys(self) -> tuple[str, ...]:
        """Spaced-repetition keys: the drill and level, each counted fan, each principle at work."""
        keys = [f"drill:{KIND}:{self.level}"]
        keys += [f"fan:{f.fan.name}" for f in self.result.fans]
        keys += [f"principle:{p.name}" for p in principles_at_work(self.result.best)]
        return tuple(keys)


def situation_json(ident: str, hand: Hand, ctx: WinContext) -> dict:
    """A hand and its conditions as a batch-scoring situation (DESIGN.md "Batch scoring")."""
    return situation_to_json(hand, ctx, ident)


def principles_at_work(reading: ReadingScore) -> list[Principle]:
    """The principles that left a fan out of this reading (不重复 for a fan excluded by a fan)."""
    found = []
    for s in reading.suppressed:
        p = s.by if isinstance(s.by, Principle) else Principle.NON_REPEAT
        if p not in found:
            found.append(p)
    return found


# ---------------------------------------------------------------------------------------------
# Generating


def _fan_count(result: ScoreResult) -> int:
    return len(result.best.fans)


def _is_regular(result: ScoreResult) -> bool:
    return result.best.reading.form is Form.REGULAR


def _has_kong(hand: Hand) -> bool:
    return any(m.kind is MeldKind.KONG for m in hand.melds)


def _exposed(hand: Hand) -> int:
    return sum(1 for m in hand.melds if not m.concealed)


def has_trap(result: ScoreResult) -> bool:
    """Whether the hand sets a trap: a fan left out by a principle (套算一次 ...), or at least two
    fans the hand shows that the chosen reading does not count (不计)."""
    suppressed = result.best.suppressed
    return any(isinstance(s.by, Principle) for s in suppressed) or len(suppressed) >= 2


def level_style(level: int, result: ScoreResult, *, principles: bool = False) -> bool:
    """What level ``level`` promises of a hand beyond its limits (see the module docstring).

    ``principles`` lets a level-1 hand have a fan left out by a principle (when that is the target).
    """
    hand = result.hand
    if level == 1:
        return (
            _is_regular(result)
            and _fan_count(result) <= 4
            and (
                principles
                or not any(isinstance(s.by, Principle) for r in result.readings for s in r.suppressed)
            )
        )
    if level == 2:
        return _is_regular(result) and not _has_kong(hand) and _exposed(hand) >= 1
    return not _is_regular(result) or _has_kong(hand) or has_trap(result)


def _principle_shown(result: ScoreResult, principle: Principle) -> bool:
    return any(principle in principles_at_work(r) for r in result.readings)


_PRINCIPLE_RECIPES = {
    Principle.NON_REPEAT: (
        "full_flush",
        "pure_straight",
        "pure_triple_chow",
        "big_three_winds",
        "all_terminals",
        "terminals_and_honors",
        "seven_pairs",
        "thirteen_orphans",
        "nine_gates",
        "all_even",
        "pure_shifted_pungs",
        "little_three_dragons",
    ),
    Principle.ACCOUNT_ONCE: (
        "free_chows",
        "all_chows",
        "pure_double_chow",
        "mixed_double_chow",
        "short_straight",
        "two_terminal_chows",
        "mixed_straight",
    ),
}

# Level 1 keeps to the everyday fans (no limit hands); level 2 to every regular hand without kongs.
_LEVEL_RECIPES = {
    1: EVERYDAY_RECIPES,
    2: tuple(name for name in REGULAR_RECIPES if name not in KONG_RECIPES),
    3: SPECIAL_RECIPES * 3 + KONG_RECIPES * 2 + REGULAR_RECIPES,
}


def generate(
    rng: Random,
    level: int = 1,
    *,
    target: FanId | Principle | None = None,
    ident: str = "",
    tries: int = 1500,
) -> ScoreQuestion:
    """A legal hand to score at ``level`` (1-3), showing ``target`` (a fan or a principle) if given.

    Deterministic for a given ``rng`` state.  Raises :class:`ValueError` for a level or principle
    that cannot be asked for and :class:`~trainer.drills.hands.GenerationError` when no hand was
    found (it does not happen for the 81 fans and the targetable principles; tests cover them).
    """
    if level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3, not {level!r}")
    limits: Limits = LEVEL_LIMITS[level]
    forced: dict[str, object] = {}
    exposed = None
    recipes = _LEVEL_RECIPES[level]
    want = None
    if isinstance(target, Principle):
        if target not in TARGETABLE_PRINCIPLES:
            raise ValueError(f"the engine does not name {target.name} when it leaves a fan out")
        recipes = _PRINCIPLE_RECIPES[target]
        if not limits.special:
            recipes = tuple(r for r in recipes if r not in SPECIAL_RECIPES)

        def want(r: ScoreResult) -> bool:
            return _principle_shown(r, target)
    elif target is not None:
        target = FanId(target)
        recipes = FAN_RECIPES.get(target, REGULAR_RECIPES)
        limits = limits.widened(fan_needs(target))
        forced = dict(FAN_FLAGS.get(target, {}))
        exposed = FAN_SHAPE_EXPOSED.get(target)

        def want(r: ScoreResult) -> bool:
            return counted_in_every_reading(r, target)

    principle_target = isinstance(target, Principle)

    def strict(r: ScoreResult) -> bool:
        return r.is_legal and (want is None or want(r)) and level_style(level, r, principles=principle_target)

    def loose(r: ScoreResult) -> bool:
        return r.is_legal and (want is None or want(r))

    try:
        strict_tries = tries if target is None else tries // 5
        dealt = deal(rng, recipes, limits, accept=strict, forced=forced, exposed=exposed, tries=strict_tries)
    except GenerationError:
        if target is None:
            raise
        # The level's style and the target do not go together (四杠 is never "few fans"): keep the target.
        dealt = deal(rng, recipes, limits, accept=loose, forced=forced, exposed=exposed, tries=tries)
    return ScoreQuestion(ident, level, dealt.hand, dealt.context, dealt.result, dealt.recipe, target)


# ---------------------------------------------------------------------------------------------
# Answers and grading


@dataclass(frozen=True, slots=True)
class ScoreAnswer:
    """The learner's fans (id -> count) and total; plain data, easy to type.

    >>> ScoreAnswer.parse("28 62 69x2 = 22")
    ScoreAnswer(fans=((28, 1), (62, 1), (69, 2)), total=22)
    """

    fans: tuple[tuple[int, int], ...]
    total: int

    @classmethod
    def of(cls, fans: Mapping[int, int] | None, total: int) -> ScoreAnswer:
        items = sorted((int(f), int(n)) for f, n in (fans or {}).items() if n)
        return cls(tuple(items), int(total))

    @classmethod
    def parse(cls, text: str) -> ScoreAnswer:
        """``"28 62 69x2 = 22"``: fan ids (``xN`` or ``*N`` for a count), then ``=`` and the total."""
        if "=" not in text:
            raise NotationError("write the fans, then = and the total, e.g. '28 62 69x2 = 22'")
        left, _, right = text.partition("=")
        fans: dict[int, int] = {}
        for token in left.replace(",", " ").split():
            match = re.fullmatch(r"(\d+)(?:[x*×](\d+))?", token)
            if not match:
                raise NotationError(f"'{token}' is not a fan id (1-81), optionally with xN")
            fan, count = int(match[1]), int(match[2] or 1)
            if not 1 <= fan <= 81:
                raise NotationError(f"there is no fan {fan}: fan ids run from 1 to 81")
            fans[fan] = fans.get(fan, 0) + count
        try:
            total = int(right.strip())
        except ValueError:
            raise NotationError(f"'{right.strip()}' is not a total") from None
        return cls.of(fans, total)

    def as_dict(self) -> dict[int, int]:
        return dict(self.fans)


class Verdict(enum.Enum):
    RIGHT = "right"
    MISSED = "missed"  # counted by the engine, not by the learner
    EXTRA = "extra"  # given by the learner, not counted
    WRONG_COUNT = "wrong_count"  # both count it, a different number of times


@dataclass(frozen=True, slots=True)
class FanVerdict:
    """One fan of the comparison; ``excluded_by`` explains an extra (or over-counted) fan."""

    fan: FanId
    expected: int
    given: int
    verdict: Verdict
    excluded_by: FanId | Principle | None = None

    @property
    def points(self) -> int:
        return FANS[self.fan].points


@dataclass(frozen=True, slots=True)
class ScoreFeedback:
    question_id: str
    correct: bool  # every fan right (for some top reading) and the total right
    credit: float  # 0-1: the share of fans right, halved if the total is wrong
    fans: tuple[FanVerdict, ...]  # ascending by fan id
    total_right: bool
    given_total: int
    expected_total: int
    reading_index: int  # which of the question's readings the answer was compared with (0: the chosen)
    reading: ReadingScore
    item_results: dict[str, bool] = field(default_factory=dict)

    @property
    def right(self) -> tuple[FanVerdict, ...]:
        return tuple(v for v in self.fans if v.verdict is Verdict.RIGHT)

    @property
    def missed(self) -> tuple[FanVerdict, ...]:
        return tuple(v for v in self.fans if v.verdict is Verdict.MISSED)

    @property
    def extra(self) -> tuple[FanVerdict, ...]:
        return tuple(v for v in self.fans if v.verdict is Verdict.EXTRA)

    @property
    def wrong_count(self) -> tuple[FanVerdict, ...]:
        return tuple(v for v in self.fans if v.verdict is Verdict.WRONG_COUNT)

    def summary(self) -> str:
        """One line in English (the UI words it with translations from the structured fields)."""
        if self.correct:
            return f"Right: {self.expected_total} points."
        parts = [f"missed {FANS[v.fan].en} ({FANS[v.fan].zh})" for v in self.missed]
        for v in self.extra + self.wrong_count:
            name = f"{FANS[v.fan].en} ({FANS[v.fan].zh})"
            if v.verdict is Verdict.WRONG_COUNT:
                name += f" x{v.expected}, not x{v.given}"
            parts.append(
                f"{name}: {_why(v.excluded_by)}" if v.verdict is Verdict.EXTRA or v.excluded_by else name
            )
        if not self.total_right:
            parts.append(f"the total is {self.expected_total}, not {self.given_total}")
        text = "; ".join(parts)
        return text[:1].upper() + text[1:] + "."


def _why(by: FanId | Principle | None) -> str:
    if by is None:
        return "the hand does not have it"
    if isinstance(by, Principle):
        return f"not counted by the {by.name.lower().replace('_', '-')} principle ({by.value})"
    return f"not counted with {FANS[by].en} ({FANS[by].zh})"


def reading_fans(result: ScoreResult, reading: ReadingScore) -> dict[FanId, int]:
    """A reading's fans as ``{fan: count}``, flowers included as 花牌."""
    fans = {f.fan: f.count for f in reading.fans}
    if result.flowers:
        fans[F.FLOWER_TILES] = result.flowers
    return fans


def excluded_by(fan: FanId, reading: ReadingScore, result: ScoreResult) -> FanId | Principle | None:
    """What keeps ``fan`` out of ``reading``: its suppressed list, then the other readings', then
    any counted fan whose 不计 list names it; None if the hand simply does not show the fan."""
    for r in (reading, *result.readings):
        for s in r.suppressed:
            if s.fan is fan:
                return s.by
    for counted in sorted(reading.fans, key=lambda f: (-FANS[f.fan].points, f.fan)):
        if fan in FANS[counted.fan].excludes:
            return counted.fan
    return None


def _compare(
    expected: Mapping[FanId, int], given: Mapping[FanId, int]
) -> list[tuple[FanId, int, int, Verdict]]:
    rows = []
    for fan in sorted(set(expected) | set(given)):
        e, g = expected.get(fan, 0), given.get(fan, 0)
        if e == g:
            verdict = Verdict.RIGHT
        elif g == 0:
            verdict = Verdict.MISSED
        elif e == 0:
            verdict = Verdict.EXTRA
        else:
            verdict = Verdict.WRONG_COUNT
        rows.append((fan, e, g, verdict))
    return rows


def coerce_answer(answer: ScoreAnswer | Mapping | str) -> ScoreAnswer:
    """Accept a :class:`ScoreAnswer`, its text form, or ``{"fans": {id: count}, "total": n}``."""
    if isinstance(answer, ScoreAnswer):
        return answer
    if isinstance(answer, str):
        return ScoreAnswer.parse(answer)
    fans = answer.get("fans", {})
    if isinstance(fans, list):  # the JSON form: [{"id", "count"}]
        fans = {f["id"]: f.get("count", 1) for f in fans}
    return ScoreAnswer.of(fans, answer.get("total", 0))


def grade(question: ScoreQuestion, answer: ScoreAnswer | Mapping | str) -> ScoreFeedback:
    """Compare the answer with each reading of the top value; the closest one is graded.

    An answer that matches any top reading exactly is right (就高不就低 allows any of them).
    """
    answer = coerce_answer(answer)
    given = {FanId(f): n for f, n in answer.fans}
    result = question.result
    best = None
    for index, reading in enumerate(result.readings):
        rows = _compare(reading_fans(result, reading), given)
        wrong = sum(1 for row in rows if row[3] is not Verdict.RIGHT)
        if best is None or wrong < best[0]:
            best = (wrong, index, reading, rows)
    assert best is not None
    wrong, index, reading, rows = best
    verdicts = []
    for fan, e, g, verdict in rows:
        by = None
        if verdict is Verdict.EXTRA or (verdict is Verdict.WRONG_COUNT and g > e):
            by = excluded_by(fan, reading, result)
        verdicts.append(FanVerdict(fan, e, g, verdict, by))
    total_right = answer.total == result.total
    right = sum(1 for v in verdicts if v.verdict is Verdict.RIGHT)
    credit = right / len(verdicts) if verdicts else 1.0
    if not total_right:
        credit /= 2
    items = {f"drill:{KIND}:{question.level}": wrong == 0 and total_right}
    for v in verdicts:
        if v.expected:
            items[f"fan:{v.fan.name}"] = v.verdict is Verdict.RIGHT
    for p in principles_at_work(reading):
        # the principle was applied if no fan it left out was given
        left_out = {
            s.fan
            for s in reading.suppressed
            if (s.by if isinstance(s.by, Principle) else Principle.NON_REPEAT) is p
        }
        items[f"principle:{p.name}"] = not any(v.fan in left_out and v.given > v.expected for v in verdicts)
    return ScoreFeedback(
        question.id,
        wrong == 0 and total_right,
        round(credit, 4),
        tuple(verdicts),
        total_right,
        answer.total,
        result.total,
        index,
        reading,
        items,
    )


__all__ = [
    "KIND",
    "LEVELS",
    "TARGETABLE_PRINCIPLES",
    "FanVerdict",
    "ScoreAnswer",
    "ScoreFeedback",
    "ScoreQuestion",
    "Verdict",
    "coerce_answer",
    "excluded_by",
    "generate",
    "grade",
    "has_trap",
    "level_style",
    "meld_json",
    "principles_at_work",
    "reading_fans",
    "situation_json",
]
