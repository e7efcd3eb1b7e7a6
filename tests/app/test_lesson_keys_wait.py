"""Keys pressed while it is not your turn in a lesson (the AI is to play, or a move is played
for you) do nothing: none is saved up to play one of your cards when your turn comes, so the
step's words show first and the lesson's move waits for you (newcomer #6's item 3: it saw
Enter saved up; this test, Enter pressed again and again through the AI's moves, passes on
today's main). Real keys at the real table; no QML warning."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_gui import LOUD, WAIT_MS, lesson, moved_on, play_lesson_move, wait_step
from tests.app.test_lesson_kit import at, index_of, start


def read_up_to(shell: Any, c: Any, index: int) -> None:
    """Next and the lesson's moves by mouse, until the lesson waits at step ``index``."""
    steps = load_lesson("scopa").steps
    while lesson(c).property("stepIndex") < index:
        waits = wait_step(shell, c)
        if lesson(c).property("stepIndex") >= index:
            break
        went_on = moved_on(c, lesson(c).property("stepIndex"))
        if waits == "next":
            shell.click(shell.find("lessonNext"))
        else:
            play_lesson_move(shell, c, steps[lesson(c).property("stepIndex")].move or "")
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)


def test_enter_while_the_ai_is_to_play_is_not_saved_for_your_turn(launch, qtlog) -> None:
    """Scopa: Enter pressed again and again while the AI's moves (and the move played for
    you) go on; when the settebello step comes, it waits for your move with its words shown,
    and none of your cards was played."""
    shell = launch(game="scopa")
    c = start(shell, "scopa")
    settebello = index_of("scopa", "play:HJ:CA,D7")
    before = settebello - 3  # the AI's Ace, your lone 7 played for you, the AI's 6
    read_up_to(shell, c, before - 1)  # the second scopa's step: your 3 takes the AI's 3
    shell.qtbot.waitUntil(at(c, before - 1, "move"), timeout=WAIT_MS)
    c.setProperty("aiDelayMs", 400)  # the AI's moves at a readable pace
    play_lesson_move(shell, c, load_lesson("scopa").steps[before - 1].move or "")
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") == before, timeout=WAIT_MS)
    pressed = 0
    while lesson(c).property("stepIndex") < settebello:
        QTest.keyClick(shell.window, Qt.Key.Key_Return)
        pressed += 1
        shell.qtbot.wait(60)
    assert pressed > 3
    shell.qtbot.waitUntil(at(c, settebello, "move"), timeout=WAIT_MS)
    shell.qtbot.wait(1500)  # a saved-up key would play the ringed card by now
    assert lesson(c).property("stepIndex") == settebello
    assert lesson(c).property("waitsFor") == "move"
    assert lesson(c).property("messageId") == "settebello"
    hand = [str(card) for card in c.property("observation")["hand"]]
    assert "HJ" in hand
    assert not [r.message for r in qtlog.records if r.type in LOUD]
