"""The trainers' shared self-play cache (training/cache.py)."""

from __future__ import annotations

from pathlib import Path

from training.cache import cached_records


def test_records_are_made_once_then_read_back(tmp_path: Path) -> None:
    made: list[int] = []

    def make() -> list[dict]:
        made.append(1)
        return [{"seed": 3, "cards": ["S7", "DK"]}, {"seed": 4, "cards": []}]

    path = tmp_path / "sub" / "deals.jsonl.gz"
    first = cached_records(path, make)
    second = cached_records(path, make)
    assert len(made) == 1  # the second read came from the file, not from make()
    assert first == second and path.exists()


def test_no_path_means_no_cache() -> None:
    calls: list[int] = []
    for _ in range(2):
        assert cached_records(None, lambda: calls.append(1) or [1]) == [1]
    assert len(calls) == 2  # made each time: nothing stored
