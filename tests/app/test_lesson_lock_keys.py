"""Lock & Bet's lesson, the lock step after a mouse click on the lesson's Next or Take back
(newcomer #8 items 6 and 14): the keys the lesson names work. The hand keeps the keyboard with
the ring on the card to lock; the Lock button ("Choose a card to lock" while none is chosen, a
hint rather than the move) is neither marked nor given the keyboard, and its key is named
with what comes first ("choose it, then key L": newcomer #9 item 3); Enter chooses the ringed
card, then the button, now "Lock this card face down", is marked, and its key L locks it.
Real mouse and keys; no QML warning."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.app.test_lesson_flow import focus_name, resume_at, step_index
from tests.app.test_lesson_gui import (
    LOUD,
    WAIT_MS,
    click_card,
    lesson,
    shot,
    visible,
    wait_step,
)
from tests.app.test_lesson_kit import marked_on_screen


def lock_by_keys(shell: Any, c: Any, index: int, card: str) -> None:
    """At the lock step ``index`` with its card ``card``: the hand has the keyboard, no
    button marked before the card is chosen (its key named, after the choice); Enter chooses
    the card under the ring (the lesson's); then L, named, locks it: the lesson's move."""
    marked = visible(shell, "lessonMarked")
    lock = visible(shell, "lockButton")
    shell.qtbot.waitUntil(lambda: focus_name(shell) == "hand", timeout=5_000)
    shell.qtbot.wait(400)  # the table settled: the hand keeps the keyboard
    assert focus_name(shell) == "hand"
    assert marked_on_screen(shell) == ({card}, set()), marked_on_screen(shell)
    text = marked.property("text")
    assert text == "Marked: 4 of Clubs (choose it, then key L)", text  # the key from the start
    assert lock.property("text") == "Choose a card to lock"
    QTest.keyClick(shell.window, Qt.Key.Key_Return)
    shell.qtbot.waitUntil(lambda: marked.property("text").endswith("(key L)"), timeout=5_000)
    assert marked_on_screen(shell)[1] == {"lockButton"}
    assert lock.property("text") == "Lock this card face down"
    QTest.keyClick(shell.window, Qt.Key.Key_L)
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") > index, timeout=WAIT_MS)
    assert lesson(c).property("answer").get("outcome", "lesson_move") == "lesson_move"


def test_after_a_clicked_next_the_lock_step_goes_by_keys(launch, qtlog) -> None:
    """The note before the lock step (and the deal's sheet) gone on with the mouse."""
    index = step_index("lockbet", "lock_higher")
    shell = launch(game="lockbet")
    c = resume_at(shell, "lockbet", step_index("lockbet", "two_beats_ace"))
    while wait_step(shell, c) == "next":
        shell.click(visible(shell, "lessonNext"))
        shell.qtbot.wait(200)
    assert lesson(c).property("stepIndex") == index and wait_step(shell, c) == "move"
    lock_by_keys(shell, c, index, "C4.2")
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_after_a_clicked_take_back_the_lock_step_goes_by_keys(launch, qtlog) -> None:
    """A wrong card locked with the mouse, taken back with the mouse."""
    index = step_index("lockbet", "lock_higher")
    shell = launch(game="lockbet")
    c = resume_at(shell, "lockbet", index)
    assert wait_step(shell, c) == "move"
    click_card(shell, "H3.2")
    shell.click(visible(shell, "lockButton"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "take_back", timeout=WAIT_MS)
    shell.click(visible(shell, "lessonTakeBack"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "move", timeout=WAIT_MS)
    lock_by_keys(shell, c, index, "C4.2")
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_the_signals_step_marks_both_badges(launch, qtlog) -> None:
    """The step that explains the UP/DOWN badges marks them (it marked nothing): each seat's
    badge shows the lesson's halo, the lesson's arrows point at them; Next (clicked) takes the
    marks away."""
    index = step_index("lockbet", "signals")
    shell = launch(game="lockbet")
    c = resume_at(shell, "lockbet", index)
    assert wait_step(shell, c) == "next"

    def halos() -> set[str]:
        return {
            m.parentItem().objectName()
            for m in shell.find_all("lessonMark")
            if m.isVisible() and m.parentItem().objectName().endswith("Signal")
        }

    shell.qtbot.waitUntil(lambda: halos() == {"yourBoxSignal", "aiBoxSignal"}, timeout=5_000)
    arrows = [a for a in shell.find_all("lessonArrow") if a.isVisible()]
    assert len(arrows) >= 2, arrows
    shot(shell, "lockbet-signals-marked")
    shell.click(visible(shell, "lessonNext"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("stepIndex") > index, timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: not halos(), timeout=5_000)
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_clicked_take_back_gives_the_keyboard_back_to_the_table(launch, qtlog) -> None:
    """A wrong card locked, the keyboard then on the lesson's own Leave (reached with Tab),
    Take back clicked with the mouse: the table has the keyboard again (not the panel's
    Leave, which Enter would press): Enter chooses the card the step marks and L locks it."""
    index = step_index("lockbet", "lock_higher")
    shell = launch(game="lockbet")
    c = resume_at(shell, "lockbet", index)
    assert wait_step(shell, c) == "move"
    click_card(shell, "H3.2")
    shell.click(visible(shell, "lockButton"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "take_back", timeout=WAIT_MS)
    for _ in range(16):
        QTest.keyClick(shell.window, Qt.Key.Key_Tab)
        shell.qtbot.wait(30)
        if focus_name(shell) == "lessonLeave":
            break
    assert focus_name(shell) == "lessonLeave"
    shell.click(visible(shell, "lessonTakeBack"))
    shell.qtbot.waitUntil(lambda: lesson(c).property("waitsFor") == "move", timeout=WAIT_MS)
    lock_by_keys(shell, c, index, "C4.2")
    assert not [r.message for r in qtlog.records if r.type in LOUD]
