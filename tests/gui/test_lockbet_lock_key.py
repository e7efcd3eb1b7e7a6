"""Lock & Bet's L key locks the card under the keyboard ring, chosen or not (newcomer #11
moved the ring onto a card, keyed L and nothing happened until Enter had chosen it); with
another card chosen, L locks the ringed one; the key sheet says so. No QML warning."""

from __future__ import annotations

from PySide6.QtCore import Qt, QtMsgType

from tests.gui.lockbet_gui import LockbetDriver, close_lockbet, load_lockbet
from tests.gui.table_helpers import WAIT_MS

LOUD = {QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg}


def to_lock_step(d: LockbetDriver) -> list[str]:
    """Wait for your lock step with the hand settled and keyed; the hand's codes."""
    d.wait_for_turn()
    assert d.b("phase") == "lock"
    d.settle_hand()
    d.qtbot.waitUntil(lambda: d.item("hand").hasActiveFocus(), timeout=WAIT_MS)
    return list(d.controller.hand.codes())


def test_l_locks_the_ringed_card_without_choosing_it_first(qtbot, qtlog) -> None:
    d = load_lockbet(qtbot, 5)
    try:
        codes = to_lock_step(d)
        d.ring_to(codes[-1])
        assert d.b("selectedCard") == ""
        d.key_and_wait("L")
        assert d.rejections == []
        assert d.b("locked")[0] and d.b("lockedCard") == codes[-1]
        l_key = next(e["action"] for e in d.shortcuts() if e["keys"] == "L")
        assert "ringed card" in l_key
    finally:
        close_lockbet(d)
    assert [r.message for r in qtlog.records if r.type in LOUD] == []


def test_l_locks_the_ringed_card_when_another_is_chosen(qtbot) -> None:
    d = load_lockbet(qtbot, 6)
    try:
        codes = to_lock_step(d)
        d.ring_to(codes[0])
        d.key(Qt.Key.Key_Return)
        d.qtbot.waitUntil(lambda: d.b("selectedCard") == codes[0], timeout=WAIT_MS)
        d.key(Qt.Key.Key_End)
        assert [item.objectName() for item in d.ringed_cards()] == [f"card_{codes[-1]}"]
        d.key_and_wait("L")
        assert d.b("lockedCard") == codes[-1]
    finally:
        close_lockbet(d)


def test_l_locks_a_card_chosen_by_a_click(qtbot) -> None:
    d = load_lockbet(qtbot, 7)
    try:
        codes = to_lock_step(d)
        d.click(d.item(f"card_{codes[0]}"))
        d.qtbot.waitUntil(lambda: d.b("selectedCard") == codes[0], timeout=WAIT_MS)
        d.key_and_wait("L")
        assert d.b("lockedCard") == codes[0]
    finally:
        close_lockbet(d)
