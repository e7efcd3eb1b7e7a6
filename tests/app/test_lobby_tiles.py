"""Issue 35 (newcomer #4): a lobby tile whose lesson was learned and begun again ("✓ Learned"
beside "Continue lesson · step k of n") keeps its line inside the tile — at 1440×900 and
1280×800, in English, Arabic (mirrored) and German (the longest words): every piece of the
tile's foot inside the tile and none over another (the items' scene rectangles)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from tests.app.test_lesson_gui import LOUD, shot

GAMES = ("scopa", "piedicavallo", "minchiate", "schnapsen", "lockbet")
#: The tile's foot: Play/Resume, "✓ Learned", the Learn / Continue lesson button.
FOOT = ("tilePlay", "tileLearned", "tileLearn")


def scene_rect(item: Any) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def inside(inner: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(inner)


@pytest.mark.parametrize("size", [(1440, 900), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ar", "de"])
def test_a_tiles_learned_and_continue_lesson_stay_inside_it(
    launch, qtlog, lang: str, size: tuple[int, int]
) -> None:
    shell = launch(game="", lang=lang)
    for game_id in GAMES:  # learned, then begun again and left at step 12 of 20
        shell.settings.markLessonLearned(game_id)
        shell.settings.setLessonProgress(game_id, {"step": 30, "reading": 12, "reading_total": 20})
    shell.resize(*size)
    shell.qtbot.wait(300)
    shot(shell, f"lobby-{lang}-{size[0]}")
    problems = []
    for game_id in GAMES:
        tile = shell.find(f"game_{game_id}")
        box = scene_rect(tile)
        foot = {name: scene_rect(shell.find(name, tile)) for name in FOOT}
        assert shell.find("tileLearned", tile).isVisible()
        assert "12" in shell.find("tileLearn", tile).property("text") or lang == "ar"
        for name, rect in foot.items():
            if not inside(rect, box):
                problems.append(f"{game_id}: {name} {rect} outside the tile {box}")
        for i, a in enumerate(FOOT):
            for b in FOOT[i + 1 :]:
                meet = foot[a].intersected(foot[b])
                if meet.width() > 0.5 and meet.height() > 0.5:
                    problems.append(f"{game_id}: {a} over {b}")
    assert not problems
    assert not [r.message for r in qtlog.records if r.type in LOUD]


@pytest.mark.parametrize("lang", ["ms", "de", "it"])
def test_every_tiles_pitch_shows_whole_in_a_roomy_window(launch, lang: str) -> None:
    """Newcomer #41: at 1440×900 in Malay, Schnapsen's and Lock & Bet's pitches were cut after
    six lines ("…hin…"); the lobby has the room: no pitch is cut there, in any language's
    longest."""
    shell = launch(game="", lang=lang)
    shell.resize(1440, 900)
    shell.qtbot.wait(300)
    pitches = shell.find_all("tilePitch")
    assert len(pitches) == len(GAMES)
    cut = [p.property("text")[:30] for p in pitches if p.property("truncated")]
    assert not cut, cut
