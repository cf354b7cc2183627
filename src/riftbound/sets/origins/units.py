"""Origins (OGN): units, grouped by the shape of their abilities: Play Effects (383.4.a), passives
(363-364) and cost changes (356), score, attack and defend triggers (383.4.c-f), triggers on other
events (383.1), activated abilities (377-381) and Legion (812).

Heimerdinger's borrowing of [E] abilities, Udyr's Ganking this turn and Draven's Might from points
are words only these cards use, so they stay here (a word a second card needs moves to
:mod:`riftbound.effects`; docs/cards.md).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...effects import (
    Buff,
    Channel,
    Chosen,
    Const,
    Custom,
    Deal,
    Discard,
    Draw,
    Each,
    GainPoints,
    GiveMight,
    Me,
    MightOf,
    Ready,
    ReturnFromTrash,
    Stun,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.passives import (
    Alone,
    Buffed,
    CheaperPerTrashCard,
    DiscardedThisTurn,
    KillFriendlyCost,
    LegionDiscount,
    LegionPlayEffect,
    MightAura,
    Mighty,
    OptionalDiscard,
    SpellDiscountAtBattlefield,
    While,
)
from ...effects.spells import custom
from ...effects.words import HIDDEN, PLAY_ME_FROM_TRASH, PREDICT
from ...engine.abilities import Ability
from ...engine.granted import grant_keyword
from ...engine.may_triggers import MayPayPower, MaySpendBuff
from ...engine.points import points
from ...state import ChainItem, GameState
from .tokens import RECRUIT_HERE, RECRUIT_IN_BASE

__all__ = ["CARDS"]

ANY_UNIT = Target(Units())
ENEMY_HERE = Units(side="enemy", where="here")
_AT_BATTLEFIELD = Units(where="battlefield")
WILDCLAW_SHAMAN = "ogn-147-298"
VI, UDYR, HEIMERDINGER = "ogn-036-298", "ogn-157-298", "ogn-111-298"


# --- Udyr: Ganking this turn ------------------------------------------------------------------------

@custom("ganking_this_turn")
def _ganking_this_turn(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 810, 801.3.a: the source unit is granted Ganking until the end of the turn (317.2.c),
    kept on the object (a new object has none, 124.1)."""
    u = g.units.get(item.cid)
    if u is None:
        return False  # "me" has left the board: nothing to give it to (359.3.e.12)
    grant_keyword(g, u, "Ganking", player=item.controller, rule="810")
    return True


# --- Heimerdinger: the [E] abilities of friendly cards --------------------------------------------------

class HasFriendlyExhaustAbilities:
    """Heimerdinger's passive (363): it has every [E] ability of friendly legends, units and gear
    (740.1.a); using one exhausts it (the answer "activated:borrows", engine/abilities.py)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "activated:borrows", True

    def describe(self) -> str:
        return ("It also has each exhaust-cost ability of your friendly legends, units and gear; using "
                "one exhausts this unit instead of the card printing it.")


# --- Draven, Showboat: Might from points -----------------------------------------------------------

class MightPerPoint:
    """A unit's passive (364.3): it has +1 Might for each point of its controller (a team shares
    its points, 489.8.d.1), read whenever its Might is (the answer "might:own")."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:own", lambda g, u: points(g, u.controller)

    def describe(self) -> str:
        return "It has +1 Might for each point you have."


# --- the cards ---------------------------------------------------------------------------------------

CARDS: tuple[UnitCard, ...] = (
    # --- Play Effects (383.4.a) ---
    UnitCard(
        "ogn-003-298", "Chemtech Enforcer",
        script=TriggerScript(steps=(Discard(1),)),
    ),
    UnitCard(
        "ogn-011-298", "Magma Wurm",
        others_enter_ready=Units(side="friendly"),
        note="The unit with the ability itself enters exhausted as usual.",
    ),
    UnitCard(
        "ogn-132-298", "First Mate",
        script=TriggerScript(targets=(ANY_UNIT,), other=True, steps=(Ready(Chosen(0)),)),
    ),
    UnitCard(
        "ogn-136-298", "Pit Rookie",
        script=TriggerScript(targets=(Target(Units(side="friendly")),), other=True,
                             steps=(Buff(Chosen(0)),)),
        note="A unit that already has a buff can be chosen; it gets no second one (702.3.a).",
    ),
    UnitCard(
        "ogn-165-298", "Cemetery Attendant",
        script=TriggerScript(steps=(ReturnFromTrash(),)),
    ),
    UnitCard(
        "ogn-137-298", "Stormclaw Ursine",
        script=TriggerScript(steps=(Channel(1, exhausted=True),)),
    ),
    UnitCard(
        "ogn-030-298", "Jinx, Demolitionist",
        script=TriggerScript(steps=(Discard(2),)),
    ),
    UnitCard(
        WILDCLAW_SHAMAN, "Wildclaw Shaman",
        may=(("trigger", MaySpendBuff()),),  # 383.3.b, 740.4.a.2: the buff is its cost
        script=TriggerScript(steps=(Ready(Me()), Buff(Me()))),
        note="The buff is spent as the Play Effect goes on the chain (its cost, 383.3.b); declining, "
             "or having no buffed unit, means the ability isn't played.",
    ),
    UnitCard(
        "ogn-086-298", "Jeweled Colossus",
        script=TriggerScript(steps=(PREDICT,)),
        note="Vision is a Play Effect that predicts (817.1.b).",
    ),
    UnitCard("ogn-171-298", "Mystic Poro",
             script=TriggerScript(steps=(PREDICT,)), note="Vision is a Play Effect that predicts (817.1.b)."),
    UnitCard("ogn-092-298", "Riptide Rex",
             script=TriggerScript(targets=(Target(Units(side="enemy", where="battlefield")),),
                                  steps=(Deal(Const(6), Chosen(0)),))),
    # --- costs (356) ---
    UnitCard(
        "ogn-002-298", "Brazen Buccaneer", passives=(OptionalDiscard(2),),
        note="Whether to pay, and which card, is one choice made as it is played; the card is "
             "discarded with the payment.",
    ),
    UnitCard("ogn-208-298", "Cruel Patron", passives=(KillFriendlyCost(),)),
    UnitCard("ogn-195-298", "Rhasa the Sunderer",
             passives=(CheaperPerTrashCard(),)),
    UnitCard("ogn-084-298", "Eager Apprentice",
             passives=(SpellDiscountAtBattlefield(1, 1),)),
    # --- Might and keyword passives (363-364) ---
    UnitCard(
        "ogn-065-298", "Wizened Elder", passives=(While(Buffed(), might=1),),
        note="The buff's own +1 comes on top (702.2.a): 6 Might with a buff.",
    ),
    UnitCard("ogn-151-298", "Lee Sin, Centered",
             passives=(MightAura(Units(side="friendly", where="here", buffed=True), 2, other=True,
                                 at_battlefield=True),)),
    UnitCard("ogn-028-298", "Draven, Showboat", passives=(MightPerPoint(),)),
    UnitCard("ogn-055-298", "Wielder of Water", passives=(While(Alone(), might=2),)),
    UnitCard("ogn-125-298", "Bilgewater Bully",
             passives=(While(Buffed(), keywords=(("Ganking", 1),)),)),
    UnitCard("ogn-019-298", "Raging Soul",
             passives=(While(DiscardedThisTurn(), keywords=(("Assault", 1), ("Ganking", 1))),)),
    # layer 2 (476.3: the rules' own example): keywords while Mighty
    UnitCard("ogn-232-298", "Fiora, Victorious",
             passives=(While(Mighty(), keywords=(("Deflect", 1), ("Ganking", 1), ("Shield", 1))),)),
    UnitCard(
        HEIMERDINGER, "Heimerdinger, Inventor",
        passives=(HasFriendlyExhaustAbilities(),),
    ),
    # Hidden (811): the keyword is all it has
    UnitCard("ogn-135-298", "Pakaa Cub", note=HIDDEN),
    # --- score abilities (383.4.c-d, 471.2) ---
    UnitCard(
        "ogn-039-298", "Kai'Sa, Survivor",
        on_conquer=TriggerScript(steps=(Draw(1),)),
    ),
    UnitCard(
        "ogn-066-298", "Ahri, Alluring",
        on_hold=TriggerScript(steps=(GainPoints(1),)),
        note="The point is gained by an effect, not a Score (469): the final-point restriction of "
             "471.1.b does not apply (471.1.a.1).",
    ),
    # --- attack and defend triggers (383.4.e-f, 464.2.e) ---
    UnitCard(
        "ogn-119-298", "Ahri, Inquisitive",
        on_attack=TriggerScript(targets=(Target(ENEMY_HERE),),
                                steps=(GiveMight(-2, Chosen(0), minimum=1),)),
        on_defend=TriggerScript(targets=(Target(ENEMY_HERE),),
                                steps=(GiveMight(-2, Chosen(0), minimum=1),)),
    ),
    UnitCard(
        "ogn-130-298", "Crackshot Corsair",
        on_attack=TriggerScript(targets=(Target(ENEMY_HERE),), steps=(Deal(Const(1), Chosen(0)),)),
    ),
    UnitCard(
        "ogn-148-298", "Anivia, Primal",
        on_attack=TriggerScript(steps=(Deal(Const(3), Each(ENEMY_HERE)),)),
        note="'Here' is the battlefield where it attacked, even if it has left by resolution.",
    ),
    UnitCard(
        "ogn-076-298", "Yasuo, Remorseful",
        on_attack=TriggerScript(targets=(Target(ENEMY_HERE),), steps=(Deal(MightOf(Me()), Chosen(0)),)),
        note="His Might is read as it resolves (as an attacker, so with any Assault); if he has left "
             "the board by then the amount is null and nothing is dealt.",
    ),
    UnitCard(
        "ogn-238-298", "Leona, Determined",
        on_attack=TriggerScript(targets=(Target(ENEMY_HERE),), steps=(Stun(Chosen(0)),)),
    ),
    # --- triggers on other events (383.1): a death (Deathknell, 808), a move (449), a play, a discard
    UnitCard("ogn-216-298", "Soaring Scout",
             when=((When("die"), TriggerScript(steps=(Channel(1, exhausted=True),))),),
             note="Deathknell (808): it triggers as it dies, from the trash."),
    UnitCard("ogn-178-298", "Undercover Agent",
             when=((When("die"), TriggerScript(steps=(Discard(2), Draw(2)))),),
             note="Deathknell (808): it triggers as it dies, from the trash; the draw happens even "
                  "with nothing to discard."),
    UnitCard("ogn-185-298", "Traveling Merchant",
             when=((When("move"), TriggerScript(steps=(Discard(1), Draw(1)))),)),
    UnitCard("ogn-222-298", "Noxian Drummer",
             when=((When("move", to_battlefield=True), TriggerScript(steps=(RECRUIT_HERE,))),)),
    UnitCard("ogn-103-298", "Ravenbloom Student",
             when=((When("play_spell", who="you"), TriggerScript(steps=(GiveMight(1, Me()),))),)),
    UnitCard("ogn-117-298", "Viktor, Innovator",
             when=((When("play_card", who="you", opponents_turn=True),
                    TriggerScript(steps=(RECRUIT_IN_BASE,))),)),
    UnitCard("ogn-118-298", "Wraith of Echoes",
             when=((When("friendly_dies", who="friendly", nth=1), TriggerScript(steps=(Draw(1),))),),
             note="Only the turn's first death of a friendly unit counts, whether or not it was on "
                  "the board then; it does not see its own death (383.2.c.2)."),
    UnitCard("ogn-006-298", "Flame Chompers",
             when=((When("discard"), TriggerScript(steps=(PLAY_ME_FROM_TRASH,))),),
             may=(("discard", MayPayPower("Fury")),),
             note="Whether to pay the Fury Power is decided as the ability goes on the chain "
                  "(383.3.a-b); that Power is the whole price of playing it."),
    # --- activated abilities (377-381) ---
    UnitCard(
        VI, "Vi, Destructive",
        abilities=(Ability(TriggerScript((GiveMight(1, Me()),)), recycle_trash=1),),
    ),
    UnitCard(
        UDYR, "Udyr, Wildman",
        abilities=tuple(Ability(script, spend_buff=True, once_each_turn=True) for script in (
            TriggerScript((Deal(Const(2), Chosen(0)),), targets=(Target(_AT_BATTLEFIELD),)),
            TriggerScript((Stun(Chosen(0)),), targets=(Target(_AT_BATTLEFIELD),)),
            TriggerScript((Ready(Me()),)),
            TriggerScript((Custom("ganking_this_turn", "this unit has Ganking this turn"),)),
        )),
        note="Its ability has four modes (one option each); each mode at most once a turn.",
    ),
    # --- Legion (812) ---
    UnitCard("ogn-012-298", "Noxus Hopeful",
             passives=(LegionDiscount(2),)),
    UnitCard("ogn-217-298", "Trifarian Gloryseeker",
             script=TriggerScript(steps=(Buff(Me()),)), passives=(LegionPlayEffect(),)),
    UnitCard("ogn-016-298", "Dangerous Duo",
             script=TriggerScript(targets=(Target(Units()),), steps=(GiveMight(2, Chosen(0)),)),
             passives=(LegionPlayEffect(),)),
)
