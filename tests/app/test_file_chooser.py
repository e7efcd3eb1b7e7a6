"""Export… and Open… go through the file chooser (QtQuick.Dialogs' FileDialog; on this display
Qt Quick's own, as on a desktop that offers none): it starts in the Documents folder, lists
match files, and remembers the folder last used, in this run and the next. Driven with the
mouse and the keys as a person does."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QPointF, Qt, QtMsgType, QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickWindow
from PySide6.QtTest import QTest

from cardavia_desktop import paths

LOUD = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)


QT_CHOOSER_RACE = "DelegateModel::cancel: index out range"
"""Qt Quick's own chooser, under load, cancels a delegate of its folder list after the folder
model has changed (its asynchronous listing); Qt's code, not ours, and harmless."""


def loud(qtlog: Any) -> list[str]:
    """What Qt and QML warned about so far (but Qt's own chooser's listing race)."""
    return [
        record.message
        for record in qtlog.records
        if record.type in LOUD and not record.message.startswith(QT_CHOOSER_RACE)
    ]


def move_on(shell: Any, game: Any) -> None:
    """One move of yours (and the AI's answer): the match at the table goes past an export."""
    game.setProperty("aiDelayMs", 0)
    shell.qtbot.waitUntil(lambda: game.property("yourTurn"), timeout=10_000)
    moves = game.property("moves")
    game.act(next(iter(game.property("legalActions"))))
    shell.qtbot.waitUntil(lambda: game.property("moves") > moves, timeout=10_000)


def documents_folder(tmp_path: Path) -> Path:
    """A Documents folder of this test's own, where the desktop's user-dirs file says."""
    folder = tmp_path / "Documents"
    (folder / "shared").mkdir(parents=True)
    config = Path(paths.settings_file()).parent.parent  # $XDG_CONFIG_HOME
    config.mkdir(parents=True, exist_ok=True)
    (config / "user-dirs.dirs").write_text(f'XDG_DOCUMENTS_DIR="{folder}"\n', encoding="utf-8")
    return folder


def running_table(launch: Any) -> tuple[Any, Any]:
    """The shell with Schnapsen's table open and its match running."""
    shell = launch(game="schnapsen")
    shell.qtbot.waitUntil(
        lambda: shell.find("tableLoader").property("item") is not None, timeout=10_000
    )
    game = shell.find("tableLoader").property("item").property("controller")
    shell.qtbot.waitUntil(lambda: game.property("running"), timeout=10_000)
    return shell, game


def chooser(shell: Any) -> QQuickWindow | None:
    """The file chooser's window while it shows (Qt Quick's chooser is a modal window of its
    own, over the app's). (Not through ``transientParent()``: PySide then drops the app
    window's wrapper.)"""
    window = QGuiApplication.modalWindow()
    if window is None or window is shell.window or not isinstance(window, QQuickWindow):
        return None
    return window if window.isVisible() else None


def in_chooser(shell: Any, name: str) -> list[Any]:
    """The chooser's visible items named ``name``."""
    window = chooser(shell)
    if window is None:
        return []
    return [item for item in shell.find_all(name, window.contentItem()) if item.isVisible()]


def entries(shell: Any) -> dict[str, Any]:
    """The chooser's list entries by file name."""
    window = chooser(shell)
    if window is None:
        return {}
    found: dict[str, Any] = {}
    stack = [window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName().startswith("fileDialogDelegate") and item.isVisible():
            found[item.property("fileName")] = item
        stack.extend(item.childItems())
    return found


def entry(shell: Any, file_name: str) -> Any:
    """The chooser's list entry of ``file_name`` (the list fills in after the folder is read)."""
    shell.qtbot.waitUntil(lambda: file_name in entries(shell), timeout=5_000)
    return entries(shell)[file_name]


def button(shell: Any, text: str) -> Any:
    """The chooser's button that says ``text`` (Qt's own words: these tests run in English)."""
    stack = [chooser(shell).contentItem()]
    while stack:
        item = stack.pop()
        if (
            item.isVisible()
            and "Button" in item.metaObject().className()
            and item.property("text") == text
        ):
            return item
        stack.extend(item.childItems())
    raise AssertionError(f"no {text!r} button in the chooser")


def click(shell: Any, item: Any) -> None:
    """Click ``item`` of the chooser with the mouse."""
    centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
    QTest.mouseClick(
        item.window(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre
    )
    shell.qtbot.wait(50)


def double_click(shell: Any, item: Any) -> None:
    """Double-click ``item`` of the chooser with the mouse."""
    centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
    QTest.mouseDClick(
        item.window(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre
    )
    shell.qtbot.wait(50)


def dialog(shell: Any, name: str, prop: str) -> Any:
    """A property of the page's FileDialog ``name`` (a QObject, not an item; looked up each
    time: PySide has no wrapper type of its own for it)."""
    found = shell.window.findChild(QObject, name)
    assert found is not None, name
    return found.property(prop)


def folder_of(shell: Any, name: str) -> Path:
    """The folder the chooser ``name`` shows."""
    return Path(QUrl(dialog(shell, name, "currentFolder")).toLocalFile())


def test_export_and_open_through_the_chooser_remember_the_folder(launch, tmp_path, qtlog) -> None:
    documents = documents_folder(tmp_path)
    shell, game = running_table(launch)
    seed = game.property("matchSeed")

    shell.click(shell.find("exportAction"))
    shell.qtbot.waitUntil(
        lambda: bool(
            dialog(shell, "exportDialog", "visible") and in_chooser(shell, "fileNameTextField")
        ),
        timeout=5_000,
    )
    assert folder_of(shell, "exportDialog") == documents  # the first time: the Documents folder
    name_field = in_chooser(shell, "fileNameTextField")[0]
    # The match's own name is offered (a desktop's chooser shows it in its name line).
    offered = Path(QUrl(dialog(shell, "exportDialog", "selectedFile")).toLocalFile())
    assert offered == documents / f"cardavia-schnapsen-{seed}.json"
    # ... and Qt Quick's own chooser shows it too (newcomer #31: its name field was empty)
    shell.qtbot.waitUntil(lambda: name_field.property("text") == offered.name, timeout=5_000)
    double_click(shell, entry(shell, "shared"))  # into a folder, with the mouse
    shell.qtbot.waitUntil(
        lambda: folder_of(shell, "exportDialog") == documents / "shared", timeout=5_000
    )
    click(shell, name_field)
    QTest.keySequence(chooser(shell), "Ctrl+A")  # (PySide keeps no wrapper of it: asked anew)
    for letter in "MINE":  # "mine": the chooser adds ".json"
        QTest.keyClick(chooser(shell), getattr(Qt.Key, f"Key_{letter}"))
    click(shell, button(shell, "Save"))
    target = documents / "shared" / "mine.json"
    shell.qtbot.waitUntil(target.exists, timeout=10_000)
    assert json.loads(target.read_text())["game"] == "schnapsen"
    assert not dialog(shell, "exportDialog", "visible")
    shell.qtbot.waitUntil(
        lambda: "mine.json" in (shell.find("fileNote").property("text") or ""), timeout=5_000
    )
    assert Path(QUrl(shell.settings.fileFolder).toLocalFile()) == documents / "shared"

    (documents / "shared" / "notes.txt").write_text("not a match")
    move_on(shell, game)  # the file is then an earlier point of the match, not the match as is
    shell.click(shell.find("importAction"))
    box = shell.find("importBox")
    if box.property("visible"):  # a match under way: it says what is given up, then goes on
        shell.click(shell.find("askBoxAccept", box))
    shell.qtbot.waitUntil(lambda: dialog(shell, "importDialog", "visible"), timeout=5_000)
    assert folder_of(shell, "importDialog") == documents / "shared"  # where the last file went
    assert dialog(shell, "importDialog", "nameFilters")[0].endswith("(*.json)")
    entry(shell, "mine.json")
    assert "notes.txt" not in entries(shell)  # only match files are listed
    double_click(shell, entry(shell, "mine.json"))
    shell.qtbot.waitUntil(lambda: game.property("assisted"), timeout=10_000)
    assert not dialog(shell, "importDialog", "visible") and not box.property("visible")

    shell.settings.flush()  # the next run starts there too
    saved = json.loads(paths.settings_file().read_text(encoding="utf-8"))
    assert saved["last_folder"] == str(documents / "shared")
    assert loud(qtlog) == []


def test_a_refused_file_says_why_and_offers_another_choice(launch, tmp_path, qtlog) -> None:
    documents = documents_folder(tmp_path)
    (documents / "bad.json").write_text("not json")
    shell, game = running_table(launch)
    shell.qtbot.waitUntil(lambda: game.property("yourTurn"), timeout=10_000)
    game.act(game.property("legalActions")[0])  # a decision: the match is under way
    shell.qtbot.waitUntil(lambda: game.property("atStake"), timeout=10_000)
    seed = game.property("matchSeed")
    shell.click(shell.find("importAction"))
    box = shell.find("importBox")  # first: what opening a file gives up
    assert box.property("visible") and not dialog(shell, "importDialog", "visible")
    assert "lost match" in shell.find("askBoxWarning", box).property("text")
    shell.click(shell.find("askBoxAccept", box))  # "Choose a file…"
    shell.qtbot.waitUntil(lambda: dialog(shell, "importDialog", "visible"), timeout=5_000)
    double_click(shell, entry(shell, "bad.json"))
    refusal = shell.find("askBoxRefusal", box)
    shell.qtbot.waitUntil(lambda: refusal.property("text") != "", timeout=10_000)
    assert box.property("visible") and "not a Cardavia match file" in refusal.property("text")
    assert game.property("matchSeed") == seed and not game.property("assisted")
    shell.click(shell.find("askBoxAccept", box))  # "Choose another file…": the chooser again
    shell.qtbot.waitUntil(
        lambda: dialog(shell, "importDialog", "visible") and not box.property("visible"),
        timeout=5_000,
    )
    QTest.keyClick(chooser(shell), Qt.Key.Key_Escape)
    shell.qtbot.waitUntil(lambda: not dialog(shell, "importDialog", "visible"), timeout=5_000)
    assert game.property("matchSeed") == seed
    assert loud(qtlog) == []


def test_the_remembered_folder_is_checked_on_reading_and_on_use(qapp, tmp_path) -> None:
    from cardavia_desktop.controllers.settings_controller import AppSettings
    from cardavia_desktop.settings import Settings, SettingsStore

    for bad in ("relative/folder", 42, ["/tmp"], "/tmp/\x00x", "/" + "x" * 5000):
        settings, reset = Settings.read({"last_folder": bad})
        assert (settings.last_folder, reset) == ("", ["last_folder"]), bad
    documents = documents_folder(tmp_path)
    gone = tmp_path / "gone"
    SettingsStore().save(Settings(last_folder=str(gone)))  # a folder since removed
    settings = AppSettings()
    assert Path(QUrl(settings.fileFolder).toLocalFile()) == documents
    settings.rememberFile(QUrl.fromLocalFile(str(documents / "shared" / "x.json")))
    assert Path(QUrl(settings.fileFolder).toLocalFile()) == documents / "shared"
    assert (
        Path(QUrl(settings.fileInFolder("/elsewhere/cardavia-scopa-1.json")).toLocalFile())
        == documents / "shared" / "cardavia-scopa-1.json"
    )
