"""What Lock & Bet's hint facts (``hints.py``) withhold from a third person (``engine/why.py``):
the locked card stays face down until the showdown, so its chance to win (which would tell
its rank) is not told. The chips (bet size, pot odds, all-in, what a fold gives up) are on the
table and stay.

``by_level`` adds the reason of the Normal level's own rule (``ai.EquityBot``: it locks the
card likelier to win, bets its card's chance times its chips, calls when the pot pays for it,
never bluffs), told from the chips on the table alone: what its bet's size, its check, call or
fold says of the chance it gives its card. Hard samples the strategy solved for the deal
(``ai.SolverBot``): ``plays_solved`` says so, as its reason for every move (what its card is
worth to that strategy would tell the card). Easy adds nothing: it now and then plays a
careless move.
"""

from __future__ import annotations

import math
from typing import Any

from .hints import call_terms
from .model import round_from_observation

PRIVATE: frozenset[str] = frozenset({"win_chance"})
PAST: frozenset[str] = frozenset({"history", "last_deal"})
"""Observation keys about cards that may be in play again (``engine.why.shown_cards``): the
deals before, whose cards a reshuffle puts back in the stock (``discards`` holds those still
out of play)."""
LEVEL_KINDS: tuple[str, ...] = (
    "locks_likelier",
    "bets_chance",
    "checks_even",
    "calls_price",
    "folds_price",
    "plays_solved",
)
"""The reasons ``by_level`` can give."""

RECKONED_RANKING: frozenset[str] = frozenset({"normal"})
"""The levels whose ranking (``EquityBot.rank``) is a solver's reckoning, not the rule they
play by, with no careless move: a move it rates lower is no slip (``engine.why.why_contrast``)."""

RULED: frozenset[str] = frozenset({"normal"})
"""The levels whose moves follow the equity rule exactly (no careless move, no sampling)."""


def withholds(observation: dict, action: str) -> bool:
    """Whether the hint would weigh a hidden card: a lock, or any bet while the seat's card is
    locked (public: the ``locked`` flags), but not a fold."""
    if action == "fold":
        return False
    return action.startswith("lock") or bool(observation["locked"][observation["seat"]])


def restate(
    observation: dict[str, Any], action: str, facts: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """``facts`` with a bet's or raise's ``all_in`` told as part of its ``bet_size``
    (``all_in: True``: "bets 16 into a pot of 2, all its chips"), so that a Why? says the
    move once, not "That move puts in all its chips. That move bets 16 into a pot of 2"."""
    if not any(fact["fact"] == "bet_size" for fact in facts):
        return facts
    all_in = any(fact["fact"] == "all_in" for fact in facts)
    return [
        {**fact, "all_in": True} if fact["fact"] == "bet_size" and all_in else fact
        for fact in facts
        if fact["fact"] != "all_in"
    ]


def _percent(value: float, up: bool) -> int:
    """``value`` (a share) as a whole percent, rounded outward (``up``) and kept in 0–100."""
    percent = math.ceil(100 * value - 1e-9) if up else math.floor(100 * value + 1e-9)
    return min(100, max(0, percent))


def by_level(
    observation: dict[str, Any], action: str, level: str, facts: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """``facts`` after the level's own reason for ``action``: Normal's rule (``_rule``),
    Hard's solved strategy (``plays_solved``)."""
    if level == "hard":
        return [{"fact": "plays_solved"}, *facts]
    return [*_rule(observation, action, level), *facts]


def _rule(observation: dict[str, Any], action: str, level: str) -> list[dict[str, Any]]:
    """The Normal level's reason for ``action``, from public chips only: ``locks_likelier``
    (``up``/``down``: the opponent's public signal it judged against);
    ``bets_chance`` (``total``: its round total after a bet or raise, ``chips``: all it had
    for this round, ``low``/``high``: the percent range of the chance that size stands for,
    its card's chance times its chips); ``checks_even`` (it bets only above an even chance);
    ``calls_price`` / ``folds_price`` (``percent``: the share of the pot the call costs, the
    chance the call needs; a call's ``could_raise``: whether a raise was open to it — not when
    either side was all-in)."""
    if level not in RULED:
        return []
    verb, _, arg = action.partition(":")
    if verb == "lock":  # judged against the opponent's public signal (its figures)
        signal = observation["signals"][1 - observation["seat"]]
        return [{"fact": "locks_likelier", "up": signal["up"], "down": signal["down"]}]
    if observation["phase"] != "bet":
        return []
    state = round_from_observation(observation)
    me = state.to_act
    chips = state.bets[me] + state.stacks[me]
    if verb in ("bet", "raise") and chips > 0:
        total = int(arg)
        capped = total >= chips or (verb == "bet" and total >= state.stacks[me])
        low = max(50, _percent((total - 0.5) / chips, up=False))
        high = 100 if capped else min(100, _percent((total + 0.5) / chips, up=True))
        return [{"fact": "bets_chance", "total": total, "chips": chips, "low": low, "high": high}]
    if verb == "check":
        return [{"fact": "checks_even"}]
    if verb in ("call", "fold"):
        call, pot, _stake = call_terms(observation, observation["seat"])
        if call <= 0:
            return []
        price = _percent(call / pot, up=verb == "fold")
        if verb == "fold":
            return [{"fact": "folds_price", "percent": price}]
        limits = observation["betting"] or {}
        could_raise = bool(limits.get("can_raise") or limits.get("short_allin"))
        return [{"fact": "calls_price", "percent": price, "could_raise": could_raise}]
    return []
