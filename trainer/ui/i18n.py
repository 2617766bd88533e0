"""Languages: choose one from the system locale, install Qt's and our translators, pick CJK fonts.

English is the source language; zh_CN and zh_TW come from ``translations/trainer_<lang>.qm``.
Switching installs new translators at once; every widget hears ``QEvent.LanguageChange`` and
retranslates itself, so no restart is needed.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from trainer.paths import translations_dir

LANGUAGES = {"en": "English", "zh_CN": "简体中文", "zh_TW": "繁體中文"}
# Fonts that draw each language's own glyph forms, best first (Noto CJK from fonts-noto-cjk).
CJK_FONTS = {
    "zh_CN": (
        "Noto Sans CJK SC",
        "Source Han Sans SC",
        "Microsoft YaHei",
        "PingFang SC",
        "WenQuanYi Micro Hei",
    ),
    "zh_TW": (
        "Noto Sans CJK TC",
        "Source Han Sans TC",
        "Microsoft JhengHei",
        "PingFang TC",
        "WenQuanYi Micro Hei",
    ),
}
CJK_FONTS["en"] = CJK_FONTS["zh_CN"]  # fan names in Chinese appear in English mode too


def pick_language(ui_languages: Iterable[str]) -> str:
    """The app language for the system's preferred languages (BCP 47 or POSIX forms).

    >>> pick_language(["zh-HK", "en-US"]), pick_language(["zh_SG"]), pick_language(["fr-FR", "zh-Hant-TW"])
    ('zh_TW', 'zh_CN', 'zh_TW')
    >>> pick_language(["de-DE"])
    'en'
    """
    for tag in ui_languages:
        parts = tag.replace("-", "_").split("_")
        if parts[0].lower() == "en":
            return "en"
        if parts[0].lower() != "zh":
            continue
        rest = {p.upper() for p in parts[1:]}
        if rest & {"TW", "HK", "MO", "HANT"}:
            return "zh_TW"
        return "zh_CN"
    return "en"


def system_language() -> str:
    return pick_language(QLocale.system().uiLanguages())


_INSTALLED: list[QTranslator] = []  # the app's translators: one application, one language


class Translations:
    """Installs the translators of the application (shared by every window)."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._installed = _INSTALLED
        self.language = "en"

    def install(self, language: str) -> None:
        if language not in LANGUAGES:
            language = "en"
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed.clear()
        if language != "en":
            ours = QTranslator(self._app)
            if ours.load(f"trainer_{language}", str(translations_dir())) or ours.load(
                str(compiled_translation(language) or "")
            ):
                self._installed.append(ours)
            qt = QTranslator(self._app)
            if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                self._installed.append(qt)
        self.language = language
        apply_font(language)
        QLocale.setDefault(QLocale(language if language != "en" else "en_US"))
        # installing or removing a translator sends every widget a LanguageChange event
        for translator in self._installed:
            self._app.installTranslator(translator)


def compiled_translation(language: str):
    """A .qm for the language when none was built with the install (pip install without make):
    compiled once from the .ts with PySide6's own lrelease into the user's cache folder."""
    import subprocess
    import sys
    from pathlib import Path

    source = translations_dir() / f"trainer_{language}.ts"
    if not source.exists():
        return None
    import platformdirs

    target = Path(platformdirs.user_cache_dir("mahjong-trainer", appauthor=False)) / f"trainer_{language}.qm"
    if target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()",
               "-silent", str(source), "-qm", str(target)]  # fmt: skip
    try:
        subprocess.run(command, check=True, capture_output=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    return target if target.exists() else None


def apply_font(language: str) -> None:
    """Put a CJK font that matches the language behind the default font (Qt would pick JP)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    available = set(QFontDatabase.families())
    font = QFont(app.font())
    base = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()
    chosen = [f for f in CJK_FONTS[language] if f in available]
    font.setFamilies([base, *chosen])
    app.setFont(font)
