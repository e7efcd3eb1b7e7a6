"""The build step: shaders baked, translations compiled, a missing tool stops the build loudly."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from cardavia_desktop import build, paths


def test_bakes_the_filter_shader(tmp_path: Path) -> None:
    shutil.copy(paths.shaders_dir() / "filters.frag", tmp_path)
    outputs = build.bake_shaders(tmp_path)
    assert outputs == [tmp_path / "filters.frag.qsb"]
    assert outputs[0].stat().st_size > 1000  # SPIR-V + GLSL + HLSL + MSL variants


def test_a_broken_shader_fails_with_the_compiler_output(tmp_path: Path) -> None:
    (tmp_path / "broken.frag").write_text("#version 440\nvoid main() { nonsense; }\n")
    with pytest.raises(build.BuildError, match="command failed"):
        build.bake_shaders(tmp_path)


def test_compiles_translations_that_qt_can_load(tmp_path: Path, qapp) -> None:
    (tmp_path / "cardavia_it.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="it">'
        "<context><name>Lobby</name><message><source>Choose a game</source>"
        "<translation>Scegli un gioco</translation></message></context></TS>",
        encoding="utf-8",
    )
    outputs = build.compile_translations(tmp_path)
    assert outputs == [tmp_path / "cardavia_it.qm"]
    translator = QTranslator()
    assert translator.load(str(outputs[0]))
    assert translator.translate("Lobby", "Choose a game") == "Scegli un gioco"


def test_missing_tool_is_a_clear_error(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(build, "_pyside_dir", lambda: tmp_path)
    monkeypatch.setattr(build, "DEBIAN_QT_BIN", tmp_path)
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(build.BuildError, match=r"'qsb' not found.*qt6-shader-baker"):
        build.find_tool("qsb")


def test_windows_wheel_tools_are_found_by_their_exe_name(monkeypatch, tmp_path: Path) -> None:
    tool = tmp_path / "lrelease.exe"  # Windows wheels: PySide6/lrelease.exe, no Qt/libexec
    tool.write_bytes(b"")
    tool.chmod(0o755)
    monkeypatch.setattr(build, "_pyside_dir", lambda: tmp_path)
    monkeypatch.setattr(build, "DEBIAN_QT_BIN", tmp_path / "none")
    monkeypatch.setenv("PATH", str(tmp_path / "none"))
    monkeypatch.setattr(build.sys, "platform", "win32")
    assert build.find_tool("lrelease") == tool


def test_build_exits_1_when_a_tool_is_missing(monkeypatch, tmp_path: Path, capsys) -> None:
    monkeypatch.setattr(build, "_pyside_dir", lambda: tmp_path)
    monkeypatch.setattr(build, "DEBIAN_QT_BIN", tmp_path)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert build.main([]) == 1
    assert "build failed: 'qsb' not found" in capsys.readouterr().err


def test_no_shader_sources_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(build.BuildError, match="no shader sources"):
        build.bake_shaders(tmp_path)


def test_shell_strings_go_through_qstr() -> None:
    """No visible literal in the shell's QML: every text is qsTr(...) or data."""
    files = [
        paths.main_qml(),
        *paths.views_dir().joinpath("shell").glob("*.qml"),
        *paths.views_dir().joinpath("games").glob("*/Info.qml"),
    ]
    assert len(files) > 5
    literal = re.compile(
        r"^\s*(readonly\s+)?(property\s+\w+\s+)?"
        r"(text|title|placeholderText|name|format|pitch)\s*:\s*\"[^\"]"
    )
    offenders = [
        f"{path.name}: {line.strip()}"
        for path in files
        for line in path.read_text(encoding="utf-8").splitlines()
        if literal.search(line)
    ]
    assert offenders == []
