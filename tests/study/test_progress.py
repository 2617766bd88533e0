"""The study loop against a real (in-memory) store: answers, queues, mastery, rebuilding."""

from datetime import UTC, datetime, timedelta

import pytest

from trainer import store as st
from trainer.study.progress import due_items, mastery_of, mistake_items, rebuild, record_answer

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def setup():
    clock = Clock()
    store = st.open_memory_store(clock=clock)
    profile = st.create_profile(store, "learner")
    yield store, profile.id, clock
    store.close()


def answer(store, profile, key, correct, elapsed=10000):
    return record_answer(store, profile, drill_kind="score", item_keys=[key, "drill:score:1"], question={"q": 1},
                         answer={"a": 1}, correct=correct, elapsed_ms=elapsed)  # fmt: skip


def test_an_answer_logs_one_attempt_per_item_and_schedules_them(setup):
    store, profile, _clock = setup
    attempts = answer(store, profile, "fan:SEVEN_PAIRS", True)
    assert [a.item_key for a in attempts] == ["fan:SEVEN_PAIRS", "drill:score:1"]
    states = st.review_states(store, profile)
    assert set(states) == {"fan:SEVEN_PAIRS", "drill:score:1"}
    assert states["fan:SEVEN_PAIRS"].due_at > T0


def test_due_and_mistakes_queues(setup):
    store, profile, clock = setup
    answer(store, profile, "fan:A", True)
    answer(store, profile, "fan:B", False)
    assert due_items(store, profile, T0) == []
    assert due_items(store, profile, T0 + timedelta(days=60), prefix="fan:")[0] == "fan:B"
    assert mistake_items(store, profile, prefix="fan:") == ["fan:B"]
    clock.now = T0 + timedelta(hours=1)
    answer(store, profile, "fan:B", True)
    assert mistake_items(store, profile, prefix="fan:") == []


def test_rebuilding_from_the_log_gives_the_same_states(setup):
    store, profile, clock = setup
    for day, (key, right) in enumerate(
        [("fan:A", True), ("fan:B", False), ("fan:A", False), ("fan:B", True)]
    ):
        clock.now = T0 + timedelta(days=day)
        answer(store, profile, key, right)
    before = st.review_states(store, profile)
    with store.transaction():
        st.save_review_states(store, [])  # nothing: derived state can be dropped and rebuilt
    assert rebuild(store, profile) == len(before)
    after = st.review_states(store, profile)
    assert after == before


def test_mastery_by_fan(setup):
    store, profile, clock = setup
    for i in range(6):
        clock.now = T0 + timedelta(minutes=i)
        answer(store, profile, "fan:A", i >= 2)
    assert 0.6 < mastery_of(store, profile)["fan:A"] <= 1.0


def test_per_item_results(setup):
    store, profile, _clock = setup
    record_answer(store, profile, drill_kind="score", item_keys=["fan:A", "fan:B"], question={}, answer={},
                  correct=False, elapsed_ms=5000, item_results={"fan:A": True, "fan:B": False})  # fmt: skip
    assert mistake_items(store, profile, prefix="fan:") == ["fan:B"]
