"""The bots of a table in a child process: their searches never hold the GUI process's GIL.

A table's ``EngineWorker`` owns one :class:`SearchProcess` (started by its bots' first
decision, with ``spawn``: no Qt in the child; it ends when the worker goes or the app quits).
The app turns this on (``ENABLED``; ``CARDAVIA_SEARCH_PROCESS=0`` turns it off); tests and
tools that build an ``EngineWorker`` themselves keep their bots in-process unless they enable
it. Each bot there is the very bot ``engine.ai.create_ai(game, level, seed)`` makes, kept for
the table's life; the bots derive each decision from their seed and the observation, so they
choose the same moves as in-process (``tests/app/test_search_process.py``). :class:`RemoteBot`
is the stand-in on the worker thread: ``choose`` and ``rank`` send the observation and the
legal actions over a pipe and wait — the wait releases the GIL, so the GUI thread runs while
the child searches on the other core.

``abort`` (the worker's ``threading.Event``) is watched while waiting: once set, the child's
abort event is set too (its bots stop with ``SearchAborted``) and the call raises
``SearchAborted`` here. If the child cannot start or dies, calls fall back to an in-process bot
built the same way (same seed), so a table always plays.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import sys
import threading
from multiprocessing.connection import Connection
from typing import Any

ENABLED = False
"""Whether ``EngineWorker`` puts its bots in a child process (``app.main`` sets it)."""
POLL_S = 0.02
"""How often a waiting call looks at the abort flag."""
STOP_WAIT_S = 0.2
"""How long ``close`` lets an idle child end by itself before killing it."""


class SearchProcess:
    """One child process serving the bots of one table (requests are answered in order)."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self._abort = context.Event()
        self._conn, child = context.Pipe()
        self._lock = threading.Lock()
        self._process = context.Process(target=serve, args=(child, self._abort), daemon=True,
                                        name="cardavia-search")
        self._process.start()
        child.close()
        self.failed = False
        """True once the child could not be reached: the bots then play in-process."""
        self.closed = False
        """True once stopped (closed, or its table's abort flag was set)."""

    def call(self, key: tuple[str, str, int], method: str, observation: dict[str, Any],
             legal: list[str], abort: Any = None) -> Any:
        """``method`` (``choose``/``rank``) of the bot ``key`` = (game, level, seed) in the
        child; raises what the bot raised there, ``SearchAborted`` once ``abort`` is set."""
        from cardavia_desktop.engine.search.budget import SearchAborted

        with self._lock:
            if self.closed:
                raise SearchAborted("the table's search process was stopped")
            self._conn.send((key, method, observation, legal))
            while not self._conn.poll(POLL_S):
                if abort is not None and abort.is_set():  # the table closes: at once
                    self._stop()
                    raise SearchAborted("the search was cancelled")
                if not self._process.is_alive():
                    raise ChildGone("the search process ended")
            status, value = self._conn.recv()
        if status == "ok":
            return value
        if status == "aborted":
            raise SearchAborted("the search was cancelled")
        raise RemoteError(value)

    def close(self) -> None:
        """Stop the child: it ends by itself when idle, else it is killed."""
        with self._lock:
            self._stop(wait=STOP_WAIT_S)

    def _stop(self, wait: float = 0.0) -> None:
        if self.closed:
            return
        self.closed = True
        self._abort.set()
        with contextlib.suppress(OSError, ValueError):
            self._conn.send(None)
        self._process.join(wait)
        if self._process.is_alive():
            self._process.kill()
            self._process.join(STOP_WAIT_S)
        self._conn.close()


class ChildGone(RuntimeError):
    """The search process is not there (it could not start, or it died)."""


class RemoteError(RuntimeError):
    """The bot raised in the child; the message is its ``repr``."""


class SearchProcessHolder:
    """A table's search process, started on first use (``failed`` when it cannot start)."""

    def __init__(self) -> None:
        self._process: SearchProcess | None = None
        self.failed = False

    def get(self) -> SearchProcess | None:
        """The running process, started now if needed; ``None`` once it failed."""
        if self._process is None and not self.failed:
            try:
                self._process = SearchProcess()
            except (OSError, RuntimeError, ValueError) as error:
                print(f"cardavia: no search process ({error!r}); the AI plays in this "
                      "process", file=sys.stderr)
                self.failed = True
        if self._process is not None and self._process.failed:
            self.failed = True
        return None if self.failed else self._process

    def close(self) -> None:
        """Stop the process, if it runs."""
        if self._process is not None:
            self._process.close()
            self._process = None

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.close()


class RemoteBot:
    """Stands in for ``create_ai(game, level, seed)`` on the worker thread."""

    def __init__(self, holder: SearchProcessHolder, game: str, level: str, seed: int) -> None:
        self._holder = holder
        self._key = (game, level, seed)
        self._local: Any = None
        self.abort: Any = None
        """Set by the worker: a ``threading.Event`` that cancels a search at once."""

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        """The bot's move, decided in the child."""
        return self._call("choose", observation, legal_actions)

    def rank(self, observation: dict[str, Any], legal_actions: list[str]
             ) -> list[tuple[str, float]]:
        """The bot's ranking, computed in the child."""
        return [tuple(pair) for pair in self._call("rank", observation, legal_actions)]

    def _call(self, method: str, observation: dict[str, Any], legal: list[str]) -> Any:
        process = self._holder.get() if self._local is None else None
        if process is not None:
            try:
                return process.call(self._key, method, observation, legal, self.abort)
            except (ChildGone, OSError, EOFError) as error:
                print(f"cardavia: the search process failed ({error!r}); the AI plays in "
                      "this process", file=sys.stderr)
                process.failed = self._holder.failed = True
        if self._local is None:  # the same bot, here (its decisions depend on seed and view)
            from cardavia_desktop.engine.ai import create_ai

            self._local = create_ai(*self._key)
            if hasattr(self._local, "abort"):
                self._local.abort = self.abort
        return getattr(self._local, method)(observation, legal)


def serve(conn: Connection, abort: Any) -> None:
    """The child's loop: build each bot once, answer each request, until ``None`` or EOF."""
    from cardavia_desktop.engine.ai import create_ai
    from cardavia_desktop.engine.search.budget import SearchAborted

    bots: dict[tuple[str, str, int], Any] = {}
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        key, method, observation, legal = request
        try:
            bot = bots.get(key)
            if bot is None:
                bot = bots[key] = create_ai(*key)
                if hasattr(bot, "abort"):
                    bot.abort = abort
            reply: tuple[str, Any] = ("ok", getattr(bot, method)(observation, legal))
        except SearchAborted:
            reply = ("aborted", None)
        except Exception as error:  # told to the worker, which falls back to a simpler level
            reply = ("error", repr(error))
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return
