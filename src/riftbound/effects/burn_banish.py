"""Two limited actions as instructions: Burn (440) and banishing a unit from the board (427).

- :func:`burn` makes "Burn N" for the ability's controller: the top N cards of their Main Deck go
  to their trash; past the end of the deck they burn out and then burn the rest (440.4, 431.1.b).
- :func:`banish_unit` takes a unit off the board into its owner's banishment (427.1-427.2): not a
  kill (427.2.a), so no Deathknell and no "when a unit dies"; a token ceases to exist (186.1).
  :data:`BANISH_CHOSEN` banishes the units still legal for target 1, :data:`BANISH_PLAYED_GEAR`
  the gear whose play triggered the ability (its subject), if it is still on the board.
- :class:`MayBanishMe`: "you may banish me to ...", the source banished as the ability's base cost
  (383.3.b), decided as it is finalized (383.3.a); :class:`MayBurn`: "you may Burn N to ...", the
  Burn its base cost.

"When ... plays a card" abilities remember the card played as their subject ("banish it"): the
event kind joins :data:`riftbound.engine.events.WITH_SUBJECT` here.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.attachment import detach_all
from ..engine.banish_events import banished
from ..engine.chain import behaviour
from ..engine.core import TASKS, emit
from ..engine.events import WITH_SUBJECT
from ..engine.primitives import forget_target, mill
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState, Gear, Unit
from .spells import SpellScript, custom
from .vocabulary import Custom

__all__ = ["BANISH_CHOSEN", "BANISH_PLAYED_GEAR", "MayBanishMe", "MayBurn", "banish_gear", "banish_unit",
           "burn"]

WITH_SUBJECT.add("play_card")  # "when an opponent plays a gear, ... banish it": the card played

TEMPLATES["banish"] = lambda g, p, d: f"{_name(g, d[0])} is banished"


def burn(n: int) -> Custom:
    """Rule 440: "Burn ``n``" for the controller of the spell or ability (440.3.a: they must)."""
    key = f"burn:{n}"

    @custom(key)
    def _burn(g: GameState, item: ChainItem, i: int) -> bool:
        """Rules 440.1, 440.4: as many as possible, burn out, then the rest (the engine's mill)."""
        mill(g, item.controller, n)
        return True

    return Custom(key, text=f"you burn {n} (the top {n} cards of your Main Deck go to your trash)")


def banish_unit(g: GameState, unit: Unit, by: int | None = None) -> None:
    """Rules 427.1-427.2: the unit goes straight from the board to its owner's banishment (a token
    ceases to exist instead, 186.1); chain items that targeted it lose it (359.3.e.4). ``by``: the
    player whose effect banishes it (default: its controller, "banish me")."""
    del g.units[unit.cid]
    g.quiet = None  # a unit left: the cleanup looks again (state.GameState.quiet)
    _to_banishment(g, unit.cid, unit.controller, unit.controller if by is None else by)
    detach_all(g, unit)


def banish_gear(g: GameState, gear: Gear, by: int | None = None) -> None:
    """Rules 427.1-427.2: a gear goes straight from the board to its owner's banishment (not a
    kill: no "when this is killed", 427.2.a). ``by``: as for :func:`banish_unit`."""
    del g.gear[gear.cid]
    _to_banishment(g, gear.cid, gear.controller, gear.controller if by is None else by)


def _to_banishment(g: GameState, cid: int, controller: int, by: int) -> None:
    forget_target(g, cid)
    emit(g, "427.2", "banish", controller, cid)
    if g.cards[cid].is_token:
        emit(g, "186.1", "token_gone", controller, cid)
    else:
        g.players[g.owner[cid]].banishment.append(cid)
        banished(g, by, cid)  # 427: "when you banish a card you own"


@custom("banish_chosen")
def _banish_chosen(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 427: each unit chosen for target 1 that is still a legal target (359.3.e.2) is
    banished."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    units = script.legal_targets(g, item, 0)
    for u in units:
        banish_unit(g, u, item.controller)
    return bool(units)


BANISH_CHOSEN = Custom("banish_chosen", text="T1 is banished (to its owner's banishment; not a kill)")


@custom("banish_played_gear")
def _banish_played_gear(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 427: the gear whose play triggered the ability (its subject, ``refs[0]``) is banished if
    it is still on the board (the same object, 359.3.e.4)."""
    gear = g.gear.get(item.refs[0]) if item.refs else None
    if gear is None:
        return False
    banish_gear(g, gear, item.controller)
    return True


BANISH_PLAYED_GEAR = Custom("banish_played_gear",
                            text="the gear just played is banished if it is still on the board")


@dataclass(frozen=True)
class MayBanishMe:
    """"You may banish me to ...": decided as the ability is finalized (383.3.a); performing it
    banishes the source unit as the ability's base cost (383.3.b, 427), so it can be paid only
    while the source is on the board."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        return [cid] if cid in g.units else []

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        u = g.units.get(cid)
        if u is not None:
            banish_unit(g, u)
        return ()

    def describe(self) -> str:
        return "its controller may banish it as the ability is finalized to perform it"


@dataclass(frozen=True)
class MayBurn:
    """"You may Burn ``n`` to ...": decided as the ability is finalized (383.3.a); performing it
    burns ``n`` as the ability's base cost (383.3.b, 440.3.a), at once (before the ability is
    finalized), burning out past the end of the deck (440.4)."""

    n: int

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        return [cid]

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        TASKS["mill"](g, player, self.n)  # now, not queued behind the finalizing
        return ()

    def describe(self) -> str:
        return f"its controller may burn {self.n} as the ability is finalized to perform it"
