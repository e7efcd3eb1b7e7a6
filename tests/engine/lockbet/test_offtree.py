"""Hard's answer to off-tree bet sizes: safe subgame re-solving (solver.resolve_line), and the
generic CFR pieces it rests on (trembling decisions, reaches_at)."""

from __future__ import annotations

import doctest

import pytest

from cardavia_desktop.engine.games.lockbet.ai import locate_line, policy_at
from cardavia_desktop.engine.games.lockbet.rules import RANK_NAMES
from cardavia_desktop.engine.games.lockbet.solver import HARD, LineSolution, unseen_counts
from cardavia_desktop.engine.search import cfr, cfr_values
from cardavia_desktop.engine.search.cfr import (
    CFRSolver,
    Decision,
    PublicTreeGame,
    Terminal,
    best_response_value,
    reaches_at,
)
from tests.engine.lockbet.lockbet_support import play, position


def _entering_values(solution: LineSolution) -> list[tuple[float, float, float]]:
    """Per bettor type: its weight in the re-solve, what the tree's own actions gave it
    (the gadget's alternative) and a best response's value after the off-tree bet."""
    game = solution.solver.game
    root = game.root
    assert isinstance(root, Decision)
    bettor = root.player
    stay = root.children[0]
    assert isinstance(stay, Terminal) and stay.payoff is not None
    sign = 1.0 if bettor == 0 else -1.0
    out = []
    for t in range(13):
        alternative = sign * (stay.payoff[t][0] if bettor == 0 else stay.payoff[0][t])
        one = [0.0] * 13
        one[t] = 1.0
        priors = (one, game.priors[1]) if bettor == 0 else (game.priors[0], one)
        entered = best_response_value(
            PublicTreeGame(root.children[1], priors), bettor, solution.strategy
        )
        out.append((game.priors[bettor][t], alternative, entered))
    return out


@pytest.mark.parametrize("line", [["bet:7"], ["check", "bet:5"], ["bet:2", "raise:9"]])
def test_an_off_tree_size_gains_the_bettor_no_more_than_the_trees_own_actions(
    line: list[str],
) -> None:
    public = (unseen_counts([]), (1, 1), (1, 1), (19, 19))
    solution, node, _ = locate_line(*public, HARD, line)
    assert isinstance(solution, LineSolution) and node is solution.betting
    values = _entering_values(solution)
    # What the size gains the bettor, per unit of the answerer's range, weighted by the
    # bettor's range there: small (it is not zero where the tree's earlier actions already
    # left a gap no answer can close, e.g. a 2 betting 4 or 5 into a checked pot).
    gain = sum(weight * max(0.0, entered - alternative) for weight, alternative, entered in values)
    assert gain < 0.03, (line, values)
    assert all(entered < alternative + 0.2 for _, alternative, entered in values), (line, values)


def test_a_bet_no_bettor_type_gains_by_is_still_answered_by_folding_the_losers() -> None:
    # 0 UP against 2 UP: the first player (DOWN cards only) checks; every card of the second
    # player beats it except that a 2 beats an ace. An off-tree bet of 6 gains no bettor type
    # anything over betting a tree size, so without the tremble nobody "enters" the re-solve
    # and the answer would be undefined (it was: call or raise with anything).
    public = (unseen_counts([]), (0, 2), (1, 1), (19, 19))
    solution, node, real = locate_line(*public, HARD, ["check", "bet:6"])
    assert isinstance(solution, LineSolution)
    for name in ("3", "5", "7"):
        policy = policy_at(solution, node, real, RANK_NAMES.index(name), real.legal())
        assert policy.get("fold", 0.0) > 0.9, (name, policy)


def test_re_solved_lines_are_cached_and_continue_in_their_subgame() -> None:
    public = (unseen_counts([]), (1, 1), (1, 1), (19, 19))
    first, _, _ = locate_line(*public, HARD, ["bet:7"])
    again, node, real = locate_line(*public, HARD, ["bet:7", "call"])
    assert again is first and not isinstance(node, Decision) and real.ended == "showdown"
    deeper, node, _ = locate_line(*public, HARD, ["bet:7", "raise:19"])
    assert deeper is first and isinstance(node, Decision) and node.player == 0


def test_a_trembling_decision_plays_every_action_but_learns_the_chosen_one() -> None:
    node = Decision(0, ("good", "bad"), [Terminal(value=1.0), Terminal(value=0.0)], tremble=0.2)
    solver = CFRSolver(PublicTreeGame(node, ([1.0], [1.0])))
    solver.iterate(50)
    assert solver.average_strategy(node)[0] == pytest.approx([0.9, 0.1], abs=0.01)
    assert solver.regrets[node.index][1][0] == 0.0 < solver.regrets[node.index][0][0]
    assert solver.game_value() == pytest.approx(0.9, abs=0.01)


def test_reaches_at_multiplies_each_players_own_strategy_along_the_path() -> None:
    runner = doctest.DocTestRunner()
    for module in (cfr, cfr_values):  # the solver's examples, and reaches_at's
        for test in doctest.DocTestFinder().find(module):
            runner.run(test, out=lambda _: None)
    assert runner.tries >= 8 and runner.failures == 0
    leaf = Terminal(value=0.0)
    inner = Decision(1, ("a", "b"), [leaf, leaf])
    root = Decision(0, ("x", "y"), [leaf, inner])
    table = {id(root): [[0.5, 0.5], [0.0, 1.0]], id(inner): [[0.3, 0.7]]}
    reach = reaches_at(PublicTreeGame(root, ([0.25, 0.75], [1.0])), lambda n: table[id(n)], inner)
    assert reach == ([0.125, 0.75], [1.0])


def test_hard_ranks_and_chooses_after_an_off_tree_bet_from_the_re_solved_subgame() -> None:
    from cardavia_desktop.engine.ai import create_ai

    # Signals 1·1 on a full shoe: the deal the other tests solved (shared by the cache).
    m = position(["SK.1", "S4.1"], ["HA.1", "H3.1"], seed=5)
    play(m, "lock:SK.1", "lock:HA.1", "bet:7")  # 7 chips: a size hard's tree lacks
    seat = m.current_player
    obs, legal = m.observation(seat), m.legal_actions()
    ranking = create_ai("lockbet", "hard", seed=3).rank(obs, legal)
    assert sorted(a for a, _ in ranking) == sorted(legal)
    values = dict(ranking)
    choice = create_ai("lockbet", "hard", seed=3).choose(obs, legal)
    assert choice in legal and values[choice] >= ranking[0][1] - 0.5
    assert choice == create_ai("lockbet", "hard", seed=3).choose(obs, legal)
