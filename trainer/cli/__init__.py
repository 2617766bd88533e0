"""The command line: ``trainer <command> ...``.

Each command lives in its own module exposing ``add_parser(subparsers)``; the parser it adds sets
``handler`` to a function taking the parsed arguments and returning an exit code.  Engine commands
import nothing outside the standard library, so ``python -m trainer score --jsonl`` never loads Qt.
Exit codes: 0 success, 2 bad input (with a one-line message on standard error).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from trainer.engine.errors import TrainerError

COMMAND_MODULES = (
    "score",
    "shanten",
    "fans",
    "drill",
    "screenshots",
    "simulate",
)  # trainer/cli/<name>.py: add_parser()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="trainer",
        description="Mahjong Trainer (麻将学堂): Chinese Official Mahjong scoring and practice.",
    )
    parser.add_argument("--data-dir", help="where user data is kept (default: the platform's data folder)")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(f"{__name__}.{name}").add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        return launch_app(args)
    try:
        return args.handler(args)
    except TrainerError as error:
        print(f"trainer {args.command}: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. piped into head
        return 0


def launch_app(args: argparse.Namespace) -> int:
    """Open the desktop app (imported only here, so engine commands never load Qt)."""
    try:
        from trainer.app import run_app
    except ImportError:
        print(
            "trainer: the desktop app is not built yet; the command line works: "
            "trainer score, trainer waits, trainer shanten (see trainer --help)",
            file=sys.stderr,
        )
        return 1
    return run_app(args)
