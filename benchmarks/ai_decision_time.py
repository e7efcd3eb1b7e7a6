"""AI decision time per level per game: p50 / p95 / max seconds per decision.

    .venv/bin/python benchmarks/ai_decision_time.py [--decisions 60] [--games schnapsen]
        [--levels easy,normal,hard] [--budget 120]

The measured level sits in seat 0 (team 0/2 with four seats) against the game's ``easy``
bot (or its first bot), in seeded matches; only the measured level's decisions are timed.
Run it with ``nice`` on a shared machine; timings follow the machine's load.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardavia_desktop.engine import GAMES, new_match
from cardavia_desktop.engine.ai import LEVELS, bot_names, create_ai
from cardavia_desktop.engine.arena import percentile

sys.path.insert(0, str(Path(__file__).resolve().parent))
from machine_speed import describe


def measure(
    game: str, level: str, decisions: int, budget: float
) -> tuple[list[float], list[float]]:
    """Wall and CPU seconds of up to ``decisions`` decisions of ``level`` (within ``budget``
    wall seconds); CPU time shows the cost on an idle machine when the machine is shared."""
    names = bot_names(game)
    opponent = "easy" if "easy" in names else names[0]
    times: list[float] = []
    cpu: list[float] = []
    seed = 0
    start = time.perf_counter()
    while len(times) < decisions and time.perf_counter() - start < budget:
        match = new_match(game, seed=seed)
        mine = {0} if match.players == 2 else {0, 2}
        bots = [
            create_ai(game, level if seat in mine else opponent, seed=seed * 8 + seat)
            for seat in range(match.players)
        ]
        while not match.is_over and len(times) < decisions:
            seat = match.current_player
            observation, legal = match.observation(seat), match.legal_actions()
            tick, cpu_tick = time.perf_counter(), time.process_time()
            action = bots[seat].choose(observation, legal)
            if seat in mine:
                times.append(time.perf_counter() - tick)
                cpu.append(time.process_time() - cpu_tick)
            match.apply(action)
        seed += 1
    return times, cpu


def main() -> None:
    """Measure and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=60, help="timed decisions per level")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels")
    parser.add_argument("--budget", type=float, default=120.0, help="seconds per level at most")
    args = parser.parse_args()
    print(describe())
    print(
        f"{'game':<14}{'level':<9}{'decisions':>10}{'p50 s':>9}{'p95 s':>9}{'max s':>9}"
        f"{'cpu p50':>9}{'cpu p95':>9}{'cpu max':>9}"
    )
    for game in args.games.split(","):
        try:
            names = bot_names(game)
        except ImportError:
            print(f"{game:<14}(no AI module)")
            continue
        for level in args.levels.split(","):
            if level not in names:
                continue
            times, cpu = measure(game, level, args.decisions, args.budget)
            print(
                f"{game:<14}{level:<9}{len(times):>10}{percentile(times, 0.5):>9.4f}"
                f"{percentile(times, 0.95):>9.4f}{max(times, default=0.0):>9.4f}"
                f"{percentile(cpu, 0.5):>9.4f}{percentile(cpu, 0.95):>9.4f}"
                f"{max(cpu, default=0.0):>9.4f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
