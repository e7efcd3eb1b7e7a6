"""Minchiate bots: legal, deterministic per seed, fair (observation only), hard beats random."""

from __future__ import annotations

import random

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.games.minchiate.ai import BOTS, rollout
from cardavia_desktop.engine.games.minchiate.knowledge import knowledge, sample_hands
from cardavia_desktop.engine.games.minchiate.policy import fast_rollout
from tests.engine.minchiate.mch_helpers import finish_setup


def play(seed: int, levels: list[str]) -> int:
    """Play a deal with one bot per seat (checking legality); return NS net resti."""
    match = new_match("minchiate", seed=seed)
    bots = [BOTS[level](seed * 4 + seat) for seat, level in enumerate(levels)]
    while not match.is_over:
        seat = match.current_player
        legal = match.legal_actions()
        action = bots[seat].choose(match.observation(seat), legal)
        assert action in legal
        match.apply(action)
    return match.result["net"]


def test_bots_registered_for_every_level_and_baseline():
    """BOTS has random, easy, normal, hard, heuristic; create_ai reaches them."""
    assert set(BOTS) == {"random", "easy", "normal", "hard", "heuristic"}
    bot = create_ai("minchiate", "hard", seed=3)
    match = new_match("minchiate", seed=1)
    assert (
        bot.choose(match.observation(match.current_player), match.legal_actions())
        in match.legal_actions()
    )


@pytest.mark.parametrize("level", ["random", "easy", "heuristic"])
def test_cheap_bots_play_whole_deals_legally(level):
    """Cheap bots in all four seats always choose a legal action (discards, declarations, play)."""
    for seed in range(3):
        play(seed, [level] * 4)


def test_normal_bots_play_a_whole_deal_legally():
    """Normal bots (PIMC) in all four seats play a whole deal legally."""
    play(5, ["normal"] * 4)


def play_phase_match(seed: int, tricks: int):
    """A match in the play phase after ``tricks`` heuristic tricks (and a few extra cards)."""
    match = new_match("minchiate", seed=seed)
    heuristic = BOTS["heuristic"](0)
    finish_setup(match)
    for _ in range(4 * tricks + seed % 3):
        seat = match.current_player
        match.apply(heuristic.choose(match.observation(seat), match.legal_actions()))
    return match


def test_heuristic_declares_and_discards():
    """The heuristic declares every combination it holds and discards only legal cards."""
    for seed in range(12):
        match = new_match("minchiate", seed=seed)
        bot = BOTS["heuristic"](0)
        while match.state.phase != "play":
            seat = match.current_player
            legal = match.legal_actions()
            action = bot.choose(match.observation(seat), legal)
            if match.state.phase == "declare":
                assert action != "pass" or legal == ["pass"]
            match.apply(action)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_same_observation_same_seed_same_choice(level):
    """Deterministic per seed: two bots with one seed agree, repeatedly."""
    match = play_phase_match(7, 3)
    obs, legal = match.observation(match.current_player), match.legal_actions()
    first = BOTS[level](11).choose(obs, legal)
    assert BOTS[level](11).choose(obs, legal) == first
    assert BOTS[level](11).choose(obs, list(legal)) == first


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_choice_cannot_depend_on_hidden_cards(level):
    """Same observation with a different hidden deal (two opponents swap unseen cards) gives
    the same choice."""
    match = play_phase_match(4, 2)
    seat = match.current_player
    obs, legal = match.observation(seat), match.legal_actions()
    state = match.state
    a, b = (seat + 1) % 4, (seat + 3) % 4
    hidden_a = state.hands[a] & ~state.shown[a]
    hidden_b = state.hands[b] & ~state.shown[b]
    swap_a = hidden_a & -hidden_a
    swap_b = hidden_b & -hidden_b
    state.hands[a] ^= swap_a | swap_b
    state.hands[b] ^= swap_a | swap_b
    assert match.observation(seat) == obs and state.hands[a] != state.hands[a] ^ swap_a
    assert BOTS[level](2).choose(match.observation(seat), legal) == BOTS[level](2).choose(
        obs, legal
    )


def test_sampled_deals_are_consistent_with_the_observation():
    """Samples keep hand sizes, own cards, shown cards and inferred voids; never a seen card."""
    for seed in range(6):
        match = play_phase_match(seed, 5)
        seat = match.current_player
        k = knowledge(match.observation(seat))
        rng = random.Random(seed)
        for _ in range(5):
            hands = sample_hands(k, rng)
            assert [h.bit_count() for h in hands] == [h.bit_count() for h in match.state.hands]
            assert hands[seat] == match.state.hands[seat]
            for other in range(4):
                assert hands[other] & k.certain[other] == k.certain[other]
                if other != seat:
                    assert not hands[other] & k.excluded[other]
                    assert not hands[other] & match.state.played
            assert not hands[0] & hands[1] & hands[2] & hands[3]
            # the real deal satisfies the same facts
            assert not match.state.hands[(seat + 1) % 4] & k.excluded[(seat + 1) % 4]


def test_hard_beats_random_in_a_short_seeded_run():
    """A duplicate deal (the same cards played twice, teams swapping seats): the hard team
    comes out at least 2 resti ahead over the pair."""
    nets = [
        play(3, ["hard", "random", "hard", "random"]),
        -play(3, ["random", "hard", "random", "hard"]),
    ]
    assert sum(nets) >= 2, nets


def test_fast_rollout_agrees_with_the_state_rules():
    """The event-free rollout of search ends exactly as the real state played the same way."""
    for seed in range(25):
        rng = random.Random(seed)
        match = new_match("minchiate", seed=seed)
        target = rng.randrange(0, 84)
        while not match.is_over and not (match.state.phase == "play" and target == 0):
            if match.state.phase == "play":
                target -= 1
            match.apply(rng.choice(match.legal_actions()))
        if match.is_over:
            continue
        state = match.state.clone()
        net, total = fast_rollout(state)
        assert state.hands == match.state.hands, "fast_rollout leaves the state unchanged"
        rollout(state)
        assert net == state.resti[0] - state.resti[1]
        end = state.end
        rounded = end["rounded_resti"] * (1 if end["to_team"] == 0 else -1)
        assert total == 60 * (net - rounded) + end["difference"]
