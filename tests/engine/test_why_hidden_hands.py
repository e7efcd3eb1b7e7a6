""" "Why?" names no card hidden from the player in seat 0, over many real positions of every
game with hidden hands, at each level: the told answer (its facts and its comparison with the
best other move, every field the view words) never names a card that is, in the true state,
in another seat's hand (or locked) and that the player cannot know to be there.

The cards the player may know in a hidden hand are those the rules show in the deal under way
(``KNOWN``: a Schnapsen marriage partner shown or the trump taken by an exchange, Minchiate's
declared, exposed and robbed cards); a card seen in an earlier deal's summary was dealt again,
and tells nothing of where it is (newcomer #12: Scopa's Why? named the AI's hidden Jack of
Clubs, seen in deal 1, as its "best other move" in deal 2). The listener's cards are what
``engine.why.listener_cards`` gives the worker (its view before the move and, in the same deal,
after it).
"""

from __future__ import annotations

from typing import Any

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.why import (
    SEARCH_LEVELS,
    action_cards,
    listener_cards,
    why_contrast,
    why_facts,
)
from tests.engine.test_why import cards_in

HUMAN = 0
KNOWN: dict[str, tuple[str, ...]] = {
    "scopa": (),
    "schnapsen": ("revealed", "exchanges"),
    "piedicavallo": (),
    "minchiate": ("declarations", "exposed", "robbed", "shown", "log"),
    "lockbet": (),
}
"""Per game, the keys of a player's view that show cards of another seat's hand, by the rules."""
FACE_UP = ("play", "marry", "exchange")
"""The kinds of move that show the cards they name (a discard or a lock does not)."""
LEVELS = ("easy", "normal", "hard")
DECISIONS = {"easy": 160, "normal": 120, "hard": 14}
"""AI decisions checked per game and level (Hard's search takes longer)."""


def held(match: Any) -> set[str]:
    """The cards in the other seats' hands of ``match``, and their locked cards."""
    cards: set[str] = set()
    for seat in range(1, match.players):
        view = match.observation(seat)
        cards |= set(view.get("hand", []))
        if view.get("locked_card"):
            cards.add(view["locked_card"])
    return cards


def known(game: str, human_views: list[dict[str, Any]]) -> set[str]:
    """The cards of another seat's hand the player knows from ``human_views`` (its views of
    the deal under way), by the rules (``KNOWN``)."""
    return {c for v in human_views for key in KNOWN[game] for c in cards_in(game, v.get(key))}


def answers(game: str, level: str, seed: int):
    """At each AI decision of a match (AI seats at ``level``, seat 0 easy): the answer the
    worker would tell (facts and rather), and the cards hidden from seat 0 then."""
    match = new_match(game, seed=seed)
    bots = [create_ai(game, "easy" if s == HUMAN else level, seed * 8 + s) for s in range(4)]
    while not match.is_over:
        seat = match.current_player
        observation, legal = match.observation(seat), match.legal_actions()
        action = bots[seat].choose(observation, legal)
        if seat == HUMAN:
            match.apply(action)
            continue
        before, held_before = match.observation(HUMAN), held(match)
        match.apply(action)
        same_deal = match.deal_start < len(match.history)
        after = match.observation(HUMAN) if same_deal else None
        secret = held_before
        if action.split(":")[0] in FACE_UP:  # the card it played or gave is seen from now on
            secret -= action_cards(game, action)
        if same_deal:  # and the cards drawn since, as far as the player cannot know them
            secret = (secret | held(match)) - known(game, [before, after])
        else:
            secret -= known(game, [before])
        shown = listener_cards(game, before, after)
        ranked = create_ai(game, level, seed * 8 + seat).rank(observation, legal)
        rather = why_contrast(
            game, observation, action, ranked, shown, search=level in SEARCH_LEVELS, level=level
        )
        told = {"facts": why_facts(game, observation, action, level), "rather": rather}
        yield told, secret


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", ["scopa", "schnapsen", "piedicavallo", "minchiate", "lockbet"])
def test_why_names_no_card_hidden_from_you(game: str, level: str) -> None:
    checked = 0
    for seed in range(40):
        for told, secret in answers(game, level, seed):
            assert not cards_in(game, told) & secret, (game, level, seed, told, secret)
            checked += 1
            if checked >= DECISIONS[level]:
                break
        if checked >= DECISIONS[level]:
            break
    assert checked >= DECISIONS[level], checked
