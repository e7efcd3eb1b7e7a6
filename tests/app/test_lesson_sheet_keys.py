"""Lock & Bet's lesson after each deal's end (newcomer #10's major 1): the note "Look at how
the deal ended" on the deal's sheet, gone on by Enter or by a click on the lesson's Next: the
next lock step is played by keys alone (the hand has the keyboard, the marked card ringed:
Enter chooses it, L locks it). The keyboard was lost on the way: the step before marked Check
(or Fold) and gave it the keyboard; Check went with its move and left the keyboard on the
table's scene, where no key works (views/common/TableBase.qml gives it to the hand). Real
mouse and keys; no QML warning."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardavia_desktop.engine.lesson import load_lesson
from tests.app.test_lesson_flow import focus_name, resume_at
from tests.app.test_lesson_gui import (
    LOUD,
    WAIT_MS,
    lesson,
    moved_on,
    visible,
    wait_step,
)
from tests.app.test_lesson_kit import ringed

BET_KEYS = {"check": Qt.Key.Key_K, "call": Qt.Key.Key_C, "fold": Qt.Key.Key_F}
#: A person reads the step before the key: the key comes once the step's marked button (or the
#: hand) has the keyboard, and still has it a moment later (not after a fixed 700 ms).
SETTLE_MS = 150


def read_step(shell: Any, holder: str) -> None:
    """As a person who reads the step first: until ``holder`` has the keyboard, and keeps it."""
    for _ in range(2):
        shell.qtbot.waitUntil(lambda: focus_name(shell) == holder, timeout=WAIT_MS)
        shell.qtbot.wait(SETTLE_MS)


def lock_by_keys(shell: Any, c: Any, index: int, card: str) -> None:
    """At the lock step ``index``: the hand has the keyboard with its ring on ``card``; Enter
    chooses it, L locks it: the lesson's move."""
    shell.qtbot.waitUntil(lambda: focus_name(shell) == "hand", timeout=5_000)
    assert ringed(shell) == [card], ringed(shell)
    QTest.keyClick(shell.window, Qt.Key.Key_Return)
    shell.qtbot.waitUntil(lambda: c.property("table").property("selectedCard") == card)
    QTest.keyClick(shell.window, Qt.Key.Key_L)
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") > index, timeout=WAIT_MS)
    assert lesson(c).property("answer").get("outcome", "lesson_move") == "lesson_move"


@pytest.mark.parametrize("by", ["enter", "click"])
def test_after_each_deals_end_the_lock_step_goes_by_keys(launch, qtlog, by: str) -> None:
    """From the first deal's Check to the fifth deal's lock, by keys as a person plays who
    reads each step first (the step's marked Check, Call or Fold has the keyboard meanwhile,
    and loses it with its move); each note that ends a deal gone on by ``by``."""
    steps = load_lesson("lockbet").steps
    last = max(  # your last lock (the AI's lock after it is a step of its own)
        i
        for i, step in enumerate(steps)
        if step.kind == "move" and str(step.move).startswith("lock:")
    )
    shell = launch(game="lockbet")
    c = resume_at(shell, "lockbet", steps.index(next(s for s in steps if s.move == "check")))
    locks = 0
    while lesson(c).property("stepIndex") <= last:
        waits = wait_step(shell, c)
        index = lesson(c).property("stepIndex")
        went_on = moved_on(c, index)
        if waits == "move":
            move = str(steps[index].move)
            read_step(shell, "hand" if move.startswith("lock:") else f"{move}Button")
            if move.startswith("lock:"):
                locks += 1
                lock_by_keys(shell, c, index, move[5:])
                continue
            QTest.keyClick(shell.window, BET_KEYS[move])
        elif by == "click":
            shell.click(visible(shell, "lessonNext"))
        else:
            read_step(shell, "hand")
            QTest.keyClick(shell.window, Qt.Key.Key_Return)
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    assert locks >= 4
    assert not [r.message for r in qtlog.records if r.type in LOUD]
