"""Watch's pace (newcomer #8 #7: at Normal about twelve card plays in four seconds, too fast to
read the captions): Normal, the pace it starts at, leaves each move on screen long enough to
read its caption and reason; Slow is slower still, Fast stays fast. The worker gets the pause
the chosen speed stands for (its values, not a timing)."""

from __future__ import annotations

from cardavia_desktop.controllers.table_watch import WATCH_DELAYS_MS
from tests.app.record_helpers import WAIT_MS, Table

READ_MS = 1800
"""Time to read a caption and its reason."""


def test_normal_gives_time_to_read_each_move(qtbot) -> None:
    slow, normal, fast = WATCH_DELAYS_MS
    assert normal >= READ_MS and slow > normal and fast <= 500
    table = Table(qtbot, "scopa", seed=3)
    c = table.c
    try:
        table.settle()
        assert c.property("watchSpeed") == 1  # Normal, the pace it starts at
        worker = c.worker()
        for speed in (2, 0, 1):
            c.watchSpeed = speed
            qtbot.waitUntil(
                lambda speed=speed: worker._watch_delay_ms == WATCH_DELAYS_MS[speed],
                timeout=WAIT_MS,
            )
        c.startWatching()
        qtbot.waitUntil(lambda: c.property("watching"), timeout=WAIT_MS)
        assert worker._watch_delay_ms >= READ_MS
        c.stopWatching()
        qtbot.waitUntil(lambda: not c.property("watching"), timeout=WAIT_MS)
    finally:
        table.close()
