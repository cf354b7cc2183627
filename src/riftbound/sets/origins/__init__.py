"""Origins (OGN), the first set: its entries by card type, one module each (:mod:`.units`,
:mod:`.spells`, :mod:`.gear`, :mod:`.battlefields`, :mod:`.legends`), and the words that play its
Recruit token (:mod:`.tokens`), which units, a battlefield and a legend share; the cards first
made playable for the Proving Grounds champion decks are in the ``precon_*`` modules."""

from __future__ import annotations

from . import battlefields, gear, legends, precon_garen, precon_lux, precon_master_yi, spells, units

__all__ = ["CARDS"]

CARDS: tuple = (*units.CARDS, *spells.CARDS, *gear.CARDS, *battlefields.CARDS, *legends.CARDS,
                *precon_garen.CARDS, *precon_lux.CARDS, *precon_master_yi.CARDS)
