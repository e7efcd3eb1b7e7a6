"""``--screenshot`` saves the window only once its picture has stopped changing: a quiet spell
without frames (a shader compiled on a cold cache stalls an animation that long) is not enough."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QImage

from cardavia_desktop.screenshot import Settler


def _picture(colour: str) -> QImage:
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    image.fill(QColor(colour))
    return image


class _QuietWindow(QObject):
    """Draws two frames, then no more (as a stalled render thread does); each grab shows the
    next of ``pictures``, then the last one for good, or with ``cycle`` the first again."""

    frameSwapped = Signal()

    def __init__(self, pictures: list[QImage], cycle: bool = False) -> None:
        super().__init__()
        self.pictures, self.cycle = pictures, cycle
        self.grabs = 0

    def grabWindow(self) -> QImage:
        count = len(self.pictures)
        picture = self.pictures[self.grabs % count if self.cycle else min(self.grabs, count - 1)]
        self.grabs += 1
        return picture


class _App:
    def __init__(self) -> None:
        self.status: int | None = None

    def exit(self, status: int) -> None:
        self.status = status


def test_a_screenshot_waits_until_two_grabs_show_the_same_picture(qtbot, tmp_path: Path) -> None:
    in_flight, at_rest = _picture("#204020"), _picture("#c0a060")
    window = _QuietWindow([in_flight, at_rest])  # the first grab: a card still in flight
    app = _App()
    target = tmp_path / "shot.png"
    settler = Settler(app, window, target)  # type: ignore[arg-type]
    settler.MINIMUM_S = 0.0
    window.frameSwapped.emit()
    window.frameSwapped.emit()
    qtbot.waitUntil(lambda: app.status is not None, timeout=5000)
    assert app.status == 0
    assert window.grabs >= 3
    saved = QImage(str(target)).convertToFormat(QImage.Format.Format_ARGB32)
    assert saved == at_rest


def test_a_window_that_never_settles_is_saved_at_the_limit(qtbot, tmp_path: Path, capsys) -> None:
    moving = [_picture(f"#{shade:02x}0000") for shade in range(0, 250, 10)]
    window = _QuietWindow(moving, cycle=True)
    app = _App()
    target = tmp_path / "shot.png"
    settler = Settler(app, window, target)  # type: ignore[arg-type]
    settler.MINIMUM_S, settler.LIMIT_S = 0.0, 1.0
    window.frameSwapped.emit()
    window.frameSwapped.emit()
    qtbot.waitUntil(lambda: app.status is not None, timeout=5000)
    assert app.status == 0 and target.exists()
    assert "kept changing" in capsys.readouterr().err
