"""CFR / CFR+ for small two-player zero-sum games with private types and a public action tree.

The game form (it knows no card game): chance gives each player a private *type* (independent
priors); then a public tree is walked. At a :class:`Decision` node the acting player picks one of
the node's actions, knowing only their own current type and the public path; a
:class:`PrivateMove` lets a player secretly turn their type into a new one (e.g. "lock one of
my two cards": the new type is the locked card); a :class:`Terminal` pays player 0
``payoff[t0][t1] * scale`` (player 1 gets the opposite), or a constant ``value * scale``.

Values are computed for all types at once (vector form, as in poker solvers), so a node costs
a few list operations per type instead of one tree walk per chance outcome. CFR+ (regret
matching+, alternating updates, linear averaging) is the default; plain CFR is available.

>>> # Matching pennies: each player secretly picks heads (0) or tails (1); a match pays 0.
>>> pennies = PrivateMove(0, [[0, 1]], 2, PrivateMove(1, [[0, 1]], 2,
...     Terminal(payoff=[[1.0, -1.0], [-1.0, 1.0]])))
>>> solver = CFRSolver(PublicTreeGame(pennies, ([1.0], [1.0])))
>>> solver.iterate(200)
>>> [round(p, 2) for p in solver.average_strategy(pennies)[0]]
[0.5, 0.5]
>>> solver.exploitability() < 0.01
True"""

from __future__ import annotations

from collections.abc import Callable
from operator import add, mul

# The game form and the values of a strategy, also importable from here.
from .cfr_game import Decision, Node, PrivateMove, PublicTreeGame, Strategy, Terminal
from .cfr_values import (
    action_values,
    best_response_value,
    expected_value,
    reaches_at,
    terminal_values,
    transpose,
)

__all__ = [
    "CFRSolver",
    "Decision",
    "Node",
    "PrivateMove",
    "PublicTreeGame",
    "Strategy",
    "Terminal",
    "action_values",
    "best_response_value",
    "expected_value",
    "reaches_at",
]


def _regret_match(regrets: list[float]) -> list[float]:
    total = 0.0
    for r in regrets:
        if r > 0.0:
            total += r
    if total <= 0.0:
        return [1.0 / len(regrets)] * len(regrets)
    return [r / total if r > 0.0 else 0.0 for r in regrets]


def _matched(regrets: list[list[float]], plus: bool) -> list[list[float]]:
    """Regret matching on an action-major table: per action, a probability per type."""
    positive = regrets if plus else [[r if r > 0.0 else 0.0 for r in row] for row in regrets]
    uniform = 1.0 / len(regrets)
    totals = list(map(sum, zip(*positive, strict=False)))
    scale = [1.0 / t if t > 0.0 else 0.0 for t in totals]
    base = [0.0 if t > 0.0 else uniform for t in totals]
    return [list(map(add, map(mul, row, scale), base)) for row in positive]


def _trembled(strategy: list[list[float]], tremble: float) -> list[list[float]]:
    """``strategy`` (rows of probabilities) mixed with ``tremble`` of the uniform one."""
    if not tremble:
        return strategy
    even = tremble / len(strategy[0])
    return [[(1.0 - tremble) * p + even for p in row] for row in strategy]


def _normalise(weights: list[float]) -> list[float]:
    total = sum(weights)
    if total <= 0.0:
        return [1.0 / len(weights)] * len(weights)
    return [w / total for w in weights]


class CFRSolver:
    """Tabular CFR+ (default) or vanilla CFR on a :class:`PublicTreeGame`."""

    def __init__(
        self, game: PublicTreeGame, plus: bool = True, linear: bool = True, predictive: bool = False
    ) -> None:
        self.game = game
        self.plus = plus
        self.linear = linear
        self.predictive = predictive
        """Predictive CFR+ (Farina et al. 2021): play regret matching+ on the regrets plus the
        last instantaneous regrets, and average with quadratic weights; needs ``plus``."""
        self.iterations = 0
        self.nodes: list[Decision | PrivateMove] = []
        self._types: list[int] = []
        self._transposed: dict[int, list[list[float]]] = {}
        self._index(game.root, [len(game.priors[0]), len(game.priors[1])])
        self.regrets: list[list[list[float]]] = []
        self.totals: list[list[list[float]]] = []
        # Current strategy per node, recomputed only after that node's regrets change (each
        # node's strategy is then computed once per iteration instead of twice).
        self._current: list[list[list[float]] | None] = []
        self._last: list[list[list[float]]] = []
        for node, types in zip(self.nodes, self._types, strict=True):
            # Decision tables are action-major (a row of types per action) so that every update
            # is one list operation per action; private moves are type-major (ragged options).
            if isinstance(node, Decision):
                shape = [types] * len(node.actions)
            else:
                shape = [len(options) for options in node.options]
            self.regrets.append([[0.0] * width for width in shape])
            self.totals.append([[0.0] * width for width in shape])
            self._current.append(None)
            self._last.append([[0.0] * width for width in shape])

    def _index(self, node: Node, types: list[int]) -> None:
        if isinstance(node, Terminal):
            if node.payoff is not None and id(node.payoff) not in self._transposed:
                self._transposed[id(node.payoff)] = transpose(node.payoff)
            return
        node.index = len(self.nodes)
        self.nodes.append(node)
        self._types.append(types[node.player])
        if isinstance(node, Decision):
            for child in node.children:
                self._index(child, types)
        else:
            after = list(types)
            after[node.player] = node.num_types
            self._index(node.child, after)

    # -- solving -----------------------------------------------------------------------------

    def iterate(self, iterations: int) -> None:
        """Run ``iterations`` CFR iterations (each updates player 0, then player 1)."""
        priors = self.game.priors
        for _ in range(iterations):
            self.iterations += 1
            weight = float(self.iterations) if self.linear else 1.0
            if self.predictive:
                weight *= weight
            for player in (0, 1):
                self._walk(
                    self.game.root, player, list(priors[player]), list(priors[1 - player]), weight
                )

    def _walk(
        self, node: Node, p: int, reach_p: list[float], reach_o: list[float], weight: float
    ) -> list[float]:
        if isinstance(node, Terminal):
            return terminal_values(node, p, len(reach_p), reach_o, self._transposed)
        if isinstance(node, Decision):
            return self._decision(node, p, reach_p, reach_o, weight)
        regrets = self.regrets[node.index]
        strat = self._current[node.index]
        if strat is None:
            rows = (
                regrets
                if not self.predictive
                else [
                    list(map(add, row, last))
                    for row, last in zip(regrets, self._last[node.index], strict=True)
                ]
            )
            strat = self._current[node.index] = [_regret_match(row) for row in rows]
        if node.player != p:
            reach = [0.0] * node.num_types
            for t, options in enumerate(node.options):
                if mine := reach_o[t]:
                    for prob, new in zip(strat[t], options, strict=False):
                        reach[new] += mine * prob
            return self._walk(node.child, p, reach_p, reach, weight)
        self._current[node.index] = None
        reach = [0.0] * node.num_types
        for t, options in enumerate(node.options):
            mine = reach_p[t]
            for prob, new in zip(strat[t], options, strict=False):
                reach[new] += mine * prob
        after = self._walk(node.child, p, reach, reach_o, weight)
        totals = self.totals[node.index]
        lasts = self._last[node.index]
        plus, predictive = self.plus, self.predictive
        result = []
        for t, options in enumerate(node.options):
            probs, values = strat[t], [after[new] for new in options]
            value = sum(map(mul, probs, values))
            result.append(value)
            if plus:
                regrets[t] = [
                    d if (d := r + v - value) > 0.0 else 0.0
                    for r, v in zip(regrets[t], values, strict=False)
                ]
            else:
                regrets[t] = [r + v - value for r, v in zip(regrets[t], values, strict=False)]
            if predictive:
                lasts[t] = [v - value for v in values]
            if mine := reach_p[t]:
                w = weight * mine
                totals[t] = [acc + w * prob for acc, prob in zip(totals[t], probs, strict=False)]
        return result

    def _decision(
        self, node: Decision, p: int, reach_p: list[float], reach_o: list[float], weight: float
    ) -> list[float]:
        regrets = self.regrets[node.index]
        strat = self._current[node.index]
        if strat is None:
            if self.predictive:
                strat = [
                    [d if (d := r + m) > 0.0 else 0.0 for r, m in zip(row, last, strict=True)]
                    for row, last in zip(regrets, self._last[node.index], strict=True)
                ]
                strat = self._current[node.index] = _matched(strat, True)
            else:
                strat = self._current[node.index] = _matched(regrets, self.plus)
        children = node.children
        chosen = strat
        if node.tremble:
            even = node.tremble / len(strat)
            strat = [[(1.0 - node.tremble) * s + even for s in row] for row in strat]
        if node.player != p:
            result: list[float] | None = None
            for probs, child in zip(strat, children, strict=True):
                reach = list(map(mul, reach_o, probs))
                if any(reach):
                    values = self._walk(child, p, reach_p, reach, weight)
                    result = values if result is None else list(map(add, result, values))
            return result if result is not None else [0.0] * len(reach_p)
        self._current[node.index] = None
        action_values = [
            self._walk(child, p, list(map(mul, reach_p, probs)), reach_o, weight)
            for probs, child in zip(strat, children, strict=True)
        ]
        # (The hot loops use map with operator functions and zip(strict=False): every
        # table has one entry per type by construction, and this is the solver's inner loop.)
        value = list(map(mul, strat[0], action_values[0]))
        for probs, values in zip(strat[1:], action_values[1:], strict=False):
            value = list(map(add, value, map(mul, probs, values)))
        played = value
        if chosen is not strat:  # regrets against the chosen (untrembled) strategy
            strat = chosen
            value = list(map(mul, strat[0], action_values[0]))
            for probs, values in zip(strat[1:], action_values[1:], strict=False):
                value = list(map(add, value, map(mul, probs, values)))
        if self.predictive:
            self._last[node.index] = [
                [x - v for x, v in zip(values, value, strict=True)] for values in action_values
            ]
        for a, values in enumerate(action_values):
            if self.plus:
                regrets[a] = [
                    d if (d := r + x - v) > 0.0 else 0.0
                    for r, x, v in zip(regrets[a], values, value, strict=False)
                ]
            else:
                regrets[a] = [r + x - v for r, x, v in zip(regrets[a], values, value, strict=True)]
        weighted = [weight * r for r in reach_p]
        totals = self.totals[node.index]
        for a, probs in enumerate(strat):
            totals[a] = list(map(add, totals[a], map(mul, weighted, probs)))
        return played

    # -- results -----------------------------------------------------------------------------

    def average_strategy(self, node: Decision | PrivateMove) -> Strategy:
        """The average (converging) strategy at ``node``: per type, a probability per action
        (as played: a trembling :class:`Decision`'s tremble included)."""
        out = [_normalise(row) for row in self._type_major(node, self.totals[node.index])]
        return _trembled(out, node.tremble) if isinstance(node, Decision) else out

    def current_strategy(self, node: Decision | PrivateMove) -> Strategy:
        """The current regret-matching strategy at ``node`` (as played)."""
        out = [_regret_match(row) for row in self._type_major(node, self.regrets[node.index])]
        return _trembled(out, node.tremble) if isinstance(node, Decision) else out

    @staticmethod
    def _type_major(node: Decision | PrivateMove, table: list[list[float]]) -> list[list[float]]:
        return transpose(table) if isinstance(node, Decision) else table

    def strategy_table(self) -> Callable[[Decision | PrivateMove], Strategy]:
        """A frozen copy of the average strategy, as a function of the node."""
        table = [self.average_strategy(node) for node in self.nodes]
        return lambda node: table[node.index]

    def best_response_value(
        self, player: int, strategy: Callable[[Decision | PrivateMove], Strategy] | None = None
    ) -> float:
        """Expected value for ``player`` of a best response to the other's strategy
        (the average strategy unless ``strategy`` is given)."""
        return best_response_value(self.game, player, strategy or self.average_strategy)

    def exploitability(self) -> float:
        """Mean over both seats of what a best response gains against the average strategy
        beyond the game value (0 at an equilibrium)."""
        return (self.best_response_value(0) + self.best_response_value(1)) / 2.0

    def game_value(self) -> float:
        """Player 0's expected value when both play the average strategy."""
        return expected_value(self.game, self.average_strategy)
