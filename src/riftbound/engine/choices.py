"""The purposes of "choose_card" decisions (a card, rune, battlefield or "none" to choose for an
effect or a rule): each module that asks such a choice registers its options function, its
description and what is offered, here, below every module that asks one, so
that asking a choice never needs the module that lists legal actions (:mod:`.decisions`).

A purpose is a task, ``(purpose, player, *args, card)``, and the decision's context is that task
without the player and the card: its shape is the task's declared arguments
(:func:`riftbound.engine.contexts.choice_fields`), so nothing here restates it.
"""

from __future__ import annotations

from typing import Any, Final

__all__ = ["CARD_CHOICES", "CARD_CHOICE_OFFERED", "CARD_CHOICE_TEXT", "EFFECT_COSTS", "OFF_CHAIN",
           "register_choice"]

#: options of a "choose_card" decision by its purpose (the first item of its context): a function
#: (game, player, context) -> the cards offered, filled by the modules that ask such choices; -1
#: among them is "none" (declining a "you may")
CARD_CHOICES: Final[dict] = {}

#: how a "choose_card" decision of a module's purpose is described: a format string with ``{p}``
#: (the player) and ``{card}`` (the name of the card in the context's second item)
CARD_CHOICE_TEXT: Final[dict[str, str]] = {}

#: "choose_card" purposes whose options are not the player's units (runes, battlefields, cards in
#: other zones): notation reads a card named in the answer among the options offered
CARD_CHOICE_OFFERED: Final[set[str]] = set()


#: the cost a "pay" decision asks as a spell or ability resolves (a cost within its instructions,
#: 204.3.b), by the task the payment completes: a function (game, cid, step) -> (Energy, Power
#: pips), or None when nothing is to be paid; the task is called ``(task, player, cid, step, paid,
#: exhaust, recycle[, keep])``, ``paid`` False when the player declines
EFFECT_COSTS: Final[dict] = {}

#: "choose_card" purposes and :data:`EFFECT_COSTS` tasks whose decision names no chain item: asked
#: in a cleanup or between instructions, about the board (the replacements of a unit's death, 372:
#: :mod:`.death_replacements`); a position's checks don't look for their card on the chain
OFF_CHAIN: set[str] = set()


def register_choice(purpose: str, options: Any, text: str, offered: bool = True) -> None:
    """Register a module's "choose_card" purpose (a task registered with the same name): its
    options function, its description (for notation), and whether its options are cards other
    than the player's units (``offered``)."""
    CARD_CHOICES[purpose] = options
    CARD_CHOICE_TEXT[purpose] = text
    if offered:
        CARD_CHOICE_OFFERED.add(purpose)
