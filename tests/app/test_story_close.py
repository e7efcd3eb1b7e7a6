"""Issue 17: leaving a table right after a move never crashes the app.

The deal's story panel scrolled its list to the newest line with a deferred call; when the
table closed in the same turn, that call reached the list of the closing table (unparented, its
QML context gone) just before Qt deleted it, and Qt 6's ListView teardown then read a delegate
its own model had already freed: a SIGSEGV in ``app.exec()`` as the table went back to the
lobby (1 run in 4–15 of ``benchmarks/app_memory.py``). The probe runs the real panel in a
subprocess so that such a crash fails this test instead of ending the test run.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.probe_runner import run_probe

PROBE = Path(__file__).with_name("story_close_probe.py")
FLIGHT_PROBE = Path(__file__).with_name("flight_close_probe.py")
# What Qt printed as tables closed through the app (benchmarks/table_close.py) and was fixed:
# none allowed. ("QUnifiedTimer::stopAnimationDriver: driver is not running", 2 in 600 closes
# through the app with no QML on its stack, is not fixed and not asserted here: a test of a
# cause nobody found would only fail now and then.)
CLOSING_WARNINGS = (
    "Attempted to evaluate an expression in an invalid context",
    "destroyed during incubation",
)


def test_closing_a_table_right_after_a_move_does_not_crash() -> None:
    done = run_probe(PROBE, "60", timeout=60)
    assert done.returncode == 0, f"the story panel's teardown crashed: {done.failure()}"
    assert "StoryPanel.qml" not in done.stderr, done.stderr  # no warning as a table closes
    assert not [w for w in CLOSING_WARNINGS if w in done.stderr], done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["cycles"] == 60
    # The list still ends at the newest line as soon as it has it.
    assert seen["count"] == 60 and seen["scrolled"] and seen["at_end"], seen


def test_cards_in_flight_when_their_table_closes_print_nothing() -> None:
    """Scopa's flights are lifted into the window's overlay: a table closing mid-flight ended
    their QML context while Qt had not yet deleted them, and the ScriptAction that destroyed a
    flight at its end then printed "QQmlExpression: Attempted to evaluate an expression in an
    invalid context" (3 per close in the probe on the old layer)."""
    done = run_probe(FLIGHT_PROBE, "10", timeout=60)
    assert done.returncode == 0, done.failure()
    assert not [w for w in CLOSING_WARNINGS if w in done.stderr], done.stderr
    assert "FlightLayer.qml" not in done.stderr, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["cycles"] == 10 and seen["launched"] == 1
    # A flight left alone still goes at its end (its mount with it), and none outlives its table.
    assert seen["left_after_landing"] == 0 and seen["left_after_closes"] == 0, seen
