"""Action strings, illegal actions through the Match API, the position notation and the
search helpers (clone, from_position, deal_over, returns)."""

from __future__ import annotations

import pytest

from cardavia_desktop.engine import IllegalAction, new_match
from cardavia_desktop.engine.games.schnapsen import rules
from cardavia_desktop.engine.games.schnapsen.state import SchnapsenState
from tests.engine.schnapsen.schnapsen_helpers import ALL_ACTION_STRINGS, act, match_from, position

REST = ["HO", "HU", "EK", "EO", "EU", "L10", "LK", "LO", "LU"]


def test_action_strings_round_trip_for_the_whole_action_space():
    """Each int id has one canonical string that parses back to it."""
    assert len(set(ALL_ACTION_STRINGS)) == rules.NUM_ACTIONS
    for action, text in enumerate(ALL_ACTION_STRINGS):
        assert rules.action_to_string(action) == text
        assert rules.string_to_action(text) == action


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("play", "bad_syntax"),
        ("lead:HA", "bad_syntax"),
        ("", "bad_syntax"),
        ("Close", "bad_syntax"),
        ("play:HX", "unknown_card"),
        ("marry:", "unknown_card"),
        ("play:ha", "unknown_card"),
    ],
)
def test_malformed_action_strings_raise_with_codes(text, code):
    """Garbage is refused with ``bad_syntax``/``unknown_card`` and changes nothing."""
    m = new_match("schnapsen", seed=1)
    before, obs = m.to_dict(), m.observation(0)
    with pytest.raises(IllegalAction) as caught:
        m.apply(text)
    assert caught.value.code == code
    assert m.to_dict() == before and m.observation(0) == obs


def test_match_apply_accepts_surrounding_whitespace_and_records_canonical_strings():
    """The Match edge strips the text and saves the canonical string."""
    m = match_from(["SK", "SO", "SA", "S10", "HA"], ["H10", "HK", "E10", "EA", "LA"], "SU", REST, 1)
    m.apply("  close ")
    assert m.to_dict()["actions"] == ["close"]


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ("play:H10", "not_in_hand"),
        ("marry:HK", "not_in_hand"),
        ("marry:HA", "not_marriage_card"),
        ("marry:S10", "not_marriage_card"),
        ("exchange", "no_trump_unter"),
    ],
)
def test_illegal_actions_at_the_first_lead_are_explained_and_change_nothing(action, code):
    """Well-formed but illegal actions raise ``IllegalAction`` with a precise code."""
    m = match_from(["SK", "SO", "SA", "S10", "HA"], ["H10", "HK", "E10", "EA", "LA"], "SU", REST, 1)
    before = (m.to_dict(), m.observation(0), m.observation(1), m.legal_actions())
    with pytest.raises(IllegalAction) as caught:
        m.apply(action)
    assert caught.value.code == code and str(caught.value)
    assert (m.to_dict(), m.observation(0), m.observation(1), m.legal_actions()) == before


def test_illegal_action_after_the_match_is_over():
    """Once the match is over every action is refused with ``match_over``."""
    state = position("h0=HA,EU h1=HK,LU stock=SK,SA lead=0 pts=60,0 tricks=1,0 mp=1,5")
    state.stop_at_deal_end = False
    act(state, "play:HA", "play:HK")
    assert state.is_over() and state.explain_illegal(0).code == "match_over"
    m = new_match("schnapsen", seed=1)
    m.state = state
    with pytest.raises(IllegalAction) as caught:
        m.apply("play:EU")
    assert caught.value.code == "match_over"


def test_close_and_exchange_refused_while_following():
    """Exchange and close belong to the leader before leading."""
    state = position("h0=HK,HO,EA,LU h1=H10,SK,SU,EO,LK stock=HU,EK,E10,SA lead=0 trick=LA")
    for action in (rules.EXCHANGE, rules.CLOSE):
        assert state.explain_illegal(action).code == "not_your_lead"


def test_notation_round_trips_through_str():
    """``str(state)`` is the notation and ``from_notation`` reads it back to the same state."""
    text = (
        "h0=HK,HO,SU,EA,LU h1=H10,SK,EK,EO,LK stock=HU,SO,E10,SA lead=0 trump=S pts=13,10 "
        "pend=0,0 tricks=1,1 dealer=1 mp=7,7"
    )
    state = position(text)
    assert str(state) == text
    act(state, "close", "play:LU")
    again = position(str(state))
    assert str(again) == str(state)
    assert again.legal_actions() == state.legal_actions()
    assert "closed=0:10:1" in str(state) and "trick=LU" in str(state)


@pytest.mark.parametrize(
    "text",
    [
        "h0=HA h1=HA stock=- lead=0 trump=S",
        "h0=HA h1=HK stock=SA lead=0",
        "h0=HA h1=HK stock=SK,EA lead=0 trump=S",
        "h0=HA h1=HK stock=- lead=0",
        "h0=HA h1=HK stock=- lead=2 trump=S",
        "h0=HA h1=HK stock=- lead=0 trump=S trick=HA",
        "h0=HA h1=HK stock=- lead=0 trump=S colour=red",
        "h0=HA stock=- lead=0 trump=S",
    ],
)
def test_inconsistent_positions_are_refused(text):
    """A card twice, an odd stock, a non-trump indicator, missing trump or fields: ValueError."""
    with pytest.raises(ValueError):
        position(text)


def test_from_position_accepts_ints_and_codes_and_stops_at_the_deal_end():
    """``from_position`` (for sampled worlds) takes card ints; search stops at the deal end."""
    hands = [[rules.PACK.index(c) for c in ("HA", "EU")], ["HK", "LU"]]
    state = SchnapsenState.from_position(
        hands, ["SK", "SA"], leader=0, points=(60, 40), tricks=(2, 2)
    )
    assert state.returns() == [0.0, 0.0]
    state.apply_action(rules.PACK.index("HA"))
    state.apply_action(rules.PACK.index("HK"))
    assert state.deal_over() and state.is_over() and state.current_player() is None
    assert state.legal_actions() == []
    assert state.deal_result["winner"] == 0 and state.deal_result["game_points"] == 1
    assert state.returns() == [1.0, -1.0]
    assert state.result()["game_points"] == 1 and state.result()["reason"] == "reached_66"
    assert state.deal_number == 1, "no next deal was dealt"


def test_clone_is_independent_and_replays_identically():
    """A clone moves on without touching the original, and later deals match."""
    m = new_match("schnapsen", seed=17)
    original = m.state
    copy = original.clone()
    steps = 0
    while not copy.is_over():
        copy.apply_action(copy.legal_actions()[-1])
        steps += 1
    assert steps > 20
    assert original.deal_number == 1 and original.stock_pos == 0
    assert original.observation(0) == m.observation(0)
    twin = new_match("schnapsen", seed=17).state
    while not original.is_over():
        action = original.legal_actions()[-1]
        original.apply_action(action)
        twin.apply_action(action)
        assert original.observation(0) == twin.observation(0)
    assert original.result() == copy.result() == twin.result()


@pytest.mark.parametrize(
    "bad",
    [
        ["HA"] * 20,
        [*rules.PACK.codes[:19], "SX"],
        list(rules.PACK.codes[:19]),
    ],
)
def test_explicit_deck_must_list_the_20_cards_once(bad):
    """``new_match(deck=...)`` refuses a deck that is not the 20-card pack."""
    with pytest.raises(IllegalAction) as caught:
        new_match("schnapsen", seed=1, deck=bad)
    assert caught.value.code == "bad_deck"
