"""Watch (newcomer 3's items 12 and 13): stopping it, a notice from the watched deal ("Three
more cards each from the stock") does not stay on your restored match; its bar keeps its
buttons on one line, clear of the last-move line. Real keys and mouse."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from tests.app.test_lesson_gui import LOUD, WAIT_MS
from tests.app.test_table_actions import scene_rect
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


@pytest.mark.parametrize("lang", ["en", "ar", "fa"])
def test_the_watch_bar_keeps_its_buttons_on_one_line(launch, qtlog, lang: str) -> None:
    """At 1440×900 the Watch bar's buttons (Pause, One move, the three speeds) stand on one
    line, and the last-move line is not under the bar (newcomer 3's item 13)."""
    shell = launch(game="scopa", lang=lang)
    shell.resize(1440, 900)
    c = open_and_decide(shell)
    seed = c.property("matchSeed")
    key(shell, Qt.Key.Key_W)
    shell.qtbot.waitUntil(lambda: c.property("matchSeed") != seed, timeout=WAIT_MS)
    key(shell, Qt.Key.Key_Space)
    moves = c.property("moves")
    shell.click(shell.find("watchStepButton"))
    shell.qtbot.waitUntil(lambda: c.property("moves") != moves, timeout=WAIT_MS)
    shell.qtbot.wait(300)
    names = ["watchPauseButton", "watchStepButton", *(f"watchSpeed_{i}" for i in range(3))]
    tops = {round(shell.find(name).mapToScene(QPointF(0, 0)).y()) for name in names}
    assert len(tops) == 1, tops
    bar = scene_rect(shell.find("watchBar"))
    lines = [item for item in shell.find_all("lastMoveLine") if item.isVisible()]
    assert not any(scene_rect(line).intersects(bar) for line in lines)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
