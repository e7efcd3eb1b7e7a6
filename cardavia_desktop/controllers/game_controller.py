"""``GameController``: one table's bridge between QML and the engine worker thread.

QML sets ``gameId`` (and ``aiLevel``, ``aiDelayMs``, ``seed``), binds to the properties and the
``hand`` model, and sends intents (``playCard``, ``exchangeTrump``, ``closeStock``, ``act``,
``continueDeal``, ``newMatch``). Every rule lives in the engine on the worker thread; the
properties here are copied from the worker's payloads and the legal actions it sends.
"""

from __future__ import annotations

import os
import random
import threading
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Property, QObject, Qt, QThread, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, qmlEngine

from .. import process_tuning
from . import pyside_fixes, sound
from .betting import Betting
from .board import Board
from .controller_state import (
    DEFAULTS,
    copy_value,
    marriage_points,
    own_draws_named,
    seat_index,
    state_property,
)
from .discard import DiscardChoice
from .hand_model import HandModel, hand_rows, marriage_offers
from .hints import hint_cards
from .worker import HUMAN, MAX_SEED, EngineWorker
from .worker import lifecycle as worker_lifecycle

if TYPE_CHECKING:
    from .settings_controller import AppSettings

pyside_fixes.apply()  # PySide6 6.12.0 leaks references to True (emit) and None (QVariant)

QML_IMPORT_NAME = "Cardavia"
QML_IMPORT_MAJOR_VERSION = 1

_QUEUED = Qt.ConnectionType.QueuedConnection

RECORD_DEFAULTS: dict[str, Any] = {
    "practice": False,
    "atStake": False,
    "hardResult": {},
    "hardBusy": False,
}
"""The record's and the numbered deals' state (docs/app.md, "The player's record")."""


@QmlElement
class GameController(QObject):
    """A table: the engine and AI run on a worker thread; QML sees properties and models."""

    stepped = Signal(list)
    """Emitted after every step with its events (data, for animations and explanations)."""
    actionRejected = Signal(str, str)
    """An intent was refused: (code, plain-English message); the state is unchanged."""
    savedMatchProblem = Signal(str, str)
    """The saved match was set aside or not written: (kind, detail); the shell's banner says so."""
    engineFailed = Signal(str, str)
    """The worker caught a failure: (kind ``ai``/``engine``/``start``, diagnostic file); the
    shell's banner says so, with New match when the match cannot simply go on."""

    # Intents to the worker (queued).
    _startRequested = Signal(dict)
    _actRequested = Signal(str)
    _resumeRequested = Signal()
    _levelRequested = Signal(str)
    _partnerLevelRequested = Signal(str)
    _delayRequested = Signal(int)
    _holdTricksRequested = Signal(bool)
    _goOnRequested = Signal()
    _takeBackRequested = Signal()
    _hintRequested = Signal(int, object)
    _replayRequested = Signal()
    _endPracticeRequested = Signal()
    _compareHardRequested = Signal()
    _exportRequested = Signal(object)  # a path: never Qt text (local_paths)
    _importRequested = Signal(object)

    matchRecorded = Signal(str, str)
    """A match was counted in the record: (game, the level it counted under)."""
    fileDone = Signal(str, bool, str)
    """An export or import finished: (``"export"``/``"import"``, done, the file or the reason
    it was refused: ``not_found``, ``corrupt``, ``unreadable``, ``newer``, ``other_game``,
    ``not_a_match`` (JSON that is no Cardavia match), ``damaged:<code>``)."""

    gameIdChanged = Signal()
    aiLevelChanged = Signal()
    partnerLevelChanged = Signal()
    aiDelayMsChanged = Signal()
    holdTricksChanged = Signal()
    seedChanged = Signal()
    fixedDealerChanged = Signal()

    observationChanged = Signal()
    legalActionsChanged = Signal()
    cardRefusalsChanged = Signal()
    currentPlayerChanged = Signal()
    yourTurnChanged = Signal()
    aiThinkingChanged = Signal()
    canExchangeChanged = Signal()
    canCloseChanged = Signal()
    canDeclareMarriageChanged = Signal()
    marriageOffersChanged = Signal()
    opponentCardCountChanged = Signal()
    stockSizeChanged = Signal()
    trumpChanged = Signal()
    indicatorChanged = Signal()
    indicatorVisibleChanged = Signal()
    closedByChanged = Signal()
    phaseChanged = Signal()
    dealNumberChanged = Signal()
    dealerChanged = Signal()
    pointsChanged = Signal()
    pendingChanged = Signal()
    tricksChanged = Signal()
    matchPointsChanged = Signal()
    trickChanged = Signal()
    trickWinnerChanged = Signal()
    trickHeldChanged = Signal()
    lastTrickChanged = Signal()
    revealedChanged = Signal()
    marriagesChanged = Signal()
    lastEventsChanged = Signal()
    summaryChanged = Signal()
    summaryVisibleChanged = Signal()
    matchOverChanged = Signal()
    matchWinnerChanged = Signal()
    errorCodeChanged = Signal()
    errorMessageChanged = Signal()
    matchSeedChanged = Signal()
    runningChanged = Signal()
    canTakeBackChanged = Signal()
    assistedChanged = Signal()
    movesChanged = Signal()
    hintChanged = Signal()
    hintCardsChanged = Signal()
    hintBusyChanged = Signal()
    storyChanged = Signal()
    practiceChanged = Signal()
    atStakeChanged = Signal()
    hardResultChanged = Signal()
    hardBusyChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game_id = ""
        self._ai_level = "normal"
        self._partner_level = ""
        self._ai_delay_ms = 700
        self._hold_tricks = False
        self._seed = -1
        self._matches_started = 0
        self._fixed_dealer = -1
        self._state: dict[str, Any] = {key: copy_value(value) for key, value in DEFAULTS.items()}
        self._state.update({key: copy_value(value) for key, value in RECORD_DEFAULTS.items()})
        self._deal_request: int | None = None
        self._kept_close: dict[str, Any] = {}
        """The real deal's close, kept while the deal is replayed (its sheet shows it again)."""
        self._close_info: dict[str, Any] = {}
        self._hand = HandModel(self)
        self._hand_source: tuple[list[str], list[str], str] = ([], [], "")
        self._refusals: dict[str, str] = {}
        self._board = Board(self)
        self._board.chosenAction.connect(self.act)
        self._board.choiceChanged.connect(self._refresh_hand)
        self._betting = Betting(self)
        self._betting.chosenAction.connect(self.act)
        self._betting.rejected.connect(self._reject)
        self._betting.selectionChanged.connect(self._refresh_hand)
        self._discard = DiscardChoice(self)
        self._discard.chosenAction.connect(self.act)
        self._discard.selectionChanged.connect(self._refresh_hand)
        self._start_scheduled = False
        self._hint_token = 0
        self._hint_cancel = threading.Event()

        self._thread = QThread()
        self._thread.setObjectName("cardavia-engine")
        self._worker = EngineWorker()
        self._worker.moveToThread(self._thread)
        self._startRequested.connect(self._worker.start, _QUEUED)
        self._actRequested.connect(self._worker.act, _QUEUED)
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

    # -- configuration properties ---------------------------------------------------------

    def _get_game_id(self) -> str:
        return self._game_id

    def _set_game_id(self, value: str) -> None:
        if value != self._game_id:
            self._game_id = value
            self.gameIdChanged.emit()
            self._schedule_start()

    gameId = Property(str, _get_game_id, _set_game_id, notify=gameIdChanged)

    def _get_ai_level(self) -> str:
        return self._ai_level

    def _set_ai_level(self, value: str) -> None:
        if value and value != self._ai_level:
            self._ai_level = value
            self.aiLevelChanged.emit()
            self._levelRequested.emit(value)

    aiLevel = Property(str, _get_ai_level, _set_ai_level, notify=aiLevelChanged)

    def _get_partner_level(self) -> str:
        return self._partner_level

    def _set_partner_level(self, value: str) -> None:
        if value != self._partner_level:
            self._partner_level = value
            self.partnerLevelChanged.emit()
            self._partnerLevelRequested.emit(value)

    partnerLevel = Property(str, _get_partner_level, _set_partner_level, notify=partnerLevelChanged)
    """The level of your partner (seat 2) in the four-seat games; "" plays it at ``aiLevel``."""

    def _get_ai_delay(self) -> int:
        return self._ai_delay_ms

    def _set_ai_delay(self, value: int) -> None:
        value = max(0, int(value))
        if value != self._ai_delay_ms:
            self._ai_delay_ms = value
            self.aiDelayMsChanged.emit()
            self._delayRequested.emit(value)

    aiDelayMs = Property(int, _get_ai_delay, _set_ai_delay, notify=aiDelayMsChanged)

    def _get_hold_tricks(self) -> bool:
        return self._hold_tricks

    def _set_hold_tricks(self, value: bool) -> None:
        if bool(value) != self._hold_tricks:
            self._hold_tricks = bool(value)
            self.holdTricksChanged.emit()
            if not value:
                self._set("trickHeld", False)
            self._holdTricksRequested.emit(bool(value))

    holdTricks = Property(bool, _get_hold_tricks, _set_hold_tricks, notify=holdTricksChanged)
    """A finished trick of a four-seat game stays until ``continueTrick`` (the player's click
    or key) when an AI leads the next; else the next move comes after the timed pause."""

    def _get_seed(self) -> int:
        return self._seed

    def _set_seed(self, value: int) -> None:
        if value != self._seed:
            self._seed = int(value)
            self.seedChanged.emit()

    seed = Property(int, _get_seed, _set_seed, notify=seedChanged)
    """Match seed; -1 (default) draws a fresh one per match. The n-th new match uses seed + n."""

    def _get_fixed_dealer(self) -> int:
        return self._fixed_dealer

    def _set_fixed_dealer(self, value: int) -> None:
        if int(value) != self._fixed_dealer:
            self._fixed_dealer = int(value)
            self.fixedDealerChanged.emit()

    fixedDealer = Property(int, _get_fixed_dealer, _set_fixed_dealer, notify=fixedDealerChanged)
    """Dealer seat of each new match; -1 (default) lets the engine draw it."""

    # -- state properties (copied from the worker's payloads) -----------------------------

    def _get_hand(self) -> HandModel:
        return self._hand

    hand = Property(QObject, _get_hand, constant=True)

    def _get_board(self) -> Board:
        return self._board

    board = Property(QObject, _get_board, constant=True)
    """Table cards, piles, scope and the capture being chosen (capturing games)."""

    def _get_betting(self) -> Betting:
        return self._betting

    betting = Property(QObject, _get_betting, constant=True)
    """Chips, signals, locks and the betting controls (betting games)."""

    def _get_discard(self) -> DiscardChoice:
        return self._discard

    discard = Property(QObject, _get_discard, constant=True)
    """The discard being chosen (games where the dealer discards)."""

    observation = state_property("QVariantMap", "observation", observationChanged)
    legalActions = state_property("QVariantList", "legalActions", legalActionsChanged)
    cardRefusals = state_property("QVariantMap", "cardRefusals", cardRefusalsChanged)
    """Card code -> the engine's refusal code, for each card of your hand with no legal play."""
    currentPlayer = state_property(int, "currentPlayer", currentPlayerChanged)
    yourTurn = state_property(bool, "yourTurn", yourTurnChanged)
    aiThinking = state_property(bool, "aiThinking", aiThinkingChanged)
    canExchange = state_property(bool, "canExchange", canExchangeChanged)
    canClose = state_property(bool, "canClose", canCloseChanged)
    canDeclareMarriage = state_property(bool, "canDeclareMarriage", canDeclareMarriageChanged)
    marriageOffers = state_property("QVariantList", "marriageOffers", marriageOffersChanged)
    """The marriages you may declare now: ``[{action, card, suit, points}]``, one per König
    or Ober that may lead it (the table offers each as a button; a plain click on the card
    plays it without declaring)."""
    opponentCardCount = state_property(int, "opponentCardCount", opponentCardCountChanged)
    stockSize = state_property(int, "stockSize", stockSizeChanged)
    trump = state_property(str, "trump", trumpChanged)
    indicator = state_property(str, "indicator", indicatorChanged)
    indicatorVisible = state_property(bool, "indicatorVisible", indicatorVisibleChanged)
    closedBy = state_property(int, "closedBy", closedByChanged)
    phase = state_property(str, "phase", phaseChanged)
    dealNumber = state_property(int, "dealNumber", dealNumberChanged)
    dealer = state_property(int, "dealer", dealerChanged)
    points = state_property("QVariantList", "points", pointsChanged)
    pending = state_property("QVariantList", "pending", pendingChanged)
    tricks = state_property("QVariantList", "tricks", tricksChanged)
    matchPoints = state_property("QVariantList", "matchPoints", matchPointsChanged)
    trick = state_property("QVariantList", "trick", trickChanged)
    trickWinner = state_property(int, "trickWinner", trickWinnerChanged)
    trickHeld = state_property(bool, "trickHeld", trickHeldChanged)
    """A finished trick waits for the player (``holdTricks``): ``continueTrick`` goes on."""
    lastTrick = state_property("QVariantMap", "lastTrick", lastTrickChanged)
    revealed = state_property("QVariantList", "revealed", revealedChanged)
    marriages = state_property("QVariantList", "marriages", marriagesChanged)
    lastEvents = state_property("QVariantList", "lastEvents", lastEventsChanged)
    summary = state_property("QVariantMap", "summary", summaryChanged)
    summaryVisible = state_property(bool, "summaryVisible", summaryVisibleChanged)
    matchOver = state_property(bool, "matchOver", matchOverChanged)
    matchWinner = state_property(int, "matchWinner", matchWinnerChanged)
    errorCode = state_property(str, "errorCode", errorCodeChanged)
    errorMessage = state_property(str, "errorMessage", errorMessageChanged)
    matchSeed = state_property(int, "matchSeed", matchSeedChanged)
    running = state_property(bool, "running", runningChanged)
    canTakeBack = state_property(bool, "canTakeBack", canTakeBackChanged)
    """You made a decision in this deal that ``takeBack`` can undo."""
    assisted = state_property(bool, "assisted", assistedChanged)
    """You took a move back or asked for a hint in this match (saved with it)."""
    moves = state_property(int, "moves", movesChanged)
    """Actions taken in this match so far (0: nothing to lose by starting over)."""
    hint = state_property("QVariantList", "hint", hintChanged)
    """The hard level's best moves for you, best first: ``[{action, value, facts}]``."""
    hintCards = state_property("QVariantList", "hintCards", hintCardsChanged)
    """Cards of your hand that the best hinted move plays (the hand marks them)."""
    hintBusy = state_property(bool, "hintBusy", hintBusyChanged)
    """A hint is being worked out on the worker."""
    story = state_property("QVariantList", "story", storyChanged)
    """The engine's events of the previous and the current deal, each with ``deal`` and
    ``actor`` (controllers/story.py): the table's log words them."""

    practice = state_property(bool, "practice", practiceChanged)
    """A finished deal is being replayed (nothing of it counts; the real match waits)."""
    atStake = state_property(bool, "atStake", atStakeChanged)
    """Giving up the match now (New match, another deal, an import) counts as a loss."""
    hardResult = state_property("QVariantMap", "hardResult", hardResultChanged)
    """"How would Hard have done?": ``{"deal", "yours": [you, them], "hard": [you, them]}``
    (``{"failed": true}`` if it could not be played; empty until asked)."""
    hardBusy = state_property(bool, "hardBusy", hardBusyChanged)
    """The hard level is playing the deal on the worker."""

    # -- intents ---------------------------------------------------------------------------

    @Slot(str)
    def act(self, action: str) -> None:
        """Send an action string to the engine (refusals come back as ``actionRejected``).

        Until the engine answers, the hand is not interactive, so a quick second click cannot
        send a second card.
        """
        self._set("yourTurn", False)
        self._board.cancelChoice()
        self.clearHint()
        self._actRequested.emit(action)

    @Slot(str)
    def playCard(self, code: str) -> None:
        """Play ``code`` as the legal actions allow (a plain play: a marriage is declared with
        ``declareMarriage``, unless leading the card is legal only as a marriage)."""
        if not self._state["yourTurn"]:
            self._reject("not_your_turn", "it is not your turn")
            return
        rows = {row["code"]: row for row in self._hand.rows()}
        row = rows.get(code)
        if row is None or not row["playable"]:
            if row is not None and row["refusal"]:  # the engine's own reason for this card
                self._reject(row["refusal"], f"play:{code} refused ({row['refusal']})")
            else:
                self._reject("not_playable", f"{code} cannot be played now")
            return
        if self._discard.property("active"):
            self._discard.toggle(code)  # choosing the discard: confirm sends it
        elif row["canMarry"] and not row["action"]:
            self.act(row["marryAction"])
        elif row["choices"] > 1:
            self._board.select(code)  # several captures: the player picks one on the table
        else:
            self.act(row["action"])

    @Slot(str)
    def declareMarriage(self, code: str) -> None:
        """Lead ``code`` (a König or Ober) declaring its marriage, if the rules allow it now."""
        action = f"marry:{code}"
        if action not in self._state["legalActions"]:
            self._reject("cannot_marry", f"{code} cannot declare a marriage now")
            return
        self.act(action)

    @Slot()
    def exchangeTrump(self) -> None:
        """Exchange the trump Unter for the face-up indicator."""
        self.act("exchange")

    @Slot()
    def closeStock(self) -> None:
        """Close the stock."""
        self.act("close")

    @Slot()
    def continueDeal(self) -> None:
        """Dismiss the deal summary; the next deal goes on."""
        self._set("summaryVisible", False)
        self._set("trick", [])
        self._set("trickWinner", -1)
        self._set("lastTrick", {})
        for key in ("points", "pending", "tricks"):  # the next deal's come with its first step
            self._set(key, copy_value(DEFAULTS[key]))
        self._resumeRequested.emit()

    @Slot()
    def continueTrick(self) -> None:
        """The player has seen the held trick: the AI's next move comes."""
        if self._state["trickHeld"]:
            self._set("trickHeld", False)
            self._goOnRequested.emit()

    @Slot()
    def newMatch(self) -> None:
        """Start a new match (seed + n when a seed is set, else a fresh random seed)."""
        self._start()

    @Slot()
    def newMatchNextDealer(self) -> None:
        """Start a new match dealt by the seat after this match's dealer (one-deal games pass
        the deal on); before any deal, the first dealer is drawn as usual."""
        from cardavia_desktop.engine.registry import find_game

        dealer = self._state["dealer"]
        if self._game_id and dealer >= 0:
            self._set_fixed_dealer(find_game(self._game_id).next_dealer(dealer))
        self._start()

    @Slot()
    def takeBack(self) -> None:
        """Undo your last decision of this deal and every AI move after it."""
        if not self._state["canTakeBack"]:
            self._reject("nothing_to_take_back", "no decision of yours to take back in this deal")
            return
        self.clearHint()
        self._set("canTakeBack", False)  # until the worker answers: one click, one take-back
        self._set("yourTurn", False)
        self._board.cancelChoice()
        self._takeBackRequested.emit()

    @Slot()
    def requestHint(self) -> None:
        """Ask the hard level what it would play here (answered as ``hint``)."""
        if not self._state["yourTurn"]:
            self._reject("not_your_turn", "it is not your turn")
            return
        if self._state["hintBusy"] or self._state["hint"]:
            return
        self._hint_cancel.set()
        self._hint_cancel = threading.Event()
        self._hint_token += 1
        self._set("hintBusy", True)
        self._hintRequested.emit(self._hint_token, self._hint_cancel)

    @Slot()
    def clearHint(self) -> None:
        """Drop the shown hint and cancel one being worked out."""
        self._hint_cancel.set()
        self._hint_token += 1
        self._set("hintBusy", False)
        self._set("hint", [])
        self._set("hintCards", [])

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

    @Slot()
    def replayDeal(self) -> None:
        """Play the deal that just ended again from its first card (nothing of it counts)."""
        if not (self._state["summaryVisible"] or self._state["matchOver"]):
            self._reject("no_finished_deal", "there is no finished deal to replay")
            return
        self._kept_close = dict(self._state["summary"].get("close", {}))
        self._set("hardResult", {})
        self._set("summaryVisible", False)
        self._set("matchOver", False)
        self._set("matchWinner", -1)
        self._set("yourTurn", False)
        for key in ("trick", "lastTrick", "summary"):
            self._set(key, copy_value(DEFAULTS[key]))
        self._set("trickWinner", -1)
        self._replayRequested.emit()

    @Slot()
    def endPractice(self) -> None:
        """Leave the replayed deal: back to the real match and its deal sheet."""
        self._endPracticeRequested.emit()

    @Slot()
    def compareWithHard(self) -> None:
        """Play the finished deal again on the worker with the hard level in your seat; the
        answer comes as ``hardResult``."""
        if self._state["hardBusy"]:
            return
        self._set("hardResult", {})
        self._set("hardBusy", True)
        self._compareHardRequested.emit()

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

    # -- internals -------------------------------------------------------------------------

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
        if deal is not None:
            seed = deal
        elif self._seed >= 0:
            seed = (self._seed + self._matches_started) % MAX_SEED
        else:
            seed = random.SystemRandom().randrange(MAX_SEED)
        self._matches_started += 1
        self._close_info = {}
        self.clearHint()
        for key in ("summary", "lastTrick", "trick", "lastEvents"):
            self._set(key, copy_value(DEFAULTS[key]))
        self._set("summaryVisible", False)
        self._set("matchOver", False)
        self._set("matchWinner", -1)
        self._set("matchSeed", seed)
        self._set("hardResult", {})
        self._set("hardBusy", False)
        self._startRequested.emit(
            {
                "game": self._game_id,
                "seed": seed,
                "level": self._ai_level,
                "partner_level": self._partner_level,
                "delay_ms": self._ai_delay_ms,
                "hold_tricks": self._hold_tricks,
                "dealer": self._fixed_dealer,
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
        if self._matches_started == 0:  # the table's first start takes it
            return True
        wanted = launch.take(self._game_id) or {}
        if wanted.get("deal") is not None:
            self._deal_request = int(wanted["deal"])
            self._start()
        elif wanted.get("open") is not None:  # checked whole before the match is given up
            self._importRequested.emit(os.fsencode(wanted["open"]))
        return True

    @Slot()
    def _refresh_hand(self) -> None:
        hand, legal, trump = self._hand_source
        selected = self._board.property("selectedCard") or self._betting.rows_selected()
        if self._discard.property("active"):
            selected = self._discard.selected_codes()
        rows = hand_rows(
            hand,
            legal,
            trump,
            marriage_points(trump),
            selected,
            self._discard.cards(),
            self._refusals,
        )
        self._hand.update(rows)

    def _set(self, key: str, value: Any) -> None:
        if self._state[key] != value:
            self._state[key] = value
            getattr(self, f"{key}Changed").emit()

    def _reject(self, code: str, message: str) -> None:
        self._set("errorCode", code)
        self._set("errorMessage", message)
        sound.play("refuse")
        self.actionRejected.emit(code, message)

    @Slot(str, str, str)
    def _on_rejected(self, code: str, message: str, _action: str) -> None:
        self._set("yourTurn", bool(self._state["legalActions"]))  # nothing changed: play on
        self._reject(code, message)

    @Slot(str, str)
    def _on_save_problem(self, kind: str, detail: str) -> None:
        self.savedMatchProblem.emit(kind, detail)
        engine = qmlEngine(self)
        settings = engine.singletonInstance("Cardavia", "AppSettings") if engine else None
        if settings is not None:
            cast("AppSettings", settings).report_saved_match(kind, detail)

    @Slot(object)
    def _on_hint_ready(self, answer: dict[str, Any]) -> None:
        if answer.get("token") != self._hint_token:
            return  # an older request, or one cancelled by a move
        self._set("hintBusy", False)
        if answer.get("cancelled"):
            return
        moves = [dict(move) for move in answer.get("moves", [])]
        self._set("hint", moves)
        self._set("hintCards", hint_cards(moves[0]["action"]) if moves else [])
        self._set("assisted", True)

    @Slot(object)
    def _on_hard_result(self, answer: dict[str, Any]) -> None:
        self._set("hardBusy", False)
        self._set("hardResult", dict(answer))

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
        if payload.get("replayed"):  # the real deal's sheet again, after a replay
            self._close_info = dict(self._kept_close)
        types = {event.get("type") for event in events}
        held = "deal_end" in types and "match_end" not in types
        hand = list(obs.get("hand", []))
        if held:  # the observation shows the next deal: the finished one stays in view
            played = {e.get("card") for e in events if e.get("type") == "play" and e["seat"] == 0}
            played |= {e["cards"][0] for e in events if e.get("type") == "reveal"}
            hand = [code for code in self._hand.codes() if code not in played]
        else:  # a screen reader may hear which card you drew
            events = own_draws_named(events, self._hand.codes(), hand)
        self._hand_source = (hand, list(legal), trump)
        self._refusals = dict(payload.get("refusals", {}))
        self._set("cardRefusals", dict(self._refusals))
        self._board.update(obs, legal, events, held)
        self._betting.update(obs, legal, events, held)
        self._discard.update(legal)
        self._refresh_hand()
        self._set("currentPlayer", payload["current_player"])
        self._set("trickHeld", bool(payload.get("trick_held", False)))
        self._set("yourTurn", bool(legal))
        self._set("canExchange", "exchange" in legal)
        self._set("canClose", "close" in legal)
        self._set("canDeclareMarriage", any(a.startswith("marry:") for a in legal))
        self._set("marriageOffers", marriage_offers(legal, marriage_points(trump)))
        self._set("opponentCardCount", int(obs.get("opponent_hand_size", 0)))
        self._set("stockSize", int(obs.get("stock_size", 0)))
        self._set("trump", trump)
        self._set("indicator", obs.get("indicator") or "")
        visible = obs.get("indicator_visible", bool(obs.get("indicator")))
        self._set("indicatorVisible", bool(visible))
        self._set("closedBy", seat_index(obs.get("closed_by")))
        self._set("phase", obs.get("phase") or "")
        self._set("dealNumber", int(obs.get("deal_number", 0)))
        self._set("dealer", seat_index(obs.get("dealer")))
        self._set("matchPoints", list(obs.get("match_points", [7, 7])))
        self._set("revealed", list(obs.get("revealed", [])))
        self._set("marriages", list(obs.get("marriages", [])))
        self._apply_events(obs, events)
        self._set("lastEvents", events)
        sound.play_events(events)
        self.stepped.emit(events)

    def _apply_events(self, obs: dict[str, Any], events: list[dict[str, Any]]) -> None:
        """Table display from the step's events: the trick shown, the summary, the match end."""
        finished = [e for e in events if e.get("type") == "trick"]
        deal_end = next((e for e in events if e.get("type") == "deal_end"), None)
        match_end = next((e for e in events if e.get("type") == "match_end"), None)
        for event in events:
            if event.get("type") == "close":
                self._close_info = dict(event)
        if finished:
            # A finished trick stays on the table (the view sweeps it to the winner's pile).
            self._set("trick", list(finished[-1].get("cards", [])))
            self._set("trickWinner", int(finished[-1].get("winner", -1)))
        elif obs.get("trick"):
            self._set("trick", list(obs["trick"]))
            self._set("trickWinner", -1)
        elif deal_end is not None:
            # A marriage reached 66 before its card was resolved: nothing left on the table.
            self._set("trick", [])
            self._set("trickWinner", -1)
        if deal_end is None:
            self._set("points", list(obs.get("points", [0, 0])))
            self._set("pending", list(obs.get("pending", [0, 0])))
            self._set("tricks", list(obs.get("tricks", obs.get("tricks_won", [0, 0]))))
            played = obs.get("tricks_played", [])
            self._set("lastTrick", dict(played[-1]) if played else {})
        else:
            # The observation already shows the next deal: keep the finished one on the table.
            summary = dict(deal_end)
            summary["close"] = dict(self._close_info)
            self._close_info = {}
            self._set("points", list(deal_end.get("points", [0, 0])))
            self._set("tricks", list(deal_end.get("tricks", [0, 0])))
            self._set("pending", [0, 0])
            if finished:
                self._set("lastTrick", dict(finished[-1]))
            self._set("summary", summary)
            self._set("summaryVisible", True)
        if match_end is not None:
            self._set("matchOver", True)
            process_tuning.trim_later()  # the match's freed pages back to the system
            winner = match_end.get("winner", -1)  # a seat; team games name a team, or a tie
            self._set("matchWinner", winner if isinstance(winner, int) else -1)


def _local_path(text: str) -> str:
    """A file dialog's URL (``file:///…``) or a plain path, as a local path (byte-exact)."""
    from cardavia_desktop.local_paths import from_text

    return from_text(text)


__all__ = ["HUMAN", "GameController"]
