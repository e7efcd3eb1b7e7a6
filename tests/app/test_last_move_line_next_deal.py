"""The line at the top of the table after a deal's end (newcomer #15): Lock & Bet's "You win the
pot of …" (or the AI's) is there while the deal's sheet shows, and gone once the next deal is
begun by a click on Next deal; the line never tells the last deal's end as this one's."""

from __future__ import annotations

from typing import Any

from tests.app.test_lesson_gui import LOUD
from tests.app.test_table_actions import js, open_table


def pot_lines(panel: Any) -> list[str]:
    return [line for line in js(panel.property("sinceYou")) if "pot" in line]


def to_the_sheet(shell: Any, game: Any) -> None:
    """Lock the first card, then check, or fold to a bet (the match goes on), until the deal's
    sheet shows."""
    for _ in range(12):
        shell.qtbot.waitUntil(
            lambda: game.property("yourTurn") or game.property("summaryVisible"), timeout=20_000
        )
        if game.property("summaryVisible"):
            return
        legal = list(game.property("legalActions"))
        moves = game.property("moves")
        game.act(next((a for a in ("check", "fold") if a in legal), legal[0]))
        shell.qtbot.waitUntil(lambda moves=moves: game.property("moves") > moves, timeout=10_000)
    raise AssertionError("the deal did not end")


def next_deal(shell: Any, game: Any) -> None:
    """A click on the sheet's Next deal once it takes one (not the key that ended the deal)."""
    shell.qtbot.waitUntil(
        lambda: any(b.isVisible() and b.isEnabled() for b in shell.find_all("nextDealButton")),
        timeout=10_000,
    )
    shell.qtbot.wait(600)  # the sheet's settle gate (at most 500 ms)
    shell.click(next(b for b in shell.find_all("nextDealButton") if b.isVisible()))
    shell.qtbot.waitUntil(lambda: not game.property("summaryVisible"), timeout=10_000)


def test_the_last_deals_pot_line_goes_with_its_sheet(launch, qtlog) -> None:
    shell, game = open_table(launch, "lockbet")
    panel = shell.find("storyPanel")
    for _ in range(8):  # a deal that the AI's move ends (your own move clears the line)
        to_the_sheet(shell, game)
        if pot_lines(panel):
            break
        next_deal(shell, game)
    assert pot_lines(panel), js(panel.property("entries"))[-4:]
    assert shell.find("lastMoveLine").isVisible()  # told while the deal's sheet shows
    game.setProperty("aiDelayMs", 5000)  # the new deal's first move waits: nothing told yet
    next_deal(shell, game)
    shell.qtbot.wait(100)
    assert not pot_lines(panel), js(panel.property("sinceYou"))
    assert not [r.message for r in qtlog.records if r.type in LOUD]
