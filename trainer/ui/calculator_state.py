"""The calculator's hand being built: an immutable value, so undo and redo are a list of states.

Qt-free; every edit returns a new state or raises :class:`InvalidHand` with a message for the user.

>>> state = CalculatorState.from_notation("123m456p789s1123s")
>>> state = state.add_tile(Tile.S4)
>>> state.notation(), state.is_complete
('123m456p7891123s4s', True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from trainer.engine.errors import InvalidHand
from trainer.engine.fans.context import WinContext
from trainer.engine.notation import (
    build_hand,
    check_copies,
    format_meld,
    format_tiles,
    parse_hand,
    tile_token,
)
from trainer.engine.tiles import Hand, Meld, MeldKind, Seat, Tile

MAX_TILES = 14


@dataclass(frozen=True, slots=True)
class CalculatorState:
    melds: tuple[Meld, ...] = ()
    standing: tuple[Tile, ...] = ()  # in the order placed; when full, the last one is the win tile
    context: WinContext = WinContext()

    @property
    def size(self) -> int:
        """Tiles counted as in a hand: a meld counts three."""
        return len(self.standing) + 3 * len(self.melds)

    @property
    def is_complete(self) -> bool:
        return self.size == MAX_TILES

    @property
    def win_tile(self) -> Tile | None:
        return self.standing[-1] if self.is_complete else None

    def all_tiles(self) -> list[Tile]:
        return [t for m in self.melds for t in m.tiles] + list(self.standing)

    def _checked(self, state: CalculatorState) -> CalculatorState:
        if state.size > MAX_TILES:
            raise InvalidHand("the hand is full: 14 tiles with the win tile")
        check_copies(state.all_tiles())
        return state

    def add_tile(self, tile: Tile) -> CalculatorState:
        return self._checked(replace(self, standing=(*self.standing, tile)))

    def add_meld(self, meld: Meld) -> CalculatorState:
        if len(self.melds) >= 4:
            raise InvalidHand("a hand has at most four melds")
        if self.size + 3 > MAX_TILES - 1 and not (self.size + 3 == MAX_TILES and self.standing):
            raise InvalidHand("no room for another meld: remove some standing tiles first")
        return self._checked(replace(self, melds=(*self.melds, meld)))

    def remove_standing(self, index: int) -> CalculatorState:
        standing = list(self.standing)
        del standing[index]
        return replace(self, standing=tuple(standing))

    def remove_meld(self, index: int) -> CalculatorState:
        melds = list(self.melds)
        del melds[index]
        return replace(self, melds=tuple(melds))

    def make_win_tile(self, index: int) -> CalculatorState:
        """Move a standing tile to the win-tile place (the end)."""
        standing = list(self.standing)
        standing.append(standing.pop(index))
        return replace(self, standing=tuple(standing))

    def sorted(self) -> CalculatorState:
        """Sort the standing tiles, keeping the win tile last when the hand is complete."""
        if self.is_complete:
            return replace(self, standing=(*sorted(self.standing[:-1]), self.standing[-1]))
        return replace(self, standing=tuple(sorted(self.standing)))

    def cleared(self) -> CalculatorState:
        return replace(self, melds=(), standing=())

    def with_context(self, context: WinContext) -> CalculatorState:
        return replace(self, context=context)

    def hand(self) -> Hand:
        """The hand as the engine sees it (13 tiles, or 14 with the win tile last)."""
        return build_hand(self.melds, self.standing)

    def notation(self) -> str:
        """The hand in calculator notation, standing tiles in the order placed."""
        melds = "".join(format_meld(m) for m in self.melds)
        if self.is_complete:
            return melds + format_tiles(self.standing[:-1], sort=False) + tile_token(self.standing[-1])
        return melds + format_tiles(self.standing, sort=False)

    @classmethod
    def from_notation(cls, text: str, context: WinContext | None = None) -> CalculatorState:
        """Read typed or pasted notation; a partial hand (fewer tiles) is allowed while building."""
        text = text.strip()
        if not text:
            return cls(context=context or WinContext())
        hand = parse_hand(text, partial=True)
        standing = hand.standing_with_win()
        return cls(hand.melds, tuple(standing), context or WinContext())


def meld_of(kind: str, tile: Tile, *, source: Seat = Seat.LEFT, claimed_index: int = 0) -> Meld:
    """Build a meld from the palette: ``kind`` is chow, pung, kong, concealed_kong or promoted_kong."""
    if kind == "chow":
        if tile >= 0x40 or tile.rank > 7:
            raise InvalidHand(f"a chow starting at {tile_token(tile)} would run past 9")
        return Meld(MeldKind.CHOW, tile, claimed_index=claimed_index)
    if kind == "pung":
        return Meld(MeldKind.PUNG, tile, claimed_from=source)
    if kind == "kong":
        return Meld(MeldKind.KONG, tile, claimed_from=source)
    if kind == "promoted_kong":
        return Meld(MeldKind.KONG, tile, claimed_from=source, promoted=True)
    if kind == "concealed_kong":
        return Meld(MeldKind.KONG, tile, concealed=True, claimed_from=None)
    raise InvalidHand(f"unknown meld kind {kind!r}")
