"""``Match`` keeps its events (issue 34 goal 3): the events of every applied action, in order,
and the state at each deal's start, so that nothing after ``load_match`` replays a match from
its seed. ``rewound(k)`` is the match after its first ``k`` actions; a take-back applies again
at most the current deal's moves."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from cardavia_desktop.engine import GAMES, load_match, new_match
from cardavia_desktop.engine.match import Match, reseal

GAME_IDS = list(GAMES)


def random_match(game: str, seed: int, limit: int = 400) -> tuple[Match, list[list[Any]]]:
    """A match played at random with take-backs of the player to act; the events each
    ``apply`` returned, copied at once (so a later change to a kept event would show)."""
    match = new_match(game, seed=seed)
    rng = random.Random(seed)
    told: list[list[Any]] = []
    while not match.is_over and len(match.history) < limit:
        told.append(copy.deepcopy(match.apply(rng.choice(match.legal_actions()))))
        seat = match.current_player
        if seat is not None and rng.random() < 0.1 and match.can_take_back(seat):
            match.take_back(seat)
            del told[len(match.history) :]
    return match, told


class ApplyCounter:
    """Counts the calls of the rules' ``apply_action`` of one game's state class."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, match: Match) -> None:
        self.calls = 0
        cls = type(match.state)
        real = cls.apply_action

        def counted(state: Any, action: int) -> Any:
            self.calls += 1
            return real(state, action)

        monkeypatch.setattr(cls, "apply_action", counted)


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_match_keeps_every_applied_actions_events_in_order(game: str) -> None:
    for seed in range(3):
        match, told = random_match(game, seed)
        assert match.events == told
        assert len(match.events) == len(match.history) == len(match.actors)
        loaded = load_match(match.to_dict())  # a save is replayed once, then keeps its events
        assert loaded.events == match.events and loaded.deal_starts == match.deal_starts
        assert match.deal_starts[0] == 0 and match.deal_start == match.deal_starts[-1]


@pytest.mark.parametrize("game", GAME_IDS)
def test_rewound_is_the_match_after_its_first_moves(game: str) -> None:
    match, _told = random_match(game, seed=5)
    data = match.to_dict()
    for moves in sorted(
        {0, 1, len(match.history) // 3, len(match.history) - 1, *match.deal_starts}
    ):
        if not 0 <= moves <= len(match.history):
            continue
        rewound = match.rewound(moves)
        expected = load_match(reseal({**data, "actions": match.history[:moves]}))
        assert rewound.to_dict() == expected.to_dict()
        assert rewound.events == expected.events and rewound.deal_starts == expected.deal_starts
        assert rewound.legal_actions() == expected.legal_actions()
        for seat in range(match.players):
            assert rewound.observation(seat) == expected.observation(seat)
        if not rewound.is_over:  # it plays on as the rebuilt match does, the original unchanged
            action = rewound.legal_actions()[-1]
            assert rewound.apply(action) == expected.apply(action)
    assert match.to_dict() == data


def test_nothing_reads_the_match_by_replaying_it_from_its_seed(monkeypatch) -> None:
    """Late in a long Scopa match, a take-back applies only the current deal's moves again, and
    the deal's story and the record's events apply none (they read the kept events)."""
    from cardavia_desktop.controllers.statistics import replay_events
    from cardavia_desktop.controllers.story import deal_story

    match = new_match("scopa", seed=3)
    rng = random.Random(3)
    while len(match.deal_starts) < 4 or not match.can_take_back(0) or match.current_player:
        match.apply(rng.choice(match.legal_actions()))
    counter = ApplyCounter(monkeypatch, match)
    story, events = deal_story(match), replay_events(match)
    assert counter.calls == 0 and story and len(events) >= len(match.history)
    before, deal_moves = match.deal_start, len(match.history) - match.deal_start
    match.take_back(0)
    assert counter.calls <= deal_moves < before  # a replay from the seed applies ``before`` more
