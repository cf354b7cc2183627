"""The engine asks the game's index what modifies a value (issue #10, group P): Might (363-364),
keywords (364.3, 477.2), costs (356), keyword costs (820, 829), Bonus Damage (712-715) and dependent
abilities (727). Each test gives a card of one game an answer (``give_answer``) or builds the index
from real entries, and checks the engine reads it."""

from __future__ import annotations

import pickle

import pytest

from riftbound import Game
from riftbound.bots import RandomBot
from riftbound.decks import origins_decks
from riftbound.effects.passives import (
    BonusDamage,
    Buffed,
    LegionPlayEffect,
    Level,
    MightAura,
    SpellDiscountAtBattlefield,
    While,
)
from riftbound.effects.vocabulary import Units
from riftbound.engine import costs, keywords, layers, mechanics, passives
from riftbound.engine.costs import OwnCost, spell_energy, unit_costs
from riftbound.engine.index import build_index
from riftbound.engine.keywords import ability_active, deflect_value, keyword_cost
from riftbound.engine.mechanics import bonus_damage
from riftbound.engine.passives import add_buff_might, buff_might, expire_buff_might, has_ganking
from riftbound.engine.units import create_token, might, unit_cost
from riftbound.state import DEFENDER
from tests.helpers import base_of, duel, give_answer, place_unit, refresh

WAR_CAMP, LEE_SIN_CENTERED = "ogn-294-298", "ogn-151-298"
DREDGE_UP, DOWNSTAGE_DRAMATICS = "ven-049-166", "unl-061-219"
RECRUIT = "ogn-271-298"  # the 1 Might Recruit unit token
WIELDER_OF_WATER = "ogn-055-298"


def _with_spells() -> Game:
    """A game of two Origins champion decks (they have spells), before the mulligans."""
    return Game.new(list(origins_decks()[:2]), seed=1, log=False)


def test_own_might_answer_is_read_for_this_game_only():
    """364.3: a card's answer to "might:own" adds to its unit's Might; another game of the same
    cards is untouched (the answer belongs to one game's index)."""
    game, other = duel(), duel()
    cid = place_unit(game, 0, "base", 2)
    u = game.state.units[cid]
    before = might(game.state, u)
    give_answer(game, "might:own", game.state.cards[cid].id, lambda g, unit: 3)
    assert might(game.state, u) == before + 3
    other_cid = place_unit(other, 0, "base", 2)
    assert might(other.state, other.state.units[other_cid]) == before


def test_battlefield_aura_reaches_units_there_only():
    """364.1: a battlefield's aura ("units here have +2 Might") raises a unit at that battlefield,
    whoever controls it, and not a unit at the other battlefield or in a base."""
    game = duel()
    g = game.state
    here, there, home = place_unit(game, 1, 0, 2), place_unit(game, 0, 1, 2), place_unit(game, 0, "base", 2)
    plain = {c: might(g, g.units[c]) for c in (here, there, home)}
    give_answer(game, "might:aura", g.cards[g.battlefields[0].cid].id, MightAura(Units(where="here"), 2))
    assert [might(g, g.units[c]) - plain[c] for c in (here, there, home)] == [2, 0, 0]


def test_buffed_allies_aura_selects_other_buffed_friendly_units_there():
    """364.1, 702.2.a: "the other buffed friendly units here have +2": an enemy, an unbuffed ally
    and the source itself get nothing; the aura stops when the source is in its base."""
    game = duel()
    g = game.state
    source, ally, plain_ally, enemy = (place_unit(game, 0, 0, 3), place_unit(game, 0, 0, 2),
                                       place_unit(game, 0, 0, 2), place_unit(game, 1, 0, 2))
    assert g.cards[source].id not in {g.cards[c].id for c in (ally, plain_ally, enemy)}
    for c in (source, ally, enemy):
        g.units[c].buffs = 1
    base = {c: might(g, g.units[c]) for c in (source, ally, plain_ally, enemy)}
    (question, answer), = MightAura(Units(side="friendly", where="here", buffed=True), 2, other=True,
                                   at_battlefield=True).hooks("x")
    give_answer(game, question, g.cards[source].id, answer)
    assert {c: might(g, g.units[c]) - base[c] for c in base} == {source: 0, ally: 2, plain_ally: 0, enemy: 0}
    g.units[source].loc = base_of(0)  # no longer at a battlefield
    refresh(game)
    assert might(g, g.units[ally]) == base[ally]


def test_keyword_answers_give_ganking_and_deflect():
    """810, 809.2, 364.3: a card's answer to "keywords:own" gives its unit Ganking (the Standard
    Move's test) and adds to its Deflect value while the function says so."""
    game = duel()
    g = game.state
    cid = place_unit(game, 0, 0, 2)
    u = g.units[cid]
    assert not has_ganking(g, u) and deflect_value(g, u) == 0
    give_answer(game, "keywords:own", g.cards[cid].id,
                {"Ganking": lambda g, unit: unit.buffs > 0, "Deflect": lambda g, unit: 2})
    assert not has_ganking(g, u) and deflect_value(g, u) == 2
    u.buffs = 1
    assert has_ganking(g, u)


def test_own_cost_discount_and_kill_cost():
    """356.4, 356.6, 356.2.a.1: a card's "cost:own" discount lowers its unit's Energy cost (never
    below 0); a mandatory "kill a friendly unit" cost makes it unplayable with no friendly unit."""
    game = duel()
    g = game.state
    cid = next(c for c in g.players[0].hand + g.players[0].deck
               if g.cards[c].type == "Unit" and g.cards[c].energy >= 2)
    energy = g.cards[cid].energy
    give_answer(game, "cost:own", g.cards[cid].id, OwnCost(discount=lambda g, player: 1))
    assert unit_cost(g, cid, False)[0] == energy - 1
    give_answer(game, "cost:own", g.cards[cid].id, OwnCost(discount=lambda g, player: 99))
    assert unit_cost(g, cid, False)[0] == 0
    give_answer(game, "cost:own", g.cards[cid].id, OwnCost(kill_friendly=True))
    for c in list(g.units):
        del g.units[c]
    assert unit_costs(g, 0, cid, False) == []
    place_unit(game, 0, "base")
    assert unit_costs(g, 0, cid, False) != []


def test_spell_discount_aura_applies_while_its_unit_is_at_a_battlefield():
    """356.4, 356.4.e: a unit's "cost:aura" lowers its controller's spells while it is at a
    battlefield, to no less than its minimum; in its base, or for the opponent, it gives nothing."""
    game = _with_spells()
    g = game.state
    spell = next(c for c in range(len(g.cards)) if g.cards[c].type == "Spell" and g.owner[c] == 0)
    unit = place_unit(game, 0, "base", 2)
    (question, answer), = SpellDiscountAtBattlefield(2, 1).hooks("x")
    give_answer(game, question, g.cards[unit].id, answer)
    assert spell_energy(g, spell, 5) == 5
    g.units[unit].loc = 0
    assert (spell_energy(g, spell, 5), spell_energy(g, spell, 2), spell_energy(g, spell, 1)) == (3, 1, 1)
    g.units[unit].controller = 1
    assert spell_energy(g, spell, 5) == 5


def test_bonus_damage_answers_of_a_unit_and_a_battlefield():
    """713-715: a unit's Bonus Damage raises its controller's Deals only; a battlefield's raises
    every Deal to a unit there; instances add up (714)."""
    game = duel()
    g = game.state
    annie = place_unit(game, 0, "base", 2)
    target_here, target_home = place_unit(game, 1, 0, 2), place_unit(game, 1, "base", 2)
    (q1, a1), = BonusDamage(1).hooks("x")
    (q2, a2), = BonusDamage(2, dealer="any", to=Units(where="here")).hooks("x")
    give_answer(game, q1, g.cards[annie].id, a1)
    give_answer(game, q2, g.cards[g.battlefields[0].cid].id, a2)
    assert bonus_damage(g, 0, g.units[target_here]) == 3
    assert bonus_damage(g, 0, g.units[target_home]) == 1
    assert bonus_damage(g, 1, g.units[target_here]) == 2
    assert bonus_damage(g, 1, None) == 0


def test_active_if_gates_a_dependent_ability():
    """727.1.b, 727.1.c.1, 812.1.b.1: a Legion Play Effect is active only once its controller has
    played another card this turn (its own play counted)."""
    game = duel()
    g = game.state
    cid = place_unit(game, 0, "base", 2)
    (question, answer), = LegionPlayEffect().hooks("x")
    give_answer(game, question, g.cards[cid].id, answer)
    g.counts["play_card:0"] = 1  # only itself
    assert not ability_active(g, "trigger", 0, cid)
    g.counts["play_card:0"] = 2
    assert ability_active(g, "trigger", 0, cid)
    assert ability_active(g, "attack", 0, cid)  # another ability of the card is not gated


def test_entries_answer_from_their_own_data():
    """820.1.c, 829.1.c, 364.1: the index built from real entries holds their answers: Dredge Up's
    Flow cost, Downstage Dramatics' Repeat cost, Trifarian War Camp's aura and Lee Sin, Centered's."""
    index = build_index({DREDGE_UP, DOWNSTAGE_DRAMATICS, WAR_CAMP, LEE_SIN_CENTERED})
    assert index.get("cost:keywords", DREDGE_UP) == {"Flow": (2, ())}
    assert index.get("cost:keywords", DOWNSTAGE_DRAMATICS) == {"Repeat": (2, ())}
    assert index.get("might:aura", WAR_CAMP) == MightAura(Units(where="here"), 1)
    assert isinstance(index.get("might:aura", LEE_SIN_CENTERED), MightAura)


def test_keyword_cost_reads_the_game_index():
    """829.1.c: the Flow cost the engine reads is the card's answer in this game's index."""
    game = _with_spells()
    g = game.state
    spell = next(c for c in range(len(g.cards)) if g.cards[c].type == "Spell")
    assert keyword_cost(g, spell, "Flow") is None
    give_answer(game, "cost:keywords", g.cards[spell].id, {"Flow": (1, ())})
    assert keyword_cost(g, spell, "Flow") == (1, ())


@pytest.mark.parametrize("module, name", [
    (passives, "OWN_MIGHT"), (passives, "BUFFED_ALLY_MIGHT"), (passives, "BATTLEFIELD_MIGHT"),
    (passives, "GANKING_WHEN"), (passives, "BUFF_MIGHT_CARDS"), (costs, "DISCARD_DISCOUNT"),
    (costs, "SELF_DISCOUNT"), (costs, "SPELL_DISCOUNT"), (costs, "UNIT_COST_CHANGES"),
    (costs, "KILL_FRIENDLY"), (keywords, "ACTIVE_IF"), (keywords, "DEFLECT_WHEN"),
    (keywords, "REPEAT_COST"), (keywords, "FLOW_COST"), (mechanics, "BONUS_DAMAGE"),
    (mechanics, "BONUS_DAMAGE_HERE"), (layers, "KeywordsWhileMighty")])
def test_no_card_table_left_in_the_engine(module, name):
    """Issue #10: these values are asked of the game's index; no engine module keeps a table of
    them by card id."""
    assert not hasattr(module, name)


def test_aura_of_a_token_made_later_is_read():
    """364.1, 180-186: a unit token made during the game whose card has an aura (not only "here")
    raises the units it reaches; the engine looks at tokens made after it first read Might."""
    game = duel()
    g = game.state
    ally = place_unit(game, 0, 0, 2)
    plain = might(g, g.units[ally])
    give_answer(game, "might:aura", RECRUIT, MightAura(Units(side="friendly"), 1))
    assert might(g, g.units[ally]) == plain  # no token yet
    create_token(g, 0, RECRUIT, base_of(0))
    assert might(g, g.units[ally]) == plain + 1


def test_buffs_give_more_is_a_count_of_the_turn_not_a_player_field():
    """703, 317.2.c (issue #10): "each buff gives +1 Might more this turn" is kept with the turn's
    counts, per player, and ends with the other "this turn" effects; a buffed friendly unit has it,
    an enemy's does not."""
    game = duel()
    g = game.state
    mine, theirs = place_unit(game, 0, "base", 2), place_unit(game, 1, "base", 2)
    for c in (mine, theirs):
        g.units[c].buffs = 1
    before = {c: might(g, g.units[c]) for c in (mine, theirs)}
    add_buff_might(g, 0)
    add_buff_might(g, 0)
    assert buff_might(g, 0) == 2 and not hasattr(g.players[0], "buff_might")
    assert {c: might(g, g.units[c]) - before[c] for c in before} == {mine: 2, theirs: 0}
    expire_buff_might(g)
    assert buff_might(g, 0) == 0 and might(g, g.units[mine]) == before[mine]


def test_a_state_with_passive_answers_pickles_and_reads_the_same_might():
    """A state whose cards' passive answers are functions (Wielder of Water's, memoised as Might is
    read) pickles, and the copy reads the same Might (a copy for another process works the memo
    out again)."""
    decks = origins_decks()
    game = Game.new([decks[1], decks[2]], seed=3, log=False)
    bots = [RandomBot(6), RandomBot(7)]
    while not game.is_over() and len(game.state.units) < 4:
        game.apply(bots[game.pending().player].choose(game))
    g = game.state
    assert g.index.get("might:own", WIELDER_OF_WATER) is not None
    want = {c: might(g, u) for c, u in g.units.items()}
    assert g.memo.get("might:passives") is not None
    copy = pickle.loads(pickle.dumps(g))
    assert {c: might(copy, u) for c, u in copy.units.items()} == want


def test_while_a_condition_holds_might_and_keywords_compose():
    """364.3, 807, 814, 810: a unit's own passive "while <condition>: +1 Might, Shield 2, Ganking"
    built from the vocabulary: with a buff it has +1 Might, +2 more as a defender, and Ganking;
    without one, none of it."""
    game = duel()
    g = game.state
    cid = place_unit(game, 0, 0, 2)
    u = g.units[cid]
    plain = might(g, u)
    for question, answer in While(Buffed(), might=1, keywords=(("Shield", 2), ("Ganking", 1))).hooks("x"):
        give_answer(game, question, g.cards[cid].id, answer)
    assert might(g, u) == plain and not has_ganking(g, u)
    u.buffs = 1
    assert might(g, u) == plain + 1 + 1 and has_ganking(g, u)  # the buff's own +1, the passive's +1
    u.role = DEFENDER
    assert might(g, u) == plain + 1 + 1 + 2


def test_level_is_a_while_of_the_controllers_xp():
    """824.1.b.1, 824.1.c: Level 3 (+1 Might, Deflect 1) holds only while the controller has 3 XP."""
    game = duel()
    g = game.state
    cid = place_unit(game, 0, 0, 2)
    u = g.units[cid]
    plain = might(g, u)
    for question, answer in Level(3, might=1, deflect=1).hooks("x"):
        give_answer(game, question, g.cards[cid].id, answer)
    assert (might(g, u), deflect_value(g, u)) == (plain, 0)
    g.players[0].xp = 3
    assert (might(g, u), deflect_value(g, u)) == (plain + 1, 1)
