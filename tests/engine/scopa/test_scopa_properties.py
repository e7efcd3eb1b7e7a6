"""Hypothesis property tests over random legal play (whole deals and matches)."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import IllegalAction, load_match, new_match
from cardavia_desktop.engine.games.scopa.rules import (
    FULL_MASK,
    PACK,
    VALUE,
    capture_options,
    mask_value,
)

SETTINGS = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(seed=st.integers(0, 10**6), picks=st.integers(0, 10**6))
def test_property_whole_match_invariants(seed: int, picks: int) -> None:
    """40 cards each in one place, one capture set per play, 36 plays a deal, prizes add up."""
    match = new_match("scopa", seed=seed)
    rng = random.Random(picks)
    plays_in_deal = 0
    deals = 0
    while not match.is_over:
        state = match.state
        assert state.accounted_mask() == (FULL_MASK, 40)
        seat = match.current_player
        table = state.table_mask
        scope_before = list(state.scope)
        action = rng.choice(match.legal_actions())
        events = match.apply(action)
        plays = [e for e in events if e["type"] == "play"]
        assert len(plays) == 1 and plays[0]["seat"] == seat
        captures = [e for e in events if e["type"] == "capture"]
        assert len(captures) <= 1
        if captures:
            card = PACK.index(captures[0]["card"])
            assert PACK.mask(captures[0]["cards"]) in capture_options(VALUE[card], table)
        else:
            assert not capture_options(VALUE[PACK.index(plays[0]["card"])], table)
        plays_in_deal += 1
        for end in (e for e in events if e["type"] == "deal_end"):
            deals += 1
            assert plays_in_deal == 36
            plays_in_deal = 0
            assert sum(end["cards"]) == 40 and sum(end["diamonds"]) == 10
            assert end["settebello"] in (0, 1)
            for side in (0, 1):
                won = sum(1 for w in end["prizes"].values() if w == side)
                assert end["points"][side] == end["scope"][side] + won
            assert sum(end["points"]) <= sum(end["scope"]) + 4
        if not any(e["type"] == "deal_end" for e in events):
            gained = [b - a for a, b in zip(scope_before, match.state.scope, strict=True)]
            assert gained in ([0, 0], [1, 0], [0, 1])
    result = match.result
    assert result is not None and deals == result["deals"]
    a, b = result["match_points"]
    assert max(a, b) >= 11 and a != b and result["winner"] == (0 if a > b else 1)
    assert [sum(p[s] for p in result["deal_points"]) for s in (0, 1)] == [a, b]


@SETTINGS
@given(seed=st.integers(0, 10**6), picks=st.integers(0, 10**6))
def test_property_save_load_and_observations_at_every_step(seed: int, picks: int) -> None:
    """load_match(m.to_dict()) == m with equal observations after every play of a deal."""
    match = new_match("scopa", seed=seed)
    rng = random.Random(picks)
    for _ in range(36):
        match.apply(rng.choice(match.legal_actions()))
        again = load_match(json.loads(json.dumps(match.to_dict())))
        assert again == match
        assert [again.observation(s) for s in (0, 1)] == [match.observation(s) for s in (0, 1)]
    assert match.state.deal_number == 2


def _random_action(rng: random.Random) -> str:
    card = rng.choice(PACK.codes)
    size = rng.choice((0, 0, 1, 2, 3))
    captured = rng.sample(PACK.codes, size)
    return f"play:{card}" + (f":{','.join(captured)}" if captured else "")


@SETTINGS
@given(seed=st.integers(0, 10**6), picks=st.integers(0, 10**6))
def test_property_illegal_actions_raise_and_change_nothing(seed: int, picks: int) -> None:
    """Random well-formed actions that are not legal raise IllegalAction; nothing changes."""
    match = new_match("scopa", seed=seed)
    rng = random.Random(picks)
    refused = 0
    for _ in range(12):
        legal = match.legal_actions()
        for _ in range(8):
            action = _random_action(rng)
            before = (match.to_dict(), match.observation(0), match.observation(1))
            try:
                match.apply(action)
            except IllegalAction as error:
                assert error.code != "illegal" and str(error)
                assert (match.to_dict(), match.observation(0), match.observation(1)) == before
                refused += 1
            else:
                assert match.history[-1] in legal, f"{action} accepted but not legal"
                break
        else:
            match.apply(rng.choice(legal))
    assert refused > 0


@SETTINGS
@given(seed=st.integers(0, 10**6), picks=st.integers(0, 10**6))
def test_property_observations_never_list_hidden_cards(seed: int, picks: int) -> None:
    """No observation names the other hand or the stock; all named cards are seen cards."""
    match = new_match("scopa", seed=seed)
    rng = random.Random(picks)
    while match.state.deal_number == 1:
        state = match.state
        stock = set(PACK.codes[c] for c in state.stock)
        for seat in (0, 1):
            obs = match.observation(seat)
            hidden = set(PACK.codes_of(state.hands[1 - seat])) | stock
            named = set(obs["hand"]) | set(obs["table"])
            named |= {c for pile in obs["piles"] for c in pile}
            named |= {h["card"] for h in obs["history"]}
            assert not hidden & named
            text = json.dumps(obs)
            voided = {c for table in obs["voided"] for c in table}
            assert not any(f'"{c}"' in text for c in hidden - voided)
            assert obs["opponent_hand_size"] == state.hands[1 - seat].bit_count()
        match.apply(rng.choice(match.legal_actions()))


@settings(max_examples=100, deadline=None)
@given(table=st.sets(st.sampled_from(PACK.codes), max_size=12), card=st.sampled_from(range(1, 11)))
def test_property_capture_options_match_brute_force(table: set[str], card: int) -> None:
    """Capture enumeration equals the §1.5 definition by brute force over all subsets."""
    cards = sorted(table)
    mask = PACK.mask(cards)
    singles = [c for c in cards if VALUE[PACK.index(c)] == card]
    if singles:
        expected = {PACK.mask([c]) for c in singles}
    else:
        expected = set()
        for subset in range(1, 1 << len(cards)):
            chosen = PACK.mask([cards[i] for i in range(len(cards)) if subset >> i & 1])
            if chosen.bit_count() >= 2 and mask_value(chosen) == card:
                expected.add(chosen)
    options = capture_options(card, mask)
    assert len(options) == len(set(options)) and set(options) == expected
