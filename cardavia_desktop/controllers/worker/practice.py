"""A finished deal played again: replayed by the player (nothing of it counts or is saved; the
real match waits aside) or by the hard level in the player's seat ("How would Hard have
done?"). Both start from the match's own record of the deal (``Match.rewound``, ``events``),
never from a replay of the match from its seed."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Slot

from .base import HUMAN, WorkerState, checked, derive_ai_seed, guarded


def finished_deal_start(match: Any) -> int:
    """Index in ``match.history`` of the first move of the deal that just ended (the one the
    deal sheet shows; a next deal already dealt, with no move yet, is not it)."""
    starts = [start for start in match.deal_starts if start < len(match.history)]
    return starts[-1] if starts else 0


def deal_end_of(match: Any, start: int) -> dict[str, Any] | None:
    """The ``deal_end`` event of the deal beginning at ``start`` in ``match.history``."""
    for events in match.events[start:]:
        for event in events:
            if event.get("type") == "deal_end":
                return dict(event)
    return None


class Practice(WorkerState):
    """Replaying the finished deal, and comparing it with the hard level's play."""

    @Slot()
    @guarded("replay_deal")
    def replay_deal(self) -> None:
        """Play the deal that just ended again from its first card (the same cards, bots with
        the same seeds); the real match waits aside, unchanged and unsaved-over, and nothing of
        the replay counts. ``resume`` or ``end_practice`` goes back to it."""
        real = self._real_match()
        if real is None or not (self._held or real.is_over) or self._practice is not None:
            self.rejected.emit("no_finished_deal", "there is no finished deal to replay", "replay")
            return
        replay = real.rewound(finished_deal_start(real))
        replay.assisted = False  # a practice match of its own (it is never saved nor counted)
        self._timer.stop()
        self._practice = {
            "match": real,
            "held": self._held,
            "bots": self._bots,
            "events": list(self._last_deal),
            "view": self._last_view,
        }
        self._match = replay
        self._held = False
        self._after_trick = False
        self._trick_held = False
        self._bots = self._make_bots()
        self._emit([])

    @Slot()
    @guarded("end_practice")
    def end_practice(self) -> None:
        """Leave a replayed deal: the real match's table (and its deal sheet) again."""
        if self._practice is not None:
            self._end_practice()

    @Slot()
    @guarded("compare_hard")
    def compare_hard(self) -> None:
        """Play the deal that just ended again with the hard level in your seat (every other
        seat as it was: its level and seed) and answer with ``hardResult``; nothing counts."""
        from ..statistics import deal_pair

        real = self._real_match()
        held = self._practice["held"] if self._practice is not None else self._held
        if real is None or self._watching() or not (held or real.is_over):
            self.hardResult.emit({"failed": True})
            return
        start = finished_deal_start(real)
        finished = deal_end_of(real, start)
        replay = real.rewound(start)
        factory = self._bot_factory()
        bots = {
            seat: (
                factory(self._game, "hard", derive_ai_seed(real.seed, seat))
                if seat == HUMAN
                else self._new_bot(self._seat_level(seat), seat)
            )
            for seat in range(real.players)
        }
        if hasattr(bots[HUMAN], "abort"):  # its search stops at once when the table closes
            bots[HUMAN].abort = self._abort
        deal_end = None
        try:
            while deal_end is None and not replay.is_over:
                if self._abort.is_set():
                    return
                seat = replay.current_player
                legal = replay.legal_actions()
                action = checked(bots[seat].choose(replay.observation(seat), list(legal)), legal)
                deal_end = next(
                    (e for e in replay.apply(action) if e.get("type") == "deal_end"), None
                )
        except Exception as error:  # a bot failed: the table is untouched, the answer says so
            self._report("ai", error, {"where": "compare_hard"})
            self.hardResult.emit({"failed": True})
            return
        if deal_end is None or finished is None:
            self.hardResult.emit({"failed": True})
            return
        self.hardResult.emit(
            {
                "deal": int(finished.get("deal_number", 1)),
                "yours": deal_pair(self._game, finished),
                "hard": deal_pair(self._game, deal_end),
            }
        )

    def _real_match(self) -> Any:
        """The match that counts: the one kept aside while a deal is replayed."""
        return self._practice["match"] if self._practice is not None else self._match

    def _replaying(self) -> bool:
        """A finished deal is being replayed (not a lesson, not a watched match)."""
        kept = self._practice or {}
        return bool(kept) and not kept.get("lesson") and not kept.get("watch")

    def _leave_replay(self) -> None:
        """The real match back at the table as it was left (its deal sheet held), untold."""
        kept, self._practice = self._practice, None
        assert kept is not None
        self._timer.stop()
        if self._pending_action is not None:
            self._pending_action = None
            self.thinkingChanged.emit(False)
        self._match, self._held, self._bots = kept["match"], kept["held"], kept["bots"]
        self._after_trick = self._trick_held = False
        self._last_deal, self._last_view = kept["events"], kept["view"]

    def _end_practice(self) -> None:
        """The real match back, told with its deal's sheet as it was left."""
        self._leave_replay()
        self._held = False  # _emit holds the table again on the deal's end events
        events = [dict(event) for event in self._last_deal]
        self._emit(events, replayed=True, view=self._last_view)
