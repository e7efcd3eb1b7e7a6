"""Facts behind a Lock & Bet action, for the hint: data the view translates, never sentences.

Fact kinds: ``win_chance`` (``percent``: the chance, with half of a tie, that the card locked —
or to be locked — beats the opponent's; while locking, against the cards not yet seen and the
opponent's UP/DOWN signal; while betting, against the range the hard level's solution gives the
opponent after the betting seen so far, the range its values are computed against),
``bet_size`` (``total``: the round total after the bet or raise, ``pot``: the pot before it),
``pot_odds`` (``to_call``, ``pot``: what a call costs and the pot it then plays for, both
stakes — an all-in call for less plays for its own, the rest goes back; ``stake``:
the chips the call then wins if the card wins and loses if it loses, so a call is worth about
``(2 * win_chance - 1) * stake``),
``checks`` (no chip put in now), ``all_in``, ``forfeits`` (``chips``: what a fold gives up;
``to_call``, ``pot``: the call it declines, as ``pot_odds`` has them: its public price).
"""

from __future__ import annotations

from typing import Any

from ...search.cfr import Decision, reaches_at
from .ai import equity, locate_line, opponent_lock_distribution, public_facts
from .model import betting_actions
from .rules import CARD_RANK, PACK
from .solver import HARD

FACT_KINDS: tuple[str, ...] = (
    "win_chance",
    "bet_size",
    "pot_odds",
    "checks",
    "all_in",
    "forfeits",
)
"""Every ``fact`` this module can name."""


def opponent_range(observation: dict[str, Any]) -> list[float]:
    """The chance of each rank being the opponent's locked card: while betting, the hard
    solution's range for it after the betting seen (the one ``rank`` values against); while
    locking (or off the solved tree), from the unseen cards and its signal alone."""
    if observation["phase"] == "bet" and observation["locked_card"]:
        solution, node, _ = locate_line(
            *public_facts(observation), HARD, betting_actions(observation)
        )
        role = 0 if observation["seat"] == observation["first_player"] else 1
        if isinstance(node, Decision) and node.player == role:
            reach = reaches_at(solution.solver.game, solution.strategy, node)[1 - role]
            total = sum(reach)
            if total > 0:
                return [r / total for r in reach]
    return opponent_lock_distribution(observation)


def facts(observation: dict[str, Any], action: str) -> list[dict[str, Any]]:
    """What ``action`` does, as seen from ``observation`` (the seat to act)."""
    seat = observation["seat"]
    verb, _, arg = action.partition(":")
    card = arg if verb == "lock" else observation["locked_card"]
    out: list[dict[str, Any]] = []
    if verb == "fold":
        to_call, pot, _stake = call_terms(observation, seat)
        chips = observation["antes"][seat] + observation["bets"][seat]
        return [{"fact": "forfeits", "chips": chips, "to_call": to_call, "pot": pot}]
    if card:
        chance = equity(CARD_RANK[PACK.index(card)], opponent_range(observation))
        out.append({"fact": "win_chance", "percent": round(100 * chance)})
    if verb == "lock":
        return out
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
        to_call, pot_after, stake = call_terms(observation, seat)
        out.append({"fact": "pot_odds", "to_call": to_call, "pot": pot_after, "stake": stake})
        if to_call >= stack:
            out.append({"fact": "all_in"})
    elif verb == "check":
        out.append({"fact": "checks"})
    return out


def call_terms(observation: dict[str, Any], seat: int) -> tuple[int, int, int]:
    """What a call costs ``seat``, the pot it then plays for and the stake of each side: an
    all-in call for less plays for both stakes only (the unmatched chips go back)."""
    to_call = (observation["betting"] or {}).get("call_amount", 0)
    other = 1 - seat
    stake = min(
        observation["antes"][seat] + observation["bets"][seat] + to_call,
        observation["antes"][other] + observation["bets"][other],
    )
    return to_call, min(observation["pot"] + to_call, 2 * stake), stake
