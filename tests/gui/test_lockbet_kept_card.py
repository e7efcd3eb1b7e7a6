"""Lock & Bet: a click on the card you kept, or Enter on it, once the other is locked, says
why nothing happens (newcomer #12 item 13: nothing did): "This card plays in the next deal."
over the card, the way a hand says why a dimmed card cannot be played (HandView's note), and
to a screen reader; nothing is sent to the engine. The click gives the hand the keyboard and
the focus ring shows on the kept card, after Enter or Shift+Tab (newcomer #14's D10). A real
mouse click, then the keys."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QtMsgType

from tests.gui.lockbet_gui import close_lockbet, load_lockbet
from tests.gui.table_helpers import WAIT_MS

LOUD = {QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg}
NOTE = "This card plays in the next deal."


def test_the_kept_card_says_it_plays_in_the_next_deal(qtbot, qtlog) -> None:
    d = load_lockbet(qtbot, 5)
    announced: list[str] = []
    d.item("announcer").announced.connect(announced.append)
    tip = d.item("refusalTip")
    try:
        d.wait_for_turn()
        assert d.b("phase") == "lock"
        d.settle_hand()
        codes = list(d.controller.hand.codes())
        assert len(codes) == 2 and not tip.isVisible()
        d.click(d.item(f"card_{codes[0]}"))  # choose it (a click, as a person does)
        d.qtbot.waitUntil(lambda: d.b("selectedCard") == codes[0], timeout=WAIT_MS)
        assert not tip.isVisible()  # choosing a card is no refusal
        d.press("lockButton")
        d.qtbot.waitUntil(lambda: d.b("locked")[0], timeout=WAIT_MS)
        d.wait_for_turn()
        d.settle_hand()
        kept = d.item(f"card_{codes[1]}")
        assert list(d.controller.hand.codes()) == [codes[1]]
        assert not tip.isVisible()

        hand = d.item("hand")
        d.key(Qt.Key.Key_Tab)  # the keyboard off the hand (onto the Betting panel)
        d.qtbot.waitUntil(lambda: not hand.hasActiveFocus(), timeout=WAIT_MS)
        before = (len(d.steps), len(d.rejections))
        d.click(kept)
        # the click gives the hand the keyboard, as a click on any hand card (newcomer #14's D10)
        d.qtbot.waitUntil(hand.hasActiveFocus, timeout=WAIT_MS)
        d.qtbot.waitUntil(tip.isVisible, timeout=WAIT_MS)
        assert tip.childItems()[0].property("text") == NOTE
        box = tip.mapRectToScene(QRectF(0, 0, tip.width(), tip.height()))
        top = kept.mapToScene(QPointF(kept.width() / 2, 0)).y()
        assert box.bottom() <= top + 1, (box, top)  # over the card, as a refusal's note
        assert announced[-1] == NOTE
        d.qtbot.wait(300)
        assert (len(d.steps), len(d.rejections)) == before  # nothing sent

        count = len(announced)
        d.qtbot.waitUntil(lambda: d.item("hand").hasActiveFocus(), timeout=WAIT_MS)
        assert not kept.property("focusRing")  # a click hides the ring
        d.key(Qt.Key.Key_Return)  # the first Enter shows the ring a click hid
        assert announced[count:] == []
        assert kept.property("focusRing")  # drawn on the kept card (D10: none was)
        d.key(Qt.Key.Key_Return)  # the second one says it again
        d.qtbot.waitUntil(lambda: announced[count:] == [NOTE], timeout=WAIT_MS)
        assert tip.isVisible() and tip.childItems()[0].property("text") == NOTE
        assert (len(d.steps), len(d.rejections)) == before

        d.click(kept)  # the ring hidden again; Tab away and Shift+Tab back: it shows
        d.qtbot.waitUntil(lambda: not kept.property("focusRing"), timeout=WAIT_MS)
        d.key(Qt.Key.Key_Tab)
        d.qtbot.waitUntil(lambda: not hand.hasActiveFocus(), timeout=WAIT_MS)
        d.key(Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        d.qtbot.waitUntil(hand.hasActiveFocus, timeout=WAIT_MS)
        assert kept.property("focusRing")
    finally:
        close_lockbet(d)
    assert [r.message for r in qtlog.records if r.type in LOUD] == []
