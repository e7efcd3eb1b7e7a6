"""New match, take-back and the hint, on every table, as a person uses them: the mouse on the
shared buttons and on the cards, and the keys (Ctrl+N, Ctrl+Z, H, Escape, Enter)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from cardavia_desktop.engine import GAMES

GAMES_IDS = list(GAMES)
DEAL = 20261201
"""The numbered deal every table here plays: the same cards and AI moves on every run."""


def controller(shell: Any) -> Any:
    """The open table's GameController."""
    return shell.find("tableLoader").property("item").property("controller")


def wait_for_turn(shell: Any, game: Any) -> None:
    """Wait until the player has a choice to make (the AI plays at once in these tests; a
    Minchiate "pass" with nothing to declare is sent for you)."""
    for _ in range(2):  # the second look: still the player's turn after a moment (the pass
        # sent for you goes at the GUI thread's next turn: QTimer.singleShot(0), tables/minchiate)
        shell.qtbot.waitUntil(lambda: game.property("yourTurn"), timeout=20_000)
        shell.qtbot.wait(100)
    shell.qtbot.waitUntil(lambda: game.property("yourTurn"), timeout=20_000)


def to_a_choice(shell: Any, game: Any) -> None:
    """Play forced moves (one legal action: nothing to take back) until you have a choice."""
    wait_for_turn(shell, game)
    while len(game.property("legalActions")) == 1:
        moves = game.property("moves")
        game.act(game.property("legalActions")[0])
        shell.qtbot.waitUntil(lambda moves=moves: game.property("moves") > moves, timeout=10_000)
        wait_for_turn(shell, game)


def wait_for_table(shell: Any) -> None:
    """Wait until the game page has loaded its table."""
    shell.qtbot.waitUntil(
        lambda: shell.has("tableLoader") and shell.find("tableLoader").property("item") is not None,
        timeout=10_000,
    )


def open_table(
    launch: Any, game_id: str, lang: str | None = None, deal: int = DEAL
) -> tuple[Any, Any]:
    """The shell with ``game_id``'s table open at the numbered ``deal``, AI moves without the
    readable pause."""
    shell = launch(game=game_id, lang=lang)
    wait_for_table(shell)
    game = controller(shell)
    game.setProperty("aiDelayMs", 0)
    wait_for_turn(shell, game)
    assert game.playDeal(str(deal)) == ""  # the same cards on every run (a numbered deal)
    shell.qtbot.waitUntil(lambda: game.property("matchSeed") == deal, timeout=10_000)
    wait_for_turn(shell, game)
    return shell, game


def decide(shell: Any, game: Any) -> str:
    """Make the player's first decision: click a playable card with the mouse when the move is
    a card (and the only choice for it), else send the first legal action. Returns the move."""
    legal = list(game.property("legalActions"))
    moves = game.property("moves")
    rows = {row["code"]: row for row in game.property("hand").rows()}
    for code, row in rows.items():
        if (
            row["playable"]
            and row["choices"] <= 1
            and not row["canMarry"]
            and row["action"]
            and shell.has(f"card_{code}")
        ):
            shell.click(shell.find(f"card_{code}"))
            try:  # a click plays the card (in Lock & Bet it only chooses the card to lock)
                shell.qtbot.waitUntil(lambda: game.property("moves") > moves, timeout=1_500)
            except Exception:
                game.act(row["action"])
            return str(row["action"])
    game.act(legal[0])
    return str(legal[0])


def decide_for_real(shell: Any, game: Any, limit: int = 12) -> None:
    """Decide until one of the player's moves was a real choice: a forced move (the only legal
    one, say the single card that follows the led suit) puts nothing at stake
    (``Match.forced``), and a random deal may start with one."""
    for _ in range(limit):
        wait_for_turn(shell, game)
        forced = len(game.property("legalActions")) == 1
        moves = game.property("moves")
        decide(shell, game)
        shell.qtbot.waitUntil(lambda before=moves: game.property("moves") > before, timeout=10_000)
        if not forced:
            return
    raise AssertionError(f"no real choice in {limit} moves")


def press(shell: Any, key: Any, modifier: Any = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(shell.window, key, modifier)
    shell.qtbot.wait(30)


@pytest.mark.parametrize("game_id", GAMES_IDS)
def test_take_back_by_mouse_and_by_keys_restores_the_position(launch, game_id: str) -> None:
    shell, game = open_table(launch, game_id)
    to_a_choice(shell, game)
    before = (dict(game.property("observation")), list(game.property("legalActions")))
    moves = game.property("moves")

    decide(shell, game)
    shell.qtbot.waitUntil(lambda: game.property("moves") > moves, timeout=10_000)
    wait_for_turn(shell, game)
    shell.qtbot.waitUntil(lambda: game.property("canTakeBack"), timeout=10_000)
    shell.click(shell.find("takeBackAction"))
    shell.qtbot.waitUntil(
        lambda: game.property("moves") == moves and game.property("yourTurn"), timeout=10_000
    )
    assert (dict(game.property("observation")), list(game.property("legalActions"))) == before
    assert game.property("assisted")

    decide(shell, game)
    shell.qtbot.waitUntil(
        lambda: game.property("canTakeBack") and game.property("yourTurn"), timeout=20_000
    )
    shell.find("tableLoader").property("item").forceActiveFocus()
    press(shell, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    shell.qtbot.waitUntil(
        lambda: game.property("moves") == moves and game.property("yourTurn"), timeout=10_000
    )
    assert dict(game.property("observation")) == before[0]


@pytest.mark.parametrize("game_id", GAMES_IDS)
def test_hint_by_key_and_mouse_names_legal_moves_and_marks_the_best(launch, game_id: str) -> None:
    shell, game = open_table(launch, game_id)
    legal = set(game.property("legalActions"))
    shell.find("tableLoader").property("item").forceActiveFocus()
    press(shell, Qt.Key.Key_H)
    shell.qtbot.waitUntil(lambda: len(game.property("hint")) > 0, timeout=30_000)
    hint = list(game.property("hint"))
    assert 1 <= len(hint) <= 3 and len(hint) == min(3, len(legal))
    assert all(move["action"] in legal for move in hint)
    assert len({move["action"] for move in hint}) == len(hint)
    assert [m["value"] for m in hint] == sorted((m["value"] for m in hint), reverse=True)
    panel = shell.find("hintPanel")
    assert panel.isVisible() and shell.has("hintMove0")
    hand = {row["code"] for row in game.property("hand").rows()}
    assert set(game.property("hintCards")) <= hand
    assert game.property("assisted")

    press(shell, Qt.Key.Key_Escape)  # Escape closes the hint
    shell.qtbot.waitUntil(lambda: not panel.isVisible(), timeout=2_000)
    shell.click(shell.find("hintAction"))  # the mouse asks again
    shell.qtbot.waitUntil(lambda: len(game.property("hint")) > 0, timeout=30_000)
    assert [m["action"] for m in game.property("hint")] == [m["action"] for m in hint]
    decide(shell, game)  # playing drops the hint
    assert list(game.property("hint")) == [] and not panel.isVisible()


@pytest.mark.parametrize("game_id", ["scopa", "minchiate"])
def test_new_match_asks_first_while_a_match_is_under_way(launch, game_id: str) -> None:
    shell, game = open_table(launch, game_id)
    seed = game.property("matchSeed")
    shell.click(shell.find("newMatchAction"))  # no decision of yours yet: no question
    shell.qtbot.waitUntil(lambda: game.property("matchSeed") != seed, timeout=10_000)
    assert not shell.find("confirmNewMatch").isVisible()
    decide_for_real(shell, game)
    shell.qtbot.waitUntil(
        lambda: game.property("moves") > 0 and game.property("atStake"), timeout=10_000
    )  # the worker has counted the decision
    seed = game.property("matchSeed")
    shell.find("tableLoader").property("item").forceActiveFocus()
    press(shell, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    confirm = shell.find("confirmNewMatch")
    assert confirm.isVisible()
    press(shell, Qt.Key.Key_Escape)  # keep playing
    assert not confirm.isVisible() and game.property("matchSeed") == seed
    assert game.property("moves") > 0

    shell.click(shell.find("newMatchAction"))
    assert confirm.isVisible()
    shell.click(shell.find("confirmNewMatchButton"))
    shell.qtbot.waitUntil(lambda: game.property("matchSeed") != seed, timeout=10_000)
    assert not confirm.isVisible()


def test_take_back_and_hint_in_arabic(launch) -> None:
    """Right to left: the same buttons, mirrored, do the same."""
    shell, game = open_table(launch, "schnapsen", lang="ar")
    actions = shell.find("takeBackAction")
    left = {
        name: shell.find(name).mapToScene(QPointF(0, 0)).x()
        for name in ("newMatchAction", "takeBackAction", "hintAction")
    }
    assert left["hintAction"] < left["takeBackAction"] < left["newMatchAction"]  # mirrored
    to_a_choice(shell, game)
    moves = game.property("moves")
    decide(shell, game)
    shell.qtbot.waitUntil(
        lambda: game.property("canTakeBack") and game.property("yourTurn"), timeout=20_000
    )
    shell.click(actions)
    shell.qtbot.waitUntil(lambda: game.property("moves") == moves, timeout=10_000)
    shell.click(shell.find("hintAction"))
    shell.qtbot.waitUntil(lambda: len(game.property("hint")) > 0, timeout=30_000)
    assert shell.find("hintPanel").isVisible()


def js(value: Any) -> Any:
    """A QML ``var`` property as Python data."""
    return value.toVariant() if hasattr(value, "toVariant") else value


def scene_rect(item: Any) -> QRectF:
    """An item's rectangle in window coordinates."""
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def story_lines(shell: Any) -> list[str]:
    return [entry["text"] for entry in js(shell.find("storyPanel").property("entries"))]


@pytest.mark.parametrize(
    ("game_id", "lang"), [("scopa", None), ("piedicavallo", None), ("lockbet", "ar")]
)
def test_the_log_tells_the_deal_and_the_ai_move_stays_in_view(
    launch, game_id: str, lang: str | None
) -> None:
    shell, game = open_table(launch, game_id, lang)
    panel = shell.find("storyPanel")
    assert not panel.isVisible()
    decide(shell, game)
    wait_for_turn(shell, game)
    shell.qtbot.waitUntil(
        lambda: len(js(shell.find("storyPanel").property("sinceYou"))) > 0, timeout=10_000
    )  # what the AI did since your move, until you act
    pill = shell.find("lastMoveLine")
    assert pill.isVisible()
    top_seat = shell.find("seat_2" if game_id == "piedicavallo" else "opponentHand")
    assert not scene_rect(pill).intersects(scene_rect(top_seat)), "the line covers a seat"
    assert js(panel.property("sinceYou"))[-1] in story_lines(shell)

    shell.click(shell.find("storyAction"))  # the mouse opens the log …
    assert panel.isVisible() and not pill.isVisible()
    lines = story_lines(shell)
    assert len(lines) >= 2 and all(lines)
    assert shell.find("storyList").property("count") == len(lines)
    shell.find("tableLoader").property("item").forceActiveFocus()
    press(shell, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)  # … and Ctrl+L closes it
    assert not panel.isVisible()
    if lang == "ar":  # no English left in the Arabic log
        assert not [line for line in lines if re.search("[A-Za-z]{3,}", line)]


def test_the_lobby_tile_says_a_match_is_under_way_with_its_score(launch) -> None:
    shell, game = open_table(launch, "lockbet")
    decide(shell, game)
    shell.qtbot.waitUntil(lambda: game.property("moves") > 0, timeout=10_000)
    wait_for_turn(shell, game)
    seen, moves = game.property("observation"), game.property("moves")
    # each side's chips, its ante and bets in the pot counted (newcomer #9 item 9): 40 in all
    stacks = [seen["stacks"][i] + seen["antes"][i] + seen["bets"][i] for i in range(2)]
    assert sum(stacks) == 40
    shell.click(shell.find("backToLobby"))
    shell.qtbot.waitUntil(lambda: shell.has("game_lockbet"), timeout=5_000)
    tile = shell.find("game_lockbet")
    # The save is read off the GUI thread: the tile fills in.
    shell.qtbot.waitUntil(lambda: js(tile.property("saved"))["underWay"], timeout=5_000)
    assert js(tile.property("saved")) == {"underWay": True, "standing": stacks, "moves": moves}
    assert shell.find("matchUnderWay", tile).property("visible")
    scopa = shell.find("game_scopa")
    assert not shell.find("matchUnderWay", scopa).property("visible")

    shell.click(scopa)  # a match of Scopa, then back: its tile says so, and opening resumes it
    wait_for_table(shell)
    game = controller(shell)
    game.setProperty("aiDelayMs", 0)
    wait_for_turn(shell, game)
    decide(shell, game)
    shell.qtbot.waitUntil(lambda: game.property("moves") > 0, timeout=10_000)
    moves = game.property("moves")
    shell.click(shell.find("backToLobby"))
    shell.qtbot.waitUntil(lambda: shell.has("game_scopa"), timeout=5_000)
    scopa = shell.find("game_scopa")
    shell.qtbot.waitUntil(shell.find("matchUnderWay", scopa).isVisible, timeout=5_000)
    shell.click(scopa)
    wait_for_table(shell)
    resumed = controller(shell)
    shell.qtbot.waitUntil(lambda: resumed.property("moves") >= moves, timeout=10_000)


LATIN_WORD = re.compile("[A-Za-z]{3,}")


@pytest.mark.parametrize("game_id", GAMES_IDS)
def test_every_table_in_arabic_by_keys_alone(launch, game_id: str) -> None:
    """Right to left, with the keyboard only: Ctrl+Z takes back, H asks for the hint and Escape
    closes it, Ctrl+L shows the deal so far, Ctrl+N and Enter start a new match — all in Arabic."""
    shell, game = open_table(launch, game_id, lang="ar")
    to_a_choice(shell, game)
    before = dict(game.property("observation"))
    moves = game.property("moves")
    game.act(game.property("legalActions")[0])
    shell.qtbot.waitUntil(
        lambda: game.property("canTakeBack") and game.property("yourTurn"), timeout=20_000
    )
    shell.find("tableLoader").property("item").forceActiveFocus()
    press(shell, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    shell.qtbot.waitUntil(
        lambda: game.property("moves") == moves and game.property("yourTurn"), timeout=10_000
    )
    assert dict(game.property("observation")) == before

    press(shell, Qt.Key.Key_H)
    shell.qtbot.waitUntil(lambda: len(game.property("hint")) > 0, timeout=30_000)
    panel = shell.find("hintPanel")
    assert panel.isVisible()
    words = shell.find("hintMove0").property("Accessible.name") or ""
    if game_id != "schnapsen":  # the German pack keeps its Latin rank names in Arabic
        assert not LATIN_WORD.search(words), words
    press(shell, Qt.Key.Key_Escape)
    shell.qtbot.waitUntil(lambda: not panel.isVisible(), timeout=2_000)

    game.act(game.property("legalActions")[0])
    shell.qtbot.waitUntil(
        lambda: game.property("atStake") and game.property("yourTurn"), timeout=20_000
    )
    press(shell, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    story = shell.find("storyPanel")
    assert story.isVisible()  # (a Minchiate set-up may have nothing to tell yet)
    assert shell.find("storyList").property("count") == len(story_lines(shell))
    if game_id != "schnapsen":
        assert not [line for line in story_lines(shell) if LATIN_WORD.search(line)]
    press(shell, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert not story.isVisible()

    seed = game.property("matchSeed")
    press(shell, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert shell.find("confirmNewMatch").isVisible()
    press(shell, Qt.Key.Key_Return)
    shell.qtbot.waitUntil(lambda: game.property("matchSeed") != seed, timeout=10_000)


UNITS = {
    "scopa": "points",
    "schnapsen": "game points",
    "piedicavallo": "points",
    "minchiate": "resti",
    "lockbet": "chips",
}
"""The unit each table's hint values are said in (English)."""


@pytest.mark.parametrize("game_id", GAMES_IDS)
def test_hint_panel_gives_every_move_a_reason_and_its_value_a_unit_and_sign(
    launch, game_id: str
) -> None:
    """Asked twice (two positions) with the mouse, the panel says once what its numbers are
    and what their sign means, and each listed move its signed value with the unit and a
    reason in words."""
    shell, game = open_table(launch, game_id)
    for _ in range(2):
        to_a_choice(shell, game)
        shell.click(shell.find("hintAction"))
        shell.qtbot.waitUntil(lambda: len(game.property("hint")) > 0, timeout=30_000)
        hint = list(game.property("hint"))
        unit = shell.find("hintUnit")
        shell.qtbot.waitUntil(unit.isVisible, timeout=2_000)
        words = unit.property("text")
        assert words.startswith("Expected") and "+" in words and "−" in words, words
        for index, move in enumerate(hint):
            row = shell.find(f"hintMove{index}")
            value = row.property("valueText")
            assert re.fullmatch(r"\u2066?[+−±][\d.,]+\u2069? " + UNITS[game_id], value), value
            assert value.startswith(("+", "\u2066+")) == (move["value"] >= 0.05), (value, move)
            reason = shell.find(f"hintReason{index}")
            assert reason.isVisible() and reason.property("text").strip(), move
            if move["same_as"] >= 0:  # "as good as move N" sits beside N's very number
                assert f"As good as move {move['same_as'] + 1}." in reason.property("text")
                assert value == shell.find(f"hintMove{move['same_as']}").property("valueText")
        moves = game.property("moves")
        decide(shell, game)
        shell.qtbot.waitUntil(lambda moves=moves: game.property("moves") > moves, timeout=10_000)
