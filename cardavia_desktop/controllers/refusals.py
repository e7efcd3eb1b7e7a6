"""Why a card of the hand cannot be played now, in the engine's own words (its error codes).

The views dim a card that has no legal play and show the reason on hover and keyboard focus;
the reason is the ``IllegalAction`` code the engine gives for playing it, which the view
translates like any refusal. Pure Python, run on the worker thread next to the match.
"""

from __future__ import annotations

from typing import Any

from cardavia_desktop.engine import IllegalAction


def card_refusals(match: Any, hand: list[str], legal: list[str]) -> dict[str, str]:
    """For each card of ``hand`` with no legal play, the engine's refusal code for playing it.

    Empty unless a card is to be played now (``play:`` actions among ``legal``).
    """
    if not any(action.startswith("play:") for action in legal):
        return {}
    playable = {action.split(":")[1] for action in legal if action.startswith(("play:", "marry:"))}
    refusals: dict[str, str] = {}
    for code in hand:
        if code in playable:
            continue
        try:
            match.parse(f"play:{code}")
        except IllegalAction as refusal:
            refusals[code] = refusal.code
        else:  # legal after all (a form the list did not show): nothing to explain
            continue
    return refusals
