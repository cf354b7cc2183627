"""Scenario tests: the cards of the Proving Grounds Master Yi champion deck (issue 12): En Garde,
Meditation, Cannon Barrage, Mobilize, Fortified Position (Origins) and Highlander, Master Yi,
Meditative, Gentlemen's Duel, Master Yi, Honed and the legend Master Yi, Wuju Bladesman (Proving
Grounds), each from a small position with actions in notation. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard
from riftbound.checks import check_invariants
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, might_of, pass_, pay, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def settle(game) -> None:
    """Pass Priority and Focus until a decision of another kind (or the main decision)."""
    while game.pending() is not None and game.pending().kind in ("priority", "focus"):
        pass_(game)


def p1_attacks(p0: dict, bf: dict, p1: dict | None = None, attacker: str = "Laurent Duelist"):
    """P1's turn: P1 moves ``attacker`` from its base to battlefield 0, held by P0 (``bf``): a
    combat in which P0 defends."""
    game = load_position({
        "players": [{"deck": DECK, **p0}, {"deck": DECK, "base": [attacker], **(p1 or {})}],
        "turn_player": 1, "turn": 2, "battlefields": [{"controller": 0, **bf}, {}]})
    do(game, f"P1: move {attacker} to bf 0")
    return game


def test_the_cards_are_read_from_the_card_table():
    """Highlander's errata (2025-10-28) makes the death a replacement ("would die ... instead")
    that also heals; the other cards have none."""
    errata = card_text("Highlander")["errata"]
    assert errata and "would die" in errata[-1]["new_text"] and "heal" in errata[-1]["new_text"]
    for name in ("En Garde", "Meditation", "Cannon Barrage", "Mobilize", "Fortified Position",
                 "Master Yi, Meditative", "Gentlemen's Duel", "Master Yi, Honed",
                 "Master Yi, Wuju Bladesman"):
        assert card_text(name)["errata"] == []


# --- Master Yi, Honed --------------------------------------------------------------------------------

def test_master_yi_honed_enters_ready():
    """369.3 (its Master Yi, Honed example), 143.4.a: he enters the board ready; another unit
    played the same way enters exhausted (143.4)."""
    game = position({"hand": ["Master Yi, Honed", "Vanguard Sergeant"], "deck": DECK,
                     "runes": ["Body Rune"] * 13})
    play(game, "play Master Yi, Honed to base")
    settle(game)
    play(game, "play Vanguard Sergeant to base")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Master Yi, Honed")].exhausted is False
    assert g.units[cid(game, "Vanguard Sergeant", "base")].exhausted is True


# --- Master Yi, Meditative ---------------------------------------------------------------------------

def test_master_yi_meditative_has_plus_4_while_his_controller_has_8_runes():
    """364.3: with 8 runes on the board (ready or exhausted) he has 4 + 4 Might; with 7 he has 4;
    the condition is read whenever his Might is (a rune recycled to pay takes it away)."""
    eight = position({"base": [{"card": "Master Yi, Meditative", "controller": 0}], "deck": DECK,
                      "runes": ["Calm Rune"] * 8})
    assert might_of(eight, cid(eight, "Master Yi, Meditative")) == 8
    seven = position({"base": [{"card": "Master Yi, Meditative", "controller": 0}], "deck": DECK,
                      "runes": ["Calm Rune"] * 7}, {"base": ["Master Yi, Meditative"]})
    yi0 = next(u for u in seven.state.units.values() if u.controller == 0)
    yi1 = next(u for u in seven.state.units.values() if u.controller == 1)
    assert might_of(seven, yi0.cid) == 4 and might_of(seven, yi1.cid) == 4  # P1 has no runes
    g = eight.state
    g.players[0].runes.pop()
    g.players[0].rune_exhausted.pop()
    assert might_of(eight, cid(eight, "Master Yi, Meditative")) == 4


# --- Master Yi, Wuju Bladesman (legend) -------------------------------------------------------------

def assigned(game, player: int) -> int:
    """The combat damage ``player`` assigned (465.2.c): the Might of their units in the combat."""
    return sum(n for e in game.log if e.kind == "assign" and e.player == player for _c, n in e.data[0])


def yi_legend_game(legend_of: int, defenders: list[str], defender: int = 0):
    """Player 1 - ``defender`` attacks with a Petty Officer (5, Assault) the ``defenders`` of
    ``defender`` at battlefield 0; ``legend_of`` has the Wuju Bladesman legend. The combat is
    fought out (nobody has anything to play)."""
    attacker = 1 - defender
    players: list[dict] = [{"deck": DECK}, {"deck": DECK}]
    players[legend_of]["legend"] = "Master Yi, Wuju Bladesman"
    players[attacker]["base"] = ["Petty Officer"]
    game = load_position({
        "players": players, "turn_player": attacker, "turn": 1 + attacker,
        "battlefields": [{"controller": defender,
                          "units": [{"card": c, "controller": defender} for c in defenders]}, {}]})
    before = might_of(game, cid(game, defenders[0], "bf 0"))
    do(game, f"P{attacker}: move Petty Officer to bf 0")
    return game, before


def test_wuju_bladesman_gives_plus_2_to_a_friendly_unit_defending_alone():
    """364.1, 740.2.a, 107.4.b: the legend's aura reaches from the Legend Zone: P0's lone defender
    has 3 + 1 (Shield) + 2 Might in the combat (3 before it), and trades with the 6 Might
    attacker."""
    game, before = yi_legend_game(0, ["Sunlit Guardian"])
    assert before == 3
    assert assigned(game, 0) == 6 and assigned(game, 1) == 6
    g = game.state
    assert not g.units and g.battlefields[0].controller is None
    check_invariants(game)


def test_wuju_bladesman_gives_nothing_to_two_defenders_nor_to_others():
    """740.2.a, 740.1.a: two friendly defenders are not alone: no bonus (4 + 3); the legend's
    controller attacking alone gets nothing (it defends in no way); an enemy of the legend's
    controller defending alone gets nothing either."""
    game, _ = yi_legend_game(0, ["Sunlit Guardian", "Stalwart Poro"])
    assert assigned(game, 0) == 7
    game, _ = yi_legend_game(1, ["Sunlit Guardian"], defender=1)
    assert assigned(game, 1) == 6  # its own lone defender
    game, _ = yi_legend_game(0, ["Sunlit Guardian"], defender=1)
    assert assigned(game, 1) == 4 and assigned(game, 0) == 6  # the attacker: 5 + Assault


# --- En Garde ------------------------------------------------------------------------------------

def test_en_garde_gives_2_to_the_only_unit_its_player_controls_there():
    """317.2.c, 359.3.d: the first +1 always; the second only if, as it resolves, the unit is the
    only unit its player controls at its location."""
    game = position({"hand": ["En Garde", "En Garde"], "runes": ["Calm Rune"] * 2, "deck": DECK,
                     "base": ["Vanguard Sergeant", "Daring Poro"]},
                    battlefields=[{"controller": 0, "units": [
                        {"card": "Stalwart Poro", "controller": 0}]}, {}])
    play(game, "play En Garde targeting Stalwart Poro at bf 0")
    play(game, "play En Garde targeting Vanguard Sergeant at base")
    g = game.state
    assert g.units[cid(game, "Stalwart Poro", "bf 0")].turn_might == 2
    assert g.units[cid(game, "Vanguard Sergeant", "base")].turn_might == 1  # the Poro is there too
    do(game, "end turn")
    assert g.units[cid(game, "Stalwart Poro", "bf 0")].turn_might == 0


# --- Meditation ----------------------------------------------------------------------------------

def meditation(base: list) -> object:
    game = position({"hand": ["Meditation"], "runes": ["Calm Rune"] * 2, "deck": DECK * 2,
                     "base": base})
    do(game, "play Meditation")
    return game


def test_meditation_exhausting_a_friendly_unit_draws_2():
    """356.2.b, 355.1.a, 357.2, 414.4: as it is played its player may exhaust a ready friendly
    unit as an additional cost (an exhausted one is not offered); the unit is exhausted as the
    cost is paid, and the spell draws 2."""
    game = meditation(["Vanguard Sergeant", {"card": "Daring Poro", "exhausted": True}])
    sergeant, poro = cid(game, "Vanguard Sergeant", "base"), cid(game, "Daring Poro", "base")
    d = game.pending()
    assert (d.kind, d.player, d.context[0]) == ("choose_card", 0, "optional_exhaust")
    options = game.legal_actions()
    assert options == [ChooseCard(-1), ChooseCard(sergeant)]
    for a in options:
        assert parse_action(game, format_action(game, a)) == a
    again = load_position(dump_position(game))
    assert again.pending() == d and again.legal_actions() == options
    start = len(game.log)
    do(game, "choose Vanguard Sergeant")
    pay_and_settle(game)
    kinds = [e.kind for e in game.log[start:]]
    assert kinds.index("optional_exhaust") < kinds.index("cost_exhaust") < kinds.index("finalize")
    g = game.state
    assert g.units[sergeant].exhausted is True and g.units[poro].exhausted is True
    assert len(g.players[0].hand) == 2
    check_invariants(game)


def test_meditation_without_the_cost_draws_1():
    """355.1.a, 413: declining the cost, it draws 1; with no ready friendly unit nothing is asked."""
    game = meditation(["Vanguard Sergeant"])
    do(game, "choose none")
    pay_and_settle(game)
    g = game.state
    assert len(g.players[0].hand) == 1 and g.units[cid(game, "Vanguard Sergeant", "base")].exhausted is False
    game = meditation([{"card": "Daring Poro", "exhausted": True}])
    assert "optional_exhaust" not in [e.kind for e in game.log]
    pay_and_settle(game)
    assert len(game.state.players[0].hand) == 1


def pay_and_settle(game) -> None:
    """Pay with the first payment offered, if one is asked, then settle."""
    d = game.pending()
    if d is not None and d.kind == "pay":
        game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "Pay"))
    settle(game)


def until_focus(game, player: int) -> None:
    """Pass until ``player`` has Focus in the showdown."""
    while game.pending().kind in ("priority", "focus") and game.pending().player != player:
        pass_(game)
    assert (game.pending().kind, game.pending().player) == ("focus", player), game.pending()


def test_meditation_countered_keeps_its_cost_paid_and_draws_nothing():
    """425.1.a-c, 357.2: P1 counters Meditation with Wind Wall: it does nothing (no card drawn),
    and the unit exhausted to pay its additional cost stays exhausted (costs are not refunded)."""
    game = position({"hand": ["Meditation"], "runes": ["Calm Rune"] * 2, "deck": DECK * 2,
                     "base": ["Vanguard Sergeant"]},
                    {"hand": ["Wind Wall"], "runes": ["Calm Rune"] * 5, "deck": DECK})
    do(game, "play Meditation")
    do(game, "choose Vanguard Sergeant")
    if game.pending().kind == "pay":  # several ways to pay: the first one
        pay(game)
    play(game, "P1: play Wind Wall targeting Meditation")
    settle(game)
    g = game.state
    assert [e.kind for e in game.log if e.kind == "countered"] == ["countered"]
    assert g.players[0].hand == [] and g.units[cid(game, "Vanguard Sergeant", "base")].exhausted


# --- Cannon Barrage --------------------------------------------------------------------------------

def test_cannon_barrage_deals_2_to_each_enemy_unit_in_combat():
    """740.2.c, 813, 417: played as a Reaction by the defender in a combat's showdown, it deals 2
    to each enemy unit in combat (the attacker), not to an enemy unit at another battlefield nor
    to its own defender."""
    game = load_position({
        "players": [{"deck": DECK, "hand": ["Cannon Barrage"], "runes": ["Body Rune"] * 3},
                    {"deck": DECK, "base": ["Laurent Duelist"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Playful Phantom", "controller": 0}]},
                         {"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1}]}]})
    duelist = cid(game, "Laurent Duelist", "base")
    do(game, "P1: move Laurent Duelist to bf 0")
    until_focus(game, 0)
    start = len(game.log)
    play(game, "play Cannon Barrage")
    settle(game)
    first = next(e for e in game.log[start:] if e.kind == "damage")
    assert (first.data[0], first.data[1]) == (duelist, 2)
    hits = [e.data[0] for e in game.log[start:] if e.kind == "damage"]
    assert cid(game, "Vanguard Sergeant", "bf 1") not in hits
    assert hits.count(duelist) == 1


def test_cannon_barrage_outside_combat_deals_nothing():
    """740.2.c, 359.3.e.7: with no combat no unit is in combat: the instruction affects nothing."""
    game = position({"hand": ["Cannon Barrage"], "runes": ["Body Rune"] * 3, "deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Vanguard Sergeant",
                                                               "controller": 1}]}, {}])
    start = len(game.log)
    play(game, "play Cannon Barrage")
    settle(game)
    assert not [e for e in game.log[start:] if e.kind == "damage"]
    assert "instruction_skipped" in [e.kind for e in game.log[start:]]


# --- Mobilize -------------------------------------------------------------------------------------

def test_mobilize_channels_1_rune_exhausted_or_draws_when_it_cannot():
    """430.2, 430.3, 413: a rune comes in exhausted; with an empty Rune Deck, a draw instead."""
    game = position({"hand": ["Mobilize"], "runes": ["Body Rune"] * 2, "deck": DECK,
                     "rune_deck": ["Body Rune"]})
    play(game, "play Mobilize")
    settle(game)
    p = game.state.players[0]
    assert len(p.runes) == 3 and p.rune_exhausted[-1] is True and p.hand == []
    game = position({"hand": ["Mobilize"], "runes": ["Body Rune"] * 2, "deck": DECK})
    play(game, "play Mobilize")
    settle(game)
    p = game.state.players[0]
    assert len(p.runes) == 2 and len(p.hand) == 1


# --- Gentlemen's Duel --------------------------------------------------------------------------------

def test_gentlemens_duel_gives_plus_3_then_the_two_units_trade_their_might():
    """355.5, 417.6.b.3, 417.6.b.4: +3 to the friendly unit first; then each unit deals its Might
    to the other, each the source of its own damage: the Poro (5) kills the Sergeant (4) and
    survives."""
    game = position({"hand": ["Gentlemen's Duel"], "runes": ["Body Rune"] * 7, "deck": DECK,
                     "base": ["Daring Poro"]},
                    battlefields=[{"controller": 1, "units": [{"card": "Vanguard Sergeant",
                                                               "controller": 1}]}, {}])
    poro, sergeant = cid(game, "Daring Poro", "base"), cid(game, "Vanguard Sergeant", "bf 0")
    start = len(game.log)
    play(game, "play Gentlemen's Duel targeting Daring Poro at base; Vanguard Sergeant at bf 0")
    settle(game)
    g = game.state
    dealt = {(e.player, e.data[0], e.data[1], e.data[2]) for e in game.log[start:] if e.kind == "damage"}
    assert dealt == {(0, sergeant, 5, poro), (1, poro, 4, sergeant)}
    assert sergeant in g.players[1].trash and g.units[poro].damage == 4


def test_gentlemens_duel_with_its_enemy_target_gone_only_gives_plus_3():
    """359.3.e.2, 359.3.e.12: P1 returns its unit to hand with Gust in response: the +3 still
    applies, no damage is dealt by either unit."""
    game = position({"hand": ["Gentlemen's Duel"], "runes": ["Body Rune"] * 7, "deck": DECK,
                     "base": ["Daring Poro"]},
                    {"hand": ["Gust"], "runes": ["Chaos Rune"], "deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Stalwart Poro",
                                                               "controller": 1}]}, {}])
    poro = cid(game, "Daring Poro", "base")
    play(game, "play Gentlemen's Duel targeting Daring Poro at base; Stalwart Poro at bf 0")
    start = len(game.log)
    play(game, "P1: play Gust targeting Stalwart Poro at bf 0")
    settle(game)
    g = game.state
    assert cid(game, "Stalwart Poro") in g.players[1].hand
    assert g.units[poro].turn_might == 3 and g.units[poro].damage == 0
    assert not [e for e in game.log[start:] if e.kind == "damage"]


# --- Highlander -------------------------------------------------------------------------------------

def test_highlander_replaces_the_next_death_this_turn_only():
    """390.3, 370.1.a.1, 370.2, 418, 414, 455: the chosen unit's next death this turn (lethal
    damage in a cleanup) is replaced: it is healed, exhausted and recalled, still on the board; a
    second death the same turn is not replaced."""
    game = position({"hand": ["Highlander", "Void Seeker", "Challenge"], "deck": DECK,
                     "runes": ["Fury Rune"] * 6 + ["Body Rune"] * 6},
                    {"base": ["Petty Officer"], "deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Vanguard Sergeant",
                                                               "controller": 0}]}, {}])
    sergeant = cid(game, "Vanguard Sergeant", "bf 0")
    play(game, "play Highlander targeting Vanguard Sergeant at bf 0")
    settle(game)
    assert "next_death:" + str(sergeant) in load_position(dump_position(game)).state.counts
    play(game, "play Void Seeker targeting Vanguard Sergeant at bf 0")
    settle(game)
    g = game.state
    u = g.units[sergeant]
    assert (u.loc, u.damage, u.exhausted) == (-1, 0, True)
    assert sergeant not in g.players[0].trash and g.battlefields[0].controller is None
    assert [e.kind for e in game.log if e.kind in ("death_replaced", "kill")] == ["death_replaced"]
    play(game, "play Challenge targeting Vanguard Sergeant at base; Petty Officer at base")
    settle(game)
    assert sergeant in g.players[0].trash  # the effect was used up (370.2)
    check_invariants(game)


def test_two_highlanders_on_one_unit_replace_two_deaths():
    """370.2, 372: each effect is used up by the death it replaces; two on one unit replace its
    next two deaths this turn (which applies first changes nothing: they are the same)."""
    game = position({"hand": ["Highlander", "Highlander", "Void Seeker", "Challenge"], "deck": DECK,
                     "runes": ["Fury Rune"] * 8 + ["Body Rune"] * 8},
                    {"deck": DECK, "base": ["Petty Officer"]},
                    battlefields=[{"controller": 0, "units": [
                        {"card": "Vanguard Sergeant", "controller": 0}]}, {}])
    sergeant = cid(game, "Vanguard Sergeant", "bf 0")
    key = "next_death:" + str(sergeant)
    for _ in range(2):
        play(game, "play Highlander targeting Vanguard Sergeant at bf 0")
        settle(game)
    assert game.state.counts[key] == 2
    play(game, "play Void Seeker targeting Vanguard Sergeant at bf 0")
    settle(game)
    assert game.state.counts[key] == 1
    play(game, "play Challenge targeting Vanguard Sergeant at base; Petty Officer at base")
    settle(game)
    g = game.state
    assert key not in g.counts and sergeant in g.units and g.units[sergeant].damage == 0
    assert [e.kind for e in game.log if e.kind == "death_replaced"] == ["death_replaced"] * 2


def test_highlander_saves_a_defender_and_the_attacker_conquers():
    """390.3, 373.1.a, 466.1.a, 466.4: the defender's lethal combat damage is replaced: recalled
    to base, healed and exhausted; with no defender left the attacker conquers."""
    game = p1_attacks({"hand": ["Highlander"], "runes": ["Calm Rune"] * 4},
                      {"units": [{"card": "Vanguard Sergeant", "controller": 0}]},
                      attacker="Petty Officer")
    until_focus(game, 0)
    play(game, "play Highlander targeting Vanguard Sergeant at bf 0")
    settle(game)
    g = game.state
    sergeant = cid(game, "Vanguard Sergeant", "base")
    u = g.units[sergeant]
    assert (u.damage, u.exhausted, u.role) == (0, True, 0)
    assert g.battlefields[0].controller == 1
    check_invariants(game)


def test_highlander_does_nothing_if_its_target_leaves_and_expires_with_the_turn():
    """359.3.e.7, 124.1: P1 returns the chosen unit to its owner's hand in response: nothing is left
    on it. 317.2.c: an unused effect expires with the turn."""
    game = position({"hand": ["Highlander"], "runes": ["Calm Rune"] * 4, "deck": DECK},
                    {"hand": ["Gust"], "runes": ["Chaos Rune"], "deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "controller": 0}]},
                                  {}])
    poro = cid(game, "Daring Poro", "bf 0")
    play(game, "play Highlander targeting Daring Poro at bf 0")
    play(game, "P1: play Gust targeting Daring Poro at bf 0")
    settle(game)
    g = game.state
    assert poro in g.players[0].hand and not [k for k in g.counts if k.startswith("next_death")]
    game = position({"hand": ["Highlander"], "runes": ["Calm Rune"] * 4, "deck": DECK},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": [
                        {"card": "Daring Poro", "controller": 0}]}, {}])
    play(game, "play Highlander targeting Daring Poro at bf 0")
    settle(game)
    assert [k for k in game.state.counts if k.startswith("next_death")]
    do(game, "end turn")
    assert not [k for k in game.state.counts if k.startswith("next_death")]


# --- Fortified Position --------------------------------------------------------------------------

def fortified(choice: str) -> object:
    game = p1_attacks({}, {"card": "Fortified Position",
                           "units": [{"card": "Vanguard Sergeant", "controller": 0}]},
                      attacker="Petty Officer")
    d = game.pending()
    bf = game.state.battlefields[0].cid
    assert (d.kind, d.player, d.context) == ("choose_card", 0, ("ability_target", bf, "defend"))
    assert len(game.legal_actions()) == 2  # any unit: the defender or the attacker
    do(game, f"choose {choice}")
    settle(game)
    return game


def test_fortified_position_gives_a_defender_shield_2_for_the_combat():
    """383.4.f, 355.5, 814.1.c, 814.2: the defender chooses its Sergeant as the ability goes on
    the chain; with Shield 2 it has 6 Might as a defender and trades with the 6 Might attacker."""
    game = fortified("Vanguard Sergeant")
    assert assigned(game, 0) == 6 and assigned(game, 1) == 6
    assert not game.state.units
    check_invariants(game)


def test_fortified_position_shield_on_an_attacker_adds_nothing_and_ends_with_the_combat():
    """814.1.d, 801.3.a.2, 466.7.c: Shield gives Might only to a defender; the grant lasts for the
    combat only: once it ends, the surviving attacker no longer has Shield."""
    game = fortified("Petty Officer")
    assert assigned(game, 0) == 4 and assigned(game, 1) == 6
    g = game.state
    officer = g.units[cid(game, "Petty Officer", "bf 0")]
    assert g.battlefields[0].controller == 1
    assert "grant_keyword" in [e.kind for e in game.log]
    assert officer.turn_keywords == ()


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
