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
    """The chips each side has, yours and the opponent's: its stack and what it put in the
    deal's pot (ante and bets), still its own until the deal ends. The next deal is dealt and
    anted in the move that ends a deal (rules 3.4), so after a deal won at 21 to 19 the stacks
    read 20 to 18 with a pot of 2: the lobby says 21 to 19, the chips after the last finished
    deal (newcomer #9 item 9); the chips always add up to the match's 40."""
    stacks = observation.get("stacks", [0, 0])
    antes = observation.get("antes") or [0, 0]
    bets = observation.get("bets") or [0, 0]
    return [int(stacks[i]) + int(antes[i]) + int(bets[i]) for i in range(2)]


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
