"""Facts behind a High Trick move, for the hint: data the view translates, never sentences.

Fact kinds: ``leads`` (the card opens a trick), ``wins_trick`` (it beats the card led) and
``loses_trick`` (it does not), with the trick's ``points`` (1) — the kinds and fields the
shell's ``moves.js`` words for every trick game —, and ``discards`` (it cannot follow the led
suit: ``suit``, the suit led), which this game's ``Words.qml`` words (``fact(f)``), as it
does ``leads``.
"""

from __future__ import annotations

from typing import Any

from .ai import card_of
from .knowledge import Knowledge
from .rules import PACK, SUITS, suit_of, trick_winner

FACT_KINDS: tuple[str, ...] = ("leads", "wins_trick", "loses_trick", "discards")
"""Every ``fact`` this module can name."""


def facts(observation: dict[str, Any], action: str) -> list[dict[str, Any]]:
    """What ``action`` (a legal ``play:`` string) does, as seen from ``observation``."""
    know = Knowledge(observation)
    card = card_of(action)
    if know.led is None:
        return [{"fact": "leads"}]
    out: list[dict[str, Any]] = []
    if suit_of(card) != suit_of(know.led[1]):
        out.append({"fact": "discards", "suit": SUITS[suit_of(know.led[1])]})
    takes = trick_winner(know.led[0], know.led[1], card) == know.seat
    kind = "wins_trick" if takes else "loses_trick"
    out.append({"fact": kind, "card": PACK.code(card), "points": 1})
    return out


__all__ = ["FACT_KINDS", "facts"]
