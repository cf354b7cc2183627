"""Words for Empower and Disempower as events and effects (441-442, 827-828).

- :class:`OwnedByYou`: a subject filter ("a card you own", 108): "when you banish a card you own"
  is ``When("banish", who="you", subject=OwnedByYou())`` (the event: engine/banish_events.py).
- "When I become Empowered" (828.1.d) is ``When("empowered")``; "when you empower something else"
  is ``When("empowered", who="you", other=True)`` (the event: engine/empower.py, 441.2.a).
- :data:`EMPOWER_ME`: the ability's source becomes Empowered (441; "empower me").
- :func:`flip_until_end_of_turn`, :data:`EMPOWER_T1_UNTIL_EOT`, :data:`DISEMPOWER_T2_UNTIL_EOT` and
  the passive :class:`RevertsAtEndOfTurn`: "Empower it. Disempower it at end of turn" (and the
  reverse): the change now, and a delayed trigger of the source at the end of the turn (390.2,
  317.1.a) undoing it on the same object (124.1).
- :class:`PermanentHereTrigger`: a triggered ability targeting "something here" (a unit or gear at
  its source's location, 355.10).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from ..compiled import mypyc_attr
from ..engine.battlefield_triggers import create_delayed
from ..engine.chain import Choices, behaviour
from ..engine.choosable import choosable
from ..engine.empower import disempower, empower
from ..engine.primitives import OBJECT_FACTS
from ..engine.reactions import ON, Triggered
from ..state import ChainItem, GameState
from .gear_targets import gear_choices
from .keywords import empower as _empower  # noqa: F401  (registers "empower_self")
from .spells import TriggerScript, custom, unit_signature
from .vocabulary import Custom

__all__ = ["DISEMPOWER_T2_UNTIL_EOT", "EMPOWER_ME", "EMPOWER_T1_UNTIL_EOT", "OwnedByYou",
           "PermanentHereTrigger", "RevertsAtEndOfTurn", "flip_until_end_of_turn"]


@dataclass(frozen=True, slots=True)
class OwnedByYou:
    """A card the source's controller owns (108: its owner, whoever controls it)."""

    def test(self, g: GameState, player: int, cid: int) -> bool:
        return g.owner[cid] == player

    def describe(self) -> str:
        return "a card you own"


#: "empower me" (441): the source, if still on the board (or a legend in its Legend Zone), becomes
#: Empowered; already Empowered, nothing happens (441.1.c)
EMPOWER_ME = Custom("empower_self", "this becomes Empowered (if it isn't already)")


# --- "empower it; disempower it at end of turn" (441, 442, 390.2, 317.1.a) -------------------------------

#: per-turn keys: ``eot_revert:<object>:<source>`` -> 1 ("disempower it at end of turn") or 2
#: ("empower it at end of turn"), what the source's delayed trigger does to that object
EOT_REVERT: Final = "eot_revert"
#: an object fact (``eot_object:<object>``): the object the effect affected is still on the board (a
#: unit or gear that left it and came back is a new object the delayed trigger ignores, 124.1)
EOT_OBJECT: Final = "eot_object"
OBJECT_FACTS.add(EOT_OBJECT)


def flip_until_end_of_turn(g: GameState, item: ChainItem, cid: int, empower_now: bool) -> bool:
    """Empower (``empower_now``) or Disempower object ``cid`` (441, 442), and create the source's
    delayed trigger "at the end of this turn, Disempower (Empower) it" (390.2, 317.1.a). The delayed
    trigger is created even when nothing changed now (an object already Empowered, 441.1.c), and not
    once the Ending Step has begun (359.3.e.16). Returns whether the status changed now."""
    done = empower(g, cid, item.controller) if empower_now else disempower(g, cid, item.controller)
    if create_delayed(g, item.controller, item.cid):
        g.counts[f"{EOT_OBJECT}:{cid}"] = 1
        g.counts[f"{EOT_REVERT}:{cid}:{item.cid}"] = 1 if empower_now else 2
    return done


@custom("eot_revert")
def _eot_revert(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 390.2, 317.1.a, 441, 442: the delayed trigger Disempowers (or Empowers) the object its
    source's effect affected this turn, if it is still that object on the board (124.1); one noted
    object per delayed trigger, the lowest first."""
    prefix, suffix = EOT_REVERT + ":", f":{item.cid}"
    keys = sorted((k for k in g.counts if k.startswith(prefix) and k.endswith(suffix)),
                  key=lambda k: int(k.split(":")[1]))
    if not keys:
        return False
    mode = g.counts.pop(keys[0])
    cid = int(keys[0].split(":")[1])
    if not g.counts.get(f"{EOT_OBJECT}:{cid}") or not (cid in g.units or cid in g.gear):
        return False
    return disempower(g, cid, item.controller) if mode == 1 else empower(g, cid, item.controller)


#: the delayed trigger's effect (its source card's "on:delayed" answer)
EOT_REVERT_SCRIPT: Final = TriggerScript((Custom("eot_revert", "the object it Empowered (Disempowered) this "
                                                               "turn is Disempowered (Empowered), if still "
                                                               "on the board"),))


@dataclass(frozen=True, slots=True)
class RevertsAtEndOfTurn:
    """A card's passive naming its delayed trigger (390.2): its answer to "on:delayed", undoing at
    the end of the turn what :func:`flip_until_end_of_turn` did."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ON["delayed"], Triggered(EOT_REVERT_SCRIPT)

    def describe(self) -> str:
        return ("At the end of the turn (317.1.a) a delayed trigger undoes it: what it Empowered is "
                "Disempowered, what it Disempowered is Empowered (if still on the board).")


@custom("empower_t1_until_eot")
def _empower_t1_until_eot(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 441, 390.2: the chosen object (mode 1's slot), if still a legal target (359.3.e.2),
    becomes Empowered; at the end of the turn it is Disempowered."""
    return any([flip_until_end_of_turn(g, item, x.cid, True) for x in _targets(g, item, 0)])


@custom("disempower_t2_until_eot")
def _disempower_t2_until_eot(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 442, 390.2: the chosen Empowered unit (mode 2's slot), if still a legal target, is
    Disempowered; at the end of the turn it is Empowered."""
    return any([flip_until_end_of_turn(g, item, x.cid, False) for x in _targets(g, item, 1)])


def _targets(g: GameState, item: ChainItem, slot: int) -> list[Any]:
    script = behaviour(g, item)
    if not item.targets or len(item.targets) <= slot or not item.targets[slot]:
        return []
    return list(script.legal_targets(g, item, slot))  # type: ignore[attr-defined]


EMPOWER_T1_UNTIL_EOT = Custom("empower_t1_until_eot", "T1 becomes Empowered; at the end of the turn it is "
                                                      "Disempowered")
DISEMPOWER_T2_UNTIL_EOT = Custom("disempower_t2_until_eot", "T2 is Disempowered; at the end of the turn it "
                                                            "is Empowered")


# --- "something here": a unit or gear at the source's battlefield (Tornado Warrior) ---------------------

@mypyc_attr(allow_interpreted_subclasses=True)  # card entries may subclass it
@dataclass(frozen=True)
class PermanentHereTrigger(TriggerScript):
    """A triggered ability of a unit whose one target is "something here": a unit or a gear at the
    source's location (355.5, 355.10; an attached gear is where its unit is, 719.3), chosen as it
    is finalized (337.1). Units and gear alike, one option per interchangeable group (ruling 2)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        here = self.here_of(g, cid)
        if here is None:
            return []
        groups: dict[tuple, int] = {}
        for u in g.units.values():
            if u.loc == here and choosable(g, player, u):
                groups.setdefault(("unit", *unit_signature(g, u)), u.cid)
        for c in gear_choices(g):
            if g.gear[c].loc == here:
                groups.setdefault(("gear", c), c)
        return [(((c,),), None) for c in sorted(groups.values())]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        here = self.here_of(g, cid)
        if dest is not None or len(targets) != 1 or len(targets[0]) != 1 or here is None:
            return False
        x = g.units.get(targets[0][0]) or g.gear.get(targets[0][0])
        return x is not None and x.loc == here

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        """The chosen unit or gear, if still on the board at the source's location (359.3.e.2); a
        source gone from the board has none ("here" is where it was, read as it resolves:
        359.3.f)."""
        here = self.here_of(g, item.cid)
        out: list[Any] = []
        for c in item.targets[0] if item.targets else ():
            x = g.units.get(c) or g.gear.get(c)
            if x is not None and here is not None and x.loc == here:
                out.append(x)
        return out

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(". Does:", ". Targets: T1 = 1 unit or gear at its "
                                                           "location. Does:", 1)
