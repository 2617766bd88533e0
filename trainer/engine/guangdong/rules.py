"""The house rules of a Guangdong (推倒和) table: what varies between clubs, with the seed's values as
the defaults (``shared/seeds/003``, the 广东麻将 text).

- Ghosts (鬼牌): after the deal the first tile of the wall is turned as the indicator and the next
  tile of its suit is the ghost.  The seed does not say what follows a 9 or an honor; we wrap 9 to 1
  and, by default, East → South → West → North → East and Red → Green → White → Red
  (``honor_order="separate"``); ``"cycle"`` runs all seven honors in one ring (North → Red).
- Horses (买马): every player gets ``horses`` tiles (two in the seed).  A horse tile names a seat
  counted counter-clockwise from the winner: 1/5/9/East the winner, 2/6/South/Red the next player,
  3/7/West/Green the opposite one, 4/8/North/White the previous one.  Some clubs seat the dragons
  differently, hence ``dragon_seats``.
- The dealer: the winner deals next (赢家坐庄, the default) or the deal passes to the next seat
  (下家坐庄); after a drawn hand the dealer deals again.
- Kong payments: a promoted kong made at once with the drawn tile collects 1 from each other player,
  a concealed kong 2; the seed names no payment for a kong of a discard (``direct_kong`` = 0).

>>> GuangdongRules().ghost_for(Tile.S9), GuangdongRules().ghost_for(Tile.NORTH)
(<Tile.S1: 33>, <Tile.EAST: 65>)
>>> GuangdongRules(honor_order="cycle").ghost_for(Tile.NORTH), GuangdongRules().indicator_for(Tile.M1)
(<Tile.RED: 69>, <Tile.M9: 25>)
>>> [GuangdongRules().horse_offset(t) for t in (Tile.M5, Tile.S6, Tile.GREEN, Tile.NORTH)]
[0, 1, 2, 3]
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from trainer.engine.errors import TrainerError
from trainer.engine.tiles import ALL_KINDS, DRAGONS, WINDS, Tile, is_honor, is_suited

HONOR_ORDERS = ("separate", "cycle")
DEALER_RULES = ("winner", "next")
SEATS = 4


@dataclass(frozen=True, slots=True)
class GuangdongRules:
    ghosts: bool = True  # 带鬼: turn an indicator; the next tile is the ghost
    honor_order: str = "separate"  # what follows North and White (see the module text)
    no_ghost_double: bool = True  # 无鬼加倍
    four_ghosts_win: bool = True  # 四鬼和牌: four ghosts win at once
    discarded_ghost_double: bool = True  # 出鬼: each ghost discarded doubles a later win
    horses: int = 2  # horse tiles per player (0 = no horses)
    dragon_seats: tuple[int, int, int] = (1, 2, 3)  # Red, Green, White -> seat offset from the winner
    dealer_rule: str = "winner"  # "winner" deals next, or the "next" seat
    promoted_kong: int = 1  # 加杠: from each other player
    concealed_kong: int = 2  # 暗杠: from each other player
    direct_kong: int = 0  # a kong of a discard: from the discarder

    def __post_init__(self) -> None:
        if self.honor_order not in HONOR_ORDERS:
            raise TrainerError(
                f"honor_order must be one of {', '.join(HONOR_ORDERS)}, not {self.honor_order!r}"
            )
        if self.dealer_rule not in DEALER_RULES:
            raise TrainerError(
                f"dealer_rule must be one of {', '.join(DEALER_RULES)}, not {self.dealer_rule!r}"
            )
        if not 0 <= self.horses <= 4:
            raise TrainerError(f"horses must be 0 to 4 per player, not {self.horses!r}")
        if len(self.dragon_seats) != 3 or any(not 0 <= s < SEATS for s in self.dragon_seats):
            raise TrainerError("dragon_seats must give each dragon a seat offset from 0 to 3")

    def ghost_for(self, indicator: Tile) -> Tile:
        """The ghost tile named by the turned indicator: the next tile of its suit."""
        if is_suited(indicator):
            rank = indicator & 0xF
            return Tile((indicator & 0xF0) | (rank % 9 + 1))
        if not is_honor(indicator):
            raise TrainerError(f"{indicator!r} cannot be a ghost indicator")
        if self.honor_order == "cycle":
            ring = WINDS + DRAGONS
        elif indicator in WINDS:
            ring = WINDS
        else:
            ring = DRAGONS
        return ring[(ring.index(indicator) + 1) % len(ring)]

    def indicator_for(self, ghost: Tile) -> Tile:
        """The indicator that names ``ghost`` (the tile before it in its suit or ring)."""
        return next(t for t in ALL_KINDS if self.ghost_for(t) == ghost)

    def horse_offset(self, tile: Tile) -> int:
        """The seat a horse tile names, counted counter-clockwise from the winner (0 = the winner)."""
        if is_suited(tile):
            return ((tile & 0xF) - 1) % 4
        if tile in WINDS:
            return WINDS.index(tile)
        if tile in DRAGONS:
            return self.dragon_seats[DRAGONS.index(tile)]
        raise TrainerError(f"{tile!r} cannot be a horse")

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["dragon_seats"] = list(self.dragon_seats)
        return data

    @classmethod
    def from_json(cls, data: Any) -> GuangdongRules:
        """Rules from a settings object; unknown keys are ignored, bad values raise TrainerError."""
        if not isinstance(data, dict):
            return cls()
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        try:
            if "dragon_seats" in values:
                values["dragon_seats"] = tuple(values["dragon_seats"])
            return cls(**values)
        except TypeError as error:
            raise TrainerError(f"bad Guangdong rules: {error}") from None
