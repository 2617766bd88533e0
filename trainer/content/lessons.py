"""Lessons: one folder per lesson under ``lessons/``, Markdown per locale, parsed into blocks.

``lessons/<order>-<slug>/lesson.toml`` holds ``id``, ``order``, ``course`` (``mcr``,
``principles`` or ``guangdong``) and a ``title`` per locale; ``en.md``, ``zh_CN.md`` and
``zh_TW.md`` hold the text.  In the Markdown:

- a fenced block with the info string ``hand`` draws tiles in the engine's notation (a few
  tiles, or a whole hand); an optional second line gives conditions (``self_drawn last_copy kong last_tile seat=S round=E
  flowers=2``); a complete hand is shown with its score from the engine;
- ``{fan:PURE_DOUBLE_CHOW}`` names a fan (shown in the reader's language, linked to its page);
- a fenced ``check`` block is a short question answered in place::

      ? Which set is a pung?
      - 123m
      + 555p
      - 5p5p
      > A pung is three identical tiles.

  (``?`` the question, ``+`` a right option, ``-`` a wrong one, ``>`` the explanation).

A missing locale falls back to English.  Qt-free.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from trainer.engine.errors import TrainerError
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.table import FanId
from trainer.engine.notation import HONOR_LETTERS, parse_hand
from trainer.engine.tiles import Hand, Tile

LOCALES = ("en", "zh_CN", "zh_TW")
COURSES = ("mcr", "principles", "guangdong")
FAN_REF = re.compile(r"\{fan:([A-Z_]+)\}")
FENCE = re.compile(r"^```(\w+)[ \t]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)


class LessonError(TrainerError):
    """A lesson that cannot be read; the message names the file and the problem."""


@dataclass(frozen=True, slots=True)
class TextBlock:
    markdown: str  # with {fan:...} references still in place


@dataclass(frozen=True, slots=True)
class HandBlock:
    notation: str
    context: WinContext

    def hand(self) -> Hand:
        """The tiles shown: a whole hand (scored when it has its win tile) or just some tiles."""
        return parse_hand(self.notation, partial=True)


@dataclass(frozen=True, slots=True)
class CheckBlock:
    question: str
    options: tuple[str, ...]
    correct: frozenset[int]
    explanation: str


Block = TextBlock | HandBlock | CheckBlock


@dataclass(frozen=True, slots=True)
class Lesson:
    id: str
    order: int
    course: str
    title: Mapping[str, str]
    blocks: Mapping[str, tuple[Block, ...]]  # locale -> blocks

    def blocks_for(self, locale: str) -> tuple[Block, ...]:
        return self.blocks.get(locale) or self.blocks["en"]

    def title_for(self, locale: str) -> str:
        return self.title.get(locale) or self.title["en"]

    @property
    def checks(self) -> int:
        return sum(isinstance(b, CheckBlock) for b in self.blocks["en"])


def _hand_block(body: str, where: str) -> HandBlock:
    lines = [line.strip() for line in body.strip().splitlines() if line.strip()]
    if not lines:
        raise LessonError(f"{where}: an empty hand block")
    notation = lines[0]
    try:
        parse_hand(notation, partial=True)
    except TrainerError as error:
        raise LessonError(f"{where}: hand {notation!r}: {error}") from error
    flags: dict = {}
    for word in " ".join(lines[1:]).split():
        key, _, value = word.partition("=")
        if key in ("self_drawn", "last_copy", "last_tile"):
            flags[key] = True
        elif key == "kong":
            flags["kong_related"] = True
        elif key in ("seat", "round") and value in HONOR_LETTERS and value in "ESWN":
            flags["seat_wind" if key == "seat" else "round_wind"] = Tile(HONOR_LETTERS[value])
        elif key == "flowers" and value.isdigit():
            flags["flowers"] = int(value)
        else:
            raise LessonError(f"{where}: unknown condition {word!r} under hand {notation!r}")
    return HandBlock(notation, WinContext(**flags))


def _check_block(body: str, where: str) -> CheckBlock:
    question, options, correct, explanation = "", [], set(), []
    for line in body.strip().splitlines():
        mark, text = line[:1], line[1:].strip()
        if mark == "?":
            question = text
        elif mark in "+-" and text:
            if mark == "+":
                correct.add(len(options))
            options.append(text)
        elif mark == ">":
            explanation.append(text)
        elif line.strip():
            raise LessonError(f"{where}: a check line must start with ?, +, - or >: {line!r}")
    if not question or len(options) < 2 or not correct:
        raise LessonError(f"{where}: a check needs a question, two options or more and a right one")
    return CheckBlock(question, tuple(options), frozenset(correct), " ".join(explanation))


def parse_blocks(text: str, where: str) -> tuple[Block, ...]:
    """Split lesson Markdown into text, hand and check blocks; fan references are checked."""
    for name in FAN_REF.findall(text):
        if name not in FanId.__members__:
            raise LessonError(f"{where}: unknown fan {{fan:{name}}}")
    blocks: list[Block] = []
    position = 0
    for match in FENCE.finditer(text):
        before = text[position : match.start()].strip()
        if before:
            blocks.append(TextBlock(before))
        kind, body = match.group(1), match.group(2)
        if kind == "hand":
            blocks.append(_hand_block(body, where))
        elif kind == "check":
            blocks.append(_check_block(body, where))
        else:
            blocks.append(TextBlock(match.group(0)))
        position = match.end()
    rest = text[position:].strip()
    if rest:
        blocks.append(TextBlock(rest))
    return tuple(blocks)


def load_lesson(folder: Path) -> Lesson:
    meta_path = folder / "lesson.toml"
    try:
        meta = tomllib.loads(meta_path.read_text(encoding="utf-8"))
        lesson_id = str(meta["id"])
        order = int(meta["order"])
        course = str(meta.get("course", "mcr"))
        title = {locale: str(meta["title"][locale]) for locale in LOCALES if locale in meta["title"]}
    except (OSError, KeyError, ValueError, tomllib.TOMLDecodeError) as error:
        raise LessonError(f"{folder.name}/lesson.toml: {error}") from error
    if course not in COURSES:
        raise LessonError(f"{folder.name}/lesson.toml: course must be one of {', '.join(COURSES)}")
    if "en" not in title:
        raise LessonError(f"{folder.name}/lesson.toml: the title needs an English version")
    blocks = {}
    for locale in LOCALES:
        path = folder / f"{locale}.md"
        if path.exists():
            blocks[locale] = parse_blocks(path.read_text(encoding="utf-8"), f"{folder.name}/{path.name}")
    if "en" not in blocks:
        raise LessonError(f"{folder.name}: en.md is missing")
    return Lesson(lesson_id, order, course, title, blocks)


@cache
def load_lessons(folder: Path | None = None) -> tuple[Lesson, ...]:
    """Every lesson (folders with a lesson.toml), in course and order."""
    if folder is None:
        from trainer.paths import lessons_dir

        folder = lessons_dir()
    lessons = [load_lesson(path.parent) for path in sorted(folder.glob("*/lesson.toml"))]
    return tuple(sorted(lessons, key=lambda lesson: (COURSES.index(lesson.course), lesson.order)))
