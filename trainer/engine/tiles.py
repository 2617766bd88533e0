"""Tiles, melds and hands: the vocabulary every other engine module speaks.

A tile kind is an integer code ``suit << 4 | rank``, as in the reference calculator's ``tile.h``:
characters (万) 0x11-0x19, bamboo (条) 0x21-0x29, dots (饼) 0x31-0x39, honors 0x41-0x47 (东 南 西 北
中 发 白) and flowers 0x51-0x58.  The gaps between suits make ``t + 1`` and ``t + 2`` safe chow
tests.  Count tables are plain ``list[int]`` of length ``TABLE_SIZE`` indexed by code.

>>> Tile.M5, Tile(0x33).name, is_terminal(Tile.P9)
(<Tile.M5: 21>, 'P3', True)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

TABLE_SIZE = 0x48  # every code below this may be a playing tile


class Suit(enum.IntEnum):
    CHARACTERS = 1  # 万 m
    BAMBOO = 2  # 条 s
    DOTS = 3  # 饼 p
    HONORS = 4
    FLOWERS = 5


class Tile(enum.IntEnum):
    M1, M2, M3, M4, M5, M6, M7, M8, M9 = range(0x11, 0x1A)
    S1, S2, S3, S4, S5, S6, S7, S8, S9 = range(0x21, 0x2A)
    P1, P2, P3, P4, P5, P6, P7, P8, P9 = range(0x31, 0x3A)
    EAST, SOUTH, WEST, NORTH, RED, GREEN, WHITE = range(0x41, 0x48)
    PLUM, ORCHID, CHRYSANTHEMUM, BAMBOO_FLOWER, SPRING, SUMMER, AUTUMN, WINTER = range(0x51, 0x59)

    @property
    def suit(self) -> Suit:
        return Suit(self >> 4)

    @property
    def rank(self) -> int:
        return self & 0xF


NUMBER_SUITS = (Suit.CHARACTERS, Suit.BAMBOO, Suit.DOTS)
WINDS = (Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH)
DRAGONS = (Tile.RED, Tile.GREEN, Tile.WHITE)
HONORS = WINDS + DRAGONS
NUMBERED = tuple(Tile((suit << 4) | rank) for suit in NUMBER_SUITS for rank in range(1, 10))
ALL_KINDS: tuple[Tile, ...] = NUMBERED + HONORS  # the 34 playing tile kinds, in canonical order
FLOWERS = tuple(Tile(code) for code in range(0x51, 0x59))
TERMINALS = tuple(t for t in NUMBERED if t.rank in (1, 9))
TERMINALS_AND_HONORS = TERMINALS + HONORS
GREEN_TILES = frozenset({Tile.S2, Tile.S3, Tile.S4, Tile.S6, Tile.S8, Tile.GREEN})
# Tiles whose face has point symmetry (推不倒): 1234589 dots, 245689 bamboo, white dragon.
REVERSIBLE_TILES = frozenset(
    {Tile.P1, Tile.P2, Tile.P3, Tile.P4, Tile.P5, Tile.P8, Tile.P9}
    | {Tile.S2, Tile.S4, Tile.S5, Tile.S6, Tile.S8, Tile.S9, Tile.WHITE}
)
KIND_INDEX = {t: i for i, t in enumerate(ALL_KINDS)}  # code -> 0..33
# code -> Tile without the cost of an enum call, for hot paths: TILES[0x15] is Tile.M5
TILES: tuple[Tile | None, ...] = tuple(Tile(c) if c in Tile._value2member_map_ else None for c in range(0x59))


def is_suited(code: int) -> bool:
    return 0x11 <= code <= 0x39 and 1 <= (code & 0xF) <= 9


def is_honor(code: int) -> bool:
    return 0x41 <= code <= 0x47


def is_wind(code: int) -> bool:
    return 0x41 <= code <= 0x44


def is_dragon(code: int) -> bool:
    return 0x45 <= code <= 0x47


def is_terminal(code: int) -> bool:
    return is_suited(code) and (code & 0xF) in (1, 9)


def is_terminal_or_honor(code: int) -> bool:
    return is_terminal(code) or is_honor(code)


def is_flower(code: int) -> bool:
    return 0x51 <= code <= 0x58


def count_table(tiles: Iterable[int]) -> list[int]:
    """A count table (``list[int]`` indexed by code) of the given tiles."""
    counts = [0] * TABLE_SIZE
    for t in tiles:
        counts[t] += 1
    return counts


class MeldKind(enum.Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"


class Seat(enum.IntEnum):
    """Where a claimed tile came from, relative to the claiming player."""

    LEFT = 1  # 上家
    ACROSS = 2  # 对家
    RIGHT = 3  # 下家


@dataclass(frozen=True, slots=True)
class Meld:
    """A declared set: a chow, pung or kong laid open (or a concealed kong).

    ``tile`` is the lowest tile of a chow or the tile of a pung/kong.  ``claimed_from`` says who
    discarded the claimed tile (always ``Seat.LEFT`` for a chow); ``claimed_index`` is, for a chow,
    which of its three tiles (0-2) was claimed.  ``promoted`` marks a kong made by adding a drawn
    tile to an exposed pung (加杠).  A concealed kong has ``concealed=True`` and no source.
    """

    kind: MeldKind
    tile: Tile
    concealed: bool = False
    claimed_from: Seat | None = Seat.LEFT
    claimed_index: int = 0
    promoted: bool = False

    def __post_init__(self) -> None:
        if self.concealed and self.kind is not MeldKind.KONG:
            raise ValueError("only a kong can be declared concealed")

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind is MeldKind.CHOW:
            return (self.tile, TILES[self.tile + 1], TILES[self.tile + 2])
        return (self.tile,) * (4 if self.kind is MeldKind.KONG else 3)

    @property
    def claimed_tile(self) -> Tile | None:
        if self.concealed:
            return None
        if self.kind is MeldKind.CHOW:
            return Tile(self.tile + self.claimed_index)
        return self.tile

    @property
    def is_kong(self) -> bool:
        return self.kind is MeldKind.KONG


@dataclass(frozen=True, slots=True)
class Hand:
    """A player's tiles: declared melds, standing (concealed) tiles, and the win tile if any.

    ``standing`` never includes ``win_tile``; a complete hand has
    ``len(standing) + 3 * len(melds) == 13`` and a win tile.
    """

    melds: tuple[Meld, ...]
    standing: tuple[Tile, ...]
    win_tile: Tile | None = None

    def all_tiles(self) -> list[Tile]:
        """Every tile of the hand, melds (all four of a kong) and win tile included."""
        tiles = [t for m in self.melds for t in m.tiles]
        tiles.extend(self.standing)
        if self.win_tile is not None:
            tiles.append(self.win_tile)
        return tiles

    def standing_with_win(self) -> tuple[Tile, ...]:
        if self.win_tile is None:
            return self.standing
        return (*self.standing, self.win_tile)
