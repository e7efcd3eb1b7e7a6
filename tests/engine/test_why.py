"""``why_facts``: the reasons for an AI seat's move, told to the player in seat 0, never name a
card that player cannot see, and do not depend on any card hidden from that player.

Over many seeded matches of each game, at every decision of an AI seat (1, 2, 3): the seat's
bot chooses from its own observation, ``why_facts`` explains the choice from that observation,
and then

* every card code anywhere in the answer is a card seat 0 sees, before or after the move (in
  its observation: its hand, the table, the trick, the piles, a shown declaration, …);
* the answer is the same when the seat's own hidden cards are left out of its observation
  (its hand and locked card cut to the cards seat 0 sees once the move is made): so even a
  number or a suit in the answer cannot tell anything about a hidden card;
* every fact is of a kind ``why_fact_kinds`` lists, and plain JSON data.
"""

from __future__ import annotations

import json
from importlib import import_module
from typing import Any

import pytest

from cardavia_desktop.engine import GAMES, new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.why import HIDDEN, why_fact_kinds, why_facts

HUMAN = 0
SEEDS = 24
"""Matches per game; each gives every decision of its AI seats (hundreds of positions)."""
MAX_DECISIONS = 120
"""AI decisions checked per match (Lock & Bet's matches run to hundreds of deals)."""


def strings(value: Any) -> list[str]:
    """Every string anywhere in ``value`` (dict keys excluded)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in strings(item)]
    if isinstance(value, (list, tuple)):
        return [s for item in value for s in strings(item)]
    return []


def cards_in(game: str, value: Any) -> set[str]:
    """The card codes of ``game`` anywhere in ``value``."""
    pack = import_module(f"cardavia_desktop.engine.games.{game}.rules").PACK
    return {s for s in strings(value) if s in pack}


def blind(observation: dict[str, Any], seen: set[str]) -> dict[str, Any]:
    """``observation`` with the seat's own cards that seat 0 does not see left out."""
    out = dict(observation)
    out["hand"] = [card for card in observation["hand"] if card in seen]
    if out.get("locked_card") is not None and out["locked_card"] not in seen:
        out["locked_card"] = None
    return out


def positions(game: str, seed: int):
    """(match before the move, seat, its observation, action, seat 0's view before, after)."""
    match = new_match(game, seed=seed)
    levels = ("random", "easy", "normal")
    bots = [create_ai(game, levels[(seed + seat) % 3], seed * 8 + seat) for seat in range(4)]
    decisions = 0
    while not match.is_over and decisions < MAX_DECISIONS:
        seat = match.current_player
        observation = match.observation(seat)
        action = bots[seat].choose(observation, match.legal_actions())
        if seat == HUMAN:
            match.apply(action)
            continue
        before = match.observation(HUMAN)
        hidden = hidden_cards(game, match, HUMAN)
        match.apply(action)
        decisions += 1
        yield seat, observation, action, before, match.observation(HUMAN), hidden


def hidden_cards(game: str, match: Any, seat: int) -> set[str]:
    """The cards of the engine's state that ``seat`` does not see now: every card of the pack
    that its observation does not show (other hands, the stock, a face-down discard)."""
    pack = import_module(f"cardavia_desktop.engine.games.{game}.rules").PACK
    shown = cards_in(game, match.observation(seat))
    return {pack.code(i) for i in range(len(pack))} - shown


@pytest.mark.parametrize("game", list(GAMES))
def test_why_names_only_cards_the_player_sees(game: str) -> None:
    kinds = set(why_fact_kinds(game))
    checked = withheld = named = 0
    for seed in range(SEEDS):
        for seat, observation, action, before, after, hidden in positions(game, seed):
            answer = why_facts(game, observation, action)
            assert json.loads(json.dumps(answer)) == answer
            assert {fact["fact"] for fact in answer} <= kinds, (game, action, answer)
            seen = cards_in(game, before) | cards_in(game, after)
            told = cards_in(game, answer)
            assert told <= seen, (game, seed, seat, action, answer, told - seen)
            # Checked against the engine's state: none was hidden from seat 0 before the move
            # unless this move showed it (the card just played, a declaration laid down).
            assert told & hidden <= cards_in(game, after), (game, action, answer)
            assert why_facts(game, blind(observation, seen), action) == answer, (
                game,
                seed,
                action,
                answer,
            )
            checked += 1
            named += bool(told)
            withheld += any(fact["fact"] == HIDDEN for fact in answer)
    assert checked >= 300, checked
    print(f"{game}: {checked} positions, {named} answers naming cards, {withheld} withholding")


def test_the_hint_itself_would_have_told_hidden_things() -> None:
    """The test above can fail: the raw hint facts of an AI's hidden moves change when its
    hidden cards are left out (Scopa's sweep, Piedicavallo's discard, Lock & Bet's lock)."""
    from cardavia_desktop.engine.ai import hint_facts

    differs = {}
    for game in ("scopa", "piedicavallo", "lockbet"):
        differs[game] = 0
        for seed in range(8):
            for _seat, observation, action, before, after, _ in positions(game, seed):
                seen = cards_in(game, before) | cards_in(game, after)
                if hint_facts(game, blind(observation, seen), action) != hint_facts(
                    game, observation, action
                ):
                    differs[game] += 1
    assert all(differs.values()), differs


def test_a_withheld_reason_is_marked() -> None:
    """A Piedicavallo dealer's discard: its points and voids are not told; the answer says
    something was withheld."""
    match = new_match("piedicavallo", seed=5)
    while match.observation(match.current_player)["phase"] != "discard":
        match.apply(match.legal_actions()[0])
    seat = match.current_player
    observation = match.observation(seat)
    action = match.legal_actions()[0]
    assert {f["fact"] for f in why_facts("piedicavallo", observation, action)} == {HIDDEN}
