"""``LevelGuide``: what the AI-level chooser says each level of one game measured (QML
element, module ``Cardavia``), read from the levels file the ladder writes
(``paths.levels_file()``, ``benchmarks/levels_file.py``).

The figures only, never words: the view words and formats them (numbers through the
locale). A step the file does not hold, or holds without a measurement, is left out, and a
missing or unreadable file gives no figures at all: the chooser then shows none.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from PySide6.QtCore import Property, QObject, Signal
from PySide6.QtQml import QmlElement

from .. import paths

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1

FORMAT = "cardavia-levels/1"
LEVELS = ("easy", "normal", "hard")


@cache
def _file() -> dict[str, Any]:
    try:
        data = json.loads(paths.levels_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) and data.get("format") == FORMAT else {}


def measured_steps(game: str, data: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Each measured level of ``game``, lowest first: ``level``, ``against`` (the level below,
    or ``random``), ``winRate``, ``low``, ``high`` (its 95 % interval), ``count`` and ``unit``
    (``deals`` or ``matches``), ``date`` (``YYYY-MM-DD``)."""
    levels = ((data if data is not None else _file()).get("games") or {}).get(game) or {}
    out = []
    for level in LEVELS:
        step = levels.get(level) or {}
        figures = step.get("measured")
        if not figures:
            continue
        try:
            low, high = (float(x) for x in figures["ci95"])
            out.append(
                {
                    "level": level,
                    "against": str(step["against"]),
                    "winRate": float(figures["win_rate"]),
                    "low": low,
                    "high": high,
                    "count": int(figures["deals"]),
                    "unit": str(figures["unit"]),
                    "date": str(figures["date"])[:10],
                }
            )
        except (KeyError, TypeError, ValueError):
            continue  # an unreadable step shows nothing, as one not measured
    return out


@QmlElement
class LevelGuide(QObject):
    """The measured steps of one game's levels (``steps``), for the level chooser."""

    gameIdChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = ""

    def _get_game(self) -> str:
        return self._game

    def _set_game(self, game: str) -> None:
        if game != self._game:
            self._game = game
            self.gameIdChanged.emit()

    gameId = Property(str, _get_game, _set_game, notify=gameIdChanged)
    """The game whose levels these are."""

    def _get_steps(self) -> list[dict[str, Any]]:
        return measured_steps(self._game)

    steps = Property(list, _get_steps, notify=gameIdChanged)
    """``measured_steps(gameId)``: only the steps the file holds figures for."""
