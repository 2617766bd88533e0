"""Every fan page: complete in three languages, and every example scored by the engine."""

import re

import pytest

from trainer.content.fans import LOCALES, TEXT_FIELDS, ExampleKind, load_pages
from trainer.engine.fans.scoring import score_hand
from trainer.engine.fans.table import FANS, FanId

PAGES = load_pages()
EXAMPLES = [(page.fan, i, ex) for page in PAGES.values() for i, ex in enumerate(page.examples)]
SIMPLIFIED_ONLY = set("杠龙双对门风带绝张钓断无莲宝灯绿节顺饼条听将计两为这个们发")


def test_every_fan_has_a_page():
    missing = [f.name for f in FanId if f not in PAGES]
    assert not missing, f"fans without a page: {missing}"


@pytest.mark.parametrize("fan", sorted(PAGES), ids=lambda f: FanId(f).name)
def test_page_is_complete_in_three_languages(fan):
    page = PAGES[fan]
    for locale in LOCALES:
        for field in ("definition", "rule"):
            assert page.text[locale].get(field), (locale, field)
        assert set(page.text[locale]) <= set(TEXT_FIELDS)
    # the three locales hold the same fields
    assert {k for k, v in page.text["en"].items() if v} == {k for k, v in page.text["zh_CN"].items() if v}
    assert {k for k, v in page.text["zh_CN"].items() if v} == {k for k, v in page.text["zh_TW"].items() if v}
    assert page.fan not in page.combines
    kinds = {ex.kind for ex in page.examples}
    assert len(page.examples) >= 2
    assert ExampleKind.EXAMPLE in kinds
    for ex in page.examples:
        assert all(ex.caption[locale] for locale in LOCALES), ex.hand


@pytest.mark.parametrize("fan", sorted(PAGES), ids=lambda f: FanId(f).name)
def test_traditional_text_uses_traditional_characters(fan):
    page = PAGES[fan]
    text = "".join(page.text["zh_TW"].values()) + "".join(ex.caption["zh_TW"] for ex in page.examples)
    # the quoted 1998 text is Simplified in the zh_CN page only
    found = SIMPLIFIED_ONLY & set(text)
    assert not found, f"Simplified characters in the zh_TW text of {FanId(fan).name}: {sorted(found)}"


@pytest.mark.parametrize(("fan", "index", "example"), EXAMPLES, ids=lambda x: "")
def test_every_example_scores_as_the_page_says(fan, index, example):
    result = score_hand(example.parsed(), example.context)
    counted = {f.fan for f in result.fans}
    if example.kind is ExampleKind.EXAMPLE:
        assert fan in counted, f"{FanId(fan).name} example {index + 1} ({example.hand}) does not score it"
        assert result.is_legal, f"{example.hand} is below 8 points"
    else:
        assert fan not in counted, f"{FanId(fan).name} near miss {index + 1} ({example.hand}) scores it"


def test_combines_names_fans_that_can_score_together():
    for page in PAGES.values():
        for other in page.combines:
            assert other not in FANS[page.fan].excludes and page.fan not in FANS[other].excludes, (
                page.fan,
                other,
            )


def test_fan_names_in_text_are_real():
    names = {f.zh for f in FANS.values()} | {f.zh_tw for f in FANS.values()}
    for page in PAGES.values():
        for match in re.findall(r"\{fan:(\w+)\}", " ".join(page.text["en"].values())):
            assert match in FanId.__members__
        assert names  # placeholder use of names for future link checks
