"""Scenario tests: the cards of the Proving Grounds Lux champion deck the engine plays (issue 12):
Lecturing Yordle, Falling Comet, Singularity, Startipped Peak (Origins), Lux, Illuminated, Blast of
Power, Final Spark and the legend Lux, Lady of Luminosity (Proving Grounds), each from a small
position with actions in notation. Rule numbers lead each docstring. Lux, Crownguard's Energy pays
only for spells (tests/rules/test_165_restricted_pool.py has the rules of such Energy)."""

from __future__ import annotations

from riftbound import Game
from riftbound.actions import Activate, ChooseCard, Pay, PlaySpell, PlayUnit
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.decks import precon_decks
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support, unsupported_cards
from riftbound.sets import IMPLEMENTED
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position
from tests.spell_helpers import kinds_among as kinds

DECK = ["Laurent Duelist"] * 3  # a unit no test here names


def settle(game: Game) -> None:
    """Pass Priority (and take the first option of any pick or order) until the main decision."""
    while game.pending() is not None and game.pending().kind in ("priority", "choose_card", "focus",
                                                                 "order_triggers"):
        game.apply(game.legal_actions()[0])


def priority_to(game: Game, player: int) -> None:
    """Pass Priority (a player with nothing else to do passes on their own) until ``player`` has it."""
    while game.pending().kind == "priority" and game.pending().player != player:
        pass_(game)
    assert (game.pending().kind, game.pending().player) == ("priority", player), game.pending()


def pass_all(game: Game) -> None:
    """Pass Priority until something else is to be decided."""
    while game.pending().kind == "priority":
        pass_(game)


def spells_offered(game: Game) -> list[str]:
    return [format_action(game, a) for a in game.legal_actions() if isinstance(a, PlaySpell)]


def hand_size(game: Game, player: int = 0) -> int:
    return len(game.state.players[player].hand)


def test_the_cards_are_read_from_the_card_table():
    """103.2, 206: none of these cards has errata; Lecturing Yordle has Tank, the three spells
    Action, and the two triggers read a printed cost of 5 Energy."""
    for name in ("Lecturing Yordle", "Falling Comet", "Singularity", "Startipped Peak",
                 "Lux, Illuminated", "Blast of Power", "Final Spark", "Lux, Lady of Luminosity"):
        assert card_text(name)["errata"] == []
    assert "Tank" in card_text("Lecturing Yordle")["keywords"]
    for name in ("Falling Comet", "Blast of Power", "Final Spark"):
        assert "Action" in card_text(name)["keywords"]
    assert "rb_energy_5" in card_text("Lux, Illuminated")["text"]
    assert "rb_energy_5" in card_text("Lux, Lady of Luminosity")["text"]


def test_the_descriptions_name_the_cost_filter_and_the_choice():
    """383.2.a.1, 383.3.a: the generated descriptions say the trigger needs a printed cost of 5
    Energy or more, and that the Peak's channel is optional."""
    for card_id in ("ogs-006-024", "ogs-021-024"):
        assert "when you play a spell (one whose printed cost is 5 energy or more)" in \
            IMPLEMENTED[card_id].description.lower()
    assert "decided as the ability is finalized" in IMPLEMENTED["ogn-288-298"].description


# --- Lecturing Yordle -----------------------------------------------------------------------------

def test_lecturing_yordle_draws_one_when_played():
    """383.4.a, 419.4.a, 413: the Yordle resolves onto the board; its Play Effect then goes on the
    chain, the opponent may answer, and on resolution its controller draws 1."""
    game = position({"deck": DECK, "hand": ["Lecturing Yordle"], "runes": ["Mind Rune"] * 3},
                    {"deck": DECK})
    play(game, "play Lecturing Yordle to base")
    settle(game)
    yordle = cid(game, "Lecturing Yordle")
    assert yordle in game.state.units and hand_size(game) == 1
    assert kinds(game, "trigger") == ["trigger"]
    check_invariants(game)


def test_lecturing_yordle_draws_even_once_it_has_left_the_board():
    """383.4.a, 359.3.e: the Play Effect is independent of its source: P1 returns the Yordle to
    hand with Gust in answer to the Play Effect (the Yordle at a battlefield), and P0 still draws."""
    game = position({"deck": DECK, "hand": ["Lecturing Yordle"], "runes": ["Mind Rune"] * 3},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"]},
                    battlefields=[{"controller": 0, "units": [{"card": "Petty Officer", "controller": 0}]},
                                  {}])
    play(game, "play Lecturing Yordle to bf 0")
    assert [it.kind for it in game.state.chain] == ["trigger"]  # the Play Effect, finalized
    priority_to(game, 1)
    play(game, "P1: play Gust targeting Lecturing Yordle")
    settle(game)
    yordle = cid(game, "Lecturing Yordle")
    assert yordle in game.state.players[0].hand and yordle not in game.state.units
    assert hand_size(game) == 2  # the Yordle back, and the card drawn
    check_invariants(game)


# --- Falling Comet --------------------------------------------------------------------------------

def test_falling_comet_deals_six_to_a_unit_at_a_battlefield_only():
    """355.9.b, 355.10.b, 417: only units at a battlefield may be chosen (neither base is); the
    chosen one takes 6 and dies in the following cleanup."""
    game = position({"deck": DECK, "hand": ["Falling Comet"], "runes": ["Mind Rune"] * 5,
                     "base": ["Petty Officer"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    assert spells_offered(game) == ["play Falling Comet targeting Vanguard Sergeant at bf 0"]
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Falling Comet targeting Vanguard Sergeant at bf 0")
    settle(game)
    assert sergeant not in game.state.units and sergeant in game.state.players[1].trash
    check_invariants(game)


def test_falling_comet_fizzles_when_its_target_goes_back_to_base():
    """359.3.e.2, 355.9.b: P1 answers with Flash and moves the target to its base; as Falling
    Comet resolves the unit is no longer at a battlefield, so it is no legal target and takes
    nothing."""
    game = position({"deck": DECK, "hand": ["Falling Comet"], "runes": ["Mind Rune"] * 5},
                    {"deck": DECK, "hand": ["Flash"], "runes": ["Chaos Rune"] * 2},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Falling Comet targeting Vanguard Sergeant at bf 0")
    priority_to(game, 1)
    play(game, "P1: play Flash targeting Vanguard Sergeant at bf 0")
    settle(game)
    u = game.state.units[sergeant]
    assert (u.loc, u.damage) == (-2, 0)
    assert kinds(game, "damage") == []
    check_invariants(game)


# --- Singularity ----------------------------------------------------------------------------------

def test_singularity_offers_none_one_or_two_distinct_units_anywhere():
    """355.13, 355.7: up to two units of any player, at a battlefield or in a base, each chosen
    once: with three units on the board, 1 + 3 + 3 target choices."""
    game = position({"deck": DECK, "hand": ["Singularity"], "runes": ["Mind Rune"] * 6,
                     "base": ["Petty Officer"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    offered = [a.targets[0] for a in game.legal_actions() if isinstance(a, PlaySpell)]
    assert sorted(len(t) for t in offered) == [0, 1, 1, 1, 2, 2, 2]
    assert all(len(set(t)) == len(t) for t in offered)


def test_singularity_deals_six_to_each_chosen_unit():
    """417, 355.7: both chosen units take 6 and die (an enemy's at a battlefield and one in a
    base); the third is untouched."""
    game = position({"deck": DECK, "hand": ["Singularity"], "runes": ["Mind Rune"] * 6,
                     "base": ["Petty Officer"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    play(game, "play Singularity targeting Stalwart Poro at base, Vanguard Sergeant at bf 0")
    settle(game)
    names = sorted(game.state.cards[c].name for c in game.state.units)
    assert names == ["Petty Officer"]
    check_invariants(game)


def test_singularity_still_hits_the_target_that_stays():
    """359.3.e.2-3: P1 returns one of the two targets to hand with Gust; the other is still a
    legal target and takes its 6."""
    game = position({"deck": DECK, "hand": ["Singularity"], "runes": ["Mind Rune"] * 6},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant", "Daring Poro"]},
                                  {}])
    sergeant, poro = cid(game, "Vanguard Sergeant"), cid(game, "Daring Poro")
    play(game, "play Singularity targeting Vanguard Sergeant at bf 0, Daring Poro at bf 0")
    priority_to(game, 1)
    play(game, "P1: play Gust targeting Daring Poro at bf 0")
    settle(game)
    assert poro in game.state.players[1].hand
    assert sergeant in game.state.players[1].trash
    check_invariants(game)


# --- Blast of Power -------------------------------------------------------------------------------

def test_blast_of_power_kills_a_unit_at_a_battlefield():
    """428, 355.10.b: only a unit at a battlefield may be chosen; it is killed, however much
    Might it has."""
    game = position({"deck": DECK, "hand": ["Blast of Power"], "runes": ["Order Rune"] * 6,
                     "base": ["Petty Officer"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    assert spells_offered(game) == ["play Blast of Power targeting Vanguard Sergeant at bf 0"]
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Blast of Power targeting Vanguard Sergeant at bf 0")
    settle(game)
    assert sergeant in game.state.players[1].trash
    check_invariants(game)


def test_blast_of_power_does_nothing_to_a_target_moved_to_base():
    """359.3.e.2: Flash moves the target to its base in answer; it is no longer at a battlefield
    and is not killed."""
    game = position({"deck": DECK, "hand": ["Blast of Power"], "runes": ["Order Rune"] * 6},
                    {"deck": DECK, "hand": ["Flash"], "runes": ["Chaos Rune"] * 2},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Blast of Power targeting Vanguard Sergeant at bf 0")
    priority_to(game, 1)
    play(game, "P1: play Flash targeting Vanguard Sergeant at bf 0")
    settle(game)
    assert game.state.units[sergeant].loc == -2
    check_invariants(game)


# --- Final Spark ----------------------------------------------------------------------------------

def test_final_spark_deals_eight_to_any_unit():
    """355.9, 417: any unit may be chosen, a friendly one or one in a base; the chosen one takes
    8."""
    game = position({"deck": DECK, "hand": ["Final Spark"], "runes": ["Mind Rune"] * 8,
                     "base": ["Petty Officer"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]})
    assert len(spells_offered(game)) == 2
    poro = cid(game, "Stalwart Poro")
    play(game, "play Final Spark targeting Stalwart Poro at base")
    settle(game)
    assert poro in game.state.players[1].trash
    check_invariants(game)


# --- Lux, Illuminated and the legend Lux, Lady of Luminosity --------------------------------------

def lux_game(hand: list[str], runes: int = 8, p1: dict | None = None, **extra) -> Game:
    return position({"deck": DECK, "hand": hand, "runes": ["Mind Rune"] * runes,
                     "base": ["Lux, Illuminated"], "legend": "Lux, Lady of Luminosity"},
                    {"deck": DECK, **(p1 or {})},
                    **({"battlefields": [{"controller": 1, "units": ["Vanguard Sergeant"]}, {}]}
                       | extra))


def test_a_spell_costing_five_or_more_gives_lux_three_might_and_draws_with_the_legend():
    """383.1, 383.2.a.1, 419.4.a, 383.3.d, 317.2.c: once Falling Comet (printed cost 5) has
    resolved, both Lux abilities trigger together; P0 orders them; Lux has +3 Might this turn and
    P0 draws 1 with the legend. The position round-trips with both on the chain."""
    game = lux_game(["Falling Comet"])
    lux = cid(game, "Lux, Illuminated")
    legend = game.state.players[0].legend
    play(game, "play Falling Comet targeting Vanguard Sergeant at bf 0")
    pass_all(game)
    d = game.pending()
    assert (d.kind, d.player) == ("order_triggers", 0)
    assert set(d.context[1]) == {lux, legend}
    do(game, "order Lux, Illuminated, Lux, Lady of Luminosity")
    again = load_position(dump_position(game))
    assert again.state.chain == game.state.chain and again.pending() == game.pending()
    settle(game)
    assert might_of(game, lux) == 5 + 3 and hand_size(game) == 1
    do(game, "end turn")
    assert might_of(game, lux) == 5
    check_invariants(game)


def test_a_cheap_spell_triggers_neither_lux():
    """383.2.a.1, 206: Stupefy's printed cost is 1: neither ability triggers (its -1 Might on
    Lux is all that happens)."""
    game = lux_game(["Stupefy"])
    lux = cid(game, "Lux, Illuminated")
    play(game, "play Stupefy targeting Lux, Illuminated at base")
    settle(game)
    assert kinds(game, "trigger") == [] and might_of(game, lux) == 4 and hand_size(game) == 1


def test_the_printed_cost_counts_not_what_was_paid():
    """206 (its Lux, Illuminated example), 356.4: with Eager Apprentice at a battlefield Falling
    Comet costs 4, paid with 4 runes, and still triggers both abilities."""
    game = lux_game(["Falling Comet"], runes=4, battlefields=[
        {"controller": 0, "units": [{"card": "Eager Apprentice", "controller": 0}]},
        {"controller": 1, "units": ["Vanguard Sergeant"]}])
    lux = cid(game, "Lux, Illuminated")
    play(game, "play Falling Comet targeting Vanguard Sergeant at bf 1")
    assert all(game.state.players[0].rune_exhausted)
    settle(game)
    assert might_of(game, lux) == 8 and hand_size(game) == 1
    assert cid(game, "Vanguard Sergeant") in game.state.players[1].trash


def test_an_opponents_big_spell_triggers_neither_lux():
    """383.1 ("when you play"): P1's Singularity on P1's turn triggers none of P0's abilities."""
    game = load_position({"players": [
        {"deck": DECK, "base": ["Lux, Illuminated", "Petty Officer"], "legend": "Lux, Lady of Luminosity"},
        {"deck": DECK, "hand": ["Singularity"], "runes": ["Mind Rune"] * 6}],
        "turn_player": 1, "turn": 2})
    play(game, "P1: play Singularity targeting Petty Officer at base")
    settle(game)
    assert kinds(game, "trigger") == [] and hand_size(game) == 0


def test_a_countered_spell_triggers_neither_lux():
    """419.4.a.1, 425.1: P1 counters Final Spark with Wind Wall: the play never completes, so
    neither Lux ability triggers (no Might, no card)."""
    game = lux_game(["Final Spark"], p1={"hand": ["Wind Wall"], "runes": ["Calm Rune"] * 3})
    lux = cid(game, "Lux, Illuminated")
    play(game, "play Final Spark targeting Vanguard Sergeant at bf 0")
    priority_to(game, 1)
    play(game, "P1: play Wind Wall targeting Final Spark")
    settle(game)
    assert kinds(game, "countered") == ["countered"]
    assert kinds(game, "trigger") == [] and might_of(game, lux) == 5 and hand_size(game) == 0


def test_lux_killed_by_the_spell_itself_does_not_trigger_but_the_legend_does():
    """383.2.c.2, 419.4.a, 428: Blast of Power kills Lux, Illuminated (at a battlefield) as it
    resolves; when the play completes she is in the trash, so only the legend's ability
    triggers."""
    game = position({"deck": DECK, "hand": ["Blast of Power"], "runes": ["Order Rune"] * 6,
                     "legend": "Lux, Lady of Luminosity"}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Lux, Illuminated", "controller": 0}]},
                                  {}])
    lux = cid(game, "Lux, Illuminated")
    play(game, "play Blast of Power targeting Lux, Illuminated at bf 0")
    settle(game)
    assert lux in game.state.players[0].trash
    assert kinds(game, "trigger") == ["trigger"] and hand_size(game) == 1
    check_invariants(game)


def test_lux_dealt_lethal_damage_by_the_spell_triggers_but_gets_nothing():
    """419.4.a, 383.2.c, 359.3.e.12: Final Spark deals 8 to Lux; she dies only in the cleanup
    after it has resolved, so she is still on the board as the play completes and her ability
    triggers, along with the legend's; by the time it resolves she is in the trash and it gives
    nothing, while the legend's draws."""
    game = lux_game(["Final Spark"])
    lux = cid(game, "Lux, Illuminated")
    play(game, "play Final Spark targeting Lux, Illuminated at base")
    pass_all(game)
    assert game.pending().kind == "order_triggers" and lux in game.pending().context[1]
    settle(game)
    assert lux in game.state.players[0].trash and hand_size(game) == 1
    assert kinds(game, "instruction_skipped") == ["instruction_skipped"]
    check_invariants(game)


def test_lux_that_leaves_before_her_ability_resolves_gets_nothing():
    """359.3.e.12, 383.3: Lux's ability waits on the chain; P1 answers with Smoke Screen (Lux to
    1 Might) and then Gust, returning her to hand; her ability then resolves with no unit to give
    the Might to, and nothing else gets it."""
    game = position({"deck": DECK, "hand": ["Falling Comet"], "runes": ["Mind Rune"] * 5},
                    {"deck": DECK, "hand": ["Smoke Screen", "Gust"], "runes": ["Mind Rune"] * 5},
                    battlefields=[{"controller": 0, "units": [{"card": "Lux, Illuminated", "controller": 0}]},
                                  {"controller": 1, "units": ["Vanguard Sergeant"]}])
    lux = cid(game, "Lux, Illuminated")
    play(game, "play Falling Comet targeting Vanguard Sergeant at bf 1")
    priority_to(game, 1)
    pass_(game)  # Falling Comet resolves; Lux's ability goes on the chain
    priority_to(game, 1)
    assert [(it.kind, it.cid) for it in game.state.chain] == [("play_spell", lux)]
    play(game, "P1: play Smoke Screen targeting Lux, Illuminated at bf 0")
    priority_to(game, 1)  # Smoke Screen has resolved (nobody could answer it)
    assert might_of(game, lux) == 1 and len(game.state.chain) == 1
    play(game, "P1: play Gust targeting Lux, Illuminated at bf 0")
    settle(game)
    assert lux in game.state.players[0].hand and not game.state.chain
    assert kinds(game, "instruction_skipped") == ["instruction_skipped"]  # no "me" to give it to
    assert all(u.turn_might == 0 for u in game.state.units.values())
    check_invariants(game)


# --- Startipped Peak ------------------------------------------------------------------------------

def peak(rune_deck: int = 4) -> Game:
    """P1's turn ends; P0 starts a turn holding Startipped Peak with a unit there."""
    game = load_position({
        "players": [{"deck": DECK * 2, "rune_deck": ["Calm Rune"] * rune_deck}, {"deck": DECK}],
        "turn_player": 1, "turn": 2, "practice": True,
        "battlefields": [{"card": "Startipped Peak", "controller": 0,
                          "units": [{"card": "Petty Officer", "controller": 0}]}, {}]})
    do(game, "P1: end turn")
    return game


def test_startipped_peak_lets_the_holder_channel_a_rune_exhausted():
    """383.4.d.2.b, 383.3.a, 430.2: P0 holds the Peak; as its ability is finalized P0 decides
    (none, or the Peak itself to perform it); performing it channels 1 rune exhausted, before the
    Channel Phase's 2 ready ones."""
    game = peak()
    bf = game.state.battlefields[0].cid
    d = game.pending()
    assert (d.player, d.context) == (0, ("trigger_may", bf, "hold"))
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(bf)]
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
    again = load_position(dump_position(game))
    assert again.pending() == d and again.legal_actions() == game.legal_actions()
    do(game, "choose Startipped Peak")
    settle(game)
    p = game.state.players[0]
    assert p.rune_exhausted == [True, False, False] and len(p.rune_deck) == 1
    assert game.state.points[0] == 1
    check_invariants(game)


def test_startipped_peak_declined_channels_nothing_extra():
    """383.3.a.2: declining, the ability leaves the chain as if it had not triggered; only the
    Channel Phase's 2 runes come."""
    game = peak()
    do(game, "choose none")
    assert kinds(game, "trigger_declined") == ["trigger_declined"]
    settle(game)
    p = game.state.players[0]
    assert p.rune_exhausted == [False, False] and len(p.rune_deck) == 2


def test_startipped_peak_with_an_empty_rune_deck_channels_nothing():
    """430.3: performed with no rune left to channel, it channels none; the game goes on."""
    game = peak(rune_deck=0)
    do(game, "choose Startipped Peak")
    settle(game)
    assert game.state.players[0].runes == [] and game.pending().kind == "main"
    check_invariants(game)


# --- Lux, Crownguard: Energy only for spells ---------------------------------------------------------

SPELL_ENERGY = ("Energy", "spells")


def crownguard(**p0) -> Game:
    return position({"deck": DECK, "base": ["Lux, Crownguard"], **p0}, {"deck": DECK})


def test_lux_crownguard_adds_two_energy_that_pays_only_for_spells():
    """429.1, 429.2, ruling 88: her ability exhausts her and puts 2 Energy in the pool at once
    (nothing goes on the chain), Energy that may pay only for playing spells; her description says
    so."""
    game = crownguard()
    lux = cid(game, "Lux, Crownguard")
    assert "only to play spells" in IMPLEMENTED["ogs-014-024"].description
    do(game, "activate Lux, Crownguard")
    g = game.state
    assert g.players[0].pool_restricted == [SPELL_ENERGY] * 2 and g.players[0].pool_energy == 0
    assert g.units[lux].exhausted and not g.chain and game.pending().kind == "main"
    assert kinds(game, "add_ability", "add") == ["add_ability", "add"]


def test_lux_crownguard_pays_final_spark_and_the_legend_still_draws():
    """429.3, 357.1.a, 206, 383.2.a.1: with 6 runes Final Spark (8) is offered since she could add
    2 while it is paid; she adds them during the payment, they and the runes pay, and the legend's
    "a spell that costs 5 or more" trigger reads the printed cost (8) and draws."""
    game = position({"deck": DECK, "base": ["Lux, Crownguard"], "hand": ["Final Spark"],
                     "runes": ["Order Rune"] * 6, "legend": "Lux, Lady of Luminosity"},
                    {"deck": DECK, "base": ["Petty Officer"]})
    assert "play Final Spark targeting Petty Officer at base" in spells_offered(game)
    game.state.stepping = True  # stop at the payment, whose one option is her Add
    game.apply(parse_action(game, "play Final Spark targeting Petty Officer at base"))
    assert game.pending().kind == "pay" and not [a for a in game.legal_actions() if isinstance(a, Pay)]
    do(game, "activate Lux, Crownguard")  # 429.3.a: resolves at once, then the same payment
    options = [a for a in game.legal_actions() if isinstance(a, Pay)]
    assert [(len(a.exhaust), a.spend) for a in options] == [(6, (SPELL_ENERGY,) * 2)]
    game.state.stepping = False
    hand = hand_size(game)
    game.apply(options[0])
    settle(game)
    g = game.state
    assert g.players[0].pool_restricted == [] and cid(game, "Petty Officer") in g.players[1].trash
    assert hand_size(game) == hand + 1  # the legend drew
    check_invariants(game)


def test_lux_crownguard_energy_does_not_pay_for_a_unit_and_empties_at_turn_end():
    """357.1, 167, ruling 88: her Energy can't pay Lecturing Yordle (3) with one rune, so the unit
    is not offered; it stays in the pool until the turn ends, then is lost."""
    game = crownguard(hand=["Lecturing Yordle"], runes=["Order Rune"])
    assert not [a for a in game.legal_actions() if isinstance(a, PlayUnit)]
    do(game, "activate Lux, Crownguard")
    assert not [a for a in game.legal_actions() if isinstance(a, PlayUnit)]
    assert game.state.players[0].pool_restricted == [SPELL_ENERGY] * 2
    do(game, "end turn")
    assert game.state.players[0].pool_restricted == []


def test_lux_crownguard_played_this_turn_cannot_use_her_ability():
    """135.2.e.2, 143.4: she enters exhausted when played from the Champion Zone, so her [E]
    ability is not offered that turn; the position round-trips."""
    game = position({"deck": DECK, "champion": "Lux, Crownguard", "runes": ["Order Rune"] * 4},
                    {"deck": DECK})
    play(game, "play Lux, Crownguard to base")
    settle(game)
    assert not [a for a in game.legal_actions() if isinstance(a, Activate)]
    again = load_position(dump_position(game))
    assert again.state.key() == game.state.key()


def test_the_lux_precon_is_playable():
    """103.2, issue 12: with Lux, Crownguard supported every card of the Proving Grounds Lux deck
    is, and a game of it against itself starts."""
    lux = next(d for d in precon_decks() if "lux" in d.name.lower())
    assert unsupported_cards(lux) == []
    assert card_support(load_cards().by_id("ogs-014-024")) == "script"
    Game.new([lux, lux], seed=1, log=False)


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
