"""Watch: AI against AI on the real table. A fresh numbered match is played with your seat taken
by the hard level (deciding, like every bot, from its own seat's observation only); the real
match waits aside, unchanged, never saved over, and nothing watched is counted in the record.
Play/pause, one move at a time, and a pace of its own; each move is told with its seat, its
action and the reasons ``move_reasons`` gives for it (``engine.why``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Slot

from .base import WorkerState, guarded

WATCH_LEVEL = "hard"
"""The level that plays your seat while you watch."""


def move_reasons(
    game: str, seat: int, observation: dict[str, Any], action: str, level: str | None = None
) -> list[Any]:
    """The reasons of a watched move: why the bot at ``seat`` chose ``action``, from that
    seat's own ``observation`` only (what it could see when it decided): the facts of
    ``engine.why.why_facts``, the same "Why?" gives at the table (data the views word, never
    text; never naming a card hidden from seat 0: the payload goes to your screen), with the
    reason ``level``'s own rule gives. Called on the worker thread, before the move is applied."""
    from cardavia_desktop.engine.why import why_facts

    del seat  # the observation is that seat's own
    return why_facts(game, observation, action, level)


class Watch(WorkerState):
    """The watch flag (your seat becomes a bot seat), its pause, step and pace."""

    def _watching(self) -> bool:
        """A watched match is at the table (the real one waits in ``_practice``)."""
        return self._practice is not None and bool(self._practice.get("watch"))

    @Slot(int)
    @guarded("start_watch")
    def start_watch(self, seed: int) -> None:
        """Watch the numbered match ``seed``: the hard level plays your seat, the other seats
        their own levels. The real match (and its deal sheet, if one is open) waits aside;
        ``stop_watch`` brings it back as it was, a replayed deal too (it waits aside with the
        match: newcomer #34 lost it). In a lesson nothing is watched and the table is told
        again as it is (the table had cleared itself for the watched match: newcomer #32's
        endless "the first move is coming")."""
        replay = None
        if self._practice is not None and self._replaying():
            replay, self._practice = self._practice, None  # the replayed deal waits aside too
        if self._match is None or self._practice is not None:
            self.rejected.emit("no_watch", "cannot watch now", "watch")
            if self._match is not None:
                self._emit([])
            return
        self._timer.stop()
        if self._pending_action is not None:
            self._pending_action = None
            self.thinkingChanged.emit(False)
        self._practice = self._set_aside(watch=True, replay=replay)
        self._begin_watched(seed)

    @Slot(int)
    @guarded("watch_another")
    def watch_another(self, seed: int) -> None:
        """A watched deal has ended: watch the numbered match ``seed`` instead, your real
        match still waiting aside as it was (its sheet's "Watch another deal")."""
        if not self._watching():
            return
        self._timer.stop()
        if self._pending_action is not None:
            self._pending_action = None
            self.thinkingChanged.emit(False)
        self._begin_watched(seed)

    def _begin_watched(self, seed: int) -> None:
        """The numbered match ``seed`` at the table, the hard level in your seat."""
        from cardavia_desktop.engine import new_match

        watched = new_match(self._game, seed=int(seed))
        self._match = watched
        self._seed = watched.seed  # its bots' seeds: same number, same play
        self._held = False
        self._after_trick = False
        self._trick_held = False
        self._watch_move = None
        self._bots = self._make_bots()  # seat 0 too: the hard level (``_seat_level``)
        self._emit([])

    @Slot()
    @guarded("stop_watch")
    def stop_watch(self) -> None:
        """Stop watching: the real match at the table again, exactly as it was left."""
        if self._watching():
            self._end_watch()

    @Slot(bool)
    @guarded("set_watch_paused")
    def set_watch_paused(self, paused: bool) -> None:
        """Pause (a move already chosen waits, unshown) or play on."""
        self._watch_paused = bool(paused)
        waiting = self._pending_action is not None
        if paused:
            self._timer.stop()
            if waiting:  # nobody is thinking while it waits
                self.thinkingChanged.emit(False)
        elif self._watching():
            if waiting:
                self.thinkingChanged.emit(True)
                self._timer.start(self._watch_delay_ms)
            else:
                self._schedule_bot()

    @Slot()
    @guarded("watch_step")
    def watch_step(self) -> None:
        """While paused: the next move, at once (the one already chosen, else chosen now)."""
        match = self._match
        if not self._watching() or not self._watch_paused or match is None:
            return
        if match.is_over or self._held or match.current_player is None:
            return
        if self._pending_action is None:
            self._decide(int(match.current_player))
        self._timer.stop()
        self._apply_bot_move()

    @Slot(int)
    @guarded("set_watch_delay")
    def set_watch_delay(self, delay_ms: int) -> None:
        """The pause before each watched move shows."""
        self._watch_delay_ms = max(0, int(delay_ms))

    def _end_watch(self) -> None:
        kept, self._practice = self._practice, None
        assert kept is not None
        self._timer.stop()
        if self._pending_action is not None:
            self._pending_action = None
            self.thinkingChanged.emit(False)
        self._watch_move = None
        self._match, self._bots, self._seed = kept["match"], kept["bots"], kept["seed"]
        self._after_trick = self._trick_held = False
        self._last_deal = kept["events"]
        self._last_view = kept["view"]
        self._practice = kept.get("replay")  # back in the replayed deal, if one was played
        if (self._level, self._partner_level) != (kept["level"], kept["partner_level"]):
            self._bots = self._make_bots()  # a level changed while watching
        if kept["held"] or self._match.is_over:  # the real deal's sheet again, as it was
            self._held = False  # _emit holds the table again on the deal's end events
            events = [dict(event) for event in kept["events"]]
            self._emit(events, replayed=True, view=kept["view"])
        else:  # the trick that waited for your click waits again (told before: not again)
            self._held = False
            trick = kept["trick"]
            self._emit([dict(trick)] if trick else [], reopened=trick is not None)

    def _watch_reasons(self, seat: int, action: str) -> None:
        """Note the watched move about to be chosen-and-shown, with its hook's reasons,
        whether its level chose by a search (``search``, ``engine.why.SEARCH_LEVELS``) and, for
        a level playing by rules of thumb, whether those rated another move higher (``slip``:
        its facts are then not what decided it; the caption says nothing of why)."""
        from cardavia_desktop.engine.why import SEARCH_LEVELS

        match = self._match
        observation = match.observation(seat)
        level = self._seat_level(seat)
        search = level in SEARCH_LEVELS
        slip = False
        if not search:  # a rules-of-thumb ranking is quick (a search's is a second search)
            kept = {
                "seat": seat,
                "level": level,
                "observation": observation,
                "legal": match.legal_actions(),
                "action": action,
                "shown": frozenset(),
            }
            rather = self._why_rather(kept)  # type: ignore[attr-defined]
            slip = bool(rather and rather.get("slip"))
        self._watch_move = {
            "seat": seat,
            "action": action,
            "reasons": move_reasons(self._game, seat, observation, action, level),
            "search": search,
            "slip": slip,
        }
