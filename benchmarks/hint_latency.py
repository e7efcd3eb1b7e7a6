"""Hint latency: ``hard``'s ``rank`` (what the hint runs) next to ``hard``'s ``choose``, and the
cost of ``Match.take_back``, per game: p50 / p95 / max milliseconds.

    .venv/bin/python benchmarks/hint_latency.py [--decisions 30] [--games scopa,minchiate]
        [--budget 10]

Seat 0's decisions in seeded matches where every seat is played by ``hard``; at each one
(with two or more legal actions) ``rank`` and ``choose`` of a fresh ``hard`` bot are timed,
(in alternating order, so that a cache one warms does not flatter the other), then a
take-back of seat 0's last decision is timed on a copy (late in long matches too).
``hint_facts`` for the top three is timed with ``rank``. Run it with ``nice`` on a shared
machine; timings follow the machine's load.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardavia_desktop.engine import GAMES, load_match, new_match
from cardavia_desktop.engine.ai import create_ai, hint_facts
from cardavia_desktop.engine.arena import percentile


def measure(game: str, decisions: int, budget: float) -> dict[str, list[float]]:
    """Seconds per ``rank`` (+ facts of the top three), ``choose`` and ``take_back``."""
    times: dict[str, list[float]] = {"rank": [], "choose": [], "take_back": []}
    start = time.perf_counter()
    seed = 0
    while len(times["rank"]) < decisions and time.perf_counter() - start < budget:
        match = new_match(game, seed=seed)
        bots = [create_ai(game, "hard", seed=seed * 8 + s) for s in range(match.players)]
        while not match.is_over and time.perf_counter() - start < budget:
            seat = match.current_player
            observation, legal = match.observation(seat), match.legal_actions()
            if seat == 0 and len(legal) > 1 and len(times["rank"]) < decisions:
                # Alternate which goes first: a cache (Lock & Bet's solved deals) warmed by
                # one must not flatter the other.
                for kind in ("rank", "choose") if len(times["rank"]) % 2 else ("choose", "rank"):
                    bot = create_ai(game, "hard", seed=seed)
                    tick = time.perf_counter()
                    if kind == "rank":
                        for action, _ in bot.rank(observation, legal)[:3]:
                            hint_facts(game, observation, action)
                    else:
                        bot.choose(observation, legal)
                    times[kind].append(time.perf_counter() - tick)
            if seat == 0 and match.can_take_back(0):
                copy = load_match(match.to_dict())
                tick = time.perf_counter()
                copy.take_back(0)
                times["take_back"].append(time.perf_counter() - tick)
            match.apply(bots[seat].choose(observation, legal))
        seed += 1
    return times


def main() -> None:
    """Measure and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=30, help="timed hints per game")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--budget", type=float, default=10.0, help="seconds per game at most")
    args = parser.parse_args()
    print(
        "| game | hints | rank p50 | rank p95 | rank max | choose p50 | choose p95 "
        "| take-backs | take_back p50 | take_back max |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for game in args.games.split(","):
        t = measure(game, args.decisions, args.budget)
        ms = {k: sorted(1000 * x for x in v) for k, v in t.items()}

        def cell(key: str, q: float, ms: dict[str, list[float]] = ms) -> str:
            return f"{percentile(ms[key], q):.1f} ms" if ms[key] else "–"

        def top(key: str, ms: dict[str, list[float]] = ms) -> str:
            return f"{ms[key][-1]:.1f} ms" if ms[key] else "–"

        print(
            f"| {game} | {len(ms['rank'])} | {cell('rank', 0.5)} | {cell('rank', 0.95)} "
            f"| {top('rank')} | {cell('choose', 0.5)} | {cell('choose', 0.95)} "
            f"| {len(ms['take_back'])} | {percentile(ms['take_back'], 0.5):.1f} ms "
            f"| {top('take_back')} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
