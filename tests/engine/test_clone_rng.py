"""A state's clone shares its random generator until one of them draws (engine/rng.py), and
still behaves as an independent copy: same next deals, neither disturbs the other (issue 17)."""

from __future__ import annotations

import random

import pytest

from cardavia_desktop.engine import GAMES, GameState, new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.rng import copy_rng


def test_copy_rng_is_independent_and_in_the_same_state() -> None:
    rng = random.Random(42)
    rng.random()
    copy = copy_rng(rng)
    assert copy is not rng
    assert [copy.random() for _ in range(5)] == [rng.random() for _ in range(5)]
    copy.random()
    assert copy.getstate() != rng.getstate()


def finish(state: GameState, seed: int) -> list[int]:
    """Play ``state`` on to its end with seeded random actions; the actions taken."""
    rng = random.Random(seed)
    actions = []
    while not state.is_over():
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        actions.append(action)
    return actions


@pytest.mark.parametrize("game", list(GAMES))
def test_clones_draw_what_independent_copies_would(game: str) -> None:
    match = new_match(game, seed=11)
    bots = [create_ai(game, "easy", seat) for seat in range(match.players)]
    for _ in range(6):  # a few moves in, then copy
        seat = match.current_player
        match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))
    state = match.state
    clone = state.clone()
    second = clone.clone()
    before = state.rng.getstate()
    # The clone plays the whole match on (new deals shuffle from its generator)...
    clone_actions = finish(clone, 5)
    # ... which leaves the original's generator as it was, and a second copy plays the same.
    assert state.rng.getstate() == before
    assert finish(second, 5) == clone_actions
    assert second.observation(0) == clone.observation(0)
    assert finish(state, 5) == clone_actions
