"""Origins (OGN): the cards of the Jinx, Viktor and Lee Sin champion decks built on Hidden (811) and
Temporary (816), written in the vocabulary of :mod:`riftbound.effects`.

Hidden itself is a keyword the engine implements once (:mod:`riftbound.engine.hidden`): any card
here with it may be hidden and later played from facedown. Temporary's own triggered ability ("kill
me as my controller's Beginning Phase starts", 816.1.b) is the keyword's, given to every card since
an effect may give it to any unit (:mod:`riftbound.effects.keywords.temporary`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..actions import BASE
from ..effects import (
    Chosen,
    Custom,
    Draw,
    GiveTemporary,
    Kill,
    MoveUnit,
    SpellCard,
    SpellScript,
    Target,
    UnitCard,
    Units,
    custom,
)
from ..effects.spells import record
from ..engine.chain import Choices
from ..engine.core import decide, task
from ..engine.decisions import register_choice
from ..engine.hidden import facedown_bound
from ..engine.units import create_token
from ..state import ChainItem, GameState, base_of

UNIT_AT_BATTLEFIELD = Target(Units(where="battlefield"))


#: what Hidden lets a player do with the card (811.1.b), in the project's words
HIDDEN = ("Hidden: for one Power of any domain it may be hidden facedown at a battlefield you control, "
          "and played from there on a later turn at Reaction speed, ignoring its base cost.")

SPRITE = "ogn-274-298"  # the 3 Might Sprite unit token, with Temporary printed


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
    stands for its controller's base, a battlefield's card for each battlefield they control."""
    return [ctx[1]] + [b.cid for b in g.battlefields if b.controller == player]


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


@task("token_location", "p", "c", "n", "ci")
def _token_location(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The chosen location (the spell's card: the base; a battlefield's card: that battlefield)."""
    loc = next((k for k, b in enumerate(g.battlefields) if b.cid == card), base_of(player))
    create_token(g, player, SPRITE, loc, ready=True)
    record(g, cid, i, True)


register_choice("token_location", token_locations, (
    "{card} is resolving: {p} chooses where its token is played (the spell itself for their base, "
    "or a battlefield they control)"))


CARDS: tuple[SpellCard | UnitCard, ...] = (
    SpellCard(
        "ogn-083-298", "Consult the Past", 4, (), ("Hidden", "Reaction"),
        SpellScript(steps=(Draw(2),)), note=HIDDEN,
    ),
    SpellCard(
        "ogn-168-298", "Fight or Flight", 2, (), ("Hidden", "Action"),
        SpellScript(targets=(UNIT_AT_BATTLEFIELD,), steps=(MoveUnit(Chosen(0), to_base=True),)),
        note="Any player's unit may be chosen; it moves to its own controller's base. " + HIDDEN,
    ),
    SpellCard(
        "ogn-180-298", "Fading Memories", 4, ("Chaos",), (),
        UnitOrGearScript(targets=(UNIT_AT_BATTLEFIELD,), steps=(GiveTemporary(Chosen(0)),)),
    ),
    SpellCard(
        "ogn-213-298", "Hidden Blade", 2, ("Order",), ("Hidden", "Action"),
        SpellScript(targets=(UNIT_AT_BATTLEFIELD,), steps=(Kill(Chosen(0), controller_draws=2),)),
        note="The draw is linked to the kill: a unit no longer a legal target means no draw "
             "(359.3.e.14.a). " + HIDDEN,
    ),
    UnitCard("ogn-135-298", "Pakaa Cub", 3, (), ("Hidden",), 3, note=HIDDEN),
    SpellCard(
        "ogn-094-298", "Sprite Call", 3, (), ("Hidden", "Action"),
        TokenSpellScript(steps=(Custom("play_sprite", "you play a ready 3 Might Sprite unit token "
                                                      "(it has Temporary)"),)),
        note=HIDDEN,
    ),
)
