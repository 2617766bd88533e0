"""Profiles, and that each profile sees only its own data."""

from __future__ import annotations

from datetime import timedelta

import pytest

from trainer.store import (
    Attempt,
    GameRecord,
    LessonProgress,
    ReviewState,
    Store,
    attempts_for,
    create_profile,
    game_records,
    get_setting,
    lesson_progress,
    list_profiles,
    record_attempt,
    review_states,
    save_game_record,
    save_lesson_progress,
    save_review_state,
    set_setting,
)

from .conftest import START


def test_profiles_are_listed_oldest_first(store: Store) -> None:
    first = create_profile(store, "  小明 ")
    second = create_profile(store, "Alice")
    assert list_profiles(store) == [first, second]
    assert first.name == "小明"
    assert first.created_at == START
    assert second.created_at == START + timedelta(seconds=1)


def test_a_profile_needs_a_name(store: Store) -> None:
    with pytest.raises(ValueError, match="name"):
        create_profile(store, "   ")


def test_profiles_see_only_their_own_data(store: Store) -> None:
    ming = create_profile(store, "小明")
    alice = create_profile(store, "Alice")
    record_attempt(store, Attempt(ming.id, "waits", "wait:1", {}, {}, True, 1))
    set_setting(store, "daily_goal", 10, profile_id=ming.id)
    save_review_state(store, ReviewState(ming.id, "wait:1", START, 1.0, 5.0, 1, 0, START, "learning"))
    save_lesson_progress(store, LessonProgress(ming.id, "01-tiles", 3, 3, START))
    save_game_record(store, GameRecord(ming.id, 1, {}, {}))

    assert attempts_for(store, alice.id) == []
    assert get_setting(store, "daily_goal", "unset", profile_id=alice.id) == "unset"
    assert review_states(store, alice.id) == {}
    assert lesson_progress(store, alice.id) == {}
    assert game_records(store, alice.id) == []

    assert len(attempts_for(store, ming.id)) == 1
    assert get_setting(store, "daily_goal", profile_id=ming.id) == 10
    assert list(review_states(store, ming.id)) == ["wait:1"]
    assert list(lesson_progress(store, ming.id)) == ["01-tiles"]
    assert len(game_records(store, ming.id)) == 1
