"""Facts behind a Piedicavallo action, for the hint: data the view translates, never sentences.

Fact kinds: ``wins_trick`` / ``partner_wins_trick`` / ``loses_trick`` (``points``: the card
points of the trick, Matto excluded; only for the trick's last card, which decides it),
``trumps`` (a trump on a led plain suit), ``plays_matto``; ``leads`` (``suit`` letter,
``points``: the led card's points; not for the Matto); ``heads_trick`` /
``partner_heads_trick`` / ``opponent_heads_trick`` (``points``: card points in the trick so
far, this card included, Matto excluded; the second or third card: who is winning it then);
for the dealer's discard ``discard_points`` (``points`` banked for the dealer's team, 0
included) and ``makes_void`` (``suits``: letters of the suits the discard empties).
"""

from __future__ import annotations

from typing import Any

from .rules import (
    MATTO,
    PACK,
    POINTS,
    SUIT_LETTERS,
    SUIT_MASKS,
    SUIT_OF,
    TRUMP,
    lead_suit,
    points_of,
    winning_card,
)

FACT_KINDS: tuple[str, ...] = (
    "wins_trick",
    "partner_wins_trick",
    "loses_trick",
    "trumps",
    "plays_matto",
    "discard_points",
    "makes_void",
    "leads",
    "heads_trick",
    "partner_heads_trick",
    "opponent_heads_trick",
)
"""Every ``fact`` this module can name."""


def facts(observation: dict[str, Any], action: str) -> list[dict[str, Any]]:
    """What ``action`` does, as seen from ``observation`` (the seat to act)."""
    seat = observation["seat"]
    verb, _, args = action.partition(":")
    if verb == "discard":
        hand = PACK.mask(observation["hand"])
        pair = PACK.mask(args.split(","))
        out: list[dict[str, Any]] = []
        out.append({"fact": "discard_points", "points": points_of(pair)})
        emptied = [
            SUIT_LETTERS[s]
            for s in range(4)
            if hand & SUIT_MASKS[s] and not hand & ~pair & SUIT_MASKS[s]
        ]
        if emptied:
            out.append({"fact": "makes_void", "suits": emptied})
        return out
    card = PACK.index(args)
    out = []
    if card == MATTO:
        out.append({"fact": "plays_matto"})
    trick = [(p["seat"], PACK.index(p["card"])) for p in observation["trick"]]
    suit = lead_suit(c for _, c in trick)
    if suit is not None and suit != TRUMP and SUIT_OF[card] == TRUMP:
        out.append({"fact": "trumps"})
    cards = [*trick, (seat, card)]
    best = winning_card(c for _, c in cards)
    if best is None:  # the Matto led: the next card sets the suit
        return out
    if not trick:
        out.append({"fact": "leads", "suit": SUIT_LETTERS[SUIT_OF[card]], "points": POINTS[card]})
        return out
    winner = next(s for s, c in cards if c == best)
    stake = sum(POINTS[c] for _, c in cards if c != MATTO)
    if len(trick) == 3:
        kind = (
            "wins_trick"
            if winner == seat
            else "partner_wins_trick"
            if winner == seat ^ 2
            else "loses_trick"
        )
    else:
        kind = (
            "heads_trick"
            if winner == seat
            else "partner_heads_trick"
            if winner == seat ^ 2
            else "opponent_heads_trick"
        )
    out.append({"fact": kind, "points": stake})
    return out
