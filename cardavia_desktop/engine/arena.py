"""``cardavia-arena``: AI against AI with duplicate deals, for any registered game.

Each match (or, with ``--deals``, each single deal) is played twice with the same seed and so
the same cards: once with side A in the first seat(s) and once with the sides swapped. With
two seats a side is one seat; with four, side A is the team of seats 0 and 2. The report gives
each side's win rate with a 95 % Wilson interval, its mean points, and decision times per level.

    cardavia-arena --game schnapsen --seats hard,easy --matches 200 --seed 1 [--json]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .ai import bot_names, create_ai
from .match import new_match
from .registry import GAMES

POINT_KEYS = ("game_points", "match_points", "points", "stacks", "scores")
"""Where a result or ``deal_end`` event keeps its numbers, first found wins."""


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate.

    >>> low, high = wilson(50, 100)
    >>> round(low, 3), round(high, 3)
    (0.404, 0.596)
    """
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    denominator = 1 + z * z / games
    centre = (rate + z * z / (2 * games)) / denominator
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], fraction: float) -> float:
    """The ``fraction`` quantile by nearest rank (0 for no values).

    >>> percentile([1, 2, 3, 4], 0.5), percentile([1, 2, 3, 4], 0.95)
    (2, 4)
    """
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def side_of_seat(seat: int, players: int) -> int:
    """Side index of a seat: the seat itself with 2 players, its team (0/2 vs 1/3) with 4."""
    return seat % 2 if players == 4 else seat


def side_of_winner(winner: Any, players: int) -> int | None:
    """Read a result's ``winner`` (seat, team index or team name) as a side; ``None`` = tie."""
    if isinstance(winner, bool) or winner is None:
        return None
    if isinstance(winner, int):
        return winner % 2 if players == 4 else winner
    if isinstance(winner, str):
        return {"NS": 0, "EW": 1}.get(winner.upper())
    return None


def side_points(record: dict[str, Any], players: int) -> list[float] | None:
    """Per-side numbers from a result or ``deal_end`` payload, if it has any."""
    for key in POINT_KEYS:
        value = record.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            side = side_of_winner(record.get("winner"), players)
            return None if side is None else [float(value) * (s == side) for s in (0, 1)]
        if (
            isinstance(value, list)
            and len(value) in (2, players)
            and all(isinstance(v, (int, float)) for v in value)
        ):
            if len(value) == 2:
                return [float(v) for v in value]
            return [float(value[0] + value[2]), float(value[1] + value[3])]
    return None


@dataclass
class Tally:
    """Running totals of an arena run."""

    games: int = 0
    wins: list[float] = field(default_factory=lambda: [0.0, 0.0])
    ties: int = 0
    points: list[float] = field(default_factory=lambda: [0.0, 0.0])
    counted_points: int = 0
    wins_as_first: list[int] = field(default_factory=lambda: [0, 0])
    """Wins of each side when it held seat 0 (side A's orientation), to show the swap."""
    times: dict[str, list[float]] = field(default_factory=dict)
    decisions: int = 0


def play_one(
    game: str, seed: int, levels: Sequence[str], swapped: bool, deals_only: bool, tally: Tally
) -> None:
    """Play one match (or its first deal) with sides seated plainly or swapped."""
    match = new_match(game, seed=seed)
    players = match.players
    seat_side = [side_of_seat(seat, players) ^ swapped for seat in range(players)]
    bots = [
        create_ai(game, levels[seat_side[seat]], seed=seed * 8 + seat) for seat in range(players)
    ]
    record: dict[str, Any] | None = None
    while not match.is_over:
        seat = match.current_player
        assert seat is not None
        start = time.perf_counter()
        action = bots[seat].choose(match.observation(seat), match.legal_actions())
        tally.times.setdefault(levels[seat_side[seat]], []).append(time.perf_counter() - start)
        tally.decisions += 1
        events = match.apply(action)
        ends = [event for event in events if event.get("type") == "deal_end"]
        if deals_only and ends:
            record = ends[0]
            break
    if record is None:
        record = match.result or {}
    tally.games += 1
    winner = side_of_winner(record.get("winner"), players)
    numbers = side_points(record, players)
    if winner is None:
        tally.ties += 1
        for side in (0, 1):
            tally.wins[side] += 0.5
    else:
        side = winner ^ swapped
        tally.wins[side] += 1
        if not swapped:
            tally.wins_as_first[side] += 1
    if numbers is not None:
        tally.counted_points += 1
        for side in (0, 1):
            tally.points[side ^ swapped] += numbers[side]


def run(
    game: str, levels: Sequence[str], count: int, seed: int, deals_only: bool, progress: int = 0
) -> Tally:
    """Play ``count`` duplicate pairs and return the tally (a line on stderr every
    ``progress`` pairs if that is positive)."""
    tally = Tally()
    start = time.perf_counter()
    for index in range(count):
        pair_seed = seed * 1_000_003 + index
        for swapped in (False, True):
            play_one(game, pair_seed, levels, swapped, deals_only, tally)
        if progress > 0 and (index + 1) % progress == 0:
            print(
                f"{index + 1}/{count} pairs, {levels[0]} {tally.wins[0]:.1f}"
                f" – {levels[1]} {tally.wins[1]:.1f}, {time.perf_counter() - start:.0f} s",
                file=sys.stderr,
                flush=True,
            )
    return tally


def report(
    game: str, levels: Sequence[str], tally: Tally, seed: int, deals_only: bool, seconds: float
) -> dict[str, Any]:
    """The arena's results as a JSON-serialisable dict."""
    sides = []
    for side, level in enumerate(levels):
        low, high = wilson(tally.wins[side], tally.games)
        sides.append(
            {
                "side": "AB"[side],
                "level": level,
                "seats": [
                    s
                    for s in range(GAMES[game].players)
                    if side_of_seat(s, GAMES[game].players) == side
                ],
                "wins": tally.wins[side],
                "win_rate": tally.wins[side] / tally.games if tally.games else 0.0,
                "ci95": [low, high],
                "mean_points": (
                    tally.points[side] / tally.counted_points if tally.counted_points else None
                ),
                "wins_in_first_orientation": tally.wins_as_first[side],
            }
        )
    times = {
        level: {
            "decisions": len(values),
            "p50": percentile(values, 0.5),
            "p95": percentile(values, 0.95),
            "max": max(values, default=0.0),
        }
        for level, values in tally.times.items()
    }
    return {
        "game": game,
        "unit": "deal" if deals_only else "match",
        "seed": seed,
        "pairs": tally.games // 2,
        "games": tally.games,
        "ties": tally.ties,
        "points_meaning": "points per deal (deal_end)" if deals_only else "final points (result)",
        "sides": sides,
        "decision_time": times,
        "decisions": tally.decisions,
        "seconds": round(seconds, 2),
    }


def format_table(result: dict[str, Any]) -> str:
    """The report as a plain-text table."""
    unit = "matches" if result["unit"] == "match" else "deals"
    lines = [
        f"{result['game']}: {result['pairs']} duplicate pairs, {result['games']} {unit} "
        f"(seed {result['seed']}, {result['seconds']} s)",
        f"{'side':<5}{'level':<10}{'wins':>9}{'win rate':>10}  {'95% CI':<19}"
        f"mean {result['points_meaning']}",
    ]
    for side in result["sides"]:
        low, high = side["ci95"]
        mean = "-" if side["mean_points"] is None else f"{side['mean_points']:.3f}"
        lines.append(
            f"{side['side']:<5}{side['level']:<10}{side['wins']:>9.1f}"
            f"{side['win_rate']:>10.3f}  [{low:.3f}, {high:.3f}]   {mean}"
        )
    if result["ties"]:
        lines.append(f"ties: {result['ties']} (counted half to each side)")
    lines.append(f"{'level':<10}{'decisions':>10}{'p50 s':>10}{'p95 s':>10}{'max s':>10}")
    for level, t in result["decision_time"].items():
        lines.append(
            f"{level:<10}{t['decisions']:>10}{t['p50']:>10.4f}{t['p95']:>10.4f}{t['max']:>10.4f}"
        )
    return "\n".join(lines)


def parser() -> argparse.ArgumentParser:
    """The command-line interface."""
    p = argparse.ArgumentParser(
        prog="cardavia-arena",
        description="Play AI against AI with duplicate deals (each replayed with seats swapped).",
    )
    p.add_argument("--game", required=True, choices=list(GAMES), help="game id")
    p.add_argument(
        "--seats",
        required=True,
        help="two levels, side A then side B (for 4 seats: teams 0/2 and 1/3)",
    )
    count = p.add_mutually_exclusive_group()
    count.add_argument("--matches", type=int, help="duplicate pairs of whole matches (default 100)")
    count.add_argument("--deals", type=int, help="duplicate pairs of single (first) deals instead")
    p.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    p.add_argument(
        "--progress",
        type=int,
        default=0,
        metavar="N",
        help="print a progress line on stderr every N pairs",
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``cardavia-arena``."""
    p = parser()
    args = p.parse_args(argv)
    levels = [level.strip() for level in args.seats.split(",")]
    try:
        known = bot_names(args.game)
    except ImportError:
        p.error(f"{args.game} has no AI module yet")
    if len(levels) != 2:
        p.error(f"--seats needs exactly two levels (side A,side B), got {args.seats!r}")
    for level in levels:
        if level not in known:
            p.error(f"unknown level {level!r} for {args.game}; choose from {', '.join(known)}")
    count = args.deals if args.deals is not None else args.matches
    count = 100 if count is None else count
    if count <= 0:
        p.error("--matches/--deals must be a positive number")
    start = time.perf_counter()
    tally = run(args.game, levels, count, args.seed, args.deals is not None, args.progress)
    result = report(
        args.game, levels, tally, args.seed, args.deals is not None, time.perf_counter() - start
    )
    print(json.dumps(result, indent=2) if args.json else format_table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
