"""``GameController``: one table's bridge between QML and the engine worker thread.

QML sets ``gameId`` (and ``aiLevel``, ``aiDelayMs``, ``seed``), binds to the properties that
every game shares (``ControllerState``), the ``hand`` model and the game's own view model
``table`` (``controllers/tables/<gameId>.py``), and sends intents (``clickCard``, ``act``,
``continueDeal``, ``newMatch``…; a game's own intents are slots of its ``table``). Every rule
lives in the engine on the worker thread; the properties here are copied from the worker's
payloads and the legal actions it sends.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Property, QObject, Qt, QThread, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, qmlEngine

from .. import process_tuning
from . import pyside_fixes, sound
from .controller_state import (
    DEFAULTS,
    copy_value,
    event_display,
    own_draws_named,
    seat_index,
)
from .hand_model import HandModel, hand_rows
from .table_lesson import TableLesson
from .tables import Step, TableViewModel, create_view_model
from .worker import HUMAN, EngineWorker
from .worker import lifecycle as worker_lifecycle

if TYPE_CHECKING:
    from .settings_controller import AppSettings

pyside_fixes.apply()  # PySide6 6.12.0 leaks references to True (emit) and None (QVariant)

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1

_QUEUED = Qt.ConnectionType.QueuedConnection


@QmlElement
class GameController(TableLesson):
    """A table: the engine and AI run on a worker thread; QML sees properties and models."""

    stepped = Signal(list)
    """Emitted after every step with its events (data, for animations and explanations)."""
    savedMatchProblem = Signal(str, str)
    """The saved match was set aside or not written: (kind, detail); the shell's banner says so."""
    engineFailed = Signal(str, str)
    """The worker caught a failure: (kind ``ai``/``engine``/``start``, diagnostic file); the
    shell's banner says so, with New match when the match cannot simply go on."""

    # Intents to the worker (queued).
    _startRequested = Signal(dict)
    _actRequested = Signal(str)
    _actsRequested = Signal(list)
    _resumeRequested = Signal()
    _goOnRequested = Signal()
    _takeBackRequested = Signal()
    _exportRequested = Signal(object)  # a path: never Qt text (local_paths)
    _importRequested = Signal(object)

    matchRecorded = Signal(str, str)
    """A match was counted in the record: (game, the level it counted under)."""
    fileDone = Signal(str, bool, str)
    """An export or import finished: (``"export"``/``"import"``, done, the file or the reason
    it was refused: ``not_found``, ``corrupt``, ``unreadable``, ``newer``, ``other_game``,
    ``not_a_match`` (JSON that is no Cardavia match), ``damaged:<code>``)."""

    gameIdChanged = Signal()
    tableChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game_id = ""
        self._matches_started = 0
        self._deal_request: int | None = None
        self._close_info: dict[str, Any] = {}
        self._held_hand: list[str] | None = None
        """The hand a finished deal's sheet shows (kept for the sheet shown again after Watch)."""
        self._hand = HandModel(self)
        self._hand_source: tuple[list[str], list[str], str] = ([], [], "")
        self._refusals: dict[str, str] = {}
        self._table = self._attach(TableViewModel(self))
        self._start_scheduled = False

        self._thread = QThread()
        self._thread.setObjectName("cardavia-engine")
        self._worker = EngineWorker()
        self._worker.moveToThread(self._thread)
        self._startRequested.connect(self._worker.start, _QUEUED)
        self._actRequested.connect(self._worker.act, _QUEUED)
        self._actsRequested.connect(self._worker.act_together, _QUEUED)
        self._resumeRequested.connect(self._worker.resume, _QUEUED)
        self._levelRequested.connect(self._worker.set_level, _QUEUED)
        self._partnerLevelRequested.connect(self._worker.set_partner_level, _QUEUED)
        self._delayRequested.connect(self._worker.set_delay, _QUEUED)
        self._holdTricksRequested.connect(self._worker.set_hold_tricks, _QUEUED)
        self._goOnRequested.connect(self._worker.go_on, _QUEUED)
        self._takeBackRequested.connect(self._worker.take_back, _QUEUED)
        self._hintRequested.connect(self._worker.hint, _QUEUED)
        self._worker.hintReady.connect(self._on_hint_ready, _QUEUED)
        self._replayRequested.connect(self._worker.replay_deal, _QUEUED)
        self._endPracticeRequested.connect(self._worker.end_practice, _QUEUED)
        self._compareHardRequested.connect(self._worker.compare_hard, _QUEUED)
        self._exportRequested.connect(self._worker.export_match, _QUEUED)
        self._importRequested.connect(self._worker.import_match, _QUEUED)
        self._worker.hardResult.connect(self._on_hard_result, _QUEUED)
        self._connect_watch(self._worker)
        self._connect_why(self._worker)
        self._connect_lesson(self._worker)
        self._worker.fileDone.connect(self.fileDone, _QUEUED)
        self._worker.recorded.connect(self.matchRecorded, _QUEUED)
        self._worker.stepped.connect(self._on_stepped, _QUEUED)
        self._worker.rejected.connect(self._on_rejected, _QUEUED)
        self._worker.thinkingChanged.connect(self._on_thinking, _QUEUED)
        self._worker.saveProblem.connect(self._on_save_problem, _QUEUED)
        self._worker.failed.connect(self._on_failed, _QUEUED)
        self._thread.finished.connect(self._worker.deleteLater)
        self._thread.start()

        # Stop the worker when this object goes away (QML destroys it with its Table) or the
        # application quits. The callback holds no reference to ``self``.
        stopper = worker_lifecycle.make_stopper(self._thread, self._worker)
        self.destroyed.connect(stopper)
        worker_lifecycle.register(stopper)
        self._stopper = stopper
        self._stopping = self._worker.abort_flag  # set once the table is closing

    # -- the game ---------------------------------------------------------------------------

    def _get_game_id(self) -> str:
        return self._game_id

    def _set_game_id(self, value: str) -> None:
        if value != self._game_id:
            self._game_id = value
            old, self._table = self._table, self._attach(create_view_model(value, self))
            old.deleteLater()
            self.gameIdChanged.emit()
            self.tableChanged.emit()
            self._schedule_start()

    gameId = Property(str, _get_game_id, _set_game_id, notify=gameIdChanged)

    # -- the hand and the game's view model (shared state: ControllerState) ---------------

    def _get_hand(self) -> HandModel:
        return self._hand

    hand = Property(QObject, _get_hand, constant=True)

    def _get_table(self) -> TableViewModel:
        return self._table

    table = Property(QObject, _get_table, notify=tableChanged)
    """The game's own view model (``controllers/tables``): what only its table shows, and its
    intents besides a card click; set with ``gameId``."""

    # -- intents ---------------------------------------------------------------------------

    @Slot(str)
    def act(self, action: str) -> None:
        """Send an action string to the engine (refusals come back as ``actionRejected``).
        Until the engine answers the hand is not interactive: a quick second click sends no
        second card."""
        self._set("yourTurn", False)
        self._table.cancel()
        self.clearHint()
        self._actRequested.emit(action)

    def _act_together(self, actions: list[str]) -> None:
        """Send actions that make one choice (a table's ``chosenActions``) together."""
        self._set("yourTurn", False)
        self._table.cancel()
        self.clearHint()
        self._actsRequested.emit(list(actions))

    @Slot(str)
    def clickCard(self, code: str) -> None:
        """A card was clicked (in your hand, or on the table): the game's view model says what
        it does (plays it, chooses it for a capture, a discard or a lock…) or why not."""
        rows = {row["code"]: row for row in self._hand.rows()}
        self._table.click_card(code, rows.get(code), bool(self._state["yourTurn"]))

    @Slot()
    def continueDeal(self) -> None:
        """Dismiss the deal summary; the next deal goes on."""
        self._set("summaryVisible", False)
        self._forget_hard_result()
        self._set("trick", [])
        self._set("trickWinner", -1)
        self._set("lastTrick", {})
        for key in ("points", "tricks"):  # the next deal's come with its first step
            self._set(key, copy_value(DEFAULTS[key]))
        self._resumeRequested.emit()

    @Slot()
    def continueTrick(self) -> None:
        """The held trick was seen: the AI's next move comes, or your lead (the trick goes)."""
        if self._state["trickHeld"]:
            self._set("trickHeld", False)
            if self._state["currentPlayer"] == 0:  # your lead: nothing else would clear it
                self._set("trick", [])
                self._set("trickWinner", -1)
            self._goOnRequested.emit()

    @Slot()
    def newMatch(self) -> None:
        """Start a new match (seed + n when a seed is set, else a fresh random seed)."""
        if not self._leave_watched_match():
            self._start()

    @Slot()
    def newMatchNextDealer(self) -> None:
        """Start a new match dealt by the seat after this match's dealer (one-deal games pass
        the deal on); before any deal, the first dealer is drawn as usual."""
        from cardavia_desktop.engine.registry import find_game

        if self._leave_watched_match():
            return

        dealer = self._state["dealer"]
        if self._game_id and dealer >= 0:
            self._set_fixed_dealer(find_game(self._game_id).next_dealer(dealer))
        self._start()

    @Slot()
    def takeBack(self) -> None:
        """Undo your last decision of this deal and every AI move after it."""
        if not self._state["canTakeBack"]:
            self._reject_no_take_back()
            return
        self.clearHint()
        self._set("canTakeBack", False)  # until the worker answers: one click, one take-back
        self._set("yourTurn", False)
        self._table.cancel()
        self._takeBackRequested.emit()

    def _reject_no_take_back(self) -> None:
        """Say why Take back is off: a lesson takes back only a move not its own; watching, or
        the deal over; else no decision of yours in this deal (or one being taken back)."""
        if self._lesson.active:
            self._reject("lesson_take_back", "a lesson takes back only a move not its own")
        elif self._watching or self._state["matchOver"] or self._state["summaryVisible"]:
            self._reject_not_now()
        else:
            self._reject("nothing_to_take_back", "no decision of yours to take back in this deal")

    @Slot(str, result=str)
    def playDeal(self, text: str) -> str:
        """Start the numbered deal ``text`` (a match seed: docs/app.md); returns "" when it
        starts, else why it was refused (``empty``, ``not_a_number``, ``too_large``)."""
        from .deal_numbers import DealNumberError, parse_deal_number

        try:
            number = parse_deal_number(text)
        except DealNumberError as error:
            return error.code
        self._deal_request = number
        if self._matches_started > 0:  # else the table's first start plays it
            self._start()
        return ""

    @Slot(str)
    def exportMatch(self, target: str) -> None:
        """Write the match to ``target`` (a path or a file URL) as JSON (``fileDone`` tells)."""
        self._exportRequested.emit(os.fsencode(_local_path(target)))

    @Slot(str)
    def importMatch(self, source: str) -> None:
        """Open the match file ``source`` (a path or a file URL) at this table, checked like a
        save; a refusal changes nothing (``fileDone`` tells)."""
        self._importRequested.emit(os.fsencode(_local_path(source)))

    @Slot()
    def stop(self) -> None:
        """Stop the worker thread now (also done automatically on destruction)."""
        self._stopper()

    def worker_thread(self) -> QThread:
        """The worker's QThread (tests check it stops)."""
        return self._thread

    def worker(self) -> EngineWorker:
        """The worker object (tests read where the engine ran)."""
        return self._worker

    def _schedule_start(self) -> None:
        if not self._start_scheduled:
            self._start_scheduled = True
            # All QML property assignments of the creating component run before this fires.
            QTimer.singleShot(0, self, self._start)

    @Slot()
    def _start(self) -> None:
        if not self._game_id:
            return
        opened = None
        if self._matches_started == 0:  # the command line's --deal / --open, once
            from . import launch

            launch.attach(self._game_id, self._launch_requested)
            wanted = launch.take(self._game_id) or {}
            if wanted.get("deal") is not None:
                self._deal_request = int(wanted["deal"])
            opened = wanted.get("open")
        deal, self._deal_request = self._deal_request, None
        seed = self._match_seed(deal, self._matches_started)
        self._matches_started += 1
        self._close_info = {}
        self.clearHint()
        for key in ("summary", "lastTrick", "trick", "lastEvents"):
            self._set(key, copy_value(DEFAULTS[key]))
        self._set("summaryVisible", False)
        self._set("matchOver", False)
        self._set("matchWinner", -1)
        self._set("matchSeed", seed)
        self._forget_hard_result()
        self._set("hardBusy", False)
        self._startRequested.emit(
            {
                "game": self._game_id,
                "seed": seed,
                **self._start_options(),
                "resume": (
                    deal is None and self._seed < 0 and self._matches_started == 1
                ),  # opening: saved match
                "replace_saved": deal is not None,  # gives the save up
                # Checked whole on the worker first: the save is given up only if it is good,
                # else the saved match resumes as usual.
                # As bytes: a name that is not UTF-8 would lose bytes as Qt text.
                "open": os.fsencode(opened) if opened is not None else None,
            }
        )

    def _launch_requested(self) -> bool:
        """A second launch asked this table for a deal or a match file (``launch``); ``False``
        when this table is closed (its object gone, or its worker stopped)."""
        import shiboken6

        from . import launch

        if not shiboken6.isValid(self) or not self._thread.isRunning():
            return False  # PySide keeps the Python side of a destroyed table
        if self._stopping.is_set():  # closed, its thread still draining a search (under load)
            return False
        if self._matches_started == 0:  # the table's first start takes it
            return True
        wanted = launch.take(self._game_id) or {}
        if wanted.get("deal") is not None:
            self._deal_request = int(wanted["deal"])
            self._start()
        elif wanted.get("open") is not None:  # checked whole before the match is given up
            self._importRequested.emit(os.fsencode(wanted["open"]))
        return True

    def _attach(self, table: TableViewModel) -> TableViewModel:
        table.chosenAction.connect(self.act)
        table.chosenActions.connect(self._act_together)
        table.rejected.connect(self._table_refused)
        table.marksChanged.connect(self._refresh_hand)
        return table

    @Slot()
    def _refresh_hand(self) -> None:
        hand, legal, trump = self._hand_source
        marks = self._table.hand_marks()
        rows = hand_rows(
            hand,
            legal,
            trump,
            marks.marriage_points,
            marks.selected,
            marks.discardable,
            self._refusals,
        )
        self._hand.update(rows)

    @Slot(str, str, str)
    def _on_rejected(self, code: str, message: str, action: str) -> None:
        self._set("yourTurn", bool(self._state["legalActions"]))  # nothing changed: play on
        if action == "lesson":  # no lesson now: your match's steps are acted on again
            self._lesson_awaited = False
        self._reject(code, message)

    @Slot(str, str)
    def _on_save_problem(self, kind: str, detail: str) -> None:
        self.savedMatchProblem.emit(kind, detail)
        engine = qmlEngine(self)
        settings = engine.singletonInstance("Cardavia", "AppSettings") if engine else None
        if settings is not None:
            cast("AppSettings", settings).report_saved_match(kind, detail)

    @Slot(str, str)
    def _on_failed(self, kind: str, diagnostic: str) -> None:
        self._set("aiThinking", False)
        self.engineFailed.emit(kind, diagnostic)
        engine = qmlEngine(self)
        settings = engine.singletonInstance("Cardavia", "AppSettings") if engine else None
        if settings is not None:
            cast("AppSettings", settings).report_failure(kind, diagnostic, self, self.newMatch)

    @Slot(bool)
    def _on_thinking(self, thinking: bool) -> None:
        self._set("aiThinking", thinking)

    @Slot(object)
    def _on_stepped(self, payload: dict[str, Any]) -> None:
        # While a deal's summary is open the worker sends that deal's own last view.
        obs: dict[str, Any] = payload["observation"]
        legal: list[str] = payload["legal"]
        events: list[dict[str, Any]] = payload["events"]
        trump = obs.get("trump") or ""
        # first: a table reacting to this step's sheet or cards knows it opens at a sheet left open
        self._set("stepReopened", bool(payload.get("reopened")))
        self._set("running", True)
        self._set("matchSeed", int(payload["seed"]))  # a resumed match keeps its own seed
        self._set("errorCode", "")
        self._set("errorMessage", "")
        self._set("observation", obs)
        self._set("legalActions", list(legal))
        self.clearHint()  # a hint belongs to the position it was asked in
        self._set("canTakeBack", bool(payload.get("can_take_back", False)))
        self._set("assisted", bool(payload.get("assisted", False)))
        self._set("moves", int(payload.get("moves", 0)))
        self._set("story", list(payload.get("story", [])))
        practice = bool(payload.get("practice", False))
        if practice != self._state["practice"]:
            self._set("hardResult", {})
        self._set("practice", practice)
        self._set("atStake", bool(payload.get("at_stake", False)))
        self._watch_stepped(payload)
        self._why_stepped(payload)
        if payload.get("replayed"):  # the real deal's sheet again, after a replay
            self._close_info = dict(self._kept_close)
        types = {event.get("type") for event in events}
        held = "deal_end" in types and "match_end" not in types
        hand = list(obs.get("hand", []))
        if held and payload.get("replayed") and self._held_hand is not None:
            hand = list(self._held_hand)  # back from a replay or Watch: the sheet's own hand
        elif held and payload.get("reopened"):  # a sheet left open: the deal's view has it
            self._held_hand = list(hand)
        elif held:  # the hand you ended the deal with: without the cards its last step played
            played = {e.get("card") for e in events if e.get("type") == "play" and e["seat"] == 0}
            played |= {e["cards"][0] for e in events if e.get("type") == "reveal"}
            hand = [code for code in self._hand.codes() if code not in played]
            self._held_hand = list(hand)
        else:  # a screen reader may hear which card you drew
            events = own_draws_named(events, self._hand.codes(), hand)
        self._hand_source = (hand, list(legal), trump)
        self._refusals = dict(payload.get("refusals", {}))
        self._set("cardRefusals", dict(self._refusals))
        lesson = payload.get("lesson") or {}
        ended, trick_held = list(lesson.get("end", [])), bool(payload.get("trick_held", False))
        refusals, verbs = dict(self._refusals), dict(payload.get("verb_refusals", {}))
        shown = trick_held or bool(lesson.get("paused"))  # a lesson's trick waiting for Next too
        self._table.update(Step(obs, list(legal), events, held, refusals, ended, verbs, shown))
        self._refresh_hand()
        self._set("currentPlayer", payload["current_player"])
        self._set("trickHeld", trick_held)
        self._set("yourTurn", bool(legal))
        self._set("dealNumber", int(obs.get("deal_number", 0)))
        self._set("dealer", seat_index(obs.get("dealer")))
        self._set("matchPoints", list(obs.get("match_points", [7, 7])))
        self._apply_events(obs, events, ended)
        if self._watching and self._state["matchOver"]:  # New match leads back, gives up nothing
            self._set("atStake", False)
        self._lesson_stepped(payload)
        self._set("lastEvents", events)
        if not payload.get("reopened"):  # a sheet left open is not heard again
            sound.play_events(events)
        self.stepped.emit(events)

    def _apply_events(
        self, obs: dict[str, Any], events: list[dict[str, Any]], ended: list[dict[str, Any]]
    ) -> None:
        """Table display from the step's events: the trick shown, the summary, the match end;
        ``ended``: a lesson's deal shown as it ended (its summary, the sheet still closed)."""
        shown, self._close_info = event_display(obs, events, self._close_info, ended)
        for key, value in shown.items():
            self._set(key, value)
        if shown.get("matchOver"):
            process_tuning.trim_later()  # the match's freed pages back to the system


def _local_path(text: str) -> str:
    """A file dialog's URL (``file:///…``) or a plain path, as a local path (byte-exact)."""
    from cardavia_desktop.local_paths import from_text

    return from_text(text)


__all__ = ["HUMAN", "GameController"]
