"""Render every area in every language to PNG files, offscreen: for the README, translators, reviews."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

EXAMPLES = {
    # state name -> (notation, self-drawn)
    "calculator": ("[123m1][456s2]789p123s5p5p", False),
    "calculator-waits": ("123m456p789s1123s", False),
    "calculator-efficiency": ("699m2346s3456pFFF", False),
}


def take_screenshots(outdir: str | Path, languages: tuple[str, ...] = ("en", "zh_CN", "zh_TW")) -> list[Path]:
    """Write ``<lang>-<area>.png`` for every area and language; returns the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from trainer.app import create_window
    from trainer.ui.main_window import AREAS

    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as data_dir:  # never touch the user's own settings
        window = create_window(data_dir, language="en")
        window.resize(1280, 820)
        window.show()
        for language in languages:
            window.set_language(language)
            for area in AREAS:
                window.show_area(area)
                if area == "calculator":
                    for name, (notation, _) in EXAMPLES.items():
                        window.calculator.set_notation(notation)
                        written.append(_grab(app, window, out / f"{language}-{name}.png"))
                    written.append(_calculator_guangdong_shot(app, window, out, language))
                    continue
                if area == "table":
                    written += _table_shots(app, window, out, language)
                    written += _table_shots(app, window, out, language, guangdong=True)
                    continue
                written.append(_grab(app, window, out / f"{language}-{area}.png"))
                if area == "encyclopedia":
                    written.append(_guangdong_shot(app, window, out, language))
                if area == "drills":
                    written.append(_guangdong_drill_shot(app, window, out, language))
        window.close()
        window.deleteLater()
        app.processEvents()
        del window
    return written


def _grab(app, window, path: Path) -> Path:
    app.processEvents()
    window.grab().save(str(path))
    return path


def _calculator_guangdong_shot(app, window, out: Path, language: str) -> Path:
    """The calculator in Guangdong mode: a ghost standing for a missing tile, horses paid."""
    from trainer.engine.guangdong.scoring import GdContext
    from trainer.engine.tiles import Tile

    calc = window.calculator
    calc.load_guangdong("[555m]123m789m11m6sFF", GdContext(), Tile.S6)
    calc.gd_horses.setText("1m6p")
    calc._show_result()
    path = _grab(app, window, out / f"{language}-calculator-guangdong.png")
    calc.gd_horses.clear()
    calc.set_rules("mcr")
    return path


def _guangdong_drill_shot(app, window, out: Path, language: str) -> Path:
    """The waits drill in Guangdong mode (seed 7, a hand with a ghost), answered, with its feedback."""
    screen = window.screens["drills"]
    kind, rules = screen.kind_combo.currentIndex(), screen.rules()
    level, seed = screen.level_combo.currentIndex(), screen.seed_box.value()
    screen.kind_combo.setCurrentIndex(screen.kind_combo.findData("waits"))
    screen.level_combo.setCurrentIndex(1)
    screen.seed_box.setValue(7)
    screen.set_rules("guangdong")
    for tile in sorted(screen.question.wait_tiles)[:-1]:  # one wait missed: the feedback shows it
        screen.wait_tiles[tile].set_selected(True)
    screen.submit()
    path = _grab(app, window, out / f"{language}-drills-guangdong.png")
    screen.set_rules(rules)
    screen.level_combo.setCurrentIndex(level)
    screen.seed_box.setValue(seed)
    screen.kind_combo.setCurrentIndex(kind)
    return path


def _table_shots(app, window, out: Path, language: str, *, guangdong: bool = False) -> list[Path]:
    """A seeded hand at the learner's first turn, then the review after the coach's moves play it out."""
    screen = window.screens["table"]
    screen.bot_timer.stop()
    name = "table-guangdong" if guangdong else "table"
    screen.rules = "guangdong" if guangdong else "mcr"
    screen.rules_combo.blockSignals(True)  # not set_rules: that would deal the match's hand
    screen.rules_combo.setCurrentIndex(1 if guangdong else 0)
    screen.rules_combo.blockSignals(False)
    screen.new_hand(11 if guangdong else 9)
    screen.run_bots_now()
    shots = [_grab(app, window, out / f"{language}-{name}.png")]
    screen.session.play_out()
    screen.refresh()
    screen._after_move()
    dialog = screen.review_dialog
    if dialog is not None:
        app.processEvents()
        dialog.grab().save(str(out / f"{language}-{name}-review.png"))
        shots.append(out / f"{language}-{name}-review.png")
        dialog.close()
    return shots


def _guangdong_shot(app, window, out: Path, language: str) -> Path:
    """The encyclopedia on Guangdong, at a page whose examples use a ghost; then back to MCR."""
    screen = window.encyclopedia
    screen.set_rule_set("guangdong")
    screen.show_gd("peng_peng_hu")
    path = _grab(app, window, out / f"{language}-encyclopedia-guangdong.png")
    screen.set_rule_set("mcr")
    return path
