"""The game form the CFR solver (:mod:`cfr`) solves, knowing no card game: each player's private
*type* drawn from independent priors, then a public tree of :class:`Decision` (the acting player
picks an action knowing only their own type and the public path), :class:`PrivateMove` (a player
secretly turns their type into a new one) and :class:`Terminal` (player 0's payoff) nodes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

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
