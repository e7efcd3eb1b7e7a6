"""Schnapsen at the smallest window (1024×640), in English, Arabic (mirrored) and German: with
three moves or more to choose from before you lead (marriages, the trump exchange, closing the
stock), the buttons beside your hand rose over the turn's status, the AI's notice and Last
trick (text drawn through text, session 46's own play; in German a button's words were cut).
Short of room, the buttons stand lower and closer and lose the line above them, the status
takes the body size and stands above them: nothing of the two columns meets, no button is
cut. Real window, by the items' scene rectangles."""

from __future__ import annotations

from typing import Any

import pytest

from tests.app.test_lesson_gui import LOUD, WAIT_MS, controller, shot
from tests.app.test_lobby_tiles import scene_rect
from tests.app.test_small_window_fit import SIZE, overlaps
from tests.app.test_tables_at_1024 import shown

# The right-hand column (the turn's status, the rule line, the notice, Last trick) and the
# actions beside your hand, by objectName ("marry_" + card for each marriage).
STATUS = ("turnStatus", "phaseStatus", "notice", "lastTrickButton")
ACTIONS = ("marriageHint", "exchangeButton", "closeButton")


def choices(table: Any) -> int:
    offers = table.property("marriageOffers")
    return len(offers) + table.property("canExchange") + table.property("canClose")


def regions(shell: Any, table: Any, moves: Any) -> dict[str, Any]:
    """The status column's and the actions' shown items, by name."""
    names = STATUS + ACTIONS + tuple(f"marry_{o['card']}" for o in moves.property("marriageOffers"))
    return {
        name: scene_rect(item)
        for name in names
        for item in shell.find_all(name, table)[:1]
        if shown(item)
    }


@pytest.mark.parametrize("lang", ["en", "ar", "de"])
def test_the_actions_and_the_status_stand_apart(launch, qtlog, lang: str) -> None:
    shell = launch("schnapsen", lang=lang)
    shell.resize(*SIZE)
    c = controller(shell)
    c.setProperty("aiDelayMs", 20)
    moves = c.property("table")
    assert c.playDeal("12") == ""  # you lead first, with two marriages, the exchange and the close
    shell.qtbot.waitUntil(
        lambda: c.property("matchSeed") == 12 and c.property("yourTurn") and choices(moves) >= 4,
        timeout=WAIT_MS,
    )
    shell.settle_all()
    table = shell.find("tableLoader").property("item")
    found = regions(shell, table, moves)
    shot(shell, f"schnapsen-1024-{lang}")
    assert {"turnStatus", "closeButton", "exchangeButton"} <= set(found), found
    assert not overlaps(found), overlaps(found)
    # your trick pile and box clear of the stock above them (newcomer #42, Arabic: the pile lay
    # over the stock's count and trump)
    names = ("stockCount", "trumpName", "yourPile", "yourPanel")
    side = {n: scene_rect(shell.find(n, table)) for n in names}
    assert not overlaps(side), overlaps(side)
    cut = [  # German's "Atout-Unter austauschen" was cut in a 200 px column
        name
        for name in found
        if name.startswith(("marry_", "exchange", "close"))
        and shell.find(name, table).property("contentItem").property("truncated")
    ]
    assert not cut, cut
    assert not [r.message for r in qtlog.records if r.type in LOUD]


def test_the_second_deals_number_keeps_the_page_in_the_window(launch, qtlog) -> None:
    """Newcomer #43 (German, 1024×640): from the second deal, the header's "Runde Nr. … · 2.
    Runde dieser Partie" made the page wider than the window; its right edge (the turn, the
    buttons, Lernen) was cut. The deal's number never widens the page."""
    shell = launch("schnapsen", lang="de")
    shell.resize(*SIZE)
    c = controller(shell)
    c.setProperty("aiDelayMs", 0)
    while not c.property("summaryVisible"):  # deal 1, your first card each time
        shell.qtbot.waitUntil(
            lambda: c.property("yourTurn") or c.property("summaryVisible"), timeout=WAIT_MS
        )
        if c.property("yourTurn"):
            done = c.property("moves")
            c.act(next(a for a in c.property("legalActions") if a.startswith("play:")))
            shell.qtbot.waitUntil(
                lambda m=done: c.property("moves") > m or c.property("summaryVisible"),
                timeout=WAIT_MS,
            )
    c.continueDeal()
    shell.qtbot.waitUntil(lambda: c.property("dealNumber") == 2, timeout=WAIT_MS)
    shell.settle_all()
    label = shell.find("dealNumberLabel")
    assert "2. Runde dieser Partie" in label.property("text")
    table = shell.find("tableLoader").property("item")
    assert table.width() <= SIZE[0], table.width()
    assert scene_rect(shell.find("learnAction")).right() <= SIZE[0]
    assert not [r.message for r in qtlog.records if r.type in LOUD]
