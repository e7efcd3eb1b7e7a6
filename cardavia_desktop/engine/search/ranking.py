"""Ranked action lists for hints: every action once, best first (knows no game)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

A = TypeVar("A", bound=Hashable)


def ranked(actions: Sequence[A], values: Mapping[A, float]) -> list[tuple[A, float]]:
    """``(action, value)`` for each of ``actions``, highest value first; ties keep the order of
    ``actions`` (so the first of equal bests, the one a bot's ``max`` picks, comes first).

    >>> ranked(["a", "b", "c"], {"a": 1.0, "b": 2.0, "c": 1.0})
    [('b', 2.0), ('a', 1.0), ('c', 1.0)]
    """
    if len(set(actions)) != len(actions):
        raise ValueError("actions must be distinct")
    return sorted(((a, float(values[a])) for a in actions), key=lambda item: -item[1])
