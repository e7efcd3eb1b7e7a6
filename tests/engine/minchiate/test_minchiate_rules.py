"""Static rules of Minchiate: pack, card order and points, combinations (§4.3, §4.8, §4.9)."""

from __future__ import annotations

import pytest

from cardavia_desktop.engine.games.minchiate import rules as R
from cardavia_desktop.engine.games.minchiate.rules import PACK


def m(*codes: str) -> int:
    """Mask of card codes."""
    return PACK.mask(codes)


def declared_total(*codes: str) -> int:
    """Points of every whole combination in a holding."""
    return R.combinations_points(m(*codes))


def kinds(*codes: str) -> list[str]:
    """Kinds of the whole combinations in a holding."""
    return sorted(R.COMBOS[i].kind for i in R.combinations_in(m(*codes)))


def test_scenario_01_pack_totals():
    """97 cards; 25 counting cards worth 142; 33 robbable; 71 discardable."""
    assert len(PACK) == R.DECK_SIZE == 97
    assert R.COUNTING_MASK.bit_count() == 25
    assert sum(R.POINTS) == 142 == R.points_of(PACK.full_mask)
    assert R.ROBBABLE_MASK.bit_count() == 33
    assert R.DISCARDABLE_MASK.bit_count() == 71
    assert (PACK.full_mask & ~R.DISCARDABLE_MASK) == R.COUNTING_MASK | m("T29")


def test_4_3_card_points_table():
    """T36–T40 = 10; T1, T10, T13, T20, T28, T30–T35, MATTO, Kings = 5; T2–T5 = 3; else 0."""
    for n in range(1, 41):
        expected = (
            10
            if n >= 36
            else 5
            if n in (1, 10, 13, 20, 28) or 30 <= n <= 35
            else 3
            if 2 <= n <= 5
            else 0
        )
        assert R.POINTS[PACK.index(f"T{n}")] == expected, n
    assert R.POINTS[R.MATTO] == 5
    for suit in R.SUITS:
        assert R.POINTS[PACK.index(f"{suit}K")] == 5
        for rank in R.RANK_CODES[1:]:
            assert R.POINTS[PACK.index(f"{suit}{rank}")] == 0
    assert R.POINTS[R.T29] == 0 and R.COMBO_VALUE[R.T29] == 5


def test_4_3_robbable_is_counting_cards_and_trumps_above_20():
    """Robbable: the counting cards plus T21–T40."""
    expected = R.COUNTING_MASK | m(*(f"T{n}" for n in range(21, 41)))
    assert expected == R.ROBBABLE_MASK
    assert R.ROBBABLE_MASK >> PACK.index("T20") & 1 and not R.ROBBABLE_MASK >> PACK.index("T19") & 1


@pytest.mark.parametrize("suit", ["C", "D"])
def test_4_3_coins_and_cups_order_ace_high_ten_low(suit):
    """Coins/Cups high to low: K Q N J A 2 … 10."""
    order = ["K", "Q", "N", "J", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
    strengths = [R.STRENGTH[PACK.index(suit + r)] for r in order]
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == 14


@pytest.mark.parametrize("suit", ["S", "B"])
def test_4_3_swords_and_batons_order_ten_high_ace_low(suit):
    """Swords/Batons high to low: K Q N J 10 9 … 2 A."""
    order = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
    strengths = [R.STRENGTH[PACK.index(suit + r)] for r in order]
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == 14


def test_4_3_trumps_rank_by_number_and_beat_every_suit():
    """T40 is the highest trump; T1 still beats any plain card."""
    assert R.trick_winner_index([PACK.index(c) for c in ("DK", "T1", "D2", "T40")], 3) == 3
    assert R.trick_winner_index([PACK.index(c) for c in ("DK", "T1", "D2", "C3")], 3) == 1


def test_scenario_06_combination_values():
    """1–5 = 17; 33–36 = 25; 28–40 = 90; 1-40-Matto = 20; 10-20-30-40 = 25; 4 Kings = 20."""
    assert declared_total("T1", "T2", "T3", "T4", "T5") == 17
    assert kinds("T1", "T2", "T3", "T4", "T5") == ["sequence"]
    assert declared_total("T33", "T34", "T35", "T36") == 25
    assert declared_total(*(f"T{n}" for n in range(28, 41))) == 90
    assert kinds(*(f"T{n}" for n in range(28, 41))) == ["sequence"]
    assert declared_total("T1", "T40", "MATTO") == 20
    assert declared_total("T10", "T20", "T30", "T40") == 25
    assert kinds("T10", "T20", "T30", "T40") == ["10_20_30_40"]
    assert declared_total("SK", "BK", "CK", "DK") == 20
    assert kinds("SK", "BK", "CK", "DK") == ["kings"]


def test_scenario_07_overlap_and_matto_bonus():
    """T1 T2 T3 T13 T28 T40 MATTO: 1-2-3 = 16, 1-13-28 = 20, 1-40-Matto = 20 → 56."""
    holding = m("T1", "T2", "T3", "T13", "T28", "T40", "MATTO", "SK", "BK", "C5")
    found = {R.COMBOS[i].kind: R.combo_points(i, holding) for i in R.combinations_in(holding)}
    assert found == {"sequence": 16, "1_13_28": 20, "1_40_matto": 20}
    assert R.combinations_points(holding) == 56


def test_4_8_reference_values():
    """1-2-3 = 11; 2-3-4 = 9; 28-29-30 = 15 (T29 worth 5 in a run); 36–40 = 50."""
    assert declared_total("T1", "T2", "T3") == 11
    assert declared_total("T2", "T3", "T4") == 9
    assert declared_total("T28", "T29", "T30") == 15
    assert declared_total("T36", "T37", "T38", "T39", "T40") == 50


def test_4_8_maximal_runs_only_within_1_5_and_28_40():
    """T28–T32 is one run worth 25; 27-28-29 and 5-6-7 are no runs; two runs score apart."""
    assert kinds("T28", "T29", "T30", "T31", "T32") == ["sequence"]
    assert declared_total("T28", "T29", "T30", "T31", "T32") == 25
    assert kinds("T26", "T27", "T28", "T29") == []
    assert kinds("T5", "T6", "T7") == []
    assert kinds("T34", "T35", "T36") == ["sequence"]
    assert declared_total("T1", "T2", "T3", "T30", "T31", "T32") == 11 + 15
    assert kinds("T30", "T31", "T33", "T34") == []


def test_4_8_other_combinations():
    """1-13-28 = 15; 10-20-30 = 15; 20-30-40 = 20; three Kings = 15; two Kings nothing."""
    assert declared_total("T1", "T13", "T28") == 15
    assert declared_total("T10", "T20", "T30") == 15
    assert declared_total("T20", "T30", "T40") == 20
    assert declared_total("SK", "CK", "DK") == 15
    assert declared_total("SK", "CK") == 0


def test_4_8_matto_bonus_applies_once_per_combination():
    """MATTO in the holding: +5 on each combination without it, none on 1-40-Matto."""
    assert declared_total("T10", "T20", "T30", "MATTO") == 20
    assert declared_total("SK", "BK", "CK", "DK", "MATTO") == 25
    assert declared_total("T1", "T40", "MATTO") == 20
    assert declared_total("MATTO", "T5", "T6") == 0


def test_a_003_5_four_tens_alternative_scores_both_triples(monkeypatch):
    """Switch TENS_FOUR_AS_ONE off: 10-20-30 (15) and 20-30-40 (20) score separately = 35."""
    monkeypatch.setattr(R, "TENS_FOUR_AS_ONE", False)
    assert kinds("T10", "T20", "T30", "T40") == ["10_20_30", "20_30_40"]
    assert declared_total("T10", "T20", "T30", "T40") == 35


def test_4_9_matto_payment_is_the_lowest_zero_point_suit_card():
    """The paid card: lowest-ranked zero-point suit card, never T29; fallbacks in order."""
    assert PACK.code(R.matto_payment_card(m("T29", "SK", "S10", "SA", "DA", "T40"))) == "SA"
    assert PACK.code(R.matto_payment_card(m("T29", "CK", "D10", "T40"))) == "D10"
    assert PACK.code(R.matto_payment_card(m("T29", "T7", "T40", "MATTO"))) == "T7"
    assert PACK.code(R.matto_payment_card(m("T29", "T40", "MATTO"))) == "T29"
    assert PACK.code(R.matto_payment_card(m("T40", "T2", "MATTO"))) == "T2"


@pytest.mark.parametrize(
    ("difference", "expected"),
    [
        (1, (0, 1)),
        (60, (0, 1)),
        (61, (0, 2)),
        (120, (0, 2)),
        (0, (None, 0)),
        (-121, (1, 3)),
    ],
)
def test_scenario_11_end_rounding(difference, expected):
    """Round the final difference up in units of 60: +1→1, +60→1, +61→2, +120→2, 0, −121→EW 3."""
    assert R.round_up_resti(difference) == expected


def test_scenario_15_card_count():
    """NS pile of 47 cards → +5; EW pile of 37 → 0."""
    zero = [
        c
        for c in PACK.codes
        if R.POINTS[PACK.index(c)] == 0 and c != "T29" and not c.startswith("T")
    ]
    ns = R.team_end_score(m(*zero[:47]), last_trick=False)
    ew = R.team_end_score(
        m(*(c for c in PACK.codes if c.startswith("T1") and len(c) == 3)), last_trick=False
    )
    assert ns["extra_cards"] == 5 and ns["total"] == 5
    assert ew["extra_cards"] == 0


def test_4_10_team_end_score_parts():
    """End lump = pile points + pile combinations (+Matto bonus) + cards beyond 42 + last trick."""
    pile = m("T1", "T2", "T3", "MATTO", "SK", "T29")
    parts = R.team_end_score(pile, last_trick=True)
    assert parts["card_points"] == 5 + 3 + 3 + 5 + 5
    assert parts["combination_points"] == 11 + 5
    assert parts["last_trick"] == 10 and parts["extra_cards"] == 0
    assert parts["total"] == 21 + 16 + 10
