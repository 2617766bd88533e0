"""Every Guangdong hand-type page: complete in three languages, and every example scored by the engine."""

import pytest

from trainer.content.fans import LOCALES, TEXT_FIELDS, ExampleKind
from trainer.content.guangdong import PRINCIPLES, load_pages, matches, tile_from_token
from trainer.engine.guangdong.hand_types import TYPES, HandType
from trainer.engine.guangdong.scoring import WinBy

PAGES = load_pages()
EXAMPLES = [
    pytest.param(page, ex, id=f"{page.id}-{ex.kind.value}-{i + 1}")
    for page in PAGES.values()
    for i, ex in enumerate(page.examples)
]
# characters that exist only in Simplified Chinese (their Traditional forms differ)
SIMPLIFIED_ONLY = set(
    "杠龙双对门风带绝张钓断无莲宝灯绿节顺饼条听将计两为这个们发万东红华开抢捞鸡罗汉与种数时后庄点边单过还没样于从现规则应该类组连续写读认会马买赢输经错误当虽须满长见称视达实际择选间够说块钱给吗处头"
)


def test_every_hand_type_has_a_page():
    missing = [t.value for t in HandType if t.value not in PAGES]
    assert not missing, f"hand types without a page: {missing}"
    assert len([p for p in PAGES.values() if p.hand_type is not None]) == len(HandType) == 25


def test_the_principles_page_is_there_and_last():
    assert list(PAGES)[-1] == PRINCIPLES
    assert PAGES[PRINCIPLES].hand_type is None


@pytest.mark.parametrize("key", list(PAGES))
def test_page_is_complete_in_three_languages(key):
    page = PAGES[key]
    for locale in LOCALES:
        for field in TEXT_FIELDS:
            assert page.text[locale].get(field), (key, locale, field)
    kinds = {ex.kind for ex in page.examples}
    assert len(page.examples) >= 2
    assert ExampleKind.EXAMPLE in kinds
    if page.hand_type is not None:
        assert ExampleKind.NEAR_MISS in kinds, f"{key} has no near miss"
        assert page.pinyin
    for ex in page.examples:
        assert all(ex.caption[locale] for locale in LOCALES), ex.hand


@pytest.mark.parametrize("key", list(PAGES))
def test_the_rule_text_quotes_the_seed(key):
    page = PAGES[key]
    assert "「" in page.text["zh_CN"]["rule"]
    assert "」" in page.text["zh_CN"]["rule"]
    assert "「" in page.text["en"]["rule"]
    assert "(" in page.text["en"]["rule"]


@pytest.mark.parametrize("key", list(PAGES))
def test_traditional_text_uses_traditional_characters(key):
    page = PAGES[key]
    text = "".join(page.text["zh_TW"].values()) + "".join(ex.caption["zh_TW"] for ex in page.examples)
    found = SIMPLIFIED_ONLY & set(text)
    assert not found, f"Simplified characters in the zh_TW text of {key}: {sorted(found)}"
    assert page.text["zh_TW"]["definition"] != page.text["zh_CN"]["definition"]


@pytest.mark.parametrize(("page", "example"), EXAMPLES)
def test_every_example_scores_as_the_page_says(page, example):
    result = example.score()
    assert result.legal
    if page.hand_type is not None:
        if example.kind is ExampleKind.EXAMPLE:
            assert page.hand_type in result.counted, (
                f"{example.hand} counts {[t.value for t in result.counted]}"
            )
        else:
            assert page.hand_type not in result.counted, f"near miss {example.hand} counts {page.id}"
    if example.counted:
        assert set(result.counted) == set(example.counted), [t.value for t in result.counted]


@pytest.mark.parametrize(("page", "example"), EXAMPLES)
def test_stated_totals_match_the_engine(page, example):
    total = example.score().total
    stated = {locale: example.stated_total(locale) for locale in LOCALES}
    assert len(set(stated.values())) == 1, f"the locales state different totals: {stated}"
    if stated["en"] is not None:
        assert stated["en"] == total, f"{example.hand}: caption says {stated['en']}, the engine {total}"


def test_every_hand_type_appears_in_some_example():
    """Each type is shown by at least one example somewhere (many pages show the lower types too)."""
    shown = {t for page in PAGES.values() for ex in page.examples for t in ex.score().types}
    assert shown >= set(HandType) - {HandType.JI_HU}


def test_conditions_are_read_from_the_file():
    robbed = [ex for ex in PAGES["qiang_gang_hu"].examples if ex.kind is ExampleKind.EXAMPLE]
    assert all(ex.context.win_by is WinBy.ROBBING_KONG for ex in robbed)
    assert any(ex.context.ghosts_discarded for page in PAGES.values() for ex in page.examples)
    assert any(ex.ghost is not None for page in PAGES.values() for ex in page.examples)
    assert tile_from_token("6s") == tile_from_token("6s")
    assert tile_from_token("E").name == "EAST"


def test_search_by_name_pinyin_and_english():
    for page in PAGES.values():
        if page.hand_type is None:
            continue
        row = TYPES[page.hand_type]
        assert matches(page, row.zh)
        assert matches(page, row.zh_tw)
        assert matches(page, row.en.lower())
        assert matches(page, page.pinyin.replace(" ", ""))


def test_a_bad_page_is_reported_with_its_file_name(tmp_path):
    from trainer.content.fans import ContentError
    from trainer.content.guangdong import load_page

    path = tmp_path / "bad.toml"
    path.write_text(
        'id = "da_si_xi"\n[[examples]]\nkind = "example"\nhand = "EEE"\nwin_by = "discard"\n',
        encoding="utf-8",
    )
    with pytest.raises(ContentError, match=r"bad\.toml"):
        load_page(path)
