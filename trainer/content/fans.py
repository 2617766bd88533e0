"""The fan encyclopedia: one TOML file per fan under ``lessons/fans/``, in three languages.

Each file holds the fan's series, the fans it commonly combines with, its texts in en, zh_CN and
zh_TW (definition, the 1998 rule text, notes on disputed points, common mistakes) and at least
two example hands.  An example is stored as data (notation + conditions) with its kind: an
``example`` scores the fan, a ``near_miss`` looks like it but does not.  The engine checks every
one (``tests/content/test_fan_pages.py``), so a page cannot teach a wrong score.

Qt-free; the engine only.
"""

from __future__ import annotations

import enum
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from trainer.engine.errors import TrainerError
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.table import FANS, FanId
from trainer.engine.notation import HONOR_LETTERS, parse_hand
from trainer.engine.tiles import Hand, Tile

LOCALES = ("en", "zh_CN", "zh_TW")
TEXT_FIELDS = ("definition", "rule", "notes", "mistakes")


class Series(enum.Enum):
    """The nine series the 1998 rules group the fans into."""

    HONORS = "honors"  # 字牌系列
    NUMBERS = "numbers"  # 序数牌系列
    PUNGS = "pungs"  # 刻系列
    SEVEN_PAIRS = "seven_pairs"  # 七对系列
    SUITS = "suits"  # 花色组合系列
    OUTSIDE = "outside"  # 全带系列
    KNITTED = "knitted"  # 不靠系列
    WIN = "win"  # 和牌方式系列
    SPECIAL = "special"  # 特殊系列


class ExampleKind(enum.Enum):
    EXAMPLE = "example"
    NEAR_MISS = "near_miss"


@dataclass(frozen=True, slots=True)
class FanExample:
    kind: ExampleKind
    hand: str  # notation, the win tile last
    context: WinContext
    caption: Mapping[str, str]  # locale -> one or two sentences

    def parsed(self) -> Hand:
        return parse_hand(self.hand)


@dataclass(frozen=True, slots=True)
class FanPage:
    fan: FanId
    series: Series
    combines: tuple[FanId, ...]
    text: Mapping[str, Mapping[str, str]]  # locale -> field -> Markdown text
    examples: tuple[FanExample, ...]
    pinyin: str = ""

    def field(self, locale: str, name: str) -> str:
        return self.text.get(locale, {}).get(name, "") or self.text["en"].get(name, "")


class ContentError(TrainerError):
    """A content file that cannot be read; the message names the file and the problem."""


def _context(data: Mapping, where: str) -> WinContext:
    flags = {}
    for key in ("self_drawn", "last_copy", "kong_related", "last_tile"):
        value = data.get(key, False)
        if not isinstance(value, bool):
            raise ContentError(f"{where}: {key} must be true or false")
        flags[key] = value
    winds = {}
    for key, field in (("seat", "seat_wind"), ("round", "round_wind")):
        letter = data.get(key, "E")
        if letter not in "ESWN" or len(letter) != 1:
            raise ContentError(f"{where}: {key} must be E, S, W or N")
        winds[field] = Tile(HONOR_LETTERS[letter])
    flowers = data.get("flowers", 0)
    if not isinstance(flowers, int) or not 0 <= flowers <= 8:
        raise ContentError(f"{where}: flowers must be 0-8")
    return WinContext(**flags, **winds, flowers=flowers)


def load_page(path: Path) -> FanPage:
    """Read one fan page; a malformed file raises ContentError naming the file."""
    where = path.name
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ContentError(f"{where}: {error}") from error
    try:
        fan = FanId(data["id"])
        series = Series(data["series"])
        combines = tuple(FanId(x) for x in data.get("combines", ()))
        text = {locale: {k: str(v).strip() for k, v in data.get(locale, {}).items()} for locale in LOCALES}
        examples = []
        for number, item in enumerate(data.get("examples", ()), 1):
            spot = f"{where} example {number}"
            kind = ExampleKind(item["kind"])
            hand = item["hand"]
            parse_hand(hand)
            caption = {locale: str(item.get(f"caption_{locale}", "")).strip() for locale in LOCALES}
            examples.append(FanExample(kind, hand, _context(item, spot), caption))
    except (KeyError, ValueError, TrainerError) as error:
        raise ContentError(f"{where}: {error}") from error
    return FanPage(fan, series, combines, text, tuple(examples), str(data.get("pinyin", "")))


def fans_dir() -> Path:
    from trainer.paths import lessons_dir

    return lessons_dir() / "fans"


@cache
def load_pages(folder: Path | None = None) -> dict[FanId, FanPage]:
    """Every fan page in the folder (default ``lessons/fans``), by fan id."""
    folder = folder or fans_dir()
    pages = {}
    for path in sorted(folder.glob("*.toml")):
        page = load_page(path)
        pages[page.fan] = page
    return pages


def example_situation(example: FanExample) -> dict:
    """An example in the batch-scoring input format of DESIGN.md."""
    from trainer.engine.situation import situation_to_json

    return situation_to_json(example.parsed(), example.context)


__all__ = [
    "FANS",
    "ContentError",
    "ExampleKind",
    "FanExample",
    "FanPage",
    "Series",
    "example_situation",
    "load_page",
    "load_pages",
]
