"""What the command line asks of the first table of a game: ``--deal N`` or ``--open FILE``.

``app.py`` records the request before the window opens; the game's first ``GameController``
takes it once (``take``) instead of resuming the saved match. Pure Python.
"""

from __future__ import annotations

from typing import Any

_REQUESTS: dict[str, dict[str, Any]] = {}


def request(game: str, deal: int | None = None, open_file: str | bytes | None = None) -> None:
    """The first table of ``game`` plays deal ``deal`` or opens the match file ``open_file``
    (best as bytes, ``os.fsencode``: a name that is not UTF-8 must never become Qt text)."""
    _REQUESTS[game] = {"deal": deal, "open": open_file}


def take(game: str) -> dict[str, Any] | None:
    """The request for ``game``, once (``None`` when there is none)."""
    return _REQUESTS.pop(game, None)
