"""Derived learning state: spaced-review state per item and progress per lesson.

Both can be thrown away and rebuilt from the attempt log with :func:`rebuild_from_log`; the scheduler that
folds attempts into review states lives outside the store (in ``study``) and is passed in as ``replay``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from .attempts import Attempt, attempts_for
from .db import Store, from_text, rows, to_text

SQLITE_MAX_PARAMS = 500  # keys per IN (...) query, well under SQLite's limit


@dataclass(frozen=True, slots=True)
class ReviewState:
    """Where one item stands in the review schedule (FSRS-like fields; their meaning is the scheduler's)."""

    profile_id: int
    item_key: str
    due_at: datetime | None
    stability: float
    difficulty: float
    reps: int
    lapses: int
    last_review_at: datetime | None
    state: str  # e.g. "new", "learning", "review", "relearning": the scheduler's words


@dataclass(frozen=True, slots=True)
class LessonProgress:
    profile_id: int
    lesson_id: str
    right: int
    total: int
    done_at: datetime | None = None  # None: started, not finished


Replay = Callable[[Sequence[Attempt]], Iterable[ReviewState | LessonProgress]]
"""Folds a profile's attempts (in log order) into the derived rows to store."""


def _opt_text(moment: datetime | None) -> str | None:
    return None if moment is None else to_text(moment)


def _review_values(state: ReviewState) -> list[Any]:
    return [
        state.profile_id,
        state.item_key,
        _opt_text(state.due_at),
        float(state.stability),
        float(state.difficulty),
        int(state.reps),
        int(state.lapses),
        _opt_text(state.last_review_at),
        state.state,
    ]


def _lesson_values(progress: LessonProgress) -> list[Any]:
    return [
        progress.profile_id,
        progress.lesson_id,
        _opt_text(progress.done_at),
        progress.right,
        progress.total,
    ]


REVIEW_UPSERT = """INSERT OR REPLACE INTO review_state
    (profile_id, item_key, due_at, stability, difficulty, reps, lapses, last_review_at, state)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"""
LESSON_UPSERT = """INSERT OR REPLACE INTO lesson_progress (profile_id, lesson_id, done_at, "right", total)
    VALUES (?, ?, ?, ?, ?)"""


def save_review_state(store: Store, state: ReviewState) -> None:
    """Insert or replace one item's review state."""
    save_review_states(store, [state])


def save_review_states(store: Store, states: Iterable[ReviewState]) -> None:
    """Insert or replace several review states in one transaction."""
    values = [_review_values(state) for state in states]
    with store.transaction():
        for row in values:
            store.db.execute(REVIEW_UPSERT, row)


def review_states(store: Store, profile_id: int, keys: Iterable[str] | None = None) -> dict[str, ReviewState]:
    """The profile's review states by item key; with ``keys``, only those (missing keys are absent)."""
    sql = "SELECT * FROM review_state WHERE profile_id = ?"
    if keys is None:
        found = rows(store, sql + " ORDER BY item_key", [profile_id], action="read the review state from")
    else:
        wanted = sorted(set(keys))
        found = []
        for start in range(0, len(wanted), SQLITE_MAX_PARAMS):
            chunk = wanted[start : start + SQLITE_MAX_PARAMS]
            marks = ", ".join("?" * len(chunk))
            found += rows(store, f"{sql} AND item_key IN ({marks})", [profile_id, *chunk])
    return {row["item_key"]: _review_state(row) for row in found}


def _review_state(row: dict[str, Any]) -> ReviewState:
    return ReviewState(
        profile_id=row["profile_id"],
        item_key=row["item_key"],
        due_at=from_text(row["due_at"]),
        stability=row["stability"],
        difficulty=row["difficulty"],
        reps=row["reps"],
        lapses=row["lapses"],
        last_review_at=from_text(row["last_review_at"]),
        state=row["state"],
    )


def save_lesson_progress(store: Store, progress: LessonProgress) -> None:
    """Insert or replace the progress of one lesson (the caller decides what to keep, e.g. the best)."""
    if not 0 <= progress.right <= progress.total:
        raise ValueError(f"lesson progress needs 0 <= right <= total, got {progress.right}/{progress.total}")
    with store.transaction():
        store.db.execute(LESSON_UPSERT, _lesson_values(progress))


def lesson_progress(store: Store, profile_id: int) -> dict[str, LessonProgress]:
    """The profile's lesson progress by lesson id."""
    found = rows(
        store,
        'SELECT profile_id, lesson_id, done_at, "right", total FROM lesson_progress'
        " WHERE profile_id = ? ORDER BY lesson_id",
        [profile_id],
        action="read the lesson progress from",
    )
    return {
        row["lesson_id"]: LessonProgress(
            profile_id=row["profile_id"],
            lesson_id=row["lesson_id"],
            right=row["right"],
            total=row["total"],
            done_at=from_text(row["done_at"]),
        )
        for row in found
    }


def rebuild_from_log(
    store: Store, profile_id: int, replay: Replay, *, include_lessons: bool = False
) -> tuple[int, int]:
    """Recompute a profile's derived state from its attempt log, atomically.

    ``replay`` receives every attempt of the profile in log order (time, then insertion) and returns the
    ReviewState rows (and, with ``include_lessons``, LessonProgress rows) to keep. In one transaction the
    profile's review_state (and lesson_progress, if ``include_lessons``) is cleared and replaced by them;
    if ``replay`` raises, nothing changes. Lesson progress is left alone by default, because reading a
    lesson through may not leave attempts behind.

    Returns the number of review states and lesson rows written.
    """
    with store.transaction():  # read and write in one transaction: no attempt slips in between
        log = tuple(attempts_for(store, profile_id))
        derived = list(replay(log))
        states: list[ReviewState] = []
        lessons: list[LessonProgress] = []
        for item in derived:
            if isinstance(item, ReviewState):
                states.append(item)
            elif isinstance(item, LessonProgress) and include_lessons:
                lessons.append(item)
            elif not isinstance(item, LessonProgress):
                raise TypeError(f"replay returned {type(item).__name__}, not ReviewState or LessonProgress")
            if item.profile_id != profile_id:
                raise ValueError(f"replay for profile {profile_id} returned a row for {item.profile_id}")
        store.db.execute("DELETE FROM review_state WHERE profile_id = ?", [profile_id])
        for state in states:
            store.db.execute(REVIEW_UPSERT, _review_values(state))
        if include_lessons:
            store.db.execute("DELETE FROM lesson_progress WHERE profile_id = ?", [profile_id])
            for progress in lessons:
                store.db.execute(LESSON_UPSERT, _lesson_values(progress))
    return len(states), len(lessons)
