"""The log (the deal so far) as a person meets it: it opens at its newest line, Escape closes
it, and a deal with nothing to tell yet has no heading of its own."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt, QtMsgType
from PySide6.QtGui import QWheelEvent

from tests.app.test_table_actions import decide, js, open_table, press, story_lines, wait_for_turn

LOUD = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)


def loud(qtlog: Any) -> list[str]:
    return [record.message for record in qtlog.records if record.type in LOUD]


def wheel(shell: Any, item: Any, delta: int) -> None:
    """Turn the mouse wheel over ``item`` (positive: towards the top)."""
    centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2))
    event = QWheelEvent(
        centre,
        shell.window.mapToGlobal(centre),
        QPoint(),
        QPoint(0, delta),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    # each turn at its own time, as a real wheel's: Qt Quick drops a wheel event no later
    # than the one before it (an untimed event moved the list once, then never again)
    event.setTimestamp(int(time.monotonic() * 1000))
    QCoreApplication.sendEvent(shell.window, event)
    shell.qtbot.wait(100)


def test_the_log_opens_at_its_newest_line_and_escape_closes_it(launch, qtlog) -> None:
    shell, game = open_table(launch, "piedicavallo")
    panel, story_list = shell.find("storyPanel"), shell.find("storyList")
    for _ in range(8):  # tricks enough for more lines than the log shows at once
        if game.property("summaryVisible") or game.property("matchOver"):
            break
        decide(shell, game)
        wait_for_turn(shell, game)
    assert not panel.isVisible() and len(story_lines(shell)) > 25

    shell.click(shell.find("storyAction"))
    assert panel.isVisible()
    shell.qtbot.wait(50)
    assert story_list.property("contentHeight") > story_list.height()  # it has to scroll …
    assert story_list.property("atYEnd")  # … and shows the newest line
    newest = js(panel.property("entries"))[-1]["text"]
    shown = [
        item
        for item in story_list.property("contentItem").childItems()
        if item.property("text") == newest
    ]
    assert shown and shown[0].isVisible()

    for _ in range(20):  # the player reads back to the start (turning the wheel on) …
        if story_list.property("atYBeginning"):
            break
        wheel(shell, story_list, 120 * 40)
        shell.qtbot.wait(200)
        for _ in range(20):  # until the list has stopped (a loaded machine is slow to)
            if not story_list.property("moving"):
                break
            shell.qtbot.wait(100)
    assert story_list.property("atYBeginning")
    shell.find("tableLoader").property("item").forceActiveFocus()
    press(shell, Qt.Key.Key_Escape)  # … closes the log with Escape …
    assert not panel.isVisible()
    assert shell.find("tableLoader").property("item").property("activeFocus")  # back to the table

    press(shell, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)  # … and opens it again
    assert panel.isVisible()
    shell.qtbot.wait(50)
    assert story_list.property("atYEnd")  # at the newest line, not where it was left
    press(shell, Qt.Key.Key_Escape)
    assert not panel.isVisible()
    assert loud(qtlog) == []


def test_a_new_deal_with_nothing_told_has_no_heading(launch, qtlog) -> None:
    shell, game = open_table(launch, "schnapsen")  # a deal never ends a match of Schnapsen
    while not (game.property("summaryVisible") or game.property("matchOver")):
        moves = game.property("moves")
        game.act(game.property("legalActions")[0])
        shell.qtbot.waitUntil(
            lambda moves=moves: game.property("moves") > moves or game.property("summaryVisible"),
            timeout=30_000,  # generous: in a 4-worker run under load 10 s ran out
        )
        if not game.property("summaryVisible"):
            wait_for_turn(shell, game)
    # The first deal is over and the second dealt: it has told nothing yet, and while the
    # first one's sheet is open the log tells that deal alone (newcomer #17: the next deal
    # took the window's place of the deal before). Headings ("Deal 2 of this match", worded
    # apart from the deal number: nc5 item 14) are test_log_on_the_sheet.py's.
    assert not game.property("matchOver")
    assert {event["deal"] for event in js(game.property("story"))} == {1}
    shell.click(shell.find("storyAction"))
    panel = shell.find("storyPanel")
    assert panel.isVisible()
    entries = js(panel.property("entries"))
    assert entries and not [entry for entry in entries if entry["heading"]]  # no empty "Deal 2"
    press(shell, Qt.Key.Key_Escape)
    assert not panel.isVisible()
    # The sheet closed, the second deal at the table: its number to replay, and which deal
    button = shell.find("continueButton")  # the deal's sheet: on to the next deal
    summary = shell.find("dealSummary")
    shell.qtbot.waitUntil(lambda: summary.property("ready"), timeout=10_000)
    shell.settle(button)
    shell.click(button)
    shell.qtbot.waitUntil(lambda: game.property("dealNumber") == 2, timeout=10_000)
    assert shell.find("dealNumberLabel").property("text") == (
        f"Deal #{game.property('matchSeed')} · deal 2 of this match"
    )
    assert loud(qtlog) == []
