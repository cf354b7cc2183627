"""Origins (OGN), the first set: its entries by card type, one module each (:mod:`.units`,
:mod:`.spells`, :mod:`.gear`, :mod:`.battlefields`, :mod:`.legends`), and the words that play its
Recruit token (:mod:`.tokens`), which units, a battlefield and a legend share; the cards first
made playable for the Proving Grounds champion decks are in the ``precon_*`` modules, and those of
the first card wave (issue 12) in one module per domain (``fury`` ... ``colorless``)."""

from __future__ import annotations

from . import (
    battlefields,
    body,
    calm,
    chaos,
    colorless,
    fury,
    gear,
    legends,
    mind,
    order,
    precon_annie,
    precon_garen,
    precon_lux,
    precon_master_yi,
    spells,
    split_name,
    units,
)

__all__ = ["CARDS"]

CARDS: tuple = (*units.CARDS, *spells.CARDS, *gear.CARDS, *battlefields.CARDS, *legends.CARDS,
                *precon_annie.CARDS, *precon_garen.CARDS, *precon_lux.CARDS, *precon_master_yi.CARDS,
                *fury.CARDS, *calm.CARDS, *mind.CARDS, *body.CARDS, *chaos.CARDS, *order.CARDS,
                *colorless.CARDS, *split_name.CARDS)
