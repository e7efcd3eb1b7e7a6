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

from collections.abc import Iterator

import pytest

#: The files that keep a worker longest (about 20 s or more of one worker in ``make test``; the
#: package build's module fixture alone about 100 s), longest first. pytest-xdist's loadfile
#: hands each file to the next free worker in the collection's order: run these first, so that
#: no long file starts near the end and keeps one worker busy while the other has nothing left.
LONGEST_FIRST = (
    "tests/packaging/test_installed_app.py",
    "tests/app/test_lesson_room.py",
    "tests/app/test_table_actions.py",
    "tests/i18n/test_i18n_screens.py",
    "tests/app/test_lesson_gui.py",
    "tests/app/test_watch_gui.py",
    "tests/engine/test_why.py",
    "tests/app/test_why_gui.py",
    "tests/engine/test_lessons.py",
    "tests/app/test_graphics_backends.py",
    "tests/engine/test_hint_facts.py",
    "tests/app/test_search_process.py",
    "tests/gui/test_qml_warnings.py",
    "tests/packaging/test_flatpak_build.py",
    "tests/app/test_deal_replay_gui.py",
    "tests/app/test_watch.py",
    "tests/gui/test_hand_clicks.py",
    "tests/gui/test_minchiate_table.py",
    "tests/engine/minchiate/test_minchiate_ai.py",
    "tests/app/test_flags.py",
    "tests/app/test_last_move_line.py",
    "tests/app/test_sound.py",
    "tests/app/test_lesson_kit.py",
    "tests/app/test_statistics_table.py",
    "tests/app/test_hand_strips.py",
    "tests/app/test_lazy_start.py",
    "tests/gui/test_table_sizes.py",
    "tests/app/test_new_player_shell.py",
    "tests/app/test_hand_in_window.py",
)


@pytest.fixture(autouse=True)
def _private_folders(tmp_path, monkeypatch):
    """Every test gets its own config/data/cache folders (platformdirs follows XDG_*)."""
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        folder = tmp_path / name.lower()
        folder.mkdir()
        monkeypatch.setenv(name, str(folder))


#: Every QTranslator installed in the running test file (the app's LanguageSwitcher's among
#: them), tracked by ``pytest_configure``.
_INSTALLED_TRANSLATORS: list = []


def _track_translators() -> None:
    """Record every translator installed from Python (tests, the app's language switcher)."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    install = QCoreApplication.installTranslator

    def tracked(translator: QTranslator) -> bool:
        _INSTALLED_TRANSLATORS.append(translator)
        return install(translator)

    QCoreApplication.installTranslator = staticmethod(tracked)


@pytest.fixture(autouse=True, scope="module")
def _translators_go_with_their_file() -> Iterator[None]:
    """A translator a test file installed and left (an app whose engine outlived its test)
    is removed after the file: a later file in the same worker reads Qt's source texts, not
    that catalogue's ("0 trick(s)", not the English catalogue's "0 tricks")."""
    yield
    if not _INSTALLED_TRANSLATORS:
        return
    import shiboken6
    from PySide6.QtCore import QCoreApplication

    for translator in _INSTALLED_TRANSLATORS:
        if shiboken6.isValid(translator):  # a deleted one removed itself
            QCoreApplication.removeTranslator(translator)
    _INSTALLED_TRANSLATORS.clear()


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


def pytest_configure(config: pytest.Config) -> None:
    """Under pytest-xdist, files go to the workers in the collection's order (its default
    reorders them by their number of tests, which sends the few long ones last)."""
    if hasattr(config.option, "loadscopereorder"):
        config.option.loadscopereorder = False
    _track_translators()


#: Workers per core for ``-n auto`` (``make test``). The GUI tests spend much of their time
#: waiting: two workers a core (four here) ran the suite in 601–708 s of tests against 794–983 s
#: at one (6–7 Dec, CI included). Four workers showed timing races, each fixed at its cause: a
#: pass for you sent into a lesson, a closing table taking a --deal request, a stale page's
#: table, answers read before they came, a quit test's fixed 300 ms, and (7 Dec) a table left
#: open by an earlier test taking the command line's --deal request (launch.request now goes
#: to the next table only).
WORKERS_PER_CORE = 2


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: ``WORKERS_PER_CORE`` workers for each core this process may use."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return WORKERS_PER_CORE * (cores or 1)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The files of LONGEST_FIRST first, in its order; the others after them as collected."""
    rank = {name: index for index, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.partition("::")[0], len(rank)))
