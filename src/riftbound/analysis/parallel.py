"""Run independent jobs on all local cores or on a Ray cluster, with results in job order.

This module knows nothing about games: :func:`run_map` applies a module-level function
``fn(shared, item)`` to every item and returns the results in the order of the items, whatever
the backend, the number of workers or the order in which jobs finish. Determinism is the caller's
part: each item must carry everything its result depends on (a game's seed, say), never a worker
id or a shared counter.

Backends:

- ``"local"`` (the default): a :class:`concurrent.futures.ProcessPoolExecutor` with ``workers``
  processes; ``workers=1`` runs in this process, with no pool at all.
- ``"ray"``: Ray tasks (the ``scale`` extra). ``ray_address`` connects to a running cluster; without
  one, a Ray instance already started in this process is used, else a local one is started (and
  shut down afterwards). Every node needs ``riftbound`` importable.

``fn`` and ``shared`` travel to the workers by pickle (``shared`` once per worker or, with Ray,
once per run through the object store), so they must be picklable: module-level functions, not
lambdas. Items go in chunks so that one message carries several jobs.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, TypeVar

__all__ = ["BACKENDS", "BackendUnavailable", "default_workers", "run_map"]

S = TypeVar("S")
T = TypeVar("T")
R = TypeVar("R")

BACKENDS = ("local", "ray")


class BackendUnavailable(RuntimeError):
    """The backend asked for cannot run here (e.g. Ray is not installed)."""


def default_workers() -> int:
    """All local cores (``os.cpu_count()``; 1 if unknown)."""
    return os.cpu_count() or 1


def _chunks(n: int, parts: int, max_size: int = 32) -> list[range]:
    """Split ``range(n)`` into consecutive chunks: about ``parts`` of them, none over ``max_size``
    (small chunks keep the progress display lively and the load balanced)."""
    if n == 0:
        return []
    size = max(1, min(max_size, math.ceil(n / max(1, parts))))
    return [range(i, min(i + size, n)) for i in range(0, n, size)]


# --- the job run in each worker ------------------------------------------------------------------

_WORKER: tuple[Callable[[Any, Any], Any], Any] | None = None
"""``(fn, shared)`` of the run, set once in each pool process by :func:`_init_worker`."""


def _init_worker(fn: Callable[[Any, Any], Any], shared: Any) -> None:
    global _WORKER
    _WORKER = (fn, shared)


def _run_chunk(start: int, items: Sequence[Any]) -> tuple[int, list[Any]]:
    assert _WORKER is not None, "worker not initialised"
    fn, shared = _WORKER
    return start, [fn(shared, item) for item in items]


def _run_chunk_with(fn: Callable[[Any, Any], Any], shared: Any, start: int,
                    items: Sequence[Any]) -> tuple[int, list[Any]]:
    """The Ray task body: ``shared`` arrives resolved from the object store."""
    return start, [fn(shared, item) for item in items]


# --- backends --------------------------------------------------------------------------------------

def run_map(fn: Callable[[S, T], R], shared: S, items: Sequence[T], *, workers: int | None = 1,
            backend: str = "local", ray_address: str | None = None,
            on_result: Callable[[int, R], None] | None = None) -> list[R]:
    """``[fn(shared, item) for item in items]``, computed by ``workers`` processes (``None``: all
    cores) of ``backend``.

    ``on_result(i, result)`` is called in this process as each result arrives (in completion order,
    which varies; the returned list is always in item order). An exception raised by ``fn`` is
    raised here, and the remaining jobs are cancelled.
    """
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}; choose one of {', '.join(BACKENDS)}")
    n = len(items)
    results: list[Any] = [None] * n

    def take(start: int, chunk: list[R]) -> None:
        for k, r in enumerate(chunk):
            results[start + k] = r
            if on_result is not None:
                on_result(start + k, r)

    if backend == "ray":
        _run_ray(fn, shared, items, workers, ray_address, take)
        return results
    workers = default_workers() if workers is None else workers
    if workers < 1:
        raise ValueError(f"workers must be at least 1, got {workers}")
    workers = min(workers, n)
    if workers <= 1:
        for i, item in enumerate(items):
            take(i, [fn(shared, item)])
        return results
    with ProcessPoolExecutor(max_workers=workers, initializer=_init_worker,
                             initargs=(fn, shared)) as pool:
        pending: set[Future[tuple[int, list[Any]]]] = {
            pool.submit(_run_chunk, c.start, [items[i] for i in c]) for c in _chunks(n, workers * 8)}
        try:
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for f in done:
                    take(*f.result())
        except BaseException:
            for f in pending:
                f.cancel()
            raise
    return results


def _import_ray() -> Any:
    try:
        import ray
    except ImportError as e:
        raise BackendUnavailable(
            "the ray backend needs Ray: pip install 'riftbound[scale]' "
            f"(importing ray failed: {e})") from e
    return ray


def _run_ray(fn: Callable[[Any, Any], Any], shared: Any, items: Sequence[Any], workers: int | None,
             address: str | None, take: Callable[[int, list[Any]], None]) -> None:
    ray = _import_ray()
    started = False
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
        if address:
            kwargs["address"] = address
        elif workers:
            kwargs["num_cpus"] = workers  # a local instance: as many CPUs as workers asked for
        try:
            ray.init(**kwargs)
        except Exception as e:  # a bad address, a cluster that is down, ...
            raise BackendUnavailable(f"cannot start or reach Ray ({type(e).__name__}: {e})") from e
        started = True
    try:
        cpus = int(ray.cluster_resources().get("CPU", 1)) or 1
        task = ray.remote(num_cpus=1)(_run_chunk_with)  # retried if a worker dies; never on an error
        shared_ref = ray.put(shared)
        refs = [task.remote(fn, shared_ref, c.start, [items[i] for i in c])
                for c in _chunks(len(items), cpus * 4)]
        pending = list(refs)
        try:
            while pending:
                done, pending = ray.wait(pending, num_returns=1)
                for ref in done:
                    try:
                        take(*ray.get(ref))
                    except ray.exceptions.RayTaskError as e:
                        cause = getattr(e, "cause", None)
                        if isinstance(cause, Exception):
                            raise cause from None
                        raise
        except BaseException:
            for ref in pending:
                ray.cancel(ref)
            raise
    finally:
        if started:
            ray.shutdown()
