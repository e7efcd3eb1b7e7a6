"""Facts behind a Schnapsen action, for the hint: data the view translates, never sentences.

Fact kinds: ``marriage`` (``suit``, ``points`` 20 or 40), ``exchanges_trump`` (``gave``,
``took``), ``closes_stock``, ``wins_trick`` / ``loses_trick`` (``points``: the two cards'
points; only when following, as the trick is then decided), ``trumps`` (trumps a led plain
suit), ``reaches_66`` (the action certainly brings the seat to 66 or more), ``leads``
(``points``: the led card's points, ``trump``: whether it is a trump; the opponent answers).
"""

from __future__ import annotations

from typing import Any

from .rules import (
    MARRIAGE_POINTS,
    PACK,
    POINTS,
    SUIT_OF,
    SUITS,
    TARGET,
    TRUMP_MARRIAGE_POINTS,
    TRUMP_UNTER,
)

FACT_KINDS: tuple[str, ...] = (
    "marriage",
    "exchanges_trump",
    "closes_stock",
    "wins_trick",
    "loses_trick",
    "trumps",
    "reaches_66",
    "leads",
)
"""Every ``fact`` this module can name."""


def _beats(card: int, led: int, trump: int) -> bool:
    if SUIT_OF[card] == SUIT_OF[led]:
        return card < led  # lower index, higher rank
    return SUIT_OF[card] == trump


def facts(observation: dict[str, Any], action: str) -> list[dict[str, Any]]:
    """What ``action`` does, as seen from ``observation`` (the seat to act)."""
    seat = observation["seat"]
    trump = SUITS.index(observation["trump"])
    points = observation["points"][seat]
    has_trick = observation["tricks"][seat] > 0
    if action == "close":
        return [{"fact": "closes_stock"}]
    if action == "exchange":
        return [
            {
                "fact": "exchanges_trump",
                "gave": PACK.code(TRUMP_UNTER[trump]),
                "took": observation["indicator"],
            }
        ]
    verb, _, code = action.partition(":")
    card = PACK.index(code)
    out: list[dict[str, Any]] = []
    if verb == "marry":
        value = TRUMP_MARRIAGE_POINTS if SUIT_OF[card] == trump else MARRIAGE_POINTS
        out.append({"fact": "marriage", "suit": SUITS[SUIT_OF[card]], "points": value})
        if has_trick and points + value >= TARGET:
            out.append({"fact": "reaches_66"})
        return out
    trick = observation["trick"]
    if trick:
        led = PACK.index(trick[0]["card"])
        stake = POINTS[led] + POINTS[card]
        if SUIT_OF[card] == trump != SUIT_OF[led]:
            out.append({"fact": "trumps"})
        if _beats(card, led, trump):
            out.append({"fact": "wins_trick", "points": stake})
            pending = observation["pending"][seat] if not has_trick else 0
            if points + stake + pending >= TARGET:
                out.append({"fact": "reaches_66"})
        else:
            out.append({"fact": "loses_trick", "points": stake})
    else:
        out.append({"fact": "leads", "points": POINTS[card], "trump": SUIT_OF[card] == trump})
    return out
