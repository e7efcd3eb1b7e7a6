"""Piedicavallo: every NORMATIVE rule (§2.2–2.7) and the numbered scenarios of §2.10 (1–9)."""

from __future__ import annotations

from itertools import combinations, pairwise

import pytest

from cardavia_desktop.engine import GAMES, IllegalAction, new_match
from cardavia_desktop.engine.games.piedicavallo import rules
from tests.engine.piedicavallo.pdc_helpers import (
    GAME,
    discard_first_legal,
    discard_is_legal_by_the_letter,
    legal_cards,
    play,
    stacked,
)

TRUMPS = [f"T{n}" for n in range(1, 22)]
KINGS = ["SK", "BK", "CK", "DK"]
SUIT_CARDS = [c for c in rules.CODES if c[0] in "SBCD"]


def is_cup(code: str) -> bool:
    return code.startswith("C")


def is_plain_suit(code: str) -> bool:
    return code[0] in "SBCD" and code not in KINGS


# --- §2.2 players and turn order --------------------------------------------------------------


def test_2_2_seats_and_partnerships() -> None:
    spec = GAMES[GAME]
    assert spec.players == 4 and spec.teams == ((0, 2), (1, 3)) and spec.deck_size == 62
    obs = new_match(GAME, seed=1).observation(2)
    assert obs["teams"] == [[0, 2], [1, 3]] and obs["team"] == 0 and obs["partner"] == 0


def test_2_2_dealer_is_random() -> None:
    dealers = {new_match(GAME, seed=seed).observation(0)["dealer"] for seed in range(40)}
    assert dealers == {0, 1, 2, 3}


@pytest.mark.parametrize("dealer", range(4))
def test_2_2_dealers_right_leads_and_play_is_anticlockwise(dealer: int) -> None:
    m = new_match(GAME, seed=5, dealer=dealer)
    assert m.current_player == dealer  # the dealer discards first
    discard_first_legal(m)
    order = []
    for _ in range(4):
        order.append(m.current_player)
        m.apply(m.legal_actions()[0])
    assert order == [(dealer + k) % 4 for k in (1, 2, 3, 4)]


def test_2_2_trick_winner_leads_the_next_trick_and_one_deal_is_the_match() -> None:
    m = new_match(GAME, seed=11)
    discard_first_legal(m)
    while not m.is_over:
        events = m.apply(m.legal_actions()[-1])
        tricks = [e for e in events if e["type"] == "trick"]
        if tricks and not m.is_over:
            assert m.current_player == tricks[0]["winner"]
            assert m.observation(0)["leader"] == tricks[0]["winner"]
    assert m.current_player is None and m.legal_actions() == []
    assert len(m.observation(0)["tricks_played"]) == 15
    assert [e["type"] for e in events[-2:]] == ["deal_end", "match_end"]


# --- §2.3 deck: scenario 1 and the card points -------------------------------------------------


def test_scenario_1_pack_check_62_cards_114_points() -> None:
    full = [s + r for s in "SBCD" for r in ("A", *map(str, range(2, 11)), "J", "N", "Q", "K")]
    full += [*TRUMPS, "MATTO"]
    assert len(full) == 78
    removed = {
        "SA",
        "S2",
        "S3",
        "S4",
        "BA",
        "B2",
        "B3",
        "B4",
        "C7",
        "C8",
        "C9",
        "C10",
        "D7",
        "D8",
        "D9",
        "D10",
    }
    assert set(rules.CODES) == set(full) - removed and len(rules.CODES) == 62
    assert rules.points_of(rules.FULL_MASK) == 114 == 20 + 15 + 16 + 12 + 8 + 19 + 24
    assert rules.points_by_category(rules.FULL_MASK) == {
        "kings": 20,
        "honours": 10,
        "matto": 5,
        "queens": 16,
        "knights": 12,
        "jacks": 8,
        "trumps": 19,
        "numerals": 24,
    }


def test_2_3_card_points_table() -> None:
    value = {code: rules.POINTS[rules.PACK.index(code)] for code in rules.CODES}
    for code, points in value.items():
        if code in KINGS or code in ("T1", "T21", "MATTO"):
            assert points == 5, code
        elif code[0] in "SBCD" and code[1:] in ("Q", "N", "J"):
            assert points == {"Q": 4, "N": 3, "J": 2}[code[1:]], code
        else:
            assert points == 1, code


def test_2_3_rank_orders() -> None:
    def order(suit: str) -> list[str]:
        return [c for c in rules.CODES if c[0] == suit]  # pack order is low → high

    assert order("S") == ["S5", "S6", "S7", "S8", "S9", "S10", "SJ", "SN", "SQ", "SK"]
    assert order("B") == [c.replace("S", "B", 1) for c in order("S")]
    assert order("C") == ["C6", "C5", "C4", "C3", "C2", "CA", "CJ", "CN", "CQ", "CK"]
    assert order("D") == [c.replace("C", "D", 1) for c in order("C")]
    for low, high in pairwise(TRUMPS):
        assert rules.winning_card(
            [rules.PACK.index(low), rules.PACK.index(high)]
        ) == rules.PACK.index(high)


# --- §2.4 deal and discard --------------------------------------------------------------------


@pytest.mark.parametrize("dealer", range(4))
def test_2_4_1_deal_15_to_each_from_the_dealers_right_then_17_to_the_dealer(dealer: int) -> None:
    deck = list(rules.CODES)
    m = new_match(GAME, seed=0, dealer=dealer, deck=deck)
    start = 0
    for offset in (1, 2, 3, 4):
        seat = (dealer + offset) % 4
        size = 17 if seat == dealer else 15
        assert set(m.observation(seat)["hand"]) == set(deck[start : start + size])
        start += size
    assert m.observation(0)["hand_sizes"] == [17 if s == dealer else 15 for s in range(4)]


def test_scenario_2_kings_t1_t21_matto_are_never_discarded() -> None:
    blocked = [*KINGS, "T1", "T21", "MATTO"]
    m = stacked(0, {0: blocked})
    hand = m.observation(0)["hand"]
    legal = m.legal_actions()
    assert legal
    for card in blocked:
        assert not [a for a in legal if card in a.removeprefix("discard:").split(",")]
        other = next(c for c in hand if c not in blocked)
        with pytest.raises(IllegalAction) as error:
            m.apply(f"discard:{card},{other}")
        assert error.value.code == "undiscardable" and error.value.params["card"] == card
    assert m.observation(0)["phase"] == "discard" and m.observation(0)["hand"] == hand


def test_scenario_3_must_discard_suit_cards_first_then_announce_one_trump() -> None:
    others = [c for c in ([*TRUMPS, *KINGS, "MATTO"]) if c not in ("T5", "T6")][:14]
    m = stacked(1, {1: ["C3", "T5", "T6", *others]})
    with pytest.raises(IllegalAction) as error:
        m.apply("discard:T5,T6")
    assert error.value.code == "trump_discard_restricted"
    assert "discard:C3,T5" in m.legal_actions()
    events = m.apply("discard:T5,C3")  # any order on input
    assert events == [{"type": "discard", "seat": 1, "count": 2, "trumps": 1}]
    assert all(m.observation(s)["discard_trumps"] == 1 for s in range(4))


def test_scenario_4_void_in_trumps_exception_announces_two_trumps() -> None:
    m = stacked(2, {2: ["T7", "T9", "S5"]}, seat2=lambda c: c[0] in "SBCD")
    assert sum(c.startswith("T") for c in m.observation(2)["hand"]) == 2
    with pytest.raises(IllegalAction) as error:
        m.apply("discard:T7,S5")
    assert error.value.code == "trump_discard_restricted"
    assert m.apply("discard:T7,T9")[0]["trumps"] == 2
    assert m.observation(2)["discard"] == ["T7", "T9"]


def test_scenario_5_an_honour_blocks_the_void_in_trumps_exception() -> None:
    m = stacked(3, {3: ["T1", "T5"]}, seat3=lambda c: c[0] in "SBCD")
    hand = m.observation(3)["hand"]
    assert not [a for a in m.legal_actions() if "T5" in a]
    for other in hand:
        if other != "T5":
            with pytest.raises(IllegalAction):
                m.apply(f"discard:T5,{other}")


@pytest.mark.parametrize("seed", range(6))
def test_2_4_2_discard_legality_matches_the_spec_on_every_pair(seed: int) -> None:
    m = new_match(GAME, seed=seed)
    hand = set(m.observation(m.current_player)["hand"])
    expected = {
        f"discard:{a},{b}"
        for a, b in combinations(sorted(hand, key=rules.CODES.index), 2)
        if discard_is_legal_by_the_letter(hand, {a, b})
    }
    assert set(m.legal_actions()) == expected


def test_2_4_2_trump_discard_allowed_when_the_rest_is_all_trumps_and_kings() -> None:
    hand = ["MATTO", *KINGS, *TRUMPS[1:13]]  # T2..T13: 17 cards, no suit card below a King
    m = stacked(0, {0: hand})
    assert "discard:T2,T3" in m.legal_actions()


def test_2_4_3_discard_identities_stay_hidden_until_the_end() -> None:
    m = new_match(GAME, seed=3, dealer=1)
    discard_first_legal(m)
    assert m.observation(1)["discard"] is not None and len(m.observation(1)["discard"]) == 2
    for seat in (0, 2, 3):
        assert m.observation(seat)["discard"] is None
    while not m.is_over:
        m.apply(m.legal_actions()[0])
    assert all(m.observation(s)["discard"] == m.result["discard"] for s in range(4))


def test_2_4_play_before_the_discard_is_refused() -> None:
    m = new_match(GAME, seed=3, dealer=1)
    card = m.observation(1)["hand"][0]
    with pytest.raises(IllegalAction) as error:
        m.apply(f"play:{card}")
    assert error.value.code == "discard_first"
    discard_first_legal(m)
    with pytest.raises(IllegalAction) as error:
        m.apply("discard:S5,S6")
    assert error.value.code == "no_discard_now"


# --- §2.5 legal moves: scenarios 6–8 ----------------------------------------------------------


def test_scenario_6_follow_suit_or_play_the_matto() -> None:
    m = stacked(0, {1: ["C2"], 2: ["C6", "CK", "T10", "MATTO"]}, seat2=lambda c: not is_cup(c))
    discard_first_legal(m)
    play(m, "C2")
    assert legal_cards(m) == {"C6", "CK", "MATTO"}
    with pytest.raises(IllegalAction) as error:
        m.apply("play:T10")
    assert error.value.code == "must_follow" and error.value.params["suit"] == "C"


def test_scenario_7_must_trump_but_need_not_overtrump() -> None:
    m = stacked(
        0,
        {1: ["S9"], 2: ["T12"], 3: ["T3", "T18", "DK", "MATTO"]},
        seat2=lambda c: not c.startswith("S"),
        seat3=lambda c: c[0] in "BCD",
    )
    discard_first_legal(m)
    play(m, "S9", "T12")
    assert legal_cards(m) == {"T3", "T18", "MATTO"}
    with pytest.raises(IllegalAction) as error:
        m.apply("play:DK")
    assert error.value.code == "must_trump"
    play(m, "T3")  # an under-trump is legal (A-001-11)


def test_scenario_8_trump_led_must_follow_with_a_losing_trump() -> None:
    m = stacked(0, {1: ["T4"], 2: ["T2"]}, seat2=lambda c: c[0] in "SBCD" and c != "MATTO")
    discard_first_legal(m)
    play(m, "T4")
    assert legal_cards(m) == {"T2"}
    events = play(m, "T2")
    for _ in range(2):
        events += m.apply(m.legal_actions()[0])
    assert events[-1]["type"] == "trick" and events[-1]["winner"] != 2


def test_2_5_void_in_suit_and_trumps_may_play_any_card() -> None:
    m = stacked(0, {1: ["S9"]}, seat2=lambda c: c[0] in "BCD")
    discard_first_legal(m)
    play(m, "S9")
    assert legal_cards(m) == set(m.observation(2)["hand"])


def test_2_5_trump_led_and_no_trump_in_hand_may_play_any_card() -> None:
    """§2.5 rule 3 after a trump lead: a player with no trump may play any card."""
    m = stacked(0, {1: ["T5"]}, seat2=lambda c: not c.startswith("T"))
    discard_first_legal(m)
    play(m, "T5")
    hand = m.observation(2)["hand"]
    assert not any(c.startswith("T") for c in hand) and len({c[0] for c in hand}) > 1
    assert legal_cards(m) == set(hand)


def test_2_5_the_leader_may_lead_any_card_including_the_matto() -> None:
    m = stacked(0, {1: ["MATTO"]})
    discard_first_legal(m)
    assert legal_cards(m) == set(m.observation(1)["hand"])
    play(m, "MATTO")


def test_2_5_matto_played_second_does_not_change_the_suit_to_follow() -> None:
    m = stacked(0, {1: ["SK"], 2: ["MATTO", "S5"], 3: ["S6", "T2"]})
    discard_first_legal(m)
    play(m, "SK", "MATTO")
    assert m.observation(3)["lead_suit"] == "S"
    assert "T2" not in legal_cards(m) and "S6" in legal_cards(m)


def test_2_5_illegal_input_is_refused_with_a_reason_and_changes_nothing() -> None:
    m = new_match(GAME, seed=9, dealer=0)
    discard_first_legal(m)
    before = (m.to_dict(), [m.observation(s) for s in range(4)])
    not_mine = m.observation(2)["hand"][0]
    cases = {
        "play:ZZ": "unknown_card",
        "hop:S5": "bad_syntax",
        "play": "bad_syntax",
        f"play:{not_mine}": "not_in_hand",
        "discard:S5": "bad_syntax",
        "discard:S5,S5": "same_card",
        "discard:S5,S6,S7": "bad_syntax",
    }
    for action, code in cases.items():
        with pytest.raises(IllegalAction) as error:
            m.apply(action)
        assert error.value.code == code, action
        assert isinstance(error.value, ValueError) and str(error.value)
    assert (m.to_dict(), [m.observation(s) for s in range(4)]) == before


# --- §2.6 trick resolution: scenario 9 --------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "winner"),
    [
        (("C4", "C2", "CA", "C6"), "CA"),
        (("S6", "S5", "S10", "S9"), "S10"),
        (("CA", "CJ", "C6", "C5"), "CJ"),
        (("T20", "T21", "T2", "T3"), "T21"),
    ],
)
def test_scenario_9_rank_orders_decide_the_trick(cards: tuple[str, ...], winner: str) -> None:
    m = stacked(0, {seat: [card] for seat, card in zip((1, 2, 3, 0), cards, strict=True)})
    discard = next(a for a in m.legal_actions() if cards[3] not in a)
    m.apply(discard)
    trick = play(m, *cards)[-1]
    assert trick["type"] == "trick" and trick["winning_card"] == winner
    assert trick["winner"] == (1 + cards.index(winner)) % 4


def test_2_6_a_trump_beats_the_suit_led_and_the_highest_trump_wins() -> None:
    m = stacked(
        0,
        {1: ["SK"], 2: ["T2"], 3: ["T9"], 0: ["SQ"]},
        seat2=lambda c: not c.startswith("S"),
        seat3=lambda c: not c.startswith("S"),
    )
    m.apply(next(a for a in m.legal_actions() if "SQ" not in a))
    trick = play(m, "SK", "T2", "T9", "SQ")[-1]
    assert trick["winner"] == 3 and trick["points"] == 5 + 1 + 1 + 4 and trick["suit"] == "S"
