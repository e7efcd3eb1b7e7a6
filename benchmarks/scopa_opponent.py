"""What Scopa's opponent model knows (issue 38): nats gained on the opponent's true hand.

Plays first deals of ``greedy`` (seat 0, the observer) against each opponent level; at every
decision of seat 0 where the opponent has played this round, the opponent model
(``opponent.StyleSampler``) weighs every hand it may hold. Prints, per opponent level: the
positions, the mean log-likelihood gain of the true hand over a uniform draw (nats), the mean
posterior of each style late in the deal (rounds 4–6), and the model's time per position.

    .venv/bin/python benchmarks/scopa_opponent.py [--deals 100] [--seed 900000000]
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.scopa.ai import BOTS
from cardavia_desktop.engine.games.scopa.knowledge import Knowledge
from cardavia_desktop.engine.games.scopa.opponent import STYLES, StyleSampler
from cardavia_desktop.engine.games.scopa.rules import PACK

OPPONENTS = ("greedy", "normal", "easy", "hard-value")


def measure(opponent: str, deals: int, seed: int) -> dict[str, float]:
    """Figures of the model against one opponent level over ``deals`` first deals."""
    gains: list[float] = []
    late: list[tuple[float, ...]] = []
    seconds: list[float] = []
    for d in range(deals):
        match = new_match("scopa", seed=seed + d)
        bots = [BOTS["greedy"](seed + d), BOTS[opponent](seed + d + 1)]
        while not match.is_over and match.state.deal_number == 1:
            seat = match.current_player
            obs = match.observation(seat)
            if seat == 0:
                start = time.process_time()
                sampler = StyleSampler(obs, Knowledge(obs))
                seconds.append(time.process_time() - start)
                if sampler.hands:
                    truth = PACK.mask(match.observation(1)["hand"])
                    i = sampler.hands.index(truth)
                    below = sampler.cumulative[i - 1] if i else 0.0
                    share = (sampler.cumulative[i] - below) / sampler.cumulative[-1]
                    gains.append(math.log(share * len(sampler.hands)))
                if obs["round"] >= 4:
                    late.append(sampler.posterior)
            match.apply(bots[seat].choose(obs, match.legal_actions()))
    out = {
        "positions": float(len(gains)),
        "nats": statistics.fmean(gains),
        "ms_p50": 1000 * statistics.median(seconds),
        "ms_p95": 1000 * sorted(seconds)[int(0.95 * len(seconds))],
    }
    for k, style in enumerate(STYLES):
        out[style] = statistics.fmean(p[k] for p in late)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=900_000_000)
    args = parser.parse_args()
    print(
        "| opponent | positions | nats gained / position | P(greedy) | P(policy) | P(chance) |"
        " model CPU p50 / p95 |"
    )
    print("|---|---|---|---|---|---|---|")
    for opponent in OPPONENTS:
        r = measure(opponent, args.deals, args.seed)
        print(
            f"| {opponent} | {r['positions']:.0f} | {r['nats']:+.3f} | {r['greedy']:.2f} |"
            f" {r['policy']:.2f} | {r['chance']:.2f} | {r['ms_p50']:.1f} / {r['ms_p95']:.1f} ms |"
        )


if __name__ == "__main__":
    main()
