"""What the player's record counts in High Trick (``GameRecord``, docs/engine.md): the tricks
taken; a deal's score is its tricks; the match stands at the points of each player."""

from __future__ import annotations

from typing import Any

from ...contract import Event
from ...record import winner_outcome

COUNTS = ("tricks",)
MAXIMA: frozenset[str] = frozenset()
SIGNED: frozenset[str] = frozenset()


def deal_score(deal_end: Event, seat: int) -> float:
    """The tricks ``seat`` took in the deal."""
    return float(deal_end.get("points", [0, 0])[seat])


def outcome(result: dict[str, Any] | None, seat: int) -> str:
    """Won or lost by the result's ``winner`` seat."""
    return winner_outcome(result, seat)


def standing(observation: dict[str, Any]) -> list[int]:
    """The match points of the observing seat and of the other."""
    points = observation.get("match_points", [0, 0])
    seat = int(observation.get("seat", 0))
    return [int(points[seat]), int(points[1 - seat])]


def counts(
    events: list[Event], result: dict[str, Any] | None, outcome: str, seat: int
) -> dict[str, int]:
    """The tricks ``seat`` took over the match."""
    return {"tricks": sum(1 for e in events if e.get("type") == "trick" and e["winner"] == seat)}
