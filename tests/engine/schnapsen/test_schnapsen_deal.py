"""§5.2 players and turn order, §5.3 the pack, §5.4 the deal; scenarios 1 and 15."""

from __future__ import annotations

import random

import pytest

from cardavia_desktop.engine import GAMES, IllegalAction, new_match
from cardavia_desktop.engine.games.schnapsen import SPEC, rules
from cardavia_desktop.engine.games.schnapsen.rules import PACK, POINTS, TOTAL_POINTS
from tests.engine.schnapsen.schnapsen_helpers import (
    act,
    deck,
    events_of,
    hand,
    match_from,
    position,
)


def test_spec_registered_as_two_player_duel_with_20_cards():
    """The registry exposes the game with the contract's shape."""
    assert GAMES["schnapsen"] is SPEC
    assert (SPEC.players, SPEC.teams, SPEC.deck_size) == (2, ((0,), (1,)), 20)


def test_rule_5_3_pack_has_20_cards_in_four_suits_a_10_k_o_u():
    """§5.3: suits H S E L, ranks A 10 K O U, 20 distinct codes."""
    assert len(PACK) == 20
    assert PACK.codes[:5] == ("HA", "H10", "HK", "HO", "HU")
    assert {code[0] for code in PACK.codes} == {"H", "S", "E", "L"}


def test_rule_5_3_card_points_11_10_4_3_2_total_120():
    """§5.3: card points per rank, 30 per suit, 120 in all."""
    assert [POINTS[PACK.index("S" + r)] for r in ("A", "10", "K", "O", "U")] == [11, 10, 4, 3, 2]
    for suit in "HSEL":
        assert sum(POINTS[PACK.index(suit + r)] for r in rules.RANKS) == 30
    assert sum(POINTS) == TOTAL_POINTS == 120


@pytest.mark.parametrize("low", ["H10", "HK", "HO", "HU"])
def test_rule_5_3_rank_order_daus_beats_every_lower_card(low):
    """§5.3: A > 10 > K > O > U: each higher card wins a trick against each lower one."""
    order = ["HA", "H10", "HK", "HO", "HU"]
    for high in order[: order.index(low)]:
        for leader_card, follower_card, winner in ((high, low, 0), (low, high, 1)):
            state = position(
                f"h0=SA h1=SO,{follower_card} stock=- lead=0 trump=S trick={leader_card}"
            )
            events = act(state, f"play:{follower_card}")
            assert events_of(events, "trick")[0]["winner"] == winner


def test_scenario_01_setup_five_cards_each_stock_ten_indicator_at_bottom():
    """Scenario 1: 5 cards each, stock 10 with the indicator last, 120 card points."""
    m = new_match("schnapsen", seed=11)
    state = m.state
    assert [h.bit_count() for h in state.hands] == [5, 5]
    assert len(state.stock) - state.stock_pos == 10
    assert state.stock[-1] == state.indicator
    assert rules.SUIT_OF[state.indicator] == state.trump
    cards = state.hands[0] | state.hands[1]
    for card in state.stock:
        cards |= 1 << card
    assert cards == rules.FULL_MASK
    assert sum(POINTS) == 120
    obs = m.observation(0)
    assert obs["stock_size"] == 10 and obs["opponent_hand_size"] == 5
    assert obs["indicator"] == PACK.codes[state.indicator]


@pytest.mark.parametrize("dealer", [0, 1])
def test_rule_5_4_deal_order_3_3_indicator_2_2_then_nine_stock_top_first(dealer):
    """§5.4 + DESIGN.md: 3 non-dealer, 3 dealer, indicator, 2, 2, 9 stock (top first)."""
    nondealer = ["HA", "H10", "HK", "SA", "S10"]
    dealer_hand = ["EA", "E10", "SK", "LA", "LO"]
    order = deck(
        nondealer, dealer_hand, "SU", ["HO", "HU", "EK", "EO", "EU", "L10", "LK", "SO", "LU"]
    )
    m = new_match("schnapsen", seed=1, dealer=dealer, deck=order)
    assert hand(m.state, 1 - dealer) == set(nondealer)
    assert hand(m.state, dealer) == set(dealer_hand)
    assert [PACK.codes[c] for c in m.state.stock] == [*order[11:], "SU"]
    assert m.observation(0)["trump"] == "S" and m.observation(1)["indicator"] == "SU"


def test_rule_5_4_stock_drawn_from_the_top_and_indicator_last():
    """§5.4: draws take the stock's top cards in order; the indicator is the 10th card drawn."""
    state = match_from(
        ["HA", "H10", "HK", "SA", "S10"],
        ["EA", "E10", "SK", "LA", "LO"],
        "SU",
        ["HO", "HU", "EK", "EO", "EU", "L10", "LK", "SO", "LU"],
        1,
    ).state
    expected = ["HO", "HU", "EK", "EO", "EU", "L10", "LK", "SO", "LU", "SU"]
    draws = 0
    while state.stock_pos < len(state.stock):
        before = state.hands[:]
        state.apply_action(state.legal_actions()[0])
        if state.lead_card < 0:  # a trick was completed: winner drew, then the loser
            winner = state.leader
            assert PACK.codes_of(state.hands[winner] & ~before[winner]) == [expected[draws]]
            assert PACK.codes_of(state.hands[1 - winner] & ~before[1 - winner]) == [
                expected[draws + 1]
            ]
            draws += 2
    assert draws == 10


def test_rule_5_2_first_dealer_random_from_seed_unless_given():
    """§5.2: the first dealer comes from the rng (both seats occur), fixed by the seed."""
    dealers = {new_match("schnapsen", seed=s).state.dealer for s in range(40)}
    assert dealers == {0, 1}
    assert all(
        new_match("schnapsen", seed=s).state.dealer == new_match("schnapsen", seed=s).state.dealer
        for s in range(10)
    )
    assert new_match("schnapsen", seed=3, dealer=0).state.dealer == 0
    with pytest.raises(IllegalAction):
        new_match("schnapsen", seed=3, dealer=2)


@pytest.mark.parametrize("dealer", [0, 1])
def test_rule_5_2_non_dealer_leads_the_first_trick(dealer):
    """§5.2: the non-dealer is on lead at the start of each deal."""
    m = new_match("schnapsen", seed=2, dealer=dealer)
    assert m.current_player == 1 - dealer
    assert m.observation(0)["leader"] == 1 - dealer


def test_rule_5_2_trick_winner_leads_next():
    """§5.2: after a trick its winner is on lead."""
    state = position("h0=HA,EU h1=HK,LU stock=SK,SA lead=0")
    act(state, "play:EU", "play:LU")
    assert state.current_player() == 0  # EU beats LU: neither follows suit, leader wins
    act(state, "play:HA", "play:HK")
    assert state.current_player() == 0
    state = position("h0=HU,EU h1=HK,LU stock=SK,SA lead=0")
    act(state, "play:HU", "play:HK")
    assert state.current_player() == 1


def test_rule_5_2_dealer_alternates_and_next_deal_follows_in_the_same_apply():
    """§5.2: each finished deal is followed at once by the next, dealt by the other seat."""
    m = new_match("schnapsen", seed=8)
    rng = random.Random(8)
    dealers = [m.state.dealer]
    deals_seen = 0
    while not m.is_over:
        events = m.apply(rng.choice(m.legal_actions()))
        types = [e["type"] for e in events]
        if "deal_end" in types:
            end = types.index("deal_end")
            if m.is_over:
                assert types[end + 1 :] == ["match_end"]
            else:
                assert types[end + 1 :] == ["deal"]
                deal = events[end + 1]
                assert deal["dealer"] == 1 - dealers[-1]
                assert deal["deal_number"] == len(dealers) + 1
                dealers.append(deal["dealer"])
                assert m.current_player == 1 - deal["dealer"]
                deals_seen += 1
    assert deals_seen >= 1
    assert m.result["deals"] == len(dealers)


def test_rule_5_2_match_counts_down_from_seven_and_first_to_zero_wins():
    """§5.2: game points are subtracted from 7; reaching 0 or below ends the match."""
    m = new_match("schnapsen", seed=21)
    rng = random.Random(4)
    remaining = [7, 7]
    while not m.is_over:
        for event in m.apply(rng.choice(m.legal_actions())):
            if event["type"] == "deal_end":
                remaining[event["winner"]] = max(
                    0, remaining[event["winner"]] - event["game_points"]
                )
                assert event["match_points"] == remaining
    winner = m.result["winner"]
    assert remaining[winner] == 0 and remaining[1 - winner] > 0
    assert m.result["match_points"] == remaining
    assert m.current_player is None and m.legal_actions() == []


def test_scenario_15_match_countdown_two_minus_three_wins_the_match():
    """Scenario 15: A at 2 wins a 3-point deal: 2 - 3 <= 0, A wins the match (shown as 0)."""
    state = position("h0=HA,H10 h1=HK,LU stock=SK,SA lead=0 pts=60,0 tricks=1,0 mp=2,5")
    state.stop_at_deal_end = False
    events = act(state, "play:HA", "play:HK")
    end = events_of(events, "deal_end")[0]
    assert (end["winner"], end["game_points"]) == (0, 3)
    assert events[-1] == {"type": "match_end", "winner": 0, "match_points": [0, 5]}
    assert state.is_over() and state.current_player() is None and state.legal_actions() == []
    assert state.result() == {"winner": 0, "match_points": [0, 5], "deals": 1}
    assert state.observation(1)["phase"] == "over"


def test_rules_module_doctests():
    """The examples in ``rules.py`` docstrings hold (card codes, actions, score_deal)."""
    import doctest

    failed, attempted = doctest.testmod(rules)
    assert attempted >= 6 and failed == 0
