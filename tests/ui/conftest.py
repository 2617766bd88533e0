"""Qt test fixtures: a main window on a throwaway data folder, never the user's own."""

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")


@pytest.fixture
def window(qtbot, tmp_path):
    from trainer.app import create_window

    win = create_window(str(tmp_path), language="en")
    qtbot.addWidget(win)
    win.show()
    yield win
    win.translations.install("en")
