"""Issue 32: the record takes only finite numbers in range, each value checked alone.

``"points": 1e400`` or ``NaN`` were accepted, shown as "inf"/"nan" and written back as the
non-JSON ``Infinity``/``NaN``; a count of 401 digits broke PySide's conversion (the statistics
tab showed nothing); a negative count set the whole record aside. Now a bad value is dropped
(or worked out from the others) alone, the rest is kept, and the file written back is strict
JSON.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardavia_desktop.controllers import statistics as st

BAD_NUMBERS = ["Infinity", "-Infinity", "NaN", "1e400", "1" + "0" * 400, "-3"]
"""Each as it stands in the file (the first three are not JSON: Python's reader takes them)."""


def bucket_text(**values: str) -> str:
    """A scopa bucket (5 played: 3 won, 2 lost) as JSON text, with ``values`` put in as
    written (``counts_scope``, ``history_mean`` for the nested ones)."""
    fields = {
        "played": "5",
        "won": "3",
        "lost": "2",
        "drawn": "0",
        "abandoned": "1",
        "streak": "1",
        "best_streak": "2",
        "deals": "10",
        "points": "12.5",
    }
    scope = values.pop("counts_scope", "4")
    mean = values.pop("history_mean", "1.5")
    fields.update(values)
    body = ", ".join(f'"{key}": {value}' for key, value in fields.items())
    return (
        f'{{{body}, "counts": {{"scope": {scope}, "settebello": 1, "primiera": 2}}, '
        f'"history": [["w", {mean}], ["l", -0.5]]}}'
    )


def record_text(bucket: str) -> str:
    """A record with ``bucket`` (scopa, normal) and a good schnapsen bucket beside it."""
    other = (
        '{"played": 2, "won": 2, "lost": 0, "drawn": 0, "deals": 4, "points": 6, '
        '"counts": {"marriages": 1}, "history": [["w", 1.0], ["w", 2.0]]}'
    )
    return (
        f'{{"format": "{st.FORMAT}", "games": {{"scopa": {{"normal": {{"plain": {bucket}}}}}, '
        f'"schnapsen": {{"easy": {{"plain": {other}}}}}}}}}'
    )


def strict(text: str) -> Any:
    """``text`` parsed as strict JSON (no NaN, no Infinity)."""

    def refuse(token: str) -> None:
        raise AssertionError(f"{token} written to the record")

    return json.loads(text, parse_constant=refuse)


def load_written(path: Path, text: str) -> dict[str, Any]:
    path.write_text(text, encoding="utf-8")
    return st.Statistics(path).load()


FIELDS: dict[str, Any] = {
    # the field, its value once dropped (or worked out), where it is in the bucket
    "played": 5,  # worked out from won + lost + drawn
    "won": 3,  # worked out from played − lost − drawn
    "deals": 0,
    "best_streak": 0,
    "points": 0.0,
    "counts_scope": 0,
    "history_mean": None,  # that result is dropped, the other kept
}


@pytest.mark.parametrize("bad", BAD_NUMBERS)
@pytest.mark.parametrize("field", list(FIELDS))
def test_a_bad_number_is_dropped_alone_and_the_file_written_back_is_strict(
    tmp_path: Path, field: str, bad: str
) -> None:
    path = tmp_path / "statistics.json"
    record = load_written(path, record_text(bucket_text(**{field: bad})))
    assert "notice" not in record and not list(tmp_path.glob("*.corrupt-*"))  # not set aside
    bucket = record["games"]["scopa"]["normal"]["plain"]
    good = st.read_record(strict(record_text(bucket_text())))["games"]["scopa"]["normal"]["plain"]
    kept = dict(good)
    if field == "points" and bad == "-3":  # a loss of points is a number like another
        kept["points"] = -3.0
    elif field == "history_mean" and bad == "-3":
        kept["history"] = [["w", -3.0], ["l", -0.5]]
    elif field == "counts_scope":
        kept["counts"] = {**good["counts"], "scope": 0}
    elif field == "history_mean":
        kept["history"] = [["l", -0.5]]
    else:
        kept[field] = FIELDS[field]
    assert bucket == kept
    # The rest of the record is kept, and it is what the file now holds, in strict JSON.
    assert record["games"]["schnapsen"]["easy"]["plain"]["counts"]["marriages"] == 1
    written = strict(path.read_text(encoding="utf-8"))
    assert st.read_record(written)["games"] == record["games"]
    # Read again: nothing to repair, nothing rewritten.
    stamp = path.stat().st_mtime_ns
    assert st.Statistics(path).load()["games"] == record["games"]
    assert path.stat().st_mtime_ns == stamp


@pytest.mark.parametrize("bad", ["true", '"7"', "null", "[1]", "2.5", str(2**31)])
def test_a_count_of_another_type_or_out_of_range_is_dropped(tmp_path: Path, bad: str) -> None:
    record = load_written(tmp_path / "s.json", record_text(bucket_text(deals=bad)))
    assert record["games"]["scopa"]["normal"]["plain"]["deals"] == 0
    assert record["games"]["scopa"]["normal"]["plain"]["won"] == 3


def test_counts_that_do_not_add_up_are_repaired(tmp_path: Path) -> None:
    record = load_written(tmp_path / "s.json", record_text(bucket_text(won="1e400", lost="NaN")))
    bucket = record["games"]["scopa"]["normal"]["plain"]
    assert (bucket["played"], bucket["won"], bucket["lost"]) == (0, 0, 0)  # the sum of what is left


def test_an_unknown_game_or_level_is_dropped_and_the_rest_kept(tmp_path: Path) -> None:
    text = record_text(bucket_text()).replace(
        '"schnapsen"', '"poker\\n\\u202e": {}, "scopa2": 7, "schnapsen"'
    )
    record = load_written(tmp_path / "s.json", text)
    assert set(record["games"]) == {"scopa", "schnapsen"}
    assert record["games"]["scopa"]["normal"]["plain"]["won"] == 3


def test_a_huge_count_reaches_the_view_as_a_number_it_can_hold(qapp, tmp_path: Path) -> None:
    """The page's figures cross into QML as a QVariantMap: a 401-digit count once failed."""
    from PySide6.QtCore import Property, QObject, Signal

    from cardavia_desktop.controllers.statistics_view import figures_of

    record = load_written(tmp_path / "s.json", record_text(bucket_text(deals="1" + "0" * 400)))
    shown = figures_of(record, "scopa")

    class Holder(QObject):
        changed = Signal()

        def _get(self) -> dict[str, Any]:
            return shown

        value = Property("QVariantMap", _get, notify=changed)

    crossed = Holder().property("value")
    assert crossed["levels"]["normal"]["plain"]["won"] == 3
    assert crossed["levels"]["normal"]["plain"]["deals"] == 0


def test_the_page_shows_a_record_with_bad_numbers(launch, monkeypatch) -> None:
    from tests.app.test_statistics_page import open_statistics, text_of

    path = st.statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        record_text(bucket_text(points="1e400", counts_scope="1" + "0" * 400)), encoding="utf-8"
    )
    shell = open_statistics(launch, "scopa", None)
    assert text_of(shell, "stat_normal_played") == "5"
    assert text_of(shell, "stat_normal_won") == "3"
    assert text_of(shell, "stat_normal_scope") == "0"
    assert "inf" not in text_of(shell, "stat_normal_points_per_deal").lower()
    assert not shell.find("statisticsNotice").property("visible")
    strict(path.read_text(encoding="utf-8"))
