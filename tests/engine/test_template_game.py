"""The template game (``engine/games/_template``): what a new game copies is a real game that
meets the engine's contract (the conformance suite and the rank tests run it too), and the
games share one vocabulary of module names (issue 34)."""

from __future__ import annotations

import pkgutil
import re
from pathlib import Path

from cardavia_desktop.controllers import standing, statistics
from cardavia_desktop.engine import games
from cardavia_desktop.engine.ai import LEVELS, bot_names, create_ai, fact_kinds, hint_facts
from cardavia_desktop.engine.match import new_match
from cardavia_desktop.engine.order import ORDER
from cardavia_desktop.engine.registry import GAMES

GAMES_DIR = Path(games.__file__).parent
VOCABULARY = {
    "__init__",
    "rules",
    "state",
    "observation",
    "knowledge",
    "model",
    "policy",
    "endgame",
    "ai",
    "hints",
    "record",
    "why",
    "explain",
}
"""The module names every game uses for the same concepts (docs/engine.md, "One shape")."""
OWN = {
    "scopa": {"learned", "opponent", "value"},
    "piedicavallo": {"learned"},
    "schnapsen": {"position"},
    "lockbet": {"solver"},
}
"""A game's extra modules, each truly its own (docs/engine.md says why)."""


def play(game: str, level: str, seed: int) -> tuple[list[str], list[dict]]:
    """A whole match with ``level`` in both seats: its actions and events."""
    match = new_match(game, seed=seed)
    bots = [create_ai(game, level, seed * 2 + seat) for seat in range(match.players)]
    events: list[dict] = []
    while not match.is_over:
        seat = match.current_player
        action = bots[seat].choose(match.observation(seat), match.legal_actions())
        events.extend({**event, "actor": seat} for event in match.apply(action))
    return list(match.history), events


def test_the_template_is_not_in_the_lobby_until_registered() -> None:
    assert "template" not in GAMES and "template" not in list(GAMES)
    assert (GAMES_DIR / "_template" / "__init__.py").is_file()


def test_every_level_plays_the_template_to_the_end_the_same_way_twice(template_game) -> None:
    assert bot_names(template_game) == ["random", "easy", "normal", "hard"]
    for level in bot_names(template_game):
        first = play(template_game, level, seed=3)
        assert first == play(template_game, level, seed=3)
        assert first[1][-1]["type"] == "match_end"


def test_hard_beats_random_at_the_template(template_game) -> None:
    """The hard level is a real player: it wins most matches against random play (about three
    in four over many seeds; a random player wins half)."""
    wins = 0
    for seed in range(40):
        match = new_match(template_game, seed=seed)
        bots = [create_ai(template_game, "hard", seed), create_ai(template_game, "random", seed)]
        while not match.is_over:
            seat = match.current_player
            match.apply(bots[seat].choose(match.observation(seat), match.legal_actions()))
        wins += match.result["winner"] == 0
    assert wins >= 26, wins


def test_template_hint_facts_agree_with_the_trick_played(template_game) -> None:
    kinds = set(fact_kinds(template_game))
    match = new_match(template_game, seed=5)
    bot = create_ai(template_game, "normal", 1)
    seen: set[str] = set()
    while not match.is_over:
        seat = match.current_player
        observation, legal = match.observation(seat), match.legal_actions()
        action = bot.choose(observation, legal)
        found = {fact["fact"] for fact in hint_facts(template_game, observation, action)}
        assert found <= kinds
        seen |= found
        events = match.apply(action)
        trick = next((e for e in events if e["type"] == "trick"), None)
        if trick is not None:
            assert ("wins_trick" in found) == (trick["winner"] == seat)
        else:
            assert found == {"leads"}
    assert {"leads", "wins_trick", "loses_trick"} <= seen


def test_the_record_of_a_template_match_counts_its_tricks(template_game) -> None:
    """The statistics count a new game through its ``record`` module alone."""
    _, events = play(template_game, "normal", seed=8)
    match = new_match(template_game, seed=8)
    for action in play(template_game, "normal", seed=8)[0]:
        match.apply(action)
    summary = statistics.match_summary(template_game, events, match.result)
    tricks = sum(1 for e in events if e["type"] == "trick" and e["winner"] == 0)
    assert summary["counts"] == {"tricks": tricks}
    assert summary["outcome"] == ("won" if match.result["winner"] == 0 else "lost")
    assert summary["points"] == tricks  # a deal's score is its tricks
    deal_end = next(e for e in events if e["type"] == "deal_end")
    assert statistics.deal_pair(template_game, deal_end) == [float(p) for p in deal_end["points"]]
    assert statistics.COUNTS[template_game] == ("tricks",)
    assert standing.standing(template_game, match.observation(0)) == match.result["match_points"]


def test_the_generic_statistics_name_no_game() -> None:
    """A sixth game needs no edit in the statistics or the lobby's standing: no game id in
    their code (their prose may name a game as an example)."""
    for module in (statistics, standing):
        source = Path(module.__file__).read_text(encoding="utf-8")
        quoted = [game for game in ORDER if re.search(rf"[\"']{game}[\"']", source)]
        assert quoted == [], (module.__name__, quoted)


def test_every_game_uses_the_one_vocabulary() -> None:
    packages = [info.name for info in pkgutil.iter_modules([str(GAMES_DIR)]) if info.ispkg]
    assert set(ORDER) | {"_template"} <= set(packages)
    for game in packages:
        modules = {path.stem for path in (GAMES_DIR / game).glob("*.py")}
        own = OWN.get(game, set())
        assert modules - VOCABULARY <= own, (game, modules - VOCABULARY)
        assert {"__init__", "rules", "state", "observation", "ai", "hints", "record"} <= modules
    template = {path.stem for path in (GAMES_DIR / "_template").glob("*.py")}
    assert template == VOCABULARY - {"explain"}  # its refusal reasons fit in state.py


def test_the_template_readme_describes_every_module() -> None:
    readme = (GAMES_DIR / "_template" / "README.md").read_text(encoding="utf-8")
    for module in VOCABULARY - {"__init__", "explain"}:
        assert f"`{module}.py`" in readme, module


def test_every_level_ranks(template_game) -> None:
    match = new_match(template_game, seed=2)
    observation, legal = match.observation(match.current_player), match.legal_actions()
    for level in LEVELS:
        ranking = create_ai(template_game, level, 1).rank(observation, legal)
        assert sorted(a for a, _ in ranking) == sorted(legal)
