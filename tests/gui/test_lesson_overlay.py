"""Issue 35: the lesson overlay (views/common/LessonOverlay.qml) on a LessonController, not yet
wired into a table: the step's words, Next and Leave clicked with the mouse, the fixed AI moves
played by the overlay itself, a wrong move answered with both moves' reasons and taken back by
its button, an illegal move refused, the whole Schnapsen lesson played to its end, and a left
lesson resumed at the same step — with no QML warning."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import (
    Q_ARG,
    Q_RETURN_ARG,
    QMetaObject,
    QPointF,
    Qt,
    QUrl,
    qInstallMessageHandler,
)
from PySide6.QtQml import QQmlComponent
from PySide6.QtQuick import QQuickItem, QQuickView
from PySide6.QtTest import QTest

from cardavia_desktop import paths
from cardavia_desktop.controllers.lesson import LessonController
from cardavia_desktop.engine.lesson import load_lesson

WAIT_MS = 10000
OVERLAY = paths.views_dir() / "common" / "LessonOverlay.qml"


class Overlay:
    """The overlay in a window, its controller and everything printed meanwhile."""

    def __init__(self, qtbot: Any, game: str) -> None:
        self.qtbot = qtbot
        self.printed: list[str] = []
        qInstallMessageHandler(lambda _kind, _context, message: self.printed.append(message))
        self.lesson = LessonController()
        self.left: list[tuple[str, dict]] = []
        self.completed: list[str] = []
        self.lesson.left.connect(lambda g, progress: self.left.append((g, dict(progress))))
        self.lesson.completed.connect(self.completed.append)
        self.view = QQuickView()
        # The panel fills the window (else the window follows the panel's own height, which
        # grows and shrinks with each step's text: a button could lie outside the window).
        self.view.setResizeMode(QQuickView.ResizeMode.SizeRootObjectToView)
        words_qml = paths.views_dir() / "games" / game / "LessonWords.qml"
        self.component = QQmlComponent(self.view.engine(), QUrl.fromLocalFile(str(words_qml)))
        self.words = self.component.create()
        assert self.words is not None, self.component.errorString()
        self.words.setParent(self.view)  # kept while the view lives
        self.view.setInitialProperties({"lesson": self.lesson, "words": self.words, "aiDelayMs": 5})
        self.view.setSource(QUrl.fromLocalFile(str(OVERLAY)))
        assert not self.view.errors(), [e.toString() for e in self.view.errors()]
        self.view.resize(420, 360)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.root = self.view.rootObject()

    def find(self, name: str) -> QQuickItem:
        stack = [self.root]
        while stack:
            item = stack.pop()
            if item.objectName() == name:
                return item
            stack.extend(item.childItems())
        raise AssertionError(f"no item {name!r}")

    def words_text(self, message: str) -> str:
        """The game's LessonWords text of ``message``."""
        return QMetaObject.invokeMethod(
            self.words,
            "text",
            Qt.ConnectionType.DirectConnection,
            Q_RETURN_ARG("QString"),
            Q_ARG("QString", message),
        )

    def text(self, name: str) -> str:
        return self.find(name).property("text")

    def click(self, name: str) -> None:
        """Click the button ``name`` with the mouse; the lesson must change."""
        item = self.find(name)
        assert item.isVisible() and item.isEnabled(), name
        before = (self.lesson.property("stepIndex"), self.waits_for())
        centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
        QTest.mouseClick(
            self.view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre
        )
        self.qtbot.waitUntil(
            lambda: (self.lesson.property("stepIndex"), self.waits_for()) != before,
            timeout=WAIT_MS,
        )

    def waits_for(self) -> str:
        return self.lesson.property("waitsFor")

    def until_not_ai(self) -> None:
        self.qtbot.waitUntil(lambda: self.waits_for() != "ai", timeout=WAIT_MS)

    def close(self) -> None:
        qInstallMessageHandler(None)
        self.view.close()
        self.view.deleteLater()


@pytest.fixture
def overlay(qtbot):
    made: list[Overlay] = []

    def make(game: str) -> Overlay:
        made.append(Overlay(qtbot, game))
        return made[-1]

    yield make
    for each in made:
        each.close()


def test_the_schnapsen_lesson_plays_to_its_end_through_the_overlay(overlay):
    o = overlay("schnapsen")
    o.lesson.start("schnapsen")
    lesson = load_lesson("schnapsen")
    assert o.text("lessonText") == o.words_text(lesson.steps[0].text) != ""
    reading = sum(1 for step in lesson.steps if step.kind != "ai")  # the AI's moves uncounted
    assert reading < len(lesson.steps)
    assert o.text("lessonStepCount") == f"Step 1 of {reading}"
    moves = 0
    while o.waits_for() != "done":
        o.until_not_ai()
        assert o.waits_for() in ("next", "move", "done"), o.waits_for()
        if o.waits_for() == "next":
            o.click("lessonNext")
        elif o.waits_for() == "move":
            message = o.lesson.property("messageId")
            assert o.text("lessonText") == o.words_text(message)
            o.lesson.play(o.lesson.property("expectedMove"))
            moves += 1
    assert moves == sum(1 for step in lesson.steps if step.kind == "move")
    assert o.completed == ["schnapsen"]
    assert "Well done" in o.text("lessonText")
    assert o.printed == []


def test_a_wrong_move_is_explained_and_taken_back_with_the_button(overlay):
    o = overlay("scopa")
    o.lesson.start("scopa")
    while True:  # on to the first move with a choice
        o.until_not_ai()
        assert o.waits_for() in ("next", "move"), o.waits_for()
        if o.waits_for() == "next":
            o.click("lessonNext")
        elif len(o.lesson.property("legalActions")) > 1:
            break
        else:
            o.lesson.play(o.lesson.property("expectedMove"))
    expected = o.lesson.property("expectedMove")
    index = o.lesson.property("stepIndex")
    wrong = next(a for a in o.lesson.property("legalActions") if a != expected)
    o.lesson.play(wrong)
    assert o.waits_for() == "take_back"
    answer = o.text("lessonAnswer")
    assert "not the lesson's move" in answer and answer.count("(") >= 2, answer
    assert not o.find("lessonNext").isVisible()
    assert o.text("lessonText") == o.words_text(o.lesson.property("messageId")) != ""
    o.lesson.play(expected)  # refused until taken back: the wrong move's reason stays in view
    assert o.text("lessonAnswer") == answer + " Take your move back first."
    o.click("lessonTakeBack")
    assert o.waits_for() == "move" and o.lesson.property("stepIndex") == index
    assert o.text("lessonAnswer") == ""
    o.lesson.play("play:ZZ")
    assert o.text("lessonAnswer") != "" and o.lesson.property("stepIndex") == index
    o.lesson.play(expected)
    assert o.lesson.property("stepIndex") > index and o.text("lessonAnswer") == ""
    assert o.printed == []


def test_leave_and_resume_at_the_same_step(overlay):
    o = overlay("lockbet")
    o.lesson.start("lockbet")
    o.click("lessonNext")
    o.click("lessonNext")
    o.lesson.play(o.lesson.property("expectedMove"))
    o.until_not_ai()
    assert o.lesson.property("expectedMove") == "check"  # a move without a card
    assert o.text("lessonMarked") == "Marked: Check"
    index = o.lesson.property("stepIndex")
    seen = o.lesson.property("observation")
    o.click("lessonLeave")
    assert not o.root.isVisible()
    [(game, progress)] = o.left
    assert game == "lockbet" and progress["step"] == index
    assert o.lesson.resume("lockbet", progress)
    assert o.lesson.property("stepIndex") == index and o.root.isVisible()
    assert o.lesson.property("observation") == seen
    assert not o.lesson.resume("lockbet", {"format": "other"})
    assert o.lesson.property("stepIndex") == 0
    assert o.printed == []


def test_the_overlay_speaks_the_players_language(overlay, qapp):
    """Arabic installed: the step's words and the buttons come from the catalogue."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(paths.i18n_dir() / "cardavia_ar.qm"))
    qapp.installTranslator(translator)
    try:
        o = overlay("minchiate")
        o.lesson.start("minchiate")
        text = o.text("lessonText")
        assert text != "" and not any("a" <= ch <= "z" for ch in text.lower()), text
        assert o.find("lessonNext").property("text") == "التالي"
        o.click("lessonNext")
        assert o.text("lessonStepCount").startswith("الخطوة")
        assert o.printed == []
    finally:
        qapp.removeTranslator(translator)
