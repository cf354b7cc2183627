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
    GiveMight,
    MightOf,
    MoveUnit,
    Ready,
    ReturnFromTrash,
    ReturnToHand,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
)

ANY_UNIT = Target(Units())
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
)
