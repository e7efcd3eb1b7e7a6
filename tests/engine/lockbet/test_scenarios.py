"""The numbered test scenarios of rules/lockbet.md §3.11, one test each."""

from __future__ import annotations

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.lockbet.ai import infer_opponent_groups
from cardavia_desktop.engine.games.lockbet.rules import RANK_NAMES, compare_ranks
from tests.engine.lockbet.lockbet_support import of_type, play, position


def rank(name: str) -> int:
    return RANK_NAMES.index(name)


def test_scenario_01_ranking() -> None:
    cases = [
        ("A", "K", 1),
        ("2", "A", 1),
        ("A", "2", -1),
        ("2", "3", -1),
        ("K", "2", 1),
        ("Q", "Q", 0),
        ("7", "8", -1),
    ]
    for a, b, expected in cases:
        assert compare_ranks(rank(a), rank(b)) == expected, (a, b)


def test_scenario_01_ranking_at_a_real_showdown_2_beats_a() -> None:
    m = position(["SA.1", "H5.1"], ["D2.1", "C9.1"])
    events = play(m, "lock:SA.1", "lock:D2.1", "check", "check")
    assert of_type(events, "deal_end")[0]["winner"] == 1
    assert of_type(events, "reveal")[0]["cards"] == ["SA.1", "D2.1"]


def test_scenario_02_signals() -> None:
    m = position(["HK.1", "S5.1"], ["S9.1", "H10.1"])
    obs = m.observation(0)
    assert obs["signals"] == [{"up": 1, "down": 1}, {"up": 2, "down": 0}]
    m.apply("lock:HK.1")
    assert m.observation(1)["signals"] == obs["signals"]  # locking the K changes nothing
    low = position(["S2.1", "H7.1"], ["S9.1", "H10.1"])
    assert low.observation(1)["signals"][0] == {"up": 0, "down": 2}


def test_scenario_03_ante() -> None:
    m = position(["HK.1", "S5.1"], ["S9.1", "H10.1"])
    obs = m.observation(0)
    assert obs["stacks"] == [19, 19] and obs["pot"] == 2 and obs["antes"] == [1, 1]


def test_scenario_04_check_check_goes_to_showdown_without_more_chips() -> None:
    m = position(["HK.1", "S5.1"], ["S9.1", "H10.1"])
    events = play(m, "lock:HK.1", "lock:S9.1", "check")
    assert not of_type(events, "reveal") and m.current_player == 1
    events = play(m, "check")
    end = of_type(events, "deal_end")[0]
    assert end["reason"] == "showdown" and end["pot"] == 2 and end["net"] == [1, -1]
    assert m.observation(0)["stacks"] == [21 - 1, 19 - 1]  # next deal's antes are paid


def test_scenario_05_min_raise() -> None:
    m = position(["HK.1", "S5.1"], ["S9.1", "H10.1"])
    play(m, "lock:HK.1", "lock:S9.1", "bet:3")
    betting = m.observation(1)["betting"]
    assert betting["min_increment"] == 3 and betting["min_raise"] == 6
    assert "raise:5" not in m.legal_actions() and "raise:6" in m.legal_actions()
    m.apply("raise:8")
    betting = m.observation(0)["betting"]
    assert betting["min_increment"] == 5 and betting["min_raise"] == 13
    assert betting["to_call"] == 5 and betting["call_amount"] == 5
    legal = m.legal_actions()
    assert {"call", "fold", "raise:13", "raise:19"} <= set(legal)
    assert "raise:12" not in legal and "allin" not in legal
    events = m.apply("call")
    assert of_type(events, "call")[0]["amount"] == 5
    assert of_type(events, "deal_end")[0]["pot"] == 18


def test_scenario_06_short_all_in_does_not_reopen_raising() -> None:
    m = position(["HK.1", "S5.1"], ["S9.1", "H10.1"], stacks=(31, 7))
    play(m, "lock:HK.1", "lock:S9.1", "bet:5")
    betting = m.observation(1)["betting"]
    assert betting["short_allin"] == 7 and not betting["can_raise"]
    assert m.legal_actions() == ["call", "fold", "allin"]
    events = m.apply("allin")
    assert of_type(events, "allin")[0]["total"] == 7
    assert m.observation(0)["betting"]["min_increment"] == 5  # unchanged by the short all-in
    assert m.legal_actions() == ["call", "fold"]
    events = m.apply("call")
    assert of_type(events, "call")[0]["amount"] == 2


def test_scenario_07_uncovered_bet_excess_is_returned() -> None:
    m = position(["HK.1", "S5.1"], ["S9.1", "H10.1"], stacks=(32, 6))
    play(m, "lock:HK.1", "lock:S9.1", "bet:15")
    assert m.observation(1)["betting"]["call_amount"] == 6
    events = m.apply("call")
    assert of_type(events, "call")[0]["amount"] == 6
    assert of_type(events, "refund")[0] == {"type": "refund", "seat": 0, "amount": 9}
    end = of_type(events, "deal_end")[0]
    assert end["pot"] == 14 and end["winner"] == 0 and end["net"] == [7, -7]
    assert end["refund"] == [9, 0]


def test_scenario_08_fold_reveals_both_cards_and_winner_starts() -> None:
    m = position(["HK.1", "S5.1"], ["SA.1", "H10.1"])
    events = play(m, "lock:S5.1", "lock:SA.1", "bet:4", "fold")
    assert of_type(events, "reveal")[0]["cards"] == ["S5.1", "SA.1"]
    end = of_type(events, "deal_end")[0]
    assert end["reason"] == "fold" and end["winner"] == 0  # the lower card still wins a fold
    assert end["pot"] == 6 and end["payout"] == [6, 0] and end["net"] == [1, -1]
    obs = m.observation(1)
    assert obs["first_player"] == 0 and obs["history"][0]["locked"] == ["S5.1", "SA.1"]


def test_scenario_09_tie_splits_and_first_player_role_passes() -> None:
    m = position(["SQ.1", "H3.1"], ["HQ.1", "D4.1"])
    events = play(m, "lock:SQ.1", "lock:HQ.1", "bet:5", "call")
    end = of_type(events, "deal_end")[0]
    assert end["reason"] == "tie" and end["winner"] is None
    assert end["pot"] == 12 and end["payout"] == [6, 6] and end["net"] == [0, 0]
    assert m.observation(0)["first_player"] == 1 and m.current_player == 1


def test_scenario_10_carry_over_discard_draw_order_and_ante() -> None:
    m = position(["HK.1", "S5.1"], ["S9.1", "H3.1"], draws=["C8.1", "D7.2"])
    events = play(m, "lock:HK.1", "lock:H3.1", "check", "check")  # seat 0 wins, stays first
    draws = of_type(events, "draw")
    assert [(d["seat"], d["count"]) for d in draws] == [(0, 1), (1, 1)]
    assert [a["seat"] for a in of_type(events, "ante")] == [0, 1]
    assert m.observation(0)["hand"] == ["S5.1", "C8.1"]
    assert m.observation(1)["hand"] == ["D7.2", "S9.1"]
    assert m.observation(0)["discards"] == ["HK.1", "H3.1"]
    assert m.observation(0)["stacks"] == [20, 18] and m.observation(0)["pot"] == 2


def test_scenario_11_reshuffle_at_start_of_deal_52() -> None:
    m = new_match("lockbet", seed=11)
    sizes = {1: m.observation(0)["stock_size"]}
    reshuffle_events: list[dict] = []
    while m.observation(0)["deal_number"] < 52:
        m.state.stacks = [19, 19]  # keep the match alive: only the shoe is under test
        obs = m.observation(m.current_player)
        events = play(m, "lock:" + obs["hand"][0])
        events += play(m, "lock:" + m.observation(m.current_player)["hand"][0], "check", "check")
        reshuffle_events += of_type(events, "reshuffle")
        deal = m.observation(0)["deal_number"]
        sizes[deal] = m.observation(0)["stock_size"]
    for n in range(1, 52):
        assert sizes[n] == 100 - 2 * (n - 1)
    assert sizes[51] == 0
    assert reshuffle_events == [{"type": "reshuffle", "stock_size": 102}]
    assert sizes[52] == 100
    obs = m.observation(0)
    assert obs["discards"] == [] and obs["reshuffles"] == 1


def test_scenario_12_one_chip_left_all_in_from_ante_no_betting() -> None:
    m = position(["H3.1", "S5.1"], ["S9.1", "H10.1"], draws=["C4.1", "D7.2"], stacks=(1, 37))
    events = play(m, "lock:H3.1", "lock:S9.1", "check", "check")  # seat 0 loses: 1 chip left
    assert m.observation(0)["stacks"] == [0, 38]  # it anted its last chip: all-in
    assert next(a for a in of_type(events, "ante") if a["seat"] == 0)["all_in"] is True
    events = play(m, "lock:H10.1", "lock:S5.1")  # seat 1 won deal 1 and is first now
    assert of_type(events, "no_betting")[0]["all_in"] == [0]
    assert not [e for e in events if e["type"] in ("check", "bet")]
    assert m.is_over and m.result == {"winner": 1, "loser": 0, "stacks": [0, 40], "deals": 2}
    assert of_type(events, "match_end")[0]["winner"] == 1
    assert m.legal_actions() == [] and m.current_player is None


def test_scenario_13_inference_of_kept_and_drawn_groups() -> None:
    m = position(["H3.1", "S5.1"], ["SK.1", "H5.1"], draws=["DQ.2", "C4.1"])
    play(m, "lock:H3.1", "lock:SK.1", "check", "check")  # seat 1 reveals K
    obs = m.observation(0)
    assert obs["history"][-1]["signals"][1] == {"up": 1, "down": 1}
    assert obs["signals"][1] == {"up": 1, "down": 1}
    assert infer_opponent_groups(obs) == {"kept": "down", "drawn": "up"}


def test_scenario_14_chip_conservation_over_many_deals() -> None:
    m = new_match("lockbet", seed=14)
    deals = 0
    while not m.is_over and deals < 60:
        before = m.observation(0)["deal_number"]
        legal = m.legal_actions()
        m.apply(legal[len(legal) // 2])
        obs = m.observation(0)
        assert sum(obs["stacks"]) + obs["pot"] == 40
        deals += obs["deal_number"] != before
    assert deals > 3
    assert sum(m.observation(1)["stacks"]) + m.observation(1)["pot"] == 40
