"""Migrations: a saved version-1 file upgrades with its rows kept and a backup beside it.

``data/v1.sqlite3`` is a progress file as the first release wrote it (schema version 1: no quizzes, no
game records, no ``attempts.quiz_id``). It was made by ``python -m tests.store.test_migrations`` and is
committed as a binary; do not regenerate it after changing step 1 (released steps never change).
"""

from __future__ import annotations

import shutil
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlite_utils import Database

from trainer.store import (
    SCHEMA_VERSION,
    Attempt,
    ErrorReason,
    GameRecord,
    StoreError,
    attempts_for,
    game_records,
    get_setting,
    lesson_progress,
    list_profiles,
    open_store,
    record_attempt,
    review_states,
    save_game_record,
)
from trainer.store.migrations import (
    MIGRATION_SET,
    apply_migrations,
    known_migration_names,
    pending_migrations,
)

from .conftest import FakeClock

V1_FIXTURE = Path(__file__).parent / "data" / "v1.sqlite3"
V1_NAMES = ["0001_profiles_attempts_progress"]


def write_v1_fixture(path: Path) -> None:
    """Write the version-1 fixture: step 1 only, and rows inserted with version-1 SQL."""
    path.unlink(missing_ok=True)
    db = Database(path)
    db.execute("PRAGMA page_size = 1024")  # a small binary to commit
    apply_migrations(db, up_to=1)
    at = "2024-03-0{}T09:00:00.000000+00:00".format
    with db.atomic():
        db.execute(
            "INSERT INTO profiles (id, name, created_at) VALUES (1, '小明', ?), (2, 'Alice', ?)",
            [at(1), at(2)],
        )
        db.execute("INSERT INTO settings (profile_id, key, value) VALUES (NULL, 'locale', '\"zh_CN\"')")
        db.execute("INSERT INTO settings (profile_id, key, value) VALUES (1, 'daily_goal', '20')")
        for i, (profile_id, key, correct) in enumerate(
            [(1, "fan:PURE_DOUBLE_CHOW", 1), (1, "wait:1112345678999m", 0), (2, "fan:ALL_CHOWS", 1)]
        ):
            db.execute(
                """INSERT INTO attempts (profile_id, at, drill_kind, item_key, question_json, answer_json,
                                         correct, elapsed_ms) VALUES (?, ?, 'fan_spot', ?, ?, ?, ?, ?)""",
                [profile_id, at(3 + i), key, f'{{"n":{i}}}', '["x"]', correct, 1000 + i],
            )
        db.execute(
            """INSERT INTO review_state VALUES (1, 'fan:PURE_DOUBLE_CHOW', ?, 2.5, 5.0, 1, 0, ?, 'review')""",
            [at(8), at(3)],
        )
        db.execute("""INSERT INTO lesson_progress VALUES (1, '01-tiles', ?, 9, 10)""", [at(4)])
    db.execute("PRAGMA journal_mode = DELETE")
    db.execute("VACUUM")
    db.close()


@pytest.fixture
def v1_copy(tmp_path: Path) -> Path:
    path = tmp_path / "progress.sqlite3"
    shutil.copyfile(V1_FIXTURE, path)
    return path


def user_version(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("PRAGMA user_version").fetchone()[0]
    finally:
        conn.close()


def tables(path: Path) -> set[str]:
    conn = sqlite3.connect(path)
    try:
        return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        conn.close()


def test_the_fixture_is_a_version_1_file() -> None:
    assert user_version(V1_FIXTURE) == 1
    assert "game_records" not in tables(V1_FIXTURE)
    assert "quiz_packs" not in tables(V1_FIXTURE)
    assert V1_FIXTURE.stat().st_size <= 32 * 1024


def test_opening_a_version_1_file_applies_the_later_migrations(v1_copy: Path) -> None:
    with open_store(v1_copy, clock=FakeClock()) as store:
        assert store.schema_version == SCHEMA_VERSION == 3
        assert store.notices == ()
        names = [row[0] for row in store.db.execute("SELECT name FROM _sqlite_migrations ORDER BY id")]
        assert names == sorted(known_migration_names())
        assert {"quiz_packs", "quiz_results", "game_records"} <= set(store.db.table_names())


def test_the_old_rows_are_kept(v1_copy: Path) -> None:
    with open_store(v1_copy, clock=FakeClock()) as store:
        assert [(p.id, p.name) for p in list_profiles(store)] == [(1, "小明"), (2, "Alice")]
        assert get_setting(store, "locale") == "zh_CN"
        assert get_setting(store, "daily_goal", profile_id=1) == 20
        old = attempts_for(store, 1)
        assert [(a.item_key, a.correct, a.elapsed_ms, a.quiz_id) for a in old] == [
            ("fan:PURE_DOUBLE_CHOW", True, 1000, None),
            ("wait:1112345678999m", False, 1001, None),
        ]
        assert old[0].question == {"n": 0}
        assert old[0].at == datetime(2024, 3, 3, 9, tzinfo=UTC)
        assert review_states(store, 1)["fan:PURE_DOUBLE_CHOW"].stability == 2.5
        assert lesson_progress(store, 1)["01-tiles"].right == 9
        # and the new schema works on the old file
        record_attempt(store, Attempt(2, "quiz", "fan:ALL_CHOWS", {}, {}, True, 5, quiz_id="club-1"))
        assert attempts_for(store, 2)[-1].quiz_id == "club-1"
        save_game_record(store, GameRecord(1, seed=7, data={"events": []}, summary={"winner": 0}))
        assert len(game_records(store, 1)) == 1


def test_a_backup_of_the_old_file_is_taken_first(v1_copy: Path) -> None:
    with open_store(v1_copy, clock=FakeClock()) as store:
        backup = store.backup
    assert backup == v1_copy.with_name("progress.sqlite3.bak-1")
    assert backup.exists()
    assert user_version(backup) == 1
    assert "game_records" not in tables(backup)
    conn = sqlite3.connect(backup)
    try:
        assert conn.execute("SELECT count(*) FROM attempts").fetchone()[0] == 3
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # one self-contained file
    finally:
        conn.close()
    assert not Path(f"{backup}.partial").exists()


def test_no_backup_when_nothing_is_pending_or_the_file_is_new(tmp_path: Path, v1_copy: Path) -> None:
    with open_store(v1_copy) as store:
        assert store.backup is not None
    with open_store(v1_copy) as store:  # already migrated
        assert store.backup is None
    with open_store(tmp_path / "new.sqlite3") as store:
        assert store.backup is None
    assert sorted(path.name for path in tmp_path.glob("*.bak-*")) == ["progress.sqlite3.bak-1"]


def test_an_existing_backup_is_never_overwritten(v1_copy: Path) -> None:
    earlier = v1_copy.with_name("progress.sqlite3.bak-1")
    earlier.write_bytes(b"an older backup")
    with open_store(v1_copy) as store:
        assert store.backup == v1_copy.with_name("progress.sqlite3.bak-1-2")
    assert earlier.read_bytes() == b"an older backup"


def test_a_failing_migration_leaves_the_file_at_its_old_version(v1_copy: Path) -> None:
    conn = sqlite3.connect(v1_copy)
    conn.execute("CREATE TABLE game_records (x)")  # step 3 will fail on this; step 2 must roll back too
    conn.commit()
    conn.close()
    with pytest.raises(StoreError) as caught:
        open_store(v1_copy)
    assert caught.value.reason is ErrorReason.MIGRATION_FAILED
    assert "bak-1" in str(caught.value)
    assert user_version(v1_copy) == 1
    assert "quiz_packs" not in tables(v1_copy)


def test_migrations_are_recorded_and_idempotent(tmp_path: Path) -> None:
    db = Database(tmp_path / "x.sqlite3")
    assert apply_migrations(db, up_to=1) == V1_NAMES
    assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    assert len(pending_migrations(db)) == SCHEMA_VERSION - 1
    assert apply_migrations(db) == ["0002_quizzes", "0003_game_records"]
    assert apply_migrations(db) == []
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    rows = list(db.query("SELECT migration_set, name FROM _sqlite_migrations ORDER BY id"))
    assert {row["migration_set"] for row in rows} == {MIGRATION_SET}
    db.close()


if __name__ == "__main__":  # regenerate the fixture (only if step 1 itself was wrong)
    write_v1_fixture(V1_FIXTURE)
    print(f"wrote {V1_FIXTURE} ({V1_FIXTURE.stat().st_size} bytes)")
