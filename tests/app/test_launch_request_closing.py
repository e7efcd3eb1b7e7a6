"""A deal asked for on the command line (``--deal``) goes to the table that opens next: never to
a table already closed whose worker thread still finishes a search (its stop waits a bounded
time; under load, a 4-worker run, the thread ran on and the closed table took the request), and
never to a table left open (a launch's own request is made before any table exists; in a
4-worker run an earlier test's table took tests/app/test_numbered_deals.py's). A second
launch's request (``hand_over``) goes to the table playing."""

from __future__ import annotations

from cardavia_desktop.controllers import launch
from tests.app.record_helpers import Table


def test_a_closing_table_leaves_the_request_to_the_next(qtbot) -> None:
    closing = Table(qtbot, "scopa")
    try:
        closing.settle()
        # what closing it does first (worker/lifecycle.py's stopper): the abort flag; the
        # thread's quit then waits a bounded time and may leave it running on its search
        closing.c.worker().abort_flag.set()
        assert closing.c.worker_thread().isRunning()
        launch.hand_over("scopa", deal=4711)
        table = Table(qtbot, "scopa")
        try:
            table.settle()
            assert table.c.property("matchSeed") == 4711
        finally:
            table.close()
    finally:
        closing.close()


def test_a_table_left_open_leaves_the_command_lines_request_to_the_next(qtbot) -> None:
    left = Table(qtbot, "scopa")
    try:
        left.settle()
        seed = left.c.property("matchSeed")
        launch.request("scopa", deal=4712)
        table = Table(qtbot, "scopa")
        try:
            table.settle()
            assert table.c.property("matchSeed") == 4712
            assert left.c.property("matchSeed") == seed
        finally:
            table.close()
    finally:
        left.close()


def test_a_second_launchs_request_goes_to_the_table_playing(qtbot) -> None:
    playing = Table(qtbot, "scopa")
    try:
        playing.settle()
        launch.hand_over("scopa", deal=4713)
        qtbot.waitUntil(lambda: playing.c.property("matchSeed") == 4713, timeout=10_000)
        assert launch.take("scopa") is None  # taken once
    finally:
        playing.close()
