"""Persistence of learner progress in one SQLite file, through sqlite-utils 4.

The store knows nothing about mahjong: item keys, lesson ids and quiz ids are opaque strings, and the
question, answer and game payloads are JSON values. It imports only the standard library and sqlite_utils
(STYLE.md 6.3; ``tests/test_architecture.py``).

Use::

    store = open_store(paths.user_data() / "progress.sqlite3", clock=clock)
    for notice in store.notices:      # a damaged or newer file was set aside: tell the user
        show(notice.message)
    profile = create_profile(store, "小明")
    record_attempt(store, Attempt(profile.id, "waits", "wait:1112345678999m", question, answer, True, 5400))
    store.close()

Every function takes the Store first and returns frozen dataclasses. Writes of several rows run in one
transaction (``store.transaction()`` groups the caller's own writes the same way). Problems with the file
or the disk raise :class:`StoreError`, whose message is meant for the user.

Tables: ``profiles``, ``settings``, ``attempts`` (append-only log), ``review_state`` and
``lesson_progress`` (derived; :func:`rebuild_from_log`), ``quiz_packs``, ``quiz_results``,
``game_records``; the schema version is ``PRAGMA user_version`` (``Store.schema_version``), see
``migrations``.
"""

from .attempts import Attempt, attempts_for, record_attempt, record_attempts
from .db import (
    Clock,
    ErrorReason,
    NoticeKind,
    Store,
    StoreError,
    StoreNotice,
    open_memory_store,
    open_store,
    utc_now,
)
from .games import GameRecord, game_records, save_game_record
from .mastery import (
    LessonProgress,
    Replay,
    ReviewState,
    lesson_progress,
    rebuild_from_log,
    review_states,
    save_lesson_progress,
    save_review_state,
    save_review_states,
)
from .migrations import SCHEMA_VERSION
from .profiles import Profile, create_profile, list_profiles
from .quizzes import (
    QuizPack,
    QuizResult,
    quiz_pack,
    quiz_packs,
    quiz_results,
    save_quiz_pack,
    save_quiz_result,
)
from .settings import get_setting, set_setting

__all__ = [
    "SCHEMA_VERSION",
    "Attempt",
    "Clock",
    "ErrorReason",
    "GameRecord",
    "LessonProgress",
    "NoticeKind",
    "Profile",
    "QuizPack",
    "QuizResult",
    "Replay",
    "ReviewState",
    "Store",
    "StoreError",
    "StoreNotice",
    "attempts_for",
    "create_profile",
    "game_records",
    "get_setting",
    "lesson_progress",
    "list_profiles",
    "open_memory_store",
    "open_store",
    "quiz_pack",
    "quiz_packs",
    "quiz_results",
    "rebuild_from_log",
    "record_attempt",
    "record_attempts",
    "review_states",
    "save_game_record",
    "save_lesson_progress",
    "save_quiz_pack",
    "save_quiz_result",
    "save_review_state",
    "save_review_states",
    "set_setting",
    "utc_now",
]
