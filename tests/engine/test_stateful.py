"""A stateful property test per game (issue 16): hypothesis plays a match step by step — legal
moves, runs of random moves, take-backs, garbage input, saving and loading it — and checks the
match contract after every step.

Invariants: ``load_match(to_dict())`` equals the match (through JSON, as a save file holds it);
a match not over has legal actions (and a finished one none); every seat's observation is
JSON-serialisable and never lists another seat's hidden cards; refused input changes nothing.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from cardavia_desktop.engine import GAMES, IllegalAction, load_match, new_match
from cardavia_desktop.engine.match import Match
from tests.engine.test_conformance import check_hidden_cards

SETTINGS = settings(
    max_examples=25,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


class MatchMachine(RuleBasedStateMachine):
    """One match of ``game``, driven by hypothesis."""

    game = ""

    def __init__(self) -> None:
        super().__init__()
        self.match: Match | None = None

    @initialize(seed=st.integers(0, 2**31 - 1))
    def start(self, seed: int) -> None:
        self.match = new_match(self.game, seed=seed)

    def going(self) -> bool:
        return self.match is not None and not self.match.is_over

    @precondition(going)
    @rule(data=st.data())
    def play(self, data: st.DataObject) -> None:
        """One legal move, chosen by hypothesis."""
        self.match.apply(data.draw(st.sampled_from(self.match.legal_actions())))

    @precondition(going)
    @rule(steps=st.integers(1, 40), seed=st.integers(0, 2**16))
    def play_on(self, steps: int, seed: int) -> None:
        """A run of random legal moves (gets deep into the match quickly)."""
        rng = random.Random(seed)
        for _ in range(steps):
            if self.match.is_over:
                break
            self.match.apply(rng.choice(self.match.legal_actions()))

    @rule()
    def save_and_load(self) -> None:
        """The match goes on from its save file's contents."""
        self.match = load_match(json.loads(json.dumps(self.match.to_dict())))

    @precondition(
        lambda self: (
            self.match is not None
            and hasattr(self.match, "can_take_back")
            and self.match.can_take_back(0)
        )
    )
    @rule()
    def take_back(self) -> None:
        """Seat 0 takes its last decision back: fewer moves, the same match up to there."""
        before = list(self.match.history)
        self.match.take_back(0)
        after = self.match.history
        assert len(after) < len(before) and before[: len(after)] == after

    @rule(
        text=st.one_of(
            st.text(max_size=40),
            st.sampled_from(
                [
                    "play:",
                    "pass",
                    "bet:0",
                    "bet:-1",
                    "bet:٣",
                    "raise:３",
                    "declare:",
                    "discard:,",
                    "exchange",
                    "close",
                    "check",
                    "call",
                    "fold",
                    "allin",
                ]
            ),
        )
    )
    def garbage(self, text: str) -> None:
        """Any text is a legal action or refused with IllegalAction, changing nothing."""
        before = self.match.to_dict()
        legal = self.match.legal_actions()
        try:
            self.match.apply(text)
        except IllegalAction:
            assert self.match.to_dict() == before
        else:
            assert text.strip() in legal or text.isascii()

    @invariant()
    def save_round_trip(self) -> None:
        if self.match is not None:
            assert load_match(self.match.to_dict()) == self.match

    @invariant()
    def legal_actions_unless_over(self) -> None:
        if self.match is not None:
            assert bool(self.match.legal_actions()) != self.match.is_over

    @invariant()
    def observations_are_json_and_private(self) -> None:
        if self.match is None:
            return
        obs = [self.match.observation(seat) for seat in range(self.match.players)]
        assert json.loads(json.dumps(obs)) == obs
        check_hidden_cards(obs)


def machine_for(game: str) -> type[MatchMachine]:
    return type(f"{game.capitalize()}Machine", (MatchMachine,), {"game": game})


@pytest.mark.parametrize("game", list(GAMES))
def test_match_contract_holds_at_every_step(game: str) -> None:
    machine = machine_for(game)
    machine.TestCase.settings = SETTINGS
    machine.TestCase().runTest()
