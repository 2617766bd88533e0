"""Quiz packs (a teacher's set of questions, imported from a file) and the results of taking them."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from .db import Store, as_utc, dump_json, from_text, load_json, rows, to_text


@dataclass(frozen=True, slots=True)
class QuizPack:
    """``data`` is the pack's JSON content, opaque to the store; ``imported_at`` None means now."""

    id: str
    title: str
    version: int
    data: Any
    imported_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class QuizResult:
    """One sitting of a quiz, by a local profile or by a named student (at least one of the two)."""

    quiz_id: str
    started_at: datetime
    data: Any
    finished_at: datetime | None = None
    profile_id: int | None = None
    student: str | None = None
    id: int | None = None


def save_quiz_pack(store: Store, pack: QuizPack) -> QuizPack:
    """Insert a pack, or replace the pack with the same id (its results are kept)."""
    imported_at = pack.imported_at if pack.imported_at is not None else store.now()
    values = [pack.id, pack.title, int(pack.version), dump_json(pack.data), to_text(imported_at)]
    with store.transaction():
        store.db.execute(
            """INSERT INTO quiz_packs (id, title, version, json, imported_at) VALUES (?, ?, ?, ?, ?)
               ON CONFLICT(id) DO UPDATE SET title = excluded.title, version = excluded.version,
                   json = excluded.json, imported_at = excluded.imported_at""",
            values,
        )
    return dataclasses.replace(pack, imported_at=as_utc(imported_at))


def quiz_packs(store: Store) -> list[QuizPack]:
    """All packs, by title then id."""
    return [_pack(row) for row in rows(store, "SELECT * FROM quiz_packs ORDER BY title, id")]


def quiz_pack(store: Store, quiz_id: str) -> QuizPack | None:
    found = rows(store, "SELECT * FROM quiz_packs WHERE id = ?", [quiz_id])
    return _pack(found[0]) if found else None


def _pack(row: dict[str, Any]) -> QuizPack:
    return QuizPack(
        id=row["id"],
        title=row["title"],
        version=row["version"],
        data=load_json(row["json"]),
        imported_at=from_text(row["imported_at"]),
    )


def save_quiz_result(store: Store, result: QuizResult) -> QuizResult:
    """Store a new result (its pack must be stored); returns it with ``id`` filled in."""
    if result.id is not None:
        raise ValueError(f"quiz result {result.id} is already stored")
    if result.profile_id is None and not (result.student or "").strip():
        raise ValueError("a quiz result needs a profile or a student name")
    values = [
        result.quiz_id,
        result.profile_id,
        result.student,
        to_text(result.started_at),
        None if result.finished_at is None else to_text(result.finished_at),
        dump_json(result.data),
    ]
    with store.transaction():
        cursor = store.db.execute(
            """INSERT INTO quiz_results (quiz_id, profile_id, student, started_at, finished_at, json)
               VALUES (?, ?, ?, ?, ?, ?)""",
            values,
        )
    return dataclasses.replace(
        result,
        id=cursor.lastrowid,
        started_at=as_utc(result.started_at),
        finished_at=None if result.finished_at is None else as_utc(result.finished_at),
    )


def quiz_results(store: Store, quiz_id: str) -> list[QuizResult]:
    """A pack's results, in the order they were started."""
    found = rows(store, "SELECT * FROM quiz_results WHERE quiz_id = ? ORDER BY started_at, id", [quiz_id])
    return [
        QuizResult(
            id=row["id"],
            quiz_id=row["quiz_id"],
            profile_id=row["profile_id"],
            student=row["student"],
            started_at=_required(from_text(row["started_at"])),
            finished_at=from_text(row["finished_at"]),
            data=load_json(row["json"]),
        )
        for row in found
    ]


def _required(moment: datetime | None) -> datetime:
    assert moment is not None  # NOT NULL column
    return moment
