"""``benchmarks/independent_scopa.py``'s translation (issue 38): the third-party bot is told only
what its seat sees, and its moves map back to our legal actions. No test needs its checkout."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from cardavia_desktop.engine.games.scopa.rules import PACK
from cardavia_desktop.engine.games.scopa.state import ScopaState
from cardavia_desktop.engine.match import new_match

ADAPTER = Path(__file__).resolve().parents[2] / "benchmarks" / "independent_scopa.py"


@pytest.fixture(scope="module")
def adapter():
    spec = importlib.util.spec_from_file_location("independent_scopa", ADAPTER)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop(spec.name, None)


def _position(opponent: list[str], stock: list[str]) -> ScopaState:
    """Seat 0 to play mid-deal; the hidden cards are ``opponent`` and ``stock``."""
    return ScopaState.from_position(
        hands=(HAND, opponent),
        table=TABLE,
        stock=stock,
        piles=(PILES[0], PILES[1]),
        scope=(1, 0),
        last_capturer=1,
        current=0,
    )


HAND, TABLE = ["D7", "H3", "SK"], ["C4", "S2"]
PILES = (["DA", "HA", "C5", "S5"], ["S6", "D6", "H6", "C6"])
SEEN = {*HAND, *TABLE, *PILES[0], *PILES[1]}
HIDDEN = [code for code in PACK.codes if code not in SEEN]
"""The 27 cards seat 0 cannot see: 3 in the opponent's hand, 24 in the stock."""


def test_the_bot_is_told_the_same_whatever_the_hidden_cards(adapter) -> None:
    one = _position(HIDDEN[:3], HIDDEN[3:])
    two = _position(HIDDEN[-3:], HIDDEN[:-3])  # other opponent cards, another stock
    obs = one.observation(0)
    assert obs == two.observation(0)
    first = adapter.translate(obs, random.Random(5))
    assert first == adapter.translate(two.observation(0), random.Random(5))


def test_the_translation_keeps_what_the_seat_sees_and_deals_the_rest(adapter) -> None:
    obs = _position(HIDDEN[:3], HIDDEN[3:]).observation(0)
    t = adapter.translate(obs, random.Random(1))
    card = adapter.their_card
    assert t.hands[0] == [card(c) for c in obs["hand"]]
    assert t.table == [card(c) for c in obs["table"]]
    assert t.piles == [[card(c) for c in p] for p in obs["piles"]]
    assert (t.scope, t.last_capturer, t.seat) == ([1, 0], 1, 0)
    hidden = {card(c) for c in HIDDEN}
    assert t.filled == hidden
    assert set(t.hands[1]) | set(t.deck) == hidden and len(t.hands[1]) == 3
    dealt = {tuple(adapter.translate(obs, random.Random(s)).hands[1]) for s in range(20)}
    assert len(dealt) > 1  # a random deal of the unseen cards, not the true hand


def test_a_real_observation_accounts_for_every_card_once(adapter) -> None:
    match = new_match("scopa", seed=41)
    for _ in range(9):
        match.apply(match.legal_actions()[0])
    seat = match.current_player
    t = adapter.translate(match.observation(seat), random.Random(2))
    cards = [*t.table, *t.hands[0], *t.hands[1], *t.deck, *t.piles[0], *t.piles[1]]
    assert sorted(cards) == list(range(40))
    assert t.seat == seat and t.hands[seat] == sorted(t.hands[seat])


def test_cards_map_both_ways(adapter) -> None:
    assert adapter.their_card("D7") == 6  # their settebello: Denari (0) 7
    assert adapter.their_card("SK") == 39
    assert [adapter.our_code(adapter.their_card(c)) for c in ("HA", "CJ", "DQ")] == [
        "HA",
        "CJ",
        "DQ",
    ]


def test_every_legal_action_maps_back_to_itself(adapter) -> None:
    rng = random.Random(3)
    seen = 0
    for seed in range(6):
        match = new_match("scopa", seed=seed)
        while match.state.deal_number == 1 and not match.is_over:
            legal = match.legal_actions()
            for action in legal:
                parts = action.split(":")
                captured = parts[2].split(",") if len(parts) == 3 else []
                move = adapter.their_card(parts[1]), [adapter.their_card(c) for c in captured]
                assert adapter.to_action(*move, legal) == action
                seen += 1
            match.apply(rng.choice(legal))
    assert seen > 200


def test_a_move_we_do_not_allow_falls_back_to_the_same_card(adapter) -> None:
    legal = ["play:C4", "play:D7:C4,S3", "play:D7:H7"]
    card = adapter.their_card
    assert adapter.to_action(card("D7"), [card("S3")], legal) is None
    assert adapter.fallback(card("D7"), legal) == "play:D7:C4,S3"
    assert adapter.fallback(card("HK"), legal) == "play:C4"
