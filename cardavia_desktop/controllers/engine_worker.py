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
"""

from __future__ import annotations

import contextlib
import functools
import os
import platform
import random
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from cardavia_desktop import local_paths
from cardavia_desktop.outside_text import shown

HUMAN = 0
"""The seat of the person at the table; every other seat is a bot."""
PARTNER = 2
"""Your partner's seat in the four-seat games (it may play at its own level)."""

MAX_SEED = 2**31 - 1

DIAGNOSTICS_KEPT = 20
"""Diagnostic files kept in ``<data dir>/diagnostics`` (the oldest are removed)."""

_F = TypeVar("_F", bound=Callable[..., Any])


def guarded(where: str) -> Callable[[_F], _F]:
    """Wrap a worker slot so that no exception escapes it (put it under ``@Slot``).

    Whatever the slot raises — an engine bug, a bot bug, a broken save — is caught here:
    ``EngineWorker._fail`` writes the diagnostic file, puts the table back on its last good
    position when it can, and emits ``failed(kind, diagnostic path)``. Every new slot of the
    worker (take-back, hint…) should carry it::

        @Slot(int)
        @guarded("take_back")
        def take_back(self, seat: int) -> None: ...
    """

    def decorate(method: _F) -> _F:
        @functools.wraps(method)
        def slot(self: EngineWorker, *args: Any) -> Any:
            try:
                return method(self, *args)
            except Exception as error:  # the boundary of the worker thread
                self._fail(where, error, args)
                return None

        slot.guarded = where  # type: ignore[attr-defined]  # tests check every slot has it
        return slot  # type: ignore[return-value]

    return decorate


class _Cancelled(Exception):
    """A bot's search stopped because the table is closing."""


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
    hintReady = Signal(object)
    """The answer to ``hint``: ``{"token", "moves": [{"action", "value", "facts"}], "count"}``
    (``"cancelled": True`` when it was cancelled or no longer applies)."""
    """True while a bot decides (and during the readable delay before its move shows)."""
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
        self._hold_tricks = False
        """Hold finished tricks (the player's "trick pace": wait for a click or key)."""
        self._pending_action: str | None = None
        self._unsaved = False
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
        """While a finished deal is replayed: the real match and its table, kept aside."""
        self._last_deal: list[dict[str, Any]] = []
        """The events of the step that ended the last deal (its sheet is shown again after a
        replay)."""
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
        self._last_deal = []
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
        except (IllegalAction, ValueError, KeyError, ImportError) as error:
            self._match = None
            code = getattr(error, "code", "bad_game")
            self.rejected.emit(code, str(error), "")
            return
        self._record_begin()
        if imported is not None:
            self.fileDone.emit("import", True, shown(config["open"], 160, quoted=False))
        self._emit([])

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
    @guarded("resume")
    def resume(self) -> None:
        """Close the deal summary: the next deal goes on (a bot that leads it plays); after a
        replayed deal, back to the real match's sheet."""
        if self._practice is not None and (self._held or self._match.is_over):
            self._end_practice()
            return
        if self._held:
            self._held = False
            self._after_trick = False
            self._trick_held = False
            self._emit([])

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
        """The player has seen the finished trick: the next AI move comes (nothing happens
        when no trick is held)."""
        if self._trick_held:
            self._trick_held = False
            self._after_trick = False  # the player's pause replaces the timed one
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
        if self._held or not match.can_take_back(HUMAN):
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
        self._emit(events)

    @Slot(int, object)
    @guarded("hint")
    def hint(self, token: int, cancel: threading.Event) -> None:
        """Rank your legal moves with the hard level (from your seat's observation only) and
        answer with ``hintReady``; ``cancel`` (set by playing) stops the search at once."""
        from cardavia_desktop.engine.search.budget import SearchAborted

        from .hints import hint_payload

        match = self._match
        answer: dict[str, Any] = {"token": token, "moves": [], "count": 0}
        if cancel.is_set() or match is None or self._held or match.current_player != HUMAN:
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
    @guarded("replay_deal")
    def replay_deal(self) -> None:
        """Play the deal that just ended again from its first card (the same cards, bots with
        the same seeds); the real match waits aside, unchanged and unsaved-over, and nothing of
        the replay counts. ``resume`` or ``end_practice`` goes back to it."""
        from cardavia_desktop.engine.match import Match

        real = self._real_match()
        if real is None or not (self._held or real.is_over) or self._practice is not None:
            self.rejected.emit("no_finished_deal", "there is no finished deal to replay", "replay")
            return
        start = _finished_deal_start(real)
        replay = Match(real.spec, real.seed, real.dealer, real.deck)
        for action in real.history[:start]:
            replay.apply(action)
        self._timer.stop()
        self._practice = {
            "match": real,
            "held": self._held,
            "bots": self._bots,
            "events": list(self._last_deal),
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
        from cardavia_desktop.engine.match import Match

        from .statistics import deal_pair

        real = self._real_match()
        held = self._practice["held"] if self._practice is not None else self._held
        if real is None or not (held or real.is_over):
            self.hardResult.emit({"failed": True})
            return
        start = _finished_deal_start(real)
        finished = _deal_end_of(real, start)
        replay = Match(real.spec, real.seed, real.dealer, real.deck)
        for action in real.history[:start]:
            replay.apply(action)
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
                assert seat is not None  # a deal under way has a player to move
                legal = replay.legal_actions()
                action = _checked(bots[seat].choose(replay.observation(seat), list(legal)), legal)
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

    @Slot(object)
    @guarded("export_match")
    def export_match(self, path: str | bytes) -> None:
        """Write the match (the real one, not a replay) as a small JSON file at ``path`` (text
        or, for a name that is not UTF-8, bytes: it never passes through Qt as text)."""
        from cardavia_desktop import storage

        real = self._real_match()
        if real is None:
            self.fileDone.emit("export", False, "no match is running")
            return
        try:
            storage.atomic_write_json(Path(os.fsdecode(path)), real.to_dict())
        except OSError as error:
            self.fileDone.emit("export", False, shown(error.strerror or str(error), 300, False))
            return
        # The name the player typed, as the page may show it (escaped, cut: outside_text).
        self.fileDone.emit("export", True, shown(path, 160, quoted=False))

    @Slot(object)
    @guarded("import_match")
    def import_match(self, path: str | bytes) -> None:
        """Open a match file of this game (``path``: text, or bytes for a name that is not
        UTF-8), checked whole exactly like a save (``load_match``: the moves replayed through
        the rules) before anything changes; a refusal changes nothing. The match under way is
        then given up (a loss if you had decided something) and the imported one, counted
        apart, goes on at the table."""
        match = self._read_import(path)
        if match is None:
            return
        self._give_up()
        self._timer.stop()
        if self._pending_action is not None:
            self._pending_action = None
            self.thinkingChanged.emit(False)
        self._practice = None
        self._last_deal = []
        self._match = match
        match.mark_assisted()  # an imported match was not all yours: counted apart
        self._seed = match.seed
        self._held = False
        self._after_trick = False
        self._trick_held = False
        self._bots = self._make_bots()
        self._unsaved = True
        self._record_begin()
        self.fileDone.emit("import", True, shown(path, 160, quoted=False))
        self._emit([])

    def _read_import(self, path: str | bytes) -> Any:
        """The match in the file ``path`` of this game, checked like a save; ``None`` after
        telling the refusal (``fileDone``): nothing else happens then."""
        from cardavia_desktop import storage
        from cardavia_desktop.saved_games import _read_match, looks_like_match  # the save's check

        target = Path(os.fsdecode(path))
        if local_paths.lossy_name(target):
            self.fileDone.emit("import", False, "undecodable_name")
            return None
        data: Any = None
        try:
            data = storage.read_json(target)
            return _read_match(self._game, data)
        except FileNotFoundError:
            self.fileDone.emit("import", False, "not_found")
        except storage.BadFile as error:
            self.fileDone.emit("import", False, error.problem)
        except Exception as error:  # load_match refused it, or another game's match
            code = getattr(error, "code", "") or type(error).__name__
            self.fileDone.emit(
                "import",
                False,
                "other_game"
                if "holds a" in str(error)
                else "not_a_match"
                if not looks_like_match(data)
                else f"damaged:{code}",
            )
        return None

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

    # -- internals -----------------------------------------------------------------------

    def _real_match(self) -> Any:
        """The match that counts: the one kept aside while a deal is replayed."""
        return self._practice["match"] if self._practice is not None else self._match

    def _end_practice(self) -> None:
        kept, self._practice = self._practice, None
        assert kept is not None
        self._timer.stop()
        if self._pending_action is not None:
            self._pending_action = None
            self.thinkingChanged.emit(False)
        self._match, self._held, self._bots = kept["match"], kept["held"], kept["bots"]
        self._after_trick = False
        self._trick_held = False
        self._last_deal = kept["events"]
        self._held = False  # _emit holds the table again on the deal's end events
        self._emit([dict(event) for event in kept["events"]], replayed=True)

    def _record_begin(self) -> None:
        """Tell the record which match is at the table, at which level."""
        from .statistics import Statistics

        try:
            Statistics(self.statistics_path).begin(self._game, self._match.seed, self._level)
        except Exception as error:  # the record never stops the table
            print(f"cardavia: could not update the statistics: {error!r}", file=sys.stderr)

    def _record(self, match: Any, abandoned: bool) -> None:
        """Count ``match`` (over, or given up) in the record and say so."""
        from .statistics import count_match

        try:
            level = count_match(match, self._level, abandoned, self.statistics_path)
        except Exception as error:  # the record never stops the table
            print(f"cardavia: could not count the {self._game} match: {error!r}", file=sys.stderr)
            return
        self.recorded.emit(match.game, level)

    def _give_up(self) -> None:
        """The match at the table is replaced: a loss if it is under way and you decided."""
        from .statistics import human_decided

        real = self._real_match()
        if real is not None and not real.is_over and human_decided(real):
            self._record(real, abandoned=True)

    def _give_up_saved(self, game: str) -> None:
        """A fresh table replaces its game's saved match (a numbered deal, an import): a loss
        if that one was under way with a decision of yours."""
        from cardavia_desktop.saved_games import SavedGames

        from .statistics import human_decided

        try:
            saved = SavedGames().load(game).match
        except Exception:  # no readable save: nothing is given up
            return
        if saved is not None and not saved.is_over and human_decided(saved):
            self._game = game
            self._record(saved, abandoned=True)

    def _make_bots(self) -> dict[int, Any]:
        return {
            seat: self._new_bot(self._seat_level(seat), seat)
            for seat in range(self._match.players)
            if seat != HUMAN
        }

    def _seat_level(self, seat: int) -> str:
        """The level of the bot at ``seat``: your partner's (seat 2 of four) or the opponents'."""
        if (
            seat == PARTNER
            and self._partner_level
            and self._match is not None
            and (self._match.players == 4)
        ):
            return self._partner_level
        return self._level

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

    def _new_bot(self, level: str, seat: int) -> Any:
        bot = self._bot_factory()(self._game, level, derive_ai_seed(self._seed, seat))
        if hasattr(bot, "abort"):  # searching bots stop at once when the table closes
            bot.abort = self._abort
        return bot

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
            print(
                f"cardavia: saved {self._game} match {loaded.problem} ({loaded.detail}); "
                f"starting a new match; kept as {loaded.moved_to}",
                file=sys.stderr,
            )
            self.saveProblem.emit("newer" if loaded.problem == "newer" else "corrupt", kept)
        match = loaded.match
        return None if match is None or match.is_over else match

    def _save(self) -> None:
        """Write the match to its game's save (atomically); a failure is told once."""
        from cardavia_desktop.saved_games import SavedGames

        from .standing import match_status

        self._unsaved = False
        if self._practice is not None:  # a replayed deal is never saved over the real match
            return
        try:
            status = match_status(self._match, HUMAN)
            status["level"] = self._level  # the match records the level it is played at
            if self._match.players == 4:
                status["partner_level"] = self._seat_level(PARTNER)
            SavedGames().save(self._match, status)
        except Exception as error:  # a save that fails never stops the table
            print(f"cardavia: could not save the {self._game} match: {error}", file=sys.stderr)
            if not self._save_failed:
                self.saveProblem.emit("unsaved", getattr(error, "strerror", None) or str(error))
            self._save_failed = True
        else:
            self._save_failed = False

    def _emit(self, events: list[dict[str, Any]], replayed: bool = False) -> None:
        from .refusals import card_refusals
        from .statistics import human_decided
        from .story import deal_story

        match = self._match
        types = {event.get("type") for event in events}
        if "deal_end" in types and self._practice is None:
            self._last_deal = [dict(event) for event in events]
        if "deal_end" in types and not match.is_over:
            self._held = True
        self._after_trick = "trick" in types
        current = match.current_player
        # A four-seat trick just finished and an AI leads the next: it stays on the table
        # until the player goes on (with no readable delay at all, nothing is held).
        self._trick_held = (
            self._hold_tricks
            and self._delay_ms > 0
            and self._after_trick
            and match.players == 4
            and not self._held
            and not match.is_over
            and current is not None
            and current != HUMAN
        )
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
            "trick_held": self._trick_held,
            "is_over": match.is_over,
            "can_take_back": not self._held and match.can_take_back(HUMAN),
            "assisted": bool(match.assisted),
            "moves": len(match.history),
            "story": deal_story(match),
            "result": match.result,
            "practice": self._practice is not None,
            "replayed": replayed,
            "at_stake": (self._practice is None and not match.is_over and human_decided(match))
            or (
                self._practice is not None
                and not self._practice["match"].is_over
                and human_decided(self._practice["match"])
            ),
        }
        self.stepped.emit(payload)
        if "match_end" in types and self._practice is None and not replayed:
            self._record(match, abandoned=False)
        if self._unsaved:  # after the payload went out: the table does not wait for the disk
            self._save()
        self._schedule_bot()

    def _schedule_bot(self) -> None:
        match = self._match
        if match is None or match.is_over or self._held or self._trick_held or self._abort.is_set():
            return
        seat = match.current_player
        if seat is None or seat == HUMAN:
            return
        self.thinkingChanged.emit(True)
        started = time.monotonic()
        self.apply_threads.add(threading.get_ident())
        try:
            self._pending_action = self._choose(seat)
        except _Cancelled:  # the search was cancelled: the table is closing
            return
        elapsed_ms = int((time.monotonic() - started) * 1000)
        wait_ms = self._delay_ms * (2 if self._after_trick else 1) - elapsed_ms
        self._timer.start(max(0, wait_ms))

    def _choose(self, seat: int) -> str:
        """The move of the bot at ``seat``; should it fail, a simpler level's (then the first
        legal action), after the failure is written down and told (``failed("ai", path)``)."""
        match = self._match
        moves = len(match.history)
        legal = [a for a in match.legal_actions() if (moves, a) not in self._bad_moves]
        if not legal:
            raise RuntimeError("every legal action of this position failed in the engine")
        try:
            return _checked(self._bots[seat].choose(match.observation(seat), list(legal)), legal)
        except Exception as error:  # any bot failure: play on at a simpler level
            if self._abort.is_set():
                raise _Cancelled from None
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
                action = _checked(bot.choose(match.observation(seat), list(legal)), legal)
                break
            except Exception:  # try the next simpler level
                if self._abort.is_set():
                    raise _Cancelled from None
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

    # -- failures ------------------------------------------------------------------------

    def _fail(self, where: str, error: BaseException, args: tuple[Any, ...]) -> None:
        """The boundary of every slot (``guarded``): write the failure down, get the table back
        on its feet when possible, and tell it."""
        if self._abort.is_set():  # the table is closing: nobody to tell
            return
        detail = {"arguments": [_shorten(repr(arg)) for arg in args]}
        if where == "hint":  # the match is untouched: the hint panel hears that none came
            self._report("engine", error, detail)
            token = args[0] if args else 0
            self.hintReady.emit({"token": token, "moves": [], "count": 0, "cancelled": True})
            return
        self._timer.stop()
        if self._pending_action is not None:
            self._pending_action = None
        self.thinkingChanged.emit(False)
        if where == "start":
            self._report("start", error, detail, always=True)
            if self._resumed:  # never resume into the same failure: the save is kept aside
                self._set_save_aside()
            self._match = None
            return
        self._report("engine", error, detail, always=True)
        if self._failing or self._match is None:
            return
        # The history holds only moves the rules applied completely: replaying it gives the
        # last good position, whatever the failing call left half done.
        self._failing = True
        try:
            from cardavia_desktop.engine import load_match

            self._match = load_match(self._match.to_dict())
            self._emit([])
        except Exception as again:  # the table stays as it is: New match
            print(
                f"cardavia: the {self._game} table could not recover ({again!r})", file=sys.stderr
            )
            self._match = None
        finally:
            self._failing = False

    def _report(
        self, kind: str, error: BaseException, detail: dict[str, Any], always: bool = False
    ) -> str:
        """Write the diagnostic file and emit ``failed`` (an AI failure once per error kind and
        match); returns the path written ("" if none)."""
        key = (kind, type(error).__name__)
        if not always and key in self._reported:
            return ""
        self._reported.add(key)
        path = write_diagnostic(self._game, self._level, kind, error, self._match, detail)
        print(
            f"cardavia: {kind} failure in the {self._game} table: {error!r}; "
            f"details in {path or '(not written)'}",
            file=sys.stderr,
        )
        self.failed.emit(kind, path)
        return path

    def _set_save_aside(self) -> None:
        from cardavia_desktop import storage
        from cardavia_desktop.saved_games import SavedGames

        with contextlib.suppress(OSError, ValueError):
            storage.move_aside(SavedGames().path(self._game))


def _finished_deal_start(match: Any) -> int:
    """Index in ``match.history`` of the first move of the deal that just ended (the one the
    deal sheet shows; a next deal already dealt, with no move yet, is not it)."""
    from cardavia_desktop.engine.match import Match

    replay = Match(match.spec, match.seed, match.dealer, match.deck)
    starts, deal = [0], replay.state.deal_index()
    for index, action in enumerate(match.history):
        replay.apply(action)
        if replay.state.deal_index() != deal:
            deal = replay.state.deal_index()
            starts.append(index + 1)
    starts = [start for start in starts if start < len(match.history)] or [0]
    return starts[-1]


def _deal_end_of(match: Any, start: int) -> dict[str, Any] | None:
    """The ``deal_end`` event of the deal beginning at ``start`` in ``match.history``."""
    from cardavia_desktop.engine.match import Match

    replay = Match(match.spec, match.seed, match.dealer, match.deck)
    for index, action in enumerate(match.history):
        for event in replay.apply(action):
            if index >= start and event.get("type") == "deal_end":
                return dict(event)
    return None


def _checked(action: Any, legal: list[str]) -> str:
    """``action`` if it is one of ``legal``; a bot's illegal choice raises."""
    if not isinstance(action, str) or action not in legal:
        raise ValueError(f"the bot chose {_shorten(repr(action))}, not a legal action")
    return action


def _shorten(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def diagnostics_dir() -> Path:
    """Where failures are written down (``<data dir>/diagnostics``)."""
    from cardavia_desktop import paths

    return paths.data_dir() / "diagnostics"


def write_diagnostic(
    game: str, level: str, kind: str, error: BaseException, match: Any, detail: dict[str, Any]
) -> str:
    """Write one failure (what, where, the traceback, the match's move log) as JSON into
    ``diagnostics_dir()``; returns its path, "" if it could not be written. Only the newest
    ``DIAGNOSTICS_KEPT`` files are kept."""
    from cardavia_desktop import __version__, storage

    try:
        saved = match.to_dict() if match is not None else None
    except Exception as failure:  # the log must not fail on a broken match
        saved = {"unavailable": repr(failure)}
    stamp = time.strftime("%Y%m%d-%H%M%S")
    record = {
        "app": "cardavia",
        "version": __version__,
        "time": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "game": game,
        "level": level,
        "kind": kind,
        "error": _shorten(f"{type(error).__name__}: {error}", 2000),
        "traceback": traceback.format_exception(type(error), error, error.__traceback__)[-40:],
        "detail": detail,
        "match": saved,
        "python": sys.version.split()[0],
        "platform": platform.platform(),
    }
    folder = diagnostics_dir()
    name = f"{stamp}-{game or 'table'}-{kind}"
    path = folder / f"{name}.json"
    counter = 1
    while path.exists():
        counter += 1
        path = folder / f"{name}-{counter}.json"
    try:
        storage.atomic_write_json(path, record)
        for old in sorted(folder.glob("*.json"))[:-DIAGNOSTICS_KEPT]:
            old.unlink()
    except Exception as failure:  # nothing more can be done
        print(f"cardavia: could not write a diagnostic file: {failure!r}", file=sys.stderr)
        return "" if not path.exists() else str(path)
    return str(path)
