"""cardavia-arena: duplicate pairs with seats swapped, JSON output, argparse errors, stats."""

from __future__ import annotations

import json
import random
from typing import Any, ClassVar

import pytest

from cardavia_desktop.engine import arena
from cardavia_desktop.engine.contract import GameSpec, GameState
from cardavia_desktop.engine.registry import GAMES


def run_cli(capsys, *argv: str) -> dict[str, Any]:
    """Run the arena with --json and parse what it printed."""
    assert arena.main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_arena_smoke_schnapsen_deals_json(capsys):
    """A few Schnapsen deals: JSON parses, each pair is two games, every deal has a winner."""
    result = run_cli(
        capsys, "--game", "schnapsen", "--seats", "easy,random", "--deals", "3", "--seed", "5"
    )
    assert (result["unit"], result["pairs"], result["games"], result["ties"]) == ("deal", 3, 6, 0)
    sides = result["sides"]
    assert [s["level"] for s in sides] == ["easy", "random"]
    assert sum(s["wins"] for s in sides) == 6
    assert all(0 <= s["ci95"][0] <= s["win_rate"] <= s["ci95"][1] <= 1 for s in sides)
    assert set(result["decision_time"]) == {"easy", "random"}
    assert all(t["p50"] <= t["p95"] <= t["max"] for t in result["decision_time"].values())


def test_arena_table_output_for_matches(capsys):
    """Without --json a table with both levels and the decision times is printed."""
    assert arena.main(["--game", "schnapsen", "--seats", "random,random", "--matches", "1"]) == 0
    out = capsys.readouterr().out
    assert "2 matchs" not in out and "2 matches" in out
    assert out.count("random") >= 3 and "p95" in out


def test_arena_swaps_seats_over_the_same_cards(monkeypatch):
    """Each pair replays one seed: the same first hands, with the levels in swapped seats."""
    seen: list[tuple[int, str, tuple[str, ...]]] = []

    class Recorder:
        def __init__(self, level: str) -> None:
            self.level, self.first = level, True

        def choose(self, observation: dict, legal: list[str]) -> str:
            if self.first and not observation["tricks_played"] and not observation["trick"]:
                seen.append((observation["seat"], self.level, tuple(observation["hand"])))
            self.first = False
            return legal[0]

    monkeypatch.setattr(arena, "create_ai", lambda game, level, seed: Recorder(level))
    tally = arena.run("schnapsen", ["x", "y"], 2, seed=3, deals_only=True)
    assert tally.games == 4 and len(seen) == 4
    for plain, swapped in (seen[0:2], seen[2:4]):
        assert plain[0] == swapped[0] and plain[2] == swapped[2], "same seed, same cards"
        assert plain[1] != swapped[1], "the same seat holds the other level after the swap"
    assert seen[0][2] != seen[2][2]


class ToyState(GameState):
    """Four seats each play one number; the highest wins for its team (0/2 vs 1/3)."""

    players: ClassVar[int] = 4

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.cards = [rng.sample(range(20), 3) for _ in range(4)]
        self.played: list[int] = []

    @classmethod
    def new_match_state(cls, rng, dealer, deck):
        return cls(rng)

    def current_player(self):
        return None if self.is_over() else len(self.played)

    def legal_actions(self):
        return [] if self.is_over() else sorted(self.cards[len(self.played)])

    def apply_action(self, action):
        self.played.append(action)
        if self.is_over():
            return [
                {
                    "type": "deal_end",
                    "winner": self.played.index(max(self.played)) % 2,
                    "points": [1, 0] if self.played.index(max(self.played)) % 2 == 0 else [0, 1],
                }
            ]
        return [{"type": "play"}]

    def clone(self):
        return self

    def is_over(self):
        return len(self.played) == 4

    def result(self):
        if not self.is_over():
            return None
        return {"winner": "NS" if self.played.index(max(self.played)) % 2 == 0 else "EW"}

    def observation(self, seat):
        return {"seat": seat, "hand": self.cards[seat]}

    def action_to_string(self, action):
        return f"play:{action}"

    def string_to_action(self, text):
        return int(text.split(":")[1])


class HighBot:
    """Plays its highest number."""

    def choose(self, observation, legal):
        return max(legal, key=lambda a: int(a.split(":")[1]))


class LowBot:
    """Plays its lowest number."""

    def choose(self, observation, legal):
        return min(legal, key=lambda a: int(a.split(":")[1]))


@pytest.mark.parametrize("deals", [False, True])
def test_arena_four_seats_plays_teams(monkeypatch, deals):
    """4 seats: --seats names team levels (0/2 vs 1/3); team results and names are read."""
    monkeypatch.setitem(GAMES, "toy4", GameSpec("toy4", 4, ((0, 2), (1, 3)), 20, ToyState))
    bots = {"high": HighBot, "low": LowBot}
    monkeypatch.setattr(arena, "create_ai", lambda game, level, seed: bots[level]())
    tally = arena.run("toy4", ["high", "low"], 30, seed=1, deals_only=deals)
    assert tally.games == 60 and tally.ties == 0
    assert tally.wins[0] > 45, "the team playing high numbers must win most duplicate games"
    assert tally.wins[0] + tally.wins[1] == 60
    result = arena.report("toy4", ["high", "low"], tally, 1, deals, 0.0)
    assert result["sides"][0]["seats"] == [0, 2] and result["sides"][1]["seats"] == [1, 3]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "nope", "--seats", "easy,hard"], "invalid choice"),
        (["--game", "schnapsen", "--seats", "easy"], "exactly two"),
        (["--game", "schnapsen", "--seats", "easy,hard,normal"], "exactly two"),
        (["--game", "schnapsen", "--seats", "easy,genius"], "unknown level 'genius'"),
        (["--game", "schnapsen", "--seats", "easy,hard", "--matches", "0"], "positive"),
        (["--game", "schnapsen", "--seats", "easy,hard", "--deals", "-1"], "positive"),
        (
            ["--game", "schnapsen", "--seats", "easy,hard", "--matches", "1", "--deals", "1"],
            "not allowed with",
        ),
        (["--game", "schnapsen", "--seats", "easy,hard", "--matches", "x"], "invalid int"),
        (["--seats", "easy,hard"], "required"),
    ],
)
def test_arena_bad_flags_exit_2_with_clear_message(capsys, argv, message):
    """Bad flags are argparse errors: exit status 2 and a message saying what is wrong."""
    with pytest.raises(SystemExit) as exit_info:
        arena.main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_wilson_interval_and_percentiles():
    """Wilson 95 % bounds and nearest-rank percentiles on known values."""
    assert arena.wilson(0, 0) == (0.0, 1.0)
    low, high = arena.wilson(10, 10)
    assert high == 1.0 and 0.72 < low < 0.73
    low, high = arena.wilson(620, 1000)
    assert 0.589 < low < 0.591 and 0.649 < high < 0.651
    assert arena.percentile([], 0.5) == 0.0
    assert arena.percentile(list(range(1, 101)), 0.95) == 95


def test_winner_and_points_reading():
    """Results name a seat, a team index or a team name; points come per seat or per side."""
    assert arena.side_of_winner(1, 2) == 1
    assert arena.side_of_winner(3, 4) == 1 and arena.side_of_winner(2, 4) == 0
    assert arena.side_of_winner("EW", 4) == 1 and arena.side_of_winner(None, 4) is None
    assert arena.side_points({"winner": 1, "game_points": 3}, 2) == [0.0, 3.0]
    assert arena.side_points({"match_points": [0, 4]}, 2) == [0.0, 4.0]
    assert arena.side_points({"points": [1, 2, 3, 4]}, 4) == [4.0, 6.0]
    assert arena.side_points({"winner": 0}, 2) is None
