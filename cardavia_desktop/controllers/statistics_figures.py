"""The figures of the player's record: what one match counts (from the events the match kept
of its moves, ``Match.events``) and the per-level buckets those figures add up in. Pure
Python; ``statistics.py`` keeps the file they are written to and read from."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardavia_desktop.engine.contract import GameRecord

LEVELS = ("easy", "normal", "hard", "mixed")
"""The buckets of each game: the three AI levels, and ``mixed`` (the level changed)."""
KINDS = ("plain", "assisted")
HISTORY_KEPT = 500
"""Results kept per bucket for the chart (``w``, ``l``, ``d`` with the mean deal points)."""
HUMAN = 0


def game_record(game: str) -> GameRecord:
    """What ``game`` counts (its spec's ``record``: ``engine/games/<id>/record.py``); a game
    that names none counts wins, losses and draws only. Imports that game's package."""
    from cardavia_desktop.engine.record import WINS_ONLY
    from cardavia_desktop.engine.registry import GAMES

    return GAMES[game].record or WINS_ONLY


class _Counts(Mapping[str, tuple[str, ...]]):
    """Each game's own counts by game id (its record's ``COUNTS``; summed over matches,
    except its ``MAXIMA``: the largest). Which games there are imports none of them."""

    def __getitem__(self, game: str) -> tuple[str, ...]:
        if game not in self:
            raise KeyError(game)
        return tuple(game_record(game).COUNTS)

    def __contains__(self, game: object) -> bool:
        from cardavia_desktop.engine.registry import GAMES

        return isinstance(game, str) and game in GAMES

    def __iter__(self) -> Iterator[str]:
        from cardavia_desktop.engine.registry import GAMES

        return iter(GAMES)

    def __len__(self) -> int:
        from cardavia_desktop.engine.registry import GAMES

        return len(GAMES)


COUNTS: Mapping[str, tuple[str, ...]] = _Counts()
"""Each game's own counts, by game id (from its ``record`` module)."""


# -- one match, from its events -----------------------------------------------------------


def replay_events(match: Any) -> list[dict[str, Any]]:
    """Every event of ``match`` so far, in order, each with ``actor`` (the seat that acted):
    the events the match kept of its moves (``Match.events``), nothing replayed."""
    return [
        {**event, "actor": actor}
        for events, actor in zip(match.events, match.actors, strict=True)
        for event in events
    ]


def deal_score(game: str, deal_end: dict[str, Any], seat: int = HUMAN) -> float:
    """Your side's result of one deal in the game's own unit (its record's ``deal_score``):
    Scopa's deal points, Schnapsen's game points won, Piedicavallo's card points, Minchiate's
    net resti, Lock & Bet's chips."""
    return game_record(game).deal_score(deal_end, seat)


def deal_pair(game: str, deal_end: dict[str, Any], seat: int = HUMAN) -> list[float]:
    """``[yours, theirs]`` of one deal (``deal_score`` for each side; theirs is the first
    seat of the other side)."""
    from cardavia_desktop.engine.registry import GAMES

    other = next(s for team in GAMES[game].teams if seat not in team for s in team)
    return [deal_score(game, deal_end, seat), deal_score(game, deal_end, other)]


def outcome(game: str, result: dict[str, Any] | None, seat: int = HUMAN) -> str:
    """``"won"``, ``"lost"`` or ``"drawn"`` for ``seat`` from a match's ``result``."""
    return game_record(game).outcome(result, seat)


def match_summary(
    game: str,
    events: list[dict[str, Any]],
    result: dict[str, Any] | None,
    abandoned: bool = False,
    seat: int = HUMAN,
) -> dict[str, Any]:
    """What one match adds to the record: ``{"outcome", "deals", "points", "counts"}``
    (``points`` the sum of your deal scores, ``counts`` the game's own: its record's
    ``counts``), from the match's events and result."""
    record = game_record(game)
    deals = [e for e in events if e.get("type") == "deal_end"]
    result_kind = "lost" if abandoned else record.outcome(result, seat)
    counts = dict.fromkeys(record.COUNTS, 0)
    counts.update(record.counts(events, result, result_kind, seat))
    return {
        "outcome": result_kind,
        "abandoned": abandoned,
        "deals": len(deals),
        "points": sum(record.deal_score(deal, seat) for deal in deals),
        "counts": counts,
    }


def summarize_match(match: Any, abandoned: bool = False) -> dict[str, Any]:
    """``match_summary`` of a ``Match`` (from the events it kept of its moves)."""
    return match_summary(match.game, replay_events(match), match.result, abandoned)


def human_decided(match: Any, seat: int = HUMAN) -> bool:
    """``seat`` made a real decision (not a forced move) in ``match``: giving it up loses."""
    return any(
        actor == seat and not forced
        for actor, forced in zip(match.actors, match.forced, strict=True)
    )


# -- the record ------------------------------------------------------------------------------


def empty_bucket(game: str) -> dict[str, Any]:
    """A bucket with nothing counted."""
    return {
        "played": 0,
        "won": 0,
        "lost": 0,
        "drawn": 0,
        "abandoned": 0,
        "streak": 0,
        "best_streak": 0,
        "deals": 0,
        "points": 0.0,
        "counts": dict.fromkeys(COUNTS.get(game, ()), 0),
        "history": [],
    }


def add_to_bucket(
    bucket: dict[str, Any], summary: dict[str, Any], maxima: frozenset[str] = frozenset()
) -> None:
    """Count one match's ``summary`` into ``bucket`` (the counts in ``maxima`` keep their
    largest value, the others add up)."""
    result = summary["outcome"]
    bucket["played"] += 1
    bucket[result] += 1
    bucket["abandoned"] += int(bool(summary.get("abandoned")))
    bucket["streak"] = bucket["streak"] + 1 if result == "won" else 0
    bucket["best_streak"] = max(bucket["best_streak"], bucket["streak"])
    bucket["deals"] += int(summary["deals"])
    bucket["points"] = round(float(bucket["points"]) + float(summary["points"]), 6)
    for key, value in summary["counts"].items():
        old = bucket["counts"].get(key, 0)
        bucket["counts"][key] = max(old, value) if key in maxima else old + value
    mean = summary["points"] / summary["deals"] if summary["deals"] else 0.0
    bucket["history"].append([result[0], round(mean, 3)])
    del bucket["history"][:-HISTORY_KEPT]


def figures(bucket: dict[str, Any]) -> dict[str, Any]:
    """A bucket with its derived figures: ``win_rate`` (0..1, of the matches played) and
    ``points_per_deal`` (mean)."""
    played, deals = bucket["played"], bucket["deals"]
    return {
        **bucket,
        "win_rate": bucket["won"] / played if played else 0.0,
        "points_per_deal": bucket["points"] / deals if deals else 0.0,
    }
