"""Rule 429, Add: Energy Conduit and Seal of Rage add to their controller's Rune Pool; an ability
that only adds resolves as it is activated, never waiting on the chain, and Priority and Focus stay
where they were (429.2, 429.2.a)."""

from __future__ import annotations

from riftbound.actions import Activate, Move, Pass, Pay, PlaySpell
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def test_energy_conduit_adds_one_energy_at_once():
    """429.1, 429.2: in P0's Main Phase, Energy Conduit's ability exhausts it and puts 1 Energy in
    P0's pool at once: nothing goes on the chain and P0 is asked for their next Main Phase action."""
    game = position({"deck": DECK, "gear": ["Energy Conduit"]}, {"deck": DECK})
    g = game.state
    (act,) = activations(game)
    assert parse_action(game, format_action(game, act)) == act and parse_action(game, str(act)) == act
    game.apply(act)
    assert g.players[0].pool_energy == 1 and not g.chain
    assert g.gear[cid(game, "Energy Conduit")].exhausted
    assert game.pending().kind == "main" and game.pending().player == 0
    assert not activations(game)  # exhausted: it can't pay [E] again
    assert any(e.rule == "429.2" for e in g.log)


def test_added_energy_pays_for_a_spell():
    """429.1, 357, 429.3: the Energy Energy Conduit added pays for Discipline (2 Energy) with one
    rune; Discipline is offered even before the Conduit is used, since the Conduit could add its
    Energy in the Pay Costs step (429.3)."""
    game = position({"hand": ["Discipline"], "runes": ["Calm Rune"], "deck": DECK, "gear": ["Energy Conduit"],
                     "base": ["Daring Poro"]}, {"deck": DECK})
    assert [a for a in game.legal_actions() if isinstance(a, PlaySpell)]  # 1 rune + the Conduit
    game.apply(activations(game)[0])
    play(game, "play Discipline targeting Daring Poro at base")
    g = game.state
    assert g.players[0].pool_energy == 0 and cid(game, "Discipline") in g.players[0].trash


def test_seal_of_rage_adds_fury_power_with_priority_kept():
    """429.2.a, 429.3: with Priority while a spell of the opponent waits on the chain, P1 activates
    Seal of Rage (a Reaction): Fury Power goes in their pool, the chain is unchanged and P1 still
    has Priority, with the same passes counted."""
    game = position({"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3, "deck": DECK},
                    {"deck": DECK, "gear": ["Seal of Rage"], "hand": ["Discipline"],
                     "runes": ["Calm Rune"] * 2},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    play(game, "play Void Seeker targeting Daring Poro at bf 0")
    g = game.state
    before = game.pending()
    assert before.kind == "priority" and before.player == 1
    chain = list(g.chain)
    game.apply(activations(game)[0])
    assert g.players[1].pool_power == ["Fury"] and g.chain == chain
    assert game.pending() == before
    game.apply(Pass())  # then P0's forced pass: Void Seeker resolves
    assert not g.chain and cid(game, "Daring Poro") in g.players[1].trash


def test_add_in_a_showdown_keeps_focus():
    """429.2.a, 346.1: with Focus in the showdown opened by moving to an empty battlefield, an Add
    ability resolves at once and Focus stays with the player who used it."""
    game = position({"deck": DECK, "gear": ["Energy Conduit"], "base": ["Vanguard Sergeant"],
                     "hand": ["Discipline"], "runes": ["Calm Rune"] * 2},
                    {"deck": DECK})
    g = game.state
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Move) and a.to == 0))
    d = game.pending()
    assert g.showdown is not None and d.kind == "focus" and d.player == 0
    game.apply(activations(game)[0])
    assert game.pending() == d and g.players[0].pool_energy == 1 and g.showdown.passes == 0


def test_add_reaction_while_paying():
    """429.3, 429.3.a: while paying for Discipline (2 Energy) P0 may activate Energy Conduit; it
    resolves at once, the same payment is asked again, and now one rune pays the rest."""
    game = position({"hand": ["Discipline"], "runes": ["Calm Rune", "Mind Rune", "Mind Rune"], "deck": DECK,
                     "gear": ["Energy Conduit"], "base": ["Daring Poro"]}, {"deck": DECK})
    g = game.state
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell)))
    d = game.pending()
    assert d.kind == "pay"
    assert all(len(a.exhaust) == 2 for a in game.legal_actions() if isinstance(a, Pay))
    (add,) = activations(game)
    assert parse_action(game, format_action(game, add)) == add
    game.apply(add)
    assert game.pending() == d and g.players[0].pool_energy == 1 and not activations(game)
    pays = [a for a in game.legal_actions() if isinstance(a, Pay) and not a.keep_energy]
    assert len(pays) == 2 and all(len(a.exhaust) == 1 for a in pays)  # kept: test_166_pool_kept
    game.apply(pays[0])
    assert cid(game, "Discipline") in g.players[0].trash and g.players[0].rune_exhausted.count(False) == 2
    assert g.players[0].pool_energy == 0


def test_pool_with_added_power_round_trips():
    """429.1, 165: a position saved after an Add keeps the pool and loads back as the same game."""
    game = position({"deck": DECK, "gear": ["Seal of Rage"]}, {"deck": DECK})
    game.apply(activations(game)[0])
    twin = load_position(dump_position(game))
    assert twin.state.key() == game.state.key() and twin.state.players[0].pool_power == ["Fury"]


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
