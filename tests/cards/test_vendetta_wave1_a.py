"""Scenario tests for the Vendetta cards of the Fury, Calm and Mind domains of the first card wave
(issue 12, sweep H1). Each plays the card from a small position and checks what the rules make
happen, with a timing or targeting edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, PlaySpell
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.choosable import choosable
from riftbound.engine.granted import has_granted
from riftbound.engine.keywords import deflect_value
from riftbound.formats.notation import parse_action
from riftbound.game import card_support
from riftbound.state import ATTACKER, DEFENDER
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, might_of, pass_, pay, play, position

DECK = ["Daring Poro"] * 3
#: P1 holds battlefield 0 with a Vanguard Sergeant; battlefield 1 is open
SERGEANT_AT_BF0 = [{"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1}]}, {}]
NAMES = ("Perfect Execution", "Brittle Steel", "Twilight Reveler", "Renekton, Rage Fueled", "Eclipse Dragon",
         "Forsaken Baccai", "Oasis Raider", "Shadow Assassin", "Field Musicians", "Serene Ascetic",
         "Nasus, Ascended", "Shen, Scourge of Shadows", "Shen, Eye of Twilight", "Cloud Drake",
         "Covert Informant", "Patched Porobot", "Morgana, Vindictive", "Consuming Curse", "Shuriken Flip",
         "Pakaa Protector", "Shadow Dash", "Tomb-Raider Barbara", "Plaza Guardian", "Shock Blast",
         "Baccai Reaper", "Riven, Shattered", "Baccai Sandspinner", "Frostcoat Mother", "Grumpy Rockbear",
         "Mesmerize", "Decree of Insight", "Hextech Formula", "Iterative Design",
         "Decree of Rage", "Questionable Tome", "Death Mark", "Zed, From the Shadows",
         "Temporal Breach", "Crumbling Sands", "Swain, Visionary", "Dune Surfer",
         "Ol' Poro", "Twilight Shroud", "Akali, Silent", "Esteemed Hierophant")
ERRATA = {"Resonating Strike"}  # 2026-07-24: the Reaction reminder text only


def settle(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.state.chain:
        pass_(game)


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def to_main_of(game, player: int) -> None:
    """End P0's turn and answer every decision with its first option until ``player``'s Main Phase."""
    do(game, "end turn")
    for _ in range(60):
        d = game.pending()
        if d.kind == "main" and d.player == player:
            return
        game.apply(game.legal_actions()[0])
    raise AssertionError("no Main Phase reached")


def test_the_cards_have_entries_and_no_errata():
    """103 (the card pool): each card has an entry the engine plays; only Resonating Strike has errata
    (read: its reminder text)."""
    cards = load_cards()
    for name in (*NAMES, *ERRATA):
        assert card_support(cards.by_name(name)) == "script", name
        assert (card_text(name)["errata"] != []) is (name in ERRATA), name


# --- Perfect Execution ------------------------------------------------------------------------------

def test_perfect_execution_readies_a_unit_and_gives_it_assault_three_this_turn():
    """415, 801.3.a.2, 807 (Perfect Execution): an exhausted unit of P0's readies and gains Assault 3:
    +3 Might only while it is an attacker, gone at the end of the turn (317.2.c)."""
    game = position({"deck": DECK, "hand": ["Perfect Execution"], "runes": ["Fury Rune"] * 4,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": True}]}, {"deck": DECK})
    sergeant = cid(game, "Vanguard Sergeant")
    base = might_of(game, sergeant)
    play(game, "play Perfect Execution targeting Vanguard Sergeant")
    settle(game)
    u = game.state.units[sergeant]
    assert not u.exhausted and might_of(game, sergeant) == base
    u.role = ATTACKER
    assert might_of(game, sergeant) == base + 3
    u.role = 0
    do(game, "end turn")
    u.role = ATTACKER
    assert might_of(game, sergeant) == base
    check_invariants(game)


def test_perfect_execution_is_played_from_the_trash_with_flow_and_banished():
    """829.1.b, 829.1.b.1, 829.1.c (Perfect Execution): in the trash it may be played for its Flow
    cost (3 Energy and a Fury Power) and is banished after it resolves."""
    game = position({"deck": DECK, "trash": ["Perfect Execution"], "runes": ["Fury Rune"] * 4,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": True}]}, {"deck": DECK})
    card = cid(game, "Perfect Execution")
    assert any(isinstance(a, PlaySpell) and a.card == card for a in game.legal_actions())
    play(game, "play Perfect Execution from trash targeting Vanguard Sergeant")
    settle(game)
    p = game.state.players[0]
    assert card in p.banishment and not game.state.units[cid(game, "Vanguard Sergeant")].exhausted
    assert sum(p.rune_exhausted) == 3 and len(p.runes) == 3  # 3 Energy, a rune recycled for the Power


# --- Brittle Steel ----------------------------------------------------------------------------------

def test_brittle_steel_kills_an_enemy_gear_and_needs_one():
    """428, 355.5, 355.8 (Brittle Steel): its target is a gear on the board (P1's Mushroom Pouch),
    which is killed; with no gear on the board it can't be played."""
    game = position({"deck": DECK, "hand": ["Brittle Steel"], "runes": ["Fury Rune"] * 6},
                    {"deck": DECK, "gear": ["Mushroom Pouch"]})
    pouch = cid(game, "Mushroom Pouch")
    play(game, "play Brittle Steel targeting Mushroom Pouch")
    settle(game)
    assert pouch not in game.state.gear and pouch in game.state.players[1].trash
    empty = position({"deck": DECK, "hand": ["Brittle Steel"], "runes": ["Fury Rune"] * 6}, {"deck": DECK})
    assert not [a for a in empty.legal_actions() if isinstance(a, PlaySpell)]
    check_invariants(game)


# --- Twilight Reveler -------------------------------------------------------------------------------

def test_twilight_reveler_readies_another_friendly_unit_when_it_attacks():
    """383.4.e, 355.5, 415 (Twilight Reveler): it attacks; its ability's target is another friendly
    unit (not itself, not an enemy unit), chosen as it goes on the chain; that unit readies."""
    game = position({"deck": DECK, "base": [{"card": "Twilight Reveler", "exhausted": False},
                                            {"card": "Vanguard Sergeant", "exhausted": True},
                                            {"card": "Pit Rookie", "exhausted": True}]},
                    {"deck": DECK, "base": ["Mystic Poro"]},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    reveler, sergeant = cid(game, "Twilight Reveler"), cid(game, "Vanguard Sergeant")
    do(game, "move Twilight Reveler to bf 0")
    d = game.pending()
    assert (d.kind, d.context) == ("choose_card", ("ability_target", reveler, "attack"))
    assert sorted(a.card for a in game.legal_actions()) == sorted([sergeant, cid(game, "Pit Rookie")])
    do(game, "choose Vanguard Sergeant")
    settle(game)
    assert not game.state.units[sergeant].exhausted and game.state.units[cid(game, "Pit Rookie")].exhausted
    check_invariants(game)


# --- Renekton, Rage Fueled --------------------------------------------------------------------------

def _renekton(runes: int):
    return position({"deck": DECK, "runes": ["Fury Rune"] * runes,
                     "base": [{"card": "Renekton, Rage Fueled", "exhausted": False}]},
                    {"deck": DECK, "base": ["Mystic Poro"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant", "Stalwart Poro"]}, {}])


def test_renekton_rage_fueled_deals_two_to_each_enemy_unit_there_with_four_runes():
    """383.4.e, 383.2.a.1, 359.3.f.2 (Renekton, Rage Fueled): with 4 runes he attacks: each enemy
    unit at that battlefield takes 2, the one in P1's base none."""
    game = _renekton(4)
    do(game, "move Renekton, Rage Fueled to bf 0")
    settle(game)
    sergeant, mystic = cid(game, "Vanguard Sergeant"), cid(game, "Mystic Poro")
    assert game.state.units[sergeant].damage == 2 and game.state.units[mystic].damage == 0
    assert [e for e in game.log if e.kind == "trigger"]
    check_invariants(game)


def test_renekton_rage_fueled_does_not_trigger_with_five_runes():
    """383.2.a.1 (Renekton, Rage Fueled): with 5 runes the condition is unmet as he attacks: no
    ability, no damage before combat damage."""
    game = _renekton(5)
    do(game, "move Renekton, Rage Fueled to bf 0")
    assert not game.state.chain or all(it.kind != "attack" for it in game.state.chain)
    assert not [e for e in game.log if e.kind == "trigger"]


# --- Eclipse Dragon ---------------------------------------------------------------------------------

def test_eclipse_dragon_draws_when_it_moves_with_four_or_fewer_runes():
    """383.1, 383.2.a.1 (Eclipse Dragon): it moves with 4 runes: its controller draws 1; with 5 runes
    the ability doesn't trigger."""
    for runes, drawn in ((4, 1), (5, 0)):
        game = position({"deck": DECK, "runes": ["Fury Rune"] * runes,
                         "base": [{"card": "Eclipse Dragon", "exhausted": False}]}, {"deck": DECK},
                        battlefields=[{}, {}])
        do(game, "move Eclipse Dragon to bf 0")
        settle(game)
        assert len(game.state.players[0].hand) == drawn, runes


# --- Forsaken Baccai, Oasis Raider --------------------------------------------------------------------

def test_oasis_raider_and_forsaken_baccai_with_fewer_runes_than_an_opponent():
    """315.2, 383.2.a.1, 317.2.c, 810 (Forsaken Baccai, Oasis Raider): P1 has fewer runes than P0 at
    the start of their Beginning Phase: the Baccai gets +1 and the Raider +2 and Ganking for that
    turn."""
    game = position({"deck": DECK, "runes": ["Fury Rune"] * 3},
                    {"deck": DECK * 3, "runes": ["Fury Rune"] * 2,
                     "base": ["Forsaken Baccai", "Oasis Raider"]}, practice=True)
    baccai, raider = cid(game, "Forsaken Baccai"), cid(game, "Oasis Raider")
    before = might_of(game, baccai), might_of(game, raider)
    to_main_of(game, 1)
    assert might_of(game, baccai) == before[0] + 1 and might_of(game, raider) == before[1] + 2
    assert has_granted(game.state.units[raider], "Ganking")
    assert not has_granted(game.state.units[baccai], "Ganking")
    check_invariants(game)


def test_oasis_raider_does_nothing_with_as_many_runes_as_the_opponent():
    """383.2.a.1 (Oasis Raider): P1 has as many runes as P0 as their Beginning Phase starts (runes
    channelled later in the turn don't matter): no trigger, no Might."""
    game = position({"deck": DECK, "runes": ["Fury Rune"] * 2},
                    {"deck": DECK * 3, "runes": ["Fury Rune"] * 2, "base": ["Oasis Raider"]}, practice=True)
    raider = cid(game, "Oasis Raider")
    before = might_of(game, raider)
    to_main_of(game, 1)
    assert might_of(game, raider) == before
    assert not has_granted(game.state.units[raider], "Ganking")


# --- Shadow Assassin --------------------------------------------------------------------------------

def test_shadow_assassin_enters_ready_with_its_name_in_the_trash():
    """369.3, 143.4.a (Shadow Assassin): played with a Shadow Assassin in P0's trash it enters
    ready; with only another card there it enters exhausted (143.4)."""
    for trash, ready in ((["Shadow Assassin"], True), (["Pit Rookie"], False)):
        game = position({"deck": DECK, "hand": ["Shadow Assassin"], "trash": trash,
                         "runes": ["Fury Rune"] * 6}, {"deck": DECK})
        card = next(c for c in game.state.players[0].hand)
        play(game, "play Shadow Assassin")
        settle(game)
        assert game.state.units[card].exhausted is not ready, trash


# --- Field Musicians --------------------------------------------------------------------------------

def test_field_musicians_gives_any_unit_three_might_this_turn():
    """383.4.a, 355.5, 317.2.c (Field Musicians): its Play Effect's target may be any unit, an
    enemy one too; the chosen unit has +3 Might until the end of the turn."""
    game = position({"deck": DECK, "hand": ["Field Musicians"], "runes": ["Calm Rune"] * 6},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    play(game, "play Field Musicians")
    musicians, sergeant = cid(game, "Field Musicians"), cid(game, "Vanguard Sergeant")
    d = game.pending()  # the unit has resolved: its Play Effect's target is chosen as it is placed
    assert (d.kind, d.context[0]) == ("choose_card", "ability_target")
    assert {a.card for a in game.legal_actions()} == {musicians, sergeant}
    before = might_of(game, sergeant)
    do(game, "choose Vanguard Sergeant")
    settle(game)
    assert might_of(game, sergeant) == before + 3
    do(game, "end turn")
    assert might_of(game, sergeant) == before


# --- Serene Ascetic ---------------------------------------------------------------------------------

def test_serene_ascetic_empowered_has_deflect_and_shield_three():
    """827.1.c.1, 828.1.b.1, 809, 814 (Serene Ascetic): not Empowered it has neither; Empowered for
    3 Energy it has Deflect 1 and +3 Might while a defender only."""
    game = position({"deck": DECK, "base": ["Serene Ascetic"], "runes": ["Calm Rune"] * 3}, {"deck": DECK})
    ascetic = cid(game, "Serene Ascetic")
    u = game.state.units[ascetic]
    base = might_of(game, ascetic)
    u.role = DEFENDER
    assert might_of(game, ascetic) == base and deflect_value(game.state, u) == 0
    u.role = 0
    game.apply(activations(game)[0])
    assert u.empowered and deflect_value(game.state, u) == 1 and might_of(game, ascetic) == base
    u.role = DEFENDER
    assert might_of(game, ascetic) == base + 3
    u.role = ATTACKER
    assert might_of(game, ascetic) == base


# --- Nasus, Ascended --------------------------------------------------------------------------------

def _conquer(empowered: bool):
    game = position({"deck": DECK, "base": [{"card": "Nasus, Ascended", "exhausted": False,
                                             "empowered": empowered}]}, {"deck": DECK},
                    battlefields=[{}, {}])
    do(game, "move Nasus, Ascended to bf 0")
    settle(game)
    return game


def test_nasus_ascended_empowered_scores_one_more_point_when_he_conquers():
    """828.1.b.1, 383.4.c, 471.2 (Nasus, Ascended): Empowered, he conquers an open battlefield:
    the conquer point and his ability's point, 2 in all; not Empowered, only the conquer point."""
    assert _conquer(True).state.points[0] == 2
    game = _conquer(False)
    assert game.state.points[0] == 1
    assert not [e for e in game.log if e.kind == "trigger"]


# --- Shen, Scourge of Shadows -----------------------------------------------------------------------

def _shen_holds(others: list[str]):
    game = position({"deck": DECK * 3}, {"deck": DECK * 3},
                    battlefields=[{"controller": 0, "units": ["Shen, Scourge of Shadows", *others]}, {}],
                    practice=True)
    to_main_of(game, 1)
    to_main_of(game, 0)
    return game


def test_shen_scourge_draws_when_he_holds_with_exactly_one_other_unit():
    """383.4.d, 383.2.a.1, 471.2 (Shen, Scourge of Shadows): P0 holds the battlefield with Shen and
    one other unit: 1 more card than the Draw Phase's; with two others the ability doesn't
    trigger."""
    one, two = _shen_holds(["Daring Poro"]), _shen_holds(["Daring Poro", "Stalwart Poro"])
    assert len(one.state.players[0].hand) == len(two.state.players[0].hand) + 1
    assert [e for e in one.log if e.kind == "hold"] and [e for e in two.log if e.kind == "hold"]
    check_invariants(one)


# --- Shen, Eye of Twilight --------------------------------------------------------------------------

def test_shen_eye_of_twilight_gives_a_friendly_unit_tank_this_turn():
    """377, 135.2.e.2, 801.3.a.2, 815 (Shen, Eye of Twilight): exhausting the legend gives a friendly
    unit (not an enemy one) Tank until the end of the turn; exhausted, it can't be used again."""
    game = position({"deck": DECK, "legend": "Shen, Eye of Twilight", "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]})
    sergeant = cid(game, "Vanguard Sergeant")
    acts = activations(game)
    assert {a.target for a in acts} == {sergeant}
    game.apply(acts[0])
    settle(game)
    assert has_granted(game.state.units[sergeant], "Tank")
    assert not activations(game)
    do(game, "end turn")
    assert not has_granted(game.state.units[sergeant], "Tank")


# --- Cloud Drake, Covert Informant, Patched Porobot ----------------------------------------------------

def test_cloud_drake_draws_one_when_played():
    """383.4.a, 413 (Cloud Drake): its Play Effect draws 1 once it has resolved."""
    game = position({"deck": DECK, "hand": ["Cloud Drake"], "runes": ["Mind Rune"] * 8}, {"deck": DECK})
    play(game, "play Cloud Drake")
    settle(game)
    assert len(game.state.players[0].hand) == 1
    assert [e.kind for e in game.log if e.kind in ("trigger", "draw")] == ["trigger", "draw"]


def test_covert_informant_draws_when_it_moves_only_while_empowered():
    """828.1.b.1, 383.1, 383.2.a.1 (Covert Informant): not Empowered, its move draws nothing;
    Empowered (for 3 Energy), its next move draws 1."""
    game = position({"deck": DECK, "base": [{"card": "Covert Informant", "exhausted": False}],
                     "runes": ["Mind Rune"] * 3}, {"deck": DECK}, battlefields=[{}, {}])
    informant = cid(game, "Covert Informant")
    do(game, "move Covert Informant to bf 0")
    settle(game)
    assert not game.state.players[0].hand
    game.state.units[informant].exhausted = False
    game.apply(activations(game)[0])
    do(game, "move Covert Informant to base")
    settle(game)
    assert len(game.state.players[0].hand) == 1


def test_patched_porobot_draws_with_three_other_gear():
    """383.4.a, 383.2.a.1 (Patched Porobot): with 3 gear its Play Effect draws 1; with 2 it doesn't
    trigger."""
    for gear, drawn in ((3, 1), (2, 0)):
        game = position({"deck": DECK, "hand": ["Patched Porobot"], "runes": ["Mind Rune"] * 8,
                         "gear": ["Mushroom Pouch"] * gear}, {"deck": DECK})
        play(game, "play Patched Porobot")
        settle(game)
        assert len(game.state.players[0].hand) == drawn, gear


# --- Morgana, Vindictive ----------------------------------------------------------------------------

def test_morgana_vindictive_deals_a_unit_the_damage_marked_on_it():
    """383.4.a, 417, 142.3, 359.3.d (Morgana, Vindictive): the chosen Sergeant (4 Might) has 1
    damage marked; the Play Effect deals it 1 more; one with 2 marked takes 2 more and dies."""
    game = position({"deck": DECK, "hand": ["Morgana, Vindictive"], "runes": ["Fury Rune"] * 6},
                    {"deck": DECK, "base": [{"card": "Vanguard Sergeant", "damage": 1}, "Stalwart Poro"]})
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Morgana, Vindictive")
    do(game, "choose Vanguard Sergeant")
    settle(game)
    assert game.state.units[sergeant].damage == 2
    assert [e.data[1] for e in game.log if e.kind == "damage"] == [1]
    game = position({"deck": DECK, "hand": ["Morgana, Vindictive"], "runes": ["Fury Rune"] * 6},
                    {"deck": DECK, "base": [{"card": "Vanguard Sergeant", "damage": 2}, "Stalwart Poro"]})
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Morgana, Vindictive")
    do(game, "choose Vanguard Sergeant")
    settle(game)
    assert sergeant in game.state.players[1].trash


def test_morgana_vindictive_on_an_undamaged_unit_deals_nothing():
    """417.1.e, 715.4 (Morgana, Vindictive): the chosen unit has no damage marked: no damage."""
    game = position({"deck": DECK, "hand": ["Morgana, Vindictive"], "runes": ["Fury Rune"] * 6},
                    {"deck": DECK, "base": ["Stalwart Poro", "Vanguard Sergeant"]})
    play(game, "play Morgana, Vindictive")
    do(game, "choose Stalwart Poro")
    settle(game)
    assert not [e for e in game.log if e.kind == "damage"]


# --- Consuming Curse --------------------------------------------------------------------------------

def test_consuming_curse_deals_one_more_per_curse_in_the_trash():
    """713-715, 359.3.d (Consuming Curse): with two Consuming Curses in P0's trash it deals 2 + 2 =
    4 to a unit at a battlefield; a unit in a base can't be chosen."""
    game = position({"deck": DECK, "hand": ["Consuming Curse"], "trash": ["Consuming Curse"] * 2,
                     "runes": ["Fury Rune"] * 2}, {"deck": DECK, "base": ["Mystic Poro"]},
                    battlefields=SERGEANT_AT_BF0)
    sergeant, mystic = cid(game, "Vanguard Sergeant"), cid(game, "Mystic Poro")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell)]
    assert {t for a in plays for t in a.targets[0]} == {sergeant}
    assert mystic not in {t for a in plays for t in a.targets[0]}
    play(game, "play Consuming Curse targeting Vanguard Sergeant")
    settle(game)
    assert [e.data[1] for e in game.log if e.kind == "damage"] == [4]


# --- Shuriken Flip ----------------------------------------------------------------------------------

def test_shuriken_flip_deals_two_then_moves_a_friendly_unit():
    """355.13, 355.4, 449 (Shuriken Flip): 2 damage to the enemy unit at a battlefield, then P0's unit
    moves from base to battlefield 1; with no enemy unit chosen the move still happens."""
    game = position({"deck": DECK, "hand": ["Shuriken Flip"], "runes": ["Fury Rune"] * 2,
                     "base": ["Pit Rookie"]}, {"deck": DECK},
                    battlefields=SERGEANT_AT_BF0)
    sergeant, poro = cid(game, "Vanguard Sergeant"), cid(game, "Pit Rookie")
    play(game, "play Shuriken Flip targeting Vanguard Sergeant, Pit Rookie to bf 1")
    settle(game)
    assert game.state.units[sergeant].damage == 2 and game.state.units[poro].loc == 1
    alone = position({"deck": DECK, "hand": ["Shuriken Flip"], "runes": ["Fury Rune"] * 2,
                      "base": ["Pit Rookie"]}, {"deck": DECK}, battlefields=[{}, {}])
    spells = [a for a in alone.legal_actions() if isinstance(a, PlaySpell)]
    assert spells and all(a.targets[0] == () for a in spells)
    alone.apply(next(a for a in spells if a.destination == 1))
    if alone.pending().kind == "pay":
        pay(alone)
    settle(alone)
    assert alone.state.units[cid(alone, "Pit Rookie")].loc == 1
    check_invariants(game)


# --- Pakaa Protector --------------------------------------------------------------------------------

def test_pakaa_protector_draws_a_revealed_unit():
    """424, 413, 383.1 (Pakaa Protector): it moves; the top card is a unit: P0 draws it, no Might."""
    game = position({"deck": ["Stalwart Poro"], "base": [{"card": "Pakaa Protector", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{}, {}])
    pakaa, top = cid(game, "Pakaa Protector"), cid(game, "Stalwart Poro")
    before = might_of(game, pakaa)
    do(game, "move Pakaa Protector to bf 0")
    settle(game)
    assert game.state.players[0].hand == [top] and might_of(game, pakaa) == before


def test_pakaa_protector_trashes_a_revealed_spell_and_gets_two_might():
    """424, 317.2.c (Pakaa Protector): the top card is a spell: it goes to the trash and the Protector
    has +2 Might this turn; an empty deck reveals nothing and does not burn out (431.1.c)."""
    game = position({"deck": ["Consuming Curse"], "base": [{"card": "Pakaa Protector", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{}, {}])
    pakaa, top = cid(game, "Pakaa Protector"), cid(game, "Consuming Curse")
    before = might_of(game, pakaa)
    do(game, "move Pakaa Protector to bf 0")
    settle(game)
    p = game.state.players[0]
    assert top in p.trash and not p.hand and might_of(game, pakaa) == before + 2
    empty = position({"deck": [], "base": [{"card": "Pakaa Protector", "exhausted": False}]},
                     {"deck": DECK}, battlefields=[{}, {}])
    do(empty, "move Pakaa Protector to bf 0")
    settle(empty)
    assert not [e for e in empty.log if e.kind == "burn_out"]


# --- Shadow Dash ------------------------------------------------------------------------------------

def test_shadow_dash_moves_an_enemy_unit_to_a_battlefield_of_yours_and_pumps_two():
    """355.4, 449, 359.3.d (Shadow Dash): the only destination is battlefield 1, where P0 has units;
    the enemy unit moves there; P0 has exactly two units there, each gets +1 Might this turn."""
    game = position({"deck": DECK, "hand": ["Shadow Dash"], "runes": ["Calm Rune"] * 3},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]},
                    battlefields=[{}, {"controller": 0, "units": ["Pit Rookie", "Mystic Poro"]}])
    sergeant = cid(game, "Vanguard Sergeant")
    poros = [cid(game, "Pit Rookie"), cid(game, "Mystic Poro")]
    spells = [a for a in game.legal_actions() if isinstance(a, PlaySpell)]
    assert {a.destination for a in spells} == {1}
    play(game, "play Shadow Dash targeting Vanguard Sergeant to bf 1")
    settle(game)
    assert [e.data[:2] for e in game.log if e.kind == "effect_move"] == [(sergeant, 1)]
    assert sorted(e.data[0] for e in game.log if e.kind == "might") == sorted(poros)  # +1 each


def test_shadow_dash_with_three_units_there_gives_nothing():
    """359.3.d (Shadow Dash): P0 has three units at the battlefield as it resolves: no Might."""
    game = position({"deck": DECK, "hand": ["Shadow Dash"], "runes": ["Calm Rune"] * 3},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]},
                    battlefields=[{}, {"controller": 0,
                                       "units": ["Mystic Poro", "Stalwart Poro", "Pit Rookie"]}])
    play(game, "play Shadow Dash targeting Vanguard Sergeant to bf 1")
    settle(game)
    assert [e for e in game.log if e.kind == "effect_move"] and not [e for e in game.log if e.kind == "might"]


# --- Tomb-Raider Barbara ----------------------------------------------------------------------------

def _barbara(runes: int, empowered: bool):
    return position({"deck": DECK, "hand": ["Tomb-Raider Barbara"], "runes": ["Calm Rune"] * runes,
                     "gear": ["Mushroom Pouch"]},
                    {"deck": DECK, "gear": [{"card": "Mushroom Pouch", "empowered": empowered}]})


def test_tomb_raider_barbara_kills_an_enemy_gear_or_disempowers_it():
    """383.4.a, 428, 442 (Tomb-Raider Barbara): with 7 runes, the only target is P1's gear (not P0's
    own): killed; Empowered, it is Disempowered instead and stays."""
    game = _barbara(7, False)
    enemy = next(c for c, x in game.state.gear.items() if x.controller == 1)
    play(game, "play Tomb-Raider Barbara")
    settle(game)
    assert enemy not in game.state.gear and len(game.state.gear) == 1
    game = _barbara(7, True)
    enemy = next(c for c, x in game.state.gear.items() if x.controller == 1)
    play(game, "play Tomb-Raider Barbara")
    settle(game)
    assert enemy in game.state.gear and not game.state.gear[enemy].empowered


def test_tomb_raider_barbara_needs_seven_runes():
    """383.2.a.1 (Tomb-Raider Barbara): with 6 runes the Play Effect doesn't trigger."""
    game = _barbara(6, False)
    play(game, "play Tomb-Raider Barbara")
    settle(game)
    assert len(game.state.gear) == 2 and not [e for e in game.log if e.kind == "trigger"]


# --- Plaza Guardian, Shock Blast ----------------------------------------------------------------------

def test_plaza_guardian_costs_one_less_per_gear():
    """356.4, 356.6 (Plaza Guardian): 10 Energy, 3 gear: 7 runes pay for it, 6 don't."""
    assert card_text("Plaza Guardian")["energy"] == 10
    for runes, ok in ((7, True), (6, False)):
        game = position({"deck": DECK, "hand": ["Plaza Guardian"], "runes": ["Mind Rune"] * runes,
                         "gear": ["Mushroom Pouch"] * 3}, {"deck": DECK})
        guardian = cid(game, "Plaza Guardian")
        assert any(getattr(a, "card", None) == guardian for a in game.legal_actions()) is ok, runes


def test_shock_blast_costs_two_less_with_something_empowered():
    """356.4, 441.2 (Shock Blast): with an Empowered unit, 1 Energy and a Mind Power (2 runes) pay for
    it; without one they don't; it deals 4 to a unit at a battlefield."""
    assert card_text("Shock Blast")["energy"] == 3
    bfs = [{"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1}]}, {}]
    cold = position({"deck": DECK, "hand": ["Shock Blast"], "runes": ["Mind Rune"] * 2,
                     "base": ["Steel Paws"]}, {"deck": DECK}, battlefields=bfs)
    assert not [a for a in cold.legal_actions() if isinstance(a, PlaySpell)]
    game = position({"deck": DECK, "hand": ["Shock Blast"], "runes": ["Mind Rune"] * 2,
                     "base": [{"card": "Steel Paws", "empowered": True}]}, {"deck": DECK}, battlefields=bfs)
    play(game, "play Shock Blast targeting Vanguard Sergeant")
    settle(game)
    assert cid(game, "Vanguard Sergeant") in game.state.players[1].trash


# --- Baccai Reaper ----------------------------------------------------------------------------------

def _reaper_attack(pay_fury: bool):
    game = position({"deck": DECK, "runes": ["Fury Rune"] * 2,
                     "base": [{"card": "Baccai Reaper", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [{"card": "Pit Rookie",
                                                                               "controller": 1}]}, {}])
    do(game, "move Baccai Reaper to bf 0")
    d = game.pending()
    assert (d.kind, d.context[0], d.context[2]) == ("choose_card", "trigger_may", "attack")
    do(game, "choose Baccai Reaper" if pay_fury else "choose none")
    if pay_fury:
        assert game.pending().kind == "pay"
        pay(game)
    return game


def test_baccai_reaper_may_pay_fury_for_assault_two():
    """383.3.a-b, 383.4.e, 801.3.a.2, 807 (Baccai Reaper): attacking, P0 pays a Fury Power as the
    ability is finalized: the Reaper gains Assault 2 for the turn; declined, nothing."""
    game = _reaper_attack(True)
    reaper = cid(game, "Baccai Reaper")
    while game.state.chain:
        pass_(game)
    assert has_granted(game.state.units[reaper], "Assault")
    assert len(game.state.players[0].runes) == 1  # a rune recycled for the Power
    declined = _reaper_attack(False)
    assert "trigger_declined" in [e.kind for e in declined.log]
    assert not has_granted(declined.state.units[cid(declined, "Baccai Reaper")], "Assault")


# --- Riven, Shattered -------------------------------------------------------------------------------

def _riven(equipment: list[str]):
    gear = [{"card": name, "attached_to": 5} for name in equipment]
    return position({"deck": DECK, "base": [{"card": "Riven, Shattered", "cid": 5, "exhausted": False}],
                     "gear": gear},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1},
                                                              {"card": "Mystic Poro", "controller": 1}]}, {}])


def test_riven_shattered_deals_two_per_attached_equipment_to_an_enemy_unit_there():
    """383.4.e, 355.5, 434, 417 (Riven, Shattered): with two Equipment attached she attacks; the
    target is an enemy unit at that battlefield (not the one in P1's base); it takes 4 from her
    before combat damage."""
    game = _riven(["Doran's Blade", "B.F. Sword"])
    sergeant, mystic = cid(game, "Vanguard Sergeant"), cid(game, "Mystic Poro")
    do(game, "move Riven, Shattered to bf 0")
    d = game.pending()
    assert (d.kind, d.context) == ("choose_card", ("ability_target", 5, "attack"))
    assert sorted(a.card for a in game.legal_actions()) == sorted([sergeant, mystic])
    do(game, "choose Vanguard Sergeant")
    while game.state.chain:
        pass_(game)
    first = next(e for e in game.log if e.kind == "damage")
    assert first.data == (sergeant, 4, 5)


def test_riven_shattered_with_one_equipment_deals_two():
    """434, 359.3.d (Riven, Shattered): one Equipment attached: 2 damage."""
    game = _riven(["Doran's Blade"])
    sergeant = cid(game, "Vanguard Sergeant")
    do(game, "move Riven, Shattered to bf 0")
    do(game, "choose Vanguard Sergeant")
    while game.state.chain:
        pass_(game)
    assert next(e for e in game.log if e.kind == "damage").data == (sergeant, 2, 5)


# --- Baccai Sandspinner, Frostcoat Mother, Grumpy Rockbear: Empower costs that change ----------------

def test_frostcoat_mother_empower_costs_one_less_per_rune():
    """827.1.c.1, 356.4 (Frostcoat Mother): Empower 12, 1 less per rune: with 6 runes it costs 6 and
    is paid with all of them (+3 Might Empowered); with 5 runes it would cost 7: not offered."""
    game = position({"deck": DECK, "base": ["Frostcoat Mother"], "runes": ["Calm Rune"] * 6}, {"deck": DECK})
    mother = cid(game, "Frostcoat Mother")
    base = might_of(game, mother)
    game.apply(activations(game)[0])
    assert game.state.units[mother].empowered and might_of(game, mother) == base + 3
    assert sum(game.state.players[0].rune_exhausted) == 6
    short = position({"deck": DECK, "base": ["Frostcoat Mother"], "runes": ["Calm Rune"] * 5}, {"deck": DECK})
    assert not activations(short)


def test_baccai_sandspinner_empower_costs_three_less_with_four_runes():
    """827.1.c.1, 356.4, 828.1.b.1, 809, 807 (Baccai Sandspinner): with 4 runes Empower costs 2; with
    5 runes it costs 5. Empowered it has Deflect 1 and +2 Might as an attacker only."""
    for runes, paid in ((4, 2), (5, 5)):
        game = position({"deck": DECK, "base": ["Baccai Sandspinner"], "runes": ["Fury Rune"] * runes},
                        {"deck": DECK})
        spinner = cid(game, "Baccai Sandspinner")
        base = might_of(game, spinner)
        game.apply(activations(game)[0])
        u = game.state.units[spinner]
        assert sum(game.state.players[0].rune_exhausted) == paid, runes
        assert u.empowered and deflect_value(game.state, u) == 1 and might_of(game, spinner) == base
        u.role = ATTACKER
        assert might_of(game, spinner) == base + 2


def test_grumpy_rockbear_empowered_has_deflect_and_shield_three():
    """827.1.c.1, 356.4, 356.6, 828.1.b.1, 814 (Grumpy Rockbear): with 12 runes Empower costs 0
    (no rune exhausted); Empowered it has Deflect 1 and +3 Might as a defender."""
    game = position({"deck": DECK, "base": ["Grumpy Rockbear"], "runes": ["Mind Rune"] * 12},
                    {"deck": DECK})
    bear = cid(game, "Grumpy Rockbear")
    base = might_of(game, bear)
    game.apply(activations(game)[0])
    u = game.state.units[bear]
    assert u.empowered and not any(game.state.players[0].rune_exhausted)
    assert deflect_value(game.state, u) == 1
    u.role = DEFENDER
    assert might_of(game, bear) == base + 3


# --- Mesmerize --------------------------------------------------------------------------------------

def _mesmerize(p1_base: list):
    return position({"deck": DECK, "hand": ["Mesmerize"], "runes": ["Mind Rune"] * 4, "base": ["Pit Rookie"]},
                    {"deck": DECK, "base": p1_base})


def test_mesmerize_offers_each_mode_with_its_own_target():
    """355.3, 355.5, 355.8 (Mesmerize): the choices are the first mode with P0's unit, or the second
    with P1's unit, never both; with no enemy unit only the first mode can be chosen."""
    game = _mesmerize(["Vanguard Sergeant"])
    rookie, sergeant = cid(game, "Pit Rookie"), cid(game, "Vanguard Sergeant")
    spells = {a.targets for a in game.legal_actions() if isinstance(a, PlaySpell)}
    assert spells == {((rookie,), ()), ((), (sergeant,))}
    alone = _mesmerize([])
    only = {a.targets for a in alone.legal_actions() if isinstance(a, PlaySpell)}
    assert only == {((cid(alone, "Pit Rookie"),), ())}


def test_mesmerize_returns_a_friendly_unit_or_shrinks_an_enemy_one():
    """355.3, 359.3.d, 317.2.c (Mesmerize): the first mode sends P0's Rookie back to hand and does
    nothing else; the second gives P1's Sergeant -2 Might this turn and moves nothing."""
    game = _mesmerize(["Vanguard Sergeant"])
    rookie, sergeant = cid(game, "Pit Rookie"), cid(game, "Vanguard Sergeant")
    game.apply(PlaySpell(cid(game, "Mesmerize"), ((rookie,), ())))
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    assert rookie in game.state.players[0].hand and game.state.units[sergeant].turn_might == 0
    game = _mesmerize(["Vanguard Sergeant"])
    before = might_of(game, sergeant)
    play(game, "play Mesmerize targeting nothing; Vanguard Sergeant")
    settle(game)
    assert might_of(game, sergeant) == before - 2 and rookie in game.state.units


# --- Decree of Insight ------------------------------------------------------------------------------

def test_decree_of_insight_chooses_a_deflect_body_unit_without_paying_deflect():
    """809.1.d (not applied), 355.5, 317.2.c (Decree of Insight, Qiyana, Victorious): with one rune,
    its 1 Energy, P0 may choose P1's Qiyana (Body, Deflect) and pays no Deflect cost; P1's Order unit
    is no target; Qiyana gets -5 Might this turn."""
    game = position({"deck": DECK, "hand": ["Decree of Insight"], "runes": ["Mind Rune"]},
                    {"deck": DECK, "base": ["Qiyana, Victorious", "Vanguard Sergeant"]})
    qiyana = cid(game, "Qiyana, Victorious")
    spells = [a for a in game.legal_actions() if isinstance(a, PlaySpell)]
    assert {a.targets for a in spells} == {((qiyana,),)}
    play(game, "play Decree of Insight targeting Qiyana, Victorious")
    settle(game)
    p = game.state.players[0]
    assert len(p.runes) == 1 and p.rune_exhausted == [True]  # no rune recycled for a Deflect Power
    assert game.state.units[qiyana].turn_might == -5
    check_invariants(game)


def test_a_spell_without_the_exception_still_pays_deflect():
    """809.1.d (Consuming Curse, Qiyana, Victorious): a spell that doesn't ignore Deflect pays one
    Power more for choosing Qiyana: one of its two runes is recycled for it."""
    game = position({"deck": DECK, "hand": ["Consuming Curse"], "runes": ["Fury Rune"] * 2},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [
                        {"card": "Qiyana, Victorious", "controller": 1}]}, {}])
    play(game, "play Consuming Curse targeting Qiyana, Victorious")
    settle(game)
    assert len(game.state.players[0].runes) == 1


# --- Hextech Formula --------------------------------------------------------------------------------

def test_hextech_formula_empowers_another_gear_and_enters_exhausted():
    """369.3, 377, 441 (Hextech Formula): played, it enters exhausted; ready, exhausting it Empowers
    another gear (P0's or P1's, never itself)."""
    game = position({"deck": DECK, "hand": ["Hextech Formula"], "runes": ["Mind Rune"] * 8,
                     "gear": [{"card": "Hextech Formula", "exhausted": False}, "Mushroom Pouch"]},
                    {"deck": DECK, "gear": ["Mushroom Pouch"]})
    ready = next(c for c, x in game.state.gear.items() if game.state.cards[c].name == "Hextech Formula")
    pouches = sorted(c for c, x in game.state.gear.items() if game.state.cards[c].name == "Mushroom Pouch")
    acts = [a for a in activations(game) if a.source == ready]
    assert sorted(a.target for a in acts) == pouches
    game.apply(next(a for a in acts if game.state.gear[a.target].controller == 1))
    settle(game)
    enemy = next(c for c in pouches if game.state.gear[c].controller == 1)
    assert game.state.gear[enemy].empowered and game.state.gear[ready].exhausted
    play(game, "play Hextech Formula")
    settle(game)
    new = next(c for c, x in game.state.gear.items() if game.state.cards[c].name == "Hextech Formula"
               and c != ready)
    assert game.state.gear[new].exhausted
    check_invariants(game)


# --- Iterative Design -------------------------------------------------------------------------------

def test_iterative_design_plays_a_mech_where_its_player_chooses():
    """187.4, 419.3.b, 355.2.a (Iterative Design; ruling 84): controlling battlefield 1, P0 chooses
    where the 3 Might Mech token goes as the spell resolves: there; it enters exhausted."""
    game = position({"deck": DECK, "hand": ["Iterative Design"], "runes": ["Mind Rune"] * 4},
                    {"deck": DECK}, battlefields=[{}, {"controller": 0, "units": ["Pit Rookie"]}])
    play(game, "play Iterative Design")
    while game.pending().kind != "choose_card":
        pass_(game)
    d = game.pending()
    assert d.context[0] == "token_location"
    bf1 = game.state.battlefields[1].cid
    assert sorted(a.card for a in game.legal_actions()) == sorted([cid(game, "Iterative Design"), bf1])
    game.apply(next(a for a in game.legal_actions() if a.card == bf1))
    settle(game)
    mech = next(u for u in game.state.units.values() if game.state.cards[u.cid].name == "Mech")
    assert mech.loc == 1 and mech.exhausted and might_of(game, mech.cid) == 3
    check_invariants(game)


def test_iterative_design_with_only_the_base_asks_nothing():
    """355.2.a (Iterative Design): controlling no battlefield, the Mech goes to P0's base without a
    decision."""
    game = position({"deck": DECK, "hand": ["Iterative Design"], "runes": ["Mind Rune"] * 4}, {"deck": DECK})
    play(game, "play Iterative Design")
    settle(game)
    mechs = [u for u in game.state.units.values() if game.state.cards[u.cid].name == "Mech"]
    assert len(mechs) == 1 and mechs[0].loc < 0


# --- Decree of Rage ---------------------------------------------------------------------------------

def test_decree_of_rage_targets_only_enemy_calm_units_and_cant_be_countered():
    """355.5, 425 (ruling 92), 417 (Decree of Rage, Wind Wall): only P1's Calm unit is a target
    (not P1's Order unit); P1 answers with Wind Wall aimed at it: Wind Wall does nothing to it, the
    Decree stays on the chain and deals 4 to the Stalwart Poro, which dies."""
    game = position({"deck": DECK, "hand": ["Decree of Rage"], "runes": ["Fury Rune"] * 2},
                    {"deck": DECK, "hand": ["Wind Wall"], "runes": ["Calm Rune"] * 5,
                     "base": ["Stalwart Poro", "Vanguard Sergeant"]})
    poro, decree = cid(game, "Stalwart Poro"), cid(game, "Decree of Rage")
    assert {a.targets for a in game.legal_actions() if isinstance(a, PlaySpell)} == {((poro,),)}
    play(game, "play Decree of Rage targeting Stalwart Poro")
    d = game.pending()
    assert (d.player, d.kind) == (1, "priority")
    play(game, "play Wind Wall targeting Decree of Rage")
    settle(game)
    kinds = [e.kind for e in game.log]
    assert "not_countered" in kinds and "countered" not in kinds
    assert poro in game.state.players[1].trash and decree in game.state.players[0].trash
    assert cid(game, "Wind Wall") in game.state.players[1].trash
    check_invariants(game)


# --- Questionable Tome ------------------------------------------------------------------------------

def test_questionable_tome_empowers_by_exhausting_then_disempowers_to_draw():
    """827.1.c.1, 377, 442, 135.2.e.2 (Questionable Tome): not Empowered, only its Empower is offered
    (exhausting it); on P0's next turn, Empowered and ready, its draw is offered: paying 1 Energy,
    exhausting and Disempowering it draws 1; then neither is offered this turn."""
    game = position({"deck": DECK * 3, "gear": [{"card": "Questionable Tome", "exhausted": False}],
                     "runes": ["Mind Rune"]}, {"deck": DECK * 3}, practice=True)
    tome = cid(game, "Questionable Tome")
    acts = activations(game)
    assert [a.mode for a in acts] == [0]
    game.apply(acts[0])
    settle(game)
    x = game.state.gear[tome]
    assert x.empowered and x.exhausted and not activations(game)
    to_main_of(game, 1)
    to_main_of(game, 0)  # the Tome readies with P0's other objects (315.1)
    hand = len(game.state.players[0].hand)
    acts = activations(game)
    assert [a.mode for a in acts] == [1]
    game.apply(acts[0])
    settle(game)
    x = game.state.gear[tome]
    assert not x.empowered and x.exhausted and len(game.state.players[0].hand) == hand + 1
    assert game.state.players[0].rune_exhausted == [True]
    assert ("disempower", "442.1") in [(e.kind, e.rule) for e in game.log]


# --- Death Mark, Shadow Clone -----------------------------------------------------------------------

def test_death_mark_burns_three_then_plays_a_shadow_clone():
    """440, 187.11, 419.3.b (Death Mark): P0 burns 3 (the top 3 cards of the Main Deck go to the
    trash), then plays a 0 Might Shadow Clone token, exhausted, in the base (no battlefield of
    theirs: no decision)."""
    game = position({"deck": ["Pit Rookie", "Stalwart Poro", "Mystic Poro", "Daring Poro"],
                     "hand": ["Death Mark"], "runes": ["Fury Rune"] * 3}, {"deck": DECK})
    play(game, "play Death Mark")
    settle(game)
    p = game.state.players[0]
    assert len(p.deck) == 1 and len(p.trash) == 4  # 3 burned, and Death Mark itself
    clones = [u for u in game.state.units.values() if game.state.cards[u.cid].name == "Shadow Clone"]
    assert len(clones) == 1 and clones[0].loc < 0 and clones[0].exhausted
    assert might_of(game, clones[0].cid) == 0
    check_invariants(game)


def _clone_attacks(trash: list[str]):
    game = position({"deck": DECK, "trash": trash,
                     "base": [{"card": "Shadow Clone", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [{"card": "Pit Rookie",
                                                                               "controller": 1}]}, {}])
    do(game, "move Shadow Clone to bf 0")
    return game


def test_shadow_clone_may_banish_a_unit_card_from_the_trash_for_assault_four():
    """383.3.a, 427, 801.3.a.2, 807 (Shadow Clone): attacking, its controller picks a unit card of
    their trash (the spell there is no option): it is banished and the Clone has +4 Might as an
    attacker; declining, nothing is banished."""
    game = _clone_attacks(["Vanguard Sergeant", "Consuming Curse"])
    d = game.pending()
    assert (d.kind, d.context[0]) == ("choose_card", "trigger_may")
    sergeant = cid(game, "Vanguard Sergeant")
    assert sorted(a.card for a in game.legal_actions()) == [-1, sergeant]
    game.apply(next(a for a in game.legal_actions() if a.card == sergeant))
    while game.state.chain:
        pass_(game)
    clone = next(c for c, card in enumerate(game.state.cards) if card.name == "Shadow Clone")
    assert sergeant in game.state.players[0].banishment
    assert any(e.kind == "banish" for e in game.log)
    assert has_granted(game.state.units[clone], "Assault")
    assert cid(game, "Pit Rookie") in game.state.players[1].trash  # 4 Might as an attacker killed it
    declined = _clone_attacks(["Vanguard Sergeant"])
    do(declined, "choose none")
    while declined.state.chain:
        pass_(declined)
    assert cid(declined, "Vanguard Sergeant") in declined.state.players[0].trash
    assert cid(declined, "Pit Rookie") in declined.state.units  # 0 Might dealt no damage


# --- Zed, From the Shadows --------------------------------------------------------------------------

def _zed(discard: bool):
    game = position({"deck": DECK, "hand": ["Zed, From the Shadows", "Pit Rookie"],
                     "runes": ["Fury Rune"] * 8}, {"deck": DECK})
    rookie = cid(game, "Pit Rookie")
    game.apply(parse_action(game, "play Zed, From the Shadows"))
    d = game.pending()
    assert (d.kind, d.context[0]) == ("choose_card", "cost_discard")
    assert sorted(a.card for a in game.legal_actions()) == [-1, rookie]
    game.apply(next(a for a in game.legal_actions() if a.card == (rookie if discard else -1)))
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    return game


def test_zed_from_the_shadows_plays_a_shadow_clone_if_a_card_was_discarded():
    """356.2.b, 355.1.a, 383.2.a.1, 187.11 (Zed, From the Shadows): P0 discards the Rookie as his
    optional additional cost: his Play Effect plays a Shadow Clone (in the base: no battlefield of
    P0's); without the discard it doesn't trigger."""
    game = _zed(True)
    names = [game.state.cards[u.cid].name for u in game.state.units.values()]
    assert sorted(names) == ["Shadow Clone", "Zed, From the Shadows"]
    assert cid(game, "Pit Rookie") in game.state.players[0].trash
    game = _zed(False)
    names = [game.state.cards[u.cid].name for u in game.state.units.values()]
    assert names == ["Zed, From the Shadows"] and cid(game, "Pit Rookie") in game.state.players[0].hand


# --- Temporal Breach --------------------------------------------------------------------------------

def test_temporal_breach_replays_a_unit_as_a_new_object_with_its_play_effect():
    """427, 419.3, 124.1, 383.4.a (Temporal Breach, Cloud Drake): P1's damaged, ready Cloud Drake at
    battlefield 0 is banished and played again there by P1: no damage, exhausted, and its Play
    Effect draws P1 a card."""
    game = position({"deck": DECK, "hand": ["Temporal Breach"], "runes": ["Mind Rune"] * 8},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [
                        {"card": "Cloud Drake", "controller": 1, "damage": 1, "exhausted": False}]}, {}])
    drake = cid(game, "Cloud Drake")
    play(game, "play Temporal Breach targeting Cloud Drake")
    settle(game)
    u = game.state.units[drake]
    assert (u.controller, u.loc, u.damage, u.exhausted) == (1, 0, 0, True)
    assert len(game.state.players[1].hand) == 1  # the Drake's Play Effect
    kinds = [e.kind for e in game.log]
    assert kinds.index("banish") < kinds.index("play_from_banishment") < kinds.index("draw")
    assert drake not in game.state.players[1].banishment
    check_invariants(game)


def test_temporal_breach_on_a_token_leaves_nothing_to_play():
    """186.1, 419.3.c (Temporal Breach, Shadow Clone): a token ceases to exist as it is banished, so
    nothing is played."""
    game = position({"deck": DECK, "hand": ["Temporal Breach"], "runes": ["Mind Rune"] * 8,
                     "base": ["Shadow Clone"]}, {"deck": DECK})
    play(game, "play Temporal Breach targeting Shadow Clone")
    settle(game)
    assert not game.state.units and "play_from_banishment" not in [e.kind for e in game.log]


# --- Crumbling Sands --------------------------------------------------------------------------------

def _sands(first_spell: bool):
    game = position({"deck": DECK * 2, "hand": ["Dredge Up", "Dredge Up"], "runes": ["Mind Rune"] * 6},
                    {"deck": DECK, "hand": ["Crumbling Sands"], "runes": ["Calm Rune"] * 2}, practice=True)
    if first_spell:
        play(game, "play Dredge Up")
        settle(game)
    second = next(c for c in game.state.players[0].hand if game.state.cards[c].name == "Dredge Up")
    game.apply(PlaySpell(second))
    if game.pending().kind == "pay":
        pay(game)
    assert game.pending().player == 1
    play(game, "play Crumbling Sands targeting Dredge Up")
    settle(game)
    return game, second


def test_crumbling_sands_counters_when_the_opponent_played_another_spell():
    """425, 419.4.b, 359.3.d (Crumbling Sands): P0 played a Dredge Up earlier this turn; P1 aims the
    Sands at P0's second one: it is countered (to the trash, no draw)."""
    game, second = _sands(True)
    assert "countered" in [e.kind for e in game.log]
    assert second in game.state.players[0].trash


def test_crumbling_sands_does_nothing_against_the_only_spell_played():
    """425, 383.2.a.1 (Crumbling Sands): the Dredge Up it aims at is P0's only spell this turn: the
    condition fails as it resolves; Dredge Up resolves and draws."""
    game, second = _sands(False)
    assert "countered" not in [e.kind for e in game.log]
    assert [e.kind for e in game.log].count("draw") == 1


# --- Swain, Visionary -------------------------------------------------------------------------------

def _swain_conquers(hand: list[str]):
    game = position({"deck": DECK, "hand": hand, "runes": ["Mind Rune"] * 10,
                     "base": [{"card": "Swain, Visionary", "exhausted": False}]}, {"deck": DECK},
                    battlefields=[{}, {}])
    for name in hand:
        play(game, f"play {name}")
        settle(game)
    do(game, "move Swain, Visionary to bf 0")
    settle(game)
    return game


def test_swain_visionary_scores_more_after_a_unit_a_gear_and_a_spell():
    """383.4.c, 383.2.a.1, 419.4.b (Swain, Visionary): P0 has played a gear, a spell and a unit this
    turn: Swain's conquer ability adds a point to the conquer point; missing the gear, it doesn't
    trigger."""
    assert _swain_conquers(["Mushroom Pouch", "Dredge Up", "Pit Rookie"]).state.points[0] == 2
    game = _swain_conquers(["Dredge Up", "Pit Rookie"])
    assert game.state.points[0] == 1


# --- Dune Surfer ------------------------------------------------------------------------------------

def _surf(attacker: str):
    game = position({"deck": DECK, "base": [{"card": attacker, "exhausted": False}]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Mutated Mouser", "controller": 1},
                                                              {"card": "Pit Rookie", "controller": 1}]}, {}])
    do(game, f"move {attacker} to bf 0")
    for _ in range(20):
        d = game.pending()
        if d.kind == "assign" and d.player == 0:
            return game, {tuple(sorted(a.assignment)) for a in game.legal_actions()}
        if d.kind in ("main",):
            return game, set()
        game.apply(game.legal_actions()[0] if d.kind not in ("priority", "focus") else
                   next(a for a in game.legal_actions() if type(a).__name__ == "Pass"))
    raise AssertionError("no damage assignment reached")


def test_dune_surfer_ignores_tank_when_its_controller_assigns_combat_damage():
    """815, 465.2.c (Dune Surfer, Mutated Mouser, Sunlit Guardian): attacking with 3 Might into a
    Tank (3 Might as a defender, Shield 2) and a 2 Might Rookie, P0 may put lethal damage on the
    Rookie; another 3 Might attacker without the passive must assign to the Tank first, so its
    assignments never kill the Rookie."""
    game, options = _surf("Dune Surfer")
    mouser, rookie = cid(game, "Mutated Mouser"), cid(game, "Pit Rookie")
    assert any(dict(a).get(rookie, 0) >= 2 for a in options)
    assert any(dict(a).get(mouser, 0) >= 3 for a in options)
    control, plain = _surf("Sunlit Guardian")
    assert not any(dict(a).get(rookie, 0) >= 2 for a in plain)
    assert cid(control, "Pit Rookie") in control.state.units


# --- Ol' Poro ---------------------------------------------------------------------------------------

def test_ol_poro_cant_be_played_in_its_players_first_three_turns():
    """366.1 (Ol' Poro, Temporal Breach): in P0's third turn it is not offered; in the fourth it is.
    Banished by Temporal Breach in its owner's third turn, it can't be played again: it stays
    banished (419.3.c)."""
    for turns, offered in ((3, False), (4, True)):
        game = position({"deck": DECK, "hand": ["Ol' Poro"], "runes": ["Calm Rune"] * 8,
                         "turns_started": turns}, {"deck": DECK, "turns_started": turns - 1},
                        turn=2 * turns - 1)
        poro = cid(game, "Ol' Poro")
        assert any(getattr(a, "card", None) == poro for a in game.legal_actions()) is offered, turns
    game = position({"deck": DECK, "hand": ["Temporal Breach"], "runes": ["Mind Rune"] * 8,
                     "base": ["Ol' Poro"], "turns_started": 3}, {"deck": DECK, "turns_started": 2}, turn=5)
    poro = cid(game, "Ol' Poro")
    play(game, "play Temporal Breach targeting Ol' Poro")
    settle(game)
    assert poro in game.state.players[0].banishment and poro not in game.state.units


# --- Twilight Shroud, Akali, Silent: units enemy spells and abilities can't choose ------------------

def test_twilight_shroud_hides_a_friendly_unit_from_enemy_spells_this_turn():
    """355.5, 317.2.c (Twilight Shroud, Mesmerize, Dredge Up): the Sergeant gets +1 Might and, this
    turn, P1's Mesmerize can't choose it (only P0's other unit), while P0's own spells still can;
    on the next turn it can be chosen again."""
    game = position({"deck": DECK * 2, "hand": ["Twilight Shroud", "Dredge Up"], "runes": ["Calm Rune"] * 6,
                     "base": ["Vanguard Sergeant", "Pit Rookie"]},
                    {"deck": DECK, "hand": ["Mesmerize"], "runes": ["Mind Rune"] * 4}, practice=True)
    sergeant, rookie = cid(game, "Vanguard Sergeant"), cid(game, "Pit Rookie")
    before = might_of(game, sergeant)
    play(game, "play Twilight Shroud targeting Vanguard Sergeant")
    settle(game)
    assert might_of(game, sergeant) == before + 1
    play(game, "play Dredge Up")
    assert game.pending().player == 1
    enemy_targets = {t for a in game.legal_actions() if isinstance(a, PlaySpell) for slot in a.targets
                     for t in slot}
    assert rookie in enemy_targets and sergeant not in enemy_targets
    assert choosable(game.state, 0, game.state.units[sergeant])
    settle(game)
    to_main_of(game, 1)
    assert choosable(game.state, 1, game.state.units[sergeant])


def test_akali_silent_is_no_target_for_enemies_out_of_combat_and_grows_moving_to_a_battlefield():
    """364.3, 740.2.c, 355.5 (Akali, Silent, Consuming Curse): at a battlefield but not in combat,
    P1's spells can't choose her; she moves to a battlefield: +2 Might this turn."""
    game = position({"deck": DECK, "base": [{"card": "Akali, Silent", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{}, {}])
    akali = cid(game, "Akali, Silent")
    before = might_of(game, akali)
    do(game, "move Akali, Silent to bf 0")
    settle(game)
    u = game.state.units[akali]
    assert u.loc == 0 and might_of(game, akali) == before + 2
    assert not choosable(game.state, 1, u) and choosable(game.state, 0, u)


# --- Resonating Strike ------------------------------------------------------------------------------

def test_resonating_strike_moves_a_unit_of_yours_to_a_battlefield_you_control():
    """355.4, 355.5, 449, 317.2.c (Resonating Strike): the destinations are only battlefield 1, which
    P0 controls (not the open battlefield 0), and the unit a unit of P0's not already there; the
    Rookie moves there and gets +2 Might this turn."""
    game = position({"deck": DECK, "hand": ["Resonating Strike"], "runes": ["Calm Rune"] * 4,
                     "base": ["Pit Rookie"]}, {"deck": DECK, "base": ["Vanguard Sergeant"]},
                    battlefields=[{}, {"controller": 0, "units": ["Stalwart Poro"]}])
    rookie = cid(game, "Pit Rookie")
    plays = {(a.targets, a.destination) for a in game.legal_actions() if isinstance(a, PlaySpell)}
    assert plays == {(((rookie,),), 1)}
    before = might_of(game, rookie)
    play(game, "play Resonating Strike targeting Pit Rookie to bf 1")
    settle(game)
    assert game.state.units[rookie].loc == 1 and might_of(game, rookie) == before + 2


def test_resonating_strike_from_facedown_goes_to_its_battlefield_with_a_unit_from_anywhere():
    """811.1.d.2, 811.1.d.2.a (Resonating Strike): hidden at battlefield 0, the battlefield must be
    that one, while the unit, which can never be there, comes from P0's base or battlefield 1."""
    game = position({"deck": DECK, "base": ["Pit Rookie"], "turns_started": 2},
                    {"deck": DECK, "turns_started": 1}, turn=3,
                    battlefields=[{"controller": 0, "units": ["Mystic Poro"],
                                   "facedown": {"card": "Resonating Strike", "turn": 1}},
                                  {"controller": 0, "units": ["Stalwart Poro"]}])
    rookie, poro = cid(game, "Pit Rookie"), cid(game, "Stalwart Poro")
    plays = {(a.targets, a.destination) for a in game.legal_actions() if isinstance(a, PlaySpell)}
    assert plays == {(((rookie,),), 0), (((poro,),), 0)}
    play(game, "play Resonating Strike from facedown targeting Stalwart Poro to bf 0")
    settle(game)
    assert game.state.units[poro].loc == 0


# --- Esteemed Hierophant ----------------------------------------------------------------------------

def _curse_the_hierophant(runes: int):
    game = position({"deck": DECK, "runes": ["Calm Rune"] * runes, "turns_started": 1},
                    {"deck": DECK, "hand": ["Consuming Curse"], "runes": ["Fury Rune"] * 2,
                     "turns_started": 1},
                    turn=2, turn_player=1,
                    battlefields=[{"controller": 0, "units": ["Esteemed Hierophant"]}, {}])
    play(game, "play Consuming Curse targeting Esteemed Hierophant")
    settle(game)
    return game


def test_esteemed_hierophant_prevents_enemy_spell_damage_with_seven_runes():
    """437, 369.2, 417.1.e.1 (Esteemed Hierophant, Consuming Curse): with 7 runes its controller's
    Hierophant takes no damage from P1's Curse (prevented: none dealt); with 6 it takes 2."""
    game = _curse_the_hierophant(7)
    hierophant = cid(game, "Esteemed Hierophant")
    assert game.state.units[hierophant].damage == 0
    kinds = [e.kind for e in game.log]
    assert "damage_prevented" in kinds and "damage" not in kinds
    game = _curse_the_hierophant(6)
    assert game.state.units[cid(game, "Esteemed Hierophant")].damage == 2


def test_cited_clauses_exist():
    """Every rule this file cites is in the Core Rules."""
    assert cited_clauses_missing(globals()) == []
