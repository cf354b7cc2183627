"""Origins (OGN): the spells of the Jinx, Viktor and Lee Sin champion decks that need no facedown
zone (Hidden) and no Temporary, and the units of those decks whose only ability is a Play Effect
(383.4.a) or a simple passive (363), written in the vocabulary of :mod:`riftbound.effects`.

Each entry's ``description`` is generated from its script; ``note`` adds the reading where the
script alone does not say it.
"""

from __future__ import annotations

from ..effects import (
    Buff,
    Channel,
    Chosen,
    Const,
    Deal,
    Discard,
    DiscardedEnergy,
    Draw,
    Each,
    EachPlayerKills,
    GainPoints,
    GiveMight,
    Me,
    MightOf,
    MoveUnit,
    Ready,
    ReturnFromTrash,
    ReturnToHand,
    SpellCard,
    SpellScript,
    Stun,
    Target,
    TriggerScript,
    UnitCard,
    Units,
)
from ..effects.passives import Buffed, While

ANY_UNIT = Target(Units())
ENEMY_HERE = Units(side="enemy", where="here")
UNIT_AT_BATTLEFIELD = Target(Units(where="battlefield"))

CARDS: tuple[SpellCard | UnitCard, ...] = (
    SpellCard(
        "ogn-008-298", "Get Excited!", 2, ("Fury",), ("Action",),
        SpellScript(targets=(UNIT_AT_BATTLEFIELD,),
                    steps=(Discard(1), Deal(DiscardedEnergy(), Chosen(0), linked=True))),
        note="The damage is linked to the discard: with an empty hand nothing is dealt.",
    ),
    SpellCard(
        "ogn-024-298", "Void Seeker", 3, ("Fury",), ("Action",),
        SpellScript(targets=(UNIT_AT_BATTLEFIELD,), steps=(Deal(Const(4), Chosen(0)), Draw(1))),
    ),
    SpellCard(
        "ogn-043-298", "Charm", 1, ("Calm",), (),
        SpellScript(targets=(Target(Units(side="enemy")),), move_of=0, steps=(MoveUnit(Chosen(0)),)),
    ),
    SpellCard(
        "ogn-058-298", "Discipline", 2, (), ("Reaction",),
        SpellScript(targets=(ANY_UNIT,), steps=(GiveMight(2, Chosen(0)), Draw(1))),
    ),
    SpellCard(
        "ogn-093-298", "Smoke Screen", 2, ("Mind",), ("Reaction",),
        SpellScript(targets=(ANY_UNIT,), steps=(GiveMight(-4, Chosen(0), minimum=1),)),
    ),
    SpellCard(
        "ogn-095-298", "Stupefy", 1, (), ("Reaction",),
        SpellScript(targets=(ANY_UNIT,), steps=(GiveMight(-1, Chosen(0), minimum=1), Draw(1))),
    ),
    SpellCard(
        "ogn-128-298", "Challenge", 2, ("Body",), ("Action",),
        SpellScript(targets=(Target(Units(side="friendly")), Target(Units(side="enemy"))),
                    steps=(Deal(MightOf(Chosen(0)), Chosen(1), source=Chosen(0)),
                           Deal(MightOf(Chosen(1)), Chosen(0), source=Chosen(1)))),
        note="Each unit is the source of its own damage (417.6.b.3).",
    ),
    SpellCard(
        "ogn-169-298", "Gust", 1, (), ("Reaction",),
        SpellScript(targets=(Target(Units(where="battlefield", might_at_most=3)),),
                    steps=(ReturnToHand(Chosen(0)),)),
    ),
    SpellCard(
        "ogn-206-298", "Back to Back", 3, (), ("Reaction",),
        SpellScript(targets=(Target(Units(side="friendly"), count=2),),
                    steps=(GiveMight(2, Chosen(0)),)),
    ),
    SpellCard(
        "ogn-209-298", "Cull the Weak", 2, ("Order",), (),
        SpellScript(steps=(EachPlayerKills(),)),
    ),
    SpellCard(
        "ogn-233-298", "Grand Strategem", 6, ("Order", "Order", "Order"), ("Action",),
        SpellScript(steps=(GiveMight(5, Each(Units(side="friendly"))),)),
    ),
    # --- units with a Play Effect (383.4.a) ---
    UnitCard(
        "ogn-003-298", "Chemtech Enforcer", 2, (), ("Assault 2",), 2,
        script=TriggerScript(steps=(Discard(1),)),
    ),
    UnitCard(
        "ogn-011-298", "Magma Wurm", 8, ("Fury",), (), 8,
        others_enter_ready=Units(side="friendly"),
        note="The unit with the ability itself enters exhausted as usual.",
    ),
    UnitCard(
        "ogn-132-298", "First Mate", 3, (), (), 3,
        script=TriggerScript(targets=(ANY_UNIT,), other=True, steps=(Ready(Chosen(0)),)),
    ),
    UnitCard(
        "ogn-136-298", "Pit Rookie", 2, (), (), 2,
        script=TriggerScript(targets=(Target(Units(side="friendly")),), other=True,
                             steps=(Buff(Chosen(0)),)),
        note="A unit that already has a buff can be chosen; it gets no second one (702.3.a).",
    ),
    UnitCard(
        "ogn-165-298", "Cemetery Attendant", 3, ("Chaos",), (), 3,
        script=TriggerScript(steps=(ReturnFromTrash(),)),
    ),
    UnitCard(
        "ogn-137-298", "Stormclaw Ursine", 7, (), ("Tank",), 6,
        script=TriggerScript(steps=(Channel(1, exhausted=True),)),
    ),
    # --- a unit with a conditional passive (363) ---
    UnitCard(
        "ogn-065-298", "Wizened Elder", 4, (), (), 4, passives=(While(Buffed(), might=1),),
        note="The buff's own +1 comes on top (702.2.a): 6 Might with a buff.",
    ),
    # --- units with a score ability (383.4.c-d, 471.2) ---
    UnitCard(
        "ogn-039-298", "Kai'Sa, Survivor", 4, (), ("Accelerate",), 4,
        on_conquer=TriggerScript(steps=(Draw(1),)),
    ),
    UnitCard(
        "ogn-066-298", "Ahri, Alluring", 5, ("Calm",), (), 4,
        on_hold=TriggerScript(steps=(GainPoints(1),)),
        note="The point is gained by an effect, not a Score (469): the final-point restriction of "
             "471.1.b does not apply (471.1.a.1).",
    ),
    # --- units with an attack or defend trigger (383.4.e-f, 464.2.e) ---
    UnitCard(
        "ogn-119-298", "Ahri, Inquisitive", 3, ("Mind",), (), 3,
        on_attack=TriggerScript(targets=(Target(ENEMY_HERE),),
                                steps=(GiveMight(-2, Chosen(0), minimum=1),)),
        on_defend=TriggerScript(targets=(Target(ENEMY_HERE),),
                                steps=(GiveMight(-2, Chosen(0), minimum=1),)),
    ),
    UnitCard(
        "ogn-130-298", "Crackshot Corsair", 3, (), (), 3,
        on_attack=TriggerScript(targets=(Target(ENEMY_HERE),), steps=(Deal(Const(1), Chosen(0)),)),
    ),
    UnitCard(
        "ogn-148-298", "Anivia, Primal", 7, ("Body", "Body"), (), 8,
        on_attack=TriggerScript(steps=(Deal(Const(3), Each(ENEMY_HERE)),)),
        note="'Here' is the battlefield where it attacked, even if it has left by resolution.",
    ),
    UnitCard(
        "ogn-076-298", "Yasuo, Remorseful", 6, ("Calm", "Calm"), (), 6,
        on_attack=TriggerScript(targets=(Target(ENEMY_HERE),), steps=(Deal(MightOf(Me()), Chosen(0)),)),
        note="His Might is read as it resolves (as an attacker, so with any Assault); if he has left "
             "the board by then the amount is null and nothing is dealt.",
    ),
    UnitCard(
        "ogn-238-298", "Leona, Determined", 4, ("Order",), ("Shield",), 4,
        on_attack=TriggerScript(targets=(Target(ENEMY_HERE),), steps=(Stun(Chosen(0)),)),
    ),
)
