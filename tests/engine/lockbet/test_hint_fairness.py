"""Lock & Bet's hint facts (the win chance a hint, a Why? or a lesson's answer tells) come from
the seat's own view only: two states that differ ONLY in the opponent's hidden cards (swapped
for stock cards of the same UP/DOWN group, so that every signal stays the same) give the same
observation and the same facts for every kind of move, over many seeded positions. The figure
may still be low against a public signal: while betting it is reckoned against the cards the
hard level would bet that way (``hints.opponent_range``), not against the card really locked.
"""

from __future__ import annotations

import random
from typing import cast

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import hint_facts
from cardavia_desktop.engine.games.lockbet.rules import CARD_RANK, is_up
from cardavia_desktop.engine.games.lockbet.state import LockbetState
from cardavia_desktop.engine.match import Match
from cardavia_desktop.engine.why import why_facts

SEEDS = range(6)
POSITIONS_PER_MATCH = 8


def _sample_actions(legal: list[str]) -> list[str]:
    """The locks, check/call/fold, the smallest and the largest bet or raise, an all-in."""
    sized = [a for a in legal if ":" in a and not a.startswith("lock")]
    plain = [a for a in legal if ":" not in a or a.startswith("lock")]
    return plain + ([sized[0], sized[-1]] if sized else [])


def _swap_hidden(match: Match, seat: int, rng: random.Random) -> LockbetState | None:
    """A copy of ``match``'s state whose opponent holds other hidden cards of the same groups (its
    locked card, else its held cards), taken from the stock; ``None`` if none can be found."""
    state = cast(LockbetState, match.state.clone())
    opp = 1 - seat
    hidden = [state.locked[opp]] if state.locked[opp] is not None else list(state.hands[opp])
    changed = False
    for card in hidden:
        choices = [
            i
            for i, other in enumerate(state.stock)
            if is_up(CARD_RANK[other]) == is_up(CARD_RANK[card])
            and CARD_RANK[other] != CARD_RANK[card]
        ]
        if not choices:
            continue
        at = rng.choice(choices)
        other = state.stock[at]
        state.stock[at] = card
        if state.locked[opp] == card:
            state.locked[opp] = other
        else:
            state.hands[opp][state.hands[opp].index(card)] = other
        changed = True
    return state if changed else None


@pytest.mark.parametrize("seed", SEEDS)
def test_win_chance_ignores_the_opponents_hidden_cards(seed: int) -> None:
    """Same observation, same facts (win chance included) whatever the opponent hides."""
    rng = random.Random(seed)
    match = new_match("lockbet", seed=seed)
    checked = 0
    while checked < POSITIONS_PER_MATCH and not match.is_over:
        seat = match.current_player
        legal = [match.state.action_to_string(a) for a in match.state.legal_actions()]
        twin = _swap_hidden(match, seat, rng)
        if twin is not None:
            seen, twin_seen = match.observation(seat), twin.observation(seat)
            assert seen == twin_seen
            for action in _sample_actions(legal):
                assert hint_facts("lockbet", seen, action) == hint_facts(
                    "lockbet", twin_seen, action
                )
                assert why_facts("lockbet", seen, action) == why_facts("lockbet", twin_seen, action)
            checked += 1
        calm = [a for a in legal if a in ("check", "call") or a.startswith("lock")]
        match.apply(rng.choice(calm + [a for a in legal if a in ("bet:1", "raise:2")]))
    assert checked == POSITIONS_PER_MATCH
