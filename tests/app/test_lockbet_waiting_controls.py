"""Lock & Bet's dimmed controls say why they wait when clicked or keyed (newcomer #16: a click
on the dimmed Check, Bet or "Choose a card to lock" did nothing and said nothing). Real mouse
clicks and keys in the real window; nothing is sent; no QML warning."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.app.test_lesson_gui import LOUD
from tests.app.test_table_actions import open_table


def test_a_click_on_a_waiting_control_says_why(launch, qtlog) -> None:
    shell, game = open_table(launch, "lockbet")
    assert game.property("table").property("phase") == "lock"  # your lock is due
    moves = game.property("moves")
    note = shell.find("notice")
    bet = shell.find("amountButton")  # the primary betting button, waiting: not drawn in gold
    assert bet.property("primary") and not bet.isEnabled() and not bet.property("shines")
    shell.click(shell.find("checkButton"))  # dimmed: the betting comes after the locks
    shell.qtbot.waitUntil(lambda: note.property("text") != "", timeout=5_000)
    assert note.property("text") == "Both players lock a card before the betting starts."
    assert note.property("isError")
    shell.click(shell.find("lockButton"))  # "Choose a card to lock", no card chosen yet
    shell.qtbot.waitUntil(
        lambda: note.property("text") == "Choose one of your two cards first.", timeout=5_000
    )
    shell.qtbot.wait(100)
    assert game.property("moves") == moves
    assert game.property("table").property("phase") == "lock"
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_a_betting_key_before_the_betting_says_why(launch, qtlog) -> None:
    """K, C, F, B and A at the lock step (newcomer #18's #3: keys were silent where clicks
    explained): each says the locks come first, and nothing is sent."""
    shell, game = open_table(launch, "lockbet")
    assert game.property("table").property("phase") == "lock"
    moves = game.property("moves")
    note = shell.find("notice")
    table = shell.find("tableLoader").property("item")
    for key in (Qt.Key.Key_K, Qt.Key.Key_C, Qt.Key.Key_F, Qt.Key.Key_B, Qt.Key.Key_A):
        table.setProperty("notice", "")
        table.forceActiveFocus()
        QTest.keyClick(shell.window, key)
        shell.qtbot.waitUntil(lambda: note.property("text") != "", timeout=5_000)
        assert note.property("text") == "Both players lock a card before the betting starts."
    shell.qtbot.wait(100)
    assert game.property("moves") == moves
    assert game.property("table").property("phase") == "lock"
    assert not [r.message for r in qtlog.records if r.type in LOUD]
