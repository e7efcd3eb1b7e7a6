"""Exact play of the rest of a Scopa deal in one known world: alpha-beta on ``model.World``
(the opponent's best reply), or the expectation against an opponent model (its chances) — of
the whole deal, or of the current round with a value of the round's end as its leaf."""

from __future__ import annotations

from collections.abc import Callable

from .model import Move, World

Chances = Callable[[World], list[tuple[Move, float]]]
"""The chance of each legal move of the seat to play (``opponent.move_chances``)."""

Leaf = Callable[[World, int], float]
"""Value for a seat of a world whose round has ended (``value.ValueModel.world_value``)."""


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


def solve_against(
    world: World,
    seat: int,
    chances: Chances,
    memo: dict[tuple[int, ...], float],
    leaf: Leaf | None = None,
    start: int = -1,
) -> float:
    """Exact value (for ``seat``) of the rest of the deal in a known world when ``seat`` plays
    its best and the other chooses by ``chances``: the expectation over its moves. With
    ``leaf``, only the round that began at stock position ``start`` is searched, and ``leaf``
    values the world where it ends. ``memo`` holds the positions already valued (one world's:
    the same cards played in another order often lead to one position)."""
    if world.finished:
        return world.value(seat)
    if leaf is not None and world.pos != start:
        return leaf(world, seat)
    key = (
        world.hands[0],
        world.hands[1],
        world.table,
        world.pos,
        world.current,
        world.piles[0],
        world.scope[0],
        world.scope[1],
        -1 if world.last is None else world.last,
    )
    known = memo.get(key)
    if known is not None:
        return known
    if world.current == seat:
        value = -1e9
        for card, captured in world.moves():
            child = world.copy()
            child.play(card, captured)
            value = max(value, solve_against(child, seat, chances, memo, leaf, start))
    else:
        value = 0.0
        for (card, captured), chance in chances(world):
            child = world.copy()
            child.play(card, captured)
            value += chance * solve_against(child, seat, chances, memo, leaf, start)
    memo[key] = value
    return value
