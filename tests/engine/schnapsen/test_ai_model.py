"""The AI's deal model and world sampler against the real Schnapsen engine (§5.5–§5.10)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.schnapsen.knowledge import opponent_constraints, sample_world
from cardavia_desktop.engine.games.schnapsen.model import DealModel, greedy_action, rollout_value
from cardavia_desktop.engine.games.schnapsen.rules import BIT, FULL_MASK, PACK, SUITS

MODEL_FIELDS = ("hands", "points", "pending", "tricks", "closed_by", "led", "turn", "stock")


def model_of(match) -> DealModel:
    """The deal model built from the engine's true state (tests only; bots never do this)."""
    state = match.state
    model = DealModel(
        list(state.hands),
        tuple(state.stock[state.stock_pos :]),
        state.trump,
        state.current_player(),
    )
    model.led = state.lead_card
    model.points, model.pending, model.tricks = state.points[:], state.pending[:], state.tricks[:]
    model.closed_by = state.closed_by
    model.snap_points, model.snap_trick = state.close_opp_points, state.close_opp_had_trick
    model.cap = [7, 7]
    return model


def snapshot(model: DealModel, match) -> tuple[tuple, tuple]:
    """The fields compared between model and engine after every action."""
    state = match.state
    mine = (
        model.hands,
        model.points,
        model.pending,
        model.tricks,
        model.closed_by,
        model.led,
        model.turn,
        model.stock,
    )
    real = (
        list(state.hands),
        state.points,
        state.pending,
        state.tricks,
        state.closed_by,
        state.lead_card,
        state.current_player(),
        tuple(state.stock[state.stock_pos :]),
    )
    return mine, real


def play_and_compare(seed: int, policy_seed: int) -> int:
    """Random legal play through a match; the model must track the engine deal by deal."""
    match = new_match("schnapsen", seed=seed)
    rng = random.Random(policy_seed)
    model = model_of(match)
    compared = 0
    while not match.is_over:
        legal = [match.state.string_to_action(a) for a in match.legal_actions()]
        assert model.legal_actions() == legal
        seat = match.current_player
        world = sample_world(match.observation(seat), rng)
        assert world.legal_actions() == legal, "a sampled world must allow the same actions"
        action = rng.choice(legal)
        events = match.apply(match.state.action_to_string(action))
        model.apply_action(action)
        ends = [e for e in events if e["type"] == "deal_end"]
        if ends:
            assert (model.winner, model.game_points) == (ends[0]["winner"], ends[0]["game_points"])
            assert model.current_player() is None
            if not match.is_over:
                model = model_of(match)
        else:
            mine, real = snapshot(model, match)
            assert mine == real
        compared += 1
    return compared


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 10**6))
def test_model_matches_engine_legal_moves_transitions_and_game_points(seed, policy_seed):
    """§5.6–§5.9: same legal actions, same state after each action, same deal result."""
    assert play_and_compare(seed, policy_seed) > 10


def test_sampled_worlds_are_consistent_with_the_observation():
    """§5.10: worlds keep own/played/indicator/revealed cards, sizes, and strict-phase voids."""
    checked = revealed_checked = voids_checked = 0
    for seed in range(40):
        match = new_match("schnapsen", seed=seed)
        rng = random.Random(seed)
        while not match.is_over:
            seat = match.current_player
            obs = match.observation(seat)
            real_opp = match.state.hands[1 - seat]
            forbidden = opponent_constraints(obs)
            assert not real_opp & forbidden, "inferred voids must hold in the real deal"
            for _ in range(3):
                world = sample_world(obs, rng)
                check_world(obs, world)
                checked += 1
            revealed_checked += bool(obs["revealed"])
            voids_checked += bool(forbidden)
            match.apply(rng.choice(match.legal_actions()))
    assert checked > 1000 and revealed_checked > 10 and voids_checked > 10


def check_world(obs: dict, world: DealModel) -> None:
    """One world against one observation."""
    seat, opp = obs["seat"], 1 - obs["seat"]
    hand = PACK.mask(obs["hand"])
    played = PACK.mask([c["card"] for t in obs["tricks_played"] for c in t["cards"]])
    played |= PACK.mask([c["card"] for c in obs["trick"]])
    stock = sum(BIT[c] for c in world.stock)
    assert world.hands[seat] == hand
    assert world.hands[opp].bit_count() == obs["opponent_hand_size"]
    assert len(world.stock) == obs["stock_size"]
    assert (world.hands[opp] | stock) & (hand | played) == 0
    assert world.hands[opp] | stock | hand | played == FULL_MASK
    assert PACK.mask(obs["revealed"]) & ~world.hands[opp] == 0
    assert world.hands[opp] & opponent_constraints(obs) == 0
    if obs["indicator"] is not None:
        assert PACK.code(world.stock[-1]) == obs["indicator"]
    assert (world.points, world.pending, world.tricks) == (
        obs["points"],
        obs["pending"],
        obs["tricks"],
    )


def test_strict_phase_exhausted_world_is_the_real_deal():
    """§5.10: with the stock exhausted the opponent's hand is exactly determined."""
    seen = 0
    for seed in range(30):
        match = new_match("schnapsen", seed=seed)
        rng = random.Random(seed)
        while not match.is_over:
            seat = match.current_player
            obs = match.observation(seat)
            if obs["stock_size"] == 0 and obs["phase"] == "strict":
                world = sample_world(obs, rng)
                assert world.hands[1 - seat] == match.state.hands[1 - seat]
                seen += 1
            match.apply(rng.choice(match.legal_actions()))
    assert seen > 50


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 40))
def test_greedy_playouts_are_legal_and_end_the_deal(seed, steps):
    """Playout moves are legal; a playout ends the deal with 1–3 game points, state untouched."""
    match = new_match("schnapsen", seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over:
            return
        match.apply(rng.choice(match.legal_actions()))
    if match.is_over:
        return
    model = model_of(match)
    before = snapshot(model, match)[0]
    value = rollout_value(model, 0)
    assert abs(value) in (1.0, 2.0, 3.0)
    assert snapshot(model, match)[0] == before
    while model.winner < 0:
        action = greedy_action(model)
        assert action in model.legal_actions()
        model.apply_action(action)
    assert model.value_for(0) == value


def brute_force(model: DealModel, seat: int) -> float:
    """Plain minimax over the whole rest of the deal (no pruning, no table)."""
    if model.winner >= 0:
        return model.value_for(seat)
    values = []
    for action in model.legal_actions():
        child = model.clone()
        child.apply_action(action)
        values.append(brute_force(child, seat))
    return max(values) if model.turn == seat else min(values)


@settings(max_examples=40, deadline=None)
@given(
    st.permutations(range(20)),
    st.integers(1, 4),
    st.integers(0, 3),
    st.booleans(),
    st.integers(0, 1),
)
def test_exact_alphabeta_equals_brute_force_on_strict_endgames(order, size, trump, closed, leader):
    """§5.7–§5.9 endgames: the tabled, ordered alpha-beta value is the true minimax value."""
    from cardavia_desktop.engine.games.schnapsen.model import EXACT, DealEvaluator
    from cardavia_desktop.engine.search import AlphaBeta

    hands = [sum(BIT[c] for c in order[:size]), sum(BIT[c] for c in order[size : 2 * size])]
    stock = tuple(order[2 * size : 2 * size + 4]) if closed else ()
    model = DealModel(hands, stock, trump, leader)
    model.points, model.tricks = [30, 25], [2, 1 + leader]
    if closed:
        model.closed_by, model.snap_points, model.snap_trick = 0, 20, True
    for seat in (0, 1):
        assert AlphaBeta(DealEvaluator(seat)).value(model, EXACT) == brute_force(model, seat)


def test_a_004_6_sampled_worlds_follow_the_strict_variant_of_the_observed_deal():
    """A-004-6: the variant is public (``strict_exchange``); the AI's worlds forbid exchange
    and close with two stock cards left exactly when the observed deal does."""
    from cardavia_desktop.engine.games.schnapsen.rules import CLOSE, EXCHANGE

    match = new_match("schnapsen", seed=4)
    obs = match.observation(match.current_player)
    assert obs["strict_exchange"] is False
    assert sample_world(obs, random.Random(1)).strict is False
    assert sample_world({**obs, "strict_exchange": True}, random.Random(1)).strict is True
    lead = PACK.mask(["HK", "HO", "SU", "EA", "LU"])
    for strict, allowed in ((False, True), (True, False)):
        model = DealModel(
            [lead, PACK.mask(["H10", "SK", "EK", "EO", "LK"])],
            (PACK.index("E10"), PACK.index("SA")),
            SUITS.index("S"),
            0,
            strict,
        )
        assert (EXCHANGE in model.legal_actions()) is allowed
        assert (CLOSE in model.legal_actions()) is allowed
        assert (CLOSE in model.clone().legal_actions()) is allowed
