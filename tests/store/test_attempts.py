"""The attempt log: append-only, filtered by time and item prefix, in log order."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta, timezone

import pytest

import trainer.store
from trainer.store import (
    Attempt,
    GameRecord,
    LessonProgress,
    Profile,
    QuizPack,
    QuizResult,
    ReviewState,
    Store,
    StoreError,
    attempts_for,
    create_profile,
    rebuild_from_log,
    record_attempt,
    record_attempts,
    save_game_record,
    save_lesson_progress,
    save_quiz_pack,
    save_quiz_result,
    save_review_state,
    set_setting,
)

from .conftest import START


def attempt(profile: Profile, key: str = "fan:PURE_DOUBLE_CHOW", **changes: object) -> Attempt:
    fields: dict[str, object] = {
        "profile_id": profile.id,
        "drill_kind": "fan_spot",
        "item_key": key,
        "question": {"hand": "[123m][123m]456p789s55z", "choices": ["一般高", "平和"]},
        "answer": ["一般高"],
        "correct": True,
        "elapsed_ms": 4200,
    }
    fields.update(changes)
    return Attempt(**fields)  # type: ignore[arg-type]


def test_a_recorded_attempt_reads_back_equal(store: Store, profile: Profile) -> None:
    stored = record_attempt(store, attempt(profile))
    assert stored.id is not None
    assert stored.at == START + timedelta(seconds=1)  # the clock's next tick (the profile took the first)
    assert attempts_for(store, profile.id) == [stored]
    assert stored.question["choices"] == ["一般高", "平和"]


def test_there_is_no_api_to_change_an_attempt() -> None:
    verbs = [
        name for name in trainer.store.__all__ if name.split("_")[0] in {"update", "delete", "edit", "set"}
    ]
    assert verbs == ["set_setting"]


def test_the_database_refuses_to_update_an_attempt(store: Store, profile: Profile) -> None:
    record_attempt(store, attempt(profile))
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        store.db.execute("UPDATE attempts SET correct = 0")
    assert attempts_for(store, profile.id)[0].correct is True


def test_an_already_stored_attempt_cannot_be_recorded_again(store: Store, profile: Profile) -> None:
    stored = record_attempt(store, attempt(profile))
    with pytest.raises(ValueError, match="append-only"):
        record_attempt(store, stored)


def test_a_stored_attempt_is_unchanged_by_everything_else(store: Store, profile: Profile) -> None:
    first = record_attempt(store, attempt(profile, "wait:1112345678999m", correct=False, elapsed_ms=9000))
    other = create_profile(store, "Alice")
    record_attempts(store, [attempt(profile, f"fan:{i}") for i in range(5)])
    record_attempt(store, attempt(other, "wait:1112345678999m"))
    set_setting(store, "daily_goal", 30, profile_id=profile.id)
    state = ReviewState(profile.id, "wait:1112345678999m", START, 1.0, 5.0, 1, 1, START, "learning")
    save_review_state(store, state)
    save_lesson_progress(store, LessonProgress(profile.id, "03-waits", 4, 5))
    save_quiz_pack(store, QuizPack("club-1", "Club quiz", 1, {"questions": []}))
    save_quiz_result(store, QuizResult("club-1", START, {"score": 3}, profile_id=profile.id))
    save_game_record(store, GameRecord(profile.id, 42, {"events": []}, {"winner": 1}))
    rebuild_from_log(store, profile.id, lambda log: [state])
    assert attempts_for(store, profile.id)[0] == first
    assert len(attempts_for(store, profile.id)) == 6


def test_a_batch_is_all_or_nothing(store: Store, profile: Profile) -> None:
    batch = [attempt(profile, "fan:a"), attempt(profile, "fan:b", profile_id=999)]  # no profile 999
    with pytest.raises(StoreError):
        record_attempts(store, batch)
    assert attempts_for(store, profile.id) == []


def test_an_invalid_attempt_is_refused_before_anything_is_written(store: Store, profile: Profile) -> None:
    with pytest.raises(ValueError, match="negative"):
        record_attempts(store, [attempt(profile, "fan:a"), attempt(profile, "fan:b", elapsed_ms=-1)])
    with pytest.raises(TypeError):
        record_attempt(store, attempt(profile, answer={1, 2}))  # a set is not JSON
    with pytest.raises(ValueError, match="naive"):
        record_attempt(store, attempt(profile, at=datetime(2024, 1, 1)))
    assert attempts_for(store, profile.id) == []


def test_the_caller_can_group_writes_in_one_transaction(store: Store, profile: Profile) -> None:
    def answer_two_then_crash() -> None:
        with store.transaction():
            record_attempt(store, attempt(profile, "fan:a"))
            record_attempt(store, attempt(profile, "fan:b"))
            raise RuntimeError("the drill crashed")

    with pytest.raises(RuntimeError):
        answer_two_then_crash()
    assert attempts_for(store, profile.id) == []


def test_log_order_is_time_then_insertion(store: Store, profile: Profile) -> None:
    late = START + timedelta(days=2)
    early = START + timedelta(days=1)
    record_attempt(store, attempt(profile, "x:late", at=late))
    record_attempt(store, attempt(profile, "x:early", at=early))
    record_attempt(store, attempt(profile, "x:early-too", at=early))
    assert [a.item_key for a in attempts_for(store, profile.id)] == ["x:early", "x:early-too", "x:late"]


def test_since_keeps_attempts_at_or_after_a_moment(store: Store, profile: Profile) -> None:
    for day in range(4):
        record_attempt(store, attempt(profile, f"d:{day}", at=START + timedelta(days=day)))
    since = START + timedelta(days=2)
    assert [a.item_key for a in attempts_for(store, profile.id, since=since)] == ["d:2", "d:3"]
    # the same instant in another time zone
    beijing = since.astimezone(timezone(timedelta(hours=8)))
    assert [a.item_key for a in attempts_for(store, profile.id, since=beijing)] == ["d:2", "d:3"]


def test_item_prefix_is_an_exact_case_sensitive_prefix(store: Store, profile: Profile) -> None:
    for key in ["fan:ALL_CHOWS", "fan_x", "FAN:ALL_CHOWS", "wait:1m", "fanfare"]:
        record_attempt(store, attempt(profile, key))
    assert [a.item_key for a in attempts_for(store, profile.id, item_prefix="fan:")] == ["fan:ALL_CHOWS"]
    assert [a.item_key for a in attempts_for(store, profile.id, item_prefix="fan_")] == ["fan_x"]
    assert len(attempts_for(store, profile.id, item_prefix="")) == 5


def test_quiz_attempts_carry_their_quiz(store: Store, profile: Profile) -> None:
    stored = record_attempt(store, attempt(profile, quiz_id="club-1"))
    assert attempts_for(store, profile.id) == [stored]
    assert stored.quiz_id == "club-1"
