"""The app's allocator tuning (issue 17 goal 4): glibc's arenas are capped, a trim hands free
memory back, the switch turns both off; closing a table ends its search process."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from cardavia_desktop import paths, process_tuning

pytestmark = pytest.mark.skipif(process_tuning._glibc() is None, reason="glibc only")

ARENAS = textwrap.dedent("""
    import ctypes, os, sys, threading
    from cardavia_desktop import process_tuning
    print(process_tuning.apply())
    libc = ctypes.CDLL("libc.so.6")
    libc.malloc.restype = ctypes.c_void_p
    ready = threading.Barrier(9)
    def work():
        libc.malloc(4000)  # a thread's first allocation takes an arena
        ready.wait()
        ready.wait()
    threads = [threading.Thread(target=work) for _ in range(8)]
    for thread in threads:
        thread.start()
    ready.wait()
    libc.malloc_stats()  # one "Arena N:" block per arena, on stderr
    ready.wait()
""")

TRIM = textwrap.dedent("""
    import ctypes
    from cardavia_desktop import process_tuning
    libc = ctypes.CDLL("libc.so.6")
    libc.malloc.restype = ctypes.c_void_p
    libc.free.argtypes = [ctypes.c_void_p]
    def rss():
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * 4096 / 2**20
    blocks = [libc.malloc(2000) for _ in range(40000)]  # 80 MB of small blocks
    for address in blocks:
        ctypes.memset(address, 1, 2000)
    for address in blocks[:-1]:
        libc.free(address)  # free, but the last block keeps the heap's top from shrinking
    before = rss()
    released = process_tuning.trim()
    print(before, rss(), released)
""")


def run(code: str, tuning: bool = True) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "CARDAVIA_PROCESS_TUNING": "1" if tuning else "0",
        "PYTHONPATH": str(paths.PACKAGE_DIR.parent),
    }
    env.pop("MALLOC_ARENA_MAX", None)
    return subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )


def test_threads_share_at_most_the_capped_arenas() -> None:
    tuned = run(ARENAS)
    assert tuned.stdout.strip() == str({"arena_max": process_tuning.ARENA_MAX})
    assert tuned.stderr.count("Arena ") <= process_tuning.ARENA_MAX
    untuned = run(ARENAS, tuning=False)  # the cap is what keeps them few
    assert untuned.stdout.strip() == "{}"
    assert untuned.stderr.count("Arena ") > process_tuning.ARENA_MAX


def test_trim_hands_freed_memory_back() -> None:
    before, after, released = run(TRIM).stdout.split()
    assert released == "True" and float(before) - float(after) > 40
    before, after, released = run(TRIM, tuning=False).stdout.split()
    assert released == "False" and float(before) - float(after) < 5


def test_apply_is_harmless_when_called_again() -> None:
    first = process_tuning.apply()
    assert process_tuning.apply() == first


def test_closing_a_table_ends_its_search_process(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    from cardavia_desktop import search_process
    from cardavia_desktop.controllers.game_controller import GameController
    from cardavia_desktop.controllers.worker import lifecycle as worker_lifecycle

    monkeypatch.setattr(search_process, "ENABLED", True)
    controller = GameController()
    controller.setProperty("aiDelayMs", 0)
    controller.setProperty("aiLevel", "normal")
    controller.setProperty("seed", 4)
    controller.setProperty("gameId", "scopa")
    worker = controller.worker()

    def child_started() -> bool:
        if controller.property("yourTurn"):  # your lead: a bot searches after it
            controller.act(next(iter(controller.property("legalActions"))))
        return worker._searches is not None and worker._searches._process is not None

    qtbot.waitUntil(child_started, timeout=20_000)
    child = worker._searches._process._process
    assert child.poll() is None
    stopper = controller._stopper
    worker_lifecycle._LIVE.discard(stopper)
    stopper()  # what the table's destruction calls
    assert child.poll() is not None  # ended, not left running until the app quits


def test_pyside_checks_each_new_module_without_keeping_its_source(tmp_path, monkeypatch) -> None:
    import linecache

    import PySide6.QtCore  # noqa: F401  (PySide's import hook is in place)

    uses = tmp_path / "memprobe_uses_qt.py"
    uses.write_text("NAME = 'PySide6'\n" + "X = 1\n" * 2000)
    plain = tmp_path / "memprobe_plain.py"
    plain.write_text("X = 1\n" * 2000)
    monkeypatch.syspath_prepend(str(tmp_path))
    process_tuning.applied.clear()
    assert process_tuning.apply().get("sources_uncached") == 1
    exec("import memprobe_uses_qt, memprobe_plain")  # through PySide's __import__ hook
    assert str(uses) not in linecache.cache and str(plain) not in linecache.cache
    feature = sys.modules["shibokensupport.feature"]
    assert feature.pyside_feature_dict["memprobe_uses_qt"] == 0  # PySide's own verdicts
    assert feature.pyside_feature_dict["memprobe_plain"] == -1


def test_a_search_process_keeps_a_bounded_number_of_bots() -> None:
    from cardavia_desktop.search_process import MAX_BOTS, kept_bot

    bots: dict = {}
    made: list = []

    def create(*key: object) -> object:
        made.append(key)
        return object()

    first = kept_bot(bots, ("scopa", "hard", 0), create)
    for seed in range(1, 3 * MAX_BOTS):  # a new match seeds new bots; seat 0's stays in use
        kept_bot(bots, ("scopa", "hard", seed), create)
        assert kept_bot(bots, ("scopa", "hard", 0), create) is first
    assert len(bots) == MAX_BOTS and len(made) == 3 * MAX_BOTS
    assert ("scopa", "hard", 1) not in bots and ("scopa", "hard", 3 * MAX_BOTS - 1) in bots


def test_trim_later_trims_off_the_gui_thread(qtbot) -> None:
    process_tuning.slowest_trim_ms = 0.0
    process_tuning.trim_later(0)
    assert process_tuning.slowest_trim_ms == 0.0  # not yet: when the event loop runs
    qtbot.waitUntil(lambda: process_tuning.slowest_trim_ms > 0.0, timeout=2_000)
    thread = process_tuning._trimming
    assert thread is not None and thread.name == "cardavia-trim"
