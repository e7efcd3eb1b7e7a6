"""Precise reasons why a well-formed Minchiate action is illegal now (``IllegalAction.code``):
``wrong_phase``, ``not_in_hand``, ``not_discardable``, ``already_declared``,
``partial_combination``, ``must_play_king``, ``must_follow``, ``must_trump``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...contract import IllegalAction
from . import rules as R
from .rules import DECLARE, DECLARE_BASE, DISCARD, DISCARD_BASE, PACK, PASS, PLAY, PLAY_BASE

if TYPE_CHECKING:
    from .state import MinchiateState


def explain_illegal(state: MinchiateState, action: int) -> IllegalAction:
    """The precise reason a well-formed action is not legal now."""
    text = state.action_to_string(action)
    seat = state.current_player()
    assert seat is not None
    hand = state.hands[seat]
    wanted = PLAY if action < DISCARD_BASE else DISCARD if action < PASS else DECLARE
    if wanted != state.phase:
        return IllegalAction(
            f"{text} is not possible now: this is the {state.phase} phase",
            "wrong_phase",
            phase=state.phase,
            seat=seat,
        )
    if state.phase == DISCARD:
        card = action - DISCARD_BASE
        if not hand >> card & 1:
            return IllegalAction(
                f"you do not hold {PACK.code(card)}", "not_in_hand", card=PACK.code(card)
            )
        return IllegalAction(
            f"{PACK.code(card)} cannot be discarded: only zero-point cards, never T29",
            "not_discardable",
            card=PACK.code(card),
        )
    if state.phase == DECLARE:
        index = action - DECLARE_BASE
        combo = R.COMBOS[index]
        names = PACK.codes_of(combo.mask)
        if hand & combo.mask != combo.mask:
            return IllegalAction(
                f"you do not hold all of {','.join(names)}", "not_in_hand", cards=names
            )
        if state.declared[seat] >> index & 1:
            return IllegalAction(
                f"{','.join(names)} is already declared", "already_declared", cards=names
            )
        return IllegalAction(
            f"{','.join(names)} is only part of a combination you hold: "
            "declare the whole combination",
            "partial_combination",
            cards=names,
        )
    card = action - PLAY_BASE
    code = PACK.code(card)
    if not hand >> card & 1:
        return IllegalAction(f"you do not hold {code}", "not_in_hand", card=code)
    assert state.lead is not None
    letter = R.SUIT_LETTERS[state.lead]
    if R.king_rule_applies(hand, state.lead, state.trump_played, state.first_of_suit):
        king = PACK.code(R.KINGS[state.lead])
        return IllegalAction(
            f"King rule: first {letter} trick after a trump, you must play {king}",
            "must_play_king",
            card=code,
            king=king,
        )
    if state.lead == R.TRUMP or hand & R.SUIT_MASKS[state.lead]:
        return IllegalAction(
            f"you must follow suit {letter} (or play the MATTO)",
            "must_follow",
            card=code,
            suit=letter,
        )
    return IllegalAction(
        f"you have no {letter}: you must play a trump (or the MATTO)",
        "must_trump",
        card=code,
        suit=letter,
    )
