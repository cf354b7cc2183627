"""Moving enemy units (Blast Cone): "when you play this, you may move an enemy unit" and "when you move
an enemy unit, you may exhaust this to stun it".

- :class:`MayMoveAUnit`: the "you may" of a triggered ability that moves its one target (355.5) to
  a destination chosen with it (355.4): as the ability is finalized its controller chooses the unit
  (a "choose_card" decision ``move_may``; -1 declines, 383.3.a.2), only one with a valid destination
  (355.16), then where it goes (``move_destination``: -1 its base, a battlefield's card that
  battlefield; 355.4.a via :meth:`SpellScript.destinations`), kept in the turn's counts
  (``"move_dest:<source>"``) for :data:`MOVE_T1_TO_CHOSEN_DESTINATION` (a position carries it).
- :class:`WhenYouMoveAnEnemyUnit`: a gear's triggered ability on each enemy unit its controller
  moves. Who moves a unit is who controls the spell or ability whose effect moves it: the item
  resolving on the chain as the move happens (a Standard Move is made with no chain, by the units'
  own controller, 144). It goes on the chain as the gear's "move" ability, the moved unit its subject
  (one per unit, 383.1), placed with the move's other abilities (events.EXTRA_BATCHES, 383.3.d).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from ..actions import BASE
from ..engine.battlefield_passives import may_move_to_base
from ..engine.chain import _finalize_ability, ability_of_kind, behaviour, remove_from_chain
from ..engine.choices import register_choice
from ..engine.core import decide, emit, task
from ..engine.events import EXTRA_BATCHES, fire
from ..engine.index import QUESTIONS
from ..engine.move_bans import may_move_unit
from ..engine.primitives import recall, relocate
from ..engine.reactions import ON, Triggered
from ..engine.units import chain_item, contest
from ..state import ChainItem, GameState, base_of
from .spells import TriggerScript, custom, may_move_to
from .vocabulary import Custom

__all__ = ["MOVE_T1_TO_CHOSEN_DESTINATION", "MayMoveAUnit", "WhenYouMoveAnEnemyUnit"]

#: the destination chosen for an ability's move, until it resolves (a turn count of its source)
_DEST: Final = "move_dest:"

#: index question: a gear with a "when you move an enemy unit" ability
QUESTION: Final = "move:enemy_by_you"
QUESTIONS[QUESTION] = ("True: this gear has an ability on each enemy unit its controller moves "
                       "(effects/enemy_moves.py)")


class MayMoveAUnit:
    """"You may move a unit": its target and destination chosen as the ability is finalized."""

    purpose = "move_may"

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        script = ability_of_kind(g, kind, cid).script
        return sorted({t[0][0] for t, _ in script.choices(g, player, cid)
                       if t and script.destinations(g, t[0])})

    def describe(self) -> str:
        return "its controller may choose the unit and where it goes as it is finalized, or decline"


def _unit_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    cid, kind = ctx[1], ctx[2]
    return [-1, *ability_of_kind(g, kind, cid).may.options(g, player, cid, kind)]


@task("move_may", "p", "c", "ab", "ci")
def _move_may(g: GameState, player: int, cid: int, kind: str, card: int) -> None:
    """Rules 383.3.a, 355.5: the unit chosen (then its destination), or declined (383.3.a.2)."""
    item = chain_item(g, cid)
    if item is None:  # its controller left the game meanwhile (652.4)
        return
    if card < 0:
        remove_from_chain(g, cid)
        emit(g, "383.3.a.2", "trigger_declined", player, cid)
        return
    g.chain[g.chain.index(item)] = item._replace(targets=((card,),))
    decide(g, player, "choose_card", ("move_destination", cid, kind))


def _destinations(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 for the unit's base, a battlefield's card for that battlefield (355.4.a)."""
    cid, kind = ctx[1], ctx[2]
    item = chain_item(g, cid)
    if item is None or not item.targets or not item.targets[0]:
        return []
    script = ability_of_kind(g, kind, cid).script
    return [-1 if d == BASE else g.battlefields[d].cid for d in script.destinations(g, item.targets[0])]


@task("move_destination", "p", "c", "ab", "ci")
def _move_destination(g: GameState, player: int, cid: int, kind: str, card: int) -> None:
    """Rule 355.4: the destination is kept with the ability, which is then finalized (359.1)."""
    item = chain_item(g, cid)
    if item is None:
        return
    dest = next((k for k, b in enumerate(g.battlefields) if b.cid == card), BASE) if card >= 0 else BASE
    g.counts[_DEST + str(cid)] = dest + 2  # BASE (-1) kept as 1, battlefield k as k + 2
    _finalize_ability(g, player, cid, item.targets)


MOVE_T1_TO_CHOSEN_DESTINATION = Custom("move_t1_to_chosen_destination",
                                       "T1 moves to the destination chosen with it")


@custom("move_t1_to_chosen_destination")
def _move_t1(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 449-450, 359.3.e.2, 359.3.e.6, 447.2.c: the target, still legal, moves to the
    destination chosen as the ability was finalized (its base, or that battlefield)."""
    dest = g.counts.pop(_DEST + str(item.cid), 0) - 2
    units = behaviour(g, item).legal_targets(g, item, 0)  # type: ignore[attr-defined]
    if dest < BASE or not units:
        return False
    u = units[0]
    to = base_of(u.controller) if dest == BASE else dest
    if u.loc == to or not may_move_unit(g, u.cid, item.controller):
        return False
    if to < 0 and not may_move_to_base(g, u):  # 359.3.e.6 (its Vilemaw's Lair example)
        return False
    if to >= 0 and not may_move_to(g, u.controller, to):
        recall(g, u, "447.2.c")
        return True
    relocate(g, u, to)
    emit(g, "449", "effect_move", item.controller, u.cid, to)
    if to >= 0:
        contest(g, to, u.controller)
    fire(g, "move", u.controller, (u.cid,), to)
    return True


register_choice("move_may", _unit_options, (
    "the ability of {card} is being finalized: {p} may choose the unit it moves, or none to decline it"))
register_choice("move_destination", _destinations, (
    "the ability of {card} is being finalized: {p} chooses where the unit moves (none for its base, or a "
    "battlefield)"))


class WhenYouMoveAnEnemyUnit:
    """A gear's passive answering "on:move" (its ability, placed only by this module: no ``when``, so
    events.triggered passes it by) and :data:`QUESTION`."""

    def __init__(self, script: TriggerScript, may: Any = None) -> None:
        self.script = script
        self.may = may

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ON["move"], Triggered(self.script, None, None, self.may)
        yield QUESTION, True

    def describe(self) -> str:
        return self.script.describe("When its controller moves an enemy unit (on the chain, once per unit)")


def _moved(g: GameState, kind: str, player: int, subject: int | tuple[int, ...] | None) -> list[tuple]:
    """Rule 383.1: the gear of the player moving the units, for each enemy unit among them."""
    if kind != "move" or subject is None:
        return []
    table = g.index.answers.get(QUESTION)
    if not table:
        return []
    mover = g.chain[-1].controller if g.chain else player
    team = g.team_of
    cids = subject if isinstance(subject, tuple) else (subject,)
    out: list[tuple] = []
    for x in sorted(g.gear.values(), key=lambda x: x.cid):
        if x.controller != mover or g.cards[x.cid].id not in table:
            continue
        for c in cids:
            u = g.units.get(c)
            if u is not None and team[u.controller] != team[mover]:
                out.append((mover, "move", [x.cid], c))
    return out


EXTRA_BATCHES.append(_moved)
