"""``trainer simulate``: bots play each other at full speed; one JSON line per hand with ``--jsonl``.

``python -m trainer simulate --games N --seed S --bots L1,L2,L3,L4 --jsonl`` plays N hands as
matches of 16 (:func:`trainer.engine.game.new_match`), the first with seed S, the next S+1, ...
The four levels belong to players 0-3, who change places between rounds as the match rules say,
so each line's ``levels`` lists the level at each seat (place) for that hand.  Line format
(DESIGN.md, fixed)::

    {"seed", "hand", "winner", "discarder", "levels", "situation", "fans", "total", "payments", "turns"}

``seed`` is the match's seed and ``hand`` the hand's number in it (1-16): ``start_hand`` of that
match at that hand deals it again.  ``winner``/``discarder`` are seats (null for a drawn hand or
a self-drawn win); ``situation`` is the winning hand in the batch scoring input format (pipe it
to ``trainer score --jsonl``); ``payments`` is each seat's net result; ``turns`` counts the
discards.  The last line is ``{"summary": {"hands", "per_level": {"<level>": {"win_rate",
"avg_points"}}, "hands_per_second"}}``: per level, wins and net points per seat-hand played.

Standard library only: this path never loads Qt.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterator, Sequence
from typing import Any, TextIO

from trainer.engine.bots import BOTS, get_bot
from trainer.engine.errors import TrainerError
from trainer.engine.game import (
    MATCH_HANDS,
    hand_seed,
    new_match,
    next_hand,
    play_hand,
    start_hand,
)
from trainer.engine.guangdong.bot import LEVELS as GD_LEVELS
from trainer.engine.guangdong.bot import GuangdongBot
from trainer.engine.guangdong.rules import GuangdongRules
from trainer.engine.notation import format_hand
from trainer.engine.situation import situation_to_json

SEATS = 4


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    known = ", ".join(sorted(BOTS))
    parser = subparsers.add_parser(
        "simulate",
        help="let bots play hands against each other and report how each level does",
        description="Play N hands between four bots (matches of 16 hands, players changing places "
        f"between rounds). Bot levels: {known}.",
    )
    parser.add_argument("--games", type=int, default=16, help="hands to play (default 16: one match)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first match (default 0)")
    parser.add_argument(
        "--bots", default="random,random,random,random", help="four comma-separated bot levels, players 0-3"
    )
    parser.add_argument("--jsonl", action="store_true", help="one JSON line per hand, then a summary line")
    parser.add_argument(
        "--rules",
        default="mcr",
        choices=["mcr", "guangdong"],
        help="rule set (guangdong: the seed's house rules, 8-hand matches, beginner/intermediate/strong bots)",
    )
    parser.set_defaults(handler=run_simulate)


def parse_levels(text: str) -> list[str]:
    """Four registered bot levels from ``"a,b,c,d"``; raises TrainerError naming the problem."""
    levels = [part.strip() for part in text.split(",")]
    if len(levels) != SEATS or not all(levels):
        raise TrainerError(f"--bots needs four comma-separated levels, not {text!r}")
    for level in levels:
        if level not in BOTS:
            raise TrainerError(f"unknown bot level {level!r} (known: {', '.join(sorted(BOTS))})")
    return levels


def simulate(games: int, seed: int, levels: Sequence[str], rules: str = "mcr") -> Iterator[dict[str, Any]]:
    """Play ``games`` hands; yield one record per hand (the ``--jsonl`` line, in order)."""
    played = 0
    match_seed = seed
    guangdong = GuangdongRules() if rules == "guangdong" else None
    while played < games:
        match = new_match(match_seed, rules=guangdong)
        while not match.finished and played < games:
            state = start_hand(match)
            seat_levels = [levels[player] for player in match.seating]
            base = hand_seed(match.seed, match.hand_number) * SEATS
            if guangdong is not None:
                bots = [
                    GuangdongBot(random.Random(base + seat), level) for seat, level in enumerate(seat_levels)
                ]
            else:
                bots = [get_bot(level, random.Random(base + seat)) for seat, level in enumerate(seat_levels)]
            state, _ = play_hand(state, _decider(bots))
            result = state.result
            assert result is not None
            situation = None
            if result.guangdong:
                situation = {
                    "hand": format_hand(result.guangdong[0].hand),
                    "types": [t.value for t in result.guangdong[0].counted],
                }
            elif result.winner is not None:
                assert result.hand is not None
                assert result.context is not None
                situation = situation_to_json(
                    result.hand, result.context, f"{match.seed}-{match.hand_number}"
                )
            yield {
                "seed": match.seed,
                "hand": match.hand_number,
                "winner": result.winner,
                "discarder": result.discarder,
                "levels": seat_levels,
                "situation": situation,
                "fans": [{"id": fan, "count": count} for fan, count in result.fans],
                "total": result.total,
                "payments": list(result.payments),
                "turns": result.turns,
            }
            match = next_hand(match, result)
            played += 1
        match_seed += 1


def _decider(bots: Sequence[Any]):
    return lambda seat, view, options: bots[seat].choose(view, options).action


def summarise(records: Sequence[dict[str, Any]], elapsed: float) -> dict[str, Any]:
    """The summary line: per level, wins and average net points per seat-hand played."""
    tally: dict[str, list[float]] = {}  # level -> [seat-hands, wins, net points]
    for record in records:
        for seat, level in enumerate(record["levels"]):
            row = tally.setdefault(level, [0, 0, 0])
            row[0] += 1
            row[1] += record["winner"] == seat
            row[2] += record["payments"][seat]
    per_level = {
        level: {"win_rate": round(wins / n, 4), "avg_points": round(points / n, 2)}
        for level, (n, wins, points) in tally.items()
    }
    rate = round(len(records) / elapsed, 1) if elapsed > 0 else 0.0
    return {"summary": {"hands": len(records), "per_level": per_level, "hands_per_second": rate}}


def run_simulate(args: argparse.Namespace, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    levels = parse_levels(args.bots)
    rules = getattr(args, "rules", "mcr")
    if rules == "guangdong" and any(level not in GD_LEVELS for level in levels):
        raise TrainerError(f"Guangdong bots are {', '.join(GD_LEVELS)}, not {args.bots!r}")
    if args.games < 0:
        raise TrainerError(f"--games must be 0 or more, not {args.games}")
    start = time.perf_counter()
    records = []
    for record in simulate(args.games, args.seed, levels, rules):
        records.append(record)
        if args.jsonl:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    summary = summarise(records, time.perf_counter() - start)
    if args.jsonl:
        out.write(json.dumps(summary, ensure_ascii=False) + "\n")
    else:
        out.write(describe(records, summary["summary"]) + "\n")
    out.flush()
    return 0


def describe(records: Sequence[dict[str, Any]], summary: dict[str, Any]) -> str:
    drawn = sum(1 for r in records if r["winner"] is None)
    matches = -(-len(records) // MATCH_HANDS)
    lines = [
        (
            f"{summary['hands']} hands ({matches} match{'es' if matches != 1 else ''}), "
            f"{drawn} drawn (荒庄), {summary['hands_per_second']} hands/s"
        ),
        "level          win rate  avg points per hand",
    ]
    for level, row in summary["per_level"].items():
        lines.append(f"{level:<14} {row['win_rate']:8.1%}  {row['avg_points']:+8.2f}")
    return "\n".join(lines)
