"""The Chinese translations are complete and use the engine's and the rule texts' terms.

Reads ``translations/trainer_zh_CN.ts`` and ``trainer_zh_TW.ts`` with xml.etree and the UI sources with
ast, so it needs no Qt. When it fails after a UI change: ``make translations`` (pyside6-lupdate) brings
new strings into the .ts files as unfinished; translate them (Qt Linguist or by hand) and remove
``type="unfinished"``.
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from trainer.engine.fans.table import FANS, FanId

REPO = Path(__file__).resolve().parents[1]
TS_DIR = REPO / "translations"
LANGUAGES = ("zh_CN", "zh_TW")
# The name each language's fan names come from in the engine's table.
FAN_FIELD = {"zh_CN": "zh", "zh_TW": "zh_tw"}

# Simplified-only characters: none may appear in the Traditional file. The first line holds the mahjong
# terms; the rest are the Simplified forms of the other words the UI uses. Characters that are also
# correct Traditional (吃, 后, 于, 里, 准, 台) are deliberately not listed.
SIMPLIFIED_ONLY = frozenset(
    "杠龙双对门风带绝张钓断无莲宝灯绿节顺发饼条听归连组将种计国标边单开抢捞齐"
    "与专东两个为乐习会关内凑击则参变图复学帮录据数时机浅测点现电盖确离竞练统编脑观规记讲设证该语课"
    "贴赛输达还这进选释销间随页项馈验"
)
# Traditional-only forms of the same terms: none may appear in the Simplified file.
TRADITIONAL_ONLY = frozenset("槓龍雙對門風帶絕張釣斷無蓮寶燈綠節順發餅條聽歸連組將種計國標邊單開搶撈齊")
PLACEHOLDER = re.compile(r"%(?:\d+|n)")
TAG = re.compile(r"</?[a-zA-Z][^>]*>")
ACCELERATOR = re.compile(r"&(?!&)(\w)")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    numerus: bool
    kind: str | None  # the translation's type attribute: unfinished, vanished, obsolete, or None
    forms: tuple[str, ...]  # the translation, or its numerus forms


def load(language: str) -> list[Message]:
    root = ET.parse(TS_DIR / f"trainer_{language}.ts").getroot()
    assert root.get("language") == language
    messages = []
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, (name, message.findtext("source"))
            numerus = message.get("numerus") == "yes"
            if numerus:
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            source = message.findtext("source")
            messages.append(Message(name, source, numerus, translation.get("type"), forms))
    return messages


@pytest.fixture(scope="module", params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture(scope="module")
def catalog() -> dict[str, list[Message]]:
    return {lang: load(lang) for lang in LANGUAGES}


def translations(messages: list[Message]) -> dict[tuple[str, str], tuple[str, ...]]:
    return {(m.context, m.source): m.forms for m in messages}


def test_both_languages_hold_the_same_messages(catalog):
    keys = {lang: [(m.context, m.source) for m in msgs] for lang, msgs in catalog.items()}
    for lang, k in keys.items():
        duplicates = [key for key, n in Counter(k).items() if n > 1]
        assert not duplicates, f"{lang}: messages listed twice: {duplicates}"
    only_cn, only_tw = set(keys["zh_CN"]) - set(keys["zh_TW"]), set(keys["zh_TW"]) - set(keys["zh_CN"])
    assert not only_cn, f"only in zh_CN: {sorted(only_cn)}"
    assert not only_tw, f"only in zh_TW: {sorted(only_tw)}"
    assert len(keys["zh_CN"]) > 200


def test_every_message_is_finished_and_not_empty(catalog, language):
    problems = []
    for m in catalog[language]:
        if m.kind is not None:  # unfinished, vanished or obsolete
            problems.append(f"{m.context} / {m.source!r}: type={m.kind}")
        elif not m.forms or not all(form.strip() for form in m.forms):
            problems.append(f"{m.context} / {m.source!r}: empty")
        elif m.numerus and len(m.forms) != 1:
            problems.append(f"{m.context} / {m.source!r}: Chinese has one plural form, found {len(m.forms)}")
    assert not problems, f"{language}:\n" + "\n".join(problems)


def test_fan_names_are_the_engines(catalog, language):
    fans = {m.source: m.forms[0] for m in catalog[language] if m.context == "Fan"}
    field = FAN_FIELD[language]
    for fan in FANS.values():
        assert fan.en in fans, f"fan {fan.id} {fan.en!r} is missing from context Fan"
        assert fans[fan.en] == getattr(fan, field), f"{language}: {fan.en}"
    extra = set(fans) - {fan.en for fan in FANS.values()}
    assert not extra, f"context Fan holds names that are not fans: {extra}"


def test_placeholders_tags_and_accelerators_are_kept(catalog, language):
    problems = []
    for m in catalog[language]:
        for form in m.forms:
            if Counter(PLACEHOLDER.findall(form)) != Counter(PLACEHOLDER.findall(m.source)):
                problems.append(f"placeholders: {m.source!r} -> {form!r}")
            if TAG.findall(form) != TAG.findall(m.source):
                problems.append(f"HTML tags: {m.source!r} -> {form!r}")
            if len(ACCELERATOR.findall(form)) != len(ACCELERATOR.findall(m.source)):
                problems.append(f"& accelerator: {m.source!r} -> {form!r}")
    assert not problems, f"{language}:\n" + "\n".join(problems)


def test_the_principles_are_the_rule_texts(catalog):
    expected = {
        "zh_CN": ("不重复原则", "不拆移原则", "不得相同原则", "就高不就低原则", "套算一次原则"),
        "zh_TW": ("不重複原則", "不拆移原則", "不得相同原則", "就高不就低原則", "套算一次原則"),
    }
    for lang, names in expected.items():
        found = {m.forms[0] for m in catalog[lang] if m.context == "Principle"}
        assert found == set(names), lang


def script_errors(messages: list[Message], forbidden: frozenset[str]) -> list[str]:
    return [
        f"{m.context} / {m.source!r}: {form!r} has {''.join(sorted(set(form) & forbidden))}"
        for m in messages
        for form in m.forms
        if set(form) & forbidden
    ]


def test_traditional_file_has_no_simplified_characters(catalog):
    # the check itself must work: the Simplified file is full of these characters
    assert len(script_errors(catalog["zh_CN"], SIMPLIFIED_ONLY)) > 50
    errors = script_errors(catalog["zh_TW"], SIMPLIFIED_ONLY)
    assert not errors, "Simplified characters in zh_TW:\n" + "\n".join(errors)


def test_simplified_file_has_no_traditional_characters(catalog):
    assert len(script_errors(catalog["zh_TW"], TRADITIONAL_ONLY)) > 50
    errors = script_errors(catalog["zh_CN"], TRADITIONAL_ONLY)
    assert not errors, "Traditional characters in zh_CN:\n" + "\n".join(errors)


def test_app_name(catalog):
    for lang, name in (("zh_CN", "麻将学堂"), ("zh_TW", "麻將學堂")):
        assert translations(catalog[lang])[("MainWindow", "Mahjong Trainer")] == (name,)


# ------------------------------------------------------------------------------------- the sources


def _terms_tree() -> ast.Module:
    return ast.parse((REPO / "trainer" / "ui" / "terms.py").read_text(encoding="utf-8"))


def test_fan_terms_cover_every_fan_with_its_english_name():
    terms: dict[FanId, tuple[str, str]] = {}
    for node in ast.walk(_terms_tree()):
        target = node.target if isinstance(node, ast.AnnAssign) else None
        if isinstance(target, ast.Name) and target.id == "FAN_TERMS":
            assert isinstance(node.value, ast.Dict)
            for key, value in zip(node.value.keys, node.value.values, strict=True):
                assert isinstance(key, ast.Attribute)
                assert isinstance(key.value, ast.Name)
                assert key.value.id == "FanId"
                assert isinstance(value, ast.Call)
                assert getattr(value.func, "id", None) == "QT_TRANSLATE_NOOP"
                context, text = (ast.literal_eval(arg) for arg in value.args)
                terms[FanId[key.attr]] = (context, text)
    assert set(terms) == set(FanId), f"FAN_TERMS misses {set(FanId) - set(terms)}"
    for fan_id, (context, text) in terms.items():
        assert context == "Fan"
        assert text == FANS[fan_id].en, fan_id


def source_messages() -> set[tuple[str, str, bool]]:
    """(context, source, numerus) of every translatable literal under trainer/, as pyside6-lupdate sees it."""
    found: set[tuple[str, str, bool]] = set()

    class Visitor(ast.NodeVisitor):
        def __init__(self) -> None:
            self.classes: list[str] = []

        def visit_ClassDef(self, node: ast.ClassDef) -> None:
            self.classes.append(node.name)
            self.generic_visit(node)
            self.classes.pop()

        def visit_Call(self, node: ast.Call) -> None:
            func = node.func
            literal = [isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args]
            if (
                isinstance(func, ast.Attribute) and func.attr == "tr" and isinstance(func.value, ast.Name)
                and func.value.id == "self" and self.classes and literal[:1] == [True]
            ):  # fmt: skip
                found.add((self.classes[-1], node.args[0].value, len(node.args) >= 3))
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if name in ("QT_TRANSLATE_NOOP", "translate") and literal[:2] == [True, True]:
                found.add((node.args[0].value, node.args[1].value, len(node.args) >= 4))
            self.generic_visit(node)

    for path in sorted((REPO / "trainer").rglob("*.py")):
        Visitor().visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def test_every_string_in_the_sources_is_in_the_translations(catalog):
    in_sources = source_messages()
    assert len(in_sources) > 200
    for lang, messages in catalog.items():
        in_file = {(m.context, m.source, m.numerus) for m in messages}
        missing = sorted(in_sources - in_file)
        assert not missing, f"{lang}: not in the .ts file (`make translations`, then translate): {missing}"
        gone = sorted(in_file - in_sources)
        assert not gone, f"{lang}: no longer in the sources (run `make translations`): {gone}"
