"""Clairvoyant bots: a ceiling for the trick games' AI levels (issue 19, goal 3).

BENCHMARKS ONLY. A clairvoyant bot reads the match's full state — every hand, the stock order,
the discards — which no level may do; it is never a level and ``engine.ai.create_ai`` cannot
make one (nothing in ``cardavia_desktop`` imports this file). It scores each legal move the
way the game's hard level does in one sampled world, but in the one true world: the same
playouts or exact search, with perfect information instead of sampling. So the gap between
a level and the clairvoyant bot is what better inference about hidden cards could still win
(a bound, not a target: perfect information also makes some plays look safer than they are).

``make(game, seed)`` returns a bot whose ``see(state)`` must be called with the live engine
state before every ``choose(observation, legal_actions)`` (``ladder.py`` does).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardavia_desktop.engine.cards import iter_bits

GAMES = ("scopa", "schnapsen", "piedicavallo", "minchiate")
"""Games that have a clairvoyant bot."""


class _Clairvoyant:
    """Common part: the state to read, given by the arena before each decision."""

    clairvoyant = True

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.state: Any = None

    def see(self, state: Any) -> None:
        """The engine state of the position about to be decided (read, never changed)."""
        self.state = state


class ScopaClairvoyant(_Clairvoyant):
    """Each move played out with the heuristic policy in the true deal (the opponent's hand
    and the stock order known), solved exactly once at most 6 stock cards remain."""

    EXACT_STOCK = 6

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        from cardavia_desktop.engine.games.scopa.ai import parse_move
        from cardavia_desktop.engine.games.scopa.endgame import solve
        from cardavia_desktop.engine.games.scopa.model import World

        if len(legal_actions) == 1:
            return legal_actions[0]
        st = self.state
        seat = observation["seat"]
        world = World(
            list(st.hands),
            st.table_mask,
            list(st.stock),
            list(st.piles),
            list(st.scope),
            st.last_capturer,
            seat,
            st.dealer,
        )
        exact = len(st.stock) <= self.EXACT_STOCK
        values = {}
        for action in legal_actions:
            child = world.copy()
            child.play(*parse_move(action))
            if exact:
                values[action] = solve(child, seat, -1e9, 1e9)
            else:
                child.rollout()
                values[action] = child.value(seat)
        return max(legal_actions, key=lambda a: values[a])


class SchnapsenClairvoyant(_Clairvoyant):
    """Hard's search (greedy playouts in the open phase, exact alpha-beta once the stock is
    closed or at most 2 cards remain, and for closing) on the one true deal."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        from cardavia_desktop.engine.games.schnapsen.ai import SearchBot

        self.search = SearchBot(
            seed, worlds=1, depth=0, exact_stock=2, nodes=400_000, close_penalty=0.0
        )

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        from cardavia_desktop.engine.games.schnapsen import knowledge

        if len(legal_actions) == 1:
            return legal_actions[0]
        st = self.state
        opp = 1 - observation["seat"]
        rest = list(st.stock[st.stock_pos :])
        bottom = bool(observation.get("indicator")) and observation["stock_size"] > 0
        truth = (list(iter_bits(st.hands[opp])), rest[:-1] if bottom else rest)
        real = knowledge.deal_hidden
        knowledge.deal_hidden = lambda _rng, _hidden, _slots: (list(truth[0]), list(truth[1]))
        try:
            return self.search.choose(observation, legal_actions)
        finally:
            knowledge.deal_hidden = real


class PiedicavalloClairvoyant(_Clairvoyant):
    """Each distinct card played out with the heuristic for all four seats in the true deal
    (every hand and the dealer's discard known); the discard among the heuristic's best five
    the same way."""

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        from cardavia_desktop.engine.games.piedicavallo import ai as P
        from cardavia_desktop.engine.games.piedicavallo.knowledge import Knowledge
        from cardavia_desktop.engine.games.piedicavallo.model import Sim
        from cardavia_desktop.engine.games.piedicavallo.policy import discard_value
        from cardavia_desktop.engine.games.piedicavallo.rules import next_seat, team_of

        if len(legal_actions) == 1:
            return legal_actions[0]
        st = self.state
        know = Knowledge.from_observation(observation)
        team = team_of(know.seat)
        if observation["phase"] == "discard":
            order = sorted(legal_actions, key=lambda a: -discard_value(know.hand, P._pair(a)))
            values = {}
            for action in order[:5]:
                pair = P._pair(action)
                kept = list(st.hands)
                kept[know.seat] &= ~pair
                sim = Sim.from_world(know, kept, pair)
                sim.leader = next_seat(know.seat)
                sim.rollout()
                values[action] = P._value(sim, team)
            return max(order[:5], key=lambda a: values[a])
        base = Sim.from_world(know, list(st.hands), st.discard)
        values = {}
        for action in legal_actions:
            sim = base.copy()
            sim.play(P._card(action))
            sim.rollout()
            values[action] = P._value(sim, team)
        return max(legal_actions, key=lambda a: values[a])


class MinchiateClairvoyant(_Clairvoyant):
    """Each distinct card played out with the heuristic for all four seats from the true
    state (every hand known); setup phases as the heuristic plays them."""

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        from cardavia_desktop.engine.games.minchiate import ai as M
        from cardavia_desktop.engine.games.minchiate.policy import fast_rollout
        from cardavia_desktop.engine.games.minchiate.rules import PACK, team_of

        if len(legal_actions) == 1:
            return legal_actions[0]
        if observation["phase"] != "play":
            return M.heuristic_action(observation, legal_actions)
        team = team_of(observation["seat"])
        values = {}
        for action in legal_actions:
            st = self.state.clone()
            st.apply_action(PACK.index(action.partition(":")[2]))
            values[action] = M.outcome_value(*fast_rollout(st), team)
        return max(legal_actions, key=lambda a: values[a])


class ScopaPeek(_Clairvoyant):
    """Hard whose worlds favour the opponent's true cards: each has ``odds`` times the chance
    of another unseen card to be drawn into its hand (issue 38: what a card-location model of
    a given quality could win; ``odds`` 1 is hard, a large one the clairvoyant hand)."""

    def __init__(self, seed: int, odds: float) -> None:
        super().__init__(seed)
        self.odds = odds

    def choose(self, observation: dict[str, Any], legal_actions: list[str]) -> str:
        import math

        from cardavia_desktop.engine.games.scopa import ai, learned
        from cardavia_desktop.engine.games.scopa.knowledge import Knowledge

        hand = self.state.hands[1 - observation["seat"]]
        boost = math.log(self.odds)

        def sampler(obs: dict[str, Any], know: Knowledge, path: Any = None) -> Any:
            cards = list(iter_bits(know.unseen))
            return learned.HandSampler(know, [boost * (hand >> c & 1) for c in cards])

        bot = ai.SearchBot(self.seed, worlds=64, exact_stock=6, exact_worlds=10, learned=True)
        saved, ai.learned_sampler = ai.learned_sampler, sampler
        try:
            return bot.choose(observation, legal_actions)
        finally:
            ai.learned_sampler = saved


FACTORIES: dict[str, Callable[[int], _Clairvoyant]] = {
    "scopa": ScopaClairvoyant,
    "schnapsen": SchnapsenClairvoyant,
    "piedicavallo": PiedicavalloClairvoyant,
    "minchiate": MinchiateClairvoyant,
}


def make(game: str, seed: int) -> _Clairvoyant:
    """The clairvoyant bot of ``game`` (``ValueError`` for a game without one)."""
    if game not in FACTORIES:
        raise ValueError(f"no clairvoyant bot for {game!r}; games: {', '.join(FACTORIES)}")
    return FACTORIES[game](seed)
