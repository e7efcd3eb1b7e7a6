"""What a new player met in the window's shell (issue 18), driven with the mouse like a person."""

from __future__ import annotations

import pytest
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
    entries = [
        shell.find(f"language_{lang['code']}")
        for lang in shell.find("languageSelector").property("languages")
    ]
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
    outside = language_list.mapToScene(
        QPointF(language_list.width() + 80, language_list.height() / 2)
    ).toPoint()
    QTest.mouseClick(
        shell.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, outside
    )
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
    wheel = QWheelEvent(
        position,
        shell.window.mapToGlobal(position),
        QPoint(0, 0),
        QPoint(0, -240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    qapp.sendEvent(shell.window, wheel)
    shell.qtbot.wait(100)
    assert flick.property("contentY") == 0
    assert language_list.property("visible")
    # With the list closed the same wheel scrolls the rules (the event does reach the page).
    QTest.keyClick(shell.window, Qt.Key.Key_Escape)
    shell.qtbot.waitUntil(lambda: not language_list.property("visible"), timeout=2000)
    qapp.sendEvent(
        shell.window,
        QWheelEvent(
            position,
            shell.window.mapToGlobal(position),
            QPoint(0, 0),
            QPoint(0, -240),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        ),
    )
    shell.qtbot.waitUntil(lambda: flick.property("contentY") > 0, timeout=2000)


def test_readme_tells_how_many_sections_each_full_rules_page_has(launch) -> None:
    """Issue 18.8: the README's count of Full rules sections is true for every game."""
    from cardavia_desktop import paths
    from cardavia_desktop.app import table_games
    from tests.app.test_shell import _info_sections

    readme = " ".join((paths.base_dir() / "README.md").read_text(encoding="utf-8").split())
    assert "explains it in four or five short sections" in readme
    shell = launch()
    counts = {game: len(_info_sections(shell, game)) for game in table_games()}
    assert set(counts.values()) == {4, 5}, counts
    five = sorted(game for game, n in counts.items() if n == 5)
    assert five == ["lockbet", "schnapsen"]
    assert "Schnapsen and Lock & Bet have one more" in readme


# -- issue 18.6: the header and the game page keep their layout in every language -------------

LANGUAGES = ("en", "ar", "fa", "ms", "it", "de")


def _resize(shell, width: int, height: int) -> None:
    shell.resize(width, height)
    shell.qtbot.waitUntil(lambda: shell.window.width() == width, timeout=2000)
    shell.qtbot.wait(60)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_header_shows_every_filter_name_whole_from_1024_to_1920(launch, lang) -> None:
    shell = launch(lang=lang)
    # The widest values: "100%" beside the name (the filter names were cut at some settings).
    shell.settings.contrast = shell.settings.grain = shell.settings.temperature = 100
    header_width = None
    for width in (1024, 1280, 1600, 1920):
        _resize(shell, width, 800)
        for name in ("contrastSlider", "grainSlider", "temperatureSlider"):
            label = shell.find(f"{name}Label")
            assert not label.property("truncated"), (width, name, label.property("text"))
        # Nothing runs off the header: the options button is inside the window.
        button = shell.find("optionsButton")
        left = button.mapToScene(QPointF(0, 0)).x()
        assert left >= 0 and left + button.width() <= width, (width, left)
        header_width = width
    assert header_width == 1920


@pytest.mark.parametrize("lang", ("en", "ar", "de"))
def test_every_table_starts_at_the_same_height(launch, lang) -> None:
    """The Lock & Bet description wrapped and pushed its table lower than the others."""
    from PySide6.QtCore import Q_ARG, QMetaObject

    from cardavia_desktop.app import table_games

    shell = launch(lang=lang)
    for width in (1024, 1280, 1920):
        _resize(shell, width, 800)
        tops = {}
        for game in table_games():
            QMetaObject.invokeMethod(shell.window, "openGame", Q_ARG("QString", game))
            shell.qtbot.waitUntil(lambda: shell.has("tableLoader"), timeout=5000)
            shell.qtbot.wait(60)
            tops[game] = round(shell.find("tableLoader").mapToScene(QPointF(0, 0)).y())
        assert len(set(tops.values())) == 1, (width, tops)
