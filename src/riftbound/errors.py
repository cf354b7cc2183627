"""Typed errors of the public API."""

from __future__ import annotations


class RiftboundError(Exception):
    """Base class of the engine's errors."""


class IllegalActionError(RiftboundError, ValueError):
    """The action is not legal now; the game is unchanged."""


class UnsupportedCardError(RiftboundError, ValueError):
    """A deck holds a card whose behaviour the engine does not implement yet."""
