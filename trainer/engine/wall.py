"""The wall (牌墙): the 144 physical tiles, shuffled, broken by the dice and dealt as the rules say.

Each physical tile has an id from 0 to 143: ids ``4k .. 4k+3`` are the four copies of the k-th of
the 34 playing kinds (in the canonical order of ``ALL_KINDS``) and 136-143 are the eight flowers.
Physical identity lives here and in the game only; scoring never sees it.

The build follows 第六条 五 of the 1998 competition rules (seeds 000/001):

- 码牌: each player stacks 18 piles of two in front of them; the four walls make a square.  We
  number the 72 piles clockwise, starting at the right end of the dealer's wall (right and left as
  seen by the wall's owner): the dealer's wall, then the walls of 上家, 对家 and 下家.  Counting
  "from right to left" along a wall therefore runs clockwise, which is the way the wall is used up.
- 掷骰: the dealer throws two dice; counting counter-clockwise from the dealer as 1 (the dealer
  takes 5 and 9, 下家 2, 6, 10, 对家 3, 7, 11, 上家 4, 8, 12) names the second thrower, who throws
  again.  The two throws added (4-24) are counted from the right end of the second thrower's wall
  (past its left end into the next wall when above 18); the dealer starts taking at that pile.
- 开牌: the dealer takes two piles (4 tiles), then 下家, 对家 and 上家 in turn, three times round
  (12 tiles each); then the dealer "jumps" (跳牌) and takes the top tiles of the first and third
  of the next three piles, and the others take one tile each (the bottom of the first pile, the
  top and the bottom of the second): 14 tiles for the dealer, 13 for the others.
- Draws come from the front; replacements for flowers and kongs (补花, 杠) from the back
  ("从牌墙最后补一张牌").

The wall is a frozen value: ``order`` holds the 144 ids in draw order from the break (the front)
round to the back, a pile's top tile before its bottom tile; ``front`` and ``back`` mark what is
left.  Drawing returns a new wall.

>>> import random
>>> wall = build_wall(random.Random(7))
>>> wall.remaining, wall.dice is not None
(144, True)
>>> hands, rest = deal(wall, dealer=0)
>>> [len(h) for h in hands], rest.remaining
([14, 13, 13, 13], 91)
>>> tile_id, rest = rest.draw_back()
>>> rest.remaining, tile_id == wall.order[-1]
(90, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from .tiles import ALL_KINDS, FLOWERS, Tile

TILE_COUNT = 144
PILES = 72
PILES_PER_WALL = 18
SEATS = 4
# physical id -> tile kind
TILE_KINDS: tuple[Tile, ...] = tuple(ALL_KINDS[i // 4] for i in range(136)) + FLOWERS
DEAL_ROUNDS = 3  # three times round, two piles (four tiles) each time
DEALT = 53  # tiles taken from the front by the deal: 4 x 13 + 1


def tile_kind(tile_id: int) -> Tile:
    """The kind of a physical tile: ``tile_kind(0)`` is ``Tile.M1``, ``tile_kind(143)`` a flower."""
    return TILE_KINDS[tile_id]


@dataclass(frozen=True, slots=True)
class Dice:
    """The two throws that break the wall (两次掷骰)."""

    first: tuple[int, int]  # thrown by the dealer
    second: tuple[int, int]  # thrown by the player the first throw names

    @property
    def second_thrower(self) -> int:
        """The second thrower, counted counter-clockwise from the dealer (0 dealer, 1 下家, ...)."""
        return (sum(self.first) - 1) % SEATS

    @property
    def count(self) -> int:
        """The piles counted from the right end of the second thrower's wall (4-24)."""
        return sum(self.first) + sum(self.second)


@dataclass(frozen=True, slots=True)
class Wall:
    """What is left of the wall: ``order[front:back]``, front first."""

    order: tuple[int, ...]
    front: int = 0
    back: int = TILE_COUNT
    dice: Dice | None = None
    break_pile: int = 0  # the pile (0-71, clockwise from the right end of the dealer's wall) dealt first

    @property
    def remaining(self) -> int:
        return self.back - self.front

    @property
    def is_empty(self) -> bool:
        return self.back <= self.front

    @property
    def live(self) -> tuple[int, ...]:
        """The ids still in the wall, front first."""
        return self.order[self.front : self.back]

    def live_kinds(self) -> list[Tile]:
        return [TILE_KINDS[i] for i in self.order[self.front : self.back]]

    def draw(self) -> tuple[int, Wall]:
        """Take the tile at the front; raises IndexError when the wall is empty."""
        if self.back <= self.front:
            raise IndexError("the wall is empty")
        return self.order[self.front], replace(self, front=self.front + 1)

    def draw_back(self) -> tuple[int, Wall]:
        """Take the last tile (a replacement for a flower or a kong)."""
        if self.back <= self.front:
            raise IndexError("the wall is empty")
        return self.order[self.back - 1], replace(self, back=self.back - 1)


def roll_dice(rng: random.Random) -> Dice:
    first = (rng.randint(1, 6), rng.randint(1, 6))
    second = (rng.randint(1, 6), rng.randint(1, 6))
    return Dice(first, second)


def break_pile(dice: Dice) -> int:
    """The pile where dealing starts, in the clockwise numbering of the module docstring.

    The second thrower's wall starts at pile ``18 x k`` where k is 0 for the dealer, 1 for 上家,
    2 for 对家 and 3 for 下家 (the clockwise order of the walls).
    """
    wall_index = (-dice.second_thrower) % SEATS
    return (PILES_PER_WALL * wall_index + dice.count - 1) % PILES


def build_wall(rng: random.Random, *, dice: bool = True) -> Wall:
    """Shuffle the 144 tiles with ``rng`` and, if ``dice``, throw the dice (same rng) for the break.

    Without dice the dealing starts at the right end of the dealer's wall.  The wall does not depend
    on who deals: piles are numbered from the dealer's wall.
    """
    ring = list(range(TILE_COUNT))  # ring[2p] is the top tile of pile p, ring[2p+1] the bottom
    rng.shuffle(ring)
    thrown = roll_dice(rng) if dice else None
    start = break_pile(thrown) if thrown is not None else 0
    order: list[int] = []
    for i in range(PILES):
        pile = (start + i) % PILES
        order.append(ring[2 * pile])
        order.append(ring[2 * pile + 1])
    return Wall(tuple(order), dice=thrown, break_pile=start)


def deal(wall: Wall, dealer: int = 0) -> tuple[tuple[tuple[int, ...], ...], Wall]:
    """Deal 13 tiles to each seat and a 14th to the dealer, in the rules' order.

    Returns the ids each absolute seat (0-3) received, in the order received, and the wall left.
    """
    if wall.front != 0 or wall.back != len(wall.order):
        raise ValueError("deal from a full wall")
    hands: list[list[int]] = [[] for _ in range(SEATS)]
    pos = 0
    for _ in range(DEAL_ROUNDS):
        for k in range(SEATS):
            hands[(dealer + k) % SEATS].extend(wall.order[pos : pos + 4])
            pos += 4
    # 跳牌: the dealer takes the tops of piles 1 and 3 (positions 0 and 4); the others take the
    # bottom of pile 1, then the top and bottom of pile 2, one tile each.
    hands[dealer].extend((wall.order[pos], wall.order[pos + 4]))
    for k in range(1, SEATS):
        hands[(dealer + k) % SEATS].append(wall.order[pos + k])
    pos += 5
    assert pos == DEALT
    return tuple(tuple(h) for h in hands), replace(wall, front=pos)
