"""A card lifted into the filter pass's flight overlay is shown only with its home (newcomer
#12, item 2: after Watch, the table's row stayed lifted and was drawn over the Full rules tab).
Run in a subprocess on a real display (custom shaders need OpenGL)."""

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

PROBE = Path(__file__).with_name("flight_hidden_probe.py")


def test_a_lifted_card_hides_and_lands_with_its_home() -> None:
    done = run_probe(PROBE, env={**os.environ, "QT_QPA_PLATFORM": "xcb"}, timeout=120)
    if done.returncode == 3:
        pytest.skip("no OpenGL here: the filter pass is off")
    assert done.returncode == 0, done.failure()
    assert "qml" not in done.stderr.lower(), done.stderr  # no QML warning on the way
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["lifted"] and result["card_drawn"], result
    assert result["hidden_with_home"] and result["landed_home"], result
    assert result["hidden_like_empty"], result  # nothing of the card over what replaces it
    assert result["back_like_shown"], result
    assert not result["lifted_while_hidden"], result
