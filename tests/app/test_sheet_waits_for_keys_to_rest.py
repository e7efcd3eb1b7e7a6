"""A run of Enters that plays out a deal does not skip its sheet (newcomer #19's major: six
Enters 0.8 s apart played the last cards, closed Scopa's score sheet unseen and dealt on). The
sheet takes a key only once the keys have rested; a click or a key after a pause goes on."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.app.test_table_actions import open_table


def test_enter_pressed_again_and_again_leaves_the_scopa_sheet_in_view(launch) -> None:
    shell, game = open_table(launch, "scopa")
    table = shell.find("tableLoader").property("item")
    while True:  # the deal played out at once, up to your last card
        shell.qtbot.waitUntil(lambda: game.property("yourTurn"), timeout=20_000)
        last = game.property("observation")["stock_size"] == 0
        if last and len(game.property("hand").rows()) == 1:
            break
        moves = game.property("moves")
        game.act(game.property("legalActions")[0])
        shell.qtbot.waitUntil(lambda m=moves: game.property("moves") > m, timeout=10_000)
    table.setProperty("aiDelayMs", 300)  # the app's pace: the sheet settles as it does there
    table.forceActiveFocus()
    for _ in range(8):  # Enter, 0.6 s apart: the last card, then on and on over the sheet
        QTest.keyClick(shell.window, Qt.Key.Key_Return)
        shell.qtbot.wait(600)
    assert game.property("summaryVisible")  # the finished deal's sheet, still in view
    shell.qtbot.wait(2_300)  # the keys rest: the next Enter goes on
    QTest.keyClick(shell.window, Qt.Key.Key_Return)
    shell.qtbot.waitUntil(lambda: not game.property("summaryVisible"), timeout=5_000)
