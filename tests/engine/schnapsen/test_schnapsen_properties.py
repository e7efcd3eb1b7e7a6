"""Property tests over random legal play of whole matches (hypothesis picks deals and moves)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import IllegalAction, load_match, new_match
from cardavia_desktop.engine.games.schnapsen.rules import PACK, TARGET
from tests.engine.schnapsen.schnapsen_helpers import ALL_ACTION_STRINGS, check_cards_accounted

SEEDS = st.integers(0, 2**32 - 1)


def strings_in(value):
    """Every string anywhere in a JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def check_deal_end(event: dict, remaining: list[int]) -> None:
    """A deal_end is consistent with §5.9 and the countdown."""
    winner, points, closer = event["winner"], event["points"], event["closed_by"]
    assert event["game_points"] in (1, 2, 3)
    reason = event["reason"]
    if reason in ("reached_66", "marriage_66", "closer_won", "opponent_66_after_close"):
        assert points[winner] >= TARGET
    else:
        assert max(points) < TARGET
    assert (closer is None) == (reason in ("reached_66", "marriage_66", "last_trick"))
    if reason == "closer_won":
        assert winner == closer
    if reason in ("closer_failed", "opponent_66_after_close"):
        assert winner == 1 - closer and event["game_points"] in (2, 3)
    if reason == "last_trick":
        assert event["game_points"] == 1 and sum(points) >= 120 and sum(event["tricks"]) == 10
    remaining[winner] = max(0, remaining[winner] - event["game_points"])
    assert event["match_points"] == remaining


def play_match(seed: int, policy_seed: int, replay_every: int) -> int:
    """Random legal play of one match, checking the invariants after every action."""
    m = new_match("schnapsen", seed=seed)
    rng = random.Random(policy_seed)
    remaining = [7, 7]
    steps = 0
    while not m.is_over:
        state = m.state
        check_cards_accounted(state)
        legal = m.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        assert [state.string_to_action(a) for a in legal] == state.legal_actions()
        observations = [m.observation(0), m.observation(1)]
        for seat, obs in enumerate(observations):
            assert json.loads(json.dumps(obs)) == obs
            other = 1 - seat
            secret = set(PACK.codes_of(state.hands[other] & ~state.revealed[other]))
            assert not set(strings_in(obs)) & secret
            assert obs["match_points"] == remaining
            assert obs["current_player"] == m.current_player
        illegal = [a for a in ALL_ACTION_STRINGS if a not in legal]
        before = m.to_dict()
        for text in rng.sample(illegal, 3):
            with pytest.raises(IllegalAction) as caught:
                m.apply(text)
            assert caught.value.code not in ("illegal", "not_legal"), text
            assert m.to_dict() == before
            assert [m.observation(0), m.observation(1)] == observations
        action = rng.choice(legal)
        events = m.apply(action)
        assert json.loads(json.dumps(events)) == events
        for event in events:
            if event["type"] == "deal_end":
                check_deal_end(event, remaining)
        steps += 1
        if steps % replay_every == 0 or m.is_over:
            again = load_match(json.loads(json.dumps(m.to_dict())))
            assert again == m
            assert [again.observation(s) for s in (0, 1)] == [m.observation(s) for s in (0, 1)]
    result = m.result
    assert result["winner"] in (0, 1) and remaining[result["winner"]] == 0
    assert result["match_points"] == remaining and m.legal_actions() == []
    return steps


@settings(max_examples=30, deadline=None)
@given(SEEDS, SEEDS)
def test_random_matches_keep_every_invariant(seed, policy_seed):
    """20 cards accounted for, 120 card points, JSON observations hiding the opponent's
    cards, illegal actions refused without effect, countdown consistent, save/load equal."""
    assert play_match(seed, policy_seed, replay_every=7) > 10


@settings(max_examples=8, deadline=None)
@given(SEEDS, SEEDS)
def test_load_match_equals_match_at_every_step(seed, policy_seed):
    """``load_match(m.to_dict()) == m`` with equal observations after every single action."""
    assert play_match(seed, policy_seed, replay_every=1) > 10


@settings(max_examples=40, deadline=None)
@given(SEEDS, st.integers(0, 1))
def test_every_deal_accounts_for_all_cards_and_120_card_points(seed, dealer):
    """Per deal: the finished tricks and unplayed cards always total 120 card points."""
    m = new_match("schnapsen", seed=seed, dealer=dealer)
    rng = random.Random(seed)
    deals = 0
    while not m.is_over:
        check_cards_accounted(m.state)
        deals += sum(e["type"] == "deal_end" for e in m.apply(rng.choice(m.legal_actions())))
    assert deals == m.result["deals"] >= 1
