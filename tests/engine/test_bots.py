"""``engine/bots.py``: one place for the decision seed, ``RandomBot`` and ``RankedBot``.

Each game kept its own seed recipe when the five copies were gathered (issue 34): unifying
them would have changed every bot's moves. The formulas below are the games' own, as they
were written in each ``ai.py`` before; ``decision_rng`` must give the very same generators.
(``benchmarks/same_moves.py`` checks the moves themselves.)
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.bots import SEED_RECIPES, RankedBot, SeededBot, decision_rng
from cardavia_desktop.engine.match import new_match


def scopa_before(seed: int, observation: Any, legal: list[str]) -> random.Random:
    text = json.dumps([observation, sorted(legal)], sort_keys=True, separators=(",", ":"))
    digest = hashlib.blake2b(text.encode(), digest_size=16).hexdigest()
    return random.Random(f"{seed}:{digest}")


def piedicavallo_before(seed: int, observation: Any, legal: list[str]) -> random.Random:
    key = json.dumps([seed, observation, legal], sort_keys=True, separators=(",", ":"))
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


def minchiate_before(seed: int, obs: Any, legal: list[str]) -> random.Random:
    key = (seed, obs["seat"], obs["phase"], len(obs["log"]), tuple(obs["hand"]), tuple(legal))
    return random.Random(repr(key))


def schnapsen_before(seed: int, observation: Any, legal: list[str]) -> random.Random:
    return random.Random(f"{seed}|{json.dumps(observation, sort_keys=True)}")


def lockbet_before(seed: int, obs: Any, legal: list[str]) -> random.Random:
    text = json.dumps([seed, obs, legal], sort_keys=True, separators=(",", ":"))
    return random.Random(int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big"))


BEFORE = {
    "scopa": scopa_before,
    "piedicavallo": piedicavallo_before,
    "minchiate": minchiate_before,
    "schnapsen": schnapsen_before,
    "lockbet": lockbet_before,
}


@pytest.mark.parametrize("game", list(BEFORE))
def test_each_game_keeps_its_own_seeds(game: str) -> None:
    recipe = __import__(f"cardavia_desktop.engine.games.{game}.ai", fromlist=["x"]).SEED_RECIPE
    assert recipe in SEED_RECIPES
    match = new_match(game, seed=11)
    rng = random.Random(11)
    for step in range(30):
        if match.is_over:
            break
        seat = match.current_player
        observation, legal = match.observation(seat), match.legal_actions()
        for seed in (0, 7, 123456):
            ours = decision_rng(seed, observation, legal, recipe)
            theirs = BEFORE[game](seed, observation, legal)
            assert [ours.random() for _ in range(5)] == [theirs.random() for _ in range(5)]
        bot = create_ai(game, "random", step)
        assert bot.choose(observation, legal) == BEFORE[game](step, observation, legal).choice(
            legal
        )
        match.apply(rng.choice(legal))


def test_recipes_differ_and_an_unknown_one_is_refused() -> None:
    obs = {"seat": 0, "phase": "play", "log": [], "hand": ["A"], "x": 1}
    firsts = {decision_rng(3, obs, ["a", "b"], recipe).random() for recipe in SEED_RECIPES}
    assert len(firsts) == len(SEED_RECIPES)
    with pytest.raises(ValueError):
        SeededBot(1, "no-such-recipe")


class Values(RankedBot):
    def values(self, observation: dict[str, Any], legal_actions: list[str]) -> dict[str, float]:
        return {"a": 1.0, "b": 3.0, "c": 3.0}


def test_a_ranked_bot_plays_its_first_ranked_action() -> None:
    bot = Values(0)
    assert bot.rank({}, ["a", "b", "c"]) == [("b", 3.0), ("c", 3.0), ("a", 1.0)]
    assert bot.choose({}, ["a", "b", "c"]) == "b"  # ties: the first in the given order
    assert bot.choose({}, ["a"]) == "a"  # a forced move is not valued
