"""Origins (OGN) precon cards with cost changes (356), conditional or aura passives (363-364), a
few Play Effects (383.4.a), a battlefield passive, and Stand United's spell script.

Two reusable instructions live here, for any card that needs them:

- :data:`SPEND_BUFF` ("you may spend a buff to ..." where it is paid on resolution: a spell's, or a
  later part of a triggered ability, 740.4.a.1, 740.4.a.2.a): the controller picks a buffed unit
  they control and removes its buff (702.2.b, 702.2.b.1-2), or declines; the instructions marked
  ``linked`` after it execute only if a buff was spent (355.10.c.1: the buff is a cost within the
  instruction, not a target; 359.3.e.14.a). At the start of a triggered ability's effect the same
  words are its cost, paid as it goes on the chain (383.3.b, 740.4.a.2): that is
  :class:`~riftbound.engine.may_triggers.MaySpendBuff` (Wildclaw Shaman).
- :data:`PREDICT` (Vision, 817.1.b; Predict, 436.1): the controller looks at the top card of their
  Main Deck and may recycle it; with an empty deck nothing happens (436.4, no Burn Out, 436.4.a).
"""

from __future__ import annotations

from ..effects import (
    Buff,
    Chosen,
    Custom,
    Discard,
    Me,
    Ready,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
)
from ..effects.cards import BattlefieldCard
from ..effects.passives import (
    Alone,
    Buffed,
    CheaperPerTrashCard,
    DiscardedThisTurn,
    KillFriendlyCost,
    MightAura,
    OptionalDiscard,
    SpellDiscountAtBattlefield,
    While,
)
from ..effects.spells import custom, record
from ..engine.core import decide, emit, task
from ..engine.costs import cost_discard_options, cost_kill_options
from ..engine.decisions import CARD_CHOICE_TEXT, CARD_CHOICES
from ..engine.may_triggers import MaySpendBuff
from ..engine.passives import add_buff_might
from ..log_text import TEMPLATES
from ..state import ChainItem, GameState

__all__ = ["CARDS", "PREDICT", "SPEND_BUFF"]


# --- spending a buff (702.2.b) ---------------------------------------------------------------------

SPEND_BUFF = Custom("spend_buff", text="you may remove the buff of one of your units (spend it)")


def spend_buff_options(g: GameState, player: int, ctx: tuple = ()) -> list[int]:
    """-1 (spend none), then one buffed unit ``player`` controls per interchangeable group
    (702.2.b.1: only a buffed unit; 702.2.b.2: only one they control)."""
    seen: dict[tuple, int] = {}
    for u in sorted(g.units.values(), key=lambda u: u.cid):
        if u.controller == player and u.buffs > 0:
            key = (g.cards[u.cid].index, u.loc, u.exhausted, u.damage, u.turn_might, u.base_might,
                   u.combat_might, u.stunned, u.role)
            seen.setdefault(key, u.cid)
    return [-1, *sorted(seen.values())] if seen else []


@custom("spend_buff")
def _spend_buff(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 702.2.b: the controller may spend a buff; with no buffed unit they can't (702.2.b.1)."""
    if not spend_buff_options(g, item.controller):
        return False
    decide(g, item.controller, "choose_card", ("spend_buff", item.cid, i))
    return None


@task("spend_buff", "p", "c", "n", "ci")
def _spend_buff_pick(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The chosen unit loses one buff (702.2.b); -1: none is spent and the linked instructions
    that follow are skipped (359.3.e.14.a)."""
    u = g.units.get(card) if card >= 0 else None
    if u is None or u.buffs <= 0:
        record(g, cid, i, False)
        return
    u.buffs -= 1
    emit(g, "702.2.b", "spend_buff", player, card)
    record(g, cid, i, True)


# --- Predict (436) and Vision (817) ------------------------------------------------------------------

PREDICT = Custom("predict", text="you look at the top card of your Main Deck and may recycle it")


def predict_options(g: GameState, player: int, ctx: tuple = ()) -> list[int]:
    """-1 (keep it on top) and the top card (recycle it): the card is seen by its owner only, as
    their decision's options (436.1)."""
    deck = g.players[player].deck
    return [-1, deck[-1]] if deck else []


@custom("predict")
def _predict(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 436.1: look at the top card of the Main Deck; with none, nothing happens (436.4,
    436.4.a: no Burn Out)."""
    if not g.players[item.controller].deck:
        return False
    emit(g, "436.1", "look", item.controller, 1)
    decide(g, item.controller, "choose_card", ("predict", item.cid, i))
    return None


@task("predict", "p", "c", "n", "ci")
def _predict_pick(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """Rule 436.1: the looked-at card is recycled (416.1: to the bottom of the Main Deck), or stays
    on top (-1)."""
    deck = g.players[player].deck
    if card >= 0 and deck and deck[-1] == card:
        deck.pop()
        deck.insert(0, card)
        emit(g, "416.1", "recycle", player, 1)
    record(g, cid, i, True)


# --- "buffs give more Might this turn" (703) ----------------------------------------------------------

BUFFS_GIVE_MORE = Custom("buffs_give_more",
                         text="for the rest of the turn each buff gives your friendly units +1 Might more")


@custom("buffs_give_more")
def _buffs_give_more(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 703 modified for this turn (expires at 317.2.c): each buff on a unit friendly to the
    spell's controller gives +1 Might more."""
    add_buff_might(g, item.controller, 1)
    emit(g, "703", "buff_might", item.controller, 1)
    return True


TEMPLATES.update({
    "optional_cost": lambda g, p, d: f"P{p} chooses to discard {g.cards[d[1]].name} as the additional "
                                     f"cost of {g.cards[d[0]].name}",
    "cost_kill": lambda g, p, d: f"P{p} kills {g.cards[d[0]].name} to pay a cost",
    "spend_buff": lambda g, p, d: f"P{p} spends the buff of {g.cards[d[0]].name}",
    "buff_might": lambda g, p, d: f"this turn each buff gives P{p}'s friendly units +{d[0]} Might more",
})

CARD_CHOICES["spend_buff"] = spend_buff_options
CARD_CHOICES["predict"] = predict_options
CARD_CHOICES["cost_discard"] = cost_discard_options
CARD_CHOICES["cost_kill"] = cost_kill_options
CARD_CHOICE_TEXT.update({
    "spend_buff": "the ability of {card} is resolving: {p} may spend the buff of one of their units "
                  "(choose it), or choose none",
    "predict": "the ability of {card} is resolving: {p} looks at the top card of their Main Deck; "
               "choosing it recycles it, none keeps it on top",
    "cost_discard": "{card} is being played: {p} may discard a card as its additional cost (choose "
                    "it), or choose none",
    "cost_kill": "{card} is being played: {p} chooses the friendly unit its additional cost kills",
})


WILDCLAW_SHAMAN = "ogn-147-298"

CARDS: tuple[SpellCard | UnitCard | BattlefieldCard, ...] = (
    # --- costs (356) ---
    UnitCard(
        "ogn-002-298", "Brazen Buccaneer", 6, (), (), 5, passives=(OptionalDiscard(2),),
        note="Whether to pay, and which card, is one choice made as it is played; the card is "
             "discarded with the payment.",
    ),
    UnitCard("ogn-208-298", "Cruel Patron", 4, (), (), 6, passives=(KillFriendlyCost(),)),
    UnitCard("ogn-195-298", "Rhasa the Sunderer", 10, ("Chaos",), (), 6,
             passives=(CheaperPerTrashCard(),)),
    UnitCard("ogn-084-298", "Eager Apprentice", 3, (), (), 3,
             passives=(SpellDiscountAtBattlefield(1, 1),)),
    # --- Might and keyword passives (363-364) ---
    UnitCard("ogn-151-298", "Lee Sin, Centered", 6, (), ("Accelerate",), 6,
             passives=(MightAura(Units(side="friendly", where="here", buffed=True), 2, other=True,
                                 at_battlefield=True),)),
    UnitCard("ogn-055-298", "Wielder of Water", 3, (), (), 2, passives=(While(Alone(), might=2),)),
    UnitCard("ogn-125-298", "Bilgewater Bully", 6, (), (), 6,
             passives=(While(Buffed(), keywords=(("Ganking", 1),)),)),
    UnitCard("ogn-019-298", "Raging Soul", 4, (), (), 4,
             passives=(While(DiscardedThisTurn(), keywords=(("Assault", 1), ("Ganking", 1))),)),
    # --- Play Effects (383.4.a) ---
    UnitCard(
        "ogn-030-298", "Jinx, Demolitionist", 3, ("Fury",), ("Accelerate", "Assault 2"), 4,
        script=TriggerScript(steps=(Discard(2),)),
    ),
    UnitCard(
        WILDCLAW_SHAMAN, "Wildclaw Shaman", 4, (), (), 3,
        may=(("trigger", MaySpendBuff()),),  # 383.3.b, 740.4.a.2: the buff is its cost
        script=TriggerScript(steps=(Ready(Me()), Buff(Me()))),
        note="The buff is spent as the Play Effect goes on the chain (its cost, 383.3.b); declining, "
             "or having no buffed unit, means the ability isn't played.",
    ),
    UnitCard(
        "ogn-086-298", "Jeweled Colossus", 5, (), ("Vision", "Shield"), 5,
        script=TriggerScript(steps=(PREDICT,)),
        note="Vision is a Play Effect that predicts (817.1.b).",
    ),
    # --- a battlefield's passive ---
    BattlefieldCard("ogn-294-298", "Trifarian War Camp", passives=(MightAura(Units(where="here"), 1),)),
    # --- a spell (its Hidden keyword is handled with facedown cards, 811) ---
    SpellCard(
        "ogn-053-298", "Stand United", 3, (), ("Hidden", "Action"),
        SpellScript(targets=(Target(Units(side="friendly")),),
                    steps=(Buff(Chosen(0)), BUFFS_GIVE_MORE)),
        note="The extra Might applies to buffs already on units and to buffs added later this turn.",
    ),
)
