"""The hand calculator (算番器): build a hand by clicks or notation, see its score as it changes.

With 14 tiles: the total, the counted fans (hover one to see its tiles), the fans not counted and
why, the payments.  With 13: the waits and their scores.  When not ready: the efficiency table,
plain and fan-aware.  Undo/redo, clear, sort, copy as notation or as an image.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.engine.efficiency import FAR, analyse_discards_fan_aware, analyse_hand
from trainer.engine.errors import NotAWin, TrainerError
from trainer.engine.fans.context import WinContext
from trainer.engine.fans.scoring import ScoreResult, score_hand
from trainer.engine.fans.table import FANS, FanId, Principle
from trainer.engine.guangdong import efficiency as gd_efficiency
from trainer.engine.guangdong.hand_types import TYPES as GD_TYPES
from trainer.engine.guangdong.rules import GuangdongRules
from trainer.engine.guangdong.scoring import GdContext, GdResult, WinBy, check_hand
from trainer.engine.guangdong.scoring import score_hand as gd_score_hand
from trainer.engine.guangdong.scoring import winning_tiles as gd_winning_tiles
from trainer.engine.guangdong.settlement import settle
from trainer.engine.notation import HONOR_LETTERS, parse_tiles, tile_token
from trainer.engine.settlement import win_payments
from trainer.engine.tiles import ALL_KINDS, Hand, Seat, Tile
from trainer.engine.waits import find_waits
from trainer.ui.calculator_state import CalculatorState, meld_of
from trainer.ui.terms import (
    fan_name,
    form_name,
    gd_multiplier_name,
    gd_type_name,
    join_list,
    principle_name,
    tile_name,
    tiles_text,
    wait_name,
    wind_name,
)
from trainer.ui.widgets.tiles import MeldView, TileRow, TileView

MODES = ("tile", "chow", "pung", "kong", "concealed_kong", "promoted_kong")
RULE_SETS = ("mcr", "guangdong")
WINDS = ("E", "S", "W", "N")
HISTORY_LIMIT = 200


class CalculatorScreen(QWidget):
    """The calculator area."""

    fan_requested = Signal(int)  # the user wants the encyclopedia page of a fan
    hand_changed = Signal(str)  # the notation after every edit

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CalculatorScreen")
        self._history: list[CalculatorState] = [CalculatorState()]
        self._position = 0
        self._updating = False
        self._result: ScoreResult | None = None
        self.rules = "mcr"
        self.house_rules = GuangdongRules()  # the main window passes the settings' house rules
        self._build()
        self.retranslate()
        self._show_state()

    # -------------------------------------------------------------------------------- state

    @property
    def state(self) -> CalculatorState:
        return self._history[self._position]

    def _push(self, state: CalculatorState) -> None:
        if state == self.state:
            return
        del self._history[self._position + 1 :]
        self._history.append(state)
        if len(self._history) > HISTORY_LIMIT:
            self._history.pop(0)
        self._position = len(self._history) - 1
        self._show_state()

    def _try(self, make) -> bool:
        """Apply an edit; a refused edit shows its reason in place and changes nothing."""
        try:
            state = make()
        except TrainerError as error:
            self._set_message(str(error), error=True)
            return False
        self._push(state)
        return True

    def undo(self) -> None:
        if self._position > 0:
            self._position -= 1
            self._show_state()

    def redo(self) -> None:
        if self._position < len(self._history) - 1:
            self._position += 1
            self._show_state()

    def set_notation(self, text: str) -> bool:
        """Replace the hand with typed or pasted notation (keeps the conditions)."""
        return self._try(lambda: CalculatorState.from_notation(text, self.state.context))

    def load(self, notation: str, context: WinContext | None = None) -> bool:
        """Open a hand (e.g. an encyclopedia example) with its conditions."""
        ok = self.set_notation(notation)
        if ok and context is not None:
            self._push(self.state.with_context(context))
        return ok

    def load_guangdong(self, notation: str, context: GdContext, ghost: Tile | None) -> bool:
        """Open a Guangdong hand (an encyclopedia example) with its conditions and ghost."""
        self.set_rules("guangdong")
        self._updating = True
        self.set_gd_ghost(ghost)
        self.gd_win_by.setCurrentIndex(1 if context.win_by is WinBy.ROBBING_KONG else 0)
        self.gd_kong.setChecked(context.kong_replacement)
        self.gd_last.setChecked(context.last_tile)
        self.gd_heavenly.setChecked(context.heavenly)
        self.gd_earthly.setChecked(context.earthly)
        self.gd_discarded.setValue(context.ghosts_discarded)
        self._updating = False
        ok = self.set_notation(notation)
        self._show_result()
        return ok

    # -------------------------------------------------------------------------------- layout

    def _build(self) -> None:
        outer = QHBoxLayout(self)
        self.rules_label = QLabel()
        self.rules_combo = QComboBox()
        self.rules_combo.setObjectName("rules")
        self.rules_combo.addItems(["", ""])
        self.rules_combo.currentIndexChanged.connect(lambda i: self.set_rules(RULE_SETS[max(0, i)]))
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        outer.addWidget(splitter)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 8, 8)

        # notation line
        self.notation_label = QLabel()
        self.notation_edit = QLineEdit()
        self.notation_edit.setObjectName("notation")
        self.notation_edit.setClearButtonEnabled(True)
        self.notation_edit.textEdited.connect(self._on_text_edited)
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        rules_row = QHBoxLayout()
        rules_row.addWidget(self.rules_label)
        rules_row.addWidget(self.rules_combo)
        rules_row.addStretch(1)
        left_layout.addLayout(rules_row)
        row = QHBoxLayout()
        row.addWidget(self.notation_label)
        row.addWidget(self.notation_edit, 1)
        left_layout.addLayout(row)
        left_layout.addWidget(self.message)

        # the hand
        self.hand_box = QGroupBox()
        hand_layout = QVBoxLayout(self.hand_box)
        self.melds_row = QHBoxLayout()
        self.melds_row.setSpacing(10)
        self.standing_row = TileRow(58)
        self.standing_row.setMinimumHeight(58 + 8)  # never squeezed when the panel is short
        self.standing_row.tile_clicked.connect(self._on_hand_tile_clicked)
        hand_line = QHBoxLayout()
        hand_line.addLayout(self.melds_row)
        hand_line.addWidget(self.standing_row, 1)
        hand_layout.addLayout(hand_line)
        self.hand_hint = QLabel()
        self.hand_hint.setObjectName("hint")
        hand_layout.addWidget(self.hand_hint)
        left_layout.addWidget(self.hand_box)

        # what a palette click adds
        self.mode_box = QGroupBox()
        mode_layout = QHBoxLayout(self.mode_box)
        self.mode_group = QButtonGroup(self)
        self.mode_buttons: dict[str, QPushButton] = {}
        for i, mode in enumerate(MODES):
            button = QPushButton()
            button.setCheckable(True)
            button.setObjectName(f"mode_{mode}")
            self.mode_group.addButton(button, i)
            self.mode_buttons[mode] = button
            mode_layout.addWidget(button)
        self.mode_buttons["tile"].setChecked(True)
        self.source_combo = QComboBox()
        self.source_combo.setObjectName("source")
        mode_layout.addWidget(self.source_combo)
        self.mode_group.idClicked.connect(lambda _: self._update_source_choices())
        left_layout.addWidget(self.mode_box)

        # the palette
        self.palette_box = QGroupBox()
        grid = QGridLayout(self.palette_box)
        grid.setSpacing(3)
        self.palette: dict[Tile, TileView] = {}
        for index, tile in enumerate(ALL_KINDS):
            row_i, col = divmod(index, 9)
            view = TileView(tile, 50, self.palette_box)
            view.clicked.connect(lambda tile=tile: self._on_palette(tile))
            grid.addWidget(view, row_i, col)
            self.palette[tile] = view
        left_layout.addWidget(self.palette_box)

        # conditions
        self.conditions_box = QGroupBox()
        cond = QGridLayout(self.conditions_box)
        self.self_drawn = QCheckBox()
        self.last_copy = QCheckBox()
        self.kong = QCheckBox()
        self.last_tile = QCheckBox()
        for i, box in enumerate((self.self_drawn, self.last_copy, self.kong, self.last_tile)):
            cond.addWidget(box, 0, i)
            box.toggled.connect(self._on_conditions)
        self.seat_label, self.round_label, self.flowers_label = QLabel(), QLabel(), QLabel()
        self.seat_combo, self.round_combo = QComboBox(), QComboBox()
        self.seat_combo.setObjectName("seat")
        self.round_combo.setObjectName("round")
        self.flowers = QSpinBox()
        self.flowers.setRange(0, 8)
        self.flowers.setObjectName("flowers")
        for combo in (self.seat_combo, self.round_combo):
            combo.currentIndexChanged.connect(self._on_conditions)
        self.flowers.valueChanged.connect(self._on_conditions)
        cond.addWidget(self.seat_label, 1, 0)
        cond.addWidget(self.seat_combo, 1, 1)
        cond.addWidget(self.round_label, 1, 2)
        cond.addWidget(self.round_combo, 1, 3)
        cond.addWidget(self.flowers_label, 2, 0)
        cond.addWidget(self.flowers, 2, 1)
        left_layout.addWidget(self.conditions_box)
        self._build_guangdong_conditions(left_layout)

        # actions
        actions = QHBoxLayout()
        self.undo_button, self.redo_button = QPushButton(), QPushButton()
        self.clear_button, self.sort_button = QPushButton(), QPushButton()
        self.copy_text_button, self.copy_image_button = QPushButton(), QPushButton()
        for button, slot in (
            (self.undo_button, self.undo),
            (self.redo_button, self.redo),
            (self.clear_button, lambda: self._push(self.state.cleared())),
            (self.sort_button, lambda: self._push(self.state.sorted())),
            (self.copy_text_button, self.copy_notation),
            (self.copy_image_button, self.copy_image),
        ):
            button.clicked.connect(slot)
            actions.addWidget(button)
        actions.addStretch(1)
        left_layout.addLayout(actions)
        left_layout.addStretch(1)
        for sequence, slot in (
            (QKeySequence.StandardKey.Undo, self.undo),
            (QKeySequence.StandardKey.Redo, self.redo),
        ):
            shortcut = QShortcut(sequence, self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(left)
        splitter.addWidget(scroll)

        # the result panel
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(8, 8, 8, 8)
        self.total_label = QLabel()
        self.total_label.setObjectName("total")
        font = self.total_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.total_label.setFont(font)
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        self.fans_tree = QTreeWidget()
        self.fans_tree.setObjectName("fans")
        self.fans_tree.setRootIsDecorated(False)
        self.fans_tree.setMouseTracking(True)
        self.fans_tree.itemEntered.connect(self._on_fan_hovered)
        self.fans_tree.itemActivated.connect(self._on_fan_activated)
        self.fans_tree.viewport().installEventFilter(self)
        self.fans_tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.suppressed_label = QLabel()
        self.suppressed_tree = QTreeWidget()
        self.suppressed_tree.setObjectName("suppressed")
        self.suppressed_tree.setRootIsDecorated(False)
        self.suppressed_tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.payments_label = QLabel()
        self.payments_label.setWordWrap(True)
        self.payments_label.setObjectName("payments")
        for widget in (
            self.total_label,
            self.summary_label,
            self.fans_tree,
            self.suppressed_label,
            self.suppressed_tree,
            self.payments_label,
        ):
            right_layout.addWidget(widget)
        right.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)

    def _build_guangdong_conditions(self, layout: QVBoxLayout) -> None:
        """Guangdong's conditions: how the hand was won, the ghost, ghosts discarded, horses."""
        self.gd_box = QGroupBox()
        self.gd_box.setObjectName("guangdong_conditions")
        grid = QGridLayout(self.gd_box)
        self.gd_win_by = QComboBox()
        self.gd_win_by.setObjectName("gd_win_by")
        self.gd_win_by.addItems(["", ""])
        self.gd_kong = QCheckBox()
        self.gd_last = QCheckBox()
        self.gd_heavenly = QCheckBox()
        self.gd_earthly = QCheckBox()
        self.gd_ghost_label, self.gd_discarded_label, self.gd_horses_label = QLabel(), QLabel(), QLabel()
        self.gd_ghost = QComboBox()
        self.gd_ghost.setObjectName("gd_ghost")
        self.gd_discarded = QSpinBox()
        self.gd_discarded.setRange(0, 4)
        self.gd_discarded.setObjectName("gd_discarded")
        self.gd_horses = QLineEdit()
        self.gd_horses.setObjectName("gd_horses")
        self.gd_horses.setClearButtonEnabled(True)
        grid.addWidget(self.gd_win_by, 0, 0)
        grid.addWidget(self.gd_kong, 0, 1)
        grid.addWidget(self.gd_last, 0, 2)
        grid.addWidget(self.gd_heavenly, 1, 1)
        grid.addWidget(self.gd_earthly, 1, 2)
        grid.addWidget(self.gd_ghost_label, 2, 0)
        grid.addWidget(self.gd_ghost, 2, 1)
        grid.addWidget(self.gd_discarded_label, 2, 2)
        grid.addWidget(self.gd_discarded, 2, 3)
        grid.addWidget(self.gd_horses_label, 3, 0)
        grid.addWidget(self.gd_horses, 3, 1, 1, 3)
        for box in (self.gd_kong, self.gd_last, self.gd_heavenly, self.gd_earthly):
            box.toggled.connect(self._on_gd_conditions)
        for combo in (self.gd_win_by, self.gd_ghost):
            combo.currentIndexChanged.connect(self._on_gd_conditions)
        self.gd_discarded.valueChanged.connect(self._on_gd_conditions)
        self.gd_horses.textEdited.connect(self._on_gd_conditions)
        self.gd_box.setVisible(False)
        layout.addWidget(self.gd_box)

    def set_rules(self, rules: str) -> None:
        """Score by the MCR rules or by Guangdong's (``"mcr"`` or ``"guangdong"``)."""
        if rules not in RULE_SETS:
            raise ValueError(f"unknown rule set {rules!r}")
        self.rules = rules
        guangdong = rules == "guangdong"
        self.rules_combo.blockSignals(True)
        self.rules_combo.setCurrentIndex(RULE_SETS.index(rules))
        self.rules_combo.blockSignals(False)
        self.conditions_box.setVisible(not guangdong)
        self.gd_box.setVisible(guangdong)
        self.mode_buttons["chow"].setEnabled(not guangdong)
        if guangdong and self.mode_buttons["chow"].isChecked():
            self.mode_buttons["tile"].setChecked(True)
            self._update_source_choices()
        self._show_state()

    def _on_gd_conditions(self, *_args) -> None:
        if self._updating:
            return
        self._show_result()

    def gd_context(self) -> GdContext:
        robbing = self.gd_win_by.currentIndex() == 1
        return GdContext(
            win_by=WinBy.ROBBING_KONG if robbing else WinBy.SELF_DRAWN,
            kong_replacement=self.gd_kong.isChecked() and not robbing,
            last_tile=self.gd_last.isChecked() and not robbing,
            heavenly=self.gd_heavenly.isChecked(),
            earthly=self.gd_earthly.isChecked(),
            ghosts_discarded=self.gd_discarded.value() if self.gd_ghost_tile() is not None else 0,
        )

    def gd_ghost_tile(self) -> Tile | None:
        index = self.gd_ghost.currentIndex()
        return ALL_KINDS[index - 1] if index > 0 else None

    def set_gd_ghost(self, tile: Tile | None) -> None:
        self.gd_ghost.setCurrentIndex(0 if tile is None else ALL_KINDS.index(tile) + 1)

    # -------------------------------------------------------------------------------- text

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._show_state()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.rules_label.setText(self.tr("Rules:"))
        self.rules_combo.setItemText(0, self.tr("Chinese Official (MCR)"))
        self.rules_combo.setItemText(1, self.tr("Guangdong (推倒和)"))
        self.gd_box.setTitle(self.tr("How the hand was won (Guangdong)"))
        self.gd_win_by.setItemText(0, self.tr("Self-drawn"))
        self.gd_win_by.setItemText(1, self.tr("Robbing a kong"))
        self.gd_kong.setText(self.tr("On a kong's replacement (杠上开花)"))
        self.gd_last.setText(self.tr("Last tile of the wall (海底捞月)"))
        self.gd_heavenly.setText(self.tr("Heavenly hand (天和)"))
        self.gd_earthly.setText(self.tr("Earthly hand (地和)"))
        self.gd_ghost_label.setText(self.tr("Ghost tile"))
        self.gd_discarded_label.setText(self.tr("Ghosts discarded"))
        self.gd_horses_label.setText(self.tr("Your horses"))
        self.gd_horses.setPlaceholderText(self.tr("horse tiles, e.g. 15m7pE"))
        current = max(0, self.gd_ghost.currentIndex())
        self.gd_ghost.blockSignals(True)
        self.gd_ghost.clear()
        self.gd_ghost.addItems([self.tr("No ghosts"), *(tile_name(t) for t in ALL_KINDS)])
        self.gd_ghost.setCurrentIndex(current)
        self.gd_ghost.blockSignals(False)
        self.notation_label.setText(self.tr("Hand:"))
        self.notation_edit.setPlaceholderText(
            self.tr("type or paste a hand, e.g. [123p1][345s2][999s3]6m6pEW1m")
        )
        self.hand_box.setTitle(self.tr("Hand"))
        self.hand_hint.setText(
            self.tr("Click a tile in the hand to remove it; right-click it to make it the win tile.")
        )
        self.mode_box.setTitle(self.tr("A click on the palette adds"))
        labels = {
            "tile": self.tr("Tile"),
            "chow": self.tr("Chow"),
            "pung": self.tr("Pung"),
            "kong": self.tr("Exposed kong"),
            "concealed_kong": self.tr("Concealed kong"),
            "promoted_kong": self.tr("Promoted kong"),
        }
        for mode, button in self.mode_buttons.items():
            button.setText(labels[mode])
        self._update_source_choices()
        self.palette_box.setTitle(self.tr("Tiles"))
        self.conditions_box.setTitle(self.tr("How the hand was won"))
        self.self_drawn.setText(self.tr("Self-drawn"))
        self.last_copy.setText(self.tr("Last copy of the tile"))
        self.kong.setText(self.tr("On a kong (replacement / robbing)"))
        self.last_tile.setText(self.tr("Last tile of the wall"))
        self.seat_label.setText(self.tr("Seat wind"))
        self.round_label.setText(self.tr("Prevalent wind"))
        self.flowers_label.setText(self.tr("Flowers"))
        for combo in (self.seat_combo, self.round_combo):
            current = max(0, combo.currentIndex())
            combo.blockSignals(True)
            combo.clear()
            combo.addItems([wind_name(w) for w in WINDS])
            combo.setCurrentIndex(current)
            combo.blockSignals(False)
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.clear_button.setText(self.tr("Clear"))
        self.sort_button.setText(self.tr("Sort"))
        self.copy_text_button.setText(self.tr("Copy notation"))
        self.copy_image_button.setText(self.tr("Copy image"))
        self.suppressed_label.setText(self.tr("Not counted"))

    def _update_source_choices(self) -> None:
        mode = MODES[max(0, self.mode_group.checkedId())]
        self.source_combo.blockSignals(True)
        self.source_combo.clear()
        if mode == "chow":
            self.source_combo.addItems(
                [
                    self.tr("claimed the 1st tile"),
                    self.tr("claimed the 2nd tile"),
                    self.tr("claimed the 3rd tile"),
                ]
            )
        elif mode in ("pung", "kong", "promoted_kong"):
            self.source_combo.addItems(
                [
                    self.tr("from the left (上家)"),
                    self.tr("from across (对家)"),
                    self.tr("from the right (下家)"),
                ]
            )
        self.source_combo.setEnabled(self.source_combo.count() > 0)
        self.source_combo.setVisible(self.source_combo.count() > 0)
        self.source_combo.blockSignals(False)

    def _set_message(self, text: str, *, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setProperty("error", error)
        self.message.setStyleSheet("color: #c0392b;" if error else "")

    # -------------------------------------------------------------------------------- events

    def _on_palette(self, tile: Tile) -> None:
        mode = MODES[max(0, self.mode_group.checkedId())]
        if mode == "tile":
            self._try(lambda: self.state.add_tile(tile))
            return
        index = max(0, self.source_combo.currentIndex())
        source = Seat(index + 1)
        self._try(lambda: self.state.add_meld(meld_of(mode, tile, source=source, claimed_index=index)))

    def _on_hand_tile_clicked(self, index: int) -> None:
        self._push(self.state.remove_standing(index))

    def _on_meld_clicked(self, index: int) -> None:
        self._push(self.state.remove_meld(index))

    def contextMenuEvent(self, event) -> None:  # noqa: N802 - Qt override
        """Right-click on a standing tile: make it the win tile."""
        for i, view in enumerate(self.standing_row.views):
            if view.rect().contains(view.mapFromGlobal(event.globalPos())):
                self._push(self.state.make_win_tile(i))
                return
        super().contextMenuEvent(event)

    def _on_text_edited(self, text: str) -> None:
        try:
            state = CalculatorState.from_notation(text, self.state.context)
        except TrainerError as error:
            self._set_message(str(error), error=True)
            return
        self._updating = True
        self._push(state)
        self._updating = False

    def _on_conditions(self) -> None:
        if self._updating:
            return
        context = WinContext(
            self_drawn=self.self_drawn.isChecked(),
            last_copy=self.last_copy.isChecked(),
            kong_related=self.kong.isChecked(),
            last_tile=self.last_tile.isChecked(),
            seat_wind=Tile(HONOR_LETTERS[WINDS[max(0, self.seat_combo.currentIndex())]]),
            round_wind=Tile(HONOR_LETTERS[WINDS[max(0, self.round_combo.currentIndex())]]),
            flowers=self.flowers.value(),
        )
        self._push(self.state.with_context(context))

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        if watched is self.fans_tree.viewport() and event.type() == QEvent.Type.Leave:
            self._highlight(())
        return super().eventFilter(watched, event)

    def _on_fan_hovered(self, item: QTreeWidgetItem) -> None:
        self._highlight(item.data(0, Qt.ItemDataRole.UserRole + 1) or ())

    def _on_fan_activated(self, item: QTreeWidgetItem) -> None:
        fan = item.data(0, Qt.ItemDataRole.UserRole)
        if fan:
            self.fan_requested.emit(int(fan))

    # -------------------------------------------------------------------------------- output

    def copy_notation(self) -> None:
        QGuiApplication.clipboard().setText(self.state.notation())
        self._set_message(self.tr("Copied the hand as notation."))

    def hand_image(self) -> QPixmap:
        return self.hand_box.grab()

    def copy_image(self) -> None:
        QGuiApplication.clipboard().setPixmap(self.hand_image())
        self._set_message(self.tr("Copied the hand as an image."))

    def _show_state(self) -> None:
        state = self.state
        self._updating = True
        if not self.notation_edit.hasFocus() or not self.notation_edit.text().strip():
            self.notation_edit.setText(state.notation())
        ctx = state.context
        self.self_drawn.setChecked(ctx.self_drawn)
        self.last_copy.setChecked(ctx.last_copy)
        self.kong.setChecked(ctx.kong_related)
        self.last_tile.setChecked(ctx.last_tile)
        self.seat_combo.setCurrentIndex(WINDS.index(tile_token(ctx.seat_wind)))
        self.round_combo.setCurrentIndex(WINDS.index(tile_token(ctx.round_wind)))
        self.flowers.setValue(ctx.flowers)
        self._updating = False
        self.undo_button.setEnabled(self._position > 0)
        self.redo_button.setEnabled(self._position < len(self._history) - 1)
        self._show_hand()
        self._set_message("")
        self._show_result()
        self.hand_changed.emit(state.notation())

    def _show_hand(self) -> None:
        state = self.state
        while self.melds_row.count():
            item = self.melds_row.takeAt(0)
            if item.widget():
                item.widget().hide()
                item.widget().deleteLater()
        self.meld_views: list[MeldView] = []
        for i, meld in enumerate(state.melds):
            view = MeldView(meld, 50)
            view.setToolTip(self.tr("Click to remove this meld"))
            view.clicked.connect(lambda i=i: self._on_meld_clicked(i))
            self.melds_row.addWidget(view)
            self.meld_views.append(view)
        gap = len(state.standing) - 1 if state.is_complete else None
        self.standing_row.set_tiles(state.standing, gap_before=gap)
        held = [0] * 0x48
        for t in state.all_tiles():
            held[t] += 1
        for tile, view in self.palette.items():
            view.dimmed = held[tile] >= 4
            view.update()

    def _highlight(self, groups) -> None:
        """Outline the tiles of the reading's groups listed (from a hovered fan)."""
        for view in self.standing_row.views:
            view.set_highlighted(False)
        for view in getattr(self, "meld_views", []):
            view.set_highlighted(False)
        if not groups or self._result is None:
            return
        reading = self._result.best.reading
        wanted: list[Tile] = []
        for index in groups:
            group = reading.groups[index]
            if group.declared:
                for meld_view in self.meld_views:
                    if tuple(meld_view.meld.tiles) == group.tiles:
                        meld_view.set_highlighted(True)
                        break
            else:
                wanted.extend(group.tiles)
        for view in self.standing_row.views:
            if view.tile in wanted:
                wanted.remove(view.tile)
                view.set_highlighted(True)

    def _set_columns(self, labels: list[str]) -> None:
        self.fans_tree.setColumnCount(len(labels))
        self.fans_tree.setHeaderLabels(labels)

    def _clear_result(self) -> None:
        self._result = None
        self.fans_tree.clear()
        self.suppressed_tree.clear()
        self.suppressed_label.setVisible(False)
        self.suppressed_tree.setVisible(False)
        self.payments_label.setText("")

    def _show_result(self) -> None:
        self._clear_result()
        state = self.state
        if state.size < 13:
            self.total_label.setText(self.tr("%n more tile(s) to go", "", 13 - state.size))
            self.summary_label.setText(
                self.tr("Build a hand of 13 tiles to see its waits, or 14 to score it.")
            )
            return
        try:
            hand = state.hand()
        except TrainerError as error:
            self.total_label.setText(self.tr("Not a hand yet"))
            self.summary_label.setText(str(error))
            return
        if self.rules == "guangdong":
            try:
                check_hand(hand)
            except TrainerError as error:
                self.total_label.setText(self.tr("Not a Guangdong hand"))
                self.summary_label.setText(str(error))
                return
            ghost = self.gd_ghost_tile()
            for view in self.standing_row.views:  # the ghosts are wild: outline them
                view.set_highlighted(ghost is not None and view.tile == ghost)
            if state.is_complete:
                self._gd_show_score(hand)
            else:
                self._gd_show_waits(hand)
            return
        if state.is_complete:
            self._show_score(hand)
        else:
            self._show_waits(hand)

    def _show_score(self, hand) -> None:
        try:
            result = score_hand(hand, self.state.context)
        except NotAWin:
            self._show_not_a_win(hand)
            return
        except TrainerError as error:
            self.total_label.setText(self.tr("Conditions do not fit the tiles"))
            self.summary_label.setText(str(error))
            return
        self._result = result
        self.total_label.setText(self.tr("%1 points").replace("%1", str(result.total)))
        summary = self.tr("Read as %1.").replace("%1", form_name(result.best.reading.form))
        if not result.is_legal:
            summary += " " + self.tr("Below the 8-point minimum (flowers do not count): not a legal win.")
        if result.flowers:
            summary += " " + self.tr("%1 points of fans, %2 flowers.").replace(
                "%1", str(result.base)
            ).replace("%2", str(result.flowers))
        if result.alternatives:
            summary += " " + self.tr("%n other reading(s) score the same.", "", len(result.alternatives))
        self.summary_label.setText(summary)
        self._set_columns([self.tr("Points"), self.tr("Fan"), self.tr("Count")])
        for fan in result.fans:
            item = QTreeWidgetItem(
                [str(fan.points), fan_name(fan.fan), str(fan.count) if fan.count > 1 else ""]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, int(fan.fan))
            item.setData(0, Qt.ItemDataRole.UserRole + 1, list(fan.groups))
            item.setToolTip(
                1, f"{FANS[fan.fan].zh} · {FANS[fan.fan].en}\n" + self.tr("Double-click for its page")
            )
            self.fans_tree.addTopLevelItem(item)
        if result.best.suppressed:
            self.suppressed_label.setVisible(True)
            self.suppressed_tree.setVisible(True)
            self.suppressed_tree.setHeaderLabels([self.tr("Fan"), self.tr("Why not")])
            for item in result.best.suppressed:
                if isinstance(item.by, Principle):
                    why = principle_name(item.by)
                else:
                    why = self.tr("included in %1").replace("%1", fan_name(FanId(item.by)))
                name = fan_name(item.fan) + (f" ×{item.count}" if item.count > 1 else "")
                self.suppressed_tree.addTopLevelItem(QTreeWidgetItem([name, why]))
        if result.is_legal:
            if self.state.context.self_drawn:
                each = -win_payments(result.total, 0)[1]
                text = self.tr("Self-drawn: each of the three others pays %1 (8 + %2); you receive %3.")
                text = (
                    text.replace("%1", str(each))
                    .replace("%2", str(result.total))
                    .replace("%3", str(3 * each))
                )
            else:
                net = win_payments(result.total, 0, 1)
                text = self.tr(
                    "On a discard: the discarder pays %1 (8 + %2), the two others 8 each; you receive %3."
                )
                text = (
                    text.replace("%1", str(-net[1]))
                    .replace("%2", str(result.total))
                    .replace("%3", str(net[0]))
                )
            self.payments_label.setText(text)

    def _show_not_a_win(self, hand) -> None:
        self.total_label.setText(self.tr("Not a winning hand"))
        analysis = analyse_discards_fan_aware(hand, self.state.context)
        best = analysis.choices[0]
        self.summary_label.setText(self.coach_sentence(analysis))
        self._set_columns(
            [
                self.tr("Discard"),
                self.tr("Shanten"),
                self.tr("Useful tiles"),
                self.tr("To a legal win"),
                self.tr("Legal tiles"),
            ]
        )
        for choice in analysis.choices:
            a = choice.analysis
            legal = "–" if a.legal_distance >= FAR else str(a.legal_distance)
            item = QTreeWidgetItem(
                [tile_name(choice.tile), str(a.shanten), str(a.useful_count), legal, str(a.legal_count)]
            )
            if choice is best:
                _bold(item)
            self.fans_tree.addTopLevelItem(item)

    def coach_sentence(self, analysis) -> str:
        """The coach's sentence on a discard analysis, in the current language."""
        best = analysis.choices[0]
        a = best.analysis
        tile = tile_name(best.tile)
        if a.legal_distance == 0:
            text = self.tr("Discard %1: you are ready to win legally on %2 (%3 tiles left).")
            text = text.replace("%2", tiles_text(a.legal_useful)).replace("%3", str(a.legal_count))
        elif a.legal_distance >= FAR:
            text = self.tr("Discard %1: no plan worth 8 points is in reach; keep the most useful tiles.")
        else:
            route = a.route
            plan = (
                self.tr("the %1 plan").replace("%1", " + ".join(fan_name(f) for f in route.plan.fans))
                if route is not None
                else self.tr("smaller fans adding up to 8")
            )
            text = self.tr("Discard %1: %2 tiles bring you closer to a legal win, %3 draw(s) away by %4.")
            text = (
                text.replace("%2", str(a.legal_count))
                .replace("%3", str(a.legal_distance))
                .replace("%4", plan)
            )
        text = text.replace("%1", tile)
        plain_best = min(analysis.choices, key=lambda c: (c.plain_rank, c.legal_rank, c.tile))
        if plain_best.legal_rank > best.legal_rank:
            b = plain_best.analysis
            more = self.tr(
                "Discarding %1 keeps %2 useful tiles for any win, but legal draws fall from %3 to %4."
            )
            more = more.replace("%1", tile_name(plain_best.tile)).replace("%2", str(b.useful_count))
            text += " " + more.replace("%3", str(a.legal_count)).replace("%4", str(b.legal_count))
        return text

    def _show_waits(self, hand) -> None:
        waits = find_waits(hand, replace(self.state.context, last_copy=False, kong_related=False))
        if not waits:
            analysis = analyse_hand(hand, self.state.context)
            self.total_label.setText(self.tr("Not ready"))
            distance = "–" if analysis.legal_distance >= FAR else str(analysis.legal_distance)
            text = self.tr("%1 shanten; %2 useful tiles. A legal win (8 points) is %3 draw(s) away.")
            text = text.replace("%1", str(analysis.shanten)).replace("%2", str(analysis.useful_count))
            self.summary_label.setText(text.replace("%3", distance))
            self._set_columns([self.tr("Plan"), self.tr("Distance"), self.tr("Useful tiles")])
            for status in analysis.plans[:12]:
                names = " + ".join(fan_name(f) for f in status.plan.fans)
                self.fans_tree.addTopLevelItem(
                    QTreeWidgetItem([names, str(status.distance), tiles_text(status.useful)])
                )
            return
        legal = [w for w in waits if w.legal]
        self.total_label.setText(self.tr("Ready: %n wait(s)", "", len(waits)))
        self.summary_label.setText(
            self.tr("%1 of them reach 8 points.").replace("%1", str(len(legal)))
            if legal
            else self.tr("None of the waits reaches 8 points: this hand cannot win as it stands.")
        )
        self._set_columns(
            [self.tr("Wait"), self.tr("Points"), self.tr("Legal"), self.tr("Shape"), self.tr("Fans")]
        )
        for wait in waits:
            fans = join_list(
                [fan_name(f.fan) + (f" ×{f.count}" if f.count > 1 else "") for f in wait.result.fans]
            )
            item = QTreeWidgetItem(
                [
                    tile_name(wait.tile),
                    str(wait.result.total),
                    self.tr("yes") if wait.legal else self.tr("no"),
                    wait_name(wait.shape),
                    fans,
                ]
            )
            self.fans_tree.addTopLevelItem(item)

    # -------------------------------------------------------------------------------- Guangdong

    def _gd_rules(self) -> GuangdongRules:
        return replace(self.house_rules, ghosts=self.gd_ghost_tile() is not None)

    def _gd_show_score(self, hand) -> None:
        ghost = self.gd_ghost_tile()
        try:
            result = gd_score_hand(hand, self.gd_context(), ghost=ghost, rules=self._gd_rules())
        except NotAWin:
            self._gd_show_not_a_win(hand)
            return
        except TrainerError as error:
            self.total_label.setText(self.tr("Conditions do not fit the tiles"))
            self.summary_label.setText(str(error))
            return
        self.total_label.setText(self.tr("%1 points").replace("%1", str(result.total)))
        self.summary_label.setText(self.gd_summary(result))
        self._set_columns([self.tr("Points"), self.tr("Hand type"), self.tr("Counts")])
        for hand_type in result.types:
            counted = hand_type in result.counted
            item = QTreeWidgetItem(
                [
                    str(GD_TYPES[hand_type].points),
                    gd_type_name(hand_type),
                    self.tr("yes") if counted else self.tr("no: values do not add up"),
                ]
            )
            if counted:
                _bold(item)
            self.fans_tree.addTopLevelItem(item)
        for multiplier, factor in result.multipliers:
            self.fans_tree.addTopLevelItem(
                QTreeWidgetItem([f"×{factor}", gd_multiplier_name(multiplier), self.tr("yes")])
            )
        self.payments_label.setText(self.gd_payments_text(result))

    def gd_summary(self, result: GdResult) -> str:
        parts = []
        if len(result.counted) > 1:
            parts.append(
                self.tr("A flush adds to All Pungs or Seven Pairs: %1 + %2.")
                .replace("%1", gd_type_name(result.counted[0]))
                .replace("%2", gd_type_name(result.counted[1]))
            )
        elif len(result.types) > 1:
            parts.append(
                self.tr("Values do not add up: only the highest type, %1, counts.").replace(
                    "%1", gd_type_name(result.counted[0])
                )
            )
        if result.substitution:
            parts.append(self.tr("The ghosts stand for %1.").replace("%1", tiles_text(result.substitution)))
        if result.factor > 1:
            parts.append(
                self.tr("%1 × %2 = %3 points.")
                .replace("%1", str(result.base))
                .replace("%2", str(result.factor))
                .replace("%3", str(result.total))
            )
        return " ".join(parts)

    def gd_payments_text(self, result: GdResult) -> str:
        text = self.gd_horses.text().strip()
        try:
            horses = tuple(parse_tiles(text)) if text else ()
        except TrainerError as error:
            return self.tr("Horses: %1").replace("%1", str(error))
        liable = 1 if result.context.win_by is WinBy.ROBBING_KONG else None
        settlement = settle(
            winner=0,
            value=result.total,
            horses={0: horses} if horses else None,
            liable=liable,
            rules=self._gd_rules(),
        )
        pays = settlement.payments
        if liable is not None:
            line = self.tr("Robbing the kong: the robbed player pays for all three, %1; you receive %2.")
            line = line.replace("%1", str(-pays[1])).replace("%2", str(pays[0]))
        else:
            line = self.tr("Self-drawn: each of the three others pays %1; you receive %2.")
            line = line.replace("%1", str(result.total)).replace("%2", str(pays[0]))
        if horses:
            seats = [
                self.tr("you"),
                self.tr("your next player"),
                self.tr("the player opposite"),
                self.tr("your previous player"),
            ]
            named = join_list(
                [f"{tile_name(tile)} → {seats[seat]}" for _, tile, seat in settlement.horse_seats]
            )
            hits = sum(1 for _, _, seat in settlement.horse_seats if seat == 0)
            line += " " + self.tr("Horses: %1 (%2 on you).").replace("%1", named).replace("%2", str(hits))
        return line

    def _gd_show_not_a_win(self, hand) -> None:
        self.total_label.setText(self.tr("Not a winning hand"))
        ghost = self.gd_ghost_tile()
        standing = list(hand.standing_with_win())
        ranking = gd_efficiency.rank_discards(standing, len(hand.melds), ghost)
        best = ranking[0]
        text = self.tr("Discard %1: the hand is then %2 tile(s) from ready with %3 useful tiles.")
        if best.shanten == 0:
            text = self.tr("Discard %1: the hand is then ready, with %3 useful tiles.")
        text = (
            text.replace("%1", tile_name(best.tile))
            .replace("%2", str(best.shanten))
            .replace("%3", str(best.live))
        )
        if ghost is not None and ghost in standing:
            text += " " + self.tr("Keep the ghost: it stands for any tile.")
        self.summary_label.setText(text)
        self._set_columns([self.tr("Discard"), self.tr("Shanten"), self.tr("Useful tiles")])
        for choice in ranking:
            item = QTreeWidgetItem([tile_name(choice.tile), str(choice.shanten), str(choice.live)])
            if choice is best:
                _bold(item)
            self.fans_tree.addTopLevelItem(item)

    def _gd_show_waits(self, hand) -> None:
        ghost = self.gd_ghost_tile()
        waits = gd_winning_tiles(hand.standing, len(hand.melds), ghost)
        if not waits:
            value = gd_efficiency.shanten(list(hand.standing), len(hand.melds), ghost)
            useful = gd_efficiency.useful_tiles(list(hand.standing), len(hand.melds), ghost)
            self.total_label.setText(self.tr("Not ready"))
            text = (
                self.tr("%1 shanten; useful tiles: %2.")
                .replace("%1", str(value))
                .replace("%2", tiles_text(useful))
            )
            self.summary_label.setText(text)
            return
        self.total_label.setText(self.tr("Ready: %n wait(s)", "", len(waits)))
        self.summary_label.setText(
            self.tr("Guangdong wins are self-drawn (or rob a kong): points as a self-drawn win.")
        )
        self._set_columns([self.tr("Wait"), self.tr("Points"), self.tr("Hand type")])
        for tile in waits:
            result = gd_score_hand(
                Hand(hand.melds, hand.standing, tile), self.gd_context(), ghost=ghost, rules=self._gd_rules()
            )
            names = join_list([gd_type_name(t) for t in result.counted])
            self.fans_tree.addTopLevelItem(QTreeWidgetItem([tile_name(tile), str(result.total), names]))


def _bold(item: QTreeWidgetItem) -> None:
    """Set a row in bold (the recommended discard, the counted types)."""
    font = item.font(0)
    font.setBold(True)
    for column in range(item.columnCount()):
        item.setFont(column, font)


def render_hand(state: CalculatorState, height: int = 56) -> QPixmap:
    """An image of a hand (melds, then standing tiles), for copying or documents."""
    from trainer.ui.widgets.tiles import tile_pixmap

    pixmaps = [tile_pixmap(tile_token(t), height) for t in state.all_tiles()]
    width = sum(p.width() for p in pixmaps) + 2 * len(pixmaps)
    image = QPixmap(max(1, width), height)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    x = 0
    for pixmap in pixmaps:
        painter.drawPixmap(x, 0, pixmap)
        x += pixmap.width() + 2
    painter.end()
    return image
