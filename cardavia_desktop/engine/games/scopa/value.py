"""A learned value of a Scopa position between two rounds (issue 38, goal 3b).

Once both hands are empty and the next three cards each have not been dealt, nothing is hidden
from either seat: the cards still to come are the 40 minus both piles and the table, in an
unknown order. Such a *round boundary* is fully described by the two piles, the table, the
scope so far and the last capturer. :class:`ValueModel` estimates the deal's final value there
(deal points of the seat leading the next round minus the other's, with ``World.value``'s small
tie-breaks): the scope already made plus a model — linear, or a one-hidden-layer MLP — on the
hand-made :data:`FEATURES` (each prize's chance by a fair split of the cards to come, primiera
suits, the table, the last capturer, the stage).

Hard's search uses it at the end of *shortened rollouts* (``rollout_value``: the policy plays
the current round to its end in a sampled world, the model values the boundary) or as the leaf
of an alpha-beta over the current round (``round_value``). Plain Python: the weights are a small
JSON file made by ``training/scopa_value.py`` (with the command and seed that made them).
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path
from typing import Any

from .model import World
from .policy import mask_worth, table_sum
from .rules import (
    DIAMONDS_MASK,
    FULL_MASK,
    HAND_SIZE,
    PACK,
    PRIMIERA_BY_RANK,
    SETTEBELLO_BIT,
    SEVENS_MASK,
    VALUE_MASK,
)

VALUE_PATH = Path(__file__).with_name("value_model.json")
"""The shipped weights (``training/scopa_value.py`` writes them)."""

FEATURES: tuple[str, ...] = (
    "cards_chance",
    "cards_diff",
    "diamonds_chance",
    "diamonds_diff",
    "settebello",
    "settebello_table",
    "primiera_diff",
    "primiera_locked",
    "primiera_dead",
    "sevens_diff",
    "sixes_diff",
    "sevens_left",
    "table_cards",
    "table_worth",
    "table_sweepable",
    "table_empty",
    "last_capturer",
    "last_x_table",
    "last_x_final",
    "to_come",
    "cards_chance_x_to_come",
    "settebello_to_come",
)
"""Per-position features, from the side of the seat that leads the next round (the
non-dealer); a difference is the leader's minus the other's."""

TAIL: tuple[tuple[float, ...], ...] = tuple(
    tuple(sum(math.comb(m, j) for j in range(max(need, 0), m + 1)) / 2**m for need in range(42))
    for m in range(41)
)
"""``TAIL[m][need]``: chance that at least ``need`` of ``m`` cards fall to one side (each 1/2)."""

_SUIT_BEST: dict[int, int] = {}
for _pattern in range(1 << 10):
    _SUIT_BEST[sum(1 << (4 * r) for r in range(10) if _pattern >> r & 1)] = max(
        (PRIMIERA_BY_RANK[r] for r in range(10) if _pattern >> r & 1), default=0
    )


def _prize_chance(mine: int, theirs: int, left: int, win: int) -> float:
    """Chance the leader ends with ``win`` or more, minus the other's, if each of the ``left``
    cards to take goes to either side at even odds."""
    if mine >= win:
        return 1.0
    if theirs >= win:
        return -1.0
    lead = TAIL[left][win - mine] if win - mine <= left else 0.0
    other_max = left - (win - theirs)  # the other wins if the leader takes at most this many
    other = 1.0 - TAIL[left][other_max + 1] if other_max >= 0 else 0.0
    return lead - other


def features(lead: int, other: int, table: int, last: int) -> list[float]:
    """:data:`FEATURES` of a boundary: the leader's and the other's piles, the table, and the
    last capturer (+1 the leader, -1 the other, 0 nobody)."""
    left_mask = FULL_MASK & ~(lead | other | table)
    left = left_mask.bit_count()
    free = left_mask | table
    taken = free.bit_count()
    ca, cb = lead.bit_count(), other.bit_count()
    da, db = (lead & DIAMONDS_MASK).bit_count(), (other & DIAMONDS_MASK).bit_count()
    pdiff = locked = dead = 0
    for suit in range(4):
        a = _SUIT_BEST[lead >> suit & DIAMONDS_MASK]
        b = _SUIT_BEST[other >> suit & DIAMONDS_MASK]
        r = _SUIT_BEST[free >> suit & DIAMONDS_MASK]
        pdiff += a - b
        if a > b and a >= r:
            locked += 1
        elif b > a and b >= r:
            locked -= 1
        if not r:
            dead += (not b) - (not a)
    settebello = 1.0 if lead & SETTEBELLO_BIT else -1.0 if other & SETTEBELLO_BIT else 0.0
    total = table_sum(table) if table else 0
    sweepable = 1.0 if table and total <= 10 and left_mask & VALUE_MASK[total] else 0.0
    to_come = left / 30.0
    cards_chance = _prize_chance(ca, cb, taken, 21)
    last_final = float(last) * (1.0 - to_come)
    return [
        cards_chance,
        (ca - cb) / 10.0,
        _prize_chance(da, db, (free & DIAMONDS_MASK).bit_count(), 6),
        (da - db) / 5.0,
        settebello,
        1.0 if table & SETTEBELLO_BIT else 0.0,
        pdiff / 21.0,
        float(locked),
        float(dead),
        ((lead & SEVENS_MASK).bit_count() - (other & SEVENS_MASK).bit_count()) / 2.0,
        ((lead & VALUE_MASK[6]).bit_count() - (other & VALUE_MASK[6]).bit_count()) / 2.0,
        (free & SEVENS_MASK).bit_count() / 4.0,
        table.bit_count() / 4.0,
        mask_worth(table) if table else 0.0,
        sweepable,
        0.0 if table else 1.0,
        float(last),
        float(last) * table.bit_count() / 4.0,
        last_final,
        to_come,
        cards_chance * to_come,
        (1.0 if free & SETTEBELLO_BIT else 0.0) * to_come,
    ]


class ValueModel:
    """The deal's final value at a round boundary, for the leader: scope difference plus a
    linear model or a one-hidden-layer tanh MLP on standardised :data:`FEATURES`."""

    def __init__(self, data: dict[str, Any]) -> None:
        if list(data["features"]) != list(FEATURES):
            raise ValueError("the value model was fitted on other features")
        self.meta = data
        self.kind: str = data["kind"]
        self.mean: list[float] = [float(v) for v in data["mean"]]
        self.scale: list[float] = [float(v) for v in data["scale"]]
        if self.kind == "linear":
            self.w: list[float] = [float(v) for v in data["w"]]
            self.b = float(data["b"])
        elif self.kind == "mlp":
            self.w1: list[list[float]] = [[float(v) for v in row] for row in data["w1"]]
            self.b1: list[float] = [float(v) for v in data["b1"]]
            self.w2: list[float] = [float(v) for v in data["w2"]]
            self.b2 = float(data["b2"])
        else:
            raise ValueError(f"unknown value model kind {self.kind!r}")

    @classmethod
    def load(cls, path: Path = VALUE_PATH) -> ValueModel:
        """The model stored in ``path``."""
        return cls(json.loads(path.read_text(encoding="utf-8")))

    def predict(self, x: list[float]) -> float:
        """The model's part of the value (without the scope already made)."""
        z = [(v - m) / s for v, m, s in zip(x, self.mean, self.scale, strict=True)]
        if self.kind == "linear":
            return self.b + sum(w * v for w, v in zip(self.w, z, strict=True))
        hidden = [
            math.tanh(b + sum(w * v for w, v in zip(row, z, strict=True)))
            for row, b in zip(self.w1, self.b1, strict=True)
        ]
        return self.b2 + sum(w * h for w, h in zip(self.w2, hidden, strict=True))

    def boundary(
        self,
        piles: list[int],
        scope: list[int],
        table: int,
        last: int | None,
        dealer: int,
        seat: int,
    ) -> float:
        """Value for ``seat`` of a round boundary (seats' piles and scope, the table, the last
        capturer's seat or ``None``, the deal's dealer)."""
        leader = 1 - dealer
        rel = 0 if last is None else 1 if last == leader else -1
        x = features(piles[leader], piles[1 - leader], table, rel)
        value = scope[leader] - scope[1 - leader] + self.predict(x)
        return value if seat == leader else -value

    def observed(self, observation: dict[str, Any]) -> float:
        """Value for the observing seat of a round boundary it observes (the first play of
        rounds 2–6: its new hand is ignored, as every card to come)."""
        if not observation["plays"] or observation["plays"] % (2 * HAND_SIZE):
            raise ValueError("not at a round boundary")
        return self.boundary(
            [PACK.mask(pile) for pile in observation["piles"]],
            list(observation["scope"]),
            PACK.mask(observation["table"]),
            observation["last_capturer"],
            observation["dealer"],
            observation["seat"],
        )

    def world_value(self, world: World, seat: int) -> float:
        """Value for ``seat`` of a world at a round boundary (its new hands are ignored: the
        cards still to come are everything outside the piles and the table)."""
        return self.boundary(world.piles, world.scope, world.table, world.last, world.dealer, seat)


@cache
def shipped_value(path: Path = VALUE_PATH) -> ValueModel:
    """The committed value model, or another weights file (benchmarks); loaded once."""
    return ValueModel.load(path)


def rollout_value(world: World, seat: int, model: ValueModel, rounds: int = 1) -> float:
    """Shortened rollout: the policy plays the current round (and ``rounds - 1`` more) to its
    end, then the model values the boundary (the deal's true value if it ended)."""
    stop = world.pos + 2 * HAND_SIZE * (rounds - 1)
    while not world.finished and world.pos <= stop:
        card, captured = world.policy_move()
        world.play(card, captured)
    if world.finished:
        return world.value(seat)
    return model.world_value(world, seat)


def round_value(world: World, seat: int, model: ValueModel, alpha: float, beta: float) -> float:
    """Alpha-beta over the rest of the current round in a known world; the model values the
    boundary where the round ends (the deal's true value where it ends)."""
    return _round(world, seat, model, alpha, beta, world.pos)


def _round(
    world: World, seat: int, model: ValueModel, alpha: float, beta: float, start: int
) -> float:
    if world.finished:
        return world.value(seat)
    if world.pos != start:
        return model.world_value(world, seat)
    maximizing = world.current == seat
    best = -1e9 if maximizing else 1e9
    for card, captured in world.moves():
        child = world.copy()
        child.play(card, captured)
        value = _round(child, seat, model, alpha, beta, start)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best
