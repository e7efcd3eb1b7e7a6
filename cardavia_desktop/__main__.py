"""``python -m cardavia_desktop`` is the ``cardavia`` command."""

import sys

from .app import main

sys.exit(main())
