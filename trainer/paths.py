"""The one place that knows where things are: bundled resources and the user's data folder.

In a development checkout the resources (``assets/``, ``lessons/``, ``translations/``) sit at the
repository root; in a frozen build (PyInstaller) they sit in the bundle folder ``sys._MEIPASS``.
User data lives in the platform's user data folder unless ``--data-dir`` says otherwise; nothing
is ever written beside the code.
"""

from __future__ import annotations

import sys
from pathlib import Path

APP_NAME = "mahjong-trainer"


def resource_root() -> Path:
    """The folder holding assets/, lessons/ and translations/."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[1]


def asset(*parts: str) -> Path:
    """A file under assets/, e.g. ``asset("tiles", "5m.svg")``."""
    return resource_root().joinpath("assets", *parts)


def lessons_dir() -> Path:
    return resource_root() / "lessons"


def translations_dir() -> Path:
    return resource_root() / "translations"


def user_data_dir(override: str | Path | None = None) -> Path:
    """Where settings, progress and records are kept; created on first use."""
    if override:
        path = Path(override).expanduser()
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
