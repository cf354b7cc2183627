"""The purposes of "choose_card" decisions (a card, rune, battlefield or "none" to choose for an
effect or a rule): each module that asks such a choice registers its options function, the shape
of its context, its description and what is offered, here, below every module that asks one, so
that asking a choice never needs the module that lists legal actions (:mod:`.decisions`).
"""

from __future__ import annotations

from typing import Any

__all__ = ["CARD_CHOICES", "CARD_CHOICE_OFFERED", "CARD_CHOICE_SHAPES", "CARD_CHOICE_TEXT", "register_choice"]

#: options of a "choose_card" decision by its purpose (the first item of its context): a function
#: (game, player, context) -> the cards offered, filled by the modules that ask such choices; -1
#: among them is "none" (declining a "you may")
CARD_CHOICES: dict = {}

#: the shape of a "choose_card" context after its purpose, for purposes added by modules (position
#: files check it): one letter per item, "c" a card, "b" a boolean, "n" an integer >= 0
CARD_CHOICE_SHAPES: dict[str, tuple[str, ...]] = {}

#: how a "choose_card" decision of a module's purpose is described: a format string with ``{p}``
#: (the player) and ``{card}`` (the name of the card in the context's second item)
CARD_CHOICE_TEXT: dict[str, str] = {}

#: "choose_card" purposes whose options are not the player's units (runes, battlefields, cards in
#: other zones): notation reads a card named in the answer among the options offered
CARD_CHOICE_OFFERED: set[str] = set()


def register_choice(purpose: str, options: Any, shape: tuple[str, ...], text: str,
                    offered: bool = True) -> None:
    """Register a module's "choose_card" purpose: its options function, the shape of its context
    (for positions), its description (for notation), and whether its options are cards other than
    the player's units (``offered``)."""
    CARD_CHOICES[purpose] = options
    CARD_CHOICE_SHAPES[purpose] = shape
    CARD_CHOICE_TEXT[purpose] = text
    if offered:
        CARD_CHOICE_OFFERED.add(purpose)
