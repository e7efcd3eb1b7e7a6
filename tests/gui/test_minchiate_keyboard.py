"""The Minchiate table played with the keyboard only, as South robbing when cutting: the grouped
hand's focus ring, the discard chosen with the arrows and Enter (a counting card explained,
Escape putting the choice back, D confirming), a combination declared by its number and the
rest left by P, all 21 tricks by Enter (an unplayable card's reason from the engine's code),
L for the last trick, the end sheet and Enter for a new deal; the other seats' plays and each
trick announced."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from cardavia_desktop.engine.games.minchiate import rules as R
from tests.gui.table_helpers import WAIT_MS, TableDriver, close_table
from tests.gui.test_minchiate_table import find_seed, hand_codes, load_minchiate, minchiate


def ring_to(driver: TableDriver, code: str) -> None:
    """Move the hand's focus ring onto ``code`` with Home and Right (left-to-right layout)."""
    driver.key(Qt.Key.Key_Home)
    for _ in range(hand_codes(driver).index(code)):
        driver.key(Qt.Key.Key_Right)
    ringed = driver.ringed_cards()
    assert len(ringed) == 1 and ringed[0].parentItem().objectName() == f"card_{code}"


def tip_text(driver: TableDriver) -> str:
    """The reason bubble's words, once it shows."""
    tip = driver.item("refusalTip")
    driver.qtbot.waitUntil(tip.isVisible, timeout=WAIT_MS)
    return str(tip.childItems()[0].property("text"))


def discard_by_keys(driver: TableDriver) -> None:
    """A counting card explained, legal discards chosen, Escape, chosen again, D."""
    c, v, qtbot = driver.controller, minchiate(driver), driver.qtbot
    qtbot.waitUntil(lambda: v.property("discarding") and c.property("yourTurn"), timeout=WAIT_MS)
    k = v.property("toDiscard")
    counting = next(code for code in hand_codes(driver) if R.POINTS[R.PACK.index(code)] > 0)
    ring_to(driver, counting)
    driver.key(Qt.Key.Key_Return)
    assert "worth nothing" in tip_text(driver)
    legal = [a.split(":", 1)[1] for a in c.property("legalActions") if a.startswith("discard:")]
    for _ in range(2):
        for code in legal[:k]:
            ring_to(driver, code)
            driver.key(Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: v.property("discardReady"), timeout=WAIT_MS)
        if not v.property("selected") or _ > 0:
            break
        driver.key(Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not v.property("selected"), timeout=WAIT_MS)
    driver.key("D")
    qtbot.waitUntil(lambda: c.property("observation")["discard_counts"][0] == k, timeout=WAIT_MS)
    assert not set(legal[:k]) & set(hand_codes(driver))


def declare_by_keys(driver: TableDriver) -> None:
    """Declare the first combination by key 1, then stop declaring with P (the others stay
    undeclared)."""
    v, qtbot = minchiate(driver), driver.qtbot
    qtbot.waitUntil(lambda: v.property("declaring"), timeout=WAIT_MS)
    combos = len(v.property("combos"))
    assert combos >= 2
    driver.key_and_wait("1")
    qtbot.waitUntil(lambda: len(v.property("combos")) == combos - 1, timeout=WAIT_MS)
    driver.key_and_wait("P")
    qtbot.waitUntil(lambda: not v.property("declaring"), timeout=WAIT_MS)


def play_by_keys(driver: TableDriver) -> tuple[int, bool]:
    """Every trick by the ring and Enter; once, Enter on an unplayable card first."""
    c, v, qtbot = driver.controller, minchiate(driver), driver.qtbot
    plays, explained, saw_last_trick = 0, False, False
    while True:
        qtbot.waitUntil(
            lambda: (
                c.property("matchOver")
                or (v.property("phase") == "play" and v.property("yourTurn"))
            ),
            timeout=WAIT_MS,
        )
        if c.property("matchOver"):
            return plays, explained and saw_last_trick
        rows: list[dict[str, Any]] = list(v.property("hand"))
        refused = [row for row in rows if not row["legal"] and row["refusal"]]
        if refused and not explained:
            ring_to(driver, refused[0]["code"])
            driver.key(Qt.Key.Key_Return)
            text = tip_text(driver)
            assert text != "This card cannot be played now.", refused[0]
            if refused[0]["refusal"] == "must_follow":
                assert "You must follow" in text, text
            explained = True
        if not saw_last_trick and driver.visible("lastTrickButton"):
            driver.key("L")
            qtbot.waitUntil(lambda: driver.visible("lastTrickPanel"), timeout=WAIT_MS)
            driver.key(Qt.Key.Key_Escape)
            qtbot.waitUntil(lambda: not driver.visible("lastTrickPanel"), timeout=WAIT_MS)
            saw_last_trick = True
        ring_to(driver, next(row["code"] for row in rows if row["legal"]))
        driver.key_and_wait(Qt.Key.Key_Return)
        assert not driver.rejections, driver.rejections
        plays += 1
        assert plays <= 21


def test_a_whole_deal_by_keyboard_discard_declare_play_and_deal_again(qtbot) -> None:
    """Keyboard only, South cutting and robbing: discard, declarations, 21 tricks, the end
    sheet, Enter for the next deal; the focus ring showed, reasons were given, plays and
    tricks were announced."""
    seed = find_seed(1, "cutter", combos=2)
    driver = load_minchiate(qtbot, seed, 1)
    announced: list[str] = []
    driver.item("announcer").announced.connect(announced.append)
    try:
        keys = {entry["keys"] for entry in driver.shortcuts()}
        assert {"D", "P", "L", "S", "G"} <= keys
        hand = driver.item("hand")
        qtbot.waitUntil(hand.hasActiveFocus, timeout=WAIT_MS)
        discard_by_keys(driver)
        declare_by_keys(driver)
        for key, panel in (("G", "logPanel"), ("S", "setupPanel")):
            shown = driver.visible(panel)
            driver.key(key)
            qtbot.waitUntil(lambda p=panel, s=shown: driver.visible(p) != s, timeout=WAIT_MS)
            driver.key(key)
            qtbot.waitUntil(lambda p=panel, s=shown: driver.visible(p) == s, timeout=WAIT_MS)
        plays, checked = play_by_keys(driver)
        assert plays == 21 and checked
        assert any(" played " in text for text in announced)
        assert sum(" took trick " in text for text in announced) == 21
        assert any(text.startswith("The deal is over.") for text in announced)
        qtbot.waitUntil(lambda: driver.visible("endSheet"), timeout=WAIT_MS)
        dealer = driver.controller.property("dealer")
        driver.key(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not driver.visible("endSheet"), timeout=WAIT_MS)
        qtbot.waitUntil(
            lambda: driver.controller.property("dealer") == (dealer + 1) % 4, timeout=WAIT_MS
        )
        qtbot.waitUntil(lambda: len(driver.ringed_cards()) == 1, timeout=WAIT_MS)
        assert hand.hasActiveFocus()
    finally:
        close_table(driver)
