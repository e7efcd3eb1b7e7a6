"""Piedicavallo: the Matto (§2.5–2.6, scenarios 10–11) and scoring (§2.7, scenarios 12–14)."""

from __future__ import annotations

import random

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.piedicavallo import rules
from tests.engine.piedicavallo.pdc_helpers import (
    GAME,
    discard_first_legal,
    legal_cards,
    play,
    play_by_preference,
    stacked,
)

TRUMPS = [f"T{n}" for n in range(1, 22)]


def test_scenario_10_matto_led_the_second_card_sets_the_suit() -> None:
    m = stacked(
        2,
        {3: ["MATTO"], 0: ["B7", "T5"], 1: ["BK", "B5", "T6"], 2: ["T20"]},
        seat2=lambda c: not c.startswith("B"),
    )
    discard_first_legal(m)
    assert m.current_player == 3
    play(m, "MATTO")
    assert m.observation(0)["lead_suit"] is None
    assert legal_cards(m) == set(m.observation(0)["hand"])  # S may play anything
    play(m, "B7")
    assert m.observation(1)["lead_suit"] == "B"
    assert legal_cards(m) == {c for c in m.observation(1)["hand"] if c.startswith("B")}
    play(m, "BK")
    assert legal_cards(m) == {c for c in m.observation(2)["hand"] if c.startswith("T")}
    trick = play(m, "T20")[-1]
    assert trick["winner"] == 2 and trick["winning_card"] == "T20"
    assert trick["matto"] == {"seat": 3, "team": 1}
    assert trick["points"] == 1 + 5 + 1  # three cards to the winners, the Matto stays with EW
    assert m.observation(0)["points"] == [7, 5]


def test_scenario_11_matto_in_an_opponents_trick_stays_with_its_team() -> None:
    m = stacked(0, {1: ["SK", "S5"], 2: ["MATTO", "S7"], 3: ["S8"], 0: ["S6"]})
    m.apply(next(a for a in m.legal_actions() if "S6" not in a))
    trick = play(m, "SK", "MATTO", "S8", "S6")[-1]
    assert trick["winner"] == 1 and trick["points"] == 5 + 1 + 1
    assert trick["matto"] == {"seat": 2, "team": 0}
    assert m.observation(3)["points"] == [5, 7]
    assert m.observation(0)["matto"] == {"seat": 2, "team": 0}


def test_2_6_matto_never_wins_even_when_led() -> None:
    m = stacked(
        2, {3: ["MATTO"], 0: ["S5"]}, seat1=lambda c: c[0] in "BCDT", seat2=lambda c: c[0] in "BCDT"
    )
    discard_first_legal(m)
    events = play(m, "MATTO", "S5")
    for _ in range(2):
        events += m.apply(m.legal_actions()[0])
    assert events[-1]["winning_card"] != "MATTO" and events[-1]["winner"] != 3


def _sweep_by_ew(dealer: int) -> dict:
    """E holds T7–T21 and trumps every trick, so EW take all 15 tricks; NS hold the Matto."""
    w_suit = ["S5", "S6", "S7", "S8", "S9", "S10", "B5", "B6", "B7"]
    m = stacked(dealer, {1: TRUMPS[6:], 3: TRUMPS[:6] + w_suit, 2: ["MATTO"]})
    discard_first_legal(m)
    play_by_preference(m, {1: TRUMPS[::-1]})
    return m.result


def test_scenario_12_sweep_with_matto_and_discard_gives_all_114_points() -> None:
    result = _sweep_by_ew(dealer=2)
    assert result["tricks"] == [0, 15] and result["sweep"] == 1
    assert result["points"] == [0, 114] and result["winner"] == 1
    assert result["matto_seat"] == 2 and result["matto_team"] == 1 and result["matto_surrendered"]
    assert result["discard_team"] == 1 and result["dealer_team"] == 0
    assert result["categories"][0] == dict.fromkeys(rules.CATEGORIES, 0)
    assert result["sources"][1]["matto"] == 5


def test_2_7_1_sweeping_dealer_team_keeps_its_discard() -> None:
    result = _sweep_by_ew(dealer=3)
    assert result["points"] == [0, 114] and result["discard_team"] == 1


def test_scenario_13_dealer_team_wins_one_trick_and_keeps_discard_and_matto() -> None:
    e = [*TRUMPS[13:][::-1], "C6", *TRUMPS[7:13][::-1]]  # T21..T14, then C6 leads trick 9
    w = ["S5", *TRUMPS[:7], "S6", "S7", "S8", "S9", "S10", "B5", "B6"]
    s = ["SJ", "SN", "SQ", "SK", "B7", "B8", "B9", "B10", "C5", "D6", "D5", "D4", "D3", "D2", "DA"]
    n = [
        "BQ",
        "BK",
        "DJ",
        "DN",
        "DQ",
        "DK",
        "CK",
        "CQ",
        "C4",
        "C3",
        "C2",
        "CA",
        "CJ",
        "CN",
        "MATTO",
        "BJ",
        "BN",
    ]
    m = stacked(2, {1: e, 3: w, 0: s, 2: n})
    m.apply("discard:BJ,BN")
    play_by_preference(m, {1: e, 3: w, 0: s, 2: n})
    result = m.result
    won = [t for t in m.observation(0)["tricks_played"] if t["winner"] in (0, 2)]
    assert [t["number"] for t in won] == [9] and won[0]["points"] == 4
    assert result["tricks"] == [1, 14] and result["discard_team"] == 0
    assert result["sources"][0] == {"tricks": 4, "discard": 2 + 3, "matto": 5}
    assert result["points"] == [14, 100] and not result["matto_surrendered"]


@pytest.mark.parametrize(
    ("seed", "points", "winner"), [(62, [57, 57], None), (16, [58, 56], 0), (52, [56, 58], 1)]
)
def test_scenario_14_tie_at_57_and_a_one_point_edge_wins(
    seed: int, points: list[int], winner: int | None
) -> None:
    m = new_match(GAME, seed=seed)
    rng = random.Random(seed)
    while not m.is_over:
        events = m.apply(rng.choice(m.legal_actions()))
    assert m.result["points"] == points and m.result["winner"] == winner
    assert m.result["tie"] is (winner is None)
    assert m.result["winning_seats"] == ([] if winner is None else [winner, winner + 2])
    assert events[-1] == {
        "type": "match_end",
        "winner": winner,
        "tie": winner is None,
        "points": points,
    }


def test_a_001_7_matto_played_to_trick_15_stays_with_its_team() -> None:
    m = new_match(GAME, seed=4)
    holder = next(s for s in range(4) if "MATTO" in m.observation(s)["hand"])
    discard_first_legal(m)
    everything_but_matto = [c for c in rules.CODES if c != "MATTO"]
    play_by_preference(m, {holder: everything_but_matto})
    last = m.observation(0)["tricks_played"][-1]
    assert {"seat": holder, "card": "MATTO"} in last["cards"]
    team = holder % 2
    assert m.result["tricks"][team] > 0
    assert m.result["matto_team"] == team and m.result["categories"][team]["matto"] == 5


def test_2_7_result_sources_and_categories_add_up() -> None:
    m = new_match(GAME, seed=8)
    rng = random.Random(8)
    while not m.is_over:
        m.apply(rng.choice(m.legal_actions()))
    result = m.result
    for team in (0, 1):
        assert sum(result["categories"][team].values()) == result["points"][team]
        assert sum(result["sources"][team].values()) == result["points"][team]
        pile = rules.PACK.mask(result["cards"][team])
        assert rules.points_of(pile) == result["points"][team]
    assert sorted(result["cards"][0] + result["cards"][1]) == sorted(rules.CODES)
    assert result["discard"] == m.observation(result["dealer"])["discard"]


def test_a_001_3_matto_led_then_a_trump_sets_trumps_as_the_suit_to_follow() -> None:
    """A-001-3: after a led Matto the next card sets the suit, trumps included: a trump there
    obliges the others to play trumps (a suit card is then refused)."""
    m = stacked(0, {1: ["MATTO"], 2: ["T5", "S5"], 3: ["T9", "S6"], 0: ["T3", "S7"]})
    discard_first_legal(m)
    assert m.current_player == 1
    play(m, "MATTO", "T5")
    assert m.observation(3)["lead_suit"] == "T"
    assert legal_cards(m) == {c for c in m.observation(3)["hand"] if c.startswith("T")}
    assert "S6" not in legal_cards(m)
    trick = play(m, "T9", "T3")[-1]
    assert trick["winner"] == 3 and trick["winning_card"] == "T9"
    assert trick["matto"] == {"seat": 1, "team": 1}
