"""Unleashed (UNL): the Mind cards of the first card wave (issue 12): Eclipse."""

from __future__ import annotations

from ...effects import Chosen, GiveMight, SpellCard, SpellScript, Target, Units
from ...effects.words import PREDICT

__all__ = ["CARDS"]


CARDS: tuple[SpellCard, ...] = (
    SpellCard("unl-063-219", "Eclipse",
              SpellScript(targets=(Target(Units()),), steps=(GiveMight(-4, Chosen(0)), PREDICT)),
              note="Reaction is the card table's keyword; it predicts even if the unit is gone."),
)
