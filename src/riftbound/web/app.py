"""The web server of ``riftbound serve``: one page (plain HTML, CSS and our own small script) and a
small JSON API over :mod:`.sessions`. Needs the ``web`` extra (Starlette and uvicorn).

API (every answer is JSON; an error is ``{"error": message}`` with status 400, 404 or 415):

- ``GET /api/options``: built-in decks, bots, and the sessions opened from the command line.
- ``POST /api/play`` ``{"deck", "bot_deck", "seat", "bot", "seed"}``: a Duel against a bot.
- ``POST /api/replay`` ``{"record", "source"}``, ``POST /api/position`` ``{"position", "source"}``.
- ``GET /api/s/ID?since=N`` the view (replays also take ``at=N``, ``turn=T`` and ``viewer=0|1``).
- ``POST /api/s/ID/act`` ``{"step", "index" | "text" | "concede"}``: answer the decision.
- ``GET /api/s/ID/record``: a finished game's record.

The server binds to 127.0.0.1 by default. It answers only requests for its own host name (against
DNS rebinding) and POSTs sent as ``application/json`` (which another site's page can't send
without a CORS preflight, which it never gets): a page elsewhere can't drive it.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from ..bots import BOTS
from ..decks import DeckError
from ..errors import RiftboundError
from ..formats.position import PositionError
from ..formats.records import load_record
from .sessions import (
    PlaySession,
    PositionSession,
    ReplaySession,
    SessionError,
    Sessions,
    builtin_deck_names,
    deck_from_spec,
    open_position,
)

__all__ = ["allowed_hosts", "create_app", "is_local", "free_port", "run", "start_in_thread"]

STATIC = Path(__file__).parent / "static"


class ApiError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


async def _body(request: Request) -> dict[str, Any]:
    if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
        raise ApiError(415, "send JSON (Content-Type: application/json)")
    try:
        data = json.loads(await request.body())
    except ValueError as e:
        raise ApiError(400, f"the request is not valid JSON: {e}") from e
    if not isinstance(data, dict):
        raise ApiError(400, "the request must be a JSON object")
    return data


def _int(value: Any, name: str, default: int | None = None) -> int:
    if value is None or value == "":
        if default is None:
            raise ApiError(400, f"{name} is missing")
        return default
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ApiError(400, f"{name} must be a whole number, got {value!r}") from None


def create_app(records: Sequence[str | Path] = (), positions: Sequence[str | Path] = (),
               hosts: Sequence[str] = ("127.0.0.1", "localhost"), deck_files: bool = True) -> Starlette:
    """The app, with a session opened for each record and position file given (errors name the
    file and raise before the server starts). ``deck_files``: whether a deck may be given as the
    path of a file on this computer (not when the server listens beyond it)."""
    sessions = Sessions()
    preload: list[dict[str, str]] = []
    for path in records:
        sid = sessions.add(ReplaySession(load_record(path), str(path)))
        preload.append({"id": sid, "kind": "replay", "source": str(path)})
    for path in positions:
        try:
            data: Any = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError):
            data = Path(path)  # load_position reports what is wrong with the file
        sid = sessions.add(open_position(data, str(path)))
        preload.append({"id": sid, "kind": "position", "source": str(path)})

    def session(request: Request) -> Any:
        try:
            return sessions.get(request.path_params["sid"])
        except KeyError:
            raise ApiError(404, "no such game: the server may have been restarted") from None

    def since(request: Request) -> int:
        return _int(request.query_params.get("since"), "since", 0)

    async def index(request: Request) -> Response:
        return FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-store"})

    async def options(request: Request) -> Response:
        return JSONResponse({"decks": builtin_deck_names(), "bots": list(BOTS), "preload": preload})

    def play(data: dict[str, Any]) -> Response:
        seat = _int(data.get("seat"), "seat", 0)
        mine = deck_from_spec(str(data.get("deck", "")), deck_files)
        theirs = deck_from_spec(str(data.get("bot_deck", "")), deck_files)
        decks = [mine, theirs] if seat == 0 else [theirs, mine]
        s = PlaySession(decks, seat, str(data.get("bot", "random")), _int(data.get("seed"), "seed", 1))
        return JSONResponse({"id": sessions.add(s), "view": s.view()})

    def replay(data: dict[str, Any]) -> Response:
        s = ReplaySession(data.get("record"), str(data.get("source") or "uploaded record"))
        return JSONResponse({"id": sessions.add(s), "view": s.view()})

    def position(data: dict[str, Any]) -> Response:
        s = open_position(data.get("position"), str(data.get("source") or "uploaded position"))
        return JSONResponse({"id": sessions.add(s), "view": s.view()})

    def show(request: Request) -> Response:
        s = session(request)
        if isinstance(s, ReplaySession):
            q = request.query_params
            at = _int(q.get("at"), "at") if q.get("at") else None
            if q.get("turn"):
                at = s.turn_start(_int(q.get("turn"), "turn"))
            viewer = q.get("viewer")
            return JSONResponse(s.view(None if viewer in (None, "", "all") else _int(viewer, "viewer"),
                                       since(request), at))
        return JSONResponse(s.view(since(request)))

    def act(request: Request, data: dict[str, Any]) -> Response:
        s = session(request)
        step = _int(data.get("step"), "step")
        index = None if data.get("index") is None else _int(data.get("index"), "index")
        text = str(data.get("text") or "").strip() or None
        if isinstance(s, PlaySession):
            label = s.act(step, index, text, bool(data.get("concede")))
        elif isinstance(s, PositionSession):
            label = s.act(step, index, text)
        else:
            raise ApiError(400, "a replay takes no actions: step through it instead")
        return JSONResponse({"done": label, "view": s.view(_int(data.get("since"), "since", 0))})

    def record(request: Request) -> Response:
        s = session(request)
        if not isinstance(s, PlaySession):
            raise ApiError(400, "only a game played here has a record to save")
        return JSONResponse(s.record(), headers={
            "Content-Disposition": 'attachment; filename="riftbound-game.json"'})

    def guarded(fn: Any, body: bool = False) -> Any:
        """Run ``fn`` in a worker thread (bots may think for a while) and turn errors into JSON."""
        async def endpoint(request: Request) -> Response:
            try:
                if body:
                    data = await _body(request)
                    if "sid" in request.path_params:
                        return await _threaded(fn, request, data)
                    return await _threaded(fn, data)
                return await _threaded(fn, request)
            except ApiError as e:
                return _error(e.status, str(e))
            except (SessionError, DeckError, PositionError, RiftboundError, OSError) as e:
                return _error(400, str(e))
        return endpoint

    routes = [
        Route("/", index),
        Route("/api/options", options),
        Route("/api/play", guarded(play, body=True), methods=["POST"]),
        Route("/api/replay", guarded(replay, body=True), methods=["POST"]),
        Route("/api/position", guarded(position, body=True), methods=["POST"]),
        Route("/api/s/{sid}", guarded(show)),
        Route("/api/s/{sid}/act", guarded(act, body=True), methods=["POST"]),
        Route("/api/s/{sid}/record", guarded(record)),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=list(hosts))])
    app.state.sessions = sessions
    app.state.preload = preload
    return app


async def _threaded(fn: Any, *args: Any) -> Any:
    return await run_in_threadpool(fn, *args)


def is_local(host: str) -> bool:
    """Whether ``host`` is an address only this computer reaches."""
    return host in ("127.0.0.1", "localhost", "::1")


def allowed_hosts(host: str) -> list[str]:
    """The Host names the server answers: its own address, and localhost."""
    if host in ("0.0.0.0", "::", ""):
        return ["*"]
    return sorted({host, "127.0.0.1", "localhost"})


def run(app: Starlette, host: str, port: int) -> None:
    uvicorn.run(app, host=host, port=port, log_level="warning")


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port free on ``host`` now (for tests and screenshots)."""
    with socket.socket() as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def start_in_thread(app: Starlette, host: str = "127.0.0.1", port: int | None = None
                    ) -> tuple[uvicorn.Server, str]:
    """Serve ``app`` from a background thread; returns the server (``should_exit = True`` stops it)
    and its base URL."""
    port = port or free_port(host)
    server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError(f"the web server did not start on {host}:{port}")
        time.sleep(0.05)
    return server, f"http://{host}:{port}"
