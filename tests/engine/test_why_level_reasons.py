"""A seat's level adds the reason its own rule gives (``engine/why.py`` ``by_level``), and that
reason is the true one: Lock & Bet's Normal bets its card's chance times its chips (the range
its bet stands for holds the chance it reckoned), checks at an even chance or less, calls or
folds on the call's price; Minchiate's players pass once every combination they hold is
declared. No reason names a hidden card (``test_why.py`` checks every position)."""

from __future__ import annotations

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.games.lockbet.ai import equity, opponent_lock_distribution
from cardavia_desktop.engine.games.lockbet.rules import CARD_RANK, PACK
from cardavia_desktop.engine.why import why_fact_kinds, why_facts

KINDS = ("locks_likelier", "bets_chance", "checks_even", "calls_price", "folds_price")


def _normal_moves(seeds: int):
    """(observation, action) of every move of two Normal Lock & Bet seats over ``seeds``."""
    for seed in range(seeds):
        match = new_match("lockbet", seed=seed)
        bots = [create_ai("lockbet", "normal", seed * 8 + seat) for seat in range(2)]
        moves = 0
        while not match.is_over and moves < 200:
            observation = match.observation(match.current_player)
            action = bots[match.current_player].choose(observation, match.legal_actions())
            yield observation, action, match.legal_actions()
            match.apply(action)
            moves += 1


def test_lockbet_normal_tells_the_chance_its_rule_stood_for() -> None:
    seen: set[str] = set()
    calls_without_raise = 0
    for observation, action, legal in _normal_moves(6):
        told = why_facts("lockbet", observation, action, "normal")
        rule = [f for f in told if f["fact"] in KINDS]
        assert len(rule) <= 1, told
        if not rule:
            assert action.startswith("allin"), (action, told)
            continue
        fact = rule[0]
        seen.add(fact["fact"])
        if action.startswith("lock"):
            assert fact["fact"] == "locks_likelier"
            continue
        rank = CARD_RANK[PACK.index(observation["locked_card"])]
        chance = 100 * equity(rank, opponent_lock_distribution(observation))
        if fact["fact"] == "bets_chance":
            assert fact["total"] == int(action.partition(":")[2])
            assert fact["low"] - 1e-6 <= chance <= fact["high"] + 1e-6, (fact, chance)
            assert fact["low"] >= 50
        elif fact["fact"] == "checks_even":
            assert chance <= 50 + 1e-6
        elif fact["fact"] == "calls_price":
            assert action == "call"
            # a raise it did not make is weighed only where one was open (newcomer #14: "not
            # strong enough to raise" said of an all-in call)
            raises = [a for a in legal if a.startswith(("raise", "allin"))]
            assert fact["could_raise"] == bool(raises), (fact, legal)
            calls_without_raise += not raises
        else:
            assert action == "fold" and chance < fact["percent"], (fact, chance)
    assert {"locks_likelier", "bets_chance", "checks_even"} <= seen, seen
    assert calls_without_raise, "no call against an all-in was met"
    assert set(KINDS) <= set(why_fact_kinds("lockbet"))


def test_lockbet_other_levels_add_no_rule() -> None:
    """Easy (careless now and then) adds no rule; Hard says it samples its solved strategy
    (newcomer #8: Watch's "Why: puts no chips in now" alone), the same whatever its card."""
    observation, action, _legal = next(iter(_normal_moves(1)))
    for level in ("easy", None):
        told = why_facts("lockbet", observation, action, level)
        assert not [f for f in told if f["fact"] in (*KINDS, "plays_solved")]
    for observation, action, _legal in _normal_moves(2):
        told = why_facts("lockbet", observation, action, "hard")
        assert told[0] == {"fact": "plays_solved"}, told
        assert not [f for f in told if f["fact"] in KINDS]


def test_minchiate_pass_tells_every_combination_is_declared() -> None:
    """After declaring, a seat's pass says it declared all it held (count and points), never
    the bare "scores no more combinations now"."""
    found = 0
    for seed in range(12):
        match = new_match("minchiate", seed=seed)
        bots = [create_ai("minchiate", "normal", seed * 8 + seat) for seat in range(4)]
        while not match.is_over and match.observation(0)["phase"] != "play":
            seat = match.current_player
            observation = match.observation(seat)
            action = bots[seat].choose(observation, match.legal_actions())
            if action == "pass":
                told = why_facts("minchiate", observation, action, "normal")
                own = [d for d in observation["declarations"] if d["seat"] == seat]
                assert told[0] == {
                    "fact": "declared_all",
                    "count": len(own),
                    "points": sum(d["points"] for d in own),
                }
                assert all(f["fact"] != "declares_nothing" for f in told)
                assert why_facts("minchiate", observation, action, "random")[0] == {
                    "fact": "declares_nothing"
                }
                found += bool(own)
            match.apply(action)
    assert found >= 1


def test_a_normal_lockbet_move_its_solver_rates_lower_is_no_slip() -> None:
    """Normal plays its equity rule every time; its ranking is the Normal solver's reckoning:
    a move that reckoning rates lower is ``reckoned``, never a ``slip``."""
    from cardavia_desktop.engine.why import why_contrast

    ranked = [("check", 1.0), ("bet:10", 0.5)]
    observation, _ = next(
        (o, a) for o, a, _legal in _normal_moves(3) if o["phase"] == "bet" and o["locked_card"]
    )
    told = why_contrast(
        "lockbet", observation, "bet:10", ranked, frozenset(), search=False, level="normal"
    )
    assert told is not None and told["reckoned"] and not told["slip"], told
    # Easy makes careless moves now and then: a move rated lower is its slip
    told = why_contrast(
        "lockbet", observation, "bet:10", ranked, frozenset(), search=False, level="easy"
    )
    assert told is not None and told["slip"] and not told["reckoned"], told


@pytest.mark.parametrize("game", ["schnapsen", "piedicavallo", "minchiate"])
def test_a_rules_of_thumb_move_its_small_search_rates_lower_is_no_slip(game: str) -> None:
    """Schnapsen's, Piedicavallo's and Minchiate's Easy and Normal choose by rules of thumb
    (Easy now and then at random) and are ranked by a small search: when Normal's own choice
    is not that search's first, Why? says the reckoning rated the other move higher, not that
    "its rules of thumb" did (newcomer #31: Schnapsen's Normal said both "always plays by its
    rules of thumb" and "does not always play the move they rate best")."""
    from cardavia_desktop.engine.why import why_contrast

    found = 0
    for seed in range(40):
        match = new_match(game, seed=seed)
        bot = create_ai(game, "normal", seed)
        for _ in range(12):
            if match.is_over:
                break
            legal = match.legal_actions()
            observation = match.observation(match.current_player)
            action = bot.choose(observation, legal)
            if len(legal) > 1 and all(a.startswith("play:") for a in legal):
                ranked = bot.rank(observation, legal)
                if ranked[0][0] != action:
                    for level in ("easy", "normal"):
                        told = why_contrast(
                            game,
                            observation,
                            action,
                            ranked,
                            frozenset(),
                            search=False,
                            level=level,
                        )
                        assert told is not None and told["reckoned"], (level, told)
                        assert not told["slip"], (level, told)
                    found += 1
                    break
            match.apply(action)
        if found >= 2:
            return
    raise AssertionError(f"no {game} position where Normal's choice is not its ranking's first")
