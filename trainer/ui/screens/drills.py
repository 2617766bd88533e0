"""Drills: score the hand, find the waits, choose the discard, name the main fan.

The waits and discard drills have a Guangdong mode (the rule-set box): a ghost (鬼牌) named by its
indicator stands for any tile, declared melds are pungs and kongs, and wins are self-drawn.

Every question comes from a seed ("question 17 of seed 2048"); answers are graded by the engine,
logged in the store and schedule the items they train (spaced repetition).  Keyboard: Enter
answers, N (or Space after answering) goes on, 1-4 pick an option, typing in the answer line works
for every kind (e.g. "28 62 69x2 = 22" for a score).
"""

from __future__ import annotations

import contextlib
import random
import time
from collections.abc import Callable
from datetime import UTC

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer import store as st
from trainer.drills import recognition, session
from trainer.drills.discard import DiscardAnswer
from trainer.drills.score import ScoreAnswer, Verdict
from trainer.drills.waits import WaitsAnswer
from trainer.engine.errors import TrainerError
from trainer.engine.fans.table import FANS, FanId, Principle
from trainer.engine.notation import tile_token
from trainer.engine.tiles import ALL_KINDS
from trainer.study.progress import due_items, mistake_items, record_answer
from trainer.ui.terms import (
    colon,
    fan_name,
    gd_multiplier_name,
    gd_type_name,
    join_list,
    principle_name,
    tile_name,
    tiles_text,
    wind_name,
)
from trainer.ui.widgets.tiles import MeldView, TileRow, TileView

KINDS = (
    "score",
    "waits",
    "discard",
    recognition.MAIN_FAN,
    recognition.FAN_HAND,
    recognition.FLASHCARD,
    "mixed",
)
MIXED_CYCLE = ("score", "waits", "discard", recognition.MAIN_FAN, recognition.FAN_HAND)
TIME_LIMIT_S = 90
RULE_SETS = ("mcr", "guangdong")
GD_WAITS, GD_DISCARD = session.GUANGDONG_KINDS["waits"], session.GUANGDONG_KINDS["discard"]
WAITS_KINDS = ("waits", GD_WAITS)
DISCARD_KINDS = ("discard", GD_DISCARD)


class DrillsScreen(QWidget):
    def __init__(
        self, store: st.Store, profile_id: int, coach: Callable, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("DrillsScreen")
        self.store = store
        self.profile_id = profile_id
        self.coach = coach  # the calculator's coach sentence, in the current language
        self.question = None
        self.answered = False
        self.started = 0.0
        self.seed = random.SystemRandom().randrange(1, 10_000)
        self.index = 0
        self._build()
        self.retranslate()
        saved = st.get_setting(store, "drills.rules", "mcr", profile_id=profile_id)
        self.rules_combo.blockSignals(True)  # the rule set chosen last, before the first question
        self.set_rules(saved if saved in RULE_SETS else "mcr")
        self.rules_combo.blockSignals(False)
        self.rules_combo.currentIndexChanged.connect(self._save_rules)
        self.next_question()

    # -------------------------------------------------------------------------------- layout

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        top = QHBoxLayout()
        self.kind_combo = QComboBox()
        self.kind_combo.setObjectName("kind")
        self.level_combo = QComboBox()
        self.level_combo.setObjectName("level")
        self.rules_combo = QComboBox()  # MCR or Guangdong, for the waits and discard drills
        self.rules_combo.setObjectName("rules")
        self.seed_label = QLabel()
        self.seed_box = QSpinBox()
        self.seed_box.setRange(1, 999_999)
        self.seed_box.setValue(self.seed)
        self.seed_box.setObjectName("seed")
        self.timed = QCheckBox()
        self.due_button = QPushButton()
        self.due_button.setObjectName("due")
        self.mistakes_button = QPushButton()
        self.mistakes_button.setObjectName("mistakes")
        for widget in (self.kind_combo, self.rules_combo, self.level_combo, self.seed_label, self.seed_box):
            top.addWidget(widget)
        top.addWidget(self.timed)
        top.addStretch(1)
        top.addWidget(self.due_button)
        top.addWidget(self.mistakes_button)
        self.quiz_button = QPushButton()
        self.quiz_button.setObjectName("quizzes")
        self.quiz_button.clicked.connect(self.open_quizzes)
        top.addWidget(self.quiz_button)
        layout.addLayout(top)
        self.kind_combo.currentIndexChanged.connect(lambda _: self.restart())
        self.level_combo.currentIndexChanged.connect(lambda _: self.restart())
        self.rules_combo.currentIndexChanged.connect(lambda _: self.restart())
        self.seed_box.valueChanged.connect(lambda _: self.restart())
        self.due_button.clicked.connect(lambda: self.practise_items(self._due()))
        self.mistakes_button.clicked.connect(lambda: self.practise_items(self._mistakes()))

        self.title = QLabel()
        self.title.setObjectName("question_title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.conditions = QLabel()
        self.hand_row = QHBoxLayout()
        layout.addWidget(self.title)
        layout.addWidget(self.conditions)
        layout.addLayout(self.hand_row)

        self.answers = QStackedWidget()
        layout.addWidget(self.answers)
        # score: a searchable, checkable list of fans, a count and the total
        score_page = QWidget()
        score_layout = QGridLayout(score_page)
        self.fan_search = QLineEdit()
        self.fan_search.setObjectName("fan_search")
        self.fan_search.textChanged.connect(self._filter_fans)
        self.fan_list = QListWidget()
        self.fan_list.setObjectName("fan_list")
        for fan in FanId:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, int(fan))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.fan_list.addItem(item)
        self.count_label, self.total_label = QLabel(), QLabel()
        self.count_box = QSpinBox()
        self.count_box.setRange(1, 8)
        self.count_box.setObjectName("count")
        self.count_box.valueChanged.connect(self._set_count)
        self.fan_list.currentItemChanged.connect(self._show_count)
        self.total_box = QSpinBox()
        self.total_box.setRange(0, 400)
        self.total_box.setObjectName("total")
        score_layout.addWidget(self.fan_search, 0, 0, 1, 4)
        score_layout.addWidget(self.fan_list, 1, 0, 1, 4)
        score_layout.addWidget(self.count_label, 2, 0)
        score_layout.addWidget(self.count_box, 2, 1)
        score_layout.addWidget(self.total_label, 2, 2)
        score_layout.addWidget(self.total_box, 2, 3)
        self.answers.addWidget(score_page)
        # waits: a palette of tiles to toggle
        waits_page = QWidget()
        grid = QGridLayout(waits_page)
        self.wait_tiles: dict[int, TileView] = {}
        for i, tile in enumerate(ALL_KINDS):
            view = TileView(tile, 44)
            view.clicked.connect(lambda view=view: view.set_selected(not view.selected))
            self.wait_tiles[tile] = view
            grid.addWidget(view, i // 9, i % 9)
        self.answers.addWidget(waits_page)
        # discard: pick a tile of the hand (shown in the hand row)
        self.discard_hint = QLabel()
        self.answers.addWidget(self.discard_hint)
        # main fan: options
        options_page = QWidget()
        options_layout = QVBoxLayout(options_page)
        self.option_buttons: list[QPushButton] = []
        for i in range(4):
            button = QPushButton()
            button.setCheckable(True)
            button.setAutoExclusive(True)
            button.setObjectName(f"option_{i + 1}")
            options_layout.addWidget(button)
            self.option_buttons.append(button)
        self.answers.addWidget(options_page)
        # flashcards: the points
        points_page = QWidget()
        points_layout = QHBoxLayout(points_page)
        self.points_label = QLabel()
        self.points_box = QComboBox()
        self.points_box.setObjectName("points")
        for points in (88, 64, 48, 32, 24, 16, 12, 8, 6, 4, 2, 1):
            self.points_box.addItem(str(points), points)
        points_layout.addWidget(self.points_label)
        points_layout.addWidget(self.points_box)
        points_layout.addStretch(1)
        self.answers.addWidget(points_page)

        row = QHBoxLayout()
        self.answer_line = QLineEdit()
        self.answer_line.setObjectName("answer_line")
        self.answer_line.returnPressed.connect(self.submit)
        self.submit_button = QPushButton()
        self.submit_button.setObjectName("submit")
        self.submit_button.clicked.connect(self.submit)
        self.next_button = QPushButton()
        self.next_button.setObjectName("next")
        self.next_button.clicked.connect(self.next_question)
        row.addWidget(self.answer_line, 1)
        row.addWidget(self.submit_button)
        row.addWidget(self.next_button)
        layout.addLayout(row)
        self.feedback = QLabel()
        self.feedback.setObjectName("feedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.RichText)
        self.feedback.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.feedback, 1)
        self.clock = QTimer(self)
        self.clock.setInterval(1000)
        self.clock.timeout.connect(self._tick)
        for key, slot in (
            ("N", self.next_question),
            ("1", lambda: self._pick(0)),
            ("2", lambda: self._pick(1)),
            ("3", lambda: self._pick(2)),
            ("4", lambda: self._pick(3)),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self.selected_discard: int | None = None

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._show_question()
        super().changeEvent(event)

    def retranslate(self) -> None:
        names = {
            "score": self.tr("Score the hand"),
            "waits": self.tr("Find the waits"),
            "discard": self.tr("Choose the discard"),
            recognition.MAIN_FAN: self.tr("Name the main fan"),
            recognition.FAN_HAND: self.tr("Pick the hand with the fan"),
            recognition.FLASHCARD: self.tr("Flashcards"),
            "mixed": self.tr("Mixed session"),
        }
        current = max(0, self.kind_combo.currentIndex())
        self.kind_combo.blockSignals(True)
        self.kind_combo.clear()
        for kind in KINDS:
            self.kind_combo.addItem(names[kind], kind)
        self.kind_combo.setCurrentIndex(current)
        self.kind_combo.blockSignals(False)
        level = max(0, self.level_combo.currentIndex())
        self.level_combo.blockSignals(True)
        self.level_combo.clear()
        for n in (1, 2, 3):
            self.level_combo.addItem(self.tr("Level %1").replace("%1", str(n)), n)
        self.level_combo.setCurrentIndex(level)
        self.level_combo.blockSignals(False)
        rules = max(0, self.rules_combo.currentIndex())
        self.rules_combo.blockSignals(True)
        self.rules_combo.clear()
        self.rules_combo.addItem(self.tr("Chinese Official (MCR)"), "mcr")
        self.rules_combo.addItem(self.tr("Guangdong (推倒和)"), "guangdong")
        self.rules_combo.setCurrentIndex(rules)
        self.rules_combo.setToolTip(
            self.tr("The waits and discard drills can be played with Guangdong rules (ghost tiles).")
        )
        self.rules_combo.blockSignals(False)
        self.seed_label.setText(self.tr("Seed"))
        self.timed.setText(self.tr("Timed (%1 s)").replace("%1", str(TIME_LIMIT_S)))
        self.fan_search.setPlaceholderText(self.tr("Search fans: name, pinyin or number"))
        for row in range(self.fan_list.count()):
            item = self.fan_list.item(row)
            fan = FanId(item.data(Qt.ItemDataRole.UserRole))
            item.setText(f"{int(fan)}. {fan_name(fan)} ({FANS[fan].points})")
        self.count_label.setText(self.tr("Times"))
        self.points_label.setText(self.tr("Points"))
        self.total_label.setText(self.tr("Total"))
        self.discard_hint.setText(self.tr("Click the tile to discard in the hand above, then answer."))
        self.answer_line.setPlaceholderText(
            self.tr("or type: fans = total (28 62 69x2 = 22), tiles (147m), a tile (5p), or 1-4")
        )
        self.submit_button.setText(self.tr("Answer"))
        self.next_button.setText(self.tr("Next (N)"))
        self.quiz_button.setText(self.tr("Quizzes…"))
        self._update_queues()

    # -------------------------------------------------------------------------------- questions

    def kind(self) -> str:
        return self.kind_combo.currentData() or "score"

    def level(self) -> int:
        return self.level_combo.currentData() or 1

    def rules(self) -> str:
        """The rule set chosen for the waits and discard drills ("mcr" or "guangdong")."""
        return self.rules_combo.currentData() or "mcr"

    def set_rules(self, rules: str) -> None:
        self.rules_combo.setCurrentIndex(max(0, self.rules_combo.findData(rules)))

    def _save_rules(self) -> None:
        with contextlib.suppress(st.StoreError):  # unsaved, the choice still holds for this session
            st.set_setting(self.store, "drills.rules", self.rules(), profile_id=self.profile_id)

    def drill_kind(self, kind: str) -> str:
        """The drill to ask for a kind of the box: its Guangdong mode when that rule set is chosen."""
        if self.rules() == "guangdong":
            return session.GUANGDONG_KINDS.get(kind, kind)
        return kind

    def restart(self) -> None:
        self.index = 0
        self.next_question()

    def next_question(self, question=None) -> None:
        if question is None:
            self.index += 1
            kind = self.kind()
            self.rules_combo.setEnabled(kind in session.GUANGDONG_KINDS)
            if kind == "mixed":  # a session that mixes the kinds, in a fixed order per seed
                kind = MIXED_CYCLE[(self.index - 1) % len(MIXED_CYCLE)]
            else:
                kind = self.drill_kind(kind)
            try:
                if kind == recognition.FLASHCARD:
                    fans = list(FanId)
                    random.Random(f"{self.seed_box.value()}").shuffle(fans)
                    fan = fans[(self.index - 1) % len(fans)]
                    question = recognition.flashcard(fan, f"flashcard-{self.seed_box.value()}-{self.index}")
                else:
                    question = session.make_question(kind, self.seed_box.value(), self.index, self.level())
            except TrainerError as error:
                self.feedback.setText(str(error))
                return
        self.question = question
        self.answered = False
        self.selected_discard = None
        self.started = time.monotonic()
        self.answer_line.clear()
        self.feedback.clear()
        for row in range(self.fan_list.count()):
            self.fan_list.item(row).setCheckState(Qt.CheckState.Unchecked)
            self.fan_list.item(row).setData(Qt.ItemDataRole.UserRole + 1, 1)
        self.total_box.setValue(8)
        for view in self.wait_tiles.values():
            view.set_selected(False)
        for button in self.option_buttons:
            button.setChecked(False)
        self._show_question()
        if self.timed.isChecked():
            self.clock.start()
        self.answer_line.setFocus()

    def _show_question(self) -> None:
        q = self.question
        if q is None:
            return
        kind = session.kind_of(q)
        titles = {
            "score": self.tr("Score this hand: tick every fan it counts and give the total."),
            "waits": self.tr("Which tiles complete this hand? Select every one."),
            "discard": self.tr("Which tile do you discard?"),
            recognition.MAIN_FAN: self.tr("What is the main fan of this hand?"),
            recognition.FAN_HAND: self.tr("Which hand scores %1?"),
            recognition.FLASHCARD: self.tr("How many points is %1 worth?"),
            GD_WAITS: self.tr("Guangdong: which tiles win this hand? Select every one (a drawn ghost too)."),
            GD_DISCARD: self.tr("Guangdong: which tile do you discard?"),
        }
        number = (
            self.tr("Question %1 of seed %2")
            .replace("%1", str(self.index))
            .replace("%2", str(self.seed_box.value()))
        )
        fan = getattr(q, "fan", None)
        prompt = titles.get(kind, "").replace("%1", fan_name(fan) if fan is not None else "")
        self.title.setText(f"{prompt}  ({number})")
        ctx = q.context if hasattr(q, "context") else None
        if ctx is not None:
            parts = [self.tr("self-drawn") if ctx.self_drawn else self.tr("won on a discard")]
            if kind in ("waits", "discard"):
                parts = []
            parts.append(
                self.tr("seat %1, prevalent %2")
                .replace("%1", wind_name(tile_token(ctx.seat_wind)))
                .replace("%2", wind_name(tile_token(ctx.round_wind)))
            )
            if getattr(ctx, "flowers", 0):
                parts.append(self.tr("%n flower(s)", "", ctx.flowers))
            for flag, text in (
                (ctx.last_copy, self.tr("last copy")),
                (ctx.last_tile, self.tr("last tile")),
                (ctx.kong_related, self.tr("on a kong")),
            ):
                if flag:
                    parts.append(text)
            self.conditions.setText(join_list(parts))
        elif kind in (GD_WAITS, GD_DISCARD):
            self.conditions.setText(self._ghost_sentence(q))
        else:
            self.conditions.setText("")
        while self.hand_row.count():
            item = self.hand_row.takeAt(0)
            if item.widget():
                item.widget().hide()
                item.widget().deleteLater()
        self.hand_tiles = TileRow(54, clickable=kind in DISCARD_KINDS)
        ghost = getattr(q, "ghost", None)
        if kind == recognition.FLASHCARD:
            row = FANS[q.fan]
            card = QLabel(
                f"<span style='font-size:20pt'><b>{fan_name(q.fan)}</b></span>  {row.zh} · "
                f"{row.zh_tw} · {row.en}"
            )
            self.hand_row.addWidget(card, 1)
        elif kind == recognition.FAN_HAND:
            column = QWidget()
            rows = QVBoxLayout(column)
            for i, option in enumerate(q.options):
                line = QHBoxLayout()
                line.addWidget(QLabel(f"<b>{i + 1}.</b>"))
                for meld in option.hand.melds:
                    line.addWidget(MeldView(meld, 38))
                tiles = TileRow(42, clickable=False)
                standing = option.hand.standing_with_win()
                tiles.set_tiles(standing, gap_before=len(standing) - 1)
                line.addWidget(tiles, 1)
                rows.addLayout(line)
            self.hand_row.addWidget(column, 1)
        else:
            hand = q.hand
            if ghost is not None:
                self.hand_row.addWidget(self._ghost_box(q))
            for meld in hand.melds:
                self.hand_row.addWidget(MeldView(meld, 48))
            standing = hand.standing_with_win()
            self.hand_tiles.set_tiles(
                standing, gap_before=len(standing) - 1 if hand.win_tile is not None else None
            )
            for view in self.hand_tiles.views:
                if ghost is not None and view.tile == ghost:
                    view.set_highlighted(True)
                    view.setToolTip(self.tr("Ghost: stands for any tile"))
            self.hand_tiles.tile_clicked.connect(self._choose_discard)
            self.hand_row.addWidget(self.hand_tiles, 1)
        for tile, view in self.wait_tiles.items():  # the ghost in the palette too: drawing it may win
            view.set_highlighted(kind == GD_WAITS and tile == ghost)
        pages = {"score": 0, "waits": 1, GD_WAITS: 1, "discard": 2, GD_DISCARD: 2, recognition.FLASHCARD: 4}
        page = pages.get(kind, 3)
        self.answers.setCurrentIndex(page)
        if page == 3:
            for i, button in enumerate(self.option_buttons):
                option = q.options[i] if i < len(q.options) else None
                label = (
                    fan_name(option)
                    if kind == recognition.MAIN_FAN
                    else self.tr("Hand %1").replace("%1", str(i + 1))
                )
                button.setText(f"{i + 1}. {label}")

    def _ghost_sentence(self, q) -> str:
        text = self.tr(
            "Ghost %1 (the indicator %2 turned up): it stands for any tile. No chow melds; wins are self-drawn."
        )
        return text.replace("%1", tile_name(q.ghost)).replace("%2", tile_name(q.indicator))

    def _ghost_box(self, q) -> QWidget:
        """The turned indicator and the ghost it names, left of the hand."""
        box = QWidget()
        box.setObjectName("ghost_box")
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 12, 0)
        grid.setVerticalSpacing(0)
        tiles = ((q.indicator, self.tr("Indicator")), (q.ghost, self.tr("Ghost")))
        for column, (tile, text) in enumerate(tiles):
            view = TileView(tile, 40, clickable=False)
            view.set_highlighted(column == 1)
            label = QLabel(text)
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            grid.addWidget(view, 0, column, Qt.AlignmentFlag.AlignHCenter)
            grid.addWidget(label, 1, column)
        return box

    def _choose_discard(self, index: int) -> None:
        if session.kind_of(self.question) not in DISCARD_KINDS:
            return
        self.selected_discard = self.hand_tiles.views[index].tile
        for i, view in enumerate(self.hand_tiles.views):
            view.set_selected(i == index)

    def _pick(self, i: int) -> None:
        if self.answers.currentIndex() == 3 and i < len(self.option_buttons):
            self.option_buttons[i].setChecked(True)

    def _filter_fans(self, text: str) -> None:
        text = text.strip().lower()
        for row in range(self.fan_list.count()):
            item = self.fan_list.item(row)
            fan = FanId(item.data(Qt.ItemDataRole.UserRole))
            words = (
                f"{int(fan)} {FANS[fan].zh} {FANS[fan].zh_tw} {FANS[fan].en.lower()} {item.text().lower()}"
            )
            item.setHidden(bool(text) and text not in words)

    def _show_count(self, item) -> None:
        if item is not None:
            self.count_box.blockSignals(True)
            self.count_box.setValue(item.data(Qt.ItemDataRole.UserRole + 1) or 1)
            self.count_box.blockSignals(False)

    def _set_count(self, value: int) -> None:
        item = self.fan_list.currentItem()
        if item is not None:
            item.setData(Qt.ItemDataRole.UserRole + 1, value)
            item.setCheckState(Qt.CheckState.Checked)

    def _tick(self) -> None:
        left = TIME_LIMIT_S - int(time.monotonic() - self.started)
        if self.answered:
            self.clock.stop()
        elif left <= 0:
            self.clock.stop()
            self.submit(timed_out=True)
        else:
            self.submit_button.setText(self.tr("Answer (%1 s)").replace("%1", str(left)))

    # -------------------------------------------------------------------------------- answers

    def current_answer(self):
        """The answer from the typed line if any, else from the widgets."""
        q = self.question
        text = self.answer_line.text().strip()
        if text:
            return session.parse_answer(q, text)
        kind = session.kind_of(q)
        if kind == "score":
            fans = {}
            for row in range(self.fan_list.count()):
                item = self.fan_list.item(row)
                if item.checkState() == Qt.CheckState.Checked:
                    fans[item.data(Qt.ItemDataRole.UserRole)] = item.data(Qt.ItemDataRole.UserRole + 1) or 1
            return ScoreAnswer.of(fans, self.total_box.value())
        if kind in WAITS_KINDS:
            return WaitsAnswer.of([t for t, v in self.wait_tiles.items() if v.selected])
        if kind in DISCARD_KINDS:
            if self.selected_discard is None:
                raise TrainerError(self.tr("Choose a tile to discard first."))
            return DiscardAnswer(self.selected_discard)
        if kind == recognition.FLASHCARD:
            return recognition.PointsAnswer(self.points_box.currentData())
        chosen = next((i for i, b in enumerate(self.option_buttons) if b.isChecked()), None)
        if chosen is None:
            raise TrainerError(self.tr("Pick one of the options first."))
        return recognition.ChoiceAnswer(chosen)

    def submit(self, *, timed_out: bool = False) -> None:
        if self.question is None:
            return
        if self.answered:
            self.next_question()
            return
        try:
            answer = self.current_answer()
            feedback = session.grade_answer(self.question, answer)
        except TrainerError as error:
            if timed_out:
                self.answered = True
                self.feedback.setText(self.tr("Time is up."))
                return
            self.feedback.setText(f"<span style='color:#c0392b'>{error}</span>")
            return
        self.answered = True
        self.clock.stop()
        self.submit_button.setText(self.tr("Answer"))
        elapsed = int((time.monotonic() - self.started) * 1000)
        try:
            record_answer(
                self.store,
                self.profile_id,
                drill_kind=session.kind_of(self.question),
                item_keys=session.item_keys(self.question),
                question={"id": self.question.id},
                answer=repr(answer),
                correct=feedback.correct,
                elapsed_ms=elapsed,
                item_results=dict(getattr(feedback, "item_results", {}) or {}),
            )
        except st.StoreError as error:
            self.feedback.setText(str(error))
        self.feedback.setText(self.describe(feedback))
        self._update_queues()

    def describe(self, feedback) -> str:
        """The feedback in the current language, from the grader's structured fields."""
        kind = session.kind_of(self.question)
        head = self.tr("Right!") if feedback.correct else self.tr("Not quite.")
        colour = "#1e7d32" if feedback.correct else "#c0392b"
        lines = [f"<b style='color:{colour}'>{head}</b>"]
        if kind == "score":
            lines += self._describe_score(feedback)
        elif kind == "waits":
            lines += self._describe_waits(feedback)
        elif kind == "discard":
            lines += self._describe_discard(feedback)
        elif kind == GD_WAITS:
            lines += self._describe_gd_waits(feedback)
        elif kind == GD_DISCARD:
            lines += self._describe_gd_discard(feedback)
        elif kind == recognition.MAIN_FAN:
            main = self.question.main
            lines.append(
                self.tr("The main fan is %1 (%2 points).")
                .replace("%1", fan_name(main))
                .replace("%2", str(FANS[main].points))
            )
        elif kind == recognition.FAN_HAND:
            right = self.question.options[self.question.answer]
            fans = join_list([f"{fan_name(f.fan)} {f.points}" for f in right.result.fans])
            lines.append(
                self.tr("Hand %1 scores it: %2")
                .replace("%1", str(self.question.answer + 1))
                .replace("%2", fans)
            )
        else:
            lines.append(
                self.tr("%1 is worth %2 points.")
                .replace("%1", fan_name(self.question.fan))
                .replace("%2", str(self.question.points))
            )
        return "<br>".join(lines)

    def _describe_score(self, fb) -> list[str]:
        lines = []
        if fb.missed:
            lines.append(self.tr("Missed: %1").replace("%1", join_list([fan_name(v.fan) for v in fb.missed])))
        for v in fb.extra + fb.wrong_count:
            name = fan_name(v.fan)
            if v.verdict is Verdict.WRONG_COUNT:
                name += " " + self.tr("×%1, not ×%2").replace("%1", str(v.expected)).replace(
                    "%2", str(v.given)
                )
            if v.excluded_by is None:
                why = self.tr("the hand does not have it") if v.verdict is Verdict.EXTRA else ""
            elif isinstance(v.excluded_by, Principle):
                why = principle_name(v.excluded_by)
            else:
                why = self.tr("included in %1").replace("%1", fan_name(FanId(v.excluded_by)))
            lines.append(f"{name}{colon()}{why}" if why else name)
        counted = join_list([f"{fan_name(f.fan)} {f.points}" for f in fb.reading.fans])
        lines.append(
            self.tr("The hand scores %1: %2").replace("%1", str(fb.expected_total)).replace("%2", counted)
        )
        if not fb.total_right:
            lines.append(self.tr("Your total: %1.").replace("%1", str(fb.given_total)))
        return lines

    def _waits_lines(self, fb) -> list[str]:
        """The start of waits feedback (MCR or Guangdong): the waits, those missed, those wrongly named."""
        lines = [self.tr("Waits: %1").replace("%1", tiles_text([w.tile for w in fb.waits]) or "–")]
        if fb.missed:
            lines.append(self.tr("Missed: %1").replace("%1", tiles_text(fb.missed)))
        if fb.extra:
            lines.append(self.tr("Do not win: %1").replace("%1", tiles_text(fb.extra)))
        return lines

    def _describe_waits(self, fb) -> list[str]:
        lines = self._waits_lines(fb)
        for w in fb.waits:
            fans = join_list([fan_name(f) + (f" ×{n}" if n > 1 else "") for f, n in w.fans])
            mark = self.tr("reaches 8") if w.legal else self.tr("below 8")
            lines.append(f"{tile_name(w.tile)}{colon()}{w.total} ({mark}) — {fans}")
        if not any(w.legal for w in fb.waits):
            lines.append(self.tr("No wait reaches 8 points: this hand cannot win as it stands."))
        return lines

    def _describe_discard(self, fb) -> list[str]:
        text = self.tr("Your discard %1: %2 shanten, %3 useful tiles, %4% of the best (%5).")
        text = (
            text.replace("%1", tile_name(fb.tile))
            .replace("%2", str(fb.shanten))
            .replace("%3", str(fb.useful_count))
            .replace("%4", str(fb.efficiency))
            .replace("%5", tiles_text(fb.best))
        )
        lines = [text]
        if fb.fan_aware_efficiency is not None:
            aware = (
                self.tr("Toward a legal win: %1% of the best (%2).")
                .replace("%1", str(fb.fan_aware_efficiency))
                .replace("%2", tiles_text(fb.fan_aware_best))
            )
            lines.append(aware)
        lines.append(self.coach(self.question.fan_aware()))
        return lines

    def _describe_gd_waits(self, fb) -> list[str]:
        lines = self._waits_lines(fb)
        for w in fb.waits:
            types = join_list([gd_type_name(t) for t in w.counted])
            score = f"{w.total}"
            if w.multipliers:
                factors = " × ".join(f"{f} ({gd_multiplier_name(m)})" for m, f in w.multipliers)
                score = f"{w.base} × {factors} = {w.total}"
            stands = tiles_text(w.substitution)
            if w.ghost_drawn:
                why = self.tr("a drawn ghost is wild; the ghosts stand for %1").replace("%1", stands)
            elif len(w.substitution) == 1:
                why = self.tr("the ghost stands for %1").replace("%1", stands)
            elif w.substitution:
                why = self.tr("the ghosts stand for %1").replace("%1", stands)
            else:
                why = ""
            line = f"{tile_name(w.tile)}{colon()}{types} {score}"
            lines.append(f"{line} — {why}" if why else line)
        text = self.tr(
            "The ghost %1 stands for any tile, so drawing it wins whenever the hand is ready; a hand without a ghost scores double."
        )
        lines.append(text.replace("%1", tile_name(fb.ghost)))
        return lines

    def _describe_gd_discard(self, fb) -> list[str]:
        if fb.discarded_ghost:
            return [
                self.tr("%1 is the ghost: it stands for any tile, so keep it. Best: %2.")
                .replace("%1", tile_name(fb.tile))
                .replace("%2", tiles_text(fb.best))
            ]
        text = self.tr("Your discard %1: %2 shanten, %3 useful tiles, %4% of the best (%5).")
        text = (
            text.replace("%1", tile_name(fb.tile))
            .replace("%2", str(fb.shanten))
            .replace("%3", str(fb.useful_count))
            .replace("%4", str(fb.efficiency))
            .replace("%5", tiles_text(fb.best))
        )
        lines = [text]
        ghosts = self.tr(
            "Counted with the ghosts as the best tiles they could be; a drawn ghost (%1) is always useful."
        )
        lines.append(ghosts.replace("%1", tile_name(fb.ghost)))
        claims = self.tr(
            "Best discard: %1 useful tiles, %2 of them can be claimed from any player for a pung (Guangdong has no chow claims)."
        )
        lines.append(claims.replace("%1", str(fb.best_useful_count)).replace("%2", str(fb.best_claimable)))
        return lines

    def open_quizzes(self) -> None:
        from trainer.ui.quiz_dialog import QuizDialog

        self.quiz_dialog = QuizDialog(self.store, self.profile_id, self)
        self.quiz_dialog.show()

    # -------------------------------------------------------------------------------- queues

    def _now(self):
        from datetime import datetime

        return datetime.now(UTC)

    def _due(self) -> list[str]:
        return due_items(self.store, self.profile_id, self._now(), prefix="fan:")

    def _mistakes(self) -> list[str]:
        return mistake_items(self.store, self.profile_id, prefix="fan:")

    def _update_queues(self) -> None:
        self.due_button.setText(self.tr("Due today: %1").replace("%1", str(len(self._due()))))
        self.mistakes_button.setText(
            self.tr("Retry my mistakes: %1").replace("%1", str(len(self._mistakes())))
        )

    def practise_items(self, keys: list[str]) -> None:
        """A question that trains the first of these fan items (a score drill aimed at it)."""
        from trainer.drills import score as score_drill

        for key in keys:
            fan = FanId[key.split(":", 1)[1]]
            rng = random.Random(f"{key}/{time.time_ns()}")
            try:
                question = score_drill.generate(rng, 2, target=fan, ident=f"review-{fan.name}")
            except Exception:
                continue
            self.kind_combo.blockSignals(True)
            self.kind_combo.setCurrentIndex(0)
            self.kind_combo.blockSignals(False)
            self.next_question(question)
            return
        self.feedback.setText(self.tr("Nothing to review right now."))
