"""Vendetta (VEN), card wave 2's Empower pass (issue 13): cards whose abilities wait for something
becoming Empowered (441.2.a, 828.1.d) or for a banish (427), Empower costs that discard or kill
(827.1.c.2), and legends whose abilities Disempower them as a cost (442).

- Zed, Master of Shadows (legend): when its player banishes a card they own, it becomes Empowered
  (427, 441); at Action speed, Disempower it and exhaust it: discard 1, then draw 1.
- Mel, Defiant Soul: Empower by discarding a spell; when it becomes Empowered, an enemy unit at a
  battlefield with 3 Might or less is banished (828.1.d, 427).
- Punching Poro: Empower by discarding a card; while Empowered, +1 Might.
- Mel, Soul's Reflection / Ambessa, Matriarch of War (legends): when their player empowers
  something else, they become Empowered; Disempower, exhaust (and for Ambessa a Power of any
  domain): -2 Might this turn to a unit at a battlefield / ready a unit.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...compiled import mypyc_attr
from ...effects import (
    Chosen,
    Custom,
    Discard,
    Draw,
    GiveMight,
    MoveUnit,
    Ready,
    SpellCard,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.burn_banish import BANISH_CHOSEN
from ...effects.cards import GearCard, LegendCard
from ...effects.empower_words import (
    DISEMPOWER_T2_UNTIL_EOT,
    EMPOWER_ME,
    EMPOWER_T1_UNTIL_EOT,
    OwnedByYou,
    PermanentHereTrigger,
    RevertsAtEndOfTurn,
    flip_until_end_of_turn,
)
from ...effects.gear_targets import GearTargetTrigger
from ...effects.keywords.empower import EMPOWER_SCRIPT, EmpoweredMight, empower_ability
from ...effects.modal import OneModeScript
from ...effects.play_from_zone import PlayFromTrashTrigger
from ...effects.play_origin_words import ReadsPlayOrigin
from ...effects.player_targets import PlayerTargetTrigger, chosen_player, chosen_player_burns
from ...effects.predict_n import predict
from ...effects.spells import custom, record, unit_signature
from ...effects.trigger_conditions import SourceEmpowered
from ...engine.abilities import Ability
from ...engine.chain import Choices, _finalize_ability, behaviour
from ...engine.choosable import choosable
from ...engine.core import decide, emit, task
from ...engine.decisions import register_choice
from ...engine.effect_play_facts import IGNORE_COST
from ...engine.effect_plays import begin_effect_play
from ...engine.empower import EMPOWER_TIMES, disempower, empower, empowered_times, is_empowered
from ...engine.may_triggers import MayTarget
from ...engine.mechanics import bonus_damage
from ...engine.play_origin import played_from
from ...engine.primitives import MOVED_FROM, deal, moved_from
from ...engine.ready_bans import can_ready
from ...engine.units import chain_item, might, remove_from_chain
from ...state import ChainItem, GameState, Unit

__all__ = ["CARDS"]

ZED_LEGEND, MEL_DEFIANT, PUNCHING_PORO = "ven-143-166", "ven-110-166", "ven-007-166"
MEL_LEGEND, AMBESSA_LEGEND = "ven-151-166", "ven-153-166"
APPRENTICE_MAGE, TAIL_CLOAKED, ESCAPED_GRAYBACK = "ven-047-166", "ven-104-166", "ven-124-166"
SANCTION, TORNADO_WARRIOR = "ven-035-166", "ven-099-166"


@custom("play_trash_unit_to_base_ignoring_cost")
def _play_to_base(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 419.3, 356.1.b.1, 355.2: the chosen unit card, if still a legal target (359.3.e.2), is
    played from the trash to its player's base, ignoring its cost (it waits on the chain until the
    ability has finished, 354.3)."""
    played = False
    for c in behaviour(g, item).legal_targets(g, item, 0):  # type: ignore[attr-defined]
        played = begin_effect_play(g, item.controller, c, "trash", IGNORE_COST, to_base=True) or played
    return played


#: Tail-Cloaked Matriarch: a unit card of the trash costing at most 3 Energy and 1 Power, to the base
TAIL_CLOAKED_PLAY = PlayFromTrashTrigger(
    card_type="Unit", max_energy=3, max_power=1,
    steps=(Custom("play_trash_unit_to_base_ignoring_cost",
                  "you play the chosen card from your trash to your base, ignoring its cost"),))


def _from_facedown(g: GameState, player: int, cid: int) -> bool:
    """383.2.a.1, 811.1.c.3: the unit was played from facedown (its Play Effect's condition)."""
    return played_from(g, cid) == "facedown"


@custom("empower_t1_here_until_eot")
def _empower_here(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 441, 390.2: the chosen unit or gear, if still at the source's location (359.3.e.2),
    becomes Empowered; at the end of the turn it is Disempowered."""
    return any([flip_until_end_of_turn(g, item, x.cid, True)
                for x in behaviour(g, item).legal_targets(g, item, 0)])  # type: ignore[attr-defined]


@dataclass(frozen=True)
class YourUnitsMightByEmpowered:
    """A gear's aura (364.1; Rage Amplifier): each unit its controller controls has +``might``
    Might, +``empowered`` instead while the gear is Empowered (441.2), read whenever Might is."""

    might: int = 1
    empowered: int = 2

    def __call__(self, g: GameState, source: int, controller: int | None, here: int, u: Unit) -> int:
        if u.controller != controller:
            return 0
        return self.empowered if is_empowered(g, source) else self.might

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:aura", self

    def describe(self) -> str:
        return (f"Units its controller controls have +{self.might} Might, +{self.empowered} instead while "
                "it is Empowered.")


@dataclass(frozen=True)
class EmpoweredSpellDiscount:
    """An Empowered ability (828.1.b.1; Applied Researchers): while the unit is Empowered, its
    controller's spells cost ``energy`` Energy less, this discount stopping at ``minimum`` Energy
    (356.4.e; ruling 110's reading of "to a minimum of [1]"), and ``power`` Power of any domain less
    (356.4, 356.6: the most restrictive pip, engine/costs.aura_power)."""

    energy: int = 1
    power: int = 1
    minimum: int = 1

    def _applies(self, g: GameState, u: Unit, player: int, cid: int) -> bool:
        return u.empowered and player == u.controller and g.cards[cid].type == "Spell"

    def _discount(self, g: GameState, u: Unit, player: int, cid: int, energy: int) -> int:
        if energy <= self.minimum or not self._applies(g, u, player, cid):
            return energy
        return max(energy - self.energy, self.minimum)

    def _power(self, g: GameState, u: Unit, player: int, cid: int) -> int:
        return self.power if self._applies(g, u, player, cid) else 0

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:aura", self._discount
        yield "cost:aura_power", self._power

    def describe(self) -> str:
        return (f"While it is Empowered, its controller's spells cost {self.energy} Energy less (this "
                f"discount stops at {self.minimum}) and {self.power} Power of any domain less.")


def _their_units(g: GameState, p: int) -> list[int]:
    """One unit card per name in player ``p``'s trash (ruling 2)."""
    seen: dict[int, int] = {}
    for c in sorted(g.players[p].trash):
        if g.cards[c].type == "Unit":
            seen.setdefault(g.cards[c].index, c)
    return sorted(seen.values())


@custom("may_play_unit_of_their_trash")
def _may_play_theirs(g: GameState, item: ChainItem, i: int) -> bool | None:
    """"Then you may do this: choose a unit in their trash and play it, ignoring its cost" (419.3,
    356.1.b.1): the chosen player (if still a legal target, 359.3.e.2), their trash read after the
    Burn before it, so the unit card is picked as this executes (choice "their_trash_play"; -1
    declines)."""
    p = chosen_player(g, item)
    if p is None or not _their_units(g, p):
        return False
    decide(g, item.controller, "choose_card", ("their_trash_play", item.cid, i, p))
    return None


def _their_trash_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    return [-1, *_their_units(g, ctx[3])]


@task("their_trash_play", "p", "c", "n", "n", "ci")
def _their_trash_play(g: GameState, player: int, cid: int, i: int, p: int, card: int) -> None:
    """Rules 419.3, 356.1.b.1: the picked unit card is played by ``player`` from its owner's trash,
    ignoring its cost, where ``player`` chooses (355.2); it waits until the ability has finished
    (354.3). -1: not done."""
    played = (card >= 0 and card in g.players[p].trash
              and begin_effect_play(g, player, card, "trash", IGNORE_COST))
    if chain_item(g, cid) is not None:
        record(g, cid, i, played)


register_choice("their_trash_play", _their_trash_options, (
    "{card}'s ability is resolving: {p} may choose a unit card of the chosen player's trash to play, "
    "ignoring its cost, or none"))

#: Kharox: as it becomes Empowered, an opponent (its target) burns 3; then a unit card of their trash
KHAROX_SCRIPT = PlayerTargetTrigger(steps=(chosen_player_burns(3), Custom(
    "may_play_unit_of_their_trash", "you may choose a unit card of their trash and play it, "
                                    "ignoring its cost (where you choose)")), player="opponent")


def _to_or_from(g: GameState, cid: int) -> set[int]:
    """The battlefields unit ``cid`` moved to (where it is) and from (noted as it moved, 359.3.f)."""
    out: set[int] = set()
    me = g.units.get(cid)
    if me is not None and me.loc >= 0:
        out.add(me.loc)
    was = moved_from(g, cid)
    if was is not None and was >= 0:
        out.add(was)
    return out


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries may subclass it
@dataclass(frozen=True)
class UnitWhereIMovedTrigger(TriggerScript):
    """Akali, Deadly Weapon's move ability: its one target is a unit at a battlefield its source
    moved to or from (355.5, 355.10), chosen as it is finalized (337.1) and checked again as it
    resolves (359.3.e.2); one option per interchangeable group (ruling 2)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        places = _to_or_from(g, cid)
        groups: dict[tuple, int] = {}
        for u in g.units.values():
            if u.loc in places and choosable(g, player, u):
                groups.setdefault(unit_signature(g, u), u.cid)
        return [(((c,),), None) for c in sorted(groups.values())]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if dest is not None or len(targets) != 1 or len(targets[0]) != 1:
            return False
        u = g.units.get(targets[0][0])
        return u is not None and u.loc in _to_or_from(g, cid)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        places = _to_or_from(g, item.cid)
        return [g.units[c] for c in (item.targets[0] if item.targets else ())
                if c in g.units and g.units[c].loc in places]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(". Does:", ". Targets: T1 = 1 unit at a battlefield it moved "
                                                           "to or from. Does:", 1)


@custom("deal_1_or_2_if_empowered")
def _deal_1_or_2(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 417, 383.2.a.1 (a condition of the effect, read as it resolves): 1 damage to the
    chosen unit, 2 if the source is Empowered then; Bonus Damage added (715.2)."""
    n = 2 if is_empowered(g, item.cid) else 1
    return any([deal(g, u, n + bonus_damage(g, item.controller, u), item.controller, item.cid)
                for u in behaviour(g, item).legal_targets(g, item, 0)])  # type: ignore[attr-defined]


@dataclass(frozen=True)
class NotesWhereUnitsMoveFrom:
    """The card's answer to "move:from_noted" (engine/primitives.MOVED_FROM): its game notes where
    units were before they move."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield MOVED_FROM, True

    def describe(self) -> str:
        return "Where each unit was before it moves is noted."


AKALI_MOVE = UnitWhereIMovedTrigger(steps=(Custom("deal_1_or_2_if_empowered",
                                                  "1 damage to T1 (2 if this is Empowered as it resolves)"),))


@custom("raise_my_might_to_t1_then_plus_1")
def _raise_to_t1(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 477.3, 383.2.a.1: the source, if still on the board, gets this turn the Might it lacks to
    equal the chosen unit's (if still a legal target, 359.3.e.2; nothing if its Might is not higher,
    "increase"), both read as this resolves; then +1 this turn whatever the target."""
    me = g.units.get(item.cid)
    if me is None:
        return False
    for u in behaviour(g, item).legal_targets(g, item, 0):  # type: ignore[attr-defined]
        diff = might(g, u) - might(g, me)
        if diff > 0:
            me.turn_might += diff
            emit(g, "477.3", "might", item.controller, me.cid, diff, "turn")
    me.turn_might += 1
    emit(g, "477.3", "might", item.controller, me.cid, 1, "turn")
    return True


#: Dame the Despoiler's Empowered attack and defend ability: a unit here (itself too)
DAME = TriggerScript(targets=(Target(Units(where="here")),),
                     steps=(Custom("raise_my_might_to_t1_then_plus_1",
                                   "this gets, this turn, the Might it lacks to equal T1's, then +1 Might "
                                   "this turn"),))


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries may subclass it
@dataclass(frozen=True)
class FriendlyUnitInShowdownScript(TriggerScript):
    """An activated ability whose one target is a friendly unit in a showdown: at the battlefield of
    the showdown in progress (343.1; ruling 107), chosen as it is activated (402.2) and checked again
    as it resolves (359.3.e.2); one option per interchangeable group (ruling 2)."""

    def _fits(self, g: GameState, player: int, c: int) -> bool:
        u = g.units.get(c)
        sd = g.showdown
        return (u is not None and sd is not None and u.loc == sd.bf
                and g.team_of[u.controller] == g.team_of[player])

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        groups: dict[tuple, int] = {}
        for u in g.units.values():
            if self._fits(g, player, u.cid):
                groups.setdefault(unit_signature(g, u), u.cid)
        return [(((c,),), None) for c in sorted(groups.values())]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (dest is None and len(targets) == 1 and len(targets[0]) == 1
                and self._fits(g, player, targets[0][0]))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        return [g.units[c] for c in (item.targets[0] if item.targets else ())
                if self._fits(g, item.controller, c)]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(". Does:", ". Targets: T1 = 1 friendly unit in a showdown "
                                                           "(at its battlefield). Does:", 1)


@custom("if_your_turn")
def _if_your_turn(g: GameState, item: ChainItem, i: int) -> bool:
    """383.2.a.1: "if it's your turn", read as the ability resolves; the linked instructions after it
    execute only if it holds (359.3.e.14.a)."""
    return g.turn_player == item.controller


@custom("ready_t1_if_source_empowered")
def _ready_if_empowered(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 415, 383.2.a.1: the chosen unit (if still a legal target) readies if the ability's
    source is Empowered as this executes."""
    if not is_empowered(g, item.cid):
        return False
    units = [u for c in (item.targets[0] if item.targets else ()) if (u := g.units.get(c)) is not None
             and can_ready(g, u)]  # 415 (engine/ready_bans.py)
    for u in units:
        u.exhausted = False
        emit(g, "415", "ready", item.controller, u.cid)
    return bool(units)


#: Akali, Rogue Assassin's ability
AKALI_RETREAT = FriendlyUnitInShowdownScript(steps=(
    Custom("if_your_turn", "nothing happens unless it is your turn"),
    MoveUnit(Chosen(0), to_base=True, linked=True),
    Custom("ready_t1_if_source_empowered", "if this is Empowered, T1 readies", linked=True)))


@custom("ready_target_gear")
def _ready_target_gear(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 415: each chosen gear still on the board (359.3.e.2-4) readies."""
    gear = [g.gear[c] for c in (item.targets[0] if item.targets else ()) if c in g.gear]
    for x in gear:
        x.exhausted = False
        emit(g, "415", "ready", item.controller, x.cid)
    return bool(gear)


READY_TARGET_GEAR = Custom("ready_target_gear", "the chosen gear readies")


def _gear_key(g: GameState, c: int) -> tuple:
    x = g.gear[c]
    return (g.cards[c].index, x.controller, x.loc, x.exhausted, x.temporary, x.attached_to, x.empowered)


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries may subclass it
@dataclass(frozen=True)
class TwoGearScript(TriggerScript):
    """An activated ability whose targets are exactly ``picks_min`` gear on the board ("ready 2
    gear", 355.5), chosen one at a time as it is activated (402.2; choice ``activation_pick``, no
    stopping short); with fewer gear on the board it can't be activated (402.3)."""

    picks_max: int = 2
    picks_min: int = 2
    picks_targets = True

    def picks_available(self, g: GameState, player: int, source: int) -> int:
        return len(g.gear)

    def pick_options(self, g: GameState, player: int, source: int, chosen: tuple[int, ...]) -> list[int]:
        seen: dict[tuple, int] = {}
        for c in sorted(g.gear):
            if c not in chosen:
                seen.setdefault(_gear_key(g, c), c)
        return sorted(seen.values())

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(
            "Does:", f"Targets: {self.picks_min} gear, chosen one at a time as it is activated. Does:", 1)


def _is_empowered(g: GameState, source: int) -> bool:
    """828.1.b.1: an Empowered ability exists only while its source is Empowered."""
    return is_empowered(g, source)


# --- Profiteer: "you may disempower something you control to empower a legend, unit, or gear" ---------

def _empowerable(g: GameState, player: int) -> list[int]:
    """The legends, units and gear the ability may target (355.5, 355.10): every legend in a Legend
    Zone, unit and gear on the board; one per interchangeable group (ruling 2)."""
    seen: dict[tuple, int] = {}
    for pl in g.players:
        if pl.legend is not None and pl.alive:
            seen.setdefault(("legend", pl.legend), pl.legend)
    for u in sorted(g.units.values(), key=lambda u: u.cid):
        if choosable(g, player, u):
            seen.setdefault(("unit", *unit_signature(g, u)), u.cid)
    for c in sorted(g.gear):
        seen.setdefault(("gear", *_gear_key(g, c)), c)
    return sorted(seen.values())


def _is_target(g: GameState, c: int) -> bool:
    return c in g.units or c in g.gear or any(pl.legend == c and pl.alive for pl in g.players)


def _disempowerable(g: GameState, player: int) -> list[int]:
    """What ``player`` controls that is Empowered: the cost within the instruction (355.10.c.1, 442)
    may Disempower any of it (their legend, units, gear)."""
    out = [u.cid for u in g.units.values() if u.controller == player and u.empowered]
    out += [x.cid for x in g.gear.values() if x.controller == player and x.empowered]
    legend = g.players[player].legend
    if legend is not None and g.players[player].legend_empowered:
        out.append(legend)
    return sorted(out)


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries may subclass it
@dataclass(frozen=True)
class EmpowerAnythingTrigger(TriggerScript):
    """Profiteer's Play Effect: one target, a legend, unit or gear (355.5), chosen as it is finalized
    together with its "you may" (383.3.a); its cost, Disempowering something its controller
    controls, is paid then (383.3.b, 403.1.b.1); the target is checked again as it resolves."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [(((c,),), None) for c in _empowerable(g, player)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return dest is None and len(targets) == 1 and len(targets[0]) == 1 and _is_target(g, targets[0][0])

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        return [c for c in (item.targets[0] if item.targets else ()) if c >= 0 and _is_target(g, c)]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("Does:", "Targets: T1 = 1 legend, unit or gear. Does:", 1)


@custom("empower_t1_object")
def _empower_t1_object(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 441: the chosen legend, unit or gear, if still a legal target (359.3.e.2), becomes
    Empowered (441.1.c: already Empowered, nothing)."""
    return any([empower(g, c, item.controller) for c in behaviour(g, item).legal_targets(g, item, 0)])  # type: ignore[attr-defined]


@dataclass(frozen=True)
class MayDisempowerToEmpower:
    """The "you may" of Profiteer's Play Effect (383.3.a-b): as it is finalized its controller picks
    the target (-1 declines; none to pick if nothing they control is Empowered: the cost can't be
    paid), then what they Disempower to pay for it (choice "disempower_cost")."""

    purpose = "disempower_to_empower"

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        return _empowerable(g, player) if _disempowerable(g, player) else []

    def describe(self) -> str:
        return ("its controller may, as the ability is finalized, choose its target and Disempower "
                "something they control to perform it")


def _may_disempower_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    return [-1, *MayDisempowerToEmpower().options(g, player, ctx[1], ctx[2])]


@task("disempower_to_empower", "p", "c", "ab", "ci")
def _disempower_to_empower(g: GameState, player: int, cid: int, kind: str, card: int) -> None:
    """383.3.a: declined (-1), the ability leaves the chain (383.3.a.2); else the target is noted and
    the cost is picked next."""
    item = chain_item(g, cid)
    if item is None:
        return
    if card < 0:
        remove_from_chain(g, cid)
        emit(g, "383.3.a.2", "trigger_declined", player, cid)
        return
    g.chain[g.chain.index(item)] = item._replace(targets=((card,),))
    decide(g, player, "choose_card", ("disempower_cost", cid, kind))


def _disempower_cost_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    return _disempowerable(g, player)


@task("disempower_cost", "p", "c", "ab", "ci")
def _disempower_cost(g: GameState, player: int, cid: int, kind: str, card: int) -> None:
    """Rules 383.3.b, 442: the picked Empowered object is Disempowered as the base cost; the ability
    is finalized with its target (359.1)."""
    item = chain_item(g, cid)
    if item is None:
        return
    if card >= 0:
        disempower(g, card, player)
    _finalize_ability(g, player, cid, item.targets)


register_choice("disempower_to_empower", _may_disempower_options, (
    "the ability of {card} is being finalized: {p} may perform it (choose its target: a legend, unit or "
    "gear to Empower) or choose none to decline it"))
register_choice("disempower_cost", _disempower_cost_options, (
    "the ability of {card} is being finalized: {p} chooses what they control to Disempower as its cost"))

PROFITEER = EmpowerAnythingTrigger(steps=(Custom("empower_t1_object", "T1 becomes Empowered"),))


# --- Kayle, Justified: Empowered up to three times (441.1.c.1) -----------------------------------------

@dataclass(frozen=True)
class _PerTime:
    """``per`` Might for each time the unit is Empowered (a value, not a closure: states pickle)."""

    per: int

    def __call__(self, g: GameState, u: Unit) -> int:
        return self.per * empowered_times(g, u.cid)


@dataclass(frozen=True)
class _AtTimes:
    """A keyword's value while the unit is Empowered at least ``times`` times, else 0."""

    times: int
    value: int

    def __call__(self, g: GameState, u: Unit) -> int:
        return self.value if empowered_times(g, u.cid) >= self.times else 0


@dataclass(frozen=True)
class EmpoweredUpTo:
    """Rule 441.1.c.1: the unit may be Empowered up to ``times`` times (its answer to
    engine/empower.EMPOWER_TIMES); it has +``per`` Might for each time (364.3), and at ``times``
    times Deflect ``deflect`` and Ganking (809, 810)."""

    times: int = 3
    per: int = 2
    deflect: int = 3

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield EMPOWER_TIMES, self.times
        yield "might:own", _PerTime(self.per)
        yield "keywords:own", {"Deflect": _AtTimes(self.times, self.deflect),
                               "Ganking": _AtTimes(self.times, 1)}

    def describe(self) -> str:
        return (f"It may be Empowered up to {self.times} times; it has +{self.per} Might for each time, and "
                f"while Empowered {self.times} times, Deflect {self.deflect} and Ganking.")


#: Sanction: mode 1 a unit, mode 2 an Empowered unit
SANCTION_SCRIPT = OneModeScript(targets=(Target(Units()), Target(Units(empowered=True))),
                                steps=(EMPOWER_T1_UNTIL_EOT, DISEMPOWER_T2_UNTIL_EOT))

#: "empower me" as a legend's triggered ability
_EMPOWER_ME = TriggerScript((EMPOWER_ME,))

#: Mel, Defiant Soul: as it becomes Empowered, an enemy unit at a battlefield with 3 Might or less
MEL_BANISH = TriggerScript(targets=(Target(Units(side="enemy", where="battlefield", might_at_most=3)),),
                           steps=(BANISH_CHOSEN,))

CARDS: tuple = (
    UnitCard("ven-134-166", "Kayle, Justified", abilities=(Ability(EMPOWER_SCRIPT, energy=3),),
             passives=(EmpoweredUpTo(),),
             note="Its Empower has no 'use only if not Empowered' (827.1.c.1 does not apply to it as "
                  "printed); each time it resolves while she is Empowered fewer than 3 times she is "
                  "Empowered once more (441.1.c.1), an event each time (441.2.a). A Disempower ends them "
                  "all (442); leaving the board too (124.1)."),
    UnitCard("ven-082-166", "Profiteer", script=PROFITEER, may=(("trigger", MayDisempowerToEmpower()),),
             note="The legend, unit or gear (any player's, itself too) is its target, chosen as the ability "
                  "goes on the chain (355.5); Disempowering something its controller controls is the "
                  "cost within the instruction (355.10.c.1: no target), paid then (383.3.b); with nothing "
                  "of theirs Empowered it can only be declined."),
    LegendCard("ven-149-166", "Jayce, Defender of Tomorrow",
               abilities=(empower_ability(2, None, None),
                          Ability(GearTargetTrigger(steps=(READY_TARGET_GEAR,)), energy=1, exhaust=True),
                          Ability(TwoGearScript(steps=(READY_TARGET_GEAR,)), energy=1, exhaust=True,
                                  usable=_is_empowered)),
               note="Any gear, any player's, attached or not. The third ability is its Empowered ability: "
                    "offered only while it is Empowered (828.1.b.1), with two gear to choose (402.3); both "
                    "ready abilities exhaust it, so one of them a turn unless it is readied."),
    LegendCard("ven-139-166", "Akali, Rogue Assassin",
               abilities=(empower_ability(3, None), Ability(AKALI_RETREAT, exhaust=True, action=True)),
               note="Its Empower costs 3 Energy and a Power of any domain. The unit is at the battlefield of "
                    "the showdown in progress (ruling 107), chosen as the ability is activated; on an "
                    "opponent's turn the ability does nothing. The move to base is a move (449); whether "
                    "the legend is Empowered is read as it resolves."),
    UnitCard("ven-079-166", "Dame the Despoiler", abilities=(empower_ability(5, "Body"),),
             on_attack=DAME, on_defend=DAME,
             if_=(("attack", SourceEmpowered()), ("defend", SourceEmpowered())),
             note="Empowered abilities: they trigger only if it is Empowered as it attacks or defends "
                  "(828.1.b.1, 383.2.a.1). The unit here, any side, itself too, is chosen as the ability "
                  "goes on the chain; both Mights are read as it resolves, and a lower one raises nothing."),
    UnitCard("ven-021-166", "Akali, Deadly Weapon", abilities=(empower_ability(2, "Fury"),),
             passives=(EmpoweredMight(might=1), NotesWhereUnitsMoveFrom()),
             when=((When("move"), AKALI_MOVE),), may=(("move", MayTarget()),),
             note="Each move triggers it (a recall is no move, 449). The unit, any side, is at the "
                  "battlefield it moved to or the one it moved from (a base is none), chosen as the ability "
                  "goes on the chain (declining is the 'you may', 383.3.a); whether it is Empowered is read "
                  "as it resolves."),
    UnitCard("ven-114-166", "Kharox", abilities=(empower_ability(6, "Chaos", "Chaos"),),
             when=((When("empowered"), KHAROX_SCRIPT),),
             note="Becoming Empowered in any way triggers it (828.1.d). The opponent is its target, chosen "
                  "as it goes on the chain (355.10); the unit card is picked as it resolves, after the "
                  "Burn (its trash changes), and its player controls it (419.3)."),
    GearCard("ven-018-166", "Rage Amplifier", abilities=(empower_ability(6, "Fury"),),
             passives=(YourUnitsMightByEmpowered(),),
             note="Its controller's units anywhere (364.1); the aura is read whenever Might is, so it "
                  "changes at once as the gear is Empowered or Disempowered."),
    UnitCard("ven-055-166", "Applied Researchers", abilities=(empower_ability(3),),
             passives=(EmpoweredSpellDiscount(),),
             note="Its controller's spells only (not a teammate's); the Power taken off is the most "
                  "restrictive pip of the spell's cost (356.4, 356.6). Applied wherever a spell's total "
                  "cost is worked out (from hand, Flow, facedown)."),
    UnitCard(APPRENTICE_MAGE, "Apprentice Mage",
             abilities=(empower_ability(2),), passives=(EmpoweredMight(might=1),),
             when=((When("empowered"), TriggerScript(steps=(predict(2),))),),
             note="Becoming Empowered in any way triggers its Predict 2 (828.1.d, 436)."),
    UnitCard(TAIL_CLOAKED, "Tail-Cloaked Matriarch",
             abilities=(empower_ability(2, "Chaos"),),
             when=((When("empowered"), TAIL_CLOAKED_PLAY),), may=(("empowered", MayTarget()),),
             note="Becoming Empowered in any way triggers it (828.1.d). Its printed costs decide which "
                  "cards qualify; the card is chosen as the ability goes on the chain (a trash is public, "
                  "355.10.a; declining is the 'you may', 383.3.a) and played to its player's base once the "
                  "ability has resolved (354.3, 419.3); its own Play Effect triggers."),
    UnitCard(ESCAPED_GRAYBACK, "Escaped Grayback",
             abilities=(empower_ability(kill_friendly=True),), passives=(EmpoweredMight(might=2),),
             note="The friendly unit is killed as the Empower cost is paid (827.1.c.2, 357.2; not a target, "
                  "355.10.c); it may be itself, and then the Empower does nothing (441: not on the board)."),
    SpellCard(SANCTION, "Sanction", SANCTION_SCRIPT, passives=(RevertsAtEndOfTurn(),),
              note="Any unit for the first mode; an Empowered one for the second (355.3). The change at "
                   "the end of the turn is a delayed trigger (390.2, 317.1.a) on the same object: a unit "
                   "that left the board meanwhile is a new one and is untouched (124.1); it is created "
                   "even if the unit was already Empowered (441.1.c)."),
    UnitCard(TORNADO_WARRIOR, "Tornado Warrior",
             script=PermanentHereTrigger(steps=(Custom("empower_t1_here_until_eot",
                                                       "T1 becomes Empowered; at the end of the turn it is "
                                                       "Disempowered"),)),
             if_=(("trigger", _from_facedown),), may=(("trigger", MayTarget()),),
             passives=(ReadsPlayOrigin(), RevertsAtEndOfTurn()),
             note="Its Play Effect triggers only when it was played from facedown (811.1.c.3, "
                  "383.2.a.1). 'Something here' is a unit or gear at its battlefield (ruling 107), "
                  "chosen as the ability goes on the chain (355.10; declining is the 'you may')."),
    LegendCard(ZED_LEGEND, "Zed, Master of Shadows",
               when=((When("banish", who="you", subject=OwnedByYou()), _EMPOWER_ME),),
               abilities=(Ability(TriggerScript(steps=(Discard(1), Draw(1))), exhaust=True, disempower=True,
                                  action=True),),
               note="Any card its player's spell, ability or Flow banishes (427; from the board, a trash, a "
                    "deck, a hand or the chain) triggers it if they own it; a token is no card. Already "
                    "Empowered, it stays so (441.1.c). The ability needs it Empowered and ready (442, "
                    "135.2.e.2)."),
    UnitCard(MEL_DEFIANT, "Mel, Defiant Soul",
             abilities=(empower_ability(discard=1, discard_type="Spell"),),
             when=((When("empowered"), MEL_BANISH),),
             note="The spell is discarded as the Empower cost is paid (827.1.c.2, 357.2). Becoming "
                  "Empowered in any way triggers it (828.1.d, 441.2.a); the enemy unit is its target, "
                  "chosen as it goes on the chain (none: it is removed, 402.4), its Might read then and "
                  "as it resolves (359.3.e.2)."),
    UnitCard(PUNCHING_PORO, "Punching Poro",
             abilities=(empower_ability(discard=1),), passives=(EmpoweredMight(might=1),),
             note="Any card of its controller's hand is discarded as the Empower cost is paid "
                  "(827.1.c.2, 357.2)."),
    LegendCard(MEL_LEGEND, "Mel, Soul's Reflection",
               when=((When("empowered", who="you", other=True), _EMPOWER_ME),),
               abilities=(Ability(TriggerScript(targets=(Target(Units(where="battlefield")),),
                                                steps=(GiveMight(-2, Chosen(0)),)),
                                  exhaust=True, disempower=True),),
               note="Anything its player's effect Empowers but itself triggers it (441.2.a; also a unit or "
                    "gear of another player). The ability needs it Empowered and ready (442, 135.2.e.2); "
                    "any unit at a battlefield, chosen as it is activated."),
    LegendCard(AMBESSA_LEGEND, "Ambessa, Matriarch of War",
               when=((When("empowered", who="you", other=True), _EMPOWER_ME),),
               abilities=(Ability(TriggerScript(targets=(Target(Units()),), steps=(Ready(Chosen(0)),)),
                                  power=(None,), exhaust=True, disempower=True),),
               note="Anything its player's effect Empowers but itself triggers it (441.2.a). The ability "
                    "needs it Empowered and ready (442, 135.2.e.2) and a Power of any domain; any unit."),
)
