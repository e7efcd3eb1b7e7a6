"""Where Cardavia's files live: the source tree now, a PyInstaller bundle (``sys._MEIPASS``) later.

Read-only assets (QML views, shaders, translations, icons) are located relative to the program;
the user's settings and saved games live in platformdirs folders, which follow ``XDG_*``; Qt's
caches go to ``~/.cache/cardavia`` (the application name is ``APP_NAME`` too). A screenshot run
uses throwaway folders instead (``use_scratch_folders``).
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import platformdirs

APP_NAME = "cardavia"
"""The name of every folder the app keeps for the user (config, data, cache)."""
PACKAGE_DIR = Path(__file__).resolve().parent

_scratch: Path | None = None


def base_dir() -> Path:
    """The folder that holds ``cardavia_desktop/``, ``resources/`` and ``i18n/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else PACKAGE_DIR.parent


def views_dir() -> Path:
    """The QML views (``Main.qml``, ``shell/``, ``theme/``, ``cards/``, ``games/``)."""
    return base_dir() / "cardavia_desktop" / "views"


def main_qml() -> Path:
    """The application's root QML file."""
    return views_dir() / "Main.qml"


def game_views_dir(game_id: str) -> Path:
    """The folder of one game's views (``Info.qml``, ``Table.qml``)."""
    return views_dir() / "games" / game_id


def levels_file() -> Path:
    """What each AI level measured against the one below (``benchmarks/ladder.py --levels``)."""
    return base_dir() / "cardavia_desktop" / "engine" / "levels.json"


def resources_dir() -> Path:
    """Shaders, icons and other assets."""
    return base_dir() / "resources"


def shaders_dir() -> Path:
    """GLSL sources and the ``.qsb`` files that ``python -m cardavia_desktop.build`` bakes."""
    return resources_dir() / "shaders"


def filter_shader() -> Path:
    """The baked full-window filter shader."""
    return shaders_dir() / "filters.frag.qsb"


def icon_file() -> Path:
    """The application icon (SVG)."""
    return resources_dir() / "icons" / "cardavia.svg"


def i18n_dir() -> Path:
    """Translations (``cardavia_<code>.ts`` and ``.qm``); ``CARDAVIA_I18N_DIR`` overrides."""
    override = os.environ.get("CARDAVIA_I18N_DIR")
    return Path(override) if override else base_dir() / "i18n"


def config_dir() -> Path:
    """The user's configuration folder (``$XDG_CONFIG_HOME/cardavia`` on Linux)."""
    if _scratch is not None:
        return _scratch / "config"
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    """The user's data folder, for saved matches and diagnostics (``$XDG_DATA_HOME/cardavia``
    on Linux)."""
    if _scratch is not None:
        return _scratch / "data"
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def use_scratch_folders(folder: Path | None) -> None:
    """For this run, keep settings and data in ``folder`` (``None``: the user's folders again).

    The user's settings file is copied in first, so the run looks as the player set it up, but
    nothing the run writes or sets aside reaches the player's own files.
    """
    global _scratch
    if folder is None:
        _scratch = None
        return
    real = platformdirs.user_config_path(APP_NAME, appauthor=False) / "settings.json"
    _scratch = folder
    (folder / "config").mkdir(parents=True, exist_ok=True)
    (folder / "data").mkdir(parents=True, exist_ok=True)
    try:
        if real.is_file() and real.stat().st_size <= 8 * 1024 * 1024:
            shutil.copyfile(real, folder / "config" / "settings.json")
    except OSError:
        pass  # unreadable: the run starts with defaults, as the app would


def settings_file() -> Path:
    """The settings JSON file."""
    return config_dir() / "settings.json"
