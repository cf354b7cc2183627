"""Origins (OGN) cards first made playable for the Proving Grounds Garen champion deck (issue 12).

- Confront: for the rest of the turn its controller's units enter ready as they are played (a
  delayed passive of the player, 390.4, :mod:`riftbound.engine.turn_effects`), then a draw.
- Faithful Manufactor: a Play Effect that plays a Recruit token where the unit is as it resolves
  ("here" read on execution, 359.3.f.2).
- Dune Drake: an attack trigger whose condition is part of its effect, read on resolution
  (383.2.a.1; the word :class:`~riftbound.effects.vocabulary.If`).
"""

from __future__ import annotations

from ...effects import Custom, Draw, GiveMight, Me, SpellCard, SpellScript, TriggerScript, UnitCard, Units
from ...effects.spells import custom
from ...effects.vocabulary import If, UnitExists
from ...engine.turn_effects import ENTER_READY, add_turn_effect
from ...engine.units import create_token
from ...state import ChainItem, GameState
from .tokens import RECRUIT

__all__ = ["CARDS"]

UNITS_ENTER_READY = Custom("units_enter_ready_this_turn",
                           text="for the rest of this turn, units you play (tokens too) enter ready")
RECRUIT_WHERE_I_AM = Custom("recruit_where_i_am",
                            text="you play a 1 Might Recruit unit token at this unit's location "
                                 "(none if it has left the board)")


@custom("units_enter_ready_this_turn")
def _units_enter_ready(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 390.4, 143.4.a, 369.3: until the "this turn" effects expire (317.2.c), each unit its
    controller plays (a unit token played by an effect too, 185.2.a) enters the board ready."""
    add_turn_effect(g, ENTER_READY, item.controller)
    return True


@custom("recruit_where_i_am")
def _recruit_where_i_am(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 184.2, 187.1, 359.3.f.2: the token is the ability's controller's, played where
    its source is as the instruction executes (its base, or a battlefield, which it contests if
    they don't control it, 450); with the source gone from the board, "here" is null and no token
    is played (359.3.f.2.a)."""
    u = g.units.get(item.cid)
    if u is None:
        return False
    create_token(g, item.controller, RECRUIT, u.loc)
    return True


CARDS: tuple[SpellCard | UnitCard, ...] = (
    SpellCard("ogn-129-298", "Confront", SpellScript(steps=(UNITS_ENTER_READY, Draw(1))),
              note="Only units played after it resolves are affected: it readies none already on "
                   "the board, and ends with the turn."),
    UnitCard("ogn-211-298", "Faithful Manufactor", script=TriggerScript(steps=(RECRUIT_WHERE_I_AM,))),
    UnitCard("ogn-131-298", "Dune Drake",
             on_attack=TriggerScript(steps=(If(UnitExists(Units(side="enemy", where="here"), ready=True),
                                               GiveMight(2, Me())),)),
             note="Errata read: the +2 lasts the turn. The ready enemy unit is looked for as the "
                  "ability resolves, at the place the Drake is then."),
)
