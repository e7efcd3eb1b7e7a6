"""``search.halving``: successive halving on close decisions (shared by Minchiate and
Piedicavallo's hard)."""

from __future__ import annotations

from cardavia_desktop.engine.search.halving import floor_dropped, successive_halving


def _race(
    means: dict[str, list[float]], close: float, allowed: float
) -> tuple[list[str], list[str], list[list[str]]]:
    """Candidates whose n-th roll adds ``means[c][n]`` (a running mean per candidate)."""
    totals = {c: v[0] for c, v in means.items()}
    counts = dict.fromkeys(means, 1)
    rolls: list[list[str]] = []

    def roll(alive: list[str]) -> None:
        rolls.append(list(alive))
        for c in alive:
            totals[c] += means[c][counts[c]]
            counts[c] += 1

    def mean(c: str) -> float:
        return totals[c] / counts[c]

    kept, dropped = successive_halving(
        list(means), roll, mean, lambda c: (-mean(c), c), close, 10, allowed
    )
    return kept, dropped, rolls


def test_a_clear_decision_is_not_refined() -> None:
    kept, dropped, rolls = _race({"a": [5.0] * 4, "b": [1.0] * 4, "c": [0.0] * 4}, 2.0, 1e9)
    assert (kept, dropped, rolls) == (["a", "b", "c"], [], [])


def test_close_candidates_are_halved_and_the_better_half_rolled_again() -> None:
    means = {"a": [1.0, 1.0, 1.0], "b": [1.5, 0.0, 0.0], "c": [1.2, 3.0, 3.0], "d": [0.0] * 3}
    kept, dropped, rolls = _race(means, 1.0, 1e9)
    # b 1.5, c 1.2, a 1.0, d 0: close, so b and c are rolled again; then c (2.1) and b
    # (0.75) are 1.35 apart: done.
    assert rolls == [["b", "c"]]
    assert kept == ["c", "b"] and dropped == ["a", "d"]


def test_the_extra_allowance_bounds_the_rounds() -> None:
    means = {"a": [1.0] * 20, "b": [1.0] * 20}
    _, _, rolls = _race(means, 1.0, 30.0)  # 10 worlds a candidate: one round of 2 costs 20
    assert rolls == [["a", "b"]]
    _, _, rolls = _race(means, 1.0, 60.0)
    assert rolls == [["a", "b"]] * 3


def test_a_dropped_candidate_never_ranks_above_a_kept_one() -> None:
    values = {"a": 2.0, "b": 1.0, "c": 5.0, "d": 0.5}
    floor_dropped(values, ["a", "b"], ["c", "d"])
    assert values == {"a": 2.0, "b": 1.0, "c": 1.0, "d": 0.5}
