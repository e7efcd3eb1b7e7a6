"""Schnapsen bots: ``random``, rule-of-thumb ``normal`` and ``easy`` (the same rules, with a
random card 40 % of the time: a casual player), and PIMC ``hard`` (issue 19's ladder: each
level wins about 0.65 of duplicate deals against the one below, ``benchmarks/ladder.py``).

The search bots see only their seat's observation. They rebuild the deal as a
:class:`DealModel` with the hidden cards (opponent's hand, stock order) sampled consistently
with it — cards shown in a marriage or taken in an exchange stay in the opponent's hand, and
in the strict phase a failure to follow or to trump marks the opponent void — then score each
legal action over the deal's game points: by exact alpha-beta once the stock is closed or
(nearly) exhausted, and for ``close``; by greedy playouts while the stock is open.
Rules: ``/work/shared/rules/schnapsen.md`` §5.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from ...cards import iter_bits
from ...search import (
    AlphaBeta,
    Budget,
    Evaluator,
    InconsistentSlots,
    SearchAborted,
    Slot,
    deal_hidden,
    pimc,
    ranked,
)
from .rules import (
    BEATS_MASK,
    BIT,
    CLOSE,
    EXCHANGE,
    FULL_MASK,
    HALF,
    MARRIAGE_MASK,
    MARRIAGE_POINTS,
    MARRY,
    PACK,
    PARTNER,
    POINTS,
    SUIT_MASK,
    SUIT_OF,
    SUITS,
    TARGET,
    TRUMP_MARRIAGE_POINTS,
    TRUMP_UNTER,
    string_to_action,
)

EXACT = 99
"""A search depth (plies) beyond any deal: search to the end."""

CARD_LISTS_ENTRIES = 50_000
"""Entries of the memo below before it starts again empty: ~175 bytes an entry, so ≤ 9 MB
(docs/engine.md, "Caches"). A pure function of the mask: the bound changes no move."""
_CARD_LISTS: dict[int, list[int]] = {}


def _cards_in(mask: int) -> list[int]:
    """The cards of ``mask`` in order, memoised (hands recur constantly in search)."""
    cards = _CARD_LISTS.get(mask)
    if cards is None:
        if len(_CARD_LISTS) >= CARD_LISTS_ENTRIES:
            _CARD_LISTS.clear()
        cards = _CARD_LISTS[mask] = list(iter_bits(mask))
    return cards[:]


class DealModel:
    """One Schnapsen deal with every card placed: the perfect-information state search uses.

    Same action ids as the engine (``rules``); it ends at the end of the deal, whose value is
    the game points won. ``stock`` lists the stock top first, the indicator last.
    """

    __slots__ = (
        "cap",
        "closed_by",
        "game_points",
        "hands",
        "last_winner",
        "led",
        "pending",
        "points",
        "snap_points",
        "snap_trick",
        "stock",
        "strict",
        "tricks",
        "trump",
        "turn",
        "winner",
    )

    def __init__(
        self, hands: list[int], stock: tuple[int, ...], trump: int, turn: int, strict: bool = False
    ) -> None:
        self.hands = hands
        self.stock = stock
        self.trump = trump
        self.turn = turn
        self.led = -1
        self.closed_by = -1
        self.snap_points = 0
        self.snap_trick = False
        self.points = [0, 0]
        self.pending = [0, 0]
        self.tricks = [0, 0]
        self.last_winner = -1
        self.winner = -1
        self.game_points = 0
        self.strict = strict
        """The A-004-6 variant: no exchange or close with two stock cards left."""
        self.cap = [3, 3]
        """Game points each seat can still use in the match (more are worth no more)."""

    def clone(self) -> DealModel:
        """An independent copy."""
        other = DealModel.__new__(DealModel)
        other.hands, other.stock, other.trump = self.hands[:], self.stock, self.trump
        other.turn, other.led, other.closed_by = self.turn, self.led, self.closed_by
        other.snap_points, other.snap_trick = self.snap_points, self.snap_trick
        other.points, other.pending = self.points[:], self.pending[:]
        other.tricks, other.last_winner = self.tricks[:], self.last_winner
        other.winner, other.game_points, other.cap = self.winner, self.game_points, self.cap
        other.strict = self.strict
        return other

    @property
    def open(self) -> bool:
        """Open phase: stock not empty and not closed (§5.5)."""
        return bool(self.stock) and self.closed_by < 0

    def current_player(self) -> int | None:
        """Seat to act, ``None`` once the deal is over."""
        return None if self.winner >= 0 else self.turn

    def legal_actions(self) -> list[int]:
        """Sorted legal action ids (§5.6, §5.7)."""
        if self.winner >= 0:
            return []
        hand = self.hands[self.turn]
        led = self.led
        if led < 0:
            actions = _cards_in(hand)
            actions += [
                MARRY + c for c in iter_bits(hand & MARRIAGE_MASK) if hand >> PARTNER[c] & 1
            ]
            if self.open and not (self.strict and len(self.stock) == 2):
                if hand & BIT[TRUMP_UNTER[self.trump]]:
                    actions.append(EXCHANGE)
                actions.append(CLOSE)
            return actions
        if self.open:
            return _cards_in(hand)
        same = hand & SUIT_MASK[SUIT_OF[led]]
        if same:
            return _cards_in(same & BEATS_MASK[led] or same)
        return _cards_in(hand & SUIT_MASK[self.trump] or hand)

    def apply_action(self, action: int) -> None:
        """Apply a legal action (trusted)."""
        me = self.turn
        if action == EXCHANGE:
            unter, indicator = TRUMP_UNTER[self.trump], self.stock[-1]
            self.hands[me] ^= BIT[unter] | BIT[indicator]
            self.stock = (*self.stock[:-1], unter)
            return
        if action == CLOSE:
            self.closed_by = me
            self.snap_points, self.snap_trick = self.points[1 - me], self.tricks[1 - me] > 0
            return
        if action >= MARRY:
            action -= MARRY
            value = TRUMP_MARRIAGE_POINTS if SUIT_OF[action] == self.trump else MARRIAGE_POINTS
            if self.tricks[me]:
                self.points[me] += value
                if self.points[me] >= TARGET:
                    self._end(me)
                    return
            else:
                self.pending[me] += value
        self.hands[me] ^= BIT[action]
        led = self.led
        if led < 0:
            self.led, self.turn = action, 1 - me
            return
        if SUIT_OF[action] == SUIT_OF[led]:
            winner = me if action < led else 1 - me
        else:
            winner = me if SUIT_OF[action] == self.trump else 1 - me
        self.points[winner] += POINTS[led] + POINTS[action]
        self.tricks[winner] += 1
        if self.tricks[winner] == 1:
            self.points[winner] += self.pending[winner]
            self.pending[winner] = 0
        self.last_winner = self.turn = winner
        self.led = -1
        if self.points[winner] >= TARGET:
            self._end(winner)
        elif self.open:
            stock = self.stock
            self.hands[winner] |= BIT[stock[0]]
            self.hands[1 - winner] |= BIT[stock[1]]
            self.stock = stock[2:]
        elif not self.hands[winner]:
            self._end(-1)

    def _end(self, reached: int) -> None:
        closer = self.closed_by
        if reached >= 0:
            loser = 1 - reached
            if closer < 0:
                points = 3 if not self.tricks[loser] else 2 if self.points[loser] < HALF else 1
            elif reached == closer:
                points = 3 if not self.snap_trick else 2 if self.snap_points < HALF else 1
            else:
                points = 2 if self.snap_trick else 3
            self.winner = reached
        elif closer >= 0:
            self.winner, points = 1 - closer, 2 if self.snap_trick else 3
        else:
            self.winner, points = self.last_winner, 1
        self.game_points = points

    def value_for(self, seat: int) -> float:
        """The finished deal's game points for ``seat`` (negative if lost), capped by the match."""
        points = min(self.game_points, self.cap[self.winner])
        return float(points if self.winner == seat else -points)


def _wins(card: int, led: int, trump: int) -> bool:
    if SUIT_OF[card] == SUIT_OF[led]:
        return card < led
    return SUIT_OF[card] == trump


def greedy_action(state: DealModel) -> int:
    """A quick playout move: declare, take valuable tricks cheaply, lead low, keep trumps."""
    actions = state.legal_actions()
    trump, led = state.trump, state.led
    if led < 0:
        if EXCHANGE in actions:
            return EXCHANGE
        marriages = [a for a in actions if MARRY <= a < EXCHANGE]
        if marriages:
            return max(marriages, key=lambda a: SUIT_OF[a - MARRY] == trump)
        cards = [a for a in actions if a < MARRY]
        if not state.open:
            other = state.hands[1 - state.turn]
            safe = [
                c for c in cards if not any(_wins(o, c, trump) for o in _follows(other, c, trump))
            ]
            if safe:
                return max(safe, key=lambda c: POINTS[c])
        return min(cards, key=lambda c: POINTS[c] + (20 if SUIT_OF[c] == trump else 0))
    winners = [c for c in actions if _wins(c, led, trump)]
    if winners:
        cheapest = min(winners, key=lambda c: (SUIT_OF[c] == trump != SUIT_OF[led], POINTS[c]))
        if not state.open or POINTS[led] >= 10 or SUIT_OF[cheapest] == SUIT_OF[led]:
            return cheapest
    return min(actions, key=lambda c: POINTS[c] + (20 if SUIT_OF[c] == trump else 0))


def _follows(hand: int, led: int, trump: int) -> list[int]:
    same = hand & SUIT_MASK[SUIT_OF[led]]
    if same:
        return _cards_in(same & BEATS_MASK[led] or same)
    return _cards_in(hand & SUIT_MASK[trump] or hand)


def rollout_value(state: DealModel, seat: int) -> float:
    """Play the deal out with :func:`greedy_action` on both sides; ``seat``'s game points."""
    state = state.clone()
    while state.winner < 0:
        state.apply_action(greedy_action(state))
    return state.value_for(seat)


class DealEvaluator(Evaluator[DealModel]):
    """Deal values for ``seat``: exact game points at the end, a greedy playout at a horizon."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def maximizing(self, state: DealModel) -> bool:
        """The evaluating seat maximises."""
        return state.turn == self.seat

    def terminal_value(self, state: DealModel) -> float | None:
        """Game points of the finished deal for the seat, ``None`` while it goes on."""
        return state.value_for(self.seat) if state.winner >= 0 else None

    def heuristic(self, state: DealModel) -> float:
        """The game points a greedy playout of the rest of the deal gives the seat."""
        return rollout_value(state, self.seat)

    def quiet(self, state: DealModel) -> bool:
        """Only judge positions between tricks."""
        return state.led < 0

    def order(self, state: DealModel, actions: list[int]) -> Sequence[int]:
        """Declarations and high cards first when leading; cheap winners first when following."""
        led = state.led
        if led < 0:
            return sorted(
                actions,
                key=lambda a: (
                    -100
                    if a == EXCHANGE
                    else 100
                    if a == CLOSE
                    else -50 - a
                    if a >= MARRY
                    else -POINTS[a]
                ),
            )
        trump = state.trump

        def rank(card: int) -> int:
            wins = (SUIT_OF[card] == SUIT_OF[led] and card < led) or (
                SUIT_OF[card] == trump != SUIT_OF[led]
            )
            return POINTS[card] - (100 if wins else 0) + (20 if SUIT_OF[card] == trump else 0)

        return sorted(actions, key=rank)

    def key(self, state: DealModel) -> Hashable:
        """Everything that shapes the rest of the deal."""
        return (
            state.hands[0],
            state.hands[1],
            state.stock,
            state.led,
            state.turn,
            state.points[0],
            state.points[1],
            state.pending[0],
            state.pending[1],
            state.tricks[0] > 0,
            state.tricks[1] > 0,
            state.closed_by,
            state.snap_points,
            state.snap_trick,
        )


def _cards(codes: Sequence[str]) -> int:
    return PACK.mask(codes)


def opponent_constraints(observation: dict[str, Any]) -> int:
    """Cards the opponent cannot hold: voids and missing higher cards shown in strict tricks."""
    seat, trump = observation["seat"], SUITS.index(observation["trump"])
    tricks = observation["tricks_played"]
    closed = observation["closed_by"] is not None
    strict_from = (10 - observation["stock_size"]) // 2 if closed else 5
    forbidden = 0
    for trick in tricks[strict_from:]:
        (first, second) = trick["cards"]
        if second["seat"] == seat:
            continue
        led, played = PACK.index(first["card"]), PACK.index(second["card"])
        if SUIT_OF[played] != SUIT_OF[led]:
            forbidden |= SUIT_MASK[SUIT_OF[led]]
            if SUIT_OF[played] != trump:
                forbidden |= SUIT_MASK[trump]
        elif played > led:
            forbidden |= BEATS_MASK[led]
    return forbidden


def sample_world(observation: dict[str, Any], rng: random.Random) -> DealModel:
    """A complete deal consistent with what ``observation``'s seat has seen."""
    seat = observation["seat"]
    opp = 1 - seat
    hand = _cards(observation["hand"])
    played = _cards([c["card"] for t in observation["tricks_played"] for c in t["cards"]])
    played |= _cards([c["card"] for c in observation["trick"]])
    stock_size = observation["stock_size"]
    indicator = observation.get("indicator")
    bottom = PACK.index(indicator) if indicator and stock_size else -1
    hidden = FULL_MASK & ~hand & ~played & ~(BIT[bottom] if bottom >= 0 else 0)
    known = _cards(observation["revealed"]) & hidden
    forbidden = opponent_constraints(observation) & ~known
    slots = [
        Slot(observation["opponent_hand_size"], known, forbidden),
        Slot(stock_size - (bottom >= 0)),
    ]
    opp_cards, stock = deal_hidden(rng, hidden, slots)
    hands = [0, 0]
    hands[seat], hands[opp] = hand, sum(BIT[c] for c in opp_cards)
    if bottom >= 0:
        stock.append(bottom)
    world = DealModel(
        hands,
        tuple(stock),
        SUITS.index(observation["trump"]),
        observation["current_player"],
        observation.get("strict_exchange", False),
    )
    world.led = PACK.index(observation["trick"][0]["card"]) if observation["trick"] else -1
    world.points, world.pending = list(observation["points"]), list(observation["pending"])
    world.tricks = list(observation["tricks"])
    if observation["closed_by"] is not None:
        world.closed_by = observation["closed_by"]
        snapshot = observation["close_snapshot"]
        world.snap_points, world.snap_trick = (
            snapshot["opponent_points"],
            snapshot["opponent_had_trick"],
        )
    world.cap = [max(1, m) for m in observation["match_points"]]
    return world


def decision_rng(seed: int, observation: dict[str, Any]) -> random.Random:
    """A generator fixed by the seed and the observation: same both, same choice."""
    return random.Random(f"{seed}|{json.dumps(observation, sort_keys=True)}")


class RandomBot:
    """Uniformly random legal actions (a baseline)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        """A uniformly random legal action."""
        return decision_rng(self.seed, observation).choice(legal_actions)


class EasyBot:
    """Rules of thumb: exchange, declare, take valuable tricks cheaply, keep trumps, close late;
    with ``noise``, that often a random card instead (a casual player's slips)."""

    def __init__(self, seed: int, noise: float = 0.0) -> None:
        self.seed = seed
        self.noise = noise

    def rank(
        self, observation: dict[str, Any], legal_actions: list[str]
    ) -> list[tuple[str, float]]:
        """Every legal action with its game points estimated by a small PIMC (4 deals, greedy
        playouts), best first; ``choose``'s rules do not put numbers on moves, so its action
        need not come first."""
        values = _easy_ranker(self.seed).evaluate(observation, legal_actions, score_single=True)
        if values is None:
            return [(a, 0.0) for a in legal_actions]
        return ranked(legal_actions, values)

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        """A sensible action by simple rules (or, ``noise`` of the time, a random card)."""
        if self.noise:
            rng = decision_rng(self.seed, observation)
            cards = [a for a in legal_actions if a.startswith("play:")]
            if len(cards) > 1 and rng.random() < self.noise:
                return rng.choice(cards)
        if "exchange" in legal_actions:
            return "exchange"
        trump = SUITS.index(observation["trump"])
        marriages = [a for a in legal_actions if a.startswith("marry:")]
        if marriages:
            return max(marriages, key=lambda a: SUIT_OF[string_to_action(a) - MARRY] == trump)
        plays = [string_to_action(a) for a in legal_actions if a.startswith("play:")]
        hand = _cards(observation["hand"])
        seen = hand | _cards([c["card"] for t in observation["tricks_played"] for c in t["cards"]])
        seen |= _cards([c["card"] for c in observation["trick"]])
        strict = observation["phase"] == "strict"
        if observation["trick"]:
            led = PACK.index(observation["trick"][0]["card"])
            card = self._follow(led, plays, trump, strict)
        else:
            if "close" in legal_actions and self._close(observation, hand, seen, trump):
                return "close"
            card = self._lead(plays, hand, seen, trump, strict)
        return "play:" + PACK.code(card)

    @staticmethod
    def _top(card: int, seen: int) -> bool:
        return not BEATS_MASK[card] & ~seen

    def _close(self, observation: dict[str, Any], hand: int, seen: int, trump: int) -> bool:
        mine = observation["points"][observation["seat"]]
        trumps = [c for c in iter_bits(hand & SUIT_MASK[trump])]
        sure = sum(
            POINTS[c]
            for c in iter_bits(hand)
            if self._top(c, seen) and (SUIT_OF[c] == trump or len(trumps) >= 2)
        )
        return mine > 0 and mine + sure >= TARGET + 4 and len(trumps) >= 2

    def _lead(self, plays: list[int], hand: int, seen: int, trump: int, strict: bool) -> int:
        if strict:
            winners = [
                c
                for c in plays
                if self._top(c, seen) and (SUIT_OF[c] == trump or not self._trumps_out(seen, trump))
            ]
            if winners:
                return max(winners, key=lambda c: POINTS[c])

        def cost(card: int) -> float:
            keep = 20 if SUIT_OF[card] == trump else 0
            keep += 8 if PARTNER[card] >= 0 and hand >> PARTNER[card] & 1 else 0
            return POINTS[card] + keep

        return min(plays, key=cost)

    @staticmethod
    def _trumps_out(seen: int, trump: int) -> bool:
        return bool(SUIT_MASK[trump] & ~seen)

    def _follow(self, led: int, plays: list[int], trump: int, strict: bool) -> int:
        def wins(card: int) -> bool:
            if SUIT_OF[card] == SUIT_OF[led]:
                return card < led
            return SUIT_OF[card] == trump

        winners = sorted(
            (c for c in plays if wins(c)),
            key=lambda c: (SUIT_OF[c] == trump != SUIT_OF[led], POINTS[c]),
        )
        cheap_win = winners and SUIT_OF[winners[0]] == SUIT_OF[led]
        if winners and (strict or POINTS[led] >= 10 or cheap_win):
            return winners[0]
        return min(plays, key=lambda c: POINTS[c] + (20 if SUIT_OF[c] == trump else 0))


class SearchBot:
    """PIMC over sampled deals; each action is scored per deal by exact alpha-beta once the
    stock is closed or (nearly) exhausted and for ``close`` itself, otherwise by greedy
    playouts (``depth`` 0: measured stronger than depth-limited minimax, whose all-seeing
    opponent distorts open-phase play) or by minimax to ``depth`` plies.

    ``close_penalty`` offsets PIMC's optimism about closing (each world shows the hidden
    cards, so closing looks safer than it is); ``exact_close`` False scores ``close`` by
    playouts like other moves. A node budget bounds the work so the same
    observation and seed give the same choice whatever the machine load.
    """

    def __init__(
        self,
        seed: int,
        worlds: int,
        depth: int,
        exact_stock: int,
        nodes: int,
        close_penalty: float = 0.25,
        seconds: float = 20.0,
        exact_close: bool = True,
    ) -> None:
        self.seed = seed
        self.exact_close = exact_close
        self.worlds = worlds
        self.depth = depth
        self.exact_stock = exact_stock
        self.nodes = nodes
        self.close_penalty = close_penalty
        self.seconds = seconds
        self.abort: Any = None
        """Set to an object with ``is_set()`` (a ``threading.Event``) to cancel thinking."""

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        """The action with the best mean game points over the sampled deals."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        values = self.evaluate(observation, legal_actions)
        if values is None:  # an observation without its deal's history: no search
            return EasyBot(self.seed).choose(observation, legal_actions)
        return ranked(legal_actions, values)[0][0]

    def rank(
        self, observation: dict[str, Any], legal_actions: list[str]
    ) -> list[tuple[str, float]]:
        """Every legal action with its mean game points (``close`` less its penalty), best
        first; the first is ``choose``'s action."""
        values = self.evaluate(observation, legal_actions, score_single=True)
        if self.abort is not None and self.abort.is_set():
            raise SearchAborted("the Schnapsen search was cancelled")
        if values is None:
            return EasyBot(self.seed).rank(observation, legal_actions)
        return ranked(legal_actions, values)

    def evaluate(
        self, observation: dict[str, Any], legal_actions: list[str], score_single: bool = False
    ) -> dict[str, float] | None:
        """Mean game points of each action over the sampled deals (``close`` less the close
        penalty), or ``None`` when no deal fits the observation."""
        rng = decision_rng(self.seed, observation)
        ids = [string_to_action(a) for a in legal_actions]
        seat = observation["seat"]
        stock = observation["stock_size"]
        closed = observation["closed_by"] is not None
        exact = closed or stock <= self.exact_stock
        worlds = 1 if stock == 0 else self.worlds
        budget = Budget(max_nodes=self.nodes, seconds=self.seconds, abort=self.abort)
        searcher = AlphaBeta(DealEvaluator(seat), budget)

        def score(world: DealModel, actions: Sequence[int]) -> dict[int, float]:
            values: dict[int, float] = {}
            for action in actions:
                depth = EXACT if exact or (action == CLOSE and self.exact_close) else self.depth
                child = world.clone()
                child.apply_action(action)
                if depth == 0:
                    values[action] = rollout_value(child, seat)
                else:
                    values[action] = searcher.value(child, depth - 1)
            return values

        def sampler(generator: random.Random) -> DealModel:
            return sample_world(observation, generator)

        try:
            result = pimc(
                ids,
                sampler,
                score,
                worlds,
                rng,
                budget,
                bias={CLOSE: -self.close_penalty},
                score_single=score_single,
            )
        except InconsistentSlots:
            return None
        return {a: result.scores[i] for a, i in zip(legal_actions, ids, strict=True)}


def _easy_ranker(seed: int) -> SearchBot:
    """The small search behind ``EasyBot.rank``."""
    return SearchBot(seed, worlds=4, depth=0, exact_stock=0, nodes=20_000, close_penalty=0.4)


BOTS: dict[str, Callable[[int], Any]] = {
    "random": RandomBot,
    "easy": lambda seed: EasyBot(seed, noise=0.4),
    "normal": EasyBot,
    "hard": lambda seed: SearchBot(
        seed, worlds=32, depth=0, exact_stock=2, nodes=400_000, close_penalty=0.5
    ),
}
"""Factories ``seed -> bot`` for ``engine.ai.create_ai``."""
