"""The practice table: the learner at the bottom against three bots, with a coach beside them.

The screen only draws a :class:`~trainer.table.session.TableSession` and forwards the learner's
choices to it; bots are stepped one at a time on a timer so their pace can be set.  Keys: arrows
choose a tile, Enter discards it, C/P/K/W/Space claim chow/pung/kong/win or pass, H shows the hint,
Ctrl+Z takes back the last discard, N starts a new hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from trainer import store as st
from trainer.engine.efficiency import FAR, analyse_discards_fan_aware
from trainer.engine.fans.results import Form
from trainer.engine.fans.table import FanId
from trainer.engine.game import (
    GUANGDONG_MATCH_HANDS,
    MATCH_HANDS,
    Action,
    ActionKind,
    MatchState,
    Phase,
    hand_seed,
    new_match,
    next_hand,
)
from trainer.engine.guangdong.rules import GuangdongRules
from trainer.engine.tiles import Tile
from trainer.table.session import LEVELS, TableSession, TurnReview, efficiency_of
from trainer.ui.terms import (
    colon,
    fan_name,
    form_name,
    gd_multiplier_name,
    gd_type_name,
    join_list,
    tile_name,
    tiles_text,
)
from trainer.ui.widgets.tiles import MeldView, TileRow, TileView

DISCARDS_PER_ROW = 6
CLAIM_KEYS = {
    ActionKind.CHOW: "C",
    ActionKind.PUNG: "P",
    ActionKind.KONG: "K",
    ActionKind.WIN: "W",
    ActionKind.PASS: "Space",
}
KONG_KINDS = (ActionKind.KONG, ActionKind.CONCEALED_KONG, ActionKind.PROMOTED_KONG)
WIND_CHARS = {Tile.EAST: "東", Tile.SOUTH: "南", Tile.WEST: "西", Tile.NORTH: "北"}
RULE_SETS = ("mcr", "guangdong")
MATCH_SETTING = {"mcr": "table.match", "guangdong": "table.match.guangdong"}


def learner_decisions(record: dict) -> int:
    """How many choices the learner made in a recorded hand (discards and answers to claims)."""
    return sum(1 for a in record["actions"] if a["seat"] == record["human"])


class SeatPanel(QFrame):
    """One seat: its wind, level and score, its melds and flowers, its discards in rows of six."""

    def __init__(self, seat: int, *, hidden_hand: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.hidden_hand = hidden_hand
        self.setObjectName(f"seat_{seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        self.title = QLabel()
        self.title.setObjectName("seat_title")
        layout.addWidget(self.title)
        self.hand_row = QHBoxLayout()
        self.hand_row.setSpacing(1)
        layout.addLayout(self.hand_row)
        self.discards = QGridLayout()
        self.discards.setSpacing(1)
        self.discards.setColumnStretch(DISCARDS_PER_ROW, 1)  # rows of six stay together at the left
        layout.addLayout(self.discards)
        layout.addStretch(1)
        self._widgets: list[QWidget] = []

    def _clear(self) -> None:
        for widget in self._widgets:
            widget.hide()
            widget.deleteLater()
        self._widgets = []

    def show_seat(self, session: TableSession, title: str, *, reveal: bool) -> None:
        self._clear()
        state = session.state
        self.title.setText(title)
        if self.hidden_hand:
            tiles = state.hands[self.seat]
            for tile in tiles:
                view = TileView(tile, 30, self, face_down=not reveal, clickable=False)
                self.hand_row.addWidget(view)
                self._widgets.append(view)
        for meld in state.melds[self.seat]:
            view = MeldView(meld, 30, self)
            self.hand_row.addWidget(view)
            self._widgets.append(view)
        if state.flowers[self.seat]:
            flowers = QLabel(f"✿×{len(state.flowers[self.seat])}", self)
            flowers.setToolTip(self.tr("Flowers set aside (1 point each when winning)"))
            self.hand_row.addWidget(flowers)
            self._widgets.append(flowers)
        spacer = QWidget(self)
        self.hand_row.addWidget(spacer, 1)
        self._widgets.append(spacer)
        for i, discard in enumerate(state.discards[self.seat]):
            view = TileView(discard.tile, 30, self, clickable=False)
            view.dimmed = discard.claimed_by is not None
            last = (
                state.phase is Phase.CLAIM
                and state.discarder == self.seat
                and i == len(state.discards[self.seat]) - 1
            )
            view.set_highlighted(last)
            self.discards.addWidget(view, i // DISCARDS_PER_ROW, i % DISCARDS_PER_ROW)
            self._widgets.append(view)


class ReviewDialog(QDialog):
    """After a hand: the result, the winning hand's fans (links to their pages), the learner's turns
    that differed from the coach's with both options' numbers, and replay from any of those turns."""

    fan_requested = Signal(int)
    replay_requested = Signal(int)

    def __init__(self, session: TableSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.guangdong = session.rules is not None
        self.setObjectName("table_review")
        self.setWindowTitle(self.tr("Review of the hand"))
        self.resize(640, 520)
        layout = QVBoxLayout(self)
        self.result = QLabel(self.result_text(session))
        self.result.setObjectName("review_result")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.linkActivated.connect(self._link)
        layout.addWidget(self.result)
        result = session.state.result
        if result is not None and result.hand is not None:
            row = QHBoxLayout()
            for meld in result.hand.melds:
                row.addWidget(MeldView(meld, 40))
            tiles = TileRow(44, clickable=False)
            win = [result.hand.win_tile] if result.hand.win_tile is not None else []
            tiles.set_tiles(
                list(result.hand.standing) + win, gap_before=len(result.hand.standing) if win else None
            )
            tiles.setObjectName("winning_hand")
            row.addWidget(tiles, 1)
            layout.addLayout(row)
        heading = QLabel(self.tr("Turns where the coach would have played differently:"))
        layout.addWidget(heading)
        self.turns = QListWidget()
        self.turns.setObjectName("review_turns")
        for review in session.reviews:
            item = QListWidgetItem(self.turn_text(review))
            item.setData(Qt.ItemDataRole.UserRole, review.move)
            self.turns.addItem(item)
        if not session.reviews:
            self.turns.addItem(self.tr("None: every choice matched the coach's."))
        self.turns.itemActivated.connect(self._replay_item)
        layout.addWidget(self.turns, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.replay_button = buttons.addButton(
            self.tr("Replay from this turn"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.replay_button.setObjectName("replay_button")
        self.replay_button.setEnabled(bool(session.reviews))
        self.replay_button.clicked.connect(lambda: self._replay_item(self.turns.currentItem()))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if session.reviews:
            self.turns.setCurrentRow(0)

    def result_text(self, session: TableSession) -> str:
        result = session.state.result
        if result is None:
            return ""
        names = seat_names(session)
        if result.guangdong:
            return self.guangdong_text(session)
        if result.winner is None:
            text = self.tr("The wall ran out: nobody won this hand.")
        else:
            if result.self_drawn:
                text = self.tr("%1 won by self-draw with %2 points.")
            elif result.robbed:
                text = self.tr("%1 won by robbing %3's kong with %2 points.")
            else:
                text = self.tr("%1 won on %3's discard with %2 points.")
            text = text.replace("%1", names[result.winner]).replace("%2", str(result.total))
            text = text.replace("%3", names[result.discarder] if result.discarder is not None else "")
            fans = [
                f'<a href="fan:{fan}">{fan_name(FanId(fan))}</a>' + (f" ×{count}" if count > 1 else "")
                for fan, count in result.fans
            ]
            text += "<br>" + self.tr("Fans") + colon() + " · ".join(fans)
        payments = ", ".join(f"{names[s]} {result.payments[s]:+d}" for s in range(4))
        return text + "<br>" + self.tr("Payments") + colon() + payments

    def guangdong_text(self, session: TableSession) -> str:
        """A Guangdong result: each winner's types and multipliers, who paid for whom, the horses."""
        result = session.state.result
        assert result is not None
        assert result.settlement is not None
        names = seat_names(session)
        lines = []
        winners = result.winners
        for winner, scored in zip(winners, result.guangdong, strict=False):
            if result.robbed:
                text = self.tr("%1 won by robbing %3's kong with %2 points.")
            else:
                text = self.tr("%1 won by self-draw with %2 points.")
            text = text.replace("%1", names[winner]).replace("%2", str(scored.total))
            lines.append(text.replace("%3", names[result.discarder] if result.discarder is not None else ""))
            types = join_list([gd_type_name(t) for t in scored.counted])
            multipliers = "".join(
                f" × {factor} ({gd_multiplier_name(m)})" for m, factor in scored.multipliers
            )
            lines.append(self.tr("Hand type") + colon() + types + f" = {scored.base}" + multipliers)
            if scored.substitution:
                lines.append(
                    self.tr("The ghosts stand for %1.").replace("%1", tiles_text(scored.substitution))
                )
        if result.liable is not None:
            lines.append(
                self.tr("%1 pays for all three losers (包牌), hand and horses.").replace(
                    "%1", names[result.liable]
                )
            )
        horses = [
            f"{names[owner]}: {tile_name(tile)} → {names[seat]}"
            for owner, tile, seat in result.settlement.horse_seats
        ]
        if horses:
            lines.append(self.tr("Horses") + colon() + " · ".join(horses))
        if any(result.kong_payments):
            kongs = ", ".join(f"{names[s]} {result.kong_payments[s]:+d}" for s in range(4))
            lines.append(self.tr("Kong payments") + colon() + kongs)
        payments = ", ".join(f"{names[s]} {result.payments[s]:+d}" for s in range(4))
        lines.append(self.tr("Payments") + colon() + payments)
        return "<br>".join(lines)

    def turn_text(self, review: TurnReview) -> str:
        chosen, best = review.chosen, review.best
        if chosen.kind is ActionKind.DISCARD and best.kind is ActionKind.DISCARD and self.guangdong:
            text = self.tr(
                "Turn %1: you discarded %2 (shanten %3, %4 useful tiles left); %5 was better "
                "(shanten %6, %7 useful tiles left)."
            )
            values = [
                str(review.move),
                tile_name(chosen.tile),
                str(review.chosen_numbers[0]),
                str(review.chosen_numbers[1]),
                tile_name(best.tile),
                str(review.best_numbers[0]),
                str(review.best_numbers[1]),
            ]
            for i in range(7, 0, -1):
                text = text.replace(f"%{i}", values[i - 1])
            return text
        if chosen.kind is ActionKind.DISCARD and best.kind is ActionKind.DISCARD:
            text = self.tr(
                "Turn %1: you discarded %2 (shanten %3, %4 useful, %5 toward 8 points); "
                "%6 was better (shanten %7, %8 useful, %9 toward 8 points)."
            )
            values = [
                str(review.move),
                tile_name(chosen.tile),
                *map(str, review.chosen_numbers),
                tile_name(best.tile),
                *map(str, review.best_numbers),
            ]
            for i in range(9, 0, -1):
                text = text.replace(f"%{i}", values[i - 1])
            return text
        text = self.tr("Turn %1: you chose %2; the coach would choose %3.")
        return (
            text.replace("%1", str(review.move))
            .replace("%2", action_name(chosen))
            .replace("%3", action_name(best))
        )

    def _link(self, href: str) -> None:
        if href.startswith("fan:"):
            self.fan_requested.emit(int(href[4:]))
            self.accept()

    def _replay_item(self, item: QListWidgetItem | None) -> None:
        move = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if move is not None:
            self.replay_requested.emit(int(move))
            self.accept()


def action_name(action: Action) -> str:
    names = {
        ActionKind.DISCARD: QCoreApplication.translate("TableScreen", "discard %1"),
        ActionKind.CHOW: QCoreApplication.translate("TableScreen", "chow %1"),
        ActionKind.PUNG: QCoreApplication.translate("TableScreen", "pung %1"),
        ActionKind.KONG: QCoreApplication.translate("TableScreen", "kong %1"),
        ActionKind.CONCEALED_KONG: QCoreApplication.translate("TableScreen", "concealed kong of %1"),
        ActionKind.PROMOTED_KONG: QCoreApplication.translate("TableScreen", "add %1 to a pung"),
        ActionKind.WIN: QCoreApplication.translate("TableScreen", "win on %1"),
        ActionKind.PASS: QCoreApplication.translate("TableScreen", "pass on %1"),
    }
    if action.kind is ActionKind.CHOW and action.chow_start is not None:
        start = action.chow_start
        return names[action.kind].replace("%1", tiles_text((start, Tile(start + 1), Tile(start + 2))))
    return names[action.kind].replace("%1", tile_name(action.tile))


def seat_names(session: TableSession) -> dict[int, str]:
    human = session.human
    return {
        human: QCoreApplication.translate("TableScreen", "You"),
        (human + 1) % 4: QCoreApplication.translate("TableScreen", "Right"),
        (human + 2) % 4: QCoreApplication.translate("TableScreen", "Across"),
        (human + 3) % 4: QCoreApplication.translate("TableScreen", "Left"),
    }


class TableScreen(QWidget):
    """The table itself; ``fan_requested`` opens a fan page from the review."""

    fan_requested = Signal(int)

    def __init__(
        self,
        store: st.Store,
        profile_id: int,
        coach_sentence: Callable | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("TableScreen")
        self.store = store
        self.profile_id = profile_id
        self.coach_sentence = coach_sentence
        self.session: TableSession | None = None
        self.house_rules = GuangdongRules()  # the main window passes the settings' house rules
        saved_rules = st.get_setting(store, "table.rules", "mcr", profile_id=profile_id)
        self.rules = saved_rules if saved_rules in RULE_SETS else "mcr"
        self.match: MatchState | None = self._load_match()
        self.selected = 0
        self.saved = False
        self.review_dialog: ReviewDialog | None = None
        self._status_key: tuple | None = None
        self._status = None
        self.confirm_warnings = True  # tests switch the confirmation dialog off
        self.bot_timer = QTimer(self)
        self.bot_timer.setSingleShot(True)
        self.bot_timer.timeout.connect(self._bot_step)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        bar = QHBoxLayout()
        self.new_button = QPushButton()
        self.new_button.setObjectName("new_hand")
        self.new_button.clicked.connect(lambda: self.new_hand())
        self.new_match_button = QPushButton()
        self.new_match_button.setObjectName("new_match")
        self.new_match_button.clicked.connect(self.new_match)
        self.rules_combo = QComboBox()
        self.rules_combo.setObjectName("table_rules")
        self.rules_combo.addItems(["", ""])
        self.rules_combo.setCurrentIndex(RULE_SETS.index(self.rules))
        self.rules_combo.currentIndexChanged.connect(lambda i: self.set_rules(RULE_SETS[max(0, i)]))
        self.level_label = QLabel()
        self.level = QComboBox()
        self.level.setObjectName("bot_level")
        self.pace_label = QLabel()
        self.pace = QSlider(Qt.Orientation.Horizontal)
        self.pace.setObjectName("bot_pace")
        self.pace.setRange(0, 1500)
        self.pace.setSingleStep(100)
        self.pace.setValue(int(st.get_setting(store, "table.pace_ms", 500, profile_id=profile_id) or 500))
        self.pace.setFixedWidth(140)
        self.pace.valueChanged.connect(
            lambda v: st.set_setting(self.store, "table.pace_ms", int(v), profile_id=self.profile_id)
        )
        self.hints = QCheckBox()
        self.hints.setObjectName("hints_on")
        self.hints.setChecked(bool(st.get_setting(store, "table.hints", True, profile_id=profile_id)))
        self.hints.toggled.connect(self._hints_toggled)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hint_button")
        self.hint_button.clicked.connect(self.show_hint)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undo_button")
        self.undo_button.clicked.connect(self.undo)
        self.review_button = QPushButton()
        self.review_button.setObjectName("review_button")
        self.review_button.clicked.connect(self.show_review)
        for widget in (
            self.new_button,
            self.new_match_button,
            self.rules_combo,
            self.level_label,
            self.level,
            self.pace_label,
            self.pace,
            self.hints,
            self.hint_button,
            self.undo_button,
            self.review_button,
        ):
            bar.addWidget(widget)
        bar.addStretch(1)
        outer.addLayout(bar)

        table = QGridLayout()
        self.panels = {
            pos: SeatPanel(0, hidden_hand=pos != "bottom") for pos in ("top", "left", "right", "bottom")
        }
        table.addWidget(self.panels["top"], 0, 0, 1, 3)
        table.addWidget(self.panels["left"], 1, 0)
        self.centre = QLabel()
        self.centre.setObjectName("table_centre")
        self.centre.setAlignment(Qt.AlignmentFlag.AlignCenter)
        middle = QWidget()
        middle_layout = QVBoxLayout(middle)
        middle_layout.addStretch(1)
        middle_layout.addWidget(self.centre)
        # Guangdong: the turned indicator and the ghost it names, as tiles
        self.ghost_row = QWidget()
        self.ghost_row.setObjectName("ghost_row")
        ghost_layout = QHBoxLayout(self.ghost_row)
        ghost_layout.setContentsMargins(0, 0, 0, 0)
        ghost_layout.addStretch(1)
        self.indicator_view = TileView(None, 40, clickable=False)
        self.indicator_view.setObjectName("indicator_tile")
        self.ghost_view = TileView(None, 40, clickable=False)
        self.ghost_view.setObjectName("ghost_tile")
        self.ghost_view.set_highlighted(True)
        self.ghost_arrow = QLabel("→")
        for widget in (self.indicator_view, self.ghost_arrow, self.ghost_view):
            ghost_layout.addWidget(widget)
        ghost_layout.addStretch(1)
        middle_layout.addWidget(self.ghost_row)
        middle_layout.addStretch(1)
        table.addWidget(middle, 1, 1)
        table.addWidget(self.panels["right"], 1, 2)
        table.addWidget(self.panels["bottom"], 2, 0, 1, 3)
        table.setColumnStretch(0, 1)
        table.setColumnStretch(2, 1)
        outer.addLayout(table, 1)

        self.hand_row = TileRow(58, clickable=True)
        self.hand_row.setObjectName("learner_hand")
        self.hand_row.tile_clicked.connect(self._tile_clicked)
        outer.addWidget(self.hand_row)
        claims = QHBoxLayout()
        self.claim_buttons: dict[ActionKind, QPushButton] = {}
        for kind in (ActionKind.CHOW, ActionKind.PUNG, ActionKind.KONG, ActionKind.WIN, ActionKind.PASS):
            button = QPushButton()
            button.setObjectName(f"claim_{kind.value}")
            button.clicked.connect(lambda _=False, kind=kind: self.claim(kind))
            self.claim_buttons[kind] = button
            claims.addWidget(button)
        self.discard_button = QPushButton()
        self.discard_button.setObjectName("discard_button")
        self.discard_button.clicked.connect(self.discard_selected)
        claims.addWidget(self.discard_button)
        self.chow_choices = QHBoxLayout()
        claims.addLayout(self.chow_choices)
        claims.addStretch(1)
        outer.addLayout(claims)
        self.coach = QLabel()
        self.coach.setObjectName("coach_strip")
        self.coach.setWordWrap(True)
        self.coach.setTextFormat(Qt.TextFormat.RichText)
        self.coach.setMinimumHeight(48)
        outer.addWidget(self.coach)
        self.message = QLabel()
        self.message.setObjectName("table_message")
        self.message.setWordWrap(True)
        outer.addWidget(self.message)

        keys = {
            "Left": lambda: self.move_selection(-1),
            "Right": lambda: self.move_selection(1),
            "Return": self.discard_selected,
            "Enter": self.discard_selected,
            "C": lambda: self.claim(ActionKind.CHOW),
            "P": lambda: self.claim(ActionKind.PUNG),
            "K": lambda: self.claim(ActionKind.KONG),
            "W": lambda: self.claim(ActionKind.WIN),
            "Space": lambda: self.claim(ActionKind.PASS),
            "H": self.show_hint,
            "Ctrl+Z": self.undo,
            "N": lambda: self.new_hand(),
        }
        self.shortcuts = []
        for key, slot in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.retranslate()
        self.hint_text = ""

    # -------------------------------------------------------------------------------- texts

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.rules_combo.setItemText(0, self.tr("Chinese Official (MCR)"))
        self.rules_combo.setItemText(1, self.tr("Guangdong (推倒和)"))
        self.rules_combo.setToolTip(self.tr("The rules of this table; changing them starts a new match"))
        self.new_button.setText(self.tr("Next hand (N)"))
        self.new_match_button.setText(self.tr("New match"))
        self.level_label.setText(self.tr("Bots") + colon())
        current = self.level.currentIndex()
        self.level.clear()
        labels = {
            "beginner": self.tr("Beginner"),
            "intermediate": self.tr("Intermediate"),
            "strong": self.tr("Strong"),
        }
        for level in LEVELS:
            self.level.addItem(labels[level], level)
        saved = str(st.get_setting(self.store, "table.level", "intermediate", profile_id=self.profile_id))
        self.level.setCurrentIndex(current if current >= 0 else max(0, self.level.findData(saved)))
        self.pace_label.setText(self.tr("Bot pace") + colon())
        self.pace.setToolTip(self.tr("Pause between the bots' moves"))
        self.hints.setText(self.tr("Coach"))
        self.hint_button.setText(self.tr("Hint (H)"))
        self.undo_button.setText(self.tr("Undo discard (Ctrl+Z)"))
        self.review_button.setText(self.tr("Review"))
        names = {
            ActionKind.CHOW: self.tr("Chow 吃 (C)"),
            ActionKind.PUNG: self.tr("Pung 碰 (P)"),
            ActionKind.KONG: self.tr("Kong 杠 (K)"),
            ActionKind.WIN: self.tr("Win 和 (W)"),
            ActionKind.PASS: self.tr("Pass 过 (Space)"),
        }
        for kind, button in self.claim_buttons.items():
            button.setText(names[kind])
        self.discard_button.setText(self.tr("Discard (Enter)"))
        self.refresh()

    # -------------------------------------------------------------------------------- the hand

    @property
    def guangdong_rules(self) -> GuangdongRules | None:
        """The house rules (set from the settings) when the table plays Guangdong, else None."""
        return self.house_rules if self.rules == "guangdong" else None

    def set_rules(self, rules: str) -> None:
        """Play MCR or Guangdong: each rule set keeps its own match; switching deals in the other."""
        if rules not in RULE_SETS or rules == self.rules:
            return
        if self.session is not None and not self.session.ended and self.session.state.history:
            answer = QMessageBox.question(
                self, self.tr("Leave this hand?"), self.tr("The hand is not over. Change the rules anyway?")
            )
            if answer != QMessageBox.StandardButton.Yes:
                self.rules_combo.blockSignals(True)
                self.rules_combo.setCurrentIndex(RULE_SETS.index(self.rules))
                self.rules_combo.blockSignals(False)
                return
        self.rules = rules
        st.set_setting(self.store, "table.rules", rules, profile_id=self.profile_id)
        self.rules_combo.blockSignals(True)
        self.rules_combo.setCurrentIndex(RULE_SETS.index(rules))
        self.rules_combo.blockSignals(False)
        self.match = self._load_match()
        self.session = None
        self.new_hand()

    def new_hand(self, seed: int | None = None) -> None:
        """Deal the match's next hand (a new match when none is going on) and let the bots play to the
        learner; with ``seed``, a single hand outside the match (lessons, tests, screenshots)."""
        if (
            self.session is not None
            and not self.session.ended
            and self.session.state.history
            and seed is None
        ):
            answer = QMessageBox.question(
                self, self.tr("Leave this hand?"), self.tr("The hand is not over. Deal the next one anyway?")
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        level = str(self.level.currentData() or "intermediate")
        st.set_setting(self.store, "table.level", level, profile_id=self.profile_id)
        levels = (level, level, level)
        rules = self.guangdong_rules
        if seed is not None:
            self.session = TableSession(seed, levels, rules=rules)
        else:
            if self.match is None or self.match.finished:
                self.match = new_match(random.SystemRandom().randrange(2**24), rules=rules)
                self._save_match()
            match = self.match
            self.session = TableSession(
                hand_seed(match.seed, match.hand_number),
                levels,
                human=match.seat_of(0),
                dealer=match.dealer,
                round_wind=match.round_wind,
                scores=tuple(match.scores[p] for p in match.seating),
                hand_number=match.hand_number,
                rules=rules,
            )
        self.saved = False
        self.selected = 0
        self.hint_text = ""
        self.message.clear()
        self.refresh()
        self._schedule_bots()

    def new_match(self) -> None:
        """Start a new match of 16 hands from zero."""
        self.match = None
        if self.session is not None and not self.session.ended:
            self.session = None  # the unfinished hand belonged to the old match
        self.new_hand()

    def _load_match(self) -> MatchState | None:
        saved = st.get_setting(self.store, MATCH_SETTING[self.rules], None, profile_id=self.profile_id)
        try:
            return MatchState(
                int(saved["seed"]),
                int(saved["hand_number"]),
                tuple(int(p) for p in saved["seating"]),
                tuple(int(v) for v in saved["scores"]),
                rules=self.guangdong_rules,
                gd_dealer=int(saved.get("dealer", 0)) % 4,
            )
        except (TypeError, KeyError, ValueError, AttributeError):
            return None  # no match yet, or a setting from elsewhere: start afresh

    def _save_match(self) -> None:
        match = self.match
        value = (
            None
            if match is None
            else {
                "seed": match.seed,
                "hand_number": match.hand_number,
                "seating": list(match.seating),
                "scores": list(match.scores),
                "dealer": match.gd_dealer,
            }
        )
        try:
            st.set_setting(self.store, MATCH_SETTING[self.rules], value, profile_id=self.profile_id)
        except st.StoreError:
            pass  # the hand itself is saved with its own error message; the match resumes from the last good state

    def _hand_finished(self) -> None:
        """Move the match on after one of its hands (replays and single hands leave it alone)."""
        session, match = self.session, self.match
        if session is None or match is None or session.state.result is None or match.finished:
            return
        if session.hand_number != match.hand_number or session.seed != hand_seed(
            match.seed, match.hand_number
        ):
            return
        self.match = next_hand(match, session.state.result)
        self._save_match()

    def load_session(self, session: TableSession) -> None:
        self.session = session
        self.saved = session.ended
        self.hint_text = ""
        self.refresh()
        self._schedule_bots()

    def _schedule_bots(self) -> None:
        session = self.session
        if session is None or session.ended or session.waiting_for_human():
            self._after_move()
            return
        self.bot_timer.start(self.pace.value())

    def _bot_step(self) -> None:
        session = self.session
        if session is None:
            return
        if self.pace.value() == 0:
            session.run_bots()
        else:
            session.step_bot()
        self.refresh()
        self._schedule_bots()

    def run_bots_now(self) -> None:
        """Finish the bots' moves at once (tests and the impatient)."""
        self.bot_timer.stop()
        if self.session is not None:
            self.session.run_bots()
        self.refresh()
        self._after_move()

    def _after_move(self) -> None:
        session = self.session
        if session is None:
            return
        if session.ended and not self.saved:
            self.saved = True
            self._save()
            self._hand_finished()
            self.refresh()
            self.show_review()
        elif session.waiting_for_human():
            options = session.human_options()
            if session.state.phase is Phase.DISCARD:
                self.selected = min(self.selected, max(0, len(session.state.hands[session.human]) - 1))
                self.message.clear()  # refresh() says whose turn it is
            elif options:
                self.message.setText(self.tr("Claim the discard or pass."))
            short = session.short_win() if self.hints.isChecked() else None
            if short is not None:
                text = self.tr(
                    "This tile completes your hand, but only for %1 point(s): a win needs 8 "
                    "(flowers not counted), so you cannot declare it."
                )
                self.message.setText(text.replace("%1", str(short)))
            self.refresh()

    def _save(self) -> None:
        session = self.session
        assert session is not None
        record = session.record()
        summary = session.summary()
        summary["efficiency"] = efficiency_of(session.reviews, learner_decisions(record))
        summary["reviews"] = [
            {
                "move": r.move,
                "chosen": str(r.chosen),
                "best": str(r.best),
                "chosen_numbers": list(r.chosen_numbers),
                "best_numbers": list(r.best_numbers),
            }
            for r in session.reviews
        ]
        try:
            st.save_game_record(self.store, st.GameRecord(self.profile_id, session.seed, record, summary))
        except st.StoreError as error:
            QMessageBox.warning(
                self,
                self.tr("Game not saved"),
                self.tr("The hand could not be saved: %1").replace("%1", str(error)),
            )

    # -------------------------------------------------------------------------------- the learner

    def _options(self, *kinds: ActionKind) -> list[Action]:
        if self.session is None:
            return []
        return [a for a in self.session.human_options() if a.kind in kinds]

    def _act(self, action: Action) -> None:
        session = self.session
        assert session is not None
        self.bot_timer.stop()
        self.hint_text = ""
        self.message.clear()
        session.act(action)
        self._clear_chow_choices()
        self.refresh()
        self._schedule_bots()

    def move_selection(self, step: int) -> None:
        if self.session is None:
            return
        count = len(self.session.state.hands[self.session.human])
        if count:
            self.selected = (self.selected + step) % count
            self.refresh()

    def _tile_clicked(self, index: int) -> None:
        if index == self.selected and self._options(ActionKind.DISCARD):
            self.discard_selected()
            return
        self.selected = index
        self.refresh()

    def selected_tile(self) -> Tile | None:
        if self.session is None:
            return None
        tiles = self._hand_tiles()
        return tiles[self.selected] if 0 <= self.selected < len(tiles) else None

    def _hand_tiles(self) -> list[Tile]:
        """The learner's standing tiles as shown: sorted, the drawn tile last and set apart."""
        session = self.session
        assert session is not None
        state = session.state
        tiles = list(state.hands[session.human])
        if (
            state.phase is Phase.DISCARD
            and state.turn == session.human
            and state.last_draw is not None
            and state.last_draw in tiles
        ):
            tiles.remove(state.last_draw)
            tiles.append(state.last_draw)
        return tiles

    def discard_selected(self) -> None:
        tile = self.selected_tile()
        options = [a for a in self._options(ActionKind.DISCARD) if a.tile == tile]
        if not options:
            return
        action = options[0]
        if self.hints.isChecked() and self.session is not None:
            warning = self.session.warning(action)
            if warning and self.confirm_warnings:
                answer = QMessageBox.question(
                    self,
                    self.tr("Discard anyway?"),
                    self.warning_text(warning) + "\n\n" + self.tr("Discard it anyway?"),
                )
                if answer != QMessageBox.StandardButton.Yes:
                    return
        self._act(action)

    def warning_text(self, warning: str) -> str:
        texts = {
            "This discard leaves no plan worth 8 points in reach.": self.tr(
                "This discard leaves no plan worth 8 points in reach."
            ),
            "This discard puts a legal win much further away.": self.tr(
                "This discard puts a legal win much further away."
            ),
            "This discard takes the hand further from winning.": self.tr(
                "This discard takes the hand further from winning."
            ),
            "This is the ghost: it stands for any tile. Discarding it doubles a later win (出鬼) but makes winning harder.": self.tr(
                "This is the ghost: it stands for any tile. Discarding it doubles a later win (出鬼) but makes "
                "winning harder."
            ),
        }
        return texts.get(warning, warning)

    def claim(self, kind: ActionKind) -> None:
        kinds = KONG_KINDS if kind is ActionKind.KONG else (kind,)
        options = self._options(*kinds)
        if not options:
            return
        if kind is ActionKind.CHOW and len(options) > 1:
            self._offer_chows(options)
            return
        self._act(options[0])

    def _clear_chow_choices(self) -> None:
        while self.chow_choices.count():
            item = self.chow_choices.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()

    def _offer_chows(self, options: list[Action]) -> None:
        self._clear_chow_choices()
        for i, action in enumerate(options, start=1):
            start = action.chow_start
            assert start is not None
            button = QPushButton(f"{i}: " + tiles_text((start, Tile(start + 1), Tile(start + 2))))
            button.setObjectName(f"chow_choice_{i}")
            button.setShortcut(QKeySequence(str(i)))
            button.clicked.connect(lambda _=False, action=action: self._act(action))
            self.chow_choices.addWidget(button)
        self.message.setText(self.tr("Which chow? Press its number."))

    def undo(self) -> None:
        if self.session is not None and self.session.undo_last_discard():
            self.bot_timer.stop()
            self._after_move()
            self.message.setText(self.tr("Your last discard was taken back."))
            self.refresh()

    def show_hint(self) -> None:
        if self.session is None or not self.hints.isChecked():
            return
        hint = self.session.hint()
        if hint is None:
            return
        if hint.action.kind is ActionKind.DISCARD:
            tiles = self._hand_tiles()
            if hint.action.tile in tiles:
                self.selected = len(tiles) - 1 - tiles[::-1].index(hint.action.tile)
        why = self.why(hint)
        names_discard = self.coach_sentence is not None or self.rules == "guangdong"
        if hint.action.kind is ActionKind.DISCARD and names_discard:
            self.hint_text = self.tr("Hint") + colon() + why  # the sentence names the discard itself
        else:
            self.hint_text = self.tr("Hint") + colon() + action_name(hint.action) + " — " + why
        self.refresh()

    def why(self, hint) -> str:
        """The coach's sentence in the interface language where one is available."""
        session = self.session
        if session is not None and session.rules is not None:
            if hint.action.kind is ActionKind.WIN:
                return self.tr("Win: a self-drawn win (or robbing the kong) is always worth taking.")
            if hint.action.kind is ActionKind.DISCARD:
                status = self._gd_status()
                if status is not None and status.tile == hint.action.tile:
                    return self.gd_discard_sentence(status)
            claims = {
                ActionKind.PUNG: self.tr("Pung: the hand stays as close to winning, or gets closer."),
                ActionKind.KONG: self.tr("Kong: a kong is paid at once and brings a replacement tile."),
                ActionKind.CONCEALED_KONG: self.tr(
                    "Kong: a kong is paid at once and brings a replacement tile."
                ),
                ActionKind.PROMOTED_KONG: self.tr(
                    "Kong: a kong is paid at once and brings a replacement tile."
                ),
                ActionKind.PASS: self.tr("Pass: claiming would not bring the hand closer to winning."),
            }
            return claims.get(hint.action.kind, hint.reason)
        if (
            hint.action.kind is ActionKind.DISCARD
            and self.coach_sentence is not None
            and self.session is not None
        ):
            session = self.session
            analysis = analyse_discards_fan_aware(
                session._own_hand(), session._context(), seen=session._seen()
            )
            return self.coach_sentence(analysis)
        if hint.action.kind is ActionKind.WIN:
            return self.tr("Win: the hand reaches 8 points.")
        return hint.reason

    def gd_discard_sentence(self, status) -> str:
        if status.shanten == 0:
            text = self.tr("Discard %1: you are then ready, waiting on %2 (%3 left).")
        else:
            text = self.tr(
                "Discard %1: the hand is then %4 tile(s) from ready with %3 useful tiles left (%2)."
            )
        text = text.replace("%1", tile_name(status.tile)).replace("%2", tiles_text(status.useful) or "–")
        return text.replace("%3", str(status.live)).replace("%4", str(status.shanten))

    def _hints_toggled(self, on: bool) -> None:
        st.set_setting(self.store, "table.hints", bool(on), profile_id=self.profile_id)
        self.hint_text = ""
        self.refresh()

    def show_review(self) -> None:
        session = self.session
        if session is None or not session.ended:
            return
        dialog = ReviewDialog(session, self)
        dialog.fan_requested.connect(self.fan_requested.emit)
        dialog.replay_requested.connect(self.replay_from)
        self.review_dialog = dialog
        dialog.open()

    def replay_from(self, move: int) -> None:
        """Go back to the position before move ``move`` of the finished hand and play on from there."""
        if self.session is None:
            return
        session = TableSession.from_record(self.session.record(), upto=move)
        self.selected = 0
        self.message.setText(self.tr("Replaying from turn %1.").replace("%1", str(move)))
        self.load_session(session)

    # -------------------------------------------------------------------------------- drawing

    def refresh(self) -> None:
        session = self.session
        for kind, button in self.claim_buttons.items():
            kinds = KONG_KINDS if kind is ActionKind.KONG else (kind,)
            button.setEnabled(bool(self._options(*kinds)))
        self.claim_buttons[ActionKind.CHOW].setVisible(self.rules != "guangdong")
        self.discard_button.setEnabled(bool(self._options(ActionKind.DISCARD)))
        self.hint_button.setEnabled(
            self.hints.isChecked() and session is not None and session.waiting_for_human()
        )
        self.undo_button.setEnabled(session is not None and not session.ended)
        self.review_button.setEnabled(session is not None and session.ended)
        if session is None:
            self.ghost_row.setVisible(False)
            self.centre.setText(self.tr("Press “New hand” to deal."))
            self.hand_row.set_tiles([])
            self.coach.clear()
            for panel in self.panels.values():
                panel.title.clear()
            return
        state = session.state
        human = session.human
        names = seat_names(session)
        positions = {
            "bottom": human,
            "right": (human + 1) % 4,
            "top": (human + 2) % 4,
            "left": (human + 3) % 4,
        }
        for pos, seat in positions.items():
            panel = self.panels[pos]
            panel.seat = seat
            wind = WIND_CHARS[state.seat_wind(seat)]
            title = f"{wind} {names[seat]}"
            if seat != human:
                title += f" · {self.level.itemText(max(0, self.level.findData(session.level_of(seat))))}"
            title += f" · {state.scores[seat]:+d}"
            if state.phase is not Phase.ENDED and state.turn == seat:
                title = "▶ " + title
            panel.show_seat(session, title, reveal=session.ended)
        if state.rules is not None:
            text = self.tr("Guangdong · hand %1 of %2 · tiles left in the wall: %3")
            text = text.replace("%1", str(state.hand_number)).replace("%2", str(GUANGDONG_MATCH_HANDS))
            text = text.replace("%3", str(state.wall.remaining))
            if state.ghost is not None and state.indicator is not None:
                ghost = self.tr("Ghost %1 (indicator %2)").replace("%1", tile_name(state.ghost))
                text += "<br>" + ghost.replace("%2", tile_name(state.indicator))
                for view, tile in ((self.indicator_view, state.indicator), (self.ghost_view, state.ghost)):
                    view.tile = tile
                    view.setToolTip(tile_name(tile))
                    view.update()
        else:
            text = self.tr("Prevalent wind %1 · hand %2 of %4 · tiles left in the wall: %3")
            text = text.replace("%1", WIND_CHARS[state.round_wind]).replace("%2", str(state.hand_number))
            text = text.replace("%3", str(state.wall.remaining)).replace("%4", str(MATCH_HANDS))
        self.ghost_row.setVisible(state.ghost is not None)
        if self.match is not None and self.match.finished and session.ended:
            ranks = self.match.standard_scores
            text += "<br>" + self.tr("Match over. Your table points: %1 (standard score %2).").replace(
                "%1", f"{self.match.scores[0]:+d}"
            ).replace("%2", f"{ranks[0]:g}")
        self.centre.setText(text)
        tiles = self._hand_tiles()
        drawn_apart = state.phase is Phase.DISCARD and state.turn == human and state.last_draw is not None
        self.hand_row.set_tiles(tiles, gap_before=len(tiles) - 1 if drawn_apart else None)
        can_discard = bool(self._options(ActionKind.DISCARD))
        for i, view in enumerate(self.hand_row.views):
            view.set_selected(can_discard and i == self.selected)
            view.set_highlighted(state.ghost is not None and view.tile == state.ghost)  # ghosts are wild
        if can_discard and not self.message.text():
            self.message.setText(
                self.tr(
                    "Your turn: choose a tile with the arrow keys or the mouse, then Enter "
                    "(or click it again) to discard it."
                )
            )
        elif session.ended:
            self.message.setText(self.tr("The hand is over. Press N for the next hand or open the review."))
        self.coach.setText(self.coach_text() if self.hints.isChecked() else "")

    def coach_text(self) -> str:
        session = self.session
        if session is None or session.ended:
            return ""
        if session.rules is not None:
            return self.gd_coach_text()
        key = (id(session), len(session.state.history), session.state.phase)
        if self._status_key != key:  # the analysis changes only when the hand moves on
            self._status_key, self._status = key, (session.status(), session.form_shanten())
        analysis, forms = self._status
        lines = []
        if forms:
            parts = [f"{form_name(Form(name))} {value}" for name, value in forms.items()]
            lines.append(self.tr("Shanten per form") + colon() + " · ".join(parts))
        if analysis is not None:
            lines.append(self.shanten_line(analysis.shanten, analysis.useful, analysis.useful_count))
            route = analysis.route
            if analysis.legal_distance >= FAR:
                lines.append(self.tr("No plan worth 8 points is in reach yet."))
            elif route is not None:
                plan = " + ".join(fan_name(f) for f in route.plan.fans)
                line = self.tr("Best legal plan: %1, %2 tile(s) away (%3 tiles help).")
                lines.append(
                    line.replace("%1", plan)
                    .replace("%2", str(analysis.legal_distance))
                    .replace("%3", str(analysis.legal_count))
                )
            else:
                line = self.tr(
                    "A legal win (smaller fans adding up to 8) is %1 tile(s) away (%2 tiles help)."
                )
                lines.append(
                    line.replace("%1", str(analysis.legal_distance)).replace("%2", str(analysis.legal_count))
                )
        if self.hint_text:
            lines.append("<b>" + self.hint_text + "</b>")
        return "<br>".join(lines)

    def shanten_line(self, shanten: int, useful, left: int) -> str:
        """The coach strip's first line: how far from ready, and the useful tiles with copies left."""
        if shanten == 0:
            line = self.tr("Ready (0 tiles from a complete hand); waits: %1 (%2 left).")
        else:
            line = self.tr("%3 tile(s) from ready; useful tiles: %1 (%2 left).")
        line = line.replace("%1", tiles_text(sorted(useful)) or "–").replace("%2", str(left))
        return line.replace("%3", str(shanten))

    def _gd_status(self):
        """The learner's Guangdong numbers (``session.guangdong_status``), worked out once per move."""
        session = self.session
        assert session is not None
        key = (id(session), len(session.state.history), session.state.phase)
        if self._status_key != key:
            self._status_key, self._status = key, session.guangdong_status()
        return self._status

    def gd_coach_text(self) -> str:
        """The coach in Guangdong: ghost-aware shanten and useful tiles, and the ghosts discarded."""
        session = self.session
        assert session is not None
        status = self._gd_status()
        lines = []
        if status is not None:
            lines.append(self.shanten_line(status.shanten, status.useful, status.live))
        passed = session.state.passed_pungs[session.human]
        if passed:
            line = self.tr(
                "漏碰: you passed a pung of %1, so you cannot pung it again before your next draw."
            )
            lines.append(line.replace("%1", tiles_text(sorted(set(passed)))))
        thrown = session.state.ghosts_discarded[session.human]
        if thrown:
            lines.append(
                self.tr("Ghosts you discarded: %1 (a win now scores ×%2).")
                .replace("%1", str(thrown))
                .replace("%2", str(2**thrown))
            )
        lines.append(
            self.tr("Guangdong: no chow, and no win on a discard: win by self-draw or by robbing a kong.")
        )
        if self.hint_text:
            lines.append("<b>" + self.hint_text + "</b>")
        return "<br>".join(lines)


__all__ = ["ReviewDialog", "SeatPanel", "TableScreen", "learner_decisions"]
