"""What the command line asks of a game's table: ``--deal N`` or ``--open FILE``.

``app.py`` records the request before the window opens (``request``); the game's first
``GameController`` takes it once (``take``) instead of resuming the saved match. A request
handed over by a second launch (``single_instance``, ``hand_over``) while that game's table is
already playing goes to the table at once (``attach``). Pure Python; everything runs on the
GUI thread.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

_REQUESTS: dict[str, dict[str, Any]] = {}
_TABLES: dict[str, list[weakref.WeakMethod[Callable[[], bool]]]] = {}


def request(game: str, deal: int | None = None, open_file: str | bytes | None = None) -> None:
    """The next table of ``game`` to open plays deal ``deal`` or opens the match file
    ``open_file`` (best as bytes, ``os.fsencode``: a name that is not UTF-8 must never become Qt
    text). The command line's request, made before any table exists: no open table is told (a
    table left open, e.g. by an earlier test in the same process, must never take it)."""
    _REQUESTS[game] = {"deal": deal, "open": open_file}


def hand_over(game: str, deal: int | None = None, open_file: str | bytes | None = None) -> None:
    """A second launch's request: as ``request``, and a table of ``game`` already playing is
    told at once (it takes the request; else the next table to open does)."""
    request(game, deal, open_file)
    for taken in list(_TABLES.get(game, [])):
        told = taken()
        if told is None or not told():  # gone, or closed
            _TABLES[game].remove(taken)


def take(game: str) -> dict[str, Any] | None:
    """The request for ``game``, once (``None`` when there is none)."""
    return _REQUESTS.pop(game, None)


def attach(game: str, told: Callable[[], bool]) -> None:
    """``told`` (a bound method, held weakly) is called when a request for ``game`` comes; it
    answers ``False`` when its table is closed (it is then forgotten)."""
    _TABLES.setdefault(game, []).append(weakref.WeakMethod(told))  # type: ignore[arg-type]
