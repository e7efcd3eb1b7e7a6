"""The Log on a finished deal's sheet tells that deal and the one before it (newcomer #17:
Lock & Bet's log held only the finished deal; the next deal, dealt already, took the
window's other place with nothing to tell). Real window: the Log opened by a click."""

from __future__ import annotations

from tests.app.test_lesson_gui import LOUD
from tests.app.test_next_deal_forgets_the_last import next_deal
from tests.app.test_table_actions import open_table


def test_the_log_on_a_sheet_tells_that_deal_and_the_one_before(launch, qtlog) -> None:
    shell, game = open_table(launch, "lockbet")
    deals = 0
    while deals < 3:  # check or fold: small pots, the match goes on
        shell.qtbot.waitUntil(
            lambda: game.property("yourTurn") or game.property("summaryVisible"), timeout=20_000
        )
        if game.property("summaryVisible"):
            deals += 1
            if deals < 3:
                next_deal(shell, game)
            continue
        legal = list(game.property("legalActions"))
        moves = game.property("moves")
        game.act("check" if "check" in legal else "fold" if "fold" in legal else legal[0])
        shell.qtbot.waitUntil(lambda moves=moves: game.property("moves") > moves, timeout=10_000)
    assert not game.property("matchOver")
    shell.click(shell.find("storyAction"))
    panel = shell.find("storyPanel")
    shell.qtbot.waitUntil(panel.isVisible, timeout=5_000)
    entries = panel.property("entries").toVariant()
    headings = [e["text"] for e in entries if e["heading"]]
    assert headings == ["Deal 2 of this match", "Deal 3 of this match"]
    assert not [r.message for r in qtlog.records if r.type in LOUD]
