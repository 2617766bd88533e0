"""Seeded corpora of drill questions shared by the drill tests (built once per test session)."""

from __future__ import annotations

import functools

from trainer.drills.session import make_question

SEEDS = (0, 1, 7, 2048, 90210)


@functools.cache
def corpus(kind: str, level: int, per_seed: int) -> tuple:
    """``per_seed`` questions of each seed in :data:`SEEDS` for ``kind`` at ``level``."""
    return tuple(make_question(kind, seed, k, level) for seed in SEEDS for k in range(1, per_seed + 1))


@functools.cache
def mixed(kind: str, per_seed: int) -> tuple:
    """Questions with mixed levels (no level fixed), as ``trainer drill`` prints by default."""
    return tuple(make_question(kind, seed, k) for seed in SEEDS for k in range(1, per_seed + 1))
