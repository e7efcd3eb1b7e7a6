"""Portable by construction (issue 37 goal 4): start-up, storage, paths and process tuning take
no Linux-only path when the platform checks say Windows or macOS; every file name the app
writes is valid on Windows; a user folder with spaces and other alphabets works."""

from __future__ import annotations

import builtins
import contextlib
import ctypes
import os
import random
import re
import stat
import sys
import time
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cardavia_desktop import (
    app,
    local_paths,
    paths,
    process_tuning,
    search_process,
    single_instance,
    storage,
)
from cardavia_desktop.engine import GAMES, new_match

WINDOWS_RESERVED = {
    "CON",
    "PRN",
    "AUX",
    "NUL",
    "CONIN$",
    "CONOUT$",
    *(f"{port}{n}" for port in ("COM", "LPT") for n in "123456789¹²³"),
}
FOLDER = "Jürgen Müller/اللاعب ۱/Ngô Thị"
"""A user folder with spaces, Latin letters beyond ASCII, Arabic letters and Persian digits."""


def windows_problem(name: str) -> str | None:
    """Why ``name`` cannot be a file name on Windows, or ``None`` when it can."""
    if re.search(r'[<>:"/\\|?*\x00-\x1f]', name):
        return "a character Windows refuses"
    if name.endswith((".", " ")):
        return "a trailing dot or space"
    if name.split(".")[0].rstrip(" ").upper() in WINDOWS_RESERVED:
        return "a reserved device name"
    if len(name) > 255:
        return "longer than 255 characters"
    return None


def test_the_windows_name_check_refuses_what_windows_refuses() -> None:
    for bad in (
        "statistics.json.corrupt-20261206-06:20:00",
        "con.json",
        "LPT1",
        "aux.json.lock",
        "name.",
        "name ",
    ):
        assert windows_problem(bad), bad
    for good in (
        ".statistics.json.lock",
        "scopa.json.corrupt-20261206-062000",
        "console.json",
        "20261206-062000-minchiate-ai.json",
    ):
        assert windows_problem(good) is None, good


def written_names(root: Path) -> list[str]:
    return sorted(str(path.relative_to(root)) for path in root.rglob("*"))


def assert_valid_on_windows(root: Path) -> None:
    problems = {name: windows_problem(Path(name).name) for name in written_names(root)}
    assert not {name: why for name, why in problems.items() if why}


@pytest.fixture
def user_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The app's config and data folders under ``FOLDER``."""
    home = tmp_path / FOLDER
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        (home / name.lower()).mkdir(parents=True)
        monkeypatch.setenv(name, str(home / name.lower()))
    return home


def test_every_kind_of_file_the_app_writes_has_a_windows_name(user_folder: Path) -> None:
    from cardavia_desktop.controllers.statistics import Statistics
    from cardavia_desktop.controllers.worker import write_diagnostic
    from cardavia_desktop.saved_games import SavedGames
    from cardavia_desktop.settings import Settings, SettingsStore

    SettingsStore().save(Settings())
    for game in GAMES:
        match = new_match(game, seed=3)
        SavedGames().save(match)
        for kind in ("ai", "engine", "start"):
            assert write_diagnostic(game, "hard", kind, ValueError("x"), match, {})
        Statistics().begin(game, 3, "hard")
        for kind in ("corrupt", "newer"):
            SavedGames().path(game).write_text("{")
            assert storage.move_aside(SavedGames().path(game), kind) is not None
    holder = single_instance.claim()
    assert holder is not None and holder.held
    holder.release()
    names = written_names(user_folder)
    assert any(name.endswith("statistics.json") for name in names)
    assert sum(".corrupt-" in name or ".newer-" in name for name in names) == 2 * len(GAMES)
    assert any("diagnostics" in name for name in names)
    assert_valid_on_windows(user_folder)


def test_a_table_plays_and_keeps_its_files_in_a_folder_with_spaces_and_other_letters(
    qtbot: Any, user_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardavia_desktop.controllers.statistics import Statistics
    from cardavia_desktop.saved_games import SavedGames
    from cardavia_desktop.settings import Settings, SettingsStore
    from tests.app.record_helpers import Table

    monkeypatch.setattr(search_process, "ENABLED", True)  # its bots in the child, as the app
    SettingsStore().save(Settings(language="fa", contrast=60))
    table = Table(qtbot, "schnapsen", level="normal", seed=5)
    try:
        table.play_to_match_end(random.Random(3))
        assert table.recorded == [("schnapsen", "normal")]
        assert isinstance(table.c.worker()._bots[1], search_process.RemoteBot)
        assert not table.c.worker()._searches.failed
    finally:
        table.close()
    assert str(paths.data_dir()).startswith(str(user_folder))
    assert SettingsStore().load().settings == Settings(language="fa", contrast=60)
    assert Statistics().bucket("schnapsen", "normal")["played"] == 1
    assert SavedGames().load("schnapsen").problem is None
    assert_valid_on_windows(user_folder)


class LinuxOnly(BaseException):
    """A Linux-only facility was called on a path that another platform takes."""


@contextlib.contextmanager
def pointed_at(platform: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """``sys.platform`` says ``platform``; what only Linux (or only POSIX, for Windows) has is
    a trip wire: the names of those called are listed, and the call raises ``LinuxOnly``."""
    called: list[str] = []

    def wire(name: str, real: Any = None, allow: Any = None) -> Any:
        def call(*args: Any, **kwargs: Any) -> Any:
            if allow is not None and allow(*args, **kwargs):
                return real(*args, **kwargs)
            called.append(name)
            raise LinuxOnly(name)

        return call

    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(ctypes, "CDLL", wire("ctypes.CDLL"))
    real_open = builtins.open
    monkeypatch.setattr(
        builtins,
        "open",
        wire("open(/proc)", real_open, lambda file, *a, **k: not str(file).startswith("/proc")),
    )
    for name in (
        "sched_getaffinity",
        "sched_setaffinity",
        "sched_setscheduler",
        "posix_fadvise",
        "memfd_create",
    ):
        if hasattr(os, name):
            monkeypatch.setattr(os, name, wire(f"os.{name}"))
    if platform == "win32":
        for name in ("getuid", "geteuid", "kill", "nice", "fork", "killpg", "setsid"):
            monkeypatch.setattr(os, name, wire(f"os.{name}"))
        real_chmod = os.chmod  # Python 3.11 on Windows: no chmod by descriptor
        monkeypatch.setattr(
            os,
            "chmod",
            wire(
                "os.chmod(descriptor)",
                real_chmod,
                lambda target, *a, **k: not isinstance(target, int),
            ),
        )
        monkeypatch.setattr(os, "supports_fd", os.supports_fd - {os.chmod, real_chmod})
    yield called


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_start_up_storage_paths_and_tuning_take_no_linux_only_path(
    platform: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardavia_desktop.controllers.statistics import Statistics
    from cardavia_desktop.settings import Settings, SettingsStore

    monkeypatch.setattr(process_tuning, "_libc", None)
    monkeypatch.setattr(process_tuning, "applied", {})
    monkeypatch.delenv("DISPLAY", raising=False)
    folder = tmp_path / FOLDER
    folder.mkdir(parents=True)
    target = folder / "settings.json"
    target.write_text("{}")
    target.chmod(0o640)
    stale = folder / f".settings.json.{os.getpid() + 999_983}-abcdefgh.tmp"
    stale.write_text("{")
    young = folder / f".settings.json.{os.getpid() + 999_979}-ijklmnop.tmp"
    young.write_text("{")
    os.utime(stale, (time.time() - 2 * storage.STALE_TEMP_S,) * 2)
    with pointed_at(platform, monkeypatch) as called:
        assert process_tuning.apply() == {} and not process_tuning.enabled()
        assert process_tuning.trim() is False
        assert app.display_problem() is None  # no DISPLAY: only Linux needs one
        assert app.parse_args(["--game", "scopa", "--size", "1100x700"]).game == "scopa"
        storage.atomic_write_json(target, {"language": "de"})
        assert storage.read_json(target) == {"language": "de"}
        assert stat.S_IMODE(target.stat().st_mode) == 0o640  # kept, by path on Windows
        assert not stale.exists()
        assert young.exists() is (platform == "win32")  # Windows cannot ask if its writer runs
        assert storage.move_aside(target).name.startswith("settings.json.corrupt-")
        SettingsStore().save(Settings(language="ms"))
        assert SettingsStore().load().settings.language == "ms"
        Statistics().begin("scopa", 1, "easy")
        assert paths.settings_file().is_file() and paths.data_dir().is_dir()
        assert search_process.child_command()[:2] == [sys.executable, "-m"]
        if platform == "win32":
            monkeypatch.setattr(os, "name", "nt")  # only around the checks that ask it
            name = single_instance.server_name(folder)
            url = local_paths.from_text("file:///Users/J%C3%BCrgen%20M/x.json")
            monkeypatch.setattr(os, "name", "posix")
            assert name.startswith("cardavia-") and os.sep not in name
            assert url == "/Users/Jürgen M/x.json"  # by Qt, as names there are UTF-16
        else:
            assert single_instance.server_name(folder).endswith(f"-{os.getuid()}.sock")
    assert called == []


def test_the_lock_takes_the_windows_branch_without_fcntl(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``file_lock`` chooses ``msvcrt.locking`` when ``sys.platform`` is ``win32``: loaded so
    (``fcntl`` unavailable, ``msvcrt`` standing in with its three names), it locks through it."""
    from cardavia_desktop import file_lock

    calls: list[tuple[int, int]] = []
    msvcrt = types.ModuleType("msvcrt")
    msvcrt.LK_NBLCK, msvcrt.LK_UNLCK = 2, 0
    msvcrt.locking = lambda fd, mode, size: calls.append((mode, size))
    monkeypatch.setitem(sys.modules, "msvcrt", msvcrt)
    monkeypatch.setitem(sys.modules, "fcntl", None)  # importing it fails
    monkeypatch.setattr(sys, "platform", "win32")
    windows = types.ModuleType("file_lock_on_windows")
    source = Path(file_lock.__file__).read_text(encoding="utf-8")
    exec(compile(source, file_lock.__file__, "exec"), windows.__dict__)
    lock = windows.FileLock(tmp_path / FOLDER.split("/")[0] / ".instance.lock")
    lock.path.parent.mkdir()
    assert lock.try_acquire()
    lock.release()
    assert calls == [(2, 1), (0, 1)]
