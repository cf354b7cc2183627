"""Spiritforged (SFD): the Order cards of the first card wave (issue 12), and the cards of two domains
whose first domain is Order.

- Honest Broker: Deathknell, a Gold gear token, exhausted (808).
- Glasc Mixologist (wave 3): Deathknell, it may play a unit card of the trash costing at most 3
  Energy and one Power, ignoring its cost (808, 419.3, 356.1.b.1; effects/play_from_zone.py).
- Eminent Benefactor: when it holds, two Gold gear tokens, exhausted.
- Trove Golem: when played, four Gold gear tokens, exhausted.
- Sandshifter: when played, kill an enemy unit with 3 Might or less.
- Trusty Ramhound: +1 Might while its controller has another unit where it is.
- Xin Zhao, Vigilant: it enters ready while its controller has two or more other units in their
  base (143.4.a).
- Deathgrip: kill a friendly unit; if it died, another friendly unit gets +Might equal to its Might
  this turn; draw 1 (Reaction; errata read).
- Blood Money: kill a unit of 2 Might or less at a battlefield; one Gold gear token if it was an
  enemy unit, two if it was a friendly one (Action).
- Corina Veraza: when it moves to a battlefield, three 1 Might Recruit unit tokens there.
- Vanguard Armory: exhaust: play three 1 Might Recruit unit tokens, each where its controller
  chooses (their base or a battlefield they control).
- Royal Guard: when played, a 2 Might Sand Soldier unit token where it is (187.3).
- Sacred Shears, Eye of the Herald (second pass): Equipment whose effect text gives the unit a
  Deathknell (draw 1) or a "when I move" ability (a Recruit token where the unit is) (718.3).
- Unsung Hero (second pass): Deathknell, draw 2 if it was Mighty as it died.
- Azir, Sovereign (second pass): when he attacks, any number of his controller's token units move to
  that battlefield.
- Guards! (second pass): a 2 Might Sand Soldier token, then its player may pay an Order Power to ready it.
- Altar of Memories (second pass): when a friendly unit dies, its controller may exhaust it to draw 1,
  then put a card of their hand on the top or bottom of their Main Deck.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Chosen,
    Custom,
    Draw,
    Kill,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.cards import GearCard
from ...effects.equipment_triggers import EquipmentScript, EquipmentTrigger
from ...effects.gold import GOLD, PLAY_GOLD
from ...effects.keywords.equip import equip_ability
from ...effects.may_exhaust import MayExhaustMe
from ...effects.other_units import WhileOthers
from ...effects.play_from_zone import PLAY_TARGET_IGNORING_COST, PlayFromTrashTrigger
from ...effects.reveal_words import OTHER_OWN_UNITS_PLUS_2, AddAsRevealed
from ...effects.sand_soldiers import PLAY_SAND_SOLDIER, played_token
from ...effects.spells import custom, may_move_to, record
from ...effects.unit_targets import UpToUnits
from ...effects.unit_tokens import SAND_SOLDIER_WHERE_I_AM
from ...engine.abilities import Ability
from ...engine.chain import ability_of_kind, behaviour
from ...engine.choices import EFFECT_COSTS, register_choice
from ...engine.contexts import PayEffect
from ...engine.core import decide, emit, task
from ...engine.events import fire
from ...engine.gear_tokens import create_gear_token
from ...engine.last_known import alone_as_it_died, might_as_it_died
from ...engine.may_triggers import MayTarget
from ...engine.move_bans import may_move_unit
from ...engine.payment import can_pay
from ...engine.primitives import kill, recall, relocate
from ...engine.units import contest, create_token, might, pay_cost
from ...log_text import TEMPLATES
from ...state import ChainItem, GameState
from ..origins.tokens import PLAY_RECRUIT, RECRUIT, RECRUIT_HERE

__all__ = ["CARDS"]

SACRED_SHEARS, EYE_OF_THE_HERALD, UNSUNG_HERO = "sfd-172-221", "sfd-153-221", "sfd-167-221"
AZIR_SOVEREIGN, GUARDS, ALTAR_OF_MEMORIES = "sfd-177-221", "sfd-154-221", "sfd-169-221"
HONEST_BROKER, EMINENT_BENEFACTOR, TROVE_GOLEM = "sfd-155-221", "sfd-152-221", "sfd-174-221"
SANDSHIFTER, TRUSTY_RAMHOUND, XIN_ZHAO_VIGILANT = "sfd-158-221", "sfd-159-221", "sfd-176-221"
DEATHGRIP, BLOOD_MONEY = "sfd-163-221", "sfd-162-221"
CORINA_VERAZA, VANGUARD_ARMORY, ROYAL_GUARD = "sfd-179-221", "sfd-168-221", "sfd-157-221"


@custom("kill_then_gold_by_side")
def _kill_then_gold_by_side(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 428, 180-186 (Blood Money): the chosen unit, still a legal target (359.3.e.2-4), is
    killed; its side is read as it is killed (740.1: friendly to the caster, a teammate's too, or an
    enemy): one Gold gear token, exhausted, for an enemy unit, two for a friendly one. A lost
    target gives none (359.3.e.5)."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    units = script.legal_targets(g, item, 0)
    if not units:
        return False
    u = units[0]
    friendly = g.team_of[u.controller] == g.team_of[item.controller]
    kill(g, u)
    for _ in range(2 if friendly else 1):
        create_gear_token(g, item.controller, GOLD, exhausted=True)
    return True


@custom("kill_then_give_its_might")
def _kill_then_give_its_might(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 428, 477.3, 317.2.c (Deathgrip, errata 2026-01-14): the first chosen unit, still a legal
    target (359.3.e.2-4), is killed; only if it died ("if you do": a replaced death gives nothing,
    370) the second, still legal, gets +Might until the end of the turn equal to the Might the first
    had as it was killed (below 0 read as 0, 143.2.b)."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    first = script.legal_targets(g, item, 0)
    if not first:
        return False
    u = first[0]
    m = max(0, might(g, u))
    if not kill(g, u):
        return False
    second = script.legal_targets(g, item, 1)
    if second and m:
        second[0].turn_might += m
        emit(g, "477.3", "might", item.controller, second[0].cid, m, "turn")
    return True


@custom("recruit_where_it_is")
def _recruit_where_it_is(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 187.1, 359.3.f.2 (Eye of the Herald): a 1 Might Recruit unit token of the ability's
    controller, entering exhausted (143.4) where the equipped unit (the item's subject) is as this
    executes; with that unit gone, "here" is null and none is played (359.3.f.2.a)."""
    u = g.units.get(item.refs[0]) if item.refs else None
    if u is None:
        return False
    create_token(g, item.controller, RECRUIT, u.loc)
    return True


RECRUIT_WHERE_IT_IS = Custom("recruit_where_it_is",
                             "you play a 1 Might Recruit unit token where that unit is")

# --- Deathknells with a condition on the unit as it died (383.2.a.1) --------------------------------

@dataclass(frozen=True)
class ReadsItsLastState:
    """The entry's answer to "die:last_known": its death ability's condition reads the unit as it
    last was on the board (engine/last_known.py notes it just before it dies)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "die:last_known", True

    def describe(self) -> str:
        return "Its death ability reads it as it last was on the board."


def died_mighty(g: GameState, player: int, cid: int) -> bool:
    """Trigger condition (383.2.a.1, 708): the unit had 5 or more Might just before it died."""
    m = might_as_it_died(cid)
    return m is not None and m >= 5


def died_alone(g: GameState, player: int, cid: int) -> bool:
    """Trigger condition (383.2.a.1, 740.2.a): no other friendly unit was at the unit's location just
    before it died (one dying with it still counted)."""
    return bool(alone_as_it_died(cid))

# --- Azir, Sovereign: any number of token units to the battlefield he attacks ---------------------------

#: a limit no board reaches, for "any number of"
ANY_NUMBER = 1 << 10


@dataclass(frozen=True)
class AnyNumberOfUnits(UpToUnits):
    """"Any number of" units a selector picks: :class:`UpToUnits` given no useful limit (``n``
    :data:`ANY_NUMBER`; each pick adds one, -1 stops; 355.13)."""

    def describe(self) -> str:
        return (f"any number of {self.units.describe(True)} are its targets, chosen one at a time as "
                "it goes on the chain")


@custom("move_chosen_units_to_that_battlefield")
def _move_chosen_units_to_that_battlefield(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 449, 359.3.f.3 (Azir, Sovereign): each chosen unit still a legal target (359.3.e.2-4)
    moves to the battlefield the ability triggered at (the one he attacks, kept on the chain item),
    not a Standard Move (no exhausting); one its controller may not move to is recalled instead
    (447.2.c); arriving at a battlefield it doesn't control it contests it (450); a unit joining the
    combat there becomes an attacker at the next cleanup (464.2.c.3.a). "When I move" abilities
    trigger (383.1)."""
    may = ability_of_kind(g, item.kind, item.cid).may
    assert isinstance(may, UpToUnits)
    dest = item.dest
    chosen = item.targets[0] if item.targets else ()
    units = [g.units[c] for c in chosen
             if c in g.units and may.legal(g, item.controller, item.cid, g.units[c])]
    if dest is None or dest < 0 or not units:
        return False
    return move_units_to(g, item.controller, units, dest)


def move_units_to(g: GameState, player: int, units: list, dest: int) -> bool:
    """Rules 449, 447.2.c, 450, 383.1: ``player``'s effect moves ``units`` to battlefield ``dest``
    (not a Standard Move: no exhausting); one its controller may not move there is recalled
    instead; arriving where its controller doesn't control it contests it; "when I move" abilities
    trigger. Returns whether any unit moved."""
    done = []
    for u in units:
        if u.loc == dest or not may_move_unit(g, u.cid, player):  # 359.3.e.6
            continue
        if not may_move_to(g, u.controller, dest):
            recall(g, u, "447.2.c")
            continue
        relocate(g, u, dest)
        emit(g, "449", "effect_move", player, u.cid, dest)
        contest(g, dest, u.controller)
        done.append(u)
    for p in sorted({u.controller for u in done}):
        fire(g, "move", p, tuple(u.cid for u in done if u.controller == p), dest)
    return bool(done)

# --- Guards!: a Sand Soldier, then pay an Order Power to ready it ---------------------------------------

_ORDER = (frozenset({"Order"}),)


def _guards_cost(g: GameState, cid: int, i: int) -> tuple[int, tuple] | None:
    """The cost the resolving Guards! asks (204.3.b): one Order Power while its token is still on the
    board, else nothing to pay."""
    token = played_token(g, cid)
    return (0, _ORDER) if token is not None and token in g.units else None


@custom("may_pay_order_to_ready_it")
def _may_pay_order_to_ready_it(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 204.3.b, 357, 415 (Guards!, errata 2026-04-03: "then do this"): its player may pay one
    Order Power (a "pay" decision, which they may decline) to ready the token it just played; with
    the token gone, or the cost not payable, nothing happens."""
    if _guards_cost(g, item.cid, i) is None or not can_pay(g, item.controller, 0, _ORDER):
        return False
    decide(g, item.controller, "pay", PayEffect("guards_ready_pay", item.cid, i))
    return None


@task("guards_ready_pay", "p", "c", "n", "b", "cs", "cs")
def _guards_ready_pay(g: GameState, player: int, cid: int, i: int, paid: bool,
                      exhaust: tuple[int, ...], recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """Paid: the Power is spent (357) and the token readies (415); declined: nothing (204.3.b)."""
    token = played_token(g, cid)
    if not paid or token is None or token not in g.units:
        record(g, cid, i, False)
        return
    pay_cost(g, player, 0, _ORDER, exhaust, recycle, keep)
    g.units[token].exhausted = False
    emit(g, "415", "ready", player, token)
    record(g, cid, i, True)


EFFECT_COSTS["guards_ready_pay"] = _guards_cost

# --- Altar of Memories: a card of the hand on the top or bottom of the Main Deck ------------------------

@custom("hand_card_to_top_or_bottom")
def _hand_card_to_top_or_bottom(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 359.3.d (Altar of Memories): the controller picks a card of their hand (a "choose_card"
    decision ``deck_put_pick``), then whether it goes on the top or the bottom of their Main Deck
    (``deck_put_where``); with an empty hand nothing happens. Not a recycle (416)."""
    if not g.players[item.controller].hand:
        return False
    decide(g, item.controller, "choose_card", ("deck_put_pick", item.cid, i))
    return None


def _hand_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """One card of the hand per name (ruling 2: cards of one name in a hand are interchangeable)."""
    seen: dict[int, int] = {}
    for c in sorted(g.players[player].hand):
        seen.setdefault(g.cards[c].index, c)
    return sorted(seen.values())


@task("deck_put_pick", "p", "c", "n", "ci")
def _deck_put_pick(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The picked card; where it goes is asked next."""
    decide(g, player, "choose_card", ("deck_put_where", cid, i, card))


@task("deck_put_where", "p", "c", "n", "c", "ci")
def _deck_put_where(g: GameState, player: int, cid: int, i: int, card: int, where: int) -> None:
    """The card itself: on top of the Main Deck; -1: at its bottom."""
    p = g.players[player]
    if card in p.hand:
        p.hand.remove(card)
        if where == card:
            p.deck.append(card)  # the top of the deck is its end
        else:
            p.deck.insert(0, card)
        emit(g, "359.3.d", "card_to_deck", player, card, where == card)
    record(g, cid, i, True)


register_choice("deck_put_pick", _hand_options, (
    "{card}'s ability is resolving: {p} picks a card of their hand to put on their Main Deck"))
register_choice("deck_put_where", lambda g, p, ctx: [-1, ctx[3]], (
    "{card}'s ability is resolving: {p} puts the card on top of their Main Deck (choose it) or at its "
    "bottom (none)"))
TEMPLATES["card_to_deck"] = lambda g, p, d: (f"P{p} puts a card from their hand on the "
                                             f"{'top' if d[1] else 'bottom'} of their Main Deck")

CARDS: tuple[UnitCard | SpellCard | GearCard, ...] = (
    # --- third pass (sweep S3) ---
    UnitCard("sfd-175-221", "Undertitan", script=TriggerScript(steps=(OTHER_OWN_UNITS_PLUS_2,)),
             passives=(AddAsRevealed(2),),
             note="Its other units are those its controller controls as the Play Effect resolves. Revealed "
                  "from its owner's Main Deck by any effect (424), they Add 2 Energy at once; looking at it "
                  "is not revealing it."),
    UnitCard(HONEST_BROKER, "Honest Broker", when=((When("die"), TriggerScript(steps=(PLAY_GOLD,))),),
             note="Deathknell (808): it triggers as it dies."),
    UnitCard(EMINENT_BENEFACTOR, "Eminent Benefactor", on_hold=TriggerScript(steps=(PLAY_GOLD, PLAY_GOLD))),
    UnitCard(TROVE_GOLEM, "Trove Golem", script=TriggerScript(steps=(PLAY_GOLD,) * 4)),
    UnitCard(SANDSHIFTER, "Sandshifter",
             script=TriggerScript(targets=(Target(Units(side="enemy", might_at_most=3)),),
                                  steps=(Kill(Chosen(0)),)),
             note="The enemy unit is chosen as the ability goes on the chain, anywhere; its Might is "
                  "read again as it resolves (a target grown past 3 is no longer legal, 359.3.e.2). "
                  "With none, it does nothing."),
    UnitCard(TRUSTY_RAMHOUND, "Trusty Ramhound",
             passives=(WhileOthers(Units(side="own", where="here"), might=1),),
             note="'Here' is where it is, its base too; only units its controller controls count."),
    UnitCard(XIN_ZHAO_VIGILANT, "Xin Zhao, Vigilant",
             passives=(WhileOthers(Units(side="own", where="base"), 2, enter_ready=True),),
             note="The units in its controller's base are counted as it enters (143.4.a), itself not "
                  "included."),
    SpellCard(DEATHGRIP, "Deathgrip",
              SpellScript(targets=(Target(Units(side="friendly")), Target(Units(side="friendly"))),
                          steps=(Custom("kill_then_give_its_might",
                                        "T1 is killed; if it died, T2 gets +Might equal to T1's Might "
                                        "for the turn"), Draw(1))),
              note="Both friendly units are chosen as it is played, different ones; the draw happens "
                   "even if the first can't be killed (read from its errata)."),
    SpellCard(BLOOD_MONEY, "Blood Money",
              SpellScript(targets=(Target(Units(where="battlefield", might_at_most=2)),),
                          steps=(Custom("kill_then_gold_by_side",
                                        "T1 is killed; you play one Gold gear token exhausted if it was "
                                        "an enemy unit, two if it was a friendly one"),)),
              note="Which it was is read as it is killed; a target no longer legal gives no Gold."),
    UnitCard(CORINA_VERAZA, "Corina Veraza",
             when=((When("move", to_battlefield=True), TriggerScript(steps=(RECRUIT_HERE,) * 3)),),
             note="'Here' is the battlefield it moved to, kept as the ability triggered (ruling 34), "
                  "even if it has left by the time the ability resolves."),
    GearCard(VANGUARD_ARMORY, "Vanguard Armory",
             abilities=(Ability(TriggerScript((PLAY_RECRUIT,) * 3), exhaust=True, plays_token=True),),
             note="Each of the three is placed on its own, so they may go to different places (355.2.a)."),
    UnitCard(ROYAL_GUARD, "Royal Guard", script=TriggerScript(steps=(SAND_SOLDIER_WHERE_I_AM,)),
             note="'Here' is where it is as the ability resolves (359.3.f.2): none if it has left."),
    # Equipment whose effect text has a triggered ability (718.3; the unit's, "me" is the unit)
    GearCard(SACRED_SHEARS, "Sacred Shears", abilities=(equip_ability(0, "Order"),),
             passives=(EquipmentTrigger(("die",), EquipmentScript(steps=(Draw(1),))),),
             note="Attached, the unit has +1 Might (its Might Bonus). Its Deathknell is the unit's (808): "
                  "the unit's controller draws as it dies; the gear then detaches and stays (719.5)."),
    GearCard(EYE_OF_THE_HERALD, "Eye of the Herald", abilities=(equip_ability(0, "Order"),),
             passives=(EquipmentTrigger(("move",), EquipmentScript(steps=(RECRUIT_WHERE_IT_IS,))),),
             note="'Here' is where the unit is as the ability resolves (359.3.f.2): none if it has left "
                  "the board."),
    UnitCard(UNSUNG_HERO, "Unsung Hero", when=((When("die"), TriggerScript(steps=(Draw(2),))),),
             if_=(("die", died_mighty),), passives=(ReadsItsLastState(),),
             note="Deathknell (808): it triggers only if it had 5 or more Might just before it died "
                  "(383.2.a.1; a unit dying beside it still counted for auras)."),
    UnitCard(AZIR_SOVEREIGN, "Azir, Sovereign",
             on_attack=TriggerScript(steps=(Custom("move_chosen_units_to_that_battlefield",
                                                   "each chosen unit still there moves to the battlefield "
                                                   "he attacks"),)),
             may=(("attack", AnyNumberOfUnits(ANY_NUMBER, Units(side="own", token=True))),),
             note="The token units (his controller's) are picked as the ability goes on the chain, none "
                  "at all allowed; they move even if he has left by then, and join the combat there. "
                  "His Accelerate is the card table's keyword."),
    SpellCard(GUARDS, "Guards!",
              SpellScript(steps=(PLAY_SAND_SOLDIER, Custom("may_pay_order_to_ready_it",
                                                           "you may pay one Order Power to ready it"))),
              note="Read from its errata (then do this): the payment is offered after the token is "
                   "played. Played from facedown, the token enters at that battlefield (811.1.d.3). "
                   "Its Hidden is the card table's keyword."),
    GearCard(ALTAR_OF_MEMORIES, "Altar of Memories",
             when=((When("friendly_dies", who="friendly"),
                    TriggerScript(steps=(Draw(1), Custom("hand_card_to_top_or_bottom",
                                                         "you put a card of your hand on the top or the "
                                                         "bottom of your Main Deck")))),),
             may=(("friendly_dies", MayExhaustMe()),),
             note="Each friendly unit's death triggers it once (383.1). The card put back is not "
                  "revealed."),
    UnitCard("sfd-165-221", "Glasc Mixologist",
             when=((When("die"), PlayFromTrashTrigger(card_type="Unit", steps=(PLAY_TARGET_IGNORING_COST,),
                                                      max_energy=3, max_power=1)),),
             may=(("die", MayTarget()),),
             note="Deathknell (808): the unit card is chosen as the ability goes on the chain, so a unit "
                  "that died with it may be chosen (355.10.a; declining is the 'you may', 383.3.a); it "
                  "is played once the ability has resolved (354.3), where its player chooses."),
)
