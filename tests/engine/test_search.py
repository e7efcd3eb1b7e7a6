"""Generic search: alpha-beta against plain minimax, budgets, PIMC aggregation (toy games)."""

from __future__ import annotations

import random
import threading
from collections.abc import Hashable, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine.search import (
    INF,
    AlphaBeta,
    Budget,
    Evaluator,
    SearchAborted,
    pimc,
)


class TreeState:
    """A node of an explicit game tree: ``tree[node] = (player, children)`` or a leaf value."""

    def __init__(self, tree: dict[int, object], node: int = 0) -> None:
        self.tree, self.node = tree, node

    def legal_actions(self) -> list[int]:
        entry = self.tree[self.node]
        return list(range(len(entry[1]))) if isinstance(entry, tuple) else []

    def apply_action(self, action: int) -> None:
        self.node = self.tree[self.node][1][action]

    def clone(self) -> TreeState:
        return TreeState(self.tree, self.node)


class TreeEvaluator(Evaluator[TreeState]):
    """Player 0 maximises; leaves hold values; the heuristic is a fixed guess per node."""

    def __init__(self, use_table: bool = False, reverse: bool = False) -> None:
        self.use_table, self.reverse = use_table, reverse

    def maximizing(self, state: TreeState) -> bool:
        return state.tree[state.node][0] == 0

    def terminal_value(self, state: TreeState) -> float | None:
        entry = state.tree[state.node]
        return None if isinstance(entry, tuple) else float(entry)

    def heuristic(self, state: TreeState) -> float:
        return float(state.node % 7 - 3)

    def order(self, state: TreeState, actions: list[int]) -> Sequence[int]:
        return actions[::-1] if self.reverse else actions

    def key(self, state: TreeState) -> Hashable | None:
        return state.node if self.use_table else None


def minimax(tree: dict[int, object], node: int, depth: int) -> float:
    """Plain minimax with the same horizon rule, the reference for alpha-beta."""
    entry = tree[node]
    if not isinstance(entry, tuple):
        return float(entry)
    if depth <= 0:
        return float(node % 7 - 3)
    player, children = entry
    values = [minimax(tree, child, depth - 1) for child in children]
    return max(values) if player == 0 else min(values)


@st.composite
def trees(draw: st.DrawFn) -> dict[int, object]:
    """Random trees, turn order not alternating (like a trick game), values in -3..3."""
    tree: dict[int, object] = {}
    frontier, next_id = [(0, 0)], 1
    while frontier:
        node, level = frontier.pop()
        if level >= 4 or draw(st.integers(0, 9)) == 0:
            tree[node] = draw(st.integers(-3, 3))
            continue
        width = draw(st.integers(1, 3))
        children = list(range(next_id, next_id + width))
        next_id += width
        tree[node] = (draw(st.integers(0, 1)), children)
        frontier += [(child, level + 1) for child in children]
    return tree


@settings(max_examples=150, deadline=None)
@given(trees(), st.booleans(), st.booleans(), st.integers(1, 6))
def test_alphabeta_equals_minimax_on_random_trees(tree, use_table, reverse, depth):
    """Pruning, move ordering and the table never change the minimax value."""
    searcher = AlphaBeta(TreeEvaluator(use_table, reverse))
    assert searcher.value(TreeState(tree), depth) == minimax(tree, 0, depth)
    if tree[0] and isinstance(tree[0], tuple):
        values = searcher.action_values(TreeState(tree), depth)
        assert values == {i: minimax(tree, c, depth - 1) for i, c in enumerate(tree[0][1])}
        action, value = searcher.best_action(TreeState(tree), depth)
        assert value == minimax(tree, 0, depth)
        assert values[action] == value


def test_alphabeta_finds_the_only_winning_line():
    """A forced win hidden behind a tempting first move: max must take the dull branch."""
    tree = {0: (0, [1, 2]), 1: (1, [3, 4]), 2: (1, [5, 6]), 3: 3, 4: -3, 5: 1, 6: 2}
    action, value = AlphaBeta(TreeEvaluator()).best_action(TreeState(tree), 5)
    assert (action, value) == (1, 1.0)


class QuietEvaluator(TreeEvaluator):
    """Nodes with an odd id are unquiet: the horizon must not stop there."""

    def quiet(self, state: TreeState) -> bool:
        return state.node % 2 == 0


def test_quiescence_searches_past_unquiet_horizon():
    """At depth 0 an unquiet node is searched further instead of guessed."""
    tree = {0: (0, [1]), 1: (1, [2, 3]), 2: -3, 3: 3}
    assert AlphaBeta(QuietEvaluator()).value(TreeState(tree), 1) == -3.0
    assert AlphaBeta(TreeEvaluator()).value(TreeState(tree), 1) == 1 % 7 - 3


def test_budget_node_limit_aborts_search():
    """A node budget stops a search with SearchAborted; a large one lets it finish."""
    tree = {0: (0, [1, 2]), 1: (1, [3, 4]), 2: (1, [5, 6]), 3: 1, 4: 2, 5: 3, 6: 4}
    with pytest.raises(SearchAborted):
        AlphaBeta(TreeEvaluator(), Budget(max_nodes=3)).value(TreeState(tree), 5)
    budget = Budget(max_nodes=100)
    assert AlphaBeta(TreeEvaluator(), budget).value(TreeState(tree), 5) == 3.0
    assert 0 < budget.nodes <= 7


def test_budget_abort_flag_and_deadline():
    """A set abort flag or a passed deadline stops the search at the next check."""
    flag = threading.Event()
    flag.set()
    budget = Budget(abort=flag, check_every=1)
    assert budget.exhausted
    with pytest.raises(SearchAborted, match="aborted"):
        budget.tick()
    late = Budget(seconds=0.0, check_every=1)
    assert late.exhausted
    with pytest.raises(SearchAborted, match="time"):
        late.tick()
    assert not Budget().exhausted


def test_pimc_averages_worlds_and_picks_best_mean():
    """Action 'b' wins on average although 'a' is better in one world."""
    worlds = iter([{"a": 3.0, "b": 1.0}, {"a": -3.0, "b": 1.0}])
    result = pimc(["a", "b"], lambda rng: next(worlds), lambda w, acts: w, 2, random.Random(0))
    assert result.best == "b"
    assert result.scores == {"a": 0.0, "b": 1.0}
    assert result.worlds == 2


def test_pimc_ties_bias_and_single_action():
    """Ties go to the first action; a bias shifts the means; one action needs no worlds."""

    def score(world, acts):
        return dict.fromkeys(acts, 1.0)

    assert pimc(["x", "y"], lambda rng: None, score, 3, random.Random(0)).best == "x"
    biased = pimc(["x", "y"], lambda rng: None, score, 3, random.Random(0), bias={"x": -0.5})
    assert biased.best == "y"
    assert biased.scores["x"] == pytest.approx(0.5)
    single = pimc(["only"], lambda rng: 1 / 0, score, 3, random.Random(0))
    assert (single.best, single.worlds) == ("only", 0)
    with pytest.raises(ValueError):
        pimc([], lambda rng: None, score, 3, random.Random(0))


def test_pimc_stops_when_a_world_search_is_aborted():
    """Worlds already scored decide when the budget runs out in the middle of the next."""
    calls = []

    def score(world, acts):
        calls.append(world)
        if len(calls) == 2:
            raise SearchAborted("spent")
        return {"a": 0.0, "b": 2.0}

    result = pimc(["a", "b"], lambda rng: rng.random(), score, 10, random.Random(1))
    assert (result.best, result.worlds, len(calls)) == ("b", 1, 2)


def test_pimc_is_deterministic_given_the_generator():
    """The same generator seed samples the same worlds and so returns the same result."""

    def sample(rng):
        return rng.randrange(100)

    def score(world, acts):
        return {a: float((world * (i + 3)) % 11) for i, a in enumerate(acts)}

    first = pimc(list("abcd"), sample, score, 7, random.Random(42))
    second = pimc(list("abcd"), sample, score, 7, random.Random(42))
    assert first == second
    assert max(first.scores.values()) > -INF
