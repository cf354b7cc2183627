"""Rules 759-763, naming a card or a tag (engine/naming.py, effects/naming.py, ruling 106).

A name is no card of the game: the ``choose_name`` decision offers names read from the card table
(762: a card that exists and is legal, 762.2: no token's name; 763, 763.1: the tags there are),
never from the cards the game holds, which would tell the naming player what hides in the other
player's hand and deck (108.7.c, 128.4). The named value lasts while its object stays on the board
and ends with it (124.1)."""

from __future__ import annotations

import json

import pytest

from riftbound.actions import ChooseName, PlaySpell
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.naming import name_code, named, spell_names, tag_names
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests import SHARED
from tests.spell_helpers import cid, do, position

DECK = ["Vanguard Captain"] * 2 + ["Mystic Poro"] * 2
RULES = SHARED / "rules" / "core-rules-2026-07-16.txt"


def _naming_game(p1_hand: list[str]):
    """P0 plays Fallen Feline; its Play Effect waits for the name."""
    game = position({"deck": DECK, "hand": ["Fallen Feline"], "runes": ["Order Rune"] * 4},
                    {"deck": DECK, "hand": p1_hand, "runes": ["Fury Rune"] * 4})
    do(game, "play Fallen Feline to base")
    for _ in range(20):
        d = game.pending()
        if d.kind == "choose_name":
            return game
        game.apply(game.legal_actions()[0])
    raise AssertionError(game.pending())


def test_762_a_spell_name_is_any_spell_cards_never_a_tokens():
    """762, 762.1, 762.2: the options are every spell card's name of the card table, each once, and
    no token's name."""
    cards = load_cards()
    want = {c.name for c in cards if c.type == "Spell" and not c.is_token}
    assert set(spell_names()) == want and len(spell_names()) == len(want)
    assert not {c.name for c in cards if c.is_token} & set(spell_names())
    game = _naming_game([])
    assert [a.name for a in game.legal_actions()] == list(spell_names())


def test_759_the_options_never_tell_what_the_opponent_holds():
    """108.7.c, 128.4, ruling 106 (a contrast): two games whose opponent holds different spells offer
    the same names, the same as the card table's; a name held by no one is offered too."""
    a = _naming_game(["Void Seeker"])
    b = _naming_game(["Hextech Ray", "Stupefy"])
    assert a.legal_actions() == b.legal_actions()
    assert ChooseName("Fox-Fire") in a.legal_actions()


@pytest.mark.skipif(not RULES.exists(), reason="the shared rules file is not beside the repo")
def test_763_1_the_tags_are_the_rules_list():
    """763, 763.1: the tags offered are the rules' list of tags (which writes Miss Fortune's with a
    stray comma) and exactly the tags of the card table's cards and tokens."""
    line = next(x for x in RULES.read_text(encoding="utf-8").splitlines() if x.startswith("763.1."))
    listed = {t.strip() for t in line.split(":", 1)[1].strip().rstrip(".").split(",")}
    listed = (listed - {"Miss", "Fortune"}) | {"Miss Fortune"}
    assert set(tag_names()) == listed
    assert set(tag_names()) == {t for c in load_cards() for t in c.tags}


def test_760_a_name_is_kept_as_a_code_no_two_names_share():
    """760 (the position format's side): each name is kept as a number below 1,000,000 that no other
    name shares, so reading it back gives the name."""
    names = {*spell_names(), *tag_names()}
    codes = {name_code(n) for n in names}
    assert len(codes) == len(names) and max(codes) < 1_000_000


def test_760_naming_in_notation_and_positions():
    """760: "name NAME" reads back (without regard to case) as the name offered; a position at the
    naming decision, and one after it, load as they were, the named value included."""
    game = _naming_game([])
    action = parse_action(game, "name void seeker")
    assert action == ChooseName("Void Seeker") and format_action(game, action) == "name Void Seeker"
    again = load_position(dump_position(game))
    assert again.pending() == game.pending() and again.legal_actions() == game.legal_actions()
    game.apply(action)
    feline = cid(game, "Fallen Feline")
    assert named(game.state, feline) == "Void Seeker"
    after = load_position(dump_position(game))
    assert named(after.state, feline) == "Void Seeker"
    assert dump_position(game)["this_turn"][f"~named:{feline}"] == name_code("Void Seeker")
    check_invariants(game)


def test_124_1_the_name_ends_with_its_object():
    """124.1 (a contrast): the named value is a fact of the Feline on the board; once it has died,
    none is left, so nothing is barred even were it to return."""
    game = _naming_game([])
    do(game, "name Void Seeker")
    g = game.state
    feline = cid(game, "Fallen Feline")
    assert named(g, feline) == "Void Seeker"
    from riftbound.engine.primitives import kill
    kill(g, g.units[feline])
    assert named(g, feline) is None and f"~named:{feline}" not in g.counts


def test_760_a_named_spell_is_barred_from_effect_plays_too():
    """419.3.c, 759: P1's Fallen Feline at a battlefield has named Void Seeker: P0 can't play it from
    hand, and an effect that would play it from P0's trash plays nothing (it stays there); P1, the
    Feline's controller, is not barred (only opponents are)."""
    from riftbound.engine.effect_plays import begin_effect_play
    from riftbound.engine.play_restrictions import banned_spell_names

    feline_here = [{"card": "Fallen Feline", "controller": 1}]
    game = position({"deck": DECK, "trash": ["Void Seeker"], "hand": ["Void Seeker"],
                     "runes": ["Fury Rune"] * 4},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": feline_here}, {}])
    g = game.state
    feline = cid(game, "Fallen Feline")
    seeker = cid(game, "Void Seeker", "trash")
    assert any(isinstance(a, PlaySpell) for a in game.legal_actions())  # nothing named yet
    g.counts[f"~named:{feline}"] = name_code("Void Seeker")  # (its Play Effect named it)
    game = load_position(dump_position(game))
    g = game.state
    assert banned_spell_names(g, 0) == {"Void Seeker"} and banned_spell_names(g, 1) == frozenset()
    assert not any(isinstance(a, PlaySpell) for a in game.legal_actions())
    assert begin_effect_play(g, 0, seeker, "trash", 0) is False and seeker in g.players[0].trash


def test_760_a_name_in_a_game_record_replays():
    """760, 762: a game where names are chosen (Fallen Feline's spell, The List's tag) is recorded in
    notation ("name NAME") and replays to the same state."""
    import random

    from riftbound import Deck, Game
    from riftbound.formats.records import dumps_record, record_game, replay, validate_record

    db = load_cards()
    ids = [db.by_name(n).id for n in ("Fallen Feline", "The List", "Vanguard Sergeant", "Daring Poro")]
    main = tuple(c for c in ids for _ in range(3)) * 3 + tuple(ids[2:3]) * 4
    runes = tuple(db.by_name(n).id for n in ["Order Rune"] * 6 + ["Chaos Rune"] * 6)
    deck = Deck("naming", None, None, main[:40], runes, (), practice=True)
    for seed in range(6):
        game = Game.new([deck, deck], seed=seed)
        rng = random.Random(seed)
        while not game.is_over() and game.state.turn < 12:
            game.apply(rng.choice(game.legal_actions()))
        record = validate_record(json.loads(dumps_record(record_game(game))))
        texts = [a["text"] for a in record["actions"]]
        if any(t.startswith("name ") for t in texts):
            assert replay(record).state.key() == game.state.key()
            return
    raise AssertionError("no naming in six random games")
