"""``python -m riftbound`` runs the command line."""

from .cli import main

main()
