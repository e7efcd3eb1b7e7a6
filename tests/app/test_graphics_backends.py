"""The filters draw the same on every graphics backend (issue 37 goal 4): a Scopa table under
Vulkan (Mesa's lavapipe here) matches the OpenGL picture; every baked shader carries the variants
of Vulkan, OpenGL, Direct3D 11 (Windows' default) and Metal (macOS')."""

from __future__ import annotations

import ctypes.util
import itertools
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QFile, QIODevice
from PySide6.QtGui import QImage, QShader, QShaderKey, QShaderVersion

from cardavia_desktop import paths
from tests.app.shell_helpers import needs_display, run_app

FILTERS = {"contrast": 75, "grain": 0, "temperature": 72}
"""A filtered table: contrast and warmth move every pixel; no grain (it moves with time)."""
NEUTRAL = {"contrast": 50, "grain": 0, "temperature": 50}
GRAIN = {"contrast": 50, "grain": 70, "temperature": 50}
"""Grain alone: its pattern moves with time, so only its strength and the colours compare."""
BACKEND_NAME = {"opengl": "OpenGL", "vulkan": "Vulkan"}


def table_shot(folder: Path, backend: str, settings: dict[str, int]) -> bytes:
    """A screenshot (B, G, R, A bytes) of Scopa's deal 7 drawn by ``backend``."""
    (folder / "config" / "cardavia").mkdir(parents=True)
    (folder / "config" / "cardavia" / "settings.json").write_text(json.dumps(settings))
    target = folder / f"scopa-{backend}.png"
    done = run_app(
        "--game",
        "scopa",
        "--deal",
        "7",
        "--size",
        "1100x700",
        "--screenshot",
        str(target),
        timeout=120,
        env={
            "QT_QPA_PLATFORM": "xcb",
            "QSG_RHI_BACKEND": backend,
            "QSG_INFO": "1",
            "XDG_CONFIG_HOME": str(folder / "config"),
            "XDG_CACHE_HOME": str(folder / "cache"),
        },
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert f"Creating QRhi with backend {BACKEND_NAME[backend]}" in done.stderr
    printed = [
        line
        for line in done.stderr.splitlines()
        if not line.startswith(("qt.rhi.", "qt.scenegraph.", "  "))
    ]  # QSG_INFO
    assert not printed, printed  # no QML warning, no shader or driver complaint
    image = QImage(str(target)).convertToFormat(QImage.Format.Format_RGB32)
    assert (image.width(), image.height()) == (1100, 700)
    return bytes(image.constBits())[: 1100 * 700 * 4]


def difference(one: bytes, other: bytes) -> tuple[float, float]:
    """Mean absolute difference per colour byte (of 255), share of bytes more than 8 apart."""
    steps = [abs(a - b) for a, b in zip(one, other, strict=True)]
    return sum(steps) / len(steps), sum(step > 8 for step in steps) / len(steps)


def grain_and_colours(shot: bytes) -> tuple[float, list[float]]:
    """Mean step between neighbouring pixels' green (the grain's strength), mean B, G, R."""
    green = shot[1::4]
    steps = [abs(a - b) for a, b in itertools.pairwise(green)]
    count = len(shot) // 4
    return sum(steps) / len(steps), [sum(shot[c::4]) / count for c in range(3)]


def vulkan_installed() -> None:
    if ctypes.util.find_library("vulkan") is None or not any(
        Path("/usr/share/vulkan/icd.d").glob("lvp_icd*.json")
    ):
        pytest.fail("Vulkan is not installed: `make system-deps` (libvulkan1 mesa-vulkan-drivers)")


@pytest.mark.xvfb
@needs_display
def test_the_grain_is_as_strong_under_vulkan_as_under_opengl(tmp_path: Path) -> None:
    vulkan_installed()
    opengl_grain, opengl_colours = grain_and_colours(table_shot(tmp_path / "gl", "opengl", GRAIN))
    vulkan_grain, vulkan_colours = grain_and_colours(table_shot(tmp_path / "vk", "vulkan", GRAIN))
    plain_grain, _ = grain_and_colours(table_shot(tmp_path / "plain", "vulkan", NEUTRAL))
    assert vulkan_grain > plain_grain + 3  # the grain shows under Vulkan
    assert vulkan_grain == pytest.approx(opengl_grain, rel=0.1)
    assert vulkan_colours == pytest.approx(opengl_colours, abs=1.0)


@pytest.mark.xvfb
@needs_display
def test_a_filtered_table_under_vulkan_matches_opengl(tmp_path: Path) -> None:
    vulkan_installed()
    opengl = table_shot(tmp_path / "gl", "opengl", FILTERS)
    vulkan = table_shot(tmp_path / "vk", "vulkan", FILTERS)
    mean, apart = difference(opengl, vulkan)
    assert mean < 0.25 and apart < 0.001, (mean, apart)  # measured: 0.0001 and 0
    unfiltered = table_shot(tmp_path / "plain", "opengl", NEUTRAL)
    assert difference(opengl, unfiltered)[0] > 5  # the filters did change the picture


def test_every_baked_shader_has_vulkan_opengl_direct3d_and_metal_code() -> None:
    shaders = sorted(paths.shaders_dir().glob("*.qsb"))
    assert {path.name for path in shaders} >= {
        "filters.frag.qsb",
        "flight.frag.qsb",
        "flight.vert.qsb",
    }
    glsl_es = QShaderVersion(100, QShaderVersion.Flag.GlslEs)
    for path in shaders:
        file = QFile(str(path))
        assert file.open(QIODevice.OpenModeFlag.ReadOnly), path
        shader = QShader.fromSerialized(file.readAll())
        assert shader.isValid(), path

        def code(
            source: QShader.Source, version: QShaderVersion, shader: QShader = shader
        ) -> bytes:
            return bytes(shader.shader(QShaderKey(source, version)).shader())

        spirv = code(QShader.Source.SpirvShader, QShaderVersion(100))
        assert spirv[:4] == bytes.fromhex("03022307"), path  # SPIR-V's magic number
        for version in (glsl_es, QShaderVersion(120), QShaderVersion(150)):
            assert b"void main()" in code(QShader.Source.GlslShader, version), (path, version)
        hlsl = code(QShader.Source.HlslShader, QShaderVersion(50))
        assert b"SV_Target" in hlsl or b"SV_Position" in hlsl, path
        assert b"#include <metal_stdlib>" in code(QShader.Source.MslShader, QShaderVersion(12)), (
            path
        )
