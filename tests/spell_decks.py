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


#: Equip, Quick-Draw, Weaponmaster and Empower (818-828): swapped in for the cards named first in
#: every other pair of variants (``variant // 4`` odd), so both sets stay covered
EQUIPMENT_SWAP_A = (
    ("Soaring Scout", "Noxian Drummer", "Bandle Soldier", "Crowd Favorite", "Noxus Hopeful",
     "Trifarian Gloryseeker", "Targonian Visionary", "Master Yi, Tempered", "Gemhand Hunter"),
    ("Doran's Blade", "B.F. Sword", "Combat Chef", "Veteran Poro", "Brutal Hunter", "Sentinel Adept",
     "Master Bingwen", "Steel Paws", "Kinkou Lifeblade"))
EQUIPMENT_SWAP_B = (("Inferna", "Raging Soul", "Eager Apprentice", "Wielder of Water", "Magma Wurm",
                     "Mosstomper", "Gustwalker"),
                    ("Long Sword", "Sterak's Gage", "Armed Assailant", "Shadow Fiend", "Serrated Dirk",
                     "Cloth Armor", "Boots of Swiftness"))


def _swap(deck: Deck, swap: tuple[tuple[str, ...], tuple[str, ...]]) -> Deck:
    """``deck`` with one copy of each card of ``swap[0]`` replaced by the cards of ``swap[1]``."""
    from dataclasses import replace

    main = list(deck.main)
    for name in swap[0]:
        main.remove(load_cards().by_name(name).id)
    return replace(deck, main=tuple(main) + _ids([(1, n) for n in swap[1]]))


def spell_decks(variant: int = 0) -> list[Deck]:
    """Two 40-card practice decks with at most 3 copies of a card (so positions of their games are
    checked as reachable ones): Order/Body units (among them Pit Rookie, First Mate, Stormclaw
    Ursine, and Crackshot Corsair, Leona and Anivia with attack triggers) with Order, Body and
    colourless-Power spells, and Fury/Calm/Mind units (among them Chemtech Enforcer, Cemetery
    Attendant, Magma Wurm, Wizened Elder, Yasuo (attack), Kai'Sa (conquer), Ahri, Alluring (hold)
    and Ahri, Inquisitive (attack and defend)) with Fury, Calm and Mind spells (and Chaos runes). Every
    implemented card is in one (the battlefields with abilities among their battlefields, the first
    deck's two besides Trifarian War Camp, and Jeweled Colossus or Wraith of Echoes, varying with
    ``variant // 2``); the legends Lee Sin, Blind Monk and Viktor, Herald of the Arcane
    lead them (activated abilities, 377); with an odd ``variant`` the second is led by Jinx, Loose
    Cannon instead (a triggered ability at the start of the Beginning Phase, 315.2.a). The worked
    examples of docs/cards.md (Mystic Poro, Draven, Showboat, Riptide Rex) replace three cards when
    ``variant // 8`` is odd."""
    a = Deck(
        "Spell Vanguard", "ogn-257-298", None,  # Lee Sin, Blind Monk
        _ids([(1, "Pit Rookie"), (1, "Soaring Scout"), (1, "Pakaa Cub"), (1, "Udyr, Wildman"),
              (1, "First Mate"),
              (1, "Crackshot Corsair"), (1, "Noxian Drummer"), (1, "Mistfall"), (1, "Mask of Foresight"),
              (1, "Leona, Determined"), (1, "Anivia, Primal"),
              (1, "Fiora, Worthy"), (1, "Show of Strength"),  # Mighty (706-711)
              (1, ("Stormclaw Ursine", "Mystic Poro")[variant // 8 % 2]),  # docs/cards.md
              (1, "Challenge"), (1, "Cull the Weak"), (1, "Grand Strategem"), (1, "Back to Back"),
              (1, "Hidden Blade"),  # layers (473-480): Fiora, Victorious (odd variants), Dragon Form
              (1, ("Brazen Buccaneer", "Fiora, Victorious")[variant % 2]),
              (1, "Discipline"), (1, "Dragon Form"), (1, "Stupefy"), (1, "Gust"), (1, "Flash"),
              (1, "Lee Sin, Centered"), (1, "Bilgewater Bully"), (1, "Wildclaw Shaman"), (1, "Cruel Patron"),
              (1, "Traveling Merchant"), (1, "Ravenbloom Student"),
              # keywords of 800-829 (Hunt, XP, Level, Legion, Deflect)
              (1, "Gemhand Hunter"), (1, "Targonian Visionary"), (1, "Bandle Soldier"),
              (1, "Master Yi, Tempered"), (1, "Crowd Favorite"),
              (1, ("Pouty Poro", "Energy Conduit")[variant // 2 % 2]),  # Add (429)
              (1, "Noxus Hopeful"), (1, "Trifarian Gloryseeker"), (1, "Dangerous Duo")]),
        _ids([(6, "Order Rune"), (6, "Body Rune")]),
        # Trifarian War Camp; Monastery of Hirana and Targon's Peak, or Grove of the God-Willow and
        # The Grand Plaza
        ("ogn-294-298", *(("ogn-282-298", "ogn-289-298"), ("ogn-280-298", "ogn-293-298"))[variant // 2 % 2]),
        practice=True, source="tests/spell_decks.py")
    b = Deck(
        "Spell Wardens", ("ogn-265-298", "ogn-251-298")[variant % 2], None,  # Viktor / Jinx
        _ids([(1, "Viktor, Innovator"), (1, ("Wizened Elder", "Draven, Showboat")[variant // 8 % 2]),
              (1, "Chemtech Enforcer"),
              (1, "Vi, Destructive"), (1, "Heimerdinger, Inventor"), (1, "Orb of Regret"),
              (1, ("Undercover Agent", "Riptide Rex")[variant // 8 % 2]),  # docs/cards.md
              (1, "Yasuo, Remorseful"), (1, "Kai'Sa, Survivor"), (1, "Scrapheap"), (1, "Mushroom Pouch"),
              (1, "Ahri, Inquisitive"), (1, "Ahri, Alluring"), (1, "Cemetery Attendant"), (1, "Magma Wurm"),
              (1, "Time Warp"), (1, "Raging Soul"), (1, "Jinx, Demolitionist"),  # Time Warp: 734-738
              # Counter (425), Add (429), Bonus Damage (712), varying with ``variant // 2``
              (1, ("Charm", "Defy")[variant // 2 % 2]), (1, ("Smoke Screen", "Wind Wall")[variant // 2 % 2]),
              (1, ("Fight or Flight", "Seal of Rage")[variant // 2 % 2]),
              (1, ("Flame Chompers", "Annie, Fiery")[variant // 2 % 2]),
              (1, "Rhasa the Sunderer"),
              (1, "Wielder of Water"), (1, "Eager Apprentice"), (1, "Stand United"),
              (1, ("Jeweled Colossus", "Wraith of Echoes")[variant // 2 % 2]),
              (1, "Void Seeker"), (1, "Get Excited!"),
              (1, "Fading Memories"), (1, "Consult the Past"),
              (1, "Sprite Call"),
              # keywords of 800-829 (Hunt, Level, Ambush, Deflect, Repeat, Flow)
              (1, "Wuju Apprentice"), (1, "Herald of Spring"), (1, "Scorchclaw"), (1, "Gustwalker"),
              (1, "Mosstomper"), (1, "Inferna"), (1, "Downstage Dramatics"), (1, "Dredge Up")]),
        _ids([(3, "Fury Rune"), (3, "Calm Rune"), (5, "Mind Rune"), (1, "Chaos Rune")]),  # Time Warp: 4 Mind
        # Reaver's Row, Zaun Warrens or Void Gate (Bonus Damage, 712; with ``variant // 4``), Altar to Unity
        ("ogn-285-298", ("ogn-298-298", "ogn-296-298")[variant // 4 % 2], "ogn-275-298"),
        practice=True, source="tests/spell_decks.py")
    if variant // 4 % 2:
        a, b = _swap(a, EQUIPMENT_SWAP_A), _swap(b, EQUIPMENT_SWAP_B)
    return [a, b]
