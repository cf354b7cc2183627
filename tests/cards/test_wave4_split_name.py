"""Scenario tests for card wave 4, helper C (issue 13): split damage (355.14; effects/split_damage.py),
groups of units with a total (355.11), naming (759). Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard, EndTurn, Pass, PlaySpell
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.game import card_support
from tests.spell_helpers import cid, do, pay, position

DECK = ["Vanguard Captain"] * 2 + ["Mystic Poro"] * 2
RECRUIT = "Recruit // Buff"
CARDS = ("Volibear, Furious", "Alpha Strike", "Fox-Fire", "Emperor's Divide", "Tricksy Tentacles",
         "Fallen Feline", "The List", "Commander Ledros", "Maduli the Gatekeeper")


def test_entries_exist():
    """The cards of this file are played by their entries, not refused (docs/cards.md)."""
    for name in CARDS:
        assert card_support(load_cards().by_name(name)) == "script", name


def _pay(game) -> None:
    """Pay the pending cost with its first option, unless the engine took the only one."""
    if game.pending().kind == "pay":
        pay(game)


def _settle(game, stop: tuple[str, ...] = ()) -> None:
    """Pass Priority and Focus, and take the first option of other decisions, until a decision
    whose choose_card purpose is in ``stop``, a naming, or the Main Phase with an empty chain."""
    for _ in range(60):
        d = game.pending()
        if d is None or (d.kind == "main" and not game.state.chain):
            return
        if d.kind == "choose_card" and d.context[0] in stop or d.kind == "choose_name":
            return
        game.apply(Pass() if d.kind in ("priority", "focus") else game.legal_actions()[0])


# --- Volibear, Furious: 5 damage split among any number of enemy units here -----------------------

def volibear_game(defenders: list[str], elsewhere: list[str] = ()):
    """Volibear ready in P0's base; P1 holds battlefield 0 with ``defenders`` and battlefield 1
    with ``elsewhere``."""
    volibear = {"card": "Volibear, Furious", "exhausted": False}
    return position({"deck": DECK, "base": [volibear]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": n, "controller": 1}
                                                              for n in defenders]},
                                  {"controller": 1 if elsewhere else None,
                                   "units": [{"card": n, "controller": 1} for n in elsewhere]}])


def test_volibear_targets_are_enemy_units_here_up_to_five():
    """355.14.b-c, 355.13: as his attack ability is finalized its controller picks enemy units where
    he attacks, one at a time (none allowed); never a unit at the other battlefield; after the fifth
    pick (5 damage) it is finalized without asking again."""
    game = volibear_game([RECRUIT] * 3 + ["Zephyr Sage", "Shipyard Skulker", "Vanguard Sergeant"],
                         elsewhere=["Pit Rookie"])
    rookie = cid(game, "Pit Rookie")
    do(game, "move Volibear, Furious to bf 0")
    picks = 0
    while game.pending().kind == "choose_card" and game.pending().context[0] == "trigger_targets":
        opts = [a.card for a in game.legal_actions()]
        assert -1 in opts and rookie not in opts
        units = [game.state.units[c] for c in opts if c >= 0]
        assert all(u.loc == 0 and u.controller == 1 for u in units)
        game.apply(ChooseCard(next(c for c in opts if c >= 0)))
        picks += 1
    assert picks == 5
    split = [e for e in game.log if e.kind == "split_damage"][0].data[1]
    assert len(split) == 5 and {n for _, n in split} == {1}  # five targets: 1 each, nothing to divide


def test_volibear_divides_as_it_resolves_and_a_lost_target_leaves_more_for_the_others():
    """355.14.e-f, 359.3.e.2: two targets chosen; one leaves the board while Priority is held, so
    as the ability resolves the one left is the only target and takes all 5 (nothing to divide)."""
    game = volibear_game(["Zephyr Sage", "Vanguard Sergeant"])
    g = game.state
    sage, sergeant = cid(game, "Zephyr Sage"), cid(game, "Vanguard Sergeant")
    do(game, "move Volibear, Furious to bf 0")
    game.apply(ChooseCard(sage))
    g.stepping = True  # (a judge's option: stop at every step, so P1's Priority is asked)
    game.apply(ChooseCard(sergeant))
    while game.pending().kind != "priority":
        game.apply(game.legal_actions()[0])
    del g.units[sergeant]  # (a judge's edit: the Sergeant has left the board, 124.1)
    g.players[1].trash.append(sergeant)
    g.stepping = False
    _settle(game, stop=("split_more",))
    split = [e for e in game.log if e.kind == "split_damage"]
    assert split and split[0].data[1] == ((sage, 5),)
    assert [e.data[:2] for e in game.log if e.kind == "damage"][:1] == [(sage, 5)]


def test_volibear_division_is_his_controllers_choice():
    """355.14.e, ruling 105: 5 damage, two targets: each gets 1 and the 3 left are its controller's
    to give: all to the Skulker (3 Might: it dies), 1 to the Sage."""
    game = volibear_game(["Zephyr Sage", "Shipyard Skulker"])
    sage, skulker = cid(game, "Zephyr Sage"), cid(game, "Shipyard Skulker")
    do(game, "move Volibear, Furious to bf 0")
    first, second = sorted((sage, skulker))
    game.apply(ChooseCard(first))
    game.apply(ChooseCard(second))  # none left to choose: finalized, then it resolves
    _settle(game, stop=("split_more",))
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "split_more" and d.player == 0
    assert [a.card for a in game.legal_actions()] == [first, second]
    game.apply(ChooseCard(skulker))
    split = [e for e in game.log if e.kind == "split_damage"][0].data[1]
    assert dict(split) == {sage: 1, skulker: 4}
    _settle(game)
    assert skulker not in game.state.units
    check_invariants(game)


def test_volibear_with_no_target_chosen_deals_nothing():
    """355.13, 359.3.e.7: none chosen: the ability resolves and deals nothing."""
    game = volibear_game(["Zephyr Sage"])
    do(game, "move Volibear, Furious to bf 0")
    game.apply(ChooseCard(-1))
    _settle(game, stop=("split_more",))
    assert not [e for e in game.log if e.kind == "split_damage"]


# --- Alpha Strike: a friendly unit's Might split among enemy units at battlefields, XP per kill ------

ENEMIES = (RECRUIT, RECRUIT, "Zephyr Sage")


def alpha_game(friendly: str = "Playful Phantom", enemies: tuple[str, ...] = ENEMIES,
               in_base: tuple[str, ...] = ("Pit Rookie",)):
    return position({"deck": DECK, "hand": ["Alpha Strike"], "runes": ["Calm Rune"] * 4,
                     "base": [{"card": friendly}]},
                    {"deck": DECK, "base": [{"card": n} for n in in_base]},
                    battlefields=[{"controller": 1, "units": [{"card": n, "controller": 1} for n in enemies]},
                                  {}])


def _plays(game) -> list[PlaySpell]:
    spell = cid(game, "Alpha Strike")
    return [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == spell]


def test_alpha_strike_targets_enemy_units_at_battlefields_up_to_the_might():
    """355.14.c, 355.9.b: T1 is a friendly unit; the split's targets are enemy units at battlefields
    (never the one in its base), 1 to T1's Might of them: a 3 Might unit may choose all three."""
    game = alpha_game(friendly="Shipyard Skulker")
    rookie = cid(game, "Pit Rookie")
    plays = _plays(game)
    assert plays and all(rookie not in a.targets[1] for a in plays)
    assert {len(a.targets[1]) for a in plays} == {1, 2, 3}
    assert all(game.state.units[a.targets[0][0]].controller == 0 for a in plays)


def test_alpha_strike_gains_1_xp_for_each_unit_it_kills():
    """387, 428.5.c, 355.14.e: the Phantom's 5 damage split 1, 1, 3 over two Recruits and the Sage:
    the Recruits die in the cleanup after it (the Sage, 6 Might, survives), and the reflexive ability
    triggers once per kill: 2 XP."""
    game = alpha_game()
    phantom = cid(game, "Playful Phantom")
    g = game.state
    recruits = sorted(c for c in g.units if g.cards[c].name == RECRUIT)
    sage = cid(game, "Zephyr Sage")
    play = next(a for a in _plays(game) if a.targets == ((phantom,), tuple(sorted((*recruits, sage)))))
    game.apply(play)
    pay(game)
    _settle(game, stop=("split_more",))
    while game.pending().kind == "choose_card" and game.pending().context[0] == "split_more":
        game.apply(ChooseCard(sage))
    split = dict([e for e in game.log if e.kind == "split_damage"][0].data[1])
    assert split == {recruits[0]: 1, recruits[1]: 1, sage: 3}
    _settle(game)
    g = game.state
    assert all(r not in g.units for r in recruits) and sage in g.units
    assert g.players[0].xp == 2
    check_invariants(game)


def test_alpha_strike_without_its_chosen_unit_does_nothing():
    """359.3.e.12: T1 has left the board as it resolves: its Might is a null value, nothing is
    dealt and no XP gained."""
    game = alpha_game()
    phantom = cid(game, "Playful Phantom")
    game.apply(next(a for a in _plays(game) if a.targets[0] == (phantom,) and len(a.targets[1]) == 3))
    pay(game)
    g = game.state
    del g.units[phantom]  # (a judge's edit: the Phantom has left the board)
    g.players[0].trash.append(phantom)
    _settle(game)
    assert not [e for e in game.log if e.kind in ("split_damage", "damage")]
    assert game.state.players[0].xp == 0


# --- Fox-Fire: kill any number of units at a battlefield with total Might 4 or less (355.11) ---------

def fox_game(p1_hand: tuple[str, ...] = ()):
    """P0 with Fox-Fire and runes; P1 holds battlefield 0 with four Recruits and a Shipyard Skulker
    (3 Might); P0 holds battlefield 1 with a Pit Rookie."""
    there = [{"card": RECRUIT, "controller": 1} for _ in range(4)]
    there.append({"card": "Shipyard Skulker", "controller": 1})
    return position({"deck": DECK, "hand": ["Fox-Fire"], "runes": ["Calm Rune"] * 4},
                    {"deck": DECK, "hand": list(p1_hand), "runes": ["Body Rune"] * 4},
                    battlefields=[{"controller": 1, "units": there},
                                  {"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]}])


def _fox_plays(game) -> list[PlaySpell]:
    spell = cid(game, "Fox-Fire")
    return [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == spell]


def test_fox_fire_groups_fit_at_one_battlefield_within_4_might():
    """355.11.a, 355.13: every group offered is at one battlefield with total Might at most 4 (none
    included); four Recruits together, or a Recruit with the Skulker, but never the Skulker with two
    Recruits, nor units of both battlefields."""
    game = fox_game()
    g = game.state
    plays = _fox_plays(game)
    groups = [a.targets[0] for a in plays]
    assert () in groups
    for t in groups:
        assert len({g.units[c].loc for c in t}) <= 1
        assert sum(max(0, g.cards[c].might) for c in t) <= 4
    sizes = {(len(t), any(g.cards[c].name == "Shipyard Skulker" for c in t)) for t in groups}
    assert (4, False) in sizes and (2, True) in sizes and (3, True) not in sizes


def test_fox_fire_kills_the_group():
    """359.3.d: the chosen group dies; the units not chosen stay."""
    game = fox_game()
    g = game.state
    skulker = cid(game, "Shipyard Skulker")
    play = next(a for a in _fox_plays(game) if len(a.targets[0]) == 2 and skulker in a.targets[0])
    game.apply(play)
    _pay(game)
    _settle(game)
    assert skulker not in game.state.units
    assert len([u for u in g.units.values() if g.cards[u.cid].name == RECRUIT]) == 3


def test_fox_fire_the_355_11_b_example_a_subset_of_the_original_targets():
    """355.11.b (its example): four 1 Might Recruits chosen; in reaction one gets +2 (total 6), so as
    Fox-Fire resolves its controller picks a subset of the original targets that fits: here the
    boosted one and one other (3 + 1); the Skulker, never chosen, is not offered, and once the total
    is reached only -1 is left, so the subset is taken."""
    game = fox_game(p1_hand=("Feral Strength",))
    g = game.state
    recruits = sorted(c for c in g.units if g.cards[c].name == RECRUIT)
    game.apply(next(a for a in _fox_plays(game) if a.targets[0] == tuple(recruits)))
    _pay(game)
    boost = next(a for a in game.legal_actions()
                 if isinstance(a, PlaySpell) and a.targets[0] == (recruits[0],))
    game.apply(boost)
    while game.pending().kind == "choose_card" and game.pending().context[0] == "repeat":
        game.apply(ChooseCard(-1))
    if game.pending().kind == "pay":
        _pay(game)
    _settle(game, stop=("group_fit",))
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "group_fit" and d.player == 0
    assert [a.card for a in game.legal_actions()] == [-1, *recruits]
    game.apply(ChooseCard(recruits[0]))
    assert [a.card for a in game.legal_actions()] == [-1, *recruits[1:]]
    game.apply(ChooseCard(recruits[1]))
    _settle(game)
    alive = {c for c in recruits if c in g.units}
    assert alive == set(recruits[2:]) and cid(game, "Shipyard Skulker") in g.units
    check_invariants(game)


# --- Emperor's Divide: any number of friendly units at a battlefield to their base -----------------

def test_emperors_divide_moves_a_group_of_one_battlefield_to_base():
    """355.11.a, 355.13: the groups offered are friendly units of one battlefield (none included;
    never an enemy unit, never two battlefields at once); the chosen ones go to their base, the
    other stays."""
    game = position({"deck": DECK, "hand": ["Emperor's Divide"], "runes": ["Calm Rune"] * 4},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0},
                                                              {"card": "Shipyard Skulker", "controller": 0}]},
                                  {"controller": 0, "units": [{"card": "Zephyr Sage", "controller": 0}]}])
    g = game.state
    spell = cid(game, "Emperor's Divide")
    groups = [a.targets[0] for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == spell]
    rookie, skulker, sage = cid(game, "Pit Rookie"), cid(game, "Shipyard Skulker"), cid(game, "Zephyr Sage")
    assert sorted(groups) == sorted([(), (rookie,), (skulker,), tuple(sorted((rookie, skulker))), (sage,)])
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == spell
                    and a.targets[0] == tuple(sorted((rookie, skulker)))))
    _pay(game)
    _settle(game)
    assert g.units[rookie].loc < 0 and g.units[skulker].loc < 0 and g.units[sage].loc == 1
    check_invariants(game)


# --- Tricksy Tentacles: one opponent's units, total Might 8 or less, to a single location ----------

def test_tricksy_tentacles_moves_one_players_units_within_8_might_to_one_place():
    """355.11.a, 355.4: a group of enemy units (total Might at most 8) and one destination are
    chosen as it is played: the Skulker (3) and a Rookie go from battlefield 0 to battlefield 1;
    the Sage (6) with the Skulker would be 9: never offered."""
    game = position({"deck": DECK, "hand": ["Tricksy Tentacles"], "runes": ["Calm Rune"] * 5},
                    {"deck": DECK, "base": [{"card": "Zephyr Sage"}]},
                    battlefields=[{"controller": 1, "units": [{"card": "Pit Rookie", "controller": 1},
                                                              {"card": "Shipyard Skulker", "controller": 1}]},
                                  {}])
    g = game.state
    spell = cid(game, "Tricksy Tentacles")
    rookie, skulker, sage = cid(game, "Pit Rookie"), cid(game, "Shipyard Skulker"), cid(game, "Zephyr Sage")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == spell]
    assert all(sum(max(0, g.cards[c].might) for c in a.targets[0]) <= 8 for a in plays)
    assert not any({sage, skulker} <= set(a.targets[0]) for a in plays)
    assert any(a.targets == ((),) and a.destination is None for a in plays)  # none at all (355.13)
    pick = next(a for a in plays if a.targets[0] == tuple(sorted((rookie, skulker))) and a.destination == 1)
    game.apply(pick)
    _pay(game)
    _settle(game)
    assert g.units[rookie].loc == 1 and g.units[skulker].loc == 1 and g.units[sage].loc < 0
    check_invariants(game)


# --- Fallen Feline: name a spell; at a battlefield, opponents can't play spells of that name (759) --

def feline_game():
    """P0 with Fallen Feline and Order Runes; P1 with Void Seeker and Hextech Ray and Fury Runes,
    holding battlefield 0 with a Stalwart Poro."""
    return position({"deck": DECK, "hand": ["Fallen Feline"], "runes": ["Order Rune"] * 4},
                    {"deck": DECK, "hand": ["Void Seeker", "Hextech Ray"], "runes": ["Fury Rune"] * 4},
                    battlefields=[{"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}]},
                                  {}])


def _p1_spells(game) -> set[str]:
    g = game.state
    return {g.cards[a.card].name for a in game.legal_actions() if isinstance(a, PlaySpell)}


def test_fallen_feline_names_any_spell_and_bars_it_while_at_a_battlefield():
    """760, 762, 359.3.f: its Play Effect asks P0 to name a spell among every spell card's name (Void
    Seeker, in P1's hand, and Fox-Fire, in no deck here, alike); named Void Seeker, P1 may still play
    it while the Feline is in its base, and may not once it has moved to a battlefield, turns later
    (the name lasts while it stays on the board; Hextech Ray stays playable)."""
    game = feline_game()
    do(game, "play Fallen Feline to base")
    _pay(game)
    _settle(game, stop=())
    d = game.pending()
    assert d.kind == "choose_name" and d.player == 0 and d.context.what == "spell"
    names = {a.name for a in game.legal_actions()}
    assert {"Void Seeker", "Fox-Fire", "Hextech Ray"} <= names and "Fallen Feline" not in names
    do(game, "name Void Seeker")
    assert [e.data[1:] for e in game.log if e.kind == "name"] == [("spell", "Void Seeker")]
    game.apply(EndTurn())
    _settle_to_main(game, 1)
    assert {"Void Seeker", "Hextech Ray"} <= _p1_spells(game)  # in its base: nothing barred
    game.apply(EndTurn())
    _settle_to_main(game, 0)
    do(game, "move Fallen Feline to bf 1")
    _settle_to_main(game, 0)
    assert game.state.units[cid(game, "Fallen Feline")].loc == 1
    game.apply(EndTurn())
    _settle_to_main(game, 1)
    assert _p1_spells(game) == {"Hextech Ray"}
    check_invariants(game)


def _settle_to_main(game, player: int) -> None:
    for _ in range(40):
        d = game.pending()
        if d.kind == "main" and d.player == player:
            return
        game.apply(Pass() if d.kind in ("priority", "focus") else game.legal_actions()[0])
    raise AssertionError(game.pending())


# --- The List: name a tag as it is played; its ability gives a unit with that tag -2 Might ---------

def test_the_list_names_a_tag_as_it_is_played_and_targets_only_that_tag():
    """355, 760, 763: the tag is named as The List is played, before its cost (all 127 tags of the
    card table offered); its ability may choose only a unit with that tag (the Poros, not the
    Sergeant), which gets -2 Might this turn."""
    game = position({"deck": DECK, "hand": ["The List"], "runes": ["Chaos Rune"] * 2,
                     "base": [{"card": "Vanguard Sergeant"}]},
                    {"deck": DECK, "base": [{"card": "Stalwart Poro"}]})
    do(game, "play The List")
    d = game.pending()
    assert d.kind == "choose_name" and d.context.what == "tag"
    assert "Poro" in {a.name for a in game.legal_actions()}
    do(game, "name poro")  # read without regard to case
    _pay(game)
    assert game.state.cards[cid(game, "The List")].type == "Gear" and cid(game, "The List") in game.state.gear
    from riftbound.actions import Activate
    acts = [a for a in game.legal_actions() if isinstance(a, Activate)]
    poro, sergeant = cid(game, "Stalwart Poro"), cid(game, "Vanguard Sergeant")
    assert acts and {a.target for a in acts} == {poro}
    game.apply(acts[0])
    _settle(game)
    from tests.spell_helpers import might_of
    assert might_of(game, poro) == load_cards().by_name("Stalwart Poro").might - 2
    assert might_of(game, sergeant) == load_cards().by_name("Vanguard Sergeant").might
    check_invariants(game)


# --- Commander Ledros: kill any number of friendly units as an additional cost, -1 Order each ------

def ledros_game(units: int, order_runes: int):
    """P0 with Commander Ledros (6 Energy, four Order Power), six Calm Runes and ``order_runes`` Order
    Runes, and ``units`` units of different names in base (none interchangeable, ruling 2)."""
    names = ["Pit Rookie", "Shipyard Skulker", "Vanguard Sergeant", "Zephyr Sage"][:units]
    return position({"deck": DECK, "hand": ["Commander Ledros"],
                     "runes": ["Calm Rune"] * 6 + ["Order Rune"] * order_runes,
                     "base": [{"card": n} for n in names]}, {"deck": DECK})


def _ledros_plays(game) -> list:
    from riftbound.actions import PlayUnit
    return [a for a in game.legal_actions() if isinstance(a, PlayUnit)
            and game.state.cards[a.card].name == "Commander Ledros"]


def test_ledros_kills_take_order_power_off_and_stopping_waits_for_a_payable_cost():
    """356.2.b, 356.4, 355.16, 357.2: with two Order Runes only, two of the four Order Power must come
    off: the kills are picked one at a time and 'none' is offered only once two are picked; the two
    picked die as the cost is paid (6 Energy and two Order Power), the third unit stays."""
    game = ledros_game(units=3, order_runes=2)
    assert _ledros_plays(game)
    game.apply(_ledros_plays(game)[0])
    picked = []
    for _ in range(2):
        d = game.pending()
        assert d.kind == "choose_card" and d.context[0] == "cost_kill_any"
        opts = [a.card for a in game.legal_actions()]
        assert -1 not in opts and not set(picked) & set(opts)
        picked.append(opts[0])
        game.apply(ChooseCard(opts[0]))
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "cost_kill_any"
    assert -1 in [a.card for a in game.legal_actions()]
    game.apply(ChooseCard(-1))
    _pay(game)
    _settle(game)
    g = game.state
    assert all(c not in g.units and c in g.players[0].trash for c in picked)
    assert len(g.units) == 2 and cid(game, "Commander Ledros") in g.units
    assert [e.data[0] for e in game.log if e.kind == "cost_kill"] == picked
    check_invariants(game)


def test_ledros_is_not_offered_when_even_every_kill_leaves_it_unpayable():
    """355.16, 356.6 (a contrast): with no Order Rune and only three friendly units, three kills take
    three Order Power off and the fourth can't be paid: Ledros is not offered; with a fourth unit it
    is."""
    assert not _ledros_plays(ledros_game(units=3, order_runes=0))
    assert _ledros_plays(ledros_game(units=4, order_runes=0))


def test_tricksy_tentacles_a_group_over_its_total_is_cut_to_a_subset():
    """355.11.b: the Skulker (3) and the Sergeant (4) chosen (7); in reaction the Skulker gets +2, so
    as Tricksy Tentacles resolves the group (9) no longer fits: its controller picks the Sergeant,
    and then nothing else fits; the Sergeant alone moves."""
    game = position({"deck": DECK, "hand": ["Tricksy Tentacles"], "runes": ["Calm Rune"] * 5},
                    {"deck": DECK, "hand": ["Feral Strength"], "runes": ["Body Rune"] * 4},
                    battlefields=[{"controller": 1, "units": [{"card": "Shipyard Skulker", "controller": 1},
                                                              {"card": "Vanguard Sergeant",
                                                               "controller": 1}]},
                                  {}])
    g = game.state
    spell = cid(game, "Tricksy Tentacles")
    skulker, sergeant = cid(game, "Shipyard Skulker"), cid(game, "Vanguard Sergeant")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == spell
                    and a.targets[0] == tuple(sorted((skulker, sergeant))) and a.destination == 1))
    _pay(game)
    game.apply(next(a for a in game.legal_actions()
                    if isinstance(a, PlaySpell) and a.targets[0] == (skulker,)))
    while game.pending().kind == "choose_card" and game.pending().context[0] == "repeat":
        game.apply(ChooseCard(-1))
    _pay(game)
    _settle(game, stop=("group_fit",))
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "group_fit" and d.player == 0
    assert [a.card for a in game.legal_actions()] == [-1, *sorted((skulker, sergeant))]
    game.apply(ChooseCard(sergeant))
    _settle(game)
    assert g.units[sergeant].loc == 1 and g.units[skulker].loc == 0
    check_invariants(game)


# --- Maduli the Gatekeeper: can't be readied; moves to an occupied enemy battlefield if mightier -----

def maduli_game(exhausted: bool = False):
    """P0's Maduli (6 Might) in base with two Chaos Runes; P1 holds battlefield 0 with a Pit Rookie
    and battlefield 1 with a Zephyr Sage (6 Might)."""
    return position({"deck": DECK, "runes": ["Chaos Rune"] * 2,
                     "base": [{"card": "Maduli the Gatekeeper", "exhausted": exhausted},
                              {"card": "Shipyard Skulker", "exhausted": True}]},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Pit Rookie", "controller": 1}]},
                                  {"controller": 1, "units": [{"card": "Zephyr Sage", "controller": 1}]}])


def _maduli_acts(game) -> list:
    from riftbound.actions import Activate
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def test_maduli_moves_only_where_its_might_beats_the_enemies_total():
    """355.4, 383.2.a.1: the destination is chosen as the ability is activated (both occupied enemy
    battlefields offered); as it resolves Maduli moves to battlefield 0 (6 against the Rookie's 2),
    but not to battlefield 1 (6 against the Sage's 6: not greater)."""
    game = maduli_game()
    maduli = cid(game, "Maduli the Gatekeeper")
    assert sorted(a.location for a in _maduli_acts(game)) == [0, 1]
    game.apply(next(a for a in _maduli_acts(game) if a.location == 1))
    _settle(game)
    assert game.state.units[maduli].loc < 0
    game = maduli_game()
    game.apply(next(a for a in _maduli_acts(game) if a.location == 0))
    _settle(game)
    assert maduli in game.state.units and game.state.units[maduli].loc == 0
    assert [e for e in game.log if e.kind == "effect_move" and e.data[0] == maduli]
    check_invariants(game)


def test_maduli_is_not_readied_in_its_controllers_awakening():
    """415, 415.3.a (a contrast): at P0's next Awakening the exhausted Skulker is readied, the
    exhausted Maduli is not."""
    game = maduli_game(exhausted=True)
    maduli, skulker = cid(game, "Maduli the Gatekeeper"), cid(game, "Shipyard Skulker")
    game.apply(EndTurn())
    _settle_to_main(game, 1)
    game.apply(EndTurn())
    _settle_to_main(game, 0)
    g = game.state
    assert not g.units[skulker].exhausted and g.units[maduli].exhausted
    assert not [e for e in game.log if e.kind == "ready" and e.data[0] == maduli]


def test_maduli_is_not_readied_by_an_effect():
    """415, 415.3.b, 359.3.e: Perfect Execution on the exhausted Maduli: it stays exhausted (no
    'ready' event) while the rest of the spell (Assault 3) still applies."""
    game = position({"deck": DECK, "hand": ["Perfect Execution"], "runes": ["Fury Rune"] * 4,
                     "base": [{"card": "Maduli the Gatekeeper", "exhausted": True}]}, {"deck": DECK})
    maduli = cid(game, "Maduli the Gatekeeper")
    game.apply(next(a for a in game.legal_actions()
                    if isinstance(a, PlaySpell) and a.targets == ((maduli,),)))
    _pay(game)
    _settle(game)
    g = game.state
    assert g.units[maduli].exhausted
    assert not [e for e in game.log if e.kind == "ready" and e.data[0] == maduli]
    assert any(k.startswith("Assault") for k in g.units[maduli].turn_keywords)


POROS = ("Pouty Poro", "Pouty Poro", RECRUIT)


def test_volibear_picks_only_targets_whose_deflect_its_controller_can_pay():
    """809.1.d, 355.16: two enemy Pouty Poros (Deflect) and a Recruit where Volibear attacks; with one
    rune its controller can pay one Deflect: once a Poro is picked the other is no longer offered
    (the Recruit is); the Power is paid as the ability is finalized."""
    game = position({"deck": DECK, "runes": ["Fury Rune"],
                     "base": [{"card": "Volibear, Furious", "exhausted": False}]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": n, "controller": 1} for n in POROS]},
                                  {}])
    g = game.state
    poros = sorted(c for c in g.units if g.cards[c].name == "Pouty Poro")
    recruit = next(c for c in g.units if g.cards[c].name == RECRUIT)
    do(game, "move Volibear, Furious to bf 0")
    assert [a.card for a in game.legal_actions()] == [-1, poros[0], recruit]  # the Poros: one group
    game.apply(ChooseCard(poros[0]))
    assert [a.card for a in game.legal_actions()] == [-1, recruit]
    game.apply(ChooseCard(-1))
    assert game.pending().kind == "pay"  # the Deflect of the Poro chosen (809.1.d)


def test_fox_fire_from_facedown_chooses_its_group_at_its_battlefield():
    """811.1.d, 355.11.a: Fox-Fire hidden at battlefield 0 on an earlier turn, played from facedown:
    its groups are only of units at battlefield 0, never at battlefield 1 (played from hand, they
    would be offered)."""
    mine = [{"card": "Pit Rookie", "controller": 0}]
    theirs = [{"card": RECRUIT, "controller": 1}]
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": mine, "facedown": "Fox-Fire"},
                                  {"controller": 1, "units": theirs}])
    g = game.state
    spell = cid(game, "Fox-Fire")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == spell]
    assert plays and all(g.units[c].loc == 0 for a in plays for c in a.targets[0])
    assert {len(a.targets[0]) for a in plays} == {0, 1}
