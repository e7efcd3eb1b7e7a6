"""The bot seats: their bots and levels, the pace of their moves, and the fallbacks when a bot
fails (hard → normal → easy → the first legal action, so the match goes on)."""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Slot

from .base import HUMAN, PARTNER, Cancelled, WorkerState, checked, derive_ai_seed, guarded
from .watch import WATCH_LEVEL


class Seats(WorkerState):
    """The bots at the table: levels, their moves after the readable delay, fallbacks."""

    @Slot(str)
    @guarded("set_level")
    def set_level(self, level: str) -> None:
        """Change the bots' level from the next bot move on."""
        if level == self._level:
            return
        self._level = level
        if self._match is not None:
            try:
                self._bots = self._make_bots()
            except ValueError as error:
                self.rejected.emit("bad_level", str(error), "")
            self._fallbacks.clear()
            self._record_begin()

    @Slot(str)
    @guarded("set_level")
    def set_partner_level(self, level: str) -> None:
        """Change your partner's level (seat 2 in the four-seat games; "" follows the
        opponents') from its next move on."""
        if level == self._partner_level:
            return
        before = self._seat_level(PARTNER)
        self._partner_level = level
        if (
            self._match is not None
            and self._match.players == 4
            and (self._seat_level(PARTNER) != before)
        ):
            try:
                self._bots[PARTNER] = self._new_bot(self._seat_level(PARTNER), PARTNER)
            except ValueError as error:
                self.rejected.emit("bad_level", str(error), "")
            self._fallbacks.clear()

    @Slot()
    @guarded("go_on")
    def go_on(self) -> None:
        """The player has seen the finished trick: the next AI move comes, or your lead
        (nothing happens when no trick is held)."""
        if self._trick_held:
            self._trick_held = False
            self._after_trick = False  # the player's pause replaces the timed one
            if self._match is not None and self._match.current_player == HUMAN:
                self._emit([])  # the trick goes, your cards come
            else:
                self._schedule_bot()

    @Slot(bool)
    @guarded("set_hold_tricks")
    def set_hold_tricks(self, hold: bool) -> None:
        """Hold finished tricks of the four-seat games until ``go_on`` (else the timed pace);
        turned off while a trick is held, play goes on."""
        self._hold_tricks = bool(hold)
        if not hold:
            self.go_on()

    @Slot(int)
    @guarded("set_delay")
    def set_delay(self, delay_ms: int) -> None:
        """Change the readable delay before a bot's move shows."""
        self._delay_ms = max(0, delay_ms)

    def _make_bots(self) -> dict[int, Any]:
        return {
            seat: self._new_bot(self._seat_level(seat), seat)
            for seat in range(self._match.players)
            if seat != HUMAN or self._watching()
        }

    def _seat_level(self, seat: int) -> str:
        """The level of the bot at ``seat``: your partner's (seat 2 of four) or the opponents';
        your own seat's while you watch (``watch.WATCH_LEVEL``)."""
        if seat == HUMAN and self._watching():
            return WATCH_LEVEL
        if (
            seat == PARTNER
            and self._partner_level
            and self._match is not None
            and (self._match.players == 4)
        ):
            return self._partner_level
        return self._level

    def _new_bot(self, level: str, seat: int) -> Any:
        bot = self._bot_factory()(self._game, level, derive_ai_seed(self._seed, seat))
        if hasattr(bot, "abort"):  # searching bots stop at once when the table closes
            bot.abort = self._abort
        return bot

    def _hint_factory(self) -> Any:
        """Makes the hint's bot in a search process of its own (a cancelled hint ends that
        process, never the table's), or ``None``: ``create_ai`` on this thread."""
        return self._remote_factory("_hint_searches")

    def _bot_factory(self) -> Callable[[str, str, int], Any]:
        """Makes the table's bots: ``bot_factory``, else in the table's search process when
        enabled (``search_process``), else ``create_ai`` on this thread."""
        from cardavia_desktop.engine.ai import create_ai

        return self._remote_factory("_searches") or self.bot_factory or create_ai

    def _remote_factory(self, holder_name: str) -> Callable[[str, str, int], Any] | None:
        """Bots in the search process kept in attribute ``holder_name`` (started on first
        use), or ``None`` when this worker's bots stay on its thread (a ``bot_factory`` was
        given, or the app runs no search processes)."""
        from cardavia_desktop import search_process

        if self.bot_factory is not None or not search_process.ENABLED:
            return None
        holder = getattr(self, holder_name)
        if holder is None:
            holder = search_process.SearchProcessHolder()
            setattr(self, holder_name, holder)

        def factory(game: str, level: str, seed: int) -> Any:
            return search_process.RemoteBot(holder, game, level, seed)

        return factory

    def _schedule_bot(self) -> None:
        match = self._match
        if match is None or match.is_over or self._held or self._trick_held or self._abort.is_set():
            return
        seat = match.current_player
        watching = self._watching()
        if seat is None or (seat == HUMAN and not watching) or (watching and self._watch_paused):
            return
        started = time.monotonic()
        if not self._decide(seat):
            return
        elapsed_ms = int((time.monotonic() - started) * 1000)
        delay = self._watch_delay_ms if watching else self._delay_ms
        self._timer.start(max(0, delay * (2 if self._after_trick else 1) - elapsed_ms))

    def _decide(self, seat: int) -> bool:
        """Choose the move of the bot at ``seat`` (it waits in ``_pending_action``); ``False``
        when the search was cancelled (the table is closing)."""
        self.thinkingChanged.emit(True)
        self.apply_threads.add(threading.get_ident())
        try:
            self._pending_action = self._choose(seat)
        except Cancelled:
            return False
        if self._watching():
            self._watch_reasons(seat, self._pending_action)
        return True

    def _choose(self, seat: int) -> str:
        """The move of the bot at ``seat``; should it fail, a simpler level's (then the first
        legal action), after the failure is written down and told (``failed("ai", path)``)."""
        match = self._match
        moves = len(match.history)
        legal = [a for a in match.legal_actions() if (moves, a) not in self._bad_moves]
        if not legal:
            raise RuntimeError("every legal action of this position failed in the engine")
        try:
            return checked(self._bots[seat].choose(match.observation(seat), list(legal)), legal)
        except Exception as error:  # any bot failure: play on at a simpler level
            if self._abort.is_set():
                raise Cancelled from None
            failure = error
        from cardavia_desktop.engine.ai import LEVELS

        simpler = (
            list(reversed(LEVELS[: LEVELS.index(self._level)]))
            if (self._level in LEVELS)
            else list(reversed(LEVELS))
        )
        action = legal[0]
        for level in simpler:
            try:
                bot = self._fallbacks.get((seat, level)) or self._new_bot(level, seat)
                self._fallbacks[(seat, level)] = bot
                action = checked(bot.choose(match.observation(seat), list(legal)), legal)
                break
            except Exception:  # try the next simpler level
                if self._abort.is_set():
                    raise Cancelled from None
                continue
        print(
            f"cardavia: the {self._level} AI of seat {seat} failed ({failure!r}); "
            f"played {action} instead",
            file=sys.stderr,
        )
        self._report("ai", failure, {"seat": seat, "fallback": action})
        return action

    @Slot()
    @guarded("bot_move")
    def _apply_bot_move(self) -> None:
        action, self._pending_action = self._pending_action, None
        self.thinkingChanged.emit(False)
        if action is None or self._abort.is_set() or self._match is None:
            return
        moves = len(self._match.history)
        try:
            events = self._apply(action)
        except Exception:
            self._bad_moves.add((moves, action))  # the next try (after recovery) avoids it
            raise
        self._emit(events)
