"""Situations in the batch JSON formats of DESIGN.md, turned into engine values.

>>> from trainer.engine.notation import format_meld
>>> items = [{"kind": "chow", "tiles": "312s"}, {"kind": "kong", "tiles": "EEEE", "concealed": True}]
>>> [format_meld(m) for m in melds_from_json(items)]
['[123s]', '[EEEE]']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import InvalidHand, NotationError, TrainerError
from .notation import MAX_MELDS, build_hand, format_tiles, parse_tiles
from .tiles import Hand, Meld, MeldKind, Tile, is_suited

_MELD_KINDS = {kind.value: kind for kind in MeldKind}


def hand_from_json(obj: Any) -> Hand:
    """The hand of a JSON situation (``concealed``, ``melds``, ``win_tile``, as in DESIGN.md's batch
    scoring), checked for tile counts; raises TrainerError naming the field that is wrong."""
    if not isinstance(obj, Mapping):
        raise TrainerError("a situation must be a JSON object")
    concealed = obj.get("concealed", "")
    if not isinstance(concealed, str):
        raise TrainerError("'concealed' must be a string of tiles")
    melds = melds_from_json(obj.get("melds") or [])
    win_text = obj.get("win_tile")
    if not isinstance(win_text, str) or not win_text:
        raise TrainerError("'win_tile' must name one tile, e.g. \"6s\"")
    win = parse_tiles(win_text)
    if len(win) != 1:
        raise TrainerError(f"'win_tile' must be one tile, not {win_text!r}")
    return build_hand(melds, parse_tiles(concealed), win[0])


def flag_from_json(obj: Mapping, name: str) -> bool:
    """A true/false field of a JSON situation (false when absent)."""
    value = obj.get(name, False)
    if not isinstance(value, bool):
        raise TrainerError(f"'{name}' must be true or false")
    return value


def melds_from_json(items: Any) -> list[Meld]:
    """The ``melds`` list of a JSON situation -> :class:`Meld` objects.

    Each item is ``{"kind": "chow"|"pung"|"kong", "tiles": "<notation>", "concealed": bool}``
    (``concealed`` is optional, false by default, and only a kong may be concealed; other keys are
    ignored).  A chow's tiles may be written in any order.  Exposed melds get the notation's
    defaults: the chow's lowest tile claimed, pungs and kongs discarded by 上家.

    Raises :class:`InvalidHand` for an item that is not a meld (wrong shape, unknown kind, tiles
    that do not make the kind named, more than four melds) and :class:`NotationError` for tiles
    that cannot be read; messages name the meld by its position (1-based).

    >>> melds_from_json([{"kind": "pung", "tiles": "123m"}])
    Traceback (most recent call last):
    ...
    trainer.engine.errors.InvalidHand: meld 1: 123m is not a pung (three of one tile)
    """
    if items is None:
        return []
    if not isinstance(items, list):
        raise InvalidHand(f"melds must be a list, not {type(items).__name__}")
    if len(items) > MAX_MELDS:
        raise InvalidHand(f"{len(items)} melds: a hand has at most {MAX_MELDS}")
    return [_meld_from_json(item, number) for number, item in enumerate(items, start=1)]


def _meld_from_json(item: Any, number: int) -> Meld:
    where = f"meld {number}"
    if not isinstance(item, Mapping):
        raise InvalidHand(f"{where}: expected an object with kind and tiles, got {item!r}")
    kind_name = item.get("kind")
    kind = _MELD_KINDS.get(kind_name) if isinstance(kind_name, str) else None
    if kind is None:
        raise InvalidHand(f"{where}: kind must be chow, pung or kong, not {kind_name!r}")
    text = item.get("tiles")
    if not isinstance(text, str):
        raise InvalidHand(f"{where}: tiles must be a string in hand notation, not {text!r}")
    concealed = item.get("concealed", False)
    if not isinstance(concealed, bool):
        raise InvalidHand(f"{where}: concealed must be true or false, not {concealed!r}")
    try:
        tiles = sorted(parse_tiles(text))
    except NotationError as error:
        raise NotationError(f"{where}: {error}") from error
    if concealed and kind is not MeldKind.KONG:
        raise InvalidHand(f"{where}: only a kong can be concealed (a {kind.value} is always exposed)")
    if kind is MeldKind.CHOW:
        if not _is_chow(tiles):
            raise InvalidHand(f"{where}: {format_tiles(tiles)} is not a chow (three in a row of one suit)")
        return Meld(MeldKind.CHOW, tiles[0])
    size = 3 if kind is MeldKind.PUNG else 4
    if len(tiles) != size or len(set(tiles)) != 1:
        shape = "three" if size == 3 else "four"
        raise InvalidHand(f"{where}: {format_tiles(tiles)} is not a {kind.value} ({shape} of one tile)")
    if concealed:
        return Meld(MeldKind.KONG, tiles[0], concealed=True, claimed_from=None)
    return Meld(kind, tiles[0])


def _is_chow(tiles: list[Tile]) -> bool:
    return len(tiles) == 3 and is_suited(tiles[0]) and tiles[1] == tiles[0] + 1 and tiles[2] == tiles[0] + 2


def meld_to_json(meld: Meld) -> dict[str, Any]:
    """A meld in the batch formats: ``{"kind", "tiles", "concealed"}`` (the inverse of melds_from_json)."""
    from .notation import format_tiles

    return {"kind": meld.kind.value, "tiles": format_tiles(meld.tiles), "concealed": meld.concealed}


def situation_to_json(hand, ctx, ident: Any = None) -> dict[str, Any]:
    """A winning hand and its conditions as a batch-scoring situation (DESIGN.md "Batch scoring").

    >>> from trainer.engine.notation import parse_hand
    >>> from trainer.engine.fans.context import WinContext
    >>> situation_to_json(parse_hand("[123m]456p789s1123s4s"), WinContext(), "q1")["melds"]
    [{'kind': 'chow', 'tiles': '123m', 'concealed': False}]
    """
    from .notation import format_tiles, tile_token

    out: dict[str, Any] = {} if ident is None else {"id": ident}
    out.update({
        "concealed": format_tiles(hand.standing),
        "melds": [meld_to_json(m) for m in hand.melds],
        "win_tile": tile_token(hand.win_tile),
        "self_drawn": ctx.self_drawn,
        "last_copy": ctx.last_copy,
        "kong_related": ctx.kong_related,
        "last_tile": ctx.last_tile,
        "seat_wind": tile_token(ctx.seat_wind),
        "round_wind": tile_token(ctx.round_wind),
        "flowers": ctx.flowers,
    })  # fmt: skip
    return out
