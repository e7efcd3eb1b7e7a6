"""Sentences about a seat read right when the seat is yours: German and Italian conjugate
"You" (Du hast, Hai), not a name put in a third person's place (Du hat, Tu ha)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator, QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine

from cardavia_desktop import paths

WORDS_QML = paths.game_views_dir("minchiate") / "Words.qml"
ROB = {"type": "rob", "role": "cutter", "seat": 0, "cards": ["T1", "T2"], "points": 0}


@pytest.mark.parametrize(
    ("code", "yours", "wrong"), [("de", "Du hast", "Du hat"), ("it", "Hai ", "Tu ha")]
)
def test_your_own_robbery_is_told_in_the_second_person(qapp, code, yours, wrong) -> None:
    translator = QTranslator()
    assert translator.load(str(paths.i18n_dir() / f"cardavia_{code}.qm")), "run make build"
    app = QCoreApplication.instance()
    app.installTranslator(translator)
    engine = QQmlEngine()
    try:
        component = QQmlComponent(engine, QUrl.fromLocalFile(str(WORDS_QML)))
        words = component.create()
        assert words is not None, component.errorString()
        mine = words.logLine(ROB)
        theirs = words.logLine({**ROB, "seat": 1})
        assert mine.startswith(yours) and wrong not in mine, mine
        assert not theirs.startswith(yours), theirs
        assert mine != theirs
    finally:
        app.removeTranslator(translator)
        engine.deleteLater()


CAPTURE = {
    "type": "score",
    "reason": "capture",
    "trick": 3,
    "cards": ["SK"],
    "points": 5,
    "difference": 0,
}


def test_a_capture_names_whose_cards_were_taken_and_an_even_difference_says_even(qapp) -> None:
    """East or West taking a trick took your team's cards; you or your partner, the
    opponents' (issue 33 item 9). A difference of nothing reads "even"."""
    engine = QQmlEngine()
    try:
        component = QQmlComponent(engine, QUrl.fromLocalFile(str(WORDS_QML)))
        words = component.create()
        assert words is not None, component.errorString()
        east = words.logLine({**CAPTURE, "seat": 1, "team": 1})
        partner = words.logLine({**CAPTURE, "seat": 2, "team": 0})
        mine = words.logLine({**CAPTURE, "seat": 0, "team": 0})
        assert "East captured your team's King of Swords" in east, east
        assert "Partner captured the opponents' King of Swords" in partner, partner
        assert "you captured the opponents' King of Swords" in mine, mine
        assert east.endswith("Difference: even."), east
    finally:
        engine.deleteLater()


def test_a_seat_that_declared_nothing_says_so(qapp) -> None:
    """A seat that passes with no declaration says so in the score log and the notice
    (newcomer #25: "West is declaring", then nothing); a pass after declarations says nothing
    of its own (each declaration has its score line)."""
    engine = QQmlEngine()
    try:
        component = QQmlComponent(engine, QUrl.fromLocalFile(str(WORDS_QML)))
        words = component.create()
        assert words is not None, component.errorString()
        west = {"type": "pass", "seat": 3, "declared": 0}
        assert words.logLine(west) == "West declared nothing."
        assert words.logLine({**west, "seat": 0}) == "You declared nothing."
        assert words.logLine({**west, "declared": 2}) == ""
    finally:
        engine.deleteLater()


def test_the_deals_story_says_who_declared_nothing(qapp) -> None:
    """The deal's story (the log, a lesson's moves played) says a seat declared nothing, and
    nothing more when its pass ends declarations it made (newcomer #26: "I could not tell
    what each AI did")."""
    story = (paths.views_dir() / "shell" / "story.js").as_uri()
    engine = QQmlEngine()
    try:
        component = QQmlComponent(engine)
        component.setData(
            b'import QtQml\nimport "' + story.encode() + b'" as Story\nQtObject {\n'
            b"    function line(e) { return Story.line(e, null,"
            b' (s) => ["You", "East", "Partner", "West"][s], (c) => c, (k, c) => ""); }\n}\n',
            QUrl.fromLocalFile(str(paths.views_dir() / "probe.qml")),
        )
        story_words = component.create()
        assert story_words is not None, component.errorString()
        west = {"type": "pass", "seat": 3, "declared": 0}
        assert story_words.line(west) == "West declared nothing."
        assert story_words.line({**west, "seat": 0}) == "You declared nothing."
        assert story_words.line({**west, "declared": 1}) == ""
    finally:
        engine.deleteLater()
