"""A save's checksum is SHA-256 as before (saves stay readable) without loading OpenSSL: hashlib
maps libcrypto (~4 MB resident) into the GUI process for this one use (issue 17, goal 4)."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys

from cardavia_desktop.engine import match


def test_a_save_digest_is_the_sha256_of_its_contents() -> None:
    data = {
        "game": "scopa",
        "seed": 7,
        "dealer": 1,
        "deck": ["1C", "7D"],
        "actions": ["x"],
        "digest": "ignored",
    }
    body = {key: data[key] for key in ("game", "seed", "dealer", "deck", "actions")}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    assert match._digest(data) == hashlib.sha256(text.encode()).hexdigest()[:16]


def test_the_match_module_does_not_load_openssl() -> None:
    code = "import sys, cardavia_desktop.engine.match; print('_hashlib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
