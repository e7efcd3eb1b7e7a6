"""Perfect-Information Monte Carlo: sample worlds, score every action in each, average.

The game supplies a sampler (a world consistent with what the deciding seat observed) and a
world scorer (usually an alpha-beta search of that world); PIMC knows nothing else of it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from .budget import Budget, SearchAborted

A = TypeVar("A", bound=Hashable)
W = TypeVar("W")


@dataclass
class PimcResult(Generic[A]):
    """The chosen action, each action's mean score and how many worlds were scored."""

    best: A
    scores: dict[A, float] = field(default_factory=dict)
    """Mean score per action over the worlds scored (higher is better for the decider)."""
    worlds: int = 0
    """Worlds completely scored; 0 means the budget ran out before the first one."""


def pimc(
    actions: Sequence[A],
    sample_world: Callable[[random.Random], W],
    score_world: Callable[[W, Sequence[A]], Mapping[A, float]],
    worlds: int,
    rng: random.Random,
    budget: Budget | None = None,
    bias: Mapping[A, float] | None = None,
    score_single: bool = False,
) -> PimcResult[A]:
    """Average ``score_world`` over up to ``worlds`` sampled worlds and pick the best action.

    ``bias`` is added to the means (e.g. a penalty for an action that perfect information
    makes look too good). Ties go to the earlier action in ``actions``. If the budget runs
    out, the worlds already scored decide; with none, the first action is returned.
    A single action is not scored (its mean is 0) unless ``score_single`` (hints want its value).
    """
    if not actions:
        raise ValueError("pimc needs at least one action")
    totals = dict.fromkeys(actions, 0.0)
    scored = 0
    if len(actions) > 1 or score_single:
        for _ in range(worlds):
            if budget is not None and budget.exhausted and scored:
                break
            world = sample_world(rng)
            try:
                values = score_world(world, actions)
            except SearchAborted:
                break
            for action in actions:
                totals[action] += values[action]
            scored += 1
    means = {a: (totals[a] / scored if scored else 0.0) + (bias or {}).get(a, 0.0) for a in actions}
    best = actions[0]
    for action in actions:
        if means[action] > means[best]:
            best = action
    return PimcResult(best, means, scored)
