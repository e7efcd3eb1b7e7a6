"""Lock & Bet's reveal at the smallest window (1024×640) in Persian, at the plain table: the
status, tall with its replay row, made the top row so tall that the locked cards overflowed
their row (the AI's two-line caption lay under your hand, and with the cards grown "How would
Hard have done?" lay over the AI's card). The locked cards with their captions, your hand's
cards, the status's words and buttons and the Betting panel lie apart. Deal 4: you lock, bet
1, the Normal AI calls."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QRectF

from tests.app.test_lobby_tiles import scene_rect
from tests.app.test_small_window_fit import overlaps
from tests.app.test_table_actions import controller, wait_for_turn
from tests.app.test_tables_at_1024 import shown, small_lockbet
from tests.app.test_why_gui import LOUD, WAIT_MS, shot
from tests.app.test_why_said_once import act

PARTS = ("yourLock", "aiLock", "turnStatus", "netText", "nextDealButton", "replayDealButton")
PARTS += ("compareHardButton", "betControls")


def parts(shell: Any) -> dict[str, QRectF]:
    """The shown parts' scene rectangles, and each card of your hand's."""
    found = {name: scene_rect(shell.find(name)) for name in PARTS if shown(shell.find(name))}
    hand = shell.find("hand")
    for code in controller(shell).hand.codes():
        found[f"card_{code}"] = scene_rect(shell.find(f"card_{code}", hand))
    return found


def test_the_reveal_keeps_the_locked_cards_apart_in_persian(launch, qtlog) -> None:
    shell = small_lockbet(launch, "fa")
    game = controller(shell)
    game.setProperty("aiDelayMs", 0)
    wait_for_turn(shell, game)
    assert game.playDeal("4") == ""
    shell.qtbot.waitUntil(lambda: game.property("matchSeed") == 4, timeout=WAIT_MS)
    wait_for_turn(shell, game)
    act(shell, game, game.property("legalActions")[0])  # lock a card
    wait_for_turn(shell, game)
    act(shell, game, "bet:1")  # the AI calls: the reveal
    shell.qtbot.waitUntil(lambda: game.property("summaryVisible"), timeout=WAIT_MS)
    last: list[dict[str, QRectF]] = [{}]
    since = [time.monotonic()]

    def settled() -> bool:  # the same places for 0.4 s (the cards turned and moved)
        now = parts(shell)
        if now != last[0] or not shown(shell.find("compareHardButton")):
            last[0], since[0] = now, time.monotonic()
            return False
        return time.monotonic() - since[0] >= 0.4

    shell.qtbot.waitUntil(settled, timeout=WAIT_MS)
    caption = shell.find("aiLock").property("caption")
    shot(shell, "lockbet-reveal-1024-fa")
    assert caption and caption != "AI's card"  # in Persian
    assert overlaps(last[0]) == [], last[0]
    assert [r.message for r in qtlog.records if r.type in LOUD] == []
