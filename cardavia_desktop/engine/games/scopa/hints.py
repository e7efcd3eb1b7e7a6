"""Facts behind a Scopa move, for the hint: data the view translates, never sentences.

Fact kinds: ``captures`` (``cards``: the cards taken from the table), ``scopa`` (the capture
clears the table, not on the deal's last play), ``takes_settebello``, ``takes_diamonds``
(``count``, the played card included), ``takes_sevens`` (``count``), ``leaves_sweep`` (``sum``:
the table left sums to 10 or less and the opponent may hold a card of that value),
``lays_card`` (the card captures nothing and stays on the table; ``table_sum``: the table's sum
then, left out when ``leaves_sweep`` tells that sum), ``no_sweep`` (cards stay on the table and
no single card the opponent may hold clears it), ``leaves_settebello`` (the 7 of Diamonds is on
the table after the move and the opponent plays again: ``laid``, the move puts it there),
``last_play`` (the deal's last card: the cards left on the table go to the last capturer).
"""

from __future__ import annotations

from typing import Any

from .ai import parse_move
from .knowledge import Knowledge
from .policy import table_sum
from .rules import BIT, DIAMONDS_MASK, PACK, SETTEBELLO_BIT, VALUE_MASK

FACT_KINDS: tuple[str, ...] = (
    "captures",
    "scopa",
    "takes_settebello",
    "takes_diamonds",
    "takes_sevens",
    "leaves_sweep",
    "lays_card",
    "no_sweep",
    "leaves_settebello",
    "last_play",
)
"""Every ``fact`` this module can name."""


def facts(observation: dict[str, Any], action: str) -> list[dict[str, Any]]:
    """What ``action`` (a canonical ``play:`` string) does, as seen from ``observation``."""
    card, captured = parse_move(action)
    know = Knowledge(observation)
    out: list[dict[str, Any]] = []
    last_play = know.stock_size == 0 and sum(observation["hand_sizes"]) == 1
    if captured:
        out.append({"fact": "captures", "cards": PACK.codes_of(captured)})
        rest = know.table & ~captured
        if not rest and not last_play:
            out.append({"fact": "scopa"})
        taken = captured | BIT[card]
        if taken & SETTEBELLO_BIT:
            out.append({"fact": "takes_settebello"})
        diamonds = (taken & DIAMONDS_MASK).bit_count()
        if diamonds:
            out.append({"fact": "takes_diamonds", "count": diamonds})
        sevens = (taken & VALUE_MASK[7]).bit_count()
        if sevens:
            out.append({"fact": "takes_sevens", "count": sevens})
    else:
        rest = know.table | BIT[card]
        out.append({"fact": "lays_card", "table_sum": table_sum(rest)})
    if last_play:
        out.append({"fact": "last_play"})
    elif rest and (know.opp_size or know.stock_size):  # the opponent plays next, dealt anew
        total = table_sum(rest)
        if total <= 10 and know.unseen & VALUE_MASK[total]:
            out.append({"fact": "leaves_sweep", "sum": total})
            out = [{"fact": "lays_card"} if f["fact"] == "lays_card" else f for f in out]
        else:
            out.append({"fact": "no_sweep"})
        if rest & SETTEBELLO_BIT:
            out.append({"fact": "leaves_settebello", "laid": BIT[card] == SETTEBELLO_BIT})
    return out


__all__ = ["facts"]
