"""A lesson walked to its end by Enter (newcomer #14 D11): the Enter that leaves it and the
ones still tapped after it make no move in your match (they had gone on to its next deal and
chosen and locked a card); once the keys pause, the table has the keyboard again. Lock & Bet
and a trick game; real keys; no QML warning."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_flow import focus_name, resume_at
from tests.app.test_lesson_gui import LOUD, WAIT_MS, lesson


def match_state(c: Any) -> tuple[Any, ...]:
    """What a move in the match would change: its moves, deal, hand and the sheet."""
    return (
        c.property("moves"),
        c.property("dealNumber"),
        list(c.hand.codes()),
        c.property("summaryVisible"),
    )


@pytest.mark.parametrize("game", ["lockbet", "schnapsen"])
def test_enter_tapped_through_a_lessons_end_makes_no_move(launch, qtlog, game: str) -> None:
    shell = launch(game=game)
    c = resume_at(shell, game, len(load_lesson(game).steps) - 1)
    for _ in range(20):  # Enter, as a newcomer taps through the last words
        if not lesson(c).property("active"):
            break
        waits = lesson(c).property("waitsFor")
        assert waits in ("next", "done", "ai"), waits
        index, sheet = lesson(c).property("stepIndex"), lesson(c).property("sheet")
        QTest.keyClick(shell.window, Qt.Key.Key_Return)
        shell.qtbot.waitUntil(
            lambda index=index, sheet=sheet, waits=waits: (
                not lesson(c).property("active")
                or lesson(c).property("stepIndex") != index
                or lesson(c).property("sheet") != sheet
                or lesson(c).property("waitsFor") != waits
            ),
            timeout=WAIT_MS,
        )
    assert not lesson(c).property("active")
    shell.qtbot.wait(200)  # the match back on the table
    before = match_state(c)
    for _ in range(3):  # the keys still coming: no move, no card chosen
        QTest.keyClick(shell.window, Qt.Key.Key_Return)
        shell.qtbot.wait(150)
    shell.qtbot.wait(300)
    assert match_state(c) == before
    if game == "lockbet":
        assert shell.find("lockButton").property("text") == "Choose a card to lock"
    # once the keys pause, the table has the keyboard again
    shell.qtbot.waitUntil(lambda: focus_name(shell) not in ("lessonSettle", ""), timeout=5_000)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
