"""Scenario tests for the cards of the Proving Grounds Garen champion deck the engine first plays in
issue 12: Confront, Faithful Manufactor and Dune Drake (Origins), Garen, Commander, Vanguard
Attendant, Recruit the Vanguard, Decisive Strike and the legend Garen, Might of Demacia (Proving
Grounds). Each plays the card from a small position and checks what the rules make happen, with a
timing or targeting edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, do, might_of, pass_, play, position
from tests.spell_helpers import kinds_among as kinds

DECK = ["Laurent Duelist"] * 3
RECRUIT = "ogn-271-298"
WIND_WALL = {"hand": ["Wind Wall"], "runes": ["Calm Rune"] * 5, "deck": DECK}


def settle(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.state.chain:
        pass_(game)


def priority_to(game, player: int) -> None:
    """Pass until ``player`` has Priority."""
    while game.pending().player != player:
        pass_(game)
    assert game.pending().kind == "priority"


def tokens(game) -> list[tuple[int, int, bool]]:
    """(controller, location, exhausted) of each Recruit token on the board."""
    g = game.state
    return sorted((u.controller, u.loc, u.exhausted) for u in g.units.values()
                  if g.cards[u.cid].id == RECRUIT)


def hand_size(game, player: int = 0) -> int:
    return len(game.state.players[player].hand)


def test_every_card_of_the_deck_is_played_by_an_entry():
    """103 (deck construction aside): each of the eight cards has an entry the engine plays."""
    cards = load_cards()
    for name in ("Confront", "Faithful Manufactor", "Dune Drake", "Garen, Commander", "Vanguard Attendant",
                 "Recruit the Vanguard", "Decisive Strike", "Garen, Might of Demacia"):
        assert card_support(cards.by_name(name)) == "script", name


# --- Confront -----------------------------------------------------------------------------------------

def confront_game(p1: dict | None = None):
    return position({"hand": ["Confront", "Vanguard Sergeant"],
                     "runes": ["Body Rune"] * 2 + ["Order Rune"] * 4,
                     "deck": DECK, "base": [{"card": "Petty Officer", "exhausted": True}]},
                    p1 or {"deck": DECK})


def test_confront_units_played_after_it_enter_ready_and_it_draws():
    """390.4, 143.4.a, 369.3, 317.2.c: Confront resolves (P0 draws 1); the unit P0 plays afterwards
    enters ready, while the exhausted unit already in base stays exhausted; the effect is gone once
    the turn has ended."""
    game = confront_game()
    play(game, "play Confront")
    settle(game)
    assert hand_size(game) == 2  # Vanguard Sergeant and the card drawn
    play(game, "play Vanguard Sergeant to base")
    settle(game)
    g = game.state
    assert not g.units[cid(game, "Vanguard Sergeant")].exhausted
    assert g.units[cid(game, "Petty Officer")].exhausted
    assert kinds(game, "turn_effect") == ["turn_effect"]
    assert load_position(dump_position(game)).state.key() == g.key()  # the effect is in the position
    do(game, "end turn")
    assert not any(k.startswith("turn_effect:") for k in game.state.counts)
    # it expired in P0's Expiration Step, before P1's turn began (not with the next turn's counts)
    assert kinds(game, "turn_effect_expired", "turn")[-2:] == ["turn_effect_expired", "turn"]
    check_invariants(game)


def test_confront_makes_the_recruit_tokens_played_later_enter_ready():
    """390.4, 185.2.a, 143.4.a: tokens played by an effect are units their player plays, so after
    Confront the four Recruits of Recruit the Vanguard enter ready."""
    game = position({"hand": ["Confront", "Recruit the Vanguard"],
                     "runes": ["Body Rune"] * 2 + ["Order Rune"] * 6,
                     "deck": DECK}, {"deck": DECK})
    play(game, "play Confront")
    settle(game)
    play(game, "play Recruit the Vanguard")
    settle(game)
    assert tokens(game) == [(0, -1, False)] * 4


def test_confront_countered_changes_nothing():
    """425.1, 419.4.a.1: Confront countered by Wind Wall does nothing: no card drawn, and the unit
    P0 plays next enters exhausted (143.4)."""
    game = confront_game(WIND_WALL)
    play(game, "play Confront")
    priority_to(game, 1)
    play(game, "P1: play Wind Wall targeting Confront")
    settle(game)
    assert kinds(game, "countered") == ["countered"] and hand_size(game) == 1
    play(game, "play Vanguard Sergeant to base")
    settle(game)
    assert game.state.units[cid(game, "Vanguard Sergeant")].exhausted
    assert kinds(game, "turn_effect") == []


def test_confront_is_its_players_only():
    """390.4, 143.4: the effect is P0's: a unit P1 plays on their own turn after it still enters
    exhausted (and P0's effect has expired with P0's turn, 317.2.c)."""
    game = confront_game({"deck": DECK, "hand": ["Vanguard Sergeant"], "runes": ["Order Rune"] * 4})
    play(game, "play Confront")
    settle(game)
    do(game, "end turn")
    play(game, "P1: play Vanguard Sergeant to base")
    settle(game)
    g = game.state
    theirs = [u for u in g.units.values() if u.controller == 1]
    assert [(g.cards[u.cid].name, u.exhausted) for u in theirs] == [("Vanguard Sergeant", True)]


# --- Faithful Manufactor ----------------------------------------------------------------------------

def test_faithful_manufactor_plays_a_recruit_where_it_is():
    """383.4.a, 187.1, 182, 359.3.f.2: its Play Effect plays a 1 Might Recruit token, exhausted, for
    its controller, at the Manufactor's location: the battlefield it was played to."""
    game = position({"hand": ["Faithful Manufactor"], "runes": ["Order Rune"] * 3, "deck": DECK},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]}, {}])
    play(game, "play Faithful Manufactor to bf 0")
    settle(game)
    assert tokens(game) == [(0, 0, True)]
    n = len(game.state.cards) - 1
    assert might_of(game, n) == 1 and game.state.owner[n] == 0
    check_invariants(game)


def test_faithful_manufactor_in_base_plays_it_in_base():
    """359.3.f.2, 187.1: played to base, "here" is the base: the token is played there."""
    game = position({"hand": ["Faithful Manufactor"], "runes": ["Order Rune"] * 3, "deck": DECK},
                    {"deck": DECK})
    play(game, "play Faithful Manufactor to base")
    settle(game)
    assert tokens(game) == [(0, -1, True)]


def test_faithful_manufactor_gone_before_its_play_effect_resolves_plays_no_token():
    """359.3.f.2, 359.3.f.2.a, 383.3: with the Play Effect on the chain, P1 returns the Manufactor to
    its owner's hand with Gust; "here" is then null and no token is played."""
    game = position({"hand": ["Faithful Manufactor"], "runes": ["Order Rune"] * 3, "deck": DECK},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"]},
                    battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]}, {}])
    play(game, "play Faithful Manufactor to bf 0")
    priority_to(game, 1)
    assert game.state.chain[-1].kind == "trigger"
    play(game, "P1: play Gust targeting Faithful Manufactor at bf 0")
    settle(game)
    assert cid(game, "Faithful Manufactor") in game.state.players[0].hand
    assert tokens(game) == [] and kinds(game, "token") == []


# --- Dune Drake ---------------------------------------------------------------------------------------

def drake_attacks(defenders: list, p0: dict | None = None):
    game = position({"deck": DECK, "base": ["Dune Drake"], **(p0 or {})}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": defenders}, {}])
    do(game, "move Dune Drake to bf 0")
    return game


def test_dune_drake_gets_two_might_for_the_turn_with_a_ready_enemy_unit_there():
    """383.4.e, 383.2.a.1, 317.2.c (errata: "this turn"): it attacks a battlefield with a ready enemy
    unit; its ability resolves: 5 + 2 = 7 Might for the turn, gone after the turn."""
    game = drake_attacks(["Vanguard Sergeant"])
    drake = cid(game, "Dune Drake")
    settle(game)
    assert kinds(game, "trigger", "might") == ["trigger", "might"]
    # the Drake (7) beats the 4 Might Sergeant and conquers; its +2 lasts the turn only
    assert game.state.battlefields[0].controller == 0 and might_of(game, drake) == 7
    do(game, "end turn")
    assert might_of(game, drake) == 5


def test_dune_drake_gets_nothing_when_every_enemy_unit_there_is_exhausted():
    """383.2.a.1: the condition is read as the ability resolves; an exhausted enemy unit is not a
    ready one: no Might."""
    game = drake_attacks([{"card": "Vanguard Sergeant", "exhausted": True}])
    settle(game)
    assert kinds(game, "might") == [] and kinds(game, "instruction_skipped") == ["instruction_skipped"]


def test_dune_drake_condition_is_read_on_resolution():
    """383.2.a.1 (the condition follows the effect: part of it, its Loose Cannon example), 359.3.f.2:
    the ready enemy unit is there as it attacks, but P0 returns it to hand with Gust before the
    ability resolves: no ready enemy unit is there then, so no Might."""
    game = drake_attacks(["Daring Poro"], {"hand": ["Gust"], "runes": ["Chaos Rune"]})
    drake = cid(game, "Dune Drake")
    assert game.state.chain[-1].kind == "attack"
    priority_to(game, 0)
    play(game, "play Gust targeting Daring Poro at bf 0")
    settle(game)
    assert cid(game, "Daring Poro") in game.state.players[1].hand
    assert kinds(game, "resolve", "might") == ["resolve", "resolve"]  # Gust, then the Drake's ability
    assert game.state.units[drake].turn_might == 0 and might_of(game, drake) == 5


# --- Garen, Commander -------------------------------------------------------------------------------

def test_garen_commander_gives_other_friendly_units_at_his_location_one_might():
    """364.1, 359.3.f.1: the aura reaches the other friendly units where Garen is (his base too),
    not Garen, not units elsewhere; when he moves, it follows him."""
    game = position({"deck": DECK, "base": ["Garen, Commander", "Vanguard Sergeant"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    garen, sergeant, poro = (cid(game, n) for n in ("Garen, Commander", "Vanguard Sergeant", "Daring Poro"))
    assert (might_of(game, garen), might_of(game, sergeant), might_of(game, poro)) == (5, 5, 2)
    do(game, "move Garen, Commander to bf 0")
    assert (might_of(game, garen), might_of(game, sergeant), might_of(game, poro)) == (5, 4, 3)


def test_garen_commander_gives_enemy_units_nothing():
    """364.1, 740.1.a: "friendly" only: P1's unit at Garen's battlefield in a combat gets no Might."""
    game = position({"deck": DECK, "base": ["Garen, Commander", "Vanguard Sergeant"]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    do(game, "move Garen, Commander, Vanguard Sergeant to bf 0")
    g = game.state
    assert g.showdown is not None and g.showdown.combat
    poro = cid(game, "Stalwart Poro")
    assert might_of(game, poro) == 2 + 1  # its printed 2 and Shield 1 as a defender (814), no aura
    assert might_of(game, cid(game, "Vanguard Sergeant")) == 4 + 1


# --- Vanguard Attendant -----------------------------------------------------------------------------

def test_vanguard_attendant_enters_ready_and_only_itself():
    """369.3, 143.4.a, 143.4: the Attendant enters ready; the unit played after it enters exhausted."""
    game = position({"hand": ["Vanguard Attendant", "Vanguard Sergeant"], "runes": ["Order Rune"] * 11,
                     "deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    play(game, "play Vanguard Attendant to bf 0")
    settle(game)
    play(game, "play Vanguard Sergeant to base")
    settle(game)
    g = game.state
    attendant = g.units[cid(game, "Vanguard Attendant")]
    assert (attendant.loc, attendant.exhausted) == (0, False)
    assert g.units[cid(game, "Vanguard Sergeant")].exhausted


# --- Recruit the Vanguard ---------------------------------------------------------------------------

def test_recruit_the_vanguard_plays_four_recruits_each_where_chosen():
    """180-187.1, 355.2.a, 419.3.b: four tokens, each a play whose place its player chooses as it is
    played: their base (the spell itself stands for it) or a battlefield they control, not an
    uncontrolled one; all enter exhausted (143.4)."""
    game = position({"hand": ["Recruit the Vanguard"], "runes": ["Order Rune"] * 6, "deck": DECK},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    spell = cid(game, "Recruit the Vanguard")
    bf0 = game.state.battlefields[0].cid
    play(game, "play Recruit the Vanguard")
    for pick in (spell, bf0, bf0, spell):
        d = game.pending()
        assert d.kind == "choose_card" and d.context[0] == "recruit_location"
        assert sorted(a.card for a in game.legal_actions()) == sorted([spell, bf0])
        game.apply(ChooseCard(pick))
    settle(game)
    assert tokens(game) == [(0, -1, True)] * 2 + [(0, 0, True)] * 2
    assert spell in game.state.players[0].trash
    check_invariants(game)


def test_recruit_the_vanguard_countered_plays_no_token():
    """425.1: countered, the spell does nothing: no token."""
    game = position({"hand": ["Recruit the Vanguard"], "runes": ["Order Rune"] * 6, "deck": DECK}, WIND_WALL)
    play(game, "play Recruit the Vanguard")
    priority_to(game, 1)
    play(game, "P1: play Wind Wall targeting Recruit the Vanguard")
    settle(game)
    assert tokens(game) == [] and kinds(game, "countered") == ["countered"]


# --- Decisive Strike --------------------------------------------------------------------------------

def test_decisive_strike_gives_every_friendly_unit_two_might_for_the_turn():
    """359.3.d, 317.2.c, 740.1.a: every friendly unit on the board as it resolves (base and
    battlefield) gets +2 for the turn; the enemy's does not; a unit played afterwards gets nothing."""
    game = position({"hand": ["Decisive Strike", "Vanguard Sergeant"], "deck": DECK,
                     "runes": ["Body Rune"] * 6 + ["Order Rune"] * 4, "base": ["Daring Poro"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 0, "units": ["Petty Officer"]}, {}])
    play(game, "play Decisive Strike")
    settle(game)
    assert might_of(game, cid(game, "Daring Poro")) == 4 and might_of(game, cid(game, "Petty Officer")) == 7
    assert might_of(game, cid(game, "Stalwart Poro")) == 2
    play(game, "play Vanguard Sergeant to base")
    settle(game)
    assert might_of(game, cid(game, "Vanguard Sergeant")) == 4
    do(game, "end turn")
    assert might_of(game, cid(game, "Daring Poro")) == 2


def test_decisive_strike_countered_gives_nothing():
    """425.1: countered by Wind Wall, no unit gets Might."""
    game = position({"hand": ["Decisive Strike"], "deck": DECK, "runes": ["Body Rune"] * 6,
                     "base": ["Daring Poro"]}, WIND_WALL)
    play(game, "play Decisive Strike")
    priority_to(game, 1)
    play(game, "P1: play Wind Wall targeting Decisive Strike")
    settle(game)
    assert might_of(game, cid(game, "Daring Poro")) == 2


# --- Garen, Might of Demacia (the legend) -----------------------------------------------------------

FOUR = ["Petty Officer", "Vanguard Sergeant", "Daring Poro", "Stalwart Poro"]


def test_garen_legend_draws_two_when_its_player_conquers_with_four_units():
    """383.4.c.2.b, 383.2.a.1, 471.2: P0 conquers an empty battlefield with four units: the legend's
    ability triggers (it references the player conquering) and draws 2."""
    game = position({"legend": "Garen, Might of Demacia", "deck": DECK, "base": FOUR}, {"deck": DECK})
    do(game, "move " + ", ".join(FOUR) + " to bf 0")
    g = game.state
    assert g.points[0] == 1 and hand_size(game) == 2
    assert [e.data[0] for e in game.log if e.kind == "trigger"] == [g.players[0].legend]
    check_invariants(game)


def test_garen_legend_does_not_trigger_with_three_units():
    """383.2.a.1: the condition right after the trigger is part of it: with three units at the
    battlefield conquered, the ability does not trigger."""
    game = position({"legend": "Garen, Might of Demacia", "deck": DECK, "base": FOUR[:3]}, {"deck": DECK})
    do(game, "move " + ", ".join(FOUR[:3]) + " to bf 0")
    assert game.state.points[0] == 1 and hand_size(game) == 0
    assert kinds(game, "trigger", "trigger_condition_unmet") == ["trigger_condition_unmet"]


def test_garen_legend_counts_the_units_as_it_triggers_not_as_it_resolves():
    """383.2.a.1 (its Sona example): the four units are counted as the conquer happens; P1 returns one
    of them to hand with Gust while the ability waits on the chain, and it still draws 2."""
    game = position({"legend": "Garen, Might of Demacia", "deck": DECK, "base": FOUR},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"]})
    do(game, "move " + ", ".join(FOUR) + " to bf 0")
    while not (game.state.chain and game.state.chain[-1].kind == "conquer"):
        pass_(game)
    priority_to(game, 1)
    play(game, "P1: play Gust targeting Daring Poro at bf 0")
    settle(game)
    assert cid(game, "Daring Poro") in game.state.players[0].hand
    assert hand_size(game) == 1 + 2


def test_garen_legend_ignores_holds_and_the_opponents_conquers():
    """383.4.c.2.b, 383.4.d: "when you conquer": P1 conquering with four units does not trigger P0's
    legend, and P0 holding a battlefield with four units (a Hold, not a Conquer) does not either."""
    game = load_position({
        "players": [{"legend": "Garen, Might of Demacia", "deck": DECK, "rune_deck": ["Order Rune"] * 2},
                    {"deck": DECK, "base": FOUR}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{}, {"controller": 0, "units": [{"card": n, "controller": 0} for n in
                                                         FOUR]}]})
    do(game, "P1: move " + ", ".join(FOUR) + " to bf 0")
    settle(game)
    assert game.state.points[1] == 1 and kinds(game, "trigger", "trigger_condition_unmet") == []
    do(game, "P1: end turn")
    g = game.state
    assert g.turn_player == 0 and g.points[0] == 1  # P0 held battlefield 1
    assert kinds(game, "trigger", "trigger_condition_unmet") == [] and hand_size(game) == 1  # Draw Phase


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
