"""Settings: JSON values by key, app-wide (``profile_id=None``) or per profile.

There is no fallback between the two scopes: ask for the scope you mean. JSON round-trips lists, dicts,
strings, numbers, booleans and None; a tuple comes back as a list.
"""

from __future__ import annotations

from typing import Any

from .db import Store, dump_json, load_json, rows


def get_setting(store: Store, key: str, default: Any = None, *, profile_id: int | None = None) -> Any:
    found = rows(
        store,
        "SELECT value FROM settings WHERE key = ? AND profile_id IS ?",
        [key, profile_id],
        action="read a setting from",
    )
    return load_json(found[0]["value"]) if found else default


def set_setting(store: Store, key: str, value: Any, *, profile_id: int | None = None) -> None:
    text = dump_json(value)  # before the transaction: a value that is not JSON is the caller's error
    with store.transaction():
        store.db.execute("DELETE FROM settings WHERE key = ? AND profile_id IS ?", [key, profile_id])
        store.db.execute(
            "INSERT INTO settings (profile_id, key, value) VALUES (?, ?, ?)", [profile_id, key, text]
        )
