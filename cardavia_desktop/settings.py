"""User settings as JSON in the platformdirs config folder: atomic writes, bad files set aside.

Pure Python (no Qt): ``controllers/settings_controller.py`` exposes it to QML. Problems are
reported as data (``LoadResult.problem`` + the path the bad file was moved to); the UI words them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from . import paths, storage
from .storage import atomic_write_json

FORMAT = "cardavia-settings/1"
AI_LEVELS = ("easy", "normal", "hard")
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
    ai_level: str = "normal"
    """Strength of the AI opponents: one of ``AI_LEVELS``."""
    animation_speed: float = 1.0
    """Multiplier of animation speed (2.0 = twice as fast)."""
    reduced_motion: bool = False
    """Cards appear in place instead of moving (no sweeping, dealing or flying chips)."""
    four_colour: bool = False
    """Four-colour French suits (Diamonds blue, Clubs green) for colour-blind players."""

    def to_json(self) -> dict[str, Any]:
        """The JSON object written to disk."""
        return {"format": FORMAT, **asdict(self)}

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Read a JSON object; invalid or missing values fall back to their defaults.

        Raises ``ValueError`` when ``data`` is not a settings object at all.
        """
        if not isinstance(data, dict):
            raise ValueError("settings file does not hold a JSON object")
        defaults = cls()
        values: dict[str, Any] = {}
        for spec in fields(cls):
            default = getattr(defaults, spec.name)
            values[spec.name] = _valid(spec.name, data.get(spec.name, default), default)
        return cls(**values)


def _valid(name: str, value: Any, default: Any) -> Any:
    """``value`` if it fits setting ``name`` (clamped into range), else ``default``."""
    if name in ("contrast", "grain", "temperature"):
        if isinstance(value, bool) or not isinstance(value, int | float):
            return default
        return max(0, min(100, round(value)))
    if name == "animation_speed":
        if isinstance(value, bool) or not isinstance(value, int | float):
            return default
        low, high = ANIMATION_SPEED_RANGE
        return max(low, min(high, float(value)))
    if name in ("reduced_motion", "four_colour"):
        return value if isinstance(value, bool) else default
    if name == "ai_level":
        return value if value in AI_LEVELS else default
    if name == "language":
        ok = isinstance(value, str) and 2 <= len(value) <= 16 and value.replace("_", "").isalnum()
        return value if ok else default
    return default


@dataclass
class LoadResult:
    """What ``SettingsStore.load`` found."""

    settings: Settings
    """The settings to use (defaults when the file was missing or bad)."""
    problem: str | None = None
    """``None``, ``"corrupt"`` (not valid settings JSON) or ``"unreadable"`` (I/O error)."""
    detail: str = ""
    """The technical reason, for logs."""
    moved_to: Path | None = None
    """Where the bad file was set aside, if it could be moved."""


class SettingsStore:
    """Loads and saves ``Settings`` in one JSON file (``paths.settings_file()`` by default)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else paths.settings_file()

    def load(self) -> LoadResult:
        """Read the file; a missing file gives defaults, a bad one is moved aside."""
        try:
            return LoadResult(Settings.from_json(storage.read_json(self.path)))
        except FileNotFoundError:
            return LoadResult(Settings())
        except storage.BadFile as error:
            return LoadResult(Settings(), error.problem, error.detail, self._move_aside())
        except ValueError as error:  # valid JSON, but not a settings object
            return LoadResult(Settings(), "corrupt", str(error), self._move_aside())

    def save(self, settings: Settings) -> None:
        """Write atomically: a temporary file in the same folder, flushed, then ``os.replace``."""
        atomic_write_json(self.path, settings.to_json())

    def _move_aside(self) -> Path | None:
        return storage.move_aside(self.path)
