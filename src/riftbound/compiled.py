"""What the optional compiled build (mypyc, setup.py) must be told about a class, and nothing else.

``mypyc_attr`` is ``mypy_extensions.mypyc_attr`` where mypy is installed (the compiled build always has
it); the pure-Python install, which depends on nothing, gets a decorator that changes nothing. mypyc
reads the decorator by its name when it compiles; at run time it never matters. Used for a class that
interpreted card entries subclass (``allow_interpreted_subclasses=True``) and for a subclass of a
builtin type (``native_class=False``): see docs/performance.md, "Compiled build".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

try:
    from mypy_extensions import mypyc_attr
except ImportError:  # the pure-Python install: the decorator only speaks to mypyc
    def mypyc_attr(*_args: Any, **_kwargs: Any) -> Callable[[type], type]:  # type: ignore[misc]
        """Leave the class as it is."""
        return lambda cls: cls

__all__ = ["mypyc_attr"]
