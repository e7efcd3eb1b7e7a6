"""NORMATIVE rules §1.2–§1.8 and the numbered test scenarios §1.11 of rules/scopa.md."""

from __future__ import annotations

import pytest

from cardavia_desktop.engine import IllegalAction, new_match
from cardavia_desktop.engine.games.scopa import ScopaState
from cardavia_desktop.engine.games.scopa.rules import (
    PACK,
    PRIMIERA,
    VALUE,
    capture_options,
    primiera,
    score_deal,
)
from tests.engine.scopa.scopa_helpers import captures, event, final_play_state, match_at, position

# -- §1.3 deck -----------------------------------------------------------------------------


def test_rule_1_3_deck_is_40_cards_four_suits_ten_ranks() -> None:
    assert len(PACK) == 40
    assert {code[0] for code in PACK.codes} == set("DHCS")
    assert {code[1:] for code in PACK.codes} == set("A234567JQK")


def test_rule_1_3_capture_and_primiera_values() -> None:
    capture = dict(zip("A234567JQK", range(1, 11), strict=True))
    prim = dict(zip("A234567JQK", (16, 12, 13, 14, 15, 18, 21, 10, 10, 10), strict=True))
    for code in PACK.codes:
        assert VALUE[PACK.index(code)] == capture[code[1]], code
        assert PRIMIERA[PACK.index(code)] == prim[code[1]], code


# -- §1.2 players and turn order -----------------------------------------------------------


def test_rule_1_2_first_dealer_is_random_and_can_be_fixed() -> None:
    dealers = {new_match("scopa", seed=seed).state.dealer for seed in range(20)}
    assert dealers == {0, 1}
    assert new_match("scopa", seed=3, dealer=1).state.dealer == 1


def test_rule_1_2_non_dealer_leads_every_round_and_turns_alternate() -> None:
    match = new_match("scopa", seed=11, dealer=0)
    previous = None
    rounds_checked = 0
    while match.state.deal_number == 1:
        state = match.state
        if state.plays % 6 == 0:
            assert match.current_player == 1, "the non-dealer plays first in every round"
            rounds_checked += 1
        elif previous is not None:
            assert match.current_player == 1 - previous
        previous = match.current_player
        match.apply(match.legal_actions()[0])
    assert rounds_checked == 6


def test_rule_1_2_dealer_alternates_after_each_completed_deal() -> None:
    match = new_match("scopa", seed=5, dealer=0)
    dealers = []
    while not match.is_over:
        for e in match.apply(match.legal_actions()[-1]):
            if e["type"] == "deal":
                dealers.append(e["dealer"])
    assert dealers, "the match had more than one deal"
    assert dealers == [(i + 1) % 2 for i in range(len(dealers))]


# -- §1.4 deal -----------------------------------------------------------------------------


def test_rule_1_4_deal_order_three_three_four_then_stock() -> None:
    deck = list(PACK.codes)
    deck = deck[1::2] + deck[::2]  # no three Kings among cards 6..9
    match = new_match("scopa", seed=1, dealer=0, deck=deck)
    obs1, obs0 = match.observation(1), match.observation(0)
    assert sorted(obs1["hand"]) == sorted(deck[0:3]), "non-dealer gets the first three"
    assert sorted(obs0["hand"]) == sorted(deck[3:6]), "dealer gets the next three"
    assert obs0["table"] == deck[6:10] and obs0["stock_size"] == 30
    for _ in range(6):
        match.apply(match.legal_actions()[0])
    assert sorted(match.observation(1)["hand"]) == sorted(deck[10:13]), "stock top first"
    assert sorted(match.observation(0)["hand"]) == sorted(deck[13:16])


def test_rule_1_4_refill_only_when_both_hands_are_empty_and_never_the_table() -> None:
    match = new_match("scopa", seed=4)
    for plays in range(1, 37):
        table_before = match.observation(0)["table"]
        events = match.apply(match.legal_actions()[0])
        kinds = [e["type"] for e in events]
        if plays % 6 == 0 and plays < 36:
            refill = event(events, "round")
            assert refill["round"] == plays // 6 + 1 and refill["stock_size"] == 30 - plays
            assert match.observation(0)["hand_sizes"] == [3, 3]
            last_play = next(e for e in events if e["type"] in ("capture", "place"))
            if last_play["type"] == "place":
                assert len(match.observation(0)["table"]) == len(table_before) + 1
        else:
            assert "round" not in kinds
    assert match.state.deal_number == 2


def test_rule_1_4_deal_has_six_rounds_and_36_plays_18_each() -> None:
    match = new_match("scopa", seed=8)
    seats = []
    while match.state.deal_number == 1:
        for e in match.apply(match.legal_actions()[-1]):
            if e["type"] == "play":
                seats.append(e["seat"])
    assert len(seats) == 36 and seats.count(0) == seats.count(1) == 18


def _deck_with_table(table: list[str]) -> list[str]:
    rest = [c for c in PACK.codes if c not in table]
    return rest[:6] + table + rest[6:]


@pytest.mark.parametrize("table", [["HK", "DK", "SK", "C4"], ["HK", "DK", "SK", "CK"]])
def test_rule_1_4_three_or_four_kings_void_the_deal_same_dealer(table: list[str]) -> None:
    match = new_match("scopa", seed=2, dealer=1, deck=_deck_with_table(table))
    obs = match.observation(0)
    assert obs["voided"][0] == table
    assert obs["dealer"] == 1 and obs["deal_number"] == 1, "same dealer, not a completed deal"
    assert sum(code[1] == "K" for code in obs["table"]) < 3
    assert len(obs["table"]) == 4 and obs["stock_size"] == 30


@pytest.mark.parametrize("table", [["HK", "DK", "C3", "SQ"], ["DQ", "HQ", "CQ", "SK"]])
def test_rule_1_4_two_kings_or_queens_are_fine(table: list[str]) -> None:
    match = new_match("scopa", seed=2, dealer=1, deck=_deck_with_table(table))
    assert match.observation(0)["voided"] == []
    assert match.observation(0)["table"] == table


# -- §1.5 legal moves ----------------------------------------------------------------------


def test_rule_1_5_1_single_match_priority_one_card_only() -> None:
    state = position(hands=(["C5"], ["SA"]), table=["D5", "H5", "S2", "H3"])
    assert captures(state, "C5") == [["D5"], ["H5"]]


def test_rule_1_5_2_sum_groups_of_two_or_more() -> None:
    assert capture_options(5, PACK.mask(["S2", "H3", "DA", "C4"])) == tuple(
        sorted((PACK.mask(["S2", "H3"]), PACK.mask(["DA", "C4"])))
    )


def test_rule_1_5_3_no_capture_places_the_card() -> None:
    state = position(hands=(["SK"], ["DA"]), table=["D2", "H3"])
    match = match_at(state)
    assert match.legal_actions() == ["play:SK"]
    events = match.apply("play:SK")
    assert event(events, "place")["card"] == "SK"
    assert match.observation(0)["table"] == ["D2", "H3", "SK"]


def test_rule_1_5_4_played_card_must_capture() -> None:
    match = match_at(position(hands=(["D5", "SK"], ["DA"]), table=["H2", "C3"]))
    with pytest.raises(IllegalAction) as error:
        match.apply("play:D5")
    assert error.value.code == "must_capture"


def test_rule_1_5_5_empty_table_any_card_is_placed() -> None:
    match = match_at(position(hands=(["D7", "SK", "H2"], ["DA"]), table=[]))
    assert match.legal_actions() == ["play:H2", "play:D7", "play:SK"]


def test_rule_1_5_courts_count_in_sums_on_both_sides() -> None:
    state = position(hands=(["SK"], ["DA"]), table=["HJ", "C2"])
    assert captures(state, "SK") == [["C2", "HJ"]]


def test_rule_1_5_capture_enumeration_full_table_all_values() -> None:
    table = ["DA", "H2", "C3", "S4", "D5", "H6", "C7", "SJ", "DQ"]
    groups = capture_options(10, PACK.mask(table))
    expected = set()
    values = [VALUE[PACK.index(c)] for c in table]
    for subset in range(1, 1 << len(table)):
        chosen = [i for i in range(len(table)) if subset >> i & 1]
        if len(chosen) >= 2 and sum(values[i] for i in chosen) == 10:
            expected.add(PACK.mask([table[i] for i in chosen]))
    assert set(groups) == expected and len(groups) == len(expected) == 9


def test_rule_1_5_capture_enumeration_with_duplicate_values() -> None:
    groups = capture_options(8, PACK.mask(["DA", "HA", "S3", "C4", "H4"]))
    assert sorted(sorted(PACK.codes_of(g)) for g in groups) == sorted(
        [
            ["C4", "H4"],
            ["C4", "DA", "S3"],
            ["DA", "H4", "S3"],
            ["C4", "HA", "S3"],
            ["H4", "HA", "S3"],
        ]
    )


# -- §1.6 capture resolution ----------------------------------------------------------------


def test_rule_1_6_capture_goes_to_pile_and_sets_last_capturer() -> None:
    match = match_at(position(hands=(["D5", "SK"], ["DA", "C2"]), table=["H2", "C3", "S6"]))
    match.apply("play:D5:C3,H2")
    obs = match.observation(1)
    assert obs["piles"][0] == ["H2", "C3", "D5"] and obs["last_capturer"] == 0
    assert obs["table"] == ["S6"] and obs["scope"] == [0, 0]


def test_rule_1_6_sweep_scores_a_scopa() -> None:
    match = match_at(position(hands=(["D5", "SK"], ["DA", "C2"]), table=["H2", "C3"]))
    events = match.apply("play:D5:H2,C3")
    assert event(events, "capture")["scopa"] is True
    assert event(events, "scopa") == {"type": "scopa", "seat": 0, "scope": 1}
    assert match.observation(0)["scope"] == [1, 0]


# -- §1.7 scoring ---------------------------------------------------------------------------


def test_rule_1_7_points_are_scope_plus_four_prizes_at_most() -> None:
    pile_a = [c for c in PACK.codes if c[0] in "DH"] + ["CA", "C7"]
    pile_b = [c for c in PACK.codes if c not in pile_a]
    score = score_deal((PACK.mask(pile_a), PACK.mask(pile_b)), (3, 0))
    assert score.prizes == {"cards": 0, "diamonds": 0, "settebello": 0, "primiera": None}
    assert score.points == (6, 0)


def test_rule_1_7_primiera_needs_every_suit() -> None:
    assert primiera(PACK.mask(["D7", "H7", "C7"])) is None
    assert primiera(PACK.mask(["D7", "H7", "C7", "SK"])) == 73


# -- §1.8 end of deal / match ---------------------------------------------------------------


def test_rule_1_8_reaching_11_mid_deal_does_not_end_or_score() -> None:
    match = match_at(
        position(hands=(["D5", "SK"], ["DA", "C2"]), table=["H2", "C3"], match_points=(10, 3))
    )
    match.apply("play:D5:H2,C3")
    assert not match.is_over and match.current_player == 1
    assert match.observation(0)["match_points"] == [10, 3]


def test_rule_1_8_both_over_11_higher_wins() -> None:
    # A: cards, diamonds, settebello (+3); B: primiera (+1) -> 13-12.
    pile_a = [c for c in PACK.codes if c[0] == "D" and c != "DK"] + [
        "HA",
        "H2",
        "H3",
        "H4",
        "H5",
        "H6",
        "H7",
        "CA",
        "C2",
        "C3",
        "C4",
        "C5",
        "C6",
    ]
    match = match_at(final_play_state(pile_a, "SK", match_points=(10, 11)))
    events = match.apply("play:SK")
    assert event(events, "match_end")["winner"] == 0
    assert match.result == {
        "winner": 0,
        "match_points": [13, 12],
        "deals": 1,
        "deal_points": [[3, 1]],
    }


# -- §1.11 scenarios ------------------------------------------------------------------------


def test_scenario_01_single_beats_sum() -> None:
    state = position(hands=(["C7", "SK"], ["DA"]), table=["D7", "S3", "H4"])
    assert captures(state, "C7") == [["D7"]]
    match = match_at(state)
    with pytest.raises(IllegalAction) as error:
        match.apply("play:C7:S3,H4")
    assert error.value.code == "single_match"
    events = match.apply("play:C7:D7")
    assert match.observation(0)["table"] == ["S3", "H4"]
    assert not event(events, "capture")["scopa"] and match.observation(0)["scope"] == [0, 0]


def test_scenario_02_choice_among_equal_singles() -> None:
    state = position(hands=(["C7", "SK"], ["DA"]), table=["D7", "H7", "S2"])
    assert captures(state, "C7") == [["D7"], ["H7"]]
    match = match_at(state)
    with pytest.raises(IllegalAction):
        match.apply("play:C7:D7,H7")


def test_scenario_03_choice_among_sums_and_no_placing() -> None:
    state = position(hands=(["H7", "SK"], ["DA"]), table=["S3", "H4", "C2", "D5"])
    assert captures(state, "H7") == [["C2", "D5"], ["H4", "S3"]]
    with pytest.raises(IllegalAction) as error:
        match_at(state).apply("play:H7")
    assert error.value.code == "must_capture"


def test_scenario_04_courts_in_sums_and_king_single_match() -> None:
    state = position(hands=(["SK", "D2"], ["DA"]), table=["CJ", "S2", "H3", "D7"])
    assert captures(state, "SK") == [["CJ", "S2"], ["D7", "H3"]]
    state = position(hands=(["SK", "D2"], ["DA"]), table=["CJ", "S2", "H3", "D7", "HK"])
    assert captures(state, "SK") == [["HK"]]


def test_scenario_05_four_card_sweep_scores_scopa() -> None:
    state = position(hands=(["HK", "D2"], ["DQ"]), table=["DA", "S2", "H3", "C4"])
    assert captures(state, "HK") == [["C4", "DA", "H3", "S2"]]
    events = match_at(state).apply("play:HK:DA,S2,H3,C4")
    assert event(events, "capture")["sweep"] and event(events, "scopa")["scope"] == 1


def test_scenario_06_partial_sum_and_alternatives() -> None:
    state = position(hands=(["SQ", "H6"], ["DQ"]), table=["DA", "S2", "H3", "C4"])
    assert captures(state, "SQ") == [["C4", "H3", "S2"]]
    assert captures(state, "H6") == [["C4", "S2"], ["DA", "H3", "S2"]]
    match = match_at(state)
    events = match.apply("play:SQ:S2,H3,C4")
    assert match.observation(0)["table"] == ["DA"] and "scopa" not in [e["type"] for e in events]


def test_scenario_07_free_choice_of_card() -> None:
    match = match_at(position(hands=(["SQ", "H2"], ["DA"]), table=["D5", "C4"]))
    assert sorted(match.legal_actions()) == ["play:H2", "play:SQ:C4,D5"]
    with pytest.raises(IllegalAction) as error:
        match.apply("play:SQ")
    assert error.value.code == "must_capture"


def test_scenario_08_final_play_sweep_is_no_scopa() -> None:
    match = match_at(
        position(hands=([], ["D6"]), table=["S6"], dealer=1, current=1, last_capturer=0)
    )
    events = match.apply("play:D6:S6")
    capture = event(events, "capture")
    assert capture["sweep"] and capture["final_play"] and not capture["scopa"]
    assert "scopa" not in [e["type"] for e in events]
    assert event(events, "deal_end")["scope"] == [0, 0]


def test_scenario_08_non_dealer_last_card_sweep_counts() -> None:
    match = match_at(position(hands=(["D6"], ["C2"]), table=["S6"], dealer=1, current=0))
    events = match.apply("play:D6:S6")
    assert event(events, "capture")["scopa"] and event(events, "scopa")["seat"] == 0
    assert not match.state.is_over() and match.current_player == 1


def test_scenario_09_leftovers_to_last_capturer_without_scopa() -> None:
    match = match_at(
        position(
            hands=([], ["C2"]),
            table=["HJ"],
            dealer=1,
            current=1,
            last_capturer=0,
            piles=(["SA"], ["SK"]),
        )
    )
    events = match.apply("play:C2")
    assert event(events, "leftovers") == {"type": "leftovers", "seat": 0, "cards": ["C2", "HJ"]}
    deal_end = event(events, "deal_end")
    assert deal_end["cards"] == [3, 1] and deal_end["scope"] == [0, 0]


def test_scenario_10_primiera_sums() -> None:
    a, b = PACK.mask(["D7", "H7", "C6", "SA"]), PACK.mask(["D6", "H5", "C7", "S7"])
    assert (primiera(a), primiera(b)) == (76, 75)
    assert score_deal((a, b), (0, 0)).prizes["primiera"] == 0


def test_scenario_11_missing_suit_gives_the_other_the_primiera() -> None:
    a, b = PACK.mask(["D7", "H7", "C7"]), PACK.mask(["DJ", "HQ", "C5", "SA"])
    assert primiera(b) == 51
    assert score_deal((a, b), (0, 0)).prizes["primiera"] == 1
    c = PACK.mask(["D6", "H6"])
    assert score_deal((a, c), (0, 0)).prizes["primiera"] is None


def test_scenario_12_ties_give_nobody_the_point() -> None:
    pile_a = [
        "D7",
        "DA",
        "D5",
        "D6",
        "DK",
        "H7",
        "HA",
        "H5",
        "H6",
        "C4",
        "C3",
        "C2",
        "CJ",
        "CQ",
        "CK",
        "S4",
        "S3",
        "S2",
        "SJ",
        "SQ",
    ]
    pile_b = [c for c in PACK.codes if c not in pile_a]
    score = score_deal((PACK.mask(pile_a), PACK.mask(pile_b)), (0, 0))
    assert score.cards == (20, 20) and score.diamonds == (5, 5) and score.primiera == (70, 70)
    assert score.prizes == {"cards": None, "diamonds": None, "settebello": 0, "primiera": None}
    assert score.points == (1, 0)


PILE_13_A = [
    "D7",
    "D6",
    "DA",
    "D2",
    "D3",
    "DJ",
    "S7",
    "S6",
    "SA",
    "S3",
    "SJ",
    "SQ",
    "SK",
    "H6",
    "HA",
    "H2",
    "H3",
    "H4",
    "C6",
    "CA",
    "C2",
    "C3",
]


def test_scenario_13_deal_total() -> None:
    pile_b = [c for c in PACK.codes if c not in PILE_13_A]
    score = score_deal((PACK.mask(PILE_13_A), PACK.mask(pile_b)), (2, 1))
    assert score.cards == (22, 18) and score.diamonds == (6, 4)
    assert score.settebello == 0 and score.primiera == (78, 72)
    assert score.points == (6, 1)


def test_scenario_13_deal_end_event_carries_the_breakdown() -> None:
    last = "C4"  # B places it on the final play; B captured last and takes it back
    match = match_at(final_play_state(PILE_13_A, last, scope=(2, 1)))
    deal_end = event(match.apply(f"play:{last}"), "deal_end")
    assert deal_end["cards"] == [22, 18] and deal_end["diamonds"] == [6, 4]
    assert deal_end["settebello"] == 0 and deal_end["scope"] == [2, 1]
    assert deal_end["primiera"][0]["total"] == 78 and deal_end["primiera"][1]["total"] == 72
    assert deal_end["primiera"][0]["cards"] == {"D": "D7", "H": "H6", "C": "C6", "S": "S7"}
    assert deal_end["prizes"] == {"cards": 0, "diamonds": 0, "settebello": 0, "primiera": 0}
    assert deal_end["points"] == [6, 1] and deal_end["match_points"] == [6, 1]


def test_scenario_14_match_end_higher_total_wins() -> None:
    # A: cards 22, diamonds 9, D7 (+3); B: the only primiera (+1): 9-10 -> 12-11.
    pile_a = [c for c in PACK.codes if c[0] == "D" and c != "DK"] + [
        "HA",
        "H2",
        "H3",
        "H4",
        "H5",
        "H6",
        "H7",
        "CA",
        "C2",
        "C3",
        "C4",
        "C5",
        "C6",
    ]
    match = match_at(final_play_state(pile_a, "SK", match_points=(9, 10)))
    events = match.apply("play:SK")
    assert event(events, "deal_end")["points"] == [3, 1]
    assert event(events, "match_end") == {
        "type": "match_end",
        "winner": 0,
        "match_points": [12, 11],
        "deals": 1,
    }
    assert match.is_over and match.current_player is None


def test_scenario_14_tie_at_12_plays_on_then_b_wins() -> None:
    # A: cards + settebello; B: diamonds + primiera: 10-10 -> 12-12, play on.
    pile_a = ["D7", "DA", "D2", "D3", *[c for c in PACK.codes if c[0] in "HC"][:18]]
    match = match_at(final_play_state(pile_a, "SK", match_points=(10, 10)))
    events = match.apply("play:SK")
    assert event(events, "deal_end")["points"] == [2, 2]
    assert event(events, "deal_end")["level_at_target"] is True
    assert "match_end" not in [e["type"] for e in events]
    assert event(events, "deal")["dealer"] == 0 and not match.is_over
    assert match.observation(0)["match_points"] == [12, 12]
    # Next deal: only the settebello is awarded, to B: 12-13.
    pile_a = [
        "DA",
        "D2",
        "D3",
        "D4",
        "D5",
        *[c for c in PACK.codes if c[0] == "H"],
        "CA",
        "C2",
        "C3",
        "C4",
        "C5",
    ]
    match = match_at(final_play_state(pile_a, "SK", match_points=(12, 12)))
    events = match.apply("play:SK")
    assert event(events, "deal_end")["points"] == [0, 1]
    assert event(events, "deal_end")["level_at_target"] is False
    assert event(events, "match_end")["winner"] == 1 and match.result["match_points"] == [12, 13]


def test_scenario_14_eleven_reached_by_scope_mid_deal_does_not_stop() -> None:
    match = match_at(
        position(hands=(["D5", "SK"], ["DA", "C2"]), table=["H2", "C3"], match_points=(10, 0))
    )
    match.apply("play:D5:H2,C3")
    assert not match.is_over and match.legal_actions()


def test_scenario_15_redeal_three_kings_void_two_kings_valid() -> None:
    void = new_match("scopa", seed=9, dealer=0, deck=_deck_with_table(["HK", "DK", "SK", "C4"]))
    assert void.observation(0)["voided"] == [["HK", "DK", "SK", "C4"]]
    assert void.observation(0)["dealer"] == 0
    valid = new_match("scopa", seed=9, dealer=0, deck=_deck_with_table(["HK", "DK", "C3", "SQ"]))
    assert valid.observation(0)["voided"] == [] and valid.observation(0)["table"] == [
        "HK",
        "DK",
        "C3",
        "SQ",
    ]


def test_rule_1_4_random_first_deal_can_be_void_and_is_redealt() -> None:
    for seed in range(20000):
        match = new_match("scopa", seed=seed)
        voided = match.observation(0)["voided"]
        if voided:
            assert all(sum(c[1] == "K" for c in table) >= 3 for table in voided)
            assert sum(c[1] == "K" for c in match.observation(0)["table"]) < 3
            return
    pytest.fail("no void opening table in 20000 seeds")


def test_rule_1_4_void_later_deal_emits_void_deal_events_same_dealer() -> None:
    for seed in range(20000):
        match = match_at(final_play_state(["D7"], "SK", seed=seed))
        events = match.apply("play:SK")
        voids = [e for e in events if e["type"] == "void_deal"]
        if voids:
            deal = event(events, "deal")
            assert all(e["kings"] >= 3 and e["dealer"] == deal["dealer"] == 0 for e in voids)
            assert all(e["deal_number"] == deal["deal_number"] == 2 for e in voids)
            assert match.observation(0)["voided"] == [e["table"] for e in voids]
            return
    pytest.fail("no void deal found in 20000 seeds")


# -- ambiguity readings -------------------------------------------------------------------


def test_ambiguity_a_000_1_only_the_played_card_must_capture_and_the_switch() -> None:
    state = position(hands=(["SQ", "H2"], ["DA"]), table=["D5", "C4"])
    assert "play:H2" in match_at(state).legal_actions(), "default reading: H2 may be placed"

    class ForcedScopa(ScopaState):
        force_capturing_card = True

    forced = ForcedScopa.from_position(hands=(["SQ", "H2"], ["DA"]), table=["D5", "C4"])
    match = match_at(forced)
    assert match.legal_actions() == ["play:SQ:C4,D5"]
    with pytest.raises(IllegalAction) as error:
        match.apply("play:H2")
    assert error.value.code == "must_play_capturing_card"


def test_ambiguity_a_000_8_sweep_on_an_earlier_round_end_counts() -> None:
    # Dealer's last card of round 5 (stock not empty) sweeps: a scopa.
    stock = ["S2", "S4", "S5", "S6", "SJ", "SQ"]
    match = match_at(position(hands=([], ["D6"]), table=["H6"], stock=stock, dealer=1, current=1))
    events = match.apply("play:D6:H6")
    assert event(events, "scopa")["seat"] == 1 and event(events, "round")["round"] == 6
