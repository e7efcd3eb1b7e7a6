"""Lock & Bet, what the table offers and says (issue 33 item 10), met with the mouse and keys:
the AI's panel shows its last move of the deal (its fold, not an earlier check or lock), Fold is
offered only when something is owed, the status line names only the moves allowed now, All-in
shows the chips it puts in, Enter on the chosen card under the ring locks it, and the table's
New match button says what it does. No QML warning is printed."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QtMsgType

from cardavia_desktop.controllers.worker import derive_ai_seed
from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from tests.gui.lockbet_gui import AI_LEVEL, LockbetDriver, close_lockbet, load_lockbet
from tests.gui.table_helpers import WAIT_MS
from tests.gui.test_lockbet_table import lock_first_card

LOUD = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)


def seed_where(first_bet: str, answer: str) -> int:
    """Deal 1 replayed off-screen with the table's AI: you lock your first card and make
    ``first_bet``; the AI's answer starts with ``answer``. Returns the first such seed."""
    for seed in range(300):
        match = new_match("lockbet", seed=seed)
        bot = create_ai("lockbet", AI_LEVEL, derive_ai_seed(seed, 1))
        match.apply("lock:" + match.observation(0)["hand"][0])
        match.apply(bot.choose(match.observation(1), match.legal_actions()))
        match.apply(first_bet)
        choice = bot.choose(match.observation(1), match.legal_actions())
        if choice.startswith(answer):
            match.apply(choice)
            if answer != "raise" or any(a.startswith("raise:") for a in match.legal_actions()):
                return seed
    raise AssertionError("no seed found")


@pytest.fixture
def table(qtbot: Any, qtlog: Any):
    """Open one table (``open(seed)``); at the end close it and check that Qt printed nothing."""
    opened: list[LockbetDriver] = []

    def open_table(seed: int) -> LockbetDriver:
        opened.append(load_lockbet(qtbot, seed))
        return opened[-1]

    yield open_table
    for driver in opened:
        close_lockbet(driver)
    loud = [r.message for r in qtlog.records if r.type in LOUD]
    assert not loud, loud


def text(d: LockbetDriver, name: str) -> str:
    return d.item(name).property("text")


def test_after_the_ais_fold_its_panel_says_folded_and_fold_shows_only_when_owed(table) -> None:
    """Nothing owed: Check and Bet, no Fold, and the status line says "check or bet"; you go
    all-in (the button shows your 19 chips), the AI folds: its panel says "Folded"."""
    d = table(seed_where("bet:19", "fold"))
    d.wait_for_turn()
    lock_first_card(d)
    d.qtbot.waitUntil(lambda: d.b("amountVerb") == "bet", timeout=WAIT_MS)
    assert d.visible("checkButton") and not d.visible("foldButton")
    assert text(d, "turnStatus") == "Your turn: check or bet"
    assert text(d, "allInButton") == "All-in 19"
    assert text(d, "aiBoxLastAction") == "Locked a card"
    # you act first, and the mark still says so once you have acted (newcomer #37)
    assert d.visible("yourBoxFirstMark") and not d.visible("aiBoxFirstMark")
    d.press("allInButton")
    d.qtbot.waitUntil(lambda: d.controller.property("summaryVisible"), timeout=WAIT_MS)
    assert d.b("revealFolded") == 1
    d.qtbot.waitUntil(lambda: text(d, "aiBoxLastAction") == "Folded", timeout=WAIT_MS)
    pot = d.controller.property("summary")["pot"]  # the deal is over: how it ended too
    assert text(d, "yourBoxLastAction") == f"Bet 19, all-in · won {pot}"


def test_facing_a_raise_fold_is_offered_and_all_in_shows_the_chips_left(table) -> None:
    """You bet 1, the AI raises: Call, Fold and a raise are offered and the status line names
    them; All-in shows the 18 chips still behind you, as chips added ("All-in (18 more)"), not
    the round total of 19 the raise's range counts in (newcomer #8 item 13)."""
    d = table(seed_where("bet:1", "raise"))
    d.wait_for_turn()
    lock_first_card(d)
    d.qtbot.waitUntil(lambda: d.b("amountVerb") == "bet", timeout=WAIT_MS)
    d.type_amount("1")
    d.press("amountButton")
    d.qtbot.waitUntil(lambda: d.b("amountVerb") == "raise", timeout=WAIT_MS)
    assert d.visible("callButton") and d.visible("foldButton") and not d.visible("checkButton")
    assert text(d, "turnStatus") == "Your turn: call, raise or fold"
    assert d.b("stacks")[0] == 18
    assert text(d, "allInButton") == "All-in (18 more)"
    assert text(d, "amountRange").startswith("Raise to (")
    assert text(d, "aiBoxLastAction").startswith("Raised to ")
    d.press("foldButton")
    d.qtbot.waitUntil(lambda: d.controller.property("summaryVisible"), timeout=WAIT_MS)
    assert text(d, "yourBoxLastAction") == "Folded"


def seed_facing_a_bet_with_no_raise() -> int:
    """A deal 1 where you act first, check, and the AI bets so much that you cannot raise
    (only call, go all-in or fold)."""
    for seed in range(300):
        match = new_match("lockbet", seed=seed)
        bot = create_ai("lockbet", AI_LEVEL, derive_ai_seed(seed, 1))
        if match.current_player != 0:
            continue
        match.apply("lock:" + match.observation(0)["hand"][0])
        match.apply(bot.choose(match.observation(1), match.legal_actions()))
        match.apply("check")
        choice = bot.choose(match.observation(1), match.legal_actions())
        if choice.startswith("bet:"):
            match.apply(choice)
            if not any(a.startswith(("bet:", "raise:")) for a in match.legal_actions()):
                return seed
    raise AssertionError("no seed found")


def test_facing_a_bet_you_cannot_raise_no_bet_button_shows(table) -> None:
    """You check, the AI bets more than you could raise: the status says "call, go all-in or
    fold" and the table offers just those: no Bet button with an empty amount, no slider, no
    range (newcomer #8 item 13); All-in shows the chips it puts in ("All-in 19")."""
    d = table(seed_facing_a_bet_with_no_raise())
    d.wait_for_turn()
    lock_first_card(d)
    d.qtbot.waitUntil(lambda: d.b("canCheck"), timeout=WAIT_MS)
    assert d.visible("amountButton") and d.visible("amountSlider")
    d.press("checkButton")
    d.qtbot.waitUntil(lambda: d.b("canCall"), timeout=WAIT_MS)
    assert text(d, "turnStatus") == "Your turn: call, go all-in or fold"
    assert d.visible("callButton") and d.visible("foldButton") and d.visible("allInButton")
    assert not d.visible("amountButton") and not d.visible("amountSlider")
    assert not d.visible("amountField") and not d.visible("amountRange")
    assert text(d, "allInButton") == "All-in 19"


def test_enter_on_the_chosen_card_under_the_ring_locks_it(table) -> None:
    """Ring a card and press Enter: it is chosen; Enter again locks it (Escape still puts a
    chosen card back)."""
    d = table(seed_where("bet:1", ""))
    d.wait_for_turn()
    d.settle_hand()
    code = d.controller.hand.codes()[-1]
    d.item("hand").forceActiveFocus()
    d.ring_to(code)
    d.key(Qt.Key.Key_Return)
    d.qtbot.waitUntil(lambda: d.b("selectedCard") == code, timeout=WAIT_MS)
    assert not d.b("locked")[0]
    d.key_and_wait(Qt.Key.Key_Return)
    d.qtbot.waitUntil(lambda: d.b("locked")[0], timeout=WAIT_MS)
    assert d.b("lockedCard") == code
    assert any(e.get("type") == "lock" and e.get("seat") == 0 for step in d.steps for e in step)


def test_the_tables_new_match_button_says_what_it_does(table) -> None:
    """The button beside your chips is named for what it does and starts a new match."""
    d = table(seed_where("bet:1", ""))
    d.wait_for_turn()
    assert text(d, "restartButton") == "New match: 20 chips each"
    lock_first_card(d)
    d.wait_for_turn()
    d.press("restartButton")
    d.qtbot.waitUntil(lambda: d.obs().get("locked") == [False, False], timeout=WAIT_MS)
    assert d.obs()["stacks"] == [19, 19]


def test_your_call_shows_on_your_seat_at_once(table) -> None:
    """You check, the AI bets; your Call ends the deal: your seat says 'Called …' (not
    'Checked') with your chips as the deal paid them, as soon as the reveal shows."""
    d = table(seed_where("check", "bet"))
    d.wait_for_turn()
    lock_first_card(d)
    d.qtbot.waitUntil(lambda: d.b("canCheck"), timeout=WAIT_MS)
    d.press("checkButton")
    d.qtbot.waitUntil(lambda: d.b("canCall"), timeout=WAIT_MS)
    assert text(d, "yourBoxLastAction") == "Checked"
    owed = d.b("callAmount")
    d.press("callButton")
    d.qtbot.waitUntil(lambda: d.b("reveal") != [], timeout=WAIT_MS)
    end = next(e for step in d.steps for e in step if e.get("type") == "deal_end")
    assert text(d, "yourBoxLastAction").split(" · ")[0] == f"Called {owed}"
    assert d.item("yourBox").property("stack") == end["stacks"][0]
    assert d.item("aiBox").property("stack") == end["stacks"][1]
