"""Schnapsen's finished trick stays in view until the next lead or a click (to be read):
newcomer #37 took it for a trick still in play. Beside it a tag says it is over and how it
goes; a trick in play has none. The view alone, in a window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent
from PySide6.QtQuick import QQuickView

from tests.gui.table_helpers import VIEWS, find_item

TRICK = [{"seat": 1, "card": "HA"}, {"seat": 0, "card": "HK"}]


@pytest.mark.parametrize(
    ("cards", "winner", "tagged"),
    [(TRICK, 1, True), (TRICK, 0, True), (TRICK[:1], -1, False), ([], -1, False)],
)
def test_a_finished_trick_says_it_is_over(qapp, qtbot, cards, winner: int, tagged: bool) -> None:
    from cardavia_desktop.controllers import register_all

    register_all()
    window = QQuickView()
    window.resize(500, 400)
    window.show()
    path = VIEWS / "games" / "schnapsen" / "TrickArea.qml"
    component = QQmlComponent(window.engine(), QUrl.fromLocalFile(str(path)))
    area = component.createWithInitialProperties(
        {"cards": cards, "winner": winner, "cardWidth": 90, "width": 216, "height": 190}
    )
    assert area is not None, component.errorString()
    area.setParentItem(window.contentItem())
    tag = find_item(area, "finishedTrickTag")
    assert tag is not None
    assert tag.isVisible() == tagged
    if tagged:  # beside the cards, not over them
        text = tag.childItems()[0].property("text")
        assert text == "Trick over: click it, or lead, to put it away"
        you = find_item(area, "trick_you")
        right = you.mapToScene(you.boundingRect().topRight()).x()
        assert tag.mapToScene(tag.boundingRect().topLeft()).x() >= right - 12
    area.deleteLater()
    window.close()
    window.deleteLater()
