"""``AppSettings``: the QML singleton (module ``Cardavia``) over ``settings.py``.

Changes from the UI are applied at once (bindings update live while a slider is dragged) and
written to disk shortly after, atomically; ``flush()`` writes immediately (called on quit).

Messages for the shell's banner queue up (a second one never hides the first): ``message`` is
the oldest not yet dismissed; one may carry an action (``messageAction``, e.g. New match for a
table whose engine failed) that ``triggerMessageAction()`` runs.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QObject,
    QStandardPaths,
    QTimer,
    QUrl,
    Signal,
    SignalInstance,
    Slot,
)
from PySide6.QtQml import QmlElement, QmlSingleton

from .. import fonts
from ..outside_text import shown
from ..settings import (
    AI_LEVELS,
    ANIMATION_SPEED_RANGE,
    TRICK_PACES,
    LoadResult,
    Settings,
    SettingsStore,
)
from .app_messages import MAX_MESSAGES, Message, alive, words
from .languages import SOURCE_LANGUAGE, available_languages

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1

SAVE_DELAY_MS = 400
"""Writes are coalesced: dragging a slider saves once, shortly after it stops."""


@QmlElement
@QmlSingleton
class AppSettings(QObject):
    """Language, display filters, AI levels of each game (opponents, partner), motion, the pace
    after a trick and card colours, persisted as JSON."""

    languageChanged = Signal()
    contrastChanged = Signal()
    grainChanged = Signal()
    temperatureChanged = Signal()
    gameLevelsChanged = Signal()
    partnerLevelsChanged = Signal()
    animationSpeedChanged = Signal()
    reducedMotionChanged = Signal()
    fourColourChanged = Signal()
    soundEnabledChanged = Signal()
    soundVolumeChanged = Signal()
    trickPaceChanged = Signal()
    fileFolderChanged = Signal()
    filtersAvailableChanged = Signal()
    soundOutputChanged = Signal()
    messageChanged = Signal()
    lessonsChanged = Signal()

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
        self._sound_output = True
        self._messages: list[Message] = []
        self._dirty = False
        self._save_timer = QTimer(self, singleShot=True, interval=SAVE_DELAY_MS)
        self._save_timer.timeout.connect(self.flush)
        self._report_load_problem(loaded)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    # -- helpers -------------------------------------------------------------------------------

    def languageCodes(self) -> list[str]:
        """Codes of the languages that can be chosen (English and every compiled translation)."""
        return [code for code, _name in self._languages]

    def _report_load_problem(self, loaded: LoadResult) -> None:
        if loaded.reset:
            print(
                f"cardavia: settings file {shown(self._store.path, 200)}: unreadable "
                f"{', '.join(loaded.reset)}; their defaults are in use",
                file=sys.stderr,
            )
            self._push(Message("reset"))
            self._schedule_save()  # the file gets the defaults: the next start is clean
        if loaded.problem is None:
            return
        kept = loaded.moved_to.name if loaded.moved_to else ""
        self._push(Message("newer_settings" if loaded.problem == "newer" else "load", kept))
        print(
            f"cardavia: settings file {shown(self._store.path, 200)} {loaded.problem} "
            f"({loaded.detail}); using defaults; moved to {shown(loaded.moved_to, 200)}",
            file=sys.stderr,
        )

    def report_saved_match(self, kind: str, detail: str) -> None:
        """Tell the player that a table's saved match was set aside (``"corrupt"`` or
        ``"newer"``, ``detail``: the name it was kept as) or could not be written
        (``"unsaved"``, ``detail``: why)."""
        names = {"corrupt": "match", "newer": "match_newer"}
        self._push(Message(names.get(kind, "match_save"), detail))

    def report_failure(
        self,
        kind: str,
        diagnostic: str,
        owner: QObject | None = None,
        new_match: Callable[[], None] | None = None,
    ) -> None:
        """Tell the player that a table's engine failed: ``kind`` ``"ai"`` (a simpler move was
        played, the match goes on), ``"engine"`` or ``"start"``; ``diagnostic`` is the file
        that holds the details; ``new_match`` (run by the message's action) starts over."""
        name = {"ai": "ai_failed", "start": "start_failed"}.get(kind, "engine_failed")
        action = None if kind == "ai" else new_match
        self._push(Message(name, diagnostic, owner if action else None, action))
        if owner is not None and action is not None:
            key = id(owner)
            owner.destroyed.connect(lambda *_args: self._forget_actions(key))

    def _push(self, message: Message) -> None:
        """Queue ``message`` behind the others (the same message twice is shown once; one
        failure message of each kind per table)."""
        for queued in self._messages:
            if queued.kind == message.kind and (
                queued.argument == message.argument
                or (message.kind.endswith("_failed") and queued.owner is message.owner)
            ):
                return
        self._messages.append(message)
        del self._messages[:-MAX_MESSAGES]
        self.messageChanged.emit()

    def _forget_actions(self, key: int) -> None:
        """A table went away: its messages stay, without their action."""
        for message in self._messages:
            if message.owner is not None and id(message.owner) == key:
                message.owner, message.action = None, None
        self.messageChanged.emit()

    def _update(self, signal: SignalInstance, **changes: Any) -> None:
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
        self._push(Message("lang", code))

    def _get_font_family(self) -> str:
        return fonts.ui_family(self._language)

    fontFamily = Property(str, _get_font_family, notify=languageChanged)

    def _get_title_family(self) -> str:
        return fonts.title_family(self._language)

    titleFamily = Property(str, _get_title_family, notify=languageChanged)

    def _get_languages(self) -> list[dict[str, str]]:
        return [{"code": code, "name": name} for code, name in self._languages]

    languages = Property(list, _get_languages, constant=True)

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

    filtersAvailable = Property(
        bool, _get_filters_available, _set_filters_available, notify=filtersAvailableChanged
    )

    # -- AI and animation ----------------------------------------------------------------------

    def _get_game_levels(self) -> dict[str, str]:
        return dict(self._settings.ai_levels)

    gameLevels = Property(dict, _get_game_levels, notify=gameLevelsChanged)
    """The AI opponents' level of each game (``{game id: level}``): each table plays at its
    own game's, so a change at one table never touches another game's match."""

    def _get_partner_levels(self) -> dict[str, str]:
        return dict(self._settings.partner_levels)

    partnerLevels = Property(dict, _get_partner_levels, notify=partnerLevelsChanged)
    """Your partner's level of each game (the four-seat games use it)."""

    @Slot(str, str)
    def setGameLevel(self, game: str, level: str) -> None:
        """Choose the AI opponents' level of ``game`` (an unknown game or level is ignored)."""
        if level in AI_LEVELS and game in self._settings.ai_levels:
            self._update(
                self.gameLevelsChanged, ai_levels={**self._settings.ai_levels, game: level}
            )

    @Slot(str, str)
    def setPartnerLevel(self, game: str, level: str) -> None:
        """Choose your partner's level in ``game`` (an unknown game or level is ignored)."""
        if level in AI_LEVELS and game in self._settings.partner_levels:
            self._update(
                self.partnerLevelsChanged,
                partner_levels={**self._settings.partner_levels, game: level},
            )

    # -- lessons -------------------------------------------------------------------------------

    def _get_lesson_progress(self) -> dict[str, dict[str, Any]]:
        return dict(self._settings.lesson_progress)

    lessonProgress = Property(dict, _get_lesson_progress, notify=lessonsChanged)
    """Where each game's lesson was left (``{game id: progress}``), to resume it."""

    def _get_lessons_learned(self) -> list[str]:
        return list(self._settings.lessons_learned)

    lessonsLearned = Property(list, _get_lessons_learned, notify=lessonsChanged)
    """The games whose lesson was played to its end."""

    @Slot(str, "QVariantMap")
    def setLessonProgress(self, game: str, progress: dict[str, Any]) -> None:
        """Remember where ``game``'s lesson is (an unknown game is ignored)."""
        if game in self._settings.ai_levels:
            changed = {**self._settings.lesson_progress, game: dict(progress)}
            self._update(self.lessonsChanged, lesson_progress=changed)

    @Slot(str)
    def markLessonLearned(self, game: str) -> None:
        """``game``'s lesson was played to its end."""
        if game in self._settings.ai_levels and game not in self._settings.lessons_learned:
            learned = [*self._settings.lessons_learned, game]
            self._update(self.lessonsChanged, lessons_learned=learned)

    def _get_ai_levels(self) -> list[str]:
        return list(AI_LEVELS)

    aiLevels = Property(list, _get_ai_levels, constant=True)

    def _get_animation_speed(self) -> float:
        return self._settings.animation_speed

    def _set_animation_speed(self, speed: float) -> None:
        low, high = ANIMATION_SPEED_RANGE
        self._update(self.animationSpeedChanged, animation_speed=max(low, min(high, float(speed))))

    animationSpeed = Property(
        float, _get_animation_speed, _set_animation_speed, notify=animationSpeedChanged
    )

    def _get_reduced_motion(self) -> bool:
        return self._settings.reduced_motion

    def _set_reduced_motion(self, reduced: bool) -> None:
        self._update(self.reducedMotionChanged, reduced_motion=bool(reduced))

    reducedMotion = Property(
        bool, _get_reduced_motion, _set_reduced_motion, notify=reducedMotionChanged
    )
    """Cards appear in place instead of moving."""

    def _get_sound_enabled(self) -> bool:
        return self._settings.sound

    def _set_sound_enabled(self, enabled: bool) -> None:
        self._update(self.soundEnabledChanged, sound=bool(enabled))

    soundEnabled = Property(
        bool, _get_sound_enabled, _set_sound_enabled, notify=soundEnabledChanged
    )
    """Sound cues on; off is the header's muted state (the mute key toggles it)."""

    def _get_sound_output(self) -> bool:
        return self._sound_output

    def _set_sound_output(self, available: bool) -> None:
        if available != self._sound_output:
            self._sound_output = available
            self.soundOutputChanged.emit()

    soundOutput = Property(bool, _get_sound_output, _set_sound_output, notify=soundOutputChanged)
    """The cues can be heard here: false once the sound board found no audio output (no
    device or sound server, no QtMultimedia); the options say so. Not stored."""

    def _get_sound_volume(self) -> int:
        return self._settings.sound_volume

    def _set_sound_volume(self, value: int) -> None:
        self._update(self.soundVolumeChanged, sound_volume=max(0, min(100, int(value))))

    soundVolume = Property(int, _get_sound_volume, _set_sound_volume, notify=soundVolumeChanged)
    """Volume of the cues in percent."""

    def _get_four_colour(self) -> bool:
        return self._settings.four_colour

    def _set_four_colour(self, four: bool) -> None:
        self._update(self.fourColourChanged, four_colour=bool(four))

    fourColour = Property(bool, _get_four_colour, _set_four_colour, notify=fourColourChanged)
    """Four-colour French suits (Diamonds blue, Clubs green)."""

    def _get_trick_pace(self) -> str:
        return self._settings.trick_pace

    def _set_trick_pace(self, pace: str) -> None:
        if pace in TRICK_PACES:
            self._update(self.trickPaceChanged, trick_pace=pace)

    trickPace = Property(str, _get_trick_pace, _set_trick_pace, notify=trickPaceChanged)
    """After a four-seat trick: ``wait`` (until a click or key) or ``timed``."""
    # -- match files ---------------------------------------------------------------------------

    def _get_file_folder(self) -> QUrl:
        return QUrl.fromLocalFile(str(_start_folder(self._settings.last_folder)))

    fileFolder = Property(QUrl, _get_file_folder, notify=fileFolderChanged)
    """Where the file chooser starts: the folder of the last match file opened or exported
    while it exists, else the Documents folder (the home folder when there is none)."""

    @Slot(str, result=QUrl)
    def fileInFolder(self, path: str) -> QUrl:
        """The URL of a file named as ``path``'s last part in ``fileFolder`` (an export's
        suggested file)."""
        folder = _start_folder(self._settings.last_folder)
        return QUrl.fromLocalFile(str(folder / Path(path).name))

    @Slot(QUrl)
    def rememberFile(self, url: QUrl) -> None:
        """The player chose the file at ``url`` (the chooser's answer): the chooser starts in
        its folder from now on, in this run and the next."""
        path = url.toLocalFile()
        if not path:
            return
        folder = str(Path(path).parent)
        if folder != self._settings.last_folder:
            self._update(self.fileFolderChanged, last_folder=folder)

    # -- message -------------------------------------------------------------------------------

    def _get_message(self) -> str:
        return words(self._messages[0]) if self._messages else ""

    message = Property(str, _get_message, notify=messageChanged)
    """The oldest message not yet dismissed, in the player's language (plain text)."""

    def _get_message_action(self) -> str:
        first = self._messages[0] if self._messages else None
        if first is None or first.action is None or not alive(first.owner):
            return ""
        return QCoreApplication.translate("AppSettings", "New match")

    messageAction = Property(str, _get_message_action, notify=messageChanged)
    """The label of the current message's action ("" when it has none)."""

    def _get_message_count(self) -> int:
        return len(self._messages)

    messageCount = Property(int, _get_message_count, notify=messageChanged)
    """How many messages wait, the one shown included."""

    @Slot()
    def dismissMessage(self) -> None:
        """Hide the current message (the next one in the queue shows)."""
        if self._messages:
            self._messages.pop(0)
            self.messageChanged.emit()

    @Slot()
    def triggerMessageAction(self) -> None:
        """Run the current message's action, then dismiss the message."""
        first = self._messages[0] if self._messages else None
        action = first.action if first is not None and alive(first.owner) else None
        self.dismissMessage()
        if action is not None:
            action()

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
            self._push(Message("save", error.strerror or str(error)))

    def settings(self) -> Settings:
        """The current (persisted) settings."""
        return self._settings


def _start_folder(remembered: str) -> Path:
    """``remembered`` while it is a folder, else the Documents folder, else the home folder."""
    if remembered and Path(remembered).is_dir():
        return Path(remembered)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()
