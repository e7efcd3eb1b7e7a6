"""The NORMATIVE rules of rules/lockbet.md (§3.2–3.9) and the action grammar, one test each."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from cardavia_desktop.engine import GAMES, IllegalAction, load_match, new_match
from cardavia_desktop.engine.games.lockbet.rules import CARD_UP, PACK, RANK_NAMES
from tests.engine.lockbet.lockbet_support import deck, of_type, play, position


def test_3_2_deal_1_first_player_is_the_human() -> None:
    m = new_match("lockbet", seed=3)
    assert m.current_player == 0 and m.observation(1)["first_player"] == 0
    assert GAMES["lockbet"].players == 2 and m.players == 2


def test_3_2_pot_winner_by_showdown_starts_next_deal() -> None:
    m = position(["H3.1", "S5.1"], ["SK.1", "H6.1"])
    play(m, "lock:H3.1", "lock:SK.1", "check", "check")
    assert m.observation(0)["first_player"] == 1 and m.current_player == 1


def test_3_2_fold_winner_starts_next_deal() -> None:
    m = position(["H3.1", "S5.1"], ["SK.1", "H6.1"])
    play(m, "lock:H3.1", "lock:SK.1", "check", "bet:2", "fold")
    assert m.observation(0)["first_player"] == 1


def test_3_2_tie_passes_first_player_role_each_time() -> None:
    m = position(["H3.1", "S5.1"], ["D3.1", "H5.1"], draws=["C5.2", "D5.2"])
    play(m, "lock:H3.1", "lock:D3.1", "check", "check")
    assert m.observation(0)["first_player"] == 1
    play(m, "lock:H5.1", "lock:S5.1", "check", "check")  # 5 v 5 again: role passes back
    assert m.observation(0)["first_player"] == 0


def test_3_3_deck_has_104_cards_8_of_each_rank_and_the_groups() -> None:
    assert len(PACK) == 104 and len(set(PACK.codes)) == 104
    ranks = Counter(code[1:].split(".")[0] for code in PACK.codes)
    assert set(ranks) == set(RANK_NAMES) and set(ranks.values()) == {8}
    assert "SA.1" in PACK and "H10.2" in PACK and "SA.3" not in PACK
    assert sum(CARD_UP) == 56 and CARD_UP.count(False) == 48
    up_names = {code[1:].split(".")[0] for code, up in zip(PACK.codes, CARD_UP, strict=True) if up}
    assert up_names == {"8", "9", "10", "J", "Q", "K", "A"}


def test_3_4_deal_1_two_to_first_then_two_to_second_stock_100() -> None:
    order = deck(["SA.1", "H2.2"], ["D9.1", "C3.2"])
    m = new_match("lockbet", seed=0, deck=order)
    assert m.observation(0)["hand"] == ["H2.2", "SA.1"]
    assert m.observation(1)["hand"] == ["C3.2", "D9.1"]
    assert m.observation(0)["stock_size"] == 100


def test_3_4_dealer_argument_gives_first_player_to_the_other_seat() -> None:
    order = deck(["SA.1", "H2.2"], ["D9.1", "C3.2"])
    m = new_match("lockbet", seed=0, dealer=0, deck=order)
    assert m.current_player == 1 and m.observation(1)["hand"] == ["H2.2", "SA.1"]


def test_3_4_same_seed_same_shuffle() -> None:
    a, b = new_match("lockbet", seed=42), new_match("lockbet", seed=42)
    assert a.observation(0) == b.observation(0) and a.observation(1) == b.observation(1)
    assert new_match("lockbet", seed=43).observation(0)["hand"] != a.observation(0)["hand"]


def test_3_4_reshuffle_keeps_held_cards_aside_and_all_104_accounted() -> None:
    m = new_match("lockbet", seed=5)
    for _ in range(52):
        m.state.stacks = [19, 19]
        for _ in range(2):
            m.apply(m.legal_actions()[0])
        play(m, "check", "check")
    state = m.state
    assert state.reshuffles == 1
    held = state.hands[0] + state.hands[1]
    assert not set(held) & set(state.stock)
    every = state.stock + state.discards + held
    assert sorted(every) == list(range(104))


def test_3_4_ante_one_chip_each_per_deal() -> None:
    m = position(["H3.1", "S5.1"], ["SK.1", "H6.1"])
    events = play(m, "lock:H3.1", "lock:SK.1", "check", "check")
    antes = of_type(events, "ante")
    assert [(a["seat"], a["amount"]) for a in antes] == [(1, 1), (0, 1)]


def test_3_5_first_locks_then_second_and_betting_waits_for_both_locks() -> None:
    m = position(["H3.1", "S5.1"], ["SK.1", "H6.1"])
    assert sorted(m.legal_actions()) == ["lock:H3.1", "lock:S5.1"]
    with pytest.raises(IllegalAction) as error:
        m.apply("check")
    assert error.value.code == "must_lock"
    events = m.apply("lock:S5.1")
    assert events == [{"type": "lock", "seat": 0}]  # the card is not named
    assert m.current_player == 1 and sorted(m.legal_actions()) == ["lock:H6.1", "lock:SK.1"]
    assert m.observation(1)["locked"] == [True, False]
    assert "S5.1" not in json.dumps(m.observation(1))
    m.apply("lock:SK.1")
    assert m.observation(0)["phase"] == "bet" and m.current_player == 0


def test_3_5_locks_are_irreversible() -> None:
    m = position(["H3.1", "S5.1"], ["SK.1", "H6.1"])
    play(m, "lock:S5.1", "lock:SK.1")
    with pytest.raises(IllegalAction) as error:
        m.apply("lock:H3.1")
    assert error.value.code == "already_locked"
    assert m.observation(0)["locked_card"] == "S5.1" and m.observation(0)["hand"] == ["H3.1"]


def test_3_6_no_betting_when_a_player_has_no_chips_behind_after_ante() -> None:
    m = position(["H3.1", "S5.1"], ["SK.1", "H6.1"], stacks=(37, 1))
    play(m, "lock:H3.1", "lock:SK.1")
    assert m.observation(0)["phase"] == "bet"  # one chip behind still bets
    m2 = position(["HK.1", "S5.1"], ["S3.1", "H6.1"], stacks=(38, 0))
    events = play(m2, "lock:HK.1", "lock:S3.1")
    assert of_type(events, "no_betting") and m2.is_over and m2.result["winner"] == 0


def test_3_6_bet_from_1_to_stack_when_nothing_owed() -> None:
    m = position(["H3.1", "S5.1"], ["SK.1", "H6.1"])
    play(m, "lock:H3.1", "lock:SK.1")
    legal = m.legal_actions()
    assert legal == ["check"] + [f"bet:{t}" for t in range(1, 20)]
    betting = m.observation(0)["betting"]
    assert (betting["min_bet"], betting["max_bet"], betting["to_call"]) == (1, 19, 0)


def test_3_6_bet_sets_min_increment_and_full_raise_updates_it() -> None:
    m = position(["H3.1", "S5.1"], ["SK.1", "H6.1"])
    play(m, "lock:H3.1", "lock:SK.1", "check", "bet:4")
    assert m.observation(0)["betting"]["min_raise"] == 8
    m.apply("raise:10")
    assert m.observation(1)["betting"]["min_increment"] == 6
    assert m.observation(1)["betting"]["min_raise"] == 16


def test_3_6_raise_all_stack_is_a_full_raise_string_and_allin_is_only_short() -> None:
    m = position(["H3.1", "S5.1"], ["SK.1", "H6.1"])
    play(m, "lock:H3.1", "lock:SK.1", "bet:3")
    assert "allin" not in m.legal_actions() and m.legal_actions()[-1] == "raise:19"
    with pytest.raises(IllegalAction) as error:
        m.apply("allin")
    assert error.value.code == "use_raise"
    m.apply("raise:19")
    assert m.legal_actions() == ["call", "fold"]  # against an all-in: call or fold


def test_3_6_all_in_call_for_less_is_call_and_round_ends() -> None:
    m = position(["H3.1", "S5.1"], ["SK.1", "H6.1"], stacks=(34, 4))
    play(m, "lock:H3.1", "lock:SK.1", "bet:10")
    assert m.legal_actions() == ["call", "fold"]
    assert m.observation(1)["betting"]["call_amount"] == 4
    events = m.apply("call")
    assert of_type(events, "call")[0]["all_in"] is True
    assert of_type(events, "refund")[0]["amount"] == 6


def test_3_6_against_all_in_bet_only_call_or_fold() -> None:
    m = position(["H3.1", "S5.1"], ["SK.1", "H6.1"], stacks=(8, 30))
    play(m, "lock:H3.1", "lock:SK.1", "bet:8")
    assert m.legal_actions() == ["call", "fold"]
    with pytest.raises(IllegalAction) as error:
        m.apply("raise:20")
    assert error.value.code == "opponent_all_in"


def test_3_6_round_ends_on_check_check_call_or_fold() -> None:
    for actions, reason in (
        (("check", "check"), "showdown"),
        (("bet:2", "call"), "showdown"),
        (("check", "bet:2", "raise:5", "call"), "showdown"),
        (("bet:2", "fold"), "fold"),
    ):
        m = position(["H3.1", "S5.1"], ["SK.1", "H6.1"])
        events = play(m, "lock:H3.1", "lock:SK.1", *actions)
        assert of_type(events, "deal_end")[0]["reason"] == reason, actions
        assert m.observation(0)["deal_number"] == 2


def test_3_6_check_then_bet_then_reraise_keeps_turns_alternating() -> None:
    m = position(["H3.1", "S5.1"], ["SK.1", "H6.1"])
    play(m, "lock:H3.1", "lock:SK.1", "check")
    assert m.current_player == 1
    m.apply("bet:2")
    assert m.current_player == 0
    m.apply("raise:4")
    assert m.current_player == 1 and "raise:6" in m.legal_actions()


def test_3_7_showdown_higher_card_takes_pot_and_chips_total_40() -> None:
    m = position(["HK.1", "S5.1"], ["SQ.1", "H6.1"])
    events = play(m, "lock:HK.1", "lock:SQ.1", "bet:6", "call")
    end = of_type(events, "deal_end")[0]
    assert end["winner"] == 0 and end["pot"] == 14 and end["net"] == [7, -7]
    obs = m.observation(0)
    assert sum(obs["stacks"]) + obs["pot"] == 40


def test_3_7_fold_reveals_both_locked_cards_publicly() -> None:
    m = position(["HK.1", "S5.1"], ["SQ.1", "H6.1"])
    events = play(m, "lock:S5.1", "lock:SQ.1", "check", "bet:3", "fold")
    assert of_type(events, "reveal")[0] == {
        "type": "reveal",
        "cards": ["S5.1", "SQ.1"],
        "folded": 0,
    }
    assert m.observation(1)["discards"] == ["S5.1", "SQ.1"]
    assert of_type(events, "deal_end")[0]["net"] == [-1, 1]


def test_3_8_match_lost_at_zero_and_restart_is_a_new_match_with_20_each() -> None:
    m = position(["HK.1", "S5.1"], ["SQ.1", "H6.1"])
    events = play(m, "lock:HK.1", "lock:SQ.1", "bet:19", "call")
    assert m.is_over and m.result == {"winner": 0, "loser": 1, "stacks": [40, 0], "deals": 1}
    assert of_type(events, "match_end") == [
        {"type": "match_end", "winner": 0, "stacks": [40, 0], "deals": 1}
    ]
    with pytest.raises(IllegalAction) as error:
        m.apply("check")
    assert error.value.code == "match_over"
    restart = new_match("lockbet", seed=m.seed + 1)
    assert restart.observation(0)["stacks"] == [19, 19] and restart.current_player == 0


def test_3_9_signals_public_and_hidden_cards_never_in_other_seat_observation() -> None:
    m = position(["HK.1", "S5.1"], ["SQ.1", "H6.1"])
    m.apply("lock:HK.1")
    text = json.dumps(m.observation(1))
    assert "HK.1" not in text and "S5.1" not in text
    assert m.observation(1)["signals"][0] == {"up": 1, "down": 1}
    own = m.observation(0)
    assert own["locked_card"] == "HK.1" and own["hand"] == ["S5.1"]


def test_observation_gives_a_betting_ui_everything() -> None:
    m = position(["HK.1", "S5.1"], ["SQ.1", "H6.1"])
    play(m, "lock:HK.1", "lock:SQ.1", "bet:3")
    obs = m.observation(1)
    assert obs["pot"] == 5 and obs["bets"] == [3, 0] and obs["stacks"] == [16, 19]
    betting = obs["betting"]
    assert betting["to_call"] == 3 and betting["call_amount"] == 3
    assert (betting["min_raise"], betting["max_raise"], betting["can_raise"]) == (6, 19, True)
    assert obs["deal_actions"][-1] == {
        "seat": 0,
        "action": "bet",
        "amount": 3,
        "total": 3,
        "stack": 16,
        "all_in": False,
    }
    assert obs["stock_size"] == 100 and obs["discards"] == [] and obs["history"] == []
    json.dumps(obs)


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ("bet:0", "bad_amount"),
        ("bet:-3", "bad_amount"),
        ("bet:abc", "bad_amount"),
        ("bet:", "bad_amount"),
        ("bet:2.5", "bad_amount"),
        ("bet:20", "above_stack"),
        ("bet:999", "above_stack"),
        ("raise:4", "nothing_to_raise"),
        ("call", "nothing_to_call"),
        ("fold", "nothing_to_call"),
        ("allin", "nothing_to_raise"),
        ("lock:SQ.1", "already_locked"),
        ("lock:XX", "bad_card"),
        ("shove", "bad_syntax"),
        ("", "bad_syntax"),
        ("bet", "bad_syntax"),
    ],
)
def test_illegal_input_when_nothing_owed_raises_with_code_and_changes_nothing(
    action: str, code: str
) -> None:
    m = position(["HK.1", "S5.1"], ["SQ.1", "H6.1"])
    play(m, "lock:HK.1", "lock:SQ.1")
    before = (m.to_dict(), m.observation(0), m.observation(1), str(m.state))
    with pytest.raises(IllegalAction) as error:
        m.apply(action)
    assert error.value.code == code, str(error.value)
    assert str(error.value)
    assert (m.to_dict(), m.observation(0), m.observation(1), str(m.state)) == before


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ("raise:5", "below_min_raise"),
        ("raise:0", "bad_amount"),
        ("raise:x", "bad_amount"),
        ("raise:20", "above_stack"),
        ("bet:6", "already_bet"),
        ("check", "must_call_or_fold"),
    ],
)
def test_illegal_input_when_facing_a_bet_raises_with_code(action: str, code: str) -> None:
    m = position(["HK.1", "S5.1"], ["SQ.1", "H6.1"])
    play(m, "lock:HK.1", "lock:SQ.1", "bet:3")
    before = m.observation(1)
    with pytest.raises(IllegalAction) as error:
        m.apply(action)
    assert error.value.code == code
    assert m.observation(1) == before


def test_short_all_in_player_cannot_full_raise_and_raise_after_short_allin_refused() -> None:
    m = position(["HK.1", "S5.1"], ["SQ.1", "H6.1"], stacks=(31, 7))
    play(m, "lock:HK.1", "lock:SQ.1", "bet:5")
    with pytest.raises(IllegalAction) as error:
        m.apply("raise:7")
    assert error.value.code == "use_allin"
    m.apply("allin")
    with pytest.raises(IllegalAction) as error:
        m.apply("raise:20")
    assert error.value.code == "opponent_all_in"


def test_lock_of_a_card_not_in_hand_is_refused() -> None:
    m = position(["HK.1", "S5.1"], ["SQ.1", "H6.1"])
    with pytest.raises(IllegalAction) as error:
        m.apply("lock:SQ.1")
    assert error.value.code == "not_in_hand"


def test_saved_match_round_trip_and_corrupt_save_refused() -> None:
    m = new_match("lockbet", seed=9)
    play(m, m.legal_actions()[1])
    play(m, m.legal_actions()[0], "bet:2", "raise:5", "call")
    copy = load_match(json.loads(json.dumps(m.to_dict())))
    assert copy == m and copy.observation(0) == m.observation(0)
    bad = m.to_dict()
    bad["actions"][2] = "bet:99"
    with pytest.raises(IllegalAction) as error:
        load_match(bad)
    assert error.value.code == "bad_save"


def test_clone_is_independent_and_replays_identically() -> None:
    m = new_match("lockbet", seed=12)
    play(m, m.legal_actions()[0])
    twin = m.state.clone()
    before = m.state.observation(0)
    for action in (
        twin.legal_actions()[0],
        twin.string_to_action("bet:3"),
        twin.string_to_action("call"),
    ):
        twin.apply_action(action)
    assert m.state.observation(0) == before
    original = m.state.clone()
    for state in (m.state, original):  # same rng state: identical futures, reshuffles included
        state.apply_action(state.legal_actions()[0])
    assert m.state.observation(1) == original.observation(1)
