"""Origins (OGN): battlefields with triggered abilities of their own, "when you hold / conquer /
defend here" (383.4.c-f; see :mod:`riftbound.engine.battlefield_triggers`), and with passives.

Targon's Peak creates a delayed trigger (390.2) that readies up to 2 runes at the end of the turn
(errata of 2025-10-28: "up to"); the runes are its targets, any on the board, chosen as the delayed
trigger is finalized (355.5.b and its example), one at a time, each pick able to stop (ruling 60 in
docs/rulings.md).
"""

from __future__ import annotations

from ...effects import Chosen, Custom, Discard, Draw, MoveUnit, Target, TriggerScript, Units
from ...effects.cards import BattlefieldCard
from ...effects.chosen_champion import RETURN_CHOSEN_CHAMPION, ChosenChampionTrashTrigger
from ...effects.passives import BonusDamage, MightAura
from ...effects.spells import custom
from ...effects.words import WIN
from ...engine.battlefield_triggers import create_delayed
from ...engine.core import emit
from ...engine.may_triggers import MaySpendBuff, MayTarget, UpToRunes
from ...log_text import TEMPLATES, _name
from ...state import ChainItem, GameState
from .tokens import RECRUIT_IN_BASE

__all__ = ["CARDS"]

ALTAR, GROVE, MONASTERY, REAVERS_ROW = "ogn-275-298", "ogn-280-298", "ogn-282-298", "ogn-285-298"
TARGONS_PEAK, GRAND_PLAZA, ZAUN_WARRENS = "ogn-289-298", "ogn-293-298", "ogn-298-298"
TRIFARIAN_WAR_CAMP, VOID_GATE = "ogn-294-298", "ogn-296-298"


# --- Targon's Peak: a delayed trigger (390.2, 359.3.e.16) ------------------------------------------

READY_RUNES_LATER = Custom("ready_runes_later",
                           text="at the end of this turn, ready up to 2 runes (a delayed trigger)")
READY_UP_TO_2_RUNES = Custom("ready_up_to_2_runes", text="ready the chosen runes (up to 2)")


@custom("ready_runes_later")
def _ready_runes_later(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 390.2, 359.3.e.16: the delayed trigger is created, unless the Ending Step has begun."""
    return create_delayed(g, item.controller, item.cid)


@custom("ready_up_to_2_runes")
def _ready_up_to_2(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 415, 359.3.e: the runes chosen as targets when the delayed trigger was finalized are
    readied, each that is still on the board (a rune recycled meanwhile is a lost target)."""
    done = False
    for rune in item.targets[0] if item.targets else ():
        for q, p in enumerate(g.players):
            if rune in p.runes:
                k = p.runes.index(rune)
                if p.rune_exhausted[k]:
                    p.rune_exhausted[k] = False
                    emit(g, "415", "ready_rune", q, rune)
                done = True
    return done


TEMPLATES["ready_rune"] = lambda g, p, d: f"{_name(g, d[0])} of P{p} is readied"


# --- The Grand Plaza: a condition of its trigger ------------------------------------------------------

def _seven_units_here(g: GameState, player: int, cid: int) -> bool:
    """383.2.a.1: "if you have 7+ units here" is part of the trigger condition."""
    bf = next(i for i, b in enumerate(g.battlefields) if b.cid == cid)
    return sum(1 for u in g.units.values() if u.loc == bf and u.controller == player) >= 7


# --- the cards ---------------------------------------------------------------------------------------

CARDS: tuple[BattlefieldCard, ...] = (
    BattlefieldCard(ALTAR, "Altar to Unity", on_hold=TriggerScript(steps=(RECRUIT_IN_BASE,))),
    BattlefieldCard(GROVE, "Grove of the God-Willow", on_hold=TriggerScript(steps=(Draw(1),))),
    BattlefieldCard(MONASTERY, "Monastery of Hirana", on_conquer=TriggerScript(steps=(Draw(1),)),
                    may=(("conquer", MaySpendBuff()),),
                    note="Its controller may spend a buff of one of their units as it goes on the "
                         "chain (383.3.b); if they don't, it does nothing."),
    BattlefieldCard(REAVERS_ROW, "Reaver's Row",
                    on_defend=TriggerScript(targets=(Target(Units(side="friendly", where="here")),),
                                            steps=(MoveUnit(Chosen(0), to_base=True),)),
                    may=(("defend", MayTarget()),),
                    note="Performing it is optional, decided as it is finalized with its "
                         "target (383.3.a)."),
    BattlefieldCard(TARGONS_PEAK, "Targon's Peak", on_conquer=TriggerScript(steps=(READY_RUNES_LATER,)),
                    # its delayed trigger (390.2), put on the chain at the Ending Step (317.1.a); its
                    # targets chosen as it is finalized (355.5.b, 355.13)
                    delayed=TriggerScript(steps=(READY_UP_TO_2_RUNES,)),
                    may=(("delayed", UpToRunes(2)),),
                    note="The runes, up to 2 (errata), are targets chosen at the end of the turn as "
                         "the delayed ability goes on the chain."),
    BattlefieldCard(GRAND_PLAZA, "The Grand Plaza", on_hold=TriggerScript(steps=(WIN,)),
                    if_=(("hold", _seven_units_here),),
                    note="It triggers only if the holder has 7 or more units there as they hold it "
                         "(383.2.a.1)."),
    BattlefieldCard(ZAUN_WARRENS, "Zaun Warrens", on_conquer=TriggerScript(steps=(Discard(1), Draw(1)))),
    # --- passives (363) ---
    BattlefieldCard(TRIFARIAN_WAR_CAMP, "Trifarian War Camp",
                    passives=(MightAura(Units(where="here"), 1),)),
    BattlefieldCard(VOID_GATE, "Void Gate", passives=(BonusDamage(1, dealer="any", to=Units(where="here")),),
                    note="As errata'd (2025-10-28): the bonus goes to units here, whoever plays the spell."),
    # card wave 2, fourth session (helper G)
    BattlefieldCard("ogn-281-298", "Hallowed Tomb",
                    on_hold=ChosenChampionTrashTrigger(steps=(RETURN_CHOSEN_CHAMPION,)),
                    may=(("hold", MayTarget()),),
                    note="Its holder may choose a card of their trash that is their Chosen Champion (any "
                         "champion unit of its name, 103.2.a.3; a target, 355.10.a) as the ability goes on "
                         "the chain, or decline; as it resolves the card goes to their Champion Zone only if "
                         "that zone is empty then (383.2.a.1, 108.3.c.1)."),
)
