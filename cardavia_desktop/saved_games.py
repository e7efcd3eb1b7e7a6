"""Saved matches: one JSON file per game, ``<user data dir>/cardavia/matches/<game>.json``.

Each file holds ``Match.to_dict()`` (seed, dealer, first deck and the moves, with a move count and
digest). Writes are atomic; a file that cannot be read, is not JSON or that ``load_match`` refuses
(``bad_save``, or any other failure while replaying it) is moved aside as
``<game>.json.corrupt-<timestamp>``, a save of a newer version of the app as
``<game>.json.newer-<timestamp>``, and reported as data (``LoadResult.problem``); the UI words
it. Pure Python (no Qt): the engine worker calls it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import paths, storage
from .engine import IllegalAction, load_match
from .engine.match import SAVE_FORMAT, Match

MAX_SEED = 2**31 - 1
"""The app's seeds fit a Qt ``int``; a save with another seed was not written by the app."""

_FORMAT = re.compile(r"cardavia-match/(\d{1,6})")


def matches_dir() -> Path:
    """The folder of saved matches (``$XDG_DATA_HOME/cardavia/matches`` on Linux)."""
    return paths.data_dir() / "matches"


@dataclass
class LoadResult:
    """What ``SavedGames.load`` found."""

    match: Match | None
    """The saved match, rebuilt move by move; ``None`` when there is none or it was bad."""
    problem: str | None = None
    """``None``, ``"corrupt"`` (not JSON), ``"unreadable"`` (I/O error), ``"damaged"``
    (JSON, but not a match ``load_match`` accepts: edited or missing moves, another game…) or
    ``"newer"`` (a match saved by a newer version of the app: kept, never replayed)."""
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
        """The saved match of ``game``, never raising: a missing file gives none, a bad one is
        moved aside (``storage.load``)."""
        loaded = storage.load(self.path(game), lambda data: _read_match(game, data))
        return LoadResult(loaded.value, loaded.problem, loaded.detail, loaded.moved_to)

    def save(self, match: Match, status: dict[str, Any] | None = None) -> Path:
        """Write ``match`` as its game's save, atomically; returns the file written.

        ``status`` (``controllers/standing.match_status``) is kept beside the moves for the
        lobby, which reads it without replaying the match; loading ignores it."""
        path = self.path(match.game)
        data = match.to_dict()
        if status is not None:
            data["status"] = status
        storage.atomic_write_json(path, data)
        return path

    def status(self, game: str) -> dict[str, Any] | None:
        """The lobby's look at ``game``'s save: its ``status`` if the file holds a readable one,
        else ``None``. Never raises and never moves a file (opening the table judges the save)."""
        try:
            data = storage.read_json(self.path(game))
        except Exception:  # missing, unreadable or corrupt: the table will say so when opened
            return None
        status = data.get("status") if isinstance(data, dict) else None
        if not isinstance(status, dict):
            return None
        moves, over, standing = status.get("moves"), status.get("over"), status.get("standing")
        if not (
            type(moves) is int
            and 0 <= moves <= MAX_SEED
            and type(over) is bool
            and isinstance(standing, list)
            and len(standing) == 2
            and all(type(v) is int and abs(v) <= MAX_SEED for v in standing)
        ):
            return None  # not what the worker writes (a 401-digit score QML cannot hold)
        decided = status.get("decided")  # absent from older saves: any move then counts
        closed = status.get("sheet_closed_at")  # absent: no deal's sheet was closed there
        return {
            "moves": moves,
            "over": over,
            "standing": list(standing),
            "decided": decided if type(decided) is bool else moves > 0,
            "sheet_closed_at": closed if type(closed) is int and closed == moves else None,
        }


def looks_like_match(data: Any) -> bool:
    """Whether ``data`` says it is a Cardavia match (an object with a match ``format``), right
    or wrong in its moves: anything else is another file, not a damaged match."""
    return (
        isinstance(data, dict)
        and isinstance(data.get("format"), str)
        and _FORMAT.fullmatch(data["format"]) is not None
    )


def _read_match(game: str, data: Any) -> Match:
    """The match a save holds; raises for anything the app did not write (``storage.load``
    sets the file aside)."""
    if isinstance(data, dict) and isinstance(data.get("format"), str):
        found = _FORMAT.fullmatch(data["format"])
        if found and int(found[1]) > int(SAVE_FORMAT.rsplit("/", 1)[1]):
            raise storage.NewerFormat(data["format"], SAVE_FORMAT)
    match = load_match(data)
    if match.game != game:
        raise IllegalAction(f"the save of {game} holds a {match.game} match", "bad_save")
    if not 0 <= match.seed <= MAX_SEED:
        raise IllegalAction(f"seed {match.seed} is outside 0..{MAX_SEED}", "bad_save")
    return match
