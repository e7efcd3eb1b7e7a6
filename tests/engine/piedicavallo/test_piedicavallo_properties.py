"""Piedicavallo property tests over random legal play (hypothesis draws seeds and choices)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import IllegalAction, Match, load_match, new_match
from cardavia_desktop.engine.games.piedicavallo import rules
from cardavia_desktop.engine.games.piedicavallo.knowledge import Knowledge, void_mask
from cardavia_desktop.engine.games.piedicavallo.model import Sim
from tests.engine.piedicavallo.pdc_helpers import GAME, discard_is_legal_by_the_letter

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
FAST = settings(max_examples=25, deadline=None)


def random_game(seed: int) -> tuple[Match, list[list[dict[str, Any]]]]:
    """A whole deal of random legal play; also returns every action's events."""
    m = new_match(GAME, seed=seed)
    rng = random.Random(seed)
    events = []
    while not m.is_over:
        events.append(m.apply(rng.choice(m.legal_actions())))
    return m, events


def codes_in(value: Any) -> set[str]:
    """Every card code appearing anywhere in a JSON value."""
    if isinstance(value, str):
        return {value} if value in rules.PACK else set()
    if isinstance(value, dict):
        return set().union(*map(codes_in, value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*map(codes_in, value)) if value else set()
    return set()


@FAST
@given(SEEDS)
def test_all_62_cards_accounted_for_and_the_totals_are_114(seed: int) -> None:
    m = new_match(GAME, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not m.is_over:
        state = m.state
        in_hands = [rules.PACK.codes_of(h) for h in state.hands]
        played = [c["card"] for t in m.observation(0)["tricks_played"] for c in t["cards"]]
        played += [c["card"] for c in m.observation(0)["trick"]]
        everything = [c for hand in in_hands for c in hand]
        everything += [*played, *rules.PACK.codes_of(state.discard)]
        assert sorted(everything) == sorted(rules.CODES)
        assert sum(m.observation(0)["hand_sizes"]) + len(played) + (2 if state.discard else 0) == 62
        m.apply(rng.choice(m.legal_actions()))
        steps += 1
    assert steps == 61  # one discard + 60 cards
    assert sum(m.result["points"]) == 114


@FAST
@given(SEEDS)
def test_matto_never_wins_and_the_discard_is_always_legal(seed: int) -> None:
    m, events = random_game(seed)
    flat = [e for batch in events for e in batch]
    tricks = [e for e in flat if e["type"] == "trick"]
    assert len(tricks) == 15
    assert all(t["winning_card"] != "MATTO" for t in tricks)
    discard = set(m.result["discard"])
    dealer = m.result["dealer"]
    dealt = {
        c["card"]
        for t in m.observation(0)["tricks_played"]
        for c in t["cards"]
        if c["seat"] == dealer
    } | discard
    assert len(dealt) == 17 and discard_is_legal_by_the_letter(dealt, discard)
    assert flat[0]["trumps"] == sum(c.startswith("T") for c in discard)


@settings(max_examples=8, deadline=None)
@given(SEEDS)
def test_save_and_load_give_the_same_match_and_observations_at_every_step(seed: int) -> None:
    m = new_match(GAME, seed=seed)
    rng = random.Random(seed)
    while True:
        copy = load_match(m.to_dict())
        assert copy == m and copy.legal_actions() == m.legal_actions()
        assert [copy.observation(s) for s in range(4)] == [m.observation(s) for s in range(4)]
        if m.is_over:
            assert copy.result == m.result
            break
        m.apply(rng.choice(m.legal_actions()))


@FAST
@given(SEEDS, st.integers(min_value=0, max_value=60))
def test_illegal_actions_raise_and_change_nothing(seed: int, stop: int) -> None:
    m = new_match(GAME, seed=seed)
    rng = random.Random(seed)
    for _ in range(stop):
        m.apply(rng.choice(m.legal_actions()))
    before = (m.to_dict(), [m.observation(s) for s in range(4)])
    legal = set(m.state.legal_actions())
    pairs = [f"discard:{a},{b}" for a, b in zip(rules.CODES, reversed(rules.CODES), strict=True)]
    tried = 0
    for action in [*(f"play:{c}" for c in rules.CODES), *pairs, "play:", "pass", "discard:"]:
        try:
            if m.state.string_to_action(action) in legal:
                continue
        except IllegalAction:
            pass
        tried += 1
        try:
            m.apply(action)
        except IllegalAction as error:
            assert error.code and str(error)
        else:  # pragma: no cover - a failure message
            raise AssertionError(f"{action} was accepted")
    assert tried > 30
    assert (m.to_dict(), [m.observation(s) for s in range(4)]) == before


@FAST
@given(SEEDS, st.integers(min_value=0, max_value=61))
def test_observations_never_show_other_seats_hidden_cards(seed: int, stop: int) -> None:
    m = new_match(GAME, seed=seed)
    rng = random.Random(seed)
    for _ in range(stop):
        m.apply(rng.choice(m.legal_actions()))
    public = {c["card"] for t in m.observation(0)["tricks_played"] for c in t["cards"]}
    public |= {c["card"] for c in m.observation(0)["trick"]}
    for seat in range(4):
        obs = m.observation(seat)
        mine = set(rules.PACK.codes_of(m.state.hands[seat]))
        assert set(obs["hand"]) == mine
        allowed = mine | public
        if seat == m.state.dealer or m.is_over:
            allowed |= set(rules.PACK.codes_of(m.state.discard))
        assert codes_in(obs) <= allowed
        assert "unseen" not in str(obs.keys())


@FAST
@given(SEEDS)
def test_legal_actions_are_unique_canonical_and_parse_back(seed: int) -> None:
    m = new_match(GAME, seed=seed)
    rng = random.Random(seed)
    while not m.is_over:
        legal = m.legal_actions()
        assert legal and len(legal) == len(set(legal))
        state = m.state
        for action in legal:
            assert state.action_to_string(state.string_to_action(action)) == action
        action = rng.choice(legal)
        if action.startswith("discard:"):
            first, second = action.removeprefix("discard:").split(",")
            action = f"discard:{second},{first}"  # arguments in any order on input
        m.apply(action)


@FAST
@given(SEEDS, st.integers(min_value=1, max_value=60))
def test_search_simulator_agrees_with_the_rules(seed: int, stop: int) -> None:
    m = new_match(GAME, seed=seed)
    rng = random.Random(seed)
    for _ in range(stop):
        m.apply(rng.choice(m.legal_actions()))
    seat = m.current_player
    sim = Sim.from_world(
        Knowledge.from_observation(m.observation(seat)), list(m.state.hands), m.state.discard
    )
    while not m.is_over:
        mover = m.current_player
        assert sim.to_move() == mover
        expected = [rules.PACK.index(a.removeprefix("play:")) for a in m.legal_actions()]
        hand = sim.hands[mover]
        assert sorted(expected) == sorted(
            c for c in range(62) if rules.legal_play_mask(hand, sim.suit) >> c & 1
        )
        card = rng.choice(expected)
        sim.play(card)
        m.apply(f"play:{rules.PACK.code(card)}")
    assert [sim.final_points(0), sim.final_points(1)] == m.result["points"]


@FAST
@given(SEEDS, st.integers(min_value=1, max_value=60))
def test_sampled_worlds_are_consistent_with_everything_public(seed: int, stop: int) -> None:
    m = new_match(GAME, seed=seed)
    rng = random.Random(seed)
    for _ in range(stop):
        m.apply(rng.choice(m.legal_actions()))
    state = m.state
    for seat in range(4):
        know = Knowledge.from_observation(m.observation(seat))
        for other in range(4):  # what was inferred is true of the real hands
            assert not state.hands[other] & void_mask(know.voids[other])
        for _ in range(3):
            hands, discard = know.sample(rng)
            assert hands[seat] == state.hands[seat]
            assert [h.bit_count() for h in hands] == [h.bit_count() for h in state.hands]
            union = discard
            for hand in hands:
                assert not union & hand
                union |= hand
            assert union | know.played == rules.FULL_MASK
            for other in range(4):
                assert not hands[other] & void_mask(know.voids[other])
            assert (discard & rules.TRUMPS_MASK).bit_count() == state.discard_trumps
            assert not discard & rules.UNDISCARDABLE_MASK
            if seat == state.dealer:
                assert discard == state.discard
            dealt = hands[state.dealer] | know.dealer_played
            assert rules.discard_problem(dealt | discard, discard) is None


@FAST
@given(SEEDS, st.integers(min_value=0, max_value=60))
def test_clone_is_independent_and_actions_are_sorted_ints(seed: int, stop: int) -> None:
    m = new_match(GAME, seed=seed)
    rng = random.Random(seed)
    for _ in range(stop):
        m.apply(rng.choice(m.legal_actions()))
    state = m.state
    legal = state.legal_actions()
    assert legal == sorted(legal) and all(isinstance(a, int) for a in legal)
    before = [state.observation(s) for s in range(4)]
    twin = state.clone()
    twin.apply_action(legal[0])
    assert [state.observation(s) for s in range(4)] == before
    assert state.legal_actions() == legal
