"""Scenario tests for the Spiritforged Calm cards of the first card wave (issue 12): Stellacorn
Herder, Ribbon Dancer, Heart of Dark Ice, Defiant Dance, Apprentice Smith, the legend Ornn, Fire
Below the Mountain, Disarming Rake, Guardian of the Passage, Poro Snax, Doran's Shield, Simian
Ancestor and Ornn, Blacksmith. Each plays the card from a small position and checks what the rules
make happen, with a timing or targeting edge where the card has one. Rule numbers lead each
docstring."""

from __future__ import annotations

from riftbound.actions import Activate, PlayGear
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.events import fire
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Stalwart Poro"] * 3
NAMES = ("Stellacorn Herder", "Ribbon Dancer", "Heart of Dark Ice", "Defiant Dance", "Apprentice Smith",
         "Ornn, Fire Below the Mountain", "Disarming Rake", "Guardian of the Passage", "Poro Snax",
         "Doran's Shield", "Simian Ancestor", "Ornn, Blacksmith")


def settle(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.state.chain:
        pass_(game)


def test_the_cards_have_entries_and_no_errata():
    """103 (the card pool): each card has an entry the engine plays, and none has errata to read."""
    cards = load_cards()
    for name in NAMES:
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["errata"] == [], name


# --- Stellacorn Herder ----------------------------------------------------------------------------

def test_stellacorn_herder_draws_when_it_moves_either_way():
    """383.1, 449 (Stellacorn Herder): it moves from base to a battlefield: its ability draws 1; a
    unit moving with it that lacks the ability draws nothing more."""
    game = position({"deck": DECK, "base": [{"card": "Stellacorn Herder", "exhausted": False},
                                            {"card": "Daring Poro", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{}, {}])
    do(game, "move Stellacorn Herder, Daring Poro to bf 0")
    settle(game)
    assert len(game.state.players[0].hand) == 1
    assert [e.kind for e in game.log].count("draw") == 1
    check_invariants(game)


def test_stellacorn_herder_in_base_does_not_draw_when_another_unit_moves():
    """383.1 ("when I move": only its own move): another unit of P0's moves; the Herder stays and
    nothing is drawn."""
    game = position({"deck": DECK, "base": ["Stellacorn Herder",
                                            {"card": "Daring Poro", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{}, {}])
    do(game, "move Daring Poro to bf 0")
    settle(game)
    assert not game.state.players[0].hand


# --- Ribbon Dancer --------------------------------------------------------------------------------

def test_ribbon_dancer_gives_another_friendly_unit_one_might_when_it_moves_to_a_battlefield():
    """383.1, 355.5, 477.3, 317.2.c (Ribbon Dancer): it moves to battlefield 0; its ability's target,
    chosen as it goes on the chain, is another friendly unit (not itself, not P1's Sergeant), which
    gets +1 Might for the turn."""
    game = position({"deck": DECK, "base": [{"card": "Ribbon Dancer", "exhausted": False}, "Daring Poro",
                                            "Pit Rookie"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]}, battlefields=[{}, {}])
    dancer, poro = cid(game, "Ribbon Dancer"), cid(game, "Daring Poro")
    before = might_of(game, poro)
    do(game, "move Ribbon Dancer to bf 0")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "ability_target"
    assert {a.card for a in game.legal_actions()} == {poro, cid(game, "Pit Rookie")}
    do(game, "choose Daring Poro")
    settle(game)
    assert might_of(game, poro) == before + 1
    assert game.state.units[dancer].turn_might == 0
    check_invariants(game)


def test_ribbon_dancer_does_not_trigger_moving_to_base():
    """383.1 (Ribbon Dancer: only a move to a battlefield): recalled by its own move back to base,
    nothing happens."""
    game = position({"deck": DECK, "base": ["Daring Poro"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Ribbon Dancer", "controller": 0,
                                                              "exhausted": False}]}, {}])
    poro = cid(game, "Daring Poro")
    before = might_of(game, poro)
    do(game, "move Ribbon Dancer to base")
    settle(game)
    assert might_of(game, poro) == before
    assert not [it for it in game.state.chain]


# --- Heart of Dark Ice ----------------------------------------------------------------------------

def test_heart_of_dark_ice_exhausts_to_give_three_might_for_the_turn():
    """377, 135.2.e.2, 477.3, 317.2.c (Heart of Dark Ice): its ability exhausts it and gives the
    chosen unit (any player's) +3 Might; exhausted, it can't be used again this turn."""
    game = position({"deck": DECK, "gear": ["Heart of Dark Ice"], "base": ["Daring Poro"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    heart, poro = cid(game, "Heart of Dark Ice"), cid(game, "Daring Poro")
    sergeant = cid(game, "Vanguard Sergeant")
    acts = [a for a in game.legal_actions() if isinstance(a, Activate)]
    assert {a.target for a in acts} == {poro, sergeant}
    before = might_of(game, sergeant)
    game.apply(next(a for a in acts if a.target == sergeant))
    settle(game)
    assert might_of(game, sergeant) == before + 3
    assert game.state.gear[heart].exhausted
    assert not [a for a in game.legal_actions() if isinstance(a, Activate)]
    do(game, "end turn")
    assert might_of(game, sergeant) == before  # 317.2.c: gone in the Expiration Step
    check_invariants(game)


# --- Defiant Dance --------------------------------------------------------------------------------

def dance_game():
    return position({"deck": DECK, "hand": ["Defiant Dance"], "runes": ["Calm Rune"] * 2,
                     "base": ["Daring Poro"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})


def test_defiant_dance_raises_one_unit_and_lowers_another():
    """477.3, 355.5, 355.9 (Defiant Dance): two different units are chosen as it is played; the first
    gets +2 Might and the second -2 Might for the turn; one unit can't be chosen twice."""
    game = dance_game()
    poro, sergeant = cid(game, "Daring Poro"), cid(game, "Vanguard Sergeant")
    plays = [a for a in game.legal_actions() if getattr(a, "targets", None)]
    assert plays and all(a.targets[0] != a.targets[1] for a in plays)
    p0, s0 = might_of(game, poro), might_of(game, sergeant)
    play(game, "play Defiant Dance targeting Daring Poro; Vanguard Sergeant")
    settle(game)
    assert (might_of(game, poro), might_of(game, sergeant)) == (p0 + 2, max(0, s0 - 2))
    check_invariants(game)


def test_defiant_dance_a_target_gone_by_resolution_is_skipped_and_the_other_still_changes():
    """359.3.e.2, 359.3.e.8, 340 (Defiant Dance, Gust): P1 answers P0's Dance with Gust on the Poro
    chosen first, which goes back to P0's hand before the Dance resolves; the Dance still gives its second
    target, P1's Sergeant, -2 Might."""
    game = position({"deck": DECK, "hand": ["Defiant Dance"], "runes": ["Calm Rune"] * 2},
                    {"deck": DECK, "base": ["Vanguard Sergeant"], "hand": ["Gust"],
                     "runes": ["Chaos Rune"] * 2},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "controller": 0}]}, {}])
    poro, sergeant = cid(game, "Daring Poro"), cid(game, "Vanguard Sergeant")
    s0 = might_of(game, sergeant)
    play(game, "play Defiant Dance targeting Daring Poro; Vanguard Sergeant")
    d = game.pending()
    assert (d.kind, d.player) == ("priority", 1)
    play(game, "P1: play Gust targeting Daring Poro")
    settle(game)
    g = game.state
    assert poro not in g.units and poro in g.players[0].hand
    assert might_of(game, sergeant) == max(0, s0 - 2) and g.units[sergeant].turn_might == -2
    check_invariants(game)


# --- Apprentice Smith -----------------------------------------------------------------------------------

def smith_moves(top: str):
    """P0's Apprentice Smith moves to battlefield 0 with ``top`` on top of P0's Main Deck."""
    game = position({"deck": [top, "Stalwart Poro", "Stalwart Poro"],
                     "base": [{"card": "Apprentice Smith", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{}, {}])
    do(game, "move Apprentice Smith to bf 0")
    settle(game)
    return game


def test_apprentice_smith_draws_a_revealed_gear():
    """424, 413 (Apprentice Smith, Scrapheap): it moves; the top card, a gear, is revealed and
    drawn."""
    game = smith_moves("Scrapheap")
    p = game.state.players[0]
    assert [game.state.cards[c].name for c in p.hand] == ["Scrapheap"] and len(p.deck) == 2
    assert "reveal" in [e.kind for e in game.log]
    check_invariants(game)


def test_apprentice_smith_recycles_a_revealed_non_gear():
    """424, 416 (Apprentice Smith, Daring Poro): the revealed top card is a unit: it is recycled to
    the bottom of the deck, and nothing is drawn."""
    game = smith_moves("Daring Poro")
    p = game.state.players[0]
    assert not p.hand and len(p.deck) == 3
    assert game.state.cards[p.deck[0]].name == "Daring Poro"  # the bottom (the top is the list's end)
    assert game.state.cards[p.deck[-1]].name == "Stalwart Poro"
    check_invariants(game)


# --- Ornn, Fire Below the Mountain ---------------------------------------------------------------------

def test_ornn_legend_adds_power_only_for_gear():
    """429.1, 429.2, 429.3, 165 (Ornn, Fire Below the Mountain, Heart of Dark Ice, Defiant Dance):
    with three Mind runes, P0 may play Heart of Dark Ice (3 Energy and a Calm Power), the legend's
    restricted Power paying its Power while the cost is paid, but not Defiant Dance (a spell);
    activated on its own, the legend exhausts and adds one Power restricted to gear."""
    game = position({"deck": DECK, "legend": "Ornn, Fire Below the Mountain",
                     "hand": ["Heart of Dark Ice", "Defiant Dance"], "runes": ["Mind Rune"] * 3,
                     "base": ["Daring Poro"]}, {"deck": DECK, "base": ["Vanguard Sergeant"]})
    heart, dance = cid(game, "Heart of Dark Ice"), cid(game, "Defiant Dance")
    acts = game.legal_actions()
    assert PlayGear(heart) in acts and not [a for a in acts if getattr(a, "card", None) == dance]
    again = position({"deck": DECK, "legend": "Ornn, Fire Below the Mountain"}, {"deck": DECK})
    do(again, "activate Ornn, Fire Below the Mountain")
    p = again.state.players[0]
    assert p.pool_restricted == [("Any", "gear")] and p.legend_exhausted
    play(game, "play Heart of Dark Ice")
    assert heart in game.state.gear and game.state.players[0].legend_exhausted
    check_invariants(game)


# --- Disarming Rake --------------------------------------------------------------------------------------

def rake_game(p1_gear: list[str]):
    return position({"hand": ["Disarming Rake"], "deck": DECK, "runes": ["Calm Rune"] * 4,
                     "gear": ["Scrapheap"]}, {"deck": DECK, "gear": p1_gear})


def test_disarming_rake_may_kill_a_gear_as_it_is_played():
    """383.3.a, 355.5, 428 (Disarming Rake, Orb of Regret, Scrapheap): as its Play Effect is
    finalized P0 may choose any gear (P1's Orb or P0's own Scrapheap) or decline; choosing the Orb, it
    is killed."""
    game = rake_game(["Orb of Regret"])
    orb, heap = cid(game, "Orb of Regret"), cid(game, "Scrapheap")
    play(game, "play Disarming Rake to base")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may"
    assert {a.card for a in game.legal_actions()} == {-1, orb, heap}
    do(game, "choose Orb of Regret")
    settle(game)
    g = game.state
    assert orb not in g.gear and orb in g.players[1].trash and heap in g.gear
    check_invariants(game)


def test_disarming_rake_declined_kills_nothing():
    """383.3.a.2 (Disarming Rake): declined, the ability leaves the chain; every gear stays."""
    game = rake_game(["Orb of Regret"])
    play(game, "play Disarming Rake to base")
    do(game, "choose none")
    settle(game)
    assert len(game.state.gear) == 2


# --- Guardian of the Passage ----------------------------------------------------------------------------

def guardian_holds(trash: list[str]):
    """P1's turn ends; P0 holds battlefield 0, where Guardian of the Passage is, with ``trash``."""
    game = load_position({
        "players": [{"deck": DECK, "rune_deck": ["Calm Rune"] * 4, "trash": trash}, {"deck": DECK}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Guardian of the Passage", "controller": 0}]},
                         {}]})
    do(game, "P1: end turn")
    return game


def test_guardian_of_the_passage_returns_a_unit_or_gear_card_from_the_trash_when_it_holds():
    """383.4.d, 383.3.a, 355.10.a (Guardian of the Passage, Scrapheap, Daring Poro, Defiant Dance): as
    its hold ability is finalized P0 may choose a unit or gear card of their trash (not the spell),
    or decline; the chosen Scrapheap goes to P0's hand."""
    game = guardian_holds(["Scrapheap", "Daring Poro", "Defiant Dance"])
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may"
    heap, poro = cid(game, "Scrapheap"), cid(game, "Daring Poro")
    assert {a.card for a in game.legal_actions()} == {-1, heap, poro}
    do(game, "choose Scrapheap")
    settle(game)
    p = game.state.players[0]
    assert heap in p.hand and heap not in p.trash and poro in p.trash
    check_invariants(game)


def test_guardian_of_the_passage_with_only_a_spell_in_the_trash_does_nothing():
    """402.4, 355.8 (Guardian of the Passage, Defiant Dance): with no unit or gear card in P0's
    trash there is no target: nothing is offered and the spell stays in the trash."""
    game = guardian_holds(["Defiant Dance"])
    settle(game)
    p = game.state.players[0]
    assert [game.state.cards[c].name for c in p.trash] == ["Defiant Dance"]
    assert all(game.state.cards[c].name != "Defiant Dance" for c in p.hand)


# --- Poro Snax -------------------------------------------------------------------------------------------

def test_poro_snax_draws_when_played_and_is_killed_to_draw_again():
    """383.4.a.1, 377, 404, 428 (Poro Snax): played, its Play Effect draws 1; its ability costs 1
    Energy, a Calm Power, exhausting it and killing it (paid as it is activated: the gear is in the
    trash before the ability resolves), and draws 1."""
    game = position({"hand": ["Poro Snax"], "deck": DECK, "runes": ["Calm Rune"] * 4}, {"deck": DECK})
    snax = cid(game, "Poro Snax")
    play(game, "play Poro Snax")
    settle(game)
    assert snax in game.state.gear and len(game.state.players[0].hand) == 1
    game.state.gear[snax].exhausted = False  # as after its controller's next Awaken
    acts = [a for a in game.legal_actions() if isinstance(a, Activate)]
    assert acts
    game.apply(acts[0])
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    g = game.state
    assert snax not in g.gear and snax in g.players[0].trash and len(g.players[0].hand) == 2
    kinds = [e.kind for e in game.log]
    last_draw = len(kinds) - 1 - kinds[::-1].index("draw")
    assert kinds.index("activate") < kinds.index("kill_gear") < last_draw  # the cost before the effect
    check_invariants(game)


# --- Doran's Shield ----------------------------------------------------------------------------------------

def shield_defence(attached: bool):
    """P1's Shipyard Skulker (3) attacks battlefield 0, held by P0's Daring Poro and Pit Rookie;
    P0's Doran's Shield is attached to the Poro or not."""
    game = load_position({
        "players": [{"deck": DECK, "gear": ["Doran's Shield"]}, {"deck": DECK, "base": ["Shipyard Skulker"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Daring Poro", "controller": 0},
                                                     {"card": "Pit Rookie", "controller": 0}]}, {}]})
    if attached:
        game.state.gear[cid(game, "Doran's Shield")].attached_to = cid(game, "Daring Poro")
    do(game, "P1: move Shipyard Skulker to bf 0")
    return game


def test_dorans_shield_gives_tank_so_its_unit_takes_combat_damage_first():
    """718.3, 718.4, 815, 465.2.c.6 (Doran's Shield, Daring Poro, Pit Rookie, Shipyard Skulker):
    attached to the Poro it gives +1 Might and Tank: P1's 3 damage must go lethal to the Poro first
    (one way to assign, made for P1), the rest (none) to the Rookie."""
    game = shield_defence(True)
    poro, rookie = cid(game, "Daring Poro"), cid(game, "Pit Rookie")
    assigned = [e.data[0] for e in game.log if e.kind == "assign" and e.player == 1]
    lethal = game.state.cards[poro].might + 1
    assert lethal == 3 and assigned == [((poro, 3),)] and rookie in game.state.units
    check_invariants(game)


def test_dorans_shield_unattached_gives_no_tank():
    """724, 718.2 (Doran's Shield): unattached its effect text is Inactive: P1 chooses which of the
    two 2 Might defenders takes lethal damage first (two ways)."""
    game = shield_defence(False)
    d = game.pending()
    assert (d.kind, d.player) == ("assign", 1) and len(game.legal_actions()) == 2


# --- Simian Ancestor ----------------------------------------------------------------------------------

def test_simian_ancestor_readies_when_its_controller_buffs_it():
    """383.1, 702.2.a, 415 (Simian Ancestor, Pit Rookie): P0's Pit Rookie buffs the exhausted Ancestor:
    its ability triggers and readies it."""
    game = position({"deck": DECK, "hand": ["Pit Rookie"], "runes": ["Calm Rune"] * 3,
                     "base": [{"card": "Simian Ancestor", "exhausted": True}]}, {"deck": DECK})
    simian = cid(game, "Simian Ancestor")
    play(game, "play Pit Rookie to base")
    if game.pending().kind == "choose_card":
        do(game, "choose Simian Ancestor")
    settle(game)
    u = game.state.units[simian]
    assert u.buffs == 1 and u.exhausted is False
    check_invariants(game)


def test_simian_ancestor_ignores_a_buff_given_by_an_opponent():
    """383.1, 383.2.a.1 (Simian Ancestor): a buff event whose player is P1 (no supported card buffs
    an enemy unit yet, so the event is fired directly) does not trigger it."""
    game = position({"deck": DECK, "base": [{"card": "Simian Ancestor", "exhausted": True}]}, {"deck": DECK})
    simian = cid(game, "Simian Ancestor")
    assert fire(game.state, "buff", 1, simian) is False
    assert fire(game.state, "buff", 0, simian) is True  # the same event, P0's: it triggers


# --- Ornn, Blacksmith -----------------------------------------------------------------------------------

def ornn_played():
    """P0 plays Ornn, Blacksmith with Scrapheap and Orb of Regret among the top 4 of their deck."""
    game = position({"deck": ["Daring Poro", "Scrapheap", "Pit Rookie", "Orb of Regret", "Stalwart Poro"],
                     "hand": ["Ornn, Blacksmith"], "runes": ["Calm Rune"] * 6}, {"deck": DECK})
    play(game, "play Ornn, Blacksmith to base")
    while game.pending().kind == "priority":
        pass_(game)
    return game


def test_ornn_blacksmith_draws_a_gear_among_the_top_four_and_recycles_the_rest():
    """431.1.c, 424, 413, 416.5 (Ornn, Blacksmith, Scrapheap, Orb of Regret): its Play Effect looks at
    the top 4; P0 may take either gear (not a unit) or none; the Orb is revealed and drawn, the other
    three go to the bottom, the fifth card is now on top."""
    game = ornn_played()
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "look_reveal"
    assert load_position(dump_position(game)).state.key() == game.state.key()  # saved mid-choice
    heap, orb = cid(game, "Scrapheap"), cid(game, "Orb of Regret")
    assert {a.card for a in game.legal_actions()} == {-1, heap, orb}
    do(game, "choose Orb of Regret")
    settle(game)
    p = game.state.players[0]
    assert orb in p.hand and len(p.deck) == 4
    assert game.state.cards[p.deck[-1]].name == "Stalwart Poro"  # the top
    check_invariants(game)


def test_ornn_blacksmith_may_keep_nothing():
    """416.5 (Ornn, Blacksmith): choosing none, all four looked-at cards are recycled."""
    game = ornn_played()
    do(game, "choose none")
    settle(game)
    p = game.state.players[0]
    assert not p.hand and len(p.deck) == 5 and game.state.cards[p.deck[-1]].name == "Stalwart Poro"


def test_positions_round_trip_and_rules_cited():
    """The positions these tests build dump and load to the same state; every rule the tests cite
    exists."""
    game = dance_game()
    assert load_position(dump_position(game)).state.key() == game.state.key()
    assert not cited_clauses_missing(globals())
