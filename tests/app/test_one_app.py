"""One app per data folder: the record's read-modify-write is safe across processes
(``file_lock``), and a second launch hands its ``--game``/``--open`` to the running window."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardavia_desktop import file_lock
from cardavia_desktop.controllers import statistics as st

REPO = Path(__file__).resolve().parents[2]

COUNTER = """
import sys
from pathlib import Path
from cardavia_desktop.controllers import statistics as st
path, first, many = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
summary = st.match_summary("scopa", [], {"winner": 0})
for seed in range(first, first + many):
    st.Statistics(path).count("scopa", seed, "normal", False, summary)
"""


def test_counts_from_many_processes_add_up(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    processes, matches = 6, 25
    running = [
        subprocess.Popen(
            [sys.executable, "-c", COUNTER, str(path), str(i * 1000), str(matches)], cwd=REPO
        )
        for i in range(processes)
    ]
    for process in running:
        assert process.wait(timeout=120) == 0
    bucket = st.Statistics(path).bucket("scopa", "normal")
    assert bucket["played"] == bucket["won"] == processes * matches
    assert len(bucket["history"]) == processes * matches


def test_the_lock_waits_then_times_out_and_a_killed_holder_frees_it(tmp_path: Path) -> None:
    path = tmp_path / ".x.lock"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path; "
            "from cardavia_desktop.file_lock import FileLock; l = FileLock(Path(sys.argv[1])); "
            "l.acquire(5); print('held', flush=True); time.sleep(60)",
            str(path),
        ],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        start = time.monotonic()
        with pytest.raises(file_lock.LockTimeout):
            file_lock.FileLock(path).acquire(0.3)
        assert 0.25 <= time.monotonic() - start < 5  # waited, and never hung
        holder.kill()  # kill -9: the system drops the lock at once
        holder.wait(timeout=30)
        with file_lock.locked(path, 2.0) as lock:
            assert lock.held
    finally:
        holder.kill()
        holder.wait(timeout=30)


def test_a_count_waits_for_another_process_and_never_hangs(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "statistics.json"
    summary = st.match_summary("scopa", [], {"winner": 0})
    monkeypatch.setattr(st, "LOCK_TIMEOUT_S", 0.3)
    lock = file_lock.FileLock(path.with_name(".statistics.json.lock"))
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path; "
            "from cardavia_desktop.file_lock import FileLock; l = FileLock(Path(sys.argv[1])); "
            "l.acquire(5); print('held', flush=True); time.sleep(60)",
            str(lock.path),
        ],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(file_lock.LockTimeout):
            st.Statistics(path).count("scopa", 1, "normal", False, summary)
        assert not path.exists()
    finally:
        holder.kill()
        holder.wait(timeout=30)
    st.Statistics(path).count("scopa", 1, "normal", False, summary)
    assert st.Statistics(path).bucket("scopa", "normal")["played"] == 1


# -- a second launch ---------------------------------------------------------------------------

GAME = "schnapsen"


def start_app(*args: str) -> subprocess.Popen[str]:
    """The app in a process of its own (offscreen), on this test's folders."""
    return subprocess.Popen(
        [sys.executable, "-m", "cardavia_desktop", *args],
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )


def wait_listening(process: subprocess.Popen[str], timeout: float = 90) -> None:
    """Until ``process`` holds the data folder and hears a second launch."""
    from cardavia_desktop import paths, single_instance

    socket = Path(single_instance.server_name())
    deadline = time.monotonic() + timeout
    while not (socket.exists() and not single_instance._free(paths.data_dir())):
        assert process.poll() is None, process.communicate()[1]
        assert time.monotonic() < deadline, "the app never listened"
        time.sleep(0.1)


def second_launch(*args: str) -> tuple[subprocess.CompletedProcess[str], float]:
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "cardavia_desktop", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    return done, time.monotonic() - start


def saved_seed(game: str) -> int | None:
    from cardavia_desktop.saved_games import SavedGames

    path = SavedGames().path(game)
    return json.loads(path.read_text()).get("seed") if path.exists() else None


def wait_for(check, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline
        time.sleep(0.2)


def test_a_second_launch_hands_its_game_and_file_to_the_first(tmp_path: Path) -> None:
    from tests.app.test_open_safely import RIGHT, undecodable_beside_decoys

    first = start_app()
    try:
        wait_listening(first)
        done, took = second_launch("--game", GAME)
        assert done.returncode == 0, done.stderr
        assert "already open" in done.stderr and took < 30
        wait_for(lambda: saved_seed(GAME) is not None)  # the first opened that table
        opened = saved_seed(GAME)

        real = undecodable_beside_decoys(tmp_path)
        done, _took = second_launch("--open", os.fsdecode(real))
        assert done.returncode == 0, done.stderr
        wait_for(lambda: saved_seed(GAME) != opened)
        assert saved_seed(GAME) == RIGHT  # the right file, not a decoy

        shot = tmp_path / "shot.png"  # a screenshot run stands alone
        done, _took = second_launch("--game", "scopa", "--screenshot", str(shot))
        assert done.returncode == 0, done.stderr
        assert shot.stat().st_size > 0 and "already open" not in done.stderr
        assert first.poll() is None
    finally:
        first.kill()
        first.wait(timeout=30)


def test_a_killed_app_does_not_block_the_next_launch() -> None:
    first = start_app()
    try:
        wait_listening(first)
        first.kill()  # kill -9: its socket file stays behind
        first.wait(timeout=30)
        from cardavia_desktop import single_instance

        assert Path(single_instance.server_name()).exists()
        second = start_app("--game", "scopa")
        try:
            wait_listening(second)
            done, _took = second_launch("--game", GAME)
            assert done.returncode == 0, done.stderr
            wait_for(lambda: saved_seed(GAME) is not None)
            assert second.poll() is None
        finally:
            second.kill()
            second.wait(timeout=30)
    finally:
        first.kill()
        first.wait(timeout=30)


def test_the_request_keeps_the_path_bytes_and_refuses_anything_else() -> None:
    from cardavia_desktop import single_instance

    sent = single_instance.message(GAME, None, Path(os.fsdecode(b"/tmp/m-\xff.json")))
    assert single_instance.read_message(sent.rstrip(b"\n")) == {
        "game": GAME,
        "deal": None,
        "open": b"/tmp/m-\xff.json",
    }
    for junk in (
        b"",
        b"\xff",
        b"[]",
        b'{"game": 1, "deal": null, "open": null}',
        b'{"game": "x", "deal": "7", "open": null}',
        b'{"game": "x", "deal": null, "open": "zz"}',
        b'{"game": "x"}',
    ):
        assert single_instance.read_message(junk) is None, junk
    assert single_instance.key(Path("/a")) != single_instance.key(Path("/b"))
