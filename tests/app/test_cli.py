"""The command line: usage errors, --lang, --size and the missing-display message."""

from __future__ import annotations

import pytest

from cardavia_desktop import app
from cardavia_desktop.command_line import EXIT_USAGE
from tests.app.shell_helpers import run_app


def test_unknown_game_exits_2_with_a_clear_message(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        app.parse_args(["--game", "poker"])
    assert stop.value.code == EXIT_USAGE
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

    monkeypatch.setattr(
        ctypes.util,
        "find_library",
        lambda name: None if name in ("xcb-cursor", "xcb-icccm") else f"lib{name}",
    )
    assert app.missing_system_packages() == ["libxcb-cursor0", "libxcb-icccm4"]


# -- issue 32: names from outside are shown escaped and cut -----------------------------------

FORGED = "scopa\ncardavia: all is well\u202eevil\x1b[31m\x07"
"""A name with a newline (a forged second line), a right-to-left override and controls."""


def assert_escaped(text: str) -> None:
    """``text`` shows ``FORGED`` escaped: one line per message, no override, no control."""
    assert "\u202e" not in text and "\x1b" not in text and "\x07" not in text
    assert "\ncardavia: all is well" not in text
    assert "\\n" in text or "…" in text


@pytest.mark.parametrize(
    "flag",
    [
        ["--game", FORGED],
        ["--game", "scopa", "--deal", FORGED],
        ["--open", f"/nowhere/{FORGED}.json"],
        ["--size", FORGED],
    ],
)
def test_a_name_with_newline_or_override_is_shown_escaped(flag: list[str], capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        app.parse_args(flag)
    assert stop.value.code == EXIT_USAGE
    err = capsys.readouterr().err
    assert_escaped(err)
    assert len(err.splitlines()[-1]) < 400


def test_a_screenshot_folder_with_a_forged_name_is_shown_escaped(tmp_path, capsys) -> None:
    blocker = tmp_path / FORGED
    blocker.write_text("a file where a folder should be")
    with pytest.raises(SystemExit):
        app.parse_args(["--screenshot", str(blocker / "shot.png")])
    err = capsys.readouterr().err
    assert_escaped(err)
    assert "is not a folder" in err


def test_a_long_name_is_cut_keeping_its_end(capsys) -> None:
    with pytest.raises(SystemExit):
        app.parse_args(["--open", "/x/" + "d" * 50_000 + "/match.json"])
    line = capsys.readouterr().err.splitlines()[-1]
    assert len(line) < 600 and "…" in line and "match.json" in line  # the path, the reason


@pytest.mark.parametrize(
    "number", ["18446744073709551616", "2147483648", "9" * 401, "١٨٤٤٦٧٤٤٠٧٣٧٠٩٥٥١٦١٦"]
)
def test_a_long_deal_number_is_out_of_range(number: str, capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        app.parse_args(["--game", "scopa", "--deal", number])
    assert stop.value.code == EXIT_USAGE
    err = capsys.readouterr().err
    assert "out of range" in err and "not a whole number" not in err


def test_a_forged_game_name_from_the_command_stays_one_line() -> None:
    done = run_app("--game", FORGED, env={"QT_QPA_PLATFORM": "offscreen"}, timeout=60)
    assert done.returncode == 2
    assert_escaped(done.stderr)
    assert len([line for line in done.stderr.splitlines() if line.startswith("cardavia")]) == 1
