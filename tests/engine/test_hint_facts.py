"""``hint_facts``: the facts behind a move, as data of a documented kind, true to the rules.

For every legal action along random matches of each game, the facts are JSON data of a kind
listed in ``fact_kinds(game)`` and agree with the events the rules produce when the action is
applied (a capture fact names the cards the capture event takes, a trick fact the winner of
the trick event, a marriage its points, and so on). Over many seeded positions per game, every
move the hard level ranks has a reason (at least one fact), and the numbers of the hint agree
with its reasons (Lock & Bet's call is worth what its win chance and stake say).
"""

from __future__ import annotations

import json
import random
import threading
from typing import Any

import pytest

from cardavia_desktop.controllers.hints import SAME_VALUE, hint_payload
from cardavia_desktop.engine import GAMES, new_match
from cardavia_desktop.engine.ai import create_ai, fact_kinds, hint_facts

GAME_IDS = list(GAMES)


def events_of(match: Any, action: str) -> list[dict[str, Any]]:
    """The events ``action`` would cause, on a copy of the state."""
    state = match.state.clone()
    return state.apply_action(match.state.string_to_action(action))


def check_against_events(
    game: str,
    seat: int,
    action: str,
    facts: dict[str, dict[str, Any]],
    events: list[dict[str, Any]],
    observation: dict[str, Any],
) -> None:
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
        assert ("lays_card" in facts) == (capture is None)
        if "lays_card" in facts:
            from cardavia_desktop.engine.games.scopa.rules import PACK, VALUE

            table = observation["table"] + [action.split(":")[1]]
            told = facts["lays_card"].get("table_sum", facts.get("leaves_sweep", {}).get("sum"))
            assert told == sum(VALUE[PACK.index(c)] for c in table)  # once: with the sweep
        assert not ({"no_sweep", "leaves_sweep"} <= set(facts))
    elif game == "schnapsen":
        assert ("marriage" in facts) == ("marriage" in by_type)
        if "marriage" in facts:
            assert facts["marriage"]["points"] == by_type["marriage"][0]["points"]
        assert ("closes_stock" in facts) == ("close" in by_type)
        assert ("exchanges_trump" in facts) == ("exchange" in by_type)
        if "exchanges_trump" in facts:
            exchange = by_type["exchange"][0]
            assert (facts["exchanges_trump"]["gave"], facts["exchanges_trump"]["took"]) == (
                exchange["gave"],
                exchange["took"],
            )
        if trick is not None:
            kind = "wins_trick" if trick["winner"] == seat else "loses_trick"
            assert facts[kind]["points"] == trick["points"]
        else:
            assert "wins_trick" not in facts and "loses_trick" not in facts
        if "leads" in facts:
            from cardavia_desktop.engine.games.schnapsen.rules import PACK, POINTS

            code = action.partition(":")[2]
            assert not observation["trick"] and action.startswith("play:")
            assert facts["leads"]["points"] == POINTS[PACK.index(code)]
            assert facts["leads"]["trump"] == (code[0] == observation["trump"])
        ended = next(iter(by_type.get("deal_end", [])), None)
        if "reaches_66" in facts:
            assert ended is not None and ended["winner"] == seat
        if (
            ended is not None
            and ended["winner"] == seat
            and ended["reason"]
            in ("reached_66", "marriage_66", "closer_won", "opponent_66_after_close")
        ):
            assert "reaches_66" in facts
    elif game in ("piedicavallo", "minchiate"):
        kinds = {"wins_trick", "partner_wins_trick", "loses_trick"} & set(facts)
        if trick is None:
            assert not kinds
        else:
            winner = trick["winner"]
            kind = (
                "wins_trick"
                if winner == seat
                else "partner_wins_trick"
                if winner == seat ^ 2
                else "loses_trick"
            )
            assert kinds == {kind}
            points = trick["points"] if game == "piedicavallo" else trick["captured_points"]
            assert facts[kind]["points"] == points
            if game == "minchiate":  # every counting card of the trick, the Matto excepted
                from cardavia_desktop.engine.games.minchiate.rules import PACK, POINTS

                assert facts[kind]["total"] == sum(
                    POINTS[PACK.index(p["card"])] for p in trick["cards"] if p["card"] != "MATTO"
                )
        check_trick_so_far(game, seat, action, facts, observation)
        if "declares" in facts:
            assert facts["declares"]["points"] == by_type["declare"][0]["points"]
    elif game == "lockbet":
        if "pot_odds" in facts:  # a call ends the betting: the stake is what the deal then pays
            ended = by_type["deal_end"][0]
            assert abs(ended["net"][seat]) in (0, facts["pot_odds"]["stake"])
            # and the pot it plays for is both stakes (an all-in call for less: its own stake
            # twice; the rest goes back — newcomer #14 read "a pot of 40" beside a pot of 38)
            assert facts["pot_odds"]["pot"] == 2 * facts["pot_odds"]["stake"]
        assert ("forfeits" in facts) == (action == "fold")
        if action == "fold":
            assert set(facts) == {"forfeits"}, "a fold says what it gives up, not a win chance"
            # and the call it declines, as the call's own facts price it (public chips)
            from cardavia_desktop.engine.games.lockbet.hints import facts as lockbet_facts

            call = {f["fact"]: f for f in lockbet_facts(observation, "call")}["pot_odds"]
            declined = (facts["forfeits"]["to_call"], facts["forfeits"]["pot"])
            assert declined == (call["to_call"], call["pot"]) and call["to_call"] > 0
        if "all_in" in facts:
            stacks = [e for e in events if "stack" in e and e.get("seat") == seat]
            assert (stacks and stacks[0]["stack"] == 0) or "deal_end" in by_type
        if "bet_size" in facts:
            assert facts["bet_size"]["total"] == int(action.partition(":")[2])
            assert facts["bet_size"]["pot"] == observation["pot"]
        if "win_chance" in facts:
            assert 0 <= facts["win_chance"]["percent"] <= 100


def check_trick_so_far(
    game: str, seat: int, action: str, facts: dict[str, dict[str, Any]], observation: dict[str, Any]
) -> None:
    """Piedicavallo and Minchiate: a lead names its card's suit and points; the second or third
    card says who is winning the trick then and the points in it, as the rules' own winner."""
    if game == "piedicavallo":
        from cardavia_desktop.engine.games.piedicavallo import rules as R

        def winner_at(cards: list[int]) -> int | None:
            best = R.winning_card(cards)
            return None if best is None else cards.index(best)
    else:
        from cardavia_desktop.engine.games.minchiate import rules as R

        def winner_at(cards: list[int]) -> int | None:
            lead = next((R.SUIT_OF[c] for c in cards if c != R.MATTO), None)
            return None if lead is None else R.trick_winner_index(cards, lead)

    verb, _, code = action.partition(":")
    heads = {"heads_trick", "partner_heads_trick", "opponent_heads_trick"} & set(facts)
    if verb != "play":
        assert not heads and "leads" not in facts
        return
    card = R.PACK.index(code)
    if "leads" in facts:
        assert not observation["trick"] and card != R.MATTO
        assert facts["leads"] == {
            "fact": "leads",
            "suit": R.SUIT_LETTERS[R.SUIT_OF[card]],
            "points": R.POINTS[card],
        }
    played = [(p["seat"], R.PACK.index(p["card"])) for p in observation["trick"]] + [(seat, card)]
    if len(played) in (2, 3) and winner_at([c for _, c in played]) is not None:
        who = played[winner_at([c for _, c in played])][0]
        kind = (
            "heads_trick"
            if who == seat
            else "partner_heads_trick"
            if who == seat ^ 2
            else "opponent_heads_trick"
        )
        assert heads == {kind}
        assert facts[kind]["points"] == sum(R.POINTS[c] for _, c in played if c != R.MATTO)
    else:
        assert not heads


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
                check_against_events(
                    game, seat, action, named, events_of(match, action), observation
                )
                seen |= set(named)
            match.apply(rng.choice(match.legal_actions()))
    assert seen, "the play-outs gave facts"


def test_scopa_facts_in_a_known_position() -> None:
    """Settebello and a sweep; a card laid on a table left on 9 with nines unseen, and on 15."""
    from cardavia_desktop.engine.games.scopa.hints import facts

    observation = {
        "seat": 0,
        "dealer": 1,
        "hand": ["D7", "S2"],
        "table": ["C3", "H4"],
        "piles": [[], []],
        "scope": [0, 0],
        "last_capturer": None,
        "opponent_hand_size": 3,
        "stock_size": 20,
        "hand_sizes": [2, 3],
    }
    found = facts(observation, "play:D7:C3,H4")
    assert found[0]["fact"] == "captures" and sorted(found[0]["cards"]) == ["C3", "H4"]
    assert found[1:] == [
        {"fact": "scopa"},
        {"fact": "takes_settebello"},
        {"fact": "takes_diamonds", "count": 1},
        {"fact": "takes_sevens", "count": 1},
    ]
    assert facts(observation, "play:S2") == [
        {"fact": "lays_card"},  # the sum told once, by the sweep (newcomer #12 item 10)
        {"fact": "leaves_sweep", "sum": 9},
    ]
    observation["table"] = ["C3", "HK"]  # 3 + 10 + 2 = 15: no single card sweeps
    assert facts(observation, "play:S2") == [
        {"fact": "lays_card", "table_sum": 15},
        {"fact": "no_sweep"},
    ]
    # the settebello laid, or left on the table, for the opponent (newcomer #12 item 8)
    observation["table"] = ["HK", "SK"]
    assert facts(observation, "play:D7")[-1] == {"fact": "leaves_settebello", "laid": True}
    observation["table"] = ["D7", "HK"]
    assert facts(observation, "play:S2")[-1] == {"fact": "leaves_settebello", "laid": False}
    # a round's last card, the stock still full: the opponent is dealt anew and plays next
    observation.update(hand=["S2"], table=["C3", "H3"], opponent_hand_size=0, hand_sizes=[1, 0])
    assert facts(observation, "play:S2")[-1] == {"fact": "leaves_sweep", "sum": 8}


def test_unknown_game_is_refused() -> None:
    with pytest.raises(ValueError):
        hint_facts("chess", {}, "play:D7")


POSITIONS = {"scopa": 40, "schnapsen": 40, "piedicavallo": 30, "minchiate": 24, "lockbet": 40}
"""Seeded positions (the human's seat, several legal moves) each game's hint is checked at."""


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_ranked_move_has_a_reason_that_agrees_with_the_engine(game: str) -> None:
    """At many seeded positions, the hint ranks every legal move with the hard level: each has
    at least one fact (the reason the panel words), the facts agree with the events the move
    causes, ``same_as`` marks exactly the moves worth the same as a better-placed one, and
    Lock & Bet's call is worth what its win chance and stake say."""
    checked = calls = 0
    for seed in range(40):
        match = new_match(game, seed=seed)
        bots = [create_ai(game, "normal", seed=s) for s in range(4)]
        rng = random.Random(seed)
        for _ in range(400):
            if match.is_over or checked >= POSITIONS[game]:
                break
            seat = match.current_player
            observation, legal = match.observation(seat), match.legal_actions()
            if seat == 0 and len(legal) > 1 and rng.random() < 0.5:
                payload = hint_payload(match, 0, seed, threading.Event(), shown=len(legal))
                moves = payload["moves"]
                assert sorted(m["action"] for m in moves) == sorted(legal)
                for index, move in enumerate(moves):
                    facts = {f["fact"]: f for f in move["facts"]}
                    assert facts, f"{move['action']} has no reason"
                    check_against_events(
                        game,
                        0,
                        move["action"],
                        facts,
                        events_of(match, move["action"]),
                        observation,
                    )
                    same = move["same_as"]
                    earlier = [
                        i
                        for i in range(index)
                        if abs(moves[i]["value"] - move["value"]) < SAME_VALUE
                    ]
                    assert same == (earlier[0] if earlier else -1)
                    if "pot_odds" in facts and "win_chance" in facts:
                        chance = facts["win_chance"]["percent"] / 100
                        stake = facts["pot_odds"]["stake"]
                        assert move["value"] == pytest.approx(
                            (2 * chance - 1) * stake, abs=0.011 * stake + 0.05
                        )
                        calls += 1
                checked += 1
            match.apply(bots[seat].choose(observation, legal))
        if checked >= POSITIONS[game]:
            break
    assert checked >= POSITIONS[game], f"only {checked} positions"
    if game == "lockbet":
        assert calls >= 3, f"only {calls} calls ranked"
