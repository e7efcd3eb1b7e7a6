"""Test set-up: Qt runs offscreen unless a test asks for a real display; folders are temporary."""

from __future__ import annotations

import os

# Before any Qt import: offscreen by default, Basic style, no disk caches.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")
os.environ.setdefault("QML_DISABLE_DISK_CACHE", "1")
os.environ.setdefault("QSG_RHI_DISABLE_DISK_CACHE", "1")
os.environ.setdefault("QV4_GC_TIMELIMIT", "0")  # as the app does (app.QML_GC_SETTING)
os.environ["CARDAVIA_SOUND"] = "0"  # tests are silent (tests/app/test_sound.py turns it on)
# The views' QML modules (cards, theme, common, shell, games.<id>) for engines built by tests
# without the app (which adds the same import path): test hosts, probes, components.
os.environ.setdefault(
    "QML_IMPORT_PATH", os.path.join(os.path.dirname(__file__), "..", "cardavia_desktop", "views")
)

import pytest


@pytest.fixture(autouse=True)
def _private_folders(tmp_path, monkeypatch):
    """Every test gets its own config/data/cache folders (platformdirs follows XDG_*)."""
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        folder = tmp_path / name.lower()
        folder.mkdir()
        monkeypatch.setenv(name, str(folder))


@pytest.fixture(scope="session")
def qapp_cls():
    """pytest-qt builds a QGuiApplication (QML only, no widgets)."""
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication


def pytest_sessionstart(session) -> None:
    """Tests that load views without the app (QQuickView) must not run compiled views older
    than their sources either (app.drop_stale_qml_cache)."""
    from cardavia_desktop.app import drop_stale_qml_cache

    drop_stale_qml_cache()
