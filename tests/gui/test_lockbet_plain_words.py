"""Lock & Bet's words for a newcomer (issue 35, newcomer #7): the win chance a hint or a
lesson's answer gives says what it is counted against (the cards the AI may hold, as its
UP/DOWN signal and bets tell), not "beats the opponent's 20% of the time"; no lesson step
points at odds the table never shows."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine, QQmlExpression

from cardavia_desktop.engine.lesson import load_lesson
from tests.gui.table_helpers import VIEWS

HOST = f"""
import QtQuick
import "{(VIEWS / "shell" / "moves.js").as_uri()}" as Moves
QtObject {{}}
"""


@pytest.fixture(scope="module")
def engine(qapp):
    made = QQmlEngine()
    made.addImportPath(str(VIEWS))
    yield made
    made.deleteLater()


def evaluate(engine: QQmlEngine, host: object, expression: str) -> str:
    value, undefined = QQmlExpression(
        QQmlEngine.contextForObject(host), host, expression
    ).evaluate()
    assert not undefined, expression
    return str(value)


def test_the_win_chance_says_what_it_is_counted_against(engine) -> None:
    component = QQmlComponent(engine)
    component.setData(HOST.encode(), engine.baseUrl())
    host = component.create()
    assert host is not None, component.errorString()
    fact = json.dumps({"fact": "win_chance", "percent": 20})
    text = evaluate(engine, host, f"Moves.fact({fact}, (c) => c, null)")
    assert re.fullmatch(
        r"rides on a card that beats about 20 ?% of the cards the AI may hold "
        r"\(judging by its UP/DOWN signal and its bets\)",
        text,
    ), text
    assert "of the time" not in text and "opponent's" not in text
    host.deleteLater()


def test_no_lock_and_bet_step_points_at_odds_not_shown(engine) -> None:
    """The table shows no odds (only a hint would tell a chance): no step refers to them."""
    component = QQmlComponent(
        engine, QUrl.fromLocalFile(str(VIEWS / "games" / "lockbet" / "LessonWords.qml"))
    )
    words = component.create()
    assert words is not None, component.errorString()
    ids = {step.text for step in load_lesson("lockbet").steps if step.text}
    for message in sorted(ids):
        text = evaluate(engine, words, f"text({json.dumps(message)})")
        assert text, message
        assert not re.search(r"\bodds\b", text, re.IGNORECASE), (message, text)
    words.deleteLater()


@pytest.mark.parametrize(
    ("refund", "after"),
    [
        ([0, 34], " 34 unmatched chips go back to the AI."),
        ([5, 0], " 5 unmatched chips come back to you."),
        ([0, 0], ""),
    ],
)
def test_a_deals_result_says_the_chips_given_back(engine, refund: list[int], after: str) -> None:
    """Newcomer #39: the match's sheet said "pot 6" where the table had shown 38, the AI's
    all-in called for less: the deal's words say the unmatched chips that went back."""
    component = QQmlComponent(
        engine, QUrl.fromLocalFile(str(VIEWS / "games" / "lockbet" / "Words.qml"))
    )
    words = component.create()
    assert words is not None, component.errorString()
    summary = json.dumps({"reason": "showdown", "winner": 1, "pot": 6, "refund": refund})
    text = evaluate(engine, words, f"dealText({summary}, false)")
    assert text == "The AI's card is stronger: it wins the pot of 6." + after, text
    words.deleteLater()
