"""Lock & Bet at the smallest window (1024×640) in Persian: a call for less than the AI's bet
ends the deal with the note that the unmatched chips go back; that note lies clear of the
Betting panel and its buttons (newcomer #14's D5: it covered them). You lock your first card,
check or call; the Normal AI bets more than your last chip or two, you call and win. The log
says what the call put in and that the unmatched chips went back."""

from __future__ import annotations

import time
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from cardavia_desktop.controllers.worker import derive_ai_seed
from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from tests.app.test_lobby_tiles import scene_rect
from tests.app.test_table_actions import controller, wait_for_turn
from tests.app.test_tables_at_1024 import shown, small_lockbet
from tests.app.test_why_gui import LOUD, WAIT_MS, shot
from tests.app.test_why_said_once import act

NAMES = ("yourTurn", "summaryVisible")
PANEL = ("betControls", "checkButton", "callButton", "foldButton", "amountButton", "allInButton")


def your_move(obs: dict[str, Any], legal: list[str]) -> str:
    """The moves played here: lock the first card, check, else call."""
    if any(a.startswith("lock:") for a in legal):
        return "lock:" + obs["hand"][0]
    return "check" if "check" in legal else "call"


def short_call(obs: dict[str, Any], legal: list[str]) -> bool:
    limits = obs.get("betting") or {}
    return "call" in legal and limits.get("call_amount", 0) < limits.get("to_call", 0)


def seed_with_a_call_for_less() -> int:
    """A match where those moves meet a call of your last chip or two for the AI's bigger bet,
    and you win it (the Normal AI, as the table's)."""
    for seed in range(200):
        match = new_match("lockbet", seed=seed)
        bot = create_ai("lockbet", "normal", derive_ai_seed(seed, 1))
        while not match.is_over:
            legal = match.legal_actions()
            if match.current_player == 1:
                match.apply(bot.choose(match.observation(1), legal))
            elif short_call(match.observation(0), legal):
                early = match.observation(0)["stacks"][0] <= 2  # as newcomer #14's: call 1
                match.apply("call")
                if early and not match.is_over:  # you win it: Next deal and replays show too
                    return seed
                break
            else:
                match.apply(your_move(match.observation(0), legal))
    raise AssertionError("no seed found")


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_unmatched_chips_note_is_clear_of_the_betting_panel(launch, qtlog, lang: str) -> None:
    shell = small_lockbet(launch, lang)
    game = controller(shell)
    game.setProperty("aiDelayMs", 0)
    wait_for_turn(shell, game)
    seed = seed_with_a_call_for_less()
    assert game.playDeal(str(seed)) == ""
    shell.qtbot.waitUntil(lambda: game.property("matchSeed") == seed, timeout=WAIT_MS)
    wait_for_turn(shell, game)
    for _ in range(60):
        shell.qtbot.waitUntil(lambda: any(game.property(n) for n in NAMES), timeout=WAIT_MS)
        if game.property("summaryVisible"):
            game.continueDeal()
            shell.qtbot.waitUntil(lambda: not game.property("summaryVisible"), timeout=WAIT_MS)
            continue
        obs, legal = game.property("observation"), list(game.property("legalActions"))
        if short_call(obs, legal):
            break
        act(shell, game, your_move(obs, legal))
    called = obs["betting"]["call_amount"]
    act(shell, game, "call")
    shell.qtbot.waitUntil(lambda: game.property("summaryVisible"), timeout=WAIT_MS)
    if lang == "en":  # the log accounts for every chip (newcomer #18: "You called." and no word
        # of the chips that went back)
        refund = next(e for e in game.property("story") if e["type"] == "refund")
        lines = [e["text"] for e in shell.find("storyPanel").property("entries").toVariant()]
        assert f"You called {called}, all in." in lines, lines
        assert f"{refund['amount']} unmatched chips go back to AI." in lines, lines
    note = shell.find("notice")
    shell.qtbot.waitUntil(lambda: shown(note), timeout=WAIT_MS)
    last: list[dict[str, QRectF]] = [{}]
    since = [time.monotonic()]

    def settled() -> bool:  # the same places for 0.4 s
        now = {
            n: scene_rect(shell.find(n))
            for n in ("notice", "hand", "aiLock", *PANEL)
            if shown(shell.find(n))
        }
        if now != last[0]:
            last[0], since[0] = now, time.monotonic()
            return False
        return time.monotonic() - since[0] >= 0.4

    shell.qtbot.waitUntil(lambda: shown(shell.find("compareHardButton")), timeout=WAIT_MS)
    shell.qtbot.waitUntil(settled, timeout=WAIT_MS)
    assert shown(note) and shown(shell.find("nextDealButton"))
    shot(shell, f"lockbet-unmatched-1024-{lang}")
    box = last[0]["notice"]
    met = [n for n in PANEL if n in last[0] and box.intersects(last[0][n])]
    assert met == [], (box, {n: last[0][n] for n in met})
    assert [r.message for r in qtlog.records if r.type in LOUD] == []
