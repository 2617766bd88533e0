"""The progress view reads the store: mastery grid, summary, chart."""

from datetime import datetime, timedelta, timezone

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
    assert "Answers: 4" in screen.summary.text() and "75%" in screen.summary.text()
    assert screen.chart.days and screen.chart.days[-1][1] == 4
