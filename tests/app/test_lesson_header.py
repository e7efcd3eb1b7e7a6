"""Issue 35 (newcomer #4): during a lesson the page's buttons that would leave or replace the
table — New match, Play deal #…, Export…, Open…, Watch — are off (the lesson has its own way
out, Leave), and so are their keys (Ctrl+N, W); once the lesson is left they are on again.
Real mouse and keys; no QML warning."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.app.test_lesson_gui import LOUD, WAIT_MS, controller, lesson, wait_step
from tests.app.test_table_actions import press

#: What a lesson turns off in the page's bar.
OFF = ("newMatchAction", "playDealAction", "exportAction", "importAction", "watchAction")


@pytest.mark.parametrize("game_id", ["scopa", "minchiate"])
def test_a_lesson_turns_off_what_would_replace_it(launch, qtlog, game_id: str) -> None:
    shell = launch(game=game_id)
    c = controller(shell)
    shell.qtbot.waitUntil(lambda: c.property("running"), timeout=WAIT_MS)
    assert all(shell.find(name).property("enabled") for name in OFF)
    shell.click(shell.find("learnAction"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("active"), timeout=WAIT_MS)
    wait_step(shell, c)
    assert [name for name in OFF if shell.find(name).property("enabled")] == []
    for name in OFF:  # a click on any of them does nothing
        shell.click(shell.find(name))
    press(shell, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    press(shell, Qt.Key.Key_W)
    shell.qtbot.wait(200)
    assert not shell.find("confirmNewMatch").isVisible()
    assert not any(shell.find(box).isVisible() for box in ("playDealBox", "exportBox", "importBox"))
    assert lesson(c).property("active") and not c.property("watching")
    shell.click(shell.find("lessonLeave"))
    shell.qtbot.waitUntil(lambda: not lesson(c).property("active"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: c.property("running"), timeout=WAIT_MS)
    assert all(shell.find(name).property("enabled") for name in OFF)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
