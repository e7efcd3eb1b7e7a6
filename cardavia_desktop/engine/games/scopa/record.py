"""What the player's record counts in Scopa (``GameRecord``, docs/engine.md): scope, the
settebello and the primiera taken; a deal's score is its deal points."""

from __future__ import annotations

from typing import Any

from ...contract import Event
from ...record import winner_outcome

COUNTS = ("scope", "settebello", "primiera")
MAXIMA: frozenset[str] = frozenset()
SIGNED: frozenset[str] = frozenset()


def deal_score(deal_end: Event, seat: int) -> float:
    """``seat``'s deal points."""
    return float(deal_end.get("points", [0, 0])[seat])


def outcome(result: dict[str, Any] | None, seat: int) -> str:
    """Won, lost or drawn by the result's ``winner`` seat."""
    return winner_outcome(result, seat)


def standing(observation: dict[str, Any]) -> list[int]:
    """Match points, yours and the opponent's."""
    return [int(v) for v in observation.get("match_points", [0, 0])]


def counts(
    events: list[Event], result: dict[str, Any] | None, outcome: str, seat: int
) -> dict[str, int]:
    """Scope swept, settebello and primiera won by ``seat`` over the match's deals."""
    found = dict.fromkeys(COUNTS, 0)
    for deal in events:
        if deal.get("type") != "deal_end":
            continue
        found["scope"] += int(deal.get("scope", [0, 0])[seat])
        prizes = deal.get("prizes", {})
        found["settebello"] += int(prizes.get("settebello") == seat)
        found["primiera"] += int(prizes.get("primiera") == seat)
    return found
