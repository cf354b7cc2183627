"""Origins (OGN): spells. Each entry's ``description`` is generated from its script; ``note`` adds
the reading where the script alone does not say it.

Hidden itself is a keyword the engine implements once (:mod:`riftbound.engine.hidden`): any card
here with it may be hidden and later played from facedown. The spell-specific words stay here:
Sprite Call's token (:class:`TokenSpellScript`), Fading Memories' unit-or-gear target
(:class:`UnitOrGearScript`), Stand United's "buffs give more Might this turn" (703) and Time Warp's
Additional Turn (734-738).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...actions import BASE
from ...effects import (
    Buff,
    Chosen,
    Const,
    Custom,
    Deal,
    Discard,
    DiscardedEnergy,
    Draw,
    Each,
    EachPlayerKills,
    GiveMight,
    GiveTemporary,
    Kill,
    MightOf,
    MoveUnit,
    ReturnToHand,
    SpellCard,
    SpellScript,
    Target,
    Units,
)
from ...effects.mechanics import CounterScript
from ...effects.spells import custom, record
from ...effects.vocabulary import Counter
from ...effects.words import HIDDEN
from ...engine.chain import Choices
from ...engine.core import decide, emit, task
from ...engine.decisions import register_choice
from ...engine.hidden import facedown_bound
from ...engine.passives import add_buff_might
from ...engine.play_restrictions import units_barred_at
from ...engine.turns_extra import add_turn_after_this, banish_this
from ...engine.units import create_token
from ...log_text import TEMPLATES
from ...state import ChainItem, GameState, base_of

__all__ = ["CARDS"]

ANY_UNIT = Target(Units())
UNIT_AT_BATTLEFIELD = Target(Units(where="battlefield"))
WIND_WALL, DEFY = "ogn-064-298", "ogn-045-298"
SPRITE = "ogn-274-298"  # the 3 Might Sprite unit token, with Temporary printed


# --- Stand United: "buffs give more Might this turn" (703) --------------------------------------------

BUFFS_GIVE_MORE = Custom("buffs_give_more",
                         text="for the rest of the turn each buff gives your friendly units +1 Might more")


@custom("buffs_give_more")
def _buffs_give_more(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 703 modified for this turn (expires at 317.2.c): each buff on a unit friendly to the
    spell's controller gives +1 Might more."""
    add_buff_might(g, item.controller, 1)
    emit(g, "703", "buff_might", item.controller, 1)
    return True


TEMPLATES["buff_might"] = lambda g, p, d: (f"this turn each buff gives P{p}'s friendly units +{d[0]} "
                                           "Might more")


# --- Sprite Call: a spell that plays a token (419.3) --------------------------------------------------

@dataclass(frozen=True)
class TokenSpellScript(SpellScript):
    """A spell that plays a unit token. Playing the token is a play made as the spell resolves
    (419.3, 419.3.b: every step of a play as normal), so its location is chosen then (355.2: the
    player's base or a battlefield they control), as a "choose_card" decision ``token_location``.
    Played from facedown, the token can only go to the battlefield it was hidden at (811.1.d.3):
    that is fixed as it is played, kept as the play's destination. See docs/rulings.md."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        bound = facedown_bound(g, cid)
        return [(t, bound) for t, _ in super().choices(g, player, cid)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (super().choices_legal(g, player, cid, targets, None)
                and dest == facedown_bound(g, cid))

    def describe(self, timing: str = "") -> str:
        return super().describe(timing)[:-1] + " (where the token goes is chosen as it resolves)."


def token_locations(g: GameState, player: int, ctx: tuple) -> list[int]:
    """Rule 355.2.a: where the token of resolving spell ``ctx[1]`` may be played: the spell's card
    stands for its controller's base, a battlefield's card for each battlefield they control (not one
    units can't be played to, engine/play_restrictions.py)."""
    return [ctx[1]] + [b.cid for k, b in enumerate(g.battlefields)
                       if b.controller == player and not units_barred_at(g, k)]


@custom("play_sprite")
def _play_sprite(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 180-185, 419.3: the spell's controller plays a ready Sprite token; where, they choose
    now (355.2.a) unless only their base is possible. Played from facedown it goes to the
    battlefield it was hidden at while they still control it, else their base (811.1.d.3)."""
    loc = item.dest
    if loc is not None:
        if loc == BASE or g.battlefields[loc].controller != item.controller:
            loc = base_of(item.controller)
    elif len(token_locations(g, item.controller, ("token_location", item.cid))) > 1:
        decide(g, item.controller, "choose_card", ("token_location", item.cid, i))
        return None
    else:
        loc = base_of(item.controller)
    create_token(g, item.controller, SPRITE, loc, ready=True)
    return True


#: the spells other than Sprite Call that play a unit token where their player chooses as they
#: resolve: spell card id -> (token card id, whether it enters ready)
TOKEN_SPELLS: dict[str, tuple[str, bool]] = {}


@task("token_location", "p", "c", "n", "ci")
def _token_location(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The chosen location (the spell's card: the base; a battlefield's card: that battlefield)."""
    loc = next((k for k, b in enumerate(g.battlefields) if b.cid == card), base_of(player))
    token, ready = TOKEN_SPELLS.get(g.cards[cid].id, (SPRITE, True))
    create_token(g, player, token, loc, ready=ready)
    record(g, cid, i, True)


register_choice("token_location", token_locations, (
    "{card} is resolving: {p} chooses where its token is played (the spell itself for their base, "
    "or a battlefield they control)"))


# --- Fading Memories: a unit or a gear ------------------------------------------------------------------

@dataclass(frozen=True)
class UnitOrGearScript(SpellScript):
    """A spell whose single target is a unit its target spec allows, or any gear on the board
    (Fading Memories): gear are offered besides the units, one per interchangeable gear, and
    checked again as it resolves (359.3.e.2-4)."""

    def gear_choices(self, g: GameState) -> list[int]:
        seen: dict[tuple, int] = {}
        for c, x in sorted(g.gear.items()):
            seen.setdefault((g.cards[c].index, x.controller, x.loc, x.exhausted, x.temporary), c)
        return sorted(seen.values())

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return super().choices(g, player, cid) + [(((c,),), None) for c in self.gear_choices(g)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if len(targets) == 1 and len(targets[0]) == 1 and targets[0][0] in g.gear:
            return dest is None
        return super().choices_legal(g, player, cid, targets, dest)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        units: list[Any] = super().legal_targets(g, item, slot)
        return units + [g.gear[c] for c in item.targets[slot] if c in g.gear]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("(at a battlefield)", "(at a battlefield) or a gear")


# --- Time Warp: an Additional Turn (734-738) -------------------------------------------------------------

@custom("take_turn_after_this")
def _turn_after(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 735: the spell's controller takes an Additional Turn after this one."""
    add_turn_after_this(g, item.controller)
    return True


@custom("banish_this")
def _banish_this(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 427.2: the spell goes to banishment instead of the trash as it finishes resolving."""
    banish_this(g, item)
    return True


# --- the cards ---------------------------------------------------------------------------------------

CARDS: tuple[SpellCard, ...] = (
    SpellCard(
        "ogn-008-298", "Get Excited!",
        SpellScript(targets=(UNIT_AT_BATTLEFIELD,),
                    steps=(Discard(1), Deal(DiscardedEnergy(), Chosen(0), linked=True))),
        note="The damage is linked to the discard: with an empty hand nothing is dealt.",
    ),
    SpellCard(
        "ogn-024-298", "Void Seeker",
        SpellScript(targets=(UNIT_AT_BATTLEFIELD,), steps=(Deal(Const(4), Chosen(0)), Draw(1))),
    ),
    SpellCard(
        "ogn-043-298", "Charm",
        SpellScript(targets=(Target(Units(side="enemy")),), move_of=0, steps=(MoveUnit(Chosen(0)),)),
    ),
    SpellCard(
        "ogn-058-298", "Discipline",
        SpellScript(targets=(ANY_UNIT,), steps=(GiveMight(2, Chosen(0)), Draw(1))),
    ),
    SpellCard(
        "ogn-093-298", "Smoke Screen",
        SpellScript(targets=(ANY_UNIT,), steps=(GiveMight(-4, Chosen(0), minimum=1),)),
    ),
    SpellCard(
        "ogn-095-298", "Stupefy",
        SpellScript(targets=(ANY_UNIT,), steps=(GiveMight(-1, Chosen(0), minimum=1), Draw(1))),
    ),
    SpellCard(
        "ogn-128-298", "Challenge",
        SpellScript(targets=(Target(Units(side="friendly")), Target(Units(side="enemy"))),
                    steps=(Deal(MightOf(Chosen(0)), Chosen(1), source=Chosen(0)),
                           Deal(MightOf(Chosen(1)), Chosen(0), source=Chosen(1)))),
        note="Each unit is the source of its own damage (417.6.b.3).",
    ),
    SpellCard(
        "ogn-169-298", "Gust",
        SpellScript(targets=(Target(Units(where="battlefield", might_at_most=3)),),
                    steps=(ReturnToHand(Chosen(0)),)),
    ),
    SpellCard(
        "ogn-206-298", "Back to Back",
        SpellScript(targets=(Target(Units(side="friendly"), count=2),),
                    steps=(GiveMight(2, Chosen(0)),)),
    ),
    SpellCard(
        "ogn-209-298", "Cull the Weak",
        SpellScript(steps=(EachPlayerKills(),)),
    ),
    SpellCard(
        "ogn-233-298", "Grand Strategem",
        SpellScript(steps=(GiveMight(5, Each(Units(side="friendly"))),)),
    ),
    SpellCard(
        "ogn-053-298", "Stand United",
        SpellScript(targets=(Target(Units(side="friendly")),),
                    steps=(Buff(Chosen(0)), BUFFS_GIVE_MORE)),
        note="The extra Might applies to buffs already on units and to buffs added later this turn.",
    ),
    # --- Hidden (811) and Temporary (816) ---
    SpellCard(
        "ogn-083-298", "Consult the Past",
        SpellScript(steps=(Draw(2),)), note=HIDDEN,
    ),
    SpellCard(
        "ogn-168-298", "Fight or Flight",
        SpellScript(targets=(UNIT_AT_BATTLEFIELD,), steps=(MoveUnit(Chosen(0), to_base=True),)),
        note="Any player's unit may be chosen; it moves to its own controller's base. " + HIDDEN,
    ),
    SpellCard(
        "ogn-180-298", "Fading Memories",
        UnitOrGearScript(targets=(UNIT_AT_BATTLEFIELD,), steps=(GiveTemporary(Chosen(0)),)),
    ),
    SpellCard(
        "ogn-213-298", "Hidden Blade",
        SpellScript(targets=(UNIT_AT_BATTLEFIELD,), steps=(Kill(Chosen(0), controller_draws=2),)),
        note="The draw is linked to the kill: a unit no longer a legal target means no draw "
             "(359.3.e.14.a). " + HIDDEN,
    ),
    SpellCard(
        "ogn-094-298", "Sprite Call",
        TokenSpellScript(steps=(Custom("play_sprite", "you play a ready 3 Might Sprite unit token "
                                                      "(it has Temporary)"),)),
        note=HIDDEN,
    ),
    # --- Counter (425) ---
    SpellCard(WIND_WALL, "Wind Wall",
              CounterScript(steps=(Counter(),))),
    SpellCard(DEFY, "Defy",
              CounterScript(steps=(Counter(),), max_energy=4, max_power=1),
              note="The limit reads the countered spell's printed cost."),
    # --- an Additional Turn (734-738) ---
    SpellCard("ogn-122-298", "Time Warp",
              SpellScript(steps=(Custom("take_turn_after_this",
                                        text="you take another turn once this one ends"),
                                 Custom("banish_this", text="the spell is banished"))),
              note="The normal turn order resumes after the extra turn."),
)
