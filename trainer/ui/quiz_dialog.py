"""Quizzes for club classes: a teacher builds a pack and prints it, students take it and send back
their results, the teacher sees the class table and exports it as CSV."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF, Qt, QTimer, QUrl
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter, QPixmap, QTextDocument
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from trainer import store as st
from trainer.drills import quiz, session
from trainer.engine.errors import TrainerError
from trainer.engine.notation import format_hand, tile_token
from trainer.ui.terms import fan_name, join_list, tiles_text
from trainer.ui.widgets.tiles import MeldView, TileRow, tile_pixmap


def hand_image(hand, height: int = 40) -> QPixmap:
    """A hand as one image: melds, then the standing tiles (the win tile after a gap)."""
    tiles = [t for m in hand.melds for t in m.tiles] + list(hand.standing_with_win())
    pixmaps = [tile_pixmap(tile_token(t), height) for t in tiles]
    width = sum(p.width() + 2 for p in pixmaps) + (height // 3 if hand.win_tile is not None else 0)
    image = QPixmap(max(1, width), height)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    x = 0
    for i, pixmap in enumerate(pixmaps):
        if hand.win_tile is not None and i == len(pixmaps) - 1:
            x += height // 3
        painter.drawPixmap(x, 0, pixmap)
        x += pixmap.width() + 2
    painter.end()
    return image


class QuizDialog(QDialog):
    def __init__(self, store: st.Store, profile_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("QuizDialog")
        self.setWindowTitle(self.tr("Quizzes"))
        self.resize(980, 680)
        self.store = store
        self.profile_id = profile_id
        self.pack: quiz.QuizPack | None = None
        self.taking: quiz.QuizPack | None = None
        self.class_pack: quiz.QuizPack | None = None
        self.class_results: list[quiz.QuizResult] = []
        tabs = QTabWidget()
        tabs.addTab(self._build_tab(), self.tr("Build a quiz"))
        tabs.addTab(self._take_tab(), self.tr("Take a quiz"))
        tabs.addTab(self._class_tab(), self.tr("Class results"))
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        self.tabs = tabs

    # -------------------------------------------------------------------------------- build

    def _build_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        form = QFormLayout()
        self.title_edit = QLineEdit(self.tr("Quiz"))
        self.limit_box = QSpinBox()
        self.limit_box.setRange(0, 180)
        self.limit_box.setValue(10)
        self.limit_box.setSuffix(self.tr(" min (0: none)"))
        self.kind_checks = {
            "score": QCheckBox(self.tr("Score the hand")),
            "waits": QCheckBox(self.tr("Find the waits")),
            "discard": QCheckBox(self.tr("Choose the discard")),
        }
        kinds = QHBoxLayout()
        for box in self.kind_checks.values():
            box.setChecked(True)
            kinds.addWidget(box)
        self.count_box = QSpinBox()
        self.count_box.setRange(1, quiz.MAX_QUESTIONS)
        self.count_box.setValue(10)
        self.level_box = QSpinBox()
        self.level_box.setRange(1, 3)
        self.seed_box = QSpinBox()
        self.seed_box.setRange(1, 999_999)
        self.seed_box.setValue(2048)
        form.addRow(self.tr("Title"), self.title_edit)
        form.addRow(self.tr("Time limit"), self.limit_box)
        holder = QWidget()
        holder.setLayout(kinds)
        form.addRow(self.tr("Kinds"), holder)
        form.addRow(self.tr("Questions"), self.count_box)
        form.addRow(self.tr("Level"), self.level_box)
        form.addRow(self.tr("Seed"), self.seed_box)
        layout.addLayout(form)
        generate = QPushButton(self.tr("Generate the questions"))
        generate.setObjectName("generate")
        generate.clicked.connect(self.generate_pack)
        layout.addWidget(generate)
        own = QHBoxLayout()
        self.own_kind = QComboBox()
        for kind, label in (
            ("score", self.tr("Score")),
            ("waits", self.tr("Waits")),
            ("discard", self.tr("Discard")),
        ):
            self.own_kind.addItem(label, kind)
        self.own_hand = QLineEdit()
        self.own_hand.setPlaceholderText(self.tr("a hand of your own, e.g. 123m456p789s1123s4s"))
        self.own_note = QLineEdit()
        self.own_note.setPlaceholderText(self.tr("explanation (optional)"))
        add = QPushButton(self.tr("Add"))
        add.setObjectName("add_hand")
        add.clicked.connect(self.add_own_hand)
        for widget in (self.own_kind, self.own_hand, self.own_note, add):
            own.addWidget(widget)
        layout.addLayout(own)
        self.question_list = QListWidget()
        self.question_list.setObjectName("questions")
        layout.addWidget(self.question_list, 1)
        self.build_message = QLabel()
        self.build_message.setWordWrap(True)
        layout.addWidget(self.build_message)
        buttons = QHBoxLayout()
        save = QPushButton(self.tr("Save the quiz…"))
        save.clicked.connect(
            lambda: self._ask_path(self.save_pack, self.tr("Save the quiz"), "*.mjquiz.json", save=True)
        )
        pdf = QPushButton(self.tr("Print sheet and answer key (PDF)…"))
        pdf.clicked.connect(
            lambda: self._ask_path(self.print_pdf, self.tr("Save the PDF"), "*.pdf", save=True)
        )
        buttons.addWidget(save)
        buttons.addWidget(pdf)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        return page

    def _title(self) -> str:
        return self.title_edit.text().strip() or self.tr("Quiz")

    def generate_pack(self) -> None:
        kinds = [k for k, box in self.kind_checks.items() if box.isChecked()] or ["score"]
        specs = [
            quiz.generated(kinds[i % len(kinds)], self.seed_box.value(), i + 1, self.level_box.value())
            for i in range(self.count_box.value())
        ]
        self._set_pack(specs)

    def add_own_hand(self) -> None:
        spec = quiz.by_hand(
            self.own_kind.currentData(), self.own_hand.text().strip(), explanation=self.own_note.text()
        )
        specs = [*(self.pack.questions if self.pack else []), spec]
        self._set_pack(specs)

    def _set_pack(self, specs: list[dict]) -> None:
        try:
            minutes = self.limit_box.value()
            self.pack = quiz.new_pack(self._title(), specs, minutes * 60 or None)
        except TrainerError as error:
            self.build_message.setText(f"<span style='color:#c0392b'>{error}</span>")
            return
        self.build_message.setText(
            self.tr("%1 questions, ready to save or print.").replace("%1", str(len(specs)))
        )
        self.question_list.clear()
        names = {
            "score": self.tr("Score the hand"),
            "waits": self.tr("Find the waits"),
            "discard": self.tr("Choose the discard"),
        }
        for number, question in enumerate(self.pack.build(), 1):
            kind = names[session.kind_of(question)]
            self.question_list.addItem(f"{number}. {kind}: {format_hand(question.hand)}")

    def save_pack(self, path: str) -> None:
        if self.pack is None:
            self.generate_pack()
        Path(path).write_text(self.pack.dumps(), encoding="utf-8")
        st.save_quiz_pack(
            self.store, st.QuizPack(self.pack.id, self.pack.title, quiz.VERSION, self.pack.to_json())
        )
        self.build_message.setText(self.tr("Saved %1.").replace("%1", path))

    def answer_key(self, question) -> str:
        kind = session.kind_of(question)
        if kind == "score":
            fans = join_list([f"{fan_name(f.fan)} {f.points}" for f in question.result.fans])
            return self.tr("%1 points: %2").replace("%1", str(question.total)).replace("%2", fans)
        if kind == "waits":
            legal = tiles_text(question.legal_tiles) or "–"
            return (
                self.tr("waits %1; reaching 8 points: %2")
                .replace("%1", tiles_text(question.wait_tiles))
                .replace("%2", legal)
            )
        return self.tr("best discard: %1").replace("%1", tiles_text(question.best))

    def print_pdf(self, path: str) -> None:
        """The quiz sheet (hands drawn with tiles, a line to answer on) and, after a page break, the key."""
        if self.pack is None:
            self.generate_pack()
        questions = self.pack.build()
        doc = QTextDocument()
        prompts = {
            "score": self.tr("Score the hand: fans and total."),
            "waits": self.tr("Which tiles complete the hand?"),
            "discard": self.tr("Which tile do you discard?"),
        }
        name_label = self.tr("Name")
        parts = [f"<h1>{self.pack.title}</h1><p>{name_label}: ____________________</p>"]
        for number, question in enumerate(questions, 1):
            url = QUrl(f"hand-{number}.png")
            doc.addResource(
                QTextDocument.ResourceType.ImageResource, url, hand_image(question.hand).toImage()
            )
            ctx = question.context
            winds = f"{tile_token(ctx.seat_wind)}/{tile_token(ctx.round_wind)}"
            flags = self.tr("self-drawn") if getattr(ctx, "self_drawn", False) else ""
            parts.append(
                f"<p><b>{number}.</b> {prompts[session.kind_of(question)]} ({winds} {flags})<br>"
                f"<img src='{url.toString()}'><br>______________________________________</p>"
            )
        parts.append("<div style='page-break-before: always'></div>")
        key_label = self.tr("Answer key")
        parts.append(f"<h1>{key_label}: {self.pack.title}</h1>")
        for number, (question, spec) in enumerate(zip(questions, self.pack.questions), 1):
            note = f" — {spec['explanation']}" if spec.get("explanation") else ""
            parts.append(f"<p><b>{number}.</b> {self.answer_key(question)}{note}</p>")
        doc.setHtml("".join(parts))
        writer = QPdfWriter(path)
        writer.setResolution(110)  # text and tile images at screen-like sizes on A4
        writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.A4),
                QPageLayout.Orientation.Portrait,
                QMarginsF(15, 15, 15, 15),
                QPageLayout.Unit.Millimeter,
            )
        )
        doc.setPageSize(QSizeF(writer.width(), writer.height()))
        doc.print_(writer)
        self.build_message.setText(self.tr("Wrote %1.").replace("%1", path))

    # -------------------------------------------------------------------------------- take

    def _take_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        row = QHBoxLayout()
        open_button = QPushButton(self.tr("Open a quiz…"))
        open_button.clicked.connect(
            lambda: self._ask_path(self.open_for_taking, self.tr("Open a quiz"), "*.json")
        )
        self.student_edit = QLineEdit()
        self.student_edit.setPlaceholderText(self.tr("your name"))
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setObjectName("start")
        self.start_button.clicked.connect(self.start_quiz)
        row.addWidget(open_button)
        row.addWidget(self.student_edit)
        row.addWidget(self.start_button)
        layout.addLayout(row)
        self.take_title = QLabel()
        self.take_title.setWordWrap(True)
        layout.addWidget(self.take_title)
        self.take_hand = QHBoxLayout()
        layout.addLayout(self.take_hand)
        self.take_answer = QLineEdit()
        self.take_answer.setObjectName("take_answer")
        self.take_answer.setPlaceholderText(
            self.tr("score: fan ids = total (28 62 = 12); waits: tiles (147m); discard: a tile (5p)")
        )
        self.take_answer.returnPressed.connect(self.next_answer)
        layout.addWidget(self.take_answer)
        self.take_message = QLabel()
        self.take_message.setWordWrap(True)
        layout.addWidget(self.take_message)
        layout.addStretch(1)
        export = QPushButton(self.tr("Export my result…"))
        export.clicked.connect(
            lambda: self._ask_path(self.export_result, self.tr("Export the result"), "*.json", save=True)
        )
        layout.addWidget(export, 0, Qt.AlignmentFlag.AlignLeft)
        self.take_timer = QTimer(self)
        self.take_timer.setInterval(1000)
        self.take_timer.timeout.connect(self._take_tick)
        self.result: quiz.QuizResult | None = None
        return page

    def open_for_taking(self, path: str) -> None:
        self.taking = self._read_pack(path)
        if self.taking is not None:
            self.take_title.setText(
                self.tr("%1: %2 questions")
                .replace("%1", self.taking.title)
                .replace("%2", str(len(self.taking.questions)))
            )

    def start_quiz(self) -> None:
        if self.taking is None:
            self.take_message.setText(self.tr("Open a quiz first."))
            return
        self.questions = self.taking.build()
        self.answers: list[tuple[str, int]] = []
        self.quiz_started = time.monotonic()
        self.result = None
        self._show_take_question()
        if self.taking.time_limit_s:
            self.take_timer.start()

    def _show_take_question(self) -> None:
        number = len(self.answers)
        question = self.questions[number]
        prompts = {
            "score": self.tr("Score the hand: fans and total."),
            "waits": self.tr("Which tiles complete the hand?"),
            "discard": self.tr("Which tile do you discard?"),
        }
        self.take_title.setText(f"{number + 1}/{len(self.questions)}. {prompts[session.kind_of(question)]}")
        while self.take_hand.count():
            item = self.take_hand.takeAt(0)
            if item.widget():
                item.widget().hide()
                item.widget().deleteLater()
        for meld in question.hand.melds:
            self.take_hand.addWidget(MeldView(meld, 44))
        row = TileRow(50, clickable=False)
        standing = question.hand.standing_with_win()
        row.set_tiles(standing, gap_before=len(standing) - 1 if question.hand.win_tile is not None else None)
        self.take_hand.addWidget(row, 1)
        self.take_answer.clear()
        self.question_started = time.monotonic()
        self.take_answer.setFocus()

    def next_answer(self) -> None:
        if self.taking is None or self.result is not None or not hasattr(self, "questions"):
            return
        elapsed = int((time.monotonic() - self.question_started) * 1000)
        self.answers.append((self.take_answer.text(), elapsed))
        if len(self.answers) < len(self.questions):
            self._show_take_question()
            return
        self.finish_quiz()

    def finish_quiz(self) -> None:
        self.take_timer.stop()
        while len(self.answers) < len(self.questions):  # time is up: the rest unanswered
            self.answers.append(("", 0))
        finished = datetime.now(UTC).isoformat(timespec="seconds")
        self.result = quiz.take(self.taking, self.student_edit.text(), self.answers, finished)
        try:
            st.save_quiz_pack(
                self.store,
                st.QuizPack(self.taking.id, self.taking.title, quiz.VERSION, self.taking.to_json()),
            )
            started = datetime.now(UTC)
            st.save_quiz_result(
                self.store,
                st.QuizResult(
                    self.taking.id,
                    started,
                    {"text": self.result.dumps()},
                    started,
                    self.profile_id,
                    self.result.student,
                ),
            )
        except st.StoreError as error:
            self.take_message.setText(str(error))  # the result can still be exported as a file
        score = f"{self.result.score:g}/{len(self.questions)}"
        self.take_message.setText(
            self.tr("Finished: %1. Export your result and hand it in.").replace("%1", score)
        )
        self.take_title.setText("")

    def _take_tick(self) -> None:
        if (
            self.taking
            and self.taking.time_limit_s
            and time.monotonic() - self.quiz_started > self.taking.time_limit_s
        ):
            self.finish_quiz()

    def export_result(self, path: str) -> None:
        if self.result is None:
            self.take_message.setText(self.tr("Finish the quiz first."))
            return
        Path(path).write_text(self.result.dumps(), encoding="utf-8")
        self.take_message.setText(self.tr("Saved %1.").replace("%1", path))

    # -------------------------------------------------------------------------------- class

    def _class_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        row = QHBoxLayout()
        open_button = QPushButton(self.tr("Open the quiz…"))
        open_button.clicked.connect(
            lambda: self._ask_path(self.open_for_class, self.tr("Open the quiz"), "*.json")
        )
        results = QPushButton(self.tr("Import results…"))
        results.clicked.connect(self._ask_results)
        export = QPushButton(self.tr("Export CSV…"))
        export.clicked.connect(
            lambda: self._ask_path(self.export_csv, self.tr("Export CSV"), "*.csv", save=True)
        )
        for widget in (open_button, results, export):
            row.addWidget(widget)
        row.addStretch(1)
        layout.addLayout(row)
        self.class_message = QLabel()
        self.class_message.setWordWrap(True)
        layout.addWidget(self.class_message)
        self.class_grid = QTableWidget()
        self.class_grid.setObjectName("class_table")
        layout.addWidget(self.class_grid, 1)
        return page

    def open_for_class(self, path: str) -> None:
        self.class_pack = self._read_pack(path)
        self.class_results = []
        self._fill_class()

    def _ask_results(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, self.tr("Import results"), "", "*.json")
        self.import_results(paths)

    def import_results(self, paths: list[str]) -> None:
        if self.class_pack is None:
            self.class_message.setText(self.tr("Open the quiz first."))
            return
        problems = []
        for path in paths:
            try:
                result = quiz.load_result(Path(path).read_text(encoding="utf-8"), self.class_pack)
            except (OSError, TrainerError) as error:
                problems.append(f"{Path(path).name}: {error}")
                continue
            self.class_results = [r for r in self.class_results if r.student != result.student] + [result]
        self._fill_class()
        if problems:
            self.class_message.setText("<br>".join(problems))

    def _fill_class(self) -> None:
        if self.class_pack is None:
            return
        table = quiz.class_table(self.class_pack, self.class_results)
        self.class_grid.setRowCount(len(table) - 1)
        self.class_grid.setColumnCount(len(table[0]))
        header = [self.tr("Student")] + [
            self.tr("Q%1").replace("%1", str(n)) for n in range(1, len(table[0]) - 1)
        ]
        header.append(self.tr("Total score"))
        self.class_grid.setHorizontalHeaderLabels(header)
        for r, row in enumerate(table[1:]):
            for c, value in enumerate(row):
                item = QTableWidgetItem(value)
                if value in ("✓", "✗"):
                    item.setForeground(Qt.GlobalColor.darkGreen if value == "✓" else Qt.GlobalColor.darkRed)
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.class_grid.setItem(r, c, item)
        self.class_message.setText(
            self.tr("%1: %2 results")
            .replace("%1", self.class_pack.title)
            .replace("%2", str(len(self.class_results)))
        )

    def export_csv(self, path: str) -> None:
        if self.class_pack is None:
            self.class_message.setText(self.tr("Open the quiz first."))
            return
        Path(path).write_text(quiz.class_csv(self.class_pack, self.class_results), encoding="utf-8")
        self.class_message.setText(self.tr("Saved %1.").replace("%1", path))

    # -------------------------------------------------------------------------------- files

    def _read_pack(self, path: str) -> quiz.QuizPack | None:
        try:
            return quiz.load_pack(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, TrainerError) as error:
            QMessageBox.warning(self, self.tr("Cannot use this quiz"), f"{Path(path).name}: {error}")
            return None

    def _ask_path(self, action, title: str, pattern: str, *, save: bool = False) -> None:
        if save:
            path, _ = QFileDialog.getSaveFileName(self, title, "", pattern)
        else:
            path, _ = QFileDialog.getOpenFileName(self, title, "", pattern)
        if path:
            try:
                action(path)
            except OSError as error:
                QMessageBox.warning(self, title, str(error))
