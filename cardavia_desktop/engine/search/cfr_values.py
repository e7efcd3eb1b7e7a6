"""What a strategy is worth in a :mod:`cfr_game` game, for every private type at once: a best
response's value, the expected value, the reach of a node and the value of each action there
(Lock & Bet's hint). The solver (:mod:`cfr`) measures its exploitability with them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import add, mul

from .cfr_game import Decision, Node, PrivateMove, PublicTreeGame, Strategy, Terminal


def best_response_value(
    game: PublicTreeGame, player: int, strategy: Callable[[Decision | PrivateMove], Strategy]
) -> float:
    """Value for ``player`` of a best response to ``strategy`` (used for the other player)."""
    transposed: dict[int, list[list[float]]] = {}

    def walk(node: Node, n_types: int, reach_o: list[float]) -> list[float]:
        if isinstance(node, Terminal):
            return terminal_values(node, player, n_types, reach_o, transposed)
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
            values = terminal_values(node, 0, len(reach0), reach1, transposed)
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


def terminal_values(
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
            transposed[key] = transpose(node.payoff)
        rows = transposed[key]
    return [scale * sum(map(mul, row, reach_o)) for row in rows]


def transpose(matrix: Sequence[Sequence[float]]) -> list[list[float]]:
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
            return terminal_values(node, player, n_types, reach_o, transposed)
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
