"""A drill session: questions of several kinds in a seeded order, an optional time limit, attempts.

Question ids and seeds
----------------------
Question ``k`` (1-based) of seed ``S`` for a drill kind is a pure function of ``(kind, S, k,
level)``: :func:`question_rng` seeds a fresh ``random.Random`` with the string
``"trainer.drills/<kind>/<level or 'mixed'>/<S>/<k>"`` (string seeds are hashed with SHA-512 by
``random``, so the same in every process and on every platform), and :func:`make_question` draws
the question from it.  Its id is ``"<kind>-<S>-<k>"``, or ``"<kind>-L<level>-<S>-<k>"`` when the
level was fixed: ``score-2048-17`` is question 17 of seed 2048 whatever else was asked before it
and however many questions the batch has.  With no fixed level, the level (1-3) is the first draw
of the question's own ``Random``.

Sessions
--------
A :class:`Session` follows a :class:`SessionPlan` (which kinds and levels, how many questions, the
seed, an optional time limit in seconds).  Every block of ``len(kinds)`` questions asks each
kind once, in an order shuffled by ``Random("trainer.drills/session/<S>/<block>")``; the
session's question ``k`` is question ``k`` of seed ``S`` for its kind, so a session can be
rebuilt from its plan.  An answer that comes in after the time limit is graded (the learner sees
the feedback) but recorded as timed out and not correct, and ends the session.  The clock is
injected (anything with ``now() -> float`` in seconds); the session records an :class:`Attempt`
per answer (plain data for the store's append-only log: item keys, correct, credit, elapsed
milliseconds) and never writes anything itself.

Answers are plain data (see each drill's answer type) or the text a keyboard gives: a score as
``"28 62 69x2 = 22"``, waits as ``"147m"`` or ``"147m / 1m"``, a discard as ``"5m"``, an option as
``"2"`` or ``"b"``, points as ``"16"``; :func:`parse_answer` reads them.

Item keys (for spaced repetition) are strings: ``drill:<kind>:<level>``, ``fan:<FAN_NAME>``,
``principle:<PRINCIPLE_NAME>``, ``wait:<shape>`` (two_sided, edge, closed, single, pung,
seven_pairs, thirteen_orphans, honors_knitted, knitted_straight, nine_gates) and
``discard:<form>``; the Guangdong drills (kinds ``gd_waits`` and ``gd_discard``, keys
``drill:gd_waits:<level>``, ``drill:gd_discard:<level>``, ``gd:ghost_wait``, ``gd:keep_ghost``) keep
their own keys so progress never mixes the rule sets; each feedback says which of its keys were
answered right (``item_results``).

>>> class FakeClock:
...     def __init__(self): self.t = 0.0
...     def now(self): return self.t
>>> clock = FakeClock()
>>> session = Session(SessionPlan((("flashcard", None),), count=2, seed=7, time_limit=60), clock)
>>> card = session.current().question
>>> clock.t = 4.5
>>> feedback = session.answer(str(card.points))
>>> session.attempts[0].correct, session.attempts[0].elapsed_ms, session.time_left()
(True, 4500, 55.5)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any, Protocol

from . import discard, gd_discard, gd_waits, recognition, score, waits

KINDS = (
    "score",
    "waits",
    "discard",
    recognition.MAIN_FAN,
    recognition.FAN_HAND,
    recognition.FLASHCARD,
    gd_waits.KIND,
    gd_discard.KIND,
)
GUANGDONG_KINDS = {"waits": gd_waits.KIND, "discard": gd_discard.KIND}  # the Guangdong mode of a drill
CHECKABLE_KINDS = ("score", "waits", "discard")  # those with a JSON-lines form (DESIGN.md)
LEVELS = (1, 2, 3)


class Clock(Protocol):
    def now(self) -> float:
        """Seconds from any fixed origin (monotonic)."""
        ...


class SystemClock:
    """The real clock (the composition root passes it in; tests pass a fake)."""

    def now(self) -> float:
        import time

        return time.monotonic()


# ---------------------------------------------------------------------------------------------
# Stable questions


def _check(kind: str, level: int | None) -> None:
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    if level is not None and level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3, not {level!r}")


def question_rng(kind: str, seed: int, index: int, level: int | None = None) -> Random:
    """The ``Random`` question ``index`` of ``seed`` is drawn from (see the module docstring)."""
    _check(kind, level)
    return Random(f"trainer.drills/{kind}/{level if level is not None else 'mixed'}/{seed}/{index}")


def question_id(kind: str, seed: int, index: int, level: int | None = None) -> str:
    """``score-2048-17``; ``score-L2-2048-17`` with a fixed level."""
    _check(kind, level)
    return f"{kind}-{seed}-{index}" if level is None else f"{kind}-L{level}-{seed}-{index}"


def make_question(kind: str, seed: int, index: int, level: int | None = None):
    """Question ``index`` (1-based) of ``seed`` for ``kind``: the same every time it is asked."""
    rng = question_rng(kind, seed, index, level)
    ident = question_id(kind, seed, index, level)
    if level is None:
        level = rng.choice(LEVELS)
    if kind == "score":
        return score.generate(rng, level, ident=ident)
    if kind == "waits":
        return waits.generate(rng, level, ident=ident)
    if kind == "discard":
        return discard.generate(rng, level, ident=ident)
    if kind == gd_waits.KIND:
        return gd_waits.generate(rng, level, ident=ident)
    if kind == gd_discard.KIND:
        return gd_discard.generate(rng, level, ident=ident)
    return recognition.generate(rng, level, kind=kind, ident=ident)


def questions(kind: str, seed: int, count: int, level: int | None = None, start: int = 1) -> list:
    """Questions ``start`` .. ``start + count - 1`` of ``seed``."""
    return [make_question(kind, seed, k, level) for k in range(start, start + count)]


def kind_of(question: Any) -> str:
    if isinstance(question, score.ScoreQuestion):
        return "score"
    if isinstance(question, waits.WaitsQuestion):
        return "waits"
    if isinstance(question, discard.DiscardQuestion):
        return "discard"
    if isinstance(question, gd_waits.GdWaitsQuestion):
        return gd_waits.KIND
    if isinstance(question, gd_discard.GdDiscardQuestion):
        return gd_discard.KIND
    if isinstance(question, recognition.MainFanQuestion):
        return recognition.MAIN_FAN
    if isinstance(question, recognition.FanHandQuestion):
        return recognition.FAN_HAND
    if isinstance(question, recognition.Flashcard):
        return recognition.FLASHCARD
    raise TypeError(f"not a drill question: {type(question).__name__}")


def parse_answer(question: Any, text: str):
    """The typed answer for ``question`` from keyboard text (raises ``NotationError`` if unreadable)."""
    kind = kind_of(question)
    if kind == "score":
        return score.ScoreAnswer.parse(text)
    if kind in ("waits", gd_waits.KIND):
        return waits.WaitsAnswer.parse(text)
    if kind in ("discard", gd_discard.KIND):
        return discard.DiscardAnswer.parse(text)
    if kind == recognition.FLASHCARD:
        return recognition.PointsAnswer.parse(text)
    return recognition.ChoiceAnswer.parse(text)


def grade_answer(question: Any, answer: Any):
    """Grade any drill question; text answers are parsed first."""
    if isinstance(answer, str):
        answer = parse_answer(question, answer)
    kind = kind_of(question)
    if kind == "score":
        return score.grade(question, answer)
    if kind == "waits":
        return waits.grade(question, answer)
    if kind == "discard":
        return discard.grade(question, answer)
    if kind == gd_waits.KIND:
        return gd_waits.grade(question, answer)
    if kind == gd_discard.KIND:
        return gd_discard.grade(question, answer)
    return recognition.grade(question, answer)


def item_keys(question: Any) -> tuple[str, ...]:
    return question.item_keys()


# ---------------------------------------------------------------------------------------------
# Sessions


@dataclass(frozen=True, slots=True)
class SessionPlan:
    """What to ask: ``kinds`` as ``(kind, level)`` pairs (level None = mixed), drawn evenly."""

    kinds: tuple[tuple[str, int | None], ...]
    count: int
    seed: int
    time_limit: float | None = None  # seconds for the whole session

    def __post_init__(self) -> None:
        if not self.kinds:
            raise ValueError("a session needs at least one kind of question")
        for kind, level in self.kinds:
            _check(kind, level)
        if self.count < 1:
            raise ValueError("a session has at least one question")

    def entry(self, index: int) -> tuple[str, int | None]:
        """The kind and level of question ``index`` (1-based): each block of ``len(kinds)``
        questions asks every kind once, in an order shuffled by the seed and the block."""
        if len(self.kinds) == 1:
            return self.kinds[0]
        block, place = divmod(index - 1, len(self.kinds))
        order = list(self.kinds)
        Random(f"trainer.drills/session/{self.seed}/{block}").shuffle(order)
        return order[place]


@dataclass(frozen=True, slots=True)
class SessionItem:
    index: int  # 1-based
    kind: str
    question: Any

    @property
    def item_keys(self) -> tuple[str, ...]:
        return self.question.item_keys()


@dataclass(frozen=True, slots=True)
class Attempt:
    """One answered (or skipped, or timed-out) question, as the store's attempt log wants it."""

    index: int
    question_id: str
    kind: str
    item_keys: tuple[str, ...]
    correct: bool
    credit: float
    elapsed_ms: int
    skipped: bool = False
    timed_out: bool = False
    item_results: Mapping[str, bool] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class SessionSummary:
    asked: int
    answered: int
    correct: int
    credit: float  # summed
    elapsed_ms: int
    by_key: dict[str, tuple[int, int]]  # item key -> (right, seen)


class SessionFinished(Exception):
    """An answer or skip after the last question."""


class Session:
    """Questions one at a time: :meth:`current`, then :meth:`answer` (or :meth:`skip`)."""

    def __init__(self, plan: SessionPlan, clock: Clock) -> None:
        self.plan = plan
        self.clock = clock
        self.started = clock.now()
        self._index = 1
        self._item: SessionItem | None = None
        self._shown_at = self.started
        self._attempts: list[Attempt] = []
        self._expired = False

    # time

    def time_left(self) -> float | None:
        """Seconds left (never below 0), or None without a limit."""
        if self.plan.time_limit is None:
            return None
        return max(0.0, self.plan.time_limit - (self.clock.now() - self.started))

    @property
    def finished(self) -> bool:
        return self._expired or self._index > self.plan.count or self.time_left() == 0.0

    # questions

    def current(self) -> SessionItem | None:
        """The question to answer now, or None when the session is over."""
        if self.finished:
            return None
        if self._item is None or self._item.index != self._index:
            kind, level = self.plan.entry(self._index)
            question = make_question(kind, self.plan.seed, self._index, level)
            self._item = SessionItem(self._index, kind, question)
            self._shown_at = self.clock.now()
        return self._item

    def answer(self, answer: Any):
        """Grade the answer to the current question, record the attempt, move on; the feedback.

        An answer given after the time limit is still graded (the learner sees the feedback) but
        recorded as timed out and not correct, and the session ends.
        """
        item = self._require_item()
        feedback = grade_answer(item.question, answer)
        now = self.clock.now()
        timed_out = self.plan.time_limit is not None and now - self.started > self.plan.time_limit
        correct = feedback.correct and not timed_out
        self._record(
            item,
            correct,
            0.0 if timed_out else feedback.credit,
            now,
            timed_out=timed_out,
            results=feedback.item_results,
        )
        if timed_out:
            self._expired = True
        return feedback

    def skip(self) -> None:
        """Move on without an answer (recorded as not correct)."""
        item = self._require_item()
        self._record(
            item, False, 0.0, self.clock.now(), skipped=True, results=dict.fromkeys(item.item_keys, False)
        )

    def _require_item(self) -> SessionItem:
        item = self._item if self._item is not None and self._item.index == self._index else None
        if item is None:
            if self._index > self.plan.count or self._expired:
                raise SessionFinished("the session is over")
            item = self.current()
            if item is None:
                raise SessionFinished("the session is over")
        return item

    def _record(
        self,
        item: SessionItem,
        correct: bool,
        credit: float,
        now: float,
        *,
        skipped: bool = False,
        timed_out: bool = False,
        results: Mapping[str, bool],
    ) -> None:
        elapsed = round((now - self._shown_at) * 1000)
        self._attempts.append(
            Attempt(
                item.index,
                item.question.id,
                item.kind,
                item.item_keys,
                correct,
                credit,
                elapsed,
                skipped,
                timed_out,
                dict(results),
            )
        )
        self._index += 1

    # results

    @property
    def attempts(self) -> tuple[Attempt, ...]:
        return tuple(self._attempts)

    def summary(self) -> SessionSummary:
        by_key: dict[str, tuple[int, int]] = {}
        for attempt in self._attempts:
            for key, right in attempt.item_results.items():
                r, n = by_key.get(key, (0, 0))
                by_key[key] = (r + (right and not attempt.timed_out), n + 1)
        answered = [a for a in self._attempts if not a.skipped]
        return SessionSummary(
            len(self._attempts),
            len(answered),
            sum(a.correct for a in self._attempts),
            round(sum(a.credit for a in self._attempts), 4),
            sum(a.elapsed_ms for a in self._attempts),
            by_key,
        )


def plan_of(
    kinds: Sequence[str], count: int, seed: int, level: int | None = None, time_limit: float | None = None
) -> SessionPlan:
    """A plan asking ``kinds`` at one level (or mixed levels)."""
    return SessionPlan(tuple((k, level) for k in kinds), count, seed, time_limit)


__all__ = [
    "CHECKABLE_KINDS",
    "GUANGDONG_KINDS",
    "KINDS",
    "LEVELS",
    "Attempt",
    "Clock",
    "Session",
    "SessionFinished",
    "SessionItem",
    "SessionPlan",
    "SessionSummary",
    "SystemClock",
    "grade_answer",
    "item_keys",
    "kind_of",
    "make_question",
    "parse_answer",
    "plan_of",
    "question_id",
    "question_rng",
    "questions",
]
