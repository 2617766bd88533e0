"""A drill session answered by clicks and keys; attempts reach the store and the progress view."""

import pytest
from PySide6.QtCore import Qt

from trainer import store as st
from trainer.drills import session
from trainer.drills.score import ScoreQuestion

pytestmark = pytest.mark.ui


@pytest.fixture
def drills(window):
    window.show_area("drills")
    screen = window.screens["drills"]
    screen.seed_box.setValue(2048)
    return screen


def test_score_drill_answered_right_by_ticking_fans(drills, window, qtbot):
    question = drills.question
    assert isinstance(question, ScoreQuestion)
    assert "Question 1 of seed 2048" in drills.title.text()
    for row in range(drills.fan_list.count()):
        item = drills.fan_list.item(row)
        fan = item.data(Qt.ItemDataRole.UserRole)
        counts = question.answer_fans()
        if fan in counts:
            drills.fan_list.setCurrentItem(item)
            item.setCheckState(Qt.CheckState.Checked)
            drills.count_box.setValue(counts[fan])
    drills.total_box.setValue(question.total)
    qtbot.mouseClick(drills.submit_button, Qt.MouseButton.LeftButton)
    assert "Right!" in drills.feedback.text()
    attempts = st.attempts_for(window.store, window.profile_id)
    assert attempts
    assert all(a.correct for a in attempts)
    window.show_area("progress")
    assert "Answers:" in window.screens["progress"].summary.text()


def test_typed_answers_and_keyboard(drills, qtbot):
    qtbot.keyClicks(drills.answer_line, "1 = 8")
    qtbot.keyClick(drills.answer_line, Qt.Key.Key_Return)
    assert "Not quite." in drills.feedback.text()
    assert "Big Four Winds" in drills.feedback.text()
    qtbot.keyClick(drills.answer_line, Qt.Key.Key_Return)  # Enter again: the next question
    assert "Question 2 of seed 2048" in drills.title.text()


def test_the_same_seed_gives_the_same_questions(drills):
    first = drills.question.id
    drills.restart()
    assert drills.question.id == first == session.question_id("score", 2048, 1, 1)


def test_waits_discard_and_main_fan_drills(drills, qtbot):
    drills.kind_combo.setCurrentIndex(1)  # waits
    question = drills.question
    for tile in question.wait_tiles:
        drills.wait_tiles[tile].set_selected(True)
    drills.submit()
    assert "Right!" in drills.feedback.text()
    drills.kind_combo.setCurrentIndex(2)  # discard
    best = drills.question.best[0]
    index = next(i for i, v in enumerate(drills.hand_tiles.views) if v.tile == best)
    qtbot.mouseClick(drills.hand_tiles.views[index], Qt.MouseButton.LeftButton)
    drills.submit()
    assert "Right!" in drills.feedback.text()
    assert "100%" in drills.feedback.text()
    drills.kind_combo.setCurrentIndex(3)  # main fan
    drills._pick(drills.question.answer)
    drills.submit()
    assert "Right!" in drills.feedback.text()


def test_mistakes_queue_offers_a_question_on_the_missed_fan(drills, window):
    drills.answer_line.setText("1 = 8")
    drills.submit()
    assert "Retry my mistakes: 0" not in drills.mistakes_button.text()
    drills.mistakes_button.click()
    assert drills.question.id.startswith("review-")


def test_home_shows_the_queue_and_opens_a_review(window, qtbot):
    drills = window.screens["drills"]
    window.show_area("drills")
    drills.answer_line.setText("1 = 8")
    drills.submit()
    window.show_area("home")
    assert "mistake" in window.home.due_label.text()
    assert window.home.due_button.isEnabled()
    qtbot.mouseClick(window.home.due_button, Qt.MouseButton.LeftButton)
    assert window.current_area() == "drills"
    assert drills.question.id.startswith("review-")


def test_pick_the_hand_flashcards_and_a_mixed_session(drills, qtbot):
    from trainer.drills import recognition

    drills.kind_combo.setCurrentIndex(drills.kind_combo.findData(recognition.FAN_HAND))
    drills._pick(drills.question.answer)
    drills.submit()
    assert "Right!" in drills.feedback.text()
    drills.kind_combo.setCurrentIndex(drills.kind_combo.findData(recognition.FLASHCARD))
    card = drills.question
    drills.points_box.setCurrentIndex(drills.points_box.findData(card.points))
    drills.submit()
    assert "Right!" in drills.feedback.text()
    drills.kind_combo.setCurrentIndex(drills.kind_combo.findData("mixed"))
    kinds = []
    for _ in range(5):
        kinds.append(type(drills.question).__name__)
        drills.next_question()
    assert len(set(kinds)) == 5
