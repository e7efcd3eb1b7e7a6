"""The Tarocchi di Piedicavallo table played with the keyboard only, as South dealing: the discard
chosen with the arrows and Enter, an illegal pair refused with its reason, Escape putting the
choice back, D confirming, every trick played by keys to the score sheet, Enter for a new deal.
Along the way: the focus ring, the reason for an unplayable card, the last trick by L, and the
screen-reader announcements of the other seats' plays and of each trick's winner."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tests.gui.table_helpers import WAIT_MS, TableDriver, close_table
from tests.gui.test_piedicavallo_table import (
    illegal_pair,
    load_piedicavallo,
    seed_with_illegal_pair,
)


def ring_to(driver: TableDriver, code: str) -> None:
    """Move the hand's focus ring onto ``code`` with Home and Right (left-to-right layout)."""
    codes = list(driver.controller.hand.codes())
    driver.key(Qt.Key.Key_Home)
    for _ in range(codes.index(code)):
        driver.key(Qt.Key.Key_Right)
    ringed = driver.ringed_cards()
    assert [item.objectName() for item in ringed] == [f"card_{code}"]


def choose(driver: TableDriver, cards: tuple[str, str]) -> None:
    """Choose two discards with the ring and Enter."""
    for code in cards:
        ring_to(driver, code)
        driver.key(Qt.Key.Key_Return)
    driver.qtbot.waitUntil(
        lambda: driver.controller.table.property("discardReady"), timeout=WAIT_MS
    )


def test_a_whole_deal_by_keyboard_from_the_discard_to_a_new_deal(qtbot) -> None:
    """Keyboard only: discard (illegal pair refused, Escape, legal pair by D), 15 tricks by the
    ring and Enter, the reason of a dimmed card on Enter, L for the last trick, the sheet, and
    Enter dealing again with the hand holding the keyboard."""
    seed = seed_with_illegal_pair()
    driver = load_piedicavallo(qtbot, seed)
    c = driver.controller
    announced: list[str] = []
    driver.item("announcer").announced.connect(announced.append)
    try:
        keys = [entry["keys"] for entry in driver.shortcuts()]
        assert {"D", "L"} <= set(keys)
        driver.wait_for_human()
        assert c.table.property("discarding")
        hand = driver.item("hand")
        qtbot.waitUntil(hand.hasActiveFocus, timeout=WAIT_MS)
        assert len(driver.ringed_cards()) == 1, "the focus ring shows on one card"

        bad = illegal_pair(list(c.property("legalActions")))
        assert bad is not None
        choose(driver, bad)
        driver.key_and_wait("D")
        assert driver.rejections[-1][0] == "trump_discard_restricted"
        assert "15 cards" in driver.item("notice").property("text")
        assert len(c.hand.codes()) == 17
        driver.key(Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not c.table.property("selected"), timeout=WAIT_MS)
        assert hand.hasActiveFocus()

        legal = list(c.property("legalActions"))
        good = next(a for a in legal if a.startswith("discard:")).split(":", 1)[1].split(",")
        choose(driver, (good[0], good[1]))
        driver.key_and_wait("D")
        qtbot.waitUntil(lambda: len(c.hand.codes()) == 15, timeout=WAIT_MS)
        assert any("discarded two cards" in text for text in announced)

        plays, explained, saw_last_trick = 0, False, False
        while True:
            driver.wait_for_human()
            if c.property("matchOver"):
                break
            refusals: dict[str, Any] = dict(c.property("cardRefusals") or {})
            if refusals and not explained:
                code, refusal = next(iter(refusals.items()))
                ring_to(driver, code)
                driver.key(Qt.Key.Key_Return)
                tip = driver.item("refusalTip")
                qtbot.waitUntil(tip.isVisible, timeout=WAIT_MS)
                text = tip.childItems()[0].property("text")
                assert text == driver.item(f"card_{code}").property("reason")
                assert text != "This card cannot be played now.", refusal
                assert ("follow" in text) == (refusal == "must_follow"), (refusal, text)
                explained = True
            if not saw_last_trick and c.property("lastTrick").get("cards"):
                driver.key("L")
                qtbot.waitUntil(lambda: driver.visible("lastTrickPanel"), timeout=WAIT_MS)
                driver.key(Qt.Key.Key_Escape)
                qtbot.waitUntil(lambda: not driver.visible("lastTrickPanel"), timeout=WAIT_MS)
                saw_last_trick = True
            rows = c.hand.rows()
            code = next(row["code"] for row in rows if row["playable"])
            ring_to(driver, code)
            driver.key_and_wait(Qt.Key.Key_Return)
            assert driver.rejections[1:] == [], driver.rejections
            plays += 1
            assert plays <= 15
        assert plays == 15 and explained and saw_last_trick

        assert any(" played " in text for text in announced)
        assert sum(" took trick " in text for text in announced) == 15
        assert any(text.startswith("The deal is over.") for text in announced)
        qtbot.waitUntil(lambda: driver.visible("scoreSheet"), timeout=WAIT_MS)
        driver.key(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not driver.visible("scoreSheet"), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: c.property("dealer") == 1, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: len(driver.ringed_cards()) == 1, timeout=WAIT_MS)
        assert hand.hasActiveFocus()
    finally:
        close_table(driver)
