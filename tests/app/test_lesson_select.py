"""Issue 35 (newcomer #4): a card being chosen — Piedicavallo's discard in its lesson, in a
fanned, mirrored hand (Arabic) — is clicked where it is drawn (its raised place, at a point
where no other card shows) and, once chosen, shows it at once: a thick brass band (at least
5 px), its check, and a higher rise than the cards still on offer. Real mouse; no QML
warning."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tests.app.test_lesson_gui import LOUD, WAIT_MS, lesson, moved_on, shot, wait_step
from tests.app.test_lesson_room import qml_int, start_lesson
from tests.gui.test_hand_clicks import visible_point


def hand_cards(shell: Any) -> list[Any]:
    """The card items of your hand, in its order (walking its visual items)."""
    found, stack = [], [shell.find("hand")]
    while stack:
        item = stack.pop()
        if item.objectName().startswith("card_"):
            found.append(item)
        stack.extend(reversed(item.childItems()))
    return found


@pytest.mark.parametrize("lang", ["ar", "en"])
def test_a_discard_is_clicked_where_drawn_and_shows_chosen(launch, qtlog, lang: str) -> None:
    shell, c = start_lesson(launch, "piedicavallo", lang, (1280, 800))
    while (waits := wait_step(shell, c)) == "next":
        went_on = moved_on(c, lesson(c).property("stepIndex"))
        shell.click(shell.find("lessonNext"))
        shell.qtbot.waitUntil(went_on, timeout=WAIT_MS)
    assert waits == "move"
    marked = [str(code) for code in lesson(c).property("marked")]
    assert len(marked) == 2
    for code in marked:
        card = shell.find(f"card_{code}")
        shell.settle(card)
        cards = [c for c in hand_cards(shell) if c.isVisible()]
        point = visible_point(cards, card)  # where the raised card shows, no other over it
        QTest.mouseClick(
            shell.window,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            QPoint(round(point.x()), round(point.y())),
        )
        shell.qtbot.waitUntil(lambda card=card: card.property("selected"), timeout=WAIT_MS)
    shell.qtbot.wait(300)
    shot(shell, f"select-piedicavallo-{lang}")
    offered = [c for c in hand_cards(shell) if c.property("lifted") and not c.property("selected")]
    for code in marked:
        card = shell.find(f"card_{code}")
        band = shell.find("selectedMark", card)
        assert band.isVisible() and qml_int(band, "border.width") >= 5
        assert all(card.property("liftOffset") > o.property("liftOffset") for o in offered)
    assert not [r.message for r in qtlog.records if r.type in LOUD]
