"""One app per data folder: a second launch hands its ``--game``/``--deal``/``--open`` to the
window already open and ends (docs/app.md, "One app at a time").

The first launch holds ``<data dir>/.instance.lock`` (``file_lock``: dropped by the system when
the process ends, even by ``kill -9``) for its whole run, and listens on a local socket named
after its data folder (``QLocalServer``; a socket left by a killed run is removed first: the
lock says no one else owns it). A launch that finds the lock held connects, sends one JSON
line (the match file's path as hex of its bytes: a name that is not UTF-8 stays exact) and
waits for ``ok``. The key is the data folder, so tests that use their own ``XDG_DATA_HOME``
never meet; ``--screenshot`` runs (their own scratch folders) and ``--first-frame-exit`` runs
(tooling) stand alone.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import paths
from .file_lock import FileLock

try:  # CPython's own SHA-256: hashlib would load OpenSSL (~4 MB resident) for this one use
    from _sha2 import sha256  # Python 3.12+
except ImportError:
    try:
        from _sha256 import sha256  # Python 3.11
    except ImportError:
        from hashlib import sha256

LOCK_NAME = ".instance.lock"
CONNECT_S = 30.0
"""How long a second launch tries to reach the first (which listens once its window is up)."""
ANSWER_MS = 5000
"""How long it waits for the first to say it took the request."""
MAX_MESSAGE = 64 * 1024


def key(data_dir: Path | None = None) -> str:
    """A short name for the data folder (the user data dir unless given)."""
    folder = os.fsencode((data_dir or paths.data_dir()).absolute())
    return sha256(folder).hexdigest()[:16]


def server_name(data_dir: Path | None = None) -> str:
    """The local socket's name: a path in the user's runtime folder (else the temporary one)
    on POSIX, a pipe name on Windows."""
    name = f"cardavia-{key(data_dir)}"
    if os.name == "nt":
        return name
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    folder = (
        runtime
        if runtime and os.path.isdir(runtime) and os.access(runtime, os.W_OK)
        else tempfile.gettempdir()
    )
    return os.path.join(folder, f"{name}-{os.getuid()}.sock")


def claim(data_dir: Path | None = None) -> FileLock | None:
    """This run's hold on its data folder, or ``None`` when another run holds it. A folder
    where no lock can be made (read-only) is not refused: the run goes on, unguarded."""
    folder = data_dir or paths.data_dir()
    lock = FileLock(folder / LOCK_NAME)
    try:
        return lock if lock.try_acquire() else None
    except OSError as error:
        print(
            f"cardavia: cannot lock {lock.path} ({error.strerror or error}); another "
            "window on the same folder would not be noticed.",
            file=sys.stderr,
        )
        return lock


def message(game: str, deal: int | None, open_file: Path | None) -> bytes:
    """The request a second launch sends: one JSON line."""
    raw = os.fsencode(open_file.expanduser().absolute()) if open_file is not None else None
    return (
        json.dumps(
            {"game": game, "deal": deal, "open": raw.hex() if raw is not None else None}
        ).encode()
        + b"\n"
    )


def read_message(data: bytes) -> dict[str, Any] | None:
    """The request in ``data`` (``open`` as bytes), or ``None`` if it is not one."""
    try:
        found = json.loads(data.decode("utf-8"))
        game, deal, raw = found["game"], found["deal"], found["open"]
        if not isinstance(game, str) or not (deal is None or type(deal) is int):
            return None
        return {
            "game": game,
            "deal": deal,
            "open": bytes.fromhex(raw) if isinstance(raw, str) else None,
        }
    except (ValueError, KeyError, TypeError, AttributeError):
        return None


def _free(data_dir: Path | None) -> bool:
    """Whether no run holds the data folder now (the one that did has ended)."""
    lock = FileLock((data_dir or paths.data_dir()) / LOCK_NAME)
    try:
        taken = lock.try_acquire()
    except OSError:
        return False
    lock.release()
    return taken


def hand_over(
    game: str, deal: int | None, open_file: Path | None, data_dir: Path | None = None
) -> int | None:
    """Send this launch's request to the running app; the exit status (0 when it took it),
    or ``None`` when that app ended meanwhile (this launch may then run itself)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtNetwork import QLocalSocket

    _app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    name = server_name(data_dir)
    deadline = time.monotonic() + CONNECT_S
    socket = QLocalSocket()
    while True:
        socket.connectToServer(name)
        if socket.waitForConnected(1000):
            break
        socket.abort()
        if _free(data_dir):  # it ended meanwhile
            return None
        if time.monotonic() >= deadline:
            print(
                "cardavia: another Cardavia window is open for this data folder but did "
                "not answer; close it and try again.",
                file=sys.stderr,
            )
            return 1
        time.sleep(0.1)
    socket.write(message(game, deal, open_file))
    socket.flush()
    answer = b""
    until = time.monotonic() + ANSWER_MS / 1000
    while b"\n" not in answer and time.monotonic() < until:
        if socket.bytesAvailable() or socket.waitForReadyRead(200):
            answer += bytes(socket.readAll().data())
        elif socket.state() != QLocalSocket.LocalSocketState.ConnectedState:
            break
    socket.disconnectFromServer()
    if answer.strip() != b"ok":
        print(
            "cardavia: another Cardavia window is open for this data folder but did not "
            "take the request; close it and try again.",
            file=sys.stderr,
        )
        return 1
    print(
        "cardavia: Cardavia is already open for this data folder; the request went to its window.",
        file=sys.stderr,
    )
    return 0


class Listener:
    """The running app's end: takes each request and gives it to ``handle`` (GUI thread)."""

    def __init__(
        self, handle: Callable[[dict[str, Any]], None], data_dir: Path | None = None
    ) -> None:
        from PySide6.QtNetwork import QLocalServer

        self.handle = handle
        self.server = QLocalServer()
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.name = server_name(data_dir)
        QLocalServer.removeServer(self.name)  # a killed run's socket: we hold the lock
        self.listening = self.server.listen(self.name)
        if not self.listening:
            print(
                f"cardavia: cannot listen on {self.name} ({self.server.errorString()}); "
                "a second launch will not reach this window.",
                file=sys.stderr,
            )
        self.server.newConnection.connect(self._accept)
        self._buffers: dict[Any, bytes] = {}

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda socket=socket: self._read(socket))
            socket.disconnected.connect(lambda socket=socket: self._drop(socket))
            if socket.bytesAvailable():  # arrived before readyRead was connected
                self._read(socket)

    def _read(self, socket: Any) -> None:
        data = self._buffers.get(socket, b"") + bytes(socket.readAll().data())
        if len(data) > MAX_MESSAGE:
            socket.abort()
            return
        self._buffers[socket] = data
        if b"\n" not in data:
            return
        request = read_message(data.split(b"\n", 1)[0])
        if request is not None:
            self.handle(request)
        socket.write(b"ok\n" if request is not None else b"refused\n")
        socket.flush()
        socket.disconnectFromServer()

    def _drop(self, socket: Any) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()

    def close(self) -> None:
        """Stop listening (the socket file goes)."""
        self.server.close()
