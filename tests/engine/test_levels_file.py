"""The levels file the app ships (``cardavia_desktop/engine/levels.json``, issue 35 goal 5) and
its writer, ``benchmarks/ladder.py --levels`` (``benchmarks/levels_file.py``).

The shipped file follows its schema, holds every game of the registry and every level, each
step measured against the level below (or ``random`` for easy), and each measurement is
consistent: an interval around its win rate, two deals a pair, the command that made it. A
tiny ladder run writes exactly the figures it printed, and keeps what other runs wrote.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from cardavia_desktop import paths
from cardavia_desktop.controllers.levels import measured_steps
from cardavia_desktop.engine import GAMES
from cardavia_desktop.engine.ai import LEVELS

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
FIGURES = {
    "unit",
    "win_rate",
    "ci95",
    "deals",
    "pairs",
    "margin",
    "margin_ci95",
    "cpu_p95",
    "date",
    "wall_seconds",
    "commit",
    "clean",
    "load",
    "command",
}


@pytest.fixture(scope="module")
def ladder():
    spec = importlib.util.spec_from_file_location("ladder", BENCHMARKS / "ladder.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def check_file(data: dict) -> None:
    """``data`` is a levels file of every game and level, its measurements consistent."""
    assert data["format"] == "cardavia-levels/1"
    assert set(data["games"]) == set(GAMES)
    below = {"easy": "random", "normal": "easy", "hard": "normal"}
    for game, levels in data["games"].items():
        assert set(levels) == set(LEVELS)
        for level, step in levels.items():
            assert set(step) == {"against", "measured"}
            assert step["against"] == below[level]
            figures = step["measured"]
            if figures is None:
                continue
            assert set(figures) == FIGURES, (game, level)
            low, high = figures["ci95"]
            assert 0 <= low <= figures["win_rate"] <= high <= 1
            assert figures["deals"] == 2 * figures["pairs"] > 0
            assert figures["unit"] in ("deals", "matches")
            words = figures["command"].split()
            assert words[0] == "benchmarks/ladder.py"
            assert words[words.index("--game") + 1] == game
            assert words[words.index("--a") + 1] == level
            assert words[words.index("--b") + 1] == below[level]
            assert ("--matches" in words) == (figures["unit"] == "matches")
            assert len(figures["commit"]) == 40


def test_the_shipped_file_holds_every_game_and_level() -> None:
    data = json.loads(paths.levels_file().read_text(encoding="utf-8"))
    check_file(data)
    for game in GAMES:  # the chooser reads what the file holds, nothing more
        shown = {step["level"]: step for step in measured_steps(game, data)}
        for level in LEVELS:
            figures = data["games"][game][level]["measured"]
            assert (level in shown) == (figures is not None)
            if figures is not None:
                assert shown[level]["winRate"] == figures["win_rate"]
                assert shown[level]["count"] == figures["deals"]


def test_a_ladder_run_writes_its_step(ladder, tmp_path: Path, capsys) -> None:
    target = tmp_path / "levels.json"
    args = ["--game", "scopa", "--a", "normal", "--b", "easy", "--pairs", "3", "--seed", "5"]
    ladder.main([*args, "--json", "--levels", str(target)])
    printed = json.loads(capsys.readouterr().out.splitlines()[-1])
    data = json.loads(target.read_text(encoding="utf-8"))
    check_file(data)
    figures = data["games"]["scopa"]["normal"]["measured"]
    assert figures["win_rate"] == pytest.approx(printed["win_rate"], abs=1e-4)
    assert figures["ci95"] == pytest.approx(printed["ci95"], abs=1e-4)
    assert (figures["deals"], figures["pairs"], figures["unit"]) == (6, 3, "deals")
    assert figures["command"] == " ".join(
        ["benchmarks/ladder.py", *args, "--json", "--levels", str(target)]
    )
    others = [
        (game, level)
        for game, levels in data["games"].items()
        for level, step in levels.items()
        if step["measured"] is not None
    ]
    assert others == [("scopa", "normal")]  # nothing else is claimed

    lockbet = ["--game", "lockbet", "--a", "easy", "--b", "random", "--pairs", "1"]
    ladder.main([*lockbet, "--matches", "--levels", str(target)])
    data = json.loads(target.read_text(encoding="utf-8"))
    check_file(data)
    assert data["games"]["scopa"]["normal"]["measured"] == figures  # kept
    assert data["games"]["lockbet"]["easy"]["measured"]["unit"] == "matches"


def test_a_run_that_is_no_step_is_refused(ladder, tmp_path: Path) -> None:
    target = tmp_path / "levels.json"
    with pytest.raises(SystemExit):
        ladder.main(["--game", "scopa", "--a", "hard", "--b", "easy", "--levels", str(target)])
    assert not target.exists()
