"""User settings as JSON in the platformdirs config folder: atomic writes, bad files set aside.

Pure Python (no Qt): ``controllers/settings_controller.py`` exposes it to QML. Problems are
reported as data (``LoadResult.problem`` + the path the bad file was moved to, and
``LoadResult.reset``: the values that could not be read); the UI words them.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from . import paths, storage
from .storage import atomic_write_json

FORMAT = "cardavia-settings/1"
_FORMAT = re.compile(r"cardavia-settings/(\d{1,6})")
AI_LEVELS = ("easy", "normal", "hard")
TRICK_PACES = ("wait", "timed")
"""After a four-seat trick: it stays until a click or key (``wait``), or the timed pause."""
ANIMATION_SPEED_RANGE = (0.25, 4.0)


@dataclass
class Settings:
    """Everything the user can set; the defaults are a fresh install's values."""

    language: str = "en"
    """Language code of the interface (``en``, or a code with a ``.qm`` in ``i18n/``)."""
    contrast: int = 50
    """Filter contrast in percent; 50 is neutral."""
    grain: int = 50
    """Film grain in percent; 0 is off."""
    temperature: int = 50
    """Colour temperature in percent; 50 is neutral, higher is warmer."""
    ai_levels: dict[str, str] = field(default_factory=dict)
    """Strength of the AI opponents, per game id (each game has its own, so a change at one
    table never touches another game's match): one of ``AI_LEVELS``; every game is filled in."""
    partner_levels: dict[str, str] = field(default_factory=dict)
    """Strength of your AI partner, per game id (it matters in the four-seat games)."""
    animation_speed: float = 1.0
    """Multiplier of animation speed (2.0 = twice as fast)."""
    reduced_motion: bool = False
    """Cards appear in place instead of moving (no sweeping, dealing or flying chips)."""
    four_colour: bool = False
    """Four-colour French suits (Diamonds blue, Clubs green) for colour-blind players."""
    trick_pace: str = "wait"
    """After a trick of a four-seat game: one of ``TRICK_PACES``."""
    last_folder: str = ""
    """The folder of the last match file opened or exported (an absolute path; ``""``: none
    yet, the file chooser starts in the Documents folder)."""
    sound: bool = True
    """Sound cues on (a card landing, a capture, chips, a deal won); the mute key toggles it."""
    sound_volume: int = 70
    """Volume of the cues in percent (0..100)."""
    lesson_progress: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Where each game's lesson was left (``LessonRunner.progress``), per game id."""
    lessons_learned: list[str] = field(default_factory=list)
    """The games whose lesson was played to its end (their lobby tile says so)."""

    def __post_init__(self) -> None:
        self.ai_levels = per_game(self.ai_levels)
        self.partner_levels = per_game(self.partner_levels)

    def to_json(self) -> dict[str, Any]:
        """The JSON object written to disk."""
        return {"format": FORMAT, **asdict(self)}

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Read a JSON object; invalid or missing values fall back to their defaults.

        Raises ``ValueError`` when ``data`` is not a settings object at all.
        """
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: Any) -> tuple[Settings, list[str]]:
        """The settings in a JSON object, and the names of the values that were present but
        could not be read (each falls back to its default alone; a missing one is no problem).

        Raises ``ValueError`` when ``data`` is not a settings object at all, ``NewerFormat``
        when a newer version of the app wrote it.
        """
        if not isinstance(data, dict):
            raise ValueError("settings file does not hold a JSON object")
        found = _FORMAT.fullmatch(str(data.get("format", FORMAT)))
        if found and int(found[1]) > int(FORMAT.rsplit("/", 1)[1]):
            raise storage.NewerFormat(str(data["format"]), FORMAT)
        defaults = cls()
        values: dict[str, Any] = {}
        reset: list[str] = []
        for spec in fields(cls):
            default = getattr(defaults, spec.name)
            if spec.name not in data:
                values[spec.name] = default
                continue
            value = _valid(spec.name, data[spec.name], default)
            values[spec.name] = default if value is _UNREADABLE else value
            if value is _UNREADABLE:
                reset.append(spec.name)
        for name, legacy in (("ai_levels", "ai_level"), ("partner_levels", "partner_level")):
            # A file of an older version has one level for every game: each game gets it.
            if legacy in data and name not in data:
                old = data[legacy]
                if isinstance(old, str) and old in AI_LEVELS:
                    values[name] = per_game({}, old)
                else:
                    reset.append(legacy)
        return cls(**values), reset


def game_ids() -> tuple[str, ...]:
    """Every game's id, in lobby order (no game is imported)."""
    from .engine.registry import GAMES

    return tuple(GAMES)


def per_game(levels: dict[str, str], default: str = "normal") -> dict[str, str]:
    """``levels`` with every game filled in (``default`` where it has none)."""
    return {game: levels.get(game, default) for game in game_ids()}


_UNREADABLE = object()
"""A value that does not fit its setting at all (wrong type, not a finite number)."""


def _number(value: Any) -> float | None:
    """``value`` as a finite number, or ``None`` (booleans, NaN and ±Infinity are not)."""
    return storage.finite_number(value)


def _valid(name: str, value: Any, default: Any) -> Any:
    """``value`` if it fits setting ``name`` (a number clamped into range), else
    ``_UNREADABLE`` (wrong type, not a finite number, not one of the choices)."""
    if name in ("contrast", "grain", "temperature", "sound_volume"):
        number = _number(value)
        return _UNREADABLE if number is None else max(0, min(100, round(number)))
    if name == "animation_speed":
        number = _number(value)
        if number is None:
            return _UNREADABLE
        low, high = ANIMATION_SPEED_RANGE
        return max(low, min(high, number))
    if name in ("reduced_motion", "four_colour", "sound"):
        return value if isinstance(value, bool) else _UNREADABLE
    if name in ("ai_levels", "partner_levels"):
        if not isinstance(value, dict):
            return _UNREADABLE
        return {
            game: level
            for game, level in value.items()
            if game in game_ids() and isinstance(level, str) and level in AI_LEVELS
        }
    if name == "lesson_progress":
        if not isinstance(value, dict):
            return _UNREADABLE
        return {g: p for g, p in value.items() if g in game_ids() and isinstance(p, dict)}
    if name == "lessons_learned":
        if not isinstance(value, list):
            return _UNREADABLE
        return [g for g in game_ids() if g in value]
    if name == "trick_pace":
        return value if isinstance(value, str) and value in TRICK_PACES else _UNREADABLE
    if name == "last_folder":
        return value if _folder_path(value) else _UNREADABLE
    if name == "language":
        ok = (
            isinstance(value, str)
            and 2 <= len(value) <= 16
            and value.isascii()
            and value.replace("_", "").isalnum()
        )
        return value if ok else _UNREADABLE
    return default


MAX_FOLDER_LENGTH = 4096
"""The longest folder path kept (Linux's PATH_MAX)."""


def _folder_path(value: Any) -> bool:
    """Whether ``value`` can be a remembered folder: ``""`` or an absolute path of bounded
    length without control characters (whether it still exists is checked when it is used)."""
    if not isinstance(value, str):
        return False
    if value == "":
        return True
    return (
        len(value) <= MAX_FOLDER_LENGTH
        and Path(value).is_absolute()
        and not any(ord(char) < 32 for char in value)
    )


@dataclass
class LoadResult:
    """What ``SettingsStore.load`` found."""

    settings: Settings
    """The settings to use (defaults when the file was missing or bad)."""
    problem: str | None = None
    """``None``, ``"corrupt"`` (not valid settings JSON), ``"unreadable"`` (I/O error) or
    ``"newer"`` (written by a newer version of the app; kept as ``settings.json.newer-<time>``)."""
    detail: str = ""
    """The technical reason, for logs."""
    moved_to: Path | None = None
    """Where the bad file was set aside, if it could be moved."""
    reset: list[str] = field(default_factory=list)
    """Settings whose stored value could not be read and fell back to its default (the file
    itself was fine and stays)."""


class SettingsStore:
    """Loads and saves ``Settings`` in one JSON file (``paths.settings_file()`` by default)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else paths.settings_file()

    def load(self) -> LoadResult:
        """Read the file, never raising: a missing file gives defaults, a bad one is moved aside
        (``storage.load``), a value that cannot be read falls back to its default alone."""
        loaded = storage.load(self.path, _read_settings)
        if loaded.value is None:
            problem = "corrupt" if loaded.problem == "damaged" else loaded.problem
            return LoadResult(Settings(), problem, loaded.detail, loaded.moved_to)
        settings, reset = loaded.value
        return LoadResult(settings, reset=reset)

    def save(self, settings: Settings) -> None:
        """Write atomically: a temporary file in the same folder, flushed, then ``os.replace``."""
        atomic_write_json(self.path, settings.to_json())


def _read_settings(data: Any) -> tuple[Settings, list[str]]:
    if not isinstance(data, dict):
        raise storage.BadFile("corrupt", "settings file does not hold a JSON object")
    return Settings.read(data)
