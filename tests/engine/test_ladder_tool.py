"""``benchmarks/ladder.py``'s bookkeeping: ``--first`` continues a seed's series where a split
or stopped run left it, and ``--paired`` compares two logs pair by pair on their common seeds."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

LADDER = Path(__file__).resolve().parents[2] / "benchmarks" / "ladder.py"


@pytest.fixture(scope="module")
def ladder():
    spec = importlib.util.spec_from_file_location("ladder", LADDER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_a_run_split_by_first_plays_the_same_pairs_as_one_run(ladder, tmp_path: Path) -> None:
    whole, split = tmp_path / "whole.jsonl", tmp_path / "split.jsonl"
    common = ["--game", "scopa", "--a", "random", "--b", "random", "--seed", "7"]
    ladder.main([*common, "--pairs", "3", "--log", str(whole)])
    ladder.main([*common, "--pairs", "1", "--log", str(split)])
    ladder.main([*common, "--pairs", "2", "--first", "1", "--log", str(split)])
    one, two = _rows(whole), _rows(split)
    assert [r["seed"] for r in one] == [r["seed"] for r in two] == [7_000_021 + i for i in range(3)]
    assert [r["scores"] for r in one] == [r["scores"] for r in two]


def test_paired_differences_use_only_the_common_seeds(ladder) -> None:
    base = [
        {"seed": 1, "scores": [2.0, -2.0]},
        {"seed": 2, "scores": [0.0, 0.0]},
        {"seed": 9, "scores": [50.0, 50.0]},
    ]
    rows = [
        {"seed": 1, "scores": [4.0, 0.0]},
        {"seed": 2, "scores": [2.0, -4.0]},
        {"seed": 3, "scores": [-50.0, -50.0]},
    ]
    result = ladder.paired(rows, base)
    assert result["pairs"] == 2
    margin, half = result["margin"]
    assert margin == pytest.approx((2.0 + -1.0) / 2)  # (4 + 0 - 0) / 2 and (2 - 4 - 0) / 2
    assert half == pytest.approx(1.96 * (4.5 / 2) ** 0.5)  # sample variance 4.5 of (2, -1)
    wins, _ = result["win_rate"]
    assert wins == pytest.approx((0.25 + 0.0) / 2)  # won + tied (0.75) vs won + lost (0.5)


def test_summary_prints_the_paired_line(ladder, tmp_path: Path, capsys) -> None:
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    common = ["--game", "scopa", "--b", "random", "--pairs", "2", "--seed", "3"]
    ladder.main([*common, "--a", "greedy", "--log", str(a)])
    ladder.main([*common, "--a", "random", "--log", str(b)])
    capsys.readouterr()
    ladder.main(["--summary", str(a), "--paired", str(b)])
    assert "paired with random on 2 common pairs" in capsys.readouterr().out


def test_peek_draws_the_opponents_true_hand_at_overwhelming_odds(ladder, monkeypatch) -> None:
    """``peek-<odds>`` (issue 38's diagnostic) weights hard's worlds by the true hand."""
    from cardavia_desktop.engine import new_match
    from cardavia_desktop.engine.games.scopa import ai, learned

    drawn: list[int] = []
    original = learned.HandSampler.sample

    def spy(self, rng):
        world = original(self, rng)
        drawn.append(world.hands[1 - self.know.seat])
        return world

    monkeypatch.setattr(learned.HandSampler, "sample", spy)
    match = new_match("scopa", seed=3)
    seat = match.current_player
    bot = ladder.make_bot("scopa", "peek-1e12", 1)
    bot.see(match.state)
    assert bot.choose(match.observation(seat), match.legal_actions()) in match.legal_actions()
    assert len(drawn) == 64
    assert set(drawn) == {match.state.hands[1 - seat]}
    assert ai.learned_sampler is learned.learned_sampler  # hard's own sampler is back
