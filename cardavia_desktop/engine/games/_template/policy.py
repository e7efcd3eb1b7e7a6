"""The hand-written player of High Trick: a score per card from what the seat sees.

Leading, the highest card (it is the likeliest to hold). Following, the lowest card that takes
the trick, else the lowest card (save the good ones). Scores are in tricks (about ±1).
"""

from __future__ import annotations

from .knowledge import Knowledge
from .rules import rank_of, trick_winner


def score(know: Knowledge, card: int) -> float:
    """How good playing ``card`` looks to the seat of ``know`` (higher is better)."""
    if know.led is None:
        return (rank_of(card) - 1) / 6
    takes = trick_winner(know.led[0], know.led[1], card) == know.seat
    return (1.0 if takes else 0.0) - (rank_of(card) - 1) / 12
