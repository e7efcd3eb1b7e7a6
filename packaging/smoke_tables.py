"""Smoke-start a built Cardavia on every table: ``python packaging/smoke_tables.py LAUNCHER...``.

Runs ``LAUNCHER --game ID --lang CODE --size 1280x800 --screenshot FILE`` for every game in every
language asked for (default: all games, English and Arabic), each with its own empty settings
folders, and fails when a run does not exit 0 in time, writes no picture, or the picture is
blank (too few colours for a card table). The release workflow runs it on Linux, Windows and
macOS against the bundle, the installed app and the app in the dmg; ``tests/packaging`` runs it
against the source tree. Needs PySide6 (QtGui) in the interpreter that runs it, to read the PNGs.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

GAMES_DIR = Path(__file__).resolve().parents[1] / "cardavia_desktop" / "engine" / "games"
GAMES = tuple(
    sorted(
        folder.name
        for folder in GAMES_DIR.iterdir()
        if (folder / "__init__.py").is_file() and not folder.name.startswith("_")
    )
)
"""Every game of the source tree (its package under ``engine/games``; ``_template`` is no game):
read from the folders, not imported, as the interpreter running this may not import the app."""
LANGUAGES = ("en", "ar")
MIN_COLOURS = 60
"""A card table has far more colours (in steps of 8 per channel) than a blank or failed window."""


def colour_count(png: Path) -> int:
    """How many distinct colours (each channel in steps of 8) a sample of the picture has."""
    from PySide6.QtGui import QImage

    image = QImage(str(png))
    if image.isNull():
        return 0
    return len(
        {
            tuple(channel // 8 for channel in image.pixelColor(x, y).getRgb()[:3])
            for x in range(0, image.width(), 5)
            for y in range(0, image.height(), 5)
        }
    )


def smoke(
    launcher: Sequence[str],
    folder: Path,
    games: Sequence[str] = GAMES,
    languages: Sequence[str] = LANGUAGES,
    timeout: float = 180,
) -> list[str]:
    """Run every table in every language; return the failures (empty when all is well)."""
    failures: list[str] = []
    program = Path(launcher[0])
    launcher = [str(program.absolute()) if program.exists() else launcher[0], *launcher[1:]]
    for language in languages:
        for game in games:
            home = folder / f"{game}-{language}"
            home.mkdir(parents=True, exist_ok=True)
            env = {
                **os.environ,
                "HOME": str(home),
                "USERPROFILE": str(home),
                "APPDATA": str(home / "roaming"),
                "LOCALAPPDATA": str(home / "local"),
                **{
                    name: str(home / name.lower())
                    for name in (
                        "XDG_CONFIG_HOME",
                        "XDG_DATA_HOME",
                        "XDG_CACHE_HOME",
                        "XDG_STATE_HOME",
                    )
                },
            }
            shot = folder / f"{game}-{language}.png"
            start = time.monotonic()
            try:
                done = subprocess.run(
                    [
                        *launcher,
                        "--game",
                        game,
                        "--lang",
                        language,
                        "--size",
                        "1280x800",
                        "--screenshot",
                        str(shot),
                    ],
                    env=env,
                    cwd=home,
                    capture_output=True,
                    text=True,
                    timeout=timeout,
                )
            except subprocess.TimeoutExpired:
                failures.append(f"{game} ({language}): no exit within {timeout:.0f} s")
                continue
            seconds = time.monotonic() - start
            colours = colour_count(shot) if shot.is_file() else 0
            print(
                f"{game:<13} {language}  exit {done.returncode}  {seconds:5.1f} s  "
                f"{colours} colours  {shot}",
                flush=True,
            )
            if done.returncode != 0:
                failures.append(
                    f"{game} ({language}): exit {done.returncode}: {done.stderr.strip()[-500:]}"
                )
            elif colours < MIN_COLOURS:
                failures.append(f"{game} ({language}): blank screenshot ({colours} colours)")
    return failures


def main(argv: Sequence[str] | None = None) -> int:
    """Command line; exit 1 and list the failures when any table did not show."""
    parser = argparse.ArgumentParser(
        prog="python packaging/smoke_tables.py",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--out", type=Path, help="where the screenshots go (default: temporary)")
    parser.add_argument("--games", nargs="+", default=list(GAMES), choices=GAMES)
    parser.add_argument("--langs", nargs="+", default=list(LANGUAGES))
    parser.add_argument(
        "launcher",
        nargs=argparse.REMAINDER,
        help="the command that starts the app, e.g. dist/cardavia/cardavia",
    )
    options = parser.parse_args(argv)
    if options.launcher[:1] == ["--"]:
        options.launcher = options.launcher[1:]
    if not options.launcher:
        parser.error("give the command that starts the app")
    with tempfile.TemporaryDirectory(prefix="cardavia-smoke-") as scratch:
        out = options.out or Path(scratch)
        out.mkdir(parents=True, exist_ok=True)
        failures = smoke(options.launcher, out.resolve(), options.games, options.langs)
    for failure in failures:
        print(f"FAILED {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
