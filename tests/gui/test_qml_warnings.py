"""A clean start prints nothing (issue 18.7): no Qt or QML warning while the window opens the
lobby, then each of the five tables, plays a whole deal (your moves sent as the first legal
action, the AI at full speed) and leaves it again."""

from __future__ import annotations

import time
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt, QtMsgType
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from cardavia_desktop.app import close_shell, create_engine, shell_ready, table_games

WAIT_MS = 20000
SEEDS = {"scopa": 6}
"""A match whose first deal has a scopa: the next deal empties a pile that showed one."""
LOUD = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)


def _find(root: QQuickItem, name: str) -> QQuickItem | None:
    stack = [root]
    while stack:
        item = stack.pop()
        if item.objectName() == name:
            return item
        stack.extend(item.childItems())
    return None


def _table_of(root: QQuickItem, game: str) -> QQuickItem | None:
    """The table on ``game``'s page: not the last game's, whose page may still be in the scene
    on its way out (under load its table was found, then deleted under the test)."""
    stack = [root]
    while stack:
        item = stack.pop()
        if item.objectName() == "tableLoader":
            table = item.property("item")
            c = table.property("controller") if table is not None else None
            if c is not None and c.property("gameId") == game:
                return table
        stack.extend(item.childItems())
    return None


def _click(qtbot: Any, window: Any, item: QQuickItem) -> None:
    centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
    QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    qtbot.wait(30)


def _play_a_deal(qtbot: Any, table: QQuickItem) -> None:
    """Your moves: the first legal action each turn; until the deal's sheet or the match end."""
    c = table.property("controller")
    deadline = time.monotonic() + WAIT_MS / 1000
    while time.monotonic() < deadline:
        if c.property("summaryVisible") or c.property("matchOver"):
            return
        legal = list(c.property("legalActions")) if c.property("yourTurn") else []
        if legal:
            c.act(legal[0])
        qtbot.wait(10)
    raise AssertionError("the deal did not end in time")


def _visit_table(qtbot: Any, window: Any, content: QQuickItem, game: str) -> None:
    """From the lobby: open ``game``'s table, play a deal (and into the next one when the match
    goes on), look at the rules and go back to the lobby, all with the mouse."""
    tile = _find(content, f"game_{game}")
    assert tile is not None, game
    _click(qtbot, window, tile)
    qtbot.waitUntil(lambda: _table_of(content, game) is not None, timeout=WAIT_MS)
    table = _table_of(content, game)
    table.setProperty("aiDelayMs", 0)
    table.setProperty("aiLevel", "easy")
    c = table.property("controller")
    qtbot.waitUntil(lambda: c.property("running"), timeout=WAIT_MS)
    table.setProperty("seed", SEEDS.get(game, 1) - 1)  # the next match plays this seed
    c.newMatch()
    _play_a_deal(qtbot, table)
    if not c.property("matchOver"):  # on into the next deal: the table is reset
        qtbot.wait(1500)  # the sheet's delay and its flights
        c.continueDeal()
        qtbot.waitUntil(lambda: not c.property("summaryVisible"), timeout=WAIT_MS)
        qtbot.wait(300)
    qtbot.wait(1500)
    _click(qtbot, window, _find(content, "rulesTab"))
    _click(qtbot, window, _find(content, "tableTab"))
    _click(qtbot, window, _find(content, "backToLobby"))
    qtbot.waitUntil(lambda: _find(content, "lobby") is not None, timeout=WAIT_MS)


@pytest.mark.xvfb
def test_no_qml_warning_while_each_table_opens_and_plays_a_deal(qapp, qtbot, qtlog) -> None:
    engine, window, settings = create_engine("", size=(1920, 1080))  # every tile in view
    try:
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: shell_ready(window), timeout=WAIT_MS)
        content = window.contentItem()
        for game in table_games():
            _visit_table(qtbot, window, content, game)
        settings.language = "ar"  # a retranslation and a mirrored window say nothing either
        qtbot.wait(200)
        settings.language = "en"
        qtbot.wait(200)
        for game in table_games():  # closing the window with a table open says nothing too
            _click(qtbot, window, _find(content, f"game_{game}"))
            qtbot.waitUntil(lambda g=game: _table_of(content, g) is not None, timeout=WAIT_MS)
            qtbot.wait(300)
            _click(qtbot, window, _find(content, "backToLobby"))
            qtbot.waitUntil(lambda: _find(content, "lobby") is not None, timeout=WAIT_MS)
        _click(qtbot, window, _find(content, "game_minchiate"))  # its table closes with the window
        qtbot.wait(300)
    finally:  # as the app quits: the window, its table, then the engine
        window.close()
        close_shell(window)
        engine.deleteLater()
        qtbot.wait(50)
    loud = [
        f"{record.type.name}: {record.message}" for record in qtlog.records if record.type in LOUD
    ]
    assert loud == []
