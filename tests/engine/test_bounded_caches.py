"""Bounded caches: the byte-bounded LRU, and the same moves whatever the bounds (issue 17).

Every search cache is bounded (docs/engine.md, "Caches"); a bound only drops entries that are
computed again, so a seeded match must play the same moves with the caches squeezed to almost
nothing as with their real bounds.
"""

from __future__ import annotations

from typing import Any

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.games.lockbet import solver
from cardavia_desktop.engine.games.schnapsen import model as schnapsen_model
from cardavia_desktop.engine.games.scopa import rules as scopa_rules
from cardavia_desktop.engine.search.cache import BoundedCache, deep_size


def play(game: str, level: str, seed: int, moves: int) -> list[str]:
    """The first ``moves`` actions of a seeded match with ``level`` in every seat."""
    match = new_match(game, seed=seed)
    bots = [create_ai(game, level, seed * 10 + seat) for seat in range(match.players)]
    played: list[str] = []
    while not match.is_over and len(played) < moves:
        seat = match.current_player
        action = bots[seat].choose(match.observation(seat), match.legal_actions())
        match.apply(action)
        played.append(action)
    return played


def test_bounded_cache_keeps_the_most_recently_used_within_its_bytes() -> None:
    cache: BoundedCache[str] = BoundedCache(10, size_of=len)
    cache.put("a", "xxxx")
    cache.put("b", "yyyy")
    assert cache.get("a") == "xxxx"  # a is now the most recent
    cache.put("c", "zzzz")  # 12 bytes > 10: the least recently used (b) goes
    assert "b" not in cache and cache.get("a") == "xxxx" and cache.get("c") == "zzzz"
    assert cache.bytes == 8 and len(cache) == 2
    cache.put("big", "w" * 11)  # larger than the whole budget: not stored, nothing dropped
    assert "big" not in cache and len(cache) == 2
    cache.put("a", "q")  # replacing an entry counts its new size only
    assert cache.bytes == 5
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0 and cache.get("a") is None


def test_deep_size_counts_contents_and_closures_once() -> None:
    table = [[float(i)] * 100 for i in range(10)]
    assert deep_size(table) > 10 * 100 * 8
    assert deep_size([table, table]) < 2 * deep_size(table)  # shared: counted once
    held = deep_size(lambda: table)  # a closure holding the table
    assert held >= deep_size(table)
    assert deep_size(len) == 0  # builtins are shared


def test_lockbet_solutions_stay_within_their_budget() -> None:
    play("lockbet", "hard", 3, 40)
    assert 0 < solver._CACHE.bytes <= solver.CACHE_BYTES
    assert len(solver._CACHE) >= 1


@pytest.mark.parametrize(("game", "moves"), [("lockbet", 40), ("scopa", 30), ("schnapsen", 30)])
def test_squeezed_caches_play_the_same_moves(
    game: str, moves: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    solver._CACHE.clear()
    normal = play(game, "hard", 7, moves)
    tiny: BoundedCache[Any] = BoundedCache(1)  # stores nothing: every deal solved again
    monkeypatch.setattr(solver, "_CACHE", tiny)
    monkeypatch.setattr(scopa_rules, "CACHE_ENTRIES", 2)
    monkeypatch.setattr(schnapsen_model, "CARD_LISTS_ENTRIES", 2)
    scopa_rules._CAPTURE_CACHE.clear()
    scopa_rules._CARDS_CACHE.clear()
    schnapsen_model._CARD_LISTS.clear()
    assert play(game, "hard", 7, moves) == normal
    assert len(scopa_rules._CAPTURE_CACHE) <= 2 and len(scopa_rules._CARDS_CACHE) <= 2
    assert len(schnapsen_model._CARD_LISTS) <= 2
