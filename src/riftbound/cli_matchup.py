"""Commands for bots and matchup reports: ``matchup`` and ``tournament``."""

from __future__ import annotations

from .cli import cli  # noqa: F401  (commands are added with @cli.command)
