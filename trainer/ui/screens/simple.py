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

from trainer.engine.guangdong.rules import GuangdongRules
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
                "Learn Chinese Official Mahjong (MCR, the 81-fan competition rules) and Guangdong mahjong: "
                "score hands, find the waits, and learn which discards keep a legal win in reach."
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
                "<p><b>Guangdong mahjong</b> (推倒和): choose it in the calculator, the encyclopedia, "
                "the waits "
                "and discard drills and at the table; its house rules are in the settings.</p>"
            )
        )


class SettingsScreen(RetranslatingWidget):
    """Language and appearance; changes apply at once."""

    language_chosen = Signal(str)
    theme_chosen = Signal(str)
    profile_chosen = Signal(int)
    profile_added = Signal(str)
    guangdong_rules_chosen = Signal(object)  # a GuangdongRules

    THEMES = ("system", "light", "dark")
    DRAGON_SEATS = ((1, 2, 3), (0, 1, 2))  # the seed's; Red with 1/5/9 on the winner

    def __init__(self, language: str, theme: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsScreen")
        from PySide6.QtWidgets import QFrame, QScrollArea

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()  # the window may be smaller than all the settings
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(scroll)
        inner = QWidget()
        scroll.setWidget(inner)
        layout = QVBoxLayout(inner)
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
        self._build_guangdong(layout)
        self.data_label = QLabel()
        self.data_label.setWordWrap(True)
        self.data_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.data_label)
        layout.addStretch(1)
        self.data_dir = ""
        self.retranslate()

    def _build_guangdong(self, layout: QVBoxLayout) -> None:
        """Guangdong house rules: the seed's values by default, each one a club may change."""
        from PySide6.QtWidgets import QCheckBox, QSpinBox

        self.gd_box = QGroupBox()
        self.gd_box.setObjectName("guangdong_rules")
        form = QFormLayout(self.gd_box)
        self.gd_ghosts, self.gd_no_ghost, self.gd_four, self.gd_thrown = (QCheckBox() for _ in range(4))
        self.gd_order, self.gd_dragons, self.gd_dealer = QComboBox(), QComboBox(), QComboBox()
        for combo in (self.gd_order, self.gd_dragons, self.gd_dealer):
            combo.addItems(["", ""])
        self.gd_horses, self.gd_promoted, self.gd_concealed, self.gd_direct = (QSpinBox() for _ in range(4))
        self.gd_horses.setRange(0, 4)
        for spin in (self.gd_promoted, self.gd_concealed, self.gd_direct):
            spin.setRange(0, 10)
        self.gd_labels = [QLabel() for _ in range(6)]
        form.addRow(self.gd_ghosts)
        form.addRow(self.gd_labels[0], self.gd_order)
        form.addRow(self.gd_no_ghost)
        form.addRow(self.gd_four)
        form.addRow(self.gd_thrown)
        form.addRow(self.gd_labels[1], self.gd_horses)
        form.addRow(self.gd_labels[2], self.gd_dragons)
        form.addRow(self.gd_labels[3], self.gd_dealer)
        kongs = QHBoxLayout()
        for label, spin in zip(self.gd_labels[4:], (self.gd_promoted, self.gd_concealed), strict=True):
            kongs.addWidget(label)
            kongs.addWidget(spin)
        self.gd_direct_label = QLabel()
        kongs.addWidget(self.gd_direct_label)
        kongs.addWidget(self.gd_direct)
        kongs.addStretch(1)
        form.addRow(kongs)
        self.gd_reset = QPushButton()
        self.gd_reset.setObjectName("guangdong_reset")
        form.addRow(self.gd_reset)
        layout.addWidget(self.gd_box)
        self.set_guangdong_rules(GuangdongRules())
        for box in (self.gd_ghosts, self.gd_no_ghost, self.gd_four, self.gd_thrown):
            box.toggled.connect(self._on_guangdong)
        for combo in (self.gd_order, self.gd_dragons, self.gd_dealer):
            combo.currentIndexChanged.connect(self._on_guangdong)
        for spin in (self.gd_horses, self.gd_promoted, self.gd_concealed, self.gd_direct):
            spin.valueChanged.connect(self._on_guangdong)
        self.gd_reset.clicked.connect(
            lambda: (self.set_guangdong_rules(GuangdongRules()), self._on_guangdong())
        )

    def set_guangdong_rules(self, rules: GuangdongRules) -> None:
        self._setting_rules = True
        self.gd_ghosts.setChecked(rules.ghosts)
        self.gd_order.setCurrentIndex(0 if rules.honor_order == "separate" else 1)
        self.gd_no_ghost.setChecked(rules.no_ghost_double)
        self.gd_four.setChecked(rules.four_ghosts_win)
        self.gd_thrown.setChecked(rules.discarded_ghost_double)
        self.gd_horses.setValue(rules.horses)
        seats = tuple(rules.dragon_seats)
        self.gd_dragons.setCurrentIndex(self.DRAGON_SEATS.index(seats) if seats in self.DRAGON_SEATS else 0)
        self.gd_dealer.setCurrentIndex(0 if rules.dealer_rule == "winner" else 1)
        self.gd_promoted.setValue(rules.promoted_kong)
        self.gd_concealed.setValue(rules.concealed_kong)
        self.gd_direct.setValue(rules.direct_kong)
        self._setting_rules = False

    def guangdong_rules(self) -> GuangdongRules:
        return GuangdongRules(
            ghosts=self.gd_ghosts.isChecked(),
            honor_order="separate" if self.gd_order.currentIndex() == 0 else "cycle",
            no_ghost_double=self.gd_no_ghost.isChecked(),
            four_ghosts_win=self.gd_four.isChecked(),
            discarded_ghost_double=self.gd_thrown.isChecked(),
            horses=self.gd_horses.value(),
            dragon_seats=self.DRAGON_SEATS[max(0, self.gd_dragons.currentIndex())],
            dealer_rule="winner" if self.gd_dealer.currentIndex() == 0 else "next",
            promoted_kong=self.gd_promoted.value(),
            concealed_kong=self.gd_concealed.value(),
            direct_kong=self.gd_direct.value(),
        )

    def _on_guangdong(self, *_args) -> None:
        if not self._setting_rules:
            self.guangdong_rules_chosen.emit(self.guangdong_rules())

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
        self.gd_box.setTitle(self.tr("Guangdong house rules (the seed's values by default)"))
        self.gd_ghosts.setText(
            self.tr("Play with ghosts (鬼牌): the tile after the turned indicator is wild")
        )
        self.gd_labels[0].setText(self.tr("After North / White"))
        for combo, items in (
            (
                self.gd_order,
                (self.tr("East / Red (winds and dragons apart)"), self.tr("Red / East (one ring of honors)")),
            ),
            (
                self.gd_dragons,
                (
                    self.tr("Red next, Green opposite, White previous"),
                    self.tr("Red the winner, Green next, White opposite"),
                ),
            ),
            (
                self.gd_dealer,
                (self.tr("The winner deals next"), self.tr("The deal passes to the next player")),
            ),
        ):
            for i, text in enumerate(items):
                combo.setItemText(i, text)
        self.gd_no_ghost.setText(self.tr("A win without a ghost doubles (无鬼加倍)"))
        self.gd_four.setText(self.tr("Four ghosts win at once (四鬼和牌)"))
        self.gd_thrown.setText(self.tr("Each ghost discarded doubles a later win (出鬼)"))
        self.gd_labels[1].setText(self.tr("Horses per player (买马)"))
        self.gd_labels[2].setText(self.tr("The dragons' horse seats"))
        self.gd_labels[3].setText(self.tr("Dealer"))
        self.gd_labels[4].setText(self.tr("Promoted kong, from each"))
        self.gd_labels[5].setText(self.tr("Concealed kong, from each"))
        self.gd_direct_label.setText(self.tr("Kong of a discard, from the discarder"))
        self.gd_reset.setText(self.tr("Restore the seed's values"))
