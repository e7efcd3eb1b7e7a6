"""Qt Quick keeps no CPU copy of an image once it is a texture (issue 17 goal 4): the app sets
``QSG_TRANSIENT_IMAGES`` when it builds its engine, unless the user set it. A face shown again
by a new Image (from Qt's image cache), and after the window was hidden and shown, must still be
the face: Qt cannot make its texture again from the dropped copy, so the window must keep its
scene graph."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardavia_desktop import app, paths

PROBE = Path(__file__).with_name("transient_images_probe.py")


def test_the_engine_is_built_with_transient_images_unless_the_user_chose(launch,
                                                                         monkeypatch) -> None:
    name, value = app.TRANSIENT_IMAGES_SETTING
    assert (name, value) == ("QSG_TRANSIENT_IMAGES", "1")
    monkeypatch.delenv(name, raising=False)
    shell = launch()
    assert os.environ.get(name) == value
    assert shell.window.isPersistentSceneGraph()  # textures are kept while it is hidden
    monkeypatch.setenv(name, "0")
    launch()
    assert os.environ[name] == "0"  # the user's own setting wins


@pytest.mark.xvfb
@pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="needs an X display (xvfb-run)")
def test_a_face_is_drawn_again_from_the_cache_and_after_hiding() -> None:
    results = {}
    for mode in ("--transient", "--keep"):
        done = subprocess.run([sys.executable, str(PROBE), mode], cwd=paths.base_dir(),
                              capture_output=True, text=True, timeout=60,
                              env={**os.environ, "QT_QPA_PLATFORM": "xcb"})
        assert done.returncode == 0, done.stdout + done.stderr
        assert "qml" not in done.stderr.lower(), done.stderr
        results[mode] = json.loads(done.stdout.strip().splitlines()[-1])
    transient, kept = results["--transient"], results["--keep"]
    assert transient["transient"] == "1" and kept["transient"] == ""
    assert transient["persistent"]  # as the app's window (without it the third grab is blank)
    assert len(set(kept["digests"])) == 1  # the reference: the same picture three times
    assert transient["digests"] == kept["digests"]
