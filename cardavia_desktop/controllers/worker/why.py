""" "Why?" for the AI's moves at the table: the worker keeps, for the AI moves the table shows
as just made, each seat's last one with that seat's own observation just before it; asked
(``why``), it answers with the reasons ``engine.why.why_facts`` gives from that observation
alone (the hint's facts, minus anything about a card the player cannot see).

Which moves are kept follows what the table's line of the other seats' moves shows: the AI
moves since your last decision; in the four-seat games, once cards are played, the AI moves
of the trick under way (or of the one just finished). A new deal, a take-back, another match
(a replay, Watch, a new match) leave nothing of the old position behind.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Slot

from .base import HUMAN, WorkerState, guarded


class Why(WorkerState):
    """The kept AI moves and the answer to ``why``."""

    _why_kept: list[dict[str, Any]]
    """The kept AI moves, in play order: ``{"seat", "observation", "action", "events",
    "match", "at"}`` (``at``: the match's move count once it was made)."""
    _why_new_trick: bool
    """A trick or a deal just ended: the next move starts a new set of kept moves."""

    def _why_before(self, seat: int | None) -> dict[str, Any] | None:
        """The observation of ``seat`` about to move, when its move is one to keep (an AI
        seat's at the table; Watch tells its own reasons)."""
        if seat is None or seat == HUMAN or self._watching():
            return None
        return self._match.observation(seat)

    def _why_note(
        self,
        seat: int | None,
        observation: dict[str, Any] | None,
        action: str,
        events: list[dict[str, Any]],
    ) -> None:
        """Follow a move just applied: forget what it makes old, keep it if it is an AI's
        (a watched match keeps nothing, and leaves what your match kept as it was)."""
        match = self._match
        if self._watching():
            return
        played = action.startswith("play:")
        if self._why_new_trick or (seat == HUMAN and (match.players == 2 or not played)):
            self._why_kept = []
        elif played:  # the first card of a four-seat deal: what came before it is not shown
            self._why_kept = [k for k in self._why_kept if k["action"].startswith("play:")]
        self._why_new_trick = any(
            e.get("type") == "deal_end" or (e.get("type") == "trick" and match.players > 2)
            for e in events
        )
        if observation is None or seat is None:
            return
        self._why_kept = [kept for kept in self._why_moves() if kept["seat"] != seat]
        self._why_kept.append(
            {
                "seat": int(seat),
                "observation": observation,
                "action": action,
                "events": [dict(e) for e in events if e.get("seat") == seat],
                "match": match,
                "at": len(match.history),
            }
        )

    def _why_moves(self) -> list[dict[str, Any]]:
        """The kept moves still on the table's match, as it is now (not undone, not of a match
        set aside)."""
        match = self._match
        if match is None or self._watching():
            return []
        history = match.history
        return [
            kept
            for kept in self._why_kept
            if kept["match"] is match
            and kept["at"] <= len(history)
            and history[kept["at"] - 1] == kept["action"]
        ]

    def _why_seats(self) -> list[int]:
        """The seats whose kept move the player may ask about (in the step's payload)."""
        return [int(kept["seat"]) for kept in self._why_moves()]

    @Slot(int)
    @guarded("why")
    def why(self, token: int) -> None:
        """Answer with ``whyReady``: ``{"token", "moves": [{"seat", "events", "facts"}]}``, the
        kept moves in play order (``events``: that move's own, public; ``facts``: its reasons
        from its seat's observation alone). The action itself is not sent: it may name a card
        the player does not see (a discard, a locked card)."""
        from cardavia_desktop.engine.why import why_facts

        moves = [
            {
                "seat": kept["seat"],
                "events": [dict(e) for e in kept["events"]],
                "facts": why_facts(self._game, kept["observation"], kept["action"]),
            }
            for kept in self._why_moves()
        ]
        self.whyReady.emit({"token": token, "moves": moves})
