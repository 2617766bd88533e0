"""Domain terms marked for translation, keyed by the engine's stable ids.

English is the source language; the Chinese forms live in translations/trainer_zh_CN.ts and
trainer_zh_TW.ts (for fans they equal the engine's ``FANS[id].zh`` / ``zh_tw``, which a test
checks).  Only ``trainer/ui`` imports this module.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from trainer.engine.fans.results import Form, GroupKind
from trainer.engine.fans.table import FanId, Principle
from trainer.engine.waits import WaitShape

FAN_TERMS: dict[FanId, str] = {
    FanId.BIG_FOUR_WINDS: QT_TRANSLATE_NOOP("Fan", "Big Four Winds"),
    FanId.BIG_THREE_DRAGONS: QT_TRANSLATE_NOOP("Fan", "Big Three Dragons"),
    FanId.ALL_GREEN: QT_TRANSLATE_NOOP("Fan", "All Green"),
    FanId.NINE_GATES: QT_TRANSLATE_NOOP("Fan", "Nine Gates"),
    FanId.FOUR_KONGS: QT_TRANSLATE_NOOP("Fan", "Four Kongs"),
    FanId.SEVEN_SHIFTED_PAIRS: QT_TRANSLATE_NOOP("Fan", "Seven Shifted Pairs"),
    FanId.THIRTEEN_ORPHANS: QT_TRANSLATE_NOOP("Fan", "Thirteen Orphans"),
    FanId.ALL_TERMINALS: QT_TRANSLATE_NOOP("Fan", "All Terminals"),
    FanId.LITTLE_FOUR_WINDS: QT_TRANSLATE_NOOP("Fan", "Little Four Winds"),
    FanId.LITTLE_THREE_DRAGONS: QT_TRANSLATE_NOOP("Fan", "Little Three Dragons"),
    FanId.ALL_HONORS: QT_TRANSLATE_NOOP("Fan", "All Honors"),
    FanId.FOUR_CONCEALED_PUNGS: QT_TRANSLATE_NOOP("Fan", "Four Concealed Pungs"),
    FanId.PURE_TERMINAL_CHOWS: QT_TRANSLATE_NOOP("Fan", "Pure Terminal Chows"),
    FanId.QUADRUPLE_CHOW: QT_TRANSLATE_NOOP("Fan", "Quadruple Chow"),
    FanId.FOUR_PURE_SHIFTED_PUNGS: QT_TRANSLATE_NOOP("Fan", "Four Pure Shifted Pungs"),
    FanId.FOUR_PURE_SHIFTED_CHOWS: QT_TRANSLATE_NOOP("Fan", "Four Pure Shifted Chows"),
    FanId.THREE_KONGS: QT_TRANSLATE_NOOP("Fan", "Three Kongs"),
    FanId.ALL_TERMINALS_AND_HONORS: QT_TRANSLATE_NOOP("Fan", "All Terminals and Honors"),
    FanId.SEVEN_PAIRS: QT_TRANSLATE_NOOP("Fan", "Seven Pairs"),
    FanId.GREATER_HONORS_AND_KNITTED_TILES: QT_TRANSLATE_NOOP("Fan", "Greater Honors and Knitted Tiles"),
    FanId.ALL_EVEN_PUNGS: QT_TRANSLATE_NOOP("Fan", "All Even Pungs"),
    FanId.FULL_FLUSH: QT_TRANSLATE_NOOP("Fan", "Full Flush"),
    FanId.PURE_TRIPLE_CHOW: QT_TRANSLATE_NOOP("Fan", "Pure Triple Chow"),
    FanId.PURE_SHIFTED_PUNGS: QT_TRANSLATE_NOOP("Fan", "Pure Shifted Pungs"),
    FanId.UPPER_TILES: QT_TRANSLATE_NOOP("Fan", "Upper Tiles"),
    FanId.MIDDLE_TILES: QT_TRANSLATE_NOOP("Fan", "Middle Tiles"),
    FanId.LOWER_TILES: QT_TRANSLATE_NOOP("Fan", "Lower Tiles"),
    FanId.PURE_STRAIGHT: QT_TRANSLATE_NOOP("Fan", "Pure Straight"),
    FanId.THREE_SUITED_TERMINAL_CHOWS: QT_TRANSLATE_NOOP("Fan", "Three-Suited Terminal Chows"),
    FanId.PURE_SHIFTED_CHOWS: QT_TRANSLATE_NOOP("Fan", "Pure Shifted Chows"),
    FanId.ALL_FIVE: QT_TRANSLATE_NOOP("Fan", "All Five"),
    FanId.TRIPLE_PUNG: QT_TRANSLATE_NOOP("Fan", "Triple Pung"),
    FanId.THREE_CONCEALED_PUNGS: QT_TRANSLATE_NOOP("Fan", "Three Concealed Pungs"),
    FanId.LESSER_HONORS_AND_KNITTED_TILES: QT_TRANSLATE_NOOP("Fan", "Lesser Honors and Knitted Tiles"),
    FanId.KNITTED_STRAIGHT: QT_TRANSLATE_NOOP("Fan", "Knitted Straight"),
    FanId.UPPER_FOUR: QT_TRANSLATE_NOOP("Fan", "Upper Four"),
    FanId.LOWER_FOUR: QT_TRANSLATE_NOOP("Fan", "Lower Four"),
    FanId.BIG_THREE_WINDS: QT_TRANSLATE_NOOP("Fan", "Big Three Winds"),
    FanId.MIXED_STRAIGHT: QT_TRANSLATE_NOOP("Fan", "Mixed Straight"),
    FanId.REVERSIBLE_TILES: QT_TRANSLATE_NOOP("Fan", "Reversible Tiles"),
    FanId.MIXED_TRIPLE_CHOW: QT_TRANSLATE_NOOP("Fan", "Mixed Triple Chow"),
    FanId.MIXED_SHIFTED_PUNGS: QT_TRANSLATE_NOOP("Fan", "Mixed Shifted Pungs"),
    FanId.CHICKEN_HAND: QT_TRANSLATE_NOOP("Fan", "Chicken Hand"),
    FanId.LAST_TILE_DRAW: QT_TRANSLATE_NOOP("Fan", "Last Tile Draw"),
    FanId.LAST_TILE_CLAIM: QT_TRANSLATE_NOOP("Fan", "Last Tile Claim"),
    FanId.OUT_WITH_REPLACEMENT_TILE: QT_TRANSLATE_NOOP("Fan", "Out with Replacement Tile"),
    FanId.ROBBING_THE_KONG: QT_TRANSLATE_NOOP("Fan", "Robbing the Kong"),
    FanId.ALL_PUNGS: QT_TRANSLATE_NOOP("Fan", "All Pungs"),
    FanId.HALF_FLUSH: QT_TRANSLATE_NOOP("Fan", "Half Flush"),
    FanId.MIXED_SHIFTED_CHOWS: QT_TRANSLATE_NOOP("Fan", "Mixed Shifted Chows"),
    FanId.ALL_TYPES: QT_TRANSLATE_NOOP("Fan", "All Types"),
    FanId.MELDED_HAND: QT_TRANSLATE_NOOP("Fan", "Melded Hand"),
    FanId.TWO_CONCEALED_KONGS: QT_TRANSLATE_NOOP("Fan", "Two Concealed Kongs"),
    FanId.TWO_DRAGON_PUNGS: QT_TRANSLATE_NOOP("Fan", "Two Dragon Pungs"),
    FanId.OUTSIDE_HAND: QT_TRANSLATE_NOOP("Fan", "Outside Hand"),
    FanId.FULLY_CONCEALED_HAND: QT_TRANSLATE_NOOP("Fan", "Fully Concealed Hand"),
    FanId.TWO_MELDED_KONGS: QT_TRANSLATE_NOOP("Fan", "Two Melded Kongs"),
    FanId.LAST_TILE: QT_TRANSLATE_NOOP("Fan", "Last Tile"),
    FanId.DRAGON_PUNG: QT_TRANSLATE_NOOP("Fan", "Dragon Pung"),
    FanId.PREVALENT_WIND: QT_TRANSLATE_NOOP("Fan", "Prevalent Wind"),
    FanId.SEAT_WIND: QT_TRANSLATE_NOOP("Fan", "Seat Wind"),
    FanId.CONCEALED_HAND: QT_TRANSLATE_NOOP("Fan", "Concealed Hand"),
    FanId.ALL_CHOWS: QT_TRANSLATE_NOOP("Fan", "All Chows"),
    FanId.TILE_HOG: QT_TRANSLATE_NOOP("Fan", "Tile Hog"),
    FanId.DOUBLE_PUNG: QT_TRANSLATE_NOOP("Fan", "Double Pung"),
    FanId.TWO_CONCEALED_PUNGS: QT_TRANSLATE_NOOP("Fan", "Two Concealed Pungs"),
    FanId.CONCEALED_KONG: QT_TRANSLATE_NOOP("Fan", "Concealed Kong"),
    FanId.ALL_SIMPLES: QT_TRANSLATE_NOOP("Fan", "All Simples"),
    FanId.PURE_DOUBLE_CHOW: QT_TRANSLATE_NOOP("Fan", "Pure Double Chow"),
    FanId.MIXED_DOUBLE_CHOW: QT_TRANSLATE_NOOP("Fan", "Mixed Double Chow"),
    FanId.SHORT_STRAIGHT: QT_TRANSLATE_NOOP("Fan", "Short Straight"),
    FanId.TWO_TERMINAL_CHOWS: QT_TRANSLATE_NOOP("Fan", "Two Terminal Chows"),
    FanId.PUNG_OF_TERMINALS_OR_HONORS: QT_TRANSLATE_NOOP("Fan", "Pung of Terminals or Honors"),
    FanId.MELDED_KONG: QT_TRANSLATE_NOOP("Fan", "Melded Kong"),
    FanId.ONE_VOIDED_SUIT: QT_TRANSLATE_NOOP("Fan", "One Voided Suit"),
    FanId.NO_HONORS: QT_TRANSLATE_NOOP("Fan", "No Honors"),
    FanId.EDGE_WAIT: QT_TRANSLATE_NOOP("Fan", "Edge Wait"),
    FanId.CLOSED_WAIT: QT_TRANSLATE_NOOP("Fan", "Closed Wait"),
    FanId.SINGLE_WAIT: QT_TRANSLATE_NOOP("Fan", "Single Wait"),
    FanId.SELF_DRAWN: QT_TRANSLATE_NOOP("Fan", "Self-Drawn"),
    FanId.FLOWER_TILES: QT_TRANSLATE_NOOP("Fan", "Flower Tiles"),
}

WIND_TERMS: dict[str, str] = {
    "E": QT_TRANSLATE_NOOP("Wind", "East"),
    "S": QT_TRANSLATE_NOOP("Wind", "South"),
    "W": QT_TRANSLATE_NOOP("Wind", "West"),
    "N": QT_TRANSLATE_NOOP("Wind", "North"),
}

PRINCIPLE_TERMS: dict[Principle, str] = {
    Principle.NON_REPEAT: QT_TRANSLATE_NOOP("Principle", "Non-repeat principle"),
    Principle.NON_SEPARATION: QT_TRANSLATE_NOOP("Principle", "Non-separation principle"),
    Principle.NON_IDENTICAL: QT_TRANSLATE_NOOP("Principle", "Non-identical principle"),
    Principle.HIGHEST: QT_TRANSLATE_NOOP("Principle", "Highest-scoring reading principle"),
    Principle.ACCOUNT_ONCE: QT_TRANSLATE_NOOP("Principle", "Account-once principle"),
}

FORM_TERMS: dict[Form, str] = {
    Form.REGULAR: QT_TRANSLATE_NOOP("Form", "four sets and a pair"),
    Form.SEVEN_PAIRS: QT_TRANSLATE_NOOP("Form", "seven pairs"),
    Form.SEVEN_SHIFTED_PAIRS: QT_TRANSLATE_NOOP("Form", "seven shifted pairs"),
    Form.THIRTEEN_ORPHANS: QT_TRANSLATE_NOOP("Form", "thirteen orphans"),
    Form.HONORS_KNITTED: QT_TRANSLATE_NOOP("Form", "honors and knitted tiles"),
    Form.KNITTED_STRAIGHT: QT_TRANSLATE_NOOP("Form", "knitted straight with a set and a pair"),
    Form.NINE_GATES: QT_TRANSLATE_NOOP("Form", "nine gates"),
}

GROUP_TERMS: dict[GroupKind, str] = {
    GroupKind.CHOW: QT_TRANSLATE_NOOP("Group", "chow"),
    GroupKind.PUNG: QT_TRANSLATE_NOOP("Group", "pung"),
    GroupKind.KONG: QT_TRANSLATE_NOOP("Group", "kong"),
    GroupKind.PAIR: QT_TRANSLATE_NOOP("Group", "pair"),
    GroupKind.KNITTED: QT_TRANSLATE_NOOP("Group", "knitted straight"),
    GroupKind.SINGLES: QT_TRANSLATE_NOOP("Group", "tiles"),
}

WAIT_TERMS: dict[WaitShape, str] = {
    WaitShape.TWO_SIDED: QT_TRANSLATE_NOOP("Wait", "two-sided wait"),
    WaitShape.EDGE: QT_TRANSLATE_NOOP("Wait", "edge wait"),
    WaitShape.CLOSED: QT_TRANSLATE_NOOP("Wait", "closed wait"),
    WaitShape.SINGLE: QT_TRANSLATE_NOOP("Wait", "single wait"),
    WaitShape.PUNG: QT_TRANSLATE_NOOP("Wait", "pung wait"),
    WaitShape.SEVEN_PAIRS: QT_TRANSLATE_NOOP("Wait", "seven pairs"),
    WaitShape.THIRTEEN_ORPHANS: QT_TRANSLATE_NOOP("Wait", "thirteen orphans"),
    WaitShape.HONORS_KNITTED: QT_TRANSLATE_NOOP("Wait", "honors and knitted"),
    WaitShape.KNITTED_STRAIGHT: QT_TRANSLATE_NOOP("Wait", "knitted straight"),
    WaitShape.NINE_GATES: QT_TRANSLATE_NOOP("Wait", "nine gates"),
}


def _translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def fan_name(fan: FanId) -> str:
    """The fan's name in the current language."""
    return _translate("Fan", FAN_TERMS[fan])


def wind_name(letter: str) -> str:
    return _translate("Wind", WIND_TERMS[letter])


def principle_name(principle: Principle) -> str:
    return _translate("Principle", PRINCIPLE_TERMS[principle])


def form_name(form: Form) -> str:
    return _translate("Form", FORM_TERMS[form])


def group_name(kind: GroupKind) -> str:
    return _translate("Group", GROUP_TERMS[kind])


def wait_name(shape: WaitShape) -> str:
    return _translate("Wait", WAIT_TERMS[shape])


_NUMERALS = "一二三四五六七八九"
_SUITS = {"zh_CN": "万条饼", "zh_TW": "萬條餅"}
_HONOR_NAMES = {"zh_CN": "东南西北中发白", "zh_TW": "東南西北中發白"}


def current_language() -> str:
    """The UI language as set by the translations (en, zh_CN or zh_TW)."""
    from PySide6.QtCore import QLocale

    name = QLocale().name()
    if name.startswith("zh"):
        return "zh_TW" if name in ("zh_TW", "zh_HK", "zh_MO") else "zh_CN"
    return "en"


def tile_name(tile: int, language: str | None = None) -> str:
    """A tile as players of the language write it: ``6s`` in English, 六条 / 六條 in Chinese."""
    from trainer.engine.notation import tile_token

    language = language or current_language()
    if language not in _SUITS:
        return tile_token(tile)
    if tile >= 0x41:
        return _HONOR_NAMES[language][tile - 0x41]
    return _NUMERALS[(tile & 0xF) - 1] + _SUITS[language][(tile >> 4) - 1]


def tiles_text(tiles, language: str | None = None) -> str:
    """Several tiles: notation in English (``369s``), names joined with 、 in Chinese."""
    from trainer.engine.notation import format_tiles

    language = language or current_language()
    if language not in _SUITS:
        return format_tiles(tiles)
    return "、".join(tile_name(t, language) for t in sorted(tiles))


def join_list(items: list[str]) -> str:
    """A list in running text: commas in English, 、 in Chinese."""
    return ("、" if current_language() != "en" else ", ").join(items)


def colon() -> str:
    """ ": " in English, a full-width "：" in Chinese."""
    return "：" if current_language() != "en" else ": "


def gd_type_name(hand_type, language: str | None = None) -> str:
    """A Guangdong hand type's name in the language (the current one by default); the names live
    in the engine's table."""
    from trainer.engine.guangdong.hand_types import type_name

    return type_name(hand_type, language or current_language())


def gd_multiplier_name(multiplier, language: str | None = None) -> str:
    from trainer.engine.guangdong.hand_types import MULTIPLIER_NAMES

    zh, zh_tw, en = MULTIPLIER_NAMES[multiplier]
    return {"zh_CN": zh, "zh_TW": zh_tw}.get(language or current_language(), en)
