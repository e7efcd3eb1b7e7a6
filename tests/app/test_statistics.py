"""The player's record (controllers/statistics.py): counts after scripted matches of each game,
the expected numbers worked out here from the rules and the raw play, streaks, levels, the
assisted bucket, and the file surviving a restart, a corrupt file and a newer one."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from cardavia_desktop.controllers import statistics as st
from cardavia_desktop.engine import new_match

DIAMOND_SEVEN = "D7"


def play(game: str, seed: int, rng_seed: int, stop_after: int | None = None) -> tuple[Any, list]:
    """A match of ``game`` played by random legal moves; returns it and every event."""
    match = new_match(game, seed=seed)
    rng = random.Random(rng_seed)
    events: list[dict[str, Any]] = []
    while not match.is_over and (stop_after is None or len(match.history) < stop_after):
        events.extend(match.apply(rng.choice(match.legal_actions())))
    return match, events


def test_scopa_counts_from_the_captures() -> None:
    for seed in range(4):
        match, events = play("scopa", seed, seed)
        summary = st.summarize_match(match)
        # Scope: the scopa events of seat 0. Settebello: seat 0 captured the seven of coins
        # (or took it with the leftovers). Primiera: the higher primiera total of a deal.
        scope = sum(1 for e in events if e["type"] == "scopa" and e["seat"] == 0)
        taken = [
            [*e["cards"], e["card"]] if e["type"] == "capture" else e["cards"]
            for e in events
            if e["type"] in ("capture", "leftovers") and e["seat"] == 0
        ]
        settebello = sum(1 for cards in taken if DIAMOND_SEVEN in cards)
        primiera = sum(
            1
            for e in events
            if e["type"] == "deal_end" and e["primiera"][0]["total"] > e["primiera"][1]["total"]
        )
        deals = [e for e in events if e["type"] == "deal_end"]
        assert summary["counts"] == {"scope": scope, "settebello": settebello, "primiera": primiera}
        assert summary["deals"] == len(deals) == match.result["deals"]
        assert summary["points"] == sum(p[0] for p in match.result["deal_points"])
        won = match.result["match_points"][0] > match.result["match_points"][1]
        assert summary["outcome"] == ("won" if won else "lost")


def schnapsen_game_points(deal_end: dict[str, Any]) -> int:
    """Rules §5: the loser under 33 → 2, no trick → 3, else 1 (a failed or won close: the
    closer's opponent's standing at the close; taken from the engine's count then)."""
    loser = 1 - deal_end["winner"]
    if deal_end["closed_by"] is not None:
        return deal_end["game_points"]
    if deal_end["tricks"][loser] == 0:
        return 3
    return 2 if deal_end["points"][loser] < 33 else 1


def test_schnapsen_counts() -> None:
    for seed in range(6):
        match, events = play("schnapsen", seed, seed + 10)
        summary = st.summarize_match(match)
        counts = summary["counts"]
        assert counts["marriages"] == sum(
            1 for e in events if e["type"] == "marriage" and e["seat"] == 0
        )
        closes = [(e["seat"], None) for e in events if e["type"] == "close"]
        deal_ends = [e for e in events if e["type"] == "deal_end"]
        mine = [d for d in deal_ends if d["closed_by"] == 0]
        assert len(closes) == sum(1 for d in deal_ends if d["closed_by"] is not None)
        assert counts["closes_won"] == sum(1 for d in mine if d["winner"] == 0)
        assert counts["closes_lost"] == sum(1 for d in mine if d["winner"] == 1)
        for points in (2, 3):
            assert counts[f"deals_{points}"] == sum(
                1 for d in deal_ends if d["winner"] == 0 and schnapsen_game_points(d) == points
            )
        won = match.result["winner"] == 0
        assert counts["bummerl_won"] == int(won)
        assert summary["points"] == sum(
            schnapsen_game_points(d) for d in deal_ends if d["winner"] == 0
        )


@pytest.mark.parametrize("game", ["piedicavallo", "minchiate"])
def test_tarot_sweeps_and_resti(game: str) -> None:
    for seed in range(3):
        match, events = play(game, seed, seed)
        summary = st.summarize_match(match)
        tricks_ns = sum(1 for e in events if e["type"] == "trick" and e["winner"] in (0, 2))
        tricks_ew = sum(1 for e in events if e["type"] == "trick" and e["winner"] in (1, 3))
        counts = summary["counts"]
        assert counts["sweeps_for"] == int(tricks_ew == 0)
        assert counts["sweeps_against"] == int(tricks_ns == 0)
        end = next(e for e in events if e["type"] == "deal_end")
        if game == "piedicavallo":
            assert counts["points_for"] + counts["points_against"] == 114  # every card point
            assert counts["points_for"] == end["points"][0]
        else:
            assert counts["resti_for"] - counts["resti_against"] == end["net"]
        assert summary["outcome"] == st.outcome(game, match.result)


def test_a_forced_sweep_counts() -> None:
    events = [{"type": "trick", "winner": w} for w in (0, 2, 0)] + [
        {"type": "deal_end", "points": [114, 0], "sweep": 0}
    ]
    summary = st.match_summary("piedicavallo", events, {"winning_seats": [0, 2]})
    assert summary["counts"]["sweeps_for"] == 1 and summary["counts"]["sweeps_against"] == 0
    assert summary["outcome"] == "won"


def test_lockbet_chips_pots_and_folds() -> None:
    for seed in range(5):
        match, events = play("lockbet", seed, seed)
        summary = st.summarize_match(match)
        counts = summary["counts"]
        assert counts["folds"] == sum(1 for e in events if e["type"] == "fold" and e["seat"] == 0)
        assert counts["ai_folds"] == sum(
            1 for e in events if e["type"] == "fold" and e["seat"] == 1
        )
        pots = [e["pot"] for e in events if e["type"] == "pot" and e["winner"] == 0]
        assert counts["biggest_pot"] == max(pots, default=0)
        # Chips won over the match: the final stack minus the starting one (antes included).
        start = 20
        assert counts["chips_won"] == match.result["stacks"][0] - start
        assert summary["points"] == counts["chips_won"]


def test_record_streaks_levels_assisted_and_restart(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    record = st.Statistics(path)
    results = ["won", "won", "lost", "won", "won", "won", "drawn"]
    for index, result in enumerate(results):
        record.begin("scopa", index, "normal")
        summary = {"outcome": result, "deals": 2, "points": 3.0, "counts": {"scope": 1}}
        assert record.count("scopa", index, "normal", False, summary) == "normal"
    bucket = st.Statistics(path).bucket("scopa", "normal")  # a fresh reader: the restart
    assert (bucket["played"], bucket["won"], bucket["lost"], bucket["drawn"]) == (7, 5, 1, 1)
    assert bucket["streak"] == 0 and bucket["best_streak"] == 3
    assert bucket["win_rate"] == pytest.approx(5 / 7)
    assert bucket["points_per_deal"] == pytest.approx(1.5)
    assert bucket["counts"]["scope"] == 7
    assert [h[0] for h in bucket["history"]] == ["w", "w", "l", "w", "w", "w", "d"]
    # A level change during the match: mixed, also when the table was closed in between.
    record.begin("scopa", 99, "easy")
    st.Statistics(path).begin("scopa", 99, "hard")
    one = {"outcome": "won", "deals": 1, "points": 1.0, "counts": {}}
    assert st.Statistics(path).count("scopa", 99, "hard", False, one) == "mixed"
    # Assisted matches are apart.
    record.begin("scopa", 100, "hard")
    record.count("scopa", 100, "hard", True, one)
    assert record.bucket("scopa", "hard", "assisted")["won"] == 1
    assert record.bucket("scopa", "hard")["played"] == 0
    record.reset("scopa")
    assert record.bucket("scopa", "normal")["played"] == 0


def test_an_abandoned_match_is_a_loss(tmp_path: Path) -> None:
    match, _ = play("schnapsen", 4, 4, stop_after=6)
    assert not match.is_over and st.human_decided(match)
    level = st.count_match(match, "normal", abandoned=True, path=tmp_path / "s.json")
    bucket = st.Statistics(tmp_path / "s.json").bucket("schnapsen", level)
    assert bucket["lost"] == 1 and bucket["abandoned"] == 1 and bucket["won"] == 0


@pytest.mark.parametrize(
    "content",
    [b"{not json", b'{"format": "cardavia-statistics/x"}', b"[1, 2]", b"\xff\xfe garbage"],
)
def test_a_corrupt_file_is_set_aside_with_a_notice(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(content)
    record = st.Statistics(path).load()
    assert record["games"] == {}
    assert record["notice"]["problem"] in ("corrupt", "damaged")
    kept = tmp_path / record["notice"]["kept_as"]
    assert kept.read_bytes() == content  # the old file is kept, never overwritten
    assert json.loads(path.read_text())["format"] == st.FORMAT
    # Counting goes on in the fresh record; the notice stays until dismissed.
    st.Statistics(path).count(
        "scopa", 1, "easy", False, {"outcome": "won", "deals": 1, "points": 1, "counts": {}}
    )
    assert st.Statistics(path).bucket("scopa", "easy")["won"] == 1
    assert "notice" in st.Statistics(path).load()
    st.Statistics(path).dismiss_notice()
    assert "notice" not in st.Statistics(path).load()


def test_a_newer_file_is_kept_as_newer(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    newer = {"format": "cardavia-statistics/9", "games": {"scopa": {}}}
    path.write_text(json.dumps(newer))
    record = st.Statistics(path).load()
    assert record["notice"]["problem"] == "newer"
    assert ".newer-" in record["notice"]["kept_as"]
    assert json.loads((tmp_path / record["notice"]["kept_as"]).read_text()) == newer
