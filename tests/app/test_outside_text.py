"""Issue 16, case 7: text from outside (a flag, a file name, an error) is shown as plain text.

``--lang '<img src=http://…>'`` once made the banner fetch the image: rich text in a Label
loads its resources. The banner now shows such text as it is, and nothing touches the network.
"""

from __future__ import annotations

import socket

from PySide6.QtQuick import QQuickItem


def test_a_flag_with_markup_is_shown_as_text_and_opens_no_connection(launch, qtbot) -> None:
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    listener.settimeout(0.1)
    port = listener.getsockname()[1]
    flag = f"<img src='http://127.0.0.1:{port}/a'>"  # short enough to be shown whole
    try:
        shell = launch(lang=flag)
        label = shell.find("messageText")
        assert label.property("visible")
        shown = label.property("text")
        assert flag in shown  # the markup as characters
        qtbot.wait(1500)
        try:
            connection, _address = listener.accept()
        except TimeoutError:
            connection = None
        assert connection is None, "the window opened a network connection"
    finally:
        listener.close()


def test_every_text_of_the_banner_is_plain(launch) -> None:
    shell = launch()
    shell.settings.report_saved_match("unsaved", "<h1>disk</h1>")
    label: QQuickItem = shell.find("messageText")
    assert "<h1>disk</h1>" in label.property("text")
    # Rich text would draw "disk" as a heading on a line of its own.
    assert label.property("lineCount") == 1


# -- issue 32: escaped, not only plain ----------------------------------------------------------

FORGED = "de\nThe match was won\u202eevil\x07"


def test_a_flag_with_a_newline_or_override_is_shown_escaped_in_the_window(launch) -> None:
    shell = launch(lang=FORGED)
    shown = shell.find("messageText").property("text")
    assert "\u202e" not in shown and "\x07" not in shown and "\n" not in shown
    assert "de\\nThe match" in shown


def test_every_message_argument_is_escaped(launch) -> None:
    shell = launch()
    shell.settings.report_saved_match("unsaved", "disk\nfull\u202e!")
    label: QQuickItem = shell.find("messageText")
    text = label.property("text")
    assert "disk\\nfull\\u202e!" in text and "\u202e" not in text
    assert label.property("lineCount") == 1


def test_an_exported_file_name_is_shown_escaped(qtbot, tmp_path) -> None:
    from tests.app.record_helpers import Table

    table = Table(qtbot, "scopa")
    folder = tmp_path / "a\u202efolder\nwith lines"
    folder.mkdir()
    target = folder / "match.json"
    table.c.exportMatch(str(target))
    qtbot.waitUntil(lambda: bool(table.files), timeout=10_000)
    kind, done, detail = table.files[-1]
    assert (kind, done) == ("export", True) and target.exists()
    assert "\u202e" not in detail and "\n" not in detail
    assert detail.endswith("with lines/match.json") and "\\u202e" in detail
    table.c.stop()
