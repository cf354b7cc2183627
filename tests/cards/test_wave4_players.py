"""Card wave 4, helper F: players as targets (355.10; effects/player_targets.py) and each player
choosing for themselves (355.10.e): Bewitching Spirit, Walking Roost, Call to Battle, Party Favors.
Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard, ChooseOpponent, Pass, PlaySpell, player_code
from riftbound.checks import check_invariants
from riftbound.formats.notation import parse_action
from riftbound.formats.position import load_position
from tests.cards.test_wave3_sideboards import DECK, settle
from tests.spell_helpers import card_text, cid, might_of, play, position


def _until(game, kind: str, limit: int = 60) -> None:
    for _ in range(limit):
        d = game.pending()
        if d is None or d.kind == kind:
            return
        acts = game.legal_actions()
        game.apply(Pass() if Pass() in acts else acts[0])
    raise AssertionError(game.pending())


def test_the_cards_read_their_texts() -> None:
    """355.10 (the four cards): their records have no errata and name the choices the entries read."""
    for name, word in (("Bewitching Spirit", "choose a player"), ("Walking Roost", "choose an opponent"),
                       ("Call to Battle", "choose an opponent"), ("Party Favors", "each other player")):
        rec = card_text(name)
        assert rec["errata"] == [] and word in rec["text"].lower(), name


# --- Bewitching Spirit ------------------------------------------------------------------------------------

def spirit_game(p0_hand: list[str], p1_hand: list[str]):
    return position({"deck": DECK, "hand": ["Bewitching Spirit", *p0_hand], "runes": ["Chaos Rune"] * 3},
                    {"deck": DECK, "hand": p1_hand})


def test_bewitching_spirit_chooses_any_player_as_it_is_finalized_and_they_pick_the_discard() -> None:
    """355.10, 337.1, 422.1.a (Bewitching Spirit, a Duel): "a player" includes its controller, so even
    with one opponent its Play Effect's target is a real choice (P0 or P1), made as it is finalized;
    P1, chosen, picks which of their two cards they discard as it resolves."""
    game = spirit_game([], ["Stupefy", "Hextech Ray"])
    play(game, "play Bewitching Spirit to base")
    _until(game, "choose_opponent")
    d = game.pending()
    assert d.player == 0 and d.context.reason == "player_target" and d.context.seats == (0, 1)
    game.apply(ChooseOpponent(1))
    g = game.state
    assert g.chain[-1].targets == ((player_code(1),),)
    _until(game, "choose_card")
    d = game.pending()
    assert d.player == 1 and d.context[0] == "discard_pick"
    ray = cid(game, "Hextech Ray")
    game.apply(ChooseCard(ray))
    settle(game)
    assert g.players[1].trash == [ray] and g.players[1].hand == [cid(game, "Stupefy")]
    check_invariants(game)


def test_bewitching_spirit_may_choose_its_own_player() -> None:
    """355.10 (Bewitching Spirit): choosing P0, P0 discards (the one card of their hand) and P1 keeps
    theirs; choosing a player with an empty hand discards nothing (422.4)."""
    game = spirit_game(["Zephyr Sage"], ["Stupefy"])
    play(game, "play Bewitching Spirit to base")
    _until(game, "choose_opponent")
    game.apply(ChooseOpponent(0))
    settle(game)
    g = game.state
    assert g.players[0].trash == [cid(game, "Zephyr Sage")] and g.players[1].hand == [cid(game, "Stupefy")]
    game = spirit_game([], [])
    play(game, "play Bewitching Spirit to base")
    _until(game, "choose_opponent")
    game.apply(ChooseOpponent(1))
    settle(game)
    assert not [e for e in game.log if e.kind == "discard"]


# --- Walking Roost ----------------------------------------------------------------------------------------

def test_walking_roost_gives_the_opponent_a_bird_they_play_where_they_choose() -> None:
    """355.10, 182, 185.2.a, 355.2.a (Walking Roost, a Duel): the one opponent is the target (no
    decision); P1 plays the Bird (they control it) and, controlling bf 1, chooses where: their base or
    bf 1; played there, their Reluctant Leader sees a unit played (185.2.a: +2 Might)."""
    game = position({"deck": DECK, "hand": ["Walking Roost"], "runes": ["Chaos Rune"] * 5},
                    {"deck": DECK, "base": [{"card": "Reluctant Leader", "controller": 1}]},
                    battlefields=[{}, {"controller": 1,
                                       "units": [{"card": "Stalwart Poro", "controller": 1}]}])
    leader = cid(game, "Reluctant Leader")
    before = might_of(game, leader)
    play(game, "play Walking Roost to base")
    _until(game, "choose_card")
    g = game.state
    d = game.pending()
    assert d.player == 1 and d.context[0] == "bird_location"
    assert [e.data[1] for e in g.log if e.kind == "player_target"] == [1]
    bf1 = g.battlefields[1].cid
    assert set(a.card for a in game.legal_actions()) == {-1, bf1}
    game.apply(ChooseCard(bf1))
    settle(game)
    birds = [u for u in g.units.values() if g.cards[u.cid].name.startswith("Bird")]
    assert len(birds) == 1 and birds[0].controller == 1 and birds[0].loc == 1
    assert might_of(game, leader) == before + 2
    check_invariants(game)


def test_walking_roost_in_free_for_all_chooses_which_opponent() -> None:
    """355.10, 337.1 (Walking Roost, three players): P0 chooses P1 or P2 as its Play Effect is
    finalized; P2, chosen, gets the Bird in their base (the only place they may play it)."""
    game = load_position({"mode": "ffa3", "players": [
        {"deck": DECK, "hand": ["Walking Roost"], "runes": ["Chaos Rune"] * 5},
        {"deck": DECK}, {"deck": DECK}]})
    play(game, "play Walking Roost to base")
    _until(game, "choose_opponent")
    assert game.pending().context.seats == (1, 2)
    game.apply(ChooseOpponent(2))
    settle(game)
    g = game.state
    birds = [u for u in g.units.values() if g.cards[u.cid].name.startswith("Bird")]
    assert [(u.controller, u.loc) for u in birds] == [(2, -3)]


# --- Call to Battle ---------------------------------------------------------------------------------------

def battle_game():
    return position({"deck": DECK, "hand": ["Call to Battle"], "runes": ["Body Rune"] * 3,
                     "base": [{"card": "Eager Apprentice"}]},
                    {"deck": DECK, "base": [{"card": "Stalwart Poro", "controller": 1},
                                            {"card": "Vanguard Sergeant", "controller": 1}]},
                    battlefields=[{"controller": 0, "units": [{"card": "Zephyr Sage", "controller": 0}]},
                                  {"controller": 1, "units": [{"card": "Mystic Poro", "controller": 1}]}])


def test_call_to_battle_chooses_a_battlefield_you_control_and_the_opponent_as_it_is_played() -> None:
    """355.4, 355.10 (Call to Battle): the unit is one P0 controls, the destination only a battlefield
    P0 controls (bf 0, not bf 1 nor a base), the opponent the last target, all in the play."""
    game = battle_game()
    spell = cid(game, "Call to Battle")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == spell]
    assert plays and {a.destination for a in plays} == {0}
    assert all(a.targets[-1] == (player_code(1),) for a in plays)
    assert {game.state.units[a.targets[0][0]].controller for a in plays} == {0}
    act = parse_action(game, "play Call to Battle targeting Eager Apprentice at base; P1 to bf 0")
    assert act in plays


def test_call_to_battle_then_the_opponent_picks_the_unit_that_follows() -> None:
    """449, 355.10.e, 450 (Call to Battle): Eager Apprentice moves to bf 0; then P1 picks one of their
    units not there (both base Poros and Mystic Poro at bf 1 are offered) and it moves to bf 0 too,
    contesting it."""
    game = battle_game()
    play(game, "play Call to Battle targeting Eager Apprentice at base; P1 to bf 0")
    _until(game, "choose_card")
    g = game.state
    d = game.pending()
    assert d.player == 1 and d.context[0] == "follow_pick"
    assert g.units[cid(game, "Eager Apprentice")].loc == 0
    offered = {a.card for a in game.legal_actions()}
    assert offered == {cid(game, "Stalwart Poro"), cid(game, "Vanguard Sergeant"), cid(game, "Mystic Poro")}
    game.apply(ChooseCard(cid(game, "Vanguard Sergeant")))
    assert g.units[cid(game, "Vanguard Sergeant")].loc == 0
    assert any(e.kind == "effect_move" and e.data[0] == cid(game, "Vanguard Sergeant") for e in g.log)


# --- Party Favors -----------------------------------------------------------------------------------------

def test_party_favors_each_other_player_chooses_cards_or_runes() -> None:
    """355.10.e, 413, 430 (Party Favors, three players): not a target; as it resolves P1 then P2
    (turn order from P0) choose: P1 Cards (P0 and P1 draw 1), P2 Runes (P0 and P2 channel 1 rune
    exhausted)."""
    game = load_position({"mode": "ffa3", "players": [
        {"deck": DECK, "hand": ["Party Favors"], "runes": ["Calm Rune"] * 3, "rune_deck": ["Calm Rune"] * 2},
        {"deck": DECK, "rune_deck": ["Fury Rune"] * 2}, {"deck": DECK, "rune_deck": ["Mind Rune"] * 2}]})
    g = game.state
    hands = [len(p.hand) for p in g.players]
    runes = [len(p.runes) for p in g.players]
    play(game, "play Party Favors")
    _until(game, "choose_card")
    d = game.pending()
    favors = cid(game, "Party Favors")
    assert d.player == 1 and d.context[0] == "cards_or_runes"
    assert {a.card for a in game.legal_actions()} == {-1, favors}
    game.apply(ChooseCard(favors))  # Cards
    _until(game, "choose_card")
    assert game.pending().player == 2
    game.apply(ChooseCard(-1))  # Runes
    settle(game)
    assert [len(p.hand) for p in g.players] == [hands[0] - 1 + 1, hands[1] + 1, hands[2]]
    assert [len(p.runes) for p in g.players] == [runes[0] + 1, runes[1], runes[2] + 1]
    assert g.players[2].rune_exhausted[-1] and g.players[0].rune_exhausted[-1]
    check_invariants(game)


# --- a spell played by an effect chooses its player target too (419.3, 355.10) --------------------------

def test_a_spell_played_by_kaisa_chooses_its_opponent_by_seat() -> None:
    """419.3, 355, 355.10 (Kai'Sa, Evolutionary, Sabotage, three players): Kai'Sa conquers and plays
    Sabotage from the trash; its choices, made one at a time once her ability has resolved, include
    its opponent, chosen by seat (P1 or P2; choice 'effect_spell_player'); P2, chosen, reveals."""
    game = load_position({"mode": "ffa3", "players": [
        {"deck": DECK, "points": 2, "trash": ["Sabotage"], "runes": ["Body Rune"] * 2,
         "base": [{"card": "Kai'Sa, Evolutionary", "exhausted": False}]},
        {"deck": DECK, "hand": ["Stupefy"]}, {"deck": DECK, "hand": ["Hextech Ray"]}]})
    game.apply(parse_action(game, "move Kai'Sa, Evolutionary to bf 0"))
    _until(game, "choose_card")
    sabotage = cid(game, "Sabotage")
    assert game.pending().context[0] == "trigger_may"
    game.apply(ChooseCard(sabotage))
    _until(game, "choose_opponent")
    d = game.pending()
    assert d.player == 0 and d.context.reason == "effect_spell_player" and d.context.seats == (1, 2)
    game.apply(ChooseOpponent(2))
    g = game.state
    settle(game)
    assert [e.data[1] for e in g.log if e.kind == "play_spell" and e.data[0] == sabotage] == [
        ((player_code(2),),)]
    assert [e.player for e in g.log if e.kind == "reveal"] == [2]
    assert g.players[2].deck[0] == cid(game, "Hextech Ray")
