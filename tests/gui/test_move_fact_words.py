"""The words of a hinted move's facts (``views/shell/moves.js`` and each game's Words.qml):
every kind ``hint_facts`` can give, in every game, is a phrase whose subject is the move (a
verb first: "takes…", "puts in all your chips"), so that the lesson's answer "Unlike yours,
it %3." and the hint's "Bet 20 — bets 20 into a pot of 2" read as sentences (newcomer #5's
"Unlike yours, it all your chips.")."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine, QQmlExpression

from cardavia_desktop.engine import GAMES
from cardavia_desktop.engine.ai import fact_kinds
from tests.gui.table_helpers import VIEWS
from tests.gui.test_why_words import SAMPLE

HOST = f"""
import QtQuick
import "{(VIEWS / "shell" / "moves.js").as_uri()}" as Moves
QtObject {{ property var words: null }}
"""
MODALS = {"may", "can", "cannot", "will"}
"""Words that begin a verb phrase without a third-person -s."""


@pytest.fixture(scope="module")
def say(qapp):
    engine = QQmlEngine()
    engine.addImportPath(str(VIEWS))
    component = QQmlComponent(engine)
    component.setData(HOST.encode(), engine.baseUrl())
    host = component.create()
    assert host is not None, component.errorString()
    made: dict[str, QQmlComponent] = {}
    game_words: dict[str, object] = {}

    def words(kinds: tuple[str, ...], game: str) -> list[str]:
        if game not in game_words:  # the game's own Words.qml, as its table has it
            path = VIEWS / "games" / game / "Words.qml"
            made[game] = QQmlComponent(engine, QUrl.fromLocalFile(str(path)))
            game_words[game] = made[game].create()
            assert game_words[game] is not None, made[game].errorString()
        host.setProperty("words", game_words[game])
        facts = [{"fact": kind, **SAMPLE} for kind in kinds]
        expression = (
            f"JSON.parse({json.dumps(json.dumps(facts))})"
            f".map((f) => Moves.fact(f, (c) => '<' + c + '>', words)).join('\\n')"
        )
        value, undefined = QQmlExpression(
            QQmlEngine.contextForObject(host), host, expression
        ).evaluate()
        assert not undefined, expression
        return str(value).split("\n")

    yield words
    for each in game_words.values():
        each.deleteLater()
    host.deleteLater()
    engine.deleteLater()


def verb_first(text: str) -> bool:
    """Whether ``text`` begins with a verb in the third person ("takes", "is", "may give")."""
    first = re.split(r"[\s:;,(]", text, maxsplit=1)[0]
    return first in MODALS or (first.isalpha() and first.islower() and first.endswith("s"))


@pytest.mark.parametrize("game", list(GAMES))
def test_every_fact_is_told_of_the_move(say, game: str) -> None:
    kinds = fact_kinds(game)
    for kind, text in zip(kinds, say(kinds, game), strict=True):
        if text:  # a kind a game leaves unsaid (Schnapsen's plain lead) is never told
            assert verb_first(text), (game, kind, f"Unlike yours, it {text}.")
