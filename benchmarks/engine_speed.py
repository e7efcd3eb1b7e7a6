"""Random-play speed of every registered game: moves per second, int API and Match API.

    .venv/bin/python benchmarks/engine_speed.py [--seconds 2] [--games schnapsen,scopa]

The int API (``GameState.legal_actions`` + ``apply_action``) is what search uses; the Match
API adds action strings and validation, as the app and the arena use it. Prints a table.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardavia_desktop.engine import GAMES, new_match


def int_api_speed(game: str, seconds: float) -> tuple[float, int, float]:
    """Moves/s, matches finished and mean moves per match with random play on the int API."""
    rng = random.Random(1)
    moves = matches = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = GAMES[game].new_state(random.Random(matches), None, None)
        while not state.is_over():
            state.apply_action(rng.choice(state.legal_actions()))
            moves += 1
        matches += 1
    elapsed = time.perf_counter() - start
    return moves / elapsed, matches, moves / max(matches, 1)


def match_api_speed(game: str, seconds: float) -> float:
    """Moves/s with random play through ``Match`` (strings, validation, history)."""
    rng = random.Random(2)
    moves = seed = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        match = new_match(game, seed=seed)
        while not match.is_over and time.perf_counter() < deadline:
            match.apply(rng.choice(match.legal_actions()))
            moves += 1
        seed += 1
    return moves / (time.perf_counter() - start)


def main() -> None:
    """Measure and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="per game and API")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    args = parser.parse_args()
    print(f"{'game':<14}{'int moves/s':>13}{'Match moves/s':>15}{'matches':>9}{'moves/match':>13}")
    for game in args.games.split(","):
        rate, matches, per_match = int_api_speed(game, args.seconds)
        string_rate = match_api_speed(game, args.seconds)
        print(f"{game:<14}{rate:>13,.0f}{string_rate:>15,.0f}{matches:>9}{per_match:>13.1f}")


if __name__ == "__main__":
    main()
