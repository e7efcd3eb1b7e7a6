"""The lesson's end (issue 35, newcomer 3's item 11): once its last deal's sheet is passed, the
table behind the lesson's last words shows that deal as it ended (your points and tricks as
the sheet counted them, the card you played no longer in your hand), not an earlier position
nor the next deal; Back to that step shows it so too. Real mouse; no QML warning."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.app.test_lesson_gui import LOUD, WAIT_MS, lesson, shot
from tests.app.test_lesson_kit import start, step_on


def test_the_lessons_end_shows_its_final_position(launch, qtlog) -> None:
    shell = launch(game="schnapsen")
    c = start(shell, "schnapsen")
    step_on(shell, c, lambda: bool(lesson(c).property("sheet")))
    sheet = c.property("summary")
    final_points, final_tricks = list(sheet["points"]), list(sheet["tricks"])
    assert final_points[0] >= 66
    deal = c.property("dealNumber")
    step_on(shell, c, lambda: lesson(c).property("waitsFor") == "done")
    shell.qtbot.wait(500)
    shot(shell, "lesson-end")
    assert list(c.property("points")) == final_points  # 66, as the sheet said
    assert list(c.property("tricks")) == final_tricks
    assert "EO" not in list(c.hand.codes())  # the Ober that won the deal was played
    assert not c.property("yourTurn")
    assert c.property("dealNumber") == deal
    end = lesson(c).property("stepIndex")
    QTest.keyClick(shell.window, Qt.Key.Key_PageUp)  # Back to the last words: the same table
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") < end, timeout=WAIT_MS)
    shell.qtbot.wait(300)
    assert list(c.property("points")) == final_points
    assert "EO" not in list(c.hand.codes()) and c.property("dealNumber") == deal
    assert not [r.message for r in qtlog.records if r.type in LOUD]
