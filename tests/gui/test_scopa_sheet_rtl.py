"""The Scopa score sheet mirrored (Persian, Arabic), newcomer #10 item 8: the primiera's total
reads after the suits' values in their right-to-left order — "= 76" stands between the last
value and the total ("76 =" in the left-to-right isolate, at the left of the values), never
"… 21♠ 76 =" with the sign beyond the total."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine

from tests.gui.table_helpers import VIEWS, find_item
from tests.gui.test_scopa_sheet import deal_end

HOST = """
import QtQuick
import "%s" as Scopa
Item {
    id: host
    required property var summary
    width: 760; height: 560
    LayoutMirroring.enabled: %s
    LayoutMirroring.childrenInherit: true
    Scopa.ScoreSheet { objectName: "sheet"; anchors.fill: parent; summary: host.summary }
}
"""


def rendered(qapp, mirrored: bool):
    from cardavia_desktop.controllers import register_all

    register_all()
    engine = QQmlEngine()
    component = QQmlComponent(engine)
    folder = QUrl.fromLocalFile(str(VIEWS / "games" / "scopa")).toString()
    component.setData((HOST % (folder, str(mirrored).lower())).encode(), QUrl())
    summary = deal_end(["D7", "H7", "C6", "SA"], ["D6", "H5", "C7", "S7"])
    host = component.createWithInitialProperties({"summary": summary})
    assert host is not None, component.errorString()
    qapp.processEvents()
    return (engine, component, host), host


def test_the_primiera_total_reads_last_in_right_to_left(qapp) -> None:
    _keep, host = rendered(qapp, True)
    total = find_item(host, "sheetPrimieraYou_total")
    assert total.property("text") == "\u206676 =\u2069"
    spade = find_item(host, "sheetPrimieraYou_S")
    assert total.mapToItem(host, QPointF(0, 0)).x() < spade.mapToItem(host, QPointF(0, 0)).x()
    _keep, host = rendered(qapp, False)
    total = find_item(host, "sheetPrimieraYou_total")
    assert total.property("text") == "\u2066= 76\u2069"
