"""Everything a player reads goes through Qt's translation: no bare English literal in the QML,
no untranslated sentence from Python, and the full rules of every game in every language."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator, QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine

from cardavia_desktop import paths
from cardavia_desktop.controllers.languages import NATIVE_NAMES, SOURCE_LANGUAGE, locale_for

TRANSLATED = [code for code in NATIVE_NAMES if code != SOURCE_LANGUAGE]
VIEWS = paths.views_dir()
PACKAGE = paths.PACKAGE_DIR

STRING = r'"(?:[^"\\\n]|\\.)*"'
TRANSLATED_CALL = re.compile(
    rf"\bqsTr(?:anslate)?\(\s*(?:{STRING}\s*,\s*)?{STRING}(?:\s*\+\s*{STRING})*", re.DOTALL
)
COMMENT = re.compile(r"(^|\s)//.*$", re.MULTILINE)
BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
LITERAL = re.compile(STRING)
# Lines whose strings are never shown: imports, object names, files, fonts, key sequences.
NOT_SHOWN = re.compile(
    r"^\s*(import|pragma|objectName|source|\.import|sequences?)\b|Family|fontFamily"
)
TEXT_PROPERTY = re.compile(
    r"\b(text|title|label|name|placeholderText|Accessible\.name|Accessible\.description)\s*:\s*"
    r"\"[^\"]*[A-Za-z]"
)


def sentence_like(text: str, labels: bool = True) -> bool:
    """Two words or more of letters, or (``labels``) one capitalised word: words a player reads."""
    words = [word for word in text.split() if re.search(r"[A-Za-z]{2}", word)]
    label = labels and bool(re.fullmatch(r"[A-Z][a-z]{2,}[.!?:…]?", text.strip()))
    return len(words) >= 2 or label


def untranslated_literals(path: Path) -> list[str]:
    """Visible-looking string literals of a QML/JS file that are not inside qsTr/qsTranslate."""
    source = BLOCK_COMMENT.sub(
        lambda c: "\n" * c.group().count("\n"), path.read_text(encoding="utf-8")
    )
    source = COMMENT.sub(r"\1", source)
    source = TRANSLATED_CALL.sub(lambda call: "qsTr(" + "\n" * call.group().count("\n"), source)
    found = []
    for number, line in enumerate(source.splitlines(), 1):
        if NOT_SHOWN.search(line):
            continue
        if TEXT_PROPERTY.search(line):
            found.append(f"{path.name}:{number}: {line.strip()}")
            continue
        found += [
            f"{path.name}:{number}: {line.strip()}"
            for literal in LITERAL.findall(line)
            if sentence_like(literal[1:-1])
        ]
    return found


def test_the_literal_check_catches_a_bare_string(tmp_path: Path) -> None:
    sample = tmp_path / "Sample.qml"
    sample.write_text(
        'Item {\n    Text { text: "Your turn" }\n    Text { text: qsTr("Fine") }\n'
        '    property string a: qsTr("Long "\n        + "line")\n'
        '    property string b: cond ? "Two words" : ""\n}\n',
        encoding="utf-8",
    )
    assert [entry.split(":")[1] for entry in untranslated_literals(sample)] == ["2", "6"]


def test_no_visible_qml_literal_bypasses_qstr() -> None:
    files = [*VIEWS.rglob("*.qml"), *VIEWS.rglob("*.js")]
    assert len(files) > 20
    offenders = [entry for path in files for entry in untranslated_literals(path)]
    assert offenders == []


# Python strings that are not shown in the window, each with the reason.
PYTHON_NOT_SHOWN = {
    "languages.py": "each language's own name (the selector shows it untranslated by design)",
    "fonts.py": "font family names",
}
ALLOWED_CALLS = {
    "print",
    "translate",
    "add_argument",
    "ArgumentParser",
    "error",
    "ArgumentTypeError",
    "Signal",
    "Property",
    "Slot",
}
# A refusal is (code, diagnostic): the view words it from the code (Table.qml rejectionText).
CODED_CALLS = {"emit", "_reject", "refuse"}  # a refusal code first: the view words it


def untranslated_python(path: Path) -> list[str]:
    """Sentence-like string constants of a module that could reach the player untranslated."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and sentence_like(node.value, labels=False)
        ):
            continue
        parent, allowed = parents.get(node), False
        while parent is not None and not allowed:
            if isinstance(parent, ast.Expr) and isinstance(
                parents.get(parent), (ast.Module, ast.FunctionDef, ast.ClassDef)
            ):
                allowed = True  # a docstring
            elif isinstance(parent, ast.Compare):
                allowed = True  # matched against, not shown
            elif isinstance(parent, ast.Raise):
                allowed = True  # a developer's error (the CLI prints it to stderr)
            elif isinstance(parent, ast.Call):
                name = getattr(parent.func, "attr", getattr(parent.func, "id", ""))
                coded = (
                    name in CODED_CALLS
                    and parent.args
                    and isinstance(parent.args[0], ast.Constant)
                    and re.fullmatch(r"[a-z_]+", str(parent.args[0].value))
                )
                allowed = name in ALLOWED_CALLS or bool(coded)
            elif isinstance(parent, ast.Return) and path.name == "app.py":
                allowed = True  # display_problem(): printed to stderr before any window
            parent = parents.get(parent)
        if not allowed:
            found.append(f"{path.name}:{node.lineno}: {node.value!r}")
    return found


def test_python_text_for_the_player_goes_through_translate() -> None:
    modules = [
        *sorted((PACKAGE / "controllers").rglob("*.py")),  # the worker package too
        PACKAGE / "app.py",
        PACKAGE / "settings.py",
    ]
    offenders = [
        entry
        for path in modules
        if path.name not in PYTHON_NOT_SHOWN
        for entry in untranslated_python(path)
    ]
    assert offenders == []


def test_the_python_check_catches_a_bare_sentence(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""Doc string here."""\n'
        'def f():\n    return {"message": "Your move was refused"}\n'
        'def g():\n    return QCoreApplication.translate("Ctx", "Fine words")\n',
        encoding="utf-8",
    )
    assert [entry.split(":")[1] for entry in untranslated_python(sample)] == ["3"]


def game_infos() -> list[Path]:
    """Every game's Info.qml (name, format, pitch and the full rules)."""
    found = sorted(VIEWS.joinpath("games").glob("*/Info.qml"))
    assert found, "no game has an Info.qml"
    return found


def load_info(engine: QQmlEngine, path: Path, code: str) -> dict[str, object]:
    """Name, format, pitch and sections of an Info.qml with ``code``'s translation installed."""
    app = QCoreApplication.instance()
    translator = QTranslator()
    assert translator.load(str(paths.i18n_dir() / f"cardavia_{code}.qm")), (
        "run `make build` (python -m cardavia_desktop.build) to compile the translations"
    )
    app.installTranslator(translator)
    QLocale.setDefault(locale_for(code))
    engine.setUiLanguage(locale_for(code).name())
    try:
        component = QQmlComponent(engine, QUrl.fromLocalFile(str(path)))
        info = component.create()
        assert info is not None, component.errorString()
        sections = info.property("sections")
        sections = sections.toVariant() if hasattr(sections, "toVariant") else sections
        return {
            "name": info.property("name"),
            "format": info.property("format"),
            "pitch": info.property("pitch"),
            "sections": sections,
        }
    finally:
        app.removeTranslator(translator)
        QLocale.setDefault(QLocale("en_US"))


@pytest.fixture(scope="module")
def infos(qapp) -> dict[tuple[str, str], dict[str, object]]:
    """Every game's info in every language, keyed by (game, language)."""
    engine = QQmlEngine()
    loaded = {
        (path.parent.name, code): load_info(engine, path, code)
        for path in game_infos()
        for code in NATIVE_NAMES
    }
    engine.deleteLater()
    return loaded


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_rules_section_exists_and_is_translated(infos, code: str) -> None:
    for path in game_infos():
        game = path.parent.name
        english, local = infos[(game, SOURCE_LANGUAGE)], infos[(game, code)]
        assert len(local["sections"]) == len(english["sections"]) >= 4
        for ours, theirs in zip(local["sections"], english["sections"], strict=True):
            assert ours["title"] and ours["title"] != theirs["title"], (game, theirs["title"])
            assert len(ours["bullets"]) == len(theirs["bullets"]) > 0
            for bullet, source in zip(ours["bullets"], theirs["bullets"], strict=True):
                assert bullet.strip() and bullet != source, (game, code, source)
        assert local["pitch"] != english["pitch"] and local["format"] != english["format"]


def test_rules_numbers_follow_the_language(infos) -> None:
    """Persian rules and format line show Persian digits (as the seed page: ۴ بازیکن); Arabic
    Western ones; the format line's player count is a plural."""
    for path in game_infos():
        game = path.parent.name
        persian = infos[(game, "fa")]
        texts = [
            persian["format"],
            persian["pitch"],
            *(bullet for section in persian["sections"] for bullet in section["bullets"]),
        ]
        assert not any(re.search("[0-9]", text) for text in texts)
        assert re.search("[۰-۹]", " ".join(texts))
        arabic = " ".join(
            bullet for section in infos[(game, "ar")]["sections"] for bullet in section["bullets"]
        )
        assert re.search("[0-9]", arabic) and not re.search("[٠-٩]", arabic)
    assert infos[("schnapsen", "fa")]["format"].startswith("۲ بازیکن")
    assert infos[("schnapsen", "ar")]["format"].startswith("لاعبان")  # the Arabic dual
    assert infos[("schnapsen", "en")]["format"].startswith("2 players")


def test_numbers_are_formatted_with_the_interface_locale() -> None:
    """``Qt.locale()`` alone is the default locale at binding time and does not update on a
    language switch; views format with ``Qt.locale(Qt.uiLanguage)`` (or ``%Ln``)."""
    bare = re.compile(r"Qt\.locale\(\s*\)")
    offenders = [
        f"{path.name}: {line.strip()}"
        for path in [*VIEWS.rglob("*.qml"), *VIEWS.rglob("*.js")]
        for line in path.read_text(encoding="utf-8").splitlines()
        if bare.search(line)
    ]
    assert offenders == []


def plain_counts(folder: Path) -> list[str]:
    """Every translated string under ``folder`` whose count is ``%n`` (Latin digits) rather
    than ``%Ln`` (the language's digits)."""
    found = []
    for path in sorted([*folder.rglob("*.qml"), *folder.rglob("*.js")]):
        source = BLOCK_COMMENT.sub("", COMMENT.sub("", path.read_text(encoding="utf-8")))
        found += [
            f"{path.name}: {call.group(0)[:80]}"
            for call in TRANSLATED_CALL.finditer(source)
            if re.search(r"(?<!%L)%n\b", call.group(0))
        ]
    return found


def test_every_count_is_written_in_the_languages_digits(tmp_path: Path) -> None:
    """Issue 33 item 9: a count in a sentence is ``%Ln``, so Persian reads "(۴ امتیاز)", not
    "(4 امتیاز)" (``%n`` prints Latin digits in every language). The check catches ``%n``."""
    assert plain_counts(VIEWS) == []
    (tmp_path / "x.js").write_text('qsTranslate("Story", "won (%n point(s))", "", n)\n')
    assert len(plain_counts(tmp_path)) == 1
