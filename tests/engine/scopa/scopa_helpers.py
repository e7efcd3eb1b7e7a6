"""Helpers for the Scopa tests: positions from codes, matches around them, end-of-deal piles."""

from __future__ import annotations

from typing import Any

from cardavia_desktop.engine import Match
from cardavia_desktop.engine.games.scopa import SPEC, ScopaState
from cardavia_desktop.engine.games.scopa.rules import PACK

ALL = list(PACK.codes)


def position(**kwargs: Any) -> ScopaState:
    """``ScopaState.from_position`` (codes for hands, table, stock, piles)."""
    return ScopaState.from_position(**kwargs)


def match_at(state: ScopaState) -> Match:
    """A ``Match`` whose state is ``state`` (to drive a position through the public API)."""
    match = Match(SPEC, 0)
    match.state = state
    return match


def captures(state: ScopaState, card: str) -> list[list[str]]:
    """Every capture set legal for ``card`` now (``[]`` inside means placing it)."""
    out = []
    for action in Match.legal_actions(match_at(state)):
        parts = action.split(":")
        if parts[1] == card:
            out.append(parts[2].split(",") if len(parts) == 3 else [])
    return sorted(sorted(group) for group in out)


def final_play_state(
    pile_a: list[str],
    last_card: str,
    *,
    dealer: int = 1,
    last_capturer: int = 1,
    scope: tuple[int, int] = (0, 0),
    match_points: tuple[int, int] = (0, 0),
    table: tuple[str, ...] = (),
    seed: int = 0,
) -> ScopaState:
    """The deal's final play pending: the dealer holds ``last_card``; every other card not on
    ``table`` or in ``pile_a`` (seat 0's pile) is in seat 1's pile."""
    rest = [c for c in ALL if c not in pile_a and c != last_card and c not in table]
    hands: tuple[list[str], list[str]] = ([], [])
    hands[dealer].append(last_card)
    return position(
        hands=hands,
        table=list(table),
        dealer=dealer,
        current=dealer,
        piles=(list(pile_a), rest),
        scope=scope,
        last_capturer=last_capturer,
        match_points=match_points,
        seed=seed,
    )


def event(events: list[dict[str, Any]], kind: str) -> dict[str, Any]:
    """The single event of ``kind`` in ``events``."""
    found = [e for e in events if e["type"] == kind]
    assert len(found) == 1, f"expected one {kind} event, got {found}"
    return found[0]
