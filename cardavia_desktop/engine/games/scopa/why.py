"""What Scopa's hint facts (``hints.py``) withhold from a third person (``engine/why.py``).

Captures, a scopa, the prize cards taken and the table's sum are about cards in view and stay.
Whether the table left can be swept (``leaves_sweep`` / ``no_sweep``) the hint decides from
the cards its seat has not seen, which leaves out the seat's own hand: told as is, "no sweep"
could say which values that hand holds. ``restate`` decides it again from the cards nobody
has seen played (both hands and the stock), so the fact depends on public cards only.
"""

from __future__ import annotations

from typing import Any

from .ai import parse_move
from .rules import BIT, FULL_MASK, PACK, VALUE_MASK

PRIVATE: frozenset[str] = frozenset()
_SWEEP = ("leaves_sweep", "no_sweep")


def _sum(mask: int) -> int:
    return sum(value * (mask & VALUE_MASK[value]).bit_count() for value in range(1, 11))


def restate(
    observation: dict[str, Any], action: str, facts: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """``facts`` with the sweep fact decided from the cards not yet played by anyone."""
    if not any(fact["fact"] in _SWEEP for fact in facts):
        return facts
    card, captured = parse_move(action)
    table = PACK.mask(observation["table"])
    rest = table & ~captured if captured else table | BIT[card]
    piles = PACK.mask([*observation["piles"][0], *observation["piles"][1]])
    out_of_play = FULL_MASK & ~(table | piles | BIT[card])
    total = _sum(rest)
    if total <= 10 and out_of_play & VALUE_MASK[total]:
        sweep: dict[str, Any] = {"fact": "leaves_sweep", "sum": total}
    else:
        sweep = {"fact": "no_sweep"}
    return [sweep if fact["fact"] in _SWEEP else fact for fact in facts]
