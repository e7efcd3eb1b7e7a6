"""Hypothesis property tests over random legal play (chips, cards, betting rules, saves)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import IllegalAction, Match, load_match, new_match
from cardavia_desktop.engine.games.lockbet.model import round_from_observation
from cardavia_desktop.engine.games.lockbet.rules import PACK

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
ILLEGAL_POOL = [
    "bet:0",
    "bet:-1",
    "bet:abc",
    "bet:",
    "raise:1",
    "raise:41",
    "bet:41",
    "allin",
    "call",
    "check",
    "fold",
    "lock:SA.1",
    "lock:H10.2",
    "lock:ZZ",
    "nonsense",
]


def hidden_codes(match: Match, seat: int) -> list[str]:
    """The cards of ``seat`` that the other seat must not see."""
    state = match.state
    cards = list(state.hands[seat]) + (
        [state.locked[seat]] if state.locked[seat] is not None else []
    )
    return [PACK.code(c) for c in cards]


def check_invariants(match: Match) -> None:
    """Chips total 40; the 104 cards are all somewhere exactly once; nothing hidden leaks."""
    state = match.state
    assert sum(state.stacks) + state.pot() == 40
    assert min(state.stacks) >= 0
    cards = (
        state.stock
        + state.discards
        + state.hands[0]
        + state.hands[1]
        + [c for c in state.locked if c is not None]
    )
    assert sorted(cards) == list(range(104))
    for seat in (0, 1):
        text = json.dumps(match.observation(seat))
        assert not any(f'"{code}"' in text for code in hidden_codes(match, 1 - seat))


def check_betting_rules(match: Match) -> None:
    """Legal amounts follow §3.6, and the AI's betting model agrees with the engine."""
    obs = match.observation(match.current_player)
    limits = obs["betting"]
    if limits is None:
        return
    legal = match.legal_actions()
    me = obs["current_player"]
    top, reach = max(obs["bets"]), obs["bets"][me] + obs["stacks"][me]
    raises = [int(a.split(":")[1]) for a in legal if a.startswith("raise:")]
    if raises:
        assert min(raises) == top + limits["min_increment"] and max(raises) == reach
        assert obs["stacks"][1 - me] > 0  # never raise an all-in opponent
    if "allin" in legal:
        assert top < reach < top + limits["min_increment"] and not raises
    if top > obs["bets"][me]:
        assert "check" not in legal and {"call", "fold"} <= set(legal)
    else:
        assert legal == ["check"] + [f"bet:{t}" for t in range(1, reach + 1)]
    model = round_from_observation(obs)
    assert model.legal() == legal
    assert model.min_inc == limits["min_increment"]


def check_deal_end(events: list[dict], before: list[int], pot: int) -> None:
    """Pot settles exactly: payouts are the pot plus refunds and stacks move by the net."""
    for end in (e for e in events if e["type"] == "deal_end"):
        assert sum(end["payout"]) == end["pot"] + sum(end["refund"]) == sum(end["contributions"])
        assert sum(end["contributions"]) >= pot
        assert sum(end["net"]) == 0
        behind = [s - p for s, p in zip(end["stacks"], end["payout"], strict=True)]
        assert sum(behind) + sum(end["contributions"]) == 40
        assert all(b <= was for b, was in zip(behind, before, strict=True))
        if end["reason"] != "fold":
            paid = [c - r for c, r in zip(end["contributions"], end["refund"], strict=True)]
            assert paid[0] == paid[1]  # unmatched excess returned: equal at showdown


@SETTINGS
@given(seed=st.integers(0, 10_000), data=st.data())
def test_random_legal_play_keeps_every_invariant(seed: int, data: st.DataObject) -> None:
    match = new_match("lockbet", seed=seed)
    steps = 0
    for _ in range(120):
        if match.is_over:
            break
        check_invariants(match)
        check_betting_rules(match)
        legal = match.legal_actions()
        assert len(legal) == len(set(legal)) and legal
        action = data.draw(st.sampled_from(legal))
        before, pot = list(match.state.stacks), match.state.pot()
        events = match.apply(action)
        check_deal_end(events, before, pot)
        if action == "allin" or any(e["type"] in ("bet", "raise") and e["all_in"] for e in events):
            assert match.legal_actions() == ["call", "fold"]  # no raise is reopened
        steps += 1
    check_invariants(match)
    assert steps > 0
    if match.is_over:
        assert match.legal_actions() == [] and match.current_player is None
        assert 0 in match.result["stacks"] and sum(match.result["stacks"]) == 40


@SETTINGS
@given(seed=st.integers(0, 10_000), data=st.data())
def test_save_and_load_give_an_equal_match_at_every_step(seed: int, data: st.DataObject) -> None:
    match = new_match("lockbet", seed=seed)
    for _ in range(40):
        if match.is_over:
            break
        copy = load_match(json.loads(json.dumps(match.to_dict())))
        assert copy == match
        assert copy.observation(0) == match.observation(0)
        assert copy.observation(1) == match.observation(1)
        assert copy.legal_actions() == match.legal_actions()
        # Passive play keeps matches long: prefer check/call/lock, sometimes bet.
        legal = match.legal_actions()
        match.apply(data.draw(st.sampled_from(legal)))


@SETTINGS
@given(seed=st.integers(0, 10_000), data=st.data())
def test_illegal_actions_raise_and_change_nothing(seed: int, data: st.DataObject) -> None:
    match = new_match("lockbet", seed=seed)
    tried = 0
    for _ in range(40):
        if match.is_over:
            break
        legal = match.legal_actions()
        candidate = data.draw(st.sampled_from(ILLEGAL_POOL))
        if candidate not in legal:
            before = (
                match.to_dict(),
                match.observation(0),
                match.observation(1),
                str(match.state),
                match.state.rng.getstate(),
            )
            try:
                match.apply(candidate)
            except IllegalAction as error:
                assert error.code and str(error)
                tried += 1
            else:
                raise AssertionError(f"{candidate} accepted but not in {legal}")
            after = (
                match.to_dict(),
                match.observation(0),
                match.observation(1),
                str(match.state),
                match.state.rng.getstate(),
            )
            assert after == before
        match.apply(data.draw(st.sampled_from(legal)))
    assert tried > 0 or match.is_over
