"""Spiritforged (SFD): the Chaos cards of the first card wave (issue 12).

- Corrupt Enforcer: discards 1 when it moves to a battlefield; draws 1 when it wins a combat
  (466.3.a, 466.3.c).
- Treasure Hunter: a Gold gear token when it moves (383.1, 449).
- Called Shot: look at the top 2 cards of the Main Deck, keep one, recycle the other; Repeat (820)
  for one Chaos Power.
- Factory Recall: a gear goes back to its owner's hand (a Gold token ceases to exist, 186.1).
- Downwell: every unit and every gear goes back to its owner's hand (tokens cease to exist).
- Ancient Warmonger: Assault equal to the number of enemy units at its location (807, 364.3).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...effects import (
    Discard,
    Draw,
    Each,
    ReturnToHand,
    SpellCard,
    SpellScript,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.deck_words import look_take_one
from ...effects.gear_targets import RETURN_TARGET_GEAR_TO_HAND, GearTargetScript
from ...effects.gold import PLAY_GOLD
from ...effects.keywords.repeat import RepeatSpell
from ...effects.spells import custom
from ...effects.vocabulary import Custom
from ...engine.core import emit
from ...engine.primitives import forget_target
from ...state import ATTACKER, ChainItem, GameState, Unit

__all__ = ["CARDS"]

CORRUPT_ENFORCER, TREASURE_HUNTER, CALLED_SHOT = "sfd-123-221", "sfd-130-221", "sfd-122-221"
FACTORY_RECALL, DOWNWELL, ANCIENT_WARMONGER = "sfd-135-221", "sfd-147-221", "sfd-131-221"


# --- Downwell: every gear to its owner's hand ---------------------------------------------------------

@custom("all_gear_to_hand")
def _all_gear_to_hand(g: GameState, item: ChainItem, i: int) -> bool:
    """Every gear on the board, attached or not, leaves it for its owner's hand (not a kill); a
    token ceases to exist instead (186.1); chain items naming one lose it (359.3.e.4)."""
    gone = sorted(g.gear)
    for c in gone:
        x = g.gear.pop(c)
        forget_target(g, c)
        emit(g, "359.3.d", "gear_to_hand", x.controller, c)
        if g.cards[c].is_token:
            emit(g, "186.1", "token_gone", x.controller, c)
        else:
            g.players[g.owner[c]].hand.append(c)
    return bool(gone)


ALL_GEAR_TO_HAND = Custom("all_gear_to_hand", "every gear goes back to its owner's hand")


# --- Ancient Warmonger: Assault from the enemy units here ------------------------------------------------

def _enemies_here(g: GameState, u: Unit) -> int:
    team = g.team_of
    return sum(1 for v in g.units.values() if v.loc == u.loc and team[v.controller] != team[u.controller])


class AssaultPerEnemyHere:
    """A unit's own passive (364.3, 807): it has Assault equal to the number of enemy units at its
    location, read whenever it matters (none: no Assault); as an attacker that much more Might
    (807.1)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:own", lambda g, u: _enemies_here(g, u) if u.role == ATTACKER else 0
        yield "keywords:own", {"Assault": _enemies_here}

    def describe(self) -> str:
        return ("It has Assault equal to the number of enemy units at its location (that much more Might "
                "while it attacks).")

CARDS: tuple[UnitCard | SpellCard, ...] = (
    UnitCard(CORRUPT_ENFORCER, "Corrupt Enforcer",
             when=((When("move", to_battlefield=True), TriggerScript(steps=(Discard(1),))),
                   (When("win_combat"), TriggerScript(steps=(Draw(1),)))),
             note="It wins a combat when its controller does and it is still there (466.3.c)."),
    UnitCard(TREASURE_HUNTER, "Treasure Hunter",
             when=((When("move"), TriggerScript(steps=(PLAY_GOLD,))),)),
    SpellCard(CALLED_SHOT, "Called Shot",
              RepeatSpell(steps=(look_take_one(2),), repeat_power=(frozenset({"Chaos"}),)),
              note="The card kept is drawn (put into the hand from the deck's top cards; looking never "
                   "burns out, 431.1.c), the other recycled; repeated, it looks at the new top 2."),
    SpellCard(FACTORY_RECALL, "Factory Recall", GearTargetScript(steps=(RETURN_TARGET_GEAR_TO_HAND,))),
    SpellCard(DOWNWELL, "Downwell",
              SpellScript(steps=(ReturnToHand(Each(Units())), ALL_GEAR_TO_HAND)),
              note="Units and gear of every player, tokens included (a token ceases to exist, 186.1); "
                   "gear attached to a unit go too."),
    UnitCard(ANCIENT_WARMONGER, "Ancient Warmonger", passives=(AssaultPerEnemyHere(),)),
)
