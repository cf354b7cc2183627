"""The words of the cards that play Reflection unit tokens (187.6) and make them copies of a unit
(477.1.b.1, :mod:`riftbound.engine.copies`).

- :data:`REFLECTION_COPY_OF_T1`: a ready Reflection in the controller's base, then a copy of the
  chosen unit, then given Temporary (Mirror Image).
- :data:`TWO_REFLECTIONS_COPYING_ME`: two Reflections where the source is, then copies of it
  (Keeper of Masks).
- :data:`REFLECTION_THERE_COPYING_ANOTHER`, :class:`MayDiscardAndExhaustMe`, :class:`ScoredThere`:
  LeBlanc, Deceiver's "when you conquer or hold, you may discard 1 and exhaust me to play a ready
  Reflection there; then it becomes a copy of another unit there; give it Temporary".

The errata of these cards ("Then do this: ...") make the copy a step after the token is played: the
token is played as a 0 Might Reflection (its own Play Effect, none, is what is played), then it
becomes a copy; the copied unit's "when you play me" doesn't trigger for it. A copy needs the unit
it copies on the board as the step executes (359.3.e: an impossible part is skipped): the token
stays a Reflection otherwise.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from ..engine.abilities import exhaust_source, is_exhausted
from ..engine.copies import become_copy
from ..engine.core import decide, emit, task
from ..engine.costs import discard
from ..engine.decisions import register_choice
from ..engine.scoring import SCORED_THERE
from ..engine.units import create_token
from ..state import ChainItem, GameState, Unit, base_of, place_of
from .spells import custom, record
from .vocabulary import Custom

__all__ = ["REFLECTION", "REFLECTION_COPY_OF_T1", "REFLECTION_THERE_COPYING_ANOTHER",
           "TWO_REFLECTIONS_COPYING_ME", "MayDiscardAndExhaustMe", "ScoredThere", "give_temporary"]

#: the 0 Might Reflection unit token (187.6; project data, data/rule_tokens.json)
REFLECTION: Final = "rule-187-6"

REFLECTION_COPY_OF_T1 = Custom(
    "reflection_copy_of_t1",
    "you play a ready Reflection unit token in your base; then it becomes a copy of T1 (if T1 is "
    "still on the board) and gains Temporary")
TWO_REFLECTIONS_COPYING_ME = Custom(
    "two_reflections_copying_me",
    "you play two Reflection unit tokens where this unit is (none if it has left the board); then "
    "they become copies of it")
REFLECTION_THERE_COPYING_ANOTHER = Custom(
    "reflection_there_copying_another",
    "you play a ready Reflection unit token at the battlefield scored; then the token copies a "
    "unit of that battlefield other than itself (you pick it now, any player's) and gains Temporary")


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


# --- LeBlanc, Deceiver ------------------------------------------------------------------------------

@dataclass(frozen=True)
class ScoredThere:
    """The source's "when you conquer/hold" abilities name the battlefield scored ("there",
    359.3.f.3): the engine carries it as their subject (engine/scoring.py)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield SCORED_THERE, True

    def describe(self) -> str:
        return "Its conquer and hold abilities act at the battlefield scored."


@dataclass(frozen=True)
class MayDiscardAndExhaustMe:
    """"You may discard 1 and exhaust me to ...": decided as the ability is finalized (383.3.a); the
    discard and the exhausting are its base cost, paid then (383.3.b, 414, 422): the option taken is
    the card discarded (cards of one name are interchangeable, ruling 2). With the source exhausted or
    the hand empty, declining is the only option."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        if is_exhausted(g, cid):
            return []
        seen: dict[int, int] = {}
        for c in g.players[player].hand:
            seen.setdefault(g.cards[c].index, c)
        return sorted(seen.values())

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        """Rules 383.3.b, 414, 422.1: the card is discarded and the source exhausted; no target."""
        exhaust_source(g, cid)
        emit(g, "383.3.b", "exhaust_cost", player, cid)
        discard(g, player, card, "383.3.b")
        return ()

    def describe(self) -> str:
        return "its controller may discard a card and exhaust it as the ability is finalized to perform it"


def _copy_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """The other units at the token's location now, one per card copied (their copiable values are
    the same, 477.1.b.1.b: ruling 2)."""
    token = ctx[3]
    u = g.units.get(token)
    if u is None:
        return []
    seen: dict[str, int] = {}
    for o in sorted(g.units.values(), key=lambda o: o.cid):
        if o.loc == u.loc and o.cid != token:
            seen.setdefault(g.cards[o.cid].id, o.cid)
    return sorted(seen.values())


@custom("reflection_there_copying_another")
def _reflection_there_copying_another(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 182, 184.1, 359.3.f.3, 477.1.b.1, 816.2: a ready Reflection at the battlefield scored (the
    ability's subject); then its controller picks another unit there, any player's (ruling 108: not
    a target, chosen as the step executes, the token being there), which it becomes a copy of, and
    it is given Temporary."""
    bf_cid = item.refs[0] if item.refs else -1
    bf = place_of(g, bf_cid)  # replaced meanwhile, still that battlefield (438.1.a)
    if bf is None:
        return False
    token = create_token(g, item.controller, REFLECTION, bf, ready=True)
    if token is None:
        return False
    if _copy_options(g, item.controller, ("reflection_copies", item.cid, i, token.cid)):
        decide(g, item.controller, "choose_card", ("reflection_copies", item.cid, i, token.cid))
        return None
    give_temporary(g, token, item.controller)
    return True


@task("reflection_copies", "p", "c", "n", "c", "ci")
def _reflection_copies(g: GameState, player: int, cid: int, i: int, token: int, card: int) -> None:
    """Rules 477.1.b.1, 816.2: the token becomes a copy of the unit picked, then gains Temporary."""
    u = g.units.get(token)
    if u is not None:
        if card >= 0 and card in g.units:
            become_copy(g, token, card, player)
        give_temporary(g, u, player)
    record(g, cid, i, True)


register_choice("reflection_copies", _copy_options, (
    "{card}'s ability is resolving: {p} picks the unit its Reflection token becomes a copy of"))
