"""Scenario tests: each implemented Origins spell in play, from a small position and actions written
in notation, with the results asserted. Each test names its card; rule numbers lead the docstring."""

from __future__ import annotations

import pytest

from riftbound.actions import PlaySpell
from riftbound.formats.notation import NotationError, parse_action
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, do, might_of, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def spells_offered(game, name: str) -> list[PlaySpell]:
    g = game.state
    return [a for a in game.legal_actions() if isinstance(a, PlaySpell) and g.cards[a.card].name == name]


# --- Void Seeker ------------------------------------------------------------------------------------

def test_void_seeker_deals_4_to_a_unit_at_a_battlefield_and_draws():
    """417.1, 417.6.a, 135.2.b.5.a, 359.3.d: Void Seeker's two instructions: it deals 4 to the chosen
    unit at a battlefield, as the source of that damage (the unit dies in the cleanup after the
    spell, 323.5), and its controller draws 1; the spell goes to its owner's trash."""
    game = position({"hand": ["Void Seeker"], "deck": DECK, "runes": ["Fury Rune"] * 4},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    sergeant = cid(game, "Vanguard Sergeant", "bf 0")
    play(game, "play Void Seeker targeting Vanguard Sergeant at bf 0")
    (hit,) = [e for e in game.log if e.kind == "damage"]
    assert (hit.player, hit.data) == (0, (sergeant, 4, cid(game, "Void Seeker")))
    g = game.state
    assert sergeant not in g.units and sergeant in g.players[1].trash
    assert cid(game, "Void Seeker") in g.players[0].trash and not g.chain
    assert len(g.players[0].hand) == 1  # drew 1
    assert g.battlefields[0].controller is None  # 323.6: no unit left there
    assert game.pending().kind == "main"


def test_void_seeker_targets_only_units_at_battlefields():
    """355.9.b, 355.8: a unit in a base is not a legal target; with none at a battlefield Void
    Seeker can't be played."""
    game = position({"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 4, "base": ["Daring Poro"]},
                    {"base": ["Stalwart Poro"]})
    assert spells_offered(game, "Void Seeker") == []
    with pytest.raises(NotationError, match="no legal target"):
        parse_action(game, "play Void Seeker")


# --- Get Excited! -----------------------------------------------------------------------------------

def test_get_excited_deals_the_discarded_cards_energy_cost():
    """422.1.a, 359.3.e.14: Get Excited! makes its controller discard a card of their choice, then
    deals that card's Energy cost to the chosen unit at a battlefield."""
    game = position({"hand": ["Get Excited!", "Daring Poro", "Petty Officer"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Playful Phantom"]}, {}])
    phantom = cid(game, "Playful Phantom")
    play(game, "play Get Excited! targeting Playful Phantom at bf 0")
    d = game.pending()
    assert d.kind == "choose_card" and d.player == 0 and d.context[0] == "discard_pick"
    assert sorted(game.state.cards[a.card].name for a in game.legal_actions()) == [
        "Daring Poro", "Petty Officer"]
    do(game, "choose Petty Officer")  # Energy cost 5: the 5-Might Phantom dies
    g = game.state
    assert phantom not in g.units and phantom in g.players[1].trash
    assert cid(game, "Petty Officer", "trash") in g.players[0].trash


def test_get_excited_with_an_empty_hand_deals_nothing():
    """359.3.e.14.a, 422.4: with no card to discard the discard is ignored, and the linked damage
    (its amount is the discarded card's cost) is not dealt."""
    game = position({"hand": ["Get Excited!"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    poro = cid(game, "Stalwart Poro")
    start = len(game.log)
    play(game, "play Get Excited! targeting Stalwart Poro at bf 0")
    g = game.state
    assert g.units[poro].damage == 0
    assert any(e.kind == "instruction_skipped" and e.rule == "359.3.e.14.a" for e in game.log[start:])


# --- Charm ------------------------------------------------------------------------------------------

def test_charm_moves_an_enemy_unit_to_a_destination_chosen_on_play():
    """355.4, 449, 323.6: Charm moves the chosen enemy unit to the destination chosen as it is
    played; its controller then loses control of the battlefield it left."""
    game = position({"hand": ["Charm"], "runes": ["Calm Rune"] * 2, "base": ["Daring Poro"]},
                    {"base": ["Sunlit Guardian"]},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    poro = cid(game, "Stalwart Poro")
    offered = {(a.targets, a.destination) for a in spells_offered(game, "Charm")}
    guardian = cid(game, "Sunlit Guardian")
    # an enemy unit, anywhere; any place but where it is (355.4.a); never one's own units
    assert offered == {(((poro,),), -1), (((poro,),), 1), (((guardian,),), 0), (((guardian,),), 1)}
    play(game, "play Charm targeting Stalwart Poro at bf 0 to base")
    g = game.state
    assert g.units[poro].loc == -2  # P1's base
    assert not g.units[poro].exhausted  # a move by an effect is not a Standard Move
    assert g.battlefields[0].controller is None


def test_charm_can_only_be_played_at_main_phase_speed():
    """310.1.a, 308.1.a: Charm has neither Action nor Reaction: it is offered in the Main Phase but
    not with Focus in a combat showdown, where the Reaction Discipline is."""
    game = position({"hand": ["Charm", "Discipline"], "runes": ["Calm Rune"] * 4,
                     "base": ["Daring Poro"]},
                    {}, battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    assert spells_offered(game, "Charm")
    do(game, "move Daring Poro to bf 0")  # combat: P0 attacks and has Focus (464.2.d)
    assert game.pending().kind == "focus" and game.pending().player == 0
    assert spells_offered(game, "Charm") == [] and spells_offered(game, "Discipline")


# --- Discipline -------------------------------------------------------------------------------------

def test_discipline_wins_a_combat_and_expires_at_the_end_of_the_turn():
    """464, 465.2, 317.2.c: in a combat showdown the attacker plays Discipline on its attacker
    (+2 Might this turn) before damage; the attacker wins and conquers; the +2 is gone when the
    turn ends. Discipline also draws 1."""
    game = position({"hand": ["Discipline"], "deck": DECK, "runes": ["Calm Rune"] * 2,
                     "base": ["Daring Poro"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Sunlit Guardian"]}, {}])
    poro = cid(game, "Daring Poro")
    do(game, "move Daring Poro to bf 0")
    d = game.pending()
    assert (d.kind, d.player) == ("focus", 0)  # the attacker gains Focus (464.2.d)
    assert might_of(game, poro) == 3  # 2 + Assault
    start = len(game.log)
    play(game, "play Discipline targeting Daring Poro at bf 0")
    # Focus passed to P1 when the chain closed (346); neither player had anything more to play,
    # so both passed and the combat went on to damage with Daring Poro at 5 against 4.
    kinds = [e.kind for e in game.log[start:]]
    assert kinds.index("might") < kinds.index("focus_passes") < kinds.index("deal")
    g = game.state
    assert len(g.players[0].hand) == 1  # drew 1
    assert g.battlefields[0].controller == 0 and game.points(0) == 1  # conquered
    assert cid(game, "Sunlit Guardian") in g.players[1].trash
    assert g.units[poro].damage == 0 and might_of(game, poro) == 4  # healed; +2 until the turn ends
    assert g.units[poro].turn_might == 2
    do(game, "end turn")
    assert g.units[poro].turn_might == 0 and might_of(game, poro) == 2


# --- Smoke Screen -----------------------------------------------------------------------------------

def test_smoke_screen_gives_minus_4_to_a_minimum_of_1_snapshotted():
    """477.3.b: Smoke Screen on a 5 Might unit gives -4; on a 2 Might unit the minimum limits it to
    -1 as it is applied, and the change stays -1 for the turn."""
    game = position({"hand": ["Smoke Screen", "Smoke Screen"], "runes": ["Mind Rune"] * 6},
                    {"base": ["Playful Phantom", "Stalwart Poro"]})
    phantom, poro = cid(game, "Playful Phantom"), cid(game, "Stalwart Poro")
    play(game, "play Smoke Screen targeting Playful Phantom at base")
    play(game, "play Smoke Screen targeting Stalwart Poro at base")
    g = game.state
    assert (might_of(game, phantom), g.units[phantom].turn_might) == (1, -4)
    assert (might_of(game, poro), g.units[poro].turn_might) == (1, -1)


def test_smoke_screen_as_a_reaction_turns_a_combat():
    """309.1.a, 813.1.c.1, 340.1, 477.3.b: with Priority while P0's Discipline is on the chain, the
    defender plays Smoke Screen (a Reaction) on the attacker. The newest resolves first: 3 Might to
    a minimum of 1 is -2, then Discipline's +2: the attacker's 3 Might loses to the defender's 4."""
    game = position({"hand": ["Discipline"], "deck": DECK, "runes": ["Calm Rune"] * 2,
                     "base": ["Daring Poro"]},
                    {"hand": ["Smoke Screen"], "deck": DECK, "runes": ["Mind Rune"] * 3},
                    battlefields=[{"controller": 1, "units": ["Sunlit Guardian"]}, {}])
    poro = cid(game, "Daring Poro")
    do(game, "move Daring Poro to bf 0")
    play(game, "play Discipline targeting Daring Poro at bf 0")
    d = game.pending()
    assert (d.kind, d.player) == ("priority", 1)
    start = len(game.log)
    play(game, "play Smoke Screen targeting Daring Poro at bf 0")
    changes = [e.data[1] for e in game.log[start:] if e.kind == "might"]
    assert changes == [-2, 2]
    g = game.state
    assert poro in g.players[0].trash and g.battlefields[0].controller == 1


# --- Stupefy ----------------------------------------------------------------------------------------

def test_stupefy_gives_minus_1_to_a_minimum_of_1_and_draws():
    """477.3.b, 477.3.c: Stupefy takes 1 Might but never below 1: a 1 Might unit keeps its Might;
    its controller draws 1 either way."""
    game = position({"hand": ["Stupefy", "Stupefy"], "deck": DECK, "runes": ["Mind Rune"] * 2},
                    {"base": ["Mutated Mouser", "Stalwart Poro"]})
    mouser, poro = cid(game, "Mutated Mouser"), cid(game, "Stalwart Poro")
    play(game, "play Stupefy targeting Mutated Mouser at base")
    play(game, "play Stupefy targeting Stalwart Poro at base")
    assert might_of(game, mouser) == 1 and game.state.units[mouser].turn_might == 0
    assert might_of(game, poro) == 1
    assert len(game.state.players[0].hand) == 2


# --- Challenge --------------------------------------------------------------------------------------

def test_challenge_units_deal_their_might_to_each_other():
    """417.6.b.3, 417.6.b.4: Challenge's chosen units deal damage equal to their Might to each
    other; each unit is the source of its damage and its controller is responsible for it."""
    game = position({"hand": ["Challenge"], "runes": ["Body Rune"] * 3, "base": ["Playful Phantom"]},
                    {}, battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    phantom, sergeant = cid(game, "Playful Phantom"), cid(game, "Vanguard Sergeant")
    start = len(game.log)
    play(game, "play Challenge targeting Playful Phantom at base; Vanguard Sergeant at bf 0")
    g = game.state
    assert sergeant in g.players[1].trash
    assert g.units[phantom].damage == 4
    dealt = {(e.player, e.data[0], e.data[1], e.data[2]) for e in game.log[start:] if e.kind == "damage"}
    assert dealt == {(0, sergeant, 5, phantom), (1, phantom, 4, sergeant)}


def test_challenge_needs_a_friendly_and_an_enemy_unit():
    """355.8: with no enemy unit Challenge can't be played; the first target must be friendly."""
    game = position({"hand": ["Challenge"], "runes": ["Body Rune"] * 3, "base": ["Playful Phantom"]})
    assert spells_offered(game, "Challenge") == []


# --- Gust -------------------------------------------------------------------------------------------

def test_gust_returns_a_unit_with_3_might_or_less_to_its_owners_hand():
    """355.9.b: Gust's target must be at a battlefield and have at most 3 Might; it goes back to
    its owner's hand. A 5 Might unit, or one in a base, can't be chosen."""
    game = position({"hand": ["Gust"], "runes": ["Chaos Rune"]},
                    {"base": ["Daring Poro"]},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro", "Playful Phantom"]}, {}])
    poro = cid(game, "Stalwart Poro")
    assert [a.targets for a in spells_offered(game, "Gust")] == [((poro,),)]
    play(game, "play Gust targeting Stalwart Poro at bf 0")
    g = game.state
    assert poro not in g.units and poro in g.players[1].hand


def test_gust_in_reaction_makes_void_seeker_mistarget():
    """359.3.e.5: P1 answers Void Seeker by returning its target to hand with Gust; Void Seeker
    deals no damage but its controller still draws 1."""
    game = position({"hand": ["Void Seeker"], "deck": DECK, "runes": ["Fury Rune"] * 4},
                    {"hand": ["Gust"], "runes": ["Chaos Rune"]},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    poro = cid(game, "Stalwart Poro")
    play(game, "play Void Seeker targeting Stalwart Poro at bf 0")
    assert game.pending().kind == "priority" and game.pending().player == 1
    play(game, "P1: play Gust targeting Stalwart Poro at bf 0")
    g = game.state
    assert poro in g.players[1].hand and not g.chain
    assert len(g.players[0].hand) == 1  # Void Seeker still drew
    assert not any(e.kind == "damage" for e in game.log)


# --- Back to Back -----------------------------------------------------------------------------------

def test_back_to_back_gives_two_friendly_units_plus_2():
    """355.5, 317.2.c: Back to Back targets exactly two friendly units; each gets +2 Might this
    turn."""
    game = position({"hand": ["Back to Back"], "runes": ["Order Rune"] * 3,
                     "base": ["Daring Poro", "Vanguard Sergeant"]}, {"base": ["Stalwart Poro"]})
    poro, sergeant = cid(game, "Daring Poro"), cid(game, "Vanguard Sergeant")
    play(game, "play Back to Back targeting Daring Poro at base, Vanguard Sergeant at base")
    assert (might_of(game, poro), might_of(game, sergeant)) == (4, 6)
    assert might_of(game, cid(game, "Stalwart Poro")) == 2


def test_back_to_back_needs_two_friendly_units():
    """355.8: with a single friendly unit there is no legal pair of targets."""
    game = position({"hand": ["Back to Back"], "runes": ["Order Rune"] * 3, "base": ["Daring Poro"]},
                    {"base": ["Stalwart Poro"]})
    assert spells_offered(game, "Back to Back") == []


# --- Cull the Weak ----------------------------------------------------------------------------------

def test_cull_the_weak_every_player_picks_a_unit_of_theirs_to_kill():
    """411.1, 355.10.e, 303.2.a: as Cull the Weak resolves, each player in turn order from the turn
    player picks one of their own units and kills it (not a target: chosen on resolution); a
    player with a single unit has no choice to make."""
    game = position({"hand": ["Cull the Weak"], "runes": ["Order Rune"] * 3,
                     "base": ["Daring Poro", "Petty Officer"]},
                    {"base": ["Stalwart Poro"]})
    play(game, "play Cull the Weak")
    d = game.pending()
    assert (d.kind, d.player, d.context[0]) == ("choose_card", 0, "kill_pick")
    do(game, "choose Daring Poro at base")
    g = game.state
    names = sorted(g.cards[u.cid].name for u in g.units.values())
    assert names == ["Petty Officer"]
    assert cid(game, "Stalwart Poro") in g.players[1].trash


def test_cull_the_weak_with_no_units_is_playable_and_does_nothing():
    """355.10.e: Cull the Weak has no target, so it can be played with no units anywhere."""
    game = position({"hand": ["Cull the Weak"], "runes": ["Order Rune"] * 3})
    play(game, "play Cull the Weak")
    assert cid(game, "Cull the Weak") in game.state.players[0].trash


# --- Grand Strategem --------------------------------------------------------------------------------

def test_grand_strategem_gives_every_friendly_unit_plus_5():
    """355.5.a, 489.8.e: Grand Strategem affects every friendly unit as it resolves (no target);
    enemy units are unaffected."""
    game = position({"hand": ["Grand Strategem"], "runes": ["Order Rune"] * 9,
                     "base": ["Daring Poro"]},
                    {"base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 0, "units": ["Petty Officer"]}, {}])
    play(game, "play Grand Strategem")
    assert might_of(game, cid(game, "Daring Poro")) == 7
    assert might_of(game, cid(game, "Petty Officer")) == 10
    assert might_of(game, cid(game, "Stalwart Poro")) == 2


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
