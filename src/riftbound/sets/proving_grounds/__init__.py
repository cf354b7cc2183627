"""Proving Grounds (OGS), the starter set: one module for the cards the rules' own examples need
(:mod:`.examples`) and one for each of its champion decks' cards (:mod:`.garen`, :mod:`.lux`,
:mod:`.master_yi`, :mod:`.annie`)."""

from __future__ import annotations

from . import annie, examples, garen, lux, master_yi

__all__ = ["CARDS"]

CARDS: tuple = (*examples.CARDS, *garen.CARDS, *lux.CARDS, *master_yi.CARDS, *annie.CARDS)
