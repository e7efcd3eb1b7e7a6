"""Where a match stands, for the lobby: your side's and the other side's score, as numbers.

Pure Python, run on the engine worker when the match is saved (the lobby reads it from the save
without loading any engine). The numbers are the ones each table shows as the match score.
"""

from __future__ import annotations

from typing import Any

MATCH_TARGET = {"schnapsen": 7}
"""Schnapsen counts game points down from 7: the standing is the points already won."""


def standing(game: str, observation: dict[str, Any]) -> list[int]:
    """``[yours, theirs]``: Scopa's match points, Schnapsen's game points won, the tarot games'
    card points (Piedicavallo) or resti (Minchiate), Lock & Bet's chips."""
    if game == "scopa":
        values = observation.get("match_points", [0, 0])
    elif game == "schnapsen":
        left = observation.get("match_points", [7, 7])
        values = [MATCH_TARGET[game] - v for v in left]
    elif game == "piedicavallo":
        values = observation.get("points", [0, 0])
    elif game == "minchiate":
        values = observation.get("resti", [0, 0])
    elif game == "lockbet":
        values = observation.get("stacks", [0, 0])
    else:
        values = [0, 0]
    return [int(v) for v in list(values)[:2]]


def match_status(match: Any, seat: int = 0) -> dict[str, Any]:
    """What the lobby shows of a saved match: moves made, over or not, the standing."""
    return {
        "moves": len(match.history),
        "over": bool(match.is_over),
        "standing": standing(match.game, match.observation(seat)),
    }
