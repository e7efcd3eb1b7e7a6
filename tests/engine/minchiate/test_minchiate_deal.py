"""The deal procedure (§4.2, §4.5): seats, robberies, packets, exposed card, discards,
declarations and the Fola."""

from __future__ import annotations

import pytest

from cardavia_desktop.engine import IllegalAction, new_match
from cardavia_desktop.engine.games.minchiate import rules as R
from tests.engine.minchiate.mch_helpers import arrange, finish_setup


def scores(events, reason=None):
    """Score events, optionally of one reason."""
    return [e for e in events if e["type"] == "score" and (reason is None or e["reason"] == reason)]


def test_4_2_cutter_is_dealer_left_eldest_dealer_right():
    """Cutter = the seat before the dealer (an opponent), eldest = the seat after; eldest leads."""
    for dealer in range(4):
        m = new_match("minchiate", seed=5, dealer=dealer)
        obs = m.observation(0)
        assert obs["cutter"] == (dealer + 3) % 4 and obs["eldest"] == (dealer + 1) % 4
        assert R.team_of(obs["cutter"]) != R.team_of(dealer)
        finish_setup(m)
        assert m.current_player == obs["eldest"] and m.state.phase == "play"


def test_4_2_dealer_is_chosen_at_random_from_the_seed():
    """Without a given dealer, seeds give every seat; the same seed the same dealer."""
    dealers = {new_match("minchiate", seed=s).state.dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    twice = {new_match("minchiate", seed=9).state.dealer for _ in range(2)}
    assert len(twice) == 1


def test_4_5_3_packets_of_ten_then_eleven_from_eldest():
    """deck = order from the cut; packets of 10 from eldest round to the dealer, then of 11."""
    deck = arrange(dealer=2)
    m = new_match("minchiate", seed=0, dealer=2, deck=deck)
    eldest = 3
    for i in range(4):
        seat = (eldest + i) % 4
        expected = set(deck[10 * i : 10 * i + 10]) | set(deck[40 + 11 * i : 40 + 11 * i + 11])
        assert set(m.observation(seat)["hand"]) == expected
    assert m.state.fola == [R.PACK.index(c) for c in deck[84:]]
    assert m.observation(0)["fola"] is None and m.observation(0)["fola_size"] == 13


def test_scenario_02_cutter_robbery():
    """T35 SK T22 T29 then C7: the cutter robs 4 (+10 for its team), discards 4 (T22 allowed,
    T29 and SK not)."""
    deck = arrange(dealer=0, rob=["T35", "SK", "T22", "T29"], hands={1: ["C7"]})
    assert deck[4] == "C7"
    m = new_match("minchiate", seed=0, dealer=0, deck=deck)
    cutter = 3
    obs = m.observation(0)
    assert obs["robbed"]["cutter"] == ["T35", "SK", "T22", "T29"]
    assert obs["shown"][cutter][:4] == ["T35", "T29", "T22", "SK"]
    robbery = scores(m.state.log, "cutter_robbery")
    assert [(e["cards"], e["points"], e["team"]) for e in robbery] == [
        (["T35"], 5, 1),
        (["SK"], 5, 1),
    ]
    assert deck[4 + 83] == obs["exposed"] and R.POINTS[R.PACK.index(obs["exposed"])] == 0
    assert m.state.difference == -10
    assert m.observation(cutter)["hand_sizes"][cutter] == 25
    assert m.current_player == cutter and obs["to_discard"][cutter] == 4
    legal = m.legal_actions()
    assert "discard:T22" in legal and "discard:T29" not in legal and "discard:SK" not in legal
    for bad, code in (
        ("discard:T29", "not_discardable"),
        ("discard:SK", "not_discardable"),
        ("discard:T40", "not_in_hand"),
        ("play:C7", "wrong_phase"),
    ):
        with pytest.raises(IllegalAction) as info:
            m.apply(bad)
        assert info.value.code == code
    m.apply("discard:T22")
    for _ in range(3):
        m.apply(m.legal_actions()[0])
    assert m.observation(cutter)["hand_sizes"][cutter] == 21
    assert "T22" in m.observation(cutter)["discards"]
    assert m.observation(0)["discards"] == [] and m.observation(0)["discard_counts"][cutter] == 4


def test_scenario_03_robbery_cap_thirteen():
    """14 robbable cards from the cut → the cutter takes 13; empty Fola; dealer robs none."""
    rob = [f"T{n}" for n in range(21, 34)]
    deck = arrange(dealer=1, rob=rob, hands={2: ["T34"]})
    assert deck[13] == "T34"
    m = new_match("minchiate", seed=0, dealer=1, deck=deck)
    assert m.observation(0)["robbed"] == {"cutter": rob, "dealer": []}
    assert m.state.fola == [] and m.observation(0)["fola_size"] == 0
    assert m.observation(0)["to_discard"] == [13, 0, 0, 0]
    assert "T34" in m.observation(2)["hand"]


def test_scenario_04_exposed_card_counts_for_the_dealer_team():
    """Dealer's 21st card T40 → dealer's team +10 at once, card stays in hand; C7 → nothing."""
    m = new_match("minchiate", seed=0, dealer=1, deck=arrange(dealer=1, exposed="T40"))
    assert m.observation(0)["exposed"] == "T40" and "T40" in m.observation(1)["hand"]
    assert [(e["cards"], e["points"], e["team"]) for e in scores(m.state.log, "exposed")] == [
        (["T40"], 10, 1)
    ]
    assert m.state.difference == -10 and "T40" in m.observation(0)["shown"][1]
    m = new_match("minchiate", seed=0, dealer=1, deck=arrange(dealer=1, exposed="C7"))
    assert m.observation(3)["exposed"] == "C7" and scores(m.state.log) == []
    assert m.state.difference == 0


def test_scenario_05_dealer_robbery():
    """k_c = 2 → Fola of 11: DK T24 B3 T40 … → dealer robs DK (+5) and T24; T40 stays out."""
    deck = arrange(dealer=0, rob=["T21", "T22"], fola=["DK", "T24", "B3", "T40"])
    m = new_match("minchiate", seed=0, dealer=0, deck=deck)
    obs = m.observation(2)
    assert obs["robbed"]["dealer"] == ["DK", "T24"]
    assert [
        (e["cards"], e["points"], e["team"]) for e in scores(m.state.log, "dealer_robbery")
    ] == [(["DK"], 5, 0)]
    assert obs["fola_size"] == 9 and obs["to_discard"] == [2, 0, 0, 2]
    assert m.current_player == 3  # the cutter discards first, then the dealer
    finish_setup(m)
    fola = m.observation(1)["fola"]
    assert fola[:2] == ["B3", "T40"] and len(fola) == 9
    assert all(o.bit_count() == 21 for o in m.state.hands)


def test_a_003_2_dealer_robbery_switch(monkeypatch):
    """With DEALER_ROBS_LIKE_CUTTER off the dealer robs counting cards and T29 only."""
    monkeypatch.setattr(R, "DEALER_ROBS_LIKE_CUTTER", False)
    deck = arrange(dealer=0, fola=["DK", "T29", "T24", "T40"])
    m = new_match("minchiate", seed=0, dealer=0, deck=deck)
    assert m.observation(0)["robbed"]["dealer"] == ["DK", "T29"]


def test_4_5_6_discard_fallback_without_zero_point_cards():
    """A robber with too few zero-point cards discards them all, then lowest values, T29 last."""
    counting = [c for c in R.PACK.codes if R.POINTS[R.PACK.index(c)] > 0]
    rob = [c for c in counting if c not in ("T2", "T3")][:13]
    zero = ["T21", "T22", "T23", "T24", "T25", "T26", "T27", "T6"]
    hand = [c for c in counting if c not in rob] + ["T29", *zero]
    assert len(hand) == 21
    deck = arrange(dealer=1, rob=rob, hands={0: hand})
    m = new_match("minchiate", seed=0, dealer=1, deck=deck)
    assert m.current_player == 0 and m.observation(0)["to_discard"][0] == 13
    seen = []
    while m.state.phase == "discard":
        legal = m.legal_actions()
        seen.append({a.split(":")[1] for a in legal})
        m.apply(legal[-1])
    assert seen[0] == set(zero) and all(legal <= set(zero) for legal in seen[:8])
    assert seen[8] == {"T2", "T3", "T4", "T5"} and len(seen[11]) == 1
    assert all(R.POINTS[R.PACK.index(c)] == 3 for legal in seen[8:12] for c in legal)
    assert all(R.POINTS[R.PACK.index(c)] == 5 for c in seen[12]) and "MATTO" in seen[12]
    assert all("T29" not in legal for legal in seen)
    assert len(m.observation(0)["discards"]) == 13 and "T29" in m.observation(0)["hand"]


def test_4_5_6_discards_are_out_of_play_and_hidden():
    """Discarded cards leave the hand, are seen only by their owner, never revealed with the
    Fola, and count for nobody (84 cards in the piles)."""
    deck = arrange(dealer=0, rob=["T21", "T22", "T23"])
    m = new_match("minchiate", seed=0, dealer=0, deck=deck)
    finish_setup(m, {3: ["T22"]})
    mine = m.observation(3)["discards"]
    assert "T22" in mine and len(mine) == 3
    for seat in (0, 1, 2):
        obs = m.observation(seat)
        assert obs["discards"] == [] and obs["discard_counts"][3] == 3
        assert not set(mine) & set(obs["fola"])
    assert not [e for e in m.state.log if e["type"] == "discard" and "card" in e]


def test_4_5_7_declarations_whole_combinations_once_each_in_order():
    """Eldest first; whole combinations only, each once; MATTO bonus shows the MATTO; pass ends."""
    hands = {1: ["T1", "T2", "T3", "T4", "T13", "T28", "MATTO", "T40"], 2: ["SK", "BK", "CK"]}
    m = new_match("minchiate", seed=0, dealer=0, deck=arrange(dealer=0, hands=hands))
    finish_setup_until_declare(m)
    assert m.current_player == 1
    legal = m.legal_actions()
    assert legal[0] == "pass"
    assert set(legal[1:]) == {"declare:T1,T2,T3,T4", "declare:T1,T13,T28", "declare:T1,T40,MATTO"}
    for bad, code in (
        ("declare:T1,T2,T3", "partial_combination"),
        ("declare:T20,T30,T40", "not_in_hand"),
        ("declare:T1,T5,T9", "not_a_combination"),
        ("declare:T1,XX", "unknown_card"),
    ):
        with pytest.raises(IllegalAction) as info:
            m.apply(bad)
        assert info.value.code == code
    events = m.apply("declare:T4,T3,T2,T1")
    assert events[0] == {
        "type": "declare",
        "seat": 1,
        "team": 1,
        "kind": "sequence",
        "cards": ["T1", "T2", "T3", "T4"],
        "value": 14,
        "matto_bonus": 5,
        "points": 19,
    }
    assert events[1]["type"] == "score" and events[1]["points"] == 19
    assert "MATTO" in m.observation(0)["shown"][1]
    with pytest.raises(IllegalAction) as info:
        m.apply("declare:T1,T2,T3,T4")
    assert info.value.code == "already_declared"
    m.apply("declare:MATTO,T1,T40")
    assert m.state.difference == -(19 + 20)
    # a pass tells how many combinations its seat declared (none is said at the table)
    assert m.apply("pass")[0] == {"type": "pass", "seat": 1, "declared": 2}
    assert m.current_player == 2
    assert m.legal_actions() == ["pass", "declare:SK,BK,CK"]
    m.apply("declare:SK,BK,CK")
    assert m.state.difference == -39 + 15
    m.apply("pass")
    assert m.apply("pass")[0] == {"type": "pass", "seat": 3, "declared": 0}
    events = m.apply("pass")
    assert [e["type"] for e in events] == ["pass", "fola", "phase"]
    assert m.state.phase == "play" and m.current_player == 1


def finish_setup_until_declare(m):
    """Do the discards only."""
    while m.state.phase == "discard":
        m.apply(m.legal_actions()[0])


def test_4_5_7_declaring_is_optional():
    """A player may pass without declaring what it holds; nothing is shown or scored."""
    hands = {1: ["T33", "T34", "T35"]}
    m = new_match("minchiate", seed=0, dealer=0, deck=arrange(dealer=0, hands=hands))
    before = m.state.difference
    finish_setup(m)
    assert m.state.difference == before and m.observation(0)["declarations"] == []
    assert "T33" not in m.observation(0)["shown"][1]


def test_4_5_8_fola_revealed_after_declarations_and_out_of_play():
    """The Fola turns face up when declaring ends; its cards never reach a hand or a pile."""
    m = new_match("minchiate", seed=11)
    assert m.observation(0)["fola"] is None
    finish_setup(m)
    fola = m.observation(0)["fola"]
    assert (
        len(fola)
        == m.observation(0)["fola_size"]
        == 13 - len(m.state.robbed_cutter) - len(m.state.robbed_dealer)
    )
    for seat in range(4):
        assert not set(fola) & set(m.observation(seat)["hand"])
