"""Piedicavallo hard: inference from the dealer's discard (issue 38).

A seat that did not deal reads the hidden discard as the rule-based dealer would have made it
from the 17 cards each world gives the dealer (``Knowledge.modelled_discard``).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.cards import iter_bits
from cardavia_desktop.engine.games.piedicavallo.ai import BOTS, PimcBot
from cardavia_desktop.engine.games.piedicavallo.knowledge import Knowledge, void_mask
from cardavia_desktop.engine.games.piedicavallo.policy import best_discards, discard_value
from cardavia_desktop.engine.games.piedicavallo.rules import TRUMPS_MASK, legal_discards
from tests.engine.piedicavallo.pdc_helpers import GAME

TRUMPS = list(iter_bits(TRUMPS_MASK))
OTHERS = [c for c in range(62) if c not in TRUMPS]


def slow_best(hand: int) -> list[int]:
    """Every legal discard of the highest ``discard_value``, by brute force."""
    pairs = legal_discards(hand)
    values = [discard_value(hand, pair) for pair in pairs]
    return sorted(p for p, v in zip(pairs, values, strict=True) if v == max(values))


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=17), st.randoms(use_true_random=False))
def test_best_discards_are_the_heuristic_dealers_first_choices(
    trumps: int, rnd: random.Random
) -> None:
    cards = rnd.sample(TRUMPS, trumps) + rnd.sample(OTHERS, 17 - trumps)
    hand = sum(1 << c for c in cards)
    assert best_discards(hand) == slow_best(hand)


def dealt_by_heuristics(seed: int, plays: int) -> tuple[object, Knowledge]:
    """A deal of four heuristic seats, ``plays`` cards into the play; the knowledge of a seat
    that did not deal, the next to play."""
    m = new_match(GAME, seed=seed)
    bots = [BOTS["heuristic"](s) for s in range(4)]
    done = 0
    while done < plays or m.current_player == m.state.dealer:
        seat = m.current_player
        obs = m.observation(seat)
        m.apply(bots[seat].choose(obs, m.legal_actions()))
        done += obs["phase"] == "play"
    return m, Knowledge.from_observation(m.observation(m.current_player))


def test_the_heuristic_dealers_discard_is_one_of_its_best() -> None:
    for seed in range(12):
        m, _ = dealt_by_heuristics(seed, 0)
        state = m.state
        dealt = state.hands[state.dealer] | state.discard
        assert state.discard in best_discards(dealt)


def test_the_true_deal_keeps_its_discard() -> None:
    for seed in range(8):
        m, know = dealt_by_heuristics(seed, 9)
        hands, discard = list(m.state.hands), m.state.discard
        assert know.modelled_discard(hands, discard) == (hands, discard)


def test_a_modelled_world_still_fits_everything_public() -> None:
    fitted = 0
    for seed in range(6):
        _, know = dealt_by_heuristics(seed, 13)
        dealer = know.dealer
        rng = random.Random(seed)
        for _ in range(40):
            hands, discard = know.sample(rng)
            modelled = know.modelled_discard(hands, discard)
            if modelled is None:
                continue
            fitted += 1
            moved, pair = modelled
            assert moved[dealer] | pair == hands[dealer] | discard  # the same 17 cards
            assert [moved[s] for s in range(4) if s != dealer] == [
                hands[s] for s in range(4) if s != dealer
            ]
            assert moved[dealer].bit_count() == hands[dealer].bit_count()
            assert (pair & TRUMPS_MASK).bit_count() == know.discard_trumps
            assert not moved[dealer] & void_mask(know.voids[dealer])
            assert not pair & know.played
            assert pair in best_discards(moved[dealer] | know.dealer_played | pair)
    assert fitted >= 40


def test_worlds_read_from_the_discard_find_the_discard_more_often() -> None:
    """The dealer's two cards and the suits it emptied: the modelled worlds put the true
    discard's cards in the discard more often than worlds weighed by the plays alone."""
    hits = {0.0: 0, 0.25: 0}
    for seed in range(10):
        m, know = dealt_by_heuristics(seed, 5)
        true = m.state.discard
        for noise in hits:
            bot = PimcBot(seed, model_noise=0.25, pool=4, discard_noise=noise)
            drawn = bot._weighted_worlds(know, 16, random.Random(seed))
            hits[noise] += sum(c * (d & true).bit_count() for (_, d), c in drawn)
            know.adaptive = know.rejection_failed = False
    assert hits[0.25] > 2 * hits[0.0]


def test_the_dealer_reads_nothing_into_its_own_discard() -> None:
    m, _ = dealt_by_heuristics(3, 6)
    while m.current_player != m.state.dealer:
        seat = m.current_player
        m.apply(BOTS["heuristic"](seat).choose(m.observation(seat), m.legal_actions()))
    know = Knowledge.from_observation(m.observation(m.state.dealer))
    bot = PimcBot(0, model_noise=0.25, pool=4, discard_noise=0.25)
    drawn = bot._weighted_worlds(know, 16, random.Random(1))
    assert {discard for (_, discard), _ in drawn} == {m.state.discard}
