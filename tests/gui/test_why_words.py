"""The words of "Why?" (``views/shell/why.js``): every reason ``why_facts`` can give for an AI
seat's move, at seeded positions of every game and for every kind it lists, has words, told in
the third person (never the hint's "you"/"your", but for the one kind addressed to the player:
``hidden_cards``), with card names from the table's ``cardName``."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine, QQmlExpression

from cardavia_desktop.engine import GAMES, new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.why import HIDDEN, why_fact_kinds, why_facts
from tests.gui.table_helpers import VIEWS

HOST = f"""
import QtQuick
import "{(VIEWS / "shell" / "why.js").as_uri()}" as Why
QtObject {{ property var words: null }}
"""
SAMPLE = {
    "points": 3,
    "total": 5,
    "count": 2,
    "cards": ["C1"],
    "sum": 7,
    "table_sum": 7,
    "suit": "C",
    "trump": False,
    "to_call": 2,
    "pot": 4,
    "stake": 3,
    "chips": 2,
    "kind": "versicola",
    "took": "HA",
    "gave": "HU",
    "low": 50,
    "high": 55,
    "percent": 40,
}


@pytest.fixture(scope="module")
def words(qapp):
    engine = QQmlEngine()
    engine.addImportPath(str(VIEWS))
    component = QQmlComponent(engine)
    component.setData(HOST.encode(), engine.baseUrl())
    host = component.create()
    assert host is not None, component.errorString()
    made: dict[str, QQmlComponent] = {}
    game_words: dict[str, object] = {}

    def say(facts: list[dict], game: str) -> list[str]:
        if game not in game_words:  # the game's own Words.qml, as its table has it
            made[game] = QQmlComponent(
                engine, QUrl.fromLocalFile(str(VIEWS / "games" / game / "Words.qml"))
            )
            game_words[game] = made[game].create()
            assert game_words[game] is not None, made[game].errorString()
        host.setProperty("words", game_words[game])
        expression = (
            f"JSON.parse({json.dumps(json.dumps(facts))})"
            f".map((f) => Why.fact(f, (c) => '<' + c + '>', words)).join('\\n')"
        )
        value, undefined = QQmlExpression(
            QQmlEngine.contextForObject(host), host, expression
        ).evaluate()
        assert not undefined, expression
        return str(value).split("\n") if facts else []

    yield say
    for each in game_words.values():
        each.deleteLater()
    host.deleteLater()
    engine.deleteLater()


def third_person(text: str, kind: str) -> bool:
    return kind == HIDDEN or not re.search(r"\byou(r)?\b", text, re.IGNORECASE)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_kind_has_third_person_words(words, game: str) -> None:
    kinds = why_fact_kinds(game)
    said = words([{"fact": kind, **SAMPLE} for kind in kinds], game)
    for kind, text in zip(kinds, said, strict=True):
        assert text, (game, kind)
        assert third_person(text, kind), (game, kind, text)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_reasons_at_seeded_positions_have_words(words, game: str) -> None:
    told = 0
    for seed in range(4):
        match = new_match(game, seed=seed)
        bots = [create_ai(game, "normal", seed * 8 + seat) for seat in range(match.players)]
        for _ in range(60):
            if match.is_over:
                break
            seat = match.current_player
            observation = match.observation(seat)
            action = bots[seat].choose(observation, match.legal_actions())
            if seat != 0:
                facts = why_facts(game, observation, action, "normal")  # its rule's reason too
                said = words(facts, game)
                assert all(said) and len(said) == len(facts), (game, action, facts, said)
                for fact, text in zip(facts, said, strict=True):
                    assert third_person(text, fact["fact"]), (game, fact, text)
                told += 1
            match.apply(action)
    assert told >= 20


def test_a_fold_leaves_the_price_to_the_call_line(words) -> None:
    """Why a Lock & Bet seat folded: the chips it gives up, and not the call's price again
    (newcomer #12 item 5: "gives up 1 chip rather than pay 1 to call for a pot of 4" beside
    "That move pays 1 to call for a pot of 4"); the call's line and the rule's percent
    (``folds_price``) tell the price."""
    fold = {"fact": "forfeits", "chips": 1, "to_call": 19, "pot": 40}
    (text,) = words([fold], "lockbet")
    # (untranslated here: the source's plural "chip(s)")
    assert re.fullmatch(r"gives up 1 chip(\(s\))?", text), text
    (call,) = words([{"fact": "pot_odds", "to_call": 19, "pot": 40, "stake": 21}], "lockbet")
    assert (
        call
        == "pays 19 to call for a pot of 40, risking 21 of its chips to win 21 of its opponent's"
    )


def test_a_comparison_says_kept_in_hand_and_left_on_the_table(qapp) -> None:
    """Why a move rather than another (why.js ``rather``, as Why? and a lesson's answer say
    it): the card kept is kept in hand, the card the other would have taken is left on the
    table (newcomer #7: "keeps 4 of Spades" for a table card)."""
    engine = QQmlEngine()
    component = QQmlComponent(engine)
    component.setData(HOST.encode(), engine.baseUrl())
    host = component.create()
    rather = {"other": "play:DJ:SJ", "gains": [], "instead": [], "changed": [], "keeps": ["DJ"]}
    rather["left"] = ["SJ"]
    expression = (
        f"Why.rather(JSON.parse({json.dumps(json.dumps(rather))}), (c) => '<' + c + '>', null,"
        " (v) => v)"
    )
    value, undefined = QQmlExpression(
        QQmlEngine.contextForObject(host), host, expression
    ).evaluate()
    assert not undefined, expression
    assert "This move keeps <DJ> in hand. This move leaves <SJ> on the table." in value, value
    host.deleteLater()
    engine.deleteLater()


def test_a_normal_lockbet_seat_tells_its_rule(words) -> None:
    """Lock & Bet's Normal tells the rule that decided its move in numbers (newcomer #8: "it
    also weighed cards you cannot see" alone is no reason): the chance its bet's size stands
    for, the even chance under which it checks, the call's price it folds below."""
    bet = {"fact": "bets_chance", "total": 10, "chips": 19, "low": 50, "high": 56}
    (text,) = words([bet], "lockbet")
    assert "it rates that chance at about 50% to 56%" in text, text  # the cause first …
    assert text.endswith("its 19 chips comes to the 10 it put in"), text  # … then the stake
    (allin,) = words([{**bet, "total": 19, "low": 97, "high": 100}], "lockbet")
    assert "97" in allin and "or more" in allin, allin
    # all its chips: said so, not "97% times 19 comes to at least 19" (newcomer #14)
    assert allin.endswith("so it stakes all its 19 chips") and "at least" not in allin, allin
    (call, no_raise) = words(
        [
            {"fact": "calls_price", "percent": 25, "could_raise": True},
            {"fact": "calls_price", "percent": 10, "could_raise": False},
        ],
        "lockbet",
    )
    assert "25%" in call and "raise" in call, call
    assert "10%" in no_raise and "raise" not in no_raise, no_raise  # all-in: no raise to weigh
    (fold,) = words([{"fact": "folds_price", "percent": 34}], "lockbet")
    assert "34" in fold, fold
    (lock, check) = words([{"fact": "locks_likelier"}, {"fact": "checks_even"}], "lockbet")
    assert "likelier to win" in lock and "50% or less" in check, check


def test_a_minchiate_pass_tells_what_was_declared(words) -> None:
    (declared, none) = words(
        [
            {"fact": "declared_all", "count": 1, "points": 9},
            {"fact": "declared_all", "count": 0, "points": 0},
        ],
        "minchiate",
    )
    assert "declared 1" in declared and "9 points" in declared, declared
    assert "holds none" in none, none


def test_a_rule_level_is_not_said_to_slip(qapp) -> None:
    """A Lock & Bet Normal move its solver rates lower is told as the rule it keeps to, not as
    a move "this level does not always play" (it plays its rule every time)."""
    engine = QQmlEngine()
    component = QQmlComponent(engine)
    component.setData(HOST.encode(), engine.baseUrl())
    host = component.create()
    rather = {"other": "check", "gains": [], "instead": [], "changed": [], "keeps": []}
    rather.update(left=[], gap=None, slip=False, reckoned=True)
    expression = (
        f"Why.rather(JSON.parse({json.dumps(json.dumps(rather))}), (c) => '<' + c + '>', null,"
        " (v) => v)"
    )
    value, undefined = QQmlExpression(
        QQmlEngine.contextForObject(host), host, expression
    ).evaluate()
    assert not undefined, expression
    assert "keeps to the simple rules" in value and "does not always" not in value, value
    host.deleteLater()
    engine.deleteLater()
