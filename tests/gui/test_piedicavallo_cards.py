"""Tarot card faces (rules/README §0.3 codes): Italian suits drawn as generated pips, Cavallo
printed as the knight, trumps T1–T40 with a large numeral, the Matto with its own face."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine
from PySide6.QtQuick import QQuickItem

from cardavia_desktop.art import packs
from tests.gui.table_helpers import VIEWS, find_item

CARD_QML = VIEWS / "cards" / "CardView.qml"


@pytest.fixture
def make_card(qapp):
    """Build a CardView of the tarot pack for a code; the engine lives for the test."""
    from cardavia_desktop.controllers import register_all

    register_all()  # every Cardavia QML type

    engine = QQmlEngine()
    component = QQmlComponent(engine, QUrl.fromLocalFile(str(CARD_QML)))
    made: list[QQuickItem] = []

    def build(code: str, width: int = 96) -> QQuickItem:
        card = component.createWithInitialProperties(
            {"code": code, "pack": "tarot", "width": width}
        )
        assert card is not None, component.errorString()
        made.append(card)
        return card

    yield build
    for card in made:
        card.deleteLater()
    engine.deleteLater()


@pytest.mark.parametrize("code", ["T1", "T21", "T40"])
def test_readme_0_3_trumps_show_their_number_large(make_card, code) -> None:
    """The number is printed in the corners of the generated face, a quarter of the card wide
    (tests/gui/test_card_faces.py measures it on the rendered image)."""
    card = make_card(code)
    assert card.property("trumpFace")
    face = Path(QUrl(card.property("faceSource")).toLocalFile())
    svg = face.read_text(encoding="utf-8")
    assert svg.count(f">{code[1:]}</text>") == 2  # both corners
    assert f'font-size="{packs.TRUMP_INDEX[2]:g}"' in svg
    assert packs.TRUMP_INDEX[2] >= packs.WIDTH * 0.25  # readable when fanned


def test_readme_0_3_matto_has_its_own_face_and_name(make_card) -> None:
    card = make_card("MATTO")
    assert card.property("trumpFace")
    numeral = find_item(card, "trumpNumeral")
    assert numeral is None or not numeral.isVisible()


@pytest.mark.parametrize(
    ("code", "label"),
    [("SN", "Kn"), ("BK", "K"), ("CA", "A"), ("DQ", "Q"), ("S10", "10"), ("D6", "6")],
)
def test_readme_0_3_italian_suits_and_courts(make_card, code, label) -> None:
    card = make_card(code)
    assert not card.property("trumpFace")
    assert card.property("label") == label
    assert card.property("suit") == code[0]


def test_each_italian_suit_has_its_own_ink(make_card) -> None:
    """Swords, Batons, Cups and Coins are told apart by colour as well as by their pips."""
    inks = {make_card(f"{suit}K").property("ink").name() for suit in "SBCD"}
    assert len(inks) == 4
