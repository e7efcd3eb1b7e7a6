"""The bots of a table in a child process: their searches never hold the GUI process's GIL.

A table's ``EngineWorker`` owns one :class:`SearchProcess` (started by its bots' first
decision: a new interpreter, no Qt in it; it ends when the worker goes or the app quits).
The app turns this on (``ENABLED``; ``CARDAVIA_SEARCH_PROCESS=0`` turns it off); tests and
tools that build an ``EngineWorker`` themselves keep their bots in-process unless they enable
it. Each bot there is the very bot ``engine.ai.create_ai(game, level, seed)`` makes, kept for
the table's life; the bots derive each decision from their seed and the observation, so they
choose the same moves as in-process (``tests/app/test_search_process.py``). :class:`RemoteBot`
is the stand-in on the worker thread: ``choose`` and ``rank`` send the observation and the
legal actions over a pipe and wait — the wait releases the GIL, so the GUI thread runs while
the child searches on the other core.

The channel is the child's own stdin and stdout (length-prefixed pickles; a reader thread here
turns replies into a queue the waiting call polls): it works the same on Linux, Windows and
macOS, from the source tree and from the frozen bundle (``SEARCH_FLAG``). The child moves
anything printed (``print``, or a write to descriptor 1) to stderr before the engine is imported,
so only replies reach the pipe.

``abort`` (the worker's ``threading.Event``) is watched while waiting: once set (the table
closes), the child is ended at once and the call raises ``SearchAborted`` here. If the child
cannot start or dies, calls fall back to an in-process bot built the same way (same seed), so
a table always plays.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import queue
import struct
import subprocess
import sys
import threading
from typing import IO, Any

ENABLED = os.environ.get("CARDAVIA_SEARCH_PROCESS", "") not in ("", "0")
"""Whether ``EngineWorker`` puts its bots in a child process: the app sets
``CARDAVIA_SEARCH_PROCESS=1`` unless it is already set (``0`` keeps them in-process); tests and
tools that build a worker themselves keep them in-process unless they enable it."""
POLL_S = 0.02
"""How often a waiting call looks at the abort flag."""
STOP_WAIT_S = 0.2
"""How long ``close`` lets an idle child end by itself before killing it."""
MAX_BOTS = 16
"""Bots a child keeps (least recently used dropped): every match seeds new ones, and a table
uses at most five at once (its seats, a hint's, Hard's replay)."""


SEARCH_FLAG = "--search-process"
"""A bundle's executable started with this flag is a search process (``packaging/launcher.py``)."""
_HEADER = struct.Struct("!Q")
"""Each message: its pickle's length (8 bytes, network order), then the pickle."""
_GONE = object()
"""Queued by the reader thread when the child's stdout ends."""


def child_command() -> list[str]:
    """How to start a search process: this interpreter, or the bundle's executable."""
    if getattr(sys, "frozen", False):
        return [sys.executable, SEARCH_FLAG]
    return [sys.executable, "-m", "cardavia_desktop.search_process"]


def send_message(stream: IO[bytes], message: Any) -> None:
    """Write ``message`` to ``stream`` as one frame, flushed."""
    data = pickle.dumps(message, pickle.HIGHEST_PROTOCOL)
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def read_message(stream: IO[bytes]) -> Any:
    """The next frame's message from ``stream``; ``EOFError`` once it ends."""
    header = stream.read(_HEADER.size)
    if len(header) < _HEADER.size:
        raise EOFError("the pipe ended")
    (size,) = _HEADER.unpack(header)
    data = stream.read(size)
    if len(data) < size:
        raise EOFError("the pipe ended inside a message")
    return pickle.loads(data)


class SearchProcess:
    """One child process serving the bots of one table (requests are answered in order).

    A plain ``subprocess`` talking over its stdin and stdout (``multiprocessing`` would add a
    resource-tracker process of its own, 12–30 MB). ``command`` replaces ``child_command()``
    (tests start a child that prints)."""

    def __init__(self, command: list[str] | None = None) -> None:
        from cardavia_desktop import paths

        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(
            [str(paths.PACKAGE_DIR.parent), *filter(None, [env.get("PYTHONPATH")])]
        )
        self._process = subprocess.Popen(
            command or child_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),
        )  # Windows: no console
        assert self._process.stdin is not None  # stdin=PIPE
        self._stdin = self._process.stdin
        self._replies: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._reader = threading.Thread(
            target=self._read_replies,
            args=(self._process.stdout,),
            name="cardavia-search-replies",
            daemon=True,
        )
        self._reader.start()
        self._lock = threading.Lock()
        self.failed = False
        """True once the child could not be reached: the bots then play in-process."""
        self.closed = False
        """True once stopped (closed, or its table's abort flag was set)."""

    def _read_replies(self, stream: IO[bytes]) -> None:
        """The reader thread: every reply of the child into the queue, ``_GONE`` at its end
        (a blocking read releases the GIL; only this thread reads, and it closes the pipe)."""
        with stream:
            while True:
                try:
                    reply = read_message(stream)
                except (EOFError, OSError, ValueError, pickle.UnpicklingError):
                    self._replies.put(_GONE)
                    return
                self._replies.put(reply)

    def call(
        self,
        key: tuple[str, str, int],
        method: str,
        observation: dict[str, Any],
        legal: list[str],
        abort: Any = None,
    ) -> Any:
        """``method`` (``choose``/``rank``) of the bot ``key`` = (game, level, seed) in the
        child; raises what the bot raised there, ``SearchAborted`` once ``abort`` is set."""
        from cardavia_desktop.engine.search.budget import SearchAborted

        with self._lock:
            if self.closed:
                raise SearchAborted("the table's search process was stopped")
            send_message(self._stdin, (key, method, observation, legal))
            while True:
                try:
                    reply = self._replies.get(timeout=POLL_S)
                    break
                except queue.Empty:
                    pass
                if abort is not None and abort.is_set():  # the table closes: at once
                    self._stop()
                    raise SearchAborted("the search was cancelled")
                if self._process.poll() is not None and self._replies.empty():
                    raise ChildGone("the search process ended")
            if reply is _GONE:
                raise ChildGone("the search process ended")
            status, value = reply
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
        with contextlib.suppress(OSError, ValueError):
            send_message(self._stdin, None)
        with contextlib.suppress(OSError, ValueError):
            self._stdin.close()  # EOF ends an idle child too
        with contextlib.suppress(subprocess.TimeoutExpired):
            self._process.wait(wait)
        if self._process.poll() is None:
            self._process.kill()
            self._process.wait()


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
        """The running process, started now if needed (again, after a cancelled call stopped
        it); ``None`` once it failed."""
        if self._process is not None and self._process.closed and not self._process.failed:
            self._process = None
        if self._process is None and not self.failed:
            try:
                self._process = SearchProcess()
            except (OSError, RuntimeError, ValueError) as error:
                print(
                    f"cardavia: no search process ({error!r}); the AI plays in this process",
                    file=sys.stderr,
                )
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

    def rank(
        self, observation: dict[str, Any], legal_actions: list[str]
    ) -> list[tuple[str, float]]:
        """The bot's ranking, computed in the child."""
        return [tuple(pair) for pair in self._call("rank", observation, legal_actions)]

    def _call(self, method: str, observation: dict[str, Any], legal: list[str]) -> Any:
        if self.abort is not None and self.abort.is_set():  # its table (or hint) is over
            from cardavia_desktop.engine.search.budget import SearchAborted

            raise SearchAborted("the search was cancelled")
        process = self._holder.get() if self._local is None else None
        if process is not None:
            try:
                return process.call(self._key, method, observation, legal, self.abort)
            except (ChildGone, OSError, EOFError) as error:
                print(
                    f"cardavia: the search process failed ({error!r}); the AI plays in "
                    "this process",
                    file=sys.stderr,
                )
                process.failed = self._holder.failed = True
        if self._local is None:  # the same bot, here (its decisions depend on seed and view)
            from cardavia_desktop.engine.ai import create_ai

            self._local = create_ai(*self._key)
            if hasattr(self._local, "abort"):
                self._local.abort = self.abort
        return getattr(self._local, method)(observation, legal)


def kept_bot(bots: dict[Any, Any], key: tuple[str, str, int], create: Any) -> Any:
    """The bot ``key`` from ``bots`` (made with ``create(*key)`` if absent), now the most
    recently used; beyond ``MAX_BOTS`` the least recently used are dropped."""
    bot = bots.pop(key, None)
    if bot is None:
        bot = create(*key)
    bots[key] = bot
    while len(bots) > MAX_BOTS:
        del bots[next(iter(bots))]
    return bot


def serve(requests: IO[bytes], replies: IO[bytes]) -> None:
    """The child's loop: build each bot once, answer each request, until ``None`` or EOF (a
    search is stopped by ending the process: its table is closing)."""
    from cardavia_desktop.engine.ai import create_ai
    from cardavia_desktop.engine.search.budget import SearchAborted

    bots: dict[tuple[str, str, int], Any] = {}
    while True:
        try:
            request = read_message(requests)
        except (EOFError, OSError, ValueError, pickle.UnpicklingError):
            return
        if request is None:
            return
        key, method, observation, legal = request
        try:
            bot = kept_bot(bots, key, create_ai)
            reply: tuple[str, Any] = ("ok", getattr(bot, method)(observation, legal))
        except SearchAborted:
            reply = ("aborted", None)
        except Exception as error:  # told to the worker, which falls back to a simpler level
            reply = ("error", repr(error))
        try:
            send_message(replies, reply)
        except (OSError, ValueError):
            return


def take_stdio() -> tuple[IO[bytes], IO[bytes]]:
    """The child's channel: its stdin and stdout, taken over; from now on descriptor 0 reads
    nothing and whatever is printed (``sys.stdout``, or descriptor 1) goes to stderr, so
    nothing but replies reaches the parent. (Python keeps its standard descriptors binary on
    Windows too.)"""
    if sys.stdout is not None:  # None in a window app without a console (Windows)
        sys.stdout.flush()
    requests = os.fdopen(os.dup(0), "rb")
    replies = os.fdopen(os.dup(1), "wb")
    quiet = os.open(os.devnull, os.O_RDWR)
    os.dup2(quiet, 0)
    try:
        os.dup2(2, 1)
    except OSError:  # no stderr (a window app on Windows): printing goes nowhere
        os.dup2(quiet, 1)
    os.close(quiet)
    sys.stdout = sys.stderr if sys.stderr is not None else open(os.devnull, "w")  # noqa: SIM115
    return requests, replies


def main(argv: list[str] | None = None) -> int:
    """A search process: requests on stdin, replies on stdout (see ``SearchProcess``); run
    before the engine is imported. ``argv`` is ignored (``SEARCH_FLAG`` in the bundle)."""
    del argv
    requests, replies = take_stdio()
    serve(requests, replies)
    return 0


if __name__ == "__main__":
    sys.exit(main())
