"""Piedicavallo: the information structure (§2.8), A-001-10 and the discard-existence claim."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.piedicavallo import rules
from cardavia_desktop.engine.games.piedicavallo.knowledge import Knowledge, deal_slots
from cardavia_desktop.engine.games.piedicavallo.policy import TRUMP_VOID
from cardavia_desktop.engine.search import InconsistentSlots
from tests.engine.piedicavallo.pdc_helpers import (
    GAME,
    deck_for,
    discard_first_legal,
    play,
    stacked,
    tight_constraints,
)

TRUMPISH = [f"T{n}" for n in range(1, 22)] + ["SK", "BK", "CK", "DK", "MATTO"]
SUIT_CARDS = [c for c in rules.CODES if c not in TRUMPISH]


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=17), st.randoms(use_true_random=False))
def test_2_4_2_a_legal_discard_always_exists(n_suit: int, rnd: random.Random) -> None:
    hand = rnd.sample(SUIT_CARDS, n_suit) + rnd.sample(TRUMPISH, 17 - n_suit)
    assert rules.legal_discards(rules.PACK.mask(hand))


def test_a_001_10_a_human_dealer_chooses_the_discard() -> None:
    m = new_match(GAME, seed=1, dealer=0)
    obs = m.observation(0)
    assert m.current_player == 0 and obs["phase"] == "discard" and len(obs["hand"]) == 17
    assert all(a.startswith("discard:") for a in m.legal_actions())


def test_2_8_voids_shown_by_play() -> None:
    # E leads S9; N (no Swords) trumps: void in Swords only. W (no Swords, no trumps) plays
    # a Cup: void in Swords and trumps. S plays the Matto: it shows nothing.
    m = stacked(
        0,
        {1: ["S9"], 2: ["T12"], 3: ["C6"], 0: ["MATTO"]},
        seat2=lambda c: not c.startswith("S"),
        seat3=lambda c: c[0] in "BCD",
    )
    m.apply(next(a for a in m.legal_actions() if "MATTO" not in a))
    play(m, "S9", "T12", "C6", "MATTO")
    voids = Knowledge.from_observation(m.observation(0)).voids
    assert voids == [0, 0, 1 << 0, (1 << 0) | TRUMP_VOID]


def test_2_8_after_a_led_matto_the_second_card_shows_nothing() -> None:
    m = stacked(2, {3: ["MATTO"], 0: ["B7"]})
    discard_first_legal(m)
    play(m, "MATTO", "B7")
    assert Knowledge.from_observation(m.observation(1)).voids == [0, 0, 0, 0]


def test_2_8_a_trump_discard_and_a_suit_card_played_mean_the_dealer_holds_no_trump() -> None:
    # Dealer W holds exactly T7 and T9 among trumps and discards both (condition B).
    hand = ["T7", "T9", "S5"]
    deck = deck_for(3, {3: hand}, {3: lambda c: c[0] in "SBCD" and c != "S5"})
    m = new_match(GAME, seed=0, dealer=3, deck=deck)
    m.apply("discard:T7,T9")
    for _ in range(4):  # trick 1: the dealer plays last, a non-King suit card
        m.apply(next(a for a in m.legal_actions() if a[-1] != "K" and a != "play:MATTO"))
    assert Knowledge.from_observation(m.observation(0)).dealer_played & rules.NON_KING_SUIT_MASK
    for seat in (0, 1, 2):
        know = Knowledge.from_observation(m.observation(seat))
        rng = random.Random(seat)
        for _ in range(5):
            hands, discard = know.sample(rng)
            assert not hands[3] & rules.TRUMPS_MASK
            assert (discard & rules.TRUMPS_MASK).bit_count() == 2


def test_2_8_partners_do_not_see_each_others_hands() -> None:
    m = new_match(GAME, seed=6)
    discard_first_legal(m)
    for seat in range(4):
        text = json.dumps(m.observation((seat + 2) % 4))
        assert not [c for c in m.observation(seat)["hand"] if f'"{c}"' in text]


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(min_value=2, max_value=5))
def test_world_sampler_places_every_card_within_tight_constraints(
    rnd: random.Random, slots: int
) -> None:
    cards, sizes, forbidden = tight_constraints(rnd, slots)
    hidden = sum(1 << c for c in cards)
    masks = deal_slots(random.Random(rnd.random()), hidden, sizes, forbidden)
    assert [m.bit_count() for m in masks] == sizes
    assert sum(masks) == hidden and not any(m & f for m, f in zip(masks, forbidden, strict=True))


def test_world_sampler_refuses_impossible_constraints() -> None:
    with pytest.raises(InconsistentSlots):
        deal_slots(random.Random(1), 0b1111, [2, 2], [0b0111, 0])
