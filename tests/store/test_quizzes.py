"""Quiz packs and their results."""

from __future__ import annotations

from datetime import timedelta

import pytest

from trainer.store import (
    Profile,
    QuizPack,
    QuizResult,
    Store,
    StoreError,
    quiz_pack,
    quiz_packs,
    quiz_results,
    save_quiz_pack,
    save_quiz_result,
)

from .conftest import START


def test_a_pack_round_trips_and_reimport_replaces_it(store: Store) -> None:
    saved = save_quiz_pack(store, QuizPack("club-1", "周三练习", 1, {"questions": [{"hand": "1m"}]}))
    assert saved.imported_at == START
    assert quiz_packs(store) == [saved]
    newer = save_quiz_pack(store, QuizPack("club-1", "周三练习 v2", 2, {"questions": []}))
    assert quiz_packs(store) == [newer]
    assert quiz_pack(store, "club-1") == newer
    assert quiz_pack(store, "missing") is None


def test_results_by_pack_in_start_order(store: Store, profile: Profile) -> None:
    save_quiz_pack(store, QuizPack("club-1", "A", 1, {}))
    save_quiz_pack(store, QuizPack("club-2", "B", 1, {}))
    later = save_quiz_result(
        store, QuizResult("club-1", START + timedelta(hours=1), {"s": 2}, student="李雷")
    )
    earlier = save_quiz_result(
        store,
        QuizResult(
            "club-1", START, {"s": 5}, finished_at=START + timedelta(minutes=9), profile_id=profile.id
        ),
    )
    save_quiz_result(store, QuizResult("club-2", START, {}, student="韩梅梅"))
    assert quiz_results(store, "club-1") == [earlier, later]
    assert earlier.id is not None


def test_a_result_names_who_took_it(store: Store) -> None:
    save_quiz_pack(store, QuizPack("club-1", "A", 1, {}))
    with pytest.raises(ValueError, match="profile or a student"):
        save_quiz_result(store, QuizResult("club-1", START, {}, student="  "))


def test_results_are_kept_when_a_pack_is_reimported(store: Store) -> None:
    save_quiz_pack(store, QuizPack("club-1", "A", 1, {}))
    save_quiz_result(store, QuizResult("club-1", START, {}, student="李雷"))
    save_quiz_pack(store, QuizPack("club-1", "A", 2, {}))
    assert len(quiz_results(store, "club-1")) == 1


def test_a_result_needs_its_pack(store: Store) -> None:
    with pytest.raises(StoreError):
        save_quiz_result(store, QuizResult("no-such-pack", START, {}, student="李雷"))
