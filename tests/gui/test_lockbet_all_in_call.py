"""Lock & Bet, facing a bet that takes all your chips (newcomer #14's D12): the call is your
all-in, so the table offers it once ("Call 19 (all-in)"), not beside an All-in button doing the
same; clicked, the call is made. Real mouse clicks; no QML warning printed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardavia_desktop.controllers.worker import derive_ai_seed
from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.ai import create_ai
from tests.gui.lockbet_gui import AI_LEVEL
from tests.gui.table_helpers import WAIT_MS
from tests.gui.test_lockbet_moves import table, text  # noqa: F401 (the fixture)
from tests.gui.test_lockbet_table import lock_first_card


def seed_facing_an_all_in_call() -> int:
    """A deal 1 where you act first and check, and the AI bets all your chips: calling is
    your all-in (no separate all-in move is legal)."""
    for seed in range(300):
        match = new_match("lockbet", seed=seed)
        bot = create_ai("lockbet", AI_LEVEL, derive_ai_seed(seed, 1))
        if match.current_player != 0:
            continue
        match.apply("lock:" + match.observation(0)["hand"][0])
        match.apply(bot.choose(match.observation(1), match.legal_actions()))
        match.apply("check")
        match.apply(bot.choose(match.observation(1), match.legal_actions()))
        obs, legal = match.observation(0), match.legal_actions()
        mine = match.current_player == 0 and "call" in legal and "allin" not in legal
        if mine and obs["betting"]["call_amount"] == obs["stacks"][0]:
            return seed
    raise AssertionError("no seed found")


def test_a_call_that_takes_all_your_chips_is_one_button(table) -> None:  # noqa: F811
    d = table(seed_facing_an_all_in_call())
    d.wait_for_turn()
    lock_first_card(d)
    d.qtbot.waitUntil(lambda: d.b("canCheck"), timeout=WAIT_MS)
    d.press("checkButton")
    d.qtbot.waitUntil(lambda: d.b("canCall"), timeout=WAIT_MS)
    chips = d.obs()["stacks"][0]
    assert d.b("allInAction") == "call"  # the controller's: the call is the all-in
    assert not d.b("callShort")  # it puts in what the bet asks
    assert text(d, "toCallText") == f"To call: {chips}"
    assert text(d, "callButton") == f"Call {chips} (all-in)"
    assert d.visible("callButton") and not d.visible("allInButton")
    d.press("callButton")
    called = f"Called {chips}, all-in"
    # the deal is over: the move, then how it ended ("… · won 38")
    d.qtbot.waitUntil(
        lambda: text(d, "yourBoxLastAction").split(" · ")[0] == called, timeout=WAIT_MS
    )


def seed_where_you_face(
    facing: Callable[[dict[str, Any], list[str]], bool], most_actions: int = 10_000
) -> int:
    """A match (the first seed of 200) where you lock your first card, check or call, and in
    some deal, within ``most_actions`` actions of the match, you face a choice ``facing(your
    observation, legal)`` holds for (the table's AI playing its seat)."""
    for seed in range(200):
        match = new_match("lockbet", seed=seed)
        bot = create_ai("lockbet", AI_LEVEL, derive_ai_seed(seed, 1))
        while not match.is_over and len(match.history) <= most_actions:
            legal = match.legal_actions()
            if match.current_player == 1:
                match.apply(bot.choose(match.observation(1), legal))
                continue
            obs = match.observation(0)
            if facing(obs, legal):
                return seed
            if any(a.startswith("lock:") for a in legal):
                match.apply("lock:" + obs["hand"][0])
            else:
                match.apply("check" if "check" in legal else "call")
    raise AssertionError("no seed found")


def a_call_for_less(obs: dict[str, Any], legal: list[str]) -> bool:
    """The AI bets more than you have: the call is for less (all your chips)."""
    limits = obs.get("betting") or {}
    return "call" in legal and limits["call_amount"] < limits["to_call"]


def an_all_in_ai(obs: dict[str, Any], legal: list[str]) -> bool:
    """The AI is all-in for less than you hold: you may call or fold, not raise."""
    stacks = obs["stacks"]
    return "call" in legal and stacks[1] == 0 and obs["betting"]["call_amount"] < stacks[0]


def walk_to(d: Any, here: Callable[[], bool]) -> None:
    """Play on at the table by mouse (lock your first card, check or call, next deal) until
    it is your turn and ``here()`` holds."""
    for _ in range(100):
        d.wait_for_turn()
        if d.controller.property("summaryVisible"):
            d.press("nextDealButton")
        elif d.b("phase") == "lock":
            lock_first_card(d)
        elif here():
            return
        elif d.b("canCheck"):
            d.press("checkButton")
        else:
            d.press("callButton")
    raise AssertionError("not reached in 100 moves")


def test_a_call_for_less_says_what_it_costs_you(table) -> None:  # noqa: F811
    """Facing a bet bigger than your chips (newcomer #14: 21 against 17), the header says what
    the call costs you, "To call: 17 (all you have)", not the bet's 21, beside one button."""
    d = table(seed_where_you_face(a_call_for_less))
    walk_to(d, lambda: d.b("callShort") and not d.b("canCheck"))
    chips = d.obs()["stacks"][0]
    assert d.b("callAmount") == chips < d.b("toCall")  # the controller's callShort
    assert text(d, "toCallText") == f"To call: {chips} (all you have)"
    assert text(d, "callButton") == f"Call {chips} (all-in)"
    assert d.visible("callButton") and not d.visible("allInButton")
    d.press("callButton")
    called = f"Called {chips}, all-in"
    # the deal is over: the move, then how it ended ("… · won 38")
    d.qtbot.waitUntil(
        lambda: text(d, "yourBoxLastAction").split(" · ")[0] == called, timeout=WAIT_MS
    )


def test_a_click_on_all_in_against_an_all_in_ai_says_why(table) -> None:  # noqa: F811
    """Newcomer #17: against an AI that is all-in, All-in looked like Call and Fold, and a
    click did nothing and said nothing. It looks dimmed now, and a click says why."""
    d = table(seed_where_you_face(an_all_in_ai, most_actions=40))  # within a dozen of yours
    walk_to(d, lambda: d.obs()["stacks"][1] == 0 and d.b("canCall"))
    button = d.item("allInButton")
    assert button.isVisible() and not button.isEnabled()
    assert button.property("opacity") < 1  # looks it
    moves = d.controller.property("moves")
    d.click(button)
    notice = d.item("notice")
    d.qtbot.waitUntil(lambda: notice.property("text") != "", timeout=WAIT_MS)
    assert notice.property("text") == "You cannot raise now: call or fold."
    assert d.controller.property("moves") == moves and d.b("canCall")
