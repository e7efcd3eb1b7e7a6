"""§5.5 phases, §5.6 the leader's options, §5.7 following, §5.8 tricks and draws;
scenarios 2-8 and 14; recommendations A-004-5/6/7/11/12."""

from __future__ import annotations

import random

import pytest

from cardavia_desktop.engine.games.schnapsen.rules import CLOSE, EXCHANGE
from cardavia_desktop.engine.games.schnapsen.state import SchnapsenState
from tests.engine.schnapsen.schnapsen_helpers import (
    act,
    events_of,
    hand,
    legal,
    legal_plays,
    match_from,
    position,
)

# A deal in progress, trump S, indicator SA under two more stock cards: 0 leads.
OPEN = "h0=HK,HO,SU,EA,LU h1=H10,SK,EK,EO,LK stock=HU,SO,E10,SA lead=0 pts=13,10 tricks=1,1"


# ------------------------------------------------------------------ §5.5 phases


def test_rule_5_5_open_phase_while_stock_neither_empty_nor_closed():
    """§5.5: with cards in an unclosed stock the phase is open and the follower may play any."""
    state = position(OPEN)
    assert state.is_open() and state.observation(0)["phase"] == "open"
    act(state, "play:LU")
    assert legal_plays(state) == hand(state, 1)


def test_rule_5_5_strict_phase_after_exhaustion_and_nobody_draws():
    """§5.5: once the indicator is drawn the phase is strict and tricks draw nothing."""
    state = position("h0=HA,LU h1=HK,EK stock=- lead=0 trump=S pts=40,40 tricks=3,3")
    assert not state.is_open() and state.observation(1)["phase"] == "strict"
    events = act(state, "play:LU", "play:EK")
    assert not events_of(events, "draw")
    assert [h.bit_count() for h in state.hands] == [1, 1]


def test_rule_5_5_strict_phase_at_once_after_close_and_nobody_draws():
    """§5.5/§5.6: closing makes the phase strict at once; no more draws."""
    state = position(OPEN)
    act(state, "close")
    assert state.observation(1)["phase"] == "strict" and state.stock_size() == 4
    act(state, "play:HK")
    assert legal_plays(state) == {"H10"}  # must follow and beat at once
    events = act(state, "play:H10")
    assert not events_of(events, "draw") and state.stock_size() == 4


# ------------------------------------------------------------------ §5.6 exchange


def test_scenario_03_exchange_trump_unter_for_the_indicator():
    """Scenario 3: the leader holding SU with SA face up may swap them."""
    state = position(OPEN)
    assert "exchange" in legal(state)
    events = act(state, "exchange")
    assert events == [{"type": "exchange", "seat": 0, "gave": "SU", "took": "SA"}]
    assert "SA" in hand(state, 0) and "SU" not in hand(state, 0)
    assert state.observation(1)["indicator"] == "SU"
    assert state.indicator == state.stock[-1], "the state's indicator is the new face-up card"
    assert state.observation(1)["revealed"] == ["SA"]
    assert state.observation(0)["exchanges"] == [{"seat": 0, "gave": "SU", "took": "SA"}]
    assert state.current_player() == 0, "the leader still leads after exchanging"


def test_scenario_03_exchange_not_allowed_when_not_on_lead():
    """Scenario 3: the follower holding the trump Unter may not exchange."""
    state = position("h0=HK,HO,EA,LU h1=H10,SK,SU,EO,LK stock=HU,EK,E10,SA lead=0 trick=LA")
    assert "exchange" not in legal(state)
    assert state.explain_illegal(EXCHANGE).code == "not_your_lead"


def test_scenario_03_exchange_not_allowed_after_closing():
    """Scenario 3: once the stock is closed there is no exchange."""
    state = position(OPEN)
    act(state, "close")
    assert "exchange" not in legal(state)
    assert state.explain_illegal(EXCHANGE).code == "stock_closed"


def test_scenario_03_exchange_not_allowed_after_the_indicator_was_drawn():
    """Scenario 3: with the stock exhausted there is nothing to exchange."""
    state = position("h0=SU,HA h1=HK,EK stock=- lead=0 trump=S pts=40,40 tricks=3,3")
    assert "exchange" not in legal(state)
    assert state.explain_illegal(EXCHANGE).code == "stock_exhausted"


def test_rule_5_6_exchange_needs_the_trump_unter():
    """§5.6: without the trump Unter (another Unter does not count) there is no exchange."""
    state = position("h0=HK,HO,HU,EA,LU h1=H10,SK,EK,EO,LK stock=SU,SO,E10,SA lead=0")
    assert "exchange" not in legal(state)
    assert state.explain_illegal(EXCHANGE).code == "no_trump_unter"


# ------------------------------------------------------------------ §5.6 close


def test_rule_5_6_close_records_opponent_points_and_trick_and_ends_draws():
    """§5.6/A-004-8: closing records the opponent's credited points and whether it had a trick."""
    state = position(
        "h0=HK,HO,SU,EA,LU h1=H10,SK,EK,EO,LK stock=HU,SO,E10,SA lead=0 "
        "pts=13,10 pend=0,0 tricks=1,1"
    )
    events = act(state, "close")
    assert events == [
        {"type": "close", "seat": 0, "opponent_points": 10, "opponent_had_trick": True}
    ]
    obs = state.observation(1)
    assert obs["closed_by"] == 0
    assert obs["close_snapshot"] == {"opponent_points": 10, "opponent_had_trick": True}
    assert state.explain_illegal(CLOSE).code == "stock_closed"


def test_rule_5_6_close_snapshot_counts_only_credited_points_not_pending():
    """A-004-8: an opponent's pending marriage is not in the snapshot; nor is a trick it lacks."""
    state = position(
        "h0=HK,HO,SU,EA,LU h1=H10,SK,EK,EO,LK stock=HU,SO,E10,SA lead=0 "
        "pts=13,0 pend=0,20 tricks=1,0"
    )
    act(state, "close")
    assert (state.close_opp_points, state.close_opp_had_trick) == (0, False)


def test_rule_5_6_exchange_then_close_but_not_close_then_exchange():
    """§5.6: the order is exchange, close, lead: closing first forbids the exchange."""
    state = position(OPEN)
    act(state, "exchange", "close")
    assert state.closed_by == 0 and "SA" in hand(state, 0)
    other = position(OPEN)
    act(other, "close")
    assert "exchange" not in legal(other)


def test_a_004_5_non_dealer_may_close_before_the_first_trick():
    """A-004-5: closing is offered at the very first lead of the deal (five cards, no draw)."""
    m = match_from(
        ["HA", "H10", "HK", "SA", "S10"],
        ["EA", "E10", "SK", "LA", "LO"],
        "SU",
        ["HO", "HU", "EK", "EO", "EU", "L10", "LK", "SO", "LU"],
        1,
    )
    assert "close" in m.legal_actions()
    m.apply("close")
    assert m.observation(1)["close_snapshot"] == {"opponent_points": 0, "opponent_had_trick": False}


def test_a_004_6_exchange_and_close_allowed_with_only_two_cards_in_the_stock():
    """A-004-6 (seed reading): with the indicator and one card left both remain possible."""
    state = position("h0=HK,HO,SU,EA,LU h1=H10,SK,EK,EO,LK stock=E10,SA lead=0")
    assert {"exchange", "close"} <= legal(state)


def test_a_004_6_strict_variant_forbids_exchange_and_close_with_two_cards_left():
    """A-004-6: the stricter variant (a class hook) forbids both with two cards left."""

    class StrictSchnapsen(SchnapsenState):
        strict_exchange = True

    text = "h0=HK,HO,SU,EA,LU h1=H10,SK,EK,EO,LK stock=E10,SA lead=0"
    state = StrictSchnapsen.from_notation(text)
    assert not {"exchange", "close"} & legal(state)
    assert state.explain_illegal(EXCHANGE).code == "stock_too_small"
    roomy = StrictSchnapsen.from_notation(
        "h0=HK,HO,SU,EA,LU h1=H10,SK,EK,EO,LK stock=HU,SO,E10,SA lead=0"
    )
    assert {"exchange", "close"} <= legal(roomy)


# ------------------------------------------------------------------ §5.6 marriages


def test_scenario_04_plain_marriage_credited_at_once_with_a_trick():
    """Scenario 4: leader with a trick and 30 points leads HO holding HK: 50 at once."""
    state = position(
        "h0=HK,HO,SU,EA,LU h1=H10,SK,EK,EO,LK stock=HU,SO,E10,SA lead=0 pts=30,10 tricks=1,1"
    )
    events = act(state, "marry:HO")
    assert events[0] == {
        "type": "marriage",
        "seat": 0,
        "suit": "H",
        "points": 20,
        "pending": False,
        "cards": ["HK", "HO"],
    }
    assert events[1] == {"type": "play", "seat": 0, "card": "HO"}
    assert state.points[0] == 50 and state.pending[0] == 0
    assert state.observation(1)["revealed"] == ["HK"], "the partner is shown"
    assert state.observation(0)["marriages"] == [{"seat": 0, "suit": "H", "points": 20}]


def test_scenario_05_pending_trump_marriage_credited_with_the_first_trick():
    """Scenario 5: SK+SO declared on the first lead waits; the first trick won makes 14+40=54."""
    m = match_from(
        ["SK", "SO", "H10", "EU", "LU"],
        ["SA", "HK", "EA", "LA", "E10"],
        "SU",
        ["HA", "HO", "HU", "S10", "EK", "EO", "L10", "LK", "LO"],
        1,
    )
    events = m.apply("marry:SK")
    assert events[0]["points"] == 40 and events[0]["pending"] is True
    assert m.observation(1)["pending"] == [40, 0] and m.observation(1)["points"] == [0, 0]
    events = m.apply("play:SA")
    assert events_of(events, "trick")[0]["winner"] == 1
    assert m.observation(0)["points"] == [0, 15] and m.observation(0)["pending"] == [40, 0]
    m.apply("play:HK")
    events = m.apply("play:H10")
    trick = events_of(events, "trick")[0]
    assert (trick["winner"], trick["points"], trick["pending_credited"]) == (0, 14, 40)
    assert m.observation(0)["points"] == [54, 15] and m.observation(0)["pending"] == [0, 0]


def test_scenario_06_marriage_reaching_66_ends_the_deal_at_once():
    """Scenario 6: 50 points, 2 tricks, EK+EO: 70 at once; opponent 40 -> 1 game point."""
    state = position(
        "h0=EK,EO,SU,HA,LU h1=H10,SK,HK,HO,LK stock=HU,SO,E10,SA lead=0 pts=50,40 tricks=2,2"
    )
    events = act(state, "marry:EK")
    assert [e["type"] for e in events] == ["marriage", "deal_end"]
    end = events[1]
    assert (end["winner"], end["game_points"], end["reason"]) == (0, 1, "marriage_66")
    assert end["points"] == [70, 40]
    assert state.deal_over() and state.current_player() is None


def test_a_004_12_marriage_66_ends_the_deal_before_the_led_card_and_deals_the_next():
    """A-004-12: in a match the next deal follows at once; the led card is never played."""
    state = position(
        "h0=EK,EO,SU,HA,LU h1=H10,SK,HK,HO,LK stock=HU,SO,E10,SA lead=0 "
        "pts=50,40 tricks=2,2 dealer=1"
    )
    state.stop_at_deal_end = False
    events = act(state, "marry:EO")
    assert [e["type"] for e in events] == ["marriage", "deal_end", "deal"]
    assert events[2]["dealer"] == 0 and state.current_player() == 1
    assert state.match_points == [6, 7]


def test_rule_5_6_marriage_is_40_in_trumps_and_20_otherwise():
    """§5.6: a trump marriage is worth 40, any other 20."""
    text = "h0=SK,SO,EK,EO,LU h1=H10,HA,HK,HO,LK stock=HU,E10,SU,SA lead=0 pts=10,0 tricks=1,0"
    for action, value in (("marry:SK", 40), ("marry:SO", 40), ("marry:EK", 20), ("marry:EO", 20)):
        state = position(text)
        assert events_of(act(state, action), "marriage")[0]["points"] == value
        assert state.points[0] == 10 + value


def test_a_004_11_marriage_is_optional_and_offered_only_with_the_partner():
    """A-004-11/§5.6: K or O with its partner offers both play and marry; alone, only play."""
    state = position("h0=SK,SO,EK,HO,LU h1=H10,HA,HK,EO,LK stock=HU,E10,SU,SA lead=0")
    actions = legal(state)
    assert {"play:SK", "marry:SK", "play:SO", "marry:SO"} <= actions
    assert "marry:EK" not in actions and "marry:HO" not in actions
    assert state.explain_illegal(state.string_to_action("marry:EK")).code == "no_marriage_partner"
    act(state, "play:SK")
    assert state.marriage_log == () and state.pending == [0, 0]


def test_a_004_7_each_marriage_at_most_once_per_deal():
    """A-004-7: after declaring with the König, leading the Ober later declares nothing."""
    state = position(
        "h0=SK,SO,EA,LU,LA h1=H10,HA,HK,EO,LK stock=HU,E10,SU,SA lead=0 pts=10,0 tricks=1,0"
    )
    act(state, "marry:SK", "play:HK")  # 0 keeps the lead with a trump
    assert "SO" in hand(state, 0) and "marry:SO" not in legal(state)


def test_rule_5_6_marriage_may_be_declared_in_the_strict_phase_after_closing():
    """§5.6: marriages may be declared in both phases, also after closing."""
    state = position(OPEN.replace("HK,HO,SU", "HK,HO,SK").replace("H10,SK", "H10,SU"))
    act(state, "close")
    events = act(state, "marry:HK")
    assert events_of(events, "marriage")[0]["points"] == 20 and state.points[0] == 33


def test_rule_5_6_marriage_only_by_the_leader():
    """§5.6: the follower cannot declare (a marriage is announced by leading)."""
    state = position("h0=HK,EA,LU,SU h1=H10,SK,SO,EO,LK stock=HU,HO,E10,SA lead=0 trick=LA")
    assert not any(a.startswith("marry") for a in legal(state))
    assert state.explain_illegal(state.string_to_action("marry:SK")).code == "not_your_lead"


# ------------------------------------------------------------------ §5.7 following


def test_scenario_02_open_phase_any_card_and_who_wins():
    """Scenario 2: lead H10 with the stock open: HA, EA, SU, LK all legal; HA and SU win."""
    text = "h0=HK,EK,LA,LU h1=HA,EA,SU,LK,EU stock=HO,E10,LO,SA lead=0 trick=H10"
    assert {"HA", "EA", "SU", "LK"} <= legal_plays(position(text))
    for card, winner in (("HA", 1), ("EA", 0), ("SU", 1), ("LK", 0)):
        state = position(text)
        assert events_of(act(state, f"play:{card}"), "trick")[0]["winner"] == winner


@pytest.mark.parametrize(
    ("follower", "allowed"),
    [
        ("HA,HU,S10", {"HA"}),
        ("HO,HU,S10", {"HO", "HU"}),
        ("SU,EK,LA", {"SU"}),
        ("EK,LA,EU", {"EK", "LA", "EU"}),
    ],
)
def test_scenario_07_strict_follow_suit_and_head_else_trump_else_any(follower, allowed):
    """Scenario 7: stock exhausted, HK led: beat in suit, else follow, else trump, else any."""
    state = position(
        f"h0=E10,L10 h1={follower} stock=- lead=0 trump=S trick=HK pts=40,40 tricks=3,3"
    )
    assert legal_plays(state) == allowed


@pytest.mark.parametrize(
    ("follower", "allowed"),
    [
        ("SA,SU,HK", {"SA"}),
        ("SK,SU,HK", {"SK", "SU"}),
    ],
)
def test_scenario_08_strict_trump_led_higher_trump_else_lower(follower, allowed):
    """Scenario 8: S10 led in the strict phase: a higher trump if possible, else a lower."""
    state = position(
        f"h0=E10,L10 h1={follower} stock=- lead=0 trump=S trick=S10 pts=40,40 tricks=3,3"
    )
    assert legal_plays(state) == allowed


@pytest.mark.parametrize(
    ("follower", "code"),
    [
        ("HA,HU,S10", "must_follow_higher"),
        ("HO,HU,S10", "must_follow_suit"),
        ("SU,EK,LA", "must_trump"),
    ],
)
def test_rule_5_7_strict_illegal_follow_explained(follower, code):
    """§5.7: a refused card in the strict phase names the duty it breaks."""
    state = position(
        f"h0=E10,L10 h1={follower} stock=- lead=0 trump=S trick=HK pts=40,40 tricks=3,3"
    )
    refused = [c for c in follower.split(",") if c not in legal_plays(state)]
    assert refused
    for card in refused:
        error = state.explain_illegal(state.string_to_action(f"play:{card}"))
        assert error.code == code and error.params["card"] == card


# ------------------------------------------------------------------ §5.8 tricks and draws


@pytest.mark.parametrize(
    ("lead", "follow", "winner"),
    [
        ("HK", "HA", 1),
        ("HA", "HK", 0),
        ("HU", "HO", 1),  # same suit: higher rank
        ("HA", "SU", 1),  # follower trumps
        ("HU", "EA", 0),
        ("SU", "EA", 0),  # neither: leader wins (also a trump lead)
        ("SO", "SK", 1),  # trump on trump: higher rank
    ],
)
def test_rule_5_8_trick_resolution(lead, follow, winner):
    """§5.8: same suit higher wins; else a follower's trump wins; else the leader."""
    state = position(f"h0=LU h1={follow} stock=LA,E10,L10,SA lead=0 trick={lead}")
    assert events_of(act(state, f"play:{follow}"), "trick")[0]["winner"] == winner


def test_rule_5_8_winner_scores_both_cards_and_66_ends_the_deal_after_the_trick():
    """§5.8: the winner adds both cards' points and a trick; 66 is checked at once."""
    state = position(OPEN.replace("pts=13,10", "pts=50,10"))
    events = act(state, "play:EA", "play:EK")
    assert state.points[0] == 65 and state.tricks[0] == 2 and not state.deal_over()
    assert events_of(events, "trick")[0]["points"] == 15
    events = act(state, "play:SU", "play:H10")
    assert [e["type"] for e in events] == ["play", "play", "trick", "deal_end"]
    assert state.points[0] == 77 and state.deal_over()


def test_rule_5_8_winner_draws_first_then_loser_then_winner_leads():
    """§5.8: after a trick in the open phase the winner draws the top card, the loser the next."""
    state = position(OPEN)
    events = act(state, "play:LU", "play:LK")
    assert [(e["seat"], e["card"]) for e in events_of(events, "draw")] == [(1, None), (0, None)]
    assert "HU" in hand(state, 1) and "SO" in hand(state, 0)
    assert state.current_player() == 1 and state.stock_size() == 2


def test_scenario_14_last_draw_loser_takes_indicator_then_strict():
    """Scenario 14: with two cards left the winner draws the hidden one, the loser the
    indicator; the next trick is played under the strict rules."""
    state = position("h0=H10,HK,EA,LU,L10 h1=HO,SK,EK,EO,LK stock=E10,SA lead=0")
    events = act(state, "play:EA", "play:EK")
    draws = events_of(events, "draw")
    assert [(e["seat"], e["card"]) for e in draws] == [(0, None), (1, "SA")]
    assert "E10" in hand(state, 0) and "SA" in hand(state, 1)
    obs = state.observation(0)
    assert obs["phase"] == "strict" and obs["stock_size"] == 0 and obs["indicator"] is None
    assert obs["revealed"] == ["SA"], "everyone saw the loser take the indicator"
    act(state, "play:H10")
    assert legal_plays(state) == {"HO"}, "must follow suit now, may not trump with SA"


def test_rule_5_8_deal_ends_after_ten_tricks_when_the_stock_ran_out():
    """§5.8: an unclosed deal without 66 ends after exactly 10 tricks, all cards played."""
    seen = 0
    for seed in range(40):
        state = SchnapsenState.from_position(
            *_shuffled_deal(seed), leader=0, dealer=1, stop_at_deal_end=True
        )
        tricks = 0
        while not state.deal_over():
            actions = [a for a in state.legal_actions() if a < EXCHANGE]
            tricks += len(events_of(state.apply_action(actions[seed % len(actions)]), "trick"))
        if state.deal_result["reason"] == "last_trick":
            seen += 1
            assert tricks == 10 and state.hands == [0, 0] and state.stock_size() == 0
        else:
            assert state.deal_result["reason"] in ("reached_66", "marriage_66")
            assert max(state.points) >= 66
    assert seen, "some deal must end on the last trick"


def _shuffled_deal(seed: int) -> tuple[list[list[int]], list[int]]:
    cards = list(range(20))
    random.Random(seed).shuffle(cards)
    return [cards[:5], cards[5:10]], cards[10:]


def test_rule_5_8_deal_ends_after_five_tricks_after_closing_with_five_cards():
    """§5.8: after a close at five cards, the deal ends when those five tricks are played."""
    state = position(
        "h0=HU,EU,LU,HO,EO h1=HK,EK,LK,LO,SO stock=HA,H10,S10,SK,SU,SA lead=0 pts=10,10 tricks=1,1"
    )
    act(state, "close")
    tricks = 0
    while not state.deal_over():
        tricks += len(events_of(state.apply_action(state.legal_actions()[0]), "trick"))
    assert tricks == 5 and state.deal_result["reason"] == "closer_failed"
