"""What decided a Scopa move over its best other (newcomer #11 item 3): ``weigh`` splits the
rules-of-thumb score (``policy_score``, from the cards nobody has seen played) among the move's
facts, and ``why_contrast``'s ``decides`` is the told difference that weighs most for the move,
never for a slip, a search, or a game that weighs nothing (Lock & Bet)."""

from __future__ import annotations

import pytest

from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.games.scopa import why as scopa_why
from cardavia_desktop.engine.games.scopa.ai import parse_move
from cardavia_desktop.engine.games.scopa.policy import policy_score
from cardavia_desktop.engine.games.scopa.rules import PACK
from cardavia_desktop.engine.why import HIDDEN, seen_cards, why_contrast, why_facts


def positions(game: str, seeds: int = 4, moves: int = 40):
    """(observation, legal, chosen, bot) of the Normal AI seat at real positions."""
    for seed in range(seeds):
        match = new_match(game, seed=seed)
        bots = [create_ai(game, "normal", seed * 8 + seat) for seat in range(match.players)]
        for _ in range(moves):
            if match.is_over:
                break
            seat = match.current_player
            observation, legal = match.observation(seat), match.legal_actions()
            action = bots[seat].choose(observation, legal)
            if seat == 1 and len(legal) > 1:
                yield observation, legal, action, bots[seat], match.observation(0)
            match.apply(action)


def test_the_shares_add_up_to_the_public_score() -> None:
    for observation, legal, _action, _bot, _view in positions("scopa", seeds=2):
        for action in legal:
            facts = [f for f in why_facts("scopa", observation, action) if f["fact"] != HIDDEN]
            shares = scopa_why.weigh(observation, action, facts)
            assert set(shares) <= {f["fact"] for f in facts}
            card, captured = parse_move(action)
            unseen = scopa_why._out_of_play(observation, card)
            last = any(f["fact"] == "last_play" for f in facts)
            score = policy_score(
                card,
                captured,
                PACK.mask(observation["table"]),
                unseen,
                observation["opponent_hand_size"],
                last,
            )
            assert sum(shares.values()) == pytest.approx(score, abs=0.01)


def test_decides_is_the_largest_difference_for_the_move() -> None:
    found = 0
    for observation, legal, action, bot, view in positions("scopa"):
        shown = seen_cards("scopa", view) | seen_cards("scopa", observation)  # names the other
        ranked = bot.rank(observation, legal)
        told = why_contrast(
            "scopa", observation, action, ranked, shown, search=False, level="normal"
        )
        if told is None:
            continue
        decides = told["decides"]
        if told["slip"] or told["other"] is None:
            assert decides is None
            continue
        if decides is None:
            continue
        found += 1
        kinds = {f["fact"] for f in told["gains"] + told["instead"]}
        kinds |= {pair[0]["fact"] for pair in told["changed"]}
        assert decides["fact"] in kinds and decides["worth"] > 0
        mine = [f for f in why_facts("scopa", observation, action) if f["fact"] != HIDDEN]
        theirs = [f for f in why_facts("scopa", observation, told["other"]) if f["fact"] != HIDDEN]
        a = scopa_why.weigh(observation, action, mine)
        b = scopa_why.weigh(observation, told["other"], theirs)
        gains = {k: a.get(k, 0.0) - b.get(k, 0.0) for k in kinds}
        assert decides["worth"] == pytest.approx(max(gains.values()), abs=0.006)
        side = "mine" if decides["fact"] in {f["fact"] for f in mine} else "theirs"
        assert decides["side"] == side
    assert found >= 3


def test_a_search_and_lock_and_bet_name_no_decider() -> None:
    for observation, legal, action, bot, view in positions("scopa", seeds=1, moves=12):
        ranked = bot.rank(observation, legal)
        told = why_contrast(
            "scopa", observation, action, ranked, seen_cards("scopa", view), search=True
        )
        assert told is None or told["decides"] is None
    for observation, legal, action, bot, view in positions("lockbet", seeds=3, moves=8):
        ranked = bot.rank(observation, legal)
        told = why_contrast(
            "lockbet",
            observation,
            action,
            ranked,
            seen_cards("lockbet", view),
            search=False,
            level="normal",
        )
        assert told is None or told["decides"] is None
