"""The values behind ``rank`` are the quantities they claim to be.

``search.cfr.action_values`` (Lock & Bet's hint) on games small enough to know the answer, and
invariants of the games' units: a Lock & Bet fold is worth minus what the seat has put in this
deal; a Scopa or Schnapsen value stays within what a deal can be worth.
"""

from __future__ import annotations

import random

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.search.cfr import (
    CFRSolver,
    Decision,
    PrivateMove,
    PublicTreeGame,
    Terminal,
    action_values,
)


def test_action_values_of_a_plain_choice() -> None:
    root = Decision(0, ("a", "b"), [Terminal(value=1.0), Terminal(value=-2.0)])
    game = PublicTreeGame(root, ([1.0], [1.0]))
    assert action_values(game, lambda node: [[0.5, 0.5]], root) == [[1.0, -2.0]]


def test_action_values_weigh_the_opponent_by_what_its_moves_showed() -> None:
    """Player 1 (two equally likely types) says x with type 0, y with type 1; then player 0's
    ``a`` wins against type 0 and loses against type 1: after x it is worth 1, after y −1."""

    def after() -> Decision:
        return Decision(0, ("a", "b"), [Terminal(payoff=[[1.0, -1.0]]), Terminal(value=0.0)])

    after_x, after_y = after(), after()
    root = Decision(1, ("x", "y"), [after_x, after_y])
    game = PublicTreeGame(root, ([1.0], [0.5, 0.5]))

    def strategy(node: Decision | PrivateMove) -> list[list[float]]:
        return [[1.0, 0.0], [0.0, 1.0]] if node is root else [[0.5, 0.5]]

    assert action_values(game, strategy, after_x) == [[1.0, 0.0]]
    assert action_values(game, strategy, after_y) == [[-1.0, 0.0]]
    # Player 1's side: ``a`` (half the time) costs type 0 one chip and pays type 1 one chip.
    assert action_values(game, strategy, root) == [[-0.5, -0.5], [0.5, 0.5]]


def test_action_values_at_an_equilibrium_are_equal_for_the_mixed_options() -> None:
    pennies = PrivateMove(
        0, [[0, 1]], 2, PrivateMove(1, [[0, 1]], 2, Terminal(payoff=[[1.0, -1.0], [-1.0, 1.0]]))
    )
    game = PublicTreeGame(pennies, ([1.0], [1.0]))
    solver = CFRSolver(game)
    solver.iterate(300)
    [[heads, tails]] = action_values(game, solver.average_strategy, pennies)
    assert abs(heads) < 0.02 and abs(tails) < 0.02


def test_action_values_refuse_a_node_of_another_game() -> None:
    root = Decision(0, ("a",), [Terminal(value=1.0)])
    stranger = Decision(0, ("a",), [Terminal(value=1.0)])
    with pytest.raises(ValueError):
        action_values(PublicTreeGame(root, ([1.0], [1.0])), lambda node: [[1.0]], stranger)


def test_lockbet_fold_is_worth_minus_what_the_seat_put_in() -> None:
    checked = 0
    for seed in range(30):
        match = new_match("lockbet", seed=seed)
        bots = [create_ai("lockbet", "normal", seed=s) for s in (0, 1)]
        for _ in range(60):
            if match.is_over:
                break
            seat = match.current_player
            observation, legal = match.observation(seat), match.legal_actions()
            if "fold" in legal:
                values = dict(create_ai("lockbet", "hard", seed=1).rank(observation, legal))
                put_in = observation["antes"][seat] + observation["bets"][seat]
                assert values["fold"] == pytest.approx(-put_in)
                assert max(values.values()) >= -put_in - 1e-9  # folding is always available
                checked += 1
            match.apply(bots[seat].choose(observation, legal))
        if checked >= 6:
            return
    raise AssertionError(f"only {checked} positions facing a bet")


@pytest.mark.parametrize(("game", "bound"), [("scopa", 30.0), ("schnapsen", 3.0)])
def test_two_player_values_stay_within_what_a_deal_is_worth(game: str, bound: float) -> None:
    rng = random.Random(4)
    match = new_match(game, seed=4)
    for _ in range(40):
        if match.is_over:
            break
        seat = match.current_player
        observation, legal = match.observation(seat), match.legal_actions()
        for _, value in create_ai(game, "hard", seed=2).rank(observation, legal):
            assert -bound - 1 <= value <= bound
        match.apply(rng.choice(legal))
