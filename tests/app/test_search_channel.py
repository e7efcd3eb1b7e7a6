"""The search child's channel is its own stdin and stdout (issue 37 goal 4): portable to Windows
and macOS, from the source tree and through the bundle's entry point; what the child prints
never reaches the channel."""

from __future__ import annotations

import sys
import textwrap
from typing import Any

import pytest

from cardavia_desktop import paths, search_process
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.search_process import RemoteBot, SearchProcess, SearchProcessHolder
from tests.app.test_search_process import positions

NOISY_CHILD = textwrap.dedent("""
    import os, sys
    from cardavia_desktop import search_process
    import cardavia_desktop.engine.ai as ai
    made = ai.create_ai
    def noisy(*key):
        print("noise from print", key)
        sys.stdout.flush()
        os.write(1, b"noise on descriptor 1\\n")
        return made(*key)
    ai.create_ai = noisy
    sys.exit(search_process.main())
""")
WINDOW_APP_CHILD = textwrap.dedent("""
    import os, sys
    os.close(2)  # a window app on Windows: no stderr, and Python's streams are None
    sys.stdout = sys.stderr = None
    from cardavia_desktop import search_process
    sys.exit(search_process.main())
""")
LAUNCHER = paths.PACKAGE_DIR.parent / "packaging" / "launcher.py"


class Holder(SearchProcessHolder):
    """A holder whose process is started with ``command``."""

    def __init__(self, command: list[str]) -> None:
        super().__init__()
        self._process = SearchProcess(command)


def same_moves(holder: SearchProcessHolder, game: str, seed: int) -> None:
    remote, local = RemoteBot(holder, game, "hard", seed), create_ai(game, "hard", seed)
    for _seat, observation, legal in positions(game, 4):
        assert remote.choose(observation, list(legal)) == local.choose(observation, list(legal))
    assert not holder.failed


def test_the_child_is_started_without_inherited_descriptors(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert search_process.child_command() == [
        sys.executable,
        "-m",
        "cardavia_desktop.search_process",
    ]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "C:\\Program Files\\Cardavia\\cardavia.exe")
    assert search_process.child_command() == [
        "C:\\Program Files\\Cardavia\\cardavia.exe",
        search_process.SEARCH_FLAG,
    ]


def test_what_the_child_prints_goes_to_stderr_not_into_the_channel(capfd: Any) -> None:
    holder = Holder([sys.executable, "-c", NOISY_CHILD])
    try:
        same_moves(holder, "scopa", 21)
    finally:
        holder.close()
    err = capfd.readouterr().err
    assert "noise from print ('scopa', 'hard', 21)" in err
    assert "noise on descriptor 1" in err


def test_the_bundles_entry_point_serves_the_bots_over_the_same_channel() -> None:
    holder = Holder([sys.executable, str(LAUNCHER), search_process.SEARCH_FLAG])
    try:
        same_moves(holder, "schnapsen", 8)
    finally:
        holder.close()


def test_a_child_without_stderr_or_python_streams_still_answers() -> None:
    holder = Holder([sys.executable, "-c", WINDOW_APP_CHILD])
    try:
        same_moves(holder, "lockbet", 4)
    finally:
        holder.close()
