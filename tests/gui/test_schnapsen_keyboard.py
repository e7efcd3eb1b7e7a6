"""The Schnapsen table played with the keyboard only: a whole deal by the focus ring and Enter
to the deal summary and on to the next deal, every table key of the shortcut sheet (marriage,
exchange, close, last trick, scores, repeat, next deal), the reason of a dimmed card on Enter,
and the screen-reader announcements of the AI's cards and of each trick's winner."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cardavia_desktop.controllers.refusals import card_refusals
from cardavia_desktop.controllers.worker import derive_ai_seed
from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from tests.gui.table_helpers import (
    WAIT_MS,
    TableDriver,
    close_table,
    find_seed,
    human_leads_with,
    load_table,
)

AI_LEVEL = "easy"  # load_table's default
RANKS = {"A": "Daus", "10": "Zehner", "K": "König", "O": "Ober", "U": "Unter"}
SUITS = {"H": "Herz", "S": "Schelln", "E": "Eichel", "L": "Laub"}
REASONS = {
    "must_follow_suit": "Strict rules: you must follow the suit led.",
    "must_follow_higher": (
        "Strict rules: you must take the trick with a higher card of the suit led."
    ),
    "must_trump": "Strict rules: you cannot follow suit, so you must play a trump.",
}


def spoken(code: str) -> str:
    """A German card's spoken name, as the table says it (English)."""
    return f"{RANKS[code[1:]]} of {SUITS[code[0]]}"


def first_playable(hand: list[str], legal: list[str]) -> str:
    """The test player's move: the first card of the hand (in the hand's order) with a move."""
    return next(
        code
        for code in hand
        if any(a.split(":")[1] == code for a in legal if a.startswith(("play:", "marry:")))
    )


def deal_has_a_refusal(seed: int) -> bool:
    """Replay deal 1 with the table's own AI and the test player: True when the player meets a
    card the engine refuses (strict rules) while it is their turn."""
    match = new_match("schnapsen", seed=seed)
    bot = create_ai("schnapsen", AI_LEVEL, derive_ai_seed(seed, 1))
    while not match.is_over and match.observation(0)["deal_number"] == 1:
        legal = match.legal_actions()
        if match.current_player == 1:
            match.apply(bot.choose(match.observation(1), legal))
            continue
        hand = list(match.observation(0)["hand"])
        if card_refusals(match, hand, legal):
            return True
        code = first_playable(hand, legal)
        # The table declares a marriage when the card may (its toggle is on by default).
        match.apply(f"marry:{code}" if f"marry:{code}" in legal else f"play:{code}")
    return False


def open_table(qtbot: Any, seed: int) -> TableDriver:
    """The table at ``seed`` with the hand holding the keyboard, announcements recorded."""
    driver = load_table(qtbot, seed, ai_level=AI_LEVEL)
    driver.announced = []  # type: ignore[attr-defined]
    driver.item("announcer").announced.connect(driver.announced.append)  # type: ignore[attr-defined]
    qtbot.waitUntil(driver.item("hand").hasActiveFocus, timeout=WAIT_MS)
    return driver


def play_by_keys(driver: TableDriver) -> str:
    """Ring the first playable card and press Enter; wait for the engine's answer."""
    c = driver.controller
    code = next(row["code"] for row in c.hand.rows() if row["playable"])
    driver.ring_to(code)
    driver.key_and_wait(Qt.Key.Key_Return)
    return code


def play_out_the_deal(driver: TableDriver, *, limit: int = 10) -> int:
    """Play by keys until the deal summary shows; the number of cards played."""
    c, plays = driver.controller, 0
    while True:
        driver.wait_for_human()
        if c.property("summaryVisible") or c.property("matchOver"):
            break
        play_by_keys(driver)
        plays += 1
        assert plays <= limit
    driver.qtbot.waitUntil(lambda: driver.visible("dealSummary"), timeout=WAIT_MS)
    return plays


def focused_button(driver: TableDriver) -> str:
    """objectName of the table button holding the keyboard ('' if none)."""
    item = driver.view.activeFocusItem()
    return item.objectName() if item is not None and item.inherits("QQuickAbstractButton") else ""


def test_a_whole_deal_by_keyboard_to_the_summary_and_on_to_the_next_deal(qtbot) -> None:
    """Issue 9: the ring moves with Home/Right, Enter plays, until the summary; Enter then deals
    again and the hand has the keyboard and its ring at once. No mouse, no controller call."""
    driver = open_table(qtbot, find_seed(lambda m: True, start=3))
    c = driver.controller
    try:
        driver.wait_for_human()  # the ring shows while the hand may be played
        qtbot.waitUntil(lambda: len(driver.ringed_cards()) == 1, timeout=WAIT_MS)
        plays = play_out_the_deal(driver)
        assert plays >= 2 and driver.rejections == []  # a short deal at seed 3
        summary = driver.item("dealSummary")
        assert summary.isVisible() and c.property("summary")["type"] == "deal_end"
        title = driver.item("summaryTitle").property("text")
        assert any(text.startswith(title) and "To go: you" in text for text in driver.announced)
        driver.key(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not summary.isVisible(), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: c.property("dealNumber") == 2, timeout=WAIT_MS)
        driver.wait_for_human()
        qtbot.waitUntil(driver.item("hand").hasActiveFocus, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: len(driver.ringed_cards()) == 1, timeout=WAIT_MS)
    finally:
        close_table(driver)


def test_announcements_name_the_ais_cards_and_each_tricks_winner(qtbot) -> None:
    """Issue 9: a screen reader hears every card the AI plays, who took each trick and which
    card you drew."""
    driver = open_table(qtbot, 5)
    try:
        for _ in range(3):
            driver.wait_for_human()
            play_by_keys(driver)
        driver.wait_for_human()
        events = [e for step in driver.steps for e in step]
        ai_plays = [e["card"] for e in events if e["type"] == "play" and e["seat"] == 1]
        tricks = [e for e in events if e["type"] == "trick"]
        assert len(ai_plays) >= 3 and len(tricks) >= 3
        for card in ai_plays:
            assert f"The AI played {spoken(card)}." in driver.announced
        won = [text for text in driver.announced if "won the trick" in text]
        assert [text.split(" won")[0] for text in won] == [
            "You" if t["winner"] == 0 else "The AI" for t in tricks
        ]
        assert all(f": {t['points']} point" in text for t, text in zip(tricks, won, strict=True))
        # Your own draws are named (the stock stays open unless someone closes it).
        draws = [e for e in events if e["type"] == "draw" and e["seat"] == 0]
        assert len(draws) >= 3 or any(e["type"] == "close" for e in events)
        for draw in draws:
            assert draw["card"] and f"You drew {spoken(draw['card'])}." in driver.announced
    finally:
        close_table(driver)


def test_enter_on_a_dimmed_card_shows_and_says_the_engines_reason(qtbot) -> None:
    """Issue 9 feedback: under strict rules, Enter on a card the engine refuses shows its
    reason over the card and announces it; nothing is sent to the engine."""
    seed = next(s for s in range(100) if deal_has_a_refusal(s))
    driver = open_table(qtbot, seed)
    c = driver.controller
    try:
        while True:
            driver.wait_for_human()
            assert not c.property("summaryVisible"), "the seed was chosen for a refusal"
            refusals = dict(c.property("cardRefusals") or {})
            if refusals:
                break
            play_by_keys(driver)
        code, refusal = next(iter(refusals.items()))
        assert driver.item(f"card_{code}").property("dimmed")
        steps, rejections = len(driver.steps), len(driver.rejections)
        driver.ring_to(code)
        driver.key(Qt.Key.Key_Return)
        tip = driver.item("refusalTip")
        qtbot.waitUntil(tip.isVisible, timeout=WAIT_MS)
        assert tip.childItems()[0].property("text") == REASONS[refusal]
        assert driver.announced[-1] == REASONS[refusal]
        assert (len(driver.steps), len(driver.rejections)) == (steps, rejections)
        assert c.property("yourTurn") and code in c.hand.codes()
    finally:
        close_table(driver)


def test_every_table_key_works_when_offered_and_buttons_take_tab_with_a_ring(qtbot) -> None:
    """The shortcut sheet's table keys, each pressed while its action is offered: M marriage
    (with the ringed card only), X exchange, C close, L last trick (Escape puts it away),
    S scores, R repeat, N next deal. The buttons are reached with Tab, show a focus ring and
    the keyboard returns to the hand."""
    driver = open_table(qtbot, find_seed(human_leads_with("exchange", "close", "marry:")))
    c = driver.controller
    try:
        keys = {entry["keys"] for entry in driver.shortcuts()}
        assert keys == {"M", "X", "C", "L", "S", "R", "N"}
        assert all(entry["action"] for entry in driver.shortcuts())
        driver.wait_for_human()

        # Tab reaches each offered button, ringed; Tab comes back round to the hand.
        seen = []
        for _ in range(8):
            driver.key(Qt.Key.Key_Tab)
            name = focused_button(driver)
            if not name:
                break
            ring = driver.item("buttonFocusRing", root=driver.item(name))
            assert ring.isVisible(), name
            seen.append(name)
        offers = [f"marry_{offer['card']}" for offer in c.table.property("marriageOffers")]
        assert offers and seen == [*offers, "exchangeButton", "closeButton"]
        qtbot.waitUntil(driver.item("hand").hasActiveFocus, timeout=WAIT_MS)

        plain = next(row["code"] for row in c.hand.rows() if not row["canMarry"])
        driver.ring_to(plain)
        steps = len(driver.steps)
        driver.key("M")  # the ringed card cannot marry: M says how, and plays nothing
        assert driver.announced[-1] == (
            "Ring a gold-edged König or Ober, then press M to declare its marriage."
        )
        assert len(driver.steps) == steps and c.table.property("canDeclareMarriage")

        driver.key_and_wait("X")
        assert any(e["type"] == "exchange" and e["seat"] == 0 for e in driver.steps[-1])
        qtbot.waitUntil(lambda: not c.table.property("canExchange"), timeout=WAIT_MS)
        steps = len(driver.steps)
        driver.key("X")  # no longer offered: nothing happens
        qtbot.wait(100)
        assert len(driver.steps) == steps and driver.rejections == []

        driver.key_and_wait("C")
        assert any(e["type"] == "close" and e["seat"] == 0 for e in driver.steps[-1])
        assert c.table.property("closedBy") == 0
        assert driver.item("hand").hasActiveFocus()

        while not (c.property("lastTrick") or {}).get("cards"):
            driver.wait_for_human()
            assert not c.property("summaryVisible")
            play_by_keys(driver)
        driver.wait_for_human()
        driver.key("L")
        qtbot.waitUntil(lambda: driver.visible("lastTrickPanel"), timeout=WAIT_MS)
        driver.key(Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not driver.visible("lastTrickPanel"), timeout=WAIT_MS)

        count = len(driver.announced)
        driver.host.forceActiveFocus()  # the keyboard elsewhere (the rules, the sheet): keys off
        driver.key("S")
        assert len(driver.announced) == count
        # A click on the bare felt (its margin) gives the hand the keyboard back.
        QTest.mouseClick(
            driver.view,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            QPoint(3, round(driver.view.height() * 0.45)),
        )
        qtbot.waitUntil(driver.item("hand").hasActiveFocus, timeout=WAIT_MS)
        driver.key("S")
        you = driver.item("yourPanel").property("points")
        assert driver.announced[-1].startswith("You, ") and f"Points: {you}" in driver.announced[-1]
        assert ". AI, " in driver.announced[-1] and "to go" in driver.announced[-1]
        count = len(driver.announced)
        driver.key("R")
        assert len(driver.announced) == count + 1 and driver.announced[-1] == driver.announced[-2]

        play_out_the_deal(driver)
        driver.key("N")
        qtbot.waitUntil(lambda: not driver.visible("dealSummary"), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: c.property("dealNumber") == 2, timeout=WAIT_MS)
        assert driver.item("hand").hasActiveFocus()
    finally:
        close_table(driver)
