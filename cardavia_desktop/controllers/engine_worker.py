"""The engine worker: owns the Match and the bots on its own QThread, reports immutable payloads.

The GUI thread never calls into the engine. It sends intents through queued signals to the
slots below; the worker answers with ``stepped`` (a fresh, never-mutated dict for seat 0),
``rejected`` (an ``IllegalAction`` as code + message) and ``thinkingChanged``.

The match is saved (``saved_games.py``) after every applied move, here on the worker thread; a
table started with ``resume`` continues its game's saved match unless that one is over.
"""

from __future__ import annotations

import random
import sys
import threading
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

HUMAN = 0
"""The seat of the person at the table; every other seat is a bot."""

MAX_SEED = 2**31 - 1


def derive_ai_seed(match_seed: int, seat: int) -> int:
    """Seed of the bot at ``seat``, derived from the match seed (same seed, same AI choices)."""
    return random.Random(match_seed * 1_000_003 + seat).randrange(MAX_SEED)


class EngineWorker(QObject):
    """Runs the engine and the AI for one table; lives on a worker QThread."""

    stepped = Signal(object)
    """A payload dict: seat-0 observation, legal actions, the events of the step, flags."""
    rejected = Signal(str, str, str)
    """An intent refused: (code, message, action)."""
    thinkingChanged = Signal(bool)
    """True while a bot decides (and during the readable delay before its move shows)."""
    saveProblem = Signal(str, str)
    """The saved match was set aside (``"corrupt"``, name kept as) or could not be written
    (``"unsaved"``, the reason)."""

    def __init__(self) -> None:
        super().__init__()
        self._match: Any = None
        self._bots: dict[int, Any] = {}
        self._game = ""
        self._level = "normal"
        self._delay_ms = 700
        self._seed = 0
        self._held = False
        self._after_trick = False
        self._pending_action: str | None = None
        self._unsaved = False
        self._save_failed = False
        self._abort = threading.Event()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._apply_bot_move)
        self.apply_threads: set[int] = set()
        """Thread ids in which the engine applied actions or bots chose (tests check it)."""

    # -- intents (queued slots, run on the worker thread) ---------------------------------

    @Slot(dict)
    def start(self, config: dict[str, Any]) -> None:
        """Start a match: ``{"game", "seed", "level", "delay_ms"}``, optionally ``dealer`` and
        ``resume`` (continue the game's saved match, if one is not over, with its own seed)."""
        from cardavia_desktop.engine import IllegalAction, new_match

        self._timer.stop()
        if self._pending_action is not None:  # a bot move was waiting: it will not happen
            self.thinkingChanged.emit(False)
        self._pending_action = None
        self._game = str(config["game"])
        self._seed = int(config["seed"])
        self._level = str(config.get("level", self._level))
        self._delay_ms = max(0, int(config.get("delay_ms", self._delay_ms)))
        self._held = False
        self._after_trick = False
        self._unsaved = False
        try:
            dealer = int(config.get("dealer", -1))
            fixed = dealer if dealer >= 0 else None
            self._match = self._saved_match() if config.get("resume") else None
            if self._match is None:
                self._match = new_match(self._game, seed=self._seed, dealer=fixed)
                self._unsaved = True  # a new match replaces the game's save
            self._seed = self._match.seed
            self._bots = self._make_bots()
        except (IllegalAction, ValueError, KeyError, ImportError) as error:
            self._match = None
            code = getattr(error, "code", "bad_game")
            self.rejected.emit(code, str(error), "")
            return
        self._emit([])

    @Slot(str)
    def act(self, action: str) -> None:
        """Apply the human's action, or report why it is refused (the state is unchanged)."""
        from cardavia_desktop.engine import IllegalAction

        match = self._match
        if match is None:
            self.rejected.emit("no_match", "no match is running", action)
            return
        if self._held:
            self.rejected.emit("deal_summary_open", "the deal is over: continue first", action)
            return
        if match.is_over:
            self.rejected.emit("match_over", "the match is over", action)
            return
        if match.current_player != HUMAN:
            self.rejected.emit("not_your_turn", "it is not your turn", action)
            return
        try:
            events = self._apply(action)
        except IllegalAction as error:
            self.rejected.emit(error.code, str(error), action)
            return
        self._emit(events)

    @Slot()
    def resume(self) -> None:
        """Close the deal summary: the next deal goes on (a bot that leads it plays)."""
        if self._held:
            self._held = False
            self._after_trick = False
            self._emit([])

    @Slot(str)
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

    @Slot(int)
    def set_delay(self, delay_ms: int) -> None:
        """Change the readable delay before a bot's move shows."""
        self._delay_ms = max(0, delay_ms)

    @Slot()
    def stop(self) -> None:
        """Cancel any pending bot move (the owner then quits the thread)."""
        self._abort.set()
        self._timer.stop()

    @property
    def abort_flag(self) -> threading.Event:
        """Set from any thread to cancel pending bot moves at once."""
        return self._abort

    # -- internals -----------------------------------------------------------------------

    def _make_bots(self) -> dict[int, Any]:
        from cardavia_desktop.engine.ai import create_ai

        bots = {
            seat: create_ai(self._game, self._level, derive_ai_seed(self._seed, seat))
            for seat in range(self._match.players)
            if seat != HUMAN
        }
        for bot in bots.values():
            if hasattr(bot, "abort"):  # searching bots stop at once when the table closes
                bot.abort = self._abort
        return bots

    def _apply(self, action: str) -> list[dict[str, Any]]:
        self.apply_threads.add(threading.get_ident())
        events: list[dict[str, Any]] = self._match.apply(action)
        self._unsaved = True
        return events

    def _saved_match(self) -> Any:
        """The game's saved match if there is one not over; a bad save is set aside and told."""
        from cardavia_desktop.saved_games import SavedGames

        loaded = SavedGames().load(self._game)
        if loaded.problem is not None:
            kept = loaded.moved_to.name if loaded.moved_to else ""
            print(f"cardavia: saved {self._game} match {loaded.problem} ({loaded.detail}); "
                  f"starting a new match; kept as {loaded.moved_to}", file=sys.stderr)
            self.saveProblem.emit("corrupt", kept)
        match = loaded.match
        return None if match is None or match.is_over else match

    def _save(self) -> None:
        """Write the match to its game's save (atomically); a failure is told once."""
        from cardavia_desktop.saved_games import SavedGames

        self._unsaved = False
        try:
            SavedGames().save(self._match)
        except (OSError, ValueError, TypeError) as error:
            print(f"cardavia: could not save the {self._game} match: {error}", file=sys.stderr)
            if not self._save_failed:
                self.saveProblem.emit("unsaved", getattr(error, "strerror", None) or str(error))
            self._save_failed = True
        else:
            self._save_failed = False

    def _emit(self, events: list[dict[str, Any]]) -> None:
        from .refusals import card_refusals

        match = self._match
        types = {event.get("type") for event in events}
        if "deal_end" in types and not match.is_over:
            self._held = True
        self._after_trick = "trick" in types
        current = match.current_player
        human_turn = current == HUMAN and not self._held and not match.is_over
        observation = match.observation(HUMAN)
        legal = match.legal_actions() if human_turn else []
        payload = {
            "game": self._game,
            "seed": self._seed,
            "observation": observation,
            "legal": legal,
            "refusals": card_refusals(match, list(observation.get("hand", [])), legal),
            "events": [dict(event) for event in events],
            "current_player": -1 if current is None else current,
            "held": self._held,
            "is_over": match.is_over,
            "result": match.result,
        }
        self.stepped.emit(payload)
        if self._unsaved:  # after the payload went out: the table does not wait for the disk
            self._save()
        self._schedule_bot()

    def _schedule_bot(self) -> None:
        match = self._match
        if match is None or match.is_over or self._held or self._abort.is_set():
            return
        seat = match.current_player
        if seat is None or seat == HUMAN:
            return
        self.thinkingChanged.emit(True)
        started = time.monotonic()
        self.apply_threads.add(threading.get_ident())
        bot = self._bots[seat]
        try:
            self._pending_action = bot.choose(match.observation(seat), match.legal_actions())
        except Exception as error:
            if self._abort.is_set():  # the search was cancelled: the table is closing
                return
            self.thinkingChanged.emit(False)
            self.rejected.emit("ai_error", f"the AI failed: {error}", "")
            return
        elapsed_ms = int((time.monotonic() - started) * 1000)
        wait_ms = self._delay_ms * (2 if self._after_trick else 1) - elapsed_ms
        self._timer.start(max(0, wait_ms))

    @Slot()
    def _apply_bot_move(self) -> None:
        action, self._pending_action = self._pending_action, None
        self.thinkingChanged.emit(False)
        if action is None or self._abort.is_set() or self._match is None:
            return
        from cardavia_desktop.engine import IllegalAction

        try:
            events = self._apply(action)
        except IllegalAction as error:  # a bot bug must not freeze the table silently
            self.rejected.emit("ai_error", f"the AI chose an illegal move: {error}", action)
            return
        self._emit(events)
