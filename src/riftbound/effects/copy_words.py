"""The words of the cards that play Reflection unit tokens (187.6) and make them copies of a unit
(477.1.b.1, :mod:`riftbound.engine.copies`).

- :data:`REFLECTION_COPY_OF_T1`: a ready Reflection in the controller's base, then a copy of the
  chosen unit, then given Temporary (Mirror Image).
- :data:`TWO_REFLECTIONS_COPYING_ME`: two Reflections where the source is, then copies of it
  (Keeper of Masks).

The errata of these cards ("Then do this: ...") make the copy a step after the token is played: the
token is played as a 0 Might Reflection (its own Play Effect, none, is what is played), then it
becomes a copy; the copied unit's "when you play me" doesn't trigger for it. A copy needs the unit
it copies on the board as the step executes (359.3.e: an impossible part is skipped): the token
stays a Reflection otherwise.
"""

from __future__ import annotations

from ..engine.copies import become_copy
from ..engine.core import emit
from ..engine.units import create_token
from ..state import ChainItem, GameState, Unit, base_of
from .spells import custom
from .vocabulary import Custom

__all__ = ["REFLECTION", "REFLECTION_COPY_OF_T1", "TWO_REFLECTIONS_COPYING_ME", "give_temporary"]

#: the 0 Might Reflection unit token (187.6; project data, data/rule_tokens.json)
REFLECTION = "rule-187-6"

REFLECTION_COPY_OF_T1 = Custom(
    "reflection_copy_of_t1",
    "you play a ready Reflection unit token in your base; then it becomes a copy of T1 (if T1 is "
    "still on the board) and gains Temporary")
TWO_REFLECTIONS_COPYING_ME = Custom(
    "two_reflections_copying_me",
    "you play two Reflection unit tokens where this unit is (none if it has left the board); then "
    "they become copies of it")


def give_temporary(g: GameState, u: Unit, player: int) -> None:
    """Rule 816.2: the unit is given Temporary (killed as its controller's next Beginning Phase
    starts, 816.1.b)."""
    u.temporary = True
    emit(g, "816.1", "temporary", player, u.cid)


def _target(item: ChainItem) -> int:
    """The spell's first target, -1 if none or gone (359.3.e.4)."""
    return item.targets[0][0] if item.targets and item.targets[0] else -1


@custom("reflection_copy_of_t1")
def _reflection_copy_of_t1(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 184.1, 187.6, 477.1.b.1, 816.2: the spell's controller plays a ready Reflection in
    their base; then it becomes a copy of the chosen unit (its copiable values now, 477.1.b.1.b: a
    copy's are what it copies) if that unit is still on the board (359.3.e), and is given
    Temporary either way."""
    token = create_token(g, item.controller, REFLECTION, base_of(item.controller), ready=True)
    if token is None:
        return False
    t = _target(item)
    if t >= 0 and t in g.units:
        become_copy(g, token.cid, t, item.controller)
    if token.cid in g.units:
        give_temporary(g, token, item.controller)
    return True


@custom("two_reflections_copying_me")
def _two_reflections_copying_me(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 187.6, 359.3.f.2, 477.1.b.1: two Reflections are played where the source is as the
    Play Effect resolves ("here": none once it has left the board, 359.3.f.2.a), exhausted (143.4);
    then each becomes a copy of the source (its copiable values, 477.1.b.1.b)."""
    me = g.units.get(item.cid)
    if me is None:
        return False
    tokens = [create_token(g, item.controller, REFLECTION, me.loc) for _ in range(2)]
    for token in tokens:
        if token is not None and token.cid in g.units and item.cid in g.units:
            become_copy(g, token.cid, item.cid, item.controller)
    return any(t is not None for t in tokens)
