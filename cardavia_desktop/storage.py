"""JSON files the app keeps for the user (settings, saved matches): atomic writes, bad files set
aside. Pure Python (no Qt); ``settings.py`` and ``saved_games.py`` share it.

Every read of a stored file passes through :func:`load`: whatever the file holds (not UTF-8,
not JSON, nested ten thousand deep, huge, a value the reader refuses, a newer format), the
caller gets a result, never an exception; the bad file is renamed and kept for the user. Only a
regular file is ever read, and never with a call that waits (:func:`open_regular`: a FIFO, a
device or a folder at the path is refused), whoever reads it (``load``, ``read_json``).
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO, Generic, TypeVar

from .outside_text import shown

T = TypeVar("T")

MAX_BYTES = 8 * 1024 * 1024
"""A stored file larger than this is not ours (a long Minchiate match saves in ~20 kB)."""

STALE_TEMP_S = 60.0
"""A temporary file of an atomic write without a live writer, older than this, is left over
from a killed run and removed when its file is next read."""


class BadFile(Exception):
    """A stored file that exists but cannot be used."""

    def __init__(self, problem: str, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem
        """``"corrupt"`` (not valid UTF-8 JSON), ``"unreadable"`` (an I/O error), ``"damaged"``
        (JSON the reader refuses) or ``"newer"`` (written by a newer version of the app)."""
        self.detail = detail
        """The technical reason, for logs."""


class NewerFormat(BadFile):
    """A file in a format of a newer version of the app: kept aside as ``.newer-<time>``."""

    def __init__(self, found: str, known: str) -> None:
        super().__init__("newer", f"format {found!r} is newer than {known!r}")


@dataclass
class Loaded(Generic[T]):
    """What :func:`load` found."""

    value: T | None
    """The value built from the file; ``None`` when there was no file or it was bad."""
    problem: str | None = None
    """``None`` or a :class:`BadFile` problem (``corrupt``, ``unreadable``, ``damaged``,
    ``newer``)."""
    detail: str = ""
    """The technical reason, for logs."""
    moved_to: Path | None = None
    """Where the bad file was set aside, if it could be moved."""


def load(path: Path, build: Callable[[Any], T]) -> Loaded[T]:
    """Read ``path`` as JSON and ``build`` a value from it, never raising.

    A missing file gives ``Loaded(None)``. A file that cannot be read, is not JSON, or whose
    content ``build`` refuses (any exception; ``BadFile`` to name the problem) is set aside —
    ``<name>.newer-<time>`` for a newer format, ``<name>.corrupt-<time>`` otherwise — and the
    problem is returned. Left-over temporary files of killed writes are removed first.
    """
    remove_stale_temporaries(path)
    try:
        data = read_json(path)
        return Loaded(build(data))
    except FileNotFoundError:
        return Loaded(None)
    except BadFile as error:
        problem, detail = error.problem, error.detail
    except RecursionError:
        problem, detail = "damaged", "nested too deeply"
    except Exception as error:  # any refusal of the content sets the file aside
        problem, detail = "damaged", f"{type(error).__name__}: {error}"
    kind = "newer" if problem == "newer" else "corrupt"
    return Loaded(None, problem, _short(detail), move_aside(path, kind))


def read_json(path: Path) -> Any:
    """The JSON value stored in ``path``; ``FileNotFoundError`` if there is none, ``BadFile`` if
    it cannot be read or is not JSON. A UTF-8 byte-order mark is accepted.

    Only a regular file is read, and never with a call that can block: anything else at the
    path (a FIFO, a device, a socket, a folder) is ``BadFile("unreadable")`` (:func:`open_regular`).
    """
    try:
        with open_regular(path) as stream:
            raw = _read_bounded(stream)
    except FileNotFoundError:
        raise
    except NotADirectoryError as error:  # a file where a folder of the path should be: no file
        raise FileNotFoundError(str(error)) from None
    except OSError as error:
        raise BadFile("unreadable", str(error)) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise BadFile("corrupt", str(error)) from None
    try:
        return json.loads(text)
    except ValueError as error:  # json.JSONDecodeError, and integers of over 4300 digits
        raise BadFile("corrupt", str(error)) from None
    except RecursionError:
        raise BadFile("corrupt", "JSON nested too deeply") from None


class NotRegularFile(OSError):
    """Something other than a regular file where a stored file is expected."""


_OPEN_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)
)
"""A read that cannot wait: ``O_NONBLOCK`` where the system has it (not on Windows, whose
``open`` of a pipe name does not wait for a writer), and never a controlling terminal."""


def open_regular(path: Path) -> BinaryIO:
    """``path`` opened for reading, if it is a regular file (through a symbolic link too).

    The file is asked first (``os.stat``: a FIFO, a device, a socket or a folder is refused
    without being opened) and opened without blocking (``O_NONBLOCK``); what was opened is
    asked again (``os.fstat``), so that a FIFO swapped in between is refused as well.
    ``FileNotFoundError`` when there is nothing, ``NotRegularFile`` (an ``OSError``) else."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise NotRegularFile(f"{_kind(info.st_mode)}, not a regular file")
    handle = os.open(path, _OPEN_FLAGS)
    try:
        opened = os.fstat(handle)
        if not stat.S_ISREG(opened.st_mode):
            raise NotRegularFile(f"{_kind(opened.st_mode)}, not a regular file")
        return os.fdopen(handle, "rb")
    except BaseException:
        os.close(handle)
        raise


def _kind(mode: int) -> str:
    """What a file that is not a regular one is, for logs."""
    for test, name in (
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISDIR, "a folder"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return name
    return "a special file"


READ_CHUNK = 64 * 1024
"""Read size when a file's size is not known beforehand (a pipe, a device)."""


def _read_bounded(stream: BinaryIO) -> bytes:
    """The content of ``stream``; ``BadFile`` when it is larger than ``MAX_BYTES``.

    The buffer is as large as the file, never ``MAX_BYTES``: a regular file's size is asked
    first (``os.fstat``) and one too large is not read at all. A file that grows while it is
    read, or whose size the system does not tell (a pipe, a device), is read in
    ``READ_CHUNK`` pieces up to the same bound."""
    info = os.fstat(stream.fileno())
    raw = b""
    if stat.S_ISREG(info.st_mode):
        if info.st_size > MAX_BYTES:
            raise BadFile("corrupt", f"larger than {MAX_BYTES} bytes")
        raw = stream.read(info.st_size + 1)
        if len(raw) <= info.st_size:
            return raw
    pieces, length = [raw], len(raw)
    while length <= MAX_BYTES:
        piece = stream.read(min(READ_CHUNK, MAX_BYTES + 1 - length))
        if not piece:
            break
        pieces.append(piece)
        length += len(piece)
    if length > MAX_BYTES:
        raise BadFile("corrupt", f"larger than {MAX_BYTES} bytes")
    return b"".join(pieces)


def finite_number(value: Any) -> float | None:
    """A JSON value as a finite number, or ``None`` (booleans, NaN, ±Infinity and integers too
    large for a float are not): the one rule every stored number is read by."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    try:
        number = float(value)
    except OverflowError:  # an integer too large for a float
        return None
    return number if math.isfinite(number) else None


def atomic_write_json(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path``: readers see the old or the new file, never half.

    A symbolic link is written through (its target is replaced, the link stays), and the file
    keeps its permissions. Only strict JSON is written (a NaN or an infinity is a
    ``ValueError``, nothing is written). Temporary files that killed writes left in the folder
    are removed first (:func:`remove_stale_temporaries`).
    """
    target = Path(os.path.realpath(path))
    target.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(target)
    handle, temporary = tempfile.mkstemp(
        prefix=f".{target.name}.{os.getpid()}-", suffix=".tmp", dir=target.parent
    )
    try:
        with contextlib.suppress(OSError):  # by descriptor where the system can (not Windows)
            os.chmod(
                handle if os.chmod in os.supports_fd else temporary,
                stat.S_IMODE(target.stat().st_mode),
            )
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(data, stream, indent=2, ensure_ascii=False, allow_nan=False)
            stream.write("\n")
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def move_aside(path: Path, kind: str = "corrupt") -> Path | None:
    """Rename a bad file to ``<name>.<kind>-<timestamp>`` (kept for the user); ``None`` if that
    fails. Two bad files in the same second are both kept. A symbolic link stays: its target
    is the file set aside (the next write recreates it through the link)."""
    real = Path(os.path.realpath(path)) if path.is_symlink() else path
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = real.with_name(f"{real.name}.{kind}-{stamp}")
    counter = 1
    while target.exists() or target.is_symlink():
        counter += 1
        target = real.with_name(f"{real.name}.{kind}-{stamp}-{counter}")
    try:
        os.replace(real, target)
    except OSError:
        return None
    return target


_TEMPORARY = re.compile(r"\.(?P<name>.+?)\.(?:(?P<pid>\d+)-)?[^.]+\.tmp")
_OUR_TEMPORARY = re.compile(r"\.(?P<name>.+\.json)\.(?P<pid>\d+)-[a-z0-9_]{8}\.tmp")
"""The temporary file of an atomic write of any JSON file (``mkstemp``'s eight characters)."""


def remove_stale_temporaries(path: Path) -> list[Path]:
    """Remove the temporary files that killed atomic writes left behind beside ``path``.

    Ours are ``.<name>.<pid>-<random>.tmp`` in the folder of the file (or of its link's
    target); one is stale when its writer is no longer running, or (older form without a pid,
    or a pid reused since) when it is older than ``STALE_TEMP_S``. Those of ``path`` itself are
    looked for in both forms; those of any other JSON file in the folder (a match exported
    under another name) in the form with a pid (:func:`remove_stale_temporaries_in`). Returns
    the files removed.
    """
    real = Path(os.path.realpath(path))
    removed: list[Path] = []
    for folder, name in {(path.parent, path.name), (real.parent, real.name)}:
        removed += _sweep(folder, name)
    return removed


def remove_stale_temporaries_in(folder: Path) -> list[Path]:
    """Remove the temporary files that killed atomic writes of any JSON file left in
    ``folder`` (``.<name>.json.<pid>-<random>.tmp`` whose writer is gone); the files removed."""
    return _sweep(folder, None)


def _sweep(folder: Path, name: str | None) -> list[Path]:
    removed: list[Path] = []
    try:
        candidates = set(folder.glob(".*.json.*-*.tmp"))
        if name is not None:
            candidates.update(folder.glob(f".{glob_escape(name)}.*.tmp"))
    except OSError:
        return removed
    for candidate in sorted(candidates):
        found = _TEMPORARY.fullmatch(candidate.name)
        if found is None or found["name"] != name:
            found = _OUR_TEMPORARY.fullmatch(candidate.name)
        if found is None or not _stale(candidate, found["pid"]):
            continue
        with contextlib.suppress(OSError):
            candidate.unlink()
            removed.append(candidate)
    return removed


def _stale(candidate: Path, pid_text: str | None) -> bool:
    """Whether the temporary file ``candidate`` (written by ``pid_text``) was left behind."""
    try:
        info = candidate.lstat()
    except OSError:
        return False
    if not stat.S_ISREG(info.st_mode):
        return False
    age = time.time() - info.st_mtime
    pid = int(pid_text) if pid_text else None
    if pid == os.getpid() or (age < STALE_TEMP_S and pid is not None and _alive(pid)):
        return False
    return not (pid is None and age < STALE_TEMP_S)


def glob_escape(name: str) -> str:
    """``name`` with glob's special characters escaped."""
    return re.sub(r"([*?\[])", r"[\1]", name)


def _alive(pid: int) -> bool:
    """Whether process ``pid`` may still be running. Asked with signal 0 on POSIX; on
    Windows ``os.kill`` would end or interrupt the process instead, so it is taken as running
    (its temporary file goes once it is ``STALE_TEMP_S`` old)."""
    if sys.platform == "win32":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True
    return True


def _short(text: str, limit: int = 300) -> str:
    """A log line of at most ``limit`` characters, every character that is not printable (a
    newline, U+202E…) escaped: the detail may quote the file."""
    return shown(text, limit, quoted=False)
