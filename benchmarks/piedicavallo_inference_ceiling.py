"""How much of the hidden cards any weighing of sampled worlds can place (issue 38, goal 2).

    .venv/bin/python benchmarks/piedicavallo_inference_ceiling.py [--deals 40] [--worlds 16]

Deals of four heuristic seats (the heuristic team is goal 2's opponent; here the partner plays
like it too), positions read as ``training/piedicavallo_cards.py`` reads them (every fourth
decision of the play phase from trick 2). At each position every variant draws ``--worlds``
worlds with ``PimcBot._weighted_worlds`` and the script counts the hidden cards each puts in
their true place. With the other seats' plays made by the very policy that weighs the worlds, a
small ``model_noise`` and a large pool approach the exact posterior given the plays: what the
best possible inference from play would put right. ``hard`` is ``model_noise`` 0.25, pool 4.
Prints the share right and the CPU a draw of worlds takes.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardavia_desktop.engine.cards import iter_bits
from cardavia_desktop.engine.games.piedicavallo.ai import PimcBot
from training.piedicavallo_cards import DISCARD, play_deal, positions

VARIANTS: dict[str, dict[str, Any]] = {
    "uniform (consistent with voids and the discard)": {},
    "hard: noise 0.25, pool 4": {"model_noise": 0.25, "pool": 4},
    "noise 0.05, pool 4": {"model_noise": 0.05, "pool": 4},
    "noise 0.25, pool 16": {"model_noise": 0.25, "pool": 16},
    "noise 0.05, pool 16": {"model_noise": 0.05, "pool": 16},
    "noise 0.01, pool 64": {"model_noise": 0.01, "pool": 64},
    "noise 0.01, pool 256": {"model_noise": 0.01, "pool": 256},
}
FIRST_SEED = 700_000_000
"""Seeds of the deals (apart from the training and held-out seeds of the card model)."""


def right_places(drawn: list[tuple[tuple[list[int], int], int]], truth: dict[int, int]) -> int:
    """Hidden cards put in their true place, summed over the drawn worlds (with multiplicity)."""
    hits = 0
    for (hands, discard), copies in drawn:
        where = {card: seat for seat in range(4) for card in iter_bits(hands[seat])}
        where.update(dict.fromkeys(iter_bits(discard), DISCARD))
        hits += copies * sum(where.get(card) == place for card, place in truth.items())
    return hits


def main() -> int:
    """Run every variant on the same positions and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--worlds", type=int, default=16)
    options = parser.parse_args()
    hits = dict.fromkeys(VARIANTS, 0)
    cpu = dict.fromkeys(VARIANTS, 0.0)
    cards = seen = 0
    for seed in range(FIRST_SEED, FIRST_SEED + options.deals):
        for know, truth in positions(play_deal(seed, ("heuristic",))):
            seen += 1
            for name, kwargs in VARIANTS.items():
                rng = random.Random(f"ceiling:{seed}:{seen}")
                began = time.process_time()
                drawn = PimcBot(seed, **kwargs)._weighted_worlds(know, options.worlds, rng)
                cpu[name] += time.process_time() - began
                hits[name] += right_places(drawn, truth)
                know.adaptive = False  # the next variant starts from the same knowledge
                know.rejection_failed = False
                know.plans.clear()
            cards += options.worlds * len(truth)
    print(
        f"{options.deals} deals of four heuristic seats, {seen} positions, {options.worlds} "
        f"worlds each; load {' '.join(f'{v:.2f}' for v in os.getloadavg())}"
    )
    print(f"{'worlds drawn by':<50} {'cards right':>11} {'CPU ms/draw':>12}")
    for name in VARIANTS:
        print(f"{name:<50} {hits[name] / cards:>11.3f} {1000 * cpu[name] / seen:>12.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
