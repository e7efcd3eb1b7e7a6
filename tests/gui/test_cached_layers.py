"""Cached layers of the table (issue 17 goal 3): the felt's light is drawn once into a texture and
shown from it while cards move over it. The cached felt must be the felt, and must be drawn again
when what it shows changes (its light, its ring)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QUrl
from PySide6.QtGui import QImage
from PySide6.QtQml import QQmlComponent
from PySide6.QtQuick import QQuickItem, QQuickView

from tests.gui.table_helpers import VIEWS, evaluate, find_item

FELT_QML = VIEWS / "common" / "Felt.qml"
SIZE = (320, 200)


@pytest.fixture
def felt(qapp, qtbot):
    """A window showing one Felt (as the tables do: it fills the window), and the Felt."""
    from cardavia_desktop.controllers import register_all

    register_all()
    window = QQuickView()
    window.resize(*SIZE)
    window.show()
    qtbot.waitExposed(window)
    component = QQmlComponent(window.engine(), QUrl.fromLocalFile(str(FELT_QML)))
    item = component.createWithInitialProperties(
        {"width": SIZE[0], "height": SIZE[1], "ring": QRectF(60, 50, 200, 100)}
    )
    assert isinstance(item, QQuickItem), component.errorString()
    item.setParentItem(window.contentItem())
    light = find_item(item, "feltLight")
    assert light is not None
    yield window, item, light
    window.close()
    window.deleteLater()


def grab(window: QQuickView, qtbot) -> QImage:
    """The window as drawn after pending changes (two frames later)."""
    for _ in range(2):
        with qtbot.waitSignal(window.frameSwapped, timeout=3000):
            window.update()
    return window.grabWindow().convertToFormat(QImage.Format.Format_RGB32)


def largest_difference(a: QImage, b: QImage) -> int:
    """The largest channel difference between two same-sized images."""
    assert a.size() == b.size()
    first, second = bytes(a.constBits()), bytes(b.constBits())
    return max(abs(x - y) for x, y in zip(first, second, strict=True))


def test_the_felt_is_cached_and_the_cache_is_the_felt(felt, qtbot) -> None:
    window, _item, light = felt
    assert evaluate(light, "layer.enabled") is True
    cached = grab(window, qtbot)
    evaluate(light, "layer.enabled = false")
    drawn = grab(window, qtbot)
    assert largest_difference(cached, drawn) <= 1


@pytest.mark.parametrize(("name", "value"), [("lightY", 0.05), ("ring", QRectF(10, 10, 120, 60))])
def test_the_cached_felt_is_drawn_again_when_it_changes(felt, qtbot, name, value) -> None:
    window, item, light = felt
    before = grab(window, qtbot)
    item.setProperty(name, value)
    after = grab(window, qtbot)
    assert largest_difference(before, after) > 2, f"{name}: the cached felt did not change"
    evaluate(light, "layer.enabled = false")  # the felt drawn directly
    assert largest_difference(after, grab(window, qtbot)) <= 1
