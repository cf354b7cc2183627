"""Commands for positions, game records and the judge's resolver: ``replay`` and ``resolve``."""

from __future__ import annotations

from .cli import cli  # noqa: F401  (commands are added with @cli.command)
