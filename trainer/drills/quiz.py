"""Quiz packs for club classes: build, save, validate, take, collect results, tabulate.

A pack is a JSON file a teacher hands out::

    {"format": "mahjong-trainer-quiz", "version": 1, "id": "...", "title": "...",
     "time_limit_s": 600, "questions": [...], "checksum": "sha256:..."}

A question is either drawn from a generator (``{"source": "generated", "kind": "score",
"seed": 2048, "index": 17, "level": 2}``: the same question on every machine) or written by hand
(``{"source": "hand", "kind": "score" | "waits" | "discard", "hand": "<notation>", conditions...,
"explanation": "..."}``).  The checksum covers everything else in the file, so an edited or
damaged file is refused with a message and imports nothing.  Results come back the same way
(``"format": "mahjong-trainer-quiz-result"``), bound to the pack's checksum.

Qt-free.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from random import Random
from typing import Any

from trainer.engine.errors import TrainerError
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.scoring import score_hand
from trainer.engine.notation import HONOR_LETTERS, parse_hand
from trainer.engine.shanten import analyse_discards
from trainer.engine.tiles import Hand, Tile
from trainer.engine.waits import find_waits

from . import discard, session, waits
from .score import ScoreQuestion

PACK_FORMAT = "mahjong-trainer-quiz"
RESULT_FORMAT = "mahjong-trainer-quiz-result"
VERSION = 1
KINDS = ("score", "waits", "discard")
MAX_QUESTIONS = 200


class QuizError(TrainerError):
    """A quiz or result file that cannot be used; the message says why and nothing is imported."""


def _checksum(payload: dict) -> str:
    body = {k: v for k, v in payload.items() if k != "checksum"}
    text = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class QuizPack:
    id: str
    title: str
    time_limit_s: int | None
    questions: tuple[dict, ...]

    def to_json(self) -> dict:
        payload = {
            "format": PACK_FORMAT,
            "version": VERSION,
            "id": self.id,
            "title": self.title,
            "time_limit_s": self.time_limit_s,
            "questions": list(self.questions),
        }
        payload["checksum"] = _checksum(payload)
        return payload

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=2)

    @property
    def checksum(self) -> str:
        return self.to_json()["checksum"]

    def build(self) -> list:
        """The drill questions of the pack, in order (raises QuizError naming a bad question)."""
        return [build_question(spec, number) for number, spec in enumerate(self.questions, 1)]


def new_pack(title: str, questions: Iterable[dict], time_limit_s: int | None = None) -> QuizPack:
    specs = tuple(questions)
    for number, spec in enumerate(specs, 1):
        build_question(spec, number)  # refuse a bad question now, not in class
    return QuizPack(str(uuid.uuid4()), title.strip() or "Quiz", time_limit_s, specs)


def generated(kind: str, seed: int, index: int, level: int) -> dict:
    return {"source": "generated", "kind": kind, "seed": seed, "index": index, "level": level}


def by_hand(
    kind: str,
    hand: str,
    *,
    explanation: str = "",
    seat: str = "E",
    round_: str = "E",
    self_drawn: bool = False,
    flowers: int = 0,
) -> dict:
    return {
        "source": "hand",
        "kind": kind,
        "hand": hand,
        "seat": seat,
        "round": round_,
        "self_drawn": self_drawn,
        "flowers": flowers,
        "explanation": explanation,
    }


def _context(spec: dict, where: str) -> WinContext:
    seat, round_ = spec.get("seat", "E"), spec.get("round", "E")
    if seat not in ("E", "S", "W", "N") or round_ not in ("E", "S", "W", "N"):
        raise QuizError(f"{where}: seat and round must be E, S, W or N")
    flowers = spec.get("flowers", 0)
    if not isinstance(flowers, int) or not 0 <= flowers <= 8:
        raise QuizError(f"{where}: flowers must be 0-8")
    return WinContext(
        self_drawn=bool(spec.get("self_drawn", False)),
        seat_wind=Tile(HONOR_LETTERS[seat]),
        round_wind=Tile(HONOR_LETTERS[round_]),
        flowers=flowers,
    )


def build_question(spec: Any, number: int):
    """One drill question from its spec (generated or written by hand)."""
    where = f"question {number}"
    if not isinstance(spec, dict):
        raise QuizError(f"{where} is not an object")
    kind = spec.get("kind")
    if kind not in KINDS:
        raise QuizError(f"{where}: kind must be one of {', '.join(KINDS)}")
    try:
        if spec.get("source") == "generated":
            seed, index, level = spec.get("seed"), spec.get("index"), spec.get("level")
            if (
                not all(isinstance(x, int) for x in (seed, index, level))
                or level not in (1, 2, 3)
                or index < 1
            ):
                raise QuizError(
                    f"{where}: a generated question needs whole numbers seed, index >= 1, level 1-3"
                )
            return session.make_question(kind, seed, index, level)
        if spec.get("source") != "hand":
            raise QuizError(f"{where}: source must be 'generated' or 'hand'")
        hand = parse_hand(str(spec.get("hand", "")))
        ctx = _context(spec, where)
        ident = f"hand-{number}"
        if kind == "score":
            result = score_hand(hand, ctx)
            if not result.is_legal:
                raise QuizError(f"{where}: the hand scores {result.base}, below the 8-point minimum")
            return ScoreQuestion(ident, 0, hand, ctx, result, recipe="by hand")
        if kind == "waits":
            found = tuple(find_waits(hand, ctx))
            if not found:
                raise QuizError(f"{where}: the hand is not ready, so it has no waits")
            return waits.WaitsQuestion(ident, 0, hand, ctx, found, recipe="by hand")
        position = Hand(hand.melds, hand.standing_with_win())
        if len(position.standing) + 3 * len(position.melds) != 14:
            raise QuizError(f"{where}: a discard question needs 14 tiles")
        return discard.DiscardQuestion(ident, 0, position, ctx, analyse_discards(position), "by hand")
    except QuizError:
        raise
    except TrainerError as error:
        raise QuizError(f"{where}: {error}") from error


def _parse(text: str, fmt: str, what: str) -> dict:
    try:
        payload = json.loads(text)
    except json.JSONDecodeError as error:
        raise QuizError(
            f"this {what} is not valid JSON (line {error.lineno}): the file is damaged"
        ) from error
    if not isinstance(payload, dict) or payload.get("format") != fmt:
        raise QuizError(f"this is not a Mahjong Trainer {what}")
    if payload.get("version") != VERSION:
        raise QuizError(
            f"this {what} has version {payload.get('version')!r}; this app reads version {VERSION}"
        )
    if payload.get("checksum") != _checksum(payload):
        raise QuizError(
            f"this {what} was changed after it was made (its checksum does not match): not imported"
        )
    return payload


def load_pack(text: str) -> QuizPack:
    """Read and validate a quiz file; every question must build."""
    payload = _parse(text, PACK_FORMAT, "quiz file")
    questions = payload.get("questions")
    if not isinstance(questions, list) or not 1 <= len(questions) <= MAX_QUESTIONS:
        raise QuizError(f"a quiz holds 1 to {MAX_QUESTIONS} questions")
    limit = payload.get("time_limit_s")
    if limit is not None and (not isinstance(limit, int) or limit <= 0):
        raise QuizError("the time limit must be a positive number of seconds")
    pack = QuizPack(str(payload.get("id")), str(payload.get("title", "Quiz")), limit, tuple(questions))
    pack.build()
    return pack


@dataclass(frozen=True, slots=True)
class QuestionResult:
    number: int
    correct: bool
    credit: float
    answer: str
    elapsed_ms: int


@dataclass(frozen=True, slots=True)
class QuizResult:
    pack_id: str
    pack_checksum: str
    student: str
    results: tuple[QuestionResult, ...]
    finished_at: str = ""

    @property
    def score(self) -> float:
        return sum(r.credit for r in self.results)

    def dumps(self) -> str:
        payload = {
            "format": RESULT_FORMAT,
            "version": VERSION,
            "pack_id": self.pack_id,
            "pack_checksum": self.pack_checksum,
            "student": self.student,
            "finished_at": self.finished_at,
            "results": [asdict(r) for r in self.results],
        }
        payload["checksum"] = _checksum(payload)
        return json.dumps(payload, ensure_ascii=False, indent=2)


def take(
    pack: QuizPack, student: str, answers: Sequence[tuple[str, int]], finished_at: str = ""
) -> QuizResult:
    """Grade a student's typed answers ((text, elapsed_ms) per question) against the pack."""
    results = []
    for number, (question, (text, elapsed)) in enumerate(zip(pack.build(), answers, strict=True), 1):
        try:
            feedback = session.grade_answer(question, text)
            correct, credit = feedback.correct, feedback.credit
        except TrainerError:
            correct, credit = False, 0.0
        results.append(QuestionResult(number, correct, round(credit, 3), text, int(elapsed)))
    return QuizResult(pack.id, pack.checksum, student.strip() or "?", tuple(results), finished_at)


def load_result(text: str, pack: QuizPack) -> QuizResult:
    """Read a student's result file for this pack (refused if for another pack or edited)."""
    payload = _parse(text, RESULT_FORMAT, "result file")
    if payload.get("pack_id") != pack.id or payload.get("pack_checksum") != pack.checksum:
        raise QuizError("this result file belongs to another quiz")
    rows = payload.get("results")
    if not isinstance(rows, list) or len(rows) != len(pack.questions):
        raise QuizError("this result file does not answer every question of the quiz")
    try:
        results = tuple(
            QuestionResult(
                int(r["number"]),
                bool(r["correct"]),
                float(r["credit"]),
                str(r["answer"]),
                int(r["elapsed_ms"]),
            )
            for r in rows
        )
    except (KeyError, TypeError, ValueError) as error:
        raise QuizError(f"a result row is incomplete: {error}") from error
    return QuizResult(
        pack.id, pack.checksum, str(payload.get("student", "?")), results, str(payload.get("finished_at", ""))
    )


def class_table(pack: QuizPack, results: Iterable[QuizResult]) -> list[list[str]]:
    """Rows: a header, then one row per student (answers right ✓ / wrong ✗ per question, score)."""
    header = ["student", *(f"Q{n}" for n in range(1, len(pack.questions) + 1)), "score"]
    rows = [header]
    for result in sorted(results, key=lambda r: r.student.lower()):
        marks = ["✓" if r.correct else "✗" for r in result.results]
        rows.append([result.student, *marks, f"{result.score:g}/{len(pack.questions)}"])
    return rows


def class_csv(pack: QuizPack, results: Iterable[QuizResult]) -> str:
    out = io.StringIO()
    csv.writer(out).writerows(class_table(pack, results))
    return out.getvalue()


def sample_pack(title: str, kinds: Sequence[str], count: int, seed: int, level: int) -> QuizPack:
    """A pack of generated questions: ``count`` questions cycling through ``kinds``."""
    rng = Random(seed)
    specs = [generated(kinds[i % len(kinds)], seed, i + 1, level) for i in range(count)]
    rng.shuffle(specs)
    return new_pack(title, specs)


__all__ = [
    "QuizError",
    "QuizPack",
    "QuizResult",
    "by_hand",
    "class_csv",
    "class_table",
    "generated",
    "load_pack",
    "load_result",
    "new_pack",
    "sample_pack",
    "take",
]
