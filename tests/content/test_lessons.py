"""Lessons: every lesson loads, the three languages stay in step, every hand is valid and scored."""

import pytest

from trainer.content.lessons import (
    LOCALES,
    CheckBlock,
    HandBlock,
    LessonError,
    load_lessons,
    parse_blocks,
)
from trainer.engine.fans.scoring import score_hand

LESSONS = load_lessons()


def shape(blocks):
    out = []
    for block in blocks:
        if isinstance(block, HandBlock):
            out.append(("hand", block.notation, block.context))
        elif isinstance(block, CheckBlock):
            out.append(("check", len(block.options), block.correct))
    return out


def test_there_are_lessons():
    assert LESSONS
    assert {lesson.id for lesson in LESSONS}
    assert len({l.id for l in LESSONS}) == len(LESSONS)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_three_languages_in_step(lesson):
    for locale in LOCALES:
        assert locale in lesson.blocks, f"{lesson.id}: {locale}.md is missing"
        assert lesson.title.get(locale), f"{lesson.id}: no {locale} title"
        # same hands in the same order, same checks with the same right answers
        assert shape(lesson.blocks[locale]) == shape(lesson.blocks["en"]), (lesson.id, locale)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_hand_is_valid_and_complete_ones_score(lesson):
    for block in lesson.blocks["en"]:
        if isinstance(block, HandBlock):
            hand = block.hand()
            if hand.win_tile is not None:
                score_hand(hand, block.context)  # raises if it is not a winning hand


def test_bad_lessons_say_where_and_what():
    with pytest.raises(LessonError, match="lesson.md: unknown fan"):
        parse_blocks("Count {fan:NOT_A_FAN} here.", "lesson.md")
    with pytest.raises(LessonError, match="x.md: hand '123x'"):
        parse_blocks("```hand\n123x\n```\n", "x.md")
    with pytest.raises(LessonError, match="a check needs"):
        parse_blocks("```check\n? Question\n- only one\n```\n", "x.md")
    blocks = parse_blocks(
        "Intro {fan:SEVEN_PAIRS}\n\n```hand\n1122m3344s5566pEE\nself_drawn seat=S\n```\n", "ok.md"
    )
    assert blocks[1].context.self_drawn
    assert blocks[1].context.seat_wind == 0x42
