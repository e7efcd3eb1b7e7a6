"""The Scopa table played with the keyboard only: a whole deal by the focus ring and Enter, a
capture chosen among several with the arrows (Escape puts the card back first), the score sheet
and Enter for the next deal; the table keys of the shortcut sheet; the screen-reader
announcements of the AI's cards and captures. (Every Scopa card may always be played, so no
card of the hand is ever dimmed: there is no refusal to explain here.)"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from cardavia_desktop.controllers.tables.scopa import capture_options
from tests.gui.table_helpers import WAIT_MS, TableDriver
from tests.gui.test_scopa_table import choice_seed, choose_move, close_scopa, load_scopa  # noqa: F401

RANKS = {"A": "Ace", "K": "King", "Q": "Queen", "J": "Jack"}
SUITS = {"H": "Hearts", "D": "Diamonds", "C": "Clubs", "S": "Spades"}


def spoken(code: str) -> str:
    """A French card's spoken name, as the table says it (English)."""
    return f"{RANKS.get(code[1:], code[1:])} of {SUITS[code[0]]}"


def open_table(qtbot: Any, seed: int) -> TableDriver:
    """The table at ``seed`` with the hand holding the keyboard, announcements recorded."""
    driver = load_scopa(qtbot, seed)
    driver.announced = []  # type: ignore[attr-defined]
    driver.item("announcer").announced.connect(driver.announced.append)  # type: ignore[attr-defined]
    qtbot.waitUntil(driver.item("hand").hasActiveFocus, timeout=WAIT_MS)
    return driver


def choose_by_keys(driver: TableDriver, card: str, index: int) -> None:
    """With ``card``'s capture choice open: ring the ``index``-th chip with Home and Right,
    checking that its cards are lifted and ringed on the table, then take it with Enter."""
    board = driver.controller.property("table")
    chooser = driver.item("captureChooser")
    options = [list(option) for option in board.property("captureOptions")]
    driver.key(Qt.Key.Key_Home)
    for step in range(index + 1):
        if step:
            driver.key(Qt.Key.Key_Right)
        assert chooser.property("currentIndex") == step
        assert driver.item(f"captureOption_{step}").property("ringed")
        for code in driver.controller.property("observation")["table"]:
            table_card = driver.item(f"table_{code}")
            assert bool(table_card.property("lifted")) == (code in options[step]), code
            assert bool(table_card.property("focusRing")) == (code in options[step]), code
        assert driver.announced[-1] == "Take " + ", ".join(map(spoken, options[step]))
    driver.key_and_wait(Qt.Key.Key_Return)


def play_by_keys(driver: TableDriver, card: str, taken: list[str]) -> None:
    """Play ``card`` taking ``taken`` with the keyboard: the ring and Enter, then, if the card
    has several captures, the chip of ``taken`` with the arrows and Enter."""
    c = driver.controller
    options = capture_options(list(c.property("legalActions")), card)
    driver.ring_to(card)
    if len(options) < 2:
        driver.key_and_wait(Qt.Key.Key_Return)
        return
    driver.key(Qt.Key.Key_Return)
    chooser = driver.item("captureChooser")
    driver.qtbot.waitUntil(chooser.hasActiveFocus, timeout=WAIT_MS)
    offered = [sorted(option) for option in c.property("table").property("captureOptions")]
    choose_by_keys(driver, card, offered.index(sorted(taken)))


def play_deal_by_keys(driver: TableDriver) -> None:
    """Play your cards by keys (captures chosen by ``choose_move``) until the deal is over."""
    c = driver.controller
    while True:
        driver.wait_for_human()
        if c.property("summaryVisible"):
            return
        legal, hand = list(c.property("legalActions")), list(c.hand.codes())
        play_by_keys(driver, *choose_move(hand, legal, True))


def test_a_whole_deal_by_keyboard_with_a_capture_chosen_by_the_arrows(
    qtbot,
    choice_seed,  # noqa: F811  (the fixture imported above)
) -> None:
    """Issue 9: the deal played by the ring and Enter; a card with several captures opens the
    choice, which takes the keyboard; Escape puts the card back (the hand has the keys again);
    the arrows ring each option (its cards lifted and ringed on the table) and Enter takes it.
    The score sheet shows and is spoken; Enter deals again with the hand holding the keys."""
    driver = open_table(qtbot, choice_seed)
    c = driver.controller
    board = c.property("table")
    chooser = driver.item("captureChooser")
    try:
        driver.wait_for_human()  # the ring shows while the hand may be played
        qtbot.waitUntil(lambda: len(driver.ringed_cards()) == 1, timeout=WAIT_MS)
        plays, choices = 0, 0
        while True:
            driver.wait_for_human()
            if c.property("summaryVisible") or c.property("matchOver"):
                break
            legal, hand = list(c.property("legalActions")), list(c.hand.codes())
            card, taken = choose_move(hand, legal, choices > 0)
            first = len(driver.steps)
            if choices == 0 and len(capture_options(legal, card)) >= 2:
                driver.ring_to(card)
                driver.key(Qt.Key.Key_Return)
                qtbot.waitUntil(chooser.hasActiveFocus, timeout=WAIT_MS)
                assert board.property("selectedCard") == card and chooser.isVisible()
                driver.key(Qt.Key.Key_Tab)  # to the Cancel button, ringed; Escape still cancels
                cancel = driver.item("cancelCapture")
                qtbot.waitUntil(cancel.hasActiveFocus, timeout=WAIT_MS)
                assert driver.item("buttonFocusRing", root=cancel).isVisible()
                driver.key(Qt.Key.Key_Escape)
                qtbot.waitUntil(lambda: board.property("selectedCard") == "", timeout=WAIT_MS)
                assert not chooser.isVisible() and driver.item("hand").hasActiveFocus()
                choices += 1
            play_by_keys(driver, card, taken)
            mine = next(
                e
                for step in driver.steps[first:]
                for e in step
                if e["type"] in ("capture", "place") and e["seat"] == 0
            )
            assert (mine["card"], sorted(mine.get("cards", []))) == (card, sorted(taken))
            plays += 1
            assert plays <= 18
        assert plays == 18 and choices == 1 and driver.rejections == []
        qtbot.waitUntil(lambda: driver.visible("dealSummary"), timeout=WAIT_MS)
        assert any(
            text.startswith("Deal 1 of this match.") and "Match: you" in text
            for text in driver.announced
        )
        driver.key(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not driver.visible("dealSummary"), timeout=WAIT_MS)
        driver.wait_for_human()
        assert c.property("observation")["deal_number"] == 2
        qtbot.waitUntil(driver.item("hand").hasActiveFocus, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: len(driver.ringed_cards()) == 1, timeout=WAIT_MS)
    finally:
        close_scopa(driver)


def test_announcements_name_the_ais_cards_and_every_capture(qtbot) -> None:
    """Issue 9: a screen reader hears each card the AI plays (and what it takes) and what your
    own captures took."""
    driver = open_table(qtbot, 11)
    try:
        play_deal_by_keys(driver)
        events = [e for step in driver.steps for e in step]
        ai = [e for e in events if e["type"] in ("capture", "place") and e["seat"] == 1]
        assert any(e["type"] == "capture" for e in ai) and any(e["type"] == "place" for e in ai)
        for e in ai:
            if e["type"] == "place":
                assert f"The AI played {spoken(e['card'])} to the table." in driver.announced
            else:
                took = ", ".join(spoken(code) for code in e["cards"])
                assert f"The AI played {spoken(e['card'])} and took {took}." in driver.announced
        for e in events:
            if e["type"] == "capture" and e["seat"] == 0:
                took = ", ".join(spoken(code) for code in e["cards"])
                assert f"You took {took} with {spoken(e['card'])}." in driver.announced
    finally:
        close_scopa(driver)


def test_every_table_key_works_when_offered(qtbot) -> None:
    """The shortcut sheet's table keys: T says the table cards, S the scores, R repeats the last
    announcement, N leaves the score sheet (the arrows of a capture choice are the whole-deal
    test's)."""
    driver = open_table(qtbot, 4)
    c = driver.controller
    try:
        keys = {entry["keys"] for entry in driver.shortcuts()}
        assert keys == {"← →", "T", "S", "R", "N"}
        assert all(entry["action"] for entry in driver.shortcuts())
        driver.wait_for_human()
        driver.key("T")
        table = c.property("observation")["table"]
        assert driver.announced[-1] == "On the table: " + ", ".join(map(spoken, table)) + "."
        driver.key("S")
        said = driver.announced[-1]
        assert said.startswith("You, ") and "Match points: 0 of 11, Cards: " in said
        assert ". AI, " in said and "Scope: 0" in said
        count = len(driver.announced)
        driver.key("R")
        assert len(driver.announced) == count + 1 and driver.announced[-1] == driver.announced[-2]
        steps = len(driver.steps)
        driver.key("N")  # no score sheet: nothing happens
        qtbot.wait(100)
        assert len(driver.steps) == steps and c.property("observation")["deal_number"] == 1
        play_deal_by_keys(driver)
        qtbot.waitUntil(lambda: driver.visible("dealSummary"), timeout=WAIT_MS)
        driver.key("N")
        qtbot.waitUntil(lambda: not driver.visible("dealSummary"), timeout=WAIT_MS)
        driver.wait_for_human()
        assert c.property("observation")["deal_number"] == 2
        assert driver.item("hand").hasActiveFocus()
    finally:
        close_scopa(driver)


def test_right_to_left_the_arrows_follow_the_screen_in_the_capture_choice(qtbot) -> None:
    """Mirrored (Arabic, Persian): the first choice sits rightmost, Left moves to the next one
    on screen, Right back; the hand's arrows are mirrored the same way."""
    driver = load_scopa(qtbot, 9, mirrored=True)  # the player's first card has two captures
    c = driver.controller
    try:
        driver.wait_for_human()
        legal = list(c.property("legalActions"))
        codes = list(c.hand.codes())
        card = next(code for code in codes if len(capture_options(legal, code)) >= 2)
        driver.key(Qt.Key.Key_Home)
        for _ in range(codes.index(card)):
            driver.key(Qt.Key.Key_Left)
        assert [item.objectName() for item in driver.ringed_cards()] == [f"card_{card}"]
        driver.key(Qt.Key.Key_Return)
        chooser = driver.item("captureChooser")
        qtbot.waitUntil(chooser.hasActiveFocus, timeout=WAIT_MS)
        first, second = (driver.item(f"captureOption_{i}") for i in (0, 1))
        assert (
            second.mapToScene(second.boundingRect().center()).x()
            < first.mapToScene(first.boundingRect().center()).x()
        )
        driver.key(Qt.Key.Key_Left)
        assert chooser.property("currentIndex") == 1 and second.property("ringed")
        driver.key(Qt.Key.Key_Right)
        assert chooser.property("currentIndex") == 0 and first.property("ringed")
    finally:
        close_scopa(driver)
