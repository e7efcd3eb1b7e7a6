"""The sound cues played: one ``SoundBoard`` for the application, fed by every table.

Every ``GameController`` hands its step's events to ``play_events`` (and a refused move to
``play``); the board maps them through ``sound_cues`` and plays each cue with a
``QSoundEffect`` (QtMultimedia, from PySide6-Addons: uncompressed WAV, low latency, decoded once
and started asynchronously by Qt's audio thread: playing never waits on the device).

Silent, by design, when: no board is installed (``install`` is called by the app; a test's
controllers have none), the environment says so (``CARDAVIA_SOUND=0``: the tests), the run is a
screenshot, the player turned sound off, or QtMultimedia cannot be loaded (no libpulse, a
stripped bundle): then one line on stderr says so, once. With no sound server QSoundEffect
fails quietly on its own thread and the table plays on as before.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QLoggingCategory, QObject, QTimer, QUrl, qInstallMessageHandler

from .. import paths
from . import sound_cues

ENV_SWITCH = "CARDAVIA_SOUND"
"""``0`` silences every cue (the tests set it; the null-sink test turns it on again)."""

_board: SoundBoard | None = None


def sounds_dir() -> Any:
    """The committed cue files (``python -m cardavia_desktop.sounds`` writes them)."""
    return paths.resources_dir() / "sounds"


class SoundBoard(QObject):
    """The cues, loaded once; plays them as the settings say (on/off, volume, motion)."""

    def __init__(self, settings: QObject, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._effects: dict[str, Any] = {}
        self._pending: dict[str, QTimer] = {}
        self.started: list[str] = []
        """The cues started so far, in order (what a test listens for)."""
        effect_class = _effect_class()
        if effect_class is None:
            return
        for name in sound_cues_names():
            file = sounds_dir() / f"{name}.wav"
            if not file.is_file():
                continue
            effect = effect_class(self)
            effect.setSource(QUrl.fromLocalFile(str(file)))
            self._effects[name] = effect

    @property
    def available(self) -> bool:
        """Whether any cue could be loaded."""
        return bool(self._effects)

    @property
    def cue_count(self) -> int:
        """How many cues are loaded."""
        return len(self._effects)

    def _enabled(self) -> bool:
        return bool(self._settings.property("soundEnabled"))

    def play(self, cue: str, delay_ms: int = 0) -> None:
        """Play ``cue`` after ``delay_ms`` (its motion); a cue already waiting or sounding is
        not stacked: at most one sound of a kind at a time (and one sound at all: ``_start``)."""
        effect = self._effects.get(cue)
        if effect is None or not self._enabled() or cue in self._pending:
            return
        if delay_ms <= 0:
            self._start(cue)
            return
        timer = QTimer(self, singleShot=True, interval=delay_ms)
        timer.timeout.connect(lambda: self._fire(cue))
        self._pending[cue] = timer
        timer.start()

    def _fire(self, cue: str) -> None:
        timer = self._pending.pop(cue, None)
        if timer is not None:
            timer.deleteLater()
        if self._enabled():
            self._start(cue)

    def _start(self, cue: str) -> None:
        """Start ``cue``: one sound at a time. A new cue cuts the one sounding, except that a
        deal's or match's end is not cut by a lesser cue (that one is skipped instead).

        One at a time is also what keeps Qt working: with two QSoundEffects sounding at once
        Qt 6.11's PulseAudio output moves a socket notifier across threads and then spins,
        printing "QSocketNotifier: Invalid socket" millions of times (reproduced here with two
        plain effects overlapping; none when they never overlap)."""
        effect = self._effects[cue]
        if effect.isPlaying():
            return  # one of a kind at a time: the burst's later ones are not stacked
        sounding = [name for name, other in self._effects.items() if other.isPlaying()]
        if any(name in sound_cues.PRIORITY for name in sounding) and cue not in sound_cues.PRIORITY:
            return
        for name in sounding:
            self._effects[name].stop()
        effect.setVolume(volume(self._settings.property("soundVolume")))
        effect.play()
        self.started.append(cue)

    def play_events(self, events: Iterable[Mapping[str, Any]]) -> None:
        """The cues of one step, each when its motion ends."""
        motion = 0.0 if self._settings.property("reducedMotion") else 1.0
        speed = float(self._settings.property("animationSpeed") or 1.0)
        for cue in sound_cues.cues_for(events):
            lands = sound_cues.LANDS_AFTER_MS.get(cue, 0)
            self.play(cue, round(lands * motion / max(speed, 0.01)))

    def loaded(self) -> bool:
        """Whether every cue is decoded and ready (or failed: no device, a broken file)."""
        return all(effect.status() != effect.Status.Loading for effect in self._effects.values())


def volume(percent: int) -> float:
    """The slider's percent as QSoundEffect's linear gain, on a logarithmic (loudness) scale:
    the slider's middle sounds half as loud, not 6 dB down (the default 70 % is ≈ −11 dB)."""
    from PySide6.QtMultimedia import QtAudio

    level = max(0.0, min(1.0, percent / 100))
    return QtAudio.convertVolume(
        level, QtAudio.VolumeScale.LogarithmicVolumeScale, QtAudio.VolumeScale.LinearVolumeScale
    )


def sound_cues_names() -> list[str]:
    """Every cue the table can name (the files of ``resources/sounds/``)."""
    names = {cue for cue in sound_cues.EVENT_CUES.values() if cue is not None}
    names |= {"refuse", "sweep", *sound_cues.PRIORITY}
    return sorted(names)


def _effect_class() -> Any:
    """``QSoundEffect``, or ``None`` (one line on stderr) when QtMultimedia cannot be loaded or
    there is no audio output (no sound server: CI, ssh, a container)."""
    # Qt Multimedia names every audio library it looks for and does not find (PipeWire on a
    # PulseAudio system) and the media backend it loads: not the player's concern.
    QLoggingCategory.setFilterRules(
        "qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false"
    )
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except ImportError as error:
        print(f"cardavia: no sound: {error}", file=sys.stderr)
        return None
    said: list[str] = []
    previous = qInstallMessageHandler(lambda _kind, _context, message: said.append(message))
    try:  # the sound server is asked here; its failure is said once, below, in our words
        outputs = QMediaDevices.audioOutputs()
    finally:
        qInstallMessageHandler(previous)
    if not outputs:
        reason = f" ({said[-1]})" if said else ""
        print(f"cardavia: no audio output{reason}; sound is off", file=sys.stderr)
        return None
    return QSoundEffect


def install(settings: QObject, silent: bool = False) -> SoundBoard | None:
    """Make the application's board (none when ``silent`` or ``CARDAVIA_SOUND=0``)."""
    global _board
    if silent or os.environ.get(ENV_SWITCH, "1") == "0":
        _board = None
        return None
    _board = SoundBoard(settings, settings)
    _board.destroyed.connect(_forget)
    settings.setProperty("soundOutput", _board.available)  # the options say when none
    return _board


def _forget() -> None:
    global _board
    _board = None


def board() -> SoundBoard | None:
    """The application's board, if any."""
    return _board


def play_events(events: Iterable[Mapping[str, Any]]) -> None:
    """Sound one step's events (nothing without a board)."""
    if _board is not None:
        _board.play_events(events)


def play(cue: str) -> None:
    """Sound ``cue`` now (nothing without a board)."""
    if _board is not None:
        _board.play(cue)
