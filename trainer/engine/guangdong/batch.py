"""``python -m trainer score --jsonl --rules guangdong``: the batch input of DESIGN.md (concealed,
melds, win_tile, the flags, seat_wind) plus ``"ghost": "<tile>"|null`` and ``"horses"``, answered
with the hand types, the multipliers and the payments per seat.

Extra input keys (all optional):

- ``ghost``: the ghost tile (not the indicator), or null when the table plays without ghosts.
- ``horses``: the winner's horse tiles as a tile string ("15m7pS"), or an object giving each seat's
  horses by seat wind (``{"E": "15m", "S": "2pC"}``).
- ``liable``: the seat wind of the player who pays for all three (包牌): required for robbing the
  kong (the robbed player); for 杠上开花 after a discarded kong tile, or 十二张落地, the feeder.
- ``ghosts_discarded`` (出鬼), ``heavenly`` (天和), ``earthly`` (地和).
- ``rules``: house rules overriding the defaults (see :class:`GuangdongRules`).

Flags: ``self_drawn`` wins by self-draw; ``kong_related`` with it is 杠上开花, without it robbing the
kong (抢杠和); ``last_tile`` (self-drawn) is 海底捞月.  A win on a discard is not allowed: it answers
``"win": false, "reason": "discard_win"`` with what the hand would score.  ``flowers`` must be 0.

>>> out = score_json({"id": 1, "concealed": "123m456p789p2s6sEE", "win_tile": "3s", "self_drawn": True,
...                   "ghost": "6s", "horses": "1m2p"})
>>> out["counted"], out["total"], out["substitution"], out["payments"]
(['ping_hu'], 2, '1s', {'E': 12, 'S': -4, 'W': -4, 'N': -4})
"""

from __future__ import annotations

from typing import Any

from trainer.engine.errors import NotAWin, TrainerError
from trainer.engine.notation import format_tiles, parse_tiles, tile_token
from trainer.engine.situation import flag_from_json, hand_from_json
from trainer.engine.tiles import Tile

from .rules import GuangdongRules
from .scoring import GdContext, GdResult, WinBy, score_hand
from .settlement import settle

WIND_LETTERS = "ESWN"


def _seat(obj: dict[str, Any], key: str, default: str | None) -> int | None:
    text = obj.get(key, default)
    if text is None:
        return None
    if text not in ("E", "S", "W", "N"):
        raise TrainerError(f"'{key}' must be one of E, S, W, N")
    return WIND_LETTERS.index(text)


def _tile(text: Any, key: str) -> Tile | None:
    if text is None:
        return None
    if not isinstance(text, str) or not text:
        raise TrainerError(f"'{key}' must name one tile, e.g. \"6s\", or be null")
    tiles = parse_tiles(text)
    if len(tiles) != 1:
        raise TrainerError(f"'{key}' must be one tile, not {text!r}")
    return tiles[0]


def _horses(value: Any, winner: int) -> dict[int, tuple[Tile, ...]]:
    if value is None or value == "":
        return {}
    if isinstance(value, str):
        return {winner: tuple(parse_tiles(value))}
    if isinstance(value, dict):
        out = {}
        for key, text in value.items():
            if key not in ("E", "S", "W", "N") or not isinstance(text, str):
                raise TrainerError("'horses' by seat must map E, S, W or N to a tile string")
            out[WIND_LETTERS.index(key)] = tuple(parse_tiles(text))
        return out
    raise TrainerError("'horses' must be a tile string (the winner's horses) or an object by seat wind")


def read_situation(
    obj: Any,
) -> tuple[Any, GdContext, Tile | None, GuangdongRules, dict[int, tuple[Tile, ...]], int, int | None]:
    hand = hand_from_json(obj)
    flowers = obj.get("flowers", 0)
    if flowers not in (0, None) or isinstance(flowers, bool):
        raise TrainerError("'flowers' must be 0: Guangdong mahjong is played without flowers")
    rules = GuangdongRules.from_json(obj.get("rules"))
    ghost = _tile(obj.get("ghost"), "ghost")
    self_drawn, kong, last = (
        flag_from_json(obj, "self_drawn"),
        flag_from_json(obj, "kong_related"),
        flag_from_json(obj, "last_tile"),
    )
    if self_drawn:
        win_by = WinBy.SELF_DRAWN
    elif kong:
        win_by = WinBy.ROBBING_KONG
    else:
        win_by = WinBy.DISCARD
    if last and not self_drawn and win_by is not WinBy.DISCARD:
        raise TrainerError("'last_tile' goes with a self-drawn win (海底捞月)")
    discarded = obj.get("ghosts_discarded", 0)
    if not isinstance(discarded, int) or isinstance(discarded, bool) or not 0 <= discarded <= 4:
        raise TrainerError("'ghosts_discarded' must be a whole number from 0 to 4")
    if discarded and ghost is None:
        raise TrainerError("'ghosts_discarded' needs a 'ghost'")
    ctx = GdContext(
        win_by=win_by,
        kong_replacement=kong and self_drawn,
        last_tile=last and self_drawn,
        heavenly=flag_from_json(obj, "heavenly"),
        earthly=flag_from_json(obj, "earthly"),
        ghosts_discarded=discarded,
    )
    winner = _seat(obj, "seat_wind", "E")
    liable = _seat(obj, "liable", None)
    if win_by is WinBy.ROBBING_KONG and liable is None:
        raise TrainerError("robbing the kong: name the robbed player in 'liable' (E, S, W or N)")
    if liable == winner:
        raise TrainerError("'liable' names the winner's own seat")
    return hand, ctx, ghost, rules, _horses(obj.get("horses"), winner), winner, liable


def result_to_json(
    result: GdResult, ident: Any, winner: int, horses, liable: int | None, rules: GuangdongRules
) -> dict[str, Any]:
    from .hand_types import TYPES

    out: dict[str, Any] = {
        "id": ident,
        "win": result.legal,
        "types": [{"id": t.value, "points": TYPES[t].points} for t in result.types],
        "counted": [t.value for t in result.counted],
        "base": result.base,
        "multipliers": [{"id": m.value, "factor": f} for m, f in result.multipliers],
        "total": result.total,
        "ghosts": result.ghosts,
        "substitution": format_tiles(result.substitution) if result.substitution else None,
    }
    if not result.legal:
        out["reason"] = "discard_win"
        return out
    settlement = settle(winner=winner, value=result.total, horses=horses, liable=liable, rules=rules)
    out["payments"] = dict(zip(WIND_LETTERS, settlement.payments, strict=True))
    out["horses"] = [
        {"tile": tile_token(tile), "owner": WIND_LETTERS[owner], "seat": WIND_LETTERS[seat]}
        for owner, tile, seat in settlement.horse_seats
    ]
    return out


def score_json(obj: Any) -> dict[str, Any]:
    """Score one Guangdong situation object; never raises for bad input."""
    ident = obj.get("id") if isinstance(obj, dict) else None
    try:
        hand, ctx, ghost, rules, horses, winner, liable = read_situation(obj)
        if ghost is not None and not rules.ghosts:
            ghost = None
        result = score_hand(
            hand, ctx, ghost=ghost, rules=rules if ghost is not None else GuangdongRules(ghosts=False)
        )
    except NotAWin:
        return {
            "id": ident,
            "win": False,
            "types": [],
            "counted": [],
            "total": 0,
            "base": 0,
            "reason": "not_a_win",
        }
    except TrainerError as error:
        return {"id": ident, "error": str(error)}
    return result_to_json(result, ident, winner, horses, liable, rules)
