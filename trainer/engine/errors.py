"""The engine's errors: each message is written to be shown to a user as it is."""


class TrainerError(Exception):
    """Base of every error the engine raises on purpose."""


class NotationError(TrainerError, ValueError):
    """A hand or tile string that cannot be read; the message names the position and problem."""


class InvalidHand(TrainerError, ValueError):
    """Tiles that can be read but do not make the position asked for (counts, contradictory flags)."""


class NotAWin(TrainerError, ValueError):
    """Tiles that make no winning shape."""


class IllegalAction(TrainerError, ValueError):
    """A game action that the rules do not allow in the current state; the message says why."""
