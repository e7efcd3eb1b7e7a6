"""One app per data folder: the record's read-modify-write is safe across processes
(``file_lock``), and a second launch hands its ``--game``/``--open`` to the running window."""

from __future__ import annotations

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
    running = [subprocess.Popen([sys.executable, "-c", COUNTER, str(path), str(i * 1000),
                                 str(matches)], cwd=REPO) for i in range(processes)]
    for process in running:
        assert process.wait(timeout=120) == 0
    bucket = st.Statistics(path).bucket("scopa", "normal")
    assert bucket["played"] == bucket["won"] == processes * matches
    assert len(bucket["history"]) == processes * matches


def test_the_lock_waits_then_times_out_and_a_killed_holder_frees_it(tmp_path: Path) -> None:
    path = tmp_path / ".x.lock"
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, time; from pathlib import Path; "
         "from cardavia_desktop.file_lock import FileLock; l = FileLock(Path(sys.argv[1])); "
         "l.acquire(5); print('held', flush=True); time.sleep(60)", str(path)],
        cwd=REPO, stdout=subprocess.PIPE, text=True)
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
        [sys.executable, "-c", "import sys, time; from pathlib import Path; "
         "from cardavia_desktop.file_lock import FileLock; l = FileLock(Path(sys.argv[1])); "
         "l.acquire(5); print('held', flush=True); time.sleep(60)", str(lock.path)],
        cwd=REPO, stdout=subprocess.PIPE, text=True)
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
