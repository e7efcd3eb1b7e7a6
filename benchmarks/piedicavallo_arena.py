"""Piedicavallo duplicate-deal arena: one bot level as a team against another, printed as a table.

Each deal (a seeded deck and dealer) is played twice: once with team A on seats 0/2, once with
team A on seats 1/3, so both teams get both sets of cards. Reports team A's deal win rate (ties
count half) and mean point margin with 95 % intervals, and decision times per level (wall
clock, and CPU time of the deciding process, which a loaded machine does not inflate).

    nice -n 10 .venv/bin/python benchmarks/piedicavallo_arena.py --a hard --b heuristic \\
        --deals 1000 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.piedicavallo.ai import BOTS
from cardavia_desktop.engine.games.piedicavallo.rules import CODES


def play_deal(args: tuple[str, str, int]) -> dict:
    """Play one deal twice (teams' cards exchanged); team A's outcomes and decision times."""
    level_a, level_b, deal_seed = args
    rng = random.Random(deal_seed)
    deck = list(CODES)
    rng.shuffle(deck)
    dealer = rng.randrange(4)
    games = []
    times: dict[str, list[float]] = {level_a: [], level_b: []}
    cpu: dict[str, list[float]] = {level_a: [], level_b: []}
    for a_team in (0, 1):
        levels = [level_a if seat % 2 == a_team else level_b for seat in range(4)]
        bots = [BOTS[level](deal_seed * 4 + seat) for seat, level in enumerate(levels)]
        match = new_match("piedicavallo", seed=deal_seed, dealer=dealer, deck=deck)
        while not match.is_over:
            seat = match.current_player
            legal = match.legal_actions()
            start, start_cpu = time.perf_counter(), time.process_time()
            action = bots[seat].choose(match.observation(seat), legal)
            if len(legal) > 1:
                times[levels[seat]].append(time.perf_counter() - start)
                cpu[levels[seat]].append(time.process_time() - start_cpu)
            match.apply(action)
        points = match.result["points"]
        margin = points[a_team] - points[1 - a_team]
        score = 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
        games.append({"margin": margin, "score": score})
    return {"games": games, "times": times, "cpu": cpu}


def _interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, half


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def _run(args: argparse.Namespace) -> list[dict]:
    tasks = [(args.a, args.b, args.seed * 1_000_003 + i) for i in range(args.deals)]
    deals = []
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115
    try:
        if args.jobs > 1:
            with ProcessPoolExecutor(args.jobs) as pool:
                results = pool.map(play_deal, tasks, chunksize=1)
                for deal in results:
                    deals.append(deal)
                    if log:
                        log.write(json.dumps(deal) + "\n")
                        log.flush()
        else:
            for task in tasks:
                deals.append(play_deal(task))
                if log:
                    log.write(json.dumps(deals[-1]) + "\n")
                    log.flush()
    finally:
        if log:
            log.close()
    return deals


def main() -> None:
    """Run the arena and print a table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="hard")
    parser.add_argument("--b", default="heuristic")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--log", help="append each finished deal to this JSON-lines file")
    parser.add_argument(
        "--summarise", metavar="LOG", help="only print the table for the deals already in LOG"
    )
    args = parser.parse_args()
    started = time.perf_counter()
    if args.summarise:
        with open(args.summarise, encoding="utf-8") as log:
            deals = [json.loads(line) for line in log if line.strip()]
        args.deals = len(deals)
    else:
        deals = _run(args)
    games = [g for deal in deals for g in deal["games"]]
    # One sample per deal (the pair of games) for the intervals: the pair is the unit.
    per_deal_score = [sum(g["score"] for g in d["games"]) / 2 for d in deals]
    per_deal_margin = [sum(g["margin"] for g in d["games"]) / 2 for d in deals]
    win, win_ci = _interval(per_deal_score)
    margin, margin_ci = _interval(per_deal_margin)
    levels = sorted({level for d in deals for level in d["times"]})
    times = {level: [t for d in deals for t in d["times"].get(level, [])] for level in levels}
    cpu = {level: [t for d in deals for t in d.get("cpu", {}).get(level, [])] for level in levels}
    report = {
        "a": args.a,
        "b": args.b,
        "levels": levels,
        "deals": args.deals,
        "games": len(games),
        "win_rate": win,
        "win_rate_ci95": win_ci,
        "margin": margin,
        "margin_ci95": margin_ci,
        "wins": sum(g["score"] == 1.0 for g in games),
        "ties": sum(g["score"] == 0.5 for g in games),
        "times": {
            level: {
                "decisions": len(ts),
                "p50": _quantile(ts, 0.5),
                "p95": _quantile(ts, 0.95),
                "max": max(ts, default=float("nan")),
                "cpu_p50": _quantile(cpu[level], 0.5),
                "cpu_p95": _quantile(cpu[level], 0.95),
            }
            for level, ts in times.items()
        },
        "seconds": time.perf_counter() - started,
    }
    if args.json:
        print(json.dumps(report))
        return
    print(
        f"{args.a} vs {args.b}: {args.deals} deals x 2 ({len(games)} games), "
        f"{report['seconds']:.0f} s"
    )
    print(
        f"  deal win rate of {args.a}: {win:.3f} ± {win_ci:.3f}   "
        f"(wins {report['wins']}, ties {report['ties']})"
    )
    print(f"  mean point margin:       {margin:+.2f} ± {margin_ci:.2f}")
    print("  level       decisions     p50 (s)   p95 (s)   max (s)   CPU p50   CPU p95")
    for level, t in report["times"].items():
        print(
            f"  {level:<10} {t['decisions']:>10} {t['p50']:>10.4f} {t['p95']:>9.4f}"
            f" {t['max']:>9.3f} {t['cpu_p50']:>9.4f} {t['cpu_p95']:>9.4f}"
        )


if __name__ == "__main__":
    main()
