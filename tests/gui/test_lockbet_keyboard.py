"""The Lock & Bet table played with the keyboard only: the lock chosen with the ring and Enter
(Escape puts it back) and confirmed by L; the amount raised and lowered with + and −, Escape
cancelling it and Enter confirming it; check, call, fold, bet and all-in by their letters; the
showdown announced; Enter or N for the next deal (and a new match), the hand keeping the
keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtQml import QQmlProperty

from tests.gui.lockbet_gui import LockbetDriver, close_lockbet, load_lockbet
from tests.gui.table_helpers import WAIT_MS
from tests.gui.test_lockbet_table import chips_add_up, your_bet

ALL_KEYS = {"L", "K", "C", "F", "B", "A", "+", "-", "Escape", "Return", "N"}


def ring_to(d: LockbetDriver, code: str) -> None:
    """Move the hand's focus ring onto ``code`` with Home and Right (left-to-right layout)."""
    codes = list(d.controller.hand.codes())
    d.key(Qt.Key.Key_Home)
    for _ in range(codes.index(code)):
        d.key(Qt.Key.Key_Right)
    assert [item.objectName() for item in d.ringed_cards()] == [f"card_{code}"]


def lock_by_keys(d: LockbetDriver, used: set[str]) -> None:
    """Choose the last card with the ring (once chosen and put back with Escape), lock by L."""
    d.settle_hand()
    code = d.controller.hand.codes()[-1]
    ring_to(d, code)
    d.key(Qt.Key.Key_Return)
    d.qtbot.waitUntil(lambda: d.b("selectedCard") == code, timeout=WAIT_MS)
    if "Escape" not in used:
        d.key(Qt.Key.Key_Escape)
        d.qtbot.waitUntil(lambda: d.b("selectedCard") == "", timeout=WAIT_MS)
        d.key(Qt.Key.Key_Return)
        d.qtbot.waitUntil(lambda: d.b("selectedCard") == code, timeout=WAIT_MS)
        used.add("Escape")
    d.key_and_wait("L")
    assert d.b("locked")[0] and d.b("lockedCard") == code
    used.add("L")


def amount_by_keys(d: LockbetDriver, used: set[str]) -> None:
    """+ twice, − once, Escape back to the minimum, then + and Enter: a bet one above it."""
    low, high = d.b("minAmount"), d.b("maxAmount")
    field = d.item("amountField")
    d.key("+")
    d.key("+")
    d.key("-")
    d.qtbot.waitUntil(lambda: field.property("text") == str(min(low + 1, high)), timeout=WAIT_MS)
    d.key(Qt.Key.Key_Escape)
    d.qtbot.waitUntil(lambda: field.property("text") == str(low), timeout=WAIT_MS)
    d.key("+")
    sent = len(d.steps)
    d.key_and_wait(Qt.Key.Key_Return)
    assert your_bet(d, sent) == min(low + 1, high)
    used.update({"+", "-", "Return"})


def test_lock_and_bet_deals_by_keyboard_every_table_key_works(qtbot) -> None:
    """Whole deals by keys only, until every key of the table has been used: each deal locks,
    bets and ends in the reveal (announced), then the next deal is dealt by Enter or N."""
    d = load_lockbet(qtbot, 21)
    try:
        play_by_keys(d)
    finally:
        close_lockbet(d)


def play_by_keys(d: LockbetDriver) -> None:
    """Deals by keys until every key was used and a showdown was seen."""
    c = d.controller
    keys = {entry["keys"] for entry in d.shortcuts()}
    assert {"L", "K", "C", "F", "B", "A", "N"} <= keys
    announced: list[str] = []
    d.item("announcer").announced.connect(announced.append)
    used: set[str] = set()
    deals = showdowns = 0
    hand = d.item("hand")
    for _ in range(300):
        d.wait_for_turn()
        chips_add_up(d)
        if c.property("matchOver"):
            d.qtbot.waitUntil(lambda: d.visible("matchResult"), timeout=WAIT_MS)
            d.key_and_wait(Qt.Key.Key_Return)
            d.qtbot.waitUntil(lambda: not d.visible("matchResult"), timeout=WAIT_MS)
            continue
        if c.property("summaryVisible"):
            deals += 1
            summary = c.property("summary")
            summary = summary.toVariant() if hasattr(summary, "toVariant") else summary
            showdowns += summary["reason"] == "showdown"
            assert any(text.startswith("Your card: ") for text in announced[-4:]), announced[-4:]
            assert "chips, the AI" in announced[-1] or "match" in announced[-1], announced[-1]
            if used >= ALL_KEYS and showdowns:
                break
            key = "N" if "N" not in used else Qt.Key.Key_Return
            d.key_and_wait(key)
            used.add("N" if key == "N" else "Return")
            d.qtbot.waitUntil(lambda: not c.property("summaryVisible"), timeout=WAIT_MS)
            assert hand.hasActiveFocus()
            continue
        assert hand.hasActiveFocus()
        if d.b("phase") == "lock":
            lock_by_keys(d, used)
            continue
        if "+" not in used and d.b("amountVerb") and d.b("maxAmount") > d.b("minAmount"):
            amount_by_keys(d, used)
        elif "B" not in used and d.b("amountVerb"):
            sent = len(d.steps)
            d.key_and_wait("B")
            assert your_bet(d, sent) == d.b("minAmount") or len(d.steps) > sent
            used.add("B")
        elif "F" not in used and showdowns and d.b("canFold"):
            d.key_and_wait("F")
            assert d.steps[-1] and any(e["type"] == "fold" for e in d.steps[-1])
            used.add("F")
        elif "A" not in used and "F" in used and d.b("allInAction"):
            d.key_and_wait("A")
            used.add("A")
        elif d.b("canCall"):
            d.key_and_wait("C")
            used.add("C")
        else:
            d.key_and_wait("K")
            used.add("K")
        assert not d.rejections, d.rejections
    assert used >= ALL_KEYS, ALL_KEYS - used
    assert showdowns >= 1 and deals >= 2
    assert any(text.startswith("AI: ") for text in announced)
    # The loop ended on a deal's summary: Enter deals the next one, and the ring shows again
    # once the hand may be used (choosing the card to lock).
    d.key_and_wait(Qt.Key.Key_Return)
    d.qtbot.waitUntil(lambda: hand.property("interactive"), timeout=WAIT_MS)
    assert len(d.ringed_cards()) == 1


def test_the_amounts_tab_stops_show_the_keyboard_focus(qtbot) -> None:
    """Newcomer #32 (Arabic, keys only): one Tab stop of the betting panel showed no focus at
    all (the amount slider) and the amount box only a thin caret. The slider's handle wears
    the brass ring the other sliders wear, the box a brass frame."""
    d = load_lockbet(qtbot, 21)
    try:
        d.wait_for_turn()
        lock_by_keys(d, set())
        d.wait_for_turn()
        d.qtbot.waitUntil(lambda: bool(d.b("amountVerb")), timeout=WAIT_MS)
        slider, ring = d.item("amountSlider"), d.item("amountSliderFocusRing")
        assert not ring.isVisible()
        slider.forceActiveFocus(Qt.FocusReason.TabFocusReason)
        d.qtbot.waitUntil(ring.isVisible, timeout=WAIT_MS)
        field = d.item("amountField")
        field.forceActiveFocus(Qt.FocusReason.TabFocusReason)
        d.qtbot.waitUntil(lambda: not ring.isVisible(), timeout=WAIT_MS)
        frame = d.item("amountFieldFrame")
        d.qtbot.waitUntil(lambda: QQmlProperty.read(frame, "border.width") == 3, timeout=WAIT_MS)
    finally:
        close_lockbet(d)
