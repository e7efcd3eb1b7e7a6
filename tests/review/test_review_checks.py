"""Independent review checks that pass: hidden cards never reach seat 0 through the events
``apply`` returns (the conformance suite checks observations only), and the Schnapsen search
bots decide from the observation alone (the Scopa suite has this check, Schnapsen had not)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.engine import Match, new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.games.schnapsen.rules import BIT
from cardavia_desktop.engine.games.schnapsen.rules import PACK as SCHNAPSEN_PACK
from cardavia_desktop.engine.games.scopa.rules import PACK as SCOPA_PACK

HUMAN = 0
NEW_DEAL = ("deal", "void_deal")


def strings_in(value: Any) -> Iterator[str]:
    """Every string anywhere in a JSON value (dict keys excluded)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def hidden_from_human(match: Match) -> set[str]:
    """Cards seat 0 cannot see now: the AI's unrevealed hand and the face-down stock."""
    state = match.state
    if match.game == "schnapsen":
        stock = state.stock[state.stock_pos :]
        face_down = sum(BIT[card] for card in stock[:-1])  # the indicator lies face up
        mask = (state.hands[1] & ~state.revealed[1]) | face_down
        return set(SCHNAPSEN_PACK.codes_of(mask))
    stock_mask = sum(1 << card for card in state.stock)
    return set(SCOPA_PACK.codes_of(state.hands[1] | stock_mask))


def shown_by(events: list[dict[str, Any]]) -> set[str]:
    """Cards that the events make public: played cards, declared marriage pairs and the
    trump Unter given in an exchange (it becomes the face-up indicator)."""
    shown: set[str] = set()
    for event in events:
        if event["type"] == "play":
            shown.add(event["card"])
        elif event["type"] == "marriage":
            shown.update(event["cards"])
        elif event["type"] == "exchange":
            shown.add(event["gave"])
    return shown


def check_events_hide_cards(game: str, seed: int) -> int:
    """Play a random match; after every ``apply`` no event names a card hidden from seat 0.

    Events of the deal that was going on are checked against the cards hidden before the
    action (less those the action showed); events from a new deal on, against those hidden
    after it. A Scopa ``void_deal`` names a table that lay face up before everything was
    reshuffled (§1.4), so it says nothing about the new deal and is not checked.
    Returns the number of actions checked."""
    match = new_match(game, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not match.is_over:
        before = hidden_from_human(match)
        events = match.apply(rng.choice(match.legal_actions()))
        steps += 1
        split = next((i for i, e in enumerate(events) if e["type"] in NEW_DEAL), len(events))
        old = events[:split]
        new = [event for event in events[split:] if event["type"] != "void_deal"]
        leaked = set(strings_in(old)) & (before - shown_by(old))
        assert not leaked, f"{game} seed {seed}: events show hidden {leaked}: {old}"
        leaked = set(strings_in(new)) & hidden_from_human(match)
        assert not leaked, f"{game} seed {seed}: new-deal events show hidden {leaked}: {new}"
    return steps


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**6))
def test_contract_schnapsen_events_never_name_cards_hidden_from_the_human(seed):
    """§5.10 via apply(): draws name only the indicator; deal events only the indicator."""
    assert check_events_hide_cards("schnapsen", seed) > 10


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10**6))
def test_contract_scopa_events_never_name_cards_hidden_from_the_human(seed):
    """§1.9 via apply(): new rounds and deals never name the AI's cards or the stock."""
    assert check_events_hide_cards("scopa", seed) >= 36


def _swap_hidden(match: Match, rng: random.Random) -> Match:
    """A copy of ``match`` whose AI hand and face-down stock hold other cards (same sizes,
    revealed cards and indicator kept): seat 0 cannot tell the two apart."""
    twin = Match(match.spec, match.seed, match.dealer, match.deck)
    state = twin.state = match.state.clone()
    stock = list(state.stock)
    pos = state.stock_pos
    free_hand = [c for c in range(20) if state.hands[1] >> c & 1 and not state.revealed[1] >> c & 1]
    free_stock = list(range(pos, len(stock) - 1))
    assert free_hand and free_stock, "needs an unrevealed AI card and a face-down stock card"
    in_hand, at = rng.choice(free_hand), rng.choice(free_stock)
    state.hands[1] ^= BIT[in_hand] | BIT[stock[at]]
    stock[at] = in_hand
    state.stock = tuple(stock)
    return twin


def test_fairness_schnapsen_search_bots_ignore_hidden_cards():
    """AI contract: two deals that differ only in cards seat 0 cannot see give the same
    observation and so the same choice of each search level (none reads the state)."""
    rng = random.Random(5)
    checked = 0
    for seed in range(6):
        match = new_match("schnapsen", seed=seed)
        for _ in range(2):  # into the open phase, with a trick or two played
            match.apply(match.legal_actions()[-1])
        if match.is_over or match.current_player != 0 or match.state.stock_size() < 4:
            continue
        twin = _swap_hidden(match, rng)
        assert twin.state.hands[1] != match.state.hands[1]
        assert twin.observation(0) == match.observation(0)
        for level in ("normal", "hard"):
            choices = {
                create_ai("schnapsen", level, seed=9).choose(m.observation(0), m.legal_actions())
                for m in (match, twin)
            }
            assert len(choices) == 1, f"{level} chose {choices} on equal observations"
        checked += 1
    assert checked >= 2


def check_observations_hide_cards(game: str, seed: int) -> int:
    """Play a random match; at every step no observation of seat 0 names a card hidden from
    it in the real state. Stronger than the conformance check, which forgives any hand card
    that also appears elsewhere in its owner's observation and never looks at the stock.
    ``last_deal`` and ``voided`` describe earlier (reshuffled) deals and are skipped."""
    match = new_match(game, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not match.is_over:
        current = {
            k: v for k, v in match.observation(HUMAN).items() if k not in ("last_deal", "voided")
        }
        leaked = set(strings_in(current)) & hidden_from_human(match)
        assert not leaked, f"{game} seed {seed}: observation shows hidden {leaked}"
        match.apply(rng.choice(match.legal_actions()))
        steps += 1
    return steps


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(["schnapsen", "scopa"]), st.integers(0, 10**6))
def test_contract_observations_never_name_the_ai_hand_or_the_stock(game, seed):
    """§5.10 / §1.9: seat 0's observation never names the AI's unrevealed cards or the
    face-down stock, checked against the real state at every step."""
    assert check_observations_hide_cards(game, seed) > 10
