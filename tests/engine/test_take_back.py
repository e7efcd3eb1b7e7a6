"""``Match.take_back``: the move log minus its tail, from the kept start of the deal; never
across the end of a deal.

A property test per game (hypothesis): seat 0 plays at random against ``easy`` bots and takes
moves back at random. After each take-back the save, the legal actions and every seat's
observation equal those recorded at that decision point, and replaying the undone moves makes
the bots (same seeds) play exactly as before. A take-back with no own decision in the current
deal (at the start, just after a new deal, after the match) is refused and changes nothing.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import GAMES, IllegalAction, Match, load_match, new_match
from cardavia_desktop.engine.ai import create_ai

GAME_IDS = list(GAMES)
MAX_ACTIONS = 260
"""Actions per example (enough to cross deals in Scopa, Schnapsen and Lock & Bet)."""


def snapshot(match: Match) -> dict[str, Any]:
    """What must come back exactly: the save, the legal actions, every seat's observation."""
    return {
        "save": match.to_dict(),
        "legal": match.legal_actions(),
        "observations": [match.observation(seat) for seat in range(match.players)],
    }


def assert_refused(match: Match, seat: int, code: str) -> None:
    """``take_back(seat)`` raises ``IllegalAction`` with ``code`` and leaves the match as it was."""
    before = snapshot(match)
    assert not match.can_take_back(seat)
    with pytest.raises(IllegalAction) as refused:
        match.take_back(seat)
    assert refused.value.code == code
    assert str(refused.value)
    assert snapshot(match) == before


def bots_for(match: Match) -> dict[int, Any]:
    """An ``easy`` bot, seeded by its seat, for every seat but 0."""
    return {seat: create_ai(match.game, "easy", seed=seat) for seat in range(1, match.players)}


def ai_move(match: Match, bots: dict[int, Any]) -> str:
    """The move of the bot whose turn it is."""
    seat = match.current_player
    return bots[seat].choose(match.observation(seat), match.legal_actions())


@pytest.mark.parametrize("game", GAME_IDS)
@settings(
    max_examples=10, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(seed=st.integers(0, 2**31), rate=st.sampled_from([0.15, 0.35, 0.6]))
def test_property_random_take_backs_restore_the_decision_point(
    game: str, seed: int, rate: float
) -> None:
    match = new_match(game, seed=seed)
    bots = bots_for(match)
    rng = random.Random(seed)
    saved: dict[int, dict[str, Any]] = {}
    takes = 0
    if match.current_player == 0:
        assert_refused(match, 0, "nothing_to_take_back")
    for _ in range(MAX_ACTIONS):
        if match.is_over:
            break
        if match.current_player != 0:
            match.apply(ai_move(match, bots))
            continue
        saved[len(match.history)] = snapshot(match)
        if match.deal_start == len(match.history):  # a fresh deal: nothing of ours in it
            assert_refused(match, 0, "nothing_to_take_back")
        if match.can_take_back(0) and rng.random() < rate:
            before = snapshot(match)
            events = match.take_back(0)
            takes += 1
            point = len(match.history)
            assert snapshot(match) == saved[point]
            assert load_match(match.to_dict()).to_dict() == match.to_dict()
            [event] = events
            undone = event["actions"]
            assert event["type"] == "take_back" and event["seat"] == 0
            assert event["moves_undone"] == len(undone) >= 1
            assert event["current_player"] == match.current_player == 0
            assert point >= match.deal_start
            for key in [k for k in saved if k > point]:
                del saved[key]
            if rng.random() < 0.5:  # the same move again: the bots answer as before
                for action in undone:
                    if match.current_player == 0:
                        match.apply(action)
                    else:
                        assert ai_move(match, bots) == action
                        match.apply(action)
                assert snapshot(match) == before
                continue
        match.apply(rng.choice(match.legal_actions()))
    if match.is_over:
        assert_refused(match, 0, "deal_over")
    assert takes or rate < 0.5 or match.is_over or not match.history


@pytest.mark.parametrize("game", GAME_IDS)
def test_take_back_never_crosses_the_end_of_a_deal(game: str) -> None:
    """Once a new deal starts, the previous deal's moves are out of reach; a one-deal game's
    setup decisions (discard, declarations) can be taken back like plays; a forced move (the
    only legal action) is no decision to take back."""
    match = new_match(game, seed=11)
    bots = {seat: create_ai(game, "easy", seed=seat) for seat in range(match.players)}
    deal = match.state.deal_index()
    own_in_deal = False
    for _ in range(3000):
        if match.is_over:
            break
        if match.state.deal_index() != deal:
            deal, own_in_deal = match.state.deal_index(), False
            first_of_deal = len(match.history)
            assert match.deal_start == first_of_deal
            assert not match.can_take_back(0)
        if match.current_player == 0:
            assert match.can_take_back(0) == own_in_deal
            if own_in_deal:
                copy = load_match(match.to_dict())
                [event] = copy.take_back(0)
                assert len(copy.legal_actions()) > 1, "a take-back lands on a real choice"
                assert event["moves_undone"] >= 1
                assert len(copy.history) >= match.deal_start
                assert copy.state.deal_index() == deal
            own_in_deal = own_in_deal or len(match.legal_actions()) > 1  # forced: no decision
        match.apply(
            ai_move(match, bots)
            if match.current_player
            else bots[0].choose(match.observation(0), match.legal_actions())
        )
    assert match.is_over
    assert_refused(match, 0, "deal_over")


def test_take_back_refuses_a_seat_that_is_not_one() -> None:
    match = new_match("scopa", seed=1)
    for seat in (-1, 2, "0", None, True):
        before = match.to_dict()
        with pytest.raises(IllegalAction) as refused:
            match.take_back(seat)  # type: ignore[arg-type]
        assert refused.value.code == "bad_seat"
        assert not match.can_take_back(seat)  # type: ignore[arg-type]
        assert match.to_dict() == before


def test_partner_and_opponents_moves_are_undone_too() -> None:
    """In a four-player game the take-back undoes the three AI plays after one's own card."""
    match = new_match("piedicavallo", seed=3)
    bots = {seat: create_ai("piedicavallo", "easy", seed=seat) for seat in range(4)}
    while True:
        seat = match.current_player
        if seat == 0 and match.state.phase == "play" and match.can_take_back(0):
            break
        match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))
    match.apply(match.legal_actions()[0])
    while match.current_player != 0:
        match.apply(ai_move(match, bots))
    moves = len(match.history)
    [event] = match.take_back(0)
    assert event["moves_undone"] == moves - len(match.history) >= 2
    assert {match.actors[i] for i in range(len(match.actors))} <= {0, 1, 2, 3}


@pytest.mark.parametrize("game", ["minchiate", "scopa", "lockbet"])
def test_take_back_late_in_a_long_match_is_cheap(game: str) -> None:
    """At most the current deal is applied again; even late in a long match it takes milliseconds
    (benchmarks/hint_latency.py prints the figures; this bound is only against a blow-up)."""
    match = new_match(game, seed=5)
    bots = {seat: create_ai(game, "easy", seed=seat) for seat in range(match.players)}
    worst = 0.0
    while not match.is_over and len(match.history) < 2000:
        if match.current_player == 0 and match.can_take_back(0):
            copy = load_match(match.to_dict())
            start = time.perf_counter()
            copy.take_back(0)
            worst = max(worst, time.perf_counter() - start)
        seat = match.current_player
        match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))
    assert worst < 0.5
