"""The AI ladder's contract (issue 19), for ``choose`` of every level of every game.

Same observation and seed, same move (two fresh bots, a JSON copy of the observation); two
matches that look the same to the seat but hide different cards get the same move; and the
benchmarks' clairvoyant bots, which read the full state, are no level: ``create_ai`` cannot
make one and nothing in the app imports them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardavia_desktop.engine import GAMES
from cardavia_desktop.engine.ai import LEVELS, bot_names, create_ai
from tests.engine.test_rank import positions, twin_matches

GAME_IDS = list(GAMES)
PACKAGE = Path(__file__).resolve().parents[2] / "cardavia_desktop"


@pytest.fixture(scope="module")
def spots() -> dict[str, list]:
    return {game: positions(game, 4) for game in GAME_IDS}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", GAME_IDS)
def test_same_observation_and_seed_give_the_same_move(spots, game: str, level: str) -> None:
    for seed, (observation, legal) in enumerate(spots[game]):
        first = create_ai(game, level, seed=seed).choose(observation, list(legal))
        copy = json.loads(json.dumps(observation))
        again = create_ai(game, level, seed=seed).choose(copy, list(legal))
        assert first == again and first in legal, (game, level, first, again)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", GAME_IDS)
def test_choose_cannot_depend_on_hidden_cards(game: str, level: str) -> None:
    checked = 0
    for seed, steps in [(1, 3), (2, 9), (3, 14), (4, 6), (5, 1)]:
        try:
            a, b = twin_matches(game, seed, steps)
        except LookupError:
            continue
        assert a.to_dict()["deck"] != b.to_dict()["deck"]
        legal = a.legal_actions()
        moves = [create_ai(game, level, seed=7).choose(m.observation(0), legal) for m in (a, b)]
        assert moves[0] == moves[1], (game, level, moves)
        checked += 1
    assert checked >= 2


@pytest.mark.parametrize("game", GAME_IDS)
def test_no_clairvoyant_level(game: str) -> None:
    assert "clairvoyant" not in bot_names(game)
    with pytest.raises(ValueError):
        create_ai(game, "clairvoyant")


def test_the_app_never_imports_the_clairvoyant_bots() -> None:
    for path in PACKAGE.rglob("*.py"):
        assert "clairvoyant" not in path.read_text(encoding="utf-8").lower(), path
