"""Shared test setup.

Nothing here imports Qt: engine tests must run without it. Qt tests live under ``tests/ui/`` and get the
``ui`` marker automatically; they run offscreen unless QT_QPA_PLATFORM says otherwise (e.g. ``xcb``
under ``xvfb-run``).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Must be set before the first QApplication is created (pytest-qt creates it lazily, in a fixture).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

UI_TESTS = Path(__file__).parent / "ui"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(UI_TESTS):
            item.add_marker(pytest.mark.ui)
