"""Progress: mastery of each fan (a grid of the 81 coloured by mastery), accuracy and speed over
time, the streak of practice days, and lessons done.  Everything is read from the store."""

from __future__ import annotations

import itertools
from collections import defaultdict
from datetime import UTC, date, datetime, timedelta

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGridLayout, QGroupBox, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from trainer import store as st
from trainer.engine.fans.table import FANS, FanId
from trainer.study.scheduler import Graded, mastery
from trainer.ui.terms import fan_name


def mastery_colour(value: float | None) -> QColor:
    """Grey for never practised; red (0) through amber to green (1)."""
    if value is None:
        return QColor("#d9d9d9")
    hue = int(value * 120)  # 0 red .. 120 green
    return QColor.fromHsv(hue, 150, 225)


def streak(days: set[date], today: date) -> int:
    """Consecutive days with practice, ending today or yesterday.

    >>> from datetime import date
    >>> streak({date(2026, 1, 3), date(2026, 1, 2), date(2026, 1, 1)}, date(2026, 1, 3))
    3
    >>> streak({date(2026, 1, 1)}, date(2026, 1, 3))
    0
    """
    day = today if today in days else today - timedelta(days=1)
    count = 0
    while day in days:
        count += 1
        day -= timedelta(days=1)
    return count


class DailyChart(QWidget):
    """Bars per day: answers (height) and the share right (the green part); a line of seconds."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.days: list[tuple[date, int, int, float]] = []  # day, answers, right, mean seconds
        self.setMinimumHeight(160)

    def set_days(self, days: list[tuple[date, int, int, float]]) -> None:
        self.days = days[-30:]
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(30, 10, -10, -20)
        painter.setPen(QPen(self.palette().text().color(), 1))
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        if not self.days:
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.tr("No answers yet"))
            painter.end()
            return
        most = max(n for _, n, _, _ in self.days) or 1
        slowest = max(s for *_, s in self.days) or 1
        width = rect.width() / max(len(self.days), 1)
        points = []
        for i, (_day, answers, right, seconds) in enumerate(self.days):
            x = rect.left() + i * width + 2
            height = rect.height() * answers / most
            painter.fillRect(QRectF(x, rect.bottom() - height, width - 4, height), QColor("#e8a0a0"))
            good = rect.height() * right / most
            painter.fillRect(QRectF(x, rect.bottom() - good, width - 4, good), QColor("#7cc47f"))
            points.append((x + width / 2, rect.bottom() - rect.height() * seconds / slowest))
        painter.setPen(QPen(QColor("#2a7de1"), 2))
        for (x1, y1), (x2, y2) in itertools.pairwise(points):
            painter.drawLine(int(x1), int(y1), int(x2), int(y2))
        painter.setPen(QPen(self.palette().text().color(), 1))
        painter.drawText(
            QRectF(rect.left(), rect.bottom() + 2, rect.width(), 16),
            Qt.AlignmentFlag.AlignLeft,
            self.days[0][0].isoformat(),
        )
        painter.drawText(
            QRectF(rect.left(), rect.bottom() + 2, rect.width(), 16),
            Qt.AlignmentFlag.AlignRight,
            self.days[-1][0].isoformat(),
        )
        painter.end()


class ProgressScreen(QWidget):
    def __init__(self, store: st.Store, profile_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ProgressScreen")
        self.store = store
        self.profile_id = profile_id
        outer = QVBoxLayout(self)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        body = QWidget()
        layout = QVBoxLayout(body)
        self.summary = QLabel()
        self.summary.setObjectName("progress_summary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.grid_box = QGroupBox()
        self.grid = QGridLayout(self.grid_box)
        self.grid.setSpacing(3)
        self.cells: dict[FanId, QLabel] = {}
        for i, fan in enumerate(FanId):
            cell = QLabel()
            cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
            cell.setMinimumSize(92, 34)
            cell.setWordWrap(True)
            self.cells[fan] = cell
            self.grid.addWidget(cell, i // 9, i % 9)
        layout.addWidget(self.grid_box)
        self.chart_box = QGroupBox()
        chart_layout = QHBoxLayout(self.chart_box)
        self.chart = DailyChart()
        chart_layout.addWidget(self.chart)
        layout.addWidget(self.chart_box)
        self.games_box = QGroupBox()
        games_layout = QVBoxLayout(self.games_box)
        self.games = QLabel()
        self.games.setObjectName("table_games")
        self.games.setWordWrap(True)
        self.games.setTextFormat(Qt.TextFormat.RichText)
        games_layout.addWidget(self.games)
        layout.addWidget(self.games_box)
        layout.addStretch(1)
        scroll.setWidget(body)
        outer.addWidget(scroll)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.refresh()
        super().showEvent(event)

    def refresh(self) -> None:
        attempts = st.attempts_for(self.store, self.profile_id)
        graded = [Graded(a.item_key, a.correct, a.elapsed_ms, a.at) for a in attempts]
        levels = mastery([g for g in graded if g.key.startswith("fan:")])
        for fan, cell in self.cells.items():
            value = levels.get(f"fan:{fan.name}")
            colour = mastery_colour(value)
            text_colour = "#202020"
            cell.setText(fan_name(fan))
            cell.setStyleSheet(
                f"background: {colour.name()}; color: {text_colour}; border-radius: 4px; padding: 2px;"
            )
            shown = "–" if value is None else f"{round(value * 100)}%"
            cell.setToolTip(f"{FANS[fan].zh} · {FANS[fan].en}: {shown}")
        by_day: dict[date, list] = defaultdict(list)
        for a in attempts:
            by_day[a.at.date()].append(a)
        days = []
        for day in sorted(by_day):
            items = by_day[day]
            seconds = sum(a.elapsed_ms for a in items) / len(items) / 1000
            days.append((day, len(items), sum(1 for a in items if a.correct), seconds))
        self.chart.set_days(days)
        lessons = st.lesson_progress(self.store, self.profile_id)
        done = sum(1 for row in lessons.values() if row.done_at is not None)
        today = datetime.now(UTC).date()
        right = sum(1 for a in attempts if a.correct)
        accuracy = f"{round(100 * right / len(attempts))}%" if attempts else "–"
        text = self.tr("Answers: %1 · right: %2 · practice streak: %3 day(s) · lessons done: %4")
        text = text.replace("%1", str(len(attempts))).replace("%2", accuracy)
        self.summary.setText(text.replace("%3", str(streak(set(by_day), today))).replace("%4", str(done)))
        self.grid_box.setTitle(self.tr("Mastery of the 81 fans (grey: not practised yet)"))
        self.chart_box.setTitle(self.tr("Answers per day (green: right) and seconds per answer (blue)"))
        self.games_box.setTitle(
            self.tr("Practice table: efficiency per hand (share of your choices that matched the coach)")
        )
        self.games.setText(self.games_text())

    def games_text(self) -> str:
        """The learner's table hands, oldest first: when, the outcome, and the efficiency."""
        records = list(reversed(st.game_records(self.store, self.profile_id, limit=30)))
        if not records:
            return self.tr("No hands played at the practice table yet.")
        lines = []
        for record in records:
            summary = record.summary if isinstance(record.summary, dict) else {}
            efficiency = summary.get("efficiency")
            shown = "–" if not isinstance(efficiency, (int, float)) else f"{round(100 * efficiency)}%"
            human = record.data.get("human", 0) if isinstance(record.data, dict) else 0
            winner = summary.get("winner")
            if not summary.get("ended"):
                outcome = self.tr("unfinished")
            elif winner is None:
                outcome = self.tr("drawn")
            elif winner == human:
                outcome = self.tr("won %1").replace("%1", str(summary.get("total", "")))
            else:
                outcome = self.tr("lost")
            bar = "█" * round(10 * efficiency) if isinstance(efficiency, (int, float)) else ""
            when = record.at.astimezone().strftime("%Y-%m-%d %H:%M") if record.at is not None else ""
            guangdong = isinstance(record.data, dict) and bool(record.data.get("rules"))
            rules = self.tr("Guangdong") if guangdong else self.tr("MCR")
            lines.append(
                f"{when} · {rules} · {outcome} · <b>{shown}</b> <span style='color:#2a7de1'>{bar}</span>"
            )
        return "<br>".join(lines)
