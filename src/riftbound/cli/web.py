"""``riftbound serve``: the browser view (play against a bot, replay records, open positions).

It needs the ``web`` extra (Starlette and uvicorn); without it the command says how to get it
and exits with code 2.
"""

from __future__ import annotations

import sys
import webbrowser

import click

from ..errors import RiftboundError
from .base import cli


@cli.command(short_help="Play against a bot, replay records and open positions in the browser.")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="The address to listen on (the default answers only this computer).")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535))
@click.option("--record", "records", multiple=True, type=click.Path(dir_okay=False, exists=True),
              metavar="FILE", help="Open this game record for replay (repeatable).")
@click.option("--position", "positions", multiple=True, type=click.Path(dir_okay=False, exists=True),
              metavar="FILE", help="Open this position file or fixture at its pending decision (repeatable).")
@click.option("--open", "open_browser", is_flag=True, help="Open the page in the web browser.")
def serve(host: str, port: int, records: tuple[str, ...], positions: tuple[str, ...],
          open_browser: bool) -> None:
    """Serve the page where you play a Duel against a bot from your seat, replay a game record step
    by step, or open a position at its pending decision. Stop it with Ctrl+C."""
    # Imported here, not at the top: the web extra is optional, and other commands should not pay
    # for loading Starlette and uvicorn.
    try:
        from ..web.app import allowed_hosts, create_app, is_local, run
    except ImportError as e:
        click.echo(f"error: serve needs the web extra: pip install 'riftbound[web]' ({e})", err=True)
        sys.exit(2)
    try:
        app = create_app(records, positions, hosts=allowed_hosts(host), deck_files=is_local(host))
    except (RiftboundError, OSError, ValueError) as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(2)
    shown = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
    base = f"http://{shown}:{port}/"
    click.echo(f"riftbound: serving on {base} (Ctrl+C stops it)")
    for item in app.state.preload:
        click.echo(f"  {item['kind']} {item['source']}: {base}?s={item['id']}")
    first = app.state.preload[0]["id"] if app.state.preload else None
    if open_browser:
        webbrowser.open(base + (f"?s={first}" if first else ""))
    run(app, host, port)
