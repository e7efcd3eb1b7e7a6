"""Helpers for the games' ``record`` modules (what the player's statistics count, the
``GameRecord`` of ``contract.py``): outcomes of duels and of partnerships, sweeps, and the
record of a game that counts nothing of its own."""

from __future__ import annotations

from typing import Any

from .contract import Event, GameRecord


def winner_outcome(result: dict[str, Any] | None, seat: int) -> str:
    """The outcome for ``seat`` of a result naming the winning seat in ``winner`` (``None``:
    drawn), the duels' form; a match without a result counts as lost."""
    if not result:
        return "lost"
    winner = result.get("winner")
    if winner is None:
        return "drawn"
    return "won" if winner == seat else "lost"


class _WinsOnly:
    """The record of a game that counts nothing of its own: wins, losses, draws (by the
    result's ``winner`` seat), no deal points."""

    COUNTS: tuple[str, ...] = ()
    MAXIMA: frozenset[str] = frozenset()
    SIGNED: frozenset[str] = frozenset()

    @staticmethod
    def deal_score(deal_end: Event, seat: int) -> float:
        return 0.0

    @staticmethod
    def outcome(result: dict[str, Any] | None, seat: int) -> str:
        return winner_outcome(result, seat)

    @staticmethod
    def standing(observation: dict[str, Any]) -> list[int]:
        return [0, 0]

    @staticmethod
    def counts(
        events: list[Event], result: dict[str, Any] | None, outcome: str, seat: int
    ) -> dict[str, int]:
        return {}


WINS_ONLY: GameRecord = _WinsOnly()
"""The record of a game whose spec names none: wins, losses and draws only."""


def team_outcome(result: dict[str, Any] | None, seat: int) -> str:
    """The outcome for ``seat`` of a partnership result: ``tie`` true or no ``winning_team``
    (when the result has that key) is drawn, else won when ``seat`` is among ``winning_seats``
    (or ``winners``)."""
    if not result:
        return "lost"
    if result.get("tie") or ("winning_team" in result and result["winning_team"] is None):
        return "drawn"
    winners = result.get("winning_seats") or result.get("winners") or []
    return "won" if seat in winners else "lost"


def sweeps(events: list[Event], team: int) -> tuple[int, int]:
    """Deals in which ``team`` (seat % 2) took every trick, and in which the other team did."""
    tricks = [0, 0]
    won = lost = 0
    for event in events:
        if event.get("type") == "trick":
            tricks[int(event.get("winner", 0)) % 2] += 1
        elif event.get("type") == "deal_end":
            if tricks[1 - team] == 0 and tricks[team] > 0:
                won += 1
            elif tricks[team] == 0 and tricks[1 - team] > 0:
                lost += 1
            tricks = [0, 0]
    return won, lost


def team_tallies(events: list[Event], team: int, key: str) -> tuple[int, int]:
    """The sums over the deals' ends of ``team``'s (seat % 2) and the other team's ``key``
    (a pair per ``deal_end`` event, NS first)."""
    mine = theirs = 0
    for event in events:
        if event.get("type") == "deal_end":
            pair = event.get(key, [0, 0])
            mine += int(pair[team])
            theirs += int(pair[1 - team])
    return mine, theirs
