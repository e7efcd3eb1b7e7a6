"""Stop watching (Scopa, Arabic): a notice from the watched deal ("Three more cards each from
the stock") does not stay on your restored match (newcomer 3's item 12). Real keys and mouse."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.app.test_lesson_gui import LOUD, WAIT_MS
from tests.app.test_watch_gui import key, open_and_decide


def test_a_watched_deals_notice_goes_with_it(launch, qtlog) -> None:
    shell = launch(game="scopa", lang="ar")
    c = open_and_decide(shell)
    table = shell.find("tableLoader").property("item")
    seed = c.property("matchSeed")
    key(shell, Qt.Key.Key_W)  # Watch
    shell.qtbot.waitUntil(lambda: c.property("matchSeed") != seed, timeout=WAIT_MS)
    key(shell, Qt.Key.Key_Space)  # paused: one move at a time, by mouse
    step = shell.find("watchStepButton")
    while not table.property("notice"):  # up to the watched deal's first notice
        assert not c.property("summaryVisible")
        moves = c.property("moves")
        shell.click(step)
        shell.qtbot.waitUntil(lambda moves=moves: c.property("moves") != moves, timeout=WAIT_MS)
        shell.qtbot.wait(50)
    key(shell, Qt.Key.Key_W)  # Stop watching
    shell.qtbot.waitUntil(lambda: not c.property("watching"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: c.property("matchSeed") == seed, timeout=WAIT_MS)
    shell.qtbot.wait(300)
    assert table.property("notice") == ""
    assert not [r.message for r in qtlog.records if r.type in LOUD]
