"""The numbered schema migrations of the progress database (sqlite-utils 4 ``Migrations``).

Each step is registered as ``NNNN_<what>`` in the migration set ``"trainer"`` (rows in
``_sqlite_migrations``) and also sets ``PRAGMA user_version`` to its number, so the schema version can be
read with one pragma, even by a tool that knows nothing of sqlite-utils.

Transactions (platform.md §7): writes in sqlite-utils 4 commit at once, and not every 4.x ``apply()`` wraps
a step in a transaction. So each step wraps itself in ``db.atomic()`` and :func:`apply_migrations` runs the
whole ``apply()`` (steps and their ``_sqlite_migrations`` records) inside one more ``db.atomic()``: an
upgrade is all or nothing. The caller (``db.open_store``) copies the file first.

Rules for new steps: append, never edit or reorder a released step (``tests/store/data/v1.sqlite3`` is a
file written by step 1 alone and must keep upgrading); raw SQL with explicit types and constraints; no
``VACUUM`` or other statement that cannot run in a transaction; a step that rebuilds a table must say how
it keeps foreign keys intact (``PRAGMA foreign_keys`` cannot change inside a transaction).

History:

1. ``0001_profiles_attempts_progress`` (first release): profiles, settings, the attempts log,
   review_state, lesson_progress.
2. ``0002_quizzes``: quiz_packs, quiz_results, and ``attempts.quiz_id``.
3. ``0003_game_records``: game_records.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlite_utils import Database, Migrations

MIGRATION_SET = "trainer"
MIGRATIONS = Migrations(MIGRATION_SET)
_NAMES: list[str] = []


def _step(version: int) -> Callable[[Callable[[Database], None]], Callable[[Database], None]]:
    """Register a step as ``NNNN_<function name>``; it runs atomically and sets user_version."""

    def register(body: Callable[[Database], None]) -> Callable[[Database], None]:
        if version != len(_NAMES) + 1:
            raise ValueError(f"migration {body.__name__} numbered {version}, expected {len(_NAMES) + 1}")
        name = f"{version:04d}_{body.__name__}"

        def run(db: Database) -> None:
            with db.atomic():  # a savepoint inside apply_migrations' transaction
                body(db)
                db.execute(f"PRAGMA user_version = {version}")

        run.__name__ = name
        MIGRATIONS(name=name)(run)
        _NAMES.append(name)
        return body

    return register


def _sql(db: Database, *statements: str) -> None:
    for statement in statements:
        db.execute(statement)


@_step(1)
def profiles_attempts_progress(db: Database) -> None:
    _sql(
        db,
        """CREATE TABLE profiles (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            created_at TEXT NOT NULL
        )""",
        # profile_id NULL = an app-wide setting; value is JSON text
        """CREATE TABLE settings (
            profile_id INTEGER REFERENCES profiles(id) ON DELETE CASCADE,
            key TEXT NOT NULL,
            value TEXT NOT NULL
        )""",
        "CREATE UNIQUE INDEX settings_app_key ON settings(key) WHERE profile_id IS NULL",
        "CREATE UNIQUE INDEX settings_profile_key ON settings(profile_id, key) WHERE profile_id IS NOT NULL",
        # The append-only log (Anki's revlog): rows are inserted, never updated.
        """CREATE TABLE attempts (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            at TEXT NOT NULL,
            drill_kind TEXT NOT NULL,
            item_key TEXT NOT NULL,
            question_json TEXT NOT NULL,
            answer_json TEXT NOT NULL,
            correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
            elapsed_ms INTEGER NOT NULL CHECK (elapsed_ms >= 0)
        )""",
        "CREATE INDEX attempts_profile_at ON attempts(profile_id, at, id)",
        "CREATE INDEX attempts_profile_item ON attempts(profile_id, item_key)",
        """CREATE TRIGGER attempts_append_only BEFORE UPDATE ON attempts
        BEGIN
            SELECT RAISE(ABORT, 'attempts are append-only');
        END""",
        # Derived state, rebuildable from the log.
        """CREATE TABLE review_state (
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            item_key TEXT NOT NULL,
            due_at TEXT,
            stability REAL NOT NULL,
            difficulty REAL NOT NULL,
            reps INTEGER NOT NULL,
            lapses INTEGER NOT NULL,
            last_review_at TEXT,
            state TEXT NOT NULL,
            PRIMARY KEY (profile_id, item_key)
        )""",
        "CREATE INDEX review_state_due ON review_state(profile_id, due_at)",
        """CREATE TABLE lesson_progress (
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            lesson_id TEXT NOT NULL,
            done_at TEXT,
            "right" INTEGER NOT NULL,
            total INTEGER NOT NULL,
            PRIMARY KEY (profile_id, lesson_id)
        )""",
    )


@_step(2)
def quizzes(db: Database) -> None:
    _sql(
        db,
        """CREATE TABLE quiz_packs (
            id TEXT PRIMARY KEY,
            title TEXT NOT NULL,
            version INTEGER NOT NULL,
            json TEXT NOT NULL,
            imported_at TEXT NOT NULL
        )""",
        # A result belongs to a local profile, or to a named student (a teacher collecting results).
        """CREATE TABLE quiz_results (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            quiz_id TEXT NOT NULL REFERENCES quiz_packs(id) ON DELETE CASCADE,
            profile_id INTEGER REFERENCES profiles(id) ON DELETE CASCADE,
            student TEXT,
            started_at TEXT NOT NULL,
            finished_at TEXT,
            json TEXT NOT NULL,
            CHECK (profile_id IS NOT NULL OR student IS NOT NULL)
        )""",
        "CREATE INDEX quiz_results_quiz ON quiz_results(quiz_id, started_at)",
        "ALTER TABLE attempts ADD COLUMN quiz_id TEXT",
        "CREATE INDEX attempts_quiz ON attempts(quiz_id) WHERE quiz_id IS NOT NULL",
    )


@_step(3)
def game_records(db: Database) -> None:
    _sql(
        db,
        # seed is text: a Python seed can exceed SQLite's 64-bit integers
        """CREATE TABLE game_records (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            at TEXT NOT NULL,
            seed TEXT NOT NULL,
            json TEXT NOT NULL,
            summary_json TEXT NOT NULL
        )""",
        "CREATE INDEX game_records_profile_at ON game_records(profile_id, at)",
    )


SCHEMA_VERSION = len(_NAMES)
"""The highest schema version this code knows; a file above it was written by a newer app."""


def known_migration_names() -> frozenset[str]:
    return frozenset(_NAMES)


def pending_migrations(db: Database) -> list[str]:
    return [migration.name for migration in MIGRATIONS.pending(db)]


def apply_migrations(db: Database, *, up_to: int | None = None) -> list[str]:
    """Apply the pending steps (all, or those numbered up to ``up_to``) in one transaction.

    Returns the names applied. ``up_to`` exists to build old-version fixture files in tests.
    """
    pending = pending_migrations(db)
    stop_before = [name for name in _NAMES[up_to:] if name in pending] if up_to is not None else []
    with db.atomic():
        if stop_before:
            MIGRATIONS.apply(db, stop_before=stop_before)
        else:
            MIGRATIONS.apply(db)
    return [name for name in pending if name not in stop_before]
