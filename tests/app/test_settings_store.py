"""settings.py: JSON round trip, defaults, validation, atomic writes, corrupt files set aside."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cardavia_desktop import paths
from cardavia_desktop.settings import Settings, SettingsStore, atomic_write_json, game_ids


def test_default_path_follows_xdg_config_home(tmp_path: Path) -> None:
    expected = Path(os.environ["XDG_CONFIG_HOME"]) / "cardavia" / "settings.json"
    assert paths.settings_file() == expected
    assert SettingsStore().path == expected


def test_missing_file_gives_defaults_without_problem() -> None:
    result = SettingsStore().load()
    assert result.settings == Settings()
    assert (result.problem, result.moved_to) == (None, None)
    defaults = result.settings
    assert (defaults.contrast, defaults.grain, defaults.temperature) == (50, 50, 50)
    assert defaults.language == "en"
    assert set(defaults.ai_levels.values()) == {"normal"} and "minchiate" in defaults.ai_levels


def test_round_trip_survives_a_restart() -> None:
    chosen = Settings(
        language="de",
        contrast=12,
        grain=0,
        temperature=81,
        ai_levels={"scopa": "hard"},
        animation_speed=1.5,
    )
    SettingsStore().save(chosen)
    assert SettingsStore().load().settings == chosen  # a fresh store, as after a restart
    on_disk = json.loads(paths.settings_file().read_text(encoding="utf-8"))
    assert on_disk["format"] == "cardavia-settings/1"
    assert on_disk["temperature"] == 81


@pytest.mark.parametrize("text", ["{not json", "[1, 2, 3]", '"a string"', ""])
def test_corrupt_file_is_moved_aside_and_defaults_are_used(text: str) -> None:
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    result = SettingsStore().load()
    assert result.settings == Settings()
    assert result.problem == "corrupt"
    assert result.moved_to is not None and result.moved_to.name.startswith("settings.json.corrupt-")
    assert result.moved_to.read_text(encoding="utf-8") == text  # kept for the user, unchanged
    assert not path.exists()
    assert SettingsStore().load().problem is None  # next start is clean


def test_undecodable_bytes_count_as_corrupt() -> None:
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff\xfe\x00garbage")
    result = SettingsStore().load()
    assert result.problem == "corrupt" and result.moved_to is not None


def test_unreadable_file_is_moved_aside() -> None:
    path = paths.settings_file()
    path.mkdir(parents=True)  # a folder where the file should be: reading fails with OSError
    result = SettingsStore().load()
    assert result.problem == "unreadable"
    assert result.settings == Settings()
    assert result.moved_to is not None and result.moved_to.is_dir()


def test_two_corrupt_files_in_the_same_second_are_both_kept() -> None:
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    moved = []
    for text in ("{1", "{2"):
        path.write_text(text, encoding="utf-8")
        moved.append(SettingsStore().load().moved_to)
    assert moved[0] != moved[1]
    assert sorted(p.read_text(encoding="utf-8") for p in moved) == ["{1", "{2"]


def test_invalid_values_fall_back_or_are_clamped() -> None:
    data = {
        "language": "../../etc",
        "contrast": 250,
        "grain": -4,
        "temperature": "hot",
        "ai_level": "godlike",
        "animation_speed": 99,
        "unknown": 1,
    }
    settings = Settings.from_json(data)
    assert settings == Settings(
        language="en", contrast=100, grain=0, temperature=50, animation_speed=4.0
    )


def test_booleans_are_not_numbers() -> None:
    assert Settings.from_json({"contrast": True}).contrast == 50


def test_motion_and_colour_switches_are_booleans_only() -> None:
    assert Settings.from_json({"reduced_motion": True, "four_colour": True}) == Settings(
        reduced_motion=True, four_colour=True
    )
    for bad in (1, "yes", None, [True]):
        loaded = Settings.from_json({"reduced_motion": bad, "four_colour": bad})
        assert (loaded.reduced_motion, loaded.four_colour) == (False, False)


def test_atomic_write_leaves_the_old_file_when_writing_fails(monkeypatch) -> None:
    path = paths.settings_file()
    SettingsStore().save(Settings(contrast=70))
    before = path.read_bytes()

    def broken_dump(*_args, **_kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(json, "dump", broken_dump)
    with pytest.raises(OSError, match="disk full"):
        SettingsStore().save(Settings(contrast=10))
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]  # no temporary left


def test_atomic_write_replaces_in_one_step(monkeypatch, tmp_path: Path) -> None:
    target = tmp_path / "out" / "data.json"
    calls = []
    real_replace = os.replace

    def spy(source, destination):
        calls.append((Path(source), Path(destination)))
        assert Path(source).parent == target.parent  # same folder: the rename is atomic
        assert json.loads(Path(source).read_text(encoding="utf-8")) == {"a": 1}  # complete
        real_replace(source, destination)

    monkeypatch.setattr(os, "replace", spy)
    atomic_write_json(target, {"a": 1})
    assert len(calls) == 1 and calls[0][1] == target
    assert json.loads(target.read_text(encoding="utf-8")) == {"a": 1}


def test_issue33_item7_an_old_single_level_becomes_every_games_level() -> None:
    """Issue 33 item 7: a settings file of an older version (one ``ai_level`` and one
    ``partner_level`` for every game) keeps working: each game gets those levels."""
    paths.settings_file().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_file().write_text(
        json.dumps(
            {
                "format": "cardavia-settings/1",
                "ai_level": "hard",
                "partner_level": "easy",
                "contrast": 40,
            }
        ),
        encoding="utf-8",
    )
    loaded = SettingsStore().load()
    assert loaded.problem is None and loaded.reset == []
    assert loaded.settings.ai_levels == {game: "hard" for game in game_ids()}
    assert loaded.settings.partner_levels == {game: "easy" for game in game_ids()}
    assert loaded.settings.contrast == 40
    SettingsStore().save(loaded.settings)  # written per game from then on
    data = json.loads(paths.settings_file().read_text(encoding="utf-8"))
    assert "ai_level" not in data and data["ai_levels"]["scopa"] == "hard"


def test_per_game_levels_and_the_trick_pace_are_validated_on_read() -> None:
    read = Settings.read(
        {
            "ai_levels": {"scopa": "hard", "minchiate": "godlike", "chess": "easy", "lockbet": 3},
            "partner_levels": ["hard"],
            "trick_pace": "sometimes",
        }
    )
    settings, reset = read
    assert settings.ai_levels == {**{game: "normal" for game in game_ids()}, "scopa": "hard"}
    assert settings.partner_levels == Settings().partner_levels
    assert settings.trick_pace == "wait"
    assert sorted(reset) == ["partner_levels", "trick_pace"]
    assert Settings.read({"trick_pace": "timed"})[0].trick_pace == "timed"
    assert Settings.read({"ai_level": "godlike"})[1] == ["ai_level"]
