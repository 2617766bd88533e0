"""The attempt log: one row per answer, append-only (no update function; a trigger refuses UPDATE).

Derived state (review_state, lesson_progress) lives in ``mastery`` and can be rebuilt from this log.
Item keys are opaque strings built by the drills (``"fan:PURE_DOUBLE_CHOW"``, ``"wait:1112345678999m"``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from .db import Store, dump_json, from_text, load_json, rows, to_text


@dataclass(frozen=True, slots=True)
class Attempt:
    """One answer. ``question`` and ``answer`` are JSON values; ``at`` None means "now" (the store clock);
    ``id`` is given by the store."""

    profile_id: int
    drill_kind: str
    item_key: str
    question: Any
    answer: Any
    correct: bool
    elapsed_ms: int
    quiz_id: str | None = None
    at: datetime | None = None
    id: int | None = None


def record_attempt(store: Store, attempt: Attempt) -> Attempt:
    """Append one attempt; returns it with ``id`` and ``at`` filled in."""
    return record_attempts(store, [attempt])[0]


def record_attempts(store: Store, attempts: Iterable[Attempt]) -> list[Attempt]:
    """Append several attempts in one transaction: all are stored, or none."""
    prepared = [_prepare(store, attempt) for attempt in attempts]  # validate before writing anything
    stored = []
    with store.transaction():
        for attempt, values in prepared:
            cursor = store.db.execute(
                """INSERT INTO attempts (profile_id, at, drill_kind, item_key, question_json, answer_json,
                                         correct, elapsed_ms, quiz_id)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                values,
            )
            stored.append(dataclasses.replace(attempt, id=cursor.lastrowid, at=from_text(values[1])))
    return stored


def _prepare(store: Store, attempt: Attempt) -> tuple[Attempt, list[Any]]:
    if attempt.id is not None:
        raise ValueError(f"attempt {attempt.id} is already stored; the log is append-only")
    if attempt.elapsed_ms < 0:
        raise ValueError(f"elapsed_ms must not be negative: {attempt.elapsed_ms}")
    at = to_text(attempt.at if attempt.at is not None else store.now())
    return attempt, [
        attempt.profile_id,
        at,
        attempt.drill_kind,
        attempt.item_key,
        dump_json(attempt.question),
        dump_json(attempt.answer),
        int(bool(attempt.correct)),
        int(attempt.elapsed_ms),
        attempt.quiz_id,
    ]


def attempts_for(
    store: Store, profile_id: int, since: datetime | None = None, item_prefix: str | None = None
) -> list[Attempt]:
    """A profile's attempts in log order (time, then insertion).

    ``since`` keeps attempts at or after that moment; ``item_prefix`` keeps item keys starting with it
    (an exact, case-sensitive prefix, e.g. ``"fan:"``).
    """
    sql = "SELECT * FROM attempts WHERE profile_id = ?"
    params: list[Any] = [profile_id]
    if since is not None:
        sql += " AND at >= ?"
        params.append(to_text(since))
    if item_prefix is not None:
        sql += " AND substr(item_key, 1, length(?)) = ?"
        params += [item_prefix, item_prefix]
    sql += " ORDER BY at, id"
    return [_attempt(row) for row in rows(store, sql, params, action="read the attempts from")]


def _attempt(row: dict[str, Any]) -> Attempt:
    return Attempt(
        id=row["id"],
        profile_id=row["profile_id"],
        at=from_text(row["at"]),
        drill_kind=row["drill_kind"],
        item_key=row["item_key"],
        question=load_json(row["question_json"]),
        answer=load_json(row["answer_json"]),
        correct=bool(row["correct"]),
        elapsed_ms=row["elapsed_ms"],
        quiz_id=row["quiz_id"],
    )
