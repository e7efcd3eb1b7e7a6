"""Newcomer #12, item 2: after Watch, Fast, "Watch another deal" and Stop watching while the
watched cards moved, the Full rules tab showed the table's row of cards over its text (a row
left lifted in the filter pass's flight overlay, drawn above every page). The steps are taken
by mouse and keys in the real app on a real display (the pass needs OpenGL): nothing of the
overlay is shown over the rules. The pause before Stop watching is where the row was caught
lifted (without the fix it stays over the rules at 0.6 s and at 1.0 s alike: one pause is
tested, the suite's time). Newcomer #36: the row must not stay lifted at the table either (it
was drawn over the shortcut sheet for the rest of the match: Qt left its close-up Transition
running once the cards it moved were replaced; ``MoveWatch`` bounds it)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.probe_runner import run_probe

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(
        not os.environ.get("DISPLAY"),
        reason="needs an X display with OpenGL: run under xvfb-run (make test does)",
    ),
]

PROBE = Path(__file__).with_name("watch_rules_probe.py")


@pytest.mark.parametrize("pause", ["0.6"])
def test_no_table_card_over_the_rules_after_watching(tmp_path, pause) -> None:
    shot = tmp_path / "rules.png"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "xcb",
        "PROBE_PAUSE": pause,
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    done = run_probe(PROBE, str(shot), env=env, timeout=240)
    if done.returncode == 3:
        pytest.skip("no OpenGL here: the filter pass is off")
    assert done.returncode == 0, done.failure()
    assert "qml" not in done.stderr.lower(), done.stderr  # no QML warning on the way
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["over_rules"] == [], result
    assert result["lifted_at_table"] == [], result  # newcomer #36: nothing stays lifted
    assert shot.is_file()


ROW_PROBE = Path(__file__).with_name("lifted_row_probe.py")


def test_no_row_stays_lifted_after_watching(tmp_path) -> None:
    """Newcomer #36: after Watch and Stop watching, Scopa's table row stayed lifted above the
    filter pass for the rest of the match, drawn over the shortcut sheet."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "xcb",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    done = run_probe(ROW_PROBE, env=env, timeout=240)
    if done.returncode == 3:
        pytest.skip("no OpenGL here: the filter pass is off")
    assert done.returncode == 0, done.failure()
    assert "qml" not in done.stderr.lower(), done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {"lifted": []}
