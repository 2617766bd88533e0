"""``trainer score --rules guangdong`` and ``trainer waits --rules guangdong``: a Guangdong hand for a
person to read (types, what the ghosts stood for, multipliers, payments with the horses)."""

from __future__ import annotations

import argparse

from trainer.engine.errors import InvalidHand, NotAWin
from trainer.engine.guangdong.hand_types import MULTIPLIER_NAMES, TYPES, HandType, type_name
from trainer.engine.guangdong.rules import GuangdongRules
from trainer.engine.guangdong.scoring import (
    GdContext,
    GdResult,
    WinBy,
    describe_groups,
    score_hand,
    winning_tiles,
)
from trainer.engine.guangdong.settlement import settle
from trainer.engine.notation import format_hand, format_tiles, parse_hand, parse_tiles, tile_token

SEAT_NAMES = ("the winner", "the next player", "the opposite player", "the previous player")
_LANG_INDEX = {"zh_CN": 0, "zh_TW": 1, "en": 2}


def _ghost(args: argparse.Namespace):
    if not args.ghost:
        return None
    tiles = parse_tiles(args.ghost)
    if len(tiles) != 1:
        raise InvalidHand(f"--ghost takes one tile, not {args.ghost!r}")
    return tiles[0]


def _context(args: argparse.Namespace) -> GdContext:
    if args.flowers:
        raise InvalidHand("Guangdong mahjong is played without flowers: leave out --flowers")
    rob = args.rob or (args.kong and not args.self_drawn)
    return GdContext(
        win_by=WinBy.ROBBING_KONG if rob else WinBy.SELF_DRAWN,
        kong_replacement=args.kong and not rob,
        last_tile=args.last_tile,
    )


def run_score_guangdong(args: argparse.Namespace) -> int:
    if not args.hand:
        raise InvalidHand(
            "give a hand to score, e.g. trainer score --rules guangdong '123m456p789p2s6sEE3s' --ghost 6s"
        )
    hand = parse_hand(args.hand)
    if hand.win_tile is None:
        raise InvalidHand(
            "the hand has 13 tiles; add the win tile last, or use 'trainer waits --rules guangdong'"
        )
    ghost = _ghost(args)
    rules = GuangdongRules(ghosts=ghost is not None)
    try:
        result = score_hand(hand, _context(args), ghost=ghost, rules=rules)
    except NotAWin:
        raise NotAWin(
            f"{format_hand(hand)} is not a winning hand"
            + (f" with {tile_token(ghost)} as the ghost" if ghost else "")
        ) from None
    print(describe(result, args.lang))
    horses = tuple(parse_tiles(args.horses)) if args.horses else ()
    robbed = result.context.win_by is WinBy.ROBBING_KONG
    # robbing the kong: the robbed player pays for all three (which seat it is does not change the
    # winner's total, since only the winner's horses are given here)
    settlement = settle(
        winner=0,
        value=result.total,
        horses={0: horses} if horses else None,
        liable=2 if robbed else None,
        rules=rules,
    )
    for _owner, tile, seat in settlement.horse_seats:
        print(f"Horse {tile_token(tile)}: {SEAT_NAMES[seat]}")
    pays = settlement.payments
    if robbed:
        print(
            f"Payments: the winner receives {pays[0]}, all of it from the robbed player"
            " (抢杠和: he pays for all three)."
        )
    else:
        print(
            f"Payments: the winner receives {pays[0]}; the others pay {-pays[1]}, {-pays[2]}, "
            f"{-pays[3]} (next, opposite, previous)."
        )
    return 0


def _name(hand_type: HandType, lang: str) -> str:
    return type_name(hand_type, lang)


def describe(result: GdResult, lang: str = "all") -> str:
    how = {
        WinBy.SELF_DRAWN: "self-drawn",
        WinBy.ROBBING_KONG: "robbing a kong",
        WinBy.DISCARD: "on a discard",
    }[result.context.win_by]
    lines = [f"Hand: {format_hand(result.hand)}  (win tile {tile_token(result.hand.win_tile)}, {how})"]
    if result.ghost is not None:
        held = f"{result.ghosts} held" if result.ghosts else "none held"
        stood = (
            f"; they stand for {format_tiles(result.substitution, sort=False)}" if result.substitution else ""
        )
        lines.append(f"Ghost: {tile_token(result.ghost)} ({held}{stood})")
    if result.groups:
        lines.append(f"Reading: {describe_groups(result.groups)}")
    lines.append("Hand types:")
    for t in result.types:
        mark = "counts" if t in result.counted else "not counted (values do not add up)"
        lines.append(f"  {TYPES[t].points:>3}  {_name(t, lang)}: {mark}")
    if not result.types:
        lines.append(f"  {TYPES[HandType.JI_HU].points:>3}  {_name(HandType.JI_HU, lang)}: counts")
    for multiplier, factor in result.multipliers:
        names = MULTIPLIER_NAMES[multiplier]
        name = names[_LANG_INDEX[lang]] if lang in _LANG_INDEX else f"{names[0]} {names[2]}"
        lines.append(f"  x{factor}  {name}")
    lines.append(f"Total: {result.total} ({result.base} x {result.factor})")
    return "\n".join(lines)


def run_waits_guangdong(args: argparse.Namespace) -> int:
    hand = parse_hand(args.hand)
    if hand.win_tile is not None:
        raise InvalidHand("'trainer waits' takes 13 tiles; this hand has 14 (use 'trainer score')")
    ghost = _ghost(args)
    waits = winning_tiles(hand.standing, len(hand.melds), ghost)
    if not waits:
        print(f"{format_hand(hand)} is not ready (no tile completes it).")
        return 0
    print(f"{format_hand(hand)} waits on {format_tiles(waits)}")
    rules = GuangdongRules(ghosts=ghost is not None)
    for tile in waits:
        result = score_hand(
            hand.__class__(hand.melds, hand.standing, tile), _context(args), ghost=ghost, rules=rules
        )
        names = ", ".join(_name(t, args.lang) for t in result.counted)
        print(f"  {tile_token(tile):>2}  {result.total:>3}  {names}")
    return 0
