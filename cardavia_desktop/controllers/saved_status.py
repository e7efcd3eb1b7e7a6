"""``SavedMatches``: what the lobby shows of each game's saved match (under way, its score).

It reads the ``status`` the worker writes beside the moves (``SavedGames.status``): a small
JSON read, no engine loaded, nothing moved or changed (the table judges the save when opened).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Slot
from PySide6.QtQml import QmlElement

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
class SavedMatches(QObject):
    """Lobby-side reader of the saved matches' status."""

    @Slot(str, result="QVariantMap")
    def status(self, game: str) -> dict[str, Any]:
        """``{"underWay": bool, "standing": [yours, theirs], "moves": n}`` for ``game``;
        ``underWay`` is false when there is no save, it is over or nothing has been played."""
        from cardavia_desktop.saved_games import SavedGames

        try:
            found = SavedGames().status(game)
        except ValueError:  # not a game id
            found = None
        if found is None:
            return {"underWay": False, "standing": [0, 0], "moves": 0}
        return {"underWay": found["moves"] > 0 and not found["over"],
                "standing": found["standing"], "moves": found["moves"]}
