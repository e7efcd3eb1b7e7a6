"""GameController without QML: worker thread, payloads, seeds, refusals, pacing, models."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
import shiboken6
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtTest import QAbstractItemModelTester

from cardavia_desktop.controllers.controller_state import own_draws_named
from cardavia_desktop.controllers.game_controller import GameController
from cardavia_desktop.controllers.hand_model import HandModel, hand_rows
from cardavia_desktop.controllers.worker import derive_ai_seed
from tests.gui.table_helpers import find_seed, human_leads_with

WAIT_MS = 15000
FIXTURE_OK = [HealthCheck.function_scoped_fixture]
ALL_CARDS = [s + r for s in "HSEL" for r in ("A", "10", "K", "O", "U")]


class Probe:
    """A controller under test with everything it reported."""

    def __init__(self, qtbot: Any, seed: int, delay_ms: int = 0, level: str = "easy") -> None:
        self.qtbot = qtbot
        self.c = GameController()
        self.steps: list[tuple[float, list[dict[str, Any]]]] = []
        self.rejections: list[tuple[str, str]] = []
        self.c.stepped.connect(lambda events: self.steps.append((time.monotonic(), list(events))))
        self.c.actionRejected.connect(lambda code, msg: self.rejections.append((code, msg)))
        self.c.aiLevel = level
        self.c.aiDelayMs = delay_ms
        self.c.seed = seed
        self.c.gameId = "schnapsen"
        qtbot.waitUntil(lambda: self.c.property("running"), timeout=WAIT_MS)

    def wait_for_human(self) -> None:
        """Until the human may act, a summary shows, or the match is over."""
        names = ("yourTurn", "summaryVisible", "matchOver")
        self.qtbot.waitUntil(lambda: any(self.c.property(n) for n in names), timeout=WAIT_MS)

    def act_and_wait(self, action: str) -> None:
        """Send an intent and wait for its answer."""
        before = (len(self.steps), len(self.rejections))
        self.c.act(action)
        self.qtbot.waitUntil(
            lambda: (len(self.steps), len(self.rejections)) != before, timeout=WAIT_MS
        )

    def close(self) -> None:
        """Stop the worker."""
        self.c.stop()


@pytest.fixture
def probes(qtbot):
    """Make probes; all are stopped at the end of the test."""
    made: list[Probe] = []

    def make(seed: int, **kwargs: Any) -> Probe:
        probe = Probe(qtbot, seed, **kwargs)
        made.append(probe)
        return probe

    yield make
    for probe in made:
        probe.close()


def _play_first_legal_until_summary(probe: Probe) -> None:
    while True:
        probe.wait_for_human()
        if probe.c.property("summaryVisible") or probe.c.property("matchOver"):
            return
        probe.act_and_wait(probe.c.property("legalActions")[0])


# -- hand model ----------------------------------------------------------------------------


def test_hand_rows_take_playable_and_marriage_flags_only_from_legal_actions() -> None:
    """QML computes no rules: a card is playable/can marry exactly when an action says so."""
    rows = hand_rows(
        ["HK", "HO", "S10", "EU"],
        ["play:HK", "play:S10", "marry:HK", "marry:HO", "close"],
        "H",
        {"H": 40, "S": 20, "E": 20, "L": 20},
    )
    by_code = {row["code"]: row for row in rows}
    assert [row["code"] for row in rows] == ["HK", "HO", "S10", "EU"]
    assert by_code["HK"]["playable"] and by_code["HK"]["canMarry"]
    assert by_code["HK"]["marriagePoints"] == 40 and by_code["HK"]["isTrump"]
    assert by_code["HO"]["playable"] and by_code["HO"]["action"] == ""
    assert by_code["HO"]["marryAction"] == "marry:HO"
    assert by_code["S10"]["playable"] and not by_code["S10"]["canMarry"]
    assert by_code["S10"]["action"] == "play:S10" and by_code["S10"]["marriagePoints"] == 0
    assert not by_code["EU"]["playable"], "no legal action plays EU"
    assert (by_code["S10"]["suit"], by_code["S10"]["rank"]) == ("S", "10")


@settings(max_examples=60, deadline=None, suppress_health_check=FIXTURE_OK)
@given(
    st.lists(st.lists(st.sampled_from(ALL_CARDS), unique=True, max_size=8), max_size=6), st.data()
)
def test_hand_model_follows_any_sequence_of_hands(qapp, hands, data) -> None:
    """Property: after each update the model equals the target; Qt's model tester agrees."""
    model = HandModel()
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    for hand in hands:
        legal = [f"play:{c}" for c in hand if data.draw(st.booleans())]
        rows = hand_rows(hand, legal, "S", {"H": 20, "S": 40, "E": 20, "L": 20})
        model.update(rows)
        assert model.codes() == hand
        assert model.rows() == rows
        assert model.rowCount() == len(hand)
        for i, row in enumerate(rows):
            index = model.index(i, 0)
            names = {int(k): bytes(v).decode() for k, v in model.roleNames().items()}
            assert {name: model.data(index, role) for role, name in names.items()} == row
    del tester


# -- seeds, threads and pacing ---------------------------------------------------------------


def test_ai_seed_is_derived_from_the_match_seed() -> None:
    """Same match seed → same AI seed; seats and seeds give different ones."""
    assert derive_ai_seed(7, 1) == derive_ai_seed(7, 1)
    assert derive_ai_seed(7, 1) != derive_ai_seed(8, 1)
    assert derive_ai_seed(7, 1) != derive_ai_seed(7, 2)


def test_same_seed_gives_the_same_match(probes) -> None:
    """Two tables with one seed deal the same cards and the AI makes the same choices."""
    runs = []
    for _ in range(2):
        probe = probes(31)
        _play_first_legal_until_summary(probe)
        runs.append([events for _, events in probe.steps])
        assert probe.c.property("matchSeed") == 31
    assert runs[0] == runs[1]
    assert any(e["type"] == "deal_end" for step in runs[0] for e in step)


def test_engine_and_ai_run_only_on_the_worker_thread(probes) -> None:
    """No rule or search runs on the GUI thread: every apply/choose is on the worker."""
    probe = probes(5)
    _play_first_legal_until_summary(probe)
    threads = probe.c.worker().apply_threads
    assert threads and threading.get_ident() not in threads
    assert probe.c.worker_thread().isRunning()
    assert probe.c.worker().thread() is probe.c.worker_thread()


def test_ai_move_shows_after_a_readable_delay(probes) -> None:
    """The AI's answer arrives no sooner than aiDelayMs after the human's card; thinking shows."""
    probe = probes(find_seed(human_leads_with("play:")), delay_ms=300)
    thinking: list[bool] = []
    probe.c.aiThinkingChanged.connect(lambda: thinking.append(probe.c.property("aiThinking")))
    sent = time.monotonic()
    probe.act_and_wait(probe.c.property("legalActions")[0])
    probe.qtbot.waitUntil(lambda: len(probe.steps) >= 3, timeout=WAIT_MS)
    human_step, ai_step = probe.steps[1], probe.steps[2]
    assert any(e["type"] == "play" and e["seat"] == 0 for e in human_step[1])
    assert any(e["type"] == "play" and e["seat"] == 1 for e in ai_step[1])
    assert ai_step[0] - sent >= 0.28
    assert thinking[:2] == [True, False], "thinking shows while the AI waits, then clears"


def test_intents_out_of_turn_and_during_the_summary_are_refused(probes) -> None:
    """The worker refuses a human action when it is the AI's turn or a deal summary is open."""
    seed = find_seed(lambda m: m.current_player == 1)
    probe = probes(seed, delay_ms=1500)
    card = probe.c.hand.codes()[0]
    probe.act_and_wait(f"play:{card}")
    assert probe.rejections[-1][0] == "not_your_turn"
    probe.c.aiDelayMs = 0
    _play_first_legal_until_summary(probe)
    before = probe.c.property("observation")
    probe.act_and_wait(f"play:{probe.c.hand.codes()[0]}")
    assert probe.rejections[-1][0] == "deal_summary_open"
    assert probe.c.property("observation") == before
    steps = len(probe.steps)
    probe.qtbot.wait(150)
    assert len(probe.steps) == steps, "the AI waits while the summary is open"
    probe.c.continueDeal()
    probe.qtbot.waitUntil(lambda: len(probe.steps) > steps, timeout=WAIT_MS)
    assert not probe.c.property("summaryVisible")


def test_unknown_ai_level_is_reported(probes) -> None:
    """A level the game does not know is refused with a code (the old bots keep playing)."""
    probe = probes(3)
    probe.c.aiLevel = "grandmaster"
    probe.qtbot.waitUntil(lambda: bool(probe.rejections), timeout=WAIT_MS)
    assert probe.rejections[-1][0] == "bad_level"


def test_worker_thread_stops_when_the_controller_is_deleted(qtbot) -> None:
    """Deleting the controller aborts, quits and waits for its worker thread."""
    probe = Probe(qtbot, 3, delay_ms=5000)
    thread = probe.c.worker_thread()
    assert thread.isRunning()
    shiboken6.delete(probe.c)
    assert thread.isFinished()


def test_whole_match_to_zero_and_a_new_match(probes) -> None:
    """Rule 5.2 / scenario 15: counts go down from 7; at 0 the match ends; New match resets."""
    probe = probes(12)
    deals = 0
    while not probe.c.property("matchOver"):
        _play_first_legal_until_summary(probe)
        summary = probe.c.property("summary")
        deals += 1
        assert summary["deal_number"] == deals
        if probe.c.property("matchOver"):
            break
        probe.c.continueDeal()
    winner = probe.c.property("matchWinner")
    final = probe.c.property("summary")["match_points"]
    assert final[winner] <= 0 < final[1 - winner]
    assert probe.c.property("yourTurn") is False
    probe.c.newMatch()
    probe.qtbot.waitUntil(lambda: not probe.c.property("matchOver"), timeout=WAIT_MS)
    probe.qtbot.waitUntil(lambda: probe.c.property("dealNumber") == 1, timeout=WAIT_MS)
    assert probe.c.property("matchPoints") == [7, 7]
    assert probe.c.property("matchSeed") == 13, "the n-th new match uses seed + n"


@settings(max_examples=6, deadline=None, suppress_health_check=FIXTURE_OK)
@given(seed=st.integers(0, 10_000), choices=st.lists(st.integers(0, 99), min_size=1, max_size=14))
def test_controller_state_mirrors_the_observation_over_random_play(qtbot, seed, choices) -> None:
    """Property: at every human turn the models and flags equal what the observation and the
    legal actions say (hand, playable cards, exchange/close/marriage, counts)."""
    probe = Probe(qtbot, seed)
    try:
        for choice in choices:
            probe.wait_for_human()
            c = probe.c
            if c.property("summaryVisible"):
                c.continueDeal()
                continue
            if c.property("matchOver"):
                break
            obs = c.property("observation")
            legal = list(c.property("legalActions"))
            assert c.hand.codes() == obs["hand"]
            playable = {row["code"] for row in c.hand.rows() if row["playable"]}
            assert playable == {a.split(":")[1] for a in legal if ":" in a}
            assert c.table.property("canExchange") == ("exchange" in legal)
            assert c.table.property("canClose") == ("close" in legal)
            assert c.table.property("canDeclareMarriage") == any(
                a.startswith("marry:") for a in legal
            )
            assert c.table.property("opponentCardCount") == obs["opponent_hand_size"]
            assert c.table.property("stockSize") == obs["stock_size"]
            assert c.property("matchPoints") == obs["match_points"]
            assert c.table.property("trump") == obs["trump"]
            probe.act_and_wait(legal[choice % len(legal)])
            assert not probe.rejections, probe.rejections
    finally:
        probe.close()


def test_many_signal_emissions_do_not_exhaust_true(qapp) -> None:
    """The PySide6 6.12.0 emit() leak of True is neutralised: 100k emits leave True alive."""
    import sys

    from PySide6.QtCore import QObject, Signal

    from cardavia_desktop.controllers import pyside_fixes

    pyside_fixes.apply()

    class Pinger(QObject):
        ping = Signal()

    pinger = Pinger()
    for _ in range(100_000):
        pinger.ping.emit()
    assert sys.getrefcount(True) > 1000


def test_leaving_while_the_hard_ai_thinks_does_not_freeze_the_gui(qtbot) -> None:
    """stop() aborts a running search: the GUI waits at most STOP_WAIT_MS, never a whole search."""
    from cardavia_desktop.controllers.worker import lifecycle as worker_lifecycle

    probe = Probe(qtbot, find_seed(lambda m: m.current_player == 1), level="hard")
    qtbot.waitUntil(lambda: probe.c.property("aiThinking"), timeout=WAIT_MS)
    thread = probe.c.worker_thread()
    started = time.monotonic()
    probe.c.stop()
    assert time.monotonic() - started < worker_lifecycle.STOP_WAIT_MS / 1000 + 1.5
    qtbot.waitUntil(thread.isFinished, timeout=WAIT_MS)
    assert thread not in worker_lifecycle._DRAINING or not thread.isRunning()


def test_application_exit_stops_every_open_table(qtbot) -> None:
    """aboutToQuit stops all workers still running (no thread outlives the app)."""
    from cardavia_desktop.controllers.worker import lifecycle as worker_lifecycle

    probes = [Probe(qtbot, seed, delay_ms=5000) for seed in (1, 2)]
    threads = [p.c.worker_thread() for p in probes]
    assert all(t.isRunning() for t in threads)
    worker_lifecycle.stop_all()
    assert all(t.isFinished() for t in threads)
    assert not worker_lifecycle._DRAINING


def test_new_match_while_the_ai_waits_clears_thinking(probes) -> None:
    """A new match cancels the AI's pending move: 'thinking' does not stay on."""
    probe = probes(find_seed(lambda m: m.current_player == 1), delay_ms=3000)
    probe.qtbot.waitUntil(lambda: probe.c.property("aiThinking"), timeout=WAIT_MS)
    human_first = find_seed(lambda m: m.current_player == 0, start=1)
    probe.c.seed = human_first - 1  # the second match of a table uses seed + 1
    probe.c.newMatch()
    probe.qtbot.waitUntil(lambda: probe.c.property("yourTurn"), timeout=WAIT_MS)
    assert probe.c.property("aiThinking") is False
    assert probe.c.property("matchSeed") == human_first


def test_many_variant_conversions_with_none_do_not_exhaust_none(qapp) -> None:
    """The PySide6 6.12.0 QVariantMap/List leak of None is neutralised (observations hold None)."""
    import sys

    from PySide6.QtCore import Property, QObject, Signal

    from cardavia_desktop.controllers import pyside_fixes

    pyside_fixes.apply()

    class Holder(QObject):
        changed = Signal()

        def _value(self) -> dict:
            return {"closed_by": None, "trick": [{"card": None}], "last_deal": None}

        value = Property("QVariantMap", _value, notify=changed)

    holder = Holder()
    for _ in range(20_000):
        assert holder.property("value")["closed_by"] is None
    assert sys.getrefcount(None) > 1000


def test_a_quick_second_card_is_not_sent_while_the_first_is_on_its_way(probes) -> None:
    """After an intent the hand is not interactive until the engine answers (no double play)."""
    probe = probes(find_seed(human_leads_with("play:")), delay_ms=400)
    first, second = probe.c.hand.codes()[:2]
    probe.c.clickCard(first)
    assert probe.c.property("yourTurn") is False
    probe.c.clickCard(second)
    probe.qtbot.waitUntil(lambda: len(probe.steps) >= 2, timeout=WAIT_MS)
    probe.qtbot.wait(100)
    human_plays = [
        e for _, step in probe.steps for e in step if e["type"] == "play" and e["seat"] == 0
    ]
    assert [e["card"] for e in human_plays] == [first]
    assert second in probe.c.hand.codes()
    assert probe.rejections and probe.rejections[-1][0] == "not_your_turn"


def test_own_face_down_draw_is_named_from_the_hand_and_nothing_else_changes() -> None:
    """A screen reader hears which card you drew: the controller names your one hidden draw
    from the card that came into your hand; the AI's draws and ambiguous steps stay unnamed."""
    events = [
        {"type": "trick", "winner": 0},
        {"type": "draw", "seat": 0, "count": 1, "card": None},
        {"type": "draw", "seat": 1, "count": 1, "card": None},
    ]
    named = own_draws_named(events, ["HA", "SK", "E9"], ["HA", "E9", "LO"])
    assert named[1] == {"type": "draw", "seat": 0, "count": 1, "card": "LO"}
    assert named[2]["card"] is None and events[1]["card"] is None  # the engine's list is kept
    assert own_draws_named(events, ["HA"], ["HA", "LO", "LU"]) == events  # two new cards
    assert own_draws_named(events, ["HA"], ["HA"]) == events
    lockbet = [{"type": "draw", "seat": 0, "count": 2, "stock_size": 100}]
    assert own_draws_named(lockbet, [], ["SA.1", "H2.2"]) == lockbet


def test_a_close_is_read_from_the_observation_after_a_resume() -> None:
    """Newcomer #41: a Schnapsen match saved after the close and resumed had no close event,
    and the deal's sheet said the AI had 0 points at the close (the game points were right).
    The close is read from the observation; a take-back of the close leaves none."""
    from cardavia_desktop.controllers.controller_state import event_display
    from cardavia_desktop.engine import new_match

    def closing(seed: int) -> Any:
        """The match at a close whose closer's opponent holds points, or None."""
        match = new_match("schnapsen", seed=seed)
        while not match.is_over and match.observation(0)["deal_number"] == 1:
            seat = match.current_player
            if "close" in match.legal_actions() and match.observation(0)["points"][1 - seat]:
                return match
            match.apply([a for a in match.legal_actions() if a.startswith("play:")][-1])
        return None

    match = next(m for m in map(closing, range(200)) if m is not None)
    closer = match.current_player
    points = match.observation(0)["points"][1 - closer]
    before = match.observation(0)
    match.apply("close")
    resumed = match.observation(0)  # as a resumed table sees it: no event yet
    _, kept = event_display(resumed, [], {})
    assert kept["seat"] == closer and kept["opponent_points"] == points > 0, kept
    while True:  # to the deal's end, the close carried step to step
        events = match.apply(match.legal_actions()[0])
        shown, kept = event_display(match.observation(0), events, kept)
        if any(e["type"] == "deal_end" for e in events):
            break
    assert shown["summary"]["close"]["opponent_points"] == points
    ended = next(e for e in events if e["type"] == "deal_end")  # a sheet reopened after a resume
    assert ended["close"]["opponent_points"] == points
    assert event_display(match.observation(0), events, {})[0]["summary"]["close"] == ended["close"]
    assert event_display(before, [], kept | {"seat": closer})[1] == {}  # taken back: no close


def test_a_scopa_deals_summary_names_the_cards_left_on_the_table() -> None:
    """The sheet says who took the cards left on the table (newcomer #41): the deal's summary
    carries the step's ``leftovers`` cards, and none when nothing was left."""
    from cardavia_desktop.controllers.controller_state import event_display

    end = {"type": "deal_end", "last_capturer": 1, "points": [2, 3]}
    left = {"type": "leftovers", "seat": 1, "cards": ["C4", "H6"]}
    shown, _ = event_display({}, [left, end], {})
    assert shown["summary"]["leftovers"] == ["C4", "H6"]
    assert "leftovers" not in event_display({}, [end], {})[0]["summary"]
