"""``AppSettings``: the QML singleton (module ``Cardavia``) over ``settings.py``.

Changes from the UI are applied at once (bindings update live while a slider is dragged) and
written to disk shortly after, atomically; ``flush()`` writes immediately (called on quit).
"""

from __future__ import annotations

import sys
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Property, QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from .. import fonts
from ..settings import AI_LEVELS, ANIMATION_SPEED_RANGE, LoadResult, Settings, SettingsStore
from .languages import SOURCE_LANGUAGE, available_languages

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1

SAVE_DELAY_MS = 400
"""Writes are coalesced: dragging a slider saves once, shortly after it stops."""


@QmlElement
@QmlSingleton
class AppSettings(QObject):
    """Language, display filters, AI level, motion and card colours, persisted as JSON."""

    languageChanged = Signal()
    contrastChanged = Signal()
    grainChanged = Signal()
    temperatureChanged = Signal()
    aiLevelChanged = Signal()
    animationSpeedChanged = Signal()
    reducedMotionChanged = Signal()
    fourColourChanged = Signal()
    filtersAvailableChanged = Signal()
    messageChanged = Signal()

    def __init__(self, parent: QObject | None = None, store: SettingsStore | None = None) -> None:
        super().__init__(parent)
        self._store = store or SettingsStore()
        loaded = self._store.load()
        self._settings: Settings = loaded.settings
        self._languages = available_languages()
        if self._settings.language not in self.languageCodes():
            self._settings = replace(self._settings, language=SOURCE_LANGUAGE)
        self._language = self._settings.language  # may differ for one run (--lang)
        self._filters_available = False
        self._message_parts: tuple[str, str] | None = None
        self._report_load_problem(loaded)
        self._dirty = False
        self._save_timer = QTimer(self, singleShot=True, interval=SAVE_DELAY_MS)
        self._save_timer.timeout.connect(self.flush)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    # -- helpers -------------------------------------------------------------------------------

    def languageCodes(self) -> list[str]:
        """Codes of the languages that can be chosen (English and every compiled translation)."""
        return [code for code, _name in self._languages]

    def _report_load_problem(self, loaded: LoadResult) -> None:
        if loaded.problem is None:
            return
        kept = loaded.moved_to.name if loaded.moved_to else ""
        self._message_parts = ("load", kept)
        print(f"cardavia: settings file {self._store.path} {loaded.problem} ({loaded.detail}); "
              f"using defaults; moved to {loaded.moved_to}", file=sys.stderr)

    def report_saved_match(self, kind: str, detail: str) -> None:
        """Tell the player that a table's saved match was set aside (``"corrupt"``, ``detail``:
        the name it was kept as) or could not be written (``"unsaved"``, ``detail``: why)."""
        self._message_parts = ("match" if kind == "corrupt" else "match_save", detail)
        self.messageChanged.emit()

    def _update(self, signal: Signal, **changes: Any) -> None:
        new = replace(self._settings, **changes)
        if new == self._settings:
            return
        self._settings = new
        signal.emit()
        self._schedule_save()

    def _schedule_save(self) -> None:
        self._dirty = True
        self._save_timer.start()

    # -- language ------------------------------------------------------------------------------

    def _get_language(self) -> str:
        return self._language

    def _set_language(self, code: str) -> None:
        if code not in self.languageCodes():
            print(f"cardavia: unknown language {code!r} ignored", file=sys.stderr)
            return
        if code != self._settings.language:
            self._settings = replace(self._settings, language=code)
            self._schedule_save()
        if code != self._language:
            self._language = code
            self.languageChanged.emit()

    def override_language(self, code: str) -> None:
        """Use ``code`` for this run only (``--lang``); the saved choice stays as it was."""
        if code in self.languageCodes() and code != self._language:
            self._language = code
            self.languageChanged.emit()

    language = Property(str, _get_language, _set_language, notify=languageChanged)

    def unknown_language(self, code: str) -> None:
        """Tell the player in the window that ``--lang code`` is unknown (English is used)."""
        self._message_parts = ("lang", code)
        self.messageChanged.emit()

    def _get_font_family(self) -> str:
        return fonts.ui_family(self._language)

    fontFamily = Property(str, _get_font_family, notify=languageChanged)

    def _get_title_family(self) -> str:
        return fonts.title_family(self._language)

    titleFamily = Property(str, _get_title_family, notify=languageChanged)

    def _get_languages(self) -> list[dict[str, str]]:
        return [{"code": code, "name": name} for code, name in self._languages]

    languages = Property("QVariantList", _get_languages, constant=True)

    # -- filters -------------------------------------------------------------------------------

    def _get_contrast(self) -> int:
        return self._settings.contrast

    def _set_contrast(self, value: int) -> None:
        self._update(self.contrastChanged, contrast=max(0, min(100, int(value))))

    contrast = Property(int, _get_contrast, _set_contrast, notify=contrastChanged)

    def _get_grain(self) -> int:
        return self._settings.grain

    def _set_grain(self, value: int) -> None:
        self._update(self.grainChanged, grain=max(0, min(100, int(value))))

    grain = Property(int, _get_grain, _set_grain, notify=grainChanged)

    def _get_temperature(self) -> int:
        return self._settings.temperature

    def _set_temperature(self, value: int) -> None:
        self._update(self.temperatureChanged, temperature=max(0, min(100, int(value))))

    temperature = Property(int, _get_temperature, _set_temperature, notify=temperatureChanged)

    def _get_filters_available(self) -> bool:
        return self._filters_available

    def _set_filters_available(self, available: bool) -> None:
        if available != self._filters_available:
            self._filters_available = available
            self.filtersAvailableChanged.emit()

    filtersAvailable = Property(bool, _get_filters_available, _set_filters_available,
                                notify=filtersAvailableChanged)

    # -- AI and animation ----------------------------------------------------------------------

    def _get_ai_level(self) -> str:
        return self._settings.ai_level

    def _set_ai_level(self, level: str) -> None:
        if level in AI_LEVELS:
            self._update(self.aiLevelChanged, ai_level=level)

    aiLevel = Property(str, _get_ai_level, _set_ai_level, notify=aiLevelChanged)

    def _get_ai_levels(self) -> list[str]:
        return list(AI_LEVELS)

    aiLevels = Property("QVariantList", _get_ai_levels, constant=True)

    def _get_animation_speed(self) -> float:
        return self._settings.animation_speed

    def _set_animation_speed(self, speed: float) -> None:
        low, high = ANIMATION_SPEED_RANGE
        self._update(self.animationSpeedChanged, animation_speed=max(low, min(high, float(speed))))

    animationSpeed = Property(float, _get_animation_speed, _set_animation_speed,
                              notify=animationSpeedChanged)

    def _get_reduced_motion(self) -> bool:
        return self._settings.reduced_motion

    def _set_reduced_motion(self, reduced: bool) -> None:
        self._update(self.reducedMotionChanged, reduced_motion=bool(reduced))

    reducedMotion = Property(bool, _get_reduced_motion, _set_reduced_motion,
                             notify=reducedMotionChanged)
    """Cards appear in place instead of moving."""

    def _get_four_colour(self) -> bool:
        return self._settings.four_colour

    def _set_four_colour(self, four: bool) -> None:
        self._update(self.fourColourChanged, four_colour=bool(four))

    fourColour = Property(bool, _get_four_colour, _set_four_colour, notify=fourColourChanged)
    """Four-colour French suits (Diamonds blue, Clubs green)."""

    # -- message -------------------------------------------------------------------------------

    def _get_message(self) -> str:
        if self._message_parts is None:
            return ""
        kind, argument = self._message_parts
        if kind == "load" and argument:
            return QCoreApplication.translate(
                "AppSettings", "Your settings file could not be read, so the default settings are "
                "in use. The old file was kept as %1.").replace("%1", argument)
        if kind == "lang":
            return QCoreApplication.translate(
                "AppSettings", "The language %1 is not available, so English is shown."
            ).replace("%1", argument)
        if kind == "match" and argument:
            return QCoreApplication.translate(
                "AppSettings", "The saved match could not be read, so a new match has started. "
                "The damaged save was kept as %1.").replace("%1", argument)
        if kind == "match":
            return QCoreApplication.translate(
                "AppSettings", "The saved match could not be read, so a new match has started.")
        if kind == "match_save":
            return QCoreApplication.translate(
                "AppSettings", "Your match could not be saved: %1").replace("%1", argument)
        if kind == "load":
            return QCoreApplication.translate(
                "AppSettings", "Your settings file could not be read, so the default settings are "
                "in use.")
        return QCoreApplication.translate(
            "AppSettings", "Your settings could not be saved: %1").replace("%1", argument)

    message = Property(str, _get_message, notify=messageChanged)

    @Slot()
    def dismissMessage(self) -> None:
        """Hide the current message."""
        if self._message_parts is not None:
            self._message_parts = None
            self.messageChanged.emit()

    @Slot()
    def retranslate(self) -> None:
        """Re-emit translated texts after a language switch."""
        self.messageChanged.emit()

    # -- persistence ---------------------------------------------------------------------------

    @Slot()
    def flush(self) -> None:
        """Write pending changes now."""
        self._save_timer.stop()
        if not self._dirty:
            return
        self._dirty = False
        try:
            self._store.save(self._settings)
        except OSError as error:
            self._message_parts = ("save", error.strerror or str(error))
            self.messageChanged.emit()

    def settings(self) -> Settings:
        """The current (persisted) settings."""
        return self._settings
