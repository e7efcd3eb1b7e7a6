"""Scopa AI arena: matches to 11 with duplicate deals, decision times, playout speed.

Each seed is played twice with the seats swapped (same deals: the deals come only from the
match seed), so luck of the cards cancels out. Prints tables; asserts nothing.

    nice -n 10 .venv/bin/python benchmarks/scopa_arena.py --pairs hard:random,hard:greedy \
        --matches 500 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import time
from typing import Any

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.scopa.ai import BOTS
from cardavia_desktop.engine.games.scopa.knowledge import Knowledge
from cardavia_desktop.engine.games.scopa.state import ScopaState


def play_match(a: str, b: str, seed: int, swap: bool) -> dict[str, Any]:
    """One match: ``a`` in seat 0 unless ``swap``; returns winner/points/times from a's side."""
    names = (b, a) if swap else (a, b)
    bots = [BOTS[name](seed * 2 + seat + 1) for seat, name in enumerate(names)]
    me = 1 if swap else 0
    match = new_match("scopa", seed=seed)
    times: list[list[float]] = [[], []]
    while not match.is_over:
        seat = match.current_player
        assert seat is not None
        start = time.perf_counter()
        action = bots[seat].choose(match.observation(seat), match.legal_actions())
        times[seat].append(time.perf_counter() - start)
        match.apply(action)
    result = match.result
    assert result is not None
    return {
        "a": a,
        "b": b,
        "seed": seed,
        "swap": swap,
        "win": result["winner"] == me,
        "points": result["match_points"][me],
        "opp_points": result["match_points"][1 - me],
        "deals": result["deals"],
        "times_a": times[me],
        "times_b": times[1 - me],
    }


def _job(args: tuple[str, str, int, bool]) -> dict[str, Any]:
    return play_match(*args)


def wilson(wins: int, n: int) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def quantile(values: list[float], q: float) -> float:
    """The q-quantile (nearest rank) of a list, 0 for an empty one."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run_pair(
    a: str, b: str, matches: int, seed: int, jobs: int, log: str | None = None
) -> dict[str, Any]:
    """Play ``matches`` matches (``matches // 2`` seeds, both seatings) of a against b; with
    ``log``, append one JSON line per match as it ends (partial results survive)."""
    tasks = [(a, b, seed + i, swap) for i in range(matches // 2) for swap in (False, True)]
    results: list[dict[str, Any]] = []
    with open(log or "/dev/null", "a") as out:
        if jobs > 1:
            with multiprocessing.Pool(jobs) as pool:
                for result in pool.imap(_job, tasks, chunksize=2):
                    results.append(result)
                    out.write(json.dumps(result) + "\n")
                    out.flush()
        else:
            for task in tasks:
                results.append(_job(task))
                out.write(json.dumps(results[-1]) + "\n")
                out.flush()
    return summarize(a, b, results)


def summarize(a: str, b: str, results: list[dict[str, Any]]) -> dict[str, Any]:
    """Win rate, interval, mean points and decision times of a list of match results."""
    wins = sum(r["win"] for r in results)
    low, high = wilson(wins, len(results))
    times_a = [t for r in results for t in r["times_a"]]
    times_b = [t for r in results for t in r["times_b"]]
    return {
        "a": a,
        "b": b,
        "matches": len(results),
        "wins": wins,
        "rate": wins / len(results),
        "low": low,
        "high": high,
        "points": statistics.mean(r["points"] for r in results),
        "opp_points": statistics.mean(r["opp_points"] for r in results),
        "deals": statistics.mean(r["deals"] for r in results),
        "times": {a: times_a, b: times_b},
    }


def playout_speed(seconds: float = 3.0) -> tuple[float, float]:
    """Deals per second: uniformly random legal play on ``ScopaState``, and policy rollouts."""
    rng = random.Random(1)
    state = ScopaState.new_match_state(rng, 0, None)
    deals, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        number = state.deal_number
        while state.deal_number == number and not state.is_over():
            state.apply_action(rng.choice(state.legal_actions()))
        deals += 1
        if state.is_over():
            state = ScopaState.new_match_state(rng, 0, None)
    random_rate = deals / (time.perf_counter() - start)
    fresh = ScopaState.new_match_state(random.Random(2), 0, None)
    know = Knowledge(fresh.observation(fresh.current))
    rollouts, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        know.sample(rng).rollout()
        rollouts += 1
    return random_rate, rollouts / (time.perf_counter() - start)


def decision_times(levels: list[str], matches: int, seed: int) -> None:
    """Print wall-clock and CPU time per decision of each level (against ``greedy``)."""
    print(
        f"\n{'level':<10}{'decisions':>10}{'wall p50':>10}{'wall p95':>10}{'cpu p50':>9}"
        f"{'cpu p95':>9}{'cpu max':>9}  (ms)"
    )
    for level in levels:
        wall: list[float] = []
        cpu: list[float] = []
        for i in range(matches):
            match = new_match("scopa", seed=seed + i)
            bots = [BOTS[level](seed + i), BOTS["greedy"](seed + i)]
            me = i % 2
            if me:
                bots.reverse()
            while not match.is_over:
                seat = match.current_player
                assert seat is not None
                obs, legal = match.observation(seat), match.legal_actions()
                start, start_cpu = time.perf_counter(), time.process_time()
                action = bots[seat].choose(obs, legal)
                if seat == me:
                    wall.append(time.perf_counter() - start)
                    cpu.append(time.process_time() - start_cpu)
                match.apply(action)
        print(
            f"{level:<10}{len(wall):>10}{quantile(wall, 0.5) * 1000:>10.1f}"
            f"{quantile(wall, 0.95) * 1000:>10.1f}{quantile(cpu, 0.5) * 1000:>9.1f}"
            f"{quantile(cpu, 0.95) * 1000:>9.1f}{max(cpu) * 1000:>9.1f}",
            flush=True,
        )


def main() -> None:
    """Parse the arguments, run the pairings and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", default="hard:random,hard:greedy,hard:normal")
    parser.add_argument("--matches", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--speed", action="store_true", help="also measure playout speed")
    parser.add_argument("--log", help="append one JSON line per match to this file")
    parser.add_argument(
        "--summarize",
        nargs="+",
        metavar="LOG",
        help="only print the tables of logs written by --log (one pairing each)",
    )
    parser.add_argument(
        "--timing",
        type=int,
        default=0,
        metavar="N",
        help="only time decisions of each level over N matches vs greedy",
    )
    args = parser.parse_args()
    if args.timing:
        decision_times(["easy", "normal", "hard"], args.timing, args.seed)
        return
    print(
        f"{'pairing':<18}{'matches':>8}{'win rate':>10}{'95 % CI':>16}"
        f"{'pts':>7}{'opp':>7}{'deals':>7}"
    )
    timings: dict[str, list[float]] = {}
    pairs = args.pairs.split(",") if not args.summarize else args.summarize
    for pair in pairs:
        started = time.time()
        if args.summarize:
            with open(pair) as lines:
                results = [json.loads(line) for line in lines if line.strip()]
            a, b = results[0]["a"], results[0]["b"]
            row = summarize(a, b, results)
        else:
            a, b = pair.split(":")
            row = run_pair(a, b, args.matches, args.seed, args.jobs, args.log)
        for name, values in row["times"].items():
            timings.setdefault(name, []).extend(values)
        interval = f"[{row['low']:.3f}, {row['high']:.3f}]"
        print(
            f"{a + ' vs ' + b:<18}{row['matches']:>8}{row['rate']:>10.3f}"
            f"{interval:>16}{row['points']:>7.2f}"
            f"{row['opp_points']:>7.2f}{row['deals']:>7.2f}   ({time.time() - started:.0f} s)",
            flush=True,
        )
    print(f"\n{'level':<10}{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}")
    for name, values in timings.items():
        print(
            f"{name:<10}{len(values):>10}{quantile(values, 0.5) * 1000:>9.1f}"
            f"{quantile(values, 0.95) * 1000:>9.1f}{max(values) * 1000:>9.1f}"
        )
    if args.speed:
        random_rate, rollout_rate = playout_speed()
        print(
            f"\nrandom play on ScopaState: {random_rate:.0f} deals/s; "
            f"policy rollouts from a fresh deal: {rollout_rate:.0f} deals/s"
        )


if __name__ == "__main__":
    main()
