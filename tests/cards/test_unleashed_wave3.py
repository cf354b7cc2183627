"""Scenario tests for the Unleashed cards of card wave 2's third Unleashed pass (sweep U3, issue 13).
Each plays the card from a small position and checks what the rules make happen, with a timing or
targeting edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

import pytest

from riftbound.actions import BASE, Activate, ChooseCard, Pass, Pay, PlaySpell, PlayUnit
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.effects.bird_tokens import BIRD
from riftbound.effects.gold import GOLD
from riftbound.engine.costs import unit_cost
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from riftbound.sets.origins.spells import SPRITE
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Daring Poro"] * 3
NAMES = ("Upstage Comedy", "Existential Dread", "Rengar, Trophy Hunter", "Master Yi, Unstoppable",
         "Lillia, Bashful Bloom", "Yeti Brawler", "Vi, Piltover Enforcer", "Skyward Strike",
         "Crescent Guardian", "Dusk Rose Lab", "Ultrasoft Poro", "Pyke, Returned", "Evelynn, Entrancing",
         "Abandoned Hall", "Gardens of Becoming", "Lilting Lullaby", "Sacrifice", "Forgotten Library",
         "Vaults of Helia")


def settle(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.state.chain:
        pass_(game)


def kinds(game, *wanted: str) -> list[str]:
    return [e.kind for e in game.log if e.kind in wanted]


def test_the_cards_have_entries():
    """103 (the card pool): each card of this pass has an entry the engine plays (of them only
    Rengar, Trophy Hunter has errata, read in tests/test_sets.py)."""
    cards = load_cards()
    for name in NAMES:
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["name"] == name


def cast_repeat(game, spell_name: str, first: str, repeat: str | None) -> None:
    """Play ``spell_name`` on ``first``; pay its Repeat and choose ``repeat`` for it (or decline)."""
    spell = cid(game, spell_name)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell)
                    and a.targets == ((cid(game, first),), ())))
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("repeat", spell)
    if repeat is None:
        game.apply(ChooseCard(-1))
    else:
        game.apply(ChooseCard(spell))
        d = game.pending()  # 820.2: the repeat's unit is chosen as the spell is played
        if d.kind == "choose_card":  # (with one legal unit it is taken without asking)
            assert d.context == ("repeat_target", spell)
            game.apply(ChooseCard(cid(game, repeat)))
        assert [e.data[1] for e in game.log if e.kind == "repeat_target"] == [cid(game, repeat)]
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))


# --- Upstage Comedy ----------------------------------------------------------------------------------

def comedy_game():
    return position({"deck": DECK, "hand": ["Upstage Comedy"], "runes": ["Fury Rune"] * 4,
                     "base": [{"card": "Stalwart Poro", "exhausted": True},
                              {"card": "Pit Rookie", "exhausted": True}]},
                    {"deck": DECK, "base": [{"card": "Vanguard Sergeant", "exhausted": True}]})


def test_upstage_comedy_readies_one_unit_without_its_repeat():
    """820.1.d, 415 (Upstage Comedy): its Repeat declined, only the chosen unit readies."""
    game = comedy_game()
    cast_repeat(game, "Upstage Comedy", "Stalwart Poro", None)
    settle(game)
    g = game.state
    assert not g.units[cid(game, "Stalwart Poro")].exhausted
    assert g.units[cid(game, "Pit Rookie")].exhausted
    check_invariants(game)


def test_upstage_comedy_repeat_readies_a_second_unit_any_players():
    """820.2.a, 820.1.c.1, 415 (Upstage Comedy): the repeat chooses another unit (an enemy one may be
    chosen: 'a unit'); both ready; 4 Energy paid in all."""
    game = comedy_game()
    cast_repeat(game, "Upstage Comedy", "Stalwart Poro", "Vanguard Sergeant")
    settle(game)
    g = game.state
    assert not g.units[cid(game, "Stalwart Poro")].exhausted
    assert not g.units[cid(game, "Vanguard Sergeant")].exhausted
    assert [e.data for e in game.log if e.kind == "pay"][0][0] == 4
    check_invariants(game)


# --- Existential Dread -------------------------------------------------------------------------------

def dread_game(runes: int = 4):
    """P1 (turn player) moves Vanguard Sergeant to P0's battlefield; P0 has Existential Dread."""
    game = load_position({
        "players": [{"deck": DECK, "hand": ["Existential Dread"], "runes": ["Chaos Rune"] * runes},
                    {"deck": DECK, "base": ["Vanguard Sergeant", "Stalwart Poro"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]}, {}]})
    do(game, "P1: move Vanguard Sergeant to bf 0")
    while game.pending().player == 1:
        pass_(game)
    return game


def test_existential_dread_targets_only_attacking_enemy_units_and_stuns():
    """806.1.c.1, 460, 355.5, 423 (Existential Dread): in the showdown of P1's attack only the
    attacker may be chosen (not P1's unit in base, not P0's defender); declining the Repeat it is
    stunned and stays on the board."""
    game = dread_game()
    sergeant = cid(game, "Vanguard Sergeant")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell)]
    assert {a.targets[0] for a in plays} == {(sergeant,)}
    cast_repeat(game, "Existential Dread", "Vanguard Sergeant", None)
    settle(game)
    assert [e.data for e in game.log if e.kind == "stun"] == [(sergeant,)]
    assert sergeant in game.state.units or sergeant in game.state.players[1].trash
    assert sergeant not in game.state.players[1].hand
    check_invariants(game)


def test_existential_dread_repeat_on_the_same_unit_returns_it_to_hand():
    """820.2.a, 820.1.d, 423, 359.3.e (Existential Dread): the repeat chooses the same attacker: the
    first execution stuns it, the repeat finds it stunned as it executes and returns it to its
    owner's hand instead; P0 keeps the battlefield."""
    game = dread_game()
    sergeant = cid(game, "Vanguard Sergeant")
    cast_repeat(game, "Existential Dread", "Vanguard Sergeant", "Vanguard Sergeant")
    settle(game)
    g = game.state
    assert [e.data for e in game.log if e.kind == "stun"] == [(sergeant,)]
    assert sergeant in g.players[1].hand and sergeant not in g.units
    assert g.battlefields[0].controller == 0
    check_invariants(game)


def test_existential_dread_not_playable_without_an_attacker():
    """355.8, 806.1.c.1 (Existential Dread): on P0's own Main Phase no enemy unit is attacking: the
    spell can't be played."""
    game = position({"deck": DECK, "hand": ["Existential Dread"], "runes": ["Chaos Rune"] * 4},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    assert not [a for a in game.legal_actions() if isinstance(a, PlaySpell)]


# --- Rengar, Trophy Hunter ---------------------------------------------------------------------------

def ray_on_the_chain(p0: dict, battlefields: list) -> object:
    """P1 (turn player) plays Hextech Ray on their own Vanguard Sergeant at battlefield 0: P0 has
    Priority in a Closed State (813.1.c.1)."""
    game = position(p0, {"deck": DECK, "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                    battlefields=battlefields, turn_player=1, turn=2)
    ray = cid(game, "Hextech Ray")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == ray
                    and a.targets == ((cid(game, "Vanguard Sergeant", "bf 0"),),)))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    assert game.pending().player == 0 and game.state.chain
    return game


def test_rengar_trophy_hunter_ambushes_where_only_enemy_units_are():
    """822.1.b-c, 355.2.b, 813.1.c.1 (Rengar, Trophy Hunter, errata read): with P1's spell on the
    chain (a Closed State) P0 may play Rengar as a Reaction to the battlefield where P1's units are,
    though P0 has no units there (not to the empty one); another Ambush unit (Kha'Zix, Mutating
    Horror) may not."""
    game = ray_on_the_chain({"deck": DECK, "hand": ["Rengar, Trophy Hunter", "Kha'Zix, Mutating Horror"],
                             "runes": ["Body Rune"] * 6 + ["Chaos Rune"] * 4},
                            [{"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1}]},
                             {}])
    rengar, khazix = cid(game, "Rengar, Trophy Hunter"), cid(game, "Kha'Zix, Mutating Horror")
    units = [a for a in game.legal_actions() if isinstance(a, PlayUnit)]
    assert {a.location for a in units if a.card == rengar} == {0}
    assert not [a for a in units if a.card == khazix]
    game.apply(next(a for a in units if a.card == rengar))
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    settle(game)
    assert game.state.units[rengar].loc == 0
    check_invariants(game)


# --- Master Yi, Unstoppable --------------------------------------------------------------------------

@pytest.mark.parametrize("xp, runes, playable", [(11, 6, True), (11, 5, False), (10, 7, False), (10, 8, True),
                                                  (6, 8, True), (5, 8, False), (3, 10, True), (2, 11, False),
                                                  (0, 12, True)])
def test_master_yi_unstoppable_costs_less_by_level(xp, runes, playable):
    """824.1.b.1, 356.4.a, 356.6 (Master Yi, Unstoppable): 12 Energy and three Calm Power printed;
    with 3+ XP 2 Energy and one Calm less, with 6+ 4 and two less, with 11+ 6 and three less; only the
    highest applies (a rune gives one Energy exhausted and one Power recycled: 10, 8 or 6 runes)."""
    game = position({"deck": DECK, "xp": xp, "hand": ["Master Yi, Unstoppable"],
                     "runes": ["Calm Rune"] * runes}, {"deck": DECK})
    yi = cid(game, "Master Yi, Unstoppable")
    assert any(isinstance(a, PlayUnit) and a.card == yi for a in game.legal_actions()) is playable


def test_master_yi_unstoppable_level_16_cant_be_chosen_by_enemies():
    """824.1.b.1, 355.5, 359.3.e.2 (Master Yi, Unstoppable): with 16 XP P1's Hextech Ray can't choose
    him (only P1's own unit there is offered); with 15 XP it can."""
    for xp, chosen in ((16, False), (15, True)):
        game = position({"deck": DECK, "xp": xp},
                        {"deck": DECK, "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                        battlefields=[{"controller": 0, "units": [{"card": "Master Yi, Unstoppable",
                                                                   "controller": 0}]},
                                      {"controller": 1, "units": [{"card": "Vanguard Sergeant",
                                                                   "controller": 1}]}],
                        turn_player=1, turn=2)
        yi = cid(game, "Master Yi, Unstoppable")
        targets = {a.targets[0][0] for a in game.legal_actions() if isinstance(a, PlaySpell)}
        assert (yi in targets) is chosen, xp
        assert cid(game, "Vanguard Sergeant") in targets


# --- Lillia, Bashful Bloom ---------------------------------------------------------------------------

def sprites(game) -> list:
    return [u for u in game.state.units.values() if game.state.cards[u.cid].id == SPRITE]


def test_lillia_bashful_bloom_costs_one_less_per_friendly_temporary_unit():
    """377, 356.4, 816.3 (Lillia, Bashful Bloom): with 2 runes the 4 Energy ability can't be
    activated; with two friendly units given Temporary (an enemy one doesn't count) it costs 2."""
    def game_with(temp_friends: int):
        units = [{"card": "Stalwart Poro", "temporary": k < temp_friends} for k in range(2)]
        return position({"legend": "Lillia, Bashful Bloom", "deck": DECK, "runes": ["Calm Rune"] * 2,
                         "base": units},
                        {"deck": DECK, "base": [{"card": "Vanguard Sergeant", "temporary": True}]})
    assert not [a for a in game_with(1).legal_actions() if isinstance(a, Activate)]
    game = game_with(2)
    acts = [a for a in game.legal_actions() if isinstance(a, Activate)]
    assert len(acts) == 1
    game.apply(acts[0])
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    settle(game)
    g = game.state
    assert [e.data[0] for e in game.log if e.kind == "pay"] == [2]
    assert g.players[0].legend_exhausted  # its [E] cost (135.2.e.2)
    (sprite,) = sprites(game)
    assert sprite.controller == 0 and sprite.loc < 0 and not sprite.exhausted
    check_invariants(game)


def test_lillia_bashful_bloom_sprite_place_chosen_as_it_resolves():
    """355.2.a, 419.3, ruling 84 (Lillia, Bashful Bloom): with a battlefield P0 controls, P0 chooses
    where the ready Sprite goes as the ability resolves: the battlefield."""
    game = position({"legend": "Lillia, Bashful Bloom", "deck": DECK, "runes": ["Calm Rune"] * 4},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]}, {}])
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Activate)))
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    while game.pending().kind == "priority" and game.state.chain:
        pass_(game)
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "token_location"
    bf = game.state.battlefields[0].cid
    game.apply(ChooseCard(bf))
    settle(game)
    (sprite,) = sprites(game)
    assert sprite.loc == 0 and not sprite.exhausted
    check_invariants(game)


# --- excess damage: Yeti Brawler, Vi, Piltover Enforcer (ruling 96) ----------------------------------

def golds(game, player: int) -> list:
    g = game.state
    return [x for x in g.gear.values() if g.cards[x.cid].id == GOLD and x.controller == player]


def attack(unit: str, p0: dict, defender: str, **extra):
    """P0's ``unit`` in base moves to battlefield 0, held by P1's ``defender``; the showdown passes and
    combat damage is assigned (the first assignment offered) until the combat's triggers wait."""
    game = position({"deck": DECK, "base": [unit], **p0}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": defender, "controller": 1}]}, {}],
                    **extra)
    do(game, f"move {unit} to bf 0")
    run_combat(game)
    return game


def run_combat(game) -> None:
    """Pass Priority and Focus and take the first damage assignment until another decision waits."""
    for _ in range(40):
        d = game.pending()
        if d is None or d.kind == "main" or (d.kind == "choose_card" and d.context[0] != "assign"):
            return
        acts = game.legal_actions()
        game.apply(Pass() if Pass() in acts else acts[0])


@pytest.mark.parametrize("defender, triggers", [("Pit Rookie", True), ("Stalwart Poro", True),
                                               ("Vanguard Sergeant", False)])
def test_yeti_brawler_conquers_with_three_excess_damage(defender, triggers):
    """465.2.c.3-4, 383.2.a.1, ruling 96 (Yeti Brawler): its 6 damage against a 2 Might unit is 4 beyond
    lethal, against a defending Stalwart Poro (3 with Shield, 814) exactly 3: it conquers and P0 plays
    two exhausted Gold tokens; against a 4 Might unit only 2: the ability doesn't trigger."""
    game = attack("Yeti Brawler", {}, defender)
    settle(game)
    g = game.state
    assert g.battlefields[0].controller == 0
    made = golds(game, 0)
    assert len(made) == (2 if triggers else 0)
    assert all(x.exhausted for x in made)
    yeti = cid(game, "Yeti Brawler")
    assert any(e.kind == "trigger" and yeti in e.data for e in game.log) is triggers
    assert not [k for k in g.counts if k.startswith("excess_assigned")]  # forgotten as combat ends (466.7)
    check_invariants(game)


def test_vi_piltover_enforcer_may_exhaust_to_ready_a_unit_after_three_excess():
    """383.4.c.2.b, 383.2.a.1, 383.3.a-b, 415, ruling 96 (Vi, Piltover Enforcer): P0's Vanguard
    Sergeant (4) conquers over P1's 1 Might Mister Root, 3 beyond lethal: as the legend's ability is
    finalized P0 exhausts it, choosing the Sergeant (exhausted by its move), which readies."""
    game = attack("Vanguard Sergeant", {"legend": "Vi, Piltover Enforcer"}, "Mister Root")
    sergeant = cid(game, "Vanguard Sergeant")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may"
    assert sergeant in [a.card for a in game.legal_actions() if isinstance(a, ChooseCard)]
    assert game.state.units[sergeant].exhausted
    game.apply(ChooseCard(sergeant))
    settle(game)
    g = game.state
    assert not g.units[sergeant].exhausted and g.players[0].legend_exhausted
    check_invariants(game)


def test_vi_piltover_enforcer_does_not_trigger_with_less_excess():
    """383.2.a.1, ruling 96 (Vi, Piltover Enforcer): 4 damage against a 2 Might unit is 2 beyond
    lethal: the conquest triggers nothing, the legend stays ready."""
    game = attack("Vanguard Sergeant", {"legend": "Vi, Piltover Enforcer"}, "Pit Rookie")
    settle(game)
    g = game.state
    assert g.battlefields[0].controller == 0
    assert not g.players[0].legend_exhausted
    assert g.units[cid(game, "Vanguard Sergeant")].exhausted


# --- Skyward Strike ----------------------------------------------------------------------------------

def strike_game(xp: int):
    return position({"deck": DECK, "xp": xp, "hand": ["Skyward Strike"], "runes": ["Calm Rune"] * 4},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": [{"card": "Vanguard Sergeant",
                                                               "controller": 1}]},
                                  {"controller": 1, "units": [{"card": "Pit Rookie", "controller": 1}]}])


def test_skyward_strike_moves_an_enemy_unit_without_level_6():
    """355.4, 355.5, 449, 824.1.b.1 (Skyward Strike): with 5 XP only the move is chosen (T2 empty):
    P1's Sergeant moves from battlefield 0 to its base; nothing is stunned."""
    game = strike_game(5)
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell)]
    assert plays and all(a.targets[1] == () for a in plays)
    sergeant = cid(game, "Vanguard Sergeant")
    assert {a.destination for a in plays if a.targets[0] == (sergeant,)} == {BASE, 1}
    game.apply(next(a for a in plays if a.targets[0] == (sergeant,) and a.destination == BASE))
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    settle(game)
    assert game.state.units[sergeant].loc < 0
    assert not kinds(game, "stun")
    check_invariants(game)


def test_skyward_strike_with_level_6_also_stuns_a_unit_the_same_one_allowed():
    """824.1.b.1, 355.5, 423 (Skyward Strike): with 6 XP a second enemy unit is chosen to stun (every
    play offered has one, the moved unit included): P1's Sergeant moves to its base and P1's Pit
    Rookie is stunned; choosing the Sergeant for both is offered too."""
    game = strike_game(6)
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell)]
    sergeant, rookie = cid(game, "Vanguard Sergeant"), cid(game, "Pit Rookie")
    assert plays and all(len(a.targets[1]) == 1 for a in plays)
    assert any(a.targets == ((sergeant,), (sergeant,)) for a in plays)
    act = next(a for a in plays if a.targets == ((sergeant,), (rookie,)) and a.destination == BASE)
    assert parse_action(game, format_action(game, act)) == act  # the notation carries both choices
    game.apply(act)
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    settle(game)
    g = game.state
    assert g.units[sergeant].loc < 0 and not g.units[sergeant].stunned
    assert g.units[rookie].stunned
    check_invariants(game)


# --- Crescent Guardian -------------------------------------------------------------------------------

def guardian_game():
    return position({"deck": DECK, "hand": ["Crescent Guardian", "Hextech Ray"],
                     "runes": ["Fury Rune"] * 2 + ["Chaos Rune"] * 5},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Vanguard Sergeant",
                                                               "controller": 1}]}, {}])


def play_guardian(game, pay_extra: bool | None) -> int:
    """Play Crescent Guardian to base; ``pay_extra``: the answer to its optional cost (None: not asked)."""
    guardian = cid(game, "Crescent Guardian")
    game.apply(PlayUnit(guardian, BASE))
    d = game.pending()
    if pay_extra is None:
        assert d.kind == "pay", d  # 355.1.a: no optional cost offered
    else:
        assert d.kind == "choose_card" and d.context[0] == "cost_extra"
        game.apply(ChooseCard(guardian if pay_extra else -1))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    settle(game)
    return guardian


def test_crescent_guardian_offers_no_extra_cost_before_a_spell():
    """355.1.a, 143.4 (Crescent Guardian): with no spell played this turn its optional Chaos cost is
    not offered; it enters its base exhausted."""
    game = guardian_game()
    guardian = play_guardian(game, None)
    assert game.state.units[guardian].exhausted


@pytest.mark.parametrize("pay_extra", [True, False])
def test_crescent_guardian_enters_ready_if_its_extra_cost_is_paid_after_a_spell(pay_extra):
    """355.1.a, 356.2.b, 419.4.b, 369.3 (Crescent Guardian): after P0's Hextech Ray the optional
    Chaos Power is offered; paid (one more rune recycled), it enters ready; declined, exhausted."""
    game = guardian_game()
    play(game, "play Hextech Ray targeting Vanguard Sergeant at bf 0")
    settle(game)
    runes_before = len(game.state.players[0].runes)
    guardian = play_guardian(game, pay_extra)
    assert game.state.units[guardian].exhausted is not pay_extra
    assert len(game.state.players[0].runes) == runes_before - (1 if pay_extra else 0)
    check_invariants(game)


# --- Dusk Rose Lab -----------------------------------------------------------------------------------

def lab_game(p0_units: list, turn_player: int = 1):
    return load_position({
        "players": [{"deck": DECK, "rune_deck": ["Calm Rune"] * 4, "turns_started": 3},
                    {"deck": DECK, "rune_deck": ["Calm Rune"] * 4, "turns_started": 3}],
        "turn_player": turn_player, "turn": 6,
        "battlefields": [{"card": "Dusk Rose Lab", "controller": 0,
                          "units": [{"card": c, "controller": 0} for c in p0_units]}, {}]})


def test_dusk_rose_lab_may_kill_a_unit_here_to_draw_before_scoring():
    """315.2.a, 383.3.a-b, 355.10.c.1, 428, 413 (Dusk Rose Lab): at the start of P0's Beginning Phase
    P0 may kill one of their units there (not a target) to draw 1; it resolves before the Scoring
    Step: with the Rookie killed the Sergeant still holds."""
    game = lab_game(["Pit Rookie", "Vanguard Sergeant"])
    do(game, "P1: end turn")
    d = game.pending()
    while d.kind == "priority":
        pass_(game)
        d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may" and d.player == 0
    rookie, sergeant = cid(game, "Pit Rookie"), cid(game, "Vanguard Sergeant")
    opts = [a.card for a in game.legal_actions() if isinstance(a, ChooseCard)]
    assert sorted(opts) == sorted([-1, rookie, sergeant])
    hand = len(game.state.players[0].hand)
    game.apply(ChooseCard(rookie))
    settle(game)
    g = game.state
    assert rookie in g.players[0].trash
    assert len(g.players[0].hand) == hand + 2  # the Lab's draw, then the Draw Phase's (315.4)
    assert g.battlefields[0].controller == 0 and g.points[0] == 1  # the Sergeant held
    check_invariants(game)


def test_dusk_rose_lab_declined_or_on_an_opponents_turn_does_nothing():
    """383.3.a.2, 315.2.a (Dusk Rose Lab): declined, nothing dies and nothing is drawn; at the start
    of P1's Beginning Phase (not its controller's) it doesn't trigger."""
    game = lab_game(["Pit Rookie"])
    do(game, "P1: end turn")
    while game.pending().kind == "priority":
        pass_(game)
    hand = len(game.state.players[0].hand)
    game.apply(ChooseCard(-1))
    settle(game)
    assert cid(game, "Pit Rookie") in game.state.units
    assert len(game.state.players[0].hand) == hand + 1  # the Draw Phase's only
    other = lab_game(["Pit Rookie"], turn_player=0)
    do(other, "end turn")
    assert not [e for e in other.log if e.kind == "trigger"]


# --- Ultrasoft Poro ----------------------------------------------------------------------------------

def birds(game) -> list:
    return [u for u in game.state.units.values() if game.state.cards[u.cid].id == BIRD]


def test_ultrasoft_poro_only_at_a_battlefield():
    """377 (Ultrasoft Poro): in its base its ability can't be used."""
    game = position({"deck": DECK, "base": [{"card": "Ultrasoft Poro", "exhausted": False}]}, {"deck": DECK})
    assert not [a for a in game.legal_actions() if isinstance(a, Activate)]


def test_ultrasoft_poro_plays_two_birds_each_placed_as_it_resolves():
    """377, 414, 355.2.a, 187.7, ruling 84 (Ultrasoft Poro): at a battlefield P0 controls, exhausting
    it plays two exhausted Bird tokens, P0 choosing each one's place in turn: one at that battlefield,
    one in base."""
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Ultrasoft Poro", "controller": 0,
                                                               "exhausted": False}]}, {}])
    poro = cid(game, "Ultrasoft Poro")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Activate)))
    while game.pending().kind == "priority" and game.state.chain:
        pass_(game)
    assert game.state.units[poro].exhausted
    for pick in (game.state.battlefields[0].cid, poro):
        d = game.pending()
        assert d.kind == "choose_card" and d.context[0] == "token_location"
        game.apply(ChooseCard(pick))
    settle(game)
    made = birds(game)
    assert sorted(u.loc < 0 for u in made) == [False, True] and max(u.loc for u in made) == 0
    assert all(u.controller == 0 and u.exhausted for u in made)
    check_invariants(game)


# --- Pyke, Returned (once each turn, 383.3.e) ---------------------------------------------------------

def pyke_game(pyke_at: str):
    pyke = {"card": "Pyke, Returned", "controller": 0}
    return position({"deck": DECK, "hand": ["Hextech Ray", "Hextech Ray"], "runes": ["Fury Rune"] * 4,
                     "base": [pyke] if pyke_at == "base" else []},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [pyke]} if pyke_at == "bf" else {},
                                  {"controller": 1, "units": [{"card": "Pit Rookie", "controller": 1},
                                                              {"card": "Mister Root", "controller": 1}]}])


def ray(game, target: str) -> None:
    play(game, f"play Hextech Ray targeting {target} at bf 1")
    settle(game)


def test_pyke_returned_plays_a_gold_token_once_each_turn():
    """383.3.e.1, 383.1, 428 (Pyke, Returned): at a battlefield, the first enemy unit's death this
    turn makes P0 play an exhausted Gold token; the second's doesn't trigger (performed already)."""
    game = pyke_game("bf")
    ray(game, "Pit Rookie")
    assert len(golds(game, 0)) == 1 and golds(game, 0)[0].exhausted
    ray(game, "Mister Root")
    assert cid(game, "Mister Root") in game.state.players[1].trash
    assert len(golds(game, 0)) == 1
    assert len([e for e in game.log if e.kind == "trigger"]) == 1
    check_invariants(game)


def test_pyke_returned_in_base_does_not_trigger():
    """383.2.a.1 (Pyke, Returned): in its base ('while I'm at a battlefield' unmet) an enemy unit's
    death triggers nothing."""
    game = pyke_game("base")
    ray(game, "Pit Rookie")
    assert not golds(game, 0)


# --- Evelynn, Entrancing -----------------------------------------------------------------------------

def evelynn_game(turn_player: int = 0):
    return load_position({
        "players": [{"deck": DECK, "base": ["Pit Rookie"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]}],
        "turn_player": turn_player, "turn": 2 + turn_player,
        "battlefields": [{"controller": 0, "units": [{"card": "Mystic Poro", "controller": 0}],
                          "facedown": {"card": "Evelynn, Entrancing", "turn": 0}},
                         {"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}]}]})


def test_evelynn_entrancing_from_facedown_on_her_turn_moves_an_enemy_unit_to_her():
    """811.1.d.2, 383.2.a.1, 383.3.a, 355.5, 359.3.f.2, 449 (Evelynn, Entrancing): played from
    facedown at battlefield 0 on P0's turn, her Play Effect may choose an enemy unit at another
    location (P1's Sergeant in base, P1's Poro at battlefield 1; not P0's own units, 811.1.d.2 not
    binding it to her battlefield); the chosen one moves to her battlefield."""
    game = evelynn_game()
    play(game, "play Evelynn, Entrancing from facedown to bf 0")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may", d
    sergeant, poro = cid(game, "Vanguard Sergeant"), cid(game, "Stalwart Poro")
    opts = [a.card for a in game.legal_actions() if isinstance(a, ChooseCard)]
    assert sorted(opts) == sorted([-1, sergeant, poro])
    game.apply(ChooseCard(sergeant))
    while game.state.chain:
        pass_(game)
    assert [e.data for e in game.log if e.kind == "effect_move"] == [(sergeant, 0)]  # then a combat there
    check_invariants(game)


def test_evelynn_entrancing_from_hand_does_not_trigger():
    """383.2.a.1 (Evelynn, Entrancing): played from her player's hand she doesn't trigger."""
    game = position({"deck": DECK, "hand": ["Evelynn, Entrancing"], "runes": ["Chaos Rune"] * 6},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    play(game, "play Evelynn, Entrancing to base")
    settle(game)
    assert not [e for e in game.log if e.kind == "trigger"]
    assert game.state.units[cid(game, "Vanguard Sergeant")].loc < 0


# --- Abandoned Hall (190.6.c) ------------------------------------------------------------------------

def hall_game(turn_player: int):
    """Abandoned Hall (bf 0) held by P1's Vanguard Sergeant; P0's Pit Rookie holds bf 1; the turn
    player has a Hextech Ray."""
    me = {"deck": DECK, "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2}
    return position(me if turn_player == 0 else {"deck": DECK}, me if turn_player == 1 else {"deck": DECK},
                     battlefields=[{"card": "Abandoned Hall", "controller": 1,
                                    "units": [{"card": "Vanguard Sergeant", "controller": 1}]},
                                   {"controller": 0, "units": [{"card": "Stalwart Poro", "controller": 0}]}],
                     turn_player=turn_player, turn=2 + turn_player)


def test_abandoned_hall_the_player_who_plays_a_spell_may_pump_their_unit_there():
    """190.6.c, 419.4.a, 383.3.a, 355.5 (Abandoned Hall): P1 (its controller) plays Hextech Ray;
    once it has resolved the Hall's ability is P1's: P1 may choose their unit there, which gets +1
    Might this turn."""
    game = hall_game(1)
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "P1: play Hextech Ray targeting Stalwart Poro at bf 1")
    while not (game.pending().kind == "choose_card" and game.pending().context[0] == "trigger_may"):
        pass_(game)
    d = game.pending()
    assert d.player == 1
    assert [a.card for a in game.legal_actions() if isinstance(a, ChooseCard)] == [-1, sergeant]
    game.apply(ChooseCard(sergeant))
    settle(game)
    assert might_of(game, sergeant) == 5
    check_invariants(game)


def test_abandoned_hall_triggers_for_a_player_who_does_not_control_it():
    """190.6.c, 402.4 (Abandoned Hall): P0 plays a spell while P1 controls the Hall: the ability is
    P0's (not P1's) and, P0 having no unit there, it leaves the chain with no target; P1's unit
    gets nothing."""
    game = hall_game(0)
    play(game, "play Hextech Ray targeting Vanguard Sergeant at bf 0")
    settle(game)
    assert not [e for e in game.log if e.kind == "trigger_may"]
    hall = game.state.battlefields[0].cid
    assert [e.player for e in game.log if e.kind == "trigger_no_target" and hall in e.data] == [0]
    assert might_of(game, cid(game, "Vanguard Sergeant")) == 4


# --- Gardens of Becoming -----------------------------------------------------------------------------

def test_gardens_of_becoming_units_there_exhaust_to_gain_xp():
    """364.1, 377, 414, 730.1 (Gardens of Becoming): P0's ready unit at the Gardens has 'exhaust: gain
    1 XP' (P0's unit in base has not): activated, it exhausts and P0 gains 1 XP; exhausted, it can't
    again."""
    game = position({"deck": DECK, "base": [{"card": "Stalwart Poro", "exhausted": False}]},
                    {"deck": DECK, "hand": ["Eclipse"], "runes": ["Mind Rune"] * 4},  # P1 may react
                    battlefields=[{"card": "Gardens of Becoming", "controller": 0,
                                   "units": [{"card": "Pit Rookie", "controller": 0, "exhausted": False}]},
                                  {}])
    rookie = cid(game, "Pit Rookie")
    acts = [a for a in game.legal_actions() if isinstance(a, Activate)]
    assert [a.source for a in acts] == [rookie]
    assert parse_action(game, format_action(game, acts[0])) == acts[0]
    game.apply(acts[0])
    assert game.state.chain  # the ability waits on the chain (it adds nothing, 429.2)
    again = load_position(dump_position(game))  # a lent ability on the chain is written and read
    assert dump_position(again) == dump_position(game)
    settle(game)
    g = game.state
    assert g.units[rookie].exhausted and g.players[0].xp == 1
    assert not [a for a in game.legal_actions() if isinstance(a, Activate)]
    check_invariants(game)


# --- Lilting Lullaby ---------------------------------------------------------------------------------

def test_lilting_lullaby_counters_and_its_controller_plays_no_more_spells_this_turn():
    """425.1, 390.4, 419.1, 317.2.c (Lilting Lullaby): P0 answers P1's Hextech Ray with it: the Ray
    is countered; for the rest of the turn P1 is offered no spell play (the second Ray) but may
    still play a unit."""
    game = position({"deck": DECK, "hand": ["Lilting Lullaby"],
                     "runes": ["Calm Rune"] * 2 + ["Mind Rune"] * 2},
                    {"deck": DECK, "hand": ["Hextech Ray", "Hextech Ray", "Stalwart Poro"],
                     "runes": ["Fury Rune"] * 6},
                    battlefields=[{"controller": 0, "units": [{"card": "Vanguard Sergeant",
                                                               "controller": 0}]}, {}],
                    turn_player=1, turn=2)
    rays = sorted(c for c in game.state.players[1].hand if game.state.cards[c].name == "Hextech Ray")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == rays[0]))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    assert game.pending().player == 0
    play(game, "play Lilting Lullaby targeting Hextech Ray")
    settle(game)
    g = game.state
    assert rays[0] in g.players[1].trash and might_of(game, cid(game, "Vanguard Sergeant")) == 4
    assert kinds(game, "countered") == ["countered"]
    acts = game.legal_actions()
    assert game.pending().player == 1
    assert not [a for a in acts if isinstance(a, PlaySpell)]
    assert [a for a in acts if isinstance(a, PlayUnit)]
    check_invariants(game)


# --- Sacrifice ---------------------------------------------------------------------------------------

def test_sacrifice_kills_a_friendly_mighty_unit_as_its_cost_then_draws_and_channels():
    """356.2.a.1, 355.10.c, 357.2, 708, 413, 430.3 (Sacrifice): only a friendly Mighty unit may pay
    (P0's Yeti Brawler or Rengar, not the 2 Might Pit Rookie nor P1's Mighty unit); the picked one
    dies as the cost is paid, before the spell resolves; P0 draws 2 and channels 1 rune exhausted."""
    game = position({"deck": DECK, "hand": ["Sacrifice"], "runes": ["Order Rune"] * 3,
                     "rune_deck": ["Order Rune"] * 2,
                     "base": ["Yeti Brawler", "Rengar, Trophy Hunter", "Pit Rookie"]},
                    {"deck": DECK, "hand": ["Eclipse"], "runes": ["Mind Rune"] * 4,
                     "base": ["Master Yi, Unstoppable"]})
    yeti, rengar = cid(game, "Yeti Brawler"), cid(game, "Rengar, Trophy Hunter")
    hand, runes = len(game.state.players[0].hand), len(game.state.players[0].runes)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell)))
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "cost_kill"
    assert sorted(a.card for a in game.legal_actions() if isinstance(a, ChooseCard)) == sorted([yeti, rengar])
    game.apply(ChooseCard(yeti))
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    assert game.state.chain and yeti in game.state.players[0].trash  # paid with the cost (357.2)
    settle(game)
    p = game.state.players[0]
    assert len(p.hand) == hand - 1 + 2
    assert len(p.runes) == runes + 1 and len(p.rune_deck) == 1  # one channelled ...
    assert p.rune_exhausted[-1]  # ... exhausted (430.3)
    check_invariants(game)


def test_sacrifice_cant_be_played_without_a_friendly_mighty_unit():
    """355.16, 356.2.a.1 (Sacrifice): with only a 2 Might unit its cost can't be paid: no play."""
    game = position({"deck": DECK, "hand": ["Sacrifice"], "runes": ["Order Rune"] * 3,
                     "base": ["Pit Rookie"]}, {"deck": DECK})
    assert not [a for a in game.legal_actions() if isinstance(a, PlaySpell)]


# --- Forgotten Library -------------------------------------------------------------------------------

def library_game(controller: int | None):
    units = [{"card": "Pit Rookie", "controller": 0}] if controller == 0 else []
    return position({"deck": DECK, "hand": ["Hextech Ray", "Moonlight Affliction"],
                     "runes": ["Fury Rune"] * 2 + ["Mind Rune"] * 7},
                    {"deck": DECK},
                    battlefields=[{"card": "Forgotten Library", "controller": controller, "units": units},
                                  {"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1},
                                                              {"card": "Stalwart Poro", "controller": 1}]}])


def predicts(game) -> list:
    return [e for e in game.log if e.kind == "trigger" and game.state.battlefields[0].cid in e.data]


def test_forgotten_library_predicts_after_a_spell_of_four_energy_or_more():
    """190.6.a, 190.6.d, 383.2.a.1, 419.4.a, 436 (Forgotten Library): P0 controls it; their 1 Energy
    Hextech Ray triggers nothing; their 7 Energy Moonlight Affliction, once resolved, makes them
    predict (look at the top card, may recycle it)."""
    game = library_game(0)
    play(game, "play Hextech Ray targeting Stalwart Poro at bf 1")
    settle(game)
    assert not predicts(game)
    play(game, "play Moonlight Affliction targeting Vanguard Sergeant at bf 1")
    looked = 0
    while game.state.chain:
        d = game.pending()
        if d.kind == "choose_card":
            assert d.context[0] == "predict" and d.player == 0
            looked += 1
            game.apply(ChooseCard(-1))
        else:
            pass_(game)
    assert len(predicts(game)) == 1 and looked == 1
    check_invariants(game)


def test_forgotten_library_uncontrolled_does_nothing():
    """190.6.d (Forgotten Library): no one controls it: 'you' is no one, nothing triggers."""
    game = library_game(None)
    play(game, "play Moonlight Affliction targeting Vanguard Sergeant at bf 1")
    settle(game)
    assert not predicts(game)


# --- Vaults of Helia ---------------------------------------------------------------------------------

def test_vaults_of_helia_holder_pays_one_more_for_unit_cards_this_turn():
    """383.4.d.2.b, 356.3, 390.4, 317.2.c (Vaults of Helia): P0 holds it at the start of their turn:
    for the rest of it their unit cards cost 1 Energy more (Pit Rookie 3, so not playable with the
    2 runes they channel), P1's do not; the next turn the increase is gone."""
    game = load_position({
        "players": [{"deck": DECK, "hand": ["Pit Rookie"], "rune_deck": ["Body Rune"] * 4,
                     "turns_started": 3},
                    {"deck": DECK, "hand": ["Pit Rookie"], "turns_started": 3}],
        "turn_player": 1, "turn": 6,
        "battlefields": [{"card": "Vaults of Helia", "controller": 0,
                          "units": [{"card": "Vanguard Sergeant", "controller": 0}]}, {}]})
    do(game, "P1: end turn")
    settle(game)
    g = game.state
    assert g.turn_player == 0 and g.points[0] == 1 and len(g.players[0].runes) == 2
    mine = next(c for c in g.players[0].hand if g.cards[c].name == "Pit Rookie")
    theirs = next(c for c in g.players[1].hand if g.cards[c].name == "Pit Rookie")
    assert unit_cost(g, mine, False) == (3, ()) and unit_cost(g, theirs, False) == (2, ())
    assert not [a for a in game.legal_actions() if isinstance(a, PlayUnit) and a.card == mine]
    do(game, "end turn")
    assert unit_cost(game.state, mine, False) == (2, ())  # expired with P0's turn (317.2.c)
    check_invariants(game)
