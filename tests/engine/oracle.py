"""PyMahjongGB as an independent scoring oracle for batch-scoring situations.

PyMahjongGB (PyPI ``PyMahjongGB``, import name ``MahjongGB``) wraps the C++ fan calculator of the
reference app.  :func:`oracle_score` takes one situation in the batch-scoring input format of
DESIGN.md and returns what that calculator scores, translated to our fan ids (1 大四喜 ... 81 花牌)
and to our rule baseline: the reference's non-standard 明暗杠 (5 points) becomes 暗杠 (67, 2) +
明杠 (74, 1), so the total drops by 2.

For example ``oracle_score({"concealed": "1112345678999m", "melds": [], "win_tile": "5m"})`` gives
``{"fans": {4: 1, 66: 1, 73: 1}, "total": 91}`` (九莲宝灯 + 双暗刻 + 幺九刻).  No doctest here: the
module must import (and the tests skip) where PyMahjongGB is not installed.

Only this module and the tests import ``MahjongGB``; the engine never does.  Optional meld key
``"offer"`` (ignored by the engine, which the format allows): the notation's meld digit, i.e. which
tile of a chow was claimed (1-3), who discarded a pung or exposed kong (1-3), or a promoted kong
(5-7, scored as exposed).  It only changes the source code handed to PyMahjongGB, which scores an
exposed meld the same wherever it came from.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise

from trainer.engine.notation import parse_tiles
from trainer.engine.tiles import is_honor

# What PyMahjongGB really prints (collected with verbose=True over the generated corpus; see
# tests/engine/test_scoring_differential.py).  The wait fans carry an "独听・" prefix.
FAN_ID_BY_NAME: Mapping[str, int] = {
    name: number
    for number, name in enumerate(
        """
        大四喜 大三元 绿一色 九莲宝灯 四杠 连七对 十三幺
        清幺九 小四喜 小三元 字一色 四暗刻 一色双龙会
        一色四同顺 一色四节高
        一色四步高 三杠 混幺九
        七对 七星不靠 全双刻 清一色 一色三同顺 一色三节高 全大 全中 全小
        清龙 三色双龙会 一色三步高 全带五 三同刻 三暗刻
        全不靠 组合龙 大于五 小于五 三风刻
        花龙 推不倒 三色三同顺 三色三节高 无番和 妙手回春 海底捞月 杠上开花 抢杠和
        碰碰和 混一色 三色三步高 五门齐 全求人 双暗杠 双箭刻
        全带幺 不求人 双明杠 和绝张
        箭刻 圈风刻 门风刻 门前清 平和 四归一 双同刻 双暗刻 暗杠 断幺
        一般高 喜相逢 连六 老少副 幺九刻 明杠 缺一门 无字 独听・边张 独听・嵌张 独听・单钓 自摸 花牌
        """.split(),  # noqa: SIM905 - one line per points tier, as in the table
        start=1,
    )
}
MIXED_KONGS = "明暗杠"  # reference-only fan: 5 points = 暗杠 (2) + 明杠 (1) + 2
CONCEALED_KONG, MELDED_KONG = 67, 74
# Points by tier, from DESIGN.md "Fan ids": (first id of the tier, points), 88 for 1-7 ... 1 for 69-81.
_TIERS = ((1, 88), (8, 64), (14, 48), (16, 32), (19, 24), (28, 16), (34, 12), (39, 8), (48, 6), (55, 4))
_TIERS += ((59, 2), (69, 1), (82, 0))
FAN_POINTS: Mapping[int, int] = {
    fan: points for (first, points), (after, _) in pairwise(_TIERS) for fan in range(first, after)
}
WIND_INDEX = {"E": 0, "S": 1, "W": 2, "N": 3}
_SUIT_LETTER = {1: "W", 2: "T", 3: "B"}  # 万 条 饼
_PACK_TYPE = {"chow": "CHI", "pung": "PENG", "kong": "GANG"}


class UnknownFanName(AssertionError):
    """PyMahjongGB printed a fan name this adapter does not know: the map must be fixed."""


def reference_tile(code: int) -> str:
    """Our tile code -> PyMahjongGB's tile string: ``0x15`` -> ``'W5'``, ``0x45`` (中) -> ``'J1'``."""
    if is_honor(code):
        return f"F{code - 0x40}" if code <= 0x44 else f"J{code - 0x44}"
    return f"{_SUIT_LETTER[code >> 4]}{code & 0xF}"


def reference_pack(meld: Mapping) -> tuple[str, str, int]:
    """One meld of a situation -> ``("CHI"|"PENG"|"GANG", tile, offer)``; a chow names its middle tile."""
    tiles = sorted(parse_tiles(meld["tiles"]))
    kind = meld["kind"]
    offer = int(meld.get("offer") or 1)
    if kind == "kong":
        offer = 0 if meld.get("concealed") else (offer - 4 if offer >= 5 else offer)
        tile = tiles[0]
    elif kind == "chow":
        tile = tiles[1]
    else:
        tile = tiles[0]
    return _PACK_TYPE[kind], reference_tile(tile), offer


def reference_arguments(situation: Mapping) -> dict:
    """The keyword arguments of ``MahjongFanCalculator`` for a situation (``verbose=True``)."""
    return {
        "pack": tuple(reference_pack(m) for m in situation.get("melds", ())),
        "hand": tuple(reference_tile(t) for t in parse_tiles(situation.get("concealed", ""))),
        "winTile": reference_tile(parse_tiles(situation["win_tile"])[0]),
        "flowerCount": int(situation.get("flowers", 0)),
        "isSelfDrawn": bool(situation.get("self_drawn", False)),
        "is4thTile": bool(situation.get("last_copy", False)),
        "isAboutKong": bool(situation.get("kong_related", False)),
        "isWallLast": bool(situation.get("last_tile", False)),
        "seatWind": WIND_INDEX[situation.get("seat_wind", "E")],
        "prevalentWind": WIND_INDEX[situation.get("round_wind", "E")],
        "verbose": True,
    }


def map_reference_fans(rows) -> dict:
    """PyMahjongGB's verbose rows ``(points, count, zh, en)`` -> ``{"fans": {id: count}, "total"}``.

    PyMahjongGB gives no total in verbose mode, so it is summed here (points x count); flowers come
    as a 花牌 row of 1 point x the flower count.  Applies the 明暗杠 -> 暗杠 + 明杠 mapping.  Unknown
    names raise :class:`UnknownFanName`; a points value that differs from our table fails too.
    """
    fans: dict[int, int] = {}
    total = 0
    for points, count, name, english in rows:
        if name == MIXED_KONGS:
            if CONCEALED_KONG in fans or MELDED_KONG in fans:
                raise AssertionError(f"{MIXED_KONGS} together with 暗杠/明杠: {rows!r}")
            fans[CONCEALED_KONG] = fans[MELDED_KONG] = 1
            total += FAN_POINTS[CONCEALED_KONG] + FAN_POINTS[MELDED_KONG]
            continue
        if name not in FAN_ID_BY_NAME:
            raise UnknownFanName(f"PyMahjongGB printed an unknown fan {name!r} ({english}): {rows!r}")
        fan = FAN_ID_BY_NAME[name]
        if FAN_POINTS[fan] != points:
            raise AssertionError(f"{name} is worth {points} in PyMahjongGB, {FAN_POINTS[fan]} in our table")
        if fan in fans:
            raise AssertionError(f"{name} printed twice: {rows!r}")
        fans[fan] = count
        total += points * count
    return {"fans": dict(sorted(fans.items())), "total": total}


def reference_rows(situation: Mapping):
    """PyMahjongGB's raw verbose rows, or None when it says the hand is not a win."""
    from MahjongGB import MahjongFanCalculator

    try:
        return MahjongFanCalculator(**reference_arguments(situation))
    except TypeError as error:
        if str(error) == "ERROR_NOT_WIN":
            return None
        raise


def oracle_score(situation: Mapping) -> dict | None:
    """Score a situation with PyMahjongGB: ``{"fans": {id: count}, "total": int}``, or None (no win).

    ``total`` includes flowers (fan 81), after the 明暗杠 mapping.  Any error other than "not a
    win" (wrong tile count, bad offer) is raised as PyMahjongGB's ``TypeError``.  Caution: this
    build does not reliably reject a fifth copy of a tile (``[EEE][SSS][WWW][NNN]E`` + ``E`` is
    scored as 大四喜; ``1111m...`` + ``1m`` is "not a win"), so callers must not rely on it for that.
    """
    rows = reference_rows(situation)
    return None if rows is None else map_reference_fans(rows)
