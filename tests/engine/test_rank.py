"""``rank`` on every level of every game (the hint asks ``hard``): the contract of DESIGN.md.

Every legal action exactly once, best first (values never increase down the list), finite
values; deterministic for one seed; from the observation alone (a JSON copy ranks alike, and
two matches that look the same to the seat but hide different cards rank alike); ``hard``'s
first action is ``hard``'s choice (Lock & Bet's hard samples a mixed equilibrium instead: its
choice is one the ranking values within a small margin of the best).
"""

from __future__ import annotations

import itertools
import json
import math
import random
import threading
from collections.abc import Iterator
from importlib import import_module
from typing import Any

import pytest

from cardavia_desktop.engine import GAMES, IllegalAction, Match, new_match
from cardavia_desktop.engine.ai import LEVELS, create_ai
from cardavia_desktop.engine.search import SearchAborted

GAME_IDS = [*GAMES, "template"]
"""The five games and the template game (``engine/games/_template``)."""


@pytest.fixture(autouse=True, scope="module")
def _template_registered(template_game_module: str) -> None:
    """The template game is registered during every test here (it is not in the lobby)."""


def strings_in(value: Any) -> Iterator[str]:
    """Every string anywhere in a JSON value (dict keys excluded)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_in(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings_in(item)


def play(match: Match, steps: int, seed: int = 0) -> None:
    """``steps`` moves by ``easy`` bots (fewer if the match ends)."""
    bots = [create_ai(match.game, "easy", seed=seed + s) for s in range(match.players)]
    for _ in range(steps):
        if match.is_over:
            return
        seat = match.current_player
        match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))


def positions(game: str, count: int) -> list[tuple[dict[str, Any], list[str]]]:
    """Decision points of seat 0 spread over a few matches (setup phases included), each with
    at least two legal actions."""
    found: list[tuple[dict[str, Any], list[str]]] = []
    for seed in range(40):
        match = new_match(game, seed=seed)
        rng = random.Random(seed)
        play(match, rng.randrange(0, 60), seed)
        while not match.is_over and (match.current_player != 0 or len(match.legal_actions()) < 2):
            play(match, 1, seed)
        if not match.is_over:
            found.append((match.observation(0), match.legal_actions()))
        if len(found) == count:
            return found
    raise AssertionError(f"only {len(found)} positions found for {game}")


@pytest.fixture(scope="module")
def spots() -> dict[str, list[tuple[dict[str, Any], list[str]]]]:
    return {game: positions(game, 5) for game in GAME_IDS}


def check_ranking(ranking: list[tuple[str, float]], legal: list[str]) -> None:
    actions = [action for action, _ in ranking]
    assert sorted(actions) == sorted(legal) and len(actions) == len(legal)
    values = [value for _, value in ranking]
    assert all(isinstance(v, float) and math.isfinite(v) for v in values)
    assert all(a >= b for a, b in itertools.pairwise(values)), ranking


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", GAME_IDS)
def test_rank_lists_every_legal_action_once_best_first(spots, game: str, level: str) -> None:
    for observation, legal in spots[game][: 3 if level == "hard" else 5]:
        check_ranking(create_ai(game, level, seed=3).rank(observation, legal), legal)


@pytest.mark.parametrize("game", [g for g in GAME_IDS if g != "lockbet"])
def test_rank_of_a_single_legal_action(game: str) -> None:
    """A forced move still gets its value (the hint shows it); Lock & Bet has none."""
    for seed in range(30):
        match = new_match(game, seed=seed)
        for _ in range(400):
            if match.is_over or (match.current_player == 0 and len(match.legal_actions()) == 1):
                break
            play(match, 1, seed)
        if not match.is_over:
            legal = match.legal_actions()
            check_ranking(create_ai(game, "hard", seed=1).rank(match.observation(0), legal), legal)
            return
    raise AssertionError(f"no forced move of seat 0 found in {game}")


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", GAME_IDS)
def test_rank_is_deterministic_for_one_seed(spots, game: str, level: str) -> None:
    observation, legal = spots[game][1]
    first = create_ai(game, level, seed=9).rank(observation, legal)
    bot = create_ai(game, level, seed=9)
    copy = json.loads(json.dumps(observation))
    assert bot.rank(copy, list(legal)) == first
    assert bot.rank(observation, legal) == first  # no state kept between calls


@pytest.mark.parametrize("game", GAME_IDS)
def test_hard_rank_agrees_with_hard_choice(spots, game: str) -> None:
    for seed, (observation, legal) in enumerate(spots[game]):
        ranking = create_ai(game, "hard", seed=seed).rank(observation, legal)
        choice = create_ai(game, "hard", seed=seed).choose(observation, legal)
        if game == "lockbet":  # a sampled mixed strategy: any action it plays is about as good
            values = dict(ranking)
            assert values[choice] >= ranking[0][1] - 0.5, (choice, ranking)
        else:
            assert ranking[0][0] == choice


def twin_matches(game: str, seed: int, steps: int) -> tuple[Match, Match]:
    """Two matches whose seat 0 has seen exactly the same, though two cards it has never seen
    lie in swapped places: the first deal's deck differs by those two cards."""
    package = GAMES[game].state_class.__module__.rpartition(".")[0]
    codes = list(import_module(f"{package}.rules").PACK.codes)
    random.Random(seed).shuffle(codes)
    first = new_match(game, seed=seed, deck=codes)
    play(first, steps, seed)
    while first.current_player != 0 or len(first.legal_actions()) < 2:
        if first.is_over:
            raise LookupError("the match is over")
        play(first, 1, seed)
    if first.state.deal_index() != 1:
        raise LookupError("the first deal is over: its deck no longer matters")
    seen = set(strings_in([first.observation(0), first.legal_actions()]))
    unseen = [i for i, code in enumerate(codes) if code not in seen]
    pairs = [(i, j) for i in unseen for j in unseen if i < j]
    random.Random(seed).shuffle(pairs)
    for i, j in pairs[:200]:
        deck = list(codes)
        deck[i], deck[j] = deck[j], deck[i]
        other = new_match(game, seed=seed, deck=deck)
        try:
            for action in first.history:
                other.apply(action)
        except IllegalAction:
            continue
        if (
            other.observation(0) == first.observation(0)
            and other.legal_actions() == first.legal_actions()
        ):
            return first, other
    raise LookupError("no twin found")


@pytest.mark.parametrize("game", GAME_IDS)
def test_rank_cannot_depend_on_hidden_cards(game: str) -> None:
    """Same observation, different hidden cards: the same ranking (it reads the observation)."""
    checked = 0
    for seed, steps in [(1, 3), (2, 9), (3, 14), (4, 6), (5, 1)]:
        try:
            a, b = twin_matches(game, seed, steps)
        except LookupError:
            continue
        assert a.to_dict()["deck"] != b.to_dict()["deck"]
        legal = a.legal_actions()
        ranks = [create_ai(game, "hard", seed=4).rank(m.observation(0), legal) for m in (a, b)]
        assert ranks[0] == ranks[1]
        checked += 1
    assert checked >= 2


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_set_abort_flag_cancels_hard_rank(spots, game: str) -> None:
    """The hint is cancelled by playing: the app sets ``bot.abort`` and the search stops."""
    observation, legal = next(
        (o, legal) for o, legal in spots[game] if o.get("phase") not in ("discard", "declare")
    )
    bot = create_ai(game, "hard", seed=2)
    bot.abort = threading.Event()
    bot.abort.set()
    with pytest.raises(SearchAborted):
        bot.rank(observation, legal)
    bot.abort.clear()
    check_ranking(bot.rank(observation, legal), legal)
