"""Issue 16, cases 1, 9 and 10: whatever a stored file holds, the app starts.

Every stored file (settings, saved matches) is read through ``storage.load``: an unreadable
value falls back to its default alone, with a message; an unreadable file (nested too deep,
huge, not JSON) is set aside as ``.corrupt-<time>``; a file of a newer version as
``.newer-<time>``; a UTF-8 byte-order mark is fine; a symbolic link stays a link; temporary
files left by killed writes are removed.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cardavia_desktop import paths, storage
from cardavia_desktop.engine import new_match
from cardavia_desktop.saved_games import SavedGames
from cardavia_desktop.settings import Settings, SettingsStore, per_game

DEEP_ARRAY = "[" * 10_000 + "]" * 10_000
DEEP_OBJECT = '{"a":' * 10_000 + "1" + "}" * 10_000

UNREADABLE_FILES: dict[str, str | bytes] = {
    "array nested 10,000 deep": DEEP_ARRAY,
    "object nested 10,000 deep": DEEP_OBJECT,
    "not JSON": "{contrast: 1",
    "an integer of 5,000 digits": '{"seed": ' + "9" * 5_000 + "}",
    "UTF-16": '{"contrast": 1}'.encode("utf-16"),
}


def a_save() -> dict[str, Any]:
    match = new_match("scopa", seed=8)
    for _ in range(3):
        match.apply(match.legal_actions()[0])
    return match.to_dict()


def write(path: Path, text: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")


STORES: dict[str, tuple[Callable[[], Path], Callable[[], Any]]] = {
    "settings": (paths.settings_file, lambda: SettingsStore().load()),
    "saved match": (lambda: SavedGames().path("scopa"), lambda: SavedGames().load("scopa")),
}


# -- case 1: unreadable values and files ------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        "1e400",
        "-1e400",
        "Infinity",
        "-Infinity",
        "NaN",
        "1" + "0" * 400,
        '"50"',
        "null",
        "[50]",
        "{}",
        "true",
    ],
)
def test_an_unreadable_slider_value_resets_that_value_alone(value: str) -> None:
    path = paths.settings_file()
    write(path, f'{{"contrast": {value}, "grain": 7, "temperature": 93, "ai_level": "hard"}}')
    loaded = SettingsStore().load()
    assert loaded.problem is None and path.exists()  # the file is fine: it stays
    assert loaded.reset == ["contrast"]
    assert loaded.settings == Settings(
        contrast=50, grain=7, temperature=93, ai_levels=per_game({}, "hard")
    )


@pytest.mark.parametrize("name", ["animation_speed", "grain", "temperature"])
@pytest.mark.parametrize("value", ["Infinity", "NaN", "1e400"])
def test_no_number_setting_takes_a_non_finite_value(name: str, value: str) -> None:
    write(paths.settings_file(), f'{{"{name}": {value}}}')
    loaded = SettingsStore().load()
    assert loaded.reset == [name]
    assert getattr(loaded.settings, name) == getattr(Settings(), name)


def test_wrong_types_reset_each_value_alone_and_keep_the_rest() -> None:
    write(
        paths.settings_file(),
        json.dumps(
            {
                "language": ["de"],
                "ai_level": 3,
                "reduced_motion": "yes",
                "four_colour": True,
                "animation_speed": 2.0,
            }
        ),
    )
    loaded = SettingsStore().load()
    assert sorted(loaded.reset) == ["ai_level", "language", "reduced_motion"]
    assert loaded.settings == Settings(four_colour=True, animation_speed=2.0)


@pytest.mark.parametrize("store", list(STORES))
@pytest.mark.parametrize("content", list(UNREADABLE_FILES.values()), ids=list(UNREADABLE_FILES))
def test_an_unreadable_file_is_set_aside_for_every_stored_file(
    store: str, content: str | bytes
) -> None:
    where, load = STORES[store]
    path = where()
    write(path, content)
    loaded = load()
    assert loaded.problem in ("corrupt", "damaged")
    assert loaded.moved_to is not None and re.fullmatch(
        rf"{re.escape(path.name)}\.corrupt-\d{{8}}-\d{{6}}(-\d+)?", loaded.moved_to.name
    )
    assert not path.exists()
    assert load().problem is None  # the next start is clean


@pytest.mark.parametrize("store", list(STORES))
def test_a_huge_file_is_set_aside_without_being_read_whole(store: str, monkeypatch) -> None:
    monkeypatch.setattr(storage, "MAX_BYTES", 1000)
    where, load = STORES[store]
    write(where(), json.dumps({"padding": "x" * 2000}))
    assert load().problem == "corrupt"


def test_a_file_over_the_limit_is_refused_unread() -> None:
    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as stream:  # sparse: nothing is written
        stream.truncate(storage.MAX_BYTES + 1)
    with pytest.raises(storage.BadFile) as refused:
        storage.read_json(path)
    assert refused.value.problem == "corrupt" and "larger than" in refused.value.detail
    assert SettingsStore().load().problem == "corrupt"


def test_a_stream_without_a_size_over_the_limit_is_refused(monkeypatch) -> None:
    monkeypatch.setattr(storage, "MAX_BYTES", 100_000)  # read in pieces: /dev/zero has no end
    with open("/dev/zero", "rb") as stream, pytest.raises(storage.BadFile) as refused:
        storage._read_bounded(stream)
    assert refused.value.problem == "corrupt" and "larger than" in refused.value.detail
    with pytest.raises(storage.BadFile) as refused:  # a device is never read as a stored file
        storage.read_json(Path("/dev/zero"))
    assert refused.value.problem == "unreadable" and "not a regular file" in refused.value.detail


def test_reading_a_small_file_allocates_no_buffer_of_the_limit() -> None:
    import tracemalloc

    path = paths.settings_file()
    write(path, json.dumps({"contrast": 20}))
    tracemalloc.start()
    try:
        assert storage.read_json(path) == {"contrast": 20}
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < storage.MAX_BYTES // 8, f"{peak} bytes allocated to read a 16-byte file"


def test_a_settings_file_with_a_byte_order_mark_is_read() -> None:
    path = paths.settings_file()
    write(path, b"\xef\xbb\xbf" + json.dumps({"contrast": 20}).encode())
    loaded = SettingsStore().load()
    assert (loaded.problem, loaded.settings.contrast) == (None, 20)


def test_a_save_with_a_byte_order_mark_is_resumed() -> None:
    data = a_save()
    write(SavedGames().path("scopa"), b"\xef\xbb\xbf" + json.dumps(data).encode())
    loaded = SavedGames().load("scopa")
    assert loaded.problem is None and loaded.match.to_dict() == data


def test_a_save_whose_seed_the_app_cannot_show_is_damaged() -> None:
    from cardavia_desktop.engine.match import reseal

    write(
        SavedGames().path("scopa"), json.dumps(reseal({**a_save(), "seed": 2**40, "actions": []}))
    )
    assert SavedGames().load("scopa").problem == "damaged"


# -- case 10: newer formats, symbolic links -----------------------------------------------------


def test_a_save_of_a_newer_version_is_kept_under_its_own_name() -> None:
    data = {**a_save(), "format": "cardavia-match/2", "something": "new"}
    path = SavedGames().path("scopa")
    write(path, json.dumps(data))
    loaded = SavedGames().load("scopa")
    assert loaded.match is None and loaded.problem == "newer"
    assert loaded.moved_to is not None and ".newer-" in loaded.moved_to.name
    assert ".corrupt" not in loaded.moved_to.name
    assert json.loads(loaded.moved_to.read_text(encoding="utf-8")) == data


def test_settings_of_a_newer_version_are_kept_under_their_own_name() -> None:
    write(paths.settings_file(), json.dumps({"format": "cardavia-settings/7", "contrast": 9}))
    loaded = SettingsStore().load()
    assert loaded.problem == "newer" and loaded.settings == Settings()
    assert loaded.moved_to is not None and ".newer-" in loaded.moved_to.name


def test_a_symlinked_settings_file_stays_a_link(tmp_path: Path) -> None:
    target = tmp_path / "dotfiles" / "cardavia.json"
    write(target, json.dumps({"contrast": 30}))
    link = paths.settings_file()
    link.parent.mkdir(parents=True)
    link.symlink_to(target)
    store = SettingsStore()
    assert store.load().settings.contrast == 30
    store.save(Settings(contrast=80))
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert json.loads(target.read_text(encoding="utf-8"))["contrast"] == 80
    assert [p.name for p in target.parent.iterdir()] == ["cardavia.json"]


def test_a_corrupt_symlinked_settings_file_is_set_aside_and_the_link_kept(tmp_path) -> None:
    target = tmp_path / "dotfiles" / "cardavia.json"
    write(target, "{broken")
    link = paths.settings_file()
    link.parent.mkdir(parents=True)
    link.symlink_to(target)
    loaded = SettingsStore().load()
    assert loaded.problem == "corrupt" and loaded.moved_to.parent == target.parent
    assert link.is_symlink()
    SettingsStore().save(Settings(grain=1))
    assert link.is_symlink() and SettingsStore().load().settings.grain == 1


def test_a_rewritten_file_keeps_its_permissions() -> None:
    path = paths.settings_file()
    SettingsStore().save(Settings())
    path.chmod(0o644)
    SettingsStore().save(Settings(contrast=1))
    assert path.stat().st_mode & 0o777 == 0o644


# -- case 9: temporary files of killed writes ---------------------------------------------------


def _dead_pid() -> int:
    pid = 4_000_000
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return pid
        except PermissionError:
            pass
        pid += 1


@pytest.mark.parametrize("store", list(STORES))
def test_temporary_files_of_killed_writes_are_removed_on_the_next_read(store: str) -> None:
    where, load = STORES[store]
    path = where()
    path.parent.mkdir(parents=True, exist_ok=True)
    folder, name = path.parent, path.name
    dead = folder / f".{name}.{_dead_pid()}-k1ll3d.tmp"
    old_legacy = folder / f".{name}.abc123xy.tmp"
    fresh_legacy = folder / f".{name}.zzz999yy.tmp"
    live = folder / f".{name}.{os.getpid()}-writing.tmp"
    other = folder / ".someone-else.json.1-x.tmp"
    for file in (dead, old_legacy, fresh_legacy, live, other):
        file.write_text("{", encoding="utf-8")
    past = time.time() - 3600
    os.utime(old_legacy, (past, past))
    load()
    assert not dead.exists() and not old_legacy.exists()
    assert fresh_legacy.exists() and live.exists() and other.exists()


def test_a_killed_write_leaves_a_temporary_file_that_the_next_start_removes() -> None:
    """The real thing: a child process killed by SIGKILL in the middle of a write."""
    import signal
    import subprocess
    import sys

    path = paths.settings_file()
    SettingsStore().save(Settings())
    code = (
        "import os, json, signal\n"
        "from pathlib import Path\n"
        "from cardavia_desktop import storage\n"
        "def stop(*a, **k): os.kill(os.getpid(), signal.SIGKILL)\n"
        "os.fsync = stop\n"
        f"storage.atomic_write_json(Path({str(path)!r}), {{'contrast': 1}})\n"
    )
    done = subprocess.run([sys.executable, "-c", code], env=os.environ, timeout=60)
    assert done.returncode == -signal.SIGKILL
    left = list(path.parent.glob(".settings.json.*.tmp"))
    assert len(left) == 1
    assert SettingsStore().load().settings == Settings()  # the old file, whole
    assert not list(path.parent.glob(".settings.json.*.tmp"))


# -- the messages -------------------------------------------------------------------------------


def test_settings_with_unreadable_values_start_with_a_message_and_are_rewritten(qapp) -> None:
    from cardavia_desktop.controllers.settings_controller import AppSettings

    path = paths.settings_file()
    write(path, '{"contrast": 1e400, "grain": NaN, "temperature": 12}')
    settings = AppSettings()
    assert (settings.contrast, settings.grain, settings.temperature) == (50, 50, 12)
    assert "could not be read" in settings.message
    settings.flush()
    assert json.loads(path.read_text(encoding="utf-8"))["contrast"] == 50  # valid JSON again
    assert AppSettings().message == ""


def test_messages_queue_and_each_shows_until_dismissed(qapp) -> None:
    from PySide6.QtCore import QObject

    from cardavia_desktop.controllers.settings_controller import AppSettings

    settings = AppSettings()
    table = QObject()
    started: list[str] = []
    settings.report_saved_match("corrupt", "scopa.json.corrupt-1")
    settings.report_failure(
        "engine", "/data/diagnostics/x.json", table, lambda: started.append("new")
    )
    settings.report_failure("engine", "/data/diagnostics/y.json", table, lambda: None)  # once
    settings.unknown_language("<img src=x>" * 50)
    assert settings.messageCount == 3
    assert "scopa.json.corrupt-1" in settings.message and settings.messageAction == ""
    settings.dismissMessage()
    assert "/data/diagnostics/x.json" in settings.message
    assert settings.messageAction == "New match"
    settings.triggerMessageAction()
    assert started == ["new"]
    assert settings.message.startswith("The language <img src=x>")
    assert len(settings.message) < 120  # a flag from outside is shown cut short
    settings.dismissMessage()
    assert settings.message == "" and settings.messageCount == 0


def test_a_closed_table_takes_its_action_with_it(qapp, qtbot) -> None:
    from PySide6.QtCore import QObject

    from cardavia_desktop.controllers.settings_controller import AppSettings

    settings = AppSettings()
    table = QObject()
    settings.report_failure("start", "", table, lambda: None)
    assert settings.messageAction == "New match"
    table.deleteLater()
    qtbot.waitUntil(lambda: settings.messageAction == "", timeout=2000)
    assert "could not start" in settings.message
