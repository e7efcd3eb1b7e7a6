"""Issue 16, cases 5 and 6, and issue 18 item 8: flags that cannot be honoured end the run with
a clear message (never a hang or a crash), and a screenshot run leaves the player's files alone.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from cardavia_desktop import app
from cardavia_desktop.command_line import EXIT_USAGE
from cardavia_desktop.display import SOFTWARE_MAX_SIZE
from tests.app.shell_helpers import REPO, needs_display


def run(*args: str, env: dict[str, str], timeout: float = 60) -> subprocess.CompletedProcess:
    """The app in a subprocess with exactly ``env`` over a clean copy of this environment."""
    base = {k: v for k, v in os.environ.items() if k != "QML_DISABLE_DISK_CACHE"}
    return subprocess.run(
        [sys.executable, "-m", "cardavia_desktop", *args],
        cwd=REPO,
        env={**base, **env},
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def private_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    folders = {
        name: str(tmp_path / name.lower())
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")
    }
    for folder in folders.values():
        Path(folder).mkdir(exist_ok=True)
    return {**folders, "LANG": "C.UTF-8", **extra}


# -- case 5: a screenshot into a folder that cannot exist ---------------------------------------


@pytest.mark.parametrize("target", ["/etc/hostname/x.png", "/etc/hostname/a/b/x.png"])
def test_a_screenshot_under_a_file_is_a_usage_error(capsys, target: str) -> None:
    with pytest.raises(SystemExit) as stop:
        app.parse_args(["--screenshot", target])
    assert stop.value.code == EXIT_USAGE
    assert "'/etc/hostname' is not a folder" in capsys.readouterr().err


def test_a_screenshot_onto_a_folder_is_a_usage_error(capsys, tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        app.parse_args(["--screenshot", str(tmp_path)])
    assert "is a folder, not a file name" in capsys.readouterr().err


def test_a_screenshot_where_the_user_cannot_write_is_refused(capsys, tmp_path: Path) -> None:
    if os.geteuid() == 0:
        pytest.skip("root may write anywhere")
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    with pytest.raises(SystemExit):
        app.parse_args(["--screenshot", str(locked / "new" / "x.png")])
    assert "is not writable" in capsys.readouterr().err
    assert not (locked / "new").exists()


def test_a_screenshot_into_proc_ends_with_a_message_instead_of_hanging(tmp_path: Path) -> None:
    done = run(
        "--game",
        "scopa",
        "--screenshot",
        "/proc/nope/x.png",
        env=private_env(tmp_path, QT_QPA_PLATFORM="offscreen"),
        timeout=60,
    )
    assert done.returncode == 1, done.stderr
    assert "could not" in done.stderr and "/proc/nope" in done.stderr
    assert "Traceback" not in done.stderr


# -- case 6: sizes ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "size", ["0x0", "10x10", "1023x800", "123456x800", "٣٠٠٠x800", "1280x８00", "x", "9" * 5000]
)
def test_bad_sizes_are_usage_errors_with_a_short_message(capsys, size: str) -> None:
    with pytest.raises(SystemExit) as stop:
        app.parse_args(["--size", size])
    assert stop.value.code == EXIT_USAGE
    err = capsys.readouterr().err
    assert "--size" in err and len(err) < 600


def test_sizes_are_held_to_what_a_software_platform_can_draw(qapp, capsys) -> None:
    assert app.fit_size(qapp, (99999, 99999)) == SOFTWARE_MAX_SIZE  # tests run offscreen
    assert "does not fit this display" in capsys.readouterr().err
    assert app.fit_size(qapp, (1280, 800)) == (1280, 800)
    assert capsys.readouterr().err == ""


@pytest.mark.xvfb
@needs_display
@pytest.mark.parametrize("size", ["20000x20000", "99999x99999"])
def test_a_huge_size_is_held_to_the_screen_and_the_filters_still_draw(
    tmp_path: Path, size: str
) -> None:
    shot = tmp_path / "big.png"
    done = run(
        "--game",
        "schnapsen",
        "--size",
        size,
        "--screenshot",
        str(shot),
        env=private_env(tmp_path, QT_QPA_PLATFORM="xcb"),
        timeout=90,
    )
    assert done.returncode == 0, done.stderr
    assert "does not fit this display" in done.stderr
    image = QImage(str(shot))
    assert not image.isNull() and image.width() <= 8192 and image.height() <= 8192


# -- issue 18 item 8: a screenshot run does not touch the player's data -------------------------


def test_a_screenshot_run_writes_nothing_into_the_players_folders(tmp_path: Path) -> None:
    env = private_env(tmp_path, QT_QPA_PLATFORM="offscreen")
    settings = Path(env["XDG_CONFIG_HOME"]) / "cardavia" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(
        json.dumps({"format": "cardavia-settings/1", "contrast": 1e400}), encoding="utf-8"
    )  # even a value the run resets is not rewritten
    before = settings.read_bytes(), settings.stat().st_mtime_ns
    shot = tmp_path / "shot.png"
    done = run("--game", "scopa", "--screenshot", str(shot), env=env)
    assert done.returncode == 0, done.stderr
    assert shot.is_file()
    assert (settings.read_bytes(), settings.stat().st_mtime_ns) == before
    assert sorted(p.name for p in settings.parent.iterdir()) == ["settings.json"]
    assert not any(Path(env["XDG_DATA_HOME"]).rglob("*")), "a screenshot run saved a match"


def test_qt_caches_go_to_the_lowercase_cardavia_folder(tmp_path: Path) -> None:
    env = private_env(tmp_path, QT_QPA_PLATFORM="offscreen")
    done = run("--game", "scopa", "--screenshot", str(tmp_path / "x.png"), env=env)
    assert done.returncode == 0, done.stderr
    cache = Path(env["XDG_CACHE_HOME"])
    names = {p.name for p in cache.iterdir()}
    assert "Cardavia" not in names
    assert (cache / "cardavia").is_dir()  # the QML cache, next to ~/.config/cardavia


def test_a_huge_flag_value_is_not_repeated_in_the_error(capsys) -> None:
    with pytest.raises(SystemExit):
        app.parse_args(["--game", "x" * 60_000])
    err = capsys.readouterr().err
    assert "unknown game 'xxx" in err and len(err) < 1000


def test_a_huge_unknown_language_is_cut_short(launch, capsys) -> None:
    shell = launch(lang="<" * 60_000)
    err = capsys.readouterr().err
    assert "unknown language" in err and len(err) < 1000
    assert len(shell.settings.message) < 200
