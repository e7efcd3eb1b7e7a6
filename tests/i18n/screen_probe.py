"""Run the real app on a display: screenshots and geometry of the lobby, the Schnapsen table and
its rules tab in the given languages, then a runtime language switch over the open table.

Usage: ``python screen_probe.py OUT_DIR LANG`` (one language, as ``--lang LANG`` starts it) or
``python screen_probe.py OUT_DIR switch`` (English, then a switch to every other language) or
``python screen_probe.py OUT_DIR sheets:LANG`` (every table's end sheet, engine-played data);
prints one JSON line (the measurements) last. Run by ``test_i18n_screens.py`` in subprocesses
under Xvfb (``QT_QPA_PLATFORM=xcb``) through ``tests/probe_runner.py`` (a crash's stacks).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")

from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlComponent, QQmlEngine, QQmlExpression
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from cardavia_desktop import paths
from cardavia_desktop.app import close_shell, create_engine, shell_ready, table_games
from cardavia_desktop.settings import Settings, SettingsStore, per_game

# A Scopa deal's score sheet: prizes split, a primiera missing a suit, one scopa.
SCOPA_SUMMARY = {
    "deal_number": 3,
    "prizes": {"cards": 0, "diamonds": 1, "settebello": 0, "primiera": 0},
    "points": [4, 1],
    "match_points": [9, 6],
    "cards": [22, 18],
    "diamonds": [4, 6],
    "settebello": 0,
    "scope": [1, 0],
    "primiera": [
        {"values": {"D": 21, "H": 18, "C": 16, "S": 15}, "total": 70},
        {"values": {"D": 18, "H": 21, "C": 13}, "total": None},
    ],
}

# A deal won by closing: the score sheet, its explanation and the numbers in it.
SUMMARY = {
    "winner": 0,
    "game_points": 2,
    "reason": "closer_won",
    "points": [67, 21],
    "tricks": [4, 1],
    "match_points": [5, 7],
    "closed_by": 0,
    "close": {"opponent_points": 21},
}


_OPENED: list[tuple[object, QQuickWindow]] = []
"""Every engine a probe opened, with its window: closed in order at the end (``main``)."""


def open_engine(*args: object, **kwargs: object) -> tuple[object, QQuickWindow, object]:
    """``create_engine``, kept alive until ``main`` closes it the way the app does."""
    engine, window, settings = create_engine(*args, **kwargs)
    _OPENED.append((engine, window))
    return engine, window, settings


def pump(seconds: float) -> None:
    """Process events for a while (animations, the AI's first move, retranslation)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.01)


def wait_for(condition, limit: float = 15.0) -> None:
    """Process events until ``condition()`` holds (or ``limit`` seconds pass), then settle."""
    end = time.monotonic() + limit
    while not condition() and time.monotonic() < end:
        pump(0.05)
    pump(0.3)


def items(root: QQuickWindow | QQuickItem) -> list[QQuickItem]:
    """Every item of the window's (or an item's) visual tree."""
    found = []
    stack = [root.contentItem() if isinstance(root, QQuickWindow) else root]
    while stack:
        item = stack.pop()
        found.append(item)
        stack.extend(reversed(item.childItems()))
    return found


def named(window: QQuickWindow, name: str) -> list[QQuickItem]:
    """Items with this objectName, in tree order."""
    return [item for item in items(window) if item.objectName() == name]


def shown(item: QQuickItem) -> bool:
    """Visible on screen: the item and all its ancestors are visible with some opacity."""
    while item is not None:
        if not item.isVisible() or item.opacity() == 0:
            return False
        item = item.parentItem()
    return True


def in_card(item: QQuickItem) -> bool:
    """Inside a card face (printed letters that stay the same in every language)."""
    while item is not None:
        if item.objectName().startswith(("card_", "trick_", "indicator")):
            return True
        item = item.parentItem()
    return False


def alignment(item: QQuickItem) -> int:
    """The effective horizontal alignment of a Text (1 left, 2 right, 4 centre), mirroring
    included (read through QML: PySide cannot convert the enum)."""
    expression = QQmlExpression(
        QQmlEngine.contextForObject(item), item, "effectiveHorizontalAlignment"
    )
    value, _undefined = expression.evaluate()
    return int(value)


def scene_x(item: QQuickItem) -> float:
    """Left edge of ``item`` in window coordinates."""
    return item.mapToScene(QPointF(0, 0)).x()


def centre_x(item: QQuickItem) -> float:
    """Horizontal centre of ``item`` in window coordinates."""
    return item.mapToScene(QPointF(item.width() / 2, 0)).x()


def visible_texts(window: QQuickWindow) -> list[str]:
    """The text of every shown Text/Label outside card faces."""
    texts = []
    for item in items(window):
        meta = item.metaObject()
        if meta.indexOfProperty("text") < 0 or meta.indexOfProperty("font") < 0:
            continue
        text = item.property("text")
        if isinstance(text, str) and text.strip() and shown(item) and not in_card(item):
            texts.append(text)
    return texts


def grab(window: QQuickWindow, target: Path) -> None:
    """Save the window as PNG."""
    pump(0.25)
    image = window.grabWindow()
    assert not image.isNull(), "empty grab"
    image.save(str(target), "PNG", 90)  # light compression: fast on a busy machine


def click(window: QQuickWindow, item: QQuickItem) -> None:
    """Click the centre of ``item``."""
    centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
    QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)


def measure(lang: str, out: Path) -> dict[str, object]:
    """Screens and geometry of one language: lobby, table, rules."""
    _engine, window, _settings = open_engine("", lang, screenshot_mode=True, size=(1280, 800))
    wait_for(lambda: shell_ready(window))
    pump(0.6)
    result: dict[str, object] = {"direction": int(QGuiApplication.layoutDirection().value)}
    header = {
        name: centre_x(named(window, name)[0])
        for name in (
            "wordmark",
            "languageSelector",
            "contrastSlider",
            "grainSlider",
            "temperatureSlider",
        )
    }
    result["header"] = header
    result["slider_mirrored"] = bool(named(window, "contrastSlider")[0].property("mirrored"))
    result["lobby_title_alignment"] = alignment(named(window, "lobbyTitle")[0])
    result["lobby_texts"] = visible_texts(window)
    grab(window, out / f"{lang}_lobby.png")

    click(window, named(window, "game_schnapsen")[0])
    wait_for(lambda: len(hand_order(window)) == 5)
    hand = named(window, "hand")[0]
    # While its cards rise at the turn the row flies in the filter pass's overlay, out of the
    # hand's children: read it once it is back.
    cards: list[QQuickItem] = []
    for _ in range(20):
        wait_for(lambda: not hand.property("moving") and len(hand_order(window)) == 5)
        cards = [
            child
            for row in hand.childItems()
            for child in row.childItems()
            if child.objectName().startswith("card_")
        ]
        if len(cards) == 5:
            break
    result["hand_codes"] = [card.objectName()[5:] for card in cards]
    result["hand_x"] = [centre_x(card) for card in cards]
    result["width"] = window.width()
    result["ai_panel_x"] = centre_x(named(window, "aiPanel")[0])
    result["your_panel_x"] = centre_x(named(window, "yourPanel")[0])
    result["stock_x"] = centre_x(named(window, "stock")[0])
    result["back_x"] = centre_x(named(window, "backToLobby")[0])
    result["table_tab_x"] = centre_x(named(window, "tableTab")[0])
    result["rules_tab_x"] = centre_x(named(window, "rulesTab")[0])
    result["format"] = named(window, "formatLine")[0].property("text")
    result["table_texts"] = visible_texts(window)
    grab(window, out / f"{lang}_table.png")

    click(window, named(window, "rulesTab")[0])
    pump(0.5)
    titles = [item for item in named(window, "ruleTitle") if shown(item)]
    bullets = [item for item in named(window, "ruleBullet") if item.property("text")]
    result["rule_titles"] = [item.property("text") for item in titles]
    result["rule_bullets"] = [item.property("text") for item in bullets]
    result["rule_title_alignment"] = [alignment(item) for item in titles]
    result["rules_texts"] = visible_texts(window)
    grab(window, out / f"{lang}_rules.png")

    # The score sheet of a deal, over the page (which mirrors like the table does).
    sheet = overlay(window, "schnapsen/DealSummary.qml", SUMMARY)

    def on_sheet(name: str) -> QQuickItem:
        return next(item for item in named(window, name) if shown(item))

    result["summary_you_x"] = centre_x(on_sheet("summaryMatchYou"))
    result["summary_texts"] = [
        on_sheet(name).property("text")
        for name in ("summaryTitle", "summaryGamePoints", "summaryExplanation", "summaryMatchYou")
    ]
    grab(window, out / f"{lang}_summary.png")
    sheet.setVisible(False)

    result["other_games"] = {}
    for game in table_games():
        if game != "schnapsen":
            result["other_games"][game] = measure_game(window, game, lang, out)
    return result


def hand_order(window: QQuickWindow) -> list[float]:
    """Centres of the human's hand cards in model order (the Row's children)."""
    hands = [item for item in named(window, "hand") if shown(item)]
    if not hands:
        return []
    return [
        centre_x(child)
        for row in hands[0].childItems()
        for child in row.childItems()
        if child.objectName().startswith("card_")
    ]


def hand_moving(window: QQuickWindow) -> bool:
    """Whether the human's hand is flying in the filter pass's overlay (its cards rising or
    closing up): its cards are then not among its children."""
    return any(item.property("moving") for item in named(window, "hand") if shown(item))


def open_game(window: QQuickWindow, game: str) -> None:
    """Back to the lobby, then open ``game`` as its tile does (the lobby may scroll: with many
    games a tile can lie below the window, so the page is opened through Main's currentGame)."""
    click(window, named(window, "backToLobby")[0])
    wait_for(lambda: bool(named(window, f"game_{game}")))
    window.setProperty("currentGame", game)


def measure_game(window: QQuickWindow, game: str, lang: str, out: Path) -> dict[str, object]:
    """Another game's table and rules, opened from the lobby."""
    open_game(window, game)
    xs: list[float] = []
    for _ in range(20):
        wait_for(lambda: len(hand_order(window)) > 0 and not hand_moving(window))
        xs = hand_order(window)
        if xs:
            break
    result: dict[str, object] = {"hand_x": xs, "table_texts": visible_texts(window)}
    grab(window, out / f"{lang}_{game}_table.png")
    click(window, named(window, "rulesTab")[0])
    pump(0.5)
    titles = [item for item in named(window, "ruleTitle") if shown(item)]
    result["rule_title_alignment"] = [alignment(item) for item in titles]
    result["rules_texts"] = visible_texts(window)
    grab(window, out / f"{lang}_{game}_rules.png")
    if game == "scopa":
        sheet = overlay(window, "scopa/ScoreSheet.qml", SCOPA_SUMMARY)
        result["sheet_texts"] = [
            item.property("text") for item in items(sheet) if item.property("text") and shown(item)
        ]
        grab(window, out / f"{lang}_{game}_sheet.png")
        sheet.setVisible(False)
    return result


_KEEP: list[QQmlComponent] = []


def overlay(window: QQuickWindow, view: str, summary: dict) -> QQuickItem:
    """A deal's sheet (``games/<view>``) over the game page, which mirrors like the table."""
    page = named(window, "gamePage")[0]
    engine = QQmlEngine.contextForObject(page).engine()
    component = QQmlComponent(engine, QUrl.fromLocalFile(str(paths.views_dir() / "games" / view)))
    sheet = component.createWithInitialProperties({"summary": {}, "matchOver": False})
    assert sheet is not None, component.errorString()
    sheet.setProperty("summary", summary)
    _KEEP.append(component)  # the sheet lives as long as its component
    sheet.setParentItem(page)
    sheet.setSize(page.size())
    sheet.setZ(10)
    pump(0.3)
    return sheet


def switch_at_runtime(languages: list[str], out: Path) -> dict[str, object]:
    """Open the table in English, then switch to each language from the settings (as the header's
    selector does) and record every visible text and the direction after each switch."""
    _engine, window, settings = open_engine(
        "schnapsen", "en", screenshot_mode=True, size=(1280, 800)
    )
    wait_for(lambda: len(hand_order(window)) == 5)
    switched: dict[str, object] = {"en": {"texts": visible_texts(window)}}
    for lang in languages:
        settings.language = lang
        pump(0.3)
        switched[lang] = {
            "texts": visible_texts(window),
            "direction": int(QGuiApplication.layoutDirection().value),
            "saved": settings.settings().language,
        }
        if lang in ("ar", "de"):
            grab(window, out / f"switch_{lang}_table.png")

    # Every other table too: opened in English, then switched while it is open.
    switched["others"] = {}
    for game in table_games():
        if game == "schnapsen":
            continue
        settings.language = "en"
        open_game(window, game)
        wait_for(lambda: len(hand_order(window)) > 0)
        record = {"en": visible_texts(window)}
        for lang in languages:
            settings.language = lang
            pump(0.3)
            record[lang] = visible_texts(window)
        switched["others"][game] = record
    return switched


def played_to_the_end(game: str, seed: int) -> tuple[list[dict], dict]:
    """A whole deal (a whole match for Lock & Bet) of ``game`` played with random legal moves by
    the engine: its events and seat 0's last observation (real data for the score sheets)."""
    import random

    from cardavia_desktop.engine.match import new_match

    match, rng, events = new_match(game, seed), random.Random(seed), []
    while not match.is_over and not any(e.get("type") == "deal_end" for e in events):
        events += match.apply(rng.choice(match.legal_actions()))
    return events, match.observation(0)


def sheet_overlay(window: QQuickWindow, view: str, props: dict, words: bool = False) -> QQuickItem:
    """A game's end sheet (``games/<view>``) with ``props`` over the game page."""
    page = named(window, "gamePage")[0]
    engine = QQmlEngine.contextForObject(page).engine()
    initial = dict(props)
    if words:
        words_component = QQmlComponent(
            engine, QUrl.fromLocalFile(str(paths.views_dir() / "games" / "minchiate" / "Words.qml"))
        )
        initial["words"] = words_component.create()
        _KEEP.append(words_component)
    component = QQmlComponent(engine, QUrl.fromLocalFile(str(paths.views_dir() / "games" / view)))
    sheet = component.createWithInitialProperties(initial)
    assert sheet is not None, component.errorString()
    _KEEP.append(component)
    sheet.setParentItem(page)
    sheet.setSize(page.size())
    sheet.setZ(10)
    sheet.setVisible(True)
    pump(0.3)
    return sheet


def sheets(lang: str, out: Path) -> dict[str, object]:
    """Each table's end sheet, filled with a deal the engine really played, over its table, and
    the Minchiate score log: ``<lang>_<game>_sheet.png``."""
    from cardavia_desktop.controllers.tables import Step
    from cardavia_desktop.controllers.tables.minchiate import MinchiateTable

    _engine, window, _settings = open_engine("", lang, screenshot_mode=True, size=(1280, 800))
    wait_for(lambda: shell_ready(window))
    pump(0.6)
    report: dict[str, object] = {}
    for game in table_games():
        if named(window, "backToLobby"):
            open_game(window, game)
        else:
            window.setProperty("currentGame", game)
        wait_for(lambda: len(hand_order(window)) > 0)
        events, obs = played_to_the_end(game, 7)
        if game == "schnapsen":
            sheet = overlay(window, "schnapsen/DealSummary.qml", SUMMARY)
        elif game == "scopa":
            sheet = overlay(window, "scopa/ScoreSheet.qml", SCOPA_SUMMARY)
        elif game == "piedicavallo":
            end = next(e for e in events if e.get("type") == "deal_end")
            names = [
                QCoreApplication.translate("Table", "You & partner"),
                QCoreApplication.translate("Table", "Opponents"),
            ]
            sheet = sheet_overlay(
                window, "piedicavallo/ScoreSheet.qml", {"result": dict(end), "teamNames": names}
            )
        elif game == "minchiate":
            end = MinchiateTable().derive(Step(obs, []))["end"]  # over the finished deal
            sheet = sheet_overlay(window, "minchiate/EndSheet.qml", {"end": end}, words=True)
        else:
            end = next(e for e in events if e.get("type") == "match_end")
            sheet = sheet_overlay(
                window,
                "lockbet/MatchResult.qml",
                {
                    "winner": int(end.get("winner", 0)),
                    "stacks": list(obs.get("stacks", [40, 0])),
                    "deals": 12,
                },
            )
        report[game] = [
            item.property("text")
            for item in items(sheet)
            if isinstance(item.property("text"), str) and item.property("text") and shown(item)
        ]
        grab(window, out / f"{lang}_{game}_sheet.png")
        sheet.setVisible(False)
    return report


def main() -> int:
    """Measure each language given on the command line and print the JSON."""
    out, mode = Path(sys.argv[1]), sys.argv[2]
    out.mkdir(parents=True, exist_ok=True)
    app = QGuiApplication(sys.argv[:1])
    app.setApplicationName("Cardavia")
    # Easy: the AI answers at once, leaving the CPU
    SettingsStore().save(Settings(ai_levels=per_game({}, "easy")))
    if mode == "switch":
        report = switch_at_runtime(["ar", "fa", "ms", "it", "de"], out)
    elif mode.startswith("sheets:"):
        report = sheets(mode.removeprefix("sheets:"), out)
    else:
        report = measure(mode, out)
    print(json.dumps(report, ensure_ascii=False), flush=True)
    QTimer.singleShot(0, app.quit)  # aboutToQuit stops the table's engine thread
    app.exec()
    for engine, window in _OPENED:  # as the app quits: the table first, then its engine
        close_shell(window)
        del engine
    _OPENED.clear()
    return 0


if __name__ == "__main__":
    sys.exit(main())
