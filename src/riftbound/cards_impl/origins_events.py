"""Origins (OGN) precon units whose abilities trigger on events (383.1): a death (Deathknell, 808),
a move (449), a spell or card played, a friendly unit's death, a discard (422).

Three reusable instructions live here:

- :data:`RECRUIT_HERE` and :data:`RECRUIT_IN_BASE` play a 1 Might Recruit unit token (187.1) for
  the ability's controller, at the place the ability triggered ("here", ruling 34) or in their base.
- :data:`PLAY_ME_FROM_TRASH`: the ability's source card is played from its owner's trash
  (419.3), its cost already paid as the ability's base cost (383.3.b); its controller chooses where
  it enters (355.2: their base or a battlefield they control). (For units without a Play Effect.)
"""

from __future__ import annotations

from ..effects import Channel, Custom, Discard, Draw, GiveMight, Me, TriggerScript, UnitCard, When
from ..effects.spells import custom, record
from ..engine.core import decide, emit, task
from ..engine.decisions import register_choice
from ..engine.events import fire
from ..engine.may_triggers import MayPayPower
from ..engine.units import create_token, enters_ready
from ..log_text import TEMPLATES, _name, _where
from ..state import ChainItem, GameState, Unit, base_of

__all__ = ["CARDS", "PLAY_ME_FROM_TRASH", "RECRUIT_HERE", "RECRUIT_IN_BASE"]

#: the 1 Might Recruit unit token (187.1)
RECRUIT = "ogn-271-298"


# --- Recruit tokens (180-187) ---------------------------------------------------------------------

RECRUIT_HERE = Custom("recruit_here", text="you play a 1 Might Recruit unit token where it triggered")
RECRUIT_IN_BASE = Custom("recruit_in_base", text="you play a 1 Might Recruit unit token in your base")


@custom("recruit_here")
def _recruit_here(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 187.1: the token is the ability's controller's, at the battlefield where the
    ability triggered (its "here", kept on the chain item); with no "here" it can't be played."""
    if item.dest is None:
        return False
    create_token(g, item.controller, RECRUIT, item.dest)
    return True


@custom("recruit_in_base")
def _recruit_in_base(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 187.1: the token enters its controller's base."""
    create_token(g, item.controller, RECRUIT, base_of(item.controller))
    return True


# --- playing the source card from the trash (419.3) ----------------------------------------------

PLAY_ME_FROM_TRASH = Custom("play_me_from_trash",
                            text="you play it from your trash (its cost is what you paid to perform "
                                 "the ability) to your base or a battlefield you control")


def _where_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """Rule 355.2.a: the card itself stands for its controller's base; a battlefield's card for
    that battlefield, if they control it."""
    cid = ctx[1]
    return [cid, *sorted(b.cid for b in g.battlefields if b.controller == player and b.cid >= 0)]


@custom("play_me_from_trash")
def _play_me_from_trash(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 419.3: played as part of the ability's resolution; if it is no longer in the trash
    there is nothing to play (419.3.c)."""
    if item.cid not in g.players[g.owner[item.cid]].trash:
        return False
    decide(g, item.controller, "choose_card", ("play_from_trash", item.cid, i))
    return None


@task("play_from_trash", "p", "c", "n", "ci")
def _play_from_trash(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """Rules 419.3, 355.2, 359.2: the unit leaves the trash and enters the chosen location,
    exhausted (143.4) unless a passive lets it enter ready (143.4.a); it has been played
    ("when you play a card" abilities trigger, 383.1). ``card``: the unit itself (its base) or a
    battlefield card; -1: no choice (the player left the game)."""
    trash = g.players[g.owner[cid]].trash
    if card < 0 or cid not in trash:
        record(g, cid, i, False)
        return
    loc = base_of(player)
    for k, b in enumerate(g.battlefields):
        if b.cid == card:
            loc = k
    trash.remove(cid)
    emit(g, "419.3", "play_from_trash", player, cid, loc)
    u = g.units[cid] = Unit(cid, player, loc, exhausted=True)
    if enters_ready(g, u):
        u.exhausted = False
    emit(g, "359.2.c", "enter", player, cid, loc, u.exhausted)
    record(g, cid, i, True)
    fire(g, "play_card", player, cid)


register_choice("play_from_trash", _where_options, (
    "{p} plays {card} from their trash: choose it to play it to their base, or a battlefield they "
    "control"))
TEMPLATES.update({
    "play_from_trash": lambda g, p, d: f"P{p} plays {_name(g, d[0])} from the trash to {_where(g, d[1])}",
    "trigger_cost": lambda g, p, d: f"P{p} pays with {_name(g, d[1])} to perform the ability of "
                                    f"{_name(g, d[0])}",
    "trigger_declined": lambda g, p, d: f"P{p} declines the ability of {_name(g, d[0])}",
})


# --- the cards ---------------------------------------------------------------------------------------

CARDS: tuple[UnitCard, ...] = (
    UnitCard("ogn-216-298", "Soaring Scout", 2, (), ("Deathknell",), 1,
             when=((When("die"), TriggerScript(steps=(Channel(1, exhausted=True),))),),
             note="Deathknell (808): it triggers as it dies, from the trash."),
    UnitCard("ogn-178-298", "Undercover Agent", 5, ("Chaos",), ("Deathknell",), 5,
             when=((When("die"), TriggerScript(steps=(Discard(2), Draw(2)))),),
             note="Deathknell (808): it triggers as it dies, from the trash; the draw happens even "
                  "with nothing to discard."),
    UnitCard("ogn-185-298", "Traveling Merchant", 2, (), (), 2,
             when=((When("move"), TriggerScript(steps=(Discard(1), Draw(1)))),)),
    UnitCard("ogn-222-298", "Noxian Drummer", 3, (), (), 3,
             when=((When("move", to_battlefield=True), TriggerScript(steps=(RECRUIT_HERE,))),)),
    UnitCard("ogn-103-298", "Ravenbloom Student", 2, (), (), 2,
             when=((When("play_spell", who="you"), TriggerScript(steps=(GiveMight(1, Me()),))),)),
    UnitCard("ogn-117-298", "Viktor, Innovator", 4, ("Mind",), (), 3,
             when=((When("play_card", who="you", opponents_turn=True),
                    TriggerScript(steps=(RECRUIT_IN_BASE,))),)),
    UnitCard("ogn-118-298", "Wraith of Echoes", 6, ("Mind",), (), 5,
             when=((When("friendly_dies", who="friendly", nth=1), TriggerScript(steps=(Draw(1),))),),
             note="Only the turn's first death of a friendly unit counts, whether or not it was on "
                  "the board then; it does not see its own death (383.2.c.2)."),
    UnitCard("ogn-006-298", "Flame Chompers", 3, (), (), 3,
             when=((When("discard"), TriggerScript(steps=(PLAY_ME_FROM_TRASH,))),),
             may=(("discard", MayPayPower("Fury")),),
             note="Whether to pay the Fury Power is decided as the ability goes on the chain "
                  "(383.3.a-b); that Power is the whole price of playing it."),
)
