"""How a hand was won: the conditions that scoring needs besides the tiles, checked against them.

``normalise`` makes the flags trustworthy before any detector runs, as the reference calculator
does: a flag that the tiles make impossible is refused with a message (so a learner is told, not
silently corrected), and 和绝张 is implied when the player's own melds show three copies of the
win tile.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from trainer.engine.errors import InvalidHand
from trainer.engine.notation import tile_token
from trainer.engine.tiles import WINDS, Hand, Tile

MAX_FLOWERS = 8


@dataclass(frozen=True, slots=True)
class WinContext:
    """The conditions of a win.

    ``kong_related`` with ``self_drawn`` is 杠上开花 (out on a kong's replacement tile), without it
    抢杠和 (robbing a kong); ``last_tile`` with ``self_drawn`` is 妙手回春, without it 海底捞月;
    ``last_copy`` is 和绝张 (the win tile's other three copies were already shown).
    """

    self_drawn: bool = False
    last_copy: bool = False
    kong_related: bool = False
    last_tile: bool = False
    seat_wind: Tile = Tile.EAST
    round_wind: Tile = Tile.EAST
    flowers: int = 0


def normalise(hand: Hand, ctx: WinContext) -> WinContext:
    """Check the conditions against the tiles; return them with implied flags set.

    Raises :class:`InvalidHand` for conditions the tiles make impossible.
    """
    if ctx.seat_wind not in WINDS or ctx.round_wind not in WINDS:
        raise InvalidHand("seat and prevalent winds must be E, S, W or N")
    if not 0 <= ctx.flowers <= MAX_FLOWERS:
        raise InvalidHand(f"flowers must be between 0 and {MAX_FLOWERS}, not {ctx.flowers}")
    win = hand.win_tile
    if win is None:
        raise InvalidHand("the hand has no win tile")
    in_melds = sum(m.tiles.count(win) for m in hand.melds)
    in_standing = hand.standing.count(win)
    name = tile_token(win)
    if ctx.kong_related and ctx.self_drawn and not any(m.is_kong for m in hand.melds):
        raise InvalidHand("out on a replacement tile (杠上开花) needs a kong in the hand")
    if ctx.kong_related and not ctx.self_drawn and in_melds + in_standing:
        raise InvalidHand(f"robbing a kong (抢杠和) of {name} is impossible: the hand already holds a {name}")
    if ctx.last_copy and in_standing:
        raise InvalidHand(f"{name} cannot be the last copy (和绝张): the standing tiles already hold one")
    if in_melds == 3 and not ctx.last_copy:
        ctx = replace(ctx, last_copy=True)  # the other three copies are in the player's own melds
    return ctx
