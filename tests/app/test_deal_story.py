"""The deal's story (controllers/story.py): the events of the previous and the current deal,
rebuilt from the move log, so a resume or a take-back tells the same story."""

from __future__ import annotations

import random

import pytest

from cardavia_desktop.controllers.story import SKIPPED, deal_story
from cardavia_desktop.engine import GAMES, load_match, new_match


def play(game: str, seed: int, moves: int) -> object:
    match = new_match(game, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("game", list(GAMES))
def test_the_story_is_the_events_of_the_last_two_deals_with_their_actors(game: str) -> None:
    match = new_match(game, seed=11)
    rng = random.Random(11)
    told: list[dict] = []
    deal = 1
    while not match.is_over and len(match.history) < 250:
        actor = match.current_player
        for event in match.apply(rng.choice(match.legal_actions())):
            deal += event.get("type") == "deal"
            if event["type"] not in SKIPPED:
                told.append({**event, "deal": deal, "actor": actor})
    story = deal_story(match)
    kept = {e["deal"] for e in story}
    assert kept == {d for d in (deal - 1, deal) if d >= 1} & {e["deal"] for e in told}
    assert story == [e for e in told if e["deal"] in kept]
    assert not any(e["type"] in SKIPPED for e in story)


@pytest.mark.parametrize("game", ["scopa", "schnapsen", "lockbet"])
def test_a_resumed_match_tells_the_same_story(game: str) -> None:
    match = play(game, seed=4, moves=40)
    assert deal_story(load_match(match.to_dict())) == deal_story(match)


def test_a_take_back_drops_the_undone_moves_from_the_story() -> None:
    match = new_match("scopa", seed=8)
    while match.current_player != 0:
        match.apply(match.legal_actions()[0])
    before = deal_story(match)
    match.apply(match.legal_actions()[0])
    while match.current_player != 0 and not match.is_over:
        match.apply(match.legal_actions()[0])
    assert len(deal_story(match)) > len(before)
    match.take_back(0)
    assert deal_story(match) == before


@pytest.mark.parametrize("game", ["scopa", "schnapsen", "lockbet"])
def test_a_finished_deal_on_show_is_told_with_the_one_before(game: str) -> None:
    """While a finished deal's sheet is open (the next deal dealt already), the story is that
    deal and the one before it, nothing of the next (newcomer #17: Lock & Bet's log held only
    the finished deal)."""
    match = new_match(game, seed=5)
    rng = random.Random(5)
    ended = 0
    while ended < 3 and not match.is_over:
        events = match.apply(rng.choice(match.legal_actions()))
        ended += any(e.get("type") == "deal_end" for e in events)
    assert ended == 3
    story = deal_story(match, finished=True)
    assert {e["deal"] for e in story} == {2, 3}
    assert story[-1]["type"] == "deal_end"
