"""Opening the progress database: one SQLite file, WAL mode, foreign keys on, migrated at start.

``open_store(path)`` is the only way in. In order, it

1. creates the folder if needed;
2. inspects an existing file with a separate plain connection: ``PRAGMA integrity_check`` (a file that
   is not a database, or fails the check, is *corrupt*) and the schema version (``PRAGMA user_version``
   and the names in ``_sqlite_migrations``; a version above :data:`~trainer.store.migrations.SCHEMA_VERSION`
   or a migration name this code does not know means the file was written by a *newer* app);
3. moves a corrupt or newer file aside, renamed ``<name>.corrupt-<UTC stamp>`` or ``<name>.newer-<UTC stamp>``
   (its ``-wal``/``-shm`` files go with it), starts a fresh database in its place and reports it as a
   :class:`StoreNotice` in ``Store.notices``: nothing is deleted, and the UI shows ``notice.message``;
4. opens the file with sqlite-utils, turns on WAL and foreign keys, and when migrations are pending on a
   file that already holds tables, first writes a consistent copy ``<name>.bak-<version>`` next to it
   (``Store.backup``); then applies the migrations in one transaction;
5. checks that the file can be written, so a read-only file fails now, with a message, rather than on
   the first answer the learner gives.

Every failure that is about the file or the disk (read-only file or folder, disk full, file in use,
a disk error) is raised as :class:`StoreError`, whose message can be shown to the user as it is and whose
``reason`` says which case it is. The verbs in the sibling modules raise :class:`StoreError` the same way.

Time comes from an injected clock (a callable returning an aware datetime); times are stored as UTC
ISO-8601 text with microseconds, which sorts in time order.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from .migrations import (
    MIGRATION_SET,
    SCHEMA_VERSION,
    apply_migrations,
    known_migration_names,
    pending_migrations,
)

Clock = Callable[[], datetime]

BUSY_TIMEOUT_MS = 5000
SIDE_FILES = ("-wal", "-shm", "-journal")


def utc_now() -> datetime:
    """The default clock: the current time, aware, in UTC."""
    return datetime.now(UTC)


class ErrorReason(StrEnum):
    """Why the store could not do what was asked; the UI may pick its own wording from this."""

    READ_ONLY = "read-only"
    DISK_FULL = "disk-full"
    IN_USE = "in-use"
    CANNOT_OPEN = "cannot-open"
    DISK_ERROR = "disk-error"
    CORRUPT = "corrupt"
    MIGRATION_FAILED = "migration-failed"
    CLOSED = "closed"
    OTHER = "other"


class StoreError(Exception):
    """The progress file cannot be opened, read or written. ``str(error)`` is a full sentence for the user."""

    def __init__(self, message: str, *, reason: ErrorReason = ErrorReason.OTHER, path: Path | None = None):
        super().__init__(message)
        self.reason = reason
        self.path = path


class NoticeKind(StrEnum):
    CORRUPT = "corrupt"  # not a database, or PRAGMA integrity_check failed
    NEWER = "newer"  # written by a newer version of the app (schema version above SCHEMA_VERSION)


@dataclass(frozen=True, slots=True)
class StoreNotice:
    """Something the user must be told about after opening: an unusable file was set aside.

    ``path`` now holds a fresh, empty database; ``set_aside`` is the old file, kept untouched.
    """

    kind: NoticeKind
    path: Path
    set_aside: Path
    detail: str  # the SQLite message, or "schema version 7; this version knows up to 3"

    @property
    def message(self) -> str:
        if self.kind is NoticeKind.NEWER:
            why = f"was written by a newer version of Mahjong Trainer ({self.detail})"
            then = "Install the newer version and move the file back to use it again."
        else:
            why = f"is damaged and could not be read ({self.detail})"
            then = "The old file was kept in case it can be recovered."
        return (
            f"The progress file {self.path} {why}. It was moved to {self.set_aside} "
            f"and a new, empty progress file was started. {then}"
        )


@dataclass(eq=False)
class Store:
    """An open progress database. Pass it to the verbs in ``trainer.store``; ``close()`` when done.

    ``db`` is for the store's own modules only: nothing outside ``trainer/store`` touches it.
    """

    db: Database
    path: Path | None  # None for an in-memory store
    clock: Clock = utc_now
    notices: tuple[StoreNotice, ...] = ()
    backup: Path | None = None  # the copy taken before migrating, if one was taken this time
    _closed: bool = field(default=False, init=False, repr=False)

    @property
    def schema_version(self) -> int:
        with self.reading("read the schema version of"):
            return int(self.db.execute("PRAGMA user_version").fetchone()[0])

    def now(self) -> datetime:
        """The clock's time; a naive datetime is a programming error."""
        moment = self.clock()
        if moment.tzinfo is None or moment.utcoffset() is None:
            raise ValueError(f"the store clock returned a naive datetime: {moment!r}")
        return moment

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """Group writes: all of them are committed at the end of the block, or none if it raises.

        Nested blocks become savepoints (sqlite-utils ``db.atomic()``). SQLite errors leave as StoreError.
        """
        with self.errors_as_store_error("save to"), self.db.atomic():
            yield

    @contextlib.contextmanager
    def reading(self, action: str = "read") -> Iterator[None]:
        with self.errors_as_store_error(action):
            yield

    @contextlib.contextmanager
    def errors_as_store_error(self, action: str) -> Iterator[None]:
        if self._closed:
            raise StoreError(
                f"Cannot {action} the progress file: it has been closed.",
                reason=ErrorReason.CLOSED,
                path=self.path,
            )
        try:
            yield
        except sqlite3.Error as error:
            raise store_error(error, action, self.path) from error

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self.db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# Opening ----------------------------------------------------------------------------------------------


def open_store(path: Path | str, *, clock: Clock | None = None) -> Store:
    """Open (creating, set-aside-and-recreating or migrating as needed) the progress file at ``path``.

    Raises StoreError when the file cannot be used at all; a corrupt or newer file is not an error but
    a StoreNotice in ``Store.notices``.
    """
    path = Path(path)
    clock = clock or utc_now
    try:
        return _open(path, clock)
    except sqlite3.Error as error:
        raise store_error(error, "open", path) from error
    except OSError as error:
        raise os_store_error(error, "open", path) from error


def open_memory_store(*, clock: Clock | None = None) -> Store:
    """A migrated in-memory store, for tests and for running without a data folder."""
    db = Database(memory=True)
    db.execute("PRAGMA foreign_keys = ON")
    apply_migrations(db)
    return Store(db=db, path=None, clock=clock or utc_now)


def _open(path: Path, clock: Clock) -> Store:
    path.parent.mkdir(parents=True, exist_ok=True)
    notices: list[StoreNotice] = []
    if path.exists():
        problem = _inspect(path)
        if problem is not None:
            kind, detail = problem
            aside = _set_aside(path, kind, clock)
            notices.append(StoreNotice(kind=kind, path=path, set_aside=aside, detail=detail))

    db = _connect(path)
    try:
        backup = _migrate(db, path)
        _check_writable(db)
    except BaseException:
        db.close()
        raise
    return Store(db=db, path=path, clock=clock, notices=tuple(notices), backup=backup)


def _connect(path: Path) -> Database:
    db = Database(path)
    try:
        db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        db.execute("PRAGMA foreign_keys = ON")
        db.enable_wal()
    except BaseException:
        db.close()
        raise
    return db


# What makes a file unusable: damage (set aside) versus an environment problem (StoreError).
CORRUPTION_CODES = ("SQLITE_NOTADB", "SQLITE_CORRUPT")


def _inspect(path: Path) -> tuple[NoticeKind, str] | None:
    """Why the existing file cannot be used by this version, or None if it can.

    Errors about the environment (read-only, locked, unreadable) are raised, not reported as damage.
    """
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        rows = conn.execute("PRAGMA integrity_check").fetchall()
        if rows != [("ok",)]:
            return NoticeKind.CORRUPT, "integrity check: " + "; ".join(str(row[0]) for row in rows[:3])
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        unknown = sorted(set(_applied_names(conn)) - known_migration_names())
    except sqlite3.DatabaseError as error:
        if getattr(error, "sqlite_errorname", "").startswith(CORRUPTION_CODES):
            return NoticeKind.CORRUPT, str(error)
        raise
    finally:
        conn.close()
    if version > SCHEMA_VERSION or unknown:
        detail = f"schema version {version}; this version knows up to {SCHEMA_VERSION}"
        if unknown:
            detail += f"; unknown migrations: {', '.join(unknown)}"
        return NoticeKind.NEWER, detail
    return None


def _applied_names(conn: sqlite3.Connection) -> list[str]:
    exists = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_sqlite_migrations'"
    ).fetchone()
    if not exists:
        return []
    rows = conn.execute("SELECT name FROM _sqlite_migrations WHERE migration_set = ?", [MIGRATION_SET])
    return [row[0] for row in rows]


def _set_aside(path: Path, kind: NoticeKind, clock: Clock) -> Path:
    """Rename the file (and its -wal/-shm) to ``<name>.<kind>-<UTC stamp>``, never over an existing file."""
    stamp = clock().astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    aside = path.with_name(f"{path.name}.{kind}-{stamp}")
    counter = 2
    while any(Path(f"{aside}{suffix}").exists() for suffix in ("", *SIDE_FILES)):
        aside = path.with_name(f"{path.name}.{kind}-{stamp}-{counter}")
        counter += 1
    try:
        path.rename(aside)
        for suffix in SIDE_FILES:
            side = Path(f"{path}{suffix}")
            if side.exists():
                side.rename(f"{aside}{suffix}")
    except OSError as error:
        raise os_store_error(error, f"set aside ({kind}, as {aside.name})", path) from error
    return aside


def _migrate(db: Database, path: Path) -> Path | None:
    """Apply pending migrations, taking a backup first if the file already held data."""
    pending = pending_migrations(db)
    if not pending:
        return None
    version = int(db.execute("PRAGMA user_version").fetchone()[0])
    has_tables = db.execute("SELECT count(*) FROM sqlite_master WHERE type = 'table'").fetchone()[0] > 0
    backup = _backup(db, path, version) if has_tables else None
    try:
        apply_migrations(db)
    except sqlite3.Error as error:
        reason, explanation = _explain(error)
        if reason is ErrorReason.OTHER:
            reason = ErrorReason.MIGRATION_FAILED
        kept = f" The file was left as it was; a copy is at {backup}." if backup else ""
        raise StoreError(
            f"Cannot update the progress file {path} to this version of the app: {explanation}.{kept}",
            reason=reason,
            path=path,
        ) from error
    return backup


def _backup(db: Database, path: Path, version: int) -> Path:
    """A consistent single-file copy (WAL content included) named ``<name>.bak-<version>``.

    An existing backup is never overwritten: a second one gets ``-2``, ``-3``… appended.
    """
    target = path.with_name(f"{path.name}.bak-{version}")
    counter = 2
    while target.exists():
        target = path.with_name(f"{path.name}.bak-{version}-{counter}")
        counter += 1
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    dest = sqlite3.connect(partial)
    try:
        db.conn.backup(dest)
        dest.execute("PRAGMA journal_mode = DELETE")  # a self-contained file, no -wal beside it
    except BaseException:
        dest.close()
        partial.unlink(missing_ok=True)
        raise
    dest.close()
    partial.replace(target)
    return target


def _check_writable(db: Database) -> None:
    """Fail at start, not at the first answer, if the file or folder is read-only."""
    version = int(db.execute("PRAGMA user_version").fetchone()[0])
    db.conn.execute("BEGIN")
    try:
        db.conn.execute(f"PRAGMA user_version = {version}")  # a write, rolled back at once
    finally:
        db.conn.execute("ROLLBACK")


# Errors -----------------------------------------------------------------------------------------------


def _explain(error: sqlite3.Error) -> tuple[ErrorReason, str]:
    name = getattr(error, "sqlite_errorname", "") or ""
    if isinstance(error, sqlite3.ProgrammingError) and "closed" in str(error):
        return ErrorReason.CLOSED, "it has been closed"
    table: Sequence[tuple[tuple[str, ...], ErrorReason, str]] = (
        (("SQLITE_FULL",), ErrorReason.DISK_FULL, "the disk is full"),
        (("SQLITE_READONLY", "SQLITE_PERM", "SQLITE_AUTH"), ErrorReason.READ_ONLY,
         "the file or its folder is read-only"),
        (("SQLITE_CANTOPEN",), ErrorReason.CANNOT_OPEN,
         "the file cannot be opened or created (is its folder read-only or missing?)"),
        (("SQLITE_BUSY", "SQLITE_LOCKED"), ErrorReason.IN_USE, "the file is in use by another program"),
        (CORRUPTION_CODES, ErrorReason.CORRUPT, "the file is damaged"),
        (("SQLITE_IOERR",), ErrorReason.DISK_ERROR, "the disk reported an error"),
    )  # fmt: skip
    for prefixes, reason, explanation in table:
        if name.startswith(prefixes):
            return reason, f"{explanation} ({error})"
    return ErrorReason.OTHER, str(error)


def store_error(error: sqlite3.Error, action: str, path: Path | None) -> StoreError:
    reason, explanation = _explain(error)
    if reason is ErrorReason.CANNOT_OPEN and path is not None and _folder_is_read_only(path.parent):
        reason, explanation = ErrorReason.READ_ONLY, f"its folder is read-only ({error})"
    where = f"the progress file {path}" if path else "the progress database"
    return StoreError(f"Cannot {action} {where}: {explanation}.", reason=reason, path=path)


def _folder_is_read_only(folder: Path) -> bool:
    return folder.is_dir() and not os.access(folder, os.W_OK | os.X_OK)


def os_store_error(error: OSError, action: str, path: Path) -> StoreError:
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        reason, explanation = ErrorReason.READ_ONLY, "the file or its folder is read-only"
    elif error.errno in (errno.ENOSPC, errno.EDQUOT):
        reason, explanation = ErrorReason.DISK_FULL, "the disk is full"
    else:
        reason, explanation = ErrorReason.DISK_ERROR, "the file system refused"
    detail = error.strerror or str(error)
    return StoreError(
        f"Cannot {action} the progress file {path}: {explanation} ({detail}).", reason=reason, path=path
    )


# Helpers for the verb modules ----------------------------------------------------------------------------


def to_text(moment: datetime) -> str:
    """An aware datetime as sortable UTC text: ``2024-05-01T10:30:00.000000+00:00``."""
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError(f"naive datetime given to the store (use an aware UTC time): {moment!r}")
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def as_utc(moment: datetime) -> datetime:
    """The same instant as the store gives it back: UTC, microsecond precision."""
    return datetime.fromisoformat(to_text(moment))


def from_text(text: str | None) -> datetime | None:
    return None if text is None else datetime.fromisoformat(text)


def dump_json(value: Any) -> str:
    """JSON text for a value; tuples come back as lists, NaN is refused."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def load_json(text: str) -> Any:
    return json.loads(text)


def rows(store: Store, sql: str, params: Sequence[Any] = (), *, action: str = "read") -> list[dict[str, Any]]:
    """Run a SELECT and return plain dicts (only the store's modules see them)."""
    with store.reading(action):
        cursor = store.db.execute(sql, list(params))
        names = [column[0] for column in cursor.description]
        return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]
