"""``why_facts``: the reasons for an AI seat's move, told to the player in seat 0, never name a
card that player cannot see, and do not depend on any card hidden from that player.

Over many seeded matches of each game, at every decision of an AI seat (1, 2, 3): the seat's
bot chooses from its own observation, ``why_facts`` explains the choice from that observation,
and then

* every card code anywhere in the answer is a card seat 0 sees, before or after the move (in
  its observation: its hand, the table, the trick, the piles, a shown declaration, …);
* the answer is the same when the seat's own hidden cards are left out of its observation
  (its hand and locked card cut to the cards seat 0 sees once the move is made): so even a
  number or a suit in the answer cannot tell anything about a hidden card;
* every fact is of a kind ``why_fact_kinds`` lists, and plain JSON data.
"""

from __future__ import annotations

import json
from importlib import import_module
from typing import Any

import pytest

from cardavia_desktop.engine import GAMES, new_match
from cardavia_desktop.engine.ai import create_ai
from cardavia_desktop.engine.lesson import LessonRunner, load_lesson
from cardavia_desktop.engine.why import (
    HIDDEN,
    SEARCH_LEVELS,
    contrast,
    runner_up,
    why_contrast,
    why_fact_kinds,
    why_facts,
    worded,
)
from cardavia_desktop.engine.why import (
    _differences as contrast_parts,
)

HUMAN = 0
SEEDS = 24
"""Matches per game; each gives every decision of its AI seats (hundreds of positions)."""
MAX_DECISIONS = {"lockbet": 40}
"""AI decisions checked per match (120 unless named: Lock & Bet's matches run to hundreds of
deals; at 40 its 24 matches give 363 positions to check, the others 900–1,800 each)."""


def strings(value: Any) -> list[str]:
    """Every string anywhere in ``value`` (dict keys excluded)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in strings(item)]
    if isinstance(value, (list, tuple)):
        return [s for item in value for s in strings(item)]
    return []


def cards_in(game: str, value: Any) -> set[str]:
    """The card codes of ``game`` anywhere in ``value``."""
    pack = import_module(f"cardavia_desktop.engine.games.{game}.rules").PACK
    return {s for s in strings(value) if s in pack}


def blind(observation: dict[str, Any], seen: set[str]) -> dict[str, Any]:
    """``observation`` with the seat's own cards that seat 0 does not see left out."""
    out = dict(observation)
    out["hand"] = [card for card in observation["hand"] if card in seen]
    if out.get("locked_card") is not None and out["locked_card"] not in seen:
        out["locked_card"] = None
    return out


LEVELS = ("random", "easy", "normal")


def level_of(seed: int, seat: int) -> str:
    """The level that plays ``seat`` in ``positions(game, seed)``."""
    return LEVELS[(seed + seat) % 3]


def positions(game: str, seed: int):
    """(match before the move, seat, its observation, action, seat 0's view before, after)."""
    match = new_match(game, seed=seed)
    bots = [create_ai(game, level_of(seed, seat), seed * 8 + seat) for seat in range(4)]
    decisions = 0
    while not match.is_over and decisions < MAX_DECISIONS.get(game, 120):
        seat = match.current_player
        observation = match.observation(seat)
        action = bots[seat].choose(observation, match.legal_actions())
        if seat == HUMAN:
            match.apply(action)
            continue
        before = match.observation(HUMAN)
        hidden = hidden_cards(game, match, HUMAN)
        match.apply(action)
        decisions += 1
        yield seat, observation, action, before, match.observation(HUMAN), hidden


def hidden_cards(game: str, match: Any, seat: int) -> set[str]:
    """The cards of the engine's state that ``seat`` does not see now: every card of the pack
    that its observation does not show (other hands, the stock, a face-down discard)."""
    pack = import_module(f"cardavia_desktop.engine.games.{game}.rules").PACK
    shown = cards_in(game, match.observation(seat))
    return {pack.code(i) for i in range(len(pack))} - shown


@pytest.mark.parametrize("game", list(GAMES))
def test_why_names_only_cards_the_player_sees(game: str) -> None:
    kinds = set(why_fact_kinds(game))
    checked = withheld = named = 0
    for seed in range(SEEDS):
        for seat, observation, action, before, after, hidden in positions(game, seed):
            level = level_of(seed, seat)  # its level's own reasons are checked too
            answer = why_facts(game, observation, action, level)
            assert json.loads(json.dumps(answer)) == answer
            assert {fact["fact"] for fact in answer} <= kinds, (game, action, answer)
            seen = cards_in(game, before) | cards_in(game, after)
            told = cards_in(game, answer)
            assert told <= seen, (game, seed, seat, action, answer, told - seen)
            # Checked against the engine's state: none was hidden from seat 0 before the move
            # unless this move showed it (the card just played, a declaration laid down).
            assert told & hidden <= cards_in(game, after), (game, action, answer)
            assert why_facts(game, blind(observation, seen), action, level) == answer, (
                game,
                seed,
                action,
                answer,
            )
            checked += 1
            named += bool(told)
            withheld += any(fact["fact"] == HIDDEN for fact in answer)
    assert checked >= 300, checked
    print(f"{game}: {checked} positions, {named} answers naming cards, {withheld} withholding")


def test_the_hint_itself_would_have_told_hidden_things() -> None:
    """The test above can fail: the raw hint facts of an AI's hidden moves change when its
    hidden cards are left out (Scopa's sweep, Piedicavallo's discard, Lock & Bet's lock)."""
    from cardavia_desktop.engine.ai import hint_facts

    differs = {}
    for game in ("scopa", "piedicavallo", "lockbet"):
        differs[game] = 0
        for seed in range(8):
            for _seat, observation, action, before, after, _ in positions(game, seed):
                seen = cards_in(game, before) | cards_in(game, after)
                if hint_facts(game, blind(observation, seen), action) != hint_facts(
                    game, observation, action
                ):
                    differs[game] += 1
    assert all(differs.values()), differs


def test_a_withheld_reason_is_marked() -> None:
    """A Piedicavallo dealer's discard: its points and voids are not told; the answer says
    something was withheld."""
    match = new_match("piedicavallo", seed=5)
    while match.observation(match.current_player)["phase"] != "discard":
        match.apply(match.legal_actions()[0])
    seat = match.current_player
    observation = match.observation(seat)
    action = match.legal_actions()[0]
    assert {f["fact"] for f in why_facts("piedicavallo", observation, action)} == {HIDDEN}


# -- why this move rather than another ------------------------------------------------------


def test_a_contrast_names_only_cards_the_player_sees() -> None:
    """``contrast`` of each AI move with every other move its seat had (its hidden hand cards
    among them): no card named that seat 0 does not see; another move using a hidden card is
    told only as "another card", with nothing of what it would have done (nor of what this
    move does that it would not: "would have trumped" tells of another trump) and keeps nothing;
    no gap once the seat's reasons weighed something hidden; ``gains`` are the move's own
    reasons (``why_facts``)."""
    checked = hidden_others = 0
    for game in GAMES:
        for seed in range(6):
            match = new_match(game, seed=seed)
            bots = [create_ai(game, "easy", seed * 8 + seat) for seat in range(4)]
            decisions = 0
            while not match.is_over and decisions < 40:
                seat = match.current_player
                observation, legal = match.observation(seat), match.legal_actions()
                action = bots[seat].choose(observation, legal)
                if seat == HUMAN:
                    match.apply(action)
                    continue
                before = match.observation(HUMAN)
                match.apply(action)
                decisions += 1
                seen = cards_in(game, before) | cards_in(game, match.observation(HUMAN))
                told = why_facts(game, observation, action)
                for other in legal:
                    if other == action:
                        continue
                    answer = contrast(game, observation, action, other, gap=1.5, shown=seen)
                    assert json.loads(json.dumps(answer)) == answer
                    assert cards_in(game, answer) <= seen, (game, seed, action, other, answer)
                    assert all(fact in told for fact in answer["gains"]), (game, answer)
                    if answer["other"] is None:
                        hidden_others += 1
                        assert answer["keeps"] == answer["instead"] == answer["gains"] == [], answer
                    else:
                        assert answer["other"] == other
                    if any(fact["fact"] == HIDDEN for fact in told):
                        assert answer["gap"] is None, (game, action, answer)
                    checked += 1
    assert checked >= 1000 and hidden_others >= 500, (checked, hidden_others)


def following_positions(seeds: range):
    """Schnapsen positions where the seat to move follows a led card with two or more cards
    that would both lose the trick: (observation, those two actions)."""
    for seed in seeds:
        match = new_match("schnapsen", seed=seed)
        bot = create_ai("schnapsen", "normal", seed)
        while not match.is_over:
            seat = match.current_player
            observation, legal = match.observation(seat), match.legal_actions()
            losing = [
                a
                for a in legal
                if [f["fact"] for f in why_facts("schnapsen", observation, a)] == ["loses_trick"]
            ]
            if observation["trick"] and len(losing) >= 2:
                yield observation, losing[0], losing[1]
            match.apply(bot.choose(observation, legal))


def test_two_moves_that_both_lose_the_trick_are_told_apart() -> None:
    """Schnapsen: two cards that would both give up the trick are not explained by the same
    result: a lesson's comparison (your own cards) says what the one does that the other does
    not and the card it keeps, and the two comparisons differ."""
    found = 0
    for observation, one, two in following_positions(range(6)):
        first = contrast("schnapsen", observation, one, two)
        second = contrast("schnapsen", observation, two, one)
        assert first != second, (one, two, first)
        assert first["keeps"] == [two.partition(":")[2]] and first["other"] == two
        assert first["changed"] != second["changed"] or first["keeps"] != second["keeps"]
        assert first["gains"] == first["instead"] == []  # both give up the trick: no difference
        if first["changed"]:  # different points lost: each says its own, in one pair
            (mine, theirs), (back, forth) = first["changed"][0], second["changed"][0]
            assert mine["points"] != theirs["points"] and (mine, theirs) == (forth, back)
        found += 1
    assert found >= 10, found


def test_the_runner_up_by_the_level_ranking() -> None:
    assert runner_up([("a", 3.0), ("b", 1.0), ("c", 0.0)], "a") == ("b", 2.0)
    assert runner_up([("a", 3.0), ("b", 1.0), ("c", 0.0)], "c") == ("a", -3.0)
    assert runner_up([("a", 3.0)], "a") is None


def test_why_contrast_with_the_hard_ranking() -> None:
    """An AI seat's choice compared with the best other move its level ranked (Schnapsen's
    hard level, the same seed as the seat's): a gap in game points, never a hidden card."""
    told = 0
    for observation, one, two in following_positions(range(2)):
        ranked = create_ai("schnapsen", "hard", 3).rank(observation, [one, two])
        chosen = ranked[0][0]
        answer = why_contrast("schnapsen", observation, chosen, ranked, frozenset())
        assert answer is not None and answer["other"] is None  # nothing of its hand is shown
        assert answer["gap"] == round(ranked[0][1] - ranked[1][1], 3) and answer["gap"] >= 0
        assert not cards_in("schnapsen", answer)
        told += 1
    assert told >= 2


def assert_worded_differences(rather: dict[str, Any]) -> None:
    """Item 6 of the newcomer's report: a comparison claims a difference only where the
    words the player reads differ (``worded``): "unlike yours, it leads a card worth 0 points"
    never when yours does too, "unlike yours, it takes nothing" never when yours takes
    nothing. ``gains`` / ``instead`` are of kinds the other move's facts lack; a ``changed``
    pair is of one kind, worded differently."""
    gained = {fact["fact"] for fact in rather["gains"]}
    lacked = {fact["fact"] for fact in rather["instead"]}
    assert not gained & lacked, rather
    for mine, theirs in rather["changed"]:
        assert mine["fact"] == theirs["fact"] and worded(mine) != worded(theirs), rather
        assert mine["fact"] not in gained | lacked, rather


@pytest.mark.parametrize("game", GAMES)
def test_a_lessons_wrong_moves_claim_only_worded_differences(game: str) -> None:
    """Every move step of every lesson and every other legal move there: the two moves'
    worded reasons never claim a difference that is not there (a fact the lesson's move
    "gains" is of a kind your move's facts do not have, whatever field the words leave out),
    and the answer always tells them apart (a gain, a worded change, or a card kept)."""
    runner = LessonRunner(load_lesson(game))
    compared = 0
    while not runner.finished:
        step = runner.step
        if step.kind != "move" or runner.match.current_player != HUMAN:
            runner.next()
            continue
        for wrong in runner.match.legal_actions():
            if runner.match.parse(wrong) == runner.match.parse(step.move):
                continue
            answer = runner.play(wrong)
            if answer["outcome"] != "other_move":
                break  # the same discard in another order: the lesson moved on
            rather = answer["contrast"]
            assert_worded_differences(rather)
            mine = {worded(fact) for fact in answer["expected_facts"]}
            theirs = {worded(fact) for fact in answer["facts"]}
            for fact in rather["gains"]:
                assert worded(fact) in mine and worded(fact) not in theirs, (wrong, rather)
            assert rather["gains"] or rather["changed"] or rather["keeps"] or rather["instead"]
            compared += 1
            runner.take_back()
        else:
            runner.play(step.move)
    assert compared >= 10, compared


def test_facts_differing_only_where_no_word_shows_are_alike() -> None:
    """Two leads of 0 points in different plain suits read alike ("leads a card worth 0
    points"): no difference; a trump lead or other points is one."""
    zero = {"fact": "leads", "suit": "C", "points": 0}
    assert worded(zero) == worded({"fact": "leads", "suit": "S", "points": 0})
    assert worded(zero) != worded({"fact": "leads", "suit": "T", "points": 0})
    assert worded(zero) != worded({"fact": "leads", "suit": "S", "points": 5})
    assert worded({"fact": "leads", "points": 0, "trump": False}) != worded(
        {"fact": "leads", "points": 0, "trump": True}
    )
    _, _, changed = contrast_parts([zero], [{"fact": "leads", "suit": "S", "points": 0}])
    assert changed == []


def test_only_a_search_tells_its_numbers() -> None:
    """Hard (a search) tells its reckoning: both moves' averages and their gap; a level that
    plays by rules of thumb did not choose by its ranking's numbers, so none is told."""
    told = 0
    for observation, one, two in following_positions(range(2)):
        ranked = [(one, 1.25), (two, 0.5)]
        shown = frozenset(cards_in("schnapsen", observation))
        search = why_contrast("schnapsen", observation, one, ranked, shown)
        assert search is not None
        assert (search["gap"], search["value"], search["other_value"]) == (0.75, 1.25, 0.5)
        rules = why_contrast("schnapsen", observation, one, ranked, shown, search=False)
        assert rules is not None and rules["gap"] is None and "value" not in rules
        assert not rules["slip"] and not search["slip"]
        # A rules-of-thumb level that took the move its rules rated lower says so (no number).
        slipped = why_contrast("schnapsen", observation, two, ranked, shown, search=False)
        assert slipped is not None and slipped["slip"] and slipped["gap"] is None
        hidden = why_contrast("schnapsen", observation, two, ranked, frozenset(), search=False)
        assert hidden is not None and hidden["slip"] and hidden["other"] is None
        assert not cards_in("schnapsen", hidden)
        told += 1
    assert told >= 2 and {"hard"} == SEARCH_LEVELS


@pytest.mark.parametrize("game", ["schnapsen", "piedicavallo"])
def test_a_lessons_wrong_move_is_compared_with_the_lesson_move(game: str) -> None:
    """Every wrong move of the lesson is answered with ``contrast`` of the lesson's move with
    it (its facts the other lacks, the cards it keeps): never an empty comparison, even where
    the hint's facts of the two moves are the same."""
    runner = LessonRunner(load_lesson(game))
    same = 0
    while not runner.finished:
        step = runner.step
        if step.kind != "move":
            runner.next()
            continue
        for wrong in runner.match.legal_actions():
            if runner.match.parse(wrong) == runner.match.parse(step.move):
                continue
            observation = runner.match.observation(HUMAN)
            answer = runner.play(wrong)
            rather = answer["contrast"]
            assert rather == contrast(game, observation, step.move, wrong)
            assert rather["other"] == wrong and (rather["gains"] or rather["keeps"]), rather
            assert_worded_differences(rather)
            same += answer["facts"] == answer["expected_facts"]
            runner.take_back()
        runner.play(step.move)
    assert same >= 1  # the case the comparison is for


def test_a_card_left_on_the_table_is_not_kept() -> None:
    """Scopa (newcomer #7): laying a card rather than capturing keeps the capturing card in the
    hand and leaves the card it would have taken on the table; "keeps" never names a table
    card (it said "keeps 4 of Spades" for a card that was never in the hand)."""
    found = 0
    for seed in range(6):
        match = new_match("scopa", seed=seed)
        while not match.is_over and match.observation(0)["deal_number"] == 1:
            seat = match.current_player
            observation = match.observation(seat)
            legal = match.legal_actions()
            places = [a for a in legal if a.count(":") == 1]
            captures = [a for a in legal if a.count(":") == 2]
            if places and captures:
                answer = contrast("scopa", observation, places[0], captures[0])
                card, _, taken = captures[0].partition(":")[2].partition(":")
                assert answer["keeps"] == [card], answer
                assert answer["left"] == sorted(taken.split(",")), answer
                assert not set(answer["keeps"]) & set(observation["table"])
                found += 1
            match.apply(legal[0])
    assert found >= 5, found
