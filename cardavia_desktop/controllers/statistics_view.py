"""``PlayerRecord``: the statistics page's and the lobby's view of the record (QML element).

Reads ``statistics.Statistics`` (the file, through ``storage.load``) when asked; the figures are
computed in Python, the page only lays them out.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from .statistics import COUNTS, KINDS, LEVELS, Statistics, figures

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
class PlayerRecord(QObject):
    """The record of each game, per AI level, for the page and the lobby tiles."""

    changed = Signal()
    """The record was reset here (pages showing it read it again)."""

    @Slot(str, result="QVariantMap")
    def figures(self, game: str) -> dict[str, Any]:
        """``{"levels": {level: {"plain": figures, "assisted": figures}}, "counts": [names],
        "notice": {problem, kept_as} or {}}`` for ``game``; levels with nothing are empty."""
        record = Statistics().load()
        levels: dict[str, Any] = {}
        for level, kinds in record["games"].get(game, {}).items():
            levels[level] = {kind: figures(kinds[kind]) for kind in KINDS if kind in kinds}
        return {"levels": levels, "order": list(LEVELS), "counts": list(COUNTS.get(game, ())),
                "notice": dict(record.get("notice", {}))}

    @Slot(str, result="QVariantMap")
    def summary(self, game: str) -> dict[str, Any]:
        """``{"played", "won"}`` over every level (the lobby tile's record): what the
        statistics table's "Matches played" and "Won" rows count, so matches with a take-back
        or a hint, counted apart there, are left out here too."""
        played = won = 0
        for kinds in Statistics().load()["games"].get(game, {}).values():
            plain = kinds.get("plain")
            if plain is not None:
                played += plain["played"]
                won += plain["won"]
        return {"played": played, "won": won}

    @Slot(str, result=str)
    def emblem(self, game: str) -> str:
        """The file URL of ``game``'s emblem (``resources/emblems/<id>.svg``), "" if missing."""
        from PySide6.QtCore import QUrl

        from cardavia_desktop import paths

        if not (game.isascii() and game.isidentifier()):
            return ""
        path = paths.resources_dir() / "emblems" / f"{game}.svg"
        return QUrl.fromLocalFile(str(path)).toString() if path.is_file() else ""

    @Slot(str, int, result=str)
    def exportPath(self, game: str, seed: int) -> str:
        """Where an export of ``game``'s match ``seed`` goes by default: the Documents folder
        (the home folder when there is none), ``cardavia-<game>-<seed>.json``."""
        from pathlib import Path

        from PySide6.QtCore import QStandardPaths

        folder = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
        return str(Path(folder) / f"cardavia-{game}-{max(0, seed)}.json")

    @Slot(str)
    def reset(self, game: str) -> None:
        """Forget ``game``'s record (the page asked first)."""
        Statistics().reset(game)
        self.changed.emit()

    @Slot()
    def dismissNotice(self) -> None:
        """The player has read that an unreadable record was set aside."""
        Statistics().dismiss_notice()
        self.changed.emit()
