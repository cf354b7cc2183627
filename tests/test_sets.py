"""Implemented cards (riftbound.sets): their names agree with the card table, decks with other
cards are refused naming them, and ``riftbound cards --coverage`` reports what is supported."""

from __future__ import annotations

import dataclasses
import json

import pytest
from click.testing import CliRunner

from riftbound import Deck, Game, UnsupportedCardError, load_cards, load_deck
from riftbound.cli import cli
from riftbound.effects import SpellCard, UnitCard
from riftbound.effects.cards import BattlefieldCard, GearCard, LegendCard
from riftbound.effects.keywords.empower import EMPOWER_SCRIPT
from riftbound.engine.reactions import ON
from riftbound.formats.position import PositionError, load_position
from riftbound.game import card_support, unsupported_cards
from riftbound.sets import IMPLEMENTED
from tests import SHARED
from tests.spell_decks import spell_decks
from tests.spell_helpers import CARDS_FILE

SHARED_DECKS = SHARED / "decks"

#: the spells of the three Origins champion decks this phase implements (no Hidden, no Temporary)
PHASE_ONE = {"Get Excited!", "Void Seeker", "Charm", "Discipline", "Smoke Screen", "Stupefy",
             "Challenge", "Gust", "Back to Back", "Cull the Weak", "Grand Strategem"}


#: cards scripted from their errata's new text (their tests check it): Targon's Peak ("up to 2")
ERRATA_READ = {"ogn-289-298", "ogn-296-298"}  # ..., Void Gate (read as errata'd)
ERRATA_READ.add("ogn-131-298")  # Dune Drake (its +2 lasts "this turn", 2025-10-28)
ERRATA_READ.add("ven-044-166")  # Astral Heron (the next card played this turn, 2026-07-24)
ERRATA_READ.add("sfd-140-221")  # Fizz, Trickster ("Then recycle it.", 2026-07-24; ruling 102)
ERRATA_READ.add("ogn-194-298")  # Nocturne, Horrifying (as looked at: may banish, play for [A]; 2025-10-28)
ERRATA_READ.add("ogs-020-024")  # Highlander (a replacement that also heals, 2025-10-28)
ERRATA_READ.add("sfd-020-221")  # Draven, Vanquisher (2026-07-24: wording only, "you may pay ... to")
ERRATA_READ.add("sfd-163-221")  # Deathgrip ("Kill a friendly unit. If you do, ...", 2026-01-14)
ERRATA_READ.add("sfd-116-221")  # Yone, Blademaster ("a battlefield that was uncontrolled", 2026-01-14)
ERRATA_READ.add("sfd-060-221")  # Tianna Crownguard (opponents can't gain points, 2026-01-14)
ERRATA_READ.add("sfd-154-221")  # Guards! ("then do this: you may pay", 2026-04-03)
ERRATA_READ.add("sfd-198-221")  # Arise! ("then do this: ready up to two of them", 2026-01-14)
ERRATA_READ.add("sfd-053-221")  # Janna, Savior (move "up to one" enemy unit, 2026-01-14)
ERRATA_READ.add("sfd-207-221")  # Emperor's Dais ("pay 1 and return a unit ... to play", 2026-07-24)
ERRATA_READ |= {"ogn-029-298", "ogn-248-298"}  # Falling Star, Icathian Rain (separate instructions)
ERRATA_READ.add("ogn-199-298")  # Tideturner ("a unit you control at another location", 2025-10-28)
ERRATA_READ.add("ogn-184-298")  # The Syren ("to its base", 2025-10-28)
ERRATA_READ.add("ogn-108-298")  # Convergent Mutation ("this turn", 2025-10-28)
ERRATA_READ.add("ogn-073-298")  # Sona, Harmonious ("if I'm at a battlefield", "up to 4", 2025-10-28)
ERRATA_READ.add("ogn-121-298")  # Teemo, Strategist (defend only, a chosen target, 2025-10-28)
ERRATA_READ.add("ogn-181-298")  # Pack of Wonders ("a facedown card", not a Hidden one, 2025-10-28)
ERRATA_READ.add("ogs-017-024")  # Annie, Dark Child ("up to 2" runes, 2025-10-28)
ERRATA_READ.add("ogn-005-298")  # Disintegrate ("do this": a reflexive draw, 2025-10-28)
ERRATA_READ.add("ogn-077-298")  # Zhonya's Hourglass ("if a friendly unit would die", heals, 2025-10-28)
ERRATA_READ.add("ogn-287-298")  # Sigil of the Storm ("you must recycle", 2025-10-28)
ERRATA_READ.add("ogn-224-298")  # Salvage ("up to one gear", 2025-10-28)
ERRATA_READ.add("ogn-242-298")  # Baited Hook (the unit is banished, then played, 2025-10-28)
ERRATA_READ.add("ogn-062-298")  # Reinforce (banish a unit, then play it, 5 less, 2026-01-14)
ERRATA_READ.add("ogn-102-298")  # Portal Rescue (its owner plays it to their base, 2025-10-28)
ERRATA_READ.add("ogn-160-298")  # Dazzling Aurora (the revealed unit is banished, then played, 2025-10-28)
ERRATA_READ.add("unl-079-219")  # Diana, Lunari ("pay [1] to Predict": wording only, 2026-07-24)
ERRATA_READ.add("sfd-139-221")  # Edge of Night ("here" dropped: 811.1.d.2 binds it anyway, 2026-01-14)
ERRATA_READ.add("ogn-141-298")  # Kinkou Monk ("up to two other friendly units", 2025-10-28)
ERRATA_READ.add("ven-034-166")  # Resonating Strike (2026-07-24: the Reaction reminder text only)
ERRATA_READ.add("unl-120-219")  # Rengar, Trophy Hunter (2026-04-03: wording only)
ERRATA_READ.add("sfd-003-221")  # Blood Rush (2026-01-14: the Assault lasts this turn)
ERRATA_READ.add("ogn-044-298")  # Clockwork Keeper (2025-10-28: the draw is a Play Effect if paid)
ERRATA_READ |= {"unl-200-219", "unl-081-219"}  # Mirror Image, Keeper of Masks ("Then do this")
ERRATA_READ.add("unl-199-219")  # LeBlanc, Deceiver ("Then do this": the copy after the token is played)


#: the card facts an entry must not restate (issue 10: they are the card table's)
CARD_FACTS = {"energy", "power", "might", "domains", "tags", "keywords"}


def test_every_implemented_card_matches_the_card_table():
    """An entry's id, name and kind are the card table's, in the package table and in the shared
    card file (where errata must not change them); it restates no card fact (cost, Might, domains,
    tags, keywords: issue 10), and its answers to the engine are its own scripts."""
    db = load_cards()
    for card_id, entry in IMPLEMENTED.items():
        c = db.by_id(card_id)
        answers = dict(entry.hooks())
        play_effect = answers.get(ON["trigger"])
        assert c.id == card_id == entry.id
        assert (c.name, c.type) == (entry.name, entry.type), card_id
        assert not CARD_FACTS & {f.name for f in dataclasses.fields(entry)}, card_id
        if isinstance(entry, BattlefieldCard | LegendCard):  # no costs; keywords: its abilities'
            abilities = answers.get("activated", ())  # timing (a legend's Reaction ability, 813)
            timing = ({"Reaction"} if any(a.reaction for a in abilities) else set()) | (
                {"Action"} if any(a.action for a in abilities) else set())
            # a legend's Level keywords (824) head passives that name their levels
            levels = {f"Level {n}" for p in getattr(entry, "passives", ()) for n in getattr(p, "levels", ())}
            # a legend's Empower (827) is one of its abilities, and Empowered (828) heads another
            empowers = any(a.script is EMPOWER_SCRIPT for a in abilities)
            empower = {"Empower", "Empowered"} if empowers else set()
            assert set(c.keywords) <= timing | levels | empower and "spell" not in answers, card_id
        elif isinstance(entry, UnitCard):
            assert (play_effect and play_effect.script) is entry.script and "spell" not in answers
            assert ("enters_ready" in answers) == (entry.others_enter_ready is not None
                                                   or any(getattr(p, "enter_ready", False)
                                                          for p in entry.passives))
        elif isinstance(entry, GearCard):
            assert (play_effect and play_effect.script) is entry.script and "spell" not in answers
        else:
            assert answers["spell"] is entry.script
    if not CARDS_FILE.exists():
        pytest.skip("the shared card table is not beside the repo")
    shared = {r["id"]: r for r in json.loads(CARDS_FILE.read_text(encoding="utf-8"))}
    for card_id, entry in IMPLEMENTED.items():
        if card_id.startswith("rule-"):  # a token of the Core Rules (187): no record in the shared file
            continue
        r = shared[card_id]
        if card_id in ERRATA_READ:
            assert r["errata"], card_id
        else:
            assert r["errata"] == [], f"{entry.name} has errata: check its script against them"
        assert (r["name"], r["type"]) == (entry.name, entry.type), card_id


def test_a_spell_s_timing_reads_its_keywords_in_the_card_table():
    """A spell's timing (806, 813) comes from the card table's keywords, not from its entry."""
    db = load_cards()
    timings = {db.by_id(i).name: e.timing for i, e in IMPLEMENTED.items() if isinstance(e, SpellCard)}
    assert timings["Gust"].startswith("reaction speed")  # Reaction
    assert timings["Get Excited!"].startswith("action speed")  # Action
    assert timings["Charm"].startswith("main-phase speed")  # neither
    for card_id, entry in IMPLEMENTED.items():
        if isinstance(entry, SpellCard):
            c = db.by_id(card_id)
            speed = ("reaction" if c.has_keyword("Reaction") else "action" if c.has_keyword("Action")
                     else "main-phase")
            assert entry.timing.startswith(speed + " speed"), card_id


@pytest.mark.skipif(not SHARED_DECKS.exists(), reason="the shared decklists are not beside the repo")
def test_the_phase_one_spells_of_the_three_champion_decks_are_implemented():
    """Every spell of the Jinx, Viktor and Lee Sin Origins decks without Hidden or Temporary has a
    script (the Hidden ones and those that grant Temporary come with facedown cards, issue 4)."""
    db = load_cards()
    spells = set()
    for name in ("jinx", "viktor", "lee-sin"):
        deck = load_deck(SHARED_DECKS / f"precon-{name}.json")
        spells |= {db.by_id(c).name for c in deck.main if db.by_id(c).type == "Spell"}
    done = {e.name for e in IMPLEMENTED.values() if e.type == "Spell"}
    assert PHASE_ONE <= done and PHASE_ONE <= spells
    assert spells - PHASE_ONE == {"Fight or Flight", "Fading Memories", "Hidden Blade", "Consult the Past",
                                  "Sprite Call", "Stand United"}


@pytest.mark.skipif(not SHARED_DECKS.exists(), reason="the shared decklists are not beside the repo")
def test_a_deck_with_unimplemented_cards_is_refused_naming_them():
    """A deck is never played with a card as a blank: the error names every card not implemented;
    the implemented cards are not among them."""
    # precon-vi, precon-vex and the Vendetta Ezreal list, the examples before, play now
    deck = load_deck(SHARED_DECKS / "precon-shen.json")
    bad = unsupported_cards(deck)
    assert "Hand Hammer" in bad
    assert not {"Shen, Eye of Twilight", "Shen, Leader of the Kinkou Order"} & set(bad)
    with pytest.raises(UnsupportedCardError, match="Hand Hammer"):
        Game.new([deck, deck])


def test_scripted_and_vanilla_cards_are_supported():
    """A card is supported with a script or when it needs none; the test decks of units and spells
    play."""
    db = load_cards()
    assert card_support(db.by_name("Void Seeker")) == "script"
    assert card_support(db.by_name("Stalwart Poro")) == "vanilla"
    assert card_support(db.by_name("Fury Rune")) == "basic rune"
    assert card_support(db.by_name("Divine Judgment")) is None  # each player picks what stays: not yet
    assert all(unsupported_cards(d) == [] for d in spell_decks())
    Game.new(spell_decks(), seed=1)


def test_a_position_with_an_unimplemented_spell_is_refused():
    """The position loader names a card the engine can't play."""
    with pytest.raises(PositionError, match="Divine Judgment"):
        load_position({"players": [{"hand": ["Divine Judgment"]}, {}]})


def test_cards_coverage_command():
    """``riftbound cards --coverage`` lists per set how many cards are supported and which."""
    r = CliRunner().invoke(cli, ["cards", "--coverage", "--json"])
    assert r.exit_code == 0, r.output
    cov = json.loads(r.output)["coverage"]
    assert set(cov["OGN"]["script"]) >= PHASE_ONE
    assert {"Flash", "Annie, Fiery"} <= set(cov["OGS"]["script"])
    assert cov["OGN"]["supported"] == len(cov["OGN"]["script"]) + len(cov["OGN"]["vanilla"]) + len(
        cov["OGN"]["other"])
    assert sum(e["cards"] for e in cov.values()) == len(load_cards())
    r = CliRunner().invoke(cli, ["cards", "--coverage"])
    assert r.exit_code == 0 and "OGN" in r.output and "Void Seeker" in r.output


def test_cards_command_describes_a_card():
    """``riftbound cards NAME`` prints the card's facts and our description of what it does."""
    r = CliRunner().invoke(cli, ["cards", "Void Seeker", "--json"])
    assert r.exit_code == 0, r.output
    (card,) = json.loads(r.output)["cards"]
    assert card["support"] == "script" and card["description"] == IMPLEMENTED["ogn-024-298"].description
    r = CliRunner().invoke(cli, ["cards", "Void Seekr"])
    assert r.exit_code == 2 and "Void Seeker" in r.output


def test_deck_type_is_unchanged():
    """The test decks are practice decks (construction rules relaxed), not built-ins."""
    assert all(isinstance(d, Deck) and d.practice for d in spell_decks())
