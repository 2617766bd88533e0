"""Spaced repetition: ratings, intervals, replaying the log, due and mistake queues, mastery."""

from datetime import UTC, datetime, timedelta

from fsrs import Rating

from trainer.study.scheduler import Graded, due, mastery, mistakes, rating_for, replay, review

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def test_ratings_from_right_wrong_and_speed():
    assert rating_for(False, 1000) is Rating.Again
    assert rating_for(True, 2000) is Rating.Easy
    assert rating_for(True, 20000) is Rating.Good
    assert rating_for(True, 90000) is Rating.Hard


def test_right_answers_push_the_item_further_than_wrong_ones():
    right = review(None, "fan:SEVEN_PAIRS", correct=True, elapsed_ms=20000, at=T0)
    wrong = review(None, "fan:SEVEN_PAIRS", correct=False, elapsed_ms=20000, at=T0)
    assert right.due_at > wrong.due_at
    # keep answering right: the intervals grow
    state, gaps = right, []
    for _ in range(4):
        at = state.due_at
        state = review(state, "fan:SEVEN_PAIRS", correct=True, elapsed_ms=20000, at=at)
        gaps.append(state.due_at - at)
    assert gaps == sorted(gaps)
    assert gaps[-1] > timedelta(days=3)


def test_replaying_the_log_rebuilds_the_same_states():
    log = [
        Graded("fan:A", True, 5000, T0),
        Graded("fan:B", False, 30000, T0 + timedelta(minutes=1)),
        Graded("fan:A", True, 9000, T0 + timedelta(days=2)),
        Graded("fan:B", True, 12000, T0 + timedelta(days=1)),
    ]
    state_a = review(None, "fan:A", correct=True, elapsed_ms=5000, at=T0)
    state_a = review(state_a, "fan:A", correct=True, elapsed_ms=9000, at=T0 + timedelta(days=2))
    rebuilt = replay(reversed(log))  # order of the input does not matter: replay sorts by time
    assert rebuilt["fan:A"] == state_a
    assert rebuilt == replay(log)


def test_due_queue_and_mistakes():
    log = [Graded("k1", True, 5000, T0), Graded("k2", False, 5000, T0), Graded("k3", False, 5000, T0 + timedelta(hours=1)),
           Graded("k3", True, 5000, T0 + timedelta(hours=2))]  # fmt: skip
    states = replay(log)
    now = T0 + timedelta(days=30)
    assert {s.key for s in due(states.values(), now)} == {"k1", "k2", "k3"}
    assert due(states.values(), T0) == []
    assert next(s.key for s in due(states.values(), now)) == "k2"  # the wrong one is due first
    assert mistakes(log) == ["k2"]


def test_mastery_weights_recent_answers():
    log = [Graded("k", i >= 5, None, T0 + timedelta(days=i)) for i in range(10)]
    assert mastery(log)["k"] > 0.7
    log = [Graded("k", i < 5, None, T0 + timedelta(days=i)) for i in range(10)]
    assert mastery(log)["k"] < 0.3
