"""Nothing before the lobby's first frame that it does not need (issue 17 goal 1), and the
deferred parts still load: every table opens from the lobby in every language, and back.

No timing here (benchmarks/first_frame.py measures); these check *what* is loaded when.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from cardavia_desktop import paths
from cardavia_desktop.app import drop_stale_qml_cache, table_games
from cardavia_desktop.controllers.languages import NATIVE_NAMES
from tests.app.shell_helpers import needs_display
from tests.probe_runner import run_probe

REPO = paths.base_dir()


def test_starting_imports_no_game_engine_but_minchiates_rules() -> None:
    """The start-up path (app and controllers) loads no game's engine: each loads with its
    table (only the Minchiate table model imports its rules at start)."""
    code = (
        "import sys, cardavia_desktop.app; "
        "print(' '.join(sorted(m for m in sys.modules "
        "if m.startswith('cardavia_desktop.engine.games.'))))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO,
        check=True,
        text=True,
        capture_output=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    ).stdout.split()
    games = {name.split(".")[3] for name in loaded}
    assert games <= {"minchiate"}, loaded
    assert "cardavia_desktop.engine.registry" not in loaded


def test_starting_registers_no_table_controller() -> None:
    """Before the first frame only AppSettings (and what it needs) is imported: the table's
    controllers, its worker and the record are registered once the first frame is on screen."""
    code = (
        "import sys, cardavia_desktop.app; "
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('cardavia_desktop.'))))"
    )
    loaded = set(
        subprocess.run(
            [sys.executable, "-c", code],
            cwd=REPO,
            check=True,
            text=True,
            capture_output=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        ).stdout.split()
    )
    assert "cardavia_desktop.controllers.settings_controller" in loaded
    deferred = {
        f"cardavia_desktop.controllers.{name}"
        for name in (
            "game_controller",
            "worker",
            "tables",
            "saved_status",
            "statistics_view",
            "announcer",
        )
    }
    assert not deferred & loaded, sorted(deferred & loaded)


def _probe(*args: str) -> dict[str, Any]:
    """``first_frame_probe.py`` on the real display (filters need OpenGL)."""
    done = run_probe(
        Path(__file__).with_name("first_frame_probe.py"),
        *args,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "xcb"},
    )
    assert done.returncode == 0, done.failure()
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.xvfb
@needs_display
def test_the_first_frame_is_the_ground_and_the_shell_is_built_after_it() -> None:
    """The lobby is not in the first frame but right after it; at neutral contrast and
    temperature the filter pass joins with the shell (the ground looks the same without it)."""
    seen = _probe()
    assert seen["filters"], "the filter pass is not available on this display"
    assert seen["first"] == {"shell": False, "filter": False, "fonts": False, "icon": False}
    # The bundled fonts and the window icon are loaded for the shell, after the first frame.
    assert seen["built"] == {"shell": True, "filter": True, "fonts": True, "icon": True}


@pytest.mark.xvfb
@needs_display
def test_no_filter_pass_while_it_would_change_nothing() -> None:
    """Neutral contrast and temperature with the grain off: the window is drawn without the
    pass (it would be the identity); raising the grain turns it on at once."""
    seen = _probe("50", "0")
    assert seen["filters"], "the filter pass is not available on this display"
    assert seen["built"]["shell"] and not seen["built"]["filter"]
    assert seen["grain_on"]


@pytest.mark.xvfb
@needs_display
def test_the_first_frame_is_filtered_when_the_filters_change_its_colours() -> None:
    seen = _probe("80")  # contrast 80 %: the ground's colours differ with the pass
    assert seen["first"]["filter"] and not seen["first"]["shell"]
    assert seen["built"]["filter"] and seen["built"]["shell"]


def test_the_shell_is_built_after_the_first_frame(launch) -> None:
    """In the test host (offscreen) too: ``launch`` waits for it; the ground is then hidden."""
    shell = launch()
    assert shell.find("ground").property("visible") is False
    assert shell.find("lobby").property("visible")


def test_the_lobby_loads_no_game_page(launch) -> None:
    shell = launch()
    assert shell.find("lobby").property("visible")
    assert not shell.has("gamePage") and not shell.has("tableLoader")


@pytest.mark.parametrize("lang", list(NATIVE_NAMES))
def test_every_table_opens_from_the_lobby_in_every_language(launch, lang: str) -> None:
    shell = launch(lang=lang)
    lobby_title = shell.window.title()
    for game in table_games():
        shell.click(shell.find(f"game_{game}"))
        shell.qtbot.waitUntil(lambda: shell.has("tableLoader"), timeout=20000)
        loader = shell.find("tableLoader")
        shell.qtbot.waitUntil(
            lambda loader=loader: loader.property("item") is not None, timeout=20000
        )
        controller = loader.property("item").property("controller")
        shell.qtbot.waitUntil(lambda c=controller: c.property("running"), timeout=20000)
        assert shell.window.title() not in ("", lobby_title), (lang, game)
        shell.click(shell.find("backToLobby"))
        shell.qtbot.waitUntil(
            lambda: shell.has("lobby") and not shell.has("gamePage"), timeout=20000
        )
        assert shell.window.title() == lobby_title


def test_stale_ahead_of_time_qml_is_dropped(tmp_path) -> None:
    """Compiled views that are all newer than every view stay; once any view is newer than
    one of them (its own source or one it uses), they are all removed at start."""
    first, second = tmp_path / "First.qml", tmp_path / "Second.qml"
    for source in (first, second):
        source.write_text("import QtQuick\nItem {}\n", encoding="utf-8")
        os.utime(source, ns=(10**18, 10**18))
    for source in (first, second):
        source.with_suffix(".qmlc").write_bytes(b"qmlc")
    assert drop_stale_qml_cache(tmp_path) == 0  # all fresh
    os.utime(second, ns=(2 * 10**18, 2 * 10**18))  # Second changed: First may use it
    assert drop_stale_qml_cache(tmp_path) == 2
    assert not list(tmp_path.glob("*.qmlc"))
    (tmp_path / "Gone.qmlc").write_bytes(b"qmlc")  # a compiled view whose source is gone
    assert drop_stale_qml_cache(tmp_path) == 1


@pytest.mark.parametrize(("given", "used"), [(None, "0"), ("7", "7")])
def test_the_qml_heap_is_collected_in_one_pass_unless_the_user_says(
    qapp, qtbot, monkeypatch, given: str | None, used: str
) -> None:
    """Qt's incremental JS collector crashed in its sweep at runtime language switches: the app
    turns it off before it makes the engine (QV4_GC_TIMELIMIT=0), keeping a value set by hand."""
    from cardavia_desktop.app import create_engine

    if given is None:
        monkeypatch.delenv("QV4_GC_TIMELIMIT", raising=False)
    else:
        monkeypatch.setenv("QV4_GC_TIMELIMIT", given)
    engine, window, _settings = create_engine()
    try:
        assert os.environ["QV4_GC_TIMELIMIT"] == used
    finally:
        window.close()
        engine.deleteLater()
        qtbot.wait(30)
