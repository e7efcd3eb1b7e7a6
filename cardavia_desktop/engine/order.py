"""The lobby order of the game ids; light to import (loads no game)."""

ORDER = ("scopa", "piedicavallo", "minchiate", "schnapsen", "lockbet")
