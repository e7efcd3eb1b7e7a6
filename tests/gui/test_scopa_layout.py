"""The Scopa table's layout: everything fits from small windows to full HD, nothing collides,
and the seats mirror under right-to-left layouts (card faces do not)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtQuick import QQuickItem

from tests.gui.test_scopa_table import close_scopa, load_scopa


def _rect(item: QQuickItem) -> QRectF:
    """The item's bounding rectangle in window coordinates."""
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def _overlap(a: QRectF, b: QRectF) -> bool:
    inter = a.intersected(b)
    return inter.width() > 1 and inter.height() > 1


@pytest.mark.parametrize("size", [(1024, 460), (1280, 620), (1920, 900)])
def test_scopa_table_fits_from_small_windows_to_full_hd(qtbot, size) -> None:
    """Issue item 3: opponent's hand, table cards, your hand, stock, both piles, whose turn and
    the match score all lie inside the window without colliding."""
    driver = load_scopa(qtbot, seed=3, size=size)
    try:
        driver.wait_for_human()
        window = QRectF(0, 0, *size)
        names = [
            "aiPanel",
            "opponentHand",
            "aiPile",
            "stock",
            "tableCards",
            "turnStatus",
            "yourPanel",
            "yourPile",
            "aiPanel_total",
            "yourPanel_total",
        ]
        rects = {name: _rect(driver.item(name)) for name in names}
        hand = [_rect(card) for card in driver.hand_items()]
        table_codes = driver.controller.property("observation")["table"]
        table = [_rect(driver.item(f"table_{code}")) for code in table_codes]
        assert hand and table
        for name, rect in rects.items():
            assert window.contains(rect), (name, rect, size)
        for rect in hand + table:
            assert window.contains(rect), (rect, size)
        for rect in hand:
            for name in ("yourPanel", "yourPile", "stock"):
                assert not _overlap(rect, rects[name]), (name, size)
        for rect in table:
            for name in ("stock", "turnStatus", "aiPanel", "aiPile", "yourPanel"):
                assert not _overlap(rect, rects[name]), (name, size)
        pairs = [
            ("aiPanel", "opponentHand"),
            ("opponentHand", "aiPile"),
            ("stock", "aiPanel"),
            ("yourPanel", "yourPile"),
            ("tableCards", "turnStatus"),
        ]
        for a, b in pairs:
            assert not _overlap(rects[a], rects[b]), (a, b, size)
        for left, right in itertools.pairwise(table):
            assert right.center().x() > left.center().x(), "table cards in a row"
        assert hand[0].width() >= 52 and table[0].width() >= 40, "cards stay readable"
        assert driver.item("yourPanel_total").property("text") == "0 / 11"
    finally:
        close_scopa(driver)


@pytest.mark.parametrize("mirrored", [False, True])
def test_scopa_layout_mirrors_under_layout_mirroring(qtbot, mirrored) -> None:
    """Right-to-left: panels, stock and piles swap sides; the hand's order reverses."""
    driver = load_scopa(qtbot, seed=3, mirrored=mirrored)
    try:
        driver.wait_for_human()
        middle = driver.view.width() / 2
        sides = {
            name: _rect(driver.item(name)).center().x() < middle
            for name in ("aiPanel", "yourPanel", "stock", "aiPile", "yourPile")
        }
        left = not mirrored
        assert sides == {
            "aiPanel": left,
            "yourPanel": left,
            "stock": left,
            "aiPile": not left,
            "yourPile": not left,
        }
        xs = [_rect(card).center().x() for card in driver.hand_items()]
        assert xs == sorted(xs, reverse=mirrored)
        for seat_pile in ("aiPile", "yourPile"):
            assert driver.item(seat_pile).property("scopaSide") == (1 if mirrored else -1)
    finally:
        close_scopa(driver)
