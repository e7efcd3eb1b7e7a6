"""The template game's table (views/games/_template/Table.qml, issue 34 goal 4): a new game's
least table, built on TableBase, opens in the test host with the controller pushed in and plays
a whole deal with the mouse. The engine's template game is written apart: a toy spec stands in
for it under id ``template`` (the way the engine tests register toy games)."""

from __future__ import annotations

import random
import sys
import types
from typing import Any, ClassVar

import pytest
from PySide6.QtCore import QtMsgType

from cardavia_desktop.engine import IllegalAction
from cardavia_desktop.engine.contract import GameSpec, GameState
from cardavia_desktop.engine.registry import GAMES
from tests.gui.table_helpers import VIEWS, WAIT_MS, close_table, open_table_view

TEMPLATE_QML = VIEWS / "games" / "_template" / "Table.qml"
DECK = ["HA", "HK", "HQ", "H7", "SA", "SK", "SQ", "S7"]
RANK = {"A": 4, "K": 3, "Q": 2, "7": 1}
LOUD = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)


class ToyTricks(GameState):
    """Two seats, four cards each; follow suit if you can; the higher card of the suit led
    takes the trick and leads the next; a trick is worth its cards' ranks."""

    players: ClassVar[int] = 2

    def __init__(self, rng: random.Random) -> None:
        deck = DECK[:]
        rng.shuffle(deck)
        self.hands = [sorted(deck[:4]), sorted(deck[4:])]
        self.trick: list[dict[str, Any]] = []
        self.leader = 0
        self.points = [0, 0]
        self.tricks = [0, 0]

    @classmethod
    def new_match_state(cls, rng, dealer, deck):
        return cls(rng)

    def current_player(self):
        if self.is_over():
            return None
        return (self.leader + len(self.trick)) % 2

    def legal_actions(self):
        if self.is_over():
            return []
        hand = self.hands[self.current_player()]
        if self.trick:
            led = self.trick[0]["card"][0]
            follow = [c for c in hand if c[0] == led]
            hand = follow or hand
        return [f"play:{c}" for c in hand]

    def apply_action(self, action):
        if action not in self.legal_actions():
            raise IllegalAction(f"{action} is not legal", "not_playable")
        seat, card = self.current_player(), action.split(":")[1]
        self.hands[seat].remove(card)
        self.trick.append({"seat": seat, "card": card})
        events: list[dict[str, Any]] = [{"type": "play", "seat": seat, "card": card}]
        if len(self.trick) == 2:
            led = self.trick[0]["card"][0]
            best = max(
                (e for e in self.trick if e["card"][0] == led), key=lambda e: RANK[e["card"][1:]]
            )
            won = sum(RANK[e["card"][1:]] for e in self.trick)
            winner = best["seat"]
            self.points[winner] += won
            self.tricks[winner] += 1
            events.append({"type": "trick", "winner": winner, "cards": self.trick, "points": won})
            self.trick, self.leader = [], winner
            if self.is_over():
                top = 0 if self.points[0] >= self.points[1] else 1
                events.append(
                    {
                        "type": "deal_end",
                        "winner": top,
                        "points": self.points[:],
                        "tricks": self.tricks[:],
                    }
                )
                events.append({"type": "match_end", "winner": top})
        return events

    def clone(self):
        twin = object.__new__(ToyTricks)
        twin.hands = [h[:] for h in self.hands]
        twin.trick = [dict(e) for e in self.trick]
        twin.leader, twin.points, twin.tricks = self.leader, self.points[:], self.tricks[:]
        return twin

    def is_over(self):
        return not self.hands[0] and not self.hands[1]

    def result(self):
        if not self.is_over():
            return None
        return {"winner": 0 if self.points[0] >= self.points[1] else 1, "points": self.points[:]}

    def observation(self, seat):
        return {
            "seat": seat,
            "hand": self.hands[seat][:],
            "hand_sizes": [len(h) for h in self.hands],
            "trick": [dict(e) for e in self.trick],
            "points": self.points[:],
            "tricks": self.tricks[:],
        }

    def action_to_string(self, action):
        return action

    def string_to_action(self, text):
        return text


class FirstBot:
    """Plays its first legal card."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation, legal):
        return legal[0]


@pytest.fixture
def template_game(monkeypatch):
    """The toy spec registered under id ``template``, with its bots (engine/ai.py imports a
    game's ``ai`` module by its id)."""
    package = "cardavia_desktop.engine.games.template"
    game = types.ModuleType(package)
    game.SPEC = GameSpec("template", 2, ((0,), (1,)), len(DECK), ToyTricks)
    bots = types.ModuleType(package + ".ai")
    bots.BOTS = {level: FirstBot for level in ("easy", "normal", "hard", "random")}
    monkeypatch.setitem(sys.modules, package, game)
    monkeypatch.setitem(sys.modules, package + ".ai", bots)
    monkeypatch.setitem(GAMES, "template", game.SPEC)
    return game.SPEC


@pytest.mark.xvfb
def test_the_template_table_plays_a_deal_with_the_mouse(qtbot, qtlog, template_game) -> None:
    """Its hand, the trick and the scores show what the controller it was given holds; a
    click on a card plays it; the whole deal goes to its end, and Qt prints no warning."""
    driver = open_table_view(qtbot, TEMPLATE_QML, {"seed": 5, "aiDelayMs": 0}, game_id="template")
    try:
        c = driver.controller
        assert c.property("gameId") == "template"
        assert driver.table.property("game") is c  # the controller it was pushed
        score = driver.item("score_0")
        while not c.property("matchOver"):
            qtbot.waitUntil(
                lambda: c.property("yourTurn") or c.property("matchOver"), timeout=WAIT_MS
            )
            if c.property("matchOver"):
                break
            playable = [row["code"] for row in c.hand.rows() if row["playable"]]
            assert playable, "your turn with no playable card"
            held = len(c.hand.codes())
            driver.click_and_wait(driver.item(f"card_{playable[0]}"))
            qtbot.waitUntil(lambda n=held: len(c.hand.codes()) == n - 1, timeout=WAIT_MS)
        points = list(c.property("points"))
        assert sum(points) == sum(RANK.values()) * 2, points  # every card was taken
        assert str(points[0]) in score.property("text")
        assert not c.hand.codes()
    finally:
        close_table(driver)
    loud = [f"{r.type.name}: {r.message}" for r in qtlog.records if r.type in LOUD]
    assert loud == []


@pytest.mark.xvfb
def test_the_template_table_shows_the_trick_played(qtbot, template_game) -> None:
    """A card you click lies on the felt's trick area until the trick is taken."""
    driver = open_table_view(
        qtbot, TEMPLATE_QML, {"seed": 5, "aiDelayMs": 3000}, game_id="template"
    )
    try:
        c = driver.controller
        qtbot.waitUntil(lambda: c.property("yourTurn"), timeout=WAIT_MS)
        code = next(row["code"] for row in c.hand.rows() if row["playable"])
        driver.click_and_wait(driver.item(f"card_{code}"))
        qtbot.waitUntil(lambda: driver.visible(f"trick_{code}"), timeout=WAIT_MS)
        assert "AI" in driver.item("turnStatus").property("text")
    finally:
        close_table(driver)
