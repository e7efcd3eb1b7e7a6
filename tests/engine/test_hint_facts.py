"""``hint_facts``: the facts behind a move, as data of a documented kind, true to the rules.

For every legal action along random matches of each game, the facts are JSON data of a kind
listed in ``fact_kinds(game)`` and agree with the events the rules produce when the action is
applied (a capture fact names the cards the capture event takes, a trick fact the winner of
the trick event, a marriage its points, and so on).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cardavia_desktop.engine import GAMES, new_match
from cardavia_desktop.engine.ai import fact_kinds, hint_facts

GAME_IDS = list(GAMES)


def events_of(match: Any, action: str) -> list[dict[str, Any]]:
    """The events ``action`` would cause, on a copy of the state."""
    state = match.state.clone()
    return state.apply_action(match.state.string_to_action(action))


def check_against_events(game: str, seat: int, action: str, facts: dict[str, dict[str, Any]],
                         events: list[dict[str, Any]], observation: dict[str, Any]) -> None:
    """The facts say what the events show."""
    by_type: dict[str, list[dict[str, Any]]] = {}
    for event in events:
        by_type.setdefault(event["type"], []).append(event)
    trick = next(iter(by_type.get("trick", [])), None)
    if game == "scopa":
        capture = next(iter(by_type.get("capture", [])), None)
        assert ("captures" in facts) == (capture is not None)
        if capture is not None:
            assert sorted(facts["captures"]["cards"]) == sorted(capture["cards"])
        assert ("scopa" in facts) == ("scopa" in by_type)
        taken = set(capture["cards"]) | {capture["card"]} if capture else set()
        assert ("takes_settebello" in facts) == ("D7" in taken)
        if "leaves_sweep" in facts:
            assert not by_type.get("scopa")
    elif game == "schnapsen":
        assert ("marriage" in facts) == ("marriage" in by_type)
        if "marriage" in facts:
            assert facts["marriage"]["points"] == by_type["marriage"][0]["points"]
        assert ("closes_stock" in facts) == ("close" in by_type)
        assert ("exchanges_trump" in facts) == ("exchange" in by_type)
        if "exchanges_trump" in facts:
            exchange = by_type["exchange"][0]
            assert (facts["exchanges_trump"]["gave"], facts["exchanges_trump"]["took"]) == (
                exchange["gave"], exchange["took"])
        if trick is not None:
            kind = "wins_trick" if trick["winner"] == seat else "loses_trick"
            assert facts[kind]["points"] == trick["points"]
        else:
            assert "wins_trick" not in facts and "loses_trick" not in facts
        ended = next(iter(by_type.get("deal_end", [])), None)
        if "reaches_66" in facts:
            assert ended is not None and ended["winner"] == seat
        if ended is not None and ended["winner"] == seat and ended["reason"] in (
                "reached_66", "marriage_66", "closer_won", "opponent_66_after_close"):
            assert "reaches_66" in facts
    elif game in ("piedicavallo", "minchiate"):
        kinds = {"wins_trick", "partner_wins_trick", "loses_trick"} & set(facts)
        if trick is None:
            assert not kinds
        else:
            winner = trick["winner"]
            kind = ("wins_trick" if winner == seat else
                    "partner_wins_trick" if winner == seat ^ 2 else "loses_trick")
            assert kinds == {kind}
            points = trick["points"] if game == "piedicavallo" else trick["captured_points"]
            assert facts[kind]["points"] == points
        if "declares" in facts:
            assert facts["declares"]["points"] == by_type["declare"][0]["points"]
    elif game == "lockbet":
        if "all_in" in facts:
            stacks = [e for e in events if "stack" in e and e.get("seat") == seat]
            assert (stacks and stacks[0]["stack"] == 0) or "deal_end" in by_type
        if "bet_size" in facts:
            assert facts["bet_size"]["total"] == int(action.partition(":")[2])
            assert facts["bet_size"]["pot"] == observation["pot"]
        if "win_chance" in facts:
            assert 0 <= facts["win_chance"]["percent"] <= 100


@pytest.mark.parametrize("game", GAME_IDS)
def test_facts_are_documented_data_that_agree_with_the_rules(game: str) -> None:
    kinds = set(fact_kinds(game))
    seen: set[str] = set()
    for seed in range(4):
        match = new_match(game, seed=seed)
        rng = random.Random(seed)
        for _ in range(500):
            if match.is_over:
                break
            seat = match.current_player
            observation = match.observation(seat)
            for action in match.legal_actions():
                facts = hint_facts(game, observation, action)
                assert json.loads(json.dumps(facts)) == facts
                assert all(set(f) >= {"fact"} and f["fact"] in kinds for f in facts), facts
                named = {f["fact"]: f for f in facts}
                assert len(named) == len(facts), "each kind at most once"
                check_against_events(game, seat, action, named, events_of(match, action),
                                     observation)
                seen |= set(named)
            match.apply(rng.choice(match.legal_actions()))
    assert seen, "the play-outs gave facts"


def test_scopa_facts_in_a_known_position() -> None:
    """Settebello and a sweep, and a table left on 5 with fives unseen."""
    from cardavia_desktop.engine.games.scopa.hints import facts
    observation = {"seat": 0, "dealer": 1, "hand": ["D7", "S2"], "table": ["C3", "H4"],
                   "piles": [[], []], "scope": [0, 0], "last_capturer": None,
                   "opponent_hand_size": 3, "stock_size": 20, "hand_sizes": [2, 3]}
    found = facts(observation, "play:D7:C3,H4")
    assert found[0]["fact"] == "captures" and sorted(found[0]["cards"]) == ["C3", "H4"]
    assert found[1:] == [{"fact": "scopa"}, {"fact": "takes_settebello"},
                         {"fact": "takes_diamonds", "count": 1},
                         {"fact": "takes_sevens", "count": 1}]
    assert facts(observation, "play:S2") == [{"fact": "leaves_sweep", "sum": 9}]


def test_unknown_game_is_refused() -> None:
    with pytest.raises(ValueError):
        hint_facts("chess", {}, "play:D7")
