"""Test-only practice decks GENERATED from the supported cards (not built-in): every card the engine
supports that a Main Deck can hold (an entry in ``riftbound.sets`` or a vanilla unit), every
implemented legend and every implemented battlefield is in one of them, so a newly supported card
is exercised by ``tests/test_selfplay_spells.py`` without anyone editing a list (docs/cards.md).

How the decks are made (deterministic: the card table's order, no randomness):

1. One group per implemented legend, with the legend's two domains; a card whose domains no
   legend's pair holds (a future one) opens a group of its own domains, led by no legend.
2. Each card joins the group, among those whose domains hold all of its own (a colourless card:
   any), that has the fewest cards so far.
3. A group's cards are cut into decks of :data:`DISTINCT` cards, 3 copies each (1 of a Unique card,
   825), 6 runes of each of the group's domains; a group's last deck is filled up with the group's
   other cards (already covered, so nothing is crowded out), and a group too small for one deck
   with other groups' cards of its domains. These decks have no legend, and each
   comes once more led by the group's legend: a random bot may spend its runes on a legend's
   ability turn after turn (recycling them to pay Power) and never afford costly cards, so every
   card is also in a deck without one; and a legend whose ability asks for some kind of card (a
   costly spell) meets every card of its group. The led copy also swaps cards for one of each
   kind (a unit, a spell, an Equipment, another gear, a spell of 5+ Energy) of its domains its chunk
   lacks, so a legend whose ability asks for a kind of card (an Equipment played this turn, a costly
   spell) meets one; the copy
   without the legend still holds every card of the chunk, so nothing is crowded out.
4. The implemented battlefields are dealt round the decks, one or two each; a deck left without
   one brings a blank practice battlefield. A practice deck may bring one (a Duel places it).

At most 3 copies of a name per deck, so positions of their games are checked as reachable ones.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from riftbound import Deck, load_cards
from riftbound.cards import CardDef
from riftbound.game import card_support
from riftbound.sets import IMPLEMENTED

#: distinct cards per deck (3 copies each: 39 cards, the 40-card deck of 103.2 without a champion)
DISTINCT = 13
COPIES = 3
#: the basic rune of each domain
RUNES = {"Fury": "Fury Rune", "Calm": "Calm Rune", "Mind": "Mind Rune", "Body": "Body Rune",
         "Chaos": "Chaos Rune", "Order": "Order Rune"}
BLANK_BATTLEFIELD = "blank-bf-1"


def main_deck_cards() -> list[CardDef]:
    """Every supported card a Main Deck can hold (103.2: units, gear, spells; no token), in the
    card table's order."""
    return [c for c in load_cards() if c.type in ("Unit", "Spell", "Gear") and not c.is_token
            and c.set != "PRACTICE" and card_support(c) in ("script", "vanilla")]


def implemented(kind: str) -> list[CardDef]:
    """The implemented cards of one type (Legend, Battlefield), in the card table's order."""
    db = load_cards()
    return sorted((db.by_id(i) for i in IMPLEMENTED if db.by_id(i).type == kind and not db.by_id(i).is_token),
                  key=lambda c: c.index)  # a battlefield token (187.8-187.9) is added by cards, never brought


def _groups() -> list[tuple[str | None, tuple[str, ...], list[CardDef]]]:
    """(legend id or None, domains, cards) of each group (steps 1 and 2)."""
    groups: list[tuple[str | None, tuple[str, ...], list[CardDef]]] = [
        (legend.id, tuple(legend.domains), []) for legend in implemented("Legend")]
    for card in main_deck_cards():
        fits = [g for g in groups if set(card.domains) <= set(g[1])]
        if not fits:
            groups.append((None, tuple(card.domains), []))
            fits = [groups[-1]]
        min(fits, key=lambda g: len(g[2]))[2].append(card)
    return [g for g in groups if g[2]]


def _kind(card: CardDef) -> str:
    """A card's kind for step 3's led copies: its type, an Equipment apart from other gear."""
    return "Equipment" if "Equipment" in card.tags else card.type


def _costly(card: CardDef) -> bool:
    """A spell of 5 Energy or more (a kind some legends' abilities ask for: Lux, Lady of Luminosity)."""
    return card.type == "Spell" and card.energy >= 5


def _is(kind: str, card: CardDef) -> bool:
    return _costly(card) if kind == "costly" else _kind(card) == kind


def _with_every_kind(chunk: list[CardDef], pool: list[CardDef]) -> list[CardDef]:
    """``chunk`` with the first card of ``pool`` of each kind it lacks (a costly spell too) in place of
    its last cards of a kind it holds twice or more (step 3's led copy)."""
    out = list(chunk)
    for kind in ("Unit", "Spell", "Equipment", "Gear", "costly"):
        extra = next((c for c in pool if _is(kind, c) and c not in out), None)
        if extra is None or any(_is(kind, c) for c in out):
            continue
        counts = Counter(_kind(c) for c in out)
        spare = next((i for i in reversed(range(len(out))) if counts[_kind(out[i])] > 1), None)
        if spare is not None:
            out[spare] = extra
    return out


@functools.cache
def generated_decks() -> tuple[Deck, ...]:
    """Every generated deck (steps 1 to 4)."""
    db = load_cards()
    decks: list[Deck] = []

    def fitting(domains: tuple[str, ...]) -> list[CardDef]:
        return [c for c in main_deck_cards() if set(c.domains) <= set(domains)]

    for legend, domains, cards in _groups():
        for start in range(0, len(cards), DISTINCT):
            chunk = cards[start:start + DISTINCT]
            chunk += [c for c in cards if c not in chunk][:DISTINCT - len(chunk)]  # step 3's filling
            chunk += [c for c in fitting(domains) if c not in chunk][:DISTINCT - len(chunk)]
            main = tuple(c.id for c in chunk for _ in range(1 if c.unique else COPIES))
            runes = tuple(db.by_name(RUNES[d]).id for d in domains for _ in range(12 // len(domains)))
            lead = db.by_id(legend).name.split(",")[0] if legend else "no legend"
            name = f"Test {lead} {'/'.join(domains)} {start // DISTINCT + 1}"
            decks.append(Deck(name, None, None, main, runes, (), practice=True,
                              source="tests/spell_decks.py"))
            if legend:  # step 3: the deck once more, led by the group's legend
                led = _with_every_kind(chunk, fitting(domains))
                decks.append(replace(decks[-1], name=name + " led", legend=legend,
                                     main=tuple(c.id for c in led
                                                for _ in range(1 if c.unique else COPIES))))
    fields = [c.id for c in implemented("Battlefield")]
    out = []
    for i, deck in enumerate(decks):
        mine = tuple(fields[i::len(decks)]) or (BLANK_BATTLEFIELD,)
        out.append(replace(deck, battlefields=mine))
    return tuple(out)


def pairing(variant: int) -> tuple[int, int]:
    """The two decks (indexes into :func:`generated_decks`) of game ``variant``: round ``variant // n``
    pairs each deck with the one ``1 + round`` places on (every other deck in turn)."""
    n = len(generated_decks())
    i, rnd = variant % n, variant // n
    return i, (i + 1 + rnd % (n - 1)) % n


def spell_decks(variant: int = 0) -> list[Deck]:
    """The two practice decks of game ``variant`` (see :func:`pairing`)."""
    decks = generated_decks()
    i, j = pairing(variant)
    return [decks[i], decks[j]]


def cards_of(decks: Sequence[Deck]) -> set[str]:
    """The names of every card of ``decks``: main deck, legend and battlefields."""
    db = load_cards()
    return {db.by_id(c).name for d in decks for c in (*d.main, *d.battlefields, d.legend) if c}
