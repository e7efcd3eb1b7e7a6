"""Lock & Bet betting controls without QML: what the controller offers comes from the legal
actions (§3.6), typed amounts are checked before anything is sent, refusals change nothing."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardavia_desktop.controllers.tables import Step
from cardavia_desktop.controllers.tables.lockbet import (
    LockbetTable,
    betting_info,
    parse_amount,
    table_info,
)
from cardavia_desktop.engine import new_match


def _to_human_bet(seed: int, rng: random.Random, moves: int) -> Any:
    """A match in which seat 0 is to bet, after random legal play (None if it ended first)."""
    match = new_match("lockbet", seed=seed)
    for _ in range(moves):
        if match.is_over:
            return None
        match.apply(rng.choice(match.legal_actions()))
    for _ in range(200):
        if match.is_over:
            return None
        obs = match.observation(0)
        if match.current_player == 0 and obs["phase"] == "bet":
            return match
        match.apply(rng.choice(match.legal_actions()))
    return None


class Sent:
    """A ``LockbetTable`` fed one observation, with what it sent and refused."""

    def __init__(self, obs: dict[str, Any], legal: list[str]) -> None:
        self.betting = LockbetTable()
        self.actions: list[str] = []
        self.refusals: list[str] = []
        self.betting.chosenAction.connect(self.actions.append)
        self.betting.rejected.connect(lambda code, _msg: self.refusals.append(code))
        self.betting.update(Step(obs, legal))


def test_parse_amount_reads_every_scripts_digits_and_refuses_the_rest() -> None:
    assert parse_amount("7") == 7
    assert parse_amount(" 12 ") == 12
    assert parse_amount("\u0661\u0665") == 15  # Arabic-Indic digits, as the Arabic UI shows them
    assert parse_amount("\u06f1\u06f5") == 15  # Persian digits
    assert parse_amount("\u200f-3") == -3
    assert parse_amount("-3") == -3
    for text in ("", "abc", "2.5", "1e3", "3 4", "+", "five", "0x10", "½"):
        assert parse_amount(text) is None, text


def test_rule_3_6_scenario_5_controls_offer_the_min_raise_range(qapp) -> None:
    """First bets to 3; the second may raise to 6 … its whole stack, not to 5."""
    match = new_match("lockbet", seed=1, dealer=0)  # dealer=0: the AI is first in deal 1
    match.apply(match.legal_actions()[0])  # the AI locks
    match.apply(match.legal_actions()[0])  # you lock
    match.apply("bet:3")
    probe = Sent(match.observation(0), match.legal_actions())
    info = {
        name: probe.betting.property(name)
        for name in ("amountVerb", "minAmount", "maxAmount", "toCall", "canCall", "canCheck")
    }
    assert info == {
        "amountVerb": "raise",
        "minAmount": 6,
        "maxAmount": 19,
        "toCall": 3,
        "canCall": True,
        "canCheck": False,
    }
    probe.betting.submitAmount("5")
    assert probe.refusals == ["below_min_raise"] and probe.actions == []
    probe.betting.submitAmount("8")
    assert probe.actions == ["raise:8"]


def test_rule_3_6_scenario_6_a_short_all_in_only_calls_or_folds(qapp) -> None:
    """Facing a short all-in, no amount can be typed: call or fold, all-in is the call."""
    match = new_match("lockbet", seed=2)
    match.apply(match.legal_actions()[0])
    match.apply(match.legal_actions()[0])
    match.apply("bet:15")
    match.apply("allin")  # the AI goes all-in to 19, short of the raise to 30
    probe = Sent(match.observation(0), match.legal_actions())
    b = probe.betting
    assert (b.property("amountVerb"), b.property("canCall"), b.property("canFold")) == (
        "",
        True,
        True,
    )
    b.submitAmount("19")
    assert probe.refusals == ["cannot_raise"] and probe.actions == []
    b.allIn()
    assert probe.actions == ["call"]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("0", "bad_amount"),
        ("-4", "bad_amount"),
        ("25", "above_stack"),
        ("abc", "not_a_number"),
        ("", "not_a_number"),
        ("2.5", "not_a_number"),
        ("1,5", "not_a_number"),
    ],
)
def test_bad_amounts_are_refused_before_the_engine(qapp, text: str, code: str) -> None:
    match = new_match("lockbet", seed=4)
    match.apply(match.legal_actions()[0])
    match.apply(match.legal_actions()[0])
    probe = Sent(match.observation(0), match.legal_actions())
    probe.betting.submitAmount(text)
    assert probe.refusals == [code]
    assert probe.actions == []


def test_lock_needs_a_chosen_card_and_is_confirmed(qapp) -> None:
    """§3.5: choose one of your two cards, then confirm; the other's cards are not lockable."""
    match = new_match("lockbet", seed=5)
    probe = Sent(match.observation(0), match.legal_actions())
    b = probe.betting
    b.confirmLock()
    assert probe.refusals == ["no_card_chosen"]
    b.click_card("SA.1" if "SA.1" not in match.observation(0)["hand"] else "SK.1", None, True)
    assert probe.refusals[-1] == "not_lockable"
    card = match.observation(0)["hand"][1]
    b.click_card(card, None, True)
    assert b.property("selectedCard") == card and probe.actions == []
    b.click_card(card, None, True)  # chosen again: put back
    assert b.property("selectedCard") == ""
    b.click_card(card, None, True)
    b.confirmLock()
    assert probe.actions == [f"lock:{card}"]


def test_betting_before_its_turn_says_why_and_sends_nothing(qapp) -> None:
    """A bet key, or a click on the dimmed controls (newcomer #16 #8), before the betting or
    on the AI's turn: the reason is the lock first (§3.5) or the AI's turn, never a rule of
    a bet that is not there ("there is a bet to call")."""
    match = new_match("lockbet", seed=1, dealer=0)  # dealer=0: the AI is first in deal 1
    for want in ("must_lock", "must_lock", "not_your_turn"):  # the AI's lock, yours, its bet
        legal = match.legal_actions() if match.current_player == 0 else []
        probe = Sent(match.observation(0), legal)
        b = probe.betting
        for intent in (b.check, b.call, b.fold, b.allIn, b.explainWait):
            intent()
        b.submitAmount("3")
        assert probe.refusals == [want] * 6, probe.refusals
        assert probe.actions == []
        match.apply(match.legal_actions()[0])
    assert match.observation(0)["phase"] == "bet"
    while True:  # to the end of the deal: its sheet shows (newcomer #18: "the AI's turn")
        events = match.apply("fold" if "fold" in match.legal_actions() else "check")
        if any(e["type"] == "deal_end" for e in events):
            break
    probe = Sent(match.observation(0), [])
    probe.betting.update(Step(match.observation(0), [], events, held=True))
    probe.betting.check()
    probe.betting.explainWait()
    assert probe.refusals == ["deal_summary_open"] * 2 and probe.actions == []


def test_signals_stacks_pot_and_shoe_come_from_the_observation(qapp) -> None:
    """§3.9 signals of both seats, §3.4 ante (19/19, pot 2) and a stock of 100."""
    match = new_match("lockbet", seed=6)
    info = table_info(match.observation(0), match.legal_actions())
    obs = match.observation(0)
    assert info["stacks"] == [19, 19] and info["pot"] == 2 and info["stockSize"] == 100
    assert info["signals"] == obs["signals"]


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 30), data=st.data())
def test_controls_match_the_legal_actions_over_random_play(qapp, seed, moves, data) -> None:
    """Over random legal play: the offered buttons and the amount range are exactly the legal
    actions; any typed amount is sent iff it is legal, and then as that legal action."""
    match = _to_human_bet(seed, random.Random(seed), moves)
    if match is None:
        return
    obs, legal = match.observation(0), match.legal_actions()
    info = betting_info(obs, legal)
    assert info["canCheck"] == ("check" in legal)
    assert info["canCall"] == ("call" in legal)
    assert info["canFold"] == ("fold" in legal)
    amounts = [a for a in legal if a.startswith(("bet:", "raise:"))]
    offered = (
        [f"{info['amountVerb']}:{t}" for t in range(info["minAmount"], info["maxAmount"] + 1)]
        if amounts
        else []
    )
    assert offered == amounts
    if info["allInAction"]:
        assert info["allInAction"] in legal
    assert info["toCall"] == (obs["betting"] or {}).get("to_call", 0)
    probe = Sent(obs, legal)
    typed = data.draw(st.one_of(st.integers(-5, 45).map(str), st.text(max_size=4)))
    probe.betting.submitAmount(typed)
    value = parse_amount(typed)
    wanted = f"{info['amountVerb']}:{value}"
    if value is not None and info["amountVerb"] and wanted in legal:
        assert probe.actions == [wanted] and probe.refusals == []
    else:
        assert probe.actions == [] and len(probe.refusals) == 1


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 30))
def test_all_in_puts_every_chip_in(qapp, seed, moves) -> None:
    """The All-in button's action leaves seat 0 with no chips behind (or ends the deal)."""
    match = _to_human_bet(seed, random.Random(seed + 1), moves)
    if match is None:
        return
    info = betting_info(match.observation(0), match.legal_actions())
    if not info["allInAction"]:
        return
    deal = match.observation(0)["deal_number"]
    events = match.apply(info["allInAction"])
    mine = [
        e for e in events if e.get("type") in ("bet", "raise", "allin", "call") and e["seat"] == 0
    ]
    assert mine and mine[0]["all_in"] and mine[0]["stack"] == 0
    assert match.observation(0)["deal_number"] >= deal


def test_engine_refusals_reach_the_view_as_codes_and_change_nothing(qtbot) -> None:
    """An action the engine refuses comes back as its IllegalAction code (the view words it);
    the observation and the legal actions stay as they were."""
    from cardavia_desktop.controllers.game_controller import GameController

    controller = GameController()
    refusals: list[str] = []
    controller.actionRejected.connect(lambda code, _msg: refusals.append(code))
    controller.aiLevel, controller.aiDelayMs, controller.seed = "easy", 0, 9
    controller.gameId = "lockbet"
    try:
        qtbot.waitUntil(lambda: controller.property("yourTurn"), timeout=15000)
        before = (controller.property("observation"), controller.property("legalActions"))
        for action, code in (
            ("check", "must_lock"),
            ("lock:SA.1", "not_in_hand"),
            ("bet:x", "bad_amount"),
            ("raise:3", "must_lock"),
        ):
            hand = controller.property("observation")["hand"]
            if action == "lock:SA.1" and "SA.1" in hand:
                action = "lock:SK.1" if "SK.1" not in hand else "lock:SQ.1"
            count = len(refusals)
            controller.act(action)
            qtbot.waitUntil(lambda n=count: len(refusals) > n, timeout=15000)
            assert refusals[-1] == code, (action, refusals)
            qtbot.waitUntil(lambda: controller.property("yourTurn"), timeout=15000)
            assert (
                controller.property("observation"),
                controller.property("legalActions"),
            ) == before
        assert controller.property("errorCode") == "must_lock"
    finally:
        controller.stop()


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 10_000), steps=st.integers(1, 80))
def test_rule_3_7_chips_shown_always_total_40_over_random_play(qapp, seed, steps) -> None:
    """Fed every step of a random match as the worker sends it (seat 0's view, legal actions
    only on its turn, a finished deal held): stacks and pot shown total 40; the reveal shows
    both locked cards exactly when a deal has ended; only seat 0's own cards are lockable."""
    rng = random.Random(seed)
    match = new_match("lockbet", seed=seed)
    betting = LockbetTable()
    ran = 0
    for _ in range(steps):
        if match.is_over:
            break
        events = match.apply(rng.choice(match.legal_actions()))
        types = {e["type"] for e in events}
        held = "deal_end" in types and not match.is_over
        mine = match.current_player == 0 and not held and not match.is_over
        obs = match.observation(0)
        betting.update(Step(obs, match.legal_actions() if mine else [], events, held))
        stacks = betting.property("stacks")
        assert stacks[0] + stacks[1] + betting.property("pot") == 40
        reveal = betting.property("reveal")
        ended = next((e for e in events if e["type"] == "deal_end"), None)
        assert reveal == (ended["locked"] if ended else [])
        lockable = betting.property("lockable")
        assert set(lockable) <= set(obs["hand"]) and (not lockable or obs["phase"] == "lock")
        ran += 1
    assert ran > 0
