"""``trainer shanten``: how far a hand is from ready, per form, and which discard keeps it closest.

``trainer shanten "<13 tiles>"`` prints each form's shanten and useful tiles with their unseen
copies; ``trainer shanten "<14 tiles>"`` prints the discard table; ``trainer shanten --jsonl``
reads JSON lines (DESIGN.md "Batch shanten") from standard input.  Standard library only: this
path never loads Qt.
"""

from __future__ import annotations

import argparse
import sys
import unicodedata
from collections.abc import Iterable
from typing import Any, TextIO

from trainer.cli.jsonl import answer_lines
from trainer.engine.efficiency import FAR, HandAnalysis, analyse_discards_fan_aware, analyse_hand
from trainer.engine.errors import InvalidHand, TrainerError
from trainer.engine.fans.table import FANS
from trainer.engine.notation import check_copies, format_hand, format_tiles, parse_hand, parse_tiles
from trainer.engine.shanten import (
    FORMS,
    ShantenResult,
    analyse_discards,
    count_shanten,
    live_counts,
    unseen_copies,
)
from trainer.engine.situation import melds_from_json
from trainer.engine.tiles import Hand, Tile
from trainer.engine.waits import find_waits

FORM_NAMES = {
    "regular": "regular 基本和型",
    "seven_pairs": "seven pairs 七对",
    "thirteen_orphans": "thirteen orphans 十三幺",
    "honors_knitted": "honors & knitted 全不靠",
    "knitted_straight": "knitted straight 组合龙",
}


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "shanten",
        help="shanten and useful tiles of a hand, or the best discard (JSON lines with --jsonl)",
        description="With 13 tiles (melds count as three): the shanten of each winning form and the "
        "tiles that lower it, with the copies you have not seen.  With 14 tiles: every discard, "
        "ranked by the shanten left and then by the unseen copies of the useful tiles.",
    )
    parser.add_argument("hand", nargs="?", help="the hand in calculator notation, e.g. '[123m]2345s678sEEW'")
    parser.add_argument(
        "--seen",
        default="",
        metavar="TILES",
        help="other tiles you can see (discards, other players' melds), e.g. '1s1s5mE'; your own tiles "
        "always count as seen",
    )
    parser.add_argument("--jsonl", action="store_true", help="read hands as JSON lines from stdin")
    parser.set_defaults(handler=run_shanten)


def run_shanten(args: argparse.Namespace) -> int:
    if args.jsonl:
        if args.hand:
            raise InvalidHand("give either a hand or --jsonl, not both")
        return run_jsonl(sys.stdin, sys.stdout)
    if not args.hand:
        raise InvalidHand("give a hand, e.g. trainer shanten '1234m55p789sESWN', or use --jsonl")
    hand = parse_hand(args.hand)
    seen = hand.all_tiles() + parse_tiles(args.seen)
    unseen_copies(seen)  # checks that no tile is seen more than four times
    if hand.win_tile is None:
        print(describe_shanten(hand, seen))
        print()
        print(describe_legal(hand, seen))
    else:
        print(describe_discards(hand, seen))
        print()
        print(describe_fan_aware_discards(hand, seen))
    if not args.seen:
        print("\n(unseen copies: only your own tiles count as seen; add --seen with the discards and melds)")
    return 0


# ---------------------------------------------------------------------------------------------
# JSON lines


def run_jsonl(source: Iterable[str], sink: TextIO) -> int:
    """One output line per non-blank input line, in order; a line that cannot be read gets an error."""
    return answer_lines(source, sink, shanten_json)


def shanten_json(obj: Any) -> dict[str, Any]:
    """One batch-shanten object in, one result object out; bad input gives ``{"id", "error"}``.

    >>> melds = [{"kind": "chow", "tiles": "123m"}]
    >>> out = shanten_json({"id": "h1", "concealed": "23455s678sEE", "melds": melds})
    >>> out["shanten"], out["forms"]["regular"], out["forms"]["seven_pairs"]
    (0, {'shanten': 0, 'useful': '5sE'}, None)
    >>> shanten_json({"id": 7, "concealed": "2345s678sEE", "melds": melds})
    {'id': 7, 'error': "'concealed' has 9 tiles; with 1 meld it needs 10"}
    """
    ident = obj.get("id") if isinstance(obj, dict) else None
    try:
        hand = hand_from_json(obj)
        result = count_shanten(hand)
    except TrainerError as error:
        return {"id": ident, "error": str(error)}
    return {"id": ident, **result_to_json(result)}


def hand_from_json(obj: Any) -> Hand:
    """``{"concealed": "<tiles>", "melds": [...]}`` with concealed + 3 x melds = 13 -> a :class:`Hand`."""
    if not isinstance(obj, dict):
        raise InvalidHand("a line must be a JSON object with concealed and melds")
    concealed = obj.get("concealed")
    if not isinstance(concealed, str):
        raise InvalidHand("'concealed' must be a string of tiles, e.g. \"2345s678sEEW\"")
    melds = melds_from_json(obj.get("melds"))
    standing = parse_tiles(concealed) if concealed.strip() else []
    need = 13 - 3 * len(melds)
    if len(standing) != need:
        with_melds = "1 meld" if len(melds) == 1 else f"{len(melds)} melds"
        raise InvalidHand(f"'concealed' has {len(standing)} tiles; with {with_melds} it needs {need}")
    hand = Hand(tuple(melds), tuple(standing))
    check_copies(hand.all_tiles())
    return hand


def result_to_json(result: ShantenResult) -> dict[str, Any]:
    forms: dict[str, Any] = {}
    for name in FORMS:
        form = result.forms[name]
        forms[name] = None if form is None else {"shanten": form.shanten, "useful": format_tiles(form.useful)}
    return {"shanten": result.shanten, "forms": forms}


# ---------------------------------------------------------------------------------------------
# Text for people


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - _width(text))


def _with_copies(tiles: Iterable[Tile], unseen: dict[Tile, int]) -> str:
    return " ".join(f"{format_tiles([t])}:{unseen[t]}" for t in sorted(tiles))


def _kinds(n: int) -> str:
    return "1 kind" if n == 1 else f"{n} kinds"


def _copies(n: int) -> str:
    return "1 copy" if n == 1 else f"{n} copies"


def shanten_words(shanten: int) -> str:
    """``0`` -> ``'ready (听牌)'``, ``2`` -> ``'2 shanten (2向听)'``, ``-1`` -> ``'complete (和牌)'``."""
    if shanten < 0:
        return "complete (和牌)"
    if shanten == 0:
        return "ready (听牌)"
    return f"{shanten} shanten ({shanten}向听)"


def describe_shanten(hand: Hand, seen: Iterable[int]) -> str:
    """Each form's shanten and useful tiles for a 13-tile hand, with unseen copies."""
    seen = list(seen)
    result = count_shanten(hand)
    live = live_counts(result, seen)
    unseen = unseen_copies(seen)
    best = ", ".join(FORM_NAMES[f] for f in result.best_forms)
    lines = [
        f"{format_hand(hand)}: {shanten_words(result.shanten)}, by {best}",
        f"useful tiles: {_kinds(len(result.useful))}, {_copies(live.total)} unseen",
        "",
        f"{_pad('form', 26)}{'shanten':>8}{'kinds':>7}{'unseen':>8}  useful tiles:unseen copies",
    ]
    for name in FORMS:
        form = result.forms[name]
        label = _pad(FORM_NAMES[name], 26)
        if form is None:
            reason = "not with melds" if name != "knitted_straight" else "not with two or more melds"
            lines.append(f"{label}{'-':>8}{'':>7}{'':>8}  ({reason})")
            continue
        mark = "*" if form.shanten == result.shanten else " "
        lines.append(
            f"{label}{form.shanten:>7}{mark}{len(form.useful):>7}{live.forms[name]:>8}  "
            f"{_with_copies(form.useful, unseen)}"
        )
    lines.append("(* the least shanten; the hand's useful tiles are those of the starred forms)")
    return "\n".join(lines)


def describe_discards(hand: Hand, seen: Iterable[int]) -> str:
    """The discard table of a 14-tile hand, best first, ties sharing a rank."""
    seen = list(seen)
    options = analyse_discards(hand, seen=seen)
    unseen = unseen_copies(seen)
    best = options[0]
    discards = format_tiles([o.tile for o in options if o.rank == 1])
    lines = [
        (
            f"{format_hand(hand)}: discard {discards} to be {shanten_words(best.shanten)},"
            f" with {_copies(best.useful_count)} of the useful tiles unseen"
        ),
        "",
        f"{'rank':>4}  {'discard':<8}{'shanten':>7}{'kinds':>7}{'unseen':>8}  useful tiles:unseen copies",
    ]
    lines.extend(
        (
            f"{o.rank:>4}  {format_tiles([o.tile]):<8}{o.shanten:>7}{len(o.useful):>7}"
            f"{o.useful_count:>8}  {_with_copies(o.useful, unseen)}"
        )
        for o in options
    )
    return "\n".join(lines)


def legal_words(analysis: HandAnalysis) -> str:
    """How far the legal win is, in words."""
    if analysis.legal_distance >= FAR:
        return "no plan worth 8 points in reach"
    if analysis.legal_distance == 0:
        return "ready to win legally (8 points or more)"
    how = "exactly" if analysis.exact else "by the nearest plan"
    return f"{analysis.legal_distance} from a legal win ({how})"


def describe_legal(hand: Hand, seen: Iterable[int]) -> str:
    """The fan-aware part for a 13-tile hand: distance to a legal win, its useful tiles, the plans."""
    seen = list(seen)
    unseen = unseen_copies(seen)
    analysis = analyse_hand(hand, seen=seen)
    lines = [f"Toward a legal win (8 points, flowers aside): {legal_words(analysis)}"]
    if analysis.legal_useful:
        label = "legal waits" if analysis.legal_distance == 0 else "legal useful tiles"
        lines.append(
            f"{label}: {_kinds(len(analysis.legal_useful))}, {_copies(analysis.legal_count)} unseen:"
            f" {_with_copies(analysis.legal_useful, unseen)}"
        )
    if analysis.shanten == 0:
        if analysis.legal_distance > 0:
            lines.append("every wait of this ready hand scores below 8 points: it cannot win as it stands")
        lines.append("waits (as a discard win, no other conditions):")
        for wait in find_waits(hand):
            fans = ", ".join(
                FANS[f.fan].zh + (f" x{f.count}" if f.count > 1 else "") for f in wait.result.fans
            )
            legal = "legal" if wait.legal else "below 8"
            lines.append(f"  {format_tiles([wait.tile]):>2}  {wait.result.total:>3}  {legal:<7}  {fans}")
    if analysis.plans:
        lines.append("plans in reach (distance = shanten toward the plan):")
        for status in analysis.plans[:8]:
            legal = "" if status.plan.legal else f"  (only {status.plan.points} points alone)"
            needs = f", needs {format_tiles(status.missing)}" if status.missing else ""
            lines.append(
                f"  {status.distance:>2}  {status.plan.name()} [{status.plan.points}]{needs};"
                f" useful {format_tiles(status.useful)}{legal}"
            )
    return "\n".join(lines)


def describe_fan_aware_discards(hand: Hand, seen: Iterable[int]) -> str:
    """The fan-aware discard table: effective tiles toward a legal win, next to the plain rank."""
    seen = list(seen)
    analysis = analyse_discards_fan_aware(hand, seen=seen)
    lines = [
        "Fan-aware (toward a legal win of 8 points):",
        analysis.reason,
        "",
        f"{'rank':>4}  {'discard':<8}{'legal':>6}{'tiles':>7}{'plain rank':>11}  nearest plan",
    ]
    for choice in analysis.choices:
        a = choice.analysis
        distance = "-" if a.legal_distance >= FAR else str(a.legal_distance)
        plan = (
            a.route.plan.name() if a.route is not None else ("small fans" if a.legal_distance < FAR else "")
        )
        lines.append(
            f"{choice.legal_rank:>4}  {format_tiles([choice.tile]):<8}{distance:>6}{a.legal_count:>7}"
            f"{choice.plain_rank:>11}  {plan}"
        )
    lines.append(
        "(legal = draws from a legal win, 0 = ready for one; tiles = unseen copies of the draws that "
        "bring it closer)"
    )
    return "\n".join(lines)


__all__ = [
    "add_parser",
    "describe_discards",
    "describe_fan_aware_discards",
    "describe_legal",
    "describe_shanten",
    "hand_from_json",
    "result_to_json",
    "run_jsonl",
    "run_shanten",
    "shanten_json",
    "shanten_words",
]
