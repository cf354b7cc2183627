"""The word "give a spell in your trash Flow equal to its cost this turn" (829; the grant itself and
its cost are the engine's: :mod:`riftbound.engine.given_flow`, :func:`~riftbound.engine.keywords.
keyword_cost`). Its target is a spell card in its controller's trash, chosen as the ability is
finalized (355.10.a: a card in a public zone is a target; :class:`~.trash_targets.TrashTargetTrigger`).
"""

from __future__ import annotations

from ..engine.chain import behaviour
from ..engine.core import emit
from ..engine.given_flow import give_flow
from ..engine.spell_keywords import register_flow_cost_choice
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .spells import custom
from .trash_targets import TrashTargetScript, TrashTargetTrigger
from .vocabulary import Custom

__all__ = ["GIVE_TARGET_FLOW"]

GIVE_TARGET_FLOW = Custom("give_target_flow",
                          text="the chosen spell has Flow equal to its own cost this turn (it may be played "
                               "from your trash for that cost, then banished)")


@custom("give_target_flow")
def _give_target_flow(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 829, 359.3.e.2-4: the chosen spell, if still in its controller's trash, has Flow equal to
    its cost until the end of the turn (829.1.c.1: that cost replaces its base cost when it is played
    from the trash for it)."""
    script = behaviour(g, item)
    assert isinstance(script, TrashTargetScript | TrashTargetTrigger)
    trash = g.players[item.controller].trash
    done = False
    for slot in item.targets:
        for c in slot:
            if c in trash and g.cards[c].type == "Spell":
                give_flow(g, c)
                emit(g, "829", "flow_given", item.controller, c)
                done = True
    return done


TEMPLATES["flow_given"] = lambda g, p, d: (
    f"{_name(g, d[0])} in P{p}'s trash has Flow equal to its cost this turn")

register_flow_cost_choice()  # 829.1.c.3: which Flow cost, when it has two
