"""The fan encyclopedia: browse the 81 fans by points or by series, search, filter, read a page.

A page shows the fan's names, points and series, its definition, the 1998 rule text, what it does
not count (with links), what it commonly combines with, notes on disputed points, common mistakes,
and example hands drawn with tiles, each with its conditions and full scoring (checked by the
engine) and a button that opens it in the calculator.
"""

from __future__ import annotations

from collections.abc import Callable

import markdown
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.content.fans import ExampleKind, FanExample, FanPage, Series, load_pages
from trainer.content.lessons import Lesson, load_lessons
from trainer.engine.errors import TrainerError
from trainer.engine.fans.scoring import score_hand
from trainer.engine.fans.table import FANS, POINT_TIERS, FanId, Principle
from trainer.engine.notation import tile_token
from trainer.ui.lesson_view import LessonView
from trainer.ui.terms import fan_name, join_list, principle_name, wind_name
from trainer.ui.widgets.tiles import MeldView, TileRow

SERIES_ORDER = tuple(Series)


def matches(page: FanPage, query: str) -> bool:
    """Search by Chinese name (either script), pinyin (with or without spaces), English name or id.

    >>> from trainer.content.fans import load_pages
    >>> page = load_pages()[FanId.BIG_FOUR_WINDS]
    >>> [matches(page, q) for q in ("大四喜", "dasixi", "da si", "big four", "1", "2", "x")]
    [True, True, True, True, True, False, False]
    """
    query = query.strip().lower()
    if not query:
        return True
    fan = FANS[page.fan]
    if query.isdigit():
        return int(query) == int(page.fan)
    pinyin = page.pinyin.lower().replace("ü", "v")
    query = query.replace("ü", "v")
    return (
        query in fan.zh
        or query in fan.zh_tw
        or query in fan.en.lower()
        or query in pinyin
        or query.replace(" ", "") in pinyin.replace(" ", "")
    )


class EncyclopediaScreen(QWidget):
    """Browse and read the fan pages."""

    example_opened = Signal(str, object)  # notation, WinContext: open in the calculator
    lesson_completed = Signal(str, int, int)  # lesson id, right answers, checks

    def __init__(self, language: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EncyclopediaScreen")
        self.language = language
        self.load_error = ""
        try:
            self.pages = load_pages()
        except TrainerError as error:  # a broken content file: say which, keep the app running
            self.pages = {}
            self.load_error = str(error)
        try:
            self.lessons: tuple[Lesson, ...] = load_lessons()
        except TrainerError as error:
            self.lessons = ()
            self.load_error = str(error)
        self.lesson_progress: dict[str, tuple[int, int]] = {}  # kept in memory until the store exists
        self.current: FanId | None = None
        self.current_lesson: str | None = None
        self._build()
        self.retranslate()

    # -------------------------------------------------------------------------------- layout

    def _build(self) -> None:
        outer = QHBoxLayout(self)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        outer.addWidget(splitter)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._fill_list)
        self.group_by = QComboBox()
        self.group_by.setObjectName("group_by")
        self.points_filter = QComboBox()
        self.points_filter.setObjectName("points_filter")
        self.series_filter = QComboBox()
        self.series_filter.setObjectName("series_filter")
        self.combine_filter = QComboBox()
        self.combine_filter.setObjectName("combine_filter")
        for combo in (self.group_by, self.points_filter, self.series_filter, self.combine_filter):
            combo.currentIndexChanged.connect(self._fill_list)
        self.tree = QTreeWidget()
        self.tree.setObjectName("fan_list")
        self.tree.setHeaderHidden(True)
        self.tree.currentItemChanged.connect(self._on_item)
        left_layout.addWidget(self.search)
        for combo in (self.group_by, self.points_filter, self.series_filter, self.combine_filter):
            left_layout.addWidget(combo)
        left_layout.addWidget(self.tree, 1)
        left.setMinimumWidth(300)
        splitter.addWidget(left)

        self.page_area = QScrollArea()
        self.page_area.setWidgetResizable(True)
        self.page_area.setFrameShape(QFrame.Shape.NoFrame)
        splitter.addWidget(self.page_area)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([340, 900])

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search: 中文名, pinyin, English, or number"))
        self._refill_combo(self.group_by, [(self.tr("Grouped by points"), "points"), (self.tr("Grouped by series"), "series")])
        self._refill_combo(
            self.points_filter,
            [(self.tr("All points"), 0)] + [(self.tr("%1 points").replace("%1", str(p)), p) for p in POINT_TIERS],
        )
        self._refill_combo(self.series_filter, [(self.tr("All series"), None)] + [(self.series_name(s), s) for s in SERIES_ORDER])
        self._refill_combo(
            self.combine_filter,
            [(self.tr("Combines with any fan"), None)]
            + [(self.tr("Can combine with %1").replace("%1", fan_name(f)), f) for f in FanId],
        )
        self._fill_list()
        if self.current_lesson is not None:
            self.show_lesson(self.current_lesson)
        else:
            self.show_fan(self.current)

    @staticmethod
    def _refill_combo(combo: QComboBox, items: list) -> None:
        current = combo.currentIndex()
        combo.blockSignals(True)
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        combo.setCurrentIndex(max(0, current))
        combo.blockSignals(False)

    def series_name(self, series: Series) -> str:
        names = {
            Series.HONORS: self.tr("Honor tiles (字牌系列)"),
            Series.NUMBERS: self.tr("Number tiles (序数牌系列)"),
            Series.PUNGS: self.tr("Pungs and kongs (刻系列)"),
            Series.SEVEN_PAIRS: self.tr("Seven pairs (七对系列)"),
            Series.SUITS: self.tr("Suit combinations (花色组合系列)"),
            Series.OUTSIDE: self.tr("Terminals and fives in every set (全带系列)"),
            Series.KNITTED: self.tr("Knitted tiles (不靠系列)"),
            Series.WIN: self.tr("How the hand is won (和牌方式系列)"),
            Series.SPECIAL: self.tr("Special (特殊系列)"),
        }
        return names[series]

    # -------------------------------------------------------------------------------- list

    def visible_fans(self) -> list[FanId]:
        points = self.points_filter.currentData() or 0
        series = self.series_filter.currentData()
        other = self.combine_filter.currentData()
        out = []
        for fan in FanId:
            page = self.pages.get(fan)
            if page is None:
                continue
            if points and FANS[fan].points != points:
                continue
            if series is not None and page.series is not series:
                continue
            if other is not None and (fan == other or other in FANS[fan].excludes or fan in FANS[other].excludes):
                continue
            if not matches(page, self.search.text()):
                continue
            out.append(fan)
        return out

    def course_name(self, course: str) -> str:
        return {
            "mcr": self.tr("Lessons: the rules"),
            "principles": self.tr("The five scoring principles"),
            "guangdong": self.tr("Lessons: Guangdong mahjong"),
        }[course]

    def _fill_list(self) -> None:
        self.tree.blockSignals(True)
        self.tree.clear()
        language = self.language()
        courses: dict[str, QTreeWidgetItem] = {}
        query = self.search.text().strip().lower()
        for lesson in self.lessons:
            title = lesson.title_for(language)
            if query and query not in title.lower() and query not in lesson.title["en"].lower():
                continue
            if lesson.course not in courses:
                courses[lesson.course] = QTreeWidgetItem([self.course_name(lesson.course)])
                courses[lesson.course].setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.tree.addTopLevelItem(courses[lesson.course])
            done = self.lesson_progress.get(lesson.id)
            mark = f"  ✓ {done[0]}/{done[1]}" if done else ""
            item = QTreeWidgetItem([f"{title}{mark}"])
            item.setData(0, Qt.ItemDataRole.UserRole + 1, lesson.id)
            courses[lesson.course].addChild(item)
        groups: dict[object, QTreeWidgetItem] = {}
        by_series = self.group_by.currentData() == "series"
        for fan in self.visible_fans():
            key = self.pages[fan].series if by_series else FANS[fan].points
            if key not in groups:
                title = self.series_name(key) if by_series else self.tr("%1 points").replace("%1", str(key))
                groups[key] = QTreeWidgetItem([title])
                groups[key].setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.tree.addTopLevelItem(groups[key])
            item = QTreeWidgetItem([f"{int(fan)}. {fan_name(fan)}  {self._other_name(fan)}"])
            item.setData(0, Qt.ItemDataRole.UserRole, int(fan))
            groups[key].addChild(item)
        self.tree.expandAll()
        self.tree.blockSignals(False)

    def _other_name(self, fan: FanId) -> str:
        language = self.language()
        row = FANS[fan]
        return {"en": row.zh, "zh_CN": row.en, "zh_TW": row.en}.get(language, row.zh)

    def _on_item(self, item: QTreeWidgetItem | None) -> None:
        if item is None:
            return
        fan = item.data(0, Qt.ItemDataRole.UserRole)
        lesson = item.data(0, Qt.ItemDataRole.UserRole + 1)
        if fan:
            self.show_fan(FanId(fan))
        elif lesson:
            self.show_lesson(lesson)

    def show_lesson(self, lesson_id: str) -> None:
        """Show a lesson in the current language."""
        lesson = next((lesson for lesson in self.lessons if lesson.id == lesson_id), None)
        if lesson is None:
            return
        self.current, self.current_lesson = None, lesson_id
        view = LessonView(lesson, self.language())
        view.fan_clicked.connect(lambda fan: self.show_fan(FanId(fan)))
        view.hand_opened.connect(self.example_opened.emit)
        view.checks_done.connect(lambda right, total: self._lesson_done(lesson_id, right, total))
        self.page_area.setWidget(view)

    def _lesson_done(self, lesson_id: str, right: int, total: int) -> None:
        self.lesson_progress[lesson_id] = (right, total)
        self.lesson_completed.emit(lesson_id, right, total)
        self._fill_list()

    # -------------------------------------------------------------------------------- page

    def show_fan(self, fan: FanId | None) -> None:
        """Show a fan's page (or the overview when ``fan`` is None)."""
        self.current = fan
        self.current_lesson = None
        page = self.pages.get(fan) if fan is not None else None
        body = QWidget()
        body.setObjectName("fan_page")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(16, 12, 16, 12)
        if page is None:
            text = self.load_error or self.tr("Choose a fan on the left, or search by name, pinyin or number.")
            label = QLabel(text)
            label.setWordWrap(True)
            layout.addWidget(label)
            self._overview_grid(layout)
            layout.addStretch(1)
            self.page_area.setWidget(body)
            return
        language = self.language()
        row = FANS[fan]
        title = QLabel(f"{fan_name(fan)}")
        title.setObjectName("fan_title")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        names = f"{row.zh} · {row.zh_tw} · {row.en} · {page.pinyin}"
        facts = self.tr("No. %1 · %2 points · %3").replace("%1", str(int(fan))).replace("%2", str(row.points))
        layout.addWidget(QLabel(names))
        layout.addWidget(QLabel(facts.replace("%3", self.series_name(page.series))))
        for field, heading in (
            ("definition", self.tr("What it is")),
            ("rule", self.tr("The 1998 rule text")),
        ):
            self._section(layout, heading, page.field(language, field))
        if row.excludes:
            self._links(layout, self.tr("Not counted with it (不计)"), sorted(row.excludes))
        if page.combines:
            self._links(layout, self.tr("Often combined with"), list(page.combines))
        for field, heading in (
            ("notes", self.tr("Notes and disputed points")),
            ("mistakes", self.tr("Common mistakes")),
        ):
            if page.field(language, field):
                self._section(layout, heading, page.field(language, field))
        for number, example in enumerate(page.examples, 1):
            layout.addWidget(self._example_box(number, example, language))
        layout.addStretch(1)
        self.page_area.setWidget(body)

    def _overview_grid(self, layout: QVBoxLayout) -> None:
        """The 81 fans as a grid, one block per points tier (the fan table at a glance)."""
        from PySide6.QtWidgets import QGridLayout

        columns = 5
        for points in POINT_TIERS:
            fans = [f for f in FanId if FANS[f].points == points and f in self.pages]
            if not fans:
                continue
            heading = QLabel(f"<b>{self.tr('%1 points').replace('%1', str(points))}</b>")
            layout.addWidget(heading)
            grid = QGridLayout()
            grid.setHorizontalSpacing(6)
            grid.setVerticalSpacing(4)
            for i, fan in enumerate(fans):
                button = QPushButton(f"{int(fan)}. {fan_name(fan)}")
                button.setObjectName(f"grid_fan_{int(fan)}")
                button.setToolTip(f"{FANS[fan].zh} · {FANS[fan].zh_tw} · {FANS[fan].en}")
                button.clicked.connect(lambda _=False, fan=fan: self.show_fan(fan))
                grid.addWidget(button, i // columns, i % columns)
            holder = QWidget()
            holder.setLayout(grid)
            layout.addWidget(holder)

    def _section(self, layout: QVBoxLayout, heading: str, text: str) -> None:
        head = QLabel(f"<b>{heading}</b>")
        body = QLabel(markdown.markdown(text))
        body.setWordWrap(True)
        body.setTextFormat(Qt.TextFormat.RichText)
        body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(head)
        layout.addWidget(body)

    def _links(self, layout: QVBoxLayout, heading: str, fans: list[FanId]) -> None:
        layout.addWidget(QLabel(f"<b>{heading}</b>"))
        row = QHBoxLayout()
        for other in fans:
            button = QPushButton(fan_name(FanId(other)))
            button.setFlat(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setStyleSheet("text-decoration: underline; color: palette(link);")
            button.clicked.connect(lambda _=False, other=other: self.show_fan(FanId(other)))
            row.addWidget(button)
        row.addStretch(1)
        holder = QWidget()
        holder.setLayout(row)
        layout.addWidget(holder)

    def _example_box(self, number: int, example: FanExample, language: str) -> QGroupBox:
        kind = self.tr("Example %1") if example.kind is ExampleKind.EXAMPLE else self.tr("Near miss %1")
        box = QGroupBox(kind.replace("%1", str(number)))
        box.setObjectName("example")
        layout = QVBoxLayout(box)
        hand = example.parsed()
        tiles = QHBoxLayout()
        for meld in hand.melds:
            tiles.addWidget(MeldView(meld, 44))
        row = TileRow(48, clickable=False)
        standing = hand.standing_with_win()
        row.set_tiles(standing, gap_before=len(standing) - 1)
        tiles.addWidget(row, 1)
        layout.addLayout(tiles)
        caption = QLabel(example.caption.get(language) or example.caption["en"])
        caption.setWordWrap(True)
        layout.addWidget(caption)
        ctx = example.context
        conditions = [self.tr("self-drawn") if ctx.self_drawn else self.tr("won on a discard")]
        if ctx.last_copy:
            conditions.append(self.tr("last copy"))
        if ctx.kong_related:
            conditions.append(self.tr("on a kong's replacement tile") if ctx.self_drawn else self.tr("robbing a kong"))
        if ctx.last_tile:
            conditions.append(self.tr("last tile"))
        conditions.append(
            self.tr("seat %1, prevalent %2").replace("%1", wind_name(tile_token(ctx.seat_wind))).replace(
                "%2", wind_name(tile_token(ctx.round_wind))
            )
        )
        if ctx.flowers:
            conditions.append(self.tr("%n flower(s)", "", ctx.flowers))
        layout.addWidget(QLabel(join_list(conditions)))
        result = score_hand(hand, ctx)
        fans = join_list(
            [f"{fan_name(f.fan)} {f.points}" + (f" (×{f.count})" if f.count > 1 else "") for f in result.fans]
        )
        score = QLabel(self.tr("Scores %1: %2").replace("%1", str(result.total)).replace("%2", fans))
        score.setWordWrap(True)
        layout.addWidget(score)
        if result.best.suppressed:
            parts = []
            for item in result.best.suppressed:
                by = principle_name(item.by) if isinstance(item.by, Principle) else fan_name(FanId(item.by))
                parts.append(f"{fan_name(item.fan)} ← {by}")
            hidden = QLabel(self.tr("Not counted: %1").replace("%1", join_list(parts)))
            hidden.setWordWrap(True)
            layout.addWidget(hidden)
        button = QPushButton(self.tr("Open in the calculator"))
        button.setObjectName("open_in_calculator")
        button.clicked.connect(lambda: self.example_opened.emit(example.hand, example.context))
        layout.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        return box
