"""What a deal's sheet told goes with it once Next deal is clicked (Lock & Bet, real mouse): the
line at the top of the table (newcomer #15: "You win the pot of …" read as the next deal's) and
"How would Hard have done?"'s answer (newcomer #16: the last deal's "Hard in your seat" on the
next deal's sheet), even one still being worked out when the deal was gone on from."""

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


def test_hards_answer_stays_with_the_deal_it_was_asked_on(launch, qtlog) -> None:
    shell, game = open_table(launch, "lockbet")
    to_the_sheet(shell, game)
    shell.qtbot.wait(600)  # the sheet takes clicks once it settled
    shell.click(next(b for b in shell.find_all("compareHardButton") if b.isVisible()))
    shell.qtbot.waitUntil(lambda: bool(game.property("hardResult")), timeout=60_000)
    line = next(t for t in shell.find_all("hardResultLine") if t.isVisible())
    assert "Hard in your seat" in line.property("text")
    next_deal(shell, game)
    assert not game.property("hardResult")
    to_the_sheet(shell, game)  # the next deal's sheet says nothing of Hard until asked
    shell.qtbot.wait(600)
    assert not [t for t in shell.find_all("hardResultLine") if t.isVisible()]
    # asked, and gone on from before the answer came: the answer is not this deal's either
    shell.click(next(b for b in shell.find_all("compareHardButton") if b.isVisible()))
    next_deal(shell, game)
    shell.qtbot.waitUntil(lambda: not game.property("hardBusy"), timeout=60_000)
    shell.qtbot.wait(100)
    assert not game.property("hardResult")
    assert not [r.message for r in qtlog.records if r.type in LOUD]
