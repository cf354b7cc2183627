"""Spiritforged (SFD): cards of no domain and battlefields of the first card wave (issue 12).

Battlefields whose abilities trigger for the player who conquers, holds or defends them (383.4.c-f):

- Treasure Hoard: conquering it, its conqueror may pay 1 Energy for a Gold gear token, exhausted.
- Minefield: conquering it, its conqueror puts the top 2 cards of their Main Deck into their trash.
- Hall of Legends: conquering it, its conqueror may pay 1 Energy to ready their legend.
- The Papertree: holding it, each player channels 1 rune exhausted.
- Seat of Power: conquering it, its conqueror draws 1 for each other battlefield they or a teammate
  control, counted as it resolves.
- Sunken Temple: conquering it while one of their Mighty units is there, its conqueror may pay 1
  Energy to draw 1.
- Ravenbloom Conservatory: defending it, the defender reveals the top card of their Main Deck and
  puts it into their hand if it is a spell, else recycles it.
- Power Nexus: holding it, its holder may pay four Power of any domains to gain 1 point (194.1.c).

Second pass: Forgotten Monument, a battlefield no player can score before their third turn (364.1);
Veiled Temple, conquering it its conqueror may ready a friendly gear, then detach it if an Equipment;
Ornn's Forge, its controller's first non-token gear each turn costs 1 less; Emperor's Dais, conquering it
its conqueror may pay 1 and return a unit of theirs there for a Sand Soldier token there.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import Draw, GainPoints, Target, TriggerScript, Units
from ...effects.cards import BattlefieldCard
from ...effects.gear_targets import GearTargetTrigger
from ...effects.gold import PLAY_GOLD
from ...effects.may_exhaust import MayPayEnergy
from ...effects.may_pay_target import MayPayEnergyForTarget
from ...effects.play_bans import NoUnitsPlayedHere
from ...effects.spells import custom, record
from ...effects.unit_tokens import SAND_SOLDIER
from ...effects.vocabulary import Custom
from ...engine.attachment import detach, is_equipment
from ...engine.chain import Choices, behaviour
from ...engine.choices import register_choice
from ...engine.core import decide, emit, task
from ...engine.may_triggers import MayTarget
from ...engine.mechanics import is_mighty
from ...engine.payment import can_pay
from ...engine.primitives import channel, draw, mill, recycle_cards, return_to_hand, reveal
from ...engine.top_look import look_top
from ...engine.units import chain_item, create_token
from ...log_text import TEMPLATES
from ...state import ChainItem, GameState, Gear, place_of

__all__ = ["CARDS"]

FORGOTTEN_MONUMENT, VEILED_TEMPLE, ORNNS_FORGE = "sfd-209-221", "sfd-221-221", "sfd-213-221"
EMPERORS_DAIS = "sfd-207-221"
TREASURE_HOARD, MINEFIELD, HALL_OF_LEGENDS = "sfd-220-221", "sfd-212-221", "sfd-210-221"
PAPERTREE, SEAT_OF_POWER, SUNKEN_TEMPLE = "sfd-219-221", "sfd-217-221", "sfd-218-221"
RAVENBLOOM, POWER_NEXUS = "sfd-215-221", "sfd-214-221"
ROCKFALL_PATH = "sfd-216-221"

TEMPLATES["legend_ready"] = lambda g, p, d: f"P{p} readies their legend"
TEMPLATES["reveal_to_hand"] = lambda g, p, d: f"P{p} puts the revealed {g.cards[d[0]].name} into their hand"


def _bf_index(g: GameState, cid: int) -> int | None:
    """The battlefield (index) whose card is ``cid``, or that replaced it (438.1.a)."""
    return place_of(g, cid)


@custom("mill_2")
def _mill_2(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 431.1.b: the controller puts the top 2 cards of their Main Deck into their trash one by
    one (the engine's mill; doing so past the end of the deck burns out, 431.1.b)."""
    mill(g, item.controller, 2)
    return True


@custom("ready_your_legend")
def _ready_your_legend(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 415, 135.2.e.2: the controller's legend readies; a ready legend (or none) is unchanged,
    and the instruction then did nothing."""
    p = g.players[item.controller]
    if p.legend is None or not p.legend_exhausted:
        return False
    p.legend_exhausted = False
    emit(g, "415", "legend_ready", item.controller)
    return True


@custom("each_player_channels_1_exhausted")
def _each_channels(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 430.1, 430.3, 355.10.e: each player still in the game, in turn order from the turn
    player (303.2.a), channels 1 rune exhausted from their own Rune Deck (none if it is empty)."""
    n = len(g.players)
    done = False
    for k in range(n):
        p = (g.turn_player + k) % n
        if g.players[p].alive and channel(g, p, 1, exhausted=True):
            done = True
    return done


@custom("draw_per_other_battlefield")
def _draw_per_other_battlefield(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 413, 740.1.a: the controller draws 1 for each battlefield other than this one that they
    or a teammate control, counted as this executes (383.2.a.1); none counted, nothing drawn."""
    team = g.team_of
    me = item.controller
    here = _bf_index(g, item.cid)
    n = sum(1 for k, b in enumerate(g.battlefields)
            if k != here and b.controller is not None and team[b.controller] == team[me])
    if not n:
        return False
    draw(g, me, n)
    return True


@custom("reveal_top_take_spell")
def _reveal_top_take_spell(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 424, 416: the controller reveals the top card of their Main Deck (an empty deck reveals
    nothing and never burns out, 431.1.c); a spell is put into their hand (not a draw, 413), any
    other card recycled."""
    n = look_top(g, item.controller, item.cid, i, 1)  # "as you reveal me" choices first
    if n is None:
        return None
    shown = reveal(g, item.controller, n)
    if not shown:
        return False
    card = shown[0]
    if g.cards[card].type == "Spell":
        p = g.players[item.controller]
        p.deck.remove(card)
        p.hand.append(card)
        emit(g, "424", "reveal_to_hand", item.controller, card)
    else:
        recycle_cards(g, item.controller, shown)
    return True


@dataclass(frozen=True)
class MayPayAnyPower:
    """"You may pay ``n`` Power of any domains to ...": decided as the ability is finalized
    (383.3.a), the Power being its base cost (383.3.b, 204.3.a), paid in the ability's own "pay"
    decision like any cost (357), which may still be declined (404.2)."""

    n: int

    @property
    def base_cost(self) -> tuple[int, tuple[frozenset | None, ...], Any]:
        """Rule 383.3.b: no Energy, ``n`` Power of any domain, nothing else to do once paid."""
        return 0, (None,) * self.n, None

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        """The source itself (perform it) when the Power can be paid from the pool or runes."""
        return [cid] if can_pay(g, player, 0, (None,) * self.n) else []

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        """Performed: no target; the cost is paid next, as it is finalized (404.1)."""
        return ()

    def describe(self) -> str:
        return f"its controller may pay {self.n} Power of any domains as it is finalized to perform it"


def _mighty_unit_there(g: GameState, player: int, cid: int) -> bool:
    """The trigger condition of Sunken Temple (383.2.a.1, 708): a unit the conqueror controls is at
    the battlefield and Mighty as it is conquered."""
    here = _bf_index(g, cid)
    return any(u.loc == here and u.controller == player and is_mighty(g, u.cid) for u in g.units.values())


@dataclass(frozen=True)
class NoScoreBeforeTurn:
    """A battlefield's passive (364.1): a player can't score it (neither Conquer nor Hold, 469)
    before their ``n``-th turn has begun (their turns started are counted, 315); the engine asks it
    as "score:forbidden_here" (engine/scoring.py)."""

    n: int = 3

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        n = self.n
        yield "score:forbidden_here", lambda g, player, bf: g.players[player].turns_started < n

    def describe(self) -> str:
        return (f"No player can score it (Conquer or Hold) before their turn number {self.n} has begun: "
                "no point, no score abilities, and it doesn't count as scored.")

@dataclass(frozen=True)
class FirstGearDiscount:
    """A battlefield's passive (364.1, 356.4): while a player controls it, the first non-token gear
    played each turn by them or a teammate (740.1.a) costs ``n`` Energy less (never below 0, 356.6);
    the gear plays of the turn are counted as each completes (``play_gear`` counts, engine/gear.py),
    so the gear whose cost is being found is the first if none was counted yet."""

    n: int = 1

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        n = self.n

        def discount(g: GameState, bf: int, player: int, cid: int, energy: int) -> int:
            owner = g.battlefields[bf].controller
            c = g.cards[cid]
            if owner is None or c.type != "Gear" or c.is_token:
                return energy
            team = g.team_of
            if team[owner] != team[player]:
                return energy
            mates = [q for q in range(len(g.players)) if team[q] == team[player]]
            if any(g.counts.get(f"play_gear:{q}", 0) for q in mates):
                return energy
            return max(energy - n, 0)

        yield "cost:battlefield", discount

    def describe(self) -> str:
        return (f"While a player controls it, the first non-token gear they or a teammate play each turn "
                f"costs {self.n} Energy less.")

# --- Emperor's Dais: pay 1 and return a unit here to play a Sand Soldier here ---------------------------

@dataclass(frozen=True)
class PayAndReturnAUnit(MayPayEnergyForTarget):
    """"You may pay ``energy`` and return a unit you control here to its owner's hand to ...": the
    unit is picked with the "you may" as the ability is finalized (383.3.a), and paying the Energy
    and returning it is the ability's base cost (383.3.b, 404: done then, a token ceasing to exist,
    186.1); the effect follows as it resolves."""

    @property
    def base_cost(self) -> tuple[int, tuple[frozenset | None, ...], Any]:
        return self.energy, (), _return_picked_unit

    def describe(self) -> str:
        return (f"its conqueror may pay {self.energy} Energy and return a unit of theirs there to its "
                "owner's hand (picked as it is finalized) to perform it")


def _return_picked_unit(g: GameState, player: int, cid: int) -> None:
    """The rest of the base cost: the picked unit, still on the board, goes to its owner's hand.
    Picked for the cost, it is not the ability's target (355.10.c.1): the item keeps none."""
    item = chain_item(g, cid)
    picked = item.targets[0][0] if item is not None and item.targets and item.targets[0] else -1
    u = g.units.get(picked)
    if u is not None:
        return_to_hand(g, u)
    item = chain_item(g, cid)
    if item is not None:
        g.chain[g.chain.index(item)] = item._replace(targets=())


@custom("sand_soldier_at_this_battlefield")
def _sand_soldier_at_this_battlefield(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 187.3: a 2 Might Sand Soldier token of the ability's controller at the battlefield
    whose ability this is (its "here", 359.3.f.2), entering exhausted (143.4)."""
    if item.dest is None or item.dest < 0:
        return False
    create_token(g, item.controller, SAND_SOLDIER, item.dest)
    return True

# --- Veiled Temple: ready a friendly gear, maybe detach it --------------------------------------------

@dataclass(frozen=True)
class FriendlyGearTrigger(GearTargetTrigger):
    """A triggered ability whose one target is a gear friendly to its controller (theirs or a
    teammate's, 740.1.a), on the board, attached or not (718.5.b), chosen as it is finalized (337.1)
    and checked again as it resolves (359.3.e.2-4)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        team = g.team_of
        return [ch for ch in super().choices(g, player, cid)
                if team[g.gear[ch[0][0][0]].controller] == team[player]]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (super().choices_legal(g, player, cid, targets, dest)
                and g.team_of[g.gear[targets[0][0]].controller] == g.team_of[player])

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        team = g.team_of
        return [x for x in super().legal_targets(g, item, slot)
                if team[x.controller] == team[item.controller]]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("T1 = 1 gear", "T1 = 1 friendly gear", 1)


@custom("ready_gear_may_detach")
def _ready_gear_may_detach(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 415 (Veiled Temple): the chosen gear, still a legal target, readies; if it is an attached
    Equipment, its controller may then detach it (435; a "choose_card" decision ``may_detach``: the
    gear, or -1 to keep it attached)."""
    script = behaviour(g, item)
    assert isinstance(script, FriendlyGearTrigger)
    found = script.legal_targets(g, item, 0)
    if not found:
        return False
    x: Gear = found[0]
    x.exhausted = False
    emit(g, "415", "ready", item.controller, x.cid)
    if x.attached_to is not None and is_equipment(g, x.cid):
        decide(g, item.controller, "choose_card", ("may_detach", item.cid, i, x.cid))
        return None
    return True


@task("may_detach", "p", "c", "n", "c", "ci")
def _may_detach(g: GameState, player: int, cid: int, i: int, gear: int, card: int) -> None:
    """The player's answer: the gear is detached (435), or (-1) it stays attached."""
    if card >= 0 and card in g.gear:
        detach(g, g.gear[card], player)
    record(g, cid, i, True)


register_choice("may_detach", lambda g, p, ctx: [-1, ctx[3]] if ctx[3] in g.gear else [-1], (
    "{card}'s ability is resolving: {p} may detach the Equipment it readied (choose it) or keep it "
    "attached (none)"))
READY_GEAR_MAY_DETACH = Custom("ready_gear_may_detach",
                               "T1 readies; if it is an attached Equipment, you may detach it")

CARDS: tuple[BattlefieldCard, ...] = (
    BattlefieldCard(TREASURE_HOARD, "Treasure Hoard", on_conquer=TriggerScript(steps=(PLAY_GOLD,)),
                    may=(("conquer", MayPayEnergy(1)),),
                    note="Whether to pay is decided as the ability goes on the chain (383.3.a-b)."),
    BattlefieldCard(MINEFIELD, "Minefield",
                    on_conquer=TriggerScript(steps=(Custom(
                        "mill_2", "you put the top 2 cards of your Main Deck into your trash"),)),
                    note="Putting cards from an empty deck into the trash burns out, as milling does "
                         "(431.1.b)."),
    BattlefieldCard(HALL_OF_LEGENDS, "Hall of Legends",
                    on_conquer=TriggerScript(steps=(Custom("ready_your_legend", "your legend readies"),)),
                    may=(("conquer", MayPayEnergy(1)),),
                    note="Whether to pay is decided as the ability goes on the chain (383.3.a-b), even "
                         "with the legend ready."),
    BattlefieldCard(PAPERTREE, "The Papertree",
                    on_hold=TriggerScript(steps=(Custom("each_player_channels_1_exhausted",
                                                        "each player channels 1 rune exhausted"),))),
    BattlefieldCard(SEAT_OF_POWER, "Seat of Power",
                    on_conquer=TriggerScript(steps=(Custom(
                        "draw_per_other_battlefield",
                        "you draw 1 for each other battlefield you or a teammate control"),)),
                    note="The battlefields are counted as it resolves (740.1.a: allies are teammates)."),
    BattlefieldCard(SUNKEN_TEMPLE, "Sunken Temple", on_conquer=TriggerScript(steps=(Draw(1),)),
                    may=(("conquer", MayPayEnergy(1)),), if_=(("conquer", _mighty_unit_there),),
                    note="It triggers only if a Mighty unit of the conqueror is there as they conquer "
                         "(383.2.a.1); paying is decided as it goes on the chain (383.3.a-b)."),
    BattlefieldCard(RAVENBLOOM, "Ravenbloom Conservatory",
                    on_defend=TriggerScript(steps=(Custom(
                        "reveal_top_take_spell",
                        "you reveal the top card of your Main Deck: you put it into your hand if it is "
                        "a spell, else you recycle it"),))),
    BattlefieldCard(POWER_NEXUS, "Power Nexus", on_hold=TriggerScript(steps=(GainPoints(1),)),
                    may=(("hold", MayPayAnyPower(4)),),
                    note="Its holder may pay four Power of any domains as the ability goes on the chain "
                         "(383.3.a-b). The point is gained by an effect, not a Score (194.1.c, 469): "
                         "the final-point restriction of 471.1.b does not apply (471.1.a.1)."),
    BattlefieldCard(FORGOTTEN_MONUMENT, "Forgotten Monument", passives=(NoScoreBeforeTurn(3),),
                    note="Counted per player: an opponent on their third turn may score it while its "
                         "controller can't yet."),
    BattlefieldCard(VEILED_TEMPLE, "Veiled Temple",
                    on_conquer=FriendlyGearTrigger(steps=(READY_GEAR_MAY_DETACH,)),
                    may=(("conquer", MayTarget()),),
                    note="Its conqueror may decline as it is finalized (383.3.a) or choose a friendly gear; "
                         "whether to detach is decided as it resolves."),
    BattlefieldCard(ROCKFALL_PATH, "Rockfall Path", passives=(NoUnitsPlayedHere(),),
                    note="Not by its controller either, nor with Ambush or another permission (355.2.b); "
                         "a hidden unit there can't be played from facedown."),
    BattlefieldCard(ORNNS_FORGE, "Ornn's Forge", passives=(FirstGearDiscount(1),),
                    note="A gear played while no one controls it still counts as the turn's first."),
    BattlefieldCard(EMPERORS_DAIS, "Emperor's Dais",
                    on_conquer=TriggerScript(targets=(Target(Units(side="own", where="here")),),
                                             steps=(Custom("sand_soldier_at_this_battlefield",
                                                           "you play a 2 Might Sand Soldier unit token "
                                                           "here"),)),
                    may=(("conquer", PayAndReturnAUnit(1)),),
                    note="Its conqueror may pay 1 Energy and return one of their units there (picked as "
                         "the ability is finalized) to perform it: read from its errata, the return is "
                         "part of the cost (383.3.b), done then."),
)
