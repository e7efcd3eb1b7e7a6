"""Minchiate bots: random, heuristic (team player), easy and normal (the heuristic, with a
random card 40 % of the time for easy), and hard (PIMC with rollouts). Issue 19's ladder:
each level wins about 0.64 of duplicate deals against the one below (``benchmarks/ladder.py``).

Every bot decides from ``observation(seat)`` and the legal actions only; its randomness comes
from its seed and the observation, so the same observation and seed give the same choice.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...bots import SeededBot, random_bot
from ...cards import iter_bits
from ...search.budget import AbortFlag, SearchAborted
from ...search.halving import floor_dropped, successive_halving
from . import rules as R
from .endgame import solve
from .knowledge import (
    NO_MODEL,
    PlayModel,
    knowledge,
    play_history,
    play_state,
    sample_hands,
    world_weight,
)
from .policy import choose_card, discard_card, fast_rollout
from .rules import PACK
from .state import MinchiateState

SEED_RECIPE = "seat-view"
"""How a decision's generator is seeded (``engine.bots.decision_rng``): this game's own."""

LETTER = {letter: i for i, letter in enumerate(R.SUIT_LETTERS)}
SEARCH_MARGIN = 0.05
"""Mean utility (in resti) by which a searched card must beat the heuristic card."""
EXACT_SHARE = 4
"""With exact last tricks, search scores this many times fewer deals."""


@dataclass(frozen=True)
class Search:
    """How PIMC searches (``hard``: the budget and the defaults; the other fields are
    ``HardBot`` candidates, see ``pimc_rank``)."""

    budget: int
    """Rollouts per decision, shared by the distinct legal cards."""
    min_samples: int
    """Sampled deals per decision at least."""
    model: PlayModel = NO_MODEL
    pool: int = 1
    win: float = 0.0
    """Resti added for a won deal (net > 0), taken for a lost one."""
    extra: float = 0.0
    close: float = 0.0
    exact: int = 0
    margin: float = SEARCH_MARGIN
    net_weight: float = 1.0
    """Weight of the rounded net resti in a deal's value; the unrounded points get
    1.5 − this (``outcome_value``: 1 and 0.5)."""


def heuristic_action(obs: dict[str, Any], legal: list[str]) -> str:
    """The rule-of-thumb action: declare everything, discard toward voids, play as a team."""
    if len(legal) == 1:
        return legal[0]
    declares = [a for a in legal if a.startswith("declare:")]
    if declares:
        hand = PACK.mask(obs["hand"])
        return max(declares, key=lambda a: setup_key(a, hand))
    if legal[0] == "pass":
        return "pass"
    hand = PACK.mask(obs["hand"])
    if legal[0].startswith("discard:"):
        allowed = PACK.mask(a.partition(":")[2] for a in legal)
        return f"discard:{PACK.code(discard_card(hand, allowed))}"
    legal_mask = PACK.mask(a.partition(":")[2] for a in legal)
    trick = [(p["seat"], PACK.index(p["card"])) for p in obs["trick"]]
    lead = None if obs["lead"] is None else LETTER[obs["lead"]]
    card = choose_card(obs["seat"], hand, trick, lead, legal_mask)
    return f"play:{PACK.code(card)}"


def declaration_points(action: str, hand: int) -> int:
    """Points a ``declare:`` action scores from ``hand`` (0 for any other action)."""
    if not action.startswith("declare:"):
        return 0
    return R.combo_points(R.COMBO_INDEX[PACK.mask(action.partition(":")[2].split(","))], hand)


def setup_key(action: str, hand: int) -> tuple[int, int, str]:
    """The heuristic's order of declarations: most points, then most cards (every combination
    is declared in the end, so the order changes nothing but the log)."""
    return declaration_points(action, hand), len(action.split(",")), action


def rank_setup(obs: dict[str, Any], legal: list[str]) -> list[tuple[str, float]]:
    """Discard and declaration phases, without search: a declaration is worth the points it
    scores (in resti), ``pass`` and every discard 0; the heuristic's own action comes first."""
    hand = PACK.mask(obs["hand"])
    if legal[0].startswith("discard:"):
        first = heuristic_action(obs, legal)
        return [(first, 0.0)] + [(a, 0.0) for a in legal if a != first]
    order = sorted(legal, key=lambda a: setup_key(a, hand), reverse=True)
    return [(a, declaration_points(a, hand) / R.POINTS_PER_RESTO) for a in order]


def rollout(state: MinchiateState) -> None:
    """Play ``state`` to the end with the heuristic policy for every seat."""
    while state.phase == "play":
        seat = state.to_play
        legal = state.legal_play_mask()
        state.apply_action(choose_card(seat, state.hands[seat], state.trick, state.lead, legal))
        state.log.clear()


def distinct_cards(cards: list[int], hand: int, played: int) -> list[int]:
    """One card per class of equivalent legal cards: zero-point cards of one suit with nothing
    between them that another seat could hold are interchangeable."""
    order = sorted(cards, key=lambda c: (R.SUIT_OF[c], R.STRENGTH[c]))
    kept: list[int] = []
    for card in order:
        if kept and _equivalent(kept[-1], card, hand | played):
            continue
        kept.append(card)
    return kept


def _equivalent(low: int, high: int, known: int) -> bool:
    suit = R.SUIT_OF[low]
    if suit != R.SUIT_OF[high] or suit == R.NO_SUIT or R.COMBO_VALUE[low] or R.COMBO_VALUE[high]:
        return False
    group = R.TRUMP_MASK if suit == R.TRUMP else R.SUIT_MASKS[suit]
    between = [c for c in iter_bits(group) if R.STRENGTH[low] < R.STRENGTH[c] < R.STRENGTH[high]]
    return all(known >> c & 1 for c in between)


def outcome_value(
    net: int, total: int, team: int, win: float = 0.0, net_weight: float = 1.0
) -> float:
    """Value for ``team`` of a final (net resti, unrounded NS − EW points) outcome: the net
    resti plus half the unrounded points in resti (``net_weight`` and 1.5 − it); ``win``
    resti more for winning the deal (net > 0), as many less for losing it."""
    value = (
        net_weight * net
        + (1.5 - net_weight) * total / R.POINTS_PER_RESTO
        + win * ((net > 0) - (net < 0))
    )
    return value if team == 0 else -value


def sample_worlds(
    obs: dict[str, Any], k: Any, rng: random.Random, samples: int, model: PlayModel, pool: int
) -> list[tuple[list[int], float]]:
    """``samples`` hidden deals as (hands, multiplicity; the multiplicities add up to
    ``samples``). With an active ``model`` each consistent deal counts in proportion to how
    likely it makes the other seats' observed plays: ``pool`` 1 weighs the deals drawn,
    a larger ``pool`` draws ``pool`` × ``samples`` and resamples ``samples`` of them
    (systematic resampling; equal deals merged)."""
    if not model.active:
        return [(sample_hands(k, rng), 1) for _ in range(samples)]
    history = play_history(obs)
    candidates = [sample_hands(k, rng) for _ in range(max(1, pool) * samples)]
    weights = [world_weight(history, hands, model) for hands in candidates]
    total = sum(weights)
    if total <= 0.0:  # the model rules every candidate out: keep them all as equally likely
        return [(hands, 1) for hands in candidates[:samples]]
    if pool <= 1:
        return [
            (hands, w * samples / total)
            for hands, w in zip(candidates, weights, strict=True)
            if w > 0.0
        ]
    step = total / samples
    point = rng.random() * step
    counts: dict[int, int] = {}
    acc = 0.0
    i = 0
    for _ in range(samples):
        while i < len(weights) - 1 and acc + weights[i] <= point:
            acc += weights[i]
            i += 1
        counts[i] = counts.get(i, 0) + 1
        point += step
    return [(candidates[i], n) for i, n in counts.items()]


def pimc_rank(
    obs: dict[str, Any],
    legal: list[str],
    rng: random.Random,
    search: Search,
    abort: AbortFlag | None = None,
) -> list[tuple[str, float]]:
    """Perfect-information Monte Carlo: sample hidden deals, roll every card out, average.

    Each legal card with its mean outcome (resti for the seat's team, see ``outcome_value``),
    best first. The heuristic card gets ``search.margin`` added: it stays first unless search
    finds a clearly better one (guards against noise). Equivalent cards share a value.

    ``search`` options (``HardBot`` candidates; 0 = off, as ``hard``): ``exact`` — with at
    most that many tricks left, each card is scored by exact play of every seat in each deal
    (``endgame.solve``) instead of a rollout; ``extra`` — while the best two cards are within
    ``close`` of each other, successive halving: the better half of the cards (at least two)
    is rolled out on as many new deals again, up to ``extra`` × ``budget`` more rollouts; a
    card dropped never ranks above one kept.
    """
    budget, min_samples, model, pool = search.budget, search.min_samples, search.model, search.pool
    win, extra, close, exact = search.win, search.extra, search.close, search.exact
    k = knowledge(obs)
    played = R.PACK.full_mask & ~k.pool & ~k.hand & ~sum(k.certain)
    legal_cards = [PACK.index(a.partition(":")[2]) for a in legal]
    cards = distinct_cards(legal_cards, k.hand, played)
    samples = max(min_samples, budget // len(cards))
    team = R.team_of(obs["seat"])
    solved = exact > 0 and R.TRICKS - len(obs["tricks"]) <= exact
    if solved:  # an exact score costs about as much as EXACT_SHARE rollouts
        samples = max(min_samples, samples // EXACT_SHARE)
    totals = [0.0] * len(cards)
    weights = [0.0] * len(cards)
    cache: dict[int, int] = {}

    def roll(alive: list[int]) -> None:
        for hands, count in sample_worlds(obs, k, rng, samples, model, pool):
            if abort is not None and abort.is_set():
                raise SearchAborted("the Minchiate search was cancelled")
            base = play_state(obs, hands)
            for i in alive:
                st = base.clone()
                st.apply_action(cards[i])
                if solved:
                    value = solve(st, win, cache)
                    value = value if team == 0 else -value
                else:
                    value = outcome_value(*fast_rollout(st), team, win, search.net_weight)
                totals[i] += count * value
                weights[i] += count

    fallback = PACK.index(heuristic_action(obs, legal).partition(":")[2])
    default = cards.index(fallback) if fallback in cards else -1

    def value_of(i: int) -> float:
        return totals[i] / weights[i] + (search.margin if i == default else 0.0)

    alive = list(range(len(cards)))
    roll(alive)
    alive, dropped = successive_halving(
        alive,
        roll,
        value_of,
        lambda i: (-value_of(i), i == default, i),
        close,
        samples,
        extra * budget / (EXACT_SHARE if solved else 1),
    )
    values = [value_of(i) for i in range(len(cards))]
    floor_dropped(values, alive, dropped)
    kept = set(alive)
    order = sorted(range(len(cards)), key=lambda i: (i not in kept, -values[i], i == default, i))
    # Each card kept by ``distinct_cards`` stands for the equivalent cards skipped after it.
    stands_for: dict[int, list[int]] = {c: [] for c in cards}
    rep = -1
    for card in sorted(legal_cards, key=lambda c: (R.SUIT_OF[c], R.STRENGTH[c])):
        if card in stands_for:
            rep = card
        else:
            stands_for[rep].append(card)
    out = [(f"play:{PACK.code(cards[i])}", values[i]) for i in order]
    extra_rows = [(f"play:{PACK.code(c)}", values[i]) for i in order for c in stands_for[cards[i]]]
    return ranked_merge(out, extra_rows)


def ranked_merge(
    first: list[tuple[str, float]], extra: list[tuple[str, float]]
) -> list[tuple[str, float]]:
    """``first`` (best first) with each ``extra`` entry placed after the last entry of
    ``first`` that is at least as good (so ties keep ``first``'s entries ahead)."""
    result = list(first)
    for action, value in extra:
        at = len(result)
        while at > 0 and result[at - 1][1] < value:
            at -= 1
        result.insert(at, (action, value))
    return result


def pimc_choice(
    obs: dict[str, Any],
    legal: list[str],
    rng: random.Random,
    search: Search,
    abort: AbortFlag | None = None,
) -> str:
    """The first card of :func:`pimc_rank` (no search when every legal card is equivalent)."""
    k = knowledge(obs)
    played = R.PACK.full_mask & ~k.pool & ~k.hand & ~sum(k.certain)
    cards = distinct_cards([PACK.index(a.partition(":")[2]) for a in legal], k.hand, played)
    if len(cards) == 1:
        return f"play:{PACK.code(cards[0])}"
    return pimc_rank(obs, legal, rng, search, abort)[0][0]


Ranker = Callable[
    [dict[str, Any], list[str], random.Random, AbortFlag | None], list[tuple[str, float]]
]


class Bot(SeededBot):
    """A bot with a seed; ``choose`` picks one of the legal actions from an observation,
    ``rank`` lists them all with their values, best first (see docs/engine.md)."""

    def __init__(
        self,
        seed: int,
        decide: Callable[[dict[str, Any], list[str], random.Random], str],
        ranker: Ranker | None = None,
    ) -> None:
        super().__init__(seed, SEED_RECIPE)
        self._decide = decide
        self._ranker = ranker
        self.abort: AbortFlag | None = None
        """Set by the app (a ``threading.Event``): once set, ``rank`` stops with
        ``SearchAborted``."""

    def rank(
        self, observation: dict[str, Any], legal_actions: list[str]
    ) -> list[tuple[str, float]]:
        """Every legal action with its value in resti for the seat's team, best first."""
        if self._ranker is None:
            raise NotImplementedError("this baseline bot does not rank actions")
        rng = self.rng(observation, legal_actions)
        return self._ranker(observation, legal_actions, rng, self.abort)

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        """Return one of ``legal_actions``."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        rng = self.rng(observation, legal_actions)
        return self._decide(observation, legal_actions, rng)


def _heuristic(obs: dict[str, Any], legal: list[str], rng: random.Random) -> str:
    return heuristic_action(obs, legal)


def _noisy(noise: float) -> Callable[[dict[str, Any], list[str], random.Random], str]:
    """The heuristic, with a random legal card ``noise`` of the time in the play phase."""

    def decide(obs: dict[str, Any], legal: list[str], rng: random.Random) -> str:
        if obs["phase"] == "play" and rng.random() < noise:
            return rng.choice(legal)
        return heuristic_action(obs, legal)

    return decide


def heuristic_bot(seed: int, noise: float = 0.0) -> Bot:
    """The heuristic team player with ``noise`` random cards; ``rank`` by a small search."""
    return Bot(seed, _noisy(noise), _search_rank(EASY_RANK_BUDGET, EASY_RANK_MIN_SAMPLES))


def _search(
    budget: int, min_samples: int, search: Search | None = None
) -> Callable[[dict[str, Any], list[str], random.Random], str]:
    search = search or Search(budget, min_samples)

    def decide(obs: dict[str, Any], legal: list[str], rng: random.Random) -> str:
        if obs["phase"] != "play":
            return heuristic_action(obs, legal)
        try:
            return pimc_choice(obs, legal, rng, search)
        except ValueError:  # no hidden deal fits the observation: never expected, never fatal
            return heuristic_action(obs, legal)

    return decide


def _search_rank(budget: int, min_samples: int, search: Search | None = None) -> Ranker:
    search = search or Search(budget, min_samples)

    def rank(
        obs: dict[str, Any], legal: list[str], rng: random.Random, abort: AbortFlag | None
    ) -> list[tuple[str, float]]:
        if obs["phase"] != "play":
            return rank_setup(obs, legal)
        try:
            return pimc_rank(obs, legal, rng, search, abort)
        except ValueError:  # no hidden deal fits the observation: never expected, never fatal
            first = heuristic_action(obs, legal)
            return [(first, 0.0)] + [(a, 0.0) for a in legal if a != first]

    return rank


HARD_BUDGET, HARD_MIN_SAMPLES = 240, 16
HARD_EXTRA, HARD_CLOSE = 2.0, 0.2
"""Hard's successive halving: while its two best cards are within 0.2 resti, the better half
is rolled out again on new deals, up to twice the budget more (issue 19 goal 2; the ladder
in docs/games/minchiate.md)."""
HARD_SEARCH = Search(HARD_BUDGET, HARD_MIN_SAMPLES, extra=HARD_EXTRA, close=HARD_CLOSE)
EASY_RANK_BUDGET, EASY_RANK_MIN_SAMPLES = 16, 2
"""The small search behind the easy bot's ``rank`` (its ``choose`` does not search)."""


def HardBot(
    seed: int,
    budget: int = HARD_BUDGET,
    min_samples: int = HARD_MIN_SAMPLES,
    capture: float = 1.0,
    duck: float = 1.0,
    smear: float = 1.0,
    declare: float = 1.0,
    low: float = 1.0,
    cheap_win: float = 1.0,
    pool: int = 1,
    win: float = 0.0,
    extra: float = 0.0,
    close: float = 0.0,
    exact: int = 0,
    margin: float = SEARCH_MARGIN,
    net_weight: float = 1.0,
) -> Bot:
    """A PIMC bot with every search option (``benchmarks/ladder.py`` candidates): the play
    model's rules of thumb and candidate pool (``sample_worlds``), the win bonus, successive
    halving on close decisions and exact last tricks (``pimc_rank``)."""
    model = PlayModel(capture, duck, smear, declare, low, cheap_win)
    search = Search(budget, min_samples, model, pool, win, extra, close, exact, margin, net_weight)
    return Bot(
        seed, _search(budget, min_samples, search), _search_rank(budget, min_samples, search)
    )


BOTS: dict[str, Callable[[int], SeededBot]] = {
    "random": random_bot(SEED_RECIPE),
    "heuristic": lambda seed: Bot(seed, _heuristic),
    "easy": lambda seed: heuristic_bot(seed, 0.4),
    "normal": lambda seed: heuristic_bot(seed, 0.0),
    "hard": lambda seed: Bot(
        seed,
        _search(HARD_BUDGET, HARD_MIN_SAMPLES, HARD_SEARCH),
        _search_rank(HARD_BUDGET, HARD_MIN_SAMPLES, HARD_SEARCH),
    ),
}

__all__ = ["BOTS", "Bot", "heuristic_action", "pimc_choice", "pimc_rank"]
