"""The progress view reads the store: mastery grid, summary, chart."""

import pytest

from trainer.engine.fans.table import FanId
from trainer.study.progress import record_answer

pytestmark = pytest.mark.ui


def test_progress_shows_new_attempts(window, qtbot):
    window.show_area("progress")
    screen = window.screens["progress"]
    grey = screen.cells[FanId.SEVEN_PAIRS].styleSheet()
    for right in (True, True, False, True):
        record_answer(window.store, window.profile_id, drill_kind="score", item_keys=["fan:SEVEN_PAIRS"],
                      question={}, answer={}, correct=right, elapsed_ms=12000)  # fmt: skip
    screen.refresh()
    assert screen.cells[FanId.SEVEN_PAIRS].styleSheet() != grey
    assert "Answers: 4" in screen.summary.text()
    assert "75%" in screen.summary.text()
    assert screen.chart.days
    assert screen.chart.days[-1][1] == 4


def test_progress_counts_efficiency_per_table_hand(window, qtbot):
    from trainer import store as st

    screen = window.screens["progress"]
    screen.refresh()
    assert "No hands" in screen.games.text()
    for efficiency, winner in ((0.5, 1), (0.8, 0)):
        summary = {"ended": True, "winner": winner, "total": 12, "efficiency": efficiency}
        st.save_game_record(
            window.store, st.GameRecord(window.profile_id, 7, {"human": 0, "actions": []}, summary)
        )
    screen.refresh()
    text = screen.games.text()
    assert text.index("50%") < text.index("80%")  # oldest first: improvement reads left to right
    assert "lost" in text
    assert "won 12" in text


def test_progress_names_the_rules_of_each_table_hand(window):
    from trainer import store as st

    screen = window.screens["progress"]
    summary = {"ended": True, "winner": 0, "total": 4, "efficiency": 1.0}
    st.save_game_record(
        window.store, st.GameRecord(window.profile_id, 1, {"human": 0, "actions": [], "rules": None}, summary)
    )
    st.save_game_record(
        window.store,
        st.GameRecord(window.profile_id, 2, {"human": 0, "actions": [], "rules": {"ghosts": True}}, summary),
    )
    screen.refresh()
    lines = screen.games.text().split("<br>")
    assert "MCR" in lines[0]
    assert "Guangdong" in lines[1]
