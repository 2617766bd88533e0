"""Bots: policies that choose a seat's action from what that seat can see.

A bot is made by a factory from an injected ``random.Random`` and has one method,
``choose(view, options) -> Decision``: ``view`` is the seat's :class:`~trainer.engine.game.SeatView`
(never the whole state), ``options`` is ``legal_actions(state, seat)``, and the decision's action
must be one of them.  ``BOTS`` maps a level name to its factory; ``get_bot(level, rng)`` builds one.

>>> import random
>>> from trainer.engine.game import legal_actions, new_hand, seat_view
>>> state = new_hand(3)
>>> bot = get_bot("random", random.Random(0))
>>> decision = bot.choose(seat_view(state, 0), legal_actions(state, 0))
>>> decision.action in legal_actions(state, 0), bool(decision.reason)
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from trainer.engine.errors import TrainerError
from trainer.engine.game import Action, SeatView


@dataclass(frozen=True, slots=True)
class Decision:
    """A bot's choice and a short reason (shown by the coach, logged by simulations)."""

    action: Action
    reason: str


class Bot(Protocol):
    def choose(self, view: SeatView, options: Sequence[Action]) -> Decision: ...


BotFactory = Callable[[random.Random], Bot]


class UnknownBot(TrainerError, ValueError):
    """A bot level that is not registered."""


def _random_bot(rng: random.Random) -> Bot:
    from .random_legal import RandomLegalBot

    return RandomLegalBot(rng)


def _beginner_bot(rng: random.Random) -> Bot:
    from .beginner import BeginnerBot

    return BeginnerBot(rng)


def _intermediate_bot(rng: random.Random) -> Bot:
    from .intermediate import IntermediateBot

    return IntermediateBot(rng)


def _strong_bot(rng: random.Random) -> Bot:
    from .strong import StrongBot

    return StrongBot(rng)


# level -> factory.  Factories import their module when called, so this registry stays cheap.
BOTS: dict[str, BotFactory] = {
    "random": _random_bot,
    "beginner": _beginner_bot,
    "intermediate": _intermediate_bot,
    "strong": _strong_bot,
}


def get_bot(level: str, rng: random.Random) -> Bot:
    """A new bot of the given level, drawing its random choices from ``rng``."""
    factory = BOTS.get(level)
    if factory is None:
        known = ", ".join(sorted(BOTS))
        raise UnknownBot(f"unknown bot level {level!r} (known: {known})")
    return factory(rng)
