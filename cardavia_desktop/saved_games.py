"""Saved matches: one JSON file per game, ``<user data dir>/cardavia/matches/<game>.json``.

Each file holds ``Match.to_dict()`` (seed, dealer, first deck and the moves, with a move count and
digest). Writes are atomic; a file that cannot be read, is not JSON or that ``load_match`` refuses
(``bad_save``) is moved aside as ``<game>.json.corrupt-<timestamp>`` and reported as data
(``LoadResult.problem``); the UI words it. Pure Python (no Qt): the engine worker calls it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import paths, storage
from .engine import IllegalAction, load_match
from .engine.match import Match


def matches_dir() -> Path:
    """The folder of saved matches (``$XDG_DATA_HOME/cardavia/matches`` on Linux)."""
    return paths.data_dir() / "matches"


@dataclass
class LoadResult:
    """What ``SavedGames.load`` found."""

    match: Match | None
    """The saved match, rebuilt move by move; ``None`` when there is none or it was bad."""
    problem: str | None = None
    """``None``, ``"corrupt"`` (not JSON), ``"unreadable"`` (I/O error) or ``"damaged"``
    (JSON, but not a match ``load_match`` accepts: edited or missing moves, another game…)."""
    detail: str = ""
    """The technical reason, for logs."""
    moved_to: Path | None = None
    """Where the bad file was set aside, if it could be moved."""


class SavedGames:
    """Loads and saves the current match of each game in ``folder`` (``matches_dir()``)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else matches_dir()

    def path(self, game: str) -> Path:
        """The save file of ``game``."""
        if not (game.isascii() and game.isidentifier()):
            raise ValueError(f"not a game id: {game!r}")
        return self.folder / f"{game}.json"

    def load(self, game: str) -> LoadResult:
        """The saved match of ``game``; a missing file gives none, a bad one is moved aside."""
        path = self.path(game)
        try:
            data: Any = storage.read_json(path)
        except FileNotFoundError:
            return LoadResult(None)
        except storage.BadFile as error:
            return LoadResult(None, error.problem, error.detail, storage.move_aside(path))
        try:
            match = load_match(data)
            if match.game != game:
                raise IllegalAction(f"the save of {game} holds a {match.game} match", "bad_save")
        except (ValueError, TypeError, KeyError) as error:  # IllegalAction is a ValueError
            return LoadResult(None, "damaged", str(error), storage.move_aside(path))
        return LoadResult(match)

    def save(self, match: Match) -> Path:
        """Write ``match`` as its game's save, atomically; returns the file written."""
        path = self.path(match.game)
        storage.atomic_write_json(path, match.to_dict())
        return path
