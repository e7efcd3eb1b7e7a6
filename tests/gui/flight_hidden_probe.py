"""Run by test_flight_hidden_home.py in a subprocess on a real display (the filter pass needs
OpenGL): a card lifted into the pass's flight overlay whose home is then hidden (the table page
behind the Full rules tab) must not be drawn over what is shown instead; it lands home and shows
again with it. A card whose home is hidden is not lifted at all. Prints one JSON object; exit 3
without the filter pass."""

from __future__ import annotations

import json
import sys

from flight_probe import HOST, LIFT_QML, call, find, grab, settle
from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlComponent
from PySide6.QtQuick import QQuickItem, QQuickView

from cardavia_desktop import paths


def main() -> int:
    """Print what the hidden home did to its lifted card."""
    from cardavia_desktop.controllers import register_all

    app = QGuiApplication(sys.argv[:1])
    register_all()
    view = QQuickView()
    view.resize(400, 300)
    component = QQmlComponent(view.engine(), QUrl.fromLocalFile(str(HOST)))
    root = component.createWithInitialProperties(
        {"shader": QUrl.fromLocalFile(str(paths.filter_shader()))}
    )
    if not isinstance(root, QQuickItem):
        print(component.errorString(), file=sys.stderr)
        return 2
    root.setParentItem(view.contentItem())
    view.show()
    if view.rendererInterface().graphicsApi().name == "Software":
        return 3
    filters, home, card = find(root, "filters"), find(root, "home"), find(root, "card")
    overlay = find(filters, "flightOverlay")
    helper_component = QQmlComponent(view.engine())
    helper_component.setData(LIFT_QML, QUrl("lift.qml"))
    helper = helper_component.create()
    card.setProperty("visible", False)
    empty = grab(view, app)  # reference: the felt without the card
    card.setProperty("visible", True)
    shown = grab(view, app)

    def in_overlay() -> bool:
        parent = card.parentItem()
        return parent is not None and parent.parentItem() == overlay

    call(helper, "lift", filters, card, home)
    lifted = in_overlay()
    home.setProperty("visible", False)  # as the table's page behind another tab
    hidden_ok = settle(app, lambda: not card.isVisible())
    hidden = grab(view, app)
    landed_home = card.parentItem() == home
    home.setProperty("visible", True)
    settle(app, lambda: card.isVisible())
    back = grab(view, app)
    home.setProperty("visible", False)
    call(helper, "lift", filters, card, home)  # a flight while its table is not shown
    lifted_while_hidden = in_overlay()
    call(helper, "land", filters, card, home)
    home.setProperty("visible", True)
    result = {
        "lifted": lifted,
        "hidden_with_home": hidden_ok,
        "landed_home": landed_home,
        "hidden_like_empty": hidden == empty,
        "card_drawn": shown != empty,
        "back_like_shown": back == shown,
        "lifted_while_hidden": lifted_while_hidden,
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
