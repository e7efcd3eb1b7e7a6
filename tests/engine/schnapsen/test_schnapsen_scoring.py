"""§5.9 game points: unclosed 1-3, successful and failed closes with the snapshot, the last
trick; scenarios 9-13; recommendations A-004-8/9/10."""

from __future__ import annotations

import pytest

from cardavia_desktop.engine.games.schnapsen.rules import score_deal
from tests.engine.schnapsen.schnapsen_helpers import act, events_of, match_from, position

REST = ["HO", "HU", "EK", "EO", "EU", "L10", "LK", "LO", "LU"]


def deal_end(events):
    """The single deal_end event among ``events``."""
    (end,) = events_of(events, "deal_end")
    return end


def outcome(events):
    """(winner, game points, reason) of the deal that ended among ``events``."""
    end = deal_end(events)
    return end["winner"], end["game_points"], end["reason"]


# ------------------------------------------------------------------ scenario 9


def test_scenario_09_successful_close_uses_snapshot():
    """Scenario 9: A closes when B has 20 and a trick; A reaches 66 while B has 45 -> 2."""
    state = position(
        "h0=E10,EU,LA,L10,EK h1=EA,HU,LK,HO,LU stock=HK,SO,EO,S10,SU,SA lead=0 pts=52,20 tricks=1,1"
    )
    act(state, "close", "play:E10")
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"play:EA"}
    act(state, "play:EA", "play:HU", "play:EU", "play:LK")
    assert state.points == [52, 45]
    assert {state.action_to_string(a) for a in state.legal_actions()} == {"play:LA", "play:L10"}
    events = act(state, "play:LA")
    assert outcome(events) == (0, 2, "closer_won")
    assert deal_end(events)["points"] == [67, 45] and deal_end(events)["closed_by"] == 0


# ------------------------------------------------------------------ scenario 10


def test_scenario_10_close_before_first_trick_closer_reaches_66_scores_3():
    """Scenario 10: non-dealer A closes at trick 1 (B without a trick) and makes 66 -> 3."""
    m = match_from(["SK", "SO", "SA", "S10", "HA"], ["H10", "HK", "E10", "EA", "LA"], "SU", REST, 1)
    m.apply("close")
    m.apply("marry:SK")
    m.apply("play:EA")
    assert m.observation(0)["points"] == [55, 0]
    m.apply("play:SA")
    events = m.apply("play:LA")
    assert outcome(events) == (0, 3, "closer_won")
    assert m.observation(0)["match_points"] == [4, 7]


def test_scenario_10_close_before_first_trick_closer_fails_opponent_scores_3():
    """Scenario 10: A closes at trick 1 and nobody reaches 66 -> B gets 3."""
    m = match_from(
        ["HU", "EU", "LU", "HO", "EO"],
        ["HK", "EK", "LK", "LO", "SO"],
        "SA",
        ["HA", "H10", "S10", "SK", "SU", "EA", "E10", "LA", "L10"],
        1,
    )
    m.apply("close")
    events = []
    while m.state.deal_number == 1:
        events += m.apply(m.legal_actions()[0])
    assert outcome(events) == (1, 3, "closer_failed")
    assert max(deal_end(events)["points"]) < 66


def test_scenario_10_close_before_first_trick_opponent_reaches_66_scores_3():
    """Scenario 10: A closes at trick 1 and B reaches 66 first -> B gets 3."""
    m = match_from(["H10", "HK", "E10", "EA", "LA"], ["SA", "S10", "SK", "SO", "HA"], "SU", REST, 1)
    m.apply("close")
    m.apply("play:EA")
    assert set(m.legal_actions()) == {"play:SA", "play:S10", "play:SK", "play:SO"}
    m.apply("play:SA")
    m.apply("marry:SO")
    assert m.observation(1)["points"] == [0, 62]
    events = m.apply("play:E10")
    assert outcome(events) == (1, 3, "opponent_66_after_close")


# ------------------------------------------------------------------ scenario 11


def test_scenario_11_failed_close_opponent_with_a_trick_scores_2():
    """Scenario 11: A closes when B has a trick; all cards played, A has 60 -> B gets 2."""
    state = position(
        "h0=HA,H10,EU,SU,LU h1=HK,HO,EA,HU,LK stock=E10,EK,EO,S10,SO,SA lead=0 pts=28,10 tricks=1,1"
    )
    events = act(
        state,
        "close",
        "play:HA",
        "play:HK",
        "play:H10",
        "play:HO",
        "play:EU",
        "play:EA",
        "play:HU",
        "play:SU",
        "play:LU",
        "play:LK",
    )
    assert deal_end(events)["points"] == [60, 29]
    assert outcome(events) == (1, 2, "closer_failed")


# ------------------------------------------------------------------ scenario 12


@pytest.mark.parametrize(
    ("opponent", "expected"),
    [
        ("pts=60,33 tricks=2,2", 1),
        ("pts=60,32 tricks=2,2", 2),
        ("pts=60,0 pend=0,20 tricks=3,0", 3),
    ],
)
def test_scenario_12_opponent_33_vs_32_and_pending_marriage_without_trick(opponent, expected):
    """Scenario 12: B at 33 -> 1; B at 32 with a trick -> 2; B trickless with a pending 20 -> 3."""
    state = position(f"h0=HA,EU h1=HK,LU stock=SK,SA lead=0 {opponent}")
    events = act(state, "play:HA", "play:HK")
    assert outcome(events) == (0, expected, "reached_66")


# ------------------------------------------------------------------ scenario 13


def test_scenario_13_last_trick_without_66_scores_1_for_its_winner():
    """Scenario 13: stock exhausted normally, A 64 - B 56 after B won trick 10 -> B gets 1."""
    state = position("h0=HU h1=HO stock=- trump=S lead=0 pts=64,51 tricks=5,4")
    events = act(state, "play:HU", "play:HO")
    assert deal_end(events)["points"] == [64, 56]
    assert outcome(events) == (1, 1, "last_trick")


def test_scenario_13_last_trick_reaching_66_uses_the_normal_rule():
    """Scenario 13: if trick 10 brings its winner to 66 the normal 1-3 rule applies."""
    state = position("h0=HU h1=HO stock=- trump=S lead=0 pts=54,61 tricks=5,4")
    events = act(state, "play:HU", "play:HO")
    assert outcome(events) == (1, 1, "reached_66")
    trickless = position("h0=HU h1=HO stock=- trump=S lead=0 pts=0,61 tricks=0,9")
    assert outcome(act(trickless, "play:HU", "play:HO")) == (1, 3, "reached_66")


def test_a_004_10_no_ten_point_bonus_for_the_last_trick():
    """A-004-10: the last trick adds only its cards' points, so 61 + 5 = 66 but 60 + 5 < 66."""
    state = position("h0=HU h1=HO stock=- trump=S lead=0 pts=60,55 tricks=5,4")
    events = act(state, "play:HU", "play:HO")
    assert deal_end(events)["points"] == [60, 60]
    assert outcome(events) == (1, 1, "last_trick")


# ------------------------------------------------------------------ §5.9 rule by rule


@pytest.mark.parametrize(
    ("loser", "expected"),
    [
        ("pts=60,0 tricks=2,0", 3),
        ("pts=60,32 tricks=2,1", 2),
        ("pts=60,33 tricks=2,1", 1),
        ("pts=60,50 tricks=2,3", 1),
    ],
)
def test_rule_5_9_unclosed_66_scores_3_without_trick_2_under_33_else_1(loser, expected):
    """§5.9: stock not closed: 3 if the loser has no trick, 2 if under 33 points, else 1."""
    state = position(f"h0=HA,EU,LU,EO,SU h1=HK,HU,LO,EK,SO stock=S10,SA lead=0 {loser}")
    assert outcome(act(state, "play:HA", "play:HK")) == (0, expected, "reached_66")


@pytest.mark.parametrize(
    ("snapshot", "expected"),
    [
        ("closed=0:0:0", 3),
        ("closed=0:32:1", 2),
        ("closed=0:33:1", 1),
    ],
)
def test_rule_5_9_successful_close_scores_by_the_snapshot(snapshot, expected):
    """§5.9: the closer reaching 66 scores by the opponent's record at closing, not now."""
    state = position(f"h0=HA,EU h1=HK,LU stock=SK,SA lead=0 pts=60,50 tricks=2,3 {snapshot}")
    assert outcome(act(state, "play:HA", "play:HK")) == (0, expected, "closer_won")


@pytest.mark.parametrize(("snapshot", "expected"), [("closed=1:0:0", 3), ("closed=1:30:1", 2)])
def test_a_004_9_non_closer_reaching_66_first_scores_2_or_3(snapshot, expected):
    """§5.9/A-004-9: the non-closer reaching 66 gets 3 if trickless at closing, else 2."""
    state = position(f"h0=HA,EU h1=HK,LU stock=SK,SA lead=0 pts=60,20 tricks=3,1 {snapshot}")
    assert outcome(act(state, "play:HA", "play:HK")) == (0, expected, "opponent_66_after_close")


@pytest.mark.parametrize(("snapshot", "expected"), [("closed=0:0:0", 3), ("closed=0:20:1", 2)])
def test_rule_5_9_closer_below_66_at_the_end_loses_2_or_3(snapshot, expected):
    """§5.9: a closer who finishes below 66 loses: the non-closer gets 2, or 3 if it had no
    trick at closing — even when the closer wins the last trick."""
    state = position(f"h0=HA h1=HK stock=SK,SA lead=0 pts=50,30 tricks=3,1 {snapshot}")
    assert outcome(act(state, "play:HA", "play:HK")) == (1, expected, "closer_failed")


def test_rule_5_9_pending_marriage_of_the_loser_does_not_count():
    """§5.9: a trickless loser's pending marriage is not part of its points (3 game points)."""
    state = position("h0=HA,EU h1=HK,LU stock=SK,SA lead=0 pts=60,0 pend=0,40 tricks=2,0")
    events = act(state, "play:HA", "play:HK")
    assert outcome(events) == (0, 3, "reached_66") and deal_end(events)["points"] == [75, 0]


def test_rule_5_9_game_points_are_subtracted_from_the_winners_count():
    """§5.9: the winner's match count goes down by the game points; the loser's stays."""
    state = position("h0=HA,EU h1=HK,LU stock=SK,SA lead=0 pts=60,40 tricks=2,2 mp=5,3")
    events = act(state, "play:HA", "play:HK")
    assert deal_end(events)["match_points"] == [4, 3] and state.match_points == [4, 3]
    assert not events_of(events, "match_end")


def test_score_deal_table_matches_the_rules():
    """``score_deal`` (used by the state and by the AI) follows §5.9 in every branch."""
    assert score_deal(0, "reached_66", 0, -1, 0, False, [70, 20], [2, 0]) == (0, 3, "reached_66")
    assert score_deal(1, "marriage_66", 1, -1, 0, False, [32, 70], [1, 2]) == (1, 2, "marriage_66")
    assert score_deal(None, "last_trick", 0, -1, 0, False, [64, 56], [5, 5]) == (0, 1, "last_trick")
    assert score_deal(1, "reached_66", 1, 1, 40, True, [20, 66], [1, 3]) == (1, 1, "closer_won")
    assert score_deal(0, "reached_66", 0, 1, 0, False, [66, 60], [2, 3]) == (
        0,
        3,
        "opponent_66_after_close",
    )
    assert score_deal(None, "last_trick", 1, 1, 10, True, [60, 60], [3, 2]) == (
        0,
        2,
        "closer_failed",
    )
