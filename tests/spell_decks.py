"""Test-only practice decks mixing vanilla units and the implemented Origins spells (not built-in)."""

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
    checked as reachable ones): Order/Body units with Order, Body and colourless-Power spells, and
    Fury/Calm/Mind units with Fury, Calm and Mind spells. Every implemented spell is in one."""
    a = Deck(
        "Spell Vanguard", None, None,
        _ids([(3, "Daring Poro"), (3, "Vanguard Sergeant"), (3, "Laurent Duelist"),
              (3, "Towering Combatant"), (3, "Petty Officer"), (2, "Horns of the Dragon"),
              (3, "Challenge"), (3, "Cull the Weak"), (2, "Grand Strategem"), (3, "Back to Back"),
              (3, "Discipline"), (3, "Stupefy"), (3, "Gust"), (3, "Flash")]),
        _ids([(6, "Order Rune"), (6, "Body Rune")]),
        ("blank-bf-1", "blank-bf-2", "blank-bf-3"), practice=True, source="tests/spell_decks.py")
    b = Deck(
        "Spell Wardens", None, None,
        _ids([(3, "Stalwart Poro"), (3, "Legion Rearguard"), (3, "Sunlit Guardian"),
              (3, "Blazing Scorcher"), (3, "Playful Phantom"), (2, "Sharkling"), (2, "Mutated Mouser"),
              (3, "Void Seeker"), (3, "Get Excited!"), (3, "Charm"), (3, "Smoke Screen"), (3, "Gust"),
              (3, "Stupefy"), (3, "Discipline")]),
        _ids([(4, "Fury Rune"), (4, "Calm Rune"), (4, "Mind Rune")]),
        ("blank-bf-4", "blank-bf-5", "blank-bf-6"), practice=True, source="tests/spell_decks.py")
    return [a, b]
