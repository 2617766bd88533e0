"""Review state and lesson progress, and rebuilding them from the attempt log."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta

import pytest

from trainer.store import (
    Attempt,
    LessonProgress,
    Profile,
    ReviewState,
    Store,
    StoreError,
    attempts_for,
    create_profile,
    lesson_progress,
    rebuild_from_log,
    record_attempt,
    review_states,
    save_lesson_progress,
    save_review_state,
    save_review_states,
)

from .conftest import START


def state(profile_id: int, key: str, reps: int = 1, **changes: object) -> ReviewState:
    fields: dict[str, object] = {
        "profile_id": profile_id,
        "item_key": key,
        "due_at": START + timedelta(days=reps),
        "stability": 1.5 * reps,
        "difficulty": 5.0,
        "reps": reps,
        "lapses": 0,
        "last_review_at": START,
        "state": "review",
    }
    fields.update(changes)
    return ReviewState(**fields)  # type: ignore[arg-type]


def test_review_states_round_trip_and_replace(store: Store, profile: Profile) -> None:
    save_review_state(store, state(profile.id, "fan:A"))
    save_review_state(
        store, state(profile.id, "fan:A", reps=2, due_at=None, last_review_at=None, state="new")
    )
    assert review_states(store, profile.id) == {
        "fan:A": state(profile.id, "fan:A", reps=2, due_at=None, last_review_at=None, state="new")
    }


def test_review_states_by_keys(store: Store, profile: Profile) -> None:
    keys = [f"wait:{i:04d}" for i in range(1200)]  # more than one IN (...) chunk
    save_review_states(store, [state(profile.id, key) for key in keys])
    wanted = [*keys[::7], "wait:missing"]
    found = review_states(store, profile.id, keys=wanted)
    assert sorted(found) == sorted(keys[::7])
    assert review_states(store, profile.id, keys=[]) == {}


def test_a_bad_review_state_in_a_batch_writes_none(store: Store, profile: Profile) -> None:
    with pytest.raises(StoreError):
        save_review_states(store, [state(profile.id, "fan:A"), state(999, "fan:B")])
    assert review_states(store, profile.id) == {}


def test_lesson_progress_round_trips(store: Store, profile: Profile) -> None:
    save_lesson_progress(store, LessonProgress(profile.id, "01-tiles", 2, 5))
    save_lesson_progress(store, LessonProgress(profile.id, "02-melds", 5, 5, done_at=START))
    save_lesson_progress(store, LessonProgress(profile.id, "01-tiles", 5, 5, done_at=START))
    assert lesson_progress(store, profile.id) == {
        "01-tiles": LessonProgress(profile.id, "01-tiles", 5, 5, START),
        "02-melds": LessonProgress(profile.id, "02-melds", 5, 5, START),
    }


def test_lesson_progress_must_add_up(store: Store, profile: Profile) -> None:
    with pytest.raises(ValueError, match="right"):
        save_lesson_progress(store, LessonProgress(profile.id, "01-tiles", 6, 5))


# Rebuilding from the log -----------------------------------------------------------------------------------


def count_reps(log: Sequence[Attempt]) -> list[ReviewState]:
    """A toy scheduler: reps = attempts, lapses = wrong answers, last review = last attempt."""
    states: dict[str, ReviewState] = {}
    for attempt in log:
        old = states.get(attempt.item_key) or state(attempt.profile_id, attempt.item_key, reps=0)
        states[attempt.item_key] = state(
            attempt.profile_id,
            attempt.item_key,
            reps=old.reps + 1,
            lapses=old.lapses + (not attempt.correct),
            last_review_at=attempt.at,
        )
    return list(states.values())


def answer(store: Store, profile: Profile, key: str, correct: bool = True) -> Attempt:
    return record_attempt(store, Attempt(profile.id, "waits", key, {}, {}, correct, 100))


def test_rebuild_feeds_the_log_in_order_and_replaces_the_state(store: Store, profile: Profile) -> None:
    answer(store, profile, "wait:1")
    answer(store, profile, "wait:2", correct=False)
    last = answer(store, profile, "wait:1")
    save_review_state(store, state(profile.id, "wait:stale", reps=9))
    seen: list[Sequence[Attempt]] = []

    def replay(log: Sequence[Attempt]) -> list[ReviewState]:
        seen.append(log)
        return count_reps(log)

    assert rebuild_from_log(store, profile.id, replay) == (2, 0)
    assert list(seen[0]) == attempts_for(store, profile.id)
    rebuilt = review_states(store, profile.id)
    assert sorted(rebuilt) == ["wait:1", "wait:2"]  # the stale row is gone
    assert (rebuilt["wait:1"].reps, rebuilt["wait:1"].last_review_at) == (2, last.at)
    assert rebuilt["wait:2"].lapses == 1


def test_rebuild_leaves_other_profiles_alone(store: Store, profile: Profile) -> None:
    other = create_profile(store, "Alice")
    save_review_state(store, state(other.id, "wait:1"))
    answer(store, profile, "wait:1")
    rebuild_from_log(store, profile.id, count_reps)
    assert list(review_states(store, other.id)) == ["wait:1"]


def test_a_failing_replay_changes_nothing(store: Store, profile: Profile) -> None:
    save_review_state(store, state(profile.id, "wait:kept"))
    answer(store, profile, "wait:1")

    def broken(log: Sequence[Attempt]) -> list[ReviewState]:
        raise RuntimeError("scheduler bug")

    with pytest.raises(RuntimeError):
        rebuild_from_log(store, profile.id, broken)
    with pytest.raises(ValueError, match="profile"):
        rebuild_from_log(store, profile.id, lambda log: [state(profile.id + 1, "x")])
    with pytest.raises(TypeError):
        rebuild_from_log(store, profile.id, lambda log: ["not a state"])  # type: ignore[list-item]
    assert list(review_states(store, profile.id)) == ["wait:kept"]


def test_lesson_progress_is_rebuilt_only_when_asked(store: Store, profile: Profile) -> None:
    save_lesson_progress(store, LessonProgress(profile.id, "01-tiles", 3, 3, START))
    answer(store, profile, "wait:1")

    def replay(log: Sequence[Attempt]) -> list[ReviewState | LessonProgress]:
        return [*count_reps(log), LessonProgress(profile.id, "03-waits", 1, 1, START)]

    assert rebuild_from_log(store, profile.id, replay) == (1, 0)
    assert list(lesson_progress(store, profile.id)) == ["01-tiles"]
    assert rebuild_from_log(store, profile.id, replay, include_lessons=True) == (1, 1)
    assert list(lesson_progress(store, profile.id)) == ["03-waits"]
