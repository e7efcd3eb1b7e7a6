"""The player's record: statistics per game and AI level, computed from the engine's events.

Pure Python (no Qt): the engine worker feeds it when a match ends or is given up, the
statistics page reads it. One versioned JSON file, ``<data dir>/statistics.json``, written
atomically and read through ``storage.load`` (an unreadable or newer file is set aside, the
record starts afresh and says so in its ``notice``).

What a match counts as (docs/app.md, "The player's record"):

- it counts when it ends (``match_end``); one given up by *New match*, *Play deal #…* or an
  import while you had made a decision in it counts as **lost** (``abandoned``);
- under the AI level it was played at; a match during which the level changed counts under
  ``mixed`` (the levels used are remembered with the match under way, across a restart);
- a match with a take-back or a hint (``Match.assisted``), or an imported one, is counted
  apart (the ``assisted`` bucket of its level); replays and "How would Hard have done?" never
  count.

Every figure is derived from the events the match kept of its moves (``Match.events``, as the
deal's story is), so a resume or a take-back counts exactly what was played.
"""

from __future__ import annotations

import contextlib
import math
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from cardavia_desktop import file_lock, paths, storage
from cardavia_desktop.outside_text import shown

from .statistics_figures import (
    COUNTS,
    HISTORY_KEPT,
    HUMAN,
    KINDS,
    LEVELS,
    add_to_bucket,
    deal_pair,
    deal_score,
    empty_bucket,
    figures,
    game_record,
    human_decided,
    match_summary,
    outcome,
    replay_events,
    summarize_match,
)

FORMAT = "cardavia-statistics/1"

# One match's figures and their buckets live in ``statistics_figures``; callers read them here.
__all__ = [
    "COUNTS",
    "FORMAT",
    "HISTORY_KEPT",
    "HUMAN",
    "KINDS",
    "LEVELS",
    "Statistics",
    "add_to_bucket",
    "count_match",
    "deal_pair",
    "deal_score",
    "empty_bucket",
    "figures",
    "game_record",
    "human_decided",
    "match_summary",
    "outcome",
    "read_record",
    "replay_events",
    "statistics_path",
    "summarize_match",
]


def statistics_path() -> Path:
    """The record's file (``$XDG_DATA_HOME/cardavia/statistics.json`` on Linux)."""
    return paths.data_dir() / "statistics.json"


MAX_COUNT = 2**31 - 1
"""The largest count the record keeps (a Qt ``int``, what QML shows exactly)."""
MAX_POINTS = 1e12
"""The largest sum (or mean) of deal points the record keeps, either sign."""
OUTCOMES = ("won", "lost", "drawn")
WHOLE = ("played", *OUTCOMES, "abandoned", "streak", "best_streak", "deals")
"""The counts of a bucket: whole numbers from 0 to ``MAX_COUNT``."""


def _count(value: Any, low: int = 0) -> int | None:
    """``value`` as a count from ``low`` to ``MAX_COUNT``, or ``None`` (a boolean, a fraction,
    not a finite number, out of range)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if isinstance(value, float):
        if not (math.isfinite(value) and value.is_integer()):
            return None
        value = int(value)
    return value if low <= value <= MAX_COUNT else None


def _real(value: Any) -> float | None:
    """``value`` as a finite number within ``MAX_POINTS``, or ``None``."""
    number = storage.finite_number(value)
    return number if number is not None and abs(number) <= MAX_POINTS else None


def _check_bucket(
    game: str, bucket: Any, repaired: list[str] | None = None, where: str = ""
) -> dict[str, Any] | None:
    """A bucket read from the file, each value checked alone (the rule settings follow): one
    that is not a finite number in range is dropped (its empty value) and named in
    ``repaired``, the others are kept; ``None`` when the bucket is not an object at all."""
    repaired = [] if repaired is None else repaired
    where = where or game
    if not isinstance(bucket, dict):
        repaired.append(where)
        return None
    fresh = empty_bucket(game)
    dropped: set[str] = set()
    for key in WHOLE:
        if key in bucket:
            value = _count(bucket[key])
            if value is None:
                dropped.add(key)
            else:
                fresh[key] = value
    if "points" in bucket:
        points = _real(bucket["points"])
        if points is None:
            dropped.add("points")
        else:
            fresh["points"] = points
    counts = bucket.get("counts", {})
    if isinstance(counts, dict):
        record = game_record(game)
        for name in record.COUNTS:
            if name in counts:
                value = _count(counts[name], -MAX_COUNT if name in record.SIGNED else 0)
                if value is None:
                    dropped.add(f"counts.{name}")
                else:
                    fresh["counts"][name] = value
    else:
        dropped.add("counts")
    history = bucket.get("history", [])
    if isinstance(history, list):
        kept = [
            [h[0], _real(h[1])]
            for h in history
            if isinstance(h, list)
            and len(h) == 2
            and h[0] in ("w", "l", "d")
            and _real(h[1]) is not None
        ]
        if len(kept) != len(history):
            dropped.add("history")
        fresh["history"] = kept[-HISTORY_KEPT:]
    else:
        dropped.add("history")
    _reconcile(fresh, dropped)
    repaired.extend(f"{where}.{key}" for key in sorted(dropped))
    return fresh


def _reconcile(bucket: dict[str, Any], dropped: set[str]) -> None:
    """Make ``played`` the sum of the outcomes again: a dropped one of the four is worked out
    from the others when it can be, else ``played`` is the sum (named in ``dropped``)."""
    parts = sum(bucket[key] for key in OUTCOMES)
    if parts == bucket["played"]:
        return
    lost = [key for key in ("played", *OUTCOMES) if key in dropped]
    if len(lost) == 1 and lost[0] != "played":
        others = sum(bucket[key] for key in OUTCOMES if key != lost[0])
        if 0 <= bucket["played"] - others <= MAX_COUNT:
            bucket[lost[0]] = bucket["played"] - others
            return
    bucket["played"] = min(parts, MAX_COUNT)
    dropped.add("played")


def read_record(data: Any) -> dict[str, Any]:
    """The record a statistics file holds; raises for a file that is not one (``storage.load``
    then sets it aside): not the format, or a newer format.

    Within a record, each value is checked alone: one the app could not have written (not a
    finite number, out of range, an unknown game) is dropped or repaired and the rest kept;
    what was dropped is listed under ``"repaired"`` (never written to the file)."""
    if not isinstance(data, dict) or not isinstance(data.get("format"), str):
        raise storage.BadFile("damaged", "not a statistics file")
    name, _, version = data["format"].rpartition("/")
    if name != FORMAT.rpartition("/")[0] or not version.isdigit() or len(version) > 6:
        raise storage.BadFile("damaged", f"unknown format {shown(data['format'])}")
    if int(version) > int(FORMAT.rpartition("/")[2]):
        raise storage.NewerFormat(data["format"], FORMAT)
    repaired: list[str] = []
    games = data.get("games", {})
    if not isinstance(games, dict):
        repaired.append("games")
        games = {}
    record: dict[str, Any] = {"format": FORMAT, "games": {}, "under_way": {}}
    for game, levels in games.items():
        if game not in COUNTS or not isinstance(levels, dict):
            repaired.append(shown(game, quoted=False))
            continue
        checked: dict[str, Any] = {}
        for level, kinds in levels.items():
            if level not in LEVELS or not isinstance(kinds, dict):
                repaired.append(f"{game}.{shown(level, quoted=False)}")
                continue
            buckets = {
                kind: _check_bucket(game, kinds[kind], repaired, f"{game}.{level}.{kind}")
                for kind in KINDS
                if kind in kinds
            }
            checked[level] = {
                kind: bucket for kind, bucket in buckets.items() if bucket is not None
            }
        record["games"][game] = checked
    under_way = data.get("under_way", {})
    if isinstance(under_way, dict):
        for game, entry in under_way.items():
            if (
                game in COUNTS
                and isinstance(entry, dict)
                and type(entry.get("seed")) is int
                and 0 <= entry["seed"] <= MAX_COUNT
                and isinstance(entry.get("levels"), list)
                and all(level in LEVELS for level in entry["levels"])
            ):
                record["under_way"][game] = {"seed": entry["seed"], "levels": list(entry["levels"])}
            else:
                repaired.append(f"under_way.{shown(game, quoted=False)}")
    notice = data.get("notice")
    if isinstance(notice, dict) and all(isinstance(v, str) for v in notice.values()):
        record["notice"] = {
            "problem": notice.get("problem", ""),
            "kept_as": notice.get("kept_as", ""),
        }
    if repaired:
        record["repaired"] = repaired
    return record


_LOCK = threading.RLock()
"""One read-modify-write at a time in this process (the worker records, the page resets, a
load rewrites a repaired or set-aside record): re-entrant, as those call ``load`` holding it."""
_HOLDING = threading.local()
"""Whether this thread holds the record's file lock (``Statistics._changing`` nests)."""
LOCK_TIMEOUT_S = 10.0
"""How long a change waits for another process's (``LockTimeout`` then: never a hang)."""


class Statistics:
    """The record file: read it, count a match, reset a game (each write atomic)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else statistics_path()

    def load(self) -> dict[str, Any]:
        """The record, never raising: a missing file gives an empty one; a bad or newer one
        is set aside, a fresh record is written with a ``notice`` saying where it was kept;
        values that could not be read are dropped alone and the file rewritten without them."""
        with _LOCK:  # a rewrite never replaces a count made meanwhile
            return self._load()

    def _load(self) -> dict[str, Any]:
        loaded = storage.load(self.path, read_record)
        if loaded.value is not None:
            record = loaded.value
            repaired = record.pop("repaired", None)
            if repaired:  # the file gets the values kept: the next read is clean
                print(
                    f"cardavia: the statistics file {shown(self.path, 200)} held values "
                    f"that could not be read ({shown(', '.join(repaired), 300, quoted=False)});"
                    " they were dropped and the rest kept",
                    file=sys.stderr,
                )
                self._rewrite(record)
            return record
        record = {"format": FORMAT, "games": {}, "under_way": {}}
        if loaded.problem is not None:
            kept = loaded.moved_to.name if loaded.moved_to else ""
            print(
                f"cardavia: the statistics file was {loaded.problem} ({loaded.detail}); "
                f"a fresh record is kept; the old file is {shown(loaded.moved_to, 200)}",
                file=sys.stderr,
            )
            record["notice"] = {"problem": loaded.problem, "kept_as": kept}
            self._rewrite(record)
        return record

    @contextlib.contextmanager
    def _changing(self) -> Iterator[None]:
        """One read-modify-write at a time, across this process's threads and every process
        of the user (``.statistics.json.lock`` beside the file): no count is lost. Nests (a
        change's ``load`` may rewrite a repaired record under the lock the change holds)."""
        with _LOCK:
            if getattr(_HOLDING, "file", False):
                yield
                return
            with file_lock.locked(self.path.with_name(f".{self.path.name}.lock"), LOCK_TIMEOUT_S):
                _HOLDING.file = True
                try:
                    yield
                finally:
                    _HOLDING.file = False

    def _rewrite(self, record: dict[str, Any]) -> None:
        """Write back a record that ``load`` repaired or started afresh, under the lock; when
        another process holds it past the timeout, the next read does it instead."""
        with contextlib.suppress(file_lock.LockTimeout), self._changing():
            self._write(record)

    def _write(self, record: dict[str, Any]) -> None:
        record["written"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")
        storage.atomic_write_json(self.path, record)

    def bucket(self, game: str, level: str, kind: str = "plain") -> dict[str, Any]:
        """The figures of one bucket (``figures``); an empty one when nothing was counted."""
        found = self.load()["games"].get(game, {}).get(level, {}).get(kind)
        return figures(found if found is not None else empty_bucket(game))

    def begin(self, game: str, seed: int, level: str) -> None:
        """A match of ``game`` with ``seed`` is at the table at ``level`` (a resumed one keeps
        the levels it was played at)."""
        with self._changing():
            record = self.load()
            entry = record["under_way"].get(game)
            if entry is None or entry["seed"] != seed:
                entry = {"seed": seed, "levels": []}
            if level in LEVELS and level not in entry["levels"]:
                entry["levels"].append(level)
                record["under_way"][game] = entry
                self._write(record)

    def level_of(self, game: str, seed: int, level: str) -> str:
        """The bucket a match ending now counts under: its level, ``mixed`` if it changed."""
        entry = self.load()["under_way"].get(game)
        levels = set(entry["levels"]) if entry and entry["seed"] == seed else set()
        levels.add(level)
        return levels.pop() if len(levels) == 1 else "mixed"

    def count(
        self, game: str, seed: int, level: str, assisted: bool, summary: dict[str, Any]
    ) -> str:
        """Count one finished (or given up) match; returns the level it counted under."""
        with self._changing():
            counted = self.level_of(game, seed, level)
            record = self.load()
            kinds = record["games"].setdefault(game, {}).setdefault(counted, {})
            bucket = kinds.setdefault("assisted" if assisted else "plain", empty_bucket(game))
            add_to_bucket(bucket, summary, game_record(game).MAXIMA)
            entry = record["under_way"].get(game)
            if entry is not None and entry["seed"] == seed:
                del record["under_way"][game]
            self._write(record)
        return counted

    def reset(self, game: str) -> None:
        """Forget ``game``'s record (the match under way keeps its levels)."""
        with self._changing():
            record = self.load()
            record["games"].pop(game, None)
            record.pop("notice", None)
            self._write(record)

    def dismiss_notice(self) -> None:
        """The player has read that the old file was set aside."""
        with self._changing():
            record = self.load()
            if record.pop("notice", None) is not None:
                self._write(record)


def count_match(match: Any, level: str, abandoned: bool = False, path: Path | None = None) -> str:
    """Count ``match`` (over, or given up) in the record; returns the level it counted under."""
    summary = summarize_match(match, abandoned)
    return Statistics(path).count(match.game, match.seed, level, bool(match.assisted), summary)
