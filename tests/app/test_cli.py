"""The command line: usage errors, --lang, --size and the missing-display message."""

from __future__ import annotations

import pytest
from shell_helpers import run_app

from cardavia_desktop import app


def test_unknown_game_exits_2_with_a_clear_message(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        app.parse_args(["--game", "poker"])
    assert stop.value.code == app.EXIT_USAGE
    err = capsys.readouterr().err
    assert "unknown game 'poker'" in err and "known games:" in err


def test_unknown_game_exits_2_from_the_command() -> None:
    done = run_app("--game", "nosuchgame", env={"QT_QPA_PLATFORM": "offscreen"}, timeout=60)
    assert done.returncode == 2
    assert "unknown game 'nosuchgame'" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("size", ["big", "1280", "12x8x4", "-5x10"])
def test_bad_size_is_a_usage_error(size: str) -> None:
    with pytest.raises(SystemExit) as stop:
        app.parse_args(["--size", size])
    assert stop.value.code == 2


def test_size_and_defaults_parse() -> None:
    options = app.parse_args(["--size", "1024x640"])
    assert options.size == (1024, 640)
    assert (options.game, options.lang, options.screenshot) == ("", None, None)
    assert app.parse_args([]).size == app.DEFAULT_SIZE


def test_known_game_with_a_table_is_accepted() -> None:
    for game_id in app.table_games():
        if game_id in app.GAMES:
            assert app.parse_args(["--game", game_id]).game == game_id


def test_game_without_a_table_is_a_usage_error(capsys) -> None:
    missing = [game_id for game_id in app.GAMES if game_id not in app.table_games()]
    if not missing:
        pytest.skip("every registered game has a table")
    with pytest.raises(SystemExit) as stop:
        app.parse_args(["--game", missing[0]])
    assert stop.value.code == 2
    assert f"game {missing[0]!r} has no table yet" in capsys.readouterr().err


def test_unknown_language_says_so_and_uses_english(launch, capsys) -> None:
    shell = launch(lang="xx")
    assert "unknown language 'xx'" in capsys.readouterr().err
    assert shell.settings.language == "en"


def test_known_language_applies_for_this_run(launch, test_translation) -> None:
    shell = launch(lang="ar")
    assert shell.settings.language == "ar"
    assert shell.find("languageSelector").property("currentText") == "العربية"


@pytest.mark.parametrize(
    ("env", "problem"),
    [
        ({"QT_QPA_PLATFORM": "xcb"}, True),
        ({}, True),
        ({"QT_QPA_PLATFORM": "offscreen"}, False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, False),
        ({"DISPLAY": ":99"}, False),
    ],
)
def test_missing_display_is_explained(monkeypatch, env: dict[str, str], problem: bool) -> None:
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    message = app.display_problem()
    assert (message is not None) == problem
    if message:
        assert "QT_QPA_PLATFORM=offscreen" in message and "DISPLAY" in message


def test_missing_display_exits_with_the_message_not_an_abort() -> None:
    done = run_app(env={"QT_QPA_PLATFORM": "xcb", "DISPLAY": ""}, timeout=60)
    assert done.returncode == 1
    assert "no display found" in done.stderr
    assert "Aborted" not in done.stderr and "Traceback" not in done.stderr


def test_failing_platform_plugin_gives_a_readable_message_and_exit_1() -> None:
    done = run_app(env={"QT_QPA_PLATFORM": "nosuchplatform"}, timeout=60)
    assert done.returncode == 1  # not SIGABRT (-6)
    assert "Qt could not open a window" in done.stderr
    assert "QT_QPA_PLATFORM=offscreen" in done.stderr


def test_missing_xcb_libraries_are_named_as_packages(monkeypatch) -> None:
    import ctypes.util

    monkeypatch.setattr(ctypes.util, "find_library",
                        lambda name: None if name in ("xcb-cursor", "xcb-icccm") else f"lib{name}")
    assert app.missing_system_packages() == ["libxcb-cursor0", "libxcb-icccm4"]
