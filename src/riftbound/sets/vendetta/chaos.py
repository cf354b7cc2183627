"""Vendetta (VEN): the Chaos cards of the first card wave (issue 12)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Chosen,
    Custom,
    GiveMight,
    Me,
    MoveUnit,
    ReturnToHand,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
    swap_words,  # noqa: F401  (registers "swap_with_chosen")
)
from ...effects.burn_banish import BANISH_PLAYED_GEAR, MayBanishMe, MayBurn, banish_unit, burn
from ...effects.cards import LegendCard
from ...effects.given_flow import GIVE_TARGET_FLOW
from ...effects.keywords import empower as _empower  # noqa: F401  (registers "empower_self")
from ...effects.may_pay_target import MayPayEnergyForTarget
from ...effects.optional_extra_cost import OptionalExtraCost, PaidExtra
from ...effects.play_origin_words import PlayedFromElsewhere, ReadsPlayOrigin
from ...effects.play_permissions import PlayToOpenBattlefield
from ...effects.spells import CUSTOM, custom, record, unit_signature
from ...effects.subjects import CardType
from ...effects.trash_targets import TrashTargetTrigger
from ...effects.vocabulary import GiveKeywords
from ...engine.abilities import Ability
from ...engine.banish_events import banished
from ...engine.core import decide, emit, task
from ...engine.costs import OwnCost
from ...engine.decisions import register_choice
from ...engine.granted import grant_keyword
from ...engine.keywords import played_for_flow
from ...engine.may_triggers import MayTarget
from ...engine.play_restrictions import units_barred_at
from ...engine.primitives import return_to_hand
from ...engine.units import chain_item, create_token, might
from ...state import ChainItem, GameState, Unit, base_of

__all__ = ["CARDS"]

CHAOS = frozenset({"Chaos"})
KENNEN_LEGEND, KENNEN_STORM = "ven-155-166", "ven-113-166"


@custom("banish_if_3_else_to_hand")
def _banish_or_bounce(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 427, 359.3.d: the chosen unit, if still a legal target (359.3.e.2), is banished if its
    Might (below 0 counting as 0, 143.2.b) is 3 or less as this resolves, else it goes back to its
    owner's hand."""
    units = WIND_AND_GHOSTS.legal_targets(g, item, 0)
    for u in units:
        if max(might(g, u), 0) <= 3:
            banish_unit(g, u, item.controller)
        else:
            return_to_hand(g, u)
    return bool(units)


#: Wind and Ghosts: a unit at a battlefield, any side
WIND_AND_GHOSTS = SpellScript(targets=(Target(Units(where="battlefield")),),
                              steps=(Custom("banish_if_3_else_to_hand",
                                            text="T1 is banished if its Might is 3 or less as this "
                                                 "resolves; otherwise it goes back to its owner's hand"),))


@dataclass(frozen=True)
class _NamesakesInTrash:
    """How much less the card costs: ``amount`` Energy for each card of its name in its player's
    trash (366.2, 356.4; never below 0, 356.6)."""

    name: str
    amount: int

    def __call__(self, g: GameState, player: int) -> int:
        return self.amount * sum(1 for c in g.players[player].trash if g.cards[c].name == self.name)


@dataclass(frozen=True)
class CheaperPerNamesake:
    """Rules 366.2, 356.4: the card costs ``amount`` Energy less for each card with its name in its
    controller's trash."""

    name: str
    amount: int

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(discount=_NamesakesInTrash(self.name, self.amount))

    def describe(self) -> str:
        return (f"Its Energy cost is {self.amount} lower for each card of its name in its controller's "
                "trash (not below 0).")


def _in_a_trash(g: GameState, cid: int) -> bool:
    """The card is in its owner's trash (a card is only ever in its owner's, 108)."""
    return cid in g.players[g.owner[cid]].trash and g.cards[cid].type == "Unit"


@dataclass(frozen=True)
class UnitsInTrashesScript(SpellScript):
    """A spell whose one target slot is up to ``n`` unit cards from any players' trashes (355.9.a,
    355.10.a, 355.13: zero allowed), chosen as it is played; cards of one name in one trash are
    interchangeable (ruling 2). As it resolves those still in their trash are legal (359.3.e.2-4)."""

    n: int = 2

    def choices(self, g: GameState, player: int, cid: int) -> list:
        groups: dict[tuple[int, int], list[int]] = {}
        for p in g.players:
            for c in sorted(p.trash):
                if g.cards[c].type == "Unit":
                    groups.setdefault((g.owner[c], g.cards[c].index), []).append(c)
        keys = sorted(groups)
        picks: list[tuple[int, ...]] = [()]
        for k, key in enumerate(keys):
            picks.append((groups[key][0],))
            if self.n >= 2 and len(groups[key]) >= 2:
                picks.append(tuple(groups[key][:2]))
            if self.n >= 2:
                picks += [(groups[key][0], groups[other][0]) for other in keys[k + 1:]]
        return [((pick,), None) for pick in picks]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (dest is None and len(targets) == 1 and len(targets[0]) <= self.n
                and len(set(targets[0])) == len(targets[0]) and all(_in_a_trash(g, c) for c in targets[0]))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list:
        return [c for t in item.targets for c in t if c >= 0 and _in_a_trash(g, c)]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(
            "Does:", f"Targets: T1 = up to {self.n} unit cards from any trashes. Does:", 1)


@custom("trash_units_to_owners_hands")
def _trash_units_to_hands(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 355.10.a: each chosen card still in its owner's trash goes to that player's hand."""
    moved = SHADOWS_OF_THE_PAST.legal_targets(g, item, 0)
    for c in moved:
        owner = g.owner[c]
        g.players[owner].trash.remove(c)
        g.players[owner].hand.append(c)
        emit(g, "355.10.a", "trash_to_hand", owner, c)
    return bool(moved)


#: Shadows of the Past
SHADOWS_OF_THE_PAST = UnitsInTrashesScript(steps=(Custom("trash_units_to_owners_hands",
                                                         text="each chosen card still in its trash goes "
                                                              "to its owner's hand"),))


@dataclass(frozen=True)
class TotalMightScript(SpellScript):
    """A spell whose one target slot is any number of units its spec selects whose Mights (below 0
    counting as 0, 143.2.b) add up to at most ``total`` as it is played (355.5, 355.13: none is a
    number too); interchangeable units are one group (ruling 2). As it resolves each target is
    checked again on its own (359.3.e.2)."""

    total: int = 5

    def choices(self, g: GameState, player: int, cid: int) -> list:
        spec = self.targets[0].units
        groups: dict[tuple, list[Unit]] = {}
        for u in sorted(g.units.values(), key=lambda u: u.cid):
            if spec.test(g, player, u):
                groups.setdefault(unit_signature(g, u), []).append(u)
        keys = sorted(groups, key=lambda k: groups[k][0].cid)
        out: list = []

        def rec(k: int, left: int, picked: tuple[int, ...]) -> None:
            if k == len(keys):
                out.append(((tuple(sorted(picked)),), None))
                return
            units = groups[keys[k]]
            m = max(might(g, units[0]), 0)
            for n in range(len(units) + 1):
                if n * m > left:
                    break
                rec(k + 1, left - n * m, picked + tuple(u.cid for u in units[:n]))

        rec(0, self.total, ())
        return out

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if dest is not None or len(targets) != 1 or len(set(targets[0])) != len(targets[0]):
            return False
        spec = self.targets[0].units
        units = [g.units.get(c) for c in targets[0]]
        return (all(u is not None and spec.test(g, player, u) for u in units)
                and sum(max(might(g, u), 0) for u in units if u is not None) <= self.total)

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(
            "T1 = 1 ", f"T1 = any number (total Might at most {self.total}) of ", 1)


def _mights(g: GameState, units: list[Unit]) -> int:
    return sum(max(might(g, u), 0) for u in units)


@custom("return_total_might_group")
def _return_group(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 355.11.b, 359.3.e.2: the chosen units still legal go back to their owners' hands if
    their Mights still add up to at most the total; otherwise the controller chooses, one at a time,
    a subset of them that does (choice "group_subset_pick")."""
    units = DECREE_OF_DISCORD.legal_targets(g, item, 0)
    if _mights(g, units) <= DECREE_OF_DISCORD.total:
        for u in units:
            return_to_hand(g, u)
        return bool(units)
    decide(g, item.controller, "choose_card", ("group_subset_pick", item.cid, i))
    return None


def _subset_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (this subset), then each remaining legal target that keeps the total within bounds."""
    item = chain_item(g, ctx[1])
    if item is None:
        return [-1]
    picked = [g.units[c] for c in item.refs if c in g.units]
    room = DECREE_OF_DISCORD.total - _mights(g, picked)
    return [-1, *sorted(u.cid for u in DECREE_OF_DISCORD.legal_targets(g, item, 0)
                        if u not in picked and max(might(g, u), 0) <= room)]


@task("group_subset_pick", "p", "c", "n", "ci")
def _subset_pick(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """A unit joins the subset (noted in the spell's refs); -1, or nothing left to add, ends it and
    the subset goes back to their owners' hands."""
    item = chain_item(g, cid)
    if item is None:
        return
    if card >= 0:
        record(g, cid, i, False, (card,))
        if len(_subset_options(g, player, ("group_subset_pick", cid))) > 1:
            decide(g, player, "choose_card", ("group_subset_pick", cid, i))
            return
    item = chain_item(g, cid)
    assert item is not None
    picked = [g.units[c] for c in item.refs if c in g.units]
    for u in picked:
        return_to_hand(g, u)
    record(g, cid, i, bool(picked))


register_choice("group_subset_pick", _subset_options, (
    "{card} is resolving: its chosen units no longer fit its total, so {p} picks, one at a time, "
    "those it still affects (none to stop)"))



@dataclass(frozen=True)
class FlowFromTrashDiscount:
    """A unit's passive (364.1, 356.4, 356.4.e): the spells with Flow its controller plays from
    their trash (for the Flow cost, 829.1.b) cost ``amount`` Energy less, this discount not taking
    the cost below ``minimum``. Its answer to "cost:aura" (asked while the play is listed, the card
    still in the trash, and as it is paid, the card on the chain)."""

    amount: int = 2
    minimum: int = 1

    def __call__(self, g: GameState, source: Unit, player: int, cid: int, energy: int) -> int:
        if (source.controller != player or energy <= self.minimum or not g.cards[cid].has_keyword("Flow")
                or not (played_for_flow(g, cid) or cid in g.players[player].trash)):
            return energy
        return max(energy - self.amount, self.minimum)

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:aura", self

    def describe(self) -> str:
        return (f"While it is on the board, the spells with Flow its controller plays from their trash "
                f"cost {self.amount} Energy less, not below {self.minimum}.")


@custom("banish_a_trash_card_to_give_assault_2")
def _gust_monk(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 355.10.c.1, 427: "banish a card from any trash to give a unit Assault 2": the card
    banished is a cost within the instruction, not a target, picked by the controller as it
    executes (choice "trash_banish_pick"); with no card in any trash it can't be paid and nothing
    is given."""
    if not _trash_banish_options(g, item.controller, ("trash_banish_pick", item.cid)):
        return False
    decide(g, item.controller, "choose_card", ("trash_banish_pick", item.cid, i))
    return None


def _trash_banish_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """One card per owner and name among every player's trash (ruling 2)."""
    seen: dict[tuple[int, int], int] = {}
    for p in g.players:
        for c in sorted(p.trash):
            seen.setdefault((g.owner[c], g.cards[c].index), c)
    return sorted(seen.values())


@task("trash_banish_pick", "p", "c", "n", "ci")
def _trash_banish_pick(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The picked card goes from its owner's trash to their banishment (427.2); then the chosen unit,
    if still a legal target (359.3.e.2), gains Assault 2 this turn (801.3.a.2, 807.2)."""
    item = chain_item(g, cid)
    owner = g.owner[card] if card >= 0 else -1
    if item is None or card < 0 or card not in g.players[owner].trash:
        if item is not None:
            record(g, cid, i, False)
        return
    g.players[owner].trash.remove(card)
    g.players[owner].banishment.append(card)
    emit(g, "427.2", "banish", player, card)
    banished(g, player, card)  # 427: "when you banish a card you own"
    for u in GUST_MONK.legal_targets(g, item, 0):
        grant_keyword(g, u, "Assault", 2, item.controller)
    record(g, cid, i, True)


register_choice("trash_banish_pick", _trash_banish_options, (
    "{card}'s ability is resolving: {p} picks the card of a trash it banishes as its cost"))

#: Gust Monk's Play Effect
GUST_MONK = TriggerScript(targets=(Target(Units()),),
                          steps=(Custom("banish_a_trash_card_to_give_assault_2",
                                        text="you banish a card of your choice from any trash (none there: "
                                             "nothing more) and T1 gains Assault 2 for the turn"),))


#: the 0 Might Shadow Clone unit token (187.11; its entry is in :mod:`.fury`)
SHADOW_CLONE = "rule-187-11"


@custom("shadow_clone_in_base")
def _shadow_clone_in_base(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 187.11: a Shadow Clone token enters its controller's base (exhausted, 143.4)."""
    create_token(g, item.controller, SHADOW_CLONE, base_of(item.controller))
    return True


def _own_clone(g: GameState, player: int, u: Unit, source: int) -> bool:
    return u.controller == player and u.cid != source and g.cards[u.cid].id == SHADOW_CLONE


@dataclass(frozen=True)
class OwnShadowCloneTarget(TriggerScript):
    """An ability whose one target is a Shadow Clone its controller controls (355.5), checked again
    as it resolves (359.3.e.2)."""

    def choices(self, g: GameState, player: int, cid: int) -> list:
        return [c for c in super().choices(g, player, cid) if c[0]
                and _own_clone(g, player, g.units[c[0][0][0]], cid)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (super().choices_legal(g, player, cid, targets, dest)
                and all(c in g.units and _own_clone(g, player, g.units[c], cid)
                        for t in targets for c in t))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        return [u for u in super().legal_targets(g, item, slot)
                if _own_clone(g, item.controller, u, item.cid)]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("T1 = 1 own unit", "T1 = 1 own Shadow Clone token", 1)


@custom("swap_with_clone_if_apart")
def _swap_if_apart(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 449, 447.2.c: the source and the chosen Shadow Clone trade locations (two moves); if
    they are at the same location neither moves (a move goes elsewhere, 449)."""
    me = g.units.get(item.cid)
    chosen = ZED_SWAP.legal_targets(g, item, 0)
    if me is None or not chosen or chosen[0].loc == me.loc:
        return False
    return bool(CUSTOM["swap_with_chosen"](g, item, i))


#: Zed, Without a Sound's activated ability
ZED_SWAP = OwnShadowCloneTarget(targets=(Target(Units(side="own")),),
                                steps=(Custom("swap_with_clone_if_apart",
                                              text="this unit moves to T1's location and T1 to this unit's "
                                                   "former location (at one place, neither moves)"),))


#: Decree of Discord
DECREE_OF_DISCORD = TotalMightScript(targets=(Target(Units(side="enemy", domain="Order")),),
                                     steps=(Custom("return_total_might_group",
                                                   text="T1 (those still legal) go back to their owners' "
                                                        "hands"),))


#: the 1 Might Tentacle unit token (187.10)
TENTACLE = "rule-187-10"
UP_FROM_THE_DEEP, ILLAOI = "ven-100-166", "ven-109-166"


def _tentacle_locations(g: GameState, player: int, ctx: tuple) -> list[int]:
    """Rule 355.2.a: the effect's source card stands for the player's base, a battlefield's card
    for each battlefield they control (not one units can't be played to, engine/play_restrictions.py)."""
    return [ctx[1]] + [b.cid for k, b in enumerate(g.battlefields)
                       if b.controller == player and not units_barred_at(g, k)]


@custom("play_tentacle")
def _play_tentacle(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 180-184, 187.10, 355.2.a: the controller plays a Tentacle (exhausted, 143.4) where they
    choose as this executes (their base or a battlefield they control), unasked in their base when
    that is the only place."""
    if len(_tentacle_locations(g, item.controller, ("tentacle_location", item.cid))) > 1:
        decide(g, item.controller, "choose_card", ("tentacle_location", item.cid, i))
        return None
    create_token(g, item.controller, TENTACLE, base_of(item.controller))
    return True


@task("tentacle_location", "p", "c", "n", "ci")
def _tentacle_location(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The chosen location (the source's card: the base; a battlefield's card: that battlefield)."""
    loc = next((k for k, b in enumerate(g.battlefields) if b.cid == card), base_of(player))
    create_token(g, player, TENTACLE, loc)
    record(g, cid, i, True)


register_choice("tentacle_location", _tentacle_locations, (
    "{card}'s effect is resolving: {p} chooses where its Tentacle token is played ({card} itself "
    "for their base, or a battlefield they control)"))


PLAY_TENTACLE = Custom("play_tentacle", "you play a 1 Might Tentacle unit token (your base or a "
                                        "battlefield you control, chosen as it resolves)")
TENTACLE_ABILITY = TriggerScript(steps=(PLAY_TENTACLE,))


def _tokens_you_control(g: GameState, u: Unit) -> int:
    return sum(1 for o in g.units.values() if o.controller == u.controller and g.cards[o.cid].is_token)


@dataclass(frozen=True)
class MightPerTokenUnit:
    """A unit's own passive (364.3, 185): +1 Might for each token unit its controller controls,
    counted whenever its Might is read."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:own", _tokens_you_control

    def describe(self) -> str:
        return "It has +1 Might for each token unit its controller controls."


CARDS: tuple[SpellCard | UnitCard | LegendCard, ...] = (
    SpellCard("ven-105-166", "Twilight Step",
              SpellScript(targets=(Target(Units(might_at_most=3)),), move_of=0, steps=(MoveUnit(Chosen(0)),)),
              note="Any unit, an enemy's too; its Might is checked again as the spell resolves. Flow: it "
                   "may also be played from its owner's trash for 4 Energy and 1 Chaos Power, then it "
                   "is banished.",
              flow=(4, (CHAOS,))),
    SpellCard("ven-106-166", "Wind and Ghosts", WIND_AND_GHOSTS,
              note="Banishing is not killing (427.2.a): no Deathknell; a token ceases to exist."),
    UnitCard("ven-096-166", "Shadowblade Lurker",
             passives=(CheaperPerNamesake("Shadowblade Lurker", 2),)),
    UnitCard("ven-094-166", "Mask Mother",
             when=((When("discard"), TriggerScript(targets=(Target(Units(side="friendly")),),
                                                   steps=(GiveMight(2, Chosen(0)),))),),
             may=(("discard", MayPayEnergyForTarget(1)),),
             note="It triggers from the trash as it is discarded (383.1); its controller may pay 1 "
                  "Energy as it goes on the chain to perform it (383.3.a-b)."),
    UnitCard("ven-115-166", "Ocean Drake", passives=(PlayToOpenBattlefield(),),
             script=TriggerScript(targets=(Target(Units(not_tag="Dragon")),),
                                  steps=(ReturnToHand(Chosen(0)),)),
             may=(("trigger", MayTarget()),),
             note="Any non-Dragon unit, a friendly one too; its controller decides as the ability goes "
                  "on the chain whether to perform it (383.3.a)."),
    UnitCard("ven-102-166", "Ravenbloom Prefect",
             when=((When("play_card", who="opponent", subject=CardType("Gear")),
                    TriggerScript(steps=(BANISH_PLAYED_GEAR,))),),
             may=(("play_card", MayBanishMe()),),
             note="Its controller may banish it as the ability goes on the chain (383.3.a-b); the gear "
                  "is banished as it resolves, if still on the board."),
    UnitCard("ven-095-166", "Shadow Order Disciple",
             when=((When("move"), TriggerScript(steps=(GiveMight(1, Me()),))),),
             may=(("move", MayBurn(1)),),
             note="Its controller may burn 1 as the ability goes on the chain to perform it (383.3.a-b)."),
    SpellCard("ven-103-166", "Shadows of the Past", SHADOWS_OF_THE_PAST,
              note="Any player's trash; choosing none is allowed (355.13)."),
    SpellCard(UP_FROM_THE_DEEP, "Up from the Deep", SpellScript(steps=(PLAY_TENTACLE, PLAY_TENTACLE)),
              note="Each token's place is chosen on its own. Flow: it may also be played from its owner's "
                   "trash for 3 Energy, then it is banished.",
              flow=(3, ())),
    UnitCard(ILLAOI, "Illaoi, Prophet of the Great Kraken",
             script=TENTACLE_ABILITY, on_conquer=TENTACLE_ABILITY, on_hold=TENTACLE_ABILITY,
             passives=(MightPerTokenUnit(),),
             note="Scoring is conquering or holding (469): both trigger it."),
    SpellCard("ven-107-166", "Decree of Discord", DECREE_OF_DISCORD,
              note="The total is counted as the units are chosen and again as it resolves; if the chosen "
                   "units still legal no longer fit it, its controller picks a subset of them that does "
                   "(355.11.b)."),
    UnitCard("ven-098-166", "Stargazer", passives=(FlowFromTrashDiscount(),)),
    UnitCard("ven-101-166", "Gust Monk", passives=(OptionalExtraCost(energy=1),),
             script=GUST_MONK, if_=(("trigger", PaidExtra()),),
             note="Its Play Effect triggers only if the additional 1 Energy was paid as it was played "
                  "(383.2.a.1); the banished card is a cost within the effect, not a target (355.10.c.1)."),
    UnitCard("ven-112-166", "Zed, Without a Sound",
             on_conquer=TriggerScript(steps=(Custom("shadow_clone_in_base",
                                                    "you play a 0 Might Shadow Clone unit token in your "
                                                    "base"),)),
             abilities=(Ability(ZED_SWAP, energy=1, power=(CHAOS,), action=True),),
             note="The swap is two moves (449): a unit that may not go to its destination battlefield is "
                  "recalled instead (447.2.c)."),
    # Kennen (wave 3)
    LegendCard(KENNEN_LEGEND, "Kennen, Heart of the Tempest",
               when=((When("play_card", who="you", subject=PlayedFromElsewhere()),
                      TriggerScript((Custom("empower_self", "this legend becomes Empowered"),))),),
               passives=(ReadsPlayOrigin(),),
               abilities=(Ability(TriggerScript(targets=(Target(Units()),),
                                                steps=(GiveKeywords((("Assault", 2),), Chosen(0)),)),
                                  exhaust=True, disempower=True, action=True),),
               note="It triggers as the card's play completes (419.4.a: a unit or gear as it enters, a "
                    "spell as it resolves; never for a countered spell), for a card played facedown, "
                    "from a trash (Flow too), Main Deck or banishment, or a champion from the Champion "
                    "Zone; tokens are no cards. Already Empowered, it stays so (441.1.c). The ability "
                    "needs it Empowered and ready (442, 135.2.e.2); any unit, chosen as it is activated."),
    UnitCard(KENNEN_STORM, "Kennen, Storm of Shuriken", script=TriggerScript(steps=(burn(2),)),
             on_conquer=TrashTargetTrigger(card_type="Spell", steps=(GIVE_TARGET_FLOW,)),
             note="Burn 2 as its Play Effect (440). As it conquers, a spell card of its controller's trash "
                  "is chosen (355.10.a; none: the ability does nothing, 402.4); until the end of the turn "
                  "it may be played from there for its own cost (discounts apply), then banished (829); "
                  "a spell with its own Flow too is played for the Flow cost its player chooses "
                  "(829.1.c.3). Played from the trash another way, or gone from it, it loses it (124.1)."),
)
