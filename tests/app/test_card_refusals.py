"""Why a card cannot be played: the engine's own refusal codes, carried to the hand's rows."""

from __future__ import annotations

import pytest

from cardavia_desktop.controllers.hand_model import hand_rows
from cardavia_desktop.controllers.refusals import card_refusals
from cardavia_desktop.engine import IllegalAction, new_match


def _strict_follow(seed_limit: int = 400):
    """A Schnapsen match where seat 0 follows under strict rules with cards it may not play."""
    for seed in range(seed_limit):
        match = new_match("schnapsen", seed=seed)
        if match.current_player != 1 or "close" not in match.legal_actions():
            continue
        match.apply("close")  # the AI closes: strict rules from here on
        lead = next(a for a in match.legal_actions() if a.startswith("play:"))
        match.apply(lead)
        legal = match.legal_actions()
        hand = match.observation(0)["hand"]
        plays = [a for a in legal if a.startswith("play:")]
        if match.current_player == 0 and len(plays) < len(hand):
            return match, hand, legal
    raise AssertionError("no strict-follow position found")


def assert_refused(match, action: str, reason: str) -> None:
    """``action`` is refused with the code ``reason``: the refusal the player would get."""
    with pytest.raises(IllegalAction) as refusal:
        match.apply(action)
    assert refusal.value.code == reason, action


def test_each_unplayable_card_gets_the_engines_reason() -> None:
    match, hand, legal = _strict_follow()
    refusals = card_refusals(match, hand, legal)
    playable = {a.split(":")[1] for a in legal if a.startswith("play:")}
    assert set(refusals) == set(hand) - playable
    assert set(refusals.values()) <= {"must_follow_suit", "must_follow_higher", "must_trump"}
    for code, reason in refusals.items():
        assert_refused(match, f"play:{code}", reason)


def test_no_reasons_when_no_card_is_to_be_played_or_discarded() -> None:
    match = new_match("lockbet", seed=3)
    while not any(a.startswith(("check", "bet")) for a in match.legal_actions()):
        match.apply(match.legal_actions()[0])  # both lock: the betting round, no card to play
    seat = match.current_player
    assert card_refusals(match, match.observation(seat)["hand"], match.legal_actions()) == {}
    assert card_refusals(match, ["SA.1"], []) == {}


def test_rule_2_4_2_discard_refusals_say_why_a_card_may_not_be_discarded() -> None:
    """Piedicavallo §2.4.2: while South discards, each card in no legal pair gets the engine's
    reason — Kings, T1, T21 and the Matto are never discarded; trumps only in the §2.4 cases."""
    seen: set[str] = set()
    for seed in range(12):
        match = new_match("piedicavallo", seed=seed, dealer=0)  # South deals: a discard
        legal = match.legal_actions()
        hand = match.observation(0)["hand"]
        refusals = card_refusals(match, hand, legal)
        allowed = {c for a in legal for c in a.split(":")[1].split(",")}
        assert set(refusals) == set(hand) - allowed
        for code, reason in refusals.items():
            if code in ("SK", "BK", "CK", "DK", "T1", "T21", "MATTO"):
                assert reason == "undiscardable", code
            else:
                assert reason == "trump_discard_restricted" and code.startswith("T"), code
            assert_refused(match, f"discard:{code},{min(allowed)}", reason)
        seen |= set(refusals.values())
    assert seen == {"undiscardable", "trump_discard_restricted"}


def test_hand_rows_carry_the_refusal_only_for_unplayable_cards() -> None:
    match, hand, legal = _strict_follow()
    refusals = card_refusals(match, hand, legal)
    rows = hand_rows(hand, legal, None, {}, refusals=refusals)
    for row in rows:
        assert (row["refusal"] != "") == (not row["playable"]), row
        assert row["refusal"] == refusals.get(row["code"], "")


def test_a_betting_buttons_refusal_is_the_engines_own_code(qapp) -> None:
    """Lock & Bet's buttons (``GameSpec.verbs``): each one not legal on your turn carries the
    engine's refusal code (rules §3.6: nothing owed, a bet owed, an all-in opponent), and the
    table refuses the button with it, never a reason of its own; none while the AI acts."""
    import random

    from cardavia_desktop.controllers.refusals import verb_refusals
    from cardavia_desktop.controllers.tables.base import Step
    from cardavia_desktop.controllers.tables.lockbet import LockbetTable
    from cardavia_desktop.engine import find_game

    verbs = find_game("lockbet").verbs
    assert verbs == ("check", "call", "fold", "allin")
    assert all(find_game(g).verbs == () for g in ("scopa", "schnapsen", "minchiate"))
    seen: dict[str, set[str]] = {}
    said: list[str] = []
    table = LockbetTable()
    table.rejected.connect(lambda code, _message: said.append(code))
    pressed: set[str] = set()
    for seed in range(60):
        match, rng = new_match("lockbet", seed=seed), random.Random(seed)
        for _ in range(80):
            if match.is_over:
                break
            legal = match.legal_actions()
            if match.current_player != 0:
                assert verb_refusals(match, [], verbs) == {}
                match.apply(rng.choice(legal))
                continue
            found = verb_refusals(match, legal, verbs)
            for verb, code in found.items():
                assert verb not in legal
                with pytest.raises(IllegalAction) as refused:
                    match.parse(verb)
                assert refused.value.code == code
                seen.setdefault(verb, set()).add(code)
            table.update(Step(match.observation(0), legal, verb_refusals=found))
            if "allin" in found and not table.property("allInAction"):
                said.clear()
                table.allIn()  # All-in, dimmed, clicked: the engine's reason
                assert said == [found["allin"]]
                pressed.add(said[0])
            match.apply(rng.choice(legal))
    assert "nothing_to_call" in seen["call"] and "must_call_or_fold" in seen["check"]
    assert "opponent_all_in" in pressed
