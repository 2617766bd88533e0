"""The main window: navigation between the areas, menus and shortcuts, remembered size and area."""

from __future__ import annotations

from datetime import UTC

from PySide6.QtCore import QByteArray, QEvent, QSettings, QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QColor, QIcon, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from trainer import __version__
from trainer.engine.fans.table import FanId
from trainer.paths import asset
from trainer.ui.i18n import Translations
from trainer.ui.screens.calculator import CalculatorScreen
from trainer.ui.screens.drills import DrillsScreen
from trainer.ui.screens.encyclopedia import EncyclopediaScreen
from trainer.ui.screens.progress import ProgressScreen
from trainer.ui.screens.simple import HomeScreen, SettingsScreen
from trainer.ui.screens.table import TableScreen

AREAS = ("home", "encyclopedia", "calculator", "drills", "table", "progress", "settings")


class MainWindow(QMainWindow):
    """The app's window; ``settings`` persists geometry, area, language and theme."""

    def __init__(
        self, settings: QSettings, translations: Translations, data_dir: str = "", *, store=None
    ) -> None:
        super().__init__()
        from trainer import store as st

        self.settings = settings
        self.store = store if store is not None else st.open_memory_store()
        self.profile_id = self._profile()
        self.startup_messages: list[str] = []
        self.setObjectName("MainWindow")
        self.settings = settings
        self.translations = translations
        icon = asset("icons", "trainer.svg")
        if icon.exists():
            self.setWindowIcon(QIcon(str(icon)))
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.nav = QListWidget()
        self.nav.setObjectName("navigation")
        self.nav.setFixedWidth(190)
        self.nav.setFrameShape(QListWidget.Shape.NoFrame)
        self.stack = QStackedWidget()
        layout.addWidget(self.nav)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.home = HomeScreen()
        self.calculator = CalculatorScreen()
        self.encyclopedia = EncyclopediaScreen(lambda: self.translations.language, settings=settings)
        self.settings_screen = SettingsScreen(translations.language, str(settings.value("theme", "system")))
        self.settings_screen.set_data_dir(data_dir)
        self.screens: dict[str, QWidget] = {
            "home": self.home,
            "encyclopedia": self.encyclopedia,
            "calculator": self.calculator,
            "drills": DrillsScreen(self.store, self.profile_id, self.calculator.coach_sentence),
            "table": TableScreen(self.store, self.profile_id, self.calculator.coach_sentence),
            "progress": ProgressScreen(self.store, self.profile_id),
            "settings": self.settings_screen,
        }
        for key in AREAS:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, key)
            self.nav.addItem(item)
            self.stack.addWidget(self.screens[key])
        self.nav.currentRowChanged.connect(self._on_area_changed)
        self.home.area_requested.connect(self._home_request)
        self.calculator.fan_requested.connect(self._open_fan)
        self.screens["table"].fan_requested.connect(self._open_fan)
        self.encyclopedia.example_opened.connect(self._open_example)
        self.encyclopedia.gd_example_opened.connect(self._open_gd_example)
        self._apply_guangdong_rules(self._saved_guangdong_rules())
        self.settings_screen.guangdong_rules_chosen.connect(self._guangdong_rules_chosen)
        self.encyclopedia.lesson_completed.connect(self._save_lesson)
        self._load_lesson_progress()
        self.settings_screen.language_chosen.connect(self.set_language)
        self.settings_screen.profile_chosen.connect(self.set_profile)
        self.settings_screen.profile_added.connect(self.add_profile)
        self._show_profiles()
        self.settings_screen.theme_chosen.connect(self.set_theme)

        self._build_menus()
        self.retranslate()
        self.set_theme(str(settings.value("theme", "system")), save=False)
        geometry = settings.value("geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(QSize(1280, 820))
        area = str(settings.value("area", "home"))
        self.show_area(area if area in AREAS else "home")

    # -------------------------------------------------------------------------------- menus

    def _build_menus(self) -> None:
        self.file_menu = self.menuBar().addMenu("")
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.file_menu.addAction(self.quit_action)
        self.go_menu = self.menuBar().addMenu("")
        self.area_actions: dict[str, QAction] = {}
        for i, key in enumerate(AREAS, start=1):
            action = QAction(self)
            action.setShortcut(QKeySequence(f"Ctrl+{i}"))
            action.triggered.connect(lambda _=False, key=key: self.show_area(key))
            self.go_menu.addAction(action)
            self.area_actions[key] = action
        self.help_menu = self.menuBar().addMenu("")
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)
        self.about_qt_action = QAction(self)
        self.about_qt_action.triggered.connect(QApplication.aboutQt)
        self.help_menu.addAction(self.about_action)
        self.help_menu.addAction(self.about_qt_action)

    def area_names(self) -> dict[str, str]:
        return {
            "home": self.tr("Home"),
            "encyclopedia": self.tr("Encyclopedia"),
            "calculator": self.tr("Calculator"),
            "drills": self.tr("Drills"),
            "table": self.tr("Practice table"),
            "progress": self.tr("Progress"),
            "settings": self.tr("Settings"),
        }

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Mahjong Trainer"))
        names = self.area_names()
        for row, key in enumerate(AREAS):
            self.nav.item(row).setText(names[key])
            self.area_actions[key].setText(names[key])
        self.file_menu.setTitle(self.tr("&File"))
        self.quit_action.setText(self.tr("&Quit"))
        self.go_menu.setTitle(self.tr("&Go"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About Mahjong Trainer"))
        self.about_qt_action.setText(self.tr("About &Qt"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -------------------------------------------------------------------------------- actions

    def current_area(self) -> str:
        return AREAS[max(0, self.nav.currentRow())]

    def show_area(self, key: str) -> None:
        self.nav.setCurrentRow(AREAS.index(key))

    def _on_area_changed(self, row: int) -> None:
        if row < 0:
            return
        if AREAS[row] == "home":
            self._update_home_queue()
        self.stack.setCurrentIndex(row)
        self.settings.setValue("area", AREAS[row])

    def _open_fan(self, fan: int) -> None:
        self.encyclopedia.show_fan(FanId(fan))
        self.show_area("encyclopedia")

    def _open_example(self, notation: str, context) -> None:
        self.calculator.set_rules("mcr")
        self.calculator.load(notation, context)
        self.show_area("calculator")

    def _open_gd_example(self, notation: str, context, ghost) -> None:
        self.calculator.load_guangdong(notation, context, ghost)
        self.show_area("calculator")

    def _saved_guangdong_rules(self):
        """The Guangdong house rules kept in the settings (the seed's values when none or unreadable)."""
        import json

        from trainer.engine.errors import TrainerError
        from trainer.engine.guangdong.rules import GuangdongRules

        try:
            return GuangdongRules.from_json(json.loads(str(self.settings.value("guangdong_rules", "{}"))))
        except (ValueError, TrainerError):
            return GuangdongRules()

    def _apply_guangdong_rules(self, rules) -> None:
        self.settings_screen.set_guangdong_rules(rules)
        self.calculator.house_rules = rules
        self.screens["table"].house_rules = rules
        self.calculator._show_result()

    def _guangdong_rules_chosen(self, rules) -> None:
        import json

        self.settings.setValue("guangdong_rules", json.dumps(rules.to_json()))
        self._apply_guangdong_rules(rules)

    def _home_request(self, key: str) -> None:
        if key == "drills-due":
            drills = self.screens["drills"]
            self.show_area("drills")
            drills.practise_items(drills._due() or drills._mistakes())
            return
        self.show_area(key)

    def _update_home_queue(self) -> None:
        drills = self.screens["drills"]
        self.home.set_queue(len(drills._due()), len(drills._mistakes()))

    def _profile(self) -> int:
        """The learner using the app: the last one chosen, else the first, created on first run."""
        from trainer import store as st

        profiles = st.list_profiles(self.store)
        if not profiles:
            return st.create_profile(self.store, "Learner").id
        chosen = self.settings.value("profile")
        ids = [p.id for p in profiles]
        return int(chosen) if chosen is not None and int(chosen) in ids else ids[0]

    def _show_profiles(self) -> None:
        from trainer import store as st

        profiles = [(p.id, p.name) for p in st.list_profiles(self.store)]
        self.settings_screen.set_profiles(profiles, self.profile_id)

    def set_profile(self, profile_id: int) -> None:
        """Switch to another learner: drills, progress and lessons follow."""
        self.profile_id = profile_id
        self.settings.setValue("profile", profile_id)
        self.screens["drills"].profile_id = profile_id
        self.screens["progress"].profile_id = profile_id
        self.screens["table"].profile_id = profile_id
        self.encyclopedia.lesson_progress.clear()
        self._load_lesson_progress()
        self.screens["drills"]._update_queues()

    def add_profile(self, name: str) -> None:
        from trainer import store as st

        try:
            profile = st.create_profile(self.store, name)
        except st.StoreError as error:
            QMessageBox.warning(self, self.tr("Progress not saved"), str(error))
            return
        self.set_profile(profile.id)
        self._show_profiles()

    def _load_lesson_progress(self) -> None:
        from trainer import store as st

        for lesson_id, row in st.lesson_progress(self.store, self.profile_id).items():
            self.encyclopedia.lesson_progress[lesson_id] = (row.right, row.total)
        self.encyclopedia._fill_list()

    def _save_lesson(self, lesson_id: str, right: int, total: int) -> None:
        from trainer import store as st

        try:
            from datetime import datetime

            done = datetime.now(UTC)
            st.save_lesson_progress(
                self.store, st.LessonProgress(self.profile_id, lesson_id, right, total, done)
            )
        except st.StoreError as error:
            QMessageBox.warning(self, self.tr("Progress not saved"), str(error))

    def show_startup_messages(self) -> None:
        """Tell the user about progress files set aside at start (corrupt, or from a newer version)."""
        for message in self.startup_messages:
            QMessageBox.warning(self, self.tr("Your progress file"), message)

    def set_language(self, language: str) -> None:
        self.translations.install(language)
        self.settings.setValue("language", language)
        combo = self.settings_screen.language_combo
        if combo.currentData() != language:
            combo.blockSignals(True)
            combo.setCurrentIndex(combo.findData(language))
            combo.blockSignals(False)

    def set_theme(self, theme: str, *, save: bool = True) -> None:
        app = QApplication.instance()
        if save:
            self.settings.setValue("theme", theme)
        if not isinstance(app, QApplication):
            return
        if theme == "dark":
            app.setStyle("Fusion")
            app.setPalette(dark_palette())
        elif theme == "light":
            app.setStyle("Fusion")
            app.setPalette(app.style().standardPalette())
        else:
            app.setPalette(app.style().standardPalette())

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Mahjong Trainer"),
            self.tr(
                "Mahjong Trainer %1\n\nLearn Chinese Official Mahjong: the 81 fans, scoring, waits and "
                "efficiency toward a legal win. Scoring follows the 1998 rules as the reference "
                "calculators apply them."
            ).replace("%1", __version__),
        )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.sync()
        super().closeEvent(event)


def dark_palette() -> QPalette:
    palette = QPalette()
    colors = {
        QPalette.ColorRole.Window: "#2b2b2b",
        QPalette.ColorRole.WindowText: "#e6e6e6",
        QPalette.ColorRole.Base: "#1f1f1f",
        QPalette.ColorRole.AlternateBase: "#2f2f2f",
        QPalette.ColorRole.Text: "#e6e6e6",
        QPalette.ColorRole.Button: "#353535",
        QPalette.ColorRole.ButtonText: "#e6e6e6",
        QPalette.ColorRole.Highlight: "#2a7de1",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.ToolTipBase: "#353535",
        QPalette.ColorRole.ToolTipText: "#e6e6e6",
        QPalette.ColorRole.PlaceholderText: "#8c8c8c",
    }
    for role, color in colors.items():
        palette.setColor(role, QColor(color))
    return palette
