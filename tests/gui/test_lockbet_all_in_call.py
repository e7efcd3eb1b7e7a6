"""Lock & Bet, facing a bet that takes all your chips (newcomer #14's D12): the call is your
all-in, so the table offers it once ("Call 19 (all-in)"), not beside an All-in button doing the
same; clicked, the call is made. Real mouse clicks; no QML warning printed."""

from __future__ import annotations

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
    assert text(d, "toCallText") == f"To call: {chips}"
    assert text(d, "callButton") == f"Call {chips} (all-in)"
    assert d.visible("callButton") and not d.visible("allInButton")
    d.press("callButton")
    called = f"Called {chips}, all-in"
    d.qtbot.waitUntil(lambda: text(d, "yourBoxLastAction") == called, timeout=WAIT_MS)
