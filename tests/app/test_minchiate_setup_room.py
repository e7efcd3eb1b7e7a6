"""Newcomer #37 (Minchiate, Watch): the partner's "Thinking…", just under its seat, was cut off
under the Set-up panel. With room enough the panel keeps clear of it (at 1024×640 it may still
rise over the partner's seat: test_tables_at_1024)."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from tests.app.test_lesson_gui import WAIT_MS, controller


def test_the_setup_panel_keeps_clear_of_the_partners_thinking_line(launch) -> None:
    shell = launch("minchiate")
    shell.resize(1440, 900)
    controller(shell)
    panel = shell.find("setupPanel")
    shell.qtbot.waitUntil(panel.isVisible, timeout=WAIT_MS)
    shell.settle_all("setupPanel")
    thinking = shell.find("thinking", shell.find("seat_2"))
    line = thinking.mapRectToScene(QRectF(0, 0, thinking.width(), thinking.height()))
    box = panel.mapRectToScene(QRectF(0, 0, panel.width(), panel.height()))
    assert line.height() > 0 and not line.intersects(box), (line, box)
