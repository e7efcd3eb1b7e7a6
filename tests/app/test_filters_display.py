"""Filters on a real display (Xvfb + Mesa): each slider moves the pixels the way it should, and
the neutral setting matches no filter at all. The app also saves a settled screenshot."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from cardavia_desktop import paths
from tests.app.shell_helpers import needs_display, run_app
from tests.probe_runner import run_probe

pytestmark = [pytest.mark.xvfb, needs_display]

DISPLAY_ENV = {"QT_QPA_PLATFORM": "xcb"}


@pytest.fixture(scope="module")
def stats(tmp_path_factory) -> dict[str, dict[str, float]]:
    """Image statistics of the lobby under each filter case (one app run for all cases)."""
    if not paths.filter_shader().is_file():
        pytest.fail("resources/shaders/filters.frag.qsb is missing: run `make build`")
    config = tmp_path_factory.mktemp("config")
    probe = Path(__file__).with_name("filter_probe.py")
    done = run_probe(
        probe, env={**os.environ, **DISPLAY_ENV, "XDG_CONFIG_HOME": str(config)}, timeout=120
    )
    assert done.returncode == 0, done.failure()
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_neutral_filter_is_identical_to_no_filter(stats) -> None:
    neutral = stats["neutral"]
    assert neutral["mean_difference"] < 0.25  # out of 255, averaged over every pixel
    for channel in ("red", "green", "blue", "spread"):
        assert neutral[channel] == pytest.approx(stats["off"][channel], abs=0.5)
    assert neutral["noise"] == pytest.approx(stats["off"]["noise"], abs=0.2)


def test_contrast_widens_and_narrows_the_spread(stats) -> None:
    neutral = stats["neutral"]["spread"]
    assert stats["contrast_high"]["spread"] > neutral * 1.25
    assert stats["contrast_low"]["spread"] < neutral * 0.75


def test_temperature_shifts_red_and_blue(stats) -> None:
    neutral, warm, cold = stats["neutral"], stats["warm"], stats["cold"]
    assert warm["red"] > neutral["red"] + 3 and warm["blue"] < neutral["blue"] - 5
    assert cold["red"] < neutral["red"] - 5 and cold["blue"] > neutral["blue"] + 5


def test_grain_adds_pixel_noise(stats) -> None:
    assert stats["grain"]["noise"] > 2 * stats["neutral"]["noise"] + 3
    # Grain is noise, not a shift: the average colour stays where it was.
    assert stats["grain"]["green"] == pytest.approx(stats["neutral"]["green"], abs=1.5)


def test_filters_are_available_with_opengl(stats) -> None:
    assert "error" not in stats


def test_screenshot_of_the_table_is_saved_and_not_blank(tmp_path: Path) -> None:
    target = tmp_path / "shots" / "table.png"
    done = run_app(
        "--game",
        "schnapsen",
        "--screenshot",
        str(target),
        "--size",
        "1100x700",
        env={**DISPLAY_ENV, "XDG_CONFIG_HOME": str(tmp_path / "config")},
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(target))
    assert not image.isNull()
    assert (image.width(), image.height()) == (1100, 700)
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    data = bytes(image.constBits())[: image.width() * image.height() * 4]
    green = data[1::4]
    mean = sum(green) / len(green)
    spread = (sum(value * value for value in green) / len(green) - mean**2) ** 0.5
    assert spread > 20  # a real scene, not one flat colour
    colours = {data[i : i + 3] for i in range(0, len(data), 4 * 97)}
    assert len(colours) > 200
    pixels = [data[i : i + 3] for i in range(0, len(data), 4 * 13)]  # B, G, R
    felt = [p for p in pixels if p[1] > p[2] + 20 and p[1] > p[0] + 5]
    assert len(felt) > 0.3 * len(pixels)  # mostly the green table
