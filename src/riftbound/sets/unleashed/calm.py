"""Unleashed (UNL): the Calm cards of the first card wave (issue 12): Enthusiastic Promoter and
Trevor Snoozebottom."""

from __future__ import annotations

from ...effects import Buff, Custom, Each, TriggerScript, UnitCard, Units

__all__ = ["CARDS"]


CARDS: tuple[UnitCard, ...] = (
    UnitCard("unl-043-219", "Enthusiastic Promoter",
             on_hold=TriggerScript(steps=(Buff(Each(Units(where="here"))),)),
             note="Every unit where it is as the ability resolves, any player's, gets a buff if it has "
                  "none (702.3.a); gone from the board, it has no 'here' (359.3.f.2.a). Backline is "
                  "the card table's keyword."),
    UnitCard("unl-048-219", "Trevor Snoozebottom",
             on_hold=TriggerScript(steps=(Custom("sprite_here", text="you play a ready 3 Might Sprite "
                                                 "unit token (it has Temporary) where this unit is"),)),
             note="The token's Temporary is printed on it (816); gone from the board by then, no token "
                  "is played (359.3.f.2.a). Shield is the card table's keyword."),
)
