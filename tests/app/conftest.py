"""Fixtures of the shell tests: launch the real Main.qml in-process (offscreen) and find items."""

from __future__ import annotations

import contextlib
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from cardavia_desktop import paths
from cardavia_desktop.build import find_tool

REPO = paths.base_dir()


class Shell:
    """A running Main.qml: its engine, window and AppSettings, with helpers to find and click."""

    def __init__(self, engine, window: QQuickWindow, settings, qtbot) -> None:
        self.engine, self.window, self.settings, self.qtbot = engine, window, settings, qtbot

    def find(self, name: str, root: QQuickItem | None = None) -> QQuickItem:
        """The item with this objectName (fails the test if there is none)."""
        found = self.find_all(name, root)
        assert found, f"no item named {name!r}"
        return found[0]

    def find_all(self, name: str, root: QQuickItem | None = None) -> list[QQuickItem]:
        """Every item with this objectName under ``root`` (the window's content by default),
        walking the visual item tree (delegates of a Repeater are not QObject children)."""
        found: list[QQuickItem] = []
        stack = [root or self.window.contentItem()]
        while stack:
            item = stack.pop()
            if item.objectName() == name:
                found.append(item)
            stack.extend(reversed(item.childItems()))
        found.sort(key=lambda item: (item.mapToScene(QPointF(0, 0)).y(),))
        return found

    def resize(self, width: int, height: int) -> None:
        """Resize the window and wait until its content has the new size (the X server answers
        a resize later; a layout read before then is the old size's)."""
        self.window.resize(width, height)
        content = self.window.contentItem()
        self.qtbot.waitUntil(
            lambda: (content.width(), content.height()) == (width, height), timeout=5000
        )
        self.qtbot.wait(50)  # a frame for the layout bound to the new size

    def has(self, name: str) -> bool:
        """Whether an item with this objectName exists now."""
        return bool(self.find_all(name))

    def settle(self, item: QQuickItem | str, timeout: int = 10_000) -> QQuickItem:
        """Wait until ``item`` is visible and has stopped moving (a person clicks a card that
        stands still, not one still sliding into its place in the hand); returns it. Given a
        name, the item is found again at each look: a hand that rebuilds its cards meanwhile
        (a selection, a step of the AI) replaces the one found first."""
        current = (lambda: self.find(item)) if isinstance(item, str) else (lambda: item)
        self.qtbot.waitUntil(lambda: current().isVisible(), timeout=timeout)
        since: list[tuple[QPointF, float]] = []
        found: list[QQuickItem] = []

        def still() -> bool:  # in the same place for 100 ms (several frames)
            found[:] = [current()]
            here, now = found[0].mapToScene(QPointF(0, 0)), time.monotonic()
            if not since or since[0][0] != here:
                since[:] = [(here, now)]
            return found[0].isVisible() and now - since[0][1] >= 0.1

        self.qtbot.waitUntil(still, timeout=timeout)
        return found[0]

    def settle_all(self, prefix: str = "", timeout: int = 30_000, still_ms: int = 250) -> None:
        """Wait until every visible item whose objectName starts with ``prefix`` (every named
        one by default) has kept its place and size in the scene for ``still_ms``: cards dealt
        or flying, a panel sliding in, a layout after a resize have all come to rest."""
        since: list[tuple[list[tuple[str, float, float, float, float]], float]] = []

        def places() -> list[tuple[str, float, float, float, float]]:
            found = []
            stack = [self.window.contentItem()]
            while stack:
                item = stack.pop()
                if not item.isVisible():
                    continue
                name = item.objectName()
                if name and name.startswith(prefix):
                    at = item.mapToScene(QPointF(0, 0))
                    found.append((name, at.x(), at.y(), item.width(), item.height()))
                stack.extend(item.childItems())
            return found

        def still() -> bool:
            here, now = places(), time.monotonic()
            if not since or since[0][0] != here:
                since[:] = [(here, now)]
            return now - since[0][1] >= still_ms / 1000

        self.qtbot.waitUntil(still, timeout=timeout)

    def click(self, item: QQuickItem) -> None:
        """Click the centre of ``item`` with the mouse."""
        centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
        QTest.mouseClick(
            self.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre
        )
        self.qtbot.wait(20)


@pytest.fixture
def launch(qapp, qtbot) -> Iterator[Callable[..., Shell]]:
    """``launch(game="", lang=None)`` starts Main.qml like the app does; closed after the test."""
    from PySide6.QtCore import QLocale

    from cardavia_desktop.app import close_shell, create_engine, shell_ready

    started: list[Shell] = []
    # A language applied in the test (QLocale's default, the layout's direction) goes with it:
    # a later test in this process formats its numbers as it did before ("20", not "۲۰").
    locale, direction = QLocale(), qapp.layoutDirection()

    def start(game: str = "", lang: str | None = None) -> Shell:
        engine, window, settings = create_engine(game, lang)
        shell = Shell(engine, window, settings, qtbot)
        started.append(shell)
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: shell_ready(window), timeout=10_000)  # built after frame one
        qtbot.wait(30)
        return shell

    yield start
    for shell in started:  # as the app quits: the window, its table, then the engine
        with contextlib.suppress(RuntimeError):  # a test may have closed it itself
            shell.window.close()
            close_shell(shell.window)
        shell.engine.deleteLater()
    qtbot.wait(30)
    QLocale.setDefault(locale)
    qapp.setLayoutDirection(direction)


@pytest.fixture
def test_translation(tmp_path: Path, monkeypatch) -> Path:
    """A compiled test translation ``ar`` (right-to-left) in a private i18n folder."""
    folder = tmp_path / "i18n"
    folder.mkdir()
    source = folder / "cardavia_ar.ts"
    source.write_text(TEST_TS, encoding="utf-8")
    subprocess.run([str(find_tool("lrelease")), "-silent", str(source)], check=True)
    monkeypatch.setenv("CARDAVIA_I18N_DIR", str(folder))
    return folder


TEST_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
<context><name>QGuiApplication</name>
<message><source>QT_LAYOUT_DIRECTION</source><translation>RTL</translation></message>
</context>
<context><name>Lobby</name>
<message><source>Choose a game</source><translation>اختر لعبة</translation></message>
</context>
<context><name>Header</name>
<message><source>Language:</source><translation>اللغة:</translation></message>
</context>
</TS>
"""
