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


@pytest.fixture
def table_screen(qtbot):
    """A practice table on an in-memory store: bots at full speed, no confirmation dialogs."""
    from trainer import store as st
    from trainer.ui.screens.table import TableScreen

    store = st.open_memory_store()
    profile = st.create_profile(store, "Learner")
    widget = TableScreen(store, profile.id)
    widget.confirm_warnings = False
    widget.pace.setValue(0)
    qtbot.addWidget(widget)
    widget.show()
    return widget
