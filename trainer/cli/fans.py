"""``trainer fans --jsonl``: every encyclopedia example as a situation an outside checker can score."""

from __future__ import annotations

import argparse
import json
import sys


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "fans",
        help="print the encyclopedia's example hands (JSON lines with --jsonl)",
        description="Every example of every fan page: a situation in the batch-scoring format plus "
        '"fan" (the fan it illustrates) and "kind" ("example" scores it, "near_miss" does not).',
    )
    parser.add_argument("--jsonl", action="store_true", help="JSON lines (the only output form for now)")
    parser.set_defaults(handler=run_fans)


def run_fans(args: argparse.Namespace) -> int:
    from trainer.content.fans import example_situation, load_pages

    number = 0
    for fan, page in sorted(load_pages().items()):
        for example in page.examples:
            number += 1
            line = {"id": f"fan{int(fan)}-{number}", **example_situation(example), "fan": int(fan),
                    "kind": example.kind.value}  # fmt: skip
            sys.stdout.write(json.dumps(line, ensure_ascii=False) + "\n")
    return 0
