"""Hand notation: the reference calculator's grammar, parsed and written back.

Number tiles are digits followed by a suit letter (``m`` 万, ``s`` 条, ``p`` 饼; a run shares the
letter: ``123m``); honors are ``E S W N`` (winds) and ``C F P`` (中 发 白).  Melds stand in
brackets with an optional digit: ``[123m]`` chow (the digit says which tile was claimed),
``[999s3]`` pung (who discarded it: 1 上家, 2 对家, 3 下家), ``[SSSS]`` concealed kong, ``[8888p1]``
exposed kong, ``[1111s6]`` promoted kong (5-7: the pung came from 上家/对家/下家).  When there are
``14 - 3 x melds`` standing tiles, the last one written is the win tile.

>>> hand = parse_hand("[123p1][345s2][999s3]6m6pEW1m")
>>> hand.win_tile, len(hand.standing)
(<Tile.M1: 17>, 4)
>>> format_hand(hand)
'[123p][345s2][999s3]6m6pEW1m'
>>> parse_hand("123m45x")
Traceback (most recent call last):
...
trainer.engine.errors.NotationError: position 7: 'x' is not a tile or meld character
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from .errors import NotationError
from .tiles import TABLE_SIZE, TILES, Hand, Meld, MeldKind, Seat, Tile

SUIT_LETTERS = {"m": 0x10, "s": 0x20, "p": 0x30}
HONOR_LETTERS = {"E": 0x41, "S": 0x42, "W": 0x43, "N": 0x44, "C": 0x45, "F": 0x46, "P": 0x47}
_SUFFIX_OF_SUIT = {v >> 4: k for k, v in SUIT_LETTERS.items()}
_LETTER_OF_HONOR = {v: k for k, v in HONOR_LETTERS.items()}
MAX_MELDS = 4


def tile_token(tile: int) -> str:
    """The notation of one tile: ``'5m'``, ``'E'``."""
    if tile in _LETTER_OF_HONOR:
        return _LETTER_OF_HONOR[tile]
    return f"{tile & 0xF}{_SUFFIX_OF_SUIT[tile >> 4]}"


def _parse_tile_run(text: str, start: int, stop: int, *, in_meld: bool) -> tuple[list[Tile], int]:
    """Read tiles from ``text[start:stop]``; return the tiles and the position where reading ended.

    Reading ends at a bracket, at the end, or (inside a meld) at a trailing claim digit.
    """
    tiles: list[Tile] = []
    digits_start = -1
    pending: list[int] = []
    i = start
    while i < stop:
        ch = text[i]
        if ch.isdigit() and ch.isascii():
            if ch == "0":
                raise NotationError(f"position {i + 1}: 0 is not a tile rank (ranks are 1-9)")
            if not pending:
                digits_start = i
            pending.append(int(ch))
        elif ch in SUIT_LETTERS:
            if not pending:
                raise NotationError(f"position {i + 1}: suit letter '{ch}' has no digits before it")
            tiles.extend(TILES[SUIT_LETTERS[ch] | d] for d in pending)
            pending.clear()
        elif ch in HONOR_LETTERS:
            if pending:
                raise _unsuited(text, digits_start, i)
            tiles.append(TILES[HONOR_LETTERS[ch]])
        elif ch in "[]":
            break
        else:
            raise NotationError(f"position {i + 1}: {ch!r} is not a tile or meld character")
        i += 1
    if pending:
        if in_meld and len(pending) == 1 and digits_start == i - 1 and tiles:
            return tiles, i - 1  # the last digit is the meld's claim digit
        raise _unsuited(text, digits_start, i)
    return tiles, i


def _unsuited(text: str, start: int, end: int) -> NotationError:
    return NotationError(
        f"position {start + 1}: digits '{text[start:end]}' have no suit letter (m, s or p) after them"
    )


def _parse_meld(text: str, open_at: int) -> tuple[Meld, int]:
    close_at = text.find("]", open_at + 1)
    nested = text.find("[", open_at + 1)
    if close_at < 0 or 0 <= nested < close_at:
        raise NotationError(f"position {open_at + 1}: '[' is not closed by ']'")
    body = text[open_at + 1 : close_at]
    tiles, end = _parse_tile_run(text, open_at + 1, close_at, in_meld=True)
    digit = int(text[end]) if end < close_at else None
    where = f"position {open_at + 1}: meld [{body}]"
    kinds = sorted(tiles)
    if len(tiles) == 4 and len(set(tiles)) == 1:
        if digit is None:
            return Meld(MeldKind.KONG, kinds[0], concealed=True, claimed_from=None), close_at + 1
        if digit in (1, 2, 3):
            return Meld(MeldKind.KONG, kinds[0], claimed_from=Seat(digit)), close_at + 1
        if digit in (5, 6, 7):
            meld = Meld(MeldKind.KONG, kinds[0], claimed_from=Seat(digit - 4), promoted=True)
            return meld, close_at + 1
        raise NotationError(f"{where}: a kong's digit must be 1-3 (exposed) or 5-7 (promoted)")
    if len(tiles) == 3 and len(set(tiles)) == 1:
        if digit not in (None, 1, 2, 3):
            raise NotationError(f"{where}: a pung's digit must be 1, 2 or 3 (who discarded it)")
        return Meld(MeldKind.PUNG, kinds[0], claimed_from=Seat(digit or 1)), close_at + 1
    if (
        len(tiles) == 3
        and (kinds[0] >> 4) in _SUFFIX_OF_SUIT
        and kinds[1] == kinds[0] + 1
        and kinds[2] == kinds[0] + 2
    ):
        if digit not in (None, 1, 2, 3):
            raise NotationError(f"{where}: a chow's digit must be 1, 2 or 3 (which tile was claimed)")
        claimed = tiles[(digit or 1) - 1]
        return Meld(MeldKind.CHOW, kinds[0], claimed_index=claimed - kinds[0]), close_at + 1
    raise NotationError(f"{where} is not a chow, pung or kong")


def parse_hand(text: str, *, partial: bool = False) -> Hand:
    """Parse a hand written in the reference calculator's notation.

    A hand with ``14 - 3 x melds`` standing tiles gets its last standing tile as the win tile; one
    with ``13 - 3 x melds`` has none.  Any other count, a fifth copy of a tile, or more than four
    melds raises :class:`NotationError` naming the problem.  With ``partial`` (a hand being
    built, tiles shown in a lesson) fewer tiles are allowed and there is no win tile unless full.

    >>> parse_hand("123m555p", partial=True).standing[-1]
    <Tile.P5: 53>
    """
    text = text.strip()
    if not text:
        raise NotationError("the hand is empty")
    melds: list[Meld] = []
    standing: list[Tile] = []
    i = 0
    while i < len(text):
        if text[i] == "[":
            meld, i = _parse_meld(text, i)
            melds.append(meld)
            if len(melds) > MAX_MELDS:
                raise NotationError(f"position {i}: more than {MAX_MELDS} melds")
        elif text[i] == "]":
            raise NotationError(f"position {i + 1}: ']' without a matching '['")
        else:
            tiles, i = _parse_tile_run(text, i, len(text), in_meld=False)
            standing.extend(tiles)
    if partial and len(standing) + 3 * len(melds) < 13:
        hand = Hand(tuple(melds), tuple(standing))
        check_copies(hand.all_tiles())
        return hand
    return build_hand(melds, standing)


def build_hand(melds: Sequence[Meld], standing: Sequence[Tile], win_tile: Tile | None = None) -> Hand:
    """Check tile counts and return a :class:`Hand`.

    Without an explicit ``win_tile``, a full set of standing tiles gives up its last tile as the
    win tile (the notation's rule).
    """
    full = 14 - 3 * len(melds)
    count = len(standing) + (win_tile is not None)
    if count > full:
        raise NotationError(
            f"too many tiles: {count} standing tiles with {len(melds)} melds (at most {full})"
        )
    if count < full - 1:
        raise NotationError(
            f"too few tiles: {count} standing tiles with {len(melds)} melds"
            f" ({full - 1}, or {full} with the win tile)"
        )
    standing = list(standing)
    if win_tile is None and count == full:
        win_tile = standing.pop()
    hand = Hand(tuple(melds), tuple(standing), win_tile)
    check_copies(hand.all_tiles())
    return hand


def check_copies(tiles: Iterable[int]) -> None:
    counts = [0] * TABLE_SIZE
    for t in tiles:
        counts[t] += 1
        if counts[t] > 4:
            raise NotationError(f"more than four copies of {tile_token(t)}")


def parse_tiles(text: str) -> list[Tile]:
    """Parse plain tiles with no melds (``'19m19s19pESWNCFP'``), in written order."""
    return list(_parse_tiles_cached(text.strip()))


@lru_cache(maxsize=8192)
def _parse_tiles_cached(text: str) -> tuple[Tile, ...]:
    tiles, end = _parse_tile_run(text, 0, len(text), in_meld=False)
    if end != len(text):
        raise NotationError(f"position {end + 1}: melds are not allowed here")
    return tuple(tiles)


def format_tiles(tiles: Iterable[int], *, sort: bool = True) -> str:
    """Write tiles with one suffix per run of a suit: ``[0x11, 0x12, 0x41]`` -> ``'12mE'``."""
    tiles = sorted(tiles) if sort else list(tiles)
    out: list[str] = []
    run_suit = 0
    for t in tiles:
        suit = t >> 4
        if suit != run_suit and run_suit in _SUFFIX_OF_SUIT:
            out.append(_SUFFIX_OF_SUIT[run_suit])
        run_suit = suit
        out.append(_LETTER_OF_HONOR[t] if t in _LETTER_OF_HONOR else str(t & 0xF))
    if run_suit in _SUFFIX_OF_SUIT:
        out.append(_SUFFIX_OF_SUIT[run_suit])
    return "".join(out)


def format_meld(meld: Meld) -> str:
    body = format_tiles(meld.tiles)
    if meld.kind is MeldKind.CHOW:
        digit = meld.claimed_index + 1
        return f"[{body}{digit if digit != 1 else ''}]"
    if meld.kind is MeldKind.PUNG:
        source = meld.claimed_from or Seat.LEFT
        return f"[{body}{source if source != Seat.LEFT else ''}]"
    if meld.concealed:
        return f"[{body}]"
    source = int(meld.claimed_from or Seat.LEFT)
    return f"[{body}{source + 4 if meld.promoted else source}]"


def format_hand(hand: Hand) -> str:
    """The canonical notation: melds as given, standing tiles sorted, then the win tile."""
    text = "".join(format_meld(m) for m in hand.melds) + format_tiles(hand.standing)
    if hand.win_tile is not None:
        text += tile_token(hand.win_tile)
    return text
