"""How much of the hidden cards any weighing of sampled worlds can place (issue 38, goal 2).

    .venv/bin/python benchmarks/piedicavallo_inference_ceiling.py [--deals 40] [--worlds 16]
        [--first-trick]

Deals of four heuristic seats (the heuristic team is goal 2's opponent; here the partner plays
like it too), positions read as ``training/piedicavallo_cards.py`` reads them (every fourth
decision of the play phase from trick 2). At each position every variant draws ``--worlds``
worlds with ``PimcBot._weighted_worlds`` and the script counts the hidden cards each puts in
their true place. With the other seats' plays made by the very policy that weighs the worlds, a
small ``model_noise`` and a large pool approach the exact posterior given the plays: what the
best possible inference from play would put right. ``hard`` is ``model_noise`` 0.25, pool 4;
``discard_noise`` also reads the hidden discard as the rule-based dealer would have made it.
With ``--first-trick`` the positions are instead every decision of the first trick of a seat
that did not deal, where nothing has been played that tells more than the discard's trumps.
Prints the share right (of the hidden cards; of the discard's two) and the CPU a draw takes.
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

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.cards import iter_bits
from cardavia_desktop.engine.games.piedicavallo.ai import PimcBot
from cardavia_desktop.engine.games.piedicavallo.knowledge import Knowledge
from training.piedicavallo_cards import DISCARD, Record, play_deal, positions

VARIANTS: dict[str, dict[str, Any]] = {
    "uniform (consistent with voids and the discard)": {},
    "hard: noise 0.25, pool 4": {"model_noise": 0.25, "pool": 4},
    "hard and the dealer's discard read (misfit 0.25)": {
        "model_noise": 0.25,
        "pool": 4,
        "discard_noise": 0.25,
    },
    "noise 0.05, pool 4": {"model_noise": 0.05, "pool": 4},
    "noise 0.25, pool 16": {"model_noise": 0.25, "pool": 16},
    "noise 0.05, pool 16": {"model_noise": 0.05, "pool": 16},
    "noise 0.01, pool 64": {"model_noise": 0.01, "pool": 64},
    "noise 0.01, pool 256": {"model_noise": 0.01, "pool": 256},
    "noise 0.01, pool 256, the discard read (misfit 0.01)": {
        "model_noise": 0.01,
        "pool": 256,
        "discard_noise": 0.01,
    },
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


def first_trick(record: Record) -> list[tuple[Knowledge, dict[int, int]]]:
    """Each decision of the first trick by a seat that did not deal, with the true places."""
    match = new_match("piedicavallo", seed=record["seed"])
    out = []
    for action in record["actions"]:
        state = match.state
        seat = match.current_player
        if state.phase == "play" and not state.tricks and seat != state.dealer:
            know = Knowledge.from_observation(match.observation(seat))
            truth = {card: s for s in range(4) for card in iter_bits(state.hands[s])}
            truth.update(dict.fromkeys(iter_bits(state.discard), DISCARD))
            out.append((know, {c: truth[c] for c in iter_bits(know.hidden())}))
        match.apply(action)
    return out


def discard_places(drawn: list[tuple[tuple[list[int], int], int]], truth: dict[int, int]) -> int:
    """The true discard's cards each drawn world puts in the discard (with multiplicity)."""
    true = sum(1 << card for card, place in truth.items() if place == DISCARD)
    return sum(copies * (discard & true).bit_count() for (_, discard), copies in drawn)


def main() -> int:
    """Run every variant on the same positions and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--worlds", type=int, default=16)
    parser.add_argument("--first-trick", action="store_true")
    options = parser.parse_args()
    read = first_trick if options.first_trick else positions
    hits = dict.fromkeys(VARIANTS, 0)
    found = dict.fromkeys(VARIANTS, 0)
    hidden_discards = 0
    cpu = dict.fromkeys(VARIANTS, 0.0)
    cards = seen = 0
    for seed in range(FIRST_SEED, FIRST_SEED + options.deals):
        for know, truth in read(play_deal(seed, ("heuristic",))):
            seen += 1
            for name, kwargs in VARIANTS.items():
                rng = random.Random(f"ceiling:{seed}:{seen}")
                began = time.process_time()
                drawn = PimcBot(seed, **kwargs)._weighted_worlds(know, options.worlds, rng)
                cpu[name] += time.process_time() - began
                hits[name] += right_places(drawn, truth)
                found[name] += discard_places(drawn, truth)
                know.adaptive = False  # the next variant starts from the same knowledge
                know.rejection_failed = False
                know.plans.clear()
            cards += options.worlds * len(truth)
            hidden_discards += options.worlds * sum(p == DISCARD for p in truth.values())
    print(
        f"{options.deals} deals of four heuristic seats, {seen} positions, {options.worlds} "
        f"worlds each; load {' '.join(f'{v:.2f}' for v in os.getloadavg())}"
    )
    print(f"{'worlds drawn by':<56} {'cards right':>11} {'discard':>8} {'CPU ms/draw':>12}")
    for name in VARIANTS:
        share = found[name] / max(1, hidden_discards)
        print(
            f"{name:<56} {hits[name] / cards:>11.3f} {share:>8.3f} {1000 * cpu[name] / seen:>12.1f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
