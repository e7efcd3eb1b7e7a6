"""``PlayerRecord``: the statistics page's and the lobby's view of the record (QML element).

Reads ``statistics.Statistics`` (the file, through ``storage.load``) when asked, off the GUI
thread (``background_read``); the figures are computed in Python, the page only lays them out.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from .background_read import read_later
from .statistics import COUNTS, KINDS, LEVELS, Statistics, figures

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1


def figures_of(record: dict[str, Any], game: str) -> dict[str, Any]:
    """``{"levels": {level: {"plain": figures, "assisted": figures}}, "order": levels,
    "counts": [names], "notice": {problem, kept_as} or {}}`` of ``game`` in ``record``."""
    levels: dict[str, Any] = {}
    for level, kinds in record["games"].get(game, {}).items():
        levels[level] = {kind: figures(kinds[kind]) for kind in KINDS if kind in kinds}
    return {
        "levels": levels,
        "order": list(LEVELS),
        "counts": list(COUNTS.get(game, ())),
        "notice": dict(record.get("notice", {})),
    }


def summary_of(record: dict[str, Any], game: str) -> dict[str, Any]:
    """``{"played", "won", "assisted"}`` of ``game`` in ``record`` over every level (the lobby
    tile's record): what the statistics table's "Matches played" and "Won" rows count, and
    how many matches with a take-back or a hint were counted apart from them."""
    played = won = assisted = 0
    for kinds in record["games"].get(game, {}).values():
        plain = kinds.get("plain")
        if plain is not None:
            played += plain["played"]
            won += plain["won"]
        helped = kinds.get("assisted")
        if helped is not None:
            assisted += helped["played"]
    return {"played": played, "won": won, "assisted": assisted}


def export_folder() -> Path:
    """Where exports go by default: the Documents folder (the home folder when there is none)."""
    from PySide6.QtCore import QStandardPaths

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(folder) if folder else Path.home()


def sweep_export_folder(owner: QObject) -> None:
    """Remove, off the GUI thread, what exports killed mid-write left in the export folder
    (the other folders the app writes to are swept when their files are read or written)."""
    from cardavia_desktop import storage

    folder = export_folder()
    read_later(owner, lambda: storage.remove_stale_temporaries_in(folder), lambda _gone: None)


def read_record(owner: QObject, deliver: Callable[[dict[str, Any]], None]) -> None:
    """The record, read off the GUI thread (once per change of the file), to ``deliver``."""
    statistics = Statistics()
    read_later(
        owner, statistics.load, deliver, key=f"record:{statistics.path}", files=[statistics.path]
    )


@QmlElement
class PlayerRecord(QObject):
    """The record of each game, per AI level, for the page and the lobby tiles.

    The file is read off the GUI thread: ``readFigures``/``readSummary`` ask, and
    ``figuresRead``/``summaryRead`` bring the answer when it is there."""

    changed = Signal()
    """The record was reset here (pages showing it read it again)."""
    figuresRead = Signal(str, dict, arguments=["game", "figures"])
    """The answer to ``readFigures``: ``figures_of`` the record."""
    summaryRead = Signal(str, dict, arguments=["game", "summary"])
    """The answer to ``readSummary``: ``summary_of`` the record."""

    @Slot(str)
    def readFigures(self, game: str) -> None:
        """Read ``game``'s figures (``figuresRead`` brings them)."""
        read_record(self, lambda record: self.figuresRead.emit(game, figures_of(record, game)))

    @Slot(str)
    def readSummary(self, game: str) -> None:
        """Read ``game``'s won of played (``summaryRead`` brings them)."""
        read_record(self, lambda record: self.summaryRead.emit(game, summary_of(record, game)))

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
        return str(export_folder() / f"cardavia-{game}-{max(0, seed)}.json")

    @Slot(str)
    def reset(self, game: str) -> None:
        """Forget ``game``'s record (the page asked first); ``changed`` once it is done."""
        read_later(self, lambda: Statistics().reset(game), lambda _done: self.changed.emit())

    @Slot()
    def dismissNotice(self) -> None:
        """The player has read that an unreadable record was set aside."""
        read_later(self, Statistics().dismiss_notice, lambda _done: self.changed.emit())
