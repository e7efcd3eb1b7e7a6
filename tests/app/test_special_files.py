"""Issue 32: a file that blocks is never waited for, the lobby never waits for a file, and an
export killed mid-write leaves nothing behind.

A FIFO (or any file that is not a regular one) at a stored file's path once hung the app for
good: ``open()`` waits for a writer. Each read here runs under a guard (a thread joined with a
time limit, the FIFO opened for writing afterwards to free a stuck reader): a read that blocks
fails the test instead of hanging it.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMetaObject

from cardavia_desktop import app, paths, storage
from cardavia_desktop.command_line import EXIT_USAGE
from cardavia_desktop.controllers import statistics as st
from cardavia_desktop.engine import new_match
from cardavia_desktop.saved_games import SavedGames
from cardavia_desktop.settings import Settings, SettingsStore
from tests.app.shell_helpers import REPO

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
GUARD_S = 10.0


def fifo(path: Path) -> Path:
    """A FIFO at ``path`` (its folder made first)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def free(path: Path) -> None:
    """Open a FIFO at ``path`` for writing and close it: a reader stuck in ``open`` goes on."""
    with contextlib.suppress(OSError):
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))


def guarded(read: Callable[[], Any], fifos: list[Path], limit: float = GUARD_S) -> Any:
    """``read()``'s result; fails the test if it has not returned within ``limit`` seconds."""
    result: dict[str, Any] = {}

    def run() -> None:
        try:
            result["value"] = read()
        except BaseException as error:  # handed to the test
            result["error"] = error

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(limit)
    blocked = thread.is_alive()
    if blocked:  # free the reader (and any FIFO it was moved to), then fail
        for path in fifos:
            for candidate in [path, *path.parent.glob(f"{path.name}.*")]:
                free(candidate)
        thread.join(5)
    assert not blocked, f"the read blocked on a FIFO for over {limit} s"
    if "error" in result:
        raise result["error"]
    return result["value"]


# -- a FIFO at each path --------------------------------------------------------------------


@needs_fifo
def test_a_fifo_as_the_settings_file_is_refused_without_blocking() -> None:
    path = fifo(paths.settings_file())
    loaded = guarded(lambda: SettingsStore().load(), [path])
    assert loaded.settings == Settings() and loaded.problem == "unreadable"
    assert "FIFO" in loaded.detail
    SettingsStore().save(Settings(contrast=7))  # a regular file again, which is read
    assert guarded(lambda: SettingsStore().load(), [path]).settings.contrast == 7


@needs_fifo
def test_a_fifo_as_a_games_save_is_refused_without_blocking() -> None:
    path = fifo(SavedGames().path("scopa"))
    assert guarded(lambda: SavedGames().status("scopa"), [path]) is None  # the lobby's look
    loaded = guarded(lambda: SavedGames().load("scopa"), [path])  # the table's
    assert loaded.match is None and loaded.problem == "unreadable"


@needs_fifo
def test_a_fifo_as_the_record_is_refused_without_blocking() -> None:
    path = fifo(st.statistics_path())
    record = guarded(lambda: st.Statistics().load(), [path])
    assert record["games"] == {} and record["notice"]["problem"] == "unreadable"
    assert path.is_file()  # a fresh record, a regular file, in its place


@needs_fifo
def test_a_fifo_as_a_match_file_is_refused_without_blocking(tmp_path: Path, capsys) -> None:
    path = fifo(tmp_path / "match.json")
    with pytest.raises(storage.BadFile) as refused:  # Open… at a table reads it so
        guarded(lambda: storage.read_json(path), [path])
    assert refused.value.problem == "unreadable"

    def opened() -> int:
        with pytest.raises(SystemExit) as stop:
            app.parse_args(["--open", str(path)])
        return stop.value.code

    assert guarded(opened, [path]) == EXIT_USAGE
    assert "not a match file" in capsys.readouterr().err


@needs_fifo
def test_a_fifo_swapped_in_after_the_check_is_refused(monkeypatch, tmp_path: Path) -> None:
    """The file is asked again once opened: a FIFO put in its place meanwhile is not read."""
    path = tmp_path / "match.json"
    path.write_text("{}")
    real_open = os.open

    def swap(name: Any, flags: int, *args: Any) -> int:
        if Path(name) == path:
            path.unlink()
            os.mkfifo(path)
        return real_open(name, flags, *args)

    monkeypatch.setattr(os, "open", swap)
    with pytest.raises(storage.BadFile) as refused:
        guarded(lambda: storage.read_json(path), [path])
    assert refused.value.problem == "unreadable"


@needs_fifo
def test_the_app_starts_with_a_fifo_at_every_path(tmp_path: Path) -> None:
    """The real app, in a subprocess with a time limit: FIFOs as settings, the record and
    every game's save; the lobby is drawn (``content-frame``) and the app quits."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        env[name] = str(tmp_path / name.lower())
    folders = {
        "config": tmp_path / "xdg_config_home" / "cardavia",
        "data": tmp_path / "xdg_data_home" / "cardavia",
    }
    fifos = [fifo(folders["config"] / "settings.json"), fifo(folders["data"] / "statistics.json")]
    fifos += [fifo(folders["data"] / "matches" / f"{game}.json") for game in app.table_games()]
    try:
        done = subprocess.run(
            [sys.executable, "-m", "cardavia_desktop", "--first-frame-exit"],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=90,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("the app hung on a FIFO")
    finally:
        for path in fifos:
            free(path)
    assert done.returncode == 0, done.stderr
    assert "content-frame" in done.stdout
    assert "Traceback" not in done.stderr


# -- the lobby does not wait for the record -------------------------------------------------


def test_the_lobby_is_drawn_before_a_slow_record_is_read(launch, monkeypatch) -> None:
    from cardavia_desktop.controllers.statistics import Statistics

    record = Statistics()
    record.count(
        "scopa", 1, "easy", False, {"outcome": "won", "deals": 1, "points": 3, "counts": {}}
    )
    slow_s = 2.0
    finished: list[float] = []
    real_read = st.read_record

    def slow_read(data: Any) -> dict[str, Any]:  # a record on a slow disk
        time.sleep(slow_s)
        finished.append(time.monotonic())
        return real_read(data)

    monkeypatch.setattr(st, "read_record", slow_read)
    began = time.monotonic()
    shell = launch()
    tile = shell.find("game_scopa")
    line = shell.find("tileRecord", tile)
    # Drawn, every tile there, before the record was read: it fills in afterwards.
    assert not finished and time.monotonic() - began < slow_s
    assert len(shell.find_all("gameEmblem")) == len(app.table_games())
    assert not line.isVisible() and not shell.find("matchUnderWay", tile).isVisible()
    shell.qtbot.waitUntil(line.isVisible, timeout=10 * slow_s * 1000)
    assert "1 won of 1" in line.property("text")
    # Five tiles, one record: it was read once, not once per tile.
    shell.qtbot.wait(200)
    assert len(finished) == 1


def test_a_page_shown_again_reads_the_record_only_when_it_changed(launch, monkeypatch) -> None:
    reads: list[int] = []
    real_read = st.read_record
    monkeypatch.setattr(st, "read_record", lambda data: reads.append(1) or real_read(data))
    st.Statistics().count(
        "scopa", 1, "easy", False, {"outcome": "won", "deals": 1, "points": 3, "counts": {}}
    )
    shell = launch()
    line = shell.find("tileRecord", shell.find("game_scopa"))
    shell.qtbot.waitUntil(line.isVisible, timeout=10_000)
    assert len(reads) == 1
    tile = shell.find("game_schnapsen")
    QMetaObject.invokeMethod(tile, "refresh")  # as when the tile is made again
    shell.qtbot.wait(300)
    assert len(reads) == 1  # unchanged: the value kept
    st.Statistics().count(
        "schnapsen", 2, "easy", False, {"outcome": "lost", "deals": 1, "points": 0, "counts": {}}
    )
    before = len(reads)
    QMetaObject.invokeMethod(tile, "refresh")
    shell.qtbot.waitUntil(lambda: tile.property("record").get("played") == 1, timeout=10_000)
    assert len(reads) == before + 1  # changed: read again, once


# -- kill -9 during an export ---------------------------------------------------------------


EXPORT_CHILD = """
import os, sys, time
from pathlib import Path
from cardavia_desktop import storage
from cardavia_desktop.engine import new_match

def hold(fd):  # the data is written, not yet synced: say so and wait for the kill
    print("writing", flush=True)
    time.sleep(600)

os.fsync = hold
match = new_match("scopa", seed=3)
storage.atomic_write_json(Path(sys.argv[1]), match.to_dict())
"""


def killed_export(target: Path) -> Path:
    """Export a match to ``target`` in a child process and kill it (SIGKILL) in the middle of
    the write; the temporary file it left behind."""
    target.parent.mkdir(parents=True, exist_ok=True)
    child = subprocess.Popen(
        [sys.executable, "-c", EXPORT_CHILD, str(target)],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None and child.stdout.readline() == "writing\n"
        child.send_signal(signal.SIGKILL)
    finally:
        child.wait(30)  # reaped: its pid is gone
    assert child.returncode == -signal.SIGKILL
    left = list(target.parent.glob(f".{target.name}.*.tmp"))
    assert len(left) == 1 and not target.exists()
    return left[0]


def documents_folder(tmp_path: Path) -> Path:
    """Make ``tmp_path/Documents`` the user's Documents folder (XDG user dirs)."""
    folder = tmp_path / "Documents"
    folder.mkdir()
    config = Path(os.environ["XDG_CONFIG_HOME"])
    (config / "user-dirs.dirs").write_text(f'XDG_DOCUMENTS_DIR="{folder}"\n', encoding="utf-8")
    return folder


def test_an_export_killed_mid_write_leaves_nothing_after_the_next_start(launch, tmp_path) -> None:
    from cardavia_desktop.controllers.statistics_view import export_folder

    documents = documents_folder(tmp_path)
    assert export_folder() == documents
    left = killed_export(documents / "cardavia-scopa-3.json")
    mine = documents / ".notes.json.tmp"  # not one of ours: stays
    mine.write_text("x")
    shell = launch()  # the next start of the app
    shell.qtbot.waitUntil(lambda: not left.exists(), timeout=10_000)
    assert mine.exists()


def test_an_export_killed_mid_write_leaves_nothing_after_the_next_write_there(tmp_path) -> None:
    folder = tmp_path / "exports"
    left = killed_export(folder / "cardavia-scopa-3.json")
    storage.atomic_write_json(folder / "another-name.json", {"a": 1})  # the next export there
    assert not left.exists()
    assert sorted(p.name for p in folder.iterdir()) == ["another-name.json"]


def test_the_next_read_in_the_folder_removes_it_too(tmp_path) -> None:
    target = SavedGames().path("scopa")
    left = killed_export(target.parent / "scopa-copy.json")
    SavedGames().load("scopa")
    assert not left.exists()


def test_a_live_writers_temporary_stays(tmp_path) -> None:
    folder = tmp_path / "exports"
    folder.mkdir()
    live = folder / f".other.json.{os.getppid()}-abcd1234.tmp"  # its writer is running
    live.write_text("{")
    storage.atomic_write_json(folder / "x.json", new_match("scopa", seed=1).to_dict())
    assert live.exists()


@pytest.mark.parametrize("standing", ["[1" + "0" * 400 + ", 0]", "[1e400, 0]", "[NaN, 0]"])
def test_a_save_status_the_lobby_cannot_hold_is_ignored(standing: str) -> None:
    from cardavia_desktop.controllers.saved_status import status_of

    path = SavedGames().path("scopa")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f'{{"status": {{"moves": 3, "over": false, "standing": {standing}}}}}')
    assert SavedGames().status("scopa") is None
    assert status_of("scopa") == {"underWay": False, "standing": [0, 0], "moves": 0}
