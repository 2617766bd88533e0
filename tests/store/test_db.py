"""Opening the store: WAL and foreign keys, unusable files set aside, environment failures as StoreError."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest

from trainer.store import (
    SCHEMA_VERSION,
    Attempt,
    ErrorReason,
    NoticeKind,
    StoreError,
    attempts_for,
    create_profile,
    list_profiles,
    open_memory_store,
    open_store,
    record_attempt,
    record_attempts,
    set_setting,
)

from .conftest import FakeClock

REPO = Path(__file__).resolve().parents[2]


def make_store_with_data(path: Path) -> None:
    with open_store(path, clock=FakeClock()) as store:
        profile = create_profile(store, "Alice")
        record_attempt(store, Attempt(profile.id, "waits", "wait:1", {}, {}, True, 10))


def pragma(path: Path, name: str) -> object:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]
    finally:
        conn.close()


# A good file ---------------------------------------------------------------------------------------------


def test_a_new_file_is_created_migrated_in_wal_mode_with_foreign_keys(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "progress.sqlite3"
    with open_store(path) as store:
        assert store.path == path
        assert store.schema_version == SCHEMA_VERSION
        assert store.notices == ()
        assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert store.db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        with pytest.raises(StoreError):  # foreign keys are enforced: no such profile
            record_attempt(store, Attempt(99, "waits", "wait:1", {}, {}, True, 10))
    assert pragma(path, "user_version") == SCHEMA_VERSION


def test_reopening_keeps_the_data(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    make_store_with_data(path)
    with open_store(path) as store:
        assert [p.name for p in list_profiles(store)] == ["Alice"]
        assert store.notices == ()


def test_an_empty_file_is_a_fresh_store(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    path.touch()
    with open_store(path) as store:
        assert store.schema_version == SCHEMA_VERSION
        assert store.notices == ()
        assert store.backup is None


def test_the_clock_is_injected(tmp_path: Path) -> None:
    clock = FakeClock()
    first = clock.now
    with open_store(tmp_path / "p.sqlite3", clock=clock) as store:
        assert create_profile(store, "A").created_at == first


def test_a_naive_clock_is_refused() -> None:
    store = open_memory_store(clock=lambda: datetime(2024, 1, 1))  # naive, on purpose
    with pytest.raises(ValueError, match="naive"):
        create_profile(store, "A")


def test_a_closed_store_says_so() -> None:
    store = open_memory_store()
    store.close()
    with pytest.raises(StoreError) as caught:
        list_profiles(store)
    assert caught.value.reason is ErrorReason.CLOSED
    store.close()  # twice is fine


# Unusable files are set aside -------------------------------------------------------------------------


def test_a_file_of_random_bytes_is_set_aside_and_reported(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    junk = os.urandom(8192)
    path.write_bytes(junk)
    with open_store(path, clock=FakeClock()) as store:
        (notice,) = store.notices
        assert notice.kind is NoticeKind.CORRUPT
        assert notice.set_aside == tmp_path / "progress.sqlite3.corrupt-20240501T100000Z"
        assert str(notice.set_aside) in notice.message
        assert "not a database" in notice.detail
        # a fresh store works
        assert store.schema_version == SCHEMA_VERSION
        assert list_profiles(store) == []
        create_profile(store, "again")
    assert notice.set_aside.read_bytes() == junk  # kept untouched


def test_a_file_failing_the_integrity_check_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    with open_store(path) as store:
        profile = create_profile(store, "A")
        record_attempts(
            store, [Attempt(profile.id, "d", f"k:{i}", "q" * 200, {}, True, i) for i in range(300)]
        )
    page_size = pragma(path, "page_size")
    data = bytearray(path.read_bytes())
    assert len(data) > 10 * page_size
    for page in range(3, len(data) // page_size, 2):  # scribble over every other page, header kept
        data[page * page_size + 8 : page * page_size + 200] = os.urandom(192)
    path.write_bytes(bytes(data))
    with open_store(path, clock=FakeClock()) as store:
        (notice,) = store.notices
        assert notice.kind is NoticeKind.CORRUPT
        assert list_profiles(store) == []
    assert notice.set_aside.exists()


def test_a_file_from_a_newer_version_is_set_aside_and_reported(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    make_store_with_data(path)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 4}")
    conn.commit()
    conn.close()
    with open_store(path, clock=FakeClock()) as store:
        (notice,) = store.notices
        assert notice.kind is NoticeKind.NEWER
        assert notice.set_aside == tmp_path / "progress.sqlite3.newer-20240501T100000Z"
        assert str(notice.set_aside) in notice.message
        assert "newer version" in notice.message
        assert f"schema version {SCHEMA_VERSION + 4}" in notice.detail
        assert list_profiles(store) == []
        assert store.schema_version == SCHEMA_VERSION
    # the newer file is kept as it was, data and version
    assert pragma(notice.set_aside, "user_version") == SCHEMA_VERSION + 4
    with open_store(path) as store:  # the fresh file stays fine on the next start
        assert store.notices == ()


def test_an_unknown_migration_name_means_a_newer_file(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    make_store_with_data(path)
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO _sqlite_migrations (migration_set, name, applied_at)"
        " VALUES ('trainer', '0099_future', 'x')"
    )
    conn.commit()
    conn.close()
    with open_store(path, clock=FakeClock()) as store:
        (notice,) = store.notices
        assert notice.kind is NoticeKind.NEWER
        assert "0099_future" in notice.detail


def test_set_aside_names_do_not_collide(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    names = []
    for _ in range(2):
        path.write_bytes(b"garbage" * 100)
        with open_store(path, clock=FakeClock()) as store:  # the same stamp both times
            names.append(store.notices[0].set_aside.name)
    assert names == [
        "progress.sqlite3.corrupt-20240501T100000Z",
        "progress.sqlite3.corrupt-20240501T100000Z-2",
    ]


# The environment fails: StoreError with a message --------------------------------------------------------

# Root ignores file permissions, so the child process drops to "nobody" after importing everything it needs.
CHILD = textwrap.dedent(
    """
    import json, os, sys, tempfile
    from pathlib import Path
    from trainer.store import StoreError, open_store, create_profile
    with tempfile.TemporaryDirectory() as warm:  # load every lazily imported module while we still can
        open_store(Path(warm) / "warm.sqlite3").close()
    if os.geteuid() == 0:
        os.setgid(65534)
        os.setuid(65534)
    try:
        with open_store(Path(sys.argv[1])) as store:
            create_profile(store, "x")
        print(json.dumps({"ok": True}))
    except StoreError as error:
        print(json.dumps({"ok": False, "reason": str(error.reason), "message": str(error)}))
    """
)


def run_child(path: Path) -> dict[str, object]:
    env = dict(
        os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    )
    result = subprocess.run(
        [sys.executable, "-c", CHILD, str(path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr  # no traceback: the error was a StoreError
    return json.loads(result.stdout)


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A folder the unprivileged child can reach (pytest's tmp_path is private to root)."""
    folder = Path(tempfile.mkdtemp(prefix="store-ro-"))
    folder.chmod(0o755)
    yield folder
    for path in [folder, *folder.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)
    shutil.rmtree(folder)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_a_read_only_folder_gives_a_store_error(shared_dir: Path) -> None:
    folder = shared_dir / "data"
    folder.mkdir()
    folder.chmod(0o555)
    answer = run_child(folder / "progress.sqlite3")
    assert answer["ok"] is False
    assert answer["reason"] == ErrorReason.READ_ONLY
    assert str(folder / "progress.sqlite3") in str(answer["message"])
    assert "folder is read-only" in str(answer["message"])


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_an_existing_file_in_a_read_only_folder_gives_a_store_error(shared_dir: Path) -> None:
    folder = shared_dir / "data"
    folder.mkdir()
    make_store_with_data(folder / "progress.sqlite3")
    folder.chmod(0o555)
    answer = run_child(folder / "progress.sqlite3")
    assert answer == {"ok": False, "reason": "read-only", "message": answer["message"]}
    assert "read-only" in str(answer["message"])


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_a_read_only_file_gives_a_store_error_at_start(shared_dir: Path) -> None:
    folder = shared_dir / "data"
    folder.mkdir()
    path = folder / "progress.sqlite3"
    make_store_with_data(path)
    folder.chmod(0o777)
    path.chmod(0o444)
    answer = run_child(path)
    assert answer["ok"] is False
    assert answer["reason"] == "read-only"
    assert str(path) in str(answer["message"])


def test_the_child_can_write_where_it_may(shared_dir: Path) -> None:
    """The control for the three tests above: the same child succeeds in a writable folder."""
    folder = shared_dir / "data"
    folder.mkdir()
    folder.chmod(0o777)
    assert run_child(folder / "progress.sqlite3") == {"ok": True}


def test_a_folder_that_cannot_be_created_gives_a_store_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(StoreError) as caught:
        open_store(blocker / "progress.sqlite3")
    assert str(blocker) in str(caught.value)


def test_a_full_disk_gives_a_store_error_and_keeps_the_batch_out(tmp_path: Path) -> None:
    with open_store(tmp_path / "progress.sqlite3") as store:
        profile = create_profile(store, "A")
        pages = store.db.execute("PRAGMA page_count").fetchone()[0]
        store.db.execute(f"PRAGMA max_page_count = {pages + 2}")  # the disk is "full" two pages on
        batch = [Attempt(profile.id, "d", f"k:{i}", "q" * 500, {}, True, i) for i in range(100)]
        with pytest.raises(StoreError) as caught:
            record_attempts(store, batch)
        assert caught.value.reason is ErrorReason.DISK_FULL
        assert "disk is full" in str(caught.value)
        assert attempts_for(store, profile.id) == []
        set_setting(store, "still", "works")  # small writes still fit


# Concurrency ------------------------------------------------------------------------------------------------


def test_a_second_connection_reads_while_the_first_writes(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    make_store_with_data(path)
    writer = open_store(path)
    reader = open_store(path)
    try:
        (profile,) = list_profiles(writer)
        with writer.transaction():
            record_attempt(writer, Attempt(profile.id, "waits", "wait:2", {}, {}, False, 20))
            # WAL: the reader is not blocked and sees the last committed state
            assert [a.item_key for a in attempts_for(reader, profile.id)] == ["wait:1"]
            raw = sqlite3.connect(path, timeout=0)
            assert raw.execute("SELECT count(*) FROM attempts").fetchone()[0] == 1
            raw.close()
        assert [a.item_key for a in attempts_for(reader, profile.id)] == ["wait:1", "wait:2"]
        # and the reader can write once the writer is done
        record_attempt(reader, Attempt(profile.id, "waits", "wait:3", {}, {}, True, 5))
        assert len(attempts_for(writer, profile.id)) == 3
    finally:
        writer.close()
        reader.close()
