"""Helpers for the Lock & Bet tests: explicit decks and positions in one line each."""

from __future__ import annotations

from collections.abc import Sequence

from cardavia_desktop.engine import Match, new_match
from cardavia_desktop.engine.games.lockbet.rules import PACK


def deck(first: Sequence[str], second: Sequence[str], draws: Sequence[str] = ()) -> list[str]:
    """A full 104-card deck: first player's two cards, second's two, then ``draws`` in order,
    then every other card in pack order."""
    head = [*first, *second, *draws]
    rest = [code for code in PACK.codes if code not in head]
    return head + rest


def position(
    first: Sequence[str],
    second: Sequence[str],
    draws: Sequence[str] = (),
    stacks: tuple[int, int] | None = None,
    seed: int = 0,
) -> Match:
    """Deal 1 with seat 0 (HUMAN) first; ``stacks`` overrides the chips behind after the antes
    (their sum must stay 38 so that the 40-chip total holds)."""
    match = new_match("lockbet", seed=seed, deck=deck(first, second, draws))
    if stacks is not None:
        assert sum(stacks) == 38
        match.state.stacks = list(stacks)
    return match


def play(match: Match, *actions: str) -> list[dict]:
    """Apply actions in order; return all events."""
    events: list[dict] = []
    for action in actions:
        events += match.apply(action)
    return events


def of_type(events: list[dict], kind: str) -> list[dict]:
    """Events of one type."""
    return [e for e in events if e["type"] == kind]
