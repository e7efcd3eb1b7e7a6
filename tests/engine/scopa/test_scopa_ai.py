"""Scopa bots: legal, deterministic per seed, fair (hidden cards cannot sway them), strong."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import LEVELS, create_ai
from cardavia_desktop.engine.games.scopa.ai import BOTS
from cardavia_desktop.engine.games.scopa.policy import best_policy_move, policy_score
from cardavia_desktop.engine.games.scopa.rules import BIT, FULL_MASK, PACK, legal_moves
from tests.engine.scopa.scopa_helpers import match_at, position

NAMES = (
    "random",
    "greedy",
    "easy",
    "normal",
    "hard",
    "hard-endgame",
    "hard-learned",
    "hard-rollouts",
    "hard-styles",
    "hard-value",
)


def test_ai_every_level_and_baseline_is_available() -> None:
    assert set(BOTS) == set(NAMES)
    for level in LEVELS:
        assert hasattr(create_ai("scopa", level, seed=1), "choose")


def _positions(count: int, seed: int = 5) -> list:
    """Varied real positions (observation of the seat to act + legal actions)."""
    match = new_match("scopa", seed=seed)
    rng = random.Random(seed)
    out = []
    while len(out) < count and not match.is_over:
        seat = match.current_player
        out.append((match.state.clone(), seat, match.observation(seat), match.legal_actions()))
        match.apply(rng.choice(match.legal_actions()))
        for _ in range(rng.randrange(3)):
            if not match.is_over:
                match.apply(rng.choice(match.legal_actions()))
    return out


@pytest.mark.parametrize("name", ("random", "greedy", "easy"))
def test_ai_fast_bots_never_play_illegally_in_a_whole_match(name: str) -> None:
    match = new_match("scopa", seed=12)
    bots = [BOTS[name](1), BOTS["random"](2)]
    while not match.is_over:
        seat = match.current_player
        legal = match.legal_actions()
        action = bots[seat].choose(match.observation(seat), legal)
        assert action in legal
        match.apply(action)


@pytest.mark.parametrize("name", ("normal", "hard"))
def test_ai_search_bots_never_play_illegally_in_a_deal(name: str) -> None:
    match = new_match("scopa", seed=13)
    bots = [BOTS[name](1), BOTS["greedy"](2)]
    while match.state.deal_number == 1:
        seat = match.current_player
        legal = match.legal_actions()
        action = bots[seat].choose(match.observation(seat), legal)
        assert action in legal
        match.apply(action)


@pytest.mark.parametrize("name", NAMES)
def test_ai_is_deterministic_per_seed(name: str) -> None:
    for _, _, obs, legal in _positions(4):
        first = BOTS[name](7).choose(obs, legal)
        assert BOTS[name](7).choose(obs, legal) == first
        bot = BOTS[name](7)
        assert [bot.choose(obs, legal) for _ in range(2)] == [first, first]


def _reshuffle_hidden(state, seat: int, rng: random.Random):
    """A twin state: same public facts for ``seat``, the opponent's hand and stock redrawn."""
    twin = state.clone()
    other = 1 - seat
    hidden = PACK.codes_of(twin.hands[other]) + [PACK.codes[c] for c in twin.stock]
    rng.shuffle(hidden)
    size = twin.hands[other].bit_count()
    twin.hands[other] = PACK.mask(hidden[:size])
    twin.stock = [PACK.index(c) for c in hidden[size:]]
    return twin


@pytest.mark.parametrize("name", NAMES)
def test_ai_is_fair_same_observation_different_hidden_cards(name: str) -> None:
    rng = random.Random(3)
    changed = 0
    for state, seat, obs, legal in _positions(8, seed=9):
        twin = _reshuffle_hidden(state, seat, rng)
        assert twin.observation(seat) == obs
        changed += twin.hands[1 - seat] != state.hands[1 - seat]
        assert BOTS[name](4).choose(twin.observation(seat), legal) == BOTS[name](4).choose(
            obs, legal
        )
    assert changed, "the hidden cards really differed"


def _endgame(hands: tuple[list[str], list[str]], table: list[str]):
    """Stock empty, seat 0 to play; every other card split between the two piles."""
    rest = [c for c in PACK.codes if c not in hands[0] + hands[1] + table]
    return position(
        hands=hands,
        table=table,
        dealer=1,
        current=0,
        piles=(rest[::2], rest[1::2]),
        last_capturer=1,
    )


@pytest.mark.parametrize("name", ("normal", "hard"))  # easy, a casual player, may
def test_ai_does_not_leave_a_table_the_opponent_can_sweep(name: str) -> None:
    # H2 would leave D5+C3+H2 = 10 for the opponent's King; SK is safe.
    state = _endgame((["SK", "H2"], ["HK", "C4"]), ["D5", "C3"])
    match = match_at(state)
    assert sorted(match.legal_actions()) == ["play:H2", "play:SK"]
    choice = BOTS[name](1).choose(match.observation(0), match.legal_actions())
    assert choice == "play:SK"


@pytest.mark.parametrize("name", ("hard",))
def test_ai_exact_endgame_takes_the_settebello_race(name: str) -> None:
    # Taking D7 now beats the bigger capture that lets the opponent's C7 take it.
    state = _endgame((["S7", "HQ"], ["C7", "S4"]), ["D7", "H5", "C4"])
    match = match_at(state)
    values = BOTS[name](1).evaluate(match.observation(0), match.legal_actions())
    assert max(values, key=values.get) == "play:S7:D7"


def test_greedy_prefers_the_sweep_and_sheds_the_least_useful_card() -> None:
    match = match_at(position(hands=(["D7", "H5"], ["DA"]), table=["S2", "C5"]))
    assert BOTS["greedy"](1).choose(match.observation(0), match.legal_actions()) == "play:D7:S2,C5"
    match = match_at(position(hands=(["D7", "SK", "H6"], ["DA"]), table=[]))
    assert BOTS["greedy"](1).choose(match.observation(0), match.legal_actions()) == "play:SK"


@settings(max_examples=150, deadline=None)
@given(
    cards=st.permutations(range(40)),
    hand_size=st.integers(1, 3),
    table_size=st.integers(0, 8),
    opp=st.integers(0, 3),
    last=st.booleans(),
)
def test_inlined_playout_policy_equals_the_policy_score_argmax(
    cards, hand_size, table_size, opp, last
) -> None:
    hand = sum(BIT[c] for c in cards[:hand_size])
    table = sum(BIT[c] for c in cards[hand_size : hand_size + table_size])
    unseen = FULL_MASK & ~(hand | table) & sum(BIT[c] for c in cards[-20:])
    moves = legal_moves(hand, table)
    best = max(policy_score(c, m, table, unseen, opp, last) for c, m in moves)
    chosen = best_policy_move(hand, table, unseen, opp, last)
    assert chosen in moves
    assert policy_score(*chosen, table, unseen, opp, last) == pytest.approx(best)


def test_hard_beats_random_clearly_in_a_short_seeded_run() -> None:
    """Six duplicate deals (three seeds, seats swapped): hard takes most of the points."""
    points = [0, 0]
    deals_won = 0
    for seed in (1, 2, 3):
        for hard_seat in (0, 1):
            match = new_match("scopa", seed=seed)
            bots = {hard_seat: BOTS["hard"](seed), 1 - hard_seat: BOTS["random"](seed)}
            while match.state.deal_number == 1:
                seat = match.current_player
                match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))
            deal = match.observation(0)["last_deal"]["points"]
            points[0] += deal[hard_seat]
            points[1] += deal[1 - hard_seat]
            deals_won += deal[hard_seat] > deal[1 - hard_seat]
    assert deals_won >= 4 and points[0] >= 3 * points[1], (deals_won, points)
