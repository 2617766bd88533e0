"""``trainer score`` and ``trainer waits``: score a hand or list its waits, for a person or in batch.

Standard library only: ``python -m trainer score --jsonl`` must never load Qt.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from typing import TextIO

from trainer.cli.jsonl import answer_lines
from trainer.engine.batch import score_json
from trainer.engine.errors import InvalidHand, NotAWin
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.scoring import GroupKind, ReadingScore, ScoreResult, score_hand
from trainer.engine.fans.table import FANS, FanId, Principle
from trainer.engine.notation import HONOR_LETTERS, format_hand, format_tiles, parse_hand, tile_token
from trainer.engine.settlement import win_payments
from trainer.engine.tiles import Tile
from trainer.engine.waits import find_waits

NAME_FIELDS = {"zh_CN": "zh", "zh_TW": "zh_tw", "en": "en"}
WIND_NAMES = {"E": "East 东", "S": "South 南", "W": "West 西", "N": "North 北"}


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    score = subparsers.add_parser(
        "score",
        help="score a winning hand (or JSON lines with --jsonl)",
        description="Score a winning hand written in the calculator notation, e.g. "
        "'[123p1][345s2][999s3]6m6pEW1m' (the last standing tile is the win tile).",
    )
    score.add_argument("hand", nargs="?", help="the hand, 14 tiles with the win tile last")
    score.add_argument("--jsonl", action="store_true", help="read situations as JSON lines from stdin")
    _add_rules_options(score)
    _add_context_options(score)
    score.set_defaults(handler=run_score)

    waits = subparsers.add_parser(
        "waits",
        help="list the winning tiles of a 13-tile hand with their scores",
        description="List every tile that completes a 13-tile hand, its score and whether it reaches 8 points.",
    )
    waits.add_argument("hand", help="the hand, 13 tiles (melds count as three)")
    _add_rules_options(waits)
    _add_context_options(waits)
    waits.set_defaults(handler=run_waits)


def _add_rules_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules", default="mcr", choices=["mcr", "guangdong"], help="rule set, default mcr")
    parser.add_argument("--ghost", help="guangdong: the ghost tile (鬼牌), e.g. 6s")
    parser.add_argument("--horses", default="", help="guangdong: the winner's horse tiles (买马), e.g. 15m7p")
    parser.add_argument("--rob", action="store_true", help="guangdong: won by robbing a kong (抢杠和)")


def _add_context_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--self-drawn", action="store_true", help="won by self-draw (自摸)")
    parser.add_argument("--last-copy", action="store_true", help="the win tile is the last copy (和绝张)")
    parser.add_argument(
        "--kong", action="store_true", help="won on a kong: replacement tile or robbing (杠上开花/抢杠和)"
    )
    parser.add_argument(
        "--last-tile", action="store_true", help="won on the wall's last tile (妙手回春/海底捞月)"
    )
    parser.add_argument("--seat", default="E", choices="ESWN", help="seat wind (门风), default E")
    parser.add_argument("--round", default="E", choices="ESWN", help="prevalent wind (圈风), default E")
    parser.add_argument("--flowers", type=int, default=0, help="number of flowers, 0-8")
    parser.add_argument("--lang", default="all", choices=["all", *NAME_FIELDS], help="language of fan names")


def _context(args: argparse.Namespace) -> WinContext:
    return WinContext(
        self_drawn=args.self_drawn,
        last_copy=args.last_copy,
        kong_related=args.kong,
        last_tile=args.last_tile,
        seat_wind=Tile(HONOR_LETTERS[args.seat]),
        round_wind=Tile(HONOR_LETTERS[args.round]),
        flowers=args.flowers,
    )


def fan_name(fan: FanId, lang: str = "all") -> str:
    row = FANS[fan]
    if lang == "all":
        return f"{row.zh} {row.en}"
    return getattr(row, NAME_FIELDS[lang])


def _why_not(by: FanId | Principle, lang: str) -> str:
    if isinstance(by, Principle):
        return f"not counted by the principle {by.value} ({by.name.replace('_', ' ').lower()})"
    return f"included in {fan_name(by, lang)}"


def run_score(args: argparse.Namespace) -> int:
    if args.jsonl:
        return run_jsonl(sys.stdin, sys.stdout, rules=args.rules)
    if args.rules == "guangdong":
        from trainer.cli.guangdong import run_score_guangdong

        return run_score_guangdong(args)
    if not args.hand:
        raise InvalidHand("give a hand to score, e.g. trainer score '123m456p789s11123s', or use --jsonl")
    hand = parse_hand(args.hand)
    if hand.win_tile is None:
        raise InvalidHand(
            "the hand has 13 tiles; add the win tile last, or use 'trainer waits' to list its waits"
        )
    try:
        result = score_hand(hand, _context(args))
    except NotAWin:
        raise NotAWin(f"{format_hand(hand)} is not a winning hand") from None
    print(describe_result(result, args.lang))
    return 0


def run_jsonl(source: Iterable[str], sink: TextIO, rules: str = "mcr") -> int:
    """Score JSON lines: one output line per input line, same order; bad lines get an error."""
    if rules == "guangdong":
        from trainer.engine.guangdong.batch import score_json as score_guangdong

        return answer_lines(source, sink, score_guangdong)
    return answer_lines(source, sink, score_json)


def describe_reading(reading: ReadingScore) -> str:
    parts = []
    for group in reading.reading.groups:
        text = format_tiles(group.tiles)
        if group.kind in (GroupKind.CHOW, GroupKind.PUNG, GroupKind.KONG):
            mark = "exposed " if group.exposed else ("concealed " if group.declared else "")
            parts.append(f"{mark}{group.kind.value} {text}")
        else:
            parts.append(f"{group.kind.value} {text}")
    return f"{reading.reading.form.value}: " + ", ".join(parts)


def describe_result(result: ScoreResult, lang: str = "all") -> str:
    ctx = result.context
    how = "self-drawn" if ctx.self_drawn else "on a discard"
    lines = [
        f"Hand: {format_hand(result.hand)}  (win tile {tile_token(result.hand.win_tile)} {how}; "
        f"seat {tile_token(ctx.seat_wind)}, round {tile_token(ctx.round_wind)}, flowers {ctx.flowers})",
        f"Reading: {describe_reading(result.best)}",
        "Fans:",
    ]
    for fan in result.fans:
        times = f" x{fan.count}" if fan.count > 1 else ""
        lines.append(f"  {fan.points:>3}  {fan_name(fan.fan, lang)}{times}")
    if result.best.suppressed:
        lines.append("Not counted:")
        for item in result.best.suppressed:
            times = f" x{item.count}" if item.count > 1 else ""
            lines.append(f"       {fan_name(item.fan, lang)}{times}: {_why_not(item.by, lang)}")
    legal = "reaches the 8-point minimum" if result.is_legal else "BELOW the 8-point minimum: not a legal win"
    flowers = f" + {result.flowers} flowers" if result.flowers else ""
    lines.append(f"Total: {result.total} ({result.base}{flowers}); {legal}")
    if result.is_legal:
        lines.append(_payments_line(result))
    if result.alternatives:
        lines.append(f"Other readings with the same value: {len(result.alternatives)}")
        lines.extend(f"  {describe_reading(alt)}" for alt in result.alternatives)
    return "\n".join(lines)


def _payments_line(result: ScoreResult) -> str:
    points = result.total
    if result.context.self_drawn:
        each = win_payments(points, 0)[1]
        return f"Payments: each of the three others pays {-each} (8 + {points}); the winner receives {3 * -each}."
    net = win_payments(points, 0, 1)
    return (
        f"Payments: the discarder pays {-net[1]} (8 + {points}), the two others pay 8 each; "
        f"the winner receives {net[0]}."
    )


def run_waits(args: argparse.Namespace) -> int:
    if args.rules == "guangdong":
        from trainer.cli.guangdong import run_waits_guangdong

        return run_waits_guangdong(args)
    hand = parse_hand(args.hand)
    if hand.win_tile is not None:
        raise InvalidHand("'trainer waits' takes 13 tiles; this hand has 14 (use 'trainer score')")
    waits = find_waits(hand, _context(args))
    if not waits:
        print(f"{format_hand(hand)} is not ready (no tile completes it).")
        return 0
    legal = [w for w in waits if w.legal]
    print(
        f"{format_hand(hand)} waits on {format_tiles(w.tile for w in waits)}"
        f" ({len(legal)} of {len(waits)} reach 8 points)"
    )
    for wait in waits:
        mark = "legal" if wait.legal else "below 8"
        fans = ", ".join(
            fan_name(f.fan, args.lang) + (f" x{f.count}" if f.count > 1 else "") for f in wait.result.fans
        )
        print(
            f"  {tile_token(wait.tile):>2}  {wait.result.total:>3}  {mark:<7}  {wait.shape.value:<16} {fans}"
        )
    return 0
