"""A deal asked for by a second launch (``--deal``) goes to the table that opens next, never to
a table already closed whose worker thread still finishes a search: its stop waits a bounded
time, and under load (a 4-worker run) the thread ran on and the closed table took the request
(tests/app/test_numbered_deals.py's third table then resumed the second's deal)."""

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
        launch.request("scopa", deal=4711)
        table = Table(qtbot, "scopa")
        try:
            table.settle()
            assert table.c.property("matchSeed") == 4711
        finally:
            table.close()
    finally:
        closing.close()
