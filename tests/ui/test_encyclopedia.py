"""The encyclopedia: search, filters, a page with examples, links, and opening an example."""

import pytest
from PySide6.QtCore import Qt

from trainer.engine.fans.table import FanId

pytestmark = pytest.mark.ui


@pytest.fixture
def enc(window):
    window.show_area("encyclopedia")
    return window.encyclopedia


def test_search_by_names_pinyin_and_number(enc, qtbot):
    enc.search.setText("大四喜")
    assert enc.visible_fans() == [FanId.BIG_FOUR_WINDS]
    enc.search.setText("da si xi")
    assert FanId.BIG_FOUR_WINDS in enc.visible_fans()
    enc.search.setText("1")
    assert enc.visible_fans() == [FanId.BIG_FOUR_WINDS]
    enc.search.setText("")
    assert len(enc.visible_fans()) == len(enc.pages)


def test_a_page_shows_examples_and_opens_one_in_the_calculator(enc, window, qtbot):
    from PySide6.QtWidgets import QGroupBox, QPushButton

    enc.show_fan(FanId.BIG_FOUR_WINDS)
    page = enc.page_area.widget()
    boxes = page.findChildren(QGroupBox, "example")
    assert len(boxes) >= 2
    button = boxes[0].findChild(QPushButton, "open_in_calculator")
    button.click()
    assert window.current_area() == "calculator"
    assert window.calculator.state.notation().startswith("[EEE][SSS2]")
    assert window.calculator.total_label.text().endswith("points")


def test_points_filter(enc):
    enc.points_filter.setCurrentIndex(enc.points_filter.findData(88))
    assert all(fan <= 7 for fan in enc.visible_fans())


def test_a_lesson_renders_and_its_checks_are_answered_in_place(enc, qtbot):
    from trainer.ui.lesson_view import CheckWidget

    lesson = enc.lessons[0]
    enc.show_lesson(lesson.id)
    view = enc.page_area.widget()
    checks = view.findChildren(CheckWidget)
    assert len(checks) == lesson.checks
    for check in checks:
        right = next(iter(check.block.correct))
        check.options[right].setChecked(True)
        qtbot.mouseClick(check.check_button, Qt.MouseButton.LeftButton)
        assert check.result is True
        assert "Right." in check.feedback.text()
    assert enc.lesson_progress[lesson.id] == (lesson.checks, lesson.checks)


def test_a_wrong_answer_is_marked_and_explained(enc, qtbot):
    from trainer.ui.lesson_view import CheckWidget

    enc.show_lesson(enc.lessons[0].id)
    check = enc.page_area.widget().findChildren(CheckWidget)[0]
    wrong = next(i for i in range(len(check.options)) if i not in check.block.correct)
    check.options[wrong].setChecked(True)
    assert check.check() is False
    assert "Not quite." in check.feedback.text()
    assert "Answer:" in check.feedback.text()


def test_the_overview_is_a_grid_of_fans_by_points(enc, qtbot):
    from PySide6.QtWidgets import QPushButton

    enc.show_fan(None)
    page = enc.page_area.widget()
    button = page.findChild(QPushButton, "grid_fan_1")
    assert button is not None
    assert len(page.findChildren(QPushButton)) == len(enc.pages)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert enc.current == FanId.BIG_FOUR_WINDS
