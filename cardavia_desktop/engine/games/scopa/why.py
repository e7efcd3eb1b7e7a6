"""What Scopa's hint facts (``hints.py``) withhold from a third person (``engine/why.py``).

Captures, a scopa, the prize cards taken and the table's sum are about cards in view and stay.
Whether the table left can be swept (``leaves_sweep`` / ``no_sweep``) the hint decides from
the cards its seat has not seen, which leaves out the seat's own hand: told as is, "no sweep"
could say which values that hand holds. ``restate`` decides it again from the cards nobody
has seen played (both hands and the stock), so the fact depends on public cards only.

``weigh`` splits the rules-of-thumb score of a move (``policy.policy_score``, about deal
points) among its facts, judged from the same public cards: what decided a move over another
(``engine.why.why_contrast``'s ``decides``) is the fact whose share differs most.
"""

from __future__ import annotations

from typing import Any

from .ai import parse_move
from .policy import (
    DIAMOND_WORTH,
    HOLD_PROB,
    PRIMIERA_WORTH,
    SCOPA,
    SETTEBELLO_WORTH,
    mask_worth,
    policy_score,
)
from .rules import BIT, FULL_MASK, PACK, VALUE_MASK

PRIVATE: frozenset[str] = frozenset()
PAST: frozenset[str] = frozenset({"last_deal", "voided"})
"""Observation keys about cards dealt again since (``engine.why.shown_cards``): the deal
before's summary, the opening tables voided back into the pack."""
_SWEEP = ("leaves_sweep", "no_sweep")


def exact(observation: dict[str, Any]) -> bool:
    """Whether the Hard level's search is exact here, no guess at a hidden card (``engine.why``
    ``why_contrast``'s ``exact``): with the stock empty the opponent's hand is the cards not
    yet seen, and the rest of the deal is calculated through (``ai.py``)."""
    return int(observation.get("stock_size", 1)) == 0


def _sum(mask: int) -> int:
    return sum(value * (mask & VALUE_MASK[value]).bit_count() for value in range(1, 11))


def _out_of_play(observation: dict[str, Any], card: int) -> int:
    """The cards nobody has seen played: both hands (but ``card``) and the stock."""
    table = PACK.mask(observation["table"])
    piles = PACK.mask([*observation["piles"][0], *observation["piles"][1]])
    return FULL_MASK & ~(table | piles | BIT[card])


def restate(
    observation: dict[str, Any], action: str, facts: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """``facts`` with the sweep fact decided from the cards not yet played by anyone (and the
    card laid telling the table's sum only when the sweep's words do not)."""
    if not any(fact["fact"] in _SWEEP for fact in facts):
        return facts
    card, captured = parse_move(action)
    table = PACK.mask(observation["table"])
    rest = table & ~captured if captured else table | BIT[card]
    out_of_play = _out_of_play(observation, card)
    total = _sum(rest)
    if total <= 10 and out_of_play & VALUE_MASK[total]:
        sweep: dict[str, Any] = {"fact": "leaves_sweep", "sum": total}
    else:
        sweep = {"fact": "no_sweep"}
    laid: dict[str, Any] = {"fact": "lays_card"}  # its sum told once: in the sweep's words
    if sweep["fact"] == "no_sweep":
        laid["table_sum"] = total
    return [
        sweep if fact["fact"] in _SWEEP else laid if fact["fact"] == "lays_card" else fact
        for fact in facts
    ]


def weigh(
    observation: dict[str, Any], action: str, facts: list[dict[str, Any]]
) -> dict[str, float]:
    """Each fact kind of ``action``'s ``facts`` with its share of the move's rules-of-thumb
    score (``policy_score``, from the cards nobody has seen played, as ``restate``): the prize
    cards (settebello, Diamonds, sevens towards the primiera), a scopa, the sweep it leaves
    (the chance of it times what it would take), and the rest (cards and primiera of the other
    cards taken, or the card laid) under ``captures`` / ``lays_card``. The shares add up to
    the score."""
    card, captured = parse_move(action)
    table = PACK.mask(observation["table"])
    unseen = _out_of_play(observation, card)
    opp = int(observation["opponent_hand_size"])
    kinds = {fact["fact"]: fact for fact in facts}
    last = "last_play" in kinds
    total = policy_score(card, captured, table, unseen, opp, last)
    shares: dict[str, float] = {}
    if "takes_settebello" in kinds:
        shares["takes_settebello"] = SETTEBELLO_WORTH
    if "takes_diamonds" in kinds:
        shares["takes_diamonds"] = DIAMOND_WORTH * kinds["takes_diamonds"]["count"]
    if "takes_sevens" in kinds:
        shares["takes_sevens"] = PRIMIERA_WORTH[7] * kinds["takes_sevens"]["count"]
    if "scopa" in kinds:
        shares["scopa"] = SCOPA
    if "leaves_sweep" in kinds:
        rest = table & ~captured if captured else table | BIT[card]
        same = (unseen & VALUE_MASK[kinds["leaves_sweep"]["sum"]]).bit_count()
        chance = HOLD_PROB[unseen.bit_count()][same][opp] if opp else 0.0
        shares["leaves_sweep"] = -chance * (SCOPA + mask_worth(rest))
    rest_kind = "captures" if captured else "lays_card"
    shares[rest_kind] = total - sum(shares.values())
    return {kind: round(value, 3) for kind, value in shares.items()}
