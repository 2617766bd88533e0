"""The values a score is made of: readings, counted fans, fans not counted, the result."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from trainer.engine.tiles import Hand, Tile

from .context import WinContext
from .table import FANS, FanId, Principle

F = FanId
MINIMUM_POINTS = 8


class Form(enum.Enum):
    REGULAR = "regular"
    SEVEN_PAIRS = "seven_pairs"
    SEVEN_SHIFTED_PAIRS = "seven_shifted_pairs"
    THIRTEEN_ORPHANS = "thirteen_orphans"
    HONORS_KNITTED = "honors_knitted"
    KNITTED_STRAIGHT = "knitted_straight"
    NINE_GATES = "nine_gates"


class GroupKind(enum.Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    PAIR = "pair"
    KNITTED = "knitted"  # the nine tiles of a knitted straight (组合龙)
    SINGLES = "singles"  # tiles that form no set (十三幺, 全不靠, 九莲宝灯 as a whole)


@dataclass(frozen=True, slots=True)
class Group:
    """One part of a reading: a set, the pair, or the tiles of a special form."""

    kind: GroupKind
    tiles: tuple[Tile, ...]
    declared: bool = False  # a meld declared during play (exposed, or a concealed kong)
    exposed: bool = False  # claimed from another player (a concealed kong is not)


@dataclass(frozen=True, slots=True)
class Reading:
    form: Form
    groups: tuple[Group, ...]
    win_tile: Tile


@dataclass(frozen=True, slots=True)
class CountedFan:
    fan: FanId
    count: int
    groups: tuple[int, ...] = ()  # indices of the reading's groups the fan was counted from

    @property
    def points(self) -> int:
        return FANS[self.fan].points * self.count


@dataclass(frozen=True, slots=True)
class SuppressedFan:
    """A fan the hand also shows but that is not counted, with the fan or principle that stops it."""

    fan: FanId
    count: int
    by: FanId | Principle


@dataclass(frozen=True, slots=True)
class ReadingScore:
    reading: Reading
    fans: tuple[CountedFan, ...]  # ascending by fan id, flowers not included
    suppressed: tuple[SuppressedFan, ...]
    base: int = -1  # the points of ``fans``; computed when not given

    def __post_init__(self) -> None:
        if self.base < 0:
            object.__setattr__(self, "base", sum(f.points for f in self.fans))


@dataclass(frozen=True, slots=True)
class ScoreResult:
    """The score of a winning hand: the chosen reading and every other reading of equal value."""

    hand: Hand
    context: WinContext
    best: ReadingScore
    alternatives: tuple[ReadingScore, ...] = field(default=())  # other readings with the same base

    @property
    def base(self) -> int:
        return self.best.base

    @property
    def flowers(self) -> int:
        return self.context.flowers

    @property
    def total(self) -> int:
        return self.base + self.flowers

    @property
    def is_legal(self) -> bool:
        """Whether the hand reaches the 8-point minimum (flowers do not count toward it)."""
        return self.base >= MINIMUM_POINTS

    @property
    def fans(self) -> tuple[CountedFan, ...]:
        """The counted fans, flowers included as 花牌 with their number."""
        if self.flowers:
            return (*self.best.fans, CountedFan(F.FLOWER_TILES, self.flowers))
        return self.best.fans

    @property
    def readings(self) -> tuple[ReadingScore, ...]:
        return (self.best, *self.alternatives)
