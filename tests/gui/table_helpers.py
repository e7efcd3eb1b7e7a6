"""Helpers for the QML table tests: load the table, find items, click them like a person."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt, QUrl
from PySide6.QtQml import QQmlEngine, QQmlExpression
from PySide6.QtQuick import QQuickItem, QQuickView
from PySide6.QtTest import QTest

from cardavia_desktop.engine import new_match

VIEWS = Path(__file__).resolve().parents[2] / "cardavia_desktop" / "views"
TABLE_QML = VIEWS / "games" / "schnapsen" / "Table.qml"
HOST_QML = Path(__file__).resolve().parent / "qml" / "TableHost.qml"
WAIT_MS = 15000


def find_seed(predicate: Any, start: int = 0, limit: int = 400) -> int:
    """The first seed whose new Schnapsen match satisfies ``predicate(match)`` (test set-up)."""
    for seed in range(start, start + limit):
        if predicate(new_match("schnapsen", seed=seed)):
            return seed
    raise AssertionError("no seed found for the wanted opening")


def human_leads_with(*actions: str) -> Any:
    """Predicate: seat 0 leads the first trick and may take each of ``actions`` (prefixes)."""

    def check(match: Any) -> bool:
        if match.current_player != 0:
            return False
        legal = match.legal_actions()
        return all(any(a.startswith(p) for a in legal) for p in actions)

    return check


def find_item(root: QQuickItem, name: str) -> QQuickItem | None:
    """Depth-first search of the visual tree (Repeater delegates included) by objectName."""
    stack = [root]
    while stack:
        item = stack.pop()
        if item.objectName() == name:
            return item
        stack.extend(reversed(item.childItems()))
    return root.findChild(QQuickItem, name)


def evaluate(item: QQuickItem, expression: str) -> Any:
    """A QML expression in the item's scope (for what has no Python type: attached layers,
    JS values); it must not be undefined."""
    value, undefined = QQmlExpression(
        QQmlEngine.contextForObject(item), item, expression
    ).evaluate()
    assert not undefined, expression
    return value


class TableDriver:
    """A loaded Table.qml in a QQuickView, with its controller and the steps it reported."""

    def __init__(self, qtbot: Any, view: QQuickView) -> None:
        self.qtbot = qtbot
        self.view = view
        self.host: QQuickItem = view.rootObject()
        self.loader: QQuickItem = self.item("tableLoader", root=self.host)
        self.table: QQuickItem = self.loader.property("item")
        assert self.table is not None, "Table.qml did not load"
        self.controller: Any = self.table.property("controller")
        self.steps: list[list[dict[str, Any]]] = []
        self.rejections: list[tuple[str, str]] = []
        self.controller.stepped.connect(lambda events: self.steps.append(list(events)))
        self.controller.actionRejected.connect(lambda c, m: self.rejections.append((c, m)))

    # -- finding items -------------------------------------------------------------------

    def item(self, name: str, root: QQuickItem | None = None) -> QQuickItem:
        """The item with objectName ``name`` (fails the test if absent)."""
        found = find_item(root or self.table, name)
        assert found is not None, f"no item named {name!r}"
        return found

    def items(self, name: str) -> list[QQuickItem]:
        """Every item of the table's visual tree with objectName ``name``."""
        found, stack = [], [self.table]
        while stack:
            item = stack.pop()
            if item.objectName() == name:
                found.append(item)
            stack.extend(item.childItems())
        return found

    def maybe_item(self, name: str) -> QQuickItem | None:
        """The item named ``name`` or None."""
        return find_item(self.table, name)

    def visible(self, name: str) -> bool:
        """Whether the named item exists and is effectively visible."""
        found = self.maybe_item(name)
        return found is not None and bool(found.isVisible())

    def hand_items(self) -> list[QQuickItem]:
        """The card items of the human's hand, in model order."""
        codes = self.controller.hand.codes()
        return [self.item(f"card_{code}") for code in codes]

    # -- acting like a person --------------------------------------------------------------

    def click(self, item: QQuickItem) -> None:
        """Left-click the centre of ``item`` in the window (rotation and mirroring included),
        once it is visible and its centre inside the window (a sheet that slides in, a card
        still flying to its place: under load the click could come before it arrives)."""
        self.qtbot.waitUntil(item.isVisible, timeout=WAIT_MS)

        def inside() -> bool:
            centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2))
            return 0 <= centre.x() < self.view.width() and 0 <= centre.y() < self.view.height()

        self.qtbot.waitUntil(inside, timeout=WAIT_MS)
        centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2))
        point = QPoint(round(centre.x()), round(centre.y()))
        QTest.mouseClick(
            self.view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )

    def click_and_wait(self, item: QQuickItem) -> None:
        """Click ``item`` and wait for the engine's answer (a step or a refusal)."""
        before = (len(self.steps), len(self.rejections))
        self.click(item)
        self.qtbot.waitUntil(
            lambda: (len(self.steps), len(self.rejections)) != before, timeout=WAIT_MS
        )

    def key(self, key: Any, modifier: Any = Qt.KeyboardModifier.NoModifier) -> None:
        """Press and release ``key`` (a ``Qt.Key`` or a character) in the window."""
        QTest.keyClick(self.view, key, modifier)

    def key_and_wait(self, key: Any) -> None:
        """Press ``key`` and wait for the engine's answer (a step or a refusal)."""
        before = (len(self.steps), len(self.rejections))
        self.key(key)
        self.qtbot.waitUntil(
            lambda: (len(self.steps), len(self.rejections)) != before, timeout=WAIT_MS
        )

    def ring_to(self, code: str) -> None:
        """Move the hand's focus ring onto ``code`` with Home and Right (left-to-right layout)."""
        codes = list(self.controller.hand.codes())
        self.key(Qt.Key.Key_Home)
        for _ in range(codes.index(code)):
            self.key(Qt.Key.Key_Right)
        assert [item.objectName() for item in self.ringed_cards()] == [f"card_{code}"]

    def shortcuts(self) -> list[dict[str, str]]:
        """The table's own keys (its ``shortcuts`` property, as the shortcut sheet lists them)."""
        value = self.table.property("shortcuts")
        return list(value.toVariant() if hasattr(value, "toVariant") else value)

    def ringed_cards(self) -> list[QQuickItem]:
        """The cards whose keyboard focus ring shows (at most one while a hand has focus)."""
        stack, found = [self.table], []
        while stack:
            item = stack.pop()
            if item.objectName() == "focusRing" and item.isVisible():
                found.append(item.parentItem().parentItem())  # ring -> its layer -> CardView
            stack.extend(item.childItems())
        return found

    def wait_for_human(self) -> None:
        """Wait until it is the human's turn, or a summary or the match end shows."""
        c = self.controller
        names = ("yourTurn", "summaryVisible", "matchOver")
        self.qtbot.waitUntil(lambda: any(c.property(n) for n in names), timeout=WAIT_MS)


def load_table(
    qtbot: Any,
    seed: int,
    *,
    size: tuple[int, int] = (1280, 720),
    ai_delay_ms: int = 0,
    ai_level: str = "easy",
    mirrored: bool = False,
) -> TableDriver:
    """Load Table.qml (through a Loader, like the shell) and wait for its first step."""
    return open_table_view(
        qtbot,
        TABLE_QML,
        {"seed": seed, "aiDelayMs": ai_delay_ms, "aiLevel": ai_level},
        size=size,
        mirrored=mirrored,
    )


def open_table_view(
    qtbot: Any,
    table_qml: Path,
    properties: dict[str, Any],
    *,
    size: tuple[int, int] = (1280, 720),
    mirrored: bool = False,
    driver_class: type[TableDriver] | None = None,
    game_id: str | None = None,
) -> Any:
    """Any game's Table.qml in the test host (a Loader, as the shell uses) with ``properties``
    set, shown at ``size``; returns its driver once the controller runs. The host creates the
    game's controller: ``game_id`` unless given is the table's folder."""
    from cardavia_desktop.controllers import register_all

    register_all()  # every Cardavia QML type

    view = QQuickView()
    view.setResizeMode(QQuickView.ResizeMode.SizeRootObjectToView)
    view.setInitialProperties(
        {
            "tableUrl": QUrl.fromLocalFile(str(table_qml)),
            "tableProperties": properties,
            "mirrored": mirrored,
            **({"gameId": game_id} if game_id is not None else {}),
        }
    )
    view.resize(*size)
    view.setSource(QUrl.fromLocalFile(str(HOST_QML)))
    assert not view.errors(), [e.toString() for e in view.errors()]
    view.show()
    qtbot.waitExposed(view)
    driver = (driver_class or TableDriver)(qtbot, view)
    qtbot.waitUntil(lambda: driver.controller.property("running"), timeout=WAIT_MS)
    return driver


def close_table(driver: TableDriver) -> None:
    """Unload the table, wait for its engine thread to stop, and close the window."""
    thread = driver.controller.worker_thread()
    driver.host.setProperty("tableActive", False)
    driver.qtbot.waitUntil(lambda: not thread.isRunning(), timeout=WAIT_MS)
    driver.view.close()
    driver.view.deleteLater()


def load_game_info(qapp: Any, info_qml: Path) -> dict[str, Any]:
    """A game's Info.qml: name, format, pitch and Full rules sections, read with the English
    catalogue (its plural forms) installed; ``english`` says whether that catalogue loaded."""
    from PySide6.QtCore import QTranslator, QUrl
    from PySide6.QtQml import QQmlComponent, QQmlEngine

    from cardavia_desktop import paths

    translator = QTranslator()
    english = translator.load(str(paths.i18n_dir() / "cardavia_en.qm"))
    if english:
        qapp.installTranslator(translator)
    engine = QQmlEngine()
    component = QQmlComponent(engine, QUrl.fromLocalFile(str(info_qml)))
    info = component.create()
    assert info is not None, component.errorString()
    sections = info.property("sections")
    sections = sections.toVariant() if hasattr(sections, "toVariant") else sections
    data = {
        "english": english,
        "name": info.property("name"),
        "format": info.property("format"),
        "pitch": info.property("pitch"),
        "sections": sections,
    }
    engine.deleteLater()
    qapp.removeTranslator(translator)
    return data


def section_text(info: dict[str, Any], title: str) -> str:
    """All bullets of the Full rules section titled ``title``, joined."""
    section = next(s for s in info["sections"] if s["title"] == title)
    return " ".join(section["bullets"])
