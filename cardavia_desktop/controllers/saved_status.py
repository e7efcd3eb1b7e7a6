"""``SavedMatches``: what the lobby shows of each game's saved match (under way, its score).

It reads the ``status`` the worker writes beside the moves (``SavedGames.status``): a small
JSON read, no engine loaded, nothing moved or changed (the table judges the save when opened),
off the GUI thread (``background_read``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from .background_read import read_later

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1


def status_of(game: str) -> dict[str, Any]:
    """``{"underWay": bool, "standing": [yours, theirs], "moves": n}`` for ``game``;
    ``underWay`` is false when there is no save, it is over or you have decided nothing yet
    (a new match the AI began, or the one a lesson left on the table, is no match under way)."""
    from cardavia_desktop.saved_games import SavedGames

    try:
        found = SavedGames().status(game)
    except ValueError:  # not a game id
        found = None
    if found is None:
        return {"underWay": False, "standing": [0, 0], "moves": 0}
    return {
        "underWay": found["moves"] > 0 and found["decided"] and not found["over"],
        "standing": found["standing"],
        "moves": found["moves"],
    }


@QmlElement
class SavedMatches(QObject):
    """Lobby-side reader of the saved matches' status (off the GUI thread)."""

    statusRead = Signal(str, dict, arguments=["game", "status"])
    """The answer to ``read``: ``status_of`` the game."""

    @Slot(str)
    def read(self, game: str) -> None:
        """Read ``game``'s save (``statusRead`` brings its status; once per change of it)."""
        from cardavia_desktop.saved_games import SavedGames

        try:
            files = [SavedGames().path(game)]
        except ValueError:  # not a game id: nothing to read
            files = []
        read_later(
            self,
            lambda: status_of(game),
            lambda status: self.statusRead.emit(game, status),
            key=f"save:{files[0]}" if files else None,
            files=files,
        )
