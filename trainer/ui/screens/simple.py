"""The simpler areas: Home, the honest "coming" pages, and Settings."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.engine.notation import parse_tiles
from trainer.ui.i18n import LANGUAGES
from trainer.ui.widgets.tiles import TileView


class RetranslatingWidget(QWidget):
    """A screen that sets its texts in ``retranslate()`` and redoes them on a language change."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        raise NotImplementedError


class HomeScreen(RetranslatingWidget):
    """Welcome, what is ready, and where to go."""

    area_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HomeScreen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        self.title = QLabel()
        self.title.setObjectName("title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        tiles = QHBoxLayout()
        for tile in parse_tiles("1m9m1s9s1p9pESWNCFP"):
            tiles.addWidget(TileView(tile, 52, clickable=False))
        tiles.addStretch(1)
        layout.addLayout(tiles)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.intro)
        self.buttons = QHBoxLayout()
        self.calculator_button = QPushButton()
        self.calculator_button.clicked.connect(lambda: self.area_requested.emit("calculator"))
        self.buttons.addWidget(self.calculator_button)
        self.buttons.addStretch(1)
        layout.addLayout(self.buttons)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.status)
        review = QHBoxLayout()
        self.due_label = QLabel()
        self.due_label.setObjectName("due_label")
        self.due_button = QPushButton()
        self.due_button.setObjectName("due_button")
        self.due_button.clicked.connect(lambda: self.area_requested.emit("drills-due"))
        review.addWidget(self.due_label)
        review.addWidget(self.due_button)
        review.addStretch(1)
        layout.addLayout(review)
        layout.addStretch(1)
        self.due_count = 0
        self.mistake_count = 0
        self.retranslate()

    def set_queue(self, due: int, mistakes: int) -> None:
        """Show how many fans are due for review today and how many were last answered wrong."""
        self.due_count, self.mistake_count = due, mistakes
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Mahjong Trainer 麻将学堂"))
        self.intro.setText(
            self.tr(
                "Learn Chinese Official Mahjong (MCR, the 81-fan competition rules): score hands, "
                "find the waits, and learn which discards keep a legal 8-point win in reach."
            )
        )
        self.calculator_button.setText(self.tr("Open the hand calculator"))
        text = self.tr("Due today: %1 fan(s) to review; %2 mistake(s) to retry.")
        self.due_label.setText(text.replace("%1", str(self.due_count)).replace("%2", str(self.mistake_count)))
        self.due_button.setText(self.tr("Review now"))
        self.due_button.setEnabled(bool(self.due_count or self.mistake_count))
        self.status.setText(
            self.tr(
                "<p><b>Ready now:</b> the hand calculator, with every fan of the 1998 rules, the fans "
                "not counted and why, waits, and efficiency toward a legal win; the fan encyclopedia "
                "and lessons with example hands checked by the scoring engine; drills with spaced "
                "repetition and quizzes for club classes; the practice table against three bots with "
                "a coach; your progress.</p>"
                "<p><b>Coming:</b> Guangdong scoring in the calculator, the drills and at the table.</p>"
            )
        )


class SettingsScreen(RetranslatingWidget):
    """Language and appearance; changes apply at once."""

    language_chosen = Signal(str)
    theme_chosen = Signal(str)
    profile_chosen = Signal(int)
    profile_added = Signal(str)

    THEMES = ("system", "light", "dark")

    def __init__(self, language: str, theme: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsScreen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        self.box = QGroupBox()
        form = QFormLayout(self.box)
        self.language_label = QLabel()
        self.language_combo = QComboBox()
        self.language_combo.setObjectName("language")
        for code, name in LANGUAGES.items():
            self.language_combo.addItem(name, code)
        self.language_combo.setCurrentIndex(list(LANGUAGES).index(language))
        self.language_combo.currentIndexChanged.connect(
            lambda i: self.language_chosen.emit(self.language_combo.itemData(i))
        )
        self.theme_label = QLabel()
        self.theme_combo = QComboBox()
        self.theme_combo.setObjectName("theme")
        self._theme = theme if theme in self.THEMES else "system"
        self.theme_combo.currentIndexChanged.connect(self._on_theme)
        form.addRow(self.language_label, self.language_combo)
        form.addRow(self.theme_label, self.theme_combo)
        self.profile_label = QLabel()
        self.profile_combo = QComboBox()
        self.profile_combo.setObjectName("profile")
        self.profile_combo.currentIndexChanged.connect(self._on_profile)
        self.new_profile = QLineEdit()
        self.new_profile.setObjectName("new_profile")
        self.add_profile = QPushButton()
        self.add_profile.setObjectName("add_profile")
        self.add_profile.clicked.connect(self._on_add_profile)
        self.new_profile.returnPressed.connect(self._on_add_profile)
        row = QHBoxLayout()
        row.addWidget(self.profile_combo, 1)
        row.addWidget(self.new_profile, 1)
        row.addWidget(self.add_profile)
        holder = QWidget()
        holder.setLayout(row)
        form.addRow(self.profile_label, holder)
        layout.addWidget(self.box)
        self.data_label = QLabel()
        self.data_label.setWordWrap(True)
        self.data_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.data_label)
        layout.addStretch(1)
        self.data_dir = ""
        self.retranslate()

    def _on_theme(self, index: int) -> None:
        if index >= 0 and not self.theme_combo.signalsBlocked():
            self._theme = self.THEMES[index]
            self.theme_chosen.emit(self._theme)

    def set_profiles(self, profiles: list[tuple[int, str]], current: int) -> None:
        """The learners sharing this computer, and who is practising now."""
        self.profile_combo.blockSignals(True)
        self.profile_combo.clear()
        for ident, name in profiles:
            self.profile_combo.addItem(name, ident)
        self.profile_combo.setCurrentIndex(max(0, self.profile_combo.findData(current)))
        self.profile_combo.blockSignals(False)

    def _on_profile(self, index: int) -> None:
        if index >= 0:
            self.profile_chosen.emit(self.profile_combo.itemData(index))

    def _on_add_profile(self) -> None:
        name = self.new_profile.text().strip()
        if name:
            self.new_profile.clear()
            self.profile_added.emit(name)

    def set_data_dir(self, path: str) -> None:
        self.data_dir = path
        self.retranslate()

    def retranslate(self) -> None:
        self.box.setTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("Language"))
        self.theme_label.setText(self.tr("Appearance"))
        self.theme_combo.blockSignals(True)
        self.theme_combo.clear()
        self.theme_combo.addItems([self.tr("Follow the system"), self.tr("Light"), self.tr("Dark")])
        self.theme_combo.setCurrentIndex(self.THEMES.index(self._theme))
        self.theme_combo.blockSignals(False)
        self.data_label.setText(self.tr("Your data is kept in: %1").replace("%1", self.data_dir))
        self.profile_label.setText(self.tr("Learner"))
        self.new_profile.setPlaceholderText(self.tr("a new learner's name"))
        self.add_profile.setText(self.tr("Add"))
