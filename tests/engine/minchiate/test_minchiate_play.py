"""Play (§4.6, §4.7), scoring and conversion (§4.4), Matto settlement (§4.9), end (§4.10)."""

from __future__ import annotations

import pytest

from cardavia_desktop.engine import IllegalAction, new_match
from cardavia_desktop.engine.games.minchiate import rules as R
from cardavia_desktop.engine.games.minchiate.rules import PACK
from tests.engine.minchiate.mch_helpers import arrange, finish_setup

NON_COINS = sorted(
    (c for c in PACK.codes if not c.startswith("D") and c != "MATTO"),
    key=lambda c: R.ROBBABLE_MASK >> PACK.index(c) & 1,
)
"""Cards without Coins and MATTO, robbable ones last (handed out first: the Fola needs the
plain ones)."""


def m(*codes: str) -> int:
    """Mask of card codes."""
    return PACK.mask(codes)


def hands_without_coins(required: dict[int, list[str]], coinless: tuple[int, ...]) -> dict:
    """Complete the ``coinless`` seats to 21 cards with non-Coins cards."""
    used = {c for cards in required.values() for c in cards}
    spare = [c for c in NON_COINS if c not in used]
    hands = {s: list(v) for s, v in required.items()}
    for seat in coinless:
        while len(hands[seat]) < 21:
            hands[seat].append(spare.pop())
    return hands


def coins_match(
    dealer: int, required: dict[int, list[str]], coinless: tuple[int, ...], king_rule: bool = True
):
    """A match in the play phase with the given seats holding no Coins beyond ``required``."""
    deck = arrange(dealer=dealer, hands=hands_without_coins(required, coinless))
    match = new_match("minchiate", seed=0, dealer=dealer, deck=deck)
    finish_setup(match)
    return match


def test_4_6_legal_cards_follow_or_trump_or_any():
    """Follow L (or MATTO); else trump (or MATTO), no duty to overtrump; else any card."""
    hand = m("D3", "D9", "T5", "MATTO", "S4")
    assert R.legal_play_mask(hand, 3, False, False) == m("D3", "D9", "MATTO")
    assert R.legal_play_mask(hand, 2, True, True) == m("T5", "MATTO")
    assert R.legal_play_mask(m("S4", "C2"), 3, False, True) == m("S4", "C2")
    assert R.legal_play_mask(hand, R.TRUMP, False, False) == m("T5", "MATTO")
    assert R.legal_play_mask(m("D3", "S4"), R.TRUMP, False, False) == m("D3", "S4")
    assert R.legal_play_mask(hand, None, False, False) == hand


def test_4_7_trick_winner_highest_trump_else_highest_of_led_suit_matto_never():
    """Highest trump wins; else the highest card of L; the MATTO never wins."""

    def win(lead: int, *codes: str) -> str:
        return codes[R.trick_winner_index([PACK.index(c) for c in codes], lead)]

    assert win(3, "D10", "DA", "S10", "D2") == "DA"
    assert win(0, "S2", "SA", "S10", "D2") == "S10"
    assert win(0, "S2", "T3", "T2", "SK") == "T3"
    assert win(3, "MATTO", "D9", "D10", "C2") == "D9"
    assert win(R.TRUMP, "T1", "MATTO", "D2", "S3") == "T1"


def test_scenario_13_king_rule_forces_the_king_after_a_trump():
    """First Coins trick: E leads D5, N (no Coins) trumps T7, W holding DK D9 MATTO must play DK;
    S then follows normally."""
    match = coins_match(
        0,
        {1: ["D5", "T8"], 2: ["T7"], 3: ["DK", "D9", "MATTO"], 0: ["D2", "D3"]},
        coinless=(1, 2, 3),
    )
    assert match.current_player == 1
    match.apply("play:D5")
    assert set(match.legal_actions()) == {
        f"play:{c}" for c in match.observation(2)["hand"] if c.startswith("T")
    }
    match.apply("play:T7")
    assert match.observation(3)["king_rule_now"] is True
    assert match.legal_actions() == ["play:DK"]
    for bad in ("play:D9", "play:MATTO"):
        with pytest.raises(IllegalAction) as info:
            match.apply(bad)
        assert info.value.code == "must_play_king" and info.value.params["king"] == "DK"
    assert match.apply("play:DK")[0] == {"type": "play", "seat": 3, "card": "DK", "king_rule": True}
    coins = {f"play:{c}" for c in match.observation(0)["hand"] if c.startswith("D")}
    assert set(match.legal_actions()) == coins and "play:D2" in coins
    with pytest.raises(IllegalAction) as info:
        match.apply(f"play:{next(c for c in match.observation(0)['hand'] if c.startswith('S'))}")
    assert info.value.code == "must_follow"


def test_scenario_13_no_trump_before_means_no_king_rule():
    """If nobody trumped before W, W may play D9 or the MATTO (or DK)."""
    match = coins_match(
        0, {1: ["D5"], 2: ["D4"], 3: ["DK", "D9", "MATTO"], 0: ["D2"]}, coinless=(1, 2, 3)
    )
    match.apply("play:D5")
    match.apply("play:D4")
    assert set(match.legal_actions()) == {"play:DK", "play:D9", "play:MATTO"}


def test_scenario_13_later_coins_trick_is_free_and_matto_stays_with_its_team():
    """Second Coins trick: W keeps DK and may play the MATTO even after trumps. The MATTO played
    into NS's trick 1 goes to W's own pile; NS take the other three cards."""
    match = coins_match(
        0,
        {1: ["D5", "T8"], 2: ["D4", "T7"], 3: ["DK", "MATTO", "D9"], 0: ["D2", "D3"]},
        coinless=(1, 2, 3),
    )
    for card in ("D5", "D4", "MATTO", "D2"):
        match.apply(f"play:{card}")
    state = match.state
    assert state.tricks[0]["winner"] == 0 and state.piles[1] == R.MATTO_BIT
    assert state.piles[0] == m("D5", "D4", "D2") and state.matto_lost
    match.apply("play:D3")
    match.apply("play:T8")
    match.apply("play:T7")
    assert match.observation(3)["king_rule_now"] is False
    assert set(match.legal_actions()) == {"play:DK", "play:D9"}


def test_4_7_the_matto_is_never_captured_so_never_scores_at_capture():
    """§4.7: W's MATTO (5 points) played into NS's trick is not captured: NS score nothing for
    it (the trick's other cards are worth nothing) and the difference does not move."""
    match = coins_match(
        0,
        {1: ["D5", "T8"], 2: ["D4", "T7"], 3: ["DK", "MATTO", "D9"], 0: ["D2", "D3"]},
        coinless=(1, 2, 3),
    )
    before = match.state.difference
    events = [e for card in ("D5", "D4", "MATTO", "D2") for e in match.apply(f"play:{card}")]
    trick = next(e for e in events if e["type"] == "trick")
    assert trick["winner"] == 0 and trick["captured_points"] == 0
    assert match.state.difference == before


def test_a_003_3_king_rule_switch_off(monkeypatch):
    """With KING_RULE off, W may play D9 or the MATTO after the trump."""
    monkeypatch.setattr(R, "KING_RULE", False)
    match = coins_match(
        0,
        {1: ["D5", "T8"], 2: ["T7"], 3: ["DK", "D9", "MATTO"], 0: ["D2", "D3"]},
        coinless=(1, 2, 3),
    )
    match.apply("play:D5")
    match.apply("play:T7")
    assert set(match.legal_actions()) == {"play:DK", "play:D9", "play:MATTO"}


def test_a_003_14_matto_lead_second_card_sets_the_suit_and_the_king_rule():
    """W leads the MATTO, S's D5 sets Coins (first Coins trick), E trumps, N must play DK."""
    match = coins_match(
        2, {3: ["MATTO", "T9"], 0: ["D5"], 1: ["T7"], 2: ["DK", "D9"]}, coinless=(1, 2, 3)
    )
    assert match.current_player == 3
    match.apply("play:MATTO")
    assert match.observation(0)["lead"] is None
    assert any(a.startswith("play:S") for a in match.legal_actions())  # S may play anything
    match.apply("play:D5")
    assert match.observation(1)["lead"] == "D"
    match.apply("play:T7")
    assert match.legal_actions() == ["play:DK"]


def test_scenario_08_immediate_capture_scores_enemy_counting_cards():
    """E leads T13, N T36, W T5, S T2: NS win and score 8 at once (T13 + T5); the pile holds 21."""
    deck = arrange(dealer=0, hands={1: ["C7", "T13"], 2: ["T36"], 3: ["T5"], 0: ["T2"]})
    match = new_match("minchiate", seed=0, dealer=0, deck=deck)
    finish_setup(match)
    before = match.state.difference
    events = []
    for card in ("T13", "T36", "T5", "T2"):
        events += match.apply(f"play:{card}")
    trick = next(e for e in events if e["type"] == "trick")
    assert trick["winner"] == 2 and trick["team"] == 0 and trick["captured_points"] == 8
    score = next(e for e in events if e["type"] == "score")
    assert score["reason"] == "capture" and score["points"] == 8 and score["team"] == 0
    assert score["cards"] == ["T13", "T5"] and score["trick"] == 1
    assert match.state.difference == before + 8
    assert R.points_of(match.state.piles[0]) == 21 and match.state.piles[0].bit_count() == 4


def fresh_state():
    """A state straight after the deal, with the score cleared."""
    state = new_match("minchiate", seed=3, deck=arrange(dealer=0), dealer=0).state
    state.difference, state.resti = 0, [0, 0]
    return state


def test_scenario_09_conversion_during_play():
    """D = +55, NS capture T38 → 65 → NS +1 resto, D = +5; EW then score 70 → −65 → EW +1, −5."""
    state = fresh_state()
    state.difference = 55
    events: list[dict] = []
    state._score(events, 0, 10, "capture", [PACK.index("T38")])
    assert state.resti == [1, 0] and state.difference == 5
    assert events[-1] == {"type": "resto", "team": 0, "count": 1, "difference": 5, "resti": [1, 0]}
    state._score(events, 1, 70, "capture", [])
    assert state.resti == [1, 1] and state.difference == -5


def test_scenario_10_multiple_conversion():
    """D = +50, NS declare T28–T40 (90) → 140 → NS +2 resti, D = +20."""
    state = fresh_state()
    state.difference = 50
    events: list[dict] = []
    state._score(
        events, 2, R.combinations_points(m(*(f"T{n}" for n in range(28, 41)))), "declaration", []
    )
    assert state.resti == [2, 0] and state.difference == 20 and events[-1]["count"] == 2


def end_with_totals(monkeypatch, difference, resti, ns_total, ew_total):
    """Run the end of the deal with given lump totals; return the state."""
    state = fresh_state()
    state.difference, state.resti = difference, list(resti)
    state.piles = [1, 2]
    monkeypatch.setattr(
        R, "team_end_score", lambda pile, last: {"total": ns_total if pile == 1 else ew_total}
    )
    events: list[dict] = []
    state._end_of_deal(events, last_team=0)
    return state, events


def test_scenario_12_full_end_and_lump_rule(monkeypatch):
    """D = +20, resti 1–0; NS 109, EW 62 → D = 67 → NS +2 → 3–0, net +3. Lump: D = +30,
    100/100 → NS +1 (not the per-event 0)."""
    state, events = end_with_totals(monkeypatch, 20, (1, 0), 80 + 15 + 4 + 10, 62)
    assert state.difference == 67 and state.resti == [3, 0]
    assert state.result()["net"] == 3 and state.result()["winning_team"] == 0
    end = next(e for e in events if e["type"] == "deal_end")
    assert end["difference_before"] == 20 and end["rounded_resti"] == 2 and end["to_team"] == 0
    state, _ = end_with_totals(monkeypatch, 30, (0, 0), 100, 100)
    assert state.resti == [1, 0] and state.result()["winners"] == [0, 2]


@pytest.mark.parametrize(("tricks_won", "sweep"), [((21, 0), 0), ((0, 21), 1), ((20, 1), None)])
def test_deal_end_names_the_team_that_took_every_trick(monkeypatch, tricks_won, sweep):
    """A team that takes all 21 tricks sweeps the deal: ``deal_end`` says which (the record
    counts it and the table sounds it); a deal both teams took tricks in has no sweep."""
    state = fresh_state()
    state.tricks_won = list(tricks_won)
    state.piles = [1, 2]
    monkeypatch.setattr(R, "team_end_score", lambda pile, last: {"total": 0})
    events: list[dict] = []
    state._end_of_deal(events, last_team=0 if tricks_won[0] else 1)
    end = next(e for e in events if e["type"] == "deal_end")
    assert end["sweep"] == sweep


def test_4_10_tie_when_net_is_zero(monkeypatch):
    """Net resti 0 is a tie: no winning team."""
    state, events = end_with_totals(monkeypatch, 0, (1, 1), 50, 50)
    assert state.result()["net"] == 0 and state.result()["winning_team"] is None
    assert events[-1] == {
        "type": "match_end",
        "resti": [1, 1],
        "net": 0,
        "winner": None,
        "winning_team": None,
    }


def settle(tricks_won_by_matto_team: int):
    """End a deal where W's MATTO went into an NS trick; return the state."""
    state = fresh_state()
    ns = [c for c in range(R.DECK_SIZE) if c != R.MATTO][:46]
    ew = [c for c in range(R.DECK_SIZE) if c != R.MATTO][46:83]
    state.piles = [sum(1 << c for c in ns), sum(1 << c for c in ew) | R.MATTO_BIT]
    if not tricks_won_by_matto_team:
        state.piles = [state.piles[0] | state.piles[1] & ~R.MATTO_BIT, R.MATTO_BIT]
    state.tricks_won = [21 - tricks_won_by_matto_team, tricks_won_by_matto_team]
    state.matto_seat, state.matto_lost = 3, True
    events: list[dict] = []
    state._end_of_deal(events, last_team=0)
    return state, events


def test_scenario_14_matto_settlement_pays_one_card():
    """EW won 6 tricks: they keep the MATTO and give NS one zero-point card; piles total 84."""
    state, events = settle(6)
    paid = next(e for e in events if e["type"] == "matto_settlement")
    assert paid["matto_given"] is False and paid["matto_team"] == 1 and paid["to_team"] == 0
    assert R.POINTS[PACK.index(paid["card"])] == 0 and paid["card"][0] in "SBCD"
    assert state.piles[1] & R.MATTO_BIT and state.piles[0] >> PACK.index(paid["card"]) & 1
    assert [p.bit_count() for p in state.piles] == [47, 37]


def test_scenario_14_matto_goes_to_the_opponents_if_its_team_took_no_trick():
    """EW won no trick: the MATTO itself goes to NS; piles 84 and 0."""
    state, events = settle(0)
    paid = next(e for e in events if e["type"] == "matto_settlement")
    assert paid["matto_given"] is True and paid["card"] == "MATTO"
    assert [p.bit_count() for p in state.piles] == [84, 0]


def test_4_9_matto_in_a_trick_its_own_team_won_settles_nothing():
    """§4.9: the MATTO played to a trick won by its own team: no settlement, it stays put."""
    state = fresh_state()
    ns = [c for c in range(R.DECK_SIZE) if c != R.MATTO][:46]
    ew = [c for c in range(R.DECK_SIZE) if c != R.MATTO][46:83]
    state.piles = [sum(1 << c for c in ns), sum(1 << c for c in ew) | R.MATTO_BIT]
    state.tricks_won = [15, 6]
    state.matto_seat, state.matto_lost = 3, False
    events: list[dict] = []
    state._end_of_deal(events, last_team=0)
    assert not any(e["type"] == "matto_settlement" for e in events)
    assert state.piles[1] & R.MATTO_BIT and [p.bit_count() for p in state.piles] == [46, 38]


def test_4_10_end_scoring_parts_in_a_real_deal():
    """deal_end lists per team pile points, combinations, cards, extra cards, last-trick 10."""
    match = new_match("minchiate", seed=21)
    while not match.is_over:
        match.apply(match.legal_actions()[0])
    end = next(e for e in match.state.log if e["type"] == "deal_end")
    last = match.state.tricks[-1]["team"]
    for team in (0, 1):
        parts = end["teams"][team]
        assert parts["last_trick"] == (10 if team == last else 0)
        assert parts["extra_cards"] == max(0, parts["cards"] - 42)
        assert parts["total"] == (
            parts["card_points"]
            + parts["combination_points"]
            + parts["extra_cards"]
            + parts["last_trick"]
        )
    assert end["teams"][0]["cards"] + end["teams"][1]["cards"] == 84
    assert end["teams"][0]["card_points"] + end["teams"][1]["card_points"] <= 142
