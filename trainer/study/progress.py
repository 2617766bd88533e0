"""The study loop's bookkeeping: record an answer, keep review states, read queues and mastery.

The attempt log in the store is the truth; review states are derived from it and can be rebuilt
at any time (``rebuild``).  Everything time-dependent takes the store's clock.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from trainer import store as st
from trainer.study.scheduler import Graded, ReviewState, mastery, mistakes, replay, review

_STATE_NAMES = {1: "learning", 2: "review", 3: "relearning"}
_STATE_CODES = {name: code for code, name in _STATE_NAMES.items()}


def _to_store(profile_id: int, state: ReviewState) -> st.ReviewState:
    name = _STATE_NAMES.get(state.state, "learning")
    if state.step is not None:
        name = f"{name}:{state.step}"
    return st.ReviewState(
        profile_id,
        state.key,
        state.due_at,
        state.stability or 0.0,
        state.difficulty or 0.0,
        state.reps,
        state.lapses,
        state.last_review_at,
        name,
    )


def _from_store(row: st.ReviewState) -> ReviewState:
    name, _, step = row.state.partition(":")
    return ReviewState(
        row.item_key,
        row.due_at,
        row.stability or None,
        row.difficulty or None,
        row.reps,
        row.lapses,
        _STATE_CODES.get(name, 1),
        int(step) if step else None,
        row.last_review_at,
    )


def _graded(attempt: st.Attempt) -> Graded:
    return Graded(attempt.item_key, attempt.correct, attempt.elapsed_ms, attempt.at)


def record_answer(
    store: st.Store,
    profile_id: int,
    *,
    drill_kind: str,
    item_keys: Iterable[str],
    question: Any,
    answer: Any,
    correct: bool,
    elapsed_ms: int,
    quiz_id: str | None = None,
    item_results: dict[str, bool] | None = None,
) -> list[st.Attempt]:
    """Log one answer (one attempt per item it trains) and move those items' review states, atomically.

    ``item_results`` says, per item, whether the learner got that part right (a score answer can
    get 清龙 right and miss 连六); items not in it take ``correct``.
    """
    keys = list(dict.fromkeys(item_keys))
    results = item_results or {}
    with store.transaction():
        attempts = st.record_attempts(
            store,
            [
                st.Attempt(
                    profile_id,
                    drill_kind,
                    key,
                    question,
                    answer,
                    results.get(key, correct),
                    elapsed_ms,
                    quiz_id,
                )
                for key in keys
            ],
        )
        current = st.review_states(store, profile_id, keys)
        states = []
        for attempt in attempts:
            before = current.get(attempt.item_key)
            state = review(
                _from_store(before) if before else None,
                attempt.item_key,
                correct=attempt.correct,
                elapsed_ms=elapsed_ms,
                at=attempt.at,
            )
            states.append(_to_store(profile_id, state))
        st.save_review_states(store, states)
    return attempts


def due_items(store: st.Store, profile_id: int, now: datetime, *, prefix: str = "") -> list[str]:
    """Item keys due for review at ``now``, most overdue first ("due today")."""
    rows = st.review_states(store, profile_id)
    due = [
        r for r in rows.values() if r.due_at is not None and r.due_at <= now and r.item_key.startswith(prefix)
    ]
    return [r.item_key for r in sorted(due, key=lambda r: r.due_at)]


def mistake_items(store: st.Store, profile_id: int, *, prefix: str = "") -> list[str]:
    """Item keys whose latest attempt was wrong ("retry my mistakes")."""
    return mistakes(_graded(a) for a in st.attempts_for(store, profile_id, item_prefix=prefix or None))


def mastery_of(store: st.Store, profile_id: int, *, prefix: str = "fan:") -> dict[str, float]:
    """Mastery (0-1) per item with this prefix, from the log."""
    return mastery(_graded(a) for a in st.attempts_for(store, profile_id, item_prefix=prefix))


def rebuild(store: st.Store, profile_id: int) -> int:
    """Recompute every review state of a profile from its attempt log."""

    def fold(attempts: list[st.Attempt]) -> list[st.ReviewState]:
        return [_to_store(profile_id, s) for s in replay(_graded(a) for a in attempts).values()]

    written, _ = st.rebuild_from_log(store, profile_id, fold)
    return written
