"""Facts behind a Minchiate action, for the hint: data the view translates, never sentences.

Fact kinds: ``wins_trick`` / ``partner_wins_trick`` / ``loses_trick`` (``points``: the counting
points that change sides, i.e. those of the losing team's cards, the Matto excluded as it is
never captured — the trick event's ``captured_points``; only for the trick's last card, which
decides it; ``total``: all counting points in the trick, which end in the winner's pile and count
again at the end), ``trumps`` (a trump on a led plain suit), ``plays_matto``; ``leads``
(``suit`` letter, ``points``; not for the Matto); ``heads_trick`` / ``partner_heads_trick`` /
``opponent_heads_trick`` (``points``: counting points in the trick so far, this card included,
Matto excluded; the second or third card: who is winning it then); ``declares`` (``kind``,
``points``) for a declaration; ``declares_nothing`` for ``pass``; ``makes_void`` (``suits``)
for a discard that empties a suit, else ``suit_left`` (``count``: cards of its suit kept).
"""

from __future__ import annotations

from typing import Any

from . import rules as R
from .policy import winning_position
from .rules import PACK

FACT_KINDS: tuple[str, ...] = (
    "wins_trick",
    "partner_wins_trick",
    "loses_trick",
    "trumps",
    "plays_matto",
    "declares",
    "makes_void",
    "leads",
    "heads_trick",
    "partner_heads_trick",
    "opponent_heads_trick",
    "declares_nothing",
    "suit_left",
)
"""Every ``fact`` this module can name."""


LETTER = {letter: i for i, letter in enumerate(R.SUIT_LETTERS)}


def facts(observation: dict[str, Any], action: str) -> list[dict[str, Any]]:
    """What ``action`` does, as seen from ``observation`` (the seat to act)."""
    if action == "pass":
        return [{"fact": "declares_nothing"}]
    seat = observation["seat"]
    hand = PACK.mask(observation["hand"])
    verb, _, args = action.partition(":")
    if verb == "declare":
        index = R.COMBO_INDEX[PACK.mask(args.split(","))]
        return [
            {
                "fact": "declares",
                "kind": R.COMBOS[index].kind,
                "points": R.combo_points(index, hand),
            }
        ]
    card = PACK.index(args)
    suit = R.SUIT_OF[card]
    if verb == "discard":
        mask = R.TRUMP_MASK if suit == R.TRUMP else R.SUIT_MASKS[suit]
        left = (hand & ~(1 << card) & mask).bit_count()
        if suit < R.TRUMP and not left:
            return [{"fact": "makes_void", "suits": [R.SUIT_LETTERS[suit]]}]
        return [{"fact": "suit_left", "count": left}]
    out: list[dict[str, Any]] = []
    if card == R.MATTO:
        out.append({"fact": "plays_matto"})
    trick = [(p["seat"], PACK.index(p["card"])) for p in observation["trick"]]
    lead = None if observation["lead"] is None else LETTER[observation["lead"]]
    if lead is not None and lead != R.TRUMP and suit == R.TRUMP:
        out.append({"fact": "trumps"})
    cards = [*trick, (seat, card)]
    if lead is None:
        lead = next((R.SUIT_OF[c] for _, c in cards if c != R.MATTO), None)
    position = winning_position(cards, lead) if lead is not None else None
    if position is None:  # the Matto led: the next card sets the suit
        return out
    if not trick:
        out.append({"fact": "leads", "suit": R.SUIT_LETTERS[suit], "points": R.POINTS[card]})
        return out
    winner = cards[position][0]
    total = sum(R.POINTS[c] for _, c in cards if c != R.MATTO)
    if len(trick) == 3:
        team = R.team_of(winner)
        stake = sum(R.POINTS[c] for s, c in cards if c != R.MATTO and R.team_of(s) != team)
        kind = (
            "wins_trick"
            if winner == seat
            else "partner_wins_trick"
            if winner == seat ^ 2
            else "loses_trick"
        )
        out.append({"fact": kind, "points": stake, "total": total})
    else:
        kind = (
            "heads_trick"
            if winner == seat
            else "partner_heads_trick"
            if winner == seat ^ 2
            else "opponent_heads_trick"
        )
        out.append({"fact": kind, "points": total})
    return out
