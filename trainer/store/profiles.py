"""Learner profiles: one per person using this copy of the app."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from .db import Store, as_utc, from_text, rows, to_text


@dataclass(frozen=True, slots=True)
class Profile:
    id: int
    name: str
    created_at: datetime


def create_profile(store: Store, name: str) -> Profile:
    """Add a profile named ``name`` (surrounding spaces removed; must not be empty)."""
    name = name.strip()
    if not name:
        raise ValueError("a profile needs a name")
    created_at = store.now()
    with store.transaction():
        cursor = store.db.execute(
            "INSERT INTO profiles (name, created_at) VALUES (?, ?)", [name, to_text(created_at)]
        )
        profile_id = int(cursor.lastrowid or 0)
    return Profile(id=profile_id, name=name, created_at=as_utc(created_at))


def list_profiles(store: Store) -> list[Profile]:
    """All profiles, oldest first."""
    return [
        Profile(id=row["id"], name=row["name"], created_at=_at(row["created_at"]))
        for row in rows(store, "SELECT id, name, created_at FROM profiles ORDER BY id")
    ]


def _at(text: str) -> datetime:
    moment = from_text(text)
    assert moment is not None  # NOT NULL column
    return moment
