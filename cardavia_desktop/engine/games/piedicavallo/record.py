"""What the player's record counts in Piedicavallo (``GameRecord``, docs/engine.md), for the
player's team: deals in which a team took every trick (sweeps for and against) and the card
points of each team; a deal's score is the team's card points."""

from __future__ import annotations

from typing import Any

from ...contract import Event
from ...record import sweeps, team_outcome, team_tallies

COUNTS = ("sweeps_for", "sweeps_against", "points_for", "points_against")
MAXIMA: frozenset[str] = frozenset()
SIGNED: frozenset[str] = frozenset()


def deal_score(deal_end: Event, seat: int) -> float:
    """The card points of ``seat``'s team in the deal."""
    return float(deal_end.get("points", [0, 0])[seat % 2])


def outcome(result: dict[str, Any] | None, seat: int) -> str:
    """Won or lost with the partner; drawn on a ``tie``."""
    return team_outcome(result, seat)


def standing(observation: dict[str, Any]) -> list[int]:
    """Card points of the two teams (NS, EW)."""
    return [int(v) for v in observation.get("points", [0, 0])]


def counts(
    events: list[Event], result: dict[str, Any] | None, outcome: str, seat: int
) -> dict[str, int]:
    """Sweeps and card points for and against ``seat``'s team."""
    team = seat % 2
    found = dict.fromkeys(COUNTS, 0)
    found["sweeps_for"], found["sweeps_against"] = sweeps(events, team)
    found["points_for"], found["points_against"] = team_tallies(events, team, "points")
    return found
