"""Why?'s words in plain language (newcomer #9 item 6): no "reckoning" a newcomer must guess
at, and the figure wherever the facts hold one: Lock & Bet's Normal checks at a 50% chance or
less; a rules-of-thumb level whose look-ahead rated the other move higher says by how much
(``reckoned_gap``, in the game's unit) when that is told, and in plain words when it is not;
"cards you cannot see" says whose and that they are not told."""

from __future__ import annotations

import json

from PySide6.QtQml import QQmlComponent, QQmlEngine, QQmlExpression

from tests.gui.test_why_words import HOST, words  # noqa: F401 (the fixture)

JARGON = ("reckon", "weighed")


def rather_text(qapp, **fields) -> str:
    """``Why.rather`` of a reckoned comparison with ``fields``, its unit "<v> resti"."""
    engine = QQmlEngine()
    component = QQmlComponent(engine)
    component.setData(HOST.encode(), engine.baseUrl())
    host = component.create()
    rather = {"other": "play:C1", "gains": [], "instead": [], "changed": [], "keeps": []}
    rather.update(left=[], gap=None, slip=False, reckoned=True, **fields)
    expression = (
        f"Why.rather(JSON.parse({json.dumps(json.dumps(rather))}), (c) => '<' + c + '>', null,"
        " (v) => v + ' resti')"
    )
    value, undefined = QQmlExpression(
        QQmlEngine.contextForObject(host), host, expression
    ).evaluate()
    assert not undefined, expression
    host.deleteLater()
    engine.deleteLater()
    return str(value)


def test_a_reckoned_move_says_by_how_much_in_plain_words(qapp) -> None:
    told = rather_text(qapp, reckoned_gap=0.42)
    assert "about 0.4 resti better on average" in told, told
    assert "does not look ahead" in told and "simple rules" in told, told
    assert not any(word in told.lower() for word in JARGON), told


def test_a_reckoned_move_without_a_figure_is_plain(qapp) -> None:
    told = rather_text(qapp, reckoned_gap=None)
    assert "Looking further ahead would favour that other move" in told, told
    assert not any(word in told.lower() for word in JARGON), told


def test_a_check_and_the_hidden_cards_in_plain_words(words) -> None:  # noqa: F811
    (check, hidden) = words([{"fact": "checks_even"}, {"fact": "hidden_cards"}], "lockbet")
    assert check == (
        "it bets only when it thinks its card wins more than 50% of the time, so it gives"
        " this card a chance of 50% or less"
    ), check
    assert "cards you cannot see, such as its own" in hidden and "not told" in hidden, hidden
    assert not any(word in (check + hidden).lower() for word in JARGON)
