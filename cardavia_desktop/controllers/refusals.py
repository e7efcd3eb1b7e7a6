"""Why a card of the hand (or a button's move) cannot be played now, in the engine's own words
(its error codes).

The views dim a card that has no legal play and show the reason on hover and keyboard focus;
the reason is the ``IllegalAction`` code the engine gives for playing it, which the view
translates like any refusal. Pure Python, run on the worker thread next to the match.
"""

from __future__ import annotations

from typing import Any

from cardavia_desktop.engine import IllegalAction


def card_refusals(match: Any, hand: list[str], legal: list[str]) -> dict[str, str]:
    """For each card of ``hand`` with no legal play, the engine's refusal code for playing it.

    Empty unless a card is to be played now (``play:`` actions among ``legal``) or a pair of
    cards discarded (``discard:<card>,<card>``: see :func:`discard_refusals`).
    """
    if not any(action.startswith("play:") for action in legal):
        return discard_refusals(match, hand, legal)
    playable = {action.split(":")[1] for action in legal if action.startswith(("play:", "marry:"))}
    refusals: dict[str, str] = {}
    for code in hand:
        if code in playable:
            continue
        try:
            match.parse(f"play:{code}")
        except IllegalAction as refusal:
            refusals[code] = refusal.code
        else:  # legal after all (a form the list did not show): nothing to explain
            continue
    return refusals


def verb_refusals(match: Any, legal: list[str], verbs: tuple[str, ...]) -> dict[str, str]:
    """For each of the game's button ``verbs`` not legal now, the engine's refusal code for it;
    empty while another seat is to act (``legal`` empty: the table says whose turn it is)."""
    if not legal:
        return {}
    refusals: dict[str, str] = {}
    for verb in verbs:
        if verb in legal:
            continue
        try:
            match.parse(verb)
        except IllegalAction as refusal:
            refusals[verb] = refusal.code
    return refusals


def discard_refusals(match: Any, hand: list[str], legal: list[str]) -> dict[str, str]:
    """For each card of ``hand`` in no legal two-card discard, the engine's refusal code for
    discarding it beside a card that may be discarded (the first such refusal that names the
    card itself; none when every pairing is refused for the other card)."""
    pairs = [action.split(":")[1].split(",") for action in legal if action.startswith("discard:")]
    allowed = sorted({code for pair in pairs if len(pair) == 2 for code in pair})
    refusals: dict[str, str] = {}
    for code in hand:
        if code in allowed:
            continue
        for partner in allowed:
            try:
                match.parse(f"discard:{code},{partner}")
            except IllegalAction as refusal:
                if refusal.params.get("card") == code:
                    refusals[code] = refusal.code
                    break
    return refusals
