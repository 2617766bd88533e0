"""The encyclopedia: browse the 81 fans by points or by series, search, filter, read a page; or,
with the rule-set choice on Guangdong, the 25 Guangdong hand types by points.

A fan page shows the fan's names, points and series, its definition, the 1998 rule text, what it does
not count (with links), what it commonly combines with, notes on disputed points, common mistakes,
and example hands drawn with tiles, each with its conditions and full scoring (checked by the
engine) and a button that opens it in the calculator.  A Guangdong page shows the same sections
(the rule text is the Guangdong seed's) and its examples with the ghost tile marked, the types the
hand shows, the one(s) that count and the ghost multipliers.
"""

from __future__ import annotations

from collections.abc import Callable

import markdown
from PySide6.QtCore import QEvent, QSettings, Qt, Signal
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
from trainer.content.guangdong import PRINCIPLES, GdExample, GdPage
from trainer.content.guangdong import load_pages as load_gd_pages
from trainer.content.guangdong import matches as gd_matches
from trainer.content.lessons import Lesson, load_lessons
from trainer.engine.errors import TrainerError
from trainer.engine.fans.scoring import score_hand
from trainer.engine.fans.table import FANS, POINT_TIERS, FanId, Principle
from trainer.engine.guangdong.hand_types import TYPES, HandType, Multiplier
from trainer.engine.guangdong.rules import GuangdongRules
from trainer.engine.guangdong.scoring import WinBy
from trainer.engine.notation import tile_token
from trainer.engine.tiles import Tile
from trainer.ui.lesson_view import LessonView
from trainer.ui.terms import (
    fan_name,
    gd_multiplier_name,
    gd_type_name,
    join_list,
    principle_name,
    tile_name,
    wind_name,
)
from trainer.ui.widgets.tiles import MeldView, TileRow

SERIES_ORDER = tuple(Series)
RULE_SETS = ("mcr", "guangdong")
RULE_SET_KEY = "encyclopedia/rule_set"  # QSettings key: the rule set shown last
GD_POINT_TIERS = tuple(sorted({row.points for row in TYPES.values()}, reverse=True))
COURSES_OF = {"mcr": ("mcr", "principles"), "guangdong": ("guangdong",)}  # lessons listed per rule set


def matches(page: FanPage, query: str) -> bool:
    """Search by Chinese name (either script), pinyin (with or without spaces), English name or id.

    >>> from trainer.content.fans import load_pages
    >>> page = load_pages()[FanId.BIG_FOUR_WINDS]
    >>> [matches(page, q) for q in ("大四喜", "dasixi", "da si", "big four", "1", "2", "zz")]
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
    gd_example_opened = Signal(
        str, object, object
    )  # notation, GdContext, ghost (or None): the same in Guangdong mode
    lesson_completed = Signal(str, int, int)  # lesson id, right answers, checks

    def __init__(
        self, language: Callable[[], str], parent: QWidget | None = None, *, settings: QSettings | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("EncyclopediaScreen")
        self.language = language
        self.settings = settings
        self.load_error = ""
        try:
            self.pages = load_pages()
        except TrainerError as error:  # a broken content file: say which, keep the app running
            self.pages = {}
            self.load_error = str(error)
        self.gd_load_error = ""
        try:
            self.gd_pages: dict[str, GdPage] = load_gd_pages()
        except TrainerError as error:
            self.gd_pages = {}
            self.gd_load_error = str(error)
        try:
            self.lessons: tuple[Lesson, ...] = load_lessons()
        except TrainerError as error:
            self.lessons = ()
            self.load_error = str(error)
        self.lesson_progress: dict[str, tuple[int, int]] = {}  # kept in memory until the store exists
        self.current: FanId | None = None
        self.current_lesson: str | None = None
        self.current_gd: str | None = None  # a Guangdong page id (a HandType value or "principles")
        saved = str(settings.value(RULE_SET_KEY, "mcr")) if settings is not None else "mcr"
        self._rule_set = saved if saved in RULE_SETS else "mcr"
        self._build()
        self.retranslate()

    # -------------------------------------------------------------------------------- layout

    def _build(self) -> None:
        outer = QHBoxLayout(self)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        outer.addWidget(splitter)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        self.rule_set_combo = QComboBox()
        self.rule_set_combo.setObjectName("rule_set")
        self.rule_set_combo.currentIndexChanged.connect(self._on_rule_set_chosen)
        left_layout.addWidget(self.rule_set_combo)
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
        rule_sets = [(self.tr("Chinese Official (MCR)"), "mcr"), (self.tr("Guangdong"), "guangdong")]
        self._refill_combo(self.rule_set_combo, rule_sets)
        self.rule_set_combo.blockSignals(True)
        self.rule_set_combo.setCurrentIndex(RULE_SETS.index(self._rule_set))
        self.rule_set_combo.blockSignals(False)
        guangdong = self._rule_set == "guangdong"
        self._set_search_hint()
        self._refill_combo(
            self.group_by,
            [(self.tr("Grouped by points"), "points"), (self.tr("Grouped by series"), "series")],
        )
        self._fill_points_filter()
        self._refill_combo(
            self.series_filter,
            [(self.tr("All series"), None)] + [(self.series_name(s), s) for s in SERIES_ORDER],
        )
        self._refill_combo(
            self.combine_filter,
            [(self.tr("Combines with any fan"), None)]
            + [(self.tr("Can combine with %1").replace("%1", fan_name(f)), f) for f in FanId],
        )
        for combo in (self.group_by, self.series_filter, self.combine_filter):
            combo.setVisible(not guangdong)
        self._fill_list()
        if self.current_lesson is not None:
            self.show_lesson(self.current_lesson)
        elif guangdong:
            self.show_gd(self.current_gd)
        else:
            self.show_fan(self.current)

    # -------------------------------------------------------------------------------- rule set

    def rule_set(self) -> str:
        """The rule set the list shows: "mcr" (the 81 fans) or "guangdong" (the 25 hand types)."""
        return self._rule_set

    def set_rule_set(self, rule_set: str) -> None:
        """Switch the list (and the page, to the set's overview) to ``rule_set``; remembered in settings."""
        if rule_set not in RULE_SETS:
            raise ValueError(f"unknown rule set {rule_set!r}")
        if rule_set == self._rule_set:
            return
        self._switch(rule_set)
        self.current, self.current_gd, self.current_lesson = None, None, None
        self.retranslate()

    def _switch(self, rule_set: str) -> None:
        """Change the rule set without drawing a page (the caller draws the one it wants)."""
        if rule_set == self._rule_set:
            return
        self._rule_set = rule_set
        if self.settings is not None:
            self.settings.setValue(RULE_SET_KEY, rule_set)
        self.rule_set_combo.blockSignals(True)
        self.rule_set_combo.setCurrentIndex(RULE_SETS.index(rule_set))
        self.rule_set_combo.blockSignals(False)
        self.points_filter.blockSignals(True)
        self.points_filter.setCurrentIndex(0)  # the tiers differ between the rule sets
        self.points_filter.blockSignals(False)
        self._fill_points_filter()
        for combo in (self.group_by, self.series_filter, self.combine_filter):
            combo.setVisible(rule_set == "mcr")
        self._set_search_hint()
        self._fill_list()

    def _set_search_hint(self) -> None:
        if self._rule_set == "guangdong":
            self.search.setPlaceholderText(self.tr("Search: 中文名, pinyin or English"))
        else:
            self.search.setPlaceholderText(self.tr("Search: 中文名, pinyin, English, or number"))

    def _on_rule_set_chosen(self, index: int) -> None:
        if 0 <= index < len(RULE_SETS):
            self.set_rule_set(RULE_SETS[index])

    def _fill_points_filter(self) -> None:
        tiers = GD_POINT_TIERS if self._rule_set == "guangdong" else POINT_TIERS
        self._refill_combo(
            self.points_filter,
            [(self.tr("All points"), 0)] + [(self.tr("%1 points").replace("%1", str(p)), p) for p in tiers],
        )

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
            if other is not None and (
                fan == other or other in FANS[fan].excludes or fan in FANS[other].excludes
            ):
                continue
            if not matches(page, self.search.text()):
                continue
            out.append(fan)
        return out

    def visible_gd_types(self) -> list[str]:
        """The Guangdong hand types (page ids) that pass the search and the points filter, highest first."""
        points = self.points_filter.currentData() or 0
        out = []
        for key, page in self.gd_pages.items():
            if page.hand_type is None:
                continue
            if points and page.points != points:
                continue
            if not gd_matches(page, self.search.text()):
                continue
            out.append(key)
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
            if lesson.course not in COURSES_OF[self._rule_set]:
                continue
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
        if self._rule_set == "guangdong":
            self._fill_gd_list(query)
            self.tree.expandAll()
            self.tree.blockSignals(False)
            return
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

    def _fill_gd_list(self, query: str) -> None:
        """The principles page, then the Guangdong hand types grouped by points."""
        principles = self.gd_pages.get(PRINCIPLES)
        if principles is not None and (not query or query in self.gd_title(PRINCIPLES).lower()):
            item = QTreeWidgetItem([self.gd_title(PRINCIPLES)])
            item.setData(0, Qt.ItemDataRole.UserRole + 2, PRINCIPLES)
            self.tree.addTopLevelItem(item)
        groups: dict[int, QTreeWidgetItem] = {}
        for key in self.visible_gd_types():
            points = self.gd_pages[key].points
            if points not in groups:
                groups[points] = QTreeWidgetItem([self.tr("%1 points").replace("%1", str(points))])
                groups[points].setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.tree.addTopLevelItem(groups[points])
            item = QTreeWidgetItem([f"{self.gd_title(key)}  {self._gd_other_name(HandType(key))}"])
            item.setData(0, Qt.ItemDataRole.UserRole + 2, key)
            groups[points].addChild(item)

    def gd_title(self, key: str) -> str:
        """A Guangdong page's title in the reader's language."""
        if key == PRINCIPLES:
            return self.tr("How Guangdong values combine (计番原则)")
        return gd_type_name(HandType(key), self.language())

    def _gd_other_name(self, hand_type: HandType) -> str:
        row = TYPES[hand_type]
        return row.zh if self.language() == "en" else row.en

    def _other_name(self, fan: FanId) -> str:
        language = self.language()
        row = FANS[fan]
        return {"en": row.zh, "zh_CN": row.en, "zh_TW": row.en}.get(language, row.zh)

    def _on_item(self, item: QTreeWidgetItem | None) -> None:
        if item is None:
            return
        fan = item.data(0, Qt.ItemDataRole.UserRole)
        lesson = item.data(0, Qt.ItemDataRole.UserRole + 1)
        gd = item.data(0, Qt.ItemDataRole.UserRole + 2)
        if fan:
            self.show_fan(FanId(fan))
        elif lesson:
            self.show_lesson(lesson)
        elif gd:
            self.show_gd(gd)

    def show_lesson(self, lesson_id: str) -> None:
        """Show a lesson in the current language."""
        lesson = next((lesson for lesson in self.lessons if lesson.id == lesson_id), None)
        if lesson is None:
            return
        wanted = next(rs for rs, courses in COURSES_OF.items() if lesson.course in courses)
        self._switch(wanted)
        self.current, self.current_gd, self.current_lesson = None, None, lesson_id
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
        self._switch("mcr")
        self.current = fan
        self.current_lesson = None
        self.current_gd = None
        page = self.pages.get(fan) if fan is not None else None
        body = QWidget()
        body.setObjectName("fan_page")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(16, 12, 16, 12)
        if page is None:
            text = self.load_error or self.tr(
                "Choose a fan on the left, or search by name, pinyin or number."
            )
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

    # -------------------------------------------------------------------------------- Guangdong

    def show_gd(self, key: str | None) -> None:
        """Show a Guangdong page: a hand type (its HandType value), ``"principles"``, or the "
        "overview (None)."""
        self._switch("guangdong")
        self.current, self.current_lesson = None, None
        self.current_gd = key
        self._select_gd_item(key)
        page = self.gd_pages.get(key) if key is not None else None
        body = QWidget()
        body.setObjectName("gd_page")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(16, 12, 16, 12)
        if page is None:
            hint = self.tr("Choose a Guangdong hand type on the left, or search by name or pinyin.")
            text = self.gd_load_error or hint
            label = QLabel(text)
            label.setWordWrap(True)
            layout.addWidget(label)
            self._gd_overview_grid(layout)
            layout.addStretch(1)
            self.page_area.setWidget(body)
            return
        language = self.language()
        title = QLabel(self.gd_title(page.id))
        title.setObjectName("gd_title")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        if page.hand_type is not None:
            row = TYPES[page.hand_type]
            layout.addWidget(QLabel(f"{row.zh} · {row.zh_tw} · {row.en} · {page.pinyin}"))
            facts = self.tr("Guangdong mahjong · %1 points").replace("%1", str(row.points))
            layout.addWidget(QLabel(facts))
        else:
            layout.addWidget(QLabel(self.tr("Guangdong mahjong")))
        for field, heading in (
            ("definition", self.tr("What it is")),
            ("rule", self.tr("The Guangdong rule text")),
            ("notes", self.tr("Notes and disputed points")),
            ("mistakes", self.tr("Common mistakes")),
        ):
            if page.field(language, field):
                self._section(layout, heading, page.field(language, field))
        if page.hand_type is not None and self.gd_pages.get(PRINCIPLES) is not None:
            self._gd_links(layout, self.tr("How values combine"), [PRINCIPLES])
        for number, example in enumerate(page.examples, 1):
            layout.addWidget(self._gd_example_box(number, example, language))
        layout.addStretch(1)
        self.page_area.setWidget(body)

    def _select_gd_item(self, key: str | None) -> None:
        """Mark the page's row in the list (without reopening it), so the arrow keys go on from there."""
        found = None
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            for item in (top, *(top.child(j) for j in range(top.childCount()))):
                if key is not None and item.data(0, Qt.ItemDataRole.UserRole + 2) == key:
                    found = item
        if found is not None and self.tree.currentItem() is not found:
            self.tree.blockSignals(True)
            self.tree.setCurrentItem(found)
            self.tree.blockSignals(False)

    def _gd_overview_grid(self, layout: QVBoxLayout) -> None:
        """The Guangdong hand types as a grid, one block per points tier, after the principles link."""
        from PySide6.QtWidgets import QGridLayout

        if PRINCIPLES in self.gd_pages:
            button = QPushButton(self.gd_title(PRINCIPLES))
            button.setObjectName("grid_gd_principles")
            button.clicked.connect(lambda _=False: self.show_gd(PRINCIPLES))
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        columns = 4
        for points in GD_POINT_TIERS:
            keys = [key for key in self.gd_pages if key != PRINCIPLES and self.gd_pages[key].points == points]
            if not keys:
                continue
            layout.addWidget(QLabel(f"<b>{self.tr('%1 points').replace('%1', str(points))}</b>"))
            grid = QGridLayout()
            grid.setHorizontalSpacing(6)
            grid.setVerticalSpacing(4)
            for i, key in enumerate(keys):
                row = TYPES[HandType(key)]
                button = QPushButton(self.gd_title(key))
                button.setObjectName(f"grid_gd_{key}")
                button.setToolTip(f"{row.zh} · {row.zh_tw} · {row.en}")
                button.clicked.connect(lambda _=False, key=key: self.show_gd(key))
                grid.addWidget(button, i // columns, i % columns)
            holder = QWidget()
            holder.setLayout(grid)
            layout.addWidget(holder)

    def _gd_links(self, layout: QVBoxLayout, heading: str, keys: list[str]) -> None:
        layout.addWidget(QLabel(f"<b>{heading}</b>"))
        row = QHBoxLayout()
        for key in keys:
            button = QPushButton(self.gd_title(key))
            button.setObjectName(f"gd_link_{key}")
            button.setFlat(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setStyleSheet("text-decoration: underline; color: palette(link);")
            button.clicked.connect(lambda _=False, key=key: self.show_gd(key))
            row.addWidget(button)
        row.addStretch(1)
        holder = QWidget()
        holder.setLayout(row)
        layout.addWidget(holder)

    def _gd_type_text(self, hand_type: HandType) -> str:
        return f"{gd_type_name(hand_type, self.language())} {TYPES[hand_type].points}"

    def _multiplier_text(self, multiplier: Multiplier) -> str:
        return gd_multiplier_name(multiplier, self.language())

    def gd_conditions(self, example: GdExample) -> list[str]:
        """The example's conditions in words: how it was won, the ghost tile, ghosts discarded."""
        ctx = example.context
        language = self.language()
        out = [self.tr("robbing a kong") if ctx.win_by is WinBy.ROBBING_KONG else self.tr("self-drawn")]
        if ctx.kong_replacement:
            out.append(self.tr("on a kong's replacement tile"))
        if ctx.last_tile:
            out.append(self.tr("last tile of the wall"))
        if ctx.heavenly:
            out.append(self.tr("the dealer, on the deal"))
        if ctx.earthly:
            out.append(self.tr("the dealer's next player, on the first draw"))
        if example.ghost is None:
            out.append(self.tr("no ghosts at this table"))
        else:
            indicator = GuangdongRules().indicator_for(example.ghost)
            text = self.tr("ghost %1 (indicator %2)").replace("%1", tile_name(example.ghost, language))
            out.append(text.replace("%2", tile_name(indicator, language)))
        if ctx.ghosts_discarded:
            out.append(self.tr("ghosts discarded: %1").replace("%1", str(ctx.ghosts_discarded)))
        return out

    def _example_head(
        self, number: int, example: FanExample | GdExample, ghost: Tile | None = None
    ) -> tuple[QGroupBox, QVBoxLayout]:
        """An example's box: its title and its tiles (the ghosts outlined), the win tile set apart."""
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
        for view in row.views:
            view.set_highlighted(ghost is not None and view.tile == ghost)
        tiles.addWidget(row, 1)
        layout.addLayout(tiles)
        return box, layout

    def _gd_example_box(self, number: int, example: GdExample, language: str) -> QGroupBox:
        box, layout = self._example_head(number, example, example.ghost)
        caption = QLabel(example.caption.get(language) or example.caption["en"])
        caption.setWordWrap(True)
        layout.addWidget(caption)
        layout.addWidget(QLabel(join_list(self.gd_conditions(example))))
        try:
            result = example.score()
        except TrainerError as error:  # a content error the tests would catch; say it, do not crash
            layout.addWidget(QLabel(str(error)))
            return box
        counted = " + ".join(self._gd_type_text(t) for t in result.counted)
        for why, factor in result.multipliers:
            counted += f" × {factor} ({self._multiplier_text(why)})"
        score = QLabel(self.tr("Scores %1: %2").replace("%1", str(result.total)).replace("%2", counted))
        score.setObjectName("gd_score")
        score.setWordWrap(True)
        layout.addWidget(score)
        if result.suppressed:
            hidden = QLabel(
                self.tr("Also in the hand, not added: %1").replace(
                    "%1", join_list([self._gd_type_text(t) for t in result.suppressed])
                )
            )
            hidden.setWordWrap(True)
            layout.addWidget(hidden)
        if result.substitution:
            stands = self.tr("The ghosts stand for: %1").replace(
                "%1", join_list([tile_name(t, language) for t in result.substitution])
            )
            layout.addWidget(QLabel(stands))
        button = QPushButton(self.tr("Open in the calculator"))
        button.setObjectName("open_in_calculator")
        button.clicked.connect(
            lambda: self.gd_example_opened.emit(example.hand, example.context, example.ghost)
        )
        layout.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        return box

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
        box, layout = self._example_head(number, example)
        hand = example.parsed()
        caption = QLabel(example.caption.get(language) or example.caption["en"])
        caption.setWordWrap(True)
        layout.addWidget(caption)
        ctx = example.context
        conditions = [self.tr("self-drawn") if ctx.self_drawn else self.tr("won on a discard")]
        if ctx.last_copy:
            conditions.append(self.tr("last copy"))
        if ctx.kong_related:
            conditions.append(
                self.tr("on a kong's replacement tile") if ctx.self_drawn else self.tr("robbing a kong")
            )
        if ctx.last_tile:
            conditions.append(self.tr("last tile"))
        conditions.append(
            self.tr("seat %1, prevalent %2")
            .replace("%1", wind_name(tile_token(ctx.seat_wind)))
            .replace("%2", wind_name(tile_token(ctx.round_wind)))
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
