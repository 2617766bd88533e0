"""Sessions: stable questions by seed and index, mixing kinds, the injected clock, attempts."""

from __future__ import annotations

import pytest

from trainer.drills import session as s
from trainer.drills.session import Session, SessionFinished, SessionPlan
from trainer.engine.notation import tile_token


class FakeClock:
    def __init__(self, t: float = 100.0) -> None:
        self.t = t

    def now(self) -> float:
        return self.t


def right_answer(question) -> str:
    """The answer key typed as a learner would type it."""
    kind = s.kind_of(question)
    if kind == "score":
        fans = " ".join(f"{int(f)}x{n}" for f, n in question.answer_fans().items())
        return f"{fans} = {question.total}"
    if kind in ("waits", "gd_waits"):
        return question.to_json()["answer"]["waits"]
    if kind in ("discard", "gd_discard"):
        return tile_token(question.best[0])
    if kind == "flashcard":
        return str(question.points)
    return str(question.answer + 1)


def test_question_k_of_seed_s_is_stable():
    for kind in s.KINDS:
        batch = s.questions(kind, 2048, 5)
        assert [q.id for q in batch] == [f"{kind}-2048-{k}" for k in range(1, 6)]
        assert s.make_question(kind, 2048, 4) == batch[3]  # whatever came before it
        assert s.questions(kind, 2048, 2, start=4) == batch[3:5]
        assert s.make_question(kind, 2048, 4) != s.make_question(kind, 2049, 4)
    fixed = s.make_question("score", 2048, 17, level=2)
    assert fixed.id == "score-L2-2048-17"
    assert fixed.level == 2
    assert s.question_id("waits", -3, 1) == "waits--3-1"


def test_mixed_levels_cover_all_three():
    assert {s.make_question("score", 5, k).level for k in range(1, 40)} == {1, 2, 3}


def test_bad_kinds_and_levels_are_refused():
    with pytest.raises(ValueError, match="kind must be one of"):
        s.make_question("riddle", 1, 1)
    with pytest.raises(ValueError, match="level must be"):
        s.question_rng("score", 1, 1, level=0)
    with pytest.raises(ValueError, match="at least one kind"):
        SessionPlan((), 3, 1)
    with pytest.raises(ValueError, match="at least one question"):
        SessionPlan((("score", 1),), 0, 1)


def test_a_mixed_session_runs_to_the_end():
    clock = FakeClock()
    plan = SessionPlan(tuple((kind, None) for kind in s.KINDS), count=18, seed=42)
    session = Session(plan, clock)
    kinds = set()
    while (item := session.current()) is not None:
        assert session.current() is item  # the same until answered
        kinds.add(item.kind)
        clock.t += 2.5
        feedback = session.answer(right_answer(item.question))
        assert feedback.correct, (item.question.id, feedback)
    assert kinds == set(s.KINDS)
    assert session.finished
    assert session.current() is None
    attempts = session.attempts
    assert [a.index for a in attempts] == list(range(1, 19))
    assert all(a.correct and a.elapsed_ms == 2500 and a.credit == 1.0 for a in attempts)
    assert all(a.item_keys == s.make_question(a.kind, 42, a.index).item_keys() for a in attempts)
    summary = session.summary()
    assert (summary.asked, summary.answered, summary.correct, summary.elapsed_ms) == (18, 18, 18, 45000)
    assert all(right == seen for right, seen in summary.by_key.values())
    with pytest.raises(SessionFinished):
        session.answer("1")
    # the same plan gives the same session
    again = Session(plan, FakeClock())
    assert again.current().question == Session(plan, FakeClock()).current().question
    assert [plan.entry(k) for k in range(1, 19)] == [
        SessionPlan(plan.kinds, 5, 42).entry(k) for k in range(1, 19)
    ]


def test_wrong_answers_and_skips_are_recorded():
    clock = FakeClock()
    session = Session(s.plan_of(["flashcard"], 3, seed=1), clock)
    card = session.current().question
    feedback = session.answer(str(card.points + 1))
    assert not feedback.correct
    session.skip()
    a, b = session.attempts
    assert not a.correct
    assert not a.skipped
    assert a.item_results[f"fan:{card.fan.name}"] is False
    assert b.skipped
    assert not b.correct
    assert not any(b.item_results.values())
    assert session.current().index == 3


def test_the_time_limit():
    clock = FakeClock(0.0)
    session = Session(s.plan_of(["flashcard"], 10, seed=3, time_limit=30), clock)
    assert session.time_left() == 30
    clock.t = 10
    session.answer(str(session.current().question.points))
    assert session.time_left() == 20
    late = session.current()
    clock.t = 31  # the answer comes in late: graded, recorded as timed out, the session ends
    feedback = session.answer(str(late.question.points))
    assert feedback.correct
    assert session.attempts[-1].timed_out
    assert not session.attempts[-1].correct
    assert session.finished
    assert session.current() is None
    assert session.time_left() == 0
    assert session.summary().correct == 1


def test_time_running_out_ends_the_session():
    clock = FakeClock(0.0)
    session = Session(s.plan_of(["flashcard"], 10, seed=3, time_limit=5), clock)
    assert session.current() is not None
    clock.t = 6
    assert session.finished
    assert session.current() is None
    session.answer("1")  # the question on screen when time ran out: recorded as timed out
    assert session.attempts[-1].timed_out
    with pytest.raises(SessionFinished):
        session.answer("1")
    with pytest.raises(SessionFinished):
        session.skip()


def test_no_limit_means_no_time_left_value():
    session = Session(s.plan_of(["waits"], 1, seed=3, level=1), FakeClock())
    assert session.time_left() is None
    assert not session.finished


def test_text_answers_are_parsed_per_kind():
    for kind in s.KINDS:
        question = s.make_question(kind, 7, 1)
        answer = s.parse_answer(question, right_answer(question))
        assert s.grade_answer(question, answer).correct
        assert s.item_keys(question)[0].startswith(f"drill:{kind}:")
    with pytest.raises(TypeError):
        s.kind_of(object())
