"""The rules engine: turn structure, cleanups, scoring, showdowns, combat and limited actions.

Each module covers one area of the Core Rules and works on a :class:`~riftbound.state.GameState`.
Importing this package registers every task handler with :mod:`riftbound.engine.core`.
"""

from . import (  # noqa: F401
    chain,
    cleanup,
    combat,
    core,
    decisions,
    might_ten,
    primitives,
    ready_watch,
    scoring,
    setup,
    turn,
    units,
)
