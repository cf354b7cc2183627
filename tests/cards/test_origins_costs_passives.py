"""Scenario tests: Origins precon cards with conditional or aura passives (363-364), a battlefield's
passive, Play Effects that discard, spend a buff or predict, and Stand United. Each test names its
card; rule numbers lead the docstring. (The cost cards, Brazen Buccaneer, Cruel Patron, Rhasa the
Sunderer and Eager Apprentice, are in tests/rules/test_356_costs.py.)"""

from __future__ import annotations

from riftbound.actions import ChooseCard, Move
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.passives import buff_might, discarded_this_turn
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, do, might_of, pass_, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def round_trips(game) -> None:
    """Every legal action reads back from its notation, and the position reloads to the same state."""
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
    assert load_position(dump_position(game)).state.key() == game.state.key()


def moves(game, name: str) -> set[int]:
    """Destinations of the legal Standard Moves of the unit named ``name`` alone."""
    c = cid(game, name)
    return {a.to for a in game.legal_actions() if isinstance(a, Move) and a.units == (c,)}


def combat_at_bf0(mine: list, theirs: list | None = None):
    """P0's units in base, P1 controlling battlefield 0 with two defenders (so P0's damage
    assignment is a choice and the game stops mid-combat)."""
    return position({"deck": DECK, "base": mine}, {"deck": DECK}, battlefields=[
        {"controller": 1, "units": theirs or [{"card": "Stalwart Poro", "controller": 1},
                                              {"card": "Vanguard Sergeant", "controller": 1}]}, {}])


# --- Wielder of Water -----------------------------------------------------------------------------

def test_wielder_of_water_has_plus_two_might_attacking_alone():
    """364.3.a, 740.2.a: Wielder of Water (2 Might) has +2 Might while it attacks with no other
    friendly unit at the battlefield, and not when a friendly unit attacks beside it, nor outside
    combat."""
    game = combat_at_bf0(["Wielder of Water", "Daring Poro"])
    w = cid(game, "Wielder of Water")
    assert might_of(game, w) == 2
    do(game, "move Wielder of Water to bf 0")
    assert game.pending().kind == "assign" and game.state.units[w].role == 1
    assert might_of(game, w) == 4
    pair = combat_at_bf0(["Wielder of Water", "Daring Poro"])
    do(pair, "move Wielder of Water, Daring Poro to bf 0")
    assert pair.pending().kind == "assign" and might_of(pair, w) == 2


def test_wielder_of_water_has_plus_two_might_defending_alone():
    """364.3.a, 740.2.a: Wielder of Water defending alone has 4 Might when combat damage is
    assigned."""
    game = position({"deck": DECK, "base": ["Vanguard Sergeant", "Daring Poro"]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Wielder of Water", "controller": 1}]},
                                  {}])
    w = cid(game, "Wielder of Water")
    do(game, "move Vanguard Sergeant, Daring Poro to bf 0")
    assert game.state.units[w].role == 2 and might_of(game, w) == 4


# --- Lee Sin, Centered ----------------------------------------------------------------------------

def lee(extra_bf: list, base: list | None = None):
    return position({"deck": DECK, "base": base or []}, {"deck": DECK}, battlefields=[
        {"controller": 0, "units": [{"card": "Lee Sin, Centered"}, *extra_bf]}, {}])


def test_lee_sin_centered_gives_other_buffed_friendly_units_at_his_battlefield_two_might():
    """364.1, 702.2.a, 703: Lee Sin, Centered at a battlefield gives each other buffed friendly unit
    there +2 Might (on top of the buff's +1); an unbuffed one, one in the base, and Lee Sin himself
    get nothing from it."""
    game = lee([{"card": "Daring Poro", "buffs": 1}, {"card": "Stalwart Poro"}],
               base=[{"card": "Vanguard Sergeant", "buffs": 1}])
    assert might_of(game, cid(game, "Daring Poro")) == 2 + 1 + 2
    assert might_of(game, cid(game, "Stalwart Poro")) == 2
    assert might_of(game, cid(game, "Vanguard Sergeant", "base")) == 4 + 1
    buffed_lee = lee([], base=[])
    buffed_lee.state.units[cid(buffed_lee, "Lee Sin, Centered")].buffs = 1
    assert might_of(buffed_lee, cid(buffed_lee, "Lee Sin, Centered")) == 6 + 1


def test_lee_sin_centered_in_base_gives_nothing():
    """364.1: "my battlefield" needs Lee Sin, Centered at a battlefield; in the base, a buffed unit
    beside him has only its buff."""
    game = position({"deck": DECK, "base": ["Lee Sin, Centered", {"card": "Daring Poro", "buffs": 1}]},
                    {"deck": DECK})
    assert might_of(game, cid(game, "Daring Poro")) == 3


# --- Bilgewater Bully and Raging Soul (Ganking, 810) ----------------------------------------------

def test_bilgewater_bully_moves_between_battlefields_only_while_buffed():
    """364.3, 810.1.b, 144.4: Bilgewater Bully at a battlefield may take a Standard Move to the
    other battlefield only while it has a buff (it always may go to its base)."""
    def game(buffs: int):
        return position({"deck": DECK}, {"deck": DECK}, battlefields=[
            {"controller": 0, "units": [{"card": "Bilgewater Bully", "buffs": buffs}]}, {}])
    assert moves(game(0), "Bilgewater Bully") == {-1}
    buffed = game(1)
    assert moves(buffed, "Bilgewater Bully") == {-1, 1}
    do(buffed, "move Bilgewater Bully to bf 1")
    assert buffed.state.units[cid(buffed, "Bilgewater Bully")].loc == 1


def test_raging_soul_gains_ganking_and_assault_once_its_controller_discards():
    """364.3, 422.1, 807.1.c, 810.1.b: Raging Soul has Ganking and Assault only if its controller has
    discarded a card this turn. Jinx, Demolitionist's Play Effect discards 2 (the player picks
    each); then Raging Soul may move between battlefields, and attacks with 5 Might."""
    game = position({"hand": ["Jinx, Demolitionist", "Petty Officer", "Vanguard Sergeant", "Laurent Duelist"],
                     "deck": DECK, "runes": ["Fury Rune"] * 4},
                    {"deck": DECK}, battlefields=[
                        {"controller": 0, "units": [{"card": "Raging Soul"}]},
                        {"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1},
                                                    {"card": "Vanguard Sergeant", "controller": 1}]}])
    soul, jinx = cid(game, "Raging Soul"), cid(game, "Jinx, Demolitionist")
    assert moves(game, "Raging Soul") == {-1}
    play(game, "play Jinx, Demolitionist to base")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "discard_pick" and d.context[1] == jinx
    assert sorted(game.state.cards[a.card].name for a in game.legal_actions()) == [
        "Laurent Duelist", "Petty Officer", "Vanguard Sergeant"]
    do(game, "choose Petty Officer")
    do(game, "choose Laurent Duelist")
    p = game.state.players[0]
    assert sorted(game.state.cards[c].name for c in p.trash) == ["Laurent Duelist", "Petty Officer"]
    assert [game.state.cards[c].name for c in p.hand] == ["Vanguard Sergeant"]
    assert moves(game, "Raging Soul") == {-1, 1}
    assert moves(load_position(dump_position(game)), "Raging Soul") == {-1, 1}  # the record travels
    later = game.clone()
    do(game, "move Raging Soul to bf 1")
    assert game.pending().kind == "assign" and might_of(game, soul) == 4 + 1
    check_invariants(game)
    do(later, "end turn")  # 315: the record is per turn; in P1's turn P0 has discarded nothing
    assert later.pending().player == 1 and not discarded_this_turn(later.state, 0)


def test_raging_soul_has_nothing_without_a_discard_this_turn():
    """364.3, 807.1.c: Raging Soul attacking with no discard this turn has its printed 4 Might; a
    discard in an earlier turn does not count."""
    game = position({"deck": DECK, "hand": ["Chemtech Enforcer", "Petty Officer"], "runes": ["Fury Rune"] * 2,
                     "base": ["Raging Soul"]},
                    {"deck": DECK}, battlefields=[
                        {"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1},
                                                    {"card": "Daring Poro", "controller": 1}]}, {}])
    soul = cid(game, "Raging Soul")
    do(game, "move Raging Soul to bf 0")
    assert game.pending().kind == "assign" and might_of(game, soul) == 4


def test_raging_soul_counts_a_card_discarded_to_pay_a_cost():
    """357.2, 422.1, 364.3: a card discarded as Brazen Buccaneer's optional additional cost is a
    discard this turn: Raging Soul then has Ganking."""
    game = position({"hand": ["Brazen Buccaneer", "Petty Officer"], "deck": DECK, "runes": ["Fury Rune"] * 4},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": [{"card": "Raging Soul"}]}, {}])
    assert moves(game, "Raging Soul") == {-1}
    do(game, "play Brazen Buccaneer to base")  # with 4 runes only the discard makes it payable
    assert [game.state.cards[c].name for c in game.state.players[0].trash] == ["Petty Officer"]
    assert moves(game, "Raging Soul") == {-1, 1}


def test_jinx_demolitionist_discards_as_many_as_possible():
    """422.4, 383.4.a: Jinx, Demolitionist's Play Effect discards 2; with one card in hand only that
    one is discarded (taken for the player), with none nothing happens."""
    game = position({"hand": ["Jinx, Demolitionist", "Petty Officer"], "deck": DECK,
                     "runes": ["Fury Rune"] * 4}, {"deck": DECK})
    play(game, "play Jinx, Demolitionist to base")
    p = game.state.players[0]
    assert p.hand == [] and [game.state.cards[c].name for c in p.trash] == ["Petty Officer"]
    assert cid(game, "Jinx, Demolitionist") in game.state.units and game.pending().kind == "main"


def test_jinx_demolitionist_enters_ready_with_accelerate():
    """805.6, 383.4.a: Jinx, Demolitionist played with Accelerate (1 Energy and 1 Fury more)
    enters ready and still discards."""
    game = position({"hand": ["Jinx, Demolitionist", "Petty Officer"], "deck": DECK,
                     "runes": ["Fury Rune"] * 5}, {"deck": DECK})
    play(game, "play Jinx, Demolitionist to base accelerate")
    assert not game.state.units[cid(game, "Jinx, Demolitionist")].exhausted
    assert game.state.players[0].hand == []


# --- Wildclaw Shaman (spending a buff, 702.2.b) ---------------------------------------------------

def shaman(base: list, runes: int = 4, enemy: list | None = None, opponent: dict | None = None):
    return position({"hand": ["Wildclaw Shaman"], "deck": DECK, "runes": ["Body Rune"] * runes,
                     "base": base}, {"deck": DECK, "base": enemy or [], **(opponent or {})})


def test_wildclaw_shaman_spends_a_buff_to_buff_and_ready_itself():
    """383.3.b, 740.4.a.2, 204.3.a, 702.2.b.2, 355.10.c.1: "you may spend a buff to ..." at the start
    of the Play Effect is its cost, paid as it goes on the chain: the choices are each buffed unit of
    its controller's (an enemy's buff can't be spent) or none. The buff is gone while the ability
    waits on the chain (the opponent, with a Reaction, sees it spent); resolving, the Shaman is
    buffed and readied."""
    game = shaman([{"card": "Daring Poro", "buffs": 1}, "Stalwart Poro"],
                  enemy=[{"card": "Vanguard Sergeant", "buffs": 1}],
                  opponent={"hand": ["Discipline"], "runes": ["Calm Rune"] * 2})
    poro, sham = cid(game, "Daring Poro"), cid(game, "Wildclaw Shaman")
    play(game, "play Wildclaw Shaman to base")
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("trigger_may", sham, "trigger")
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(poro)]
    round_trips(game)
    do(game, "choose Daring Poro")
    (item,) = game.state.chain
    assert item.finalized and game.pending().kind == "priority" and game.pending().player == 1
    assert game.state.units[poro].buffs == 0 and game.state.units[sham].buffs == 0
    pass_(game)
    u = game.state.units
    assert u[poro].buffs == 0 and u[sham].buffs == 1 and not u[sham].exhausted
    assert might_of(game, sham) == 4
    assert [e.kind for e in game.log if e.kind in ("spend_buff", "finalize", "ready", "buff")] == [
        "spend_buff", "finalize", "ready", "buff"]
    check_invariants(game)


def test_wildclaw_shaman_declined_or_without_a_buff_is_not_played():
    """383.3.a.2, 383.3.b.1, 702.2.b.1: declining to spend, or having no buffed unit (declining is
    then the only option, taken for the player), removes the ability from the chain as if it had not
    triggered: Wildclaw Shaman stays exhausted and unbuffed."""
    game = shaman([{"card": "Daring Poro", "buffs": 1}])
    play(game, "play Wildclaw Shaman to base")
    do(game, "choose none")
    sham, poro = cid(game, "Wildclaw Shaman"), cid(game, "Daring Poro")
    assert game.state.units[sham].exhausted and game.state.units[sham].buffs == 0
    assert game.state.units[poro].buffs == 1 and not game.state.chain
    assert any(e.kind == "trigger_declined" for e in game.log)
    bare = shaman(["Daring Poro"])
    play(bare, "play Wildclaw Shaman to base")
    assert bare.pending().kind == "main" and not bare.state.chain
    assert bare.state.units[cid(bare, "Wildclaw Shaman")].exhausted


# --- Jeweled Colossus (Vision, 817; Predict, 436) -------------------------------------------------

def colossus(deck: list):
    return position({"hand": ["Jeweled Colossus"], "deck": deck, "runes": ["Mind Rune"] * 5},
                    {"deck": ["Stalwart Poro"]})


def test_jeweled_colossus_vision_may_recycle_the_top_card():
    """817.1.b, 436.1, 416.1: when Jeweled Colossus is played its controller looks at the top card of
    their Main Deck and chooses to recycle it (to the bottom) or keep it on top."""
    game = colossus(["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"])  # top first
    officer = cid(game, "Petty Officer", "deck")
    play(game, "play Jeweled Colossus to base")
    d = game.pending()
    # the public context names the ability and its instruction, not the card looked at: only the
    # player's options show it
    assert d.kind == "choose_card" and d.context == ("predict", cid(game, "Jeweled Colossus"), 0)
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(officer)]
    round_trips(game)
    do(game, "choose Petty Officer")
    deck = game.state.players[0].deck
    assert deck[0] == officer and game.state.cards[deck[-1]].name == "Vanguard Sergeant"
    keep = colossus(["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"])
    play(keep, "play Jeweled Colossus to base")
    do(keep, "choose none")
    assert keep.state.players[0].deck[-1] == cid(keep, "Petty Officer", "deck")


def test_jeweled_colossus_vision_with_an_empty_deck_does_nothing():
    """436.4, 436.4.a: with no card in the Main Deck the prediction does nothing, and there is no
    Burn Out."""
    game = colossus([])
    play(game, "play Jeweled Colossus to base")
    assert game.pending().kind == "main" and game.state.points == [0, 0]
    assert not [e for e in game.log if e.kind == "burn_out"]


def test_jeweled_colossus_has_shield_as_a_defender():
    """814.1.c: Jeweled Colossus (5 Might, Shield) defends with 6 Might."""
    game = position({"deck": DECK, "base": ["Vanguard Sergeant", "Daring Poro"]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Jeweled Colossus", "controller": 1}]},
                                  {}])
    do(game, "move Vanguard Sergeant, Daring Poro to bf 0")
    c = cid(game, "Jeweled Colossus")
    assert game.state.units[c].role == 2 and might_of(game, c) == 6


# --- Trifarian War Camp (a battlefield's passive) -------------------------------------------------

def test_trifarian_war_camp_gives_units_there_one_might():
    """364.1: every unit at Trifarian War Camp has +1 Might, an attacker too; a unit at another
    battlefield or in a base does not. The engine supports the card (a script)."""
    game = position({"deck": DECK, "base": ["Daring Poro", "Stalwart Poro"]}, {"deck": DECK}, battlefields=[
        {"card": "Trifarian War Camp", "controller": 1,
         "units": [{"card": "Vanguard Sergeant", "controller": 1},
                   {"card": "Petty Officer", "controller": 1}]},
        {"controller": 0, "units": [{"card": "Laurent Duelist"}]}])
    sergeant, poro = cid(game, "Vanguard Sergeant", "bf 0"), cid(game, "Daring Poro")
    assert might_of(game, sergeant) == 5 and might_of(game, poro) == 2
    assert might_of(game, cid(game, "Laurent Duelist", "bf 1")) == 3
    do(game, "move Daring Poro to bf 0")
    assert game.pending().kind == "assign"
    assert might_of(game, poro) == 2 + 1 + 1  # Assault as an attacker, and the camp's +1
    assert card_support(load_cards().by_name("Trifarian War Camp")) == "script"


# --- Stand United ---------------------------------------------------------------------------------

def test_stand_united_buffs_and_makes_friendly_buffs_give_one_more_this_turn():
    """702.2.a, 703, 317.2.c: Stand United buffs a friendly unit; then, this turn, each buff on its
    controller's friendly units gives +1 Might more (a unit buffed before and one buffed after count,
    an enemy's buffed unit does not). At the end of the turn the extra Might expires."""
    game = position({"hand": ["Stand United", "Pit Rookie"], "deck": DECK, "runes": ["Calm Rune"] * 5,
                     "base": ["Daring Poro", {"card": "Vanguard Sergeant", "buffs": 1}, "Stalwart Poro"]},
                    {"deck": DECK, "base": [{"card": "Petty Officer", "buffs": 1}]})
    poro, sergeant = cid(game, "Daring Poro"), cid(game, "Vanguard Sergeant", "base")
    stalwart, officer = cid(game, "Stalwart Poro"), cid(game, "Petty Officer", "base")
    play(game, "play Stand United targeting Daring Poro at base")
    assert buff_might(game.state, 0) == 1
    assert might_of(game, poro) == 2 + 1 + 1 and might_of(game, sergeant) == 4 + 1 + 1
    assert might_of(game, officer) == 5 + 1 and might_of(game, stalwart) == 2
    round_trips(game)
    play(game, "play Pit Rookie to base")
    do(game, "choose Stalwart Poro at base")
    assert might_of(game, stalwart) == 2 + 1 + 1
    do(game, "end turn")
    assert buff_might(game.state, 0) == 0 and might_of(game, poro) == 3
    check_invariants(game)


def test_stand_united_extra_might_holds_even_if_its_target_is_gone():
    """359.3.e.5, 703: if Stand United's target leaves the board before it resolves, the buff is not
    given but the second instruction (not about the target) still applies."""
    game = position({"hand": ["Stand United"], "deck": DECK, "runes": ["Calm Rune"] * 3,
                     "base": [{"card": "Vanguard Sergeant", "buffs": 1}]},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Calm Rune"]},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro"}]}, {}])
    sergeant = cid(game, "Vanguard Sergeant", "base")
    play(game, "play Stand United targeting Daring Poro at bf 0")
    assert game.pending().kind == "priority" and game.pending().player == 1
    play(game, "play Gust targeting Daring Poro at bf 0")  # then every pass is forced: both resolve
    assert not game.state.chain
    assert cid(game, "Daring Poro") in game.state.players[0].hand
    assert buff_might(game.state, 0) == 1 and might_of(game, sergeant) == 6


def test_citations_exist():
    """The clauses cited by this file's tests exist in the rules."""
    assert cited_clauses_missing(globals()) == []
