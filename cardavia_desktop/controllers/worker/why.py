""" "Why?" for the AI's moves at the table: the worker keeps, for the AI moves the table shows
as just made, each seat's last one with that seat's own observation just before it; asked
(``why``), it answers with the reasons ``engine.why.why_facts`` gives from that observation
alone (the hint's facts, minus anything about a card the player cannot see), and how the move
compares with the next best its seat had (``engine.why.why_contrast``: its level ranks the
legal moves it had, from the same observation, on demand).

Which moves are kept follows what the table's line of the other seats' moves shows: the AI
moves since your last decision; in the four-seat games, once cards are played, the AI moves
of the trick under way (or of the one just finished). A new deal, a take-back, another match
(a replay, Watch, a new match) leave nothing of the old position behind. A match resumed
after a restart (or opened) keeps its last AI moves askable: ``_why_restore`` rebuilds them
from the match's own moves and events (``Match.rewound``).
"""

from __future__ import annotations

import time
from bisect import bisect_right
from typing import Any

from PySide6.QtCore import Slot

from .base import HUMAN, WorkerState, derive_ai_seed, guarded

RESTORED_MOVES = 3
"""A resumed match's moves looked at per seat for the kept ones (a whole trick and more)."""


class Why(WorkerState):
    """The kept AI moves and the answer to ``why``."""

    _why_kept: list[dict[str, Any]]
    """The kept AI moves, in play order: ``{"seat", "observation", "legal", "level",
    "before", "shown", "action", "events", "match", "at"}`` (``legal``: the seat's legal moves
    then; ``level``: its level; ``before``: your view just before the move; ``shown``: the
    cards you saw of its deal, ``engine.why.listener_cards``; ``at``: the
    match's move count once it was made)."""
    why_seconds: float = 0.0
    """How long the last answer took to work out (the levels' rankings), for measuring."""
    _why_new_trick: bool
    """A trick or a deal just ended: the next move starts a new set of kept moves."""

    def _why_before(self, seat: int | None) -> dict[str, Any] | None:
        """The observation of ``seat`` about to move, when its move is one to keep (an AI
        seat's at the table; Watch tells its own reasons)."""
        if seat is None or seat == HUMAN or self._watching():
            return None
        return self._why_position(self._match, seat)

    def _why_position(self, match: Any, seat: int) -> dict[str, Any]:
        """What is kept of the position before ``seat``'s move: its observation and legal
        moves, its level, and your view then (``before``)."""
        return {
            "observation": match.observation(seat),
            "legal": match.legal_actions(),
            "level": self._seat_level(seat),
            "before": match.observation(HUMAN),
        }

    def _why_note(
        self,
        seat: int | None,
        before: dict[str, Any] | None,
        action: str,
        events: list[dict[str, Any]],
        after: Any = None,
    ) -> None:
        """Follow a move just applied (``after``: the match just after it, the table's by
        default): forget what it makes old, keep it if it is an AI's (``before``: its
        ``_why_position``; a watched match keeps nothing, and leaves what your match kept as
        it was)."""
        from cardavia_desktop.engine.why import listener_cards

        match = self._match
        if self._watching():
            return
        after = match if after is None else after
        played = action.startswith("play:")
        if self._why_new_trick or (seat == HUMAN and (match.players == 2 or not played)):
            self._why_kept = []
        elif played:  # the first card of a four-seat deal: what came before it is not shown
            self._why_kept = [k for k in self._why_kept if k["action"].startswith("play:")]
        self._why_new_trick = any(
            e.get("type") == "deal_end" or (e.get("type") == "trick" and match.players > 2)
            for e in events
        )
        if before is None or seat is None:
            return
        at = len(after.history)
        same_deal = after.deal_start < at  # else the move ended its deal: a new one is dealt
        view = after.observation(HUMAN) if same_deal else None
        self._why_kept = [
            kept for kept in self._why_moves() if kept["seat"] != seat and kept["at"] < at
        ]
        self._why_kept.append(
            {
                **before,
                "shown": listener_cards(self._game, before["before"], view),
                "seat": int(seat),
                "action": action,
                "events": [dict(e) for e in events if e.get("seat") == seat],
                "match": match,
                "at": at,
            }
        )

    def _why_restore(self) -> None:
        """Keep the last AI moves of a match just resumed or opened, as if they had just been
        made at this table: its last moves are followed again from the match's own record."""
        self._why_kept = []
        self._why_new_trick = False
        match = self._match
        if match is None or not match.history or self._watching():
            return
        last = len(match.history) - 1
        deal = match.deal_starts[bisect_right(match.deal_starts, last) - 1]
        begin = max(deal, len(match.history) - RESTORED_MOVES * match.players)
        for at in range(begin, len(match.history)):
            seat: int | None = match.actors[at] if match.actors[at] >= 0 else None
            before = None
            if seat is not None and seat != HUMAN:
                before = self._why_position(match.rewound(at), seat)
            after = match.rewound(at + 1)
            self._why_note(seat, before, match.history[at], list(match.events[at]), after)

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
        """Answer with ``whyReady``: ``{"token", "moves": [{"seat", "level", "events", "facts",
        "search", "rather", "only_card"}]}``, the kept moves in play order (``level``: the seat's;
        ``search``: whether that level chose by a search, else by rules of thumb;
        ``events``: that move's own, public;
        ``facts``: its reasons from its seat's observation alone; ``rather``: how it compares
        with the next best move its level saw, ``engine.why.why_contrast``, or ``None``;
        ``only_card``: it played the one card left in its hand, ``engine.why.only_card``). The
        action itself is not sent: it may name a card the player does not see (a discard, a
        locked card)."""
        from cardavia_desktop.engine.why import SEARCH_LEVELS, only_card, why_facts

        started = time.perf_counter()
        moves = [
            {
                "seat": kept["seat"],
                "level": kept["level"],
                "search": kept["level"] in SEARCH_LEVELS,
                "events": [dict(e) for e in kept["events"]],
                "facts": why_facts(self._game, kept["observation"], kept["action"], kept["level"]),
                "rather": self._why_rather(kept),
                "only_card": only_card(kept["observation"], kept["action"]),
            }
            for kept in self._why_moves()
        ]
        self.why_seconds = time.perf_counter() - started
        self.whyReady.emit({"token": token, "moves": moves})

    def _why_rather(self, kept: dict[str, Any]) -> dict[str, Any] | None:
        """The kept move against the best other move its level ranked (its own level and seed,
        from its observation alone), or ``None`` (no other move, or no ranking)."""
        from cardavia_desktop.engine.why import SEARCH_LEVELS, why_contrast

        legal = list(kept["legal"])
        if len(legal) < 2:
            return None
        seat = int(kept["seat"])
        factory = self._hint_factory() or self._bot_factory()
        bot = factory(self._game, kept["level"], derive_ai_seed(self._seed, seat))
        if hasattr(bot, "abort"):
            bot.abort = self._abort
        rank = getattr(bot, "rank", None)
        if rank is None:  # a baseline (random) ranks nothing
            return None
        ranked = [(str(action), float(value)) for action, value in rank(kept["observation"], legal)]
        return why_contrast(
            self._game,
            kept["observation"],
            kept["action"],
            ranked,
            frozenset(kept["shown"]),
            search=kept["level"] in SEARCH_LEVELS,
            level=kept["level"],
        )
