"""The Qt binding keeps Python's reference counts straight.

PySide6-Essentials 6.12.0 under Python 3.11 drops a reference to ``None`` on every call of a
method that returns nothing (``QLabel.setText``, ``QWidget.setToolTip``...), so a long session
aborts with "deallocating None".  pyproject.toml excludes that release; this test catches a
binding with the same fault.
"""

from __future__ import annotations

import gc
import sys

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget


def test_void_calls_keep_the_reference_count_of_none(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    holder = QWidget()
    qtbot.addWidget(holder)
    layout = QHBoxLayout(holder)
    gc.collect()
    before = sys.getrefcount(None)
    for _ in range(500):
        label.setText("東")
        label.setToolTip("南")
        layout.addStretch(1)
        layout.takeAt(0)
    gc.collect()
    assert sys.getrefcount(None) - before > -100  # a leaky binding loses 1,500 here
