"""Train Scopa's learned value of a round boundary (issue 38, goal 3b) by self-play, from seeds.

    nice -n 19 .venv/bin/python -m training.scopa_value --train-deals 2000 --seed 1 \\
        --data /tmp/scopa-value

1. *Generate*: the first deal of each seed's match, each seat played by a level drawn from
   the seed (greedy, easy, normal, hard: the ladder's bots playing one another). At each round
   boundary (the first decision of rounds 2–6) it keeps the public position (piles, table,
   scope, last capturer, dealer) and, as the label, the deal's final value for the seat that
   leads the next round (deal points minus the other's, with ``World.value``'s tie-breaks).
2. *Train*: on ``value.features`` (standardised) to the label minus the scope already made:
   a ridge regression (``--kind linear``) or a one-hidden-layer tanh MLP (``--kind mlp``,
   Adam, L2, early stopping on the last tenth of the training deals), numpy only here.
3. *Evaluate* on fixed held-out seeds (``EVAL_SEED`` on, whatever ``--seed``): mean squared
   error of the final value against a constant (the training mean) and the previous model
   (the committed file); ``--curve`` also fits on the first 250, 500, 1,000, … deals.
4. *Write* the weights JSON (with this command, the seeds, sizes and figures) if the new model
   is better on the held-out seeds than the previous one (``--force``: always).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.games.scopa.ai import BOTS, SearchBot
from cardavia_desktop.engine.games.scopa.rules import PACK
from cardavia_desktop.engine.games.scopa.value import FEATURES, VALUE_PATH, ValueModel, features
from training.cache import cached_records

PLAYERS: dict[str, Callable[[int], Any]] = {
    "greedy": BOTS["greedy"],
    "easy": BOTS["easy"],
    "normal": BOTS["normal"],
    # hard as it was before the value model (uniform worlds, full rollouts), named here so
    # that the data never depends on the model file.
    "hard": lambda seed: SearchBot(seed, worlds=64, exact_stock=6, exact_worlds=10),
    # hard with the committed value (a second generation: ``--players`` only, never the default).
    "hard-value": lambda seed: SearchBot(
        seed, worlds=64, exact_stock=6, exact_worlds=10, value=True
    ),
}
"""The bots that may play the self-play deals (each seat's level drawn from the deal's seed)."""
LEVELS = ("greedy", "easy", "normal", "hard")
"""The default pool."""
EVAL_SEED = 910_000_000
"""First seed of the held-out deals (the same for every run, so models compare)."""
CHUNK = 250
"""Training deals are generated (and cached) in chunks of this many seeds."""

Record = dict[str, Any]


def final_value(end: dict[str, Any], seat: int) -> float:
    """``World.value(seat)`` of a finished deal, from its ``deal_end`` payload."""
    (p0, p1), (c0, c1), (d0, d1) = end["points"], end["cards"], end["diamonds"]
    value = p0 - p1 + (c0 - c1) * 0.01 + (d0 - d1) * 0.02
    q0, q1 = (q["total"] for q in end["primiera"])
    if q0 is not None and q1 is not None:
        value += (q0 - q1) * 0.002
    return value if seat == 0 else -value


def play_deal(seed: int, pool: tuple[str, ...] = LEVELS) -> list[Record]:
    """The round boundaries of one self-play deal, each with the deal's final value."""
    rng = random.Random(f"levels:{seed}")
    levels = [rng.choice(pool), rng.choice(pool)]
    bots = [PLAYERS[levels[s]](seed * 2 + s) for s in range(2)]
    match = new_match("scopa", seed=seed)
    out: list[Record] = []
    while True:
        seat = match.current_player
        obs = match.observation(seat)
        if obs["plays"] and obs["plays"] % 6 == 0:
            out.append(
                {
                    "seed": seed,
                    "levels": levels,
                    "piles": obs["piles"],
                    "table": obs["table"],
                    "scope": obs["scope"],
                    "last": obs["last_capturer"],
                    "dealer": obs["dealer"],
                }
            )
        events = match.apply(bots[seat].choose(obs, match.legal_actions()))
        ends = [e for e in events if e.get("type") == "deal_end"]
        if ends:
            for rec in out:
                rec["y"] = final_value(ends[0], 1 - rec["dealer"])
            return out


def generate(
    first: int, count: int, cache: Path | None, pool: tuple[str, ...] = LEVELS
) -> list[Record]:
    """Boundaries of the deals of seeds ``first … first + count - 1`` (cached in ``cache``)."""
    tag = "" if pool == LEVELS else "-" + "-".join(pool)
    path = cache / f"value-{first}-{count}{tag}.jsonl.gz" if cache else None
    return cached_records(
        path, lambda: [r for seed in range(first, first + count) for r in play_deal(seed, pool)]
    )


def featurize(records: list[Record]) -> dict[str, np.ndarray]:
    """Features (leader's side), the label minus the scope already made, and that offset."""
    xs, ys, offsets = [], [], []
    for rec in records:
        leader = 1 - rec["dealer"]
        piles = [PACK.mask(p) for p in rec["piles"]]
        last = rec["last"]
        rel = 0 if last is None else 1 if last == leader else -1
        xs.append(features(piles[leader], piles[1 - leader], PACK.mask(rec["table"]), rel))
        offset = rec["scope"][leader] - rec["scope"][1 - leader]
        offsets.append(offset)
        ys.append(rec["y"] - offset)
    return {
        "x": np.array(xs, dtype=float).reshape(-1, len(FEATURES)),
        "y": np.array(ys),
        "offset": np.array(offsets, dtype=float),
    }


def _standardise(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    return mean, scale


def _round(values: Any) -> Any:
    return np.round(np.asarray(values, dtype=float), 6).tolist()


def fit_linear(data: dict[str, np.ndarray], l2: float = 1.0) -> dict[str, Any]:
    """Ridge regression on standardised features (the intercept not penalised)."""
    x, y = data["x"], data["y"]
    mean, scale = _standardise(x)
    z = (x - mean) / scale
    a = np.hstack([z, np.ones((len(z), 1))])
    penalty = l2 * np.eye(a.shape[1])
    penalty[-1, -1] = 0.0
    coef = np.linalg.solve(a.T @ a + penalty, a.T @ y)
    return {
        "kind": "linear",
        "mean": _round(mean),
        "scale": _round(scale),
        "w": _round(coef[:-1]),
        "b": round(float(coef[-1]), 6),
    }


def fit_mlp(
    data: dict[str, np.ndarray], hidden: int = 16, l2: float = 1e-3, seed: int = 1
) -> dict[str, Any]:
    """One hidden tanh layer, squared error, full-batch Adam with L2; the epoch with the best
    error on the last tenth of the rows (held out from the fit) is kept."""
    x, y = data["x"], data["y"]
    mean, scale = _standardise(x)
    z = (x - mean) / scale
    cut = max(1, len(z) * 9 // 10)
    zt, yt, zv, yv = z[:cut], y[:cut], z[cut:], y[cut:]
    rng = np.random.default_rng(seed)
    params = {
        "w1": rng.normal(0.0, 1.0 / np.sqrt(z.shape[1]), (hidden, z.shape[1])),
        "b1": np.zeros(hidden),
        "w2": rng.normal(0.0, 1.0 / np.sqrt(hidden), hidden),
        "b2": np.array(float(yt.mean())),
    }
    moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in params.items()}
    best, best_err, rate = dict(params), np.inf, 0.01
    for step in range(1, 3001):
        h = np.tanh(zt @ params["w1"].T + params["b1"])
        err = h @ params["w2"] + params["b2"] - yt
        g_out = 2.0 * err / len(yt)
        g_h = np.outer(g_out, params["w2"]) * (1.0 - h * h)
        grads = {
            "w1": g_h.T @ zt + l2 * params["w1"],
            "b1": g_h.sum(axis=0),
            "w2": h.T @ g_out + l2 * params["w2"],
            "b2": np.array(g_out.sum()),
        }
        for k, g in grads.items():
            m, v = moments[k]
            m[...] = 0.9 * m + 0.1 * g
            v[...] = 0.999 * v + 0.001 * g * g
            params[k] = params[k] - rate * (m / (1 - 0.9**step)) / (
                np.sqrt(v / (1 - 0.999**step)) + 1e-8
            )
        if step % 25 == 0 and len(yv):
            hv = np.tanh(zv @ params["w1"].T + params["b1"])
            verr = float(np.mean((hv @ params["w2"] + params["b2"] - yv) ** 2))
            if verr < best_err:
                best, best_err = {k: v.copy() for k, v in params.items()}, verr
    if not len(yv):
        best = params
    return {
        "kind": "mlp",
        "mean": _round(mean),
        "scale": _round(scale),
        "w1": _round(best["w1"]),
        "b1": _round(best["b1"]),
        "w2": _round(best["w2"]),
        "b2": round(float(best["b2"]), 6),
    }


def fit(data: dict[str, np.ndarray], kind: str, l2: float | None = None) -> dict[str, Any]:
    """The model of ``kind`` (``linear`` or ``mlp``) fitted on ``data``."""
    if kind == "linear":
        return fit_linear(data, 1.0 if l2 is None else l2)
    return fit_mlp(data, l2=1e-3 if l2 is None else l2)


def evaluate(model: ValueModel | None, data: dict[str, np.ndarray], constant: float) -> dict:
    """Held-out mean squared error of the final value: the model's (``None``: the constant
    ``constant`` plus the scope already made) and the constant's."""
    x, y = data["x"], data["y"]
    const = float(np.mean((y - constant) ** 2))
    if model is None:
        mse = const
    else:
        pred = np.array([model.predict(list(row)) for row in x])
        mse = float(np.mean((pred - y) ** 2))
    return {"positions": len(y), "mse": mse, "constant_mse": const, "variance": float(y.var())}


def model_data(weights: dict[str, Any]) -> dict[str, Any]:
    """The JSON body of a fitted model (what :class:`ValueModel` reads)."""
    return {"features": list(FEATURES), **weights}


def learning_curve(train: list[Record], held: dict, kind: str, folder: Path) -> None:
    """Fit on the deals of the first 1, 2, 4, … chunks; write ``curve-<deals>.json`` each."""
    folder.mkdir(parents=True, exist_ok=True)
    deals = sorted({r["seed"] for r in train})
    size = CHUNK
    while size <= len(deals):
        seeds = set(deals[:size])
        data = featurize([r for r in train if r["seed"] in seeds])
        weights = fit(data, kind)
        figures = evaluate(ValueModel(model_data(weights)), held, float(data["y"].mean()))
        row = {"train_deals": size, "train_positions": len(data["y"]), "held_out": figures}
        print("curve:", json.dumps(row), flush=True)
        (folder / f"curve-{kind}-{size}.json").write_text(
            json.dumps({**row, **model_data(weights)})
        )
        size *= 2


def main(argv: list[str] | None = None) -> int:
    """Generate, train, evaluate against the previous model, write the weights."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--train-deals", type=int, default=2000)
    p.add_argument("--eval-deals", type=int, default=400)
    p.add_argument("--seed", type=int, default=1, help="training deals: seeds seed*10^6 on")
    p.add_argument("--kind", choices=("linear", "mlp"), default="mlp")
    p.add_argument("--l2", type=float)
    p.add_argument("--data", type=Path, help="cache the generated positions in this folder")
    p.add_argument("--out", type=Path, default=VALUE_PATH)
    p.add_argument("--previous", type=Path, default=VALUE_PATH)
    p.add_argument("--force", action="store_true", help="write even if not better")
    p.add_argument("--curve", type=Path, help="also fit on the first 1, 2, 4, … chunks")
    p.add_argument(
        "--players",
        default=",".join(LEVELS),
        help="the levels the self-play seats are drawn from (an ablation)",
    )
    args = p.parse_args(argv)
    start = time.time()
    first = args.seed * 1_000_000
    pool = tuple(level for level in PLAYERS if level in args.players.split(","))
    train = [
        record
        for at in range(0, args.train_deals, CHUNK)
        for record in generate(first + at, min(CHUNK, args.train_deals - at), args.data, pool)
    ]
    held_records = generate(EVAL_SEED, args.eval_deals, args.data)
    generated = time.time() - start
    held = featurize(held_records)
    if args.curve:
        learning_curve(train, held, args.kind, args.curve)
    data = featurize(train)
    weights = fit(data, args.kind, args.l2)
    trained = time.time() - start - generated
    model = ValueModel(model_data(weights))
    figures = evaluate(model, held, float(data["y"].mean()))
    print(f"generated {len(train)} + {len(held_records)} positions in {generated:.0f} s; ", end="")
    print(f"trained in {trained:.1f} s")
    print("new:      ", json.dumps(figures))
    previous = None
    if args.previous.exists():
        previous = evaluate(ValueModel.load(args.previous), held, float(data["y"].mean()))
        print("previous: ", json.dumps(previous))
    if previous is None or figures["mse"] < previous["mse"] or args.force:
        out = {
            "model": "scopa round-boundary value: final deal value for the next round's leader",
            "command": "python -m training.scopa_value " + " ".join(sys.argv[1:] or argv or []),
            "seed": args.seed,
            "train_deals": args.train_deals,
            "players": list(pool),
            "train_positions": len(train),
            "eval_seed": EVAL_SEED,
            "eval_deals": args.eval_deals,
            "held_out": {k: round(v, 6) for k, v in figures.items()},
            **model_data(weights),
        }
        args.out.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {args.out}")
    else:
        print("not better than the previous model on the held-out deals: not written")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
