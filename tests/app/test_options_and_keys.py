"""The options panel (speed, reduced motion, four colours), the shortcut sheet and the table's
keyboard focus, in the real window."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtQml import QQmlExpression
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest


def _hand_cards(shell) -> list[QQuickItem]:
    """The CardViews of the player's hand (the items whose objectName starts with card_)."""
    hand = shell.find("hand")
    shell.qtbot.waitUntil(lambda: hand.property("count") > 0, timeout=5000)
    cards: list[QQuickItem] = []
    stack = [hand]
    while stack:
        item = stack.pop()
        if item.objectName().startswith("card_"):
            cards.append(item)
        stack.extend(item.childItems())
    return cards


def _key(shell, key: Qt.Key) -> None:
    QTest.keyClick(shell.window, key, Qt.KeyboardModifier.NoModifier)
    shell.qtbot.wait(30)


def test_options_panel_sets_speed_reduced_motion_and_four_colours(launch) -> None:
    shell = launch()
    assert not shell.find("optionsPanel").property("visible")
    shell.click(shell.find("optionsButton"))
    panel = shell.find("optionsPanel")
    shell.qtbot.waitUntil(lambda: panel.property("visible"))
    shell.click(shell.find("speed_2"))
    assert shell.settings.animationSpeed == 2.0
    shell.click(shell.find("reducedMotionSwitch"))
    assert shell.settings.reducedMotion
    assert not shell.find("speed_0").property("enabled")  # speed means nothing without motion
    shell.click(shell.find("fourColourSwitch"))
    assert shell.settings.fourColour
    _key(shell, Qt.Key.Key_Escape)
    shell.qtbot.waitUntil(lambda: not panel.property("visible"))


def test_reduced_motion_zeroes_every_card_duration(launch) -> None:
    shell = launch("schnapsen")
    card = _hand_cards(shell)[0]
    expression = QQmlExpression(shell.engine.contextForObject(card), card, "CardTheme.duration")
    assert expression.evaluate()[0] == 220
    shell.settings.reducedMotion = True
    assert expression.evaluate()[0] == 0


def test_four_colour_mode_recolours_french_diamonds_and_clubs_only(launch) -> None:
    shell = launch()

    def ink() -> dict[str, QColor]:
        """The mean colour of each preview pip's inked pixels, as the window shows it."""
        shell.qtbot.wait(100)
        image = shell.window.grabWindow()
        out = {}
        for suit in "HDCS":
            pip = shell.find(f"previewPip_{suit}")
            corner = pip.mapToScene(QPointF(0, 0))
            paper = QColor(image.pixel(int(corner.x()), int(corner.y())))
            inked = []
            for dx in range(int(pip.width())):
                for dy in range(int(pip.height())):
                    colour = QColor(image.pixel(int(corner.x()) + dx, int(corner.y()) + dy))
                    if abs(colour.lightness() - paper.lightness()) > 60:
                        inked.append(colour)
            assert inked, suit
            out[suit] = QColor(
                *(
                    sum(getattr(c, part)() for c in inked) // len(inked)
                    for part in ("red", "green", "blue")
                )
            )
        return out

    shell.click(shell.find("optionsButton"))
    shell.qtbot.waitUntil(lambda: shell.find("optionsPanel").isVisible())
    before = ink()
    shell.click(shell.find("fourColourSwitch"))  # as a person turns it on
    shell.qtbot.waitUntil(lambda: shell.settings.fourColour)
    after = ink()
    for suit in "HS":  # hearts red, spades black, as before
        assert abs(after[suit].hue() - before[suit].hue()) <= 10, suit
        assert abs(after[suit].lightness() - before[suit].lightness()) <= 10, suit
    assert before["D"].red() > before["D"].blue() and before["C"].red() < 90
    assert after["D"].blue() > after["D"].red()
    assert after["C"].green() > after["C"].red() and after["C"].green() > after["C"].blue()


def test_f1_shows_the_shortcut_sheet_and_escape_or_its_close_button_closes_it(launch) -> None:
    shell = launch("schnapsen")
    sheet = shell.find("shortcutSheet")
    assert not sheet.property("visible")
    _key(shell, Qt.Key.Key_F1)
    shell.qtbot.waitUntil(lambda: sheet.property("visible"))
    _key(shell, Qt.Key.Key_Escape)
    shell.qtbot.waitUntil(lambda: not sheet.property("visible"))
    shell.click(shell.find("shortcutsButton"))
    shell.qtbot.waitUntil(lambda: sheet.property("visible"))
    _key(shell, Qt.Key.Key_F1)
    shell.qtbot.waitUntil(lambda: not sheet.property("visible"))
    _key(shell, Qt.Key.Key_F1)  # and its own Close button, by mouse
    shell.qtbot.waitUntil(lambda: sheet.property("visible"))
    close = shell.find("shortcutSheetClose")
    assert close.property("text") == "Close" and close.isVisible()
    shell.click(close)
    shell.qtbot.waitUntil(lambda: not sheet.property("visible"))


def test_an_opened_table_gives_its_hand_the_keyboard(launch) -> None:
    shell = launch("schnapsen")
    hand = shell.find("hand")
    shell.qtbot.waitUntil(lambda: hand.hasActiveFocus(), timeout=5000)
    first = hand.property("currentIndex")
    _key(shell, Qt.Key.Key_End)
    assert hand.property("currentIndex") == hand.property("count") - 1 != first
    _key(shell, Qt.Key.Key_Home)
    assert hand.property("currentIndex") == 0
    _key(shell, Qt.Key.Key_Right)
    assert hand.property("currentIndex") == 1
    # The ring shows while the hand may be played (the AI may lead first).
    shell.qtbot.waitUntil(lambda: hand.property("interactive"), timeout=8000)
    rings = [ring for ring in shell.find_all("focusRing") if ring.isVisible()]
    assert len(rings) == 1


def test_language_list_opens_inside_the_filtered_content_and_works_by_keys(launch) -> None:
    shell = launch()
    selector, language_list = shell.find("languageSelector"), shell.find("languageList")
    assert not language_list.property("visible")
    shell.click(selector)
    shell.qtbot.waitUntil(lambda: language_list.property("visible"))
    # Under the item the filter pass captures (the window's content), not in a Popup overlay.
    content = shell.find("filterLayer").property("sourceItem")
    ancestor = language_list
    while ancestor is not None and ancestor is not content:
        ancestor = ancestor.parentItem()
    assert ancestor is content
    count = selector.property("count")
    assert count >= 2 and len(shell.find_all("language_en")) == 1
    _key(shell, Qt.Key.Key_Escape)
    shell.qtbot.waitUntil(lambda: not language_list.property("visible"))
    _key(shell, Qt.Key.Key_Down)  # the selector kept the keyboard: Down opens the list
    shell.qtbot.waitUntil(lambda: language_list.property("visible"))
    _key(shell, Qt.Key.Key_Down)
    _key(shell, Qt.Key.Key_Return)
    shell.qtbot.waitUntil(lambda: not language_list.property("visible"))
    assert shell.settings.language != "en"
    assert (
        selector.property("currentText")
        == selector.property("languages")[selector.property("currentIndex")]["name"]
    )


def test_a_shortcut_list_taller_than_its_sheet_shows_a_scroll_bar(launch) -> None:
    """Lock & Bet's list (its own nine keys, then the shared ones) in a small window runs past
    the sheet: a scroll bar says so (newcomer #16 read its last row cut in half), none when it
    fits; End, Home, the arrows and Page Down scroll it."""
    shell = launch("lockbet")
    sheet = shell.find("shortcutSheet")
    bar = shell.find("shortcutScrollBar")
    for size, taller in (((1024, 640), True), ((1920, 1080), False)):
        shell.resize(*size)
        _key(shell, Qt.Key.Key_F1)
        shell.qtbot.waitUntil(lambda: sheet.property("visible"))
        shell.qtbot.wait(100)
        assert bar.isVisible() == taller, size
        if taller:  # the keys scroll it: nothing is out of reach without the mouse (newcomer #32)
            flick = bar.parentItem()
            end = flick.property("contentHeight") - flick.height()
            _key(shell, Qt.Key.Key_End)
            assert abs(flick.property("contentY") - end) < 1
            _key(shell, Qt.Key.Key_Up)
            assert 0 < flick.property("contentY") < end
            _key(shell, Qt.Key.Key_Home)
            assert flick.property("contentY") == 0
            _key(shell, Qt.Key.Key_PageDown)
            assert flick.property("contentY") > 0
        _key(shell, Qt.Key.Key_Escape)
        shell.qtbot.waitUntil(lambda: not sheet.property("visible"))


def test_a_box_over_the_page_keeps_the_page_behind_from_the_mouse(launch) -> None:
    """The shortcut sheet (and every box over the page: one ModalBackdrop) takes the hover: a
    trump under it shows no name through it (session 45: "The Stars" floated over the sheet),
    as it does with the sheet closed; a click beside the box closes it."""
    from PySide6.QtCore import QObject

    shell = launch("piedicavallo")
    shell.resize(1440, 900)
    trump = next(c for c in _hand_cards(shell) if c.property("trumpName"))
    hover = trump.findChild(QObject, "trumpHover")
    shell.settle(trump.objectName())

    def point_on(card: QQuickItem) -> QPointF:
        pitch = float(shell.find("hand").property("pitch")) or card.width()
        return card.mapToScene(QPointF(min(card.width(), pitch) * 0.4, card.height() * 0.6))

    away = QPointF(shell.window.width() / 2, 20)
    QTest.mouseMove(shell.window, point_on(trump).toPoint())
    shell.qtbot.waitUntil(lambda: hover.property("hovered"), timeout=3000)
    QTest.mouseMove(shell.window, away.toPoint())
    shell.qtbot.waitUntil(lambda: not hover.property("hovered"), timeout=3000)
    sheet = shell.find("shortcutSheet")
    _key(shell, Qt.Key.Key_F1)
    shell.qtbot.waitUntil(lambda: sheet.property("visible"))
    QTest.mouseMove(shell.window, point_on(trump).toPoint())
    shell.qtbot.wait(300)
    assert not hover.property("hovered")
    beside = QPointF(20, shell.window.height() / 2).toPoint()
    QTest.mouseClick(
        shell.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, beside
    )
    shell.qtbot.waitUntil(lambda: not sheet.property("visible"))


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_shortcut_rows_keep_clear_of_the_scroll_bar(launch, lang: str) -> None:
    """Newcomers #34 and #36: a long row of Scopa's list ran under the scroll bar (in Persian,
    where the bar is on the left, the "E" of "Esc" was cut off)."""
    from PySide6.QtCore import QRectF

    shell = launch("scopa", lang=lang)
    shell.resize(1024, 640)
    sheet, bar = shell.find("shortcutSheet"), shell.find("shortcutScrollBar")
    _key(shell, Qt.Key.Key_F1)
    shell.qtbot.waitUntil(lambda: sheet.property("visible") and bar.isVisible())
    shell.qtbot.wait(100)
    edge = bar.mapRectToScene(QRectF(0, 0, bar.width(), bar.height()))
    rows = shell.find_all("shortcutRow", sheet)
    assert len(rows) > 10
    for row in rows:
        place = row.mapRectToScene(QRectF(0, 0, row.width(), row.height()))
        assert not place.intersects(edge), (lang, place, edge)


def _sheet_texts(shell: Any) -> list[str]:
    stack, texts = [shell.find("shortcutSheet")], []
    while stack:
        item = stack.pop()
        text = item.property("text")
        if isinstance(text, str) and text and item.isVisible():
            texts.append(text)
        stack.extend(item.childItems())
    return texts


@pytest.mark.parametrize(("game_id", "shared"), [("lockbet", False), ("schnapsen", True)])
def test_a_tables_own_enter_row_stands_for_the_shared_one(
    launch, game_id: str, shared: bool
) -> None:
    """Lock & Bet's sheet listed the shared "Enter / Space: play the card" beside its own Enter
    (choose the card, again to lock it; newcomer #37): a table's own row replaces it."""
    shell = launch(game_id)
    sheet = shell.find("shortcutSheet")
    _key(shell, Qt.Key.Key_F1)
    shell.qtbot.waitUntil(lambda: sheet.property("visible"))
    texts = _sheet_texts(shell)
    assert ("Play the card, or hear why it cannot be played" in texts) == shared, texts
    assert "Show or hide this list" in texts  # the other shared rows stay
