"""Successive halving on close decisions: more samples for the candidates still in the race.

A sampled search (PIMC) scores every candidate on the same worlds; when its best two are
close, the choice between them is mostly noise. ``successive_halving`` then keeps the better
half of the candidates (at least two) and has the game score them on as many new worlds
again, while the best two stay within ``close`` and the extra allowance lasts. It knows no
game: the caller's ``roll`` adds the new worlds' values to its running means.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol, TypeVar

C = TypeVar("C", bound=Hashable)
K_contra = TypeVar("K_contra", contravariant=True)


class Values(Protocol[K_contra]):
    """A candidate's running value by key: a dict by candidate or a list by index."""

    def __getitem__(self, key: K_contra, /) -> float: ...
    def __setitem__(self, key: K_contra, value: float, /) -> None: ...


def successive_halving(
    alive: list[C],
    roll: Callable[[list[C]], None],
    value: Callable[[C], float],
    order: Callable[[C], Any],
    close: float,
    cost: int,
    allowed: float,
) -> tuple[list[C], list[C]]:
    """Refine the candidates ``alive`` (already scored once) and return (kept, dropped).

    Each round sorts ``alive`` by ``order`` (best first), stops once the best two
    ``value``\\ s differ by ``close`` or more, otherwise drops the worse half (keeping at
    least two) and calls ``roll(kept)`` to score those on ``cost`` new worlds each. A round
    is started only while the rollouts spent, plus ``cost`` per candidate alive before the
    halving, stay within ``allowed``. ``dropped`` lists the later (better) drops first.
    """
    dropped: list[C] = []
    spent = 0
    while len(alive) > 1 and spent + cost * len(alive) <= allowed:
        alive.sort(key=order)
        if value(alive[0]) - value(alive[1]) >= close:
            break
        keep = max(2, (len(alive) + 1) // 2)
        dropped = alive[keep:] + dropped
        alive = alive[:keep]
        roll(alive)
        spent += cost * len(alive)
    return alive, dropped


def floor_dropped(
    values: Values[C],
    kept: Sequence[C],
    dropped: Sequence[C],
) -> None:
    """A dropped candidate never ranks above a kept one: cap its value at the kept ones'
    lowest (its estimate rests on fewer worlds)."""
    if dropped:
        floor = min(values[c] for c in kept)
        for c in dropped:
            values[c] = min(values[c], floor)
