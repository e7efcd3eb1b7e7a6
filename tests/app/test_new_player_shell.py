"""What a new player met in the window's shell (issue 18), driven with the mouse like a person."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest


def _centre(item: QQuickItem) -> QPoint:
    return item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()


def _hover(shell, item: QQuickItem) -> None:
    QTest.mouseMove(shell.window, _centre(item))
    shell.qtbot.wait(40)


def _open_list(shell) -> tuple[QQuickItem, QQuickItem]:
    selector, language_list = shell.find("languageSelector"), shell.find("languageList")
    shell.click(selector)
    shell.qtbot.waitUntil(lambda: language_list.property("visible"), timeout=2000)
    return selector, language_list


def _entries_below_the_header(shell, language_list: QQuickItem) -> list[QQuickItem]:
    """The list's entries, every one of them below the header (outside its bounds)."""
    header_bottom = shell.find("languageSelector").parentItem().mapToScene(QPointF(0, 0)).y()
    entries = [shell.find(f"language_{lang['code']}")
               for lang in shell.find("languageSelector").property("languages")]
    assert all(entry.mapToScene(QPointF(0, 0)).y() > header_bottom for entry in entries)
    return entries


def test_language_list_follows_the_mouse_hover_and_click(launch) -> None:
    shell = launch()
    selector, language_list = _open_list(shell)
    entries = _entries_below_the_header(shell, language_list)
    assert len(entries) >= 2
    # Hovering highlights each entry in turn, the last one too (far below the header).
    for index in (len(entries) - 1, 1, 0):
        _hover(shell, entries[index])
        assert selector.property("highlightedIndex") == index, index
        assert entries[index].property("hovered")
    # A click chooses: the language changes and the list closes.
    target = entries[-1]
    code = target.objectName().removeprefix("language_")
    shell.click(target)
    shell.qtbot.waitUntil(lambda: shell.settings.language == code, timeout=2000)
    shell.qtbot.waitUntil(lambda: not language_list.property("visible"), timeout=2000)
    assert selector.property("currentText") == selector.property("languages")[-1]["name"]


def test_language_list_right_to_left_takes_the_click_too(launch) -> None:
    shell = launch(lang="ar")
    selector, language_list = _open_list(shell)
    # Right-aligned under the selector in a mirrored window.
    right = lambda item: item.mapToScene(QPointF(item.width(), 0)).x()  # noqa: E731
    assert abs(right(language_list) - right(selector)) <= 1
    entries = _entries_below_the_header(shell, language_list)
    _hover(shell, entries[-1])
    assert selector.property("highlightedIndex") == len(entries) - 1
    code = entries[-1].objectName().removeprefix("language_")
    shell.click(entries[-1])
    shell.qtbot.waitUntil(lambda: shell.settings.language == code, timeout=2000)


def test_a_press_beside_the_list_closes_it_and_changes_nothing(launch) -> None:
    shell = launch()
    _selector, language_list = _open_list(shell)
    outside = language_list.mapToScene(QPointF(language_list.width() + 80,
                                               language_list.height() / 2)).toPoint()
    QTest.mouseClick(shell.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     outside)
    shell.qtbot.waitUntil(lambda: not language_list.property("visible"), timeout=2000)
    assert shell.settings.language == "en"
    # The button toggles: a click opens, a second click closes.
    selector, language_list = _open_list(shell)
    shell.click(selector)
    shell.qtbot.waitUntil(lambda: not language_list.property("visible"), timeout=2000)


def test_the_wheel_over_the_open_list_does_not_scroll_the_page_behind(launch, qapp) -> None:
    shell = launch(game="schnapsen")
    shell.click(shell.find("rulesTab"))
    flick = shell.find("rulesScrollBar").parentItem()  # the rules page's Flickable
    assert flick.property("contentHeight") > flick.height()  # it could scroll
    _selector, language_list = _open_list(shell)
    entry = _entries_below_the_header(shell, language_list)[-1]  # over the rules text
    _hover(shell, entry)
    position = QPointF(_centre(entry))
    wheel = QWheelEvent(position, shell.window.mapToGlobal(position), QPoint(0, 0),
                        QPoint(0, -240), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    qapp.sendEvent(shell.window, wheel)
    shell.qtbot.wait(100)
    assert flick.property("contentY") == 0
    assert language_list.property("visible")
    # With the list closed the same wheel scrolls the rules (the event does reach the page).
    QTest.keyClick(shell.window, Qt.Key.Key_Escape)
    shell.qtbot.waitUntil(lambda: not language_list.property("visible"), timeout=2000)
    qapp.sendEvent(shell.window, QWheelEvent(
        position, shell.window.mapToGlobal(position), QPoint(0, 0), QPoint(0, -240),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
        False))
    shell.qtbot.waitUntil(lambda: flick.property("contentY") > 0, timeout=2000)
