"""Run by test_flight_overlay.py in a subprocess on a real display (custom shaders need OpenGL):
a card on the felt under the window's filter pass, drawn in the pass's capture and lifted into
its flight overlay (as a flying card is), at rest and moved; prints how the pictures differ as
JSON, one object per filter setting."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject, QObject, QPointF, QUrl
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtQml import QQmlComponent
from PySide6.QtQuick import QQuickItem, QQuickView

from cardavia_desktop import paths

HOST = Path(__file__).with_name("qml") / "FlightHost.qml"
GROUPED_HOST = Path(__file__).with_name("qml") / "GroupedHandFlightHost.qml"
LOCK_HOST = Path(__file__).with_name("qml") / "LockSlotFlightHost.qml"
# FilterLayer.lift/land take a rect: called from QML.
LIFT_QML = b"""
import QtQuick
QtObject {
    function lift(filters, card, home) {
        filters.lift(card, home, Qt.rect(-6, -6, card.width + 14, card.height + 18))
    }
    function land(filters, card, home) { filters.land(card, home) }
    // As GroupedHand lifts its strip (over the area it draws).
    function liftStrip(filters, strip, hand) { filters.lift(strip, hand, hand.flightArea) }
    // The part of an item that its layer holds, as [x, y, width, height].
    function framed(item) {
        const r = item.layer.sourceRect
        return [r.x, r.y, r.width, r.height]
    }
}
"""
# name: (contrast, temperature, grain), as the sliders' fractions
CASES = {"defaults": (0.5, 0.5, 0.5), "contrast 80 %, temperature 20 %": (0.8, 0.2, 0.5)}
# The card at a fractional place (as a centred row lies): its layer must still be drawn 1:1.
FRACTIONAL = "defaults, card at a fractional place"
# The grouped hand laid out right to left (Arabic, Persian): it must stay so in the overlay.
MIRRORED = "defaults, right to left"


def find(item: QQuickItem, name: str) -> QQuickItem:
    """The descendant of ``item`` called ``name``."""
    stack = [item]
    while stack:
        current = stack.pop()
        if current.objectName() == name:
            return current
        stack.extend(current.childItems())
    raise LookupError(name)


def call(helper: QObject, name: str, *items: QObject) -> None:
    """Call ``helper``'s QML function ``name`` with ``items``."""
    QMetaObject.invokeMethod(helper, name, *(Q_ARG("QVariant", item) for item in items))


def grab(view: QQuickView, app: QGuiApplication) -> QImage:
    """The window as drawn once pending changes are in."""
    for _ in range(3):
        app.processEvents()
    return view.grabWindow().convertToFormat(QImage.Format.Format_RGB32)


def steady_grab(view: QQuickView, app: QGuiApplication, seconds: float = 3.0) -> QImage:
    """The window once two grabs 50 ms apart are the same picture (images decoded, animations
    ended: on a loaded machine a card face may still be loading when a view first shows), or
    the last grab after ``seconds``."""
    deadline = time.monotonic() + seconds
    image = grab(view, app)
    while time.monotonic() < deadline:
        time.sleep(0.05)
        again = grab(view, app)
        if again == image:
            return again
        image = again
    return image


def compare(a: QImage, b: QImage) -> dict[str, float]:
    """The largest channel difference and the share of pixels that differ at all."""
    first, second = bytes(a.constBits()), bytes(b.constBits())
    steps = [abs(x - y) for x, y in zip(first, second, strict=True)]
    differing = sum(1 for i in range(0, len(steps), 4) if steps[i] or steps[i + 1] or steps[i + 2])
    largest = max(max(steps[0::4]), max(steps[1::4]), max(steps[2::4]))
    return {"largest": largest, "share": differing / (len(steps) // 4)}


def main() -> int:
    """Print the comparisons of every case; exit 3 without the filter pass."""
    from cardavia_desktop.controllers import register_all

    # The probe shows the same card images in several windows (a reference view after the one
    # under test). Were Qt to drop an image once it is a texture (QSG_TRANSIENT_IMAGES, tried
    # for memory and not kept), a second window could not texture it again and would draw no
    # face.
    os.environ.pop("QSG_TRANSIENT_IMAGES", None)
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
    place = card.property("x"), card.property("y")
    results = {}
    cases = {
        **{name: (*filters_at, (0.0, 0.0)) for name, filters_at in CASES.items()},
        FRACTIONAL: (*CASES["defaults"], (0.5, 0.3)),
    }
    for name, (contrast, temperature, grain, (dx, dy)) in cases.items():
        root.setProperty("contrast", contrast)
        root.setProperty("temperature", temperature)
        root.setProperty("grain", grain)
        area = place[0] + dx, place[1] + dy
        card.setProperty("x", area[0])
        card.setProperty("y", area[1])
        in_place = grab(view, app)
        # Lift it as a flight does: the card with its shadow and gold edge.
        call(helper, "lift", filters, card, home)
        lifted_parent = card.parentItem()
        lifted = grab(view, app)
        card.setProperty("x", area[0] + 37)
        moved_lifted = grab(view, app)
        call(helper, "land", filters, card, home)
        moved_in_place = grab(view, app)
        card.setProperty("x", area[0])
        landed = grab(view, app)
        if os.environ.get("FLIGHT_PROBE_DUMP"):  # a folder to save the pictures in, to look at
            shots = {
                "in_place": in_place,
                "lifted": lifted,
                "moved_lifted": moved_lifted,
                "moved_in_place": moved_in_place,
            }
            for label, image in shots.items():
                image.save(f"{os.environ['FLIGHT_PROBE_DUMP']}/{name[:8].strip()}-{label}.png")
        results[name] = {
            "lifted_into_overlay": lifted_parent is not None
            and lifted_parent.parentItem() == overlay,
            "landed_home": card.parentItem() == home,
            "lifted": compare(in_place, lifted),
            "moved": compare(moved_in_place, moved_lifted),
            "landed": compare(in_place, landed),
            "card_drawn": compare(in_place, grab_without(view, app, card)),
        }
    card.setProperty("x", place[0])
    card.setProperty("y", place[1])
    results["pass switched off"] = pass_switched_off(view, app, helper, root, filters, card, home)
    results["home moved"] = home_moved(app, helper, filters, card, home)
    results["hand"] = hand_flight(view, app, root, overlay)
    results["hand rising"] = hand_rising(view, app, root, overlay)
    results["hand made rising"] = hand_made_rising(view, app, root, overlay, helper)
    results["grouped"] = grouped_hand(view.engine(), helper, app)
    results["locked card"] = locked_card(view.engine(), app)
    print(json.dumps(results))
    return 0


def pass_switched_off(
    view: QQuickView,
    app: QGuiApplication,
    helper: QObject,
    root: QQuickItem,
    filters: QQuickItem,
    card: QQuickItem,
    home: QQuickItem,
) -> dict[str, Any]:
    """The pass turned off (the last filter set back to neutral) while the card is lifted: the
    card, still in the overlay until it lands, against the same card at home with no pass."""
    root.setProperty("contrast", 0.8)  # a pass that shows: the card must lose it too
    filters.setProperty("active", False)
    without_pass = steady_grab(view, app)
    filters.setProperty("active", True)
    call(helper, "lift", filters, card, home)
    filters.setProperty("active", False)
    lifted = steady_grab(view, app)
    still_lifted = card.parentItem() != home
    call(helper, "land", filters, card, home)
    landed = steady_grab(view, app)
    filters.setProperty("active", True)
    root.setProperty("contrast", 0.5)
    return {
        "still_lifted": still_lifted,
        "lifted": compare(without_pass, lifted),
        "landed": compare(without_pass, landed),
    }


def home_moved(
    app: QGuiApplication, helper: QObject, filters: QQuickItem, card: QQuickItem, home: QQuickItem
) -> dict[str, Any]:
    """The card's home moves and narrows while the card is lifted (a table laying itself out
    beside a panel that opens mid-flight): the lifted card must stay where it would be at home."""
    x, width = home.property("x"), home.property("width")
    call(helper, "lift", filters, card, home)
    home.setProperty("x", x + 40)
    home.setProperty("width", width - 40)

    def where() -> tuple[float, float]:
        point = card.mapToScene(QPointF(0, 0))
        return round(point.x(), 1), round(point.y(), 1)

    corner = home.mapToScene(QPointF(card.property("x"), card.property("y")))
    expected = round(corner.x(), 1), round(corner.y(), 1)
    follows = settle(app, lambda: where() == expected, seconds=2.0)
    seen = where()
    call(helper, "land", filters, card, home)
    home.setProperty("x", x)
    home.setProperty("width", width)
    return {"follows": follows, "seen": list(seen), "expected": list(expected)}


def settle(app: QGuiApplication, done: Any, seconds: float = 2.0) -> bool:
    """Run the event loop until ``done()`` or ``seconds`` passed; whether ``done()``."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    return bool(done())


def hand_rising(
    view: QQuickView, app: QGuiApplication, root: QQuickItem, overlay: QQuickItem
) -> dict[str, bool]:
    """Where a hand's row is while its playable cards rise (the turn comes round), and after."""
    hand = find(root, "hand")
    row = next(
        child
        for child in hand.childItems()
        if child.metaObject().className().startswith("QQuickRow")
    )
    settle(app, lambda: row.parentItem() == hand)
    root.setProperty("handActive", True)
    grab(view, app)
    parent = row.parentItem()
    flying = parent is not None and parent.parentItem() == overlay
    return {"flying": flying, "landed": settle(app, lambda: row.parentItem() == hand)}


def hand_made_rising(
    view: QQuickView, app: QGuiApplication, root: QQuickItem, overlay: QQuickItem, helper: QObject
) -> dict[str, Any]:
    """A hand made on its turn (a table opening): its cards rise at once, so its row is lifted
    before it has laid them out. Whether it flies and lands, the row's size and the part of it
    that its layer holds while it flies, and how much of the window it changes then and at
    rest."""
    without = steady_grab(view, app)
    root.setProperty("risingHandShown", True)
    hand = find(root, "risingHand")
    row = next(
        child
        for child in hand.childItems()
        if child.metaObject().className().startswith("QQuickRow")
    )
    # Before the row's first layout, as a table opens on your turn: the hand is given its
    # size (its cards grow to it) and becomes playable (they rise).
    place = find(root, "risingHandPlace")
    place.setProperty("width", 360)
    place.setProperty("height", 96)
    hand.setProperty("interactive", True)
    flying_picture = grab(view, app)
    parent = row.parentItem()
    flying = parent is not None and parent.parentItem() == overlay
    framed = QMetaObject.invokeMethod(
        helper, "framed", Q_RETURN_ARG("QVariant"), Q_ARG("QVariant", row)
    )
    row_size = row.property("width"), row.property("height")
    landed = settle(app, lambda: row.parentItem() == hand)
    at_rest = steady_grab(view, app)
    root.setProperty("risingHandShown", False)
    if os.environ.get("FLIGHT_PROBE_DUMP"):
        flying_picture.save(f"{os.environ['FLIGHT_PROBE_DUMP']}/made-flying.png")
        at_rest.save(f"{os.environ['FLIGHT_PROBE_DUMP']}/made-at-rest.png")
    return {
        "flying": flying,
        "landed": landed,
        "row": row_size,
        "framed": framed.toVariant(),
        "drawn_flying": compare(without, flying_picture),
        "drawn_at_rest": compare(without, at_rest),
    }


def host_view(
    engine: Any, host: Path, **properties: Any
) -> tuple[QQuickView, QQuickItem, QQmlComponent]:
    """A 400x300 window showing ``host`` (with the filter shader and ``properties``), and the
    component it was made by (which must outlive it)."""
    view = QQuickView(engine, None)
    view.resize(400, 300)
    component = QQmlComponent(engine, QUrl.fromLocalFile(str(host)))
    root = component.createWithInitialProperties(
        {"shader": QUrl.fromLocalFile(str(paths.filter_shader())), **properties}
    )
    if not isinstance(root, QQuickItem):
        raise RuntimeError(component.errorString())
    root.setParentItem(view.contentItem())
    view.show()
    return view, root, component


def locked_card(engine: Any, app: QGuiApplication) -> dict[str, Any]:
    """A Lock & Bet locked card under the pass: where it is while it is laid down and turned
    over, and the picture once it landed face up against a card shown face up from the start."""
    view, root, _component = host_view(engine, LOCK_HOST)
    slot = find(root, "lockSlot")
    overlay = find(find(root, "filters"), "flightOverlay")
    place = next(
        child
        for child in slot.childItems()
        if child.metaObject().className().startswith("QQuickRectangle")
    )

    def in_overlay() -> bool:
        parent = place.parentItem()
        return parent is not None and parent.parentItem() == overlay

    grab(view, app)
    root.setProperty("occupied", True)
    grab(view, app)
    laid_down_flying = in_overlay()
    laid_down_landed = settle(app, lambda: place.parentItem() == slot)
    face_down = grab(view, app)
    root.setProperty("revealed", True)
    grab(view, app)
    turning_flying = in_overlay()
    frames = []
    while in_overlay() and len(frames) < 200:
        frames.append(grab(view, app))
    turned_landed = settle(app, lambda: place.parentItem() == slot)
    settle(app, lambda: not slot.property("moving"))
    face_up = steady_grab(view, app)
    if os.environ.get("FLIGHT_PROBE_DUMP"):  # a folder to save the pictures in, to look at
        for index, image in enumerate(frames[:: max(1, len(frames) // 6)]):
            image.save(f"{os.environ['FLIGHT_PROBE_DUMP']}/lock-turning-{index}.png")
        face_up.save(f"{os.environ['FLIGHT_PROBE_DUMP']}/lock-face-up.png")
    view.close()
    # The same card shown face up from the start: never lifted, never turned.
    reference_view, _root, _made_by = host_view(engine, LOCK_HOST, occupied=True, revealed=True)
    reference = steady_grab(reference_view, app)
    reference_view.close()
    return {
        "laid_down_flying": laid_down_flying,
        "laid_down_landed": laid_down_landed,
        "turning_flying": turning_flying,
        "turned_landed": turned_landed,
        "turned": compare(face_down, face_up),
        "face_up": compare(reference, face_up),
    }


def grouped_hand(engine: Any, helper: QObject, app: QGuiApplication) -> dict[str, Any]:
    """A Minchiate grouped hand under the pass: its strip lifted into the overlay at rest and
    with its cards risen (the picture of the strip in the capture), landed (unchanged), and
    lifted by the hand itself while its cards rise or drop."""
    view = QQuickView(engine, None)
    view.resize(400, 300)
    component = QQmlComponent(engine, QUrl.fromLocalFile(str(GROUPED_HOST)))
    root = component.createWithInitialProperties(
        {"shader": QUrl.fromLocalFile(str(paths.filter_shader()))}
    )
    if not isinstance(root, QQuickItem):
        raise RuntimeError(component.errorString())
    root.setParentItem(view.contentItem())
    view.show()
    filters, hand = find(root, "filters"), find(root, "grouped")
    strip, overlay = find(hand, "strip"), find(filters, "flightOverlay")

    def in_overlay() -> bool:
        parent = strip.parentItem()
        return parent is not None and parent.parentItem() == overlay

    results: dict[str, Any] = {}
    cases = {
        **{name: (*filters_at, False) for name, filters_at in CASES.items()},
        MIRRORED: (*CASES["defaults"], True),
    }
    for name, (contrast, temperature, grain, mirrored) in cases.items():
        root.setProperty("contrast", contrast)
        root.setProperty("temperature", temperature)
        root.setProperty("grain", grain)
        root.setProperty("mirrored", mirrored)
        at_rest = grab(view, app)
        call(helper, "liftStrip", filters, strip, hand)
        lifted_at_rest = grab(view, app)
        lifted = in_overlay()
        # The cards rise and the others are veiled while the strip is lifted (the hand lands
        # only a strip it lifted itself, so this one stays up).
        root.setProperty("handActive", True)
        settle(app, lambda: not hand.property("moving"))
        moved_lifted = grab(view, app)
        stayed = in_overlay()
        call(helper, "land", filters, strip, hand)
        moved_in_place = grab(view, app)
        # The hand lifts its strip itself while the cards drop back, and lands it after.
        root.setProperty("handActive", False)
        grab(view, app)
        flying = in_overlay()
        landed_home = settle(app, lambda: strip.parentItem() == hand)
        settle(app, lambda: not hand.property("moving"))
        landed = grab(view, app)
        if os.environ.get("FLIGHT_PROBE_DUMP"):  # a folder to save the pictures in, to look at
            shots = {
                "at_rest": at_rest,
                "lifted_at_rest": lifted_at_rest,
                "moved_lifted": moved_lifted,
                "moved_in_place": moved_in_place,
            }
            for label, image in shots.items():
                image.save(
                    f"{os.environ['FLIGHT_PROBE_DUMP']}/grouped-{name[-8:].strip()}-{label}.png"
                )
        results[name] = {
            "lifted_into_overlay": lifted and stayed,
            "flying": flying,
            "landed_home": landed_home,
            "lifted": compare(at_rest, lifted_at_rest),
            "moved": compare(moved_in_place, moved_lifted),
            "cards_moved": compare(at_rest, moved_in_place),
            "landed": compare(at_rest, landed),
        }
    view.close()
    return results


def hand_flight(
    view: QQuickView, app: QGuiApplication, root: QQuickItem, overlay: QQuickItem
) -> dict[str, bool]:
    """Where a hand's row is while its cards close up after a play, and once they stopped."""
    hand = find(root, "hand")
    row = next(
        child
        for child in hand.childItems()
        if child.metaObject().className().startswith("QQuickRow")
    )
    QMetaObject.invokeMethod(root, "playFirst")
    grab(view, app)
    parent = row.parentItem()
    flying = parent is not None and parent.parentItem() == overlay
    deadline = time.monotonic() + 3
    while row.parentItem() != hand and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    return {"flying": flying, "landed": row.parentItem() == hand}


def grab_without(view: QQuickView, app: QGuiApplication, card: QQuickItem) -> QImage:
    """The window without the card (so a comparison shows the card is drawn at all)."""
    card.setVisible(False)
    image = grab(view, app)
    card.setVisible(True)
    return image


if __name__ == "__main__":
    sys.exit(main())
