"""The Guangdong hand types in the encyclopedia: one TOML file per type under ``lessons/guangdong/``.

Like the fan pages (:mod:`trainer.content.fans`): each file holds the type's texts in en, zh_CN
and zh_TW (definition, the seed's rule text, notes where the seed is garbled or silent, common
mistakes) and at least two example hands stored as data.  An ``example`` scores the type and it
is counted; a ``near_miss`` looks like it but the type is not counted.  Each example carries its
conditions (how the hand was won, the ghost tile, ghosts discarded) and a caption per locale; an
example may also state the types that count (``counted``) and, in its captions, the total after
the ghost multipliers (``= 16``).  The engine checks all of it
(``tests/content/test_guangdong_pages.py``), so a page cannot teach a wrong score.

One more page, ``principles``, explains how values combine (only the highest counts, with the
flush exceptions) and the ghost multipliers; its examples name their ``counted`` types.

Qt-free; the engine only.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from trainer.content.fans import LOCALES, TEXT_FIELDS, ContentError, ExampleKind
from trainer.engine.errors import TrainerError
from trainer.engine.guangdong.hand_types import TYPES, HandType
from trainer.engine.guangdong.rules import GuangdongRules
from trainer.engine.guangdong.scoring import NO_GHOSTS, GdContext, GdResult, WinBy, score_hand
from trainer.engine.notation import HONOR_LETTERS, SUIT_LETTERS, parse_hand
from trainer.engine.tiles import Hand, Tile

PRINCIPLES = "principles"
CONTEXT_FLAGS = ("kong_replacement", "last_tile", "heavenly", "earthly")
_TOTAL = re.compile(r"=\s*(\d+)")


@dataclass(frozen=True, slots=True)
class GdExample:
    kind: ExampleKind
    hand: str  # notation, the win tile last
    context: GdContext
    ghost: Tile | None  # the ghost tile kind, or None for a table without ghosts
    caption: Mapping[str, str]  # locale -> one or two sentences
    counted: tuple[HandType, ...] = ()  # when given: exactly the types that count

    def parsed(self) -> Hand:
        return parse_hand(self.hand)

    def score(self) -> GdResult:
        """The engine's score under the seed's default house rules (or without ghosts)."""
        rules = GuangdongRules() if self.ghost is not None else NO_GHOSTS
        return score_hand(self.parsed(), self.context, ghost=self.ghost, rules=rules)

    def stated_total(self, locale: str) -> int | None:
        """The total a caption states (its last ``= N``), if it states one."""
        found = _TOTAL.findall(self.caption.get(locale, ""))
        return int(found[-1]) if found else None


@dataclass(frozen=True, slots=True)
class GdPage:
    id: str  # a HandType value, or "principles"
    text: Mapping[str, Mapping[str, str]]  # locale -> field -> Markdown text
    examples: tuple[GdExample, ...]
    pinyin: str = ""

    @property
    def hand_type(self) -> HandType | None:
        return None if self.id == PRINCIPLES else HandType(self.id)

    @property
    def points(self) -> int:
        return TYPES[self.hand_type].points if self.hand_type is not None else 0

    def field(self, locale: str, name: str) -> str:
        return self.text.get(locale, {}).get(name, "") or self.text["en"].get(name, "")


def tile_from_token(token: str) -> Tile:
    """``"6s"`` → Tile.S6, ``"E"`` → Tile.EAST; ContentError for anything else."""
    if token in HONOR_LETTERS:
        return Tile(HONOR_LETTERS[token])
    if len(token) == 2 and token[0] in "123456789" and token[1] in SUIT_LETTERS:
        return Tile(SUIT_LETTERS[token[1]] | int(token[0]))
    raise ContentError(f"{token!r} is not one tile (write 6s, 9p, E, C …)")


def _context(data: Mapping, where: str) -> GdContext:
    flags = {}
    for key in CONTEXT_FLAGS:
        value = data.get(key, False)
        if not isinstance(value, bool):
            raise ContentError(f"{where}: {key} must be true or false")
        flags[key] = value
    discarded = data.get("ghosts_discarded", 0)
    if not isinstance(discarded, int) or not 0 <= discarded <= 4:
        raise ContentError(f"{where}: ghosts_discarded must be 0-4")
    try:
        win_by = WinBy(data.get("win_by", "self_drawn"))
    except ValueError:
        raise ContentError(f"{where}: win_by must be self_drawn or robbing_kong") from None
    if win_by is WinBy.DISCARD:
        raise ContentError(f"{where}: Guangdong mahjong has no wins on a discard")
    try:
        return GdContext(win_by=win_by, ghosts_discarded=discarded, **flags)
    except TrainerError as error:
        raise ContentError(f"{where}: {error}") from None


def load_page(path: Path) -> GdPage:
    """Read one page; a malformed file raises ContentError naming the file."""
    where = path.name
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ContentError(f"{where}: {error}") from error
    try:
        page_id = str(data["id"])
        if page_id != PRINCIPLES:
            HandType(page_id)
        text = {locale: {k: str(v).strip() for k, v in data.get(locale, {}).items()} for locale in LOCALES}
        for locale in LOCALES:
            unknown = set(text[locale]) - set(TEXT_FIELDS)
            if unknown:
                raise ContentError(f"[{locale}] has unknown fields {sorted(unknown)}")
        examples = []
        for number, item in enumerate(data.get("examples", ()), 1):
            spot = f"{where} example {number}"
            kind = ExampleKind(item["kind"])
            hand = item["hand"]
            parse_hand(hand)
            ghost = tile_from_token(item["ghost"]) if item.get("ghost") else None
            if ghost is None and item.get("ghosts_discarded"):
                raise ContentError(f"{spot}: ghosts_discarded needs a ghost tile")
            counted = tuple(HandType(x) for x in item.get("counted", ()))
            caption = {locale: str(item.get(f"caption_{locale}", "")).strip() for locale in LOCALES}
            examples.append(GdExample(kind, hand, _context(item, spot), ghost, caption, counted))
    except (KeyError, ValueError, TrainerError) as error:
        raise ContentError(f"{where}: {error}") from error
    return GdPage(page_id, text, tuple(examples), str(data.get("pinyin", "")))


def guangdong_dir() -> Path:
    from trainer.paths import lessons_dir

    return lessons_dir() / "guangdong"


@cache
def load_pages(folder: Path | None = None) -> dict[str, GdPage]:
    """Every page in the folder (default ``lessons/guangdong``) by id: the hand types in the
    order of :class:`HandType`, then ``principles``."""
    folder = folder or guangdong_dir()
    pages: dict[str, GdPage] = {}
    for path in sorted(folder.glob("*.toml")):
        page = load_page(path)
        if page.id in pages:
            raise ContentError(f"{path.name}: a second page for {page.id}")
        pages[page.id] = page
    order = [t.value for t in HandType] + [PRINCIPLES]
    return {key: pages[key] for key in order if key in pages}


def matches(page: GdPage, query: str) -> bool:
    """Search by Chinese name (either script), pinyin (with or without spaces) or English name.

    >>> page = load_pages()["da_san_yuan"]
    >>> [matches(page, q) for q in ("大三元", "dasanyuan", "da san", "three dragons", "x")]
    [True, True, True, True, False]
    """
    query = query.strip().lower()
    if not query:
        return True
    if page.hand_type is None:
        return False
    row = TYPES[page.hand_type]
    pinyin = page.pinyin.lower()
    return (
        query in row.zh
        or query in row.zh_tw
        or query in row.en.lower()
        or query in pinyin
        or query.replace(" ", "") in pinyin.replace(" ", "")
    )


__all__ = [
    "PRINCIPLES",
    "GdExample",
    "GdPage",
    "guangdong_dir",
    "load_page",
    "load_pages",
    "matches",
    "tile_from_token",
]
