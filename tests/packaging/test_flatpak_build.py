"""The Flatpak manifest's build, as far as this machine can run it (no Flathub, no KDE SDK).

Its sources are fetched with the registries' own clients (``pip download`` for the wheels of this
machine's architecture, ``npm pack`` for the font) and must have the manifest's sha256; then each
module's ``build-commands`` run as written, with ``FLATPAK_DEST`` a scratch folder instead of
``/app`` and this interpreter as ``python3``/``pip3``; the installed ``bin/cardavia`` must then
show a table in English and Persian, writing nothing into the installed tree. What only Flathub
can check (the KDE runtime's Python and ``qsb``, the sandbox) is listed in packaging/README.md.
Slow (about two minutes): the wheels are large and the build bakes every view.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path, PurePosixPath

import pytest

from tests.packaging.packaging_helpers import REPO, load_packaging_module, show_manifest, tool

smoke = load_packaging_module("smoke_tables")

pytestmark = [pytest.mark.slow, pytest.mark.xvfb, pytest.mark.timeout(1200)]

BUILD_OUTPUTS = ("*.qsb", "*.qm", "*.qmlc", "*.jsc", "__pycache__")


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _wheel_platform(filename: str) -> str:
    return filename.removesuffix(".whl").split("-")[-1]


def _fetch_wheels(sources: list[dict], folder: Path) -> None:
    """``pip download`` each wheel the manifest lists for this machine; check its sha256."""
    arch = platform.machine()
    wanted = [s for s in sources if arch in s.get("only-arches", [arch])]
    assert wanted, f"the manifest has no wheels for {arch}"
    for source in wanted:
        filename = PurePosixPath(source["url"]).name
        name, version = filename.split("-")[:2]
        command = [
            sys.executable,
            "-m",
            "pip",
            "download",
            "-q",
            "--no-deps",
            "--only-binary=:all:",
            "-d",
            str(folder),
            f"{name}=={version}",
        ]
        wheel_platform = _wheel_platform(filename)
        if wheel_platform != "any":
            command += [
                "--platform",
                wheel_platform,
                "--python-version",
                "3.12",
                "--implementation",
                "cp",
            ]
        done = subprocess.run(command, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stdout + done.stderr
        assert (folder / filename).is_file(), f"pip did not bring {filename}"
        assert _sha256(folder / filename) == source["sha256"], filename


def _fetch_npm(source: dict, folder: Path) -> None:
    """``npm pack`` the manifest's npm tarball, check its sha256, unpack it (strip one level)."""
    filename = PurePosixPath(source["url"]).name
    package, version = filename.removesuffix(".tgz").rsplit("-", 1)
    npm = tool("npm", "apt-get install npm (it also fetches the font in make build)")
    done = subprocess.run(
        [npm, "pack", f"{package}@{version}", "--silent", "--pack-destination", str(folder.parent)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    tarball = folder.parent / filename
    assert _sha256(tarball) == source["sha256"], filename
    folder.mkdir()
    with tarfile.open(tarball) as archive:
        for member in archive.getmembers():
            member.name = "/".join(member.name.split("/")[1:])
            if member.name:
                archive.extract(member, folder, filter="data")


def _copy_dir_source(source: dict, folder: Path) -> None:
    """The ``dir`` source: the work tree less the manifest's ``skip`` and the build outputs."""
    skip = set(source.get("skip", []))
    shutil.copytree(
        REPO,
        folder,
        symlinks=True,
        ignore=lambda where, names: [
            n
            for n in names
            if (Path(where) == REPO and n in skip)
            or n.startswith(".")
            or any(PurePosixPath(n).match(pattern) for pattern in BUILD_OUTPUTS)
        ],
    )


def _write_script(source: dict, folder: Path, prefix: Path) -> None:
    """The ``script`` source as flatpak-builder writes it, ``/app`` pointing at ``prefix``."""
    body = "\n".join(source["commands"]).replace("/app/", f"{prefix}/")
    target = folder / source["dest-filename"]
    target.write_text(f"#!/bin/sh\n{body}\n")
    target.chmod(0o755)


def _snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns)
        for p in folder.rglob("*")
    }


def _warmth(launcher: Path, home: Path, temperature: int) -> float:
    """Red minus blue on the felt of deal 7 with the colour-temperature filter at a setting."""
    from PySide6.QtGui import QImage

    settings = home / "config" / "cardavia" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(
        json.dumps({"format": "cardavia-settings/1", "grain": 0, "temperature": temperature})
    )
    shot = home / "shot.png"
    done = subprocess.run(
        [
            str(launcher),
            "--game",
            "schnapsen",
            "--deal",
            "7",
            "--size",
            "1280x800",
            "--screenshot",
            str(shot),
        ],
        env={
            **os.environ,
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CACHE_HOME": str(home / "cache"),
        },
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    pixels = [image.pixelColor(x, y) for x in range(400, 880, 9) for y in range(360, 480, 9)]
    return sum(p.red() - p.blue() for p in pixels) / len(pixels)


def test_flatpak_build_commands_install_an_app_that_shows_the_tables(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert os.environ.get("DISPLAY"), "needs an X display (make test runs under xvfb-run)"
    manifest, _warnings = show_manifest()
    prefix = tmp_path / "app"
    tools = tmp_path / "tools"
    tools.mkdir()
    for name, command in (
        ("python3", f'exec "{sys.executable}" "$@"'),
        ("pip3", f'exec "{sys.executable}" -m pip "$@"'),
    ):
        (tools / name).write_text(f"#!/bin/sh\n{command}\n")
        (tools / name).chmod(0o755)
    site = (
        prefix
        / "lib"
        / f"python{sys.version_info.major}.{sys.version_info.minor}"
        / "site-packages"
    )
    # What the runtime's Python has: /app's site-packages on its path, and nothing else
    # installed (this interpreter's own PySide6 must not satisfy the manifest's pip install).
    env = {
        "PATH": f"{tools}:/usr/bin:/bin",
        "HOME": str(tmp_path),
        "LANG": "C.UTF-8",
        "FLATPAK_DEST": str(prefix),
        "PYTHONPATH": str(site),
        "PIP_IGNORE_INSTALLED": "1",
        "PIP_DISABLE_PIP_VERSION_CHECK": "1",
        "QT_QPA_PLATFORM": "offscreen",
    }
    for module in manifest["modules"]:
        work = tmp_path / "build" / module["name"]
        work.mkdir(parents=True)
        for source in module["sources"]:
            if source["type"] == "file":
                continue  # the wheels: fetched together below
            if source["type"] == "archive":
                work.rmdir()
                _fetch_npm(source, work)
            elif source["type"] == "dir":
                work.rmdir()
                _copy_dir_source(source, work)
            elif source["type"] == "script":
                _write_script(source, work, prefix)
            else:
                pytest.fail(f"source type {source['type']} is not simulated here")
        wheels = [s for s in module["sources"] if s["type"] == "file"]
        if wheels:
            _fetch_wheels(wheels, work)
        for command in module["build-commands"]:
            done = subprocess.run(
                ["bash", "-e", "-c", command],
                cwd=work,
                env=env,
                capture_output=True,
                text=True,
                timeout=900,
            )
            assert done.returncode == 0, f"{module['name']}: {command}\n{done.stderr[-3000:]}"
    installed = prefix / "share" / "cardavia"
    shader_sources = [
        p for p in (REPO / "resources" / "shaders").iterdir() if p.suffix in (".frag", ".vert")
    ]
    assert sorted(p.name for p in (installed / "resources" / "shaders").iterdir()) == sorted(
        f"{p.name}.qsb" for p in shader_sources
    )
    assert len(list((installed / "i18n").glob("*.qm"))) == len(list((REPO / "i18n").glob("*.ts")))
    assert not list((installed / "i18n").glob("*.ts"))
    for needed in (
        "share/applications/cardavia.desktop",
        "share/metainfo/io.github.cardavia.cardavia.metainfo.xml",
        "share/icons/hicolor/scalable/apps/cardavia.svg",
        "share/cardavia/build/fonts/Vazirmatn-Regular.ttf",
        "bin/cardavia",
    ):
        assert (prefix / needed).is_file(), needed
    before = _snapshot(prefix)
    monkeypatch.setenv("PATH", env["PATH"])
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")  # real OpenGL: the filters' shaders run
    monkeypatch.setenv("PYTHONPATH", str(site))
    failures = smoke.smoke(
        [str(prefix / "bin" / "cardavia")],
        tmp_path / "shots",
        games=["scopa"],
        languages=["en", "fa"],
    )
    assert failures == []
    assert (
        _warmth(prefix / "bin" / "cardavia", tmp_path / "warm", 100)
        > _warmth(prefix / "bin" / "cardavia", tmp_path / "neutral", 50) + 8
    ), "the baked filter shader did not warm the picture"
    if os.environ.get("CARDAVIA_SMOKE_SHOT"):  # keep a picture to look at it
        shutil.copy(tmp_path / "shots" / "scopa-fa.png", os.environ["CARDAVIA_SMOKE_SHOT"])
    assert _snapshot(prefix) == before, "the app wrote into its installed files"
