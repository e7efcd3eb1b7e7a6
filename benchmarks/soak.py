"""Soak: random legal play of many whole matches per game, with save/load round trips.

Every ``--check-every`` moves (and at the end) the match is saved through JSON, loaded back
with ``load_match`` and compared (``==`` compares ``to_dict``); every observation must be
JSON-serialisable. Prints matches per second and moves per match per game, and any failure
(with the seed to replay it). Never asserts timings.

    nice -n 10 .venv/bin/python benchmarks/soak.py [--seconds 10] [--matches 0] [--games scopa]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardavia_desktop.engine import GAMES, load_match, new_match
from cardavia_desktop.engine.match import Match


def soak_one(game: str, seed: int, check_every: int) -> int:
    """Play one random match of ``game``; returns its move count; raises on a broken contract."""
    match, rng = new_match(game, seed=seed), random.Random(seed)
    moves = 0
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
        moves += 1
        if moves % check_every == 0:
            _round_trip(match)
    _round_trip(match)
    if json.loads(json.dumps(match.result)) != match.result:
        raise AssertionError("the result is not JSON")
    return moves


def _round_trip(match: Match) -> None:
    saved = json.loads(json.dumps(match.to_dict()))
    if load_match(saved) != match:
        raise AssertionError(f"load_match(to_dict()) differs after {len(match.history)} moves")
    for seat in range(match.players):
        observation = match.observation(seat)
        if json.loads(json.dumps(observation)) != observation:
            raise AssertionError(f"the observation of seat {seat} is not JSON")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="time per game")
    parser.add_argument("--matches", type=int, default=0, help="matches per game (0: by time)")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--check-every", type=int, default=25, help="moves between round trips")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    failures = 0
    print(f"{'game':<13}{'matches':>9}{'moves/match':>13}{'matches/s':>11}{'failures':>10}")
    for game in args.games.split(","):
        started, played, moves, failed = time.perf_counter(), 0, 0, 0
        seed = args.seed * 1_000_003
        while (
            played < args.matches if args.matches else time.perf_counter() - started < args.seconds
        ):
            try:
                moves += soak_one(game, seed, args.check_every)
            except Exception:
                failed += 1
                print(f"  {game} seed {seed}:\n{traceback.format_exc()}", file=sys.stderr)
            played += 1
            seed += 1
        elapsed = time.perf_counter() - started
        print(
            f"{game:<13}{played:>9}{moves / max(1, played):>13.0f}"
            f"{played / elapsed:>11.1f}{failed:>10}"
        )
        failures += failed
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
