"""The vocabulary of card behaviour (riftbound.effects): plain data, selectors, target choices,
each instruction, linked instructions, the escape hatch, and descriptions in our own words."""

from __future__ import annotations

import dataclasses
import re

import pytest

from riftbound.actions import PlaySpell
from riftbound.cards import load_cards
from riftbound.effects import (
    Channel,
    Chosen,
    Const,
    Custom,
    Deal,
    Draw,
    Each,
    Exhaust,
    GainPoints,
    Kill,
    Ready,
    Recall,
    SpellCard,
    SpellScript,
    Target,
    Units,
    custom,
)
from riftbound.effects.spells import CUSTOM
from riftbound.formats.position import load_position
from riftbound.sets import IMPLEMENTED
from tests.spell_helpers import CARDS_FILE, card_text, cid, do, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


@pytest.fixture
def test_spell(monkeypatch):
    """Give Cleave (an Action spell costing 1 Energy) a test-only script."""
    def register(script: SpellScript) -> None:
        c = load_cards().by_name("Cleave")
        monkeypatch.setitem(IMPLEMENTED, c.id, SpellCard(c.id, c.name,
                                                         script))
    return register


def offered(game) -> list[PlaySpell]:
    return [a for a in game.legal_actions() if isinstance(a, PlaySpell)]


# --- plain data -------------------------------------------------------------------------------------

def test_behaviour_is_plain_comparable_immutable_data():
    """A script is frozen dataclasses: equal when built the same, hashable, not assignable."""
    a = SpellScript(targets=(Target(Units(side="enemy", where="battlefield")),),
                    steps=(Deal(Const(4), Chosen(0)), Draw(1)))
    b = SpellScript(targets=(Target(Units(side="enemy", where="battlefield")),),
                    steps=(Deal(Const(4), Chosen(0)), Draw(1)))
    assert a == b and hash(a) == hash(b)
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.steps[0].amount = Const(5)  # type: ignore[misc]
    assert IMPLEMENTED["ogn-024-298"].script.steps == (Deal(Const(4), Chosen(0)), Draw(1))


def test_every_entry_has_a_description_in_our_own_words():
    """Each card entry has a generated one-line description; none repeats a sentence of the card's
    printed text (read from the shared card table at run time, never copied)."""
    if not CARDS_FILE.exists():
        pytest.skip("the shared card table is not beside the repo")
    for entry in IMPLEMENTED.values():
        text = entry.description
        assert text and "\n" not in text and entry.name not in text
        if entry.id.startswith("rule-"):  # a token of the Core Rules (187): no printed text to compare
            continue
        printed = re.sub(r"\[[^\]]*\]|\([^)]*\)|:rb_[a-z_0-9]+:", " ", card_text(entry.name)["text"])
        for sentence in re.split(r"[.\n]", printed):
            sentence = " ".join(sentence.split()).lower()
            if len(sentence) > 12:
                assert sentence not in text.lower(), (entry.name, sentence)


# --- selectors --------------------------------------------------------------------------------------

def test_selectors_filter_by_side_place_might_and_keyword():
    """489.8.e, 143.2.b: friendly means the player's or a teammate's; Might bounds read Might below
    0 as 0; "here" is a location the caller names."""
    game = load_position({
        "mode": "magma-chamber",
        "players": [{"base": ["Daring Poro"]}, {"base": ["Stalwart Poro"]},
                    {"base": ["Sunlit Guardian"]}, {}],
        "battlefields": [{"controller": 0, "units": ["Playful Phantom"]}, {}, {}]})
    g = game.state
    units = {g.cards[u.cid].name: u for u in g.units.values()}
    mates = [p for p in range(4) if p != 0 and g.team_of[p] == g.team_of[0]]

    def pick(sel: Units, here: int | None = None) -> set[str]:
        return {n for n, u in units.items() if sel.test(g, 0, u, here)}

    friendly = {"Daring Poro", "Playful Phantom"} | {g.cards[u.cid].name for u in g.units.values()
                                                     if u.controller in mates}
    assert pick(Units(side="friendly")) == friendly
    assert pick(Units(side="own")) == {"Daring Poro", "Playful Phantom"}
    assert pick(Units(side="enemy")) == set(units) - friendly
    assert pick(Units(where="battlefield")) == {"Playful Phantom"}
    assert pick(Units(where="base")) == set(units) - {"Playful Phantom"}
    assert pick(Units(where="here"), here=0) == {"Playful Phantom"}
    assert pick(Units(might_at_least=3)) == {"Playful Phantom", "Sunlit Guardian"}
    assert pick(Units(might_at_most=2)) == {"Daring Poro", "Stalwart Poro"}
    assert pick(Units(keyword="Tank")) == {"Sunlit Guardian"}


# --- target choices ---------------------------------------------------------------------------------

def test_interchangeable_units_are_one_target_option():
    """Options are distinct outcomes (docs/rulings.md): two identical undamaged Stalwart Poros at
    one battlefield are one target option; a damaged one is another."""
    game = position({"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 4},
                    {}, battlefields=[{"controller": 1, "units": ["Stalwart Poro", "Stalwart Poro",
                                                                   {"card": "Stalwart Poro", "damage": 1}]},
                                      {}])
    assert len(offered(game)) == 2


def test_two_target_choices_are_unordered_pairs():
    """355.5: Back to Back's two friendly units are a set: three units give three pairs."""
    game = position({"hand": ["Back to Back"], "runes": ["Order Rune"] * 3,
                     "base": ["Daring Poro", "Vanguard Sergeant", "Petty Officer"]})
    assert len(offered(game)) == 3
    assert all(len(a.targets[0]) == 2 for a in offered(game))


# --- instructions -----------------------------------------------------------------------------------

@pytest.mark.parametrize("step,check", [
    (Kill(Chosen(0)), lambda g, u: u not in g.units and u in g.players[1].trash),
    (Recall(Chosen(0)), lambda g, u: g.units[u].loc == -2),
    (Exhaust(Chosen(0)), lambda g, u: g.units[u].exhausted),
])
def test_unit_instructions(test_spell, step, check):
    """428, 455, 414: Kill, Recall and Exhaust act on the chosen unit."""
    test_spell(SpellScript(targets=(Target(Units(where="battlefield")),), steps=(step,)))
    game = position({"hand": ["Cleave"], "runes": ["Calm Rune"]},
                    {}, battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    unit = cid(game, "Vanguard Sergeant")
    play(game, "play Cleave targeting Vanguard Sergeant at bf 0")
    assert check(game.state, unit)


def test_ready_channel_gain_points(test_spell):
    """415, 430, 194.1.c: Ready readies every matching unit; Channel and GainPoints act for the
    spell's controller."""
    test_spell(SpellScript(steps=(Ready(Each(Units(side="own"))), Channel(1), GainPoints(2))))
    game = position({"hand": ["Cleave"], "runes": ["Calm Rune"], "rune_deck": ["Calm Rune"],
                     "base": [{"card": "Daring Poro", "exhausted": True}]},
                    {"base": [{"card": "Stalwart Poro", "exhausted": True}]})
    play(game, "play Cleave")
    g = game.state
    assert not g.units[cid(game, "Daring Poro")].exhausted
    assert g.units[cid(game, "Stalwart Poro")].exhausted
    assert len(g.players[0].runes) == 2 and game.points(0) == 2


def test_each_affects_every_matching_unit_as_it_resolves(test_spell):
    """355.5.a: damage to every unit at a battlefield chooses nothing; it affects each unit that
    matches when it executes."""
    test_spell(SpellScript(steps=(Deal(Const(1), Each(Units(where="battlefield"))),)))
    game = position({"hand": ["Cleave"], "runes": ["Calm Rune"], "base": ["Playful Phantom"]},
                    {}, battlefields=[{"controller": 1, "units": ["Vanguard Sergeant", "Mutated Mouser"]},
                                      {}])
    play(game, "play Cleave")
    g = game.state
    assert g.units[cid(game, "Vanguard Sergeant")].damage == 1
    assert cid(game, "Mutated Mouser") in g.players[1].trash
    assert g.units[cid(game, "Playful Phantom")].damage == 0


def test_linked_instruction_runs_only_if_the_previous_one_did(test_spell):
    """359.3.e.14.a: with its target gone, the Deal does nothing, and the Draw linked to it is
    skipped; an unlinked Draw would still happen (359.3.e.5)."""
    test_spell(SpellScript(targets=(Target(Units(where="battlefield")),),
                           steps=(Deal(Const(1), Chosen(0)), Draw(1, linked=True))))
    game = position({"hand": ["Cleave"], "deck": DECK, "runes": ["Calm Rune"]},
                    {"hand": ["Gust"], "runes": ["Chaos Rune"]},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    play(game, "play Cleave targeting Stalwart Poro at bf 0")
    play(game, "P1: play Gust targeting Stalwart Poro at bf 0")
    assert game.state.players[0].hand == [] and not game.state.chain


def test_custom_is_the_escape_hatch(test_spell, monkeypatch):
    """A named Python function executes what the vocabulary can't say; its result counts as the
    instruction's (executed or not)."""
    seen = []

    def swap_points(g, item, i):
        seen.append((item.cid, i))
        g.points[0], g.points[1] = g.points[1], g.points[0]
        return True

    monkeypatch.setitem(CUSTOM, "swap_points", swap_points)
    test_spell(SpellScript(steps=(Custom("swap_points", "the two players swap points"),
                                  Draw(1, linked=True))))
    game = position({"hand": ["Cleave"], "deck": DECK, "runes": ["Calm Rune"], "points": 1},
                    {"points": 4})
    play(game, "play Cleave")
    assert seen and (game.points(0), game.points(1)) == (4, 1)
    assert len(game.state.players[0].hand) == 1
    assert custom("noop")(lambda g, item, i: False) is CUSTOM.pop("noop")


def test_move_destinations_exclude_the_current_place(test_spell):
    """355.4.a: a move's destination is a place other than where the unit is."""
    game = position({"hand": ["Charm"], "runes": ["Calm Rune"] * 2},
                    {}, battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    assert sorted(a.destination for a in offered(game)) == [-1, 1]
    do(game, "play Charm targeting Stalwart Poro at bf 0 to bf 1")
