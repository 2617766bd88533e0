"""Composition root: paths -> settings -> translations -> the main window."""

from __future__ import annotations

import argparse
import os
import sys

from trainer.paths import user_data_dir

NO_DISPLAY = (
    "trainer: no display to open the app on (DISPLAY/WAYLAND_DISPLAY unset); without one the command "
    "line works (trainer score, waits, shanten; --rules guangdong) and 'trainer screenshots OUTDIR' "
    "renders every screen"
)


def has_display() -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return True
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def open_progress(folder):
    """The progress store in the data folder, and what the user must be told about it.

    A file that cannot be used is set aside by the store (and named in a notice); a folder that
    cannot be written falls back to a store in memory, with a message saying progress is not saved.
    """
    from trainer import store as st

    try:
        store = st.open_store(folder / "progress.sqlite3")
    except st.StoreError as error:
        return st.open_memory_store(), [f"{error} Progress will not be saved in this session."]
    return store, [notice.message for notice in store.notices]


def create_window(data_dir: str | None = None, language: str | None = None):
    """Build the application objects (a QApplication must exist); returns the main window."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from trainer.ui.i18n import Translations, system_language
    from trainer.ui.main_window import MainWindow

    folder = user_data_dir(data_dir)
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    translations = Translations(QApplication.instance())
    translations.install(language or str(settings.value("language", "")) or system_language())
    store, messages = open_progress(folder)
    window = MainWindow(settings, translations, str(folder), store=store)
    window.startup_messages = messages
    return window


def run_app(args: argparse.Namespace) -> int:
    if not has_display():
        print(NO_DISPLAY, file=sys.stderr)
        return 2
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Mahjong Trainer")
    app.setOrganizationName("mahjong-trainer")
    app.setDesktopFileName("io.github.mahjong_trainer.Trainer")  # matches packaging/*.desktop
    window = create_window(getattr(args, "data_dir", None))
    window.show()
    window.show_startup_messages()
    return app.exec()
