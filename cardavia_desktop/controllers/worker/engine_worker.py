"""The engine worker: owns the Match and the bots on its own QThread, reports immutable payloads.

The GUI thread never calls into the engine. It sends intents through queued signals to the
slots below; the worker answers with ``stepped`` (a fresh, never-mutated dict for seat 0),
``rejected`` (an ``IllegalAction`` as code + message) and ``thinkingChanged``.

The match is saved (``saved_games.py``) after every applied move, here on the worker thread; a
table started with ``resume`` continues its game's saved match unless that one is over.

No exception leaves the worker: every slot is wrapped in :func:`guarded`, which writes a
diagnostic file (the move log, the traceback) and tells the table through ``failed``. A bot
that raises or returns an illegal move is replaced for that move by the next simpler level
(hard → normal → easy → the first legal action), so the match goes on.

``EngineWorker`` is put together from one part per seam of the package: ``seats`` (the bots,
their levels and fallbacks), ``table`` (what each step tells the table), ``practice`` (a
finished deal replayed or compared with the hard level), ``files`` (the save, match files),
``record`` (the statistics), ``why`` ("Why?" for the AI's moves) and ``recovery`` (failures);
here are the match's own intents.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from cardavia_desktop.outside_text import shown

from .base import HUMAN, derive_ai_seed, guarded
from .files import Files
from .lesson import Lessons
from .lesson_views import waits_for
from .practice import Practice
from .record import Record
from .recovery import Recovery
from .seats import Seats
from .table import Table
from .watch import Watch
from .why import Why


class EngineWorker(Lessons, Table, Seats, Practice, Watch, Why, Files, Record, Recovery, QObject):
    """Runs the engine and the AI for one table; lives on a worker QThread."""

    stepped = Signal(object)
    """A payload dict: seat-0 observation, legal actions, the events of the step, flags. While
    a finished deal's sheet is open (``held``) the observation is that deal's last view, not
    the next deal's (``table.finished_deal_view``)."""
    rejected = Signal(str, str, str)
    """An intent refused: (code, message, action)."""
    thinkingChanged = Signal(bool)
    """True while a bot decides (and during the readable delay before its move shows)."""
    hintReady = Signal(object)
    """The answer to ``hint``: ``{"token", "moves": [{"action", "value", "facts"}], "count"}``
    (``"cancelled": True`` when it was cancelled or no longer applies)."""
    whyReady = Signal(object)
    """The answer to ``why``: ``{"token", "moves": [{"seat", "events", "facts"}]}``."""
    saveProblem = Signal(str, str)
    """The saved match was set aside (``"corrupt"`` or ``"newer"``, name kept as) or could not
    be written (``"unsaved"``, the reason)."""
    hardResult = Signal(object)
    """The answer to ``compare_hard``: ``{"deal", "yours": [you, them], "hard": [you, them]}``
    (the finished deal replayed with the hard level in your seat), or ``{"failed": True}``."""
    fileDone = Signal(str, bool, str)
    """``export_match`` / ``import_match`` finished: (``"export"``/``"import"``, done, the
    refusal's reason or the file written)."""
    recorded = Signal(str, str)
    """A match was counted in the record: (its game, the level it counted under)."""
    failed = Signal(str, str)
    """Something broke on the worker: (``"ai"``: a bot failed and a simpler move was played, the
    match goes on; ``"engine"``: a move or the table's update failed, the table is back on its
    last good position when possible; ``"start"``: the match could not start), and the path of
    the diagnostic file written ("" if it could not be written)."""

    def __init__(self, bot_factory: Callable[[str, str, int], Any] | None = None) -> None:
        super().__init__()
        self.bot_factory = bot_factory
        """Makes a bot from (game, level, seed); ``engine.ai.create_ai`` when ``None``."""
        self._match: Any = None
        self._bots: dict[int, Any] = {}
        self._game = ""
        self._level = "normal"
        self._partner_level = ""
        """Your partner's level (seat 2 of four); "" is the opponents' level."""
        self._delay_ms = 700
        self._seed = 0
        self._held = False
        self._after_trick = False
        self._trick_held = False
        """A finished trick of a four-seat game stays until the player goes on (``go_on``)."""
        self._held_trick: dict[str, Any] | None = None
        """The ``trick`` event of the trick that waits (while ``_trick_held``)."""
        self._hold_tricks = False
        """Hold finished tricks (the player's "trick pace": wait for a click or key)."""
        self._pending_action: str | None = None
        self._unsaved = False
        self._sheet_closed_at: int | None = None
        """The match's move count when you closed the sheet of the deal its last move ended
        (kept in the save: a match resumed there does not open that sheet again)."""
        self._save_failed = False
        self._resumed = False
        self._failing = False
        self._bad_moves: set[tuple[int, str]] = set()
        self._fallbacks: dict[tuple[int, str], Any] = {}
        self._searches: Any = None
        """The child process of this table's bots (``search_process``), when enabled."""
        self._hint_searches: Any = None
        """The child process of the hints (restarted after a cancelled hint)."""
        self._reported: set[tuple[str, str]] = set()
        self._abort = threading.Event()
        self._practice: dict[str, Any] | None = None
        """While a finished deal is replayed or another match watched (``"watch"``): the real
        match and its table, kept aside."""
        self._watch_paused = False
        """Watching is paused: no move comes but one asked for (``watch_step``)."""
        self._watch_delay_ms = 1000
        """The pause before each watched move shows."""
        self._watch_move: dict[str, Any] | None = None
        """The watched move chosen and not yet told: ``{"seat", "action", "reasons"}``."""
        self._why_kept: list[dict[str, Any]] = []
        self._why_new_trick = False
        self._last_deal: list[dict[str, Any]] = []
        """The events of the step that ended the last deal (its sheet is shown again after a
        replay)."""
        self._last_view: dict[str, Any] = {}
        """The observation the table was last sent (a deal's last view, once its next step
        ends it: ``table.finished_deal_view``)."""
        self.statistics_path: Path | None = None
        """The record's file (``statistics.statistics_path()`` when ``None``; tests set it)."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._apply_bot_move)
        self.apply_threads: set[int] = set()
        """Thread ids in which the engine applied actions or bots chose (tests check it)."""

    # -- intents (queued slots, run on the worker thread) ---------------------------------

    @Slot(dict)
    @guarded("start")
    def start(self, config: dict[str, Any]) -> None:
        """Start a match: ``{"game", "seed", "level", "delay_ms"}``, optionally ``dealer`` and
        ``resume`` (continue the game's saved match, if one is not over, with its own seed)."""
        from cardavia_desktop.engine import IllegalAction, new_match

        imported = None
        if config.get("open") is not None:  # checked whole before anything is given up
            self._game = str(config["game"])
            imported = self._read_import(config["open"])
        self._give_up()
        if (config.get("replace_saved") or imported is not None) and self._match is None:
            self._give_up_saved(str(config["game"]))
        self._match = None
        self._practice = None
        self._lesson = None
        self._watch_move = None
        self._last_deal = []
        self._last_view = {}
        self._resumed = False
        self._bad_moves.clear()
        self._fallbacks.clear()
        self._reported.clear()
        self._timer.stop()
        if self._pending_action is not None:  # a bot move was waiting: it will not happen
            self.thinkingChanged.emit(False)
        self._pending_action = None
        self._game = str(config["game"])
        self._seed = int(config["seed"])
        self._level = str(config.get("level", self._level))
        self._partner_level = str(config.get("partner_level", self._partner_level))
        self._delay_ms = max(0, int(config.get("delay_ms", self._delay_ms)))
        self._hold_tricks = bool(config.get("hold_tricks", self._hold_tricks))
        self._held = False
        self._after_trick = False
        self._trick_held = False
        self._unsaved = False
        self._sheet_closed_at = None
        try:
            dealer = int(config.get("dealer", -1))
            fixed = dealer if dealer >= 0 else None
            if imported is not None:
                self._match = imported
                imported.mark_assisted()  # an imported match was not all yours: counted apart
                self._unsaved = True  # it replaces the game's save
            else:
                self._match = self._saved_match() if config.get("resume") else None
            self._resumed = self._match is not None and imported is None
            if self._match is None:
                self._match = new_match(self._game, seed=self._seed, dealer=fixed)
                self._unsaved = True  # a new match replaces the game's save
            self._seed = self._match.seed
            self._bots = self._make_bots()
            self._why_restore()  # a resumed (or opened) match's last AI moves stay askable
        except (IllegalAction, ValueError, KeyError, ImportError) as error:
            self._match = None
            code = getattr(error, "code", "bad_game")
            self.rejected.emit(code, str(error), "")
            return
        self._record_begin()
        if imported is not None:
            self.fileDone.emit("import", True, shown(config["open"], 160, quoted=False))
        self._emit(self._sheet_left_open(), reopened=True)

    @Slot(str)
    @guarded("act")
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
        if match.current_player != HUMAN or self._watching():
            self.rejected.emit("not_your_turn", "it is not your turn", action)
            return
        if self._lesson_asks_next():
            self.rejected.emit("lesson_next", "the lesson waits for its Next", action)
            return
        if self._in_lesson():
            self._lesson_act(action)
            return
        try:
            events = self._apply(action)
        except IllegalAction as error:
            self.rejected.emit(error.code, str(error), action)
            return
        self._emit(events)

    @Slot(list)
    @guarded("act_together")
    def act_together(self, actions: list[str]) -> None:
        """Apply the human's actions that make one choice (Minchiate's two-card discard): in a
        lesson, judged whole (``_lesson_act_together``); else one by one, as ``act``."""
        if self._in_lesson() and len(actions) > 1 and self._lesson_may_act(actions[0]):
            self._lesson_act_together([str(action) for action in actions])
            return
        for action in actions:
            self.act(str(action))

    def _lesson_may_act(self, action: str) -> bool:
        """Whether the human may act in the lesson now (else ``act`` refuses, as ever)."""
        match = self._match
        return (
            match is not None
            and not self._held
            and not match.is_over
            and match.current_player == HUMAN
            and not self._lesson_asks_next()
        )

    def _lesson_asks_next(self) -> bool:
        """A lesson waits for its Next (a note, a finished trick): no move is taken meanwhile
        (newcomer #25: a card clicked then was "not the lesson's move")."""
        return self._in_lesson() and waits_for(self._lesson, self._lesson_paused) == "next"

    @Slot()
    @guarded("resume")
    def resume(self) -> None:
        """Close the deal summary: the next deal goes on (a bot that leads it plays); after a
        replayed deal, back to the real match's sheet; after a watched deal, back to the real
        match as it was; in a lesson, its deal's sheet closes and the lesson goes on."""
        if self._in_lesson():
            if self._held:
                self._lesson_sheet_closed()
            return
        if self._watching() and (self._held or self._match.is_over):
            self._end_watch()
            return
        if self._practice is not None and (self._held or self._match.is_over):
            self._end_practice()
            return
        if self._held:
            self._held = False
            self._after_trick = False
            self._trick_held = False
            self._sheet_closed_at = len(self._match.history)
            self._unsaved = True  # the save remembers the sheet is closed
            self._emit([])

    @Slot()
    @guarded("take_back")
    def take_back(self) -> None:
        """Undo your last decision of this deal and every AI move after it (a pending AI move
        is cancelled); refused, with nothing changed, when there is none to undo."""
        from cardavia_desktop.engine import IllegalAction

        match = self._match
        if match is None:
            self.rejected.emit("no_match", "no match is running", "take_back")
            return
        if self._in_lesson() and self._lesson.detour is not None:
            self.lesson_take_back()
            return
        if self._in_lesson() or self._held or self._watching() or not match.can_take_back(HUMAN):
            self.rejected.emit(
                "nothing_to_take_back",
                "no decision of yours to take back in this deal",
                "take_back",
            )
            return
        self._timer.stop()
        if self._pending_action is not None:
            self._pending_action = None
            self.thinkingChanged.emit(False)
        try:
            events = match.take_back(HUMAN)
        except IllegalAction as error:
            self.rejected.emit(error.code, str(error), "take_back")
            self._schedule_bot()
            return
        match.mark_assisted()
        self._after_trick = False
        self._trick_held = False
        self._unsaved = True
        self._why_restore()  # the AI moves the table shows again stay askable
        self._emit(events)

    @Slot(int, object)
    @guarded("hint")
    def hint(self, token: int, cancel: threading.Event) -> None:
        """Rank your legal moves with the hard level (from your seat's observation only) and
        answer with ``hintReady``; ``cancel`` (set by playing) stops the search at once."""
        from cardavia_desktop.engine.search.budget import SearchAborted

        from ..hints import hint_payload

        match = self._match
        answer: dict[str, Any] = {"token": token, "moves": [], "count": 0}
        if (
            cancel.is_set()
            or match is None
            or self._held
            or self._watching()
            or match.current_player != HUMAN
        ):
            answer["cancelled"] = True
            self.hintReady.emit(answer)
            return
        try:
            answer.update(
                hint_payload(
                    match,
                    HUMAN,
                    derive_ai_seed(self._seed, HUMAN),
                    cancel,
                    bot_factory=self._hint_factory(),
                )
            )
        except SearchAborted:
            answer["cancelled"] = True
            self.hintReady.emit(answer)
            return
        if not match.assisted:
            match.mark_assisted()
            self._unsaved = True
            self._save()
        self.hintReady.emit(answer)

    @Slot()
    def stop(self) -> None:
        """Cancel any pending bot move (the owner then quits the thread)."""
        self._abort.set()
        self._timer.stop()

    def close_searches(self) -> None:
        """End this table's search processes (its table closed; the thread has stopped):
        nothing else would, as PySide keeps a QML-made controller's Python side, and with it
        this worker, alive after the table is destroyed."""
        for holder in (self._searches, self._hint_searches):
            if holder is not None:
                holder.close()

    @property
    def abort_flag(self) -> threading.Event:
        """Set from any thread to cancel pending bot moves at once."""
        return self._abort
