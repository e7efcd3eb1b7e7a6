"""The Lock & Bet table in QML, played with the mouse and keyboard: locking, betting with the
slider and the number field, calling, folding, the reveal, refusals of bad amounts, a match to
its end and a restart."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardavia_desktop.controllers.worker import derive_ai_seed
from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from tests.gui.lockbet_gui import AI_LEVEL, LockbetDriver, close_lockbet, load_lockbet
from tests.gui.table_helpers import WAIT_MS


def seed_where_the_ai_bets_after_a_check(start: int = 0) -> tuple[int, int]:
    """Replay deal 1 off-screen with the table's AI: you lock your first card and check, the AI
    bets and you may raise. Returns the seed and the AI's bet."""
    for seed in range(start, start + 300):
        match = new_match("lockbet", seed=seed)
        bot = create_ai("lockbet", AI_LEVEL, derive_ai_seed(seed, 1))
        match.apply("lock:" + match.observation(0)["hand"][0])
        match.apply(bot.choose(match.observation(1), match.legal_actions()))
        match.apply("check")
        action = bot.choose(match.observation(1), match.legal_actions())
        if action.startswith("bet:") and int(action[4:]) >= 2:
            match.apply(action)
            if any(a.startswith("raise:") for a in match.legal_actions()):
                return seed, int(action[4:])
    raise AssertionError("no seed found")


@pytest.fixture
def tables(qtbot):
    """Tables opened by a test, closed (engine thread stopped) at its end."""
    opened: list[LockbetDriver] = []

    def open_table(seed: int, **kwargs: Any) -> LockbetDriver:
        driver = load_lockbet(qtbot, seed, **kwargs)
        opened.append(driver)
        return driver

    yield open_table
    for driver in opened:
        close_lockbet(driver)


def lock_first_card(d: LockbetDriver) -> str:
    """Choose the first card of the hand, then confirm the lock with the button."""
    code = d.controller.hand.codes()[0]
    d.settle_hand()
    d.click(d.item(f"card_{code}"))
    d.qtbot.waitUntil(lambda: d.b("selectedCard") == code, timeout=WAIT_MS)
    d.press("lockButton")
    return code


def chips_add_up(d: LockbetDriver) -> None:
    """§3.7: the chips shown (both stacks and the pot) always total 40."""
    stacks = d.b("stacks")
    assert stacks[0] + stacks[1] + d.b("pot") == 40, (stacks, d.b("pot"))


def your_bet(d: LockbetDriver, since: int) -> int:
    """The round total of your first bet or raise in the steps since ``since``."""
    return next(
        e["total"]
        for step in d.steps[since:]
        for e in step
        if e.get("type") in ("bet", "raise") and e.get("seat") == 0
    )


def refused(d: LockbetDriver, text: str, code: str, message: str) -> None:
    """Type ``text`` and press Enter: refused with ``code`` and ``message``; nothing changed."""
    obs, legal, steps = d.obs(), d.controller.property("legalActions"), len(d.steps)
    before = len(d.rejections)
    d.type_amount(text)
    QTest.keyClick(d.view, Qt.Key.Key_Return)
    d.qtbot.waitUntil(lambda: len(d.rejections) > before, timeout=WAIT_MS)
    assert d.rejections[-1][0] == code, (text, d.rejections[-1])
    notice = d.item("notice")
    assert notice.isVisible() and notice.property("isError")
    assert notice.property("text") == message
    assert d.obs() == obs and d.controller.property("legalActions") == legal
    assert len(d.steps) == steps and d.controller.property("yourTurn")


def test_rule_3_6_bad_amounts_from_the_field_are_refused_and_change_nothing(tables) -> None:
    """0, negative, above the stack, non-numbers, below the minimum raise: each refused with
    a clear message; the observation, the legal actions and the turn stay as they were."""
    seed, ai_bet = seed_where_the_ai_bets_after_a_check()
    d = tables(seed)
    d.wait_for_turn()
    lock_first_card(d)
    d.qtbot.waitUntil(lambda: d.b("amountVerb") == "bet", timeout=WAIT_MS)
    assert (d.b("minAmount"), d.b("maxAmount")) == (1, 19)
    refused(d, "0", "bad_amount", "The amount must be at least 1 chip.")
    refused(d, "-3", "bad_amount", "The amount must be at least 1 chip.")
    refused(d, "abc", "not_a_number", "Type a whole number of chips, such as 1.")
    refused(d, "2.5", "not_a_number", "Type a whole number of chips, such as 1.")
    refused(d, "", "not_a_number", "Type a whole number of chips, such as 1.")
    refused(
        d, "25", "above_stack", "Too many chips: this round you can put in at most 19 in total."
    )
    d.press("checkButton")
    d.qtbot.waitUntil(lambda: d.b("amountVerb") == "raise", timeout=WAIT_MS)
    minimum = 2 * ai_bet  # a raise adds at least the last full bet (§3.6)
    assert (d.b("toCall"), d.b("minAmount"), d.b("maxAmount")) == (ai_bet, minimum, 19)
    assert d.item("callButton").property("text") == f"Call {ai_bet}"
    refused(
        d, str(minimum - 1), "below_min_raise", f"Too small: the minimum raise is to {minimum}."
    )
    refused(
        d, "20", "above_stack", "Too many chips: this round you can put in at most 19 in total."
    )
    chips_add_up(d)


def test_several_deals_by_clicking_lock_slider_field_call_fold_to_the_reveal(tables) -> None:
    """Deals played only by clicks: lock, bet with the slider, bet with the field, call, fold;
    every deal ends in a reveal of both locked cards, recorded in the history."""
    d = tables(21)
    used: set[str] = set()
    reveals = 0
    for _ in range(200):
        d.wait_for_turn()
        chips_add_up(d)
        if d.controller.property("matchOver"):
            break
        if d.controller.property("summaryVisible"):
            summary = d.controller.property("summary")
            summary = summary.toVariant() if hasattr(summary, "toVariant") else summary
            assert d.b("reveal") == summary["locked"]
            for name, card in zip(("yourLock", "aiLock"), summary["locked"], strict=True):
                slot = d.item(name)
                assert slot.property("revealed") and slot.property("code") == card
            reveals += 1
            assert len(d.b("history")) == reveals
            if reveals >= 5 and used >= {"slider", "field", "call", "fold"}:
                break
            d.press("nextDealButton")
            continue
        if d.b("phase") == "lock":
            lock_first_card(d)
            continue
        if "fold" not in used and d.b("canFold") and reveals >= 1:
            d.press("foldButton")
            used.add("fold")
        elif "slider" not in used and d.b("amountVerb"):
            target = min(d.b("minAmount") + 2, d.b("maxAmount"))
            d.slide_to(target)
            d.qtbot.waitUntil(
                lambda t=target: d.item("amountField").property("text") == str(t), timeout=WAIT_MS
            )
            sent = len(d.steps)
            d.press("amountButton")
            assert your_bet(d, sent) == target
            used.add("slider")
        elif "field" not in used and d.b("amountVerb") and d.b("maxAmount") >= 2:
            amount = min(d.b("minAmount") + 1, d.b("maxAmount"))
            d.type_amount(str(amount))
            sent = len(d.steps)
            d.press("amountButton")
            assert your_bet(d, sent) == amount
            used.add("field")
        elif d.b("canCall"):
            d.press("callButton")
            used.add("call")
        else:
            d.press("checkButton")
    assert used >= {"slider", "field", "call", "fold"}, used
    assert reveals >= 5


def test_rule_3_8_a_match_played_all_in_to_its_end_then_a_new_match(tables) -> None:
    """All-in every deal until a player has no chips: the result names the winner; New match
    gives 20 chips each again (19 behind after the ante), deal 1, you first."""
    d = tables(8)
    for _ in range(400):
        d.wait_for_turn()
        chips_add_up(d)
        if d.controller.property("matchOver"):
            break
        if d.controller.property("summaryVisible"):
            d.press("nextDealButton")
        elif d.b("phase") == "lock":
            lock_first_card(d)
        elif d.b("allInAction"):
            d.press("allInButton")
        elif d.b("canCall"):
            d.press("callButton")
        else:
            d.press("checkButton")
    assert d.controller.property("matchOver")
    d.qtbot.waitUntil(lambda: d.visible("matchResult"), timeout=WAIT_MS)
    winner = d.controller.property("matchWinner")
    stacks = d.b("stacks")
    assert stacks[1 - winner] == 0 and stacks[winner] == 40
    title = d.item("matchResultTitle").property("text")
    assert title == ("You won the match!" if winner == 0 else "The AI won the match.")
    d.press("newMatchButton")
    d.qtbot.waitUntil(lambda: not d.controller.property("matchOver"), timeout=WAIT_MS)
    d.wait_for_turn()
    obs = d.obs()
    assert obs["deal_number"] == 1 and obs["stacks"] == [19, 19] and obs["first_player"] == 0
    assert not d.visible("matchResult") and d.b("history") == []


def test_restart_mid_match_gives_twenty_chips_each_again(tables) -> None:
    """§3.8 Restart: a new match from any point."""
    d = tables(30)
    d.wait_for_turn()
    lock_first_card(d)
    d.wait_for_turn()
    d.press("restartButton")
    d.qtbot.waitUntil(lambda: d.obs().get("locked") == [False, False], timeout=WAIT_MS)
    obs = d.obs()
    assert obs["stacks"] == [19, 19] and obs["pot"] == 2 and obs["deal_number"] == 1


@pytest.mark.parametrize(
    ("size", "mirrored"), [((1024, 640), False), ((1920, 1080), False), ((1280, 720), True)]
)
def test_table_fits_and_mirrors(tables, size: tuple[int, int], mirrored: bool) -> None:
    """Everything on the table is inside the window and the main blocks do not overlap."""
    d = tables(3, size=size, mirrored=mirrored)
    d.wait_for_turn()
    width, height = size
    rects = {}
    for name in (
        "aiBox",
        "yourBox",
        "hand",
        "betControls",
        "pot",
        "shoe",
        "revealHistory",
        "yourLock",
        "aiLock",
        "lockButton",
        "turnStatus",
    ):
        item = d.item(name)
        assert item.isVisible(), name
        top_left = item.mapToScene(QPointF(0, 0))
        rect = (top_left.x(), top_left.y(), item.width(), item.height())
        assert rect[0] >= -1 and rect[1] >= -1, (name, rect)
        assert rect[0] + rect[2] <= width + 1 and rect[1] + rect[3] <= height + 1, (name, rect)
        rects[name] = rect

    def overlap(a: str, b: str) -> bool:
        ax, ay, aw, ah = rects[a]
        bx, by, bw, bh = rects[b]
        return ax < bx + bw - 1 and bx < ax + aw - 1 and ay < by + bh - 1 and by < ay + ah - 1

    for a, b in (
        ("hand", "betControls"),
        ("hand", "yourBox"),
        ("aiBox", "revealHistory"),
        ("yourLock", "aiLock"),
        ("shoe", "yourLock"),
        ("betControls", "yourBox"),
    ):
        assert not overlap(a, b), (a, b, rects[a], rects[b])
    your_x, ai_x = rects["yourBox"][0], rects["betControls"][0]
    assert (your_x > ai_x) == mirrored  # your corner is on the leading side


def test_rule_3_9_signals_chips_shoe_and_hidden_cards_are_shown_as_the_observation_says(
    tables,
) -> None:
    """Both signals read "UP n · DOWN m" from the observation and do not change on locking;
    stacks, pot and shoe are shown; the AI's locked card stays a back until the reveal."""
    d = tables(12)
    d.wait_for_turn()
    obs = d.obs()

    def texts() -> dict[str, str]:
        signals = {
            name: d.item(name).childItems()[0].property("text")
            for name in ("yourBoxSignal", "aiBoxSignal")
        }
        return {
            **signals,
            **{
                name: d.item(name).property("text")
                for name in ("yourBoxStack", "aiBoxStack", "shoeCount")
            },
        }

    def wanted(o: dict[str, Any]) -> dict[str, str]:
        you, ai = o["signals"]
        # "%Ln chip(s)": the plural comes from the English catalogue, not installed here.
        return {
            "yourBoxSignal": f"UP {you['up']} · DOWN {you['down']}",
            "aiBoxSignal": f"UP {ai['up']} · DOWN {ai['down']}",
            "yourBoxStack": f"{o['stacks'][0]} chip(s)",
            "aiBoxStack": f"{o['stacks'][1]} chip(s)",
            "shoeCount": f"Shoe: {o['stock_size']}",
        }

    assert texts() == wanted(obs)
    assert d.item("pot").property("count") == 2
    lock_first_card(d)
    d.wait_for_turn()
    after = d.obs()
    assert after["signals"] == obs["signals"]  # locking does not change the signal (A-002-4)
    assert texts() == wanted(after)
    ai_lock = d.item("aiLock")
    assert ai_lock.property("occupied") and not ai_lock.property("revealed")
    assert ai_lock.property("code") == ""
    assert d.item("yourLock").property("peek") == after["locked_card"]
