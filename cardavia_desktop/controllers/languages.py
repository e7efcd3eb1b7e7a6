"""Interface languages: which exist (English + every ``.qm`` in ``i18n/``) and switching at runtime.

A switch removes the current ``QTranslator``, installs the new one (and Qt's own catalogue of
the language, where Qt ships one: the buttons of its file chooser and its dialogs, newcomer #33
read "Save" and "Cancel" in Italian) and calls ``engine.retranslate()``; the application's
layout direction is set from the language's locale (right-to-left in Arabic and Persian),
which the QML mirrors.

Numbers go through the language's ``QLocale`` (``LOCALES``): it becomes the default locale (for
``%Ln`` in translations and ``Qt.locale()``) and the engine's ``uiLanguage``, so QML bindings that
format with ``Qt.locale(Qt.uiLanguage)`` update at once. Persian shows Persian digits; Arabic
Western digits (``ar_AE``: the Arabic of the seed pages writes 66, not ٦٦).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlEngine

from .. import paths

SOURCE_LANGUAGE = "en"
QM_PREFIX = "cardavia_"

# Each language by its own name, as the language selector shows it.
NATIVE_NAMES = {
    "en": "English",
    "ar": "العربية",
    "fa": "فارسی",
    "ms": "Bahasa Melayu",
    "it": "Italiano",
    "de": "Deutsch",
}


# The locale whose numbers each interface language shows.
LOCALES = {
    "en": "en_US",
    "ar": "ar_AE",  # Arabic with Western digits (ar_EG/ar_SA would give Arabic-Indic ones)
    "fa": "fa_IR",  # Persian digits
    "ms": "ms_MY",
    "it": "it_IT",
    "de": "de_DE",
}


def locale_for(code: str) -> QLocale:
    """The locale that formats numbers for the interface language ``code``."""
    return QLocale(LOCALES.get(code, code))


def layout_direction_marker() -> str:
    """The string whose translation sets the layout direction (``LTR``, or ``RTL`` for ar/fa)."""
    return QCoreApplication.translate(
        "QGuiApplication",
        "QT_LAYOUT_DIRECTION",
        "Translate this string to the string 'LTR' in left-to-right languages or to 'RTL' in "
        "right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.",
    )


def native_name(code: str) -> str:
    """The language's name in that language (``"Deutsch"`` for ``de``)."""
    if code in NATIVE_NAMES:
        return NATIVE_NAMES[code]
    name = QLocale(code).nativeLanguageName()
    return name[:1].upper() + name[1:] if name else code


def available_languages(folder: Path | None = None) -> list[tuple[str, str]]:
    """``(code, native name)`` of English and of every compiled translation, English first."""
    folder = folder or paths.i18n_dir()
    codes = {path.stem.removeprefix(QM_PREFIX) for path in folder.glob(f"{QM_PREFIX}*.qm")}
    codes.discard(SOURCE_LANGUAGE)
    others = sorted(((code, native_name(code)) for code in codes), key=lambda i: i[1].casefold())
    return [(SOURCE_LANGUAGE, native_name(SOURCE_LANGUAGE)), *others]


QT_CATALOGUES = ("qtbase", "qtdeclarative")
"""Qt's own catalogues installed with the app's (the bundle keeps these, packaging/bundle_trim)."""


def qt_catalogues(code: str, parent: QObject | None = None) -> list[QTranslator]:
    """Qt's own translations of ``code`` (beside Qt's libraries) that exist: none for English
    nor for a language Qt ships none of (Malay)."""
    if code == SOURCE_LANGUAGE:
        return []
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    found = []
    for name in QT_CATALOGUES:
        translator = QTranslator(parent)
        if translator.load(f"{name}_{code}", folder):
            found.append(translator)
    return found


class LanguageSwitcher(QObject):
    """Installs the translator of one language and retranslates a QML engine."""

    def __init__(self, engine: QQmlEngine, folder: Path | None = None) -> None:
        super().__init__(engine)
        self._engine = engine
        self._folder = folder or paths.i18n_dir()
        self._translator: QTranslator | None = None
        self._qt_translators: list[QTranslator] = []
        self.current = SOURCE_LANGUAGE

    def apply(self, code: str) -> bool:
        """Switch to ``code``; ``False`` (and English) if its translation cannot be loaded."""
        app = QCoreApplication.instance()
        assert app is not None  # the app's language is switched only while the app runs
        for old in [self._translator, *self._qt_translators]:
            if old is not None:
                app.removeTranslator(old)
        self._translator, self._qt_translators = None, []
        # English is the source, but its .qm carries the plural forms of %n strings.
        translator = QTranslator(self)
        loaded = translator.load(str(self._folder / f"{QM_PREFIX}{code}.qm"))
        if not loaded and code != SOURCE_LANGUAGE:
            loaded = False
            translator.load(str(self._folder / f"{QM_PREFIX}{SOURCE_LANGUAGE}.qm"))
        elif code == SOURCE_LANGUAGE:
            loaded = True
        if not translator.isEmpty():
            app.installTranslator(translator)
            self._translator = translator
        self.current = code if loaded else SOURCE_LANGUAGE
        self._qt_translators = qt_catalogues(self.current, self)
        for translator in self._qt_translators:
            app.installTranslator(translator)
        locale = locale_for(self.current)
        QLocale.setDefault(locale)
        # Set, not left to Qt's detection on the language change: a start in Persian or Arabic
        # kept the window mirrored after a switch to a left-to-right language.
        if isinstance(app, QGuiApplication):
            app.setLayoutDirection(locale.textDirection())
        self._engine.setUiLanguage(locale.name())
        self._engine.retranslate()
        return loaded
