"""The batch scoring contract (``python -m trainer score --jsonl``): one situation object in, one
result object out, as fixed in ``shared/DESIGN.md``.

>>> score_json({"id": "s1", "concealed": "45556m456p55677s", "melds": [], "win_tile": "6s"})["total"]
23
>>> score_json({"id": "s2", "concealed": "123m", "melds": [], "win_tile": "4m"})
{'id': 's2', 'error': 'too few tiles: 4 standing tiles with 0 melds (13, or 14 with the win tile)'}
"""

from __future__ import annotations

from typing import Any

from .errors import NotAWin, TrainerError
from .fans.context import WinContext
from .fans.scoring import ScoreResult, score_hand
from .notation import HONOR_LETTERS
from .situation import flag_from_json, hand_from_json
from .tiles import WINDS, Hand, Tile

FLAGS = ("self_drawn", "last_copy", "kong_related", "last_tile")


def situation_from_json(obj: dict[str, Any]) -> tuple[Hand, WinContext]:
    """Read a situation object into a hand and its win conditions; raise TrainerError if malformed."""
    hand = hand_from_json(obj)
    flags = {name: flag_from_json(obj, name) for name in FLAGS}
    winds = {}
    for key, field in (("seat_wind", "seat_wind"), ("round_wind", "round_wind")):
        text = obj.get(key, "E")
        if text not in ("E", "S", "W", "N"):
            raise TrainerError(f"'{key}' must be one of E, S, W, N")
        winds[field] = Tile(HONOR_LETTERS[text])
    flowers = obj.get("flowers", 0)
    if not isinstance(flowers, int) or isinstance(flowers, bool) or not 0 <= flowers <= 8:
        raise TrainerError("'flowers' must be a whole number from 0 to 8")
    assert winds["seat_wind"] in WINDS
    return hand, WinContext(**flags, **winds, flowers=flowers)


def result_to_json(result: ScoreResult, ident: Any = None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": ident,
        "win": result.is_legal,
        "fans": [{"id": int(f.fan), "count": f.count} for f in result.fans],
        "total": result.total,
        "base": result.base,
    }
    if not result.is_legal:
        out["reason"] = "below_minimum"
    return out


def score_json(obj: Any) -> dict[str, Any]:
    """Score one situation object; never raises for bad input (the error goes in the result)."""
    ident = obj.get("id") if isinstance(obj, dict) else None
    try:
        hand, ctx = situation_from_json(obj)
        result = score_hand(hand, ctx, explain=False)
    except NotAWin:
        return {"id": ident, "win": False, "fans": [], "total": 0, "base": 0, "reason": "not_a_win"}
    except TrainerError as error:
        return {"id": ident, "error": str(error)}
    return result_to_json(result, ident)
