"""Render a lesson's blocks: Markdown text, hands drawn as tiles (scored when complete), checks.

Fan references become the fan's name in the reader's language, linked to its encyclopedia page.
"""

from __future__ import annotations

import markdown
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from trainer.content.lessons import FAN_REF, CheckBlock, HandBlock, Lesson, TextBlock
from trainer.engine.errors import TrainerError
from trainer.engine.fans.scoring import score_hand
from trainer.engine.fans.table import FanId
from trainer.ui.terms import fan_name, join_list
from trainer.ui.widgets.tiles import MeldView, TileRow


def plain_text(text: str) -> str:
    """Fan references as plain names (for radio buttons and other plain-text places)."""
    return FAN_REF.sub(lambda match: fan_name(FanId[match.group(1)]), text)


def render_markdown(text: str) -> str:
    """Markdown to HTML with fan references as links (``fan:ID``)."""

    def link(match) -> str:
        fan = FanId[match.group(1)]
        return f'<a href="fan:{int(fan)}">{fan_name(fan)}</a>'

    return markdown.markdown(FAN_REF.sub(link, text), extensions=["tables"])


class CheckWidget(QGroupBox):
    """A question answered in place; the answer and its explanation appear on "Check"."""

    answered = Signal(bool)

    def __init__(self, block: CheckBlock, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.block = block
        self.setObjectName("check")
        layout = QVBoxLayout(self)
        question = QLabel(render_markdown(block.question))
        question.setWordWrap(True)
        layout.addWidget(question)
        self.group = QButtonGroup(self)
        self.group.setExclusive(len(block.correct) == 1)
        self.options = []
        for i, text in enumerate(block.options):
            text = plain_text(text)
            button = QRadioButton(text) if len(block.correct) == 1 else QCheckBox(text)
            self.group.addButton(button, i)
            self.options.append(button)
            layout.addWidget(button)
        row = QHBoxLayout()
        self.check_button = QPushButton(self.tr("Check"))
        self.check_button.setObjectName("check_button")
        self.check_button.clicked.connect(self.check)
        row.addWidget(self.check_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        layout.addWidget(self.feedback)
        self.result: bool | None = None

    def check(self) -> bool:
        chosen = {i for i, button in enumerate(self.options) if button.isChecked()}
        right = chosen == set(self.block.correct)
        self.result = right
        verdict = self.tr("Right.") if right else self.tr("Not quite.")
        answer = join_list([plain_text(self.block.options[i]) for i in sorted(self.block.correct)])
        text = f"<b>{verdict}</b> " + self.tr("Answer: %1.").replace("%1", answer)
        if self.block.explanation:
            text += " " + render_markdown(self.block.explanation).removeprefix("<p>").removesuffix("</p>")
        self.feedback.setText(text)
        self.feedback.setStyleSheet("color: #1e7d32;" if right else "color: #c0392b;")
        self.answered.emit(right)
        return right


class LessonView(QWidget):
    """One lesson in one language."""

    fan_clicked = Signal(int)
    hand_opened = Signal(str, object)  # notation, WinContext: open in the calculator
    checks_done = Signal(int, int)  # right answers, checks

    def __init__(self, lesson: Lesson, locale: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson")
        self.lesson = lesson
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        title = QLabel(lesson.title_for(locale))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        self.checks: list[CheckWidget] = []
        for block in lesson.blocks_for(locale):
            if isinstance(block, TextBlock):
                label = QLabel(render_markdown(block.markdown))
                label.setWordWrap(True)
                label.setTextFormat(Qt.TextFormat.RichText)
                label.setOpenExternalLinks(False)
                label.linkActivated.connect(self._on_link)
                label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
                layout.addWidget(label)
            elif isinstance(block, HandBlock):
                layout.addWidget(self._hand(block))
            elif isinstance(block, CheckBlock):
                widget = CheckWidget(block)
                widget.answered.connect(self._on_answered)
                self.checks.append(widget)
                layout.addWidget(widget)
        layout.addStretch(1)

    def _on_link(self, href: str) -> None:
        if href.startswith("fan:"):
            self.fan_clicked.emit(int(href[4:]))

    def _on_answered(self, _right: bool) -> None:
        done = [c for c in self.checks if c.result is not None]
        if len(done) == len(self.checks):
            self.checks_done.emit(sum(1 for c in done if c.result), len(self.checks))

    def _hand(self, block: HandBlock) -> QWidget:
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 4, 0, 4)
        row = QHBoxLayout()
        hand = block.hand()
        for meld in hand.melds:
            row.addWidget(MeldView(meld, 44))
        tiles = TileRow(48, clickable=False)
        standing = hand.standing_with_win()
        tiles.set_tiles(standing, gap_before=len(standing) - 1 if hand.win_tile is not None else None)
        row.addWidget(tiles, 1)
        layout.addLayout(row)
        if hand.win_tile is not None:
            try:
                result = score_hand(hand, block.context)
                fans = join_list([f"{fan_name(f.fan)} {f.points}" for f in result.fans])
                score = QLabel(self.tr("Scores %1: %2").replace("%1", str(result.total)).replace("%2", fans))
            except TrainerError as error:
                score = QLabel(str(error))
            score.setWordWrap(True)
            layout.addWidget(score)
            button = QPushButton(self.tr("Open in the calculator"))
            button.clicked.connect(lambda: self.hand_opened.emit(block.notation, block.context))
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        return holder
