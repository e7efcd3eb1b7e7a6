"""Schnapsen at the smallest window (1024×640), English and Arabic (mirrored): with three moves
or more to choose from before you lead (marriages, the trump exchange, closing the stock), the
buttons beside your hand rose over the turn's status, the AI's notice and Last trick (text
drawn through text, session 46's own play). Short of room, the buttons stand lower and closer
and lose the line above them, the status takes the body size and stands above them: nothing
of the two columns meets. The finished trick, which waits in view until you lead, says so
(newcomer #37 took it for a trick in play). Real window, by the items' scene rectangles."""

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


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_actions_and_the_status_stand_apart(launch, qtlog, lang: str) -> None:
    shell = launch("schnapsen", lang=lang)
    shell.resize(*SIZE)
    c = controller(shell)
    c.setProperty("aiDelayMs", 20)
    moves = c.property("table")
    for _ in range(300):  # play on (the last legal card) until three moves or more are offered
        shell.qtbot.waitUntil(
            lambda: c.property("yourTurn") or c.property("summaryVisible"), timeout=WAIT_MS
        )
        if c.property("summaryVisible"):
            c.newMatch() if c.property("matchOver") else c.continueDeal()
            shell.qtbot.wait(100)
            continue
        if choices(moves) >= 3:
            break
        done = c.property("moves")
        c.act([a for a in c.property("legalActions") if a.startswith("play")][-1])
        shell.qtbot.waitUntil(lambda m=done: c.property("moves") > m, timeout=WAIT_MS)
    assert choices(moves) >= 3
    shell.settle_all()
    table = shell.find("tableLoader").property("item")
    names = STATUS + ACTIONS + tuple(f"marry_{o['card']}" for o in moves.property("marriageOffers"))
    found = {
        name: scene_rect(item)
        for name in names
        for item in shell.find_all(name, table)[:1]
        if shown(item)
    }
    shot(shell, f"schnapsen-1024-{lang}")
    assert {"turnStatus", "closeButton"} <= set(found), found
    assert not overlaps(found), overlaps(found)
    if c.property("trickWinner") >= 0 and len(c.property("trick")) == 2:  # a trick that waits
        tag = shell.find("finishedTrickTag", table)
        assert shown(tag)
        assert not overlaps({"tag": scene_rect(tag), **found})
    assert not [r.message for r in qtlog.records if r.type in LOUD]
