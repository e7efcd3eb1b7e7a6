"""The controller pieces the four-player table adds: the discard chosen card by card (legality
left to the engine), hand rows during the discard, the dealer passed to the engine, and the
team tricks read from a Piedicavallo observation."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia_desktop.controllers.game_controller import GameController
from cardavia_desktop.controllers.hand_model import hand_rows
from cardavia_desktop.controllers.tables import Step
from cardavia_desktop.controllers.tables.piedicavallo import PiedicavalloTable, discard_cards
from cardavia_desktop.engine import new_match
from tests.gui.table_helpers import WAIT_MS


def _dealer_match(seed: int):
    return new_match("piedicavallo", seed=seed, dealer=0)


def test_discard_cards_are_exactly_the_cards_of_legal_discards(qapp) -> None:
    match = _dealer_match(1)
    legal = match.legal_actions()
    cards = discard_cards(legal)
    hand = match.observation(0)["hand"]
    for code in hand:
        assert (code in cards) == any(code in a.split(":")[1].split(",") for a in legal)
    # §2.4.2: Kings, T1, T21 and the Matto are never among them.
    assert not cards & {"SK", "BK", "CK", "DK", "T1", "T21", "MATTO"}


def test_choice_toggles_keeps_two_and_sends_the_chosen_pair(qapp) -> None:
    legal = _dealer_match(0).legal_actions()
    choice = PiedicavalloTable()
    sent: list[str] = []
    choice.chosenAction.connect(sent.append)
    choice.update(Step({}, legal))
    assert choice.property("discarding") and not choice.property("discardReady")
    a, b, c = sorted(discard_cards(legal))[:3]
    for code in (a, b, c):  # a third card replaces the oldest
        choice.toggle(code)
    assert choice.property("selected") == [b, c] and choice.property("discardReady")
    choice.toggle(b)
    assert choice.property("selected") == [c] and not choice.property("discardReady")
    choice.confirmDiscard()
    assert sent == []
    choice.toggle(a)
    choice.confirmDiscard()
    assert sent == [f"discard:{c},{a}"]


def test_choice_ignores_cards_no_discard_includes_and_ends_with_the_discard(qapp) -> None:
    match = _dealer_match(0)
    choice = PiedicavalloTable()
    choice.update(Step({}, match.legal_actions()))
    choice.toggle("MATTO")
    choice.toggle("ZZ")
    assert choice.property("selected") == []
    first = sorted(discard_cards(match.legal_actions()))[0]
    choice.toggle(first)
    match.apply(match.legal_actions()[0])
    choice.update(Step({}, match.legal_actions() if match.current_player == 0 else []))
    assert not choice.property("discarding") and choice.property("selected") == []


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), pick=st.integers(0, 10_000))
def test_property_engine_accepts_a_pair_exactly_when_it_is_a_legal_action(seed, pick) -> None:
    """Over random deals: any two liftable cards make a pair the engine accepts iff listed;
    a refused pair raises IllegalAction with a code and changes nothing."""
    from cardavia_desktop.engine import IllegalAction

    match = _dealer_match(seed)
    legal = match.legal_actions()
    pairs = list(combinations(sorted(discard_cards(legal)), 2))
    a, b = pairs[pick % len(pairs)]
    listed = {frozenset(x.split(":")[1].split(",")) for x in legal}
    before = match.to_dict()
    try:
        match.apply(f"discard:{a},{b}")
        assert frozenset((a, b)) in listed
    except IllegalAction as error:
        assert frozenset((a, b)) not in listed
        assert error.code == "trump_discard_restricted"
        assert match.to_dict() == before


def test_hand_rows_during_the_discard_lift_discardable_and_mark_chosen(qapp) -> None:
    match = _dealer_match(2)
    legal = match.legal_actions()
    hand = match.observation(0)["hand"]
    cards = discard_cards(legal)
    chosen = {sorted(cards)[0]}
    rows = hand_rows(hand, legal, None, {}, chosen, cards)
    assert [r["code"] for r in rows] == hand
    for row in rows:
        assert row["playable"] == (row["code"] in cards)
        assert row["selected"] == (row["code"] in chosen)


def test_fixed_dealer_reaches_the_engine_and_tricks_come_from_tricks_won(qtbot) -> None:
    controller = GameController()
    try:
        controller.setProperty("aiDelayMs", 0)
        controller.setProperty("aiLevel", "easy")
        controller.setProperty("seed", 4)
        controller.setProperty("fixedDealer", 0)
        controller.setProperty("gameId", "piedicavallo")
        qtbot.waitUntil(lambda: controller.property("yourTurn"), timeout=WAIT_MS)
        assert controller.property("dealer") == 0
        assert controller.table.property("discarding")
        assert len(controller.hand.codes()) == 17
        pair = next(a for a in controller.property("legalActions") if a.startswith("discard:"))
        for code in pair.split(":")[1].split(","):
            controller.clickCard(code)
        with qtbot.waitSignal(controller.stepped, timeout=WAIT_MS):
            controller.table.confirmDiscard()
        qtbot.waitUntil(
            lambda: sum(controller.property("tricks")) >= 1 or controller.property("yourTurn"),
            timeout=WAIT_MS,
        )
        obs = controller.property("observation")
        assert controller.property("tricks") == obs["tricks_won"]
        assert obs["discard_trumps"] is not None
    finally:
        thread = controller.worker_thread()
        controller.stop()
        qtbot.waitUntil(lambda: not thread.isRunning(), timeout=WAIT_MS)
        controller.deleteLater()


def test_new_match_next_dealer_passes_the_deal_to_the_dealers_right(qtbot) -> None:
    """§2.2 (recommendation): the controller asks the engine who deals next — the view only
    presses "New deal"; without a dealt match the first dealer is drawn as usual."""
    for game, first in (("piedicavallo", 3), ("minchiate", 1)):
        controller = GameController()
        try:
            controller.setProperty("aiDelayMs", 0)
            controller.setProperty("seed", 5)
            controller.setProperty("fixedDealer", first)
            controller.setProperty("gameId", game)
            qtbot.waitUntil(
                lambda c=controller, d=first: c.property("dealer") == d, timeout=WAIT_MS
            )
            controller.newMatchNextDealer()
            after = (first + 1) % 4
            qtbot.waitUntil(
                lambda c=controller, d=after: c.property("dealer") == d, timeout=WAIT_MS
            )
            assert controller.property("fixedDealer") == after
        finally:
            thread = controller.worker_thread()
            controller.stop()
            qtbot.waitUntil(lambda t=thread: not t.isRunning(), timeout=WAIT_MS)
