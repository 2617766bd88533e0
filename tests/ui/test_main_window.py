"""The main window: areas, shortcuts, remembered state, language switch, about box."""

import pytest
from PySide6.QtGui import QKeySequence

from trainer.ui.main_window import AREAS
from trainer.ui.screens.table import TableScreen

pytestmark = pytest.mark.ui


def test_every_area_can_be_opened_from_the_navigation(window, qtbot):
    for row, key in enumerate(AREAS):
        window.nav.setCurrentRow(row)
        assert window.current_area() == key
        assert window.stack.currentWidget() is window.screens[key]


def test_shortcuts_switch_areas(window, qtbot):
    for number, key in enumerate(AREAS, start=1):
        action = window.area_actions[key]
        assert action.shortcut() == QKeySequence(f"Ctrl+{number}")
        action.trigger()
        assert window.current_area() == key


def test_every_area_is_a_working_screen(window):
    assert isinstance(window.screens["table"], TableScreen)
    assert not [key for key, screen in window.screens.items() if type(screen).__name__ == "ComingScreen"]


def test_area_and_size_are_remembered(qtbot, tmp_path):
    from trainer.app import create_window

    first = create_window(str(tmp_path), language="en")
    qtbot.addWidget(first)
    first.show()
    first.resize(first.minimumSizeHint().width() + 10, 520)
    first.show_area("calculator")
    first.close()
    second = create_window(str(tmp_path), language="en")
    qtbot.addWidget(second)
    assert second.current_area() == "calculator"
    assert second.size().height() == 520


def test_language_switches_at_once(window, qtbot):
    calculator_row = AREAS.index("calculator")
    assert window.nav.item(calculator_row).text() == "Calculator"
    window.show_area("calculator")
    window.calculator.set_notation("123m456p789s1123s4s")
    combo = window.settings_screen.language_combo
    combo.setCurrentIndex(combo.findData("zh_CN"))
    assert window.translations.language == "zh_CN"
    qtbot.waitUntil(
        lambda: window.nav.item(calculator_row).text() != "Calculator"
    )  # LanguageChange is posted
    assert window.nav.item(calculator_row).text() == "算番器"
    names = [
        window.calculator.fans_tree.topLevelItem(i).text(1)
        for i in range(window.calculator.fans_tree.topLevelItemCount())
    ]
    assert "花龙" in names
    combo.setCurrentIndex(combo.findData("zh_TW"))
    qtbot.waitUntil(
        lambda: (
            window.nav.item(calculator_row).text() == "算番器"
            and "花龍"
            in [
                window.calculator.fans_tree.topLevelItem(i).text(1)
                for i in range(window.calculator.fans_tree.topLevelItemCount())
            ]
        )
    )
    names = [
        window.calculator.fans_tree.topLevelItem(i).text(1)
        for i in range(window.calculator.fans_tree.topLevelItemCount())
    ]
    assert "花龍" in names
    combo.setCurrentIndex(combo.findData("en"))
    qtbot.waitUntil(lambda: window.nav.item(calculator_row).text() == "Calculator")


def test_language_choice_is_remembered(qtbot, tmp_path):
    from trainer.app import create_window

    first = create_window(str(tmp_path), language="en")
    qtbot.addWidget(first)
    first.set_language("zh_TW")
    first.close()
    second = create_window(str(tmp_path))
    qtbot.addWidget(second)
    assert second.translations.language == "zh_TW"
    second.translations.install("en")


def test_theme_setting_applies_a_dark_palette(window):
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    window.set_theme("dark")
    assert QApplication.instance().palette().color(QPalette.ColorRole.Window).lightness() < 100
    window.set_theme("system")


def test_lesson_progress_survives_a_restart(qtbot, tmp_path):
    from trainer.app import create_window

    first = create_window(str(tmp_path), language="en")
    qtbot.addWidget(first)
    lesson = first.encyclopedia.lessons[0]
    first.encyclopedia._lesson_done(lesson.id, 1, 2)
    first.close()
    first.store.close()
    second = create_window(str(tmp_path), language="en")
    qtbot.addWidget(second)
    assert second.encyclopedia.lesson_progress[lesson.id] == (1, 2)
    assert (tmp_path / "progress.sqlite3").exists()


def test_a_corrupt_progress_file_is_set_aside_and_reported(qtbot, tmp_path):
    from trainer.app import create_window

    (tmp_path / "progress.sqlite3").write_bytes(b"this is not a database" * 100)
    window = create_window(str(tmp_path), language="en")
    qtbot.addWidget(window)
    assert len(window.startup_messages) == 1
    assert "progress.sqlite3" in window.startup_messages[0]
    assert any(p.name.startswith("progress.sqlite3.corrupt-") for p in tmp_path.iterdir())


def test_learners_keep_their_own_progress(window, qtbot):
    from trainer.study.progress import record_answer

    first = window.profile_id
    record_answer(window.store, first, drill_kind="score", item_keys=["fan:SEVEN_PAIRS"], question={}, answer={},
                  correct=False, elapsed_ms=1000)  # fmt: skip
    window.settings_screen.new_profile.setText("Mei")
    window.settings_screen._on_add_profile()
    assert window.profile_id != first
    assert window.settings_screen.profile_combo.currentText() == "Mei"
    window.screens["progress"].refresh()
    assert "Answers: 0" in window.screens["progress"].summary.text()
    window.settings_screen.profile_combo.setCurrentIndex(window.settings_screen.profile_combo.findData(first))
    assert window.profile_id == first
    window.screens["progress"].refresh()
    assert "Answers: 1" in window.screens["progress"].summary.text()
