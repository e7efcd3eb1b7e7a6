"""What the player's record counts in Lock & Bet (``GameRecord``, docs/engine.md): chips won,
the biggest pot won (a maximum, not a sum), the player's and the AI's folds; a deal's score is
the chips won or lost in it."""

from __future__ import annotations

from typing import Any

from ...contract import Event
from ...record import winner_outcome

COUNTS = ("chips_won", "biggest_pot", "folds", "ai_folds")
MAXIMA = frozenset({"biggest_pot"})
"""The largest pot won, not a sum."""
SIGNED = frozenset({"chips_won"})
"""Chips won may be negative (lost)."""


def deal_score(deal_end: Event, seat: int) -> float:
    """The chips ``seat`` won (+) or lost (−) in the deal."""
    return float(deal_end.get("net", [0, 0])[seat])


def outcome(result: dict[str, Any] | None, seat: int) -> str:
    """Won, lost or drawn by the result's ``winner`` seat."""
    return winner_outcome(result, seat)


def standing(observation: dict[str, Any]) -> list[int]:
    """Chip stacks, yours and the opponent's."""
    return [int(v) for v in observation.get("stacks", [0, 0])]


def counts(
    events: list[Event], result: dict[str, Any] | None, outcome: str, seat: int
) -> dict[str, int]:
    """``seat``'s chips won, its biggest pot won, its folds and the opponent's."""
    found = dict.fromkeys(COUNTS, 0)
    for event in events:
        kind = event.get("type")
        if kind == "fold":
            found["folds" if event.get("seat") == seat else "ai_folds"] += 1
        elif kind == "pot" and event.get("winner") == seat:
            found["biggest_pot"] = max(found["biggest_pot"], int(event.get("pot", 0)))
        elif kind == "deal_end":
            found["chips_won"] += int(event.get("net", [0, 0])[seat])
    return found
