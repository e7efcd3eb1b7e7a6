"""Conformance of every registered game to the engine contract (DESIGN.md, docs/engine.md).

Generic on purpose: no per-game branches. Seeded random play-outs of whole matches check, at
every step, the action strings, JSON observations, hidden cards, clone independence and
illegal input; at the end, termination, the result and save/load. The template game
(``engine/games/_template``, registered by the ``template_game`` fixture) meets the same checks
as the five games: what a new game copies is known to pass.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from cardavia_desktop.engine import GAMES, IllegalAction, Match, load_match, new_match

GAME_IDS = [*GAMES, "template"]


@pytest.fixture(autouse=True)
def _template_registered(template_game: str) -> None:
    """The template game is registered during every test here (it is not in the lobby)."""


SEEDS = (0, 1, 2)
MAX_STEPS = 20_000
"""A play-out longer than this is taken as a match that never ends."""


def strings_in(value: Any) -> Iterator[str]:
    """Every string anywhere in a JSON value (dict keys excluded)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_in(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings_in(item)


def observations(match: Match) -> list[dict[str, Any]]:
    """The observation of every seat."""
    return [match.observation(seat) for seat in range(match.players)]


def check_hidden_cards(obs: list[dict[str, Any]]) -> None:
    """No seat sees a card in another seat's ``hand`` unless that card is public: shown to
    its owner too outside the hand (an exposed, revealed or exchanged card)."""
    if not all("hand" in o for o in obs):
        return  # the game declares no private hand
    for owner, owner_obs in enumerate(obs):
        hand = set(strings_in(owner_obs["hand"]))
        public = set(strings_in({k: v for k, v in owner_obs.items() if k != "hand"}))
        for seat, seat_obs in enumerate(obs):
            if seat != owner:
                leaked = (set(strings_in(seat_obs)) & hand) - public
                assert not leaked, f"seat {seat} sees seat {owner}'s hidden cards {leaked}"


def check_step(match: Match, rng: random.Random) -> str:
    """Check the contract at the current position and return the action to play."""
    state = match.state
    legal = match.legal_actions()
    assert legal, "a match that is not over has a legal action"
    assert len(set(legal)) == len(legal), "legal action strings are unique"
    assert match.current_player is not None
    ids = state.legal_actions()
    assert ids == sorted(ids) and len(ids) == len(legal)
    for text, action in zip(legal, ids, strict=True):
        assert state.action_to_string(action) == text
        assert state.string_to_action(text) == action, f"{text} does not round-trip"
    obs = observations(match)
    for seat, seat_obs in enumerate(obs):
        assert json.loads(json.dumps(seat_obs)) == seat_obs, "observations are plain JSON"
        assert seat_obs.get("seat", seat) == seat
    check_hidden_cards(obs)

    saved = match.to_dict()
    for garbage in ("", "no-such-action", "play:", "play:NOT_A_CARD"):
        if garbage in legal:
            continue
        with pytest.raises(IllegalAction):
            match.apply(garbage)
    assert match.to_dict() == saved and observations(match) == obs, "illegal input is inert"

    action = rng.choice(legal)
    twin = state.clone()
    twin_events = twin.apply_action(state.string_to_action(action))
    assert observations(match) == obs and match.legal_actions() == legal, "clone is independent"
    events = match.apply(action)
    assert json.loads(json.dumps(events)) == events, "events are plain JSON"
    assert twin_events == events, "a clone replays the same action identically"
    assert [twin.observation(s) for s in range(match.players)] == observations(match)
    return action


def play_out(game: str, seed: int) -> tuple[Match, int]:
    """A seeded random play-out of a whole match with every check at every step."""
    match = new_match(game, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not match.is_over:
        check_step(match, rng)
        steps += 1
        assert steps < MAX_STEPS, f"{game} seed {seed} did not end in {MAX_STEPS} actions"
        if steps == 7:
            again = load_match(match.to_dict())
            assert again == match and observations(again) == observations(match)
    return match, steps


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game", GAME_IDS)
def test_random_play_out_reaches_the_end_obeying_the_contract(game, seed):
    """Play-outs end; strings, JSON, hidden cards, clones and illegal input checked per step."""
    match, steps = play_out(game, seed)
    assert steps > 0
    assert match.is_over and match.current_player is None
    assert match.legal_actions() == [] and match.state.legal_actions() == []
    assert match.result is not None
    assert json.loads(json.dumps(match.result)) == match.result
    with pytest.raises(IllegalAction):
        match.apply("play:X")
    again = load_match(json.loads(json.dumps(match.to_dict())))
    assert again == match and again.is_over and again.result == match.result
    assert observations(again) == observations(match)


@pytest.mark.parametrize("game", GAME_IDS)
def test_same_seed_same_match(game):
    """DESIGN.md: the same seed gives the same deals."""
    first, second = new_match(game, seed=42), new_match(game, seed=42)
    assert observations(first) == observations(second)
    assert first.legal_actions() == second.legal_actions()


@pytest.mark.parametrize("game", GAME_IDS)
def test_spec_matches_the_match(game):
    """The registered spec agrees with the match it builds (players, teams, id)."""
    spec = GAMES[game]
    match = new_match(game, seed=3)
    assert spec.id == game == match.game and match.players == spec.players
    assert sorted(seat for team in spec.teams for seat in team) == list(range(spec.players))
    assert match.current_player in range(spec.players)


@pytest.mark.parametrize("game", GAME_IDS)
def test_bad_save_is_refused(game):
    """A save with an action the rules refuse is rejected with ``IllegalAction``."""
    data = new_match(game, seed=4).to_dict()
    data["actions"] = ["no-such-action"]
    with pytest.raises(IllegalAction):
        load_match(data)
