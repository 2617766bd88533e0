"""``trainer drill``: seeded drill questions with their answer keys, for people or for checkers.

``trainer drill --kind score|waits|discard --seed S --count N --jsonl`` prints one JSON object per
question in the formats fixed by DESIGN.md ("Checkable outputs"), so an independent scorer can
check every answer key; without ``--jsonl`` it prints a line per question for people.  Question
ids are ``<kind>-<S>-<k>`` (``<kind>-L<level>-<S>-<k>`` with ``--level``), k = 1, 2, ...: question
k of seed S is the same whatever ``--count`` or ``--start`` is (see ``trainer/drills/session.py``).
The drills are imported only when the command runs; nothing here loads Qt.
"""

from __future__ import annotations

import argparse
import json
import sys

KINDS = ("score", "waits", "discard")


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "drill",
        help="print seeded drill questions with their answers (JSON lines with --jsonl)",
        description="Seeded questions of the score (算番), waits (听牌) or discard (何切) drill with their "
        "answer keys.  Question k of seed S is always the same question (id <kind>-<S>-<k>).",
    )
    parser.add_argument("--kind", choices=KINDS, required=True, help="which drill")
    parser.add_argument("--seed", type=int, default=0, help="the seed (default 0)")
    parser.add_argument("--count", type=int, default=10, help="how many questions (default 10)")
    parser.add_argument("--start", type=int, default=1, help="the index of the first question (default 1)")
    parser.add_argument("--level", type=int, choices=(1, 2, 3), help="difficulty 1-3 (default: mixed)")
    parser.add_argument("--jsonl", action="store_true", help="JSON lines in the formats of DESIGN.md")
    parser.set_defaults(handler=run_drill)


def run_drill(args: argparse.Namespace) -> int:
    from trainer.drills.session import make_question
    from trainer.engine.errors import InvalidHand

    if args.count < 0 or args.start < 1:
        raise InvalidHand("--count must be 0 or more and --start 1 or more")
    out = sys.stdout
    for k in range(args.start, args.start + args.count):
        question = make_question(args.kind, args.seed, k, args.level)
        if args.jsonl:
            out.write(json.dumps(question.to_json(), ensure_ascii=False) + "\n")
        else:
            out.write(describe(question) + "\n")
    out.flush()
    return 0


def describe(question) -> str:
    """One line for people: id, level, the hand (and conditions), the answer."""
    data = question.to_json()
    answer = data["answer"]
    head = f"{question.id}  L{question.level}  {question.notation()}"
    if args_kind(question) == "score":
        flags = [k for k in ("self_drawn", "last_copy", "kong_related", "last_tile") if data[k]]
        extra = f" {data['round_wind']}/{data['seat_wind']}" + (
            f" flowers={data['flowers']}" if data["flowers"] else ""
        )
        fans = " ".join(f"{f['id']}" + (f"x{f['count']}" if f["count"] > 1 else "") for f in answer["fans"])
        return f"{head}{extra}{''.join(' ' + f for f in flags)}  ->  {fans} = {answer['total']}"
    if args_kind(question) == "waits":
        legal = answer["legal"] or "none"
        return f"{head} {data['round_wind']}/{data['seat_wind']}  ->  waits {answer['waits']}, legal {legal}"
    return f"{head}  ->  discard {answer['best']}"


def args_kind(question) -> str:
    from trainer.drills.session import kind_of

    return kind_of(question)
