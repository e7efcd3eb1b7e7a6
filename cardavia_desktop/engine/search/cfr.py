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

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from operator import add, mul

Strategy = list[list[float]]
"""Per type, a probability per action (or per option of a private move)."""


@dataclass(eq=False)
class Terminal:
    """End of the game: player 0 gets ``payoff[t0][t1] * scale`` or, without a matrix,
    ``value * scale`` whatever the types; player 1 gets the opposite."""

    payoff: Sequence[Sequence[float]] | None = None
    scale: float = 1.0
    value: float = 0.0
    evaluate: Callable[[int, list[float]], list[float]] | None = None
    """Optional fast path for ``payoff``: ``evaluate(p, reach_o)`` returns, per type of
    player ``p``, the payoff matrix times the opponent's reach (rows for p = 0, columns for
    p = 1), before ``scale``."""
    info: object = None
    """Anything the caller wants to keep on the node (labels, amounts)."""


@dataclass(eq=False)
class Decision:
    """A public choice of ``player`` among ``actions`` (labels), leading to ``children``."""

    player: int
    actions: tuple[str, ...]
    children: list[Node]
    info: object = None
    index: int = field(default=-1, repr=False)
    """Position in the solver's tables (set by the solver)."""
    tremble: float = 0.0
    """A perturbed choice: the player's strategy ``s`` is played as ``(1 - tremble) * s``
    plus ``tremble`` spread evenly over the actions, so every action keeps being reached
    (the opponent's play after it stays well defined); regrets are those of ``s``."""


@dataclass(eq=False)
class PrivateMove:
    """``player`` secretly turns type ``t`` into one of ``options[t]`` (new type indices);
    the opponent sees that the move happened, not which option was taken."""

    player: int
    options: list[list[int]]
    num_types: int
    """Number of the player's types after the move."""
    child: Node
    labels: list[list[str]] | None = None
    info: object = None
    index: int = field(default=-1, repr=False)


Node = Terminal | Decision | PrivateMove


@dataclass
class PublicTreeGame:
    """The root of the public tree and each player's prior over their initial types."""

    root: Node
    priors: tuple[Sequence[float], Sequence[float]]


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
                self._transposed[id(node.payoff)] = _transpose(node.payoff)
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
            return _terminal_values(node, p, len(reach_p), reach_o, self._transposed)
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
        return _transpose(table) if isinstance(node, Decision) else table

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


def best_response_value(
    game: PublicTreeGame, player: int, strategy: Callable[[Decision | PrivateMove], Strategy]
) -> float:
    """Value for ``player`` of a best response to ``strategy`` (used for the other player)."""
    transposed: dict[int, list[list[float]]] = {}

    def walk(node: Node, n_types: int, reach_o: list[float]) -> list[float]:
        if isinstance(node, Terminal):
            return _terminal_values(node, player, n_types, reach_o, transposed)
        if node.player != player:
            probs = strategy(node)
            if isinstance(node, Decision):
                result = [0.0] * n_types
                for a, child in enumerate(node.children):
                    reach = [r * s[a] for r, s in zip(reach_o, probs, strict=True)]
                    if any(reach):
                        values = walk(child, n_types, reach)
                        result = [x + y for x, y in zip(result, values, strict=True)]
                return result
            reach = [0.0] * node.num_types
            for t, options in enumerate(node.options):
                for prob, new in zip(probs[t], options, strict=True):
                    reach[new] += reach_o[t] * prob
            return walk(node.child, n_types, reach)
        if isinstance(node, Decision):
            per_child = [walk(child, n_types, reach_o) for child in node.children]
            return [max(v[t] for v in per_child) for t in range(n_types)]
        after = walk(node.child, node.num_types, reach_o)
        return [max(after[new] for new in options) for options in node.options]

    priors = game.priors
    values = walk(game.root, len(priors[player]), list(priors[1 - player]))
    return sum(map(mul, priors[player], values))


def expected_value(
    game: PublicTreeGame, strategy: Callable[[Decision | PrivateMove], Strategy]
) -> float:
    """Player 0's expected value when both players follow ``strategy``."""
    transposed: dict[int, list[list[float]]] = {}

    def walk(node: Node, reach0: list[float], reach1: list[float]) -> float:
        if isinstance(node, Terminal):
            values = _terminal_values(node, 0, len(reach0), reach1, transposed)
            return sum(map(mul, reach0, values))
        probs = strategy(node)
        reaches = [reach0, reach1]
        own = reaches[node.player]
        if isinstance(node, Decision):
            total = 0.0
            for a, child in enumerate(node.children):
                reaches[node.player] = [r * s[a] for r, s in zip(own, probs, strict=True)]
                if any(reaches[node.player]):
                    total += walk(child, reaches[0], reaches[1])
            return total
        reach = [0.0] * node.num_types
        for t, options in enumerate(node.options):
            for prob, new in zip(probs[t], options, strict=True):
                reach[new] += own[t] * prob
        reaches[node.player] = reach
        return walk(node.child, reaches[0], reaches[1])

    return walk(game.root, list(game.priors[0]), list(game.priors[1]))


def _terminal_values(
    node: Terminal,
    p: int,
    n_types: int,
    reach_o: list[float],
    transposed: dict[int, list[list[float]]],
) -> list[float]:
    scale = node.scale if p == 0 else -node.scale
    if node.payoff is None:
        return [scale * node.value * sum(reach_o)] * n_types
    if node.evaluate is not None:
        return [scale * v for v in node.evaluate(p, reach_o)]
    if p == 0:
        rows = node.payoff
    else:
        key = id(node.payoff)
        if key not in transposed:
            transposed[key] = _transpose(node.payoff)
        rows = transposed[key]
    return [scale * sum(map(mul, row, reach_o)) for row in rows]


def _transpose(matrix: Sequence[Sequence[float]]) -> list[list[float]]:
    return [[row[j] for row in matrix] for j in range(len(matrix[0]))]


def reaches_at(
    game: PublicTreeGame,
    strategy: Callable[[Decision | PrivateMove], Strategy],
    target: Decision | PrivateMove,
) -> tuple[list[float], list[float]]:
    """Each player's reach of ``target``: per type (the types at ``target``), the prior times
    that player's own strategy along the public path (private moves map types to new ones).

    >>> leaf = Terminal(value=0.0)
    >>> node = Decision(1, ("a", "b"), [leaf, leaf])
    >>> root = Decision(0, ("x", "y"), [node, leaf])
    >>> table = {id(root): [[0.25, 0.75], [1.0, 0.0]], id(node): [[0.5, 0.5]]}
    >>> reaches_at(PublicTreeGame(root, ([0.5, 0.5], [1.0])), lambda n: table[id(n)], node)
    ([0.125, 0.5], [1.0])
    """

    def find(node: Node, reach: list[list[float]]) -> list[list[float]] | None:
        if node is target:
            return reach
        if isinstance(node, Terminal):
            return None
        probs = strategy(node)
        own = reach[node.player]
        if isinstance(node, Decision):
            for a, child in enumerate(node.children):
                after = list(reach)
                after[node.player] = [r * s[a] for r, s in zip(own, probs, strict=True)]
                found = find(child, after)
                if found is not None:
                    return found
            return None
        mapped = [0.0] * node.num_types
        for t, options in enumerate(node.options):
            for prob, new in zip(probs[t], options, strict=True):
                mapped[new] += own[t] * prob
        after = list(reach)
        after[node.player] = mapped
        return find(node.child, after)

    found = find(game.root, [list(game.priors[0]), list(game.priors[1])])
    if found is None:
        raise ValueError("target is not a node of the game")
    return found[0], found[1]


def action_values(
    game: PublicTreeGame,
    strategy: Callable[[Decision | PrivateMove], Strategy],
    target: Decision | PrivateMove,
) -> list[list[float]]:
    """What each choice at ``target`` is worth to the player who makes it, per type.

    For every type of ``target.player`` there, the expected value of each action (a
    :class:`Decision`) or option (a :class:`PrivateMove`, in the order of ``options[t]``) when
    both players follow ``strategy`` afterwards, the opponent's types weighted by the priors
    and by its strategy along the public path to ``target`` (i.e. given what was seen). A
    ``target`` the opponent's strategy never reaches gives zeros.
    """
    player = target.player
    transposed: dict[int, list[list[float]]] = {}

    def opponent_reach(node: Node, reach_o: list[float]) -> list[float] | None:
        if node is target:
            return reach_o
        if isinstance(node, Terminal):
            return None
        if node.player != player:
            probs = strategy(node)
            if isinstance(node, Decision):
                for a, child in enumerate(node.children):
                    found = opponent_reach(
                        child, [r * s[a] for r, s in zip(reach_o, probs, strict=True)]
                    )
                    if found is not None:
                        return found
                return None
            reach = [0.0] * node.num_types
            for t, options in enumerate(node.options):
                for prob, new in zip(probs[t], options, strict=True):
                    reach[new] += reach_o[t] * prob
            return opponent_reach(node.child, reach)
        if isinstance(node, Decision):
            for child in node.children:
                found = opponent_reach(child, reach_o)
                if found is not None:
                    return found
            return None
        return opponent_reach(node.child, reach_o)

    def walk(node: Node, n_types: int, reach_o: list[float]) -> list[float]:
        if isinstance(node, Terminal):
            return _terminal_values(node, player, n_types, reach_o, transposed)
        probs = strategy(node)
        if node.player != player:
            if isinstance(node, Decision):
                result = [0.0] * n_types
                for a, child in enumerate(node.children):
                    reach = [r * s[a] for r, s in zip(reach_o, probs, strict=True)]
                    if any(reach):
                        result = list(map(add, result, walk(child, n_types, reach)))
                return result
            reach = [0.0] * node.num_types
            for t, options in enumerate(node.options):
                for prob, new in zip(probs[t], options, strict=True):
                    reach[new] += reach_o[t] * prob
            return walk(node.child, n_types, reach)
        if isinstance(node, Decision):
            values = [walk(child, n_types, reach_o) for child in node.children]
            return [
                sum(probs[t][a] * values[a][t] for a in range(len(values))) for t in range(n_types)
            ]
        after = walk(node.child, node.num_types, reach_o)
        return [
            sum(p * after[new] for p, new in zip(probs[t], options, strict=True))
            for t, options in enumerate(node.options)
        ]

    reach = opponent_reach(game.root, list(game.priors[1 - player]))
    if reach is None:
        raise ValueError("target is not a node of the game")
    total = sum(reach)
    scale = 1.0 / total if total > 0.0 else 0.0
    if isinstance(target, Decision):
        n_types = len(strategy(target))
        per_action = [walk(child, n_types, reach) for child in target.children]
        return [[values[t] * scale for values in per_action] for t in range(n_types)]
    after = walk(target.child, target.num_types, reach)
    return [[after[new] * scale for new in options] for options in target.options]
