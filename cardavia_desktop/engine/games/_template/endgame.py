"""Exact play of the rest of a deal in one known world (minimax: three tricks at most)."""

from __future__ import annotations

from .model import World


def solve(world: World, seat: int) -> int:
    """The trick margin for ``seat`` at the end of the deal when both play perfectly."""
    if world.finished:
        return world.margin(seat)
    values = []
    for card in world.moves():
        child = world.copy()
        child.play(card)
        values.append(solve(child, seat))
    return max(values) if world.to_play == seat else min(values)
