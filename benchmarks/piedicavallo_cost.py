"""Where Piedicavallo's hard spends a decision (issue 38): CPU per decision by trick, the share
spent drawing and weighing the pool's worlds, and how many pools a decision draws.

    nice .venv/bin/python benchmarks/piedicavallo_cost.py [--deals 4] [--seed 700] [--level hard]

The positions are those of ``--deals`` deals of four ``heuristic`` seats (seeds ``--seed``…),
every decision with more than one legal card; the level decides each one from its seat's
observation. CPU time (``time.process_time``): what a decision costs on an idle machine.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.piedicavallo import ai

sys.path.insert(0, str(Path(__file__).resolve().parent))
from machine_speed import describe


def positions(deals: int, seed: int) -> list[tuple[dict[str, Any], list[str]]]:
    """(observation, legal actions) of every card decision with a choice in ``deals`` deals."""
    found = []
    for n in range(deals):
        match = new_match("piedicavallo", seed=seed + n)
        bots = [ai.BOTS["heuristic"](n * 8 + s) for s in range(4)]
        while not match.is_over:
            seat = match.current_player
            obs, legal = match.observation(seat), match.legal_actions()
            if obs["phase"] != "discard" and len(legal) > 1:
                found.append((obs, legal))
            events = match.apply(bots[seat].choose(obs, legal))
            if any(e.get("type") == "deal_end" for e in events):
                break
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--seed", type=int, default=700)
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    print(describe())
    bot = ai.BOTS[args.level](11)
    pools: list[float] = []
    drawn = ai.PimcBot._weighted_worlds

    def timed(self: Any, know: Any, worlds: int, rng: Any) -> Any:
        start = time.process_time()
        try:
            return drawn(self, know, worlds, rng)
        finally:
            pools.append(time.process_time() - start)

    ai.PimcBot._weighted_worlds = timed  # type: ignore[method-assign]
    by_trick: dict[int, list[float]] = defaultdict(list)
    rounds: Counter[int] = Counter()
    total = pool_total = 0.0
    for obs, legal in positions(args.deals, args.seed):
        before = len(pools)
        start = time.process_time()
        bot.choose(obs, legal)
        spent = time.process_time() - start
        by_trick[len(obs["tricks_played"]) // 3].append(spent)
        rounds[len(pools) - before] += 1
        total += spent
        pool_total += sum(pools[before:])
    print(f"{'tricks':>8} {'decisions':>9} {'mean s':>8} {'max s':>8}")
    for group in sorted(by_trick):
        spent = by_trick[group]
        label = f"{3 * group + 1}-{3 * group + 3}"
        print(f"{label:>8} {len(spent):>9} {sum(spent) / len(spent):>8.3f} {max(spent):>8.3f}")
    print(f"pools drawn and weighed: {pool_total / max(total, 1e-9):.0%} of the CPU")
    print("pools a decision draws:", ", ".join(f"{k}: {v}" for k, v in sorted(rounds.items())))


if __name__ == "__main__":
    main()
