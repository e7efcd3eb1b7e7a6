"""Sound cues (issue 36): the files are the generator's, every game's events name a cue, the
settings persist, no audio output is normal, and a played card is really heard on a device."""

from __future__ import annotations

import array
import json
import math
import os
import random
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardavia_desktop import paths, sounds
from cardavia_desktop.controllers import sound, sound_cues
from cardavia_desktop.engine import new_match
from cardavia_desktop.engine.registry import GAMES
from cardavia_desktop.settings import Settings, SettingsStore

PROBE = Path(__file__).with_name("sound_probe.py")
SOUNDS = paths.resources_dir() / "sounds"


def test_the_committed_cues_are_the_generators_output() -> None:
    files = sorted(SOUNDS.glob("*.wav"))
    assert [f.stem for f in files] == sorted(sounds.CUES)
    for file in files:
        assert file.read_bytes() == sounds.render(file.stem), file.name
    assert sum(f.stat().st_size for f in files) <= 1_000_000


def test_every_cue_the_table_names_has_a_file() -> None:
    assert set(sound.sound_cues_names()) <= set(sounds.CUES)
    assert set(sounds.CUES) <= set(sound.sound_cues_names())  # no file is dead weight


def _source_event_types(game: str) -> set[str]:
    folder = paths.PACKAGE_DIR / "engine" / "games" / game
    text = "".join(p.read_text(encoding="utf-8") for p in folder.glob("*.py"))
    return set(re.findall(r'"type": "([a-z_]+)"', text))


def _played_event_types(game: str, seeds: range) -> set[str]:
    seen: set[str] = set()
    for seed in seeds:
        match = new_match(game, seed=seed)
        choose = random.Random(seed)
        for _ in range(1500):
            legal = match.legal_actions()
            if not legal:
                break
            seen |= {e["type"] for e in match.apply(choose.choice(legal))}
    return seen


@pytest.mark.parametrize("game", ["scopa", "piedicavallo", "minchiate", "schnapsen", "lockbet"])
def test_every_event_type_of_every_game_is_in_the_cue_table(game: str) -> None:
    assert game in GAMES
    types = _source_event_types(game) | _played_event_types(game, range(2))
    assert {"play", "deal_end", "match_end"} & types, types  # the scan found the game's events
    unknown = types - set(sound_cues.EVENT_CUES)
    assert not unknown, f"{game}: event types with no entry in EVENT_CUES: {sorted(unknown)}"
    heard = {cue for t in types for cue in sound_cues.cue_of({"type": t, "winner": 0})}
    assert heard, game
    assert heard <= set(sounds.CUES)


def test_each_game_sounds_its_own_kinds_of_play() -> None:
    expected = {
        "scopa": {"card", "capture", "sweep", "deal"},
        "piedicavallo": {"card", "trick"},
        "minchiate": {"card", "trick", "declare"},
        "schnapsen": {"card", "trick", "declare", "trump", "deal"},
        "lockbet": {"card", "chips", "deal"},
    }
    for game, cues in expected.items():
        seen: set[str] = set()
        for seed in range(3):
            match, choose = new_match(game, seed=seed), random.Random(seed)
            for _ in range(1500):
                legal = match.legal_actions()
                if not legal:
                    break
                seen |= set(sound_cues.cues_for(match.apply(choose.choice(legal))))
        assert cues <= seen, (game, cues - seen)


def test_a_scopa_deal_mid_match_sounds_won_or_lost_by_its_points() -> None:
    """Scopa's deal end names no winner until the match ends: the deal's points say it."""

    def end(points: list[int]) -> list[str]:
        return sound_cues.cues_for([{"type": "deal_end", "winner": None, "points": points}])

    assert end([4, 1]) == ["deal_won"]
    assert end([1, 4]) == ["deal_lost"]
    assert end([2, 2]) == ["deal_over"]


def test_a_burst_sounds_each_kind_once_and_the_match_over_the_deal() -> None:
    burst = [
        {"type": "play"},
        {"type": "capture"},
        {"type": "play"},
        {"type": "scopa"},
        {"type": "deal_end", "winner": 0},
        {"type": "match_end", "winner": 1},
    ]
    assert sound_cues.cues_for(burst) == ["card", "sweep", "match_lost"]
    assert sound_cues.cues_for([{"type": "deal_end", "winner": "EW"}]) == ["deal_lost"]
    assert sound_cues.cues_for([{"type": "deal_end", "winner": None, "sweep": 0}]) == [
        "sweep",
        "deal_over",
    ]
    assert sound_cues.cues_for([{"type": "match_end", "winning_team": 0, "winner": "NS"}]) == [
        "match_won"
    ]
    assert sound_cues.cues_for([{"type": "phase"}, {"type": "nothing_known"}]) == []


def test_sound_settings_persist_and_bad_values_fall_back(tmp_path: Path) -> None:
    assert Settings().sound is True and 0 < Settings().sound_volume < 100  # on, moderate
    store = SettingsStore(tmp_path / "settings.json")
    store.save(Settings(sound=False, sound_volume=25))
    loaded = store.load().settings
    assert (loaded.sound, loaded.sound_volume) == (False, 25)
    data = json.loads(store.path.read_text())
    data.update(sound="yes", sound_volume=250)
    store.path.write_text(json.dumps(data))
    result = store.load()
    assert (result.settings.sound, result.settings.sound_volume) == (True, 100)
    assert result.reset == ["sound"]


def test_the_options_change_the_stored_settings(qapp, tmp_path: Path) -> None:
    from cardavia_desktop.controllers.settings_controller import AppSettings

    store = SettingsStore(tmp_path / "settings.json")
    settings = AppSettings(store=store)
    settings.soundEnabled = False
    settings.soundVolume = 140
    settings.flush()
    again = AppSettings(store=SettingsStore(tmp_path / "settings.json"))
    assert (again.soundEnabled, again.soundVolume) == (False, 100)


def _probe(env: dict[str, str], timeout: float = 90) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(PROBE)],
        cwd=paths.base_dir(),
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def _scratch_env(tmp_path: Path) -> dict[str, str]:
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700, exist_ok=True)
    return {
        "XDG_RUNTIME_DIR": str(runtime),
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "cfg"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "PULSE_SERVER": f"unix:{runtime}/none",
    }


def test_without_a_sound_server_the_table_plays_on_with_one_line(tmp_path: Path) -> None:
    done = _probe(_scratch_env(tmp_path))
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["played"], report  # the table played on: your card went down
    assert report["available"] is False and report["started"] == []
    assert report["click_ms"] < 500  # the click is handled at once: nothing waits on audio
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) <= 1, lines
    assert all("sound is off" in line for line in lines)


def _tools() -> dict[str, str]:
    found = {name: shutil.which(name) for name in ("pulseaudio", "parec", "pactl")}
    missing = [name for name, path in found.items() if path is None]
    assert not missing, (
        f"{missing} missing: the Makefile's system-deps installs pulseaudio "
        "and pulseaudio-utils (make system-deps as root)"
    )
    return {name: str(path) for name, path in found.items()}


@pytest.fixture
def null_sink(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A private PulseAudio daemon with one null sink; its environment for clients."""
    tools = _tools()
    env = _scratch_env(tmp_path)
    socket = Path(env["XDG_RUNTIME_DIR"]) / "pulse-native"
    env["PULSE_SERVER"] = f"unix:{socket}"
    command = [
        tools["pulseaudio"],
        "--daemonize=no",
        "--exit-idle-time=-1",
        "-n",
        "--disallow-exit",
        "--use-pid-file=no",
        "--log-target=stderr",
        "--load=module-null-sink sink_name=cardavia_test",
        f"--load=module-native-protocol-unix auth-anonymous=1 socket={socket}",
    ]
    if os.geteuid() == 0:
        command.append("--system=no")  # root runs a per-user daemon too (it warns, then works)
    daemon = subprocess.Popen(
        command,
        env={**os.environ, **env},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 15
        while (
            subprocess.run(
                [tools["pactl"], "info"], env={**os.environ, **env}, capture_output=True
            ).returncode
            != 0
        ):
            assert daemon.poll() is None, daemon.stderr.read() if daemon.stderr else ""
            assert time.monotonic() < deadline, "the PulseAudio daemon did not start"
            time.sleep(0.1)
        subprocess.run(
            [tools["pactl"], "set-default-sink", "cardavia_test"],
            env={**os.environ, **env},
            check=True,
        )
        yield env
    finally:
        daemon.terminate()
        try:
            daemon.wait(timeout=10)
        except subprocess.TimeoutExpired:
            daemon.kill()
            daemon.wait()


def _rms_windows(raw: bytes, rate: int, window_s: float = 0.02) -> list[float]:
    samples = array.array("h")
    samples.frombytes(raw[: len(raw) // 2 * 2])
    size = int(rate * window_s)
    return [
        math.sqrt(sum(x * x for x in samples[i : i + size]) / size) / 32768
        for i in range(0, len(samples) - size, size)
    ]


@pytest.mark.parametrize("reduced", [False, True], ids=["motion", "reduced_motion"])
def test_a_played_card_is_heard_on_a_null_sink(
    null_sink: dict[str, str], tmp_path: Path, reduced: bool
) -> None:
    """Reduced motion does not silence sound: the cue sounds at once instead of on landing."""
    rate = 22050
    recording = tmp_path / "monitor.raw"
    with recording.open("wb") as out:
        recorder = subprocess.Popen(
            [
                _tools()["parec"],
                "--device=cardavia_test.monitor",
                "--format=s16le",
                f"--rate={rate}",
                "--channels=1",
                "--latency-msec=20",
            ],
            env={**os.environ, **null_sink},
            stdout=out,
            stderr=subprocess.PIPE,
        )
        try:
            time.sleep(0.3)
            done = _probe(
                {**null_sink, "PROBE_REDUCED_MOTION": "1" if reduced else "0", "PROBE_BURST": "1"}
            )
        finally:
            recorder.terminate()
            recorder.wait(timeout=10)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["played"] and report["available"] is True, report
    # A burst of overlapping cues: Qt's PulseAudio output spins when two effects overlap.
    assert "QSocketNotifier" not in done.stderr, done.stderr[:500]
    assert len(report["started"]) > 10, report
    assert "card" in report["started"], report
    levels = _rms_windows(recording.read_bytes(), rate)
    assert levels, "nothing was recorded"
    loudest = 20 * math.log10(max(max(levels), 1e-9))
    # The card cue: −22 dBFS RMS, −6 peak; the default volume (70 %) takes ≈ 11 dB off; silence
    # records as digital zero.
    print(f"loudest 20 ms of the monitor: {loudest:.1f} dBFS")
    assert loudest > -45, f"loudest 20 ms of the monitor: {loudest:.1f} dBFS"
    assert sum(level > 0.003 for level in levels) >= 2  # a cue, not one click


def test_ctrl_m_mutes_the_header_shows_it_and_options_set_sound_and_volume(launch) -> None:
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest

    shell = launch("schnapsen")  # M alone is Schnapsen's marriage key: mute is Ctrl+M
    muted = shell.find("mutedButton")
    assert shell.settings.soundEnabled and not muted.property("visible")
    QTest.keyClick(shell.window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    shell.qtbot.waitUntil(lambda: muted.property("visible"), timeout=2000)
    assert not shell.settings.soundEnabled
    shell.click(muted)
    assert shell.settings.soundEnabled and not muted.property("visible")

    shell.click(shell.find("optionsButton"))
    panel = shell.find("optionsPanel")
    shell.qtbot.waitUntil(lambda: panel.property("visible"))
    slider = shell.find("volumeSlider")
    assert slider.property("enabled")
    at = slider.mapToScene(QPointF(slider.width() * 0.2, slider.height() / 2)).toPoint()
    QTest.mouseClick(shell.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    shell.qtbot.waitUntil(lambda: shell.settings.soundVolume < 40, timeout=2000)
    shell.click(shell.find("soundSwitch"))
    assert not shell.settings.soundEnabled
    assert not slider.property("enabled") and muted.property("visible")
    QTest.keyClick(shell.window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    shell.qtbot.waitUntil(lambda: shell.settings.soundEnabled, timeout=2000)


def test_screenshot_runs_and_tests_have_no_sound_board(qapp, qtbot, monkeypatch) -> None:
    from cardavia_desktop.app import close_shell, create_engine, shell_ready

    assert os.environ["CARDAVIA_SOUND"] == "0"  # the conftest silences every test
    monkeypatch.setenv("CARDAVIA_SOUND", "1")
    engine, window, _settings = create_engine("scopa", screenshot_mode=True)
    try:
        qtbot.waitUntil(lambda: shell_ready(window), timeout=10_000)
        qtbot.wait(50)
        assert sound.board() is None
    finally:
        window.close()
        close_shell(window)
        engine.deleteLater()
        qtbot.wait(30)


def test_overlapping_cues_never_make_qt_spin(null_sink: dict[str, str]) -> None:
    """Two QSoundEffects sounding at once make Qt 6.11's PulseAudio output spin (millions of
    "QSocketNotifier: Invalid socket" warnings): the board plays one cue at a time."""
    done = subprocess.run(
        [sys.executable, str(PROBE.with_name("sound_burst_probe.py"))],
        cwd=paths.base_dir(),
        env={**os.environ, **null_sink},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["notifier_warnings"] == 0, report
    assert report["started"] >= 20, report


def test_without_an_audio_output_the_options_say_the_cues_are_silent(launch, monkeypatch) -> None:
    """No audio output (no device or sound server): the Sound switch stays as the player set it,
    and a line under it says the cues are silent (newcomer #16: the switch read "on" at 70 % in a
    silent app); with an output, no such line."""
    shell = launch("scopa")
    shell.click(shell.find("optionsButton"))
    shell.qtbot.waitUntil(lambda: shell.find("optionsPanel").property("visible"))
    note = shell.find("noSoundNote")
    assert shell.settings.soundOutput and not note.isVisible()
    monkeypatch.setenv("CARDAVIA_SOUND", "1")
    monkeypatch.setattr(sound, "_effect_class", lambda: None)  # what no output gives
    board = sound.install(shell.settings)
    try:
        assert board is not None and not board.available
        shell.qtbot.waitUntil(note.isVisible, timeout=2000)
        assert note.property("text").startswith("No sound device found: the cues are silent.")
        assert shell.settings.soundEnabled and shell.find("soundSwitch").property("checked")
        # nothing to make louder (newcomer #31: the volume stood live beside that line)
        assert not shell.find("volumeSlider").property("enabled")
    finally:
        sound._forget()
        board.deleteLater()
