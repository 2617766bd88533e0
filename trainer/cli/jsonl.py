"""The JSON-lines loop shared by the batch commands (``score --jsonl``, ``shanten --jsonl``)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any, TextIO


def answer_lines(source: Iterable[str], sink: TextIO, answer: Callable[[Any], dict[str, Any]]) -> int:
    """One output line per non-blank input line, in order: ``answer(obj)`` for each JSON value, and
    ``{"id": null, "error": ...}`` naming the line for text that is not JSON."""
    for number, line in enumerate(source, 1):
        if not line.strip():
            continue
        try:
            obj: Any = json.loads(line)
        except json.JSONDecodeError as error:
            out = {"id": None, "error": f"line {number}: not JSON ({error.msg} at column {error.colno})"}
        else:
            out = answer(obj)
        sink.write(json.dumps(out, ensure_ascii=False) + "\n")
    sink.flush()
    return 0
