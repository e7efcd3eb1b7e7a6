"""``TableWatch``: Watch, AI against AI on the real table, the same at every table.

The hard level plays your seat in a fresh numbered match (``worker/watch.py``) while the match
you play waits aside, untouched: nothing watched is saved or counted. QML starts and stops it,
pauses, plays one move at a time and sets the pace; each move comes as ``watchMove`` (its seat,
action, events and the reasons given for it) for the views to word. ``GameController`` derives
from this class and connects its ``_watch…Requested`` signals to the worker.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Property, QObject, Qt, Signal, Slot

from .controller_state import DEFAULTS, copy_value
from .table_aids import TableAids
from .worker import MAX_SEED

WATCH_DELAYS_MS = (3500, 2000, 400)
"""The pause before each watched move shows, at speed 0 (slow), 1 (normal) and 2 (fast): at
Normal, time to read each move's caption and its reason (newcomer #8: a second, less the card's
animation, was too fast to read); Fast stays fast."""

_QUEUED = Qt.ConnectionType.QueuedConnection


class TableWatch(TableAids):
    """Watch mode: its state (``watching``, ``watchPaused``, ``watchSpeed``, ``watchMove``) and
    intents (``startWatching``, ``watchAnotherDeal``, ``stopWatching``, ``toggleWatchPause``,
    ``watchStep``)."""

    _watchRequested = Signal(int)
    _watchAnotherRequested = Signal(int)
    _stopWatchRequested = Signal()
    _watchPausedRequested = Signal(bool)
    _watchStepRequested = Signal()
    _watchDelayRequested = Signal(int)

    watchingChanged = Signal()
    watchPausedChanged = Signal()
    watchSpeedChanged = Signal()
    watchMoveChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._watching = False
        self._watch_paused = False
        self._watch_speed = 1
        self._watch_move: dict[str, Any] = {}

    def _connect_watch(self, worker: Any) -> None:
        """Connect the watch intents to the table's worker (queued: it lives on its thread)."""
        self._watchRequested.connect(worker.start_watch, _QUEUED)
        self._watchAnotherRequested.connect(worker.watch_another, _QUEUED)
        self._stopWatchRequested.connect(worker.stop_watch, _QUEUED)
        self._watchPausedRequested.connect(worker.set_watch_paused, _QUEUED)
        self._watchStepRequested.connect(worker.watch_step, _QUEUED)
        self._watchDelayRequested.connect(worker.set_watch_delay, _QUEUED)

    def _reject_not_now(self) -> None:
        """Hard plays your seat while you watch: that first, else the table's reason."""
        if self._watching:
            self._reject("watching", "the hard level plays your seat: stop watching first")
        else:
            super()._reject_not_now()

    # -- properties ----------------------------------------------------------------------

    def _get_watching(self) -> bool:
        return self._watching

    watching = Property(bool, _get_watching, notify=watchingChanged)
    """The hard level plays your seat in a watched match; your own match waits aside."""

    def _get_watch_paused(self) -> bool:
        return self._watch_paused

    watchPaused = Property(bool, _get_watch_paused, notify=watchPausedChanged)
    """No watched move comes but the one asked for with ``watchStep``."""

    def _get_watch_speed(self) -> int:
        return self._watch_speed

    def _set_watch_speed(self, value: int) -> None:
        value = min(max(int(value), 0), len(WATCH_DELAYS_MS) - 1)
        if value != self._watch_speed:
            self._watch_speed = value
            self.watchSpeedChanged.emit()
            self._watchDelayRequested.emit(WATCH_DELAYS_MS[value])

    watchSpeed = Property(int, _get_watch_speed, _set_watch_speed, notify=watchSpeedChanged)
    """0 slow, 1 normal, 2 fast (``WATCH_DELAYS_MS``)."""

    def _get_watch_move(self) -> dict[str, Any]:
        return self._watch_move

    watchMove = Property("QVariantMap", _get_watch_move, notify=watchMoveChanged)  # type: ignore[arg-type]
    """The last watched move: ``{"seat", "action", "events", "reasons"}`` (``events``: the
    engine's events of that move, each with ``actor``; ``reasons``: from the worker's hook
    ``watch.move_reasons``, empty until the engine gives them); empty before the first."""

    # -- intents -------------------------------------------------------------------------

    @Slot()
    def startWatching(self) -> None:
        """Watch a fresh numbered match with the hard level in your seat (it starts playing)."""
        self.startWatchingDeal(-1)

    @Slot(int)
    def startWatchingDeal(self, deal: int) -> None:
        """Watch the numbered match ``deal`` (a fresh number when negative)."""
        if self._watching or not self._state["running"]:
            return
        self._kept_close = dict(self._state["summary"].get("close", {}))
        self.clearHint()
        self._watchRequested.emit(self._begin_watching(deal))

    @Slot()
    def watchAnotherDeal(self) -> None:
        """A watched deal has ended (its sheet shows): watch a fresh numbered one instead,
        your match still waiting aside."""
        if self._watching and (self._state["summaryVisible"] or self._state["matchOver"]):
            self._watchAnotherRequested.emit(self._begin_watching(-1))

    def _begin_watching(self, deal: int) -> int:
        """The table cleared for the watched match ``deal`` (a fresh number when negative),
        playing at the chosen pace; returns its number for the worker."""
        seed = deal if deal >= 0 else random.SystemRandom().randrange(MAX_SEED)
        self._clear_table()
        self._set("hardResult", {})
        self._set("yourTurn", False)
        self._set_watch_state(True, False, {})
        self._watchDelayRequested.emit(WATCH_DELAYS_MS[self._watch_speed])
        self._watchPausedRequested.emit(False)
        return int(seed) % MAX_SEED

    @Slot()
    def stopWatching(self) -> None:
        """Back to your match, as you left it."""
        if not self._watching:
            return
        self._clear_table()
        self._set_watch_state(False, False, {})
        self._stopWatchRequested.emit()

    @Slot()
    def toggleWatchPause(self) -> None:
        """Pause the watched play, or play on."""
        if self._watching:
            self._set_watch_state(True, not self._watch_paused, self._watch_move)
            self._watchPausedRequested.emit(self._watch_paused)

    @Slot()
    def watchStep(self) -> None:
        """While paused: the next move, at once."""
        if self._watching and self._watch_paused:
            self._watchStepRequested.emit()

    def _leave_watched_match(self) -> bool:
        """A watched match has ended: its sheet's New match (or New deal) leads back to your
        match (``stopWatching``; ``True``) rather than giving yours up."""
        if not (self._watching and self._state["matchOver"]):
            return False
        self.stopWatching()
        return True

    # -- from the worker -------------------------------------------------------------------

    def _watch_stepped(self, payload: dict[str, Any]) -> None:
        """Follow a step's payload: watching or not, and the move it showed."""
        watching = bool(payload.get("watching", False))
        move = payload.get("watch_move")
        shown = self._watch_move if watching else {}
        if watching and move:
            seat = int(move["seat"])
            events = [{**event, "actor": seat} for event in payload.get("events", [])]
            shown = {**move, "events": events}
        paused = self._watch_paused if watching else False
        if watching != self._watching:  # the other match's table: nothing of this one stays
            self._clear_table()
        if watching != self._watching or move or not watching:
            self._set_watch_state(watching, paused, shown)

    def _set_watch_state(self, watching: bool, paused: bool, move: dict[str, Any]) -> None:
        if watching != self._watching:
            self._watching = watching
            self.watchingChanged.emit()
        if paused != self._watch_paused:
            self._watch_paused = paused
            self.watchPausedChanged.emit()
        if move != self._watch_move:
            self._watch_move = dict(move)
            self.watchMoveChanged.emit()

    def _clear_table(self) -> None:
        """What a deal left on the table (its trick, sheet, the match's end) goes: the next
        step shows the other match's."""
        self._set("summaryVisible", False)
        self._set("matchOver", False)
        self._set("matchWinner", -1)
        for key in ("trick", "lastTrick", "summary"):
            self._set(key, copy_value(DEFAULTS[key]))
        self._set("trickWinner", -1)
