"""Facts behind a Lock & Bet action, for the hint: data the view translates, never sentences.

Fact kinds: ``win_chance`` (``percent``: the chance, with half of a tie, that the card locked —
or to be locked — beats the opponent's, from the cards not yet seen and its UP/DOWN signal),
``bet_size`` (``total``: the round total after the bet or raise, ``pot``: the pot before it),
``pot_odds`` (``to_call``, ``pot``: what a call costs and the pot it then plays for),
``all_in``, ``forfeits`` (``chips``: what a fold gives up).
"""

from __future__ import annotations

from typing import Any

from .ai import equity, opponent_lock_distribution
from .rules import CARD_RANK, PACK

FACT_KINDS: tuple[str, ...] = ("win_chance", "bet_size", "pot_odds", "all_in", "forfeits")
"""Every ``fact`` this module can name."""


def facts(observation: dict[str, Any], action: str) -> list[dict[str, Any]]:
    """What ``action`` does, as seen from ``observation`` (the seat to act)."""
    seat = observation["seat"]
    verb, _, arg = action.partition(":")
    card = arg if verb == "lock" else observation["locked_card"]
    out: list[dict[str, Any]] = []
    if card:
        chance = equity(CARD_RANK[PACK.index(card)], opponent_lock_distribution(observation))
        out.append({"fact": "win_chance", "percent": round(100 * chance)})
    if verb == "lock":
        return out
    limits = observation["betting"] or {}
    pot = observation["pot"]
    stack = observation["stacks"][seat]
    bet = observation["bets"][seat]
    if verb in ("bet", "raise"):
        total = int(arg)
        out.append({"fact": "bet_size", "total": total, "pot": pot})
        if total - bet >= stack:
            out.append({"fact": "all_in"})
    elif verb == "allin":
        out.append({"fact": "all_in"})
    elif verb == "call":
        to_call = limits.get("call_amount", 0)
        out.append({"fact": "pot_odds", "to_call": to_call, "pot": pot + to_call})
        if to_call >= stack:
            out.append({"fact": "all_in"})
    elif verb == "fold":
        out.append({"fact": "forfeits", "chips": observation["antes"][seat] + bet})
    return out
