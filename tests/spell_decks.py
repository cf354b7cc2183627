"""Test-only practice decks mixing vanilla units, the implemented Origins units with a Play Effect and
the implemented Origins spells (not built-in)."""

from __future__ import annotations

from riftbound import Deck, load_cards


def _ids(entries: list[tuple[int, str]]) -> tuple[str, ...]:
    db = load_cards()
    out: list[str] = []
    for n, name in entries:
        out += [db.by_name(name).id] * n
    return tuple(out)


def spell_decks() -> list[Deck]:
    """Two 40-card practice decks with at most 3 copies of a card (so positions of their games are
    checked as reachable ones): Order/Body units (among them Pit Rookie, First Mate, Stormclaw
    Ursine, and Crackshot Corsair, Leona and Anivia with attack triggers) with Order, Body and
    colourless-Power spells, and Fury/Calm/Mind units (among them Chemtech Enforcer, Cemetery
    Attendant, Magma Wurm, Wizened Elder, Yasuo (attack), Kai'Sa (conquer), Ahri, Alluring (hold)
    and Ahri, Inquisitive (attack and defend)) with Fury, Calm and Mind spells (and Chaos runes). Every
    implemented card is in one."""
    a = Deck(
        "Spell Vanguard", None, None,
        _ids([(3, "Pit Rookie"), (3, "Vanguard Sergeant"), (3, "First Mate"),
              (3, "Crackshot Corsair"), (2, "Leona, Determined"), (1, "Anivia, Primal"),
              (2, "Stormclaw Ursine"),
              (3, "Challenge"), (3, "Cull the Weak"), (2, "Grand Strategem"), (3, "Back to Back"),
              (3, "Discipline"), (3, "Stupefy"), (3, "Gust"), (3, "Flash")]),
        _ids([(6, "Order Rune"), (6, "Body Rune")]),
        ("blank-bf-1", "blank-bf-2", "blank-bf-3"), practice=True, source="tests/spell_decks.py")
    b = Deck(
        "Spell Wardens", None, None,
        _ids([(1, "Stalwart Poro"), (2, "Wizened Elder"), (2, "Chemtech Enforcer"),
              (1, "Yasuo, Remorseful"), (3, "Kai'Sa, Survivor"),
              (3, "Ahri, Inquisitive"), (3, "Ahri, Alluring"), (2, "Cemetery Attendant"), (2, "Magma Wurm"),
              (3, "Void Seeker"), (3, "Get Excited!"), (3, "Charm"), (3, "Smoke Screen"), (3, "Gust"),
              (3, "Stupefy"), (3, "Discipline")]),
        _ids([(3, "Fury Rune"), (3, "Calm Rune"), (3, "Mind Rune"), (3, "Chaos Rune")]),
        ("blank-bf-4", "blank-bf-5", "blank-bf-6"), practice=True, source="tests/spell_decks.py")
    return [a, b]
