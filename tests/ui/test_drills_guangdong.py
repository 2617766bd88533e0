"""The waits and discard drills in Guangdong mode: the ghost shown, answers right and wrong, feedback."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from trainer import store as st
from trainer.drills.gd_discard import GdDiscardQuestion
from trainer.drills.gd_waits import GdWaitsQuestion
from trainer.engine.notation import format_tiles
from trainer.engine.tiles import ALL_KINDS
from trainer.ui.widgets.tiles import TileView

pytestmark = pytest.mark.ui


@pytest.fixture
def drills(window):
    window.show_area("drills")
    screen = window.screens["drills"]
    screen.seed_box.setValue(2048)
    screen.kind_combo.setCurrentIndex(screen.kind_combo.findData("waits"))
    screen.set_rules("guangdong")
    return screen


def test_the_rule_set_applies_to_waits_and_discard_only(drills):
    assert isinstance(drills.question, GdWaitsQuestion)
    assert drills.rules_combo.isEnabled()
    drills.kind_combo.setCurrentIndex(drills.kind_combo.findData("score"))
    assert not drills.rules_combo.isEnabled()
    assert type(drills.question).__name__ == "ScoreQuestion"
    drills.kind_combo.setCurrentIndex(drills.kind_combo.findData("discard"))
    assert isinstance(drills.question, GdDiscardQuestion)
    drills.set_rules("mcr")
    assert type(drills.question).__name__ == "DiscardQuestion"


def test_a_guangdong_waits_question_shows_the_ghost(drills):
    q = drills.question
    assert "Guangdong" in drills.title.text()
    assert "Ghost" in drills.conditions.text()
    assert "indicator" in drills.conditions.text()
    box = drills.findChild(QWidget, "ghost_box")
    assert box is not None
    assert {v.tile for v in box.findChildren(TileView)} == {q.ghost, q.indicator}
    ghosts = [v for v in drills.hand_tiles.views if v.tile == q.ghost]
    assert len(ghosts) == q.ghosts_held
    assert all(v.highlighted for v in ghosts)


def test_waits_answered_right_by_clicks(drills, window, qtbot):
    q = drills.question
    for tile in q.wait_tiles:
        qtbot.mouseClick(drills.wait_tiles[tile], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(drills.submit_button, Qt.MouseButton.LeftButton)
    text = drills.feedback.text()
    assert "Right!" in text
    assert "stands for any tile" in text
    if q.ghosts_held:
        assert "the ghost stands for" in text or "the ghosts stand for" in text
    attempts = st.attempts_for(window.store, window.profile_id)
    assert attempts
    assert {a.drill_kind for a in attempts} == {"gd_waits"}
    assert all(a.correct for a in attempts)
    assert any(a.item_key.startswith("drill:gd_waits:") for a in attempts)


def test_waits_answered_wrong_by_keyboard(drills, qtbot):
    q = drills.question
    wrong = next(t for t in ALL_KINDS if t not in q.wait_tiles)
    qtbot.keyClicks(drills.answer_line, format_tiles([wrong]))
    qtbot.keyClick(drills.answer_line, Qt.Key.Key_Return)
    text = drills.feedback.text()
    assert "Not quite." in text
    assert "Missed" in text
    assert "Do not win" in text
    qtbot.keyClick(drills.answer_line, Qt.Key.Key_Return)  # Enter again: the next question
    assert "Question 2 of seed 2048" in drills.title.text()
    assert isinstance(drills.question, GdWaitsQuestion)


def test_discard_best_and_ghost(drills, qtbot):
    drills.kind_combo.setCurrentIndex(drills.kind_combo.findData("discard"))
    q = drills.question
    best = q.best[0]
    index = next(i for i, v in enumerate(drills.hand_tiles.views) if v.tile == best)
    qtbot.mouseClick(drills.hand_tiles.views[index], Qt.MouseButton.LeftButton)
    drills.submit()
    assert "Right!" in drills.feedback.text()
    assert "100%" in drills.feedback.text()
    assert "pung" in drills.feedback.text()
    for _ in range(30):  # find a position with a ghost in the hand, then throw the ghost away
        drills.next_question()
        if drills.question.ghosts_held:
            break
    q = drills.question
    assert q.ghosts_held
    drills.answer_line.setText(format_tiles([q.ghost]))
    drills.submit()
    assert "Not quite." in drills.feedback.text()
    assert "keep it" in drills.feedback.text()


def test_the_rule_set_of_the_drills_survives_a_restart(window, tmp_path):
    from trainer.app import create_window

    drills = window.screens["drills"]
    drills.set_rules("guangdong")
    again = create_window(str(tmp_path), language="en")
    try:
        assert again.screens["drills"].rules() == "guangdong"
    finally:
        again.close()
