"""The baseline policy for tests and simulations: win whenever possible, otherwise anything legal.

>>> import random
>>> from trainer.engine.game import legal_actions, new_hand, seat_view
>>> state = new_hand(5)
>>> options = legal_actions(state, 0)
>>> choose_action(seat_view(state, 0), options, random.Random(1)) in options
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from trainer.engine.game import Action, ActionKind, SeatView

from . import Decision

PASS_RATE = 0.5  # when a claim is possible, pass this often


def choose_action(view: SeatView, options: Sequence[Action], rng: random.Random) -> Action:
    """Win if one of the options is a win; when answering a discard, pass at random (half the
    time) and otherwise claim at random; on one's turn, a random discard or kong."""
    if not options:
        raise ValueError("no options to choose from")
    for action in options:
        if action.kind is ActionKind.WIN:
            return action
    passes = [a for a in options if a.kind is ActionKind.PASS]
    if passes:
        claims = [a for a in options if a.kind is not ActionKind.PASS]
        if not claims or rng.random() < PASS_RATE:
            return passes[0]
        return rng.choice(claims)
    return rng.choice(list(options))


class RandomLegalBot:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: SeatView, options: Sequence[Action]) -> Decision:
        action = choose_action(view, options, self.rng)
        reason = "a win" if action.kind is ActionKind.WIN else "chosen at random"
        return Decision(action, reason)
