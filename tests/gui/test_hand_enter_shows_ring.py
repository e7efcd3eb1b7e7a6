"""Enter on a hand whose ring a click hid shows the ring first and plays (or chooses) nothing
(newcomer #12 item 3: a key never acts on a card you cannot see ringed). Lock & Bet, where a
click only chooses the card to lock and the turn goes on: the real mouse, then Enter."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.lockbet_gui import close_lockbet, load_lockbet
from tests.gui.table_helpers import WAIT_MS


def test_enter_after_a_click_rings_the_card_and_keeps_the_choice(qtbot) -> None:
    d = load_lockbet(qtbot, 21)
    try:
        d.wait_for_turn()
        d.settle_hand()
        code = d.controller.hand.codes()[-1]
        d.qtbot.waitUntil(d.item("hand").hasActiveFocus, timeout=WAIT_MS)
        d.click(d.item(f"card_{code}"))
        d.qtbot.waitUntil(lambda: d.b("selectedCard") == code, timeout=WAIT_MS)
        assert d.ringed_cards() == []  # the click hid the ring
        d.key(Qt.Key.Key_Return)
        d.qtbot.wait(200)
        assert d.b("selectedCard") == code  # nothing chosen or put back …
        assert [item.objectName() for item in d.ringed_cards()] == [f"card_{code}"]  # … ringed
        d.key(Qt.Key.Key_Return)  # the ring in view: Enter acts on it (puts the card back)
        d.qtbot.waitUntil(lambda: d.b("selectedCard") == "", timeout=WAIT_MS)
    finally:
        close_lockbet(d)
