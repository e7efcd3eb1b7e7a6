"""The generic CFR / CFR+ solver (search/cfr.py) on games with known equilibria."""

from __future__ import annotations

import pytest

from cardavia_desktop.engine.search.cfr import (
    CFRSolver,
    Decision,
    PrivateMove,
    PublicTreeGame,
    Terminal,
    best_response_value,
    expected_value,
)


def kuhn_poker() -> tuple[PublicTreeGame, Decision]:
    """Kuhn poker (cards J < Q < K, ante 1, one bet of 1): value -1/18 for the first player.

    Types are the cards with independent uniform priors; deals of equal cards are given zero
    weight by the payoff matrices, which scales every value by 6/9 without changing the
    equilibrium.
    """

    def matrix(win: float) -> list[list[float]]:
        return [[0.0 if i == j else (win if i > j else -win) for j in range(3)] for i in range(3)]

    def fold(value: float) -> Terminal:
        return Terminal(payoff=[[0.0 if i == j else value for j in range(3)] for i in range(3)])

    show1, show2 = matrix(1.0), matrix(2.0)
    after_check = Decision(
        1,
        ("check", "bet"),
        [
            Terminal(payoff=show1),
            Decision(0, ("fold", "call"), [fold(-1.0), Terminal(payoff=show2)]),
        ],
    )
    after_bet = Decision(1, ("fold", "call"), [fold(1.0), Terminal(payoff=show2)])
    root = Decision(0, ("check", "bet"), [after_check, after_bet])
    third = [1 / 3] * 3
    return PublicTreeGame(root, (third, third)), root


@pytest.mark.parametrize(("plus", "predictive"), [(True, False), (False, False), (True, True)])
def test_cfr_converges_to_kuhn_poker_equilibrium_value(plus: bool, predictive: bool) -> None:
    game, root = kuhn_poker()
    solver = CFRSolver(game, plus=plus, linear=plus, predictive=predictive)
    solver.iterate(1500 if plus else 4000)
    assert solver.game_value() == pytest.approx(-1 / 18 * 6 / 9, abs=2e-3)
    assert solver.exploitability() < (3e-3 if plus else 1e-2)
    # Known equilibrium facts: never bet the Q first; always call a bet with the K.
    assert solver.average_strategy(root)[1][1] < 0.02
    call_with_king = solver.average_strategy(root.children[1])[2][1]
    assert call_with_king > 0.98


def test_exploitability_of_a_bad_strategy_is_large_and_best_response_beats_it() -> None:
    game, _root = kuhn_poker()
    always_bet = lambda node: [[0.0, 1.0] for _ in range(3)]  # noqa: E731
    gain = best_response_value(game, 1, always_bet)
    assert gain > 0.2  # a best response folds J, calls K: strictly profitable
    assert expected_value(game, always_bet) == pytest.approx(0.0, abs=1e-12)  # symmetric


def test_private_move_hides_the_choice_matching_pennies() -> None:
    root = PrivateMove(
        0, [[0, 1]], 2, PrivateMove(1, [[0, 1]], 2, Terminal(payoff=[[1.0, -1.0], [-1.0, 1.0]]))
    )
    solver = CFRSolver(PublicTreeGame(root, ([1.0], [1.0])))
    solver.iterate(300)
    assert solver.average_strategy(root)[0] == pytest.approx([0.5, 0.5], abs=0.02)
    assert solver.exploitability() < 0.02


def test_private_move_merges_types_and_best_response_sees_through_it() -> None:
    # Player 0 holds two of {low, high}; it locks one (the new type) and then may only fold
    # or show. Locking the high card is dominant.
    root = PrivateMove(0, [[0, 1], [1]], 2, Terminal(payoff=[[-1.0], [1.0]]))
    game = PublicTreeGame(root, ([0.5, 0.5], [1.0]))
    solver = CFRSolver(game)
    solver.iterate(50)
    assert solver.average_strategy(root)[0][1] > 0.95
    assert solver.game_value() == pytest.approx(1.0, abs=0.05)
    assert solver.best_response_value(0) == pytest.approx(1.0)
