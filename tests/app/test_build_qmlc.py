"""``make build`` compiles the views ahead of time (issue 17): ``X.qml`` → ``X.qmlc`` and
``X.js`` → ``X.jsc`` next to each, all again once any view is newer; outputs of removed views
go; the package is byte-compiled."""

from __future__ import annotations

import os
from pathlib import Path

from cardavia_desktop import build


def test_views_compile_once_and_outputs_follow_their_sources(tmp_path: Path) -> None:
    views = tmp_path / "views"
    (views / "shell").mkdir(parents=True)
    (views / "Main.qml").write_text("import QtQuick\nItem { width: 2 }\n", encoding="utf-8")
    (views / "shell" / "util.js").write_text(
        "function twice(x) { return 2 * x }\n", encoding="utf-8"
    )
    written = build.compile_qml(views)
    assert sorted(path.name for path in written) == ["Main.qmlc", "util.jsc"]
    assert (views / "Main.qmlc").stat().st_size > 0
    assert not list(views.rglob("*.aotstats")) and not list(views.rglob("*.partial"))
    assert build.compile_qml(views) == []  # up to date
    os.utime(views / "Main.qmlc", ns=(1, 1))  # Main.qml edited after the build: a view may
    assert sorted(path.name for path in build.compile_qml(views)) == ["Main.qmlc", "util.jsc"]
    assert build.compile_qml(views) == []  # use another, so all are compiled again, once
    (views / "shell" / "util.js").unlink()
    build.compile_qml(views)
    assert not (views / "shell" / "util.jsc").exists()


def test_the_package_is_byte_compiled(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "mod.py").write_text("VALUE = 1\n", encoding="utf-8")
    assert build.compile_python(package) == 2
    assert len(list((package / "__pycache__").glob("mod.*.pyc"))) == 1
    assert build.compile_python(package) == 0
