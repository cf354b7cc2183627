"""Repeat (820) whose cost is discarding a card: "[Repeat] Discard 1: give a unit Assault 4 this turn"
(Square Up).

As :class:`~riftbound.effects.repeat_targets.RepeatTargetSpell` (ruling 95: the repeat's unit is
chosen as the spell is played, once its Repeat cost is chosen, the same unit or another), with a
Repeat cost of no Energy or Power but one card of the player's hand (820.1.c): the Repeat is offered
only while they have a card to discard (355.16), and once it is chosen they pick the card (a
"choose_card" decision ``repeat_discard``, one card per distinct card, 357.2: the cost, not a target,
355.10.c), which is discarded as the total cost is paid (engine/spell_costs.pay_repeat_discard;
422.1.b: its discard triggers abilities then).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.choices import register_choice
from ..engine.core import decide, emit, task
from ..engine.spell_costs import REPEAT_DISCARD
from ..log_text import TEMPLATES, _name
from ..state import GameState
from .repeat_targets import RepeatTargetSpell

__all__ = ["DiscardRepeatTargetSpell"]


@dataclass(frozen=True)
class DiscardRepeatTargetSpell(RepeatTargetSpell):
    """A Repeat spell with one unit target whose Repeat cost is discarding one card."""

    def repeat_payable(self, g: GameState, player: int, cid: int) -> bool:
        """Rules 820.1.d, 355.16: some unit for the repeat, and a card to discard."""
        return bool(g.players[player].hand) and super().repeat_payable(g, player, cid)

    def repeat_choice_tasks(self, g: GameState, player: int, cid: int) -> list[tuple]:
        """The repeat's unit (820.2), then the card that pays the Repeat cost."""
        return [*super().repeat_choice_tasks(g, player, cid), ("ask_repeat_discard", player, cid)]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("may pay 0 Energy more", "may discard a card")


def _options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """One card of the player's hand per distinct card (ruling 2)."""
    seen: dict[int, int] = {}
    for c in sorted(g.players[player].hand):
        seen.setdefault(g.cards[c].index, c)
    return sorted(seen.values())


@task("ask_repeat_discard", "p", "c")
def _ask_repeat_discard(g: GameState, player: int, cid: int) -> None:
    """Rule 357.2: the player picks the card that pays the Repeat cost (a single one is taken)."""
    g.counts[REPEAT_DISCARD + str(cid)] = 0
    options = _options(g, player, ("repeat_discard", cid))
    if len(options) == 1:
        _repeat_discard(g, player, cid, options[0])
    else:
        decide(g, player, "choose_card", ("repeat_discard", cid))


@task("repeat_discard", "p", "c", "ci")
def _repeat_discard(g: GameState, player: int, cid: int, card: int) -> None:
    """The card is kept until the total cost is paid (357.2)."""
    g.counts[REPEAT_DISCARD + str(cid)] = card + 1
    emit(g, "820.1.c", "repeat_discard", player, cid, card)


register_choice("repeat_discard", _options, (
    "{p} pays the Repeat cost of {card}: choose the card of their hand to discard for it"))
TEMPLATES["repeat_discard"] = lambda g, p, d: (
    f"P{p} will discard {_name(g, d[1])} for the Repeat cost of {_name(g, d[0])}")
