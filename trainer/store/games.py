"""Records of games played at the table: the seed (to replay it), the full record and a summary."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from .db import Store, dump_json, from_text, load_json, rows, to_text


@dataclass(frozen=True, slots=True)
class GameRecord:
    """``data`` (events, hands) and ``summary`` (scores, fans) are JSON values, opaque to the store."""

    profile_id: int
    seed: int
    data: Any
    summary: Any
    at: datetime | None = None  # None: now
    id: int | None = None


def save_game_record(store: Store, record: GameRecord) -> GameRecord:
    """Store a new game record; returns it with ``id`` and ``at`` filled in."""
    if record.id is not None:
        raise ValueError(f"game record {record.id} is already stored")
    at = to_text(record.at if record.at is not None else store.now())
    values = [record.profile_id, at, str(int(record.seed)), dump_json(record.data), dump_json(record.summary)]
    with store.transaction():
        cursor = store.db.execute(
            "INSERT INTO game_records (profile_id, at, seed, json, summary_json) VALUES (?, ?, ?, ?, ?)",
            values,
        )
    return dataclasses.replace(record, id=cursor.lastrowid, at=from_text(at))


def game_records(store: Store, profile_id: int, limit: int | None = None) -> list[GameRecord]:
    """A profile's games, newest first; at most ``limit`` of them."""
    sql = "SELECT * FROM game_records WHERE profile_id = ? ORDER BY at DESC, id DESC"
    params: list[Any] = [profile_id]
    if limit is not None:
        sql += " LIMIT ?"
        params.append(int(limit))
    return [
        GameRecord(
            id=row["id"],
            profile_id=row["profile_id"],
            at=from_text(row["at"]),
            seed=int(row["seed"]),
            data=load_json(row["json"]),
            summary=load_json(row["summary_json"]),
        )
        for row in rows(store, sql, params, action="read the game records from")
    ]
