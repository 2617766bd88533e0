"""The 81 fans of the 1998 rules as one immutable table: facts, not judgement.

Ids are the fans' numbers in the 1998 table (1 大四喜 ... 81 花牌); the enum names are the
official MCR English names.  ``excludes`` lists the fans a fan suppresses outright whenever it is
counted (不计), as the reference calculator applies them.  Exclusions that touch only part of a
hand (幺九刻 for the pungs that make 箭刻, 圈风刻, 门风刻 or 三风刻; the account-once limits on
chow and pung relations) are not blanket exclusions and live in the scoring code, which records
them in the result's ``suppressed`` list all the same.

>>> FANS[FanId.PURE_DOUBLE_CHOW].zh, FANS[FanId.PURE_DOUBLE_CHOW].points
('一般高', 1)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType


class FanId(enum.IntEnum):
    BIG_FOUR_WINDS = 1
    BIG_THREE_DRAGONS = 2
    ALL_GREEN = 3
    NINE_GATES = 4
    FOUR_KONGS = 5
    SEVEN_SHIFTED_PAIRS = 6
    THIRTEEN_ORPHANS = 7
    ALL_TERMINALS = 8
    LITTLE_FOUR_WINDS = 9
    LITTLE_THREE_DRAGONS = 10
    ALL_HONORS = 11
    FOUR_CONCEALED_PUNGS = 12
    PURE_TERMINAL_CHOWS = 13
    QUADRUPLE_CHOW = 14
    FOUR_PURE_SHIFTED_PUNGS = 15
    FOUR_PURE_SHIFTED_CHOWS = 16
    THREE_KONGS = 17
    ALL_TERMINALS_AND_HONORS = 18
    SEVEN_PAIRS = 19
    GREATER_HONORS_AND_KNITTED_TILES = 20
    ALL_EVEN_PUNGS = 21
    FULL_FLUSH = 22
    PURE_TRIPLE_CHOW = 23
    PURE_SHIFTED_PUNGS = 24
    UPPER_TILES = 25
    MIDDLE_TILES = 26
    LOWER_TILES = 27
    PURE_STRAIGHT = 28
    THREE_SUITED_TERMINAL_CHOWS = 29
    PURE_SHIFTED_CHOWS = 30
    ALL_FIVE = 31
    TRIPLE_PUNG = 32
    THREE_CONCEALED_PUNGS = 33
    LESSER_HONORS_AND_KNITTED_TILES = 34
    KNITTED_STRAIGHT = 35
    UPPER_FOUR = 36
    LOWER_FOUR = 37
    BIG_THREE_WINDS = 38
    MIXED_STRAIGHT = 39
    REVERSIBLE_TILES = 40
    MIXED_TRIPLE_CHOW = 41
    MIXED_SHIFTED_PUNGS = 42
    CHICKEN_HAND = 43
    LAST_TILE_DRAW = 44
    LAST_TILE_CLAIM = 45
    OUT_WITH_REPLACEMENT_TILE = 46
    ROBBING_THE_KONG = 47
    ALL_PUNGS = 48
    HALF_FLUSH = 49
    MIXED_SHIFTED_CHOWS = 50
    ALL_TYPES = 51
    MELDED_HAND = 52
    TWO_CONCEALED_KONGS = 53
    TWO_DRAGON_PUNGS = 54
    OUTSIDE_HAND = 55
    FULLY_CONCEALED_HAND = 56
    TWO_MELDED_KONGS = 57
    LAST_TILE = 58
    DRAGON_PUNG = 59
    PREVALENT_WIND = 60
    SEAT_WIND = 61
    CONCEALED_HAND = 62
    ALL_CHOWS = 63
    TILE_HOG = 64
    DOUBLE_PUNG = 65
    TWO_CONCEALED_PUNGS = 66
    CONCEALED_KONG = 67
    ALL_SIMPLES = 68
    PURE_DOUBLE_CHOW = 69
    MIXED_DOUBLE_CHOW = 70
    SHORT_STRAIGHT = 71
    TWO_TERMINAL_CHOWS = 72
    PUNG_OF_TERMINALS_OR_HONORS = 73
    MELDED_KONG = 74
    ONE_VOIDED_SUIT = 75
    NO_HONORS = 76
    EDGE_WAIT = 77
    CLOSED_WAIT = 78
    SINGLE_WAIT = 79
    SELF_DRAWN = 80
    FLOWER_TILES = 81


class Principle(enum.Enum):
    """The scoring principles of the 1998 rules, named where they suppress a fan."""

    NON_REPEAT = "不重复"  # a fan implied by a bigger one is not counted again
    NON_SEPARATION = "不拆移"  # sets that made a fan are not split up to make others
    NON_IDENTICAL = "不得相同"  # a set that made a fan does not make the same fan again
    HIGHEST = "就高不就低"  # of several readings, the highest-scoring one counts
    ACCOUNT_ONCE = "套算一次"  # a set not yet combined may combine once with one already combined


@dataclass(frozen=True, slots=True)
class FanDef:
    id: FanId
    points: int
    zh: str  # Simplified Chinese, as the 1998 rules write it
    zh_tw: str  # Traditional Chinese, as the Traditional rule text writes it
    en: str  # official MCR English name
    excludes: frozenset[FanId] = frozenset()
    repeatable: bool = False


def _fan(
    fid: FanId, points: int, zh: str, zh_tw: str, en: str, *excludes: int, repeatable: bool = False
) -> FanDef:
    return FanDef(fid, points, zh, zh_tw, en, frozenset(FanId(x) for x in excludes), repeatable)


F = FanId
_ROWS = (
    # 88 points
    _fan(F.BIG_FOUR_WINDS, 88, "大四喜", "大四喜", "Big Four Winds", 38, 48, 60, 61, 73),
    _fan(F.BIG_THREE_DRAGONS, 88, "大三元", "大三元", "Big Three Dragons", 54, 59),
    _fan(F.ALL_GREEN, 88, "绿一色", "綠一色", "All Green", 49, 75),
    _fan(F.NINE_GATES, 88, "九莲宝灯", "九蓮寶燈", "Nine Gates", 22, 56, 62, 75, 76),
    _fan(F.FOUR_KONGS, 88, "四杠", "四槓", "Four Kongs", 17, 48, 53, 57, 67, 74, 79),
    _fan(F.SEVEN_SHIFTED_PAIRS, 88, "连七对", "連七對", "Seven Shifted Pairs", 19, 22, 56, 62, 75, 76, 79),
    _fan(F.THIRTEEN_ORPHANS, 88, "十三幺", "十三幺", "Thirteen Orphans", 18, 51, 56, 62, 79),
    # 64 points
    _fan(F.ALL_TERMINALS, 64, "清幺九", "清幺九", "All Terminals", 18, 48, 55, 65, 73, 76),
    _fan(F.LITTLE_FOUR_WINDS, 64, "小四喜", "小四喜", "Little Four Winds", 38, 73),
    _fan(F.LITTLE_THREE_DRAGONS, 64, "小三元", "小三元", "Little Three Dragons", 54, 59),
    _fan(F.ALL_HONORS, 64, "字一色", "字一色", "All Honors", 18, 48, 55, 73, 75),
    _fan(F.FOUR_CONCEALED_PUNGS, 64, "四暗刻", "四暗刻", "Four Concealed Pungs", 33, 48, 56, 62, 66),
    _fan(
        F.PURE_TERMINAL_CHOWS,
        64,
        "一色双龙会",
        "一色雙龍會",
        "Pure Terminal Chows",
        19,
        22,
        63,
        69,
        72,
        75,
        76,
    ),
    # 48 points
    _fan(F.QUADRUPLE_CHOW, 48, "一色四同顺", "一色四同順", "Quadruple Chow", 19, 23, 24, 64, 69),
    _fan(F.FOUR_PURE_SHIFTED_PUNGS, 48, "一色四节高", "一色四節高", "Four Pure Shifted Pungs", 23, 24, 48),
    # 32 points
    _fan(
        F.FOUR_PURE_SHIFTED_CHOWS, 32, "一色四步高", "一色四步高", "Four Pure Shifted Chows", 30, 69, 71, 72
    ),
    _fan(F.THREE_KONGS, 32, "三杠", "三槓", "Three Kongs", 53, 57, 67, 74),
    _fan(F.ALL_TERMINALS_AND_HONORS, 32, "混幺九", "混幺九", "All Terminals and Honors", 48, 55, 73),
    # 24 points
    _fan(F.SEVEN_PAIRS, 24, "七对", "七對", "Seven Pairs", 56, 62, 79),
    _fan(
        F.GREATER_HONORS_AND_KNITTED_TILES,
        24,
        "七星不靠",
        "七星不靠",
        "Greater Honors and Knitted Tiles",
        34,
        51,
        56,
        62,
        79,
    ),
    _fan(F.ALL_EVEN_PUNGS, 24, "全双刻", "全雙刻", "All Even Pungs", 48, 68, 76),
    _fan(F.FULL_FLUSH, 24, "清一色", "清一色", "Full Flush", 75, 76),
    _fan(F.PURE_TRIPLE_CHOW, 24, "一色三同顺", "一色三同順", "Pure Triple Chow", 24, 69),
    _fan(F.PURE_SHIFTED_PUNGS, 24, "一色三节高", "一色三節高", "Pure Shifted Pungs", 23),
    _fan(F.UPPER_TILES, 24, "全大", "全大", "Upper Tiles", 36, 76),
    _fan(F.MIDDLE_TILES, 24, "全中", "全中", "Middle Tiles", 68, 76),
    _fan(F.LOWER_TILES, 24, "全小", "全小", "Lower Tiles", 37, 76),
    # 16 points
    _fan(F.PURE_STRAIGHT, 16, "清龙", "清龍", "Pure Straight", 71, 72),
    _fan(
        F.THREE_SUITED_TERMINAL_CHOWS,
        16,
        "三色双龙会",
        "三色雙龍會",
        "Three-Suited Terminal Chows",
        63,
        70,
        72,
        76,
    ),
    _fan(F.PURE_SHIFTED_CHOWS, 16, "一色三步高", "一色三步高", "Pure Shifted Chows"),
    _fan(F.ALL_FIVE, 16, "全带五", "全帶五", "All Five", 68, 76),
    _fan(F.TRIPLE_PUNG, 16, "三同刻", "三同刻", "Triple Pung", 65),
    _fan(F.THREE_CONCEALED_PUNGS, 16, "三暗刻", "三暗刻", "Three Concealed Pungs", 66),
    # 12 points
    _fan(
        F.LESSER_HONORS_AND_KNITTED_TILES,
        12,
        "全不靠",
        "全不靠",
        "Lesser Honors and Knitted Tiles",
        51,
        56,
        62,
        79,
    ),
    _fan(F.KNITTED_STRAIGHT, 12, "组合龙", "組合龍", "Knitted Straight"),
    _fan(F.UPPER_FOUR, 12, "大于五", "大於五", "Upper Four", 76),
    _fan(F.LOWER_FOUR, 12, "小于五", "小於五", "Lower Four", 76),
    _fan(F.BIG_THREE_WINDS, 12, "三风刻", "三風刻", "Big Three Winds"),
    # 8 points
    _fan(F.MIXED_STRAIGHT, 8, "花龙", "花龍", "Mixed Straight"),
    _fan(F.REVERSIBLE_TILES, 8, "推不倒", "推不倒", "Reversible Tiles", 75),
    _fan(F.MIXED_TRIPLE_CHOW, 8, "三色三同顺", "三色三同順", "Mixed Triple Chow", 70),
    _fan(F.MIXED_SHIFTED_PUNGS, 8, "三色三节高", "三色三節高", "Mixed Shifted Pungs"),
    _fan(F.CHICKEN_HAND, 8, "无番和", "無番和", "Chicken Hand"),
    _fan(F.LAST_TILE_DRAW, 8, "妙手回春", "妙手回春", "Last Tile Draw", 80),
    _fan(F.LAST_TILE_CLAIM, 8, "海底捞月", "海底撈月", "Last Tile Claim"),
    _fan(F.OUT_WITH_REPLACEMENT_TILE, 8, "杠上开花", "槓上開花", "Out with Replacement Tile", 80),
    _fan(F.ROBBING_THE_KONG, 8, "抢杠和", "搶槓和", "Robbing the Kong", 58),
    # 6 points
    _fan(F.ALL_PUNGS, 6, "碰碰和", "碰碰和", "All Pungs"),
    _fan(F.HALF_FLUSH, 6, "混一色", "混一色", "Half Flush", 75),
    _fan(F.MIXED_SHIFTED_CHOWS, 6, "三色三步高", "三色三步高", "Mixed Shifted Chows"),
    _fan(F.ALL_TYPES, 6, "五门齐", "五門齊", "All Types"),
    _fan(F.MELDED_HAND, 6, "全求人", "全求人", "Melded Hand", 79),
    _fan(F.TWO_CONCEALED_KONGS, 6, "双暗杠", "雙暗槓", "Two Concealed Kongs", 66, 67),
    _fan(F.TWO_DRAGON_PUNGS, 6, "双箭刻", "雙箭刻", "Two Dragon Pungs", 59),
    # 4 points
    _fan(F.OUTSIDE_HAND, 4, "全带幺", "全帶幺", "Outside Hand"),
    _fan(F.FULLY_CONCEALED_HAND, 4, "不求人", "不求人", "Fully Concealed Hand", 62, 80),
    _fan(F.TWO_MELDED_KONGS, 4, "双明杠", "雙明槓", "Two Melded Kongs", 74),
    _fan(F.LAST_TILE, 4, "和绝张", "和絕張", "Last Tile"),
    # 2 points
    _fan(F.DRAGON_PUNG, 2, "箭刻", "箭刻", "Dragon Pung"),
    _fan(F.PREVALENT_WIND, 2, "圈风刻", "圈風刻", "Prevalent Wind"),
    _fan(F.SEAT_WIND, 2, "门风刻", "門風刻", "Seat Wind"),
    _fan(F.CONCEALED_HAND, 2, "门前清", "門前清", "Concealed Hand"),
    _fan(F.ALL_CHOWS, 2, "平和", "平和", "All Chows", 76),
    _fan(F.TILE_HOG, 2, "四归一", "四歸一", "Tile Hog", repeatable=True),
    _fan(F.DOUBLE_PUNG, 2, "双同刻", "雙同刻", "Double Pung", repeatable=True),
    _fan(F.TWO_CONCEALED_PUNGS, 2, "双暗刻", "雙暗刻", "Two Concealed Pungs"),
    _fan(F.CONCEALED_KONG, 2, "暗杠", "暗槓", "Concealed Kong"),
    _fan(F.ALL_SIMPLES, 2, "断幺", "斷幺", "All Simples", 76),
    # 1 point
    _fan(F.PURE_DOUBLE_CHOW, 1, "一般高", "一般高", "Pure Double Chow", repeatable=True),
    _fan(F.MIXED_DOUBLE_CHOW, 1, "喜相逢", "喜相逢", "Mixed Double Chow", repeatable=True),
    _fan(F.SHORT_STRAIGHT, 1, "连六", "連六", "Short Straight", repeatable=True),
    _fan(F.TWO_TERMINAL_CHOWS, 1, "老少副", "老少副", "Two Terminal Chows", repeatable=True),
    _fan(
        F.PUNG_OF_TERMINALS_OR_HONORS, 1, "幺九刻", "幺九刻", "Pung of Terminals or Honors", repeatable=True
    ),
    _fan(F.MELDED_KONG, 1, "明杠", "明槓", "Melded Kong"),
    _fan(F.ONE_VOIDED_SUIT, 1, "缺一门", "缺一門", "One Voided Suit"),
    _fan(F.NO_HONORS, 1, "无字", "無字", "No Honors"),
    _fan(F.EDGE_WAIT, 1, "边张", "邊張", "Edge Wait"),
    _fan(F.CLOSED_WAIT, 1, "坎张", "坎張", "Closed Wait"),
    _fan(F.SINGLE_WAIT, 1, "单钓将", "單釣將", "Single Wait"),
    _fan(F.SELF_DRAWN, 1, "自摸", "自摸", "Self-Drawn"),
    _fan(F.FLOWER_TILES, 1, "花牌", "花牌", "Flower Tiles", repeatable=True),
)
del F

FANS: Mapping[FanId, FanDef] = MappingProxyType({row.id: row for row in _ROWS})

# The order in which exclusions are applied: highest points first, then by id.
EXCLUSION_ORDER: tuple[FanDef, ...] = tuple(sorted(_ROWS, key=lambda f: (-f.points, f.id)))

POINT_TIERS = (88, 64, 48, 32, 24, 16, 12, 8, 6, 4, 2, 1)
