"""What every part of the engine worker shares: the seats, the seeds, the slot guard, and the
worker's state as the parts see it (``WorkerState``: the attributes ``EngineWorker`` sets up).

The worker is one ``QObject`` (``engine_worker.EngineWorker``) put together from one class per
seam (``seats``, ``files``, ``record``, ``practice``, ``recovery``, ``table``): each is a plain
class over ``WorkerState``, so its ``@Slot`` methods become slots of the worker itself and run
on the worker's thread.
"""

from __future__ import annotations

import functools
import random
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QTimer, SignalInstance

HUMAN = 0
"""The seat of the person at the table; every other seat is a bot."""
PARTNER = 2
"""Your partner's seat in the four-seat games (it may play at its own level)."""

MAX_SEED = 2**31 - 1

_F = TypeVar("_F", bound=Callable[..., Any])


def guarded(where: str) -> Callable[[_F], _F]:
    """Wrap a worker slot so that no exception escapes it (put it under ``@Slot``).

    Whatever the slot raises — an engine bug, a bot bug, a broken save — is caught here:
    ``Recovery._fail`` writes the diagnostic file, puts the table back on its last good
    position when it can, and emits ``failed(kind, diagnostic path)``. Every new slot of the
    worker (take-back, hint…) should carry it::

        @Slot(int)
        @guarded("take_back")
        def take_back(self, seat: int) -> None: ...
    """

    def decorate(method: _F) -> _F:
        @functools.wraps(method)
        def slot(self: WorkerState, *args: Any) -> Any:
            try:
                return method(self, *args)
            except Exception as error:  # the boundary of the worker thread
                self._fail(where, error, args)
                return None

        slot.guarded = where  # type: ignore[attr-defined]  # tests check every slot has it
        return slot  # type: ignore[return-value]

    return decorate


class Cancelled(Exception):
    """A bot's search stopped because the table is closing."""


def derive_ai_seed(match_seed: int, seat: int) -> int:
    """Seed of the bot at ``seat``, derived from the match seed (same seed, same AI choices)."""
    return random.Random(match_seed * 1_000_003 + seat).randrange(MAX_SEED)


def checked(action: Any, legal: list[str]) -> str:
    """``action`` if it is one of ``legal``; a bot's illegal choice raises."""
    if not isinstance(action, str) or action not in legal:
        raise ValueError(f"the bot chose {shorten(repr(action))}, not a legal action")
    return action


def shorten(text: str, limit: int = 200) -> str:
    """``text`` cut to ``limit`` characters (an ellipsis marks the cut)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class WorkerState:
    """The engine worker's state and signals, as its parts use them (set up and documented in
    ``EngineWorker``), and the methods one part calls in another."""

    stepped: SignalInstance
    rejected: SignalInstance
    thinkingChanged: SignalInstance
    hintReady: SignalInstance
    saveProblem: SignalInstance
    hardResult: SignalInstance
    fileDone: SignalInstance
    recorded: SignalInstance
    failed: SignalInstance
    whyReady: SignalInstance

    bot_factory: Callable[[str, str, int], Any] | None
    statistics_path: Path | None
    apply_threads: set[int]
    _match: Any
    _bots: dict[int, Any]
    _game: str
    _level: str
    _partner_level: str
    _delay_ms: int
    _seed: int
    _held: bool
    _after_trick: bool
    _trick_held: bool
    _held_trick: dict[str, Any] | None
    _hold_tricks: bool
    _pending_action: str | None
    _unsaved: bool
    _sheet_closed_at: int | None
    _save_failed: bool
    _resumed: bool
    _failing: bool
    _bad_moves: set[tuple[int, str]]
    _fallbacks: dict[tuple[int, str], Any]
    _searches: Any
    _hint_searches: Any
    _reported: set[tuple[str, str]]
    _abort: threading.Event
    _practice: dict[str, Any] | None
    _last_deal: list[dict[str, Any]]
    _last_view: dict[str, Any]
    _timer: QTimer
    _watch_paused: bool
    _watch_delay_ms: int
    _watch_move: dict[str, Any] | None

    def _apply(self, action: str) -> list[dict[str, Any]]:
        """Apply ``action`` to the match at the table (the match is then unsaved); an AI
        seat's move is kept for "Why?" (``why.Why``)."""
        self.apply_threads.add(threading.get_ident())
        seat = self._match.current_player
        before = self._why_before(seat)
        events: list[dict[str, Any]] = self._match.apply(action)
        self._unsaved = True
        self._why_note(seat, before, action, events)
        return events

    def _set_aside(self, **kind: Any) -> dict[str, Any]:
        """The table as it stands, to wait aside while a watched match or a lesson takes it
        (``kind``: ``watch=True`` or ``lesson=True``) and come back as it was (``_end_watch``):
        the match, its bots and levels, its deal sheet, and the finished trick that waited for
        the player's click (shown again on the way back: newcomer #35 came back from Watch to
        find it gathered and the next trick played)."""
        return {
            **kind,
            "match": self._match,
            "held": self._held,
            "seed": self._seed,
            "trick": self._held_trick if self._trick_held else None,
            "bots": self._bots,
            "level": self._level,
            "partner_level": self._partner_level,
            "events": list(self._last_deal),
            "view": self._last_view,
        }

    # Implemented by the parts (listed here so that each part may call the others).
    def _fail(self, where: str, error: BaseException, args: tuple[Any, ...]) -> None:
        raise NotImplementedError

    def _report(
        self, kind: str, error: BaseException, detail: dict[str, Any], always: bool = False
    ) -> str:
        raise NotImplementedError

    def _emit(
        self,
        events: list[dict[str, Any]],
        replayed: bool = False,
        view: dict[str, Any] | None = None,
        reopened: bool = False,
    ) -> None:
        raise NotImplementedError

    def _sheet_left_open(self) -> list[dict[str, Any]]:
        raise NotImplementedError

    def _replaying(self) -> bool:
        raise NotImplementedError

    def _schedule_bot(self) -> None:
        raise NotImplementedError

    def _make_bots(self) -> dict[int, Any]:
        raise NotImplementedError

    def _new_bot(self, level: str, seat: int) -> Any:
        raise NotImplementedError

    def _seat_level(self, seat: int) -> str:
        raise NotImplementedError

    def _bot_factory(self) -> Callable[[str, str, int], Any]:
        raise NotImplementedError

    def _hint_factory(self) -> Any:
        raise NotImplementedError

    def _save(self) -> None:
        raise NotImplementedError

    def _record(self, match: Any, abandoned: bool) -> None:
        raise NotImplementedError

    def _record_begin(self) -> None:
        raise NotImplementedError

    def _give_up(self) -> None:
        raise NotImplementedError

    def _give_up_saved(self, game: str) -> None:
        raise NotImplementedError

    def _read_import(self, path: str | bytes) -> Any:
        raise NotImplementedError

    def _saved_match(self) -> Any:
        raise NotImplementedError

    def _end_practice(self) -> None:
        raise NotImplementedError

    def _real_match(self) -> Any:
        raise NotImplementedError

    def _watching(self) -> bool:
        raise NotImplementedError

    def _watch_reasons(self, seat: int, action: str) -> None:
        raise NotImplementedError

    def _decide(self, seat: int) -> bool:
        raise NotImplementedError

    def _apply_bot_move(self) -> None:
        raise NotImplementedError

    def _end_watch(self) -> None:
        raise NotImplementedError

    def _why_before(self, seat: int | None) -> dict[str, Any] | None:
        raise NotImplementedError

    def _why_note(
        self,
        seat: int | None,
        observation: dict[str, Any] | None,
        action: str,
        events: list[dict[str, Any]],
    ) -> None:
        raise NotImplementedError

    def _why_seats(self) -> list[int]:
        raise NotImplementedError

    def _why_restore(self) -> None:
        raise NotImplementedError

    def _lesson_state(self) -> dict[str, Any] | None:
        raise NotImplementedError

    def _in_lesson(self) -> bool:
        raise NotImplementedError

    def _story(
        self, story: list[dict[str, Any]], lesson: dict[str, Any] | None
    ) -> list[dict[str, Any]]:
        raise NotImplementedError
