"""What the player's record counts in Schnapsen (``GameRecord``, docs/engine.md): marriages,
closes won and lost, deals won for 2 and 3 game points, the Bummerl won (and won Schneider:
the opponent made no game point); a deal's score is the game points won."""

from __future__ import annotations

from typing import Any

from ...contract import Event
from ...record import winner_outcome
from .rules import MATCH_POINTS

COUNTS = (
    "marriages",
    "closes_won",
    "closes_lost",
    "deals_2",
    "deals_3",
    "bummerl_won",
    "bummerl_schneider",
)
MAXIMA: frozenset[str] = frozenset()
SIGNED: frozenset[str] = frozenset()


def deal_score(deal_end: Event, seat: int) -> float:
    """The game points ``seat`` won in the deal (0 when it lost it)."""
    return float(deal_end.get("game_points", 0)) if deal_end.get("winner") == seat else 0.0


def outcome(result: dict[str, Any] | None, seat: int) -> str:
    """Won, lost or drawn by the result's ``winner`` seat."""
    return winner_outcome(result, seat)


def standing(observation: dict[str, Any]) -> list[int]:
    """Game points won so far (the match counts down from 7), yours and the opponent's."""
    left = observation.get("match_points", [MATCH_POINTS, MATCH_POINTS])
    return [MATCH_POINTS - int(v) for v in left]


def counts(
    events: list[Event], result: dict[str, Any] | None, outcome: str, seat: int
) -> dict[str, int]:
    """``seat``'s marriages, closes, 2- and 3-point deals, and the Bummerl if it won."""
    found = dict.fromkeys(COUNTS, 0)
    closer: int | None = None
    for event in events:
        kind = event.get("type")
        if kind == "marriage" and event.get("seat") == seat:
            found["marriages"] += 1
        elif kind == "close":
            closer = event.get("seat")
        elif kind == "deal_end":
            won = event.get("winner") == seat
            if closer == seat:
                found["closes_won" if won else "closes_lost"] += 1
            closer = None
            if won and event.get("game_points") in (2, 3):
                found[f"deals_{event['game_points']}"] += 1
    if outcome == "won":
        found["bummerl_won"] = 1
        left = (result or {}).get("match_points", [0, MATCH_POINTS])
        # Schneider: the opponent made no game point
        found["bummerl_schneider"] = int(left[1 - seat] == MATCH_POINTS)
    return found
