"""Rule 425, Counter: Wind Wall and Defy counter a spell on the chain (they target it, 425.3); the
countered spell does nothing and goes to its owner's trash (banishment for a Flow play, 829.1.b.1),
its costs not refunded (425.1.a-c), still counted as played (419.4.b)."""

from __future__ import annotations

from riftbound.actions import PlaySpell
from riftbound.engine.units import unit_cost
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, pass_, pay, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def settle(game) -> None:
    """Pass Priority until the chain is empty (forced passes are taken by the engine)."""
    while game.state.chain:
        pass_(game)


def seeker_on_the_chain(counter: str = "Wind Wall", runes: int = 5):
    """P0 has played Void Seeker at P1's Daring Poro; P1, holding ``counter``, has Priority."""
    game = position({"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3, "deck": DECK},
                    {"hand": [counter], "runes": ["Calm Rune"] * runes, "deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    play(game, "play Void Seeker targeting Daring Poro at bf 0")
    return game


def test_wind_wall_counters_a_spell_to_its_owners_trash():
    """425.1.a, 425.1.a.1, 425.1.c, 425.3: Wind Wall targets Void Seeker on the chain; as it resolves
    Void Seeker leaves the chain for P0's trash without dealing damage or drawing, and P0's spent
    runes stay spent."""
    game = seeker_on_the_chain()
    g = game.state
    assert game.pending().kind == "priority" and game.pending().player == 1
    seeker = cid(game, "Void Seeker")
    offered = [a for a in game.legal_actions() if isinstance(a, PlaySpell)]
    assert [a.targets for a in offered] == [((seeker,),)]
    hand0 = len(g.players[0].hand)
    play(game, "play Wind Wall targeting Void Seeker")
    settle(game)
    assert not g.chain
    assert seeker in g.players[0].trash and cid(game, "Wind Wall") in g.players[1].trash
    assert g.units[cid(game, "Daring Poro")].damage == 0
    assert len(g.players[0].hand) == hand0  # Void Seeker's draw never happened
    assert g.players[0].rune_exhausted.count(True) + len(g.players[0].rune_deck) >= 3  # not refunded
    assert any(e.kind == "countered" and e.rule == "425.1.a" for e in g.log)


def test_counter_needs_a_spell_on_the_chain():
    """425.3, 355.8: with no spell on the chain, Wind Wall has no legal target and can't be played."""
    game = position({"hand": ["Wind Wall"], "runes": ["Calm Rune"] * 5, "deck": DECK}, {"deck": DECK})
    assert not [a for a in game.legal_actions() if isinstance(a, PlaySpell)]


def test_a_target_gone_from_the_chain_leaves_the_counter_without_effect():
    """425.1.a, 359.3.e: Wind Wall countered by a second Wind Wall does nothing; the spell it
    targeted resolves (Void Seeker deals its 4)."""
    game = position({"hand": ["Void Seeker", "Wind Wall"], "runes": ["Fury Rune"] * 3 + ["Calm Rune"] * 5,
                     "deck": DECK},
                    {"hand": ["Wind Wall"], "runes": ["Calm Rune"] * 5, "deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    play(game, "play Void Seeker targeting Daring Poro at bf 0")
    pass_(game)
    play(game, "play Wind Wall targeting Void Seeker")
    g = game.state
    theirs = g.chain[-1].cid
    mine = next(c for c in g.players[0].hand if g.cards[c].name == "Wind Wall")
    game.apply(PlaySpell(mine, ((theirs,),), None))
    pay(game)
    settle(game)  # P0's Wind Wall counters P1's, then Void Seeker resolves
    assert theirs in g.players[1].trash and cid(game, "Void Seeker") in g.players[0].trash
    assert [e.data[0] for e in g.log if e.kind == "countered"] == [theirs]
    assert cid(game, "Daring Poro") in g.players[1].trash  # Void Seeker dealt 4 to it


def test_defy_counters_only_cheap_spells():
    """425.3: Defy may choose only a spell whose printed cost is at most 4 Energy and 1 Power: Void
    Seeker (3 and 1) but not Wind Wall (3 and 2)."""
    game = seeker_on_the_chain("Defy")
    assert [a.targets for a in game.legal_actions() if isinstance(a, PlaySpell)] == [
        ((cid(game, "Void Seeker"),),)]
    play(game, "play Defy targeting Void Seeker")
    settle(game)
    assert cid(game, "Void Seeker") in game.state.players[0].trash
    late = position({"hand": ["Void Seeker", "Defy"], "runes": ["Fury Rune"] * 3 + ["Calm Rune"] * 2,
                     "deck": DECK},
                    {"hand": ["Wind Wall"], "runes": ["Calm Rune"] * 5, "deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    play(late, "play Void Seeker targeting Daring Poro at bf 0")
    pass_(late)
    play(late, "play Wind Wall targeting Void Seeker")
    offered = [a.targets for a in late.legal_actions() if isinstance(a, PlaySpell)]
    assert offered == [((cid(late, "Void Seeker"),),)]  # not Wind Wall: 2 Power


def test_419_4_b_a_countered_card_still_counts_as_played():
    """419.4.b, 425.1.b: counting cards played reads finalized cards: once countered, Void Seeker
    still counts among the cards P0 played this turn (what its play triggered has triggered)."""
    game = seeker_on_the_chain()
    g = game.state
    assert g.counts.get("play_card:0") == 1
    play(game, "play Wind Wall targeting Void Seeker")
    settle(game)
    assert g.counts.get("play_card:0") == 1 and g.counts.get("play_card:1") == 1


def test_419_4_b_example_legion_is_active_after_a_countered_spell():
    """419.4.b (its examples: a spell countered by Defy still makes Legion active and lowers a
    Legion cost): P0's Void Seeker is countered; Noxus Hopeful (Legion: 2 less) then costs 2."""
    game = position({"hand": ["Void Seeker", "Noxus Hopeful"], "runes": ["Fury Rune"] * 5,
                     "deck": DECK},
                    {"hand": ["Wind Wall"], "runes": ["Calm Rune"] * 5, "deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    hopeful = cid(game, "Noxus Hopeful")
    assert unit_cost(game.state, hopeful, False)[0] == 4
    play(game, "play Void Seeker targeting Daring Poro at bf 0")
    play(game, "play Wind Wall targeting Void Seeker")
    settle(game)
    assert cid(game, "Void Seeker") in game.state.players[0].trash
    assert unit_cost(game.state, hopeful, False)[0] == 2


def test_829_1_b_1_a_countered_flow_spell_is_banished():
    """829.1.b.1, 390.3.a, 425.1.a: Dredge Up played from P0's trash for its Flow cost is countered
    by Wind Wall: it leaves the chain not by its own execution, so it is banished, not trashed."""
    game = position({"deck": DECK, "trash": ["Dredge Up"], "runes": ["Mind Rune"] * 2},
                    {"hand": ["Wind Wall"], "runes": ["Calm Rune"] * 5, "deck": DECK})
    dredge = cid(game, "Dredge Up")
    hand0 = len(game.state.players[0].hand)
    play(game, "play Dredge Up from trash")
    assert game.pending().kind == "priority" and game.pending().player == 1
    play(game, "play Wind Wall targeting Dredge Up")
    settle(game)
    p = game.state.players[0]
    assert dredge in p.banishment and dredge not in p.trash and len(p.hand) == hand0
    assert any(e.kind == "spell_banished" and e.rule == "829.1.b.1" for e in game.log)


def test_counter_plays_round_trip_through_notation_and_positions():
    """425.3: a play that targets a spell on the chain reads back from its written forms, and a
    position with the Counter and its target on the chain loads back as the same game."""
    game = position({"hand": ["Void Seeker", "Discipline"], "deck": DECK,
                     "runes": ["Fury Rune"] * 4 + ["Calm Rune"] * 4},
                    {"hand": ["Wind Wall"], "runes": ["Calm Rune"] * 5, "deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    play(game, "play Void Seeker targeting Daring Poro at bf 0")
    if game.pending().player == 0:
        pass_(game)
    assert game.pending().kind == "priority" and game.pending().player == 1
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
        assert parse_action(game, str(a)) == a
    play(game, "play Wind Wall targeting Void Seeker")
    g = game.state
    assert [g.cards[it.cid].name for it in g.chain] == ["Void Seeker", "Wind Wall"]
    assert game.pending().kind == "priority" and game.pending().player == 0
    twin = load_position(dump_position(game))
    assert twin.state.key() == game.state.key() and twin.legal_actions() == game.legal_actions()
    settle(twin)
    assert cid(twin, "Void Seeker") in twin.state.players[0].trash


def test_a_counter_whose_target_was_countered_names_a_lost_target():
    """425.1.a, 359.3.e.4: P1's Wind Wall waits on the chain aimed at Void Seeker; P0 counters
    Void Seeker with Defy (any spell, its own too); P1's Wind Wall now names a lost target (-1), the
    position still loads back, and the Wind Wall does nothing."""
    game = position({"hand": ["Void Seeker", "Defy"], "deck": DECK,
                     "runes": ["Fury Rune"] * 4 + ["Calm Rune"] * 4},
                    {"hand": ["Wind Wall", "Discipline"], "runes": ["Calm Rune"] * 7, "deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    play(game, "play Void Seeker targeting Daring Poro at bf 0")
    pass_(game)  # P0
    play(game, "play Wind Wall targeting Void Seeker")  # P1's
    g = game.state
    seeker, wall = g.chain[0].cid, g.chain[1].cid
    pass_(game)  # P1 passes; P0 has Priority
    play(game, "play Defy targeting Void Seeker")
    while g.chain[-1].cid != wall:  # Defy resolves
        pass_(game)
    assert seeker in g.players[0].trash and g.chain[-1].targets == ((-1,),)
    twin = load_position(dump_position(game))
    assert twin.state.key() == game.state.key()
    settle(game)
    assert wall in g.players[1].trash
    assert [e.data[0] for e in g.log if e.kind == "countered"] == [seeker]


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []


def _student_seeker(counter: str | None):
    """P0, with Ravenbloom Student ("when you play a spell") in base, plays Void Seeker at P1's
    Daring Poro; P1 counters it with ``counter`` or passes."""
    game = position({"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3, "deck": DECK,
                     "base": ["Ravenbloom Student"]},
                    {"hand": ["Wind Wall"], "runes": ["Calm Rune"] * 5, "deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    play(game, "play Void Seeker targeting Daring Poro at bf 0")
    return game


def test_419_4_a_play_abilities_trigger_once_the_spell_has_resolved():
    """419.4.a: "when you play a spell" triggers when the act of playing is completed by the
    spell's resolution: nothing has triggered while Void Seeker waits on the chain; the Student's
    ability triggers after Void Seeker's damage, as it leaves the chain."""
    game = _student_seeker(None)
    g = game.state
    assert [it.kind for it in g.chain] == ["spell"] and not any(e.kind == "trigger" for e in g.log)
    settle(game)
    kinds = [e.kind for e in g.log]
    assert kinds.index("damage") < kinds.index("spell_done") < kinds.index("trigger")
    student = cid(game, "Ravenbloom Student")
    assert g.units[student].turn_might == 1


def test_419_4_a_1_a_countered_spell_triggers_no_play_abilities():
    """419.4.a.1, 419.4.b: Void Seeker countered by Wind Wall never resolves, so Ravenbloom
    Student's "when you play a spell" does not trigger, though the spell still counts as played."""
    game = _student_seeker("Wind Wall")
    play(game, "play Wind Wall targeting Void Seeker")
    settle(game)
    g = game.state
    student = cid(game, "Ravenbloom Student")
    assert not any(e.kind == "trigger" and e.data[0] == student for e in g.log)
    assert g.units[student].turn_might == 0
    assert g.counts.get("play_spell:0") == 1  # counted as played (419.4.b)
