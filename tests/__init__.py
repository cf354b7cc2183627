"""The test suite.

``SHARED`` is the folder of the shared sources the tests may read (the Core Rules, the card table,
the decklists): ``../shared`` beside the repository, or ``$RIFTBOUND_SHARED``. Every test that
needs it skips cleanly without it; ``RIFTBOUND_SHARED=/nowhere python -m pytest`` shows which.
"""

import os
from pathlib import Path

SHARED = Path(os.environ.get("RIFTBOUND_SHARED") or Path(__file__).resolve().parents[2] / "shared")
