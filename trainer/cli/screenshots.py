"""``trainer screenshots OUTDIR``: every area in every language as PNG, rendered offscreen."""

from __future__ import annotations

import argparse


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "screenshots",
        help="render every screen in every language to PNG files (works without a display)",
    )
    parser.add_argument("outdir", help="folder for the PNG files")
    parser.add_argument(
        "--lang", action="append", choices=["en", "zh_CN", "zh_TW"], help="only these languages"
    )
    parser.set_defaults(handler=run_screenshots)


def run_screenshots(args: argparse.Namespace) -> int:
    from trainer.ui.screenshots import take_screenshots  # Qt is loaded only here

    files = take_screenshots(args.outdir, tuple(args.lang) if args.lang else ("en", "zh_CN", "zh_TW"))
    print(f"wrote {len(files)} screenshots to {args.outdir}")
    return 0
