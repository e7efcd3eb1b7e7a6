"""What the player's record counts in Minchiate (``GameRecord``, docs/engine.md), for the
player's team: deals in which a team took every trick (sweeps for and against) and the resti
of each team; a deal's score is the team's net resti."""

from __future__ import annotations

from typing import Any

from ...contract import Event
from ...record import sweeps, team_outcome, team_tallies

COUNTS = ("sweeps_for", "sweeps_against", "resti_for", "resti_against")
MAXIMA: frozenset[str] = frozenset()
SIGNED: frozenset[str] = frozenset()


def deal_score(deal_end: Event, seat: int) -> float:
    """The net resti of ``seat``'s team in the deal."""
    return float(deal_end.get("scores", [0, 0])[seat % 2])


def outcome(result: dict[str, Any] | None, seat: int) -> str:
    """Won or lost with the partner; drawn on a tie (no ``winning_team``)."""
    return team_outcome(result, seat)


def standing(observation: dict[str, Any]) -> list[int]:
    """Resti of the two teams (NS, EW)."""
    return [int(v) for v in observation.get("resti", [0, 0])]


def counts(
    events: list[Event], result: dict[str, Any] | None, outcome: str, seat: int
) -> dict[str, int]:
    """Sweeps and resti for and against ``seat``'s team."""
    team = seat % 2
    found = dict.fromkeys(COUNTS, 0)
    found["sweeps_for"], found["sweeps_against"] = sweeps(events, team)
    found["resti_for"], found["resti_against"] = team_tallies(events, team, "resti")
    return found
