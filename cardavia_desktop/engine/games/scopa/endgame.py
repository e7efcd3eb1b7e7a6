"""Exact play of the rest of a Scopa deal in one known world (alpha-beta on ``model.World``)."""

from __future__ import annotations

from .model import World


def solve(world: World, seat: int, alpha: float, beta: float) -> float:
    """Exact alpha-beta value (for ``seat``) of the rest of the deal in a known world."""
    if world.finished:
        return world.value(seat)
    maximizing = world.current == seat
    best = -1e9 if maximizing else 1e9
    for card, captured in world.moves():
        child = world.copy()
        child.play(card, captured)
        value = solve(child, seat, alpha, beta)
        if maximizing:
            if value > best:
                best = value
            alpha = max(alpha, value)
        else:
            if value < best:
                best = value
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best
