"""Unleashed (UNL): the cards that Replace a battlefield (438; card wave 2, issue 13, helper R).

- Ivern, Green Father: "when you conquer or hold", its controller may exhaust it as the ability is
  finalized (383.3.a-b: the cost, decided then; an exhausted legend can't pay it, so only declining
  is left); performed, the battlefield scored (359.3.f.3: the ability's subject) is replaced with a
  Brush battlefield token (187.8, :mod:`.tokens`; :mod:`riftbound.engine.replace`).
"""

from __future__ import annotations

from ...effects import Custom, TriggerScript, When
from ...effects.cards import LegendCard
from ...effects.copy_words import ScoredThere
from ...effects.may_exhaust import MayExhaustMe
from ...effects.spells import custom
from ...engine.replace import replace_battlefield
from ...state import ChainItem, GameState, place_of
from .tokens import BRUSH

__all__ = ["CARDS"]

REPLACE_SCORED_WITH_BRUSH = Custom("replace_scored_with_brush", text=(
    "the battlefield scored is replaced with a Brush battlefield token (438): it keeps its place, "
    "controller, units and what applied to it, and the card replaced goes to Banishment"))


@custom("replace_scored_with_brush")
def _replace_scored_with_brush(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 359.3.f.3, 438.1-438.6: "that battlefield" is the one scored, carried as the ability's
    subject; replaced meanwhile, it is the same game object (438.1.a), so its place is replaced."""
    place = place_of(g, item.refs[0]) if item.refs else None
    if place is None:
        return False
    replace_battlefield(g, place, BRUSH, item.controller)
    return True


_GREEN_FATHER = TriggerScript(steps=(REPLACE_SCORED_WITH_BRUSH,))

CARDS: tuple[LegendCard, ...] = (
    LegendCard("unl-195-219", "Ivern, Green Father",
               when=((When("conquer", who="you"), _GREEN_FATHER), (When("hold", who="you"), _GREEN_FATHER)),
               may=(("conquer", MayExhaustMe()), ("hold", MayExhaustMe())),
               passives=(ScoredThere(),),
               note="As the ability is finalized its controller may exhaust the legend (383.3.a-b); as it "
                    "resolves the battlefield scored is replaced with a Brush token, the same game object "
                    "for what names it (438.1.a, ruling 113)."),
)
