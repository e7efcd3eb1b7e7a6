"""The QML shell offscreen: header, lobby tiles, game page tabs, rules page, language, filters."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from cardavia_desktop import paths
from cardavia_desktop.app import table_games


def _info_sections(shell, game_id: str) -> list[dict]:
    """The sections of a game's Info.qml, read through the same engine."""
    from PySide6.QtCore import QUrl
    from PySide6.QtQml import QQmlComponent

    component = QQmlComponent(
        shell.engine, QUrl.fromLocalFile(str(paths.game_views_dir(game_id) / "Info.qml"))
    )
    info = component.create()
    assert info is not None, component.errorString()
    return info.property("sections").toVariant()


def test_header_has_every_control(launch) -> None:
    shell = launch()
    for name in ("languageSelector", "contrastSlider", "grainSlider", "temperatureSlider"):
        assert shell.find(name).property("visible"), name
    assert shell.find("languageSelector").property("currentText") == "English"
    assert shell.find("contrastSlider").property("value") == 50


def test_window_size_and_minimum(launch) -> None:
    shell = launch()
    assert (shell.window.width(), shell.window.height()) == (1280, 800)
    assert (shell.window.minimumWidth(), shell.window.minimumHeight()) == (1024, 640)


def test_lobby_shows_a_tile_per_game_with_a_table(launch) -> None:
    shell = launch()
    games = table_games()
    assert "schnapsen" in games
    assert shell.find("lobby").property("visible")
    for game_id in games:
        tile = shell.find(f"game_{game_id}")
        assert tile.property("visible") and tile.width() > 0
    assert not shell.has("game_nosuchgame")


def test_clicking_a_tile_opens_the_game_and_tabs_switch(launch) -> None:
    shell = launch()
    shell.click(shell.find("game_schnapsen"))
    shell.qtbot.waitUntil(lambda: shell.has("tableTab"))
    table_tab, rules_tab = shell.find("tableTab"), shell.find("rulesTab")
    assert table_tab.property("checked") and not rules_tab.property("checked")
    assert shell.find("formatLine").property("text") == "2 players · You vs AI · 7-point match"
    assert "66" in shell.find("pitchLine").property("text")
    table, rules = shell.find("tableLoader"), shell.find("rulesPage")
    assert table.property("visible") and not rules.property("visible")

    shell.click(rules_tab)
    assert rules_tab.property("checked")
    assert rules.property("visible") and not table.property("visible")
    assert table.property("item") is not None  # the table stays alive while rules are read

    shell.click(table_tab)
    assert table.property("visible") and not rules.property("visible")

    assert shell.window.title() == "Schnapsen · Cardavia"
    shell.click(shell.find("backToLobby"))
    shell.qtbot.waitUntil(lambda: not shell.has("tableTab"))
    assert shell.find("lobby").property("visible")
    assert shell.window.title() == "Cardavia"


def test_rules_tab_shows_every_section_of_the_info(launch) -> None:
    shell = launch(game="schnapsen")
    shell.click(shell.find("rulesTab"))
    sections = _info_sections(shell, "schnapsen")
    titles = [section["title"] for section in sections]
    assert titles == [
        "Objective",
        "Setup",
        "Playing a turn",
        "Exchange, marriage and closing",
        "Scoring and end",
    ]
    for number, section in enumerate(sections, start=1):
        shown = shell.find(f"ruleSection_{number}")
        assert shown.property("visible")
        assert shell.find("ruleTitle", shown).property("text") == section["title"]
        bullets = [label.property("text") for label in shell.find_all("ruleBullet", shown)]
        assert bullets == section["bullets"] and len(bullets) >= 2
    assert not shell.has(f"ruleSection_{len(sections) + 1}")


def test_every_game_info_has_name_format_pitch_and_numbered_sections(launch) -> None:
    shell = launch()
    for game_id in table_games():
        sections = _info_sections(shell, game_id)
        assert len(sections) >= 4  # Objective, Setup, Playing a turn, …, Scoring and end
        for section in sections:
            assert section["title"] and all(bullet.strip() for bullet in section["bullets"])


def test_slider_moves_update_settings_live(launch) -> None:
    shell = launch()
    slider = shell.find("grainSlider")
    slider.setProperty("value", 20)
    assert shell.settings.grain == 20
    shell.settings.contrast = 65
    assert shell.find("contrastSlider").property("value") == 65


def test_software_scene_graph_disables_filters_with_a_visible_note(launch) -> None:
    shell = launch()  # offscreen platform: Qt Quick's software renderer
    shell.qtbot.waitUntil(lambda: not shell.settings.filtersAvailable, timeout=2000)
    note = shell.find("filtersUnavailable")
    assert note.property("visible")
    assert "unavailable" in note.property("text")
    for name in ("contrastSlider", "grainSlider", "temperatureSlider"):
        assert not shell.find(name).property("enabled"), name


def test_language_switch_retranslates_and_mirrors(launch, test_translation, qapp) -> None:
    shell = launch()
    selector = shell.find("languageSelector")
    assert selector.property("count") == 2
    assert shell.find("wordmark").mapToScene(QPointF(0, 0)).x() < shell.window.width() / 2
    assert qapp.layoutDirection() == Qt.LayoutDirection.LeftToRight
    shell.settings.language = "ar"
    shell.qtbot.waitUntil(lambda: qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    assert selector.property("currentText") == "العربية"
    assert shell.find("lobbyTitle").property("text") == "اختر لعبة"
    width = shell.window.width()
    wordmark = shell.find("wordmark")
    # The header row is mirrored: the wordmark moves to the right-hand side.
    shell.qtbot.waitUntil(lambda: wordmark.mapToScene(QPointF(0, 0)).x() > width / 2, timeout=2000)
    shell.settings.language = "en"
    shell.qtbot.waitUntil(lambda: qapp.layoutDirection() == Qt.LayoutDirection.LeftToRight)


def test_a_start_in_persian_unmirrors_when_english_is_chosen(launch, qapp) -> None:
    """Newcomer's play test (issue 34): started in Persian (the saved language), a switch to
    English left the lobby and the tables mirrored until a restart."""
    shell = launch(lang="fa")
    shell.qtbot.waitUntil(lambda: qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft)
    width = shell.window.width()
    wordmark = shell.find("wordmark")
    shell.qtbot.waitUntil(lambda: wordmark.mapToScene(QPointF(0, 0)).x() > width / 2, timeout=2000)
    shell.settings.language = "en"
    shell.qtbot.waitUntil(lambda: qapp.layoutDirection() == Qt.LayoutDirection.LeftToRight)
    shell.qtbot.waitUntil(lambda: wordmark.mapToScene(QPointF(0, 0)).x() < width / 2, timeout=2000)


def test_corrupt_settings_file_shows_a_message_in_the_window(launch) -> None:
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_text("{ this is not json", encoding="utf-8")
    shell = launch()
    text = shell.find("messageText")
    assert text.property("visible")
    assert "could not be read" in text.property("text")
    assert shell.find("contrastSlider").property("value") == 50  # defaults in use
    shell.click(shell.find("messageDismiss"))
    assert not text.property("visible")


def test_slider_choice_survives_a_restart_of_the_window(launch) -> None:
    first = launch()
    first.find("temperatureSlider").setProperty("value", 83)
    first.qtbot.waitUntil(paths.settings_file().exists, timeout=3000)
    first.window.close()
    second = launch()
    assert second.find("temperatureSlider").property("value") == 83
    assert second.settings.temperature == 83
