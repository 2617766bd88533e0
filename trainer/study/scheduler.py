"""Spaced repetition with FSRS: one review state per item key, updated by each graded attempt.

Item keys are strings made by the drills ("fan:PURE_DOUBLE_CHOW", "principle:ACCOUNT_ONCE",
"wait:edge", "drill:score:2").  An attempt becomes an FSRS rating: wrong -> Again; right but slow
-> Hard; right -> Good; right and quick -> Easy.

>>> from datetime import datetime, timezone
>>> t0 = datetime(2026, 1, 1, tzinfo=timezone.utc)
>>> state = review(None, "fan:SEVEN_PAIRS", correct=True, elapsed_ms=4000, at=t0)
>>> state.reps, state.lapses, state.due_at > t0
(1, 0, True)
>>> state = review(state, "fan:SEVEN_PAIRS", correct=False, elapsed_ms=9000, at=state.due_at)
>>> state.lapses
1
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from fsrs import Card, Rating, Scheduler, State

QUICK_MS = 8_000  # a right answer faster than this is "easy"
SLOW_MS = 45_000  # a right answer slower than this is "hard"
_SCHEDULER = Scheduler(enable_fuzzing=False)  # no randomness: the same log gives the same states


@dataclass(frozen=True, slots=True)
class ReviewState:
    key: str
    due_at: datetime
    stability: float | None
    difficulty: float | None
    reps: int
    lapses: int
    state: int  # FSRS: 1 learning, 2 review, 3 relearning
    step: int | None
    last_review_at: datetime | None


def rating_for(correct: bool, elapsed_ms: int | None) -> Rating:
    if not correct:
        return Rating.Again
    if elapsed_ms is not None and elapsed_ms > SLOW_MS:
        return Rating.Hard
    if elapsed_ms is not None and elapsed_ms < QUICK_MS:
        return Rating.Easy
    return Rating.Good


def _card(state: ReviewState | None, key: str) -> Card:
    card_id = zlib.crc32(key.encode())  # stable: the same key is the same card
    if state is None:
        return Card(card_id=card_id)
    return Card(
        card_id=card_id,
        state=State(state.state),
        step=state.step,
        stability=state.stability,
        difficulty=state.difficulty,
        due=state.due_at,
        last_review=state.last_review_at,
    )


def review(
    state: ReviewState | None, key: str, *, correct: bool, elapsed_ms: int | None, at: datetime
) -> ReviewState:
    """The item's review state after one graded attempt at time ``at`` (timezone-aware)."""
    card, _log = _SCHEDULER.review_card(_card(state, key), rating_for(correct, elapsed_ms), at)
    reps = (state.reps if state else 0) + 1
    lapses = (state.lapses if state else 0) + (0 if correct else 1)
    return ReviewState(
        key, card.due, card.stability, card.difficulty, reps, lapses, int(card.state), card.step, at
    )


@dataclass(frozen=True, slots=True)
class Graded:
    """One attempt as the scheduler needs it (the store's attempts map onto this)."""

    key: str
    correct: bool
    elapsed_ms: int | None
    at: datetime


def replay(attempts: Iterable[Graded]) -> dict[str, ReviewState]:
    """Rebuild every review state from the attempt log, oldest first."""
    states: dict[str, ReviewState] = {}
    for attempt in sorted(attempts, key=lambda a: a.at):
        states[attempt.key] = review(
            states.get(attempt.key),
            attempt.key,
            correct=attempt.correct,
            elapsed_ms=attempt.elapsed_ms,
            at=attempt.at,
        )
    return states


def due(states: Iterable[ReviewState], now: datetime) -> list[ReviewState]:
    """The items due for review at ``now``, the most overdue first."""
    return sorted((s for s in states if s.due_at <= now), key=lambda s: s.due_at)


def mistakes(attempts: Iterable[Graded]) -> list[str]:
    """Item keys whose latest attempt was wrong, most recent first ("retry my mistakes")."""
    latest: dict[str, Graded] = {}
    for attempt in sorted(attempts, key=lambda a: a.at):
        latest[attempt.key] = attempt
    wrong = [a for a in latest.values() if not a.correct]
    return [a.key for a in sorted(wrong, key=lambda a: a.at, reverse=True)]


def mastery(attempts: Iterable[Graded], *, window: int = 10) -> dict[str, float]:
    """Per item, 0-1: the share of right answers among its last ``window`` attempts, recent ones
    weighted more (weights 1..window).

    >>> from datetime import datetime, timezone
    >>> t = [datetime(2026, 1, d, tzinfo=timezone.utc) for d in (1, 2, 3)]
    >>> round(mastery([Graded("k", False, None, t[0]), Graded("k", True, None, t[1]), Graded("k", True, None, t[2])])["k"], 2)
    0.83
    """
    by_key: dict[str, list[Graded]] = {}
    for attempt in sorted(attempts, key=lambda a: a.at):
        by_key.setdefault(attempt.key, []).append(attempt)
    out = {}
    for key, items in by_key.items():
        recent = items[-window:]
        weights = range(1, len(recent) + 1)
        out[key] = sum(w for w, a in zip(weights, recent) if a.correct) / sum(weights)
    return out
