"""Piedicavallo bots: legal, deterministic per seed, fair, team play, and stronger than random."""

from __future__ import annotations

import random

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.games.piedicavallo import rules
from cardavia_desktop.engine.games.piedicavallo.ai import BOTS, distinct_cards
from cardavia_desktop.engine.games.piedicavallo.policy import TRUMP_VOID, choose_card, discard_value
from tests.engine.piedicavallo.pdc_helpers import GAME, deck_for

LEVELS = ("random", "easy", "normal", "hard", "heuristic", "hard-learned")


def mask(*codes: str) -> int:
    return rules.PACK.mask(codes)


def card(code: str) -> int:
    return rules.PACK.index(code)


def trick(*entries: tuple[int, str]) -> list[tuple[int, int]]:
    return [(seat, card(code)) for seat, code in entries]


def play_out(
    levels: list[str], seed: int, deck: list[str] | None = None, dealer: int | None = None
) -> dict:
    """One deal with a bot per seat; every choice must be legal."""
    m = new_match(GAME, seed=seed, dealer=dealer, deck=deck)
    bots = [BOTS[level](seed * 4 + s) for s, level in enumerate(levels)]
    while not m.is_over:
        seat = m.current_player
        legal = m.legal_actions()
        action = bots[seat].choose(m.observation(seat), legal)
        assert action in legal
        m.apply(action)
    return m.result


def test_bots_registry_has_every_level_and_create_ai_finds_them() -> None:
    assert set(BOTS) == set(LEVELS)
    m = new_match(GAME, seed=2)
    for level in ("easy", "normal", "hard"):
        bot = create_ai(GAME, level=level, seed=1)
        assert bot.choose(m.observation(m.current_player), m.legal_actions()) in m.legal_actions()


@pytest.mark.parametrize("level", ["random", "easy", "heuristic"])
def test_cheap_bots_always_choose_legal_actions(level: str) -> None:
    for seed in range(6):
        result = play_out([level] * 4, seed)
        assert sum(result["points"]) == 114


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_search_bots_always_choose_legal_actions(level: str) -> None:
    play_out([level, "heuristic", "random", "heuristic"], seed=3, dealer=0)


@pytest.mark.parametrize("level", LEVELS)
def test_same_observation_and_seed_give_the_same_choice(level: str) -> None:
    m = new_match(GAME, seed=21, dealer=2)
    m.apply(BOTS["heuristic"](0).choose(m.observation(2), m.legal_actions()))
    for _ in range(4):
        seat = m.current_player
        obs, legal = m.observation(seat), m.legal_actions()
        first = BOTS[level](7).choose(obs, legal)
        bot = BOTS[level](7)
        assert bot.choose(obs, legal) == first == bot.choose(obs, legal)
        m.apply(first)


def _twin_matches(dealer: int) -> tuple:
    """Two deals that look the same to seat 1 (and, once discarded, to the dealer 0)."""
    rng = random.Random(5)
    codes = list(rules.CODES)
    rng.shuffle(codes)
    hands = {1: codes[:15], 0: codes[15:32], 2: codes[32:47], 3: codes[47:]}
    if dealer == 1:
        hands = {1: codes[:17], 0: codes[17:32], 2: codes[32:47], 3: codes[47:]}
    swapped = {**hands, 2: hands[3], 3: hands[2]}
    return (
        new_match(GAME, seed=1, dealer=dealer, deck=deck_for(dealer, hands)),
        new_match(GAME, seed=1, dealer=dealer, deck=deck_for(dealer, swapped)),
    )


@pytest.mark.parametrize("level", LEVELS)
def test_choice_does_not_depend_on_hidden_cards(level: str) -> None:
    a, b = _twin_matches(dealer=1)  # seat 1 deals: it sees only its own 17 cards
    assert a.observation(1) == b.observation(1) and a.observation(2) != b.observation(2)
    assert BOTS[level](3).choose(a.observation(1), a.legal_actions()) == BOTS[level](3).choose(
        b.observation(1), b.legal_actions()
    )
    a, b = _twin_matches(dealer=0)  # seat 0 deals the same discard; seat 1 leads
    discard = a.legal_actions()[0]
    a.apply(discard)
    b.apply(discard)
    assert a.observation(1) == b.observation(1) and a.legal_actions() == b.legal_actions()
    assert BOTS[level](4).choose(a.observation(1), a.legal_actions()) == BOTS[level](4).choose(
        b.observation(1), b.legal_actions()
    )


# --- partnership play of the heuristic (also the search's rollout policy) ----------------------


def test_partner_does_not_overtrump_a_partners_winning_trick() -> None:
    # E leads S5, N (my partner) trumps with T15, W follows S6; I (S, last) hold T3 and T18.
    played = trick((1, "S5"), (2, "T15"), (3, "S6"))
    voids = [0, 0, 1 << 0, 0]
    assert choose_card(0, mask("T3", "T18", "CK"), played, mask("S5", "T15", "S6"), voids) == card(
        "T3"
    )


def test_partner_loads_a_partners_safe_trick_with_points() -> None:
    played = trick((1, "S5"), (2, "SK"), (3, "S6"))
    assert choose_card(0, mask("SQ", "S7", "T9"), played, mask("S5", "SK", "S6"), [0] * 4) == card(
        "SQ"
    )
    # Void in Swords: the T1 (5 points, the weakest trump) goes to the partner's trick.
    played = trick((1, "S5"), (2, "T20"), (3, "S6"))
    assert choose_card(
        0, mask("T1", "T9", "CK"), played, mask("S5", "T20", "S6"), [0, 0, 1, 0]
    ) == card("T1")


def test_matto_saves_points_when_the_opponents_take_the_trick() -> None:
    played = trick((1, "SK"), (2, "S5"), (3, "S6"))
    hand = mask("SQ", "SN", "MATTO", "T4")
    assert choose_card(0, hand, played, mask("SK", "S5", "S6"), [0] * 4) == card("MATTO")
    # Holding a one-point card, the Matto is kept for later.
    hand = mask("SQ", "S7", "MATTO")
    assert choose_card(0, hand, played, mask("SK", "S5", "S6"), [0] * 4) == card("S7")


def test_opponents_trick_is_taken_with_the_cheapest_sure_winner() -> None:
    played = trick((1, "SQ"), (2, "S5"), (3, "S6"))
    assert choose_card(
        0, mask("T5", "T20", "CK"), played, mask("SQ", "S5", "S6"), [1, 0, 0, 0]
    ) == card("T5")


def test_a_partners_void_is_fed_by_the_lead() -> None:
    # Partner N is known void in Cups (and not in trumps); opponents follow Cups.
    voids = [0, 0, 1 << 2, 0]
    hand = mask("C6", "C5", "S8", "B9", "D6")
    assert rules.SUIT_OF[choose_card(0, hand, [], 0, voids)] == 2


def test_trump_void_bit_is_the_trump_suit() -> None:
    assert TRUMP_VOID == 1 << rules.TRUMP


def test_equivalent_cards_are_searched_once() -> None:
    hand = mask("T5", "T6", "T8", "S5", "S6")
    gone = mask("T7")
    cards = [card(c) for c in ("T5", "T6", "T8", "S5", "S6")]
    assert [rules.PACK.code(c) for c in distinct_cards(cards, hand, gone)] == ["S5", "T5"]
    assert len(distinct_cards(cards, hand, 0)) == 3  # T7 still live: T8 differs from T5/T6


def test_discard_heuristic_banks_points_and_makes_voids() -> None:
    hand = mask(
        "SQ",
        "BN",
        "T2",
        "T3",
        "T4",
        "T5",
        "T6",
        "T7",
        "T8",
        "T9",
        "T10",
        "T11",
        "CK",
        "CQ",
        "C6",
        "DK",
        "DQ",
    )
    assert discard_value(hand, mask("SQ", "BN")) > discard_value(hand, mask("C6", "CQ"))
    assert discard_value(hand, mask("SQ", "BN")) > discard_value(hand, mask("SQ", "C6"))


def test_hard_dealer_discards_well() -> None:
    hand = [
        "SQ",
        "BN",
        "T2",
        "T3",
        "T4",
        "T5",
        "T6",
        "T7",
        "T8",
        "T9",
        "T10",
        "T11",
        "CK",
        "CQ",
        "C6",
        "DK",
        "DQ",
    ]
    m = new_match(GAME, seed=0, dealer=0, deck=deck_for(0, {0: hand}))
    choice = BOTS["hard"](1).choose(m.observation(0), m.legal_actions())
    discarded = choice.removeprefix("discard:").split(",")
    assert not any(c.startswith("T") for c in discarded)
    assert sum(rules.POINTS[card(c)] for c in discarded) >= 6


def test_hard_beats_random_clearly() -> None:
    rng = random.Random(2024)
    deck = list(rules.CODES)
    rng.shuffle(deck)
    margins = []
    for hard_team in (0, 1):  # duplicate deal: each team holds each side's cards once
        levels = ["hard" if s % 2 == hard_team else "random" for s in range(4)]
        points = play_out(levels, seed=9, deck=deck, dealer=1)["points"]
        margins.append(points[hard_team] - points[1 - hard_team])
    assert all(m > 0 for m in margins) and sum(margins) >= 40, margins
