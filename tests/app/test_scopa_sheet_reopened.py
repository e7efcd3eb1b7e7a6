"""Scopa's sheet left open is the same sheet when the table opens again (newcomer #13's D4):
finish a deal, go to All games, open Scopa again — the scopa cards face up beside the capture
piles and their "1 scopa" labels are still there, and the notice the deal's end gave (the
cards left on the table) is not given again; the sheet shows at once, the last move's cards not
flying to the piles again (newcomer #14's D8: they did, the sheet 1-2 s later). By the mouse."""

from __future__ import annotations

from typing import Any

from cardavia_desktop.engine import new_match
from cardavia_desktop.saved_games import SavedGames
from tests.app.test_lesson_gui import LOUD, WAIT_MS
from tests.app.test_watch_gui import shot, visible_named

SEED, MOVES = 6, 35
"""A Scopa match whose first deal has a scopa by each seat, saved at your last card."""


def table(shell: Any) -> Any:
    shell.qtbot.waitUntil(
        lambda: shell.has("tableLoader") and shell.find("tableLoader").property("item") is not None,
        timeout=WAIT_MS,
    )
    return shell.find("tableLoader").property("item")


def piles(shell: Any) -> dict[str, Any]:
    """What the capture piles show: the scopa cards face up and the labels under the piles."""
    cards, stack = [], [table(shell)]
    while stack:  # the scopa cards are a Repeater's: walk the item tree
        item = stack.pop()
        if item.objectName().startswith("scopaCard_") and item.isVisible():
            cards.append(item.objectName())
        stack.extend(item.childItems())
    cards.sort()
    labels = {
        name: shell.find(name).property("text") if shell.find(name).isVisible() else ""
        for name in ("aiPile_label", "aiPile_scope", "yourPile_label", "yourPile_scope")
    }
    return {"cards": cards, "labels": labels}


def test_scopa_sheet_is_the_same_when_reopened(launch, qtlog) -> None:
    match = new_match("scopa", seed=SEED)
    for _ in range(MOVES):
        match.apply(match.legal_actions()[0])
    SavedGames().save(match)
    shell = launch(game="scopa", lang="en")
    c = table(shell).property("controller")
    c.setProperty("aiDelayMs", 0)
    shell.qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
    (card,) = [row["code"] for row in c.property("hand").rows()]  # your last card
    shell.click(shell.settle(f"card_{card}"))
    shell.qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=WAIT_MS)
    visible_named(shell, "sheetTitle")
    shell.qtbot.wait(300)
    before = piles(shell)
    told = str(table(shell).property("notice"))
    shot(shell, "scopa-sheet-before")
    assert len(before["cards"]) == 2 and before["labels"]["aiPile_scope"] == "1 scopa", before
    assert told  # the deal's end told what became of the cards left on the table

    shell.click(shell.find("backToLobby"))  # All games, then Scopa again
    shell.qtbot.waitUntil(
        lambda: shell.has("game_scopa") and shell.find("game_scopa").isVisible(), timeout=WAIT_MS
    )
    shell.click(shell.find("game_scopa"))
    c = table(shell).property("controller")
    shell.qtbot.waitUntil(lambda: c.property("summaryVisible"), timeout=WAIT_MS)
    shell.qtbot.waitUntil(lambda: table(shell).property("summaryShown"), timeout=300)
    assert not [card for card in shell.find_all("flyingCard") if card.isVisible()]
    visible_named(shell, "sheetTitle")
    shell.qtbot.wait(300)
    shot(shell, "scopa-sheet-after")
    assert piles(shell) == before
    assert table(shell).property("notice") == ""  # not told again
    assert not [r.message for r in qtlog.records if r.type in LOUD]
