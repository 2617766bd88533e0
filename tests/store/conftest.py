"""Fixtures for the store tests: a fake clock and a migrated in-memory store (STYLE.md 6.11)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from trainer.store import Profile, Store, create_profile, open_memory_store

START = datetime(2024, 5, 1, 10, 0, tzinfo=UTC)


class FakeClock:
    """Returns ``now`` and then moves it on by ``step``, so every call is a distinct, known time."""

    def __init__(self, start: datetime = START, step: timedelta = timedelta(seconds=1)) -> None:
        self.now = start
        self.step = step

    def __call__(self) -> datetime:
        moment = self.now
        self.now += self.step
        return moment


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def store(clock: FakeClock) -> Iterator[Store]:
    store = open_memory_store(clock=clock)
    yield store
    store.close()


@pytest.fixture
def profile(store: Store) -> Profile:
    return create_profile(store, "小明")
