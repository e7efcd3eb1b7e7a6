"""Where a match stands, for the lobby: your side's and the other side's score, as numbers.

Pure Python, run on the engine worker when the match is saved (the lobby reads it from the save
without loading any engine). The numbers are the ones each table shows as the match score.
"""

from __future__ import annotations

from typing import Any


def standing(game: str, observation: dict[str, Any]) -> list[int]:
    """``[yours, theirs]`` (its record's ``standing``): Scopa's match points, Schnapsen's game
    points won, the tarot games' card points (Piedicavallo) or resti (Minchiate), Lock & Bet's
    chips."""
    from .statistics import game_record

    return [int(v) for v in list(game_record(game).standing(observation))[:2]]


def match_status(match: Any, seat: int = 0) -> dict[str, Any]:
    """What the lobby shows of a saved match: moves made, over or not, the standing, and
    whether ``seat`` decided anything yet (before that, a match is not under way)."""
    from .statistics_figures import human_decided

    return {
        "moves": len(match.history),
        "over": bool(match.is_over),
        "standing": standing(match.game, match.observation(seat)),
        "decided": human_decided(match, seat),
    }
