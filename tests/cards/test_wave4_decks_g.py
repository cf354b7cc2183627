"""Scenario tests for the cards of the Diana lists (Beijing, Hangzhou, Vancouver, League Cup) and the
Shanghai Draven list added in card wave 2's fourth session (issue 13, helper G), and self-play of each
list they make playable. Rule numbers lead each docstring."""

from __future__ import annotations

import json

import pytest

from riftbound import origins_decks
from riftbound.actions import Activate, ChooseCard, Move, Pass, PlaySpell
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.decks import deck_from_dict
from riftbound.engine.chain import spell_cost
from riftbound.engine.move_bans import may_move_unit
from riftbound.engine.primitives import forget_target
from riftbound.formats.position import PositionError, dump_position, load_position
from riftbound.game import card_support, unsupported_cards
from tests import SHARED
from tests.helpers import self_play_checked
from tests.spell_helpers import cid, do, kinds_among, might_of, play, position

DECK = ["Vanguard Captain"] * 2 + ["Mystic Poro"] * 2
HWEI, DIANA = "Hwei, Brooding Painter", "Diana, Lunari"
VEX_A, EDGE, VEX_C = "Vex, Apathetic", "Edge of Night", "Vex, Cheerless"
TOMB = "Hallowed Tomb"


def test_entries_exist():
    """The cards of this file are played by their entries, not refused (docs/cards.md)."""
    for name in (HWEI, DIANA, VEX_A, EDGE, VEX_C, TOMB):
        assert card_support(load_cards().by_name(name)) == "script", name


def _resolve(game) -> None:
    while game.state.chain and game.pending().kind == "priority":
        game.apply(Pass())


def _exhausted(game, player: int = 0) -> int:
    return sum(game.state.players[player].rune_exhausted)


# --- Hwei, Brooding Painter: "when I move", by the discarded card's type --------------------------

def hwei_game(hand: list[str], top: str = "Stupefy"):
    """P0's ready Hwei in base, 3 exhausted Mind runes and a ready Chaos rune; two empty battlefields."""
    return position({"deck": [top, *DECK], "hand": hand,
                     "runes": [{"card": "Mind Rune", "exhausted": True}] * 3 + ["Chaos Rune"],
                     "base": [{"card": HWEI, "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{}, {}])


def _move_hwei(game, runes: int) -> None:
    """Move Hwei to bf 0 and choose ``runes`` exhausted runes as the trigger's targets."""
    do(game, f"move #{cid(game, HWEI)} to bf 0")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_targets" and d.context[2] == "move"
    p = game.state.players[0]
    for _ in range(runes):
        pick = next(a.card for a in game.legal_actions() if a.card in p.runes
                    and p.rune_exhausted[p.runes.index(a.card)])
        game.apply(ChooseCard(pick))
    if runes < 2:
        game.apply(ChooseCard(-1))
    _resolve(game)


def _discard(game, name: str) -> None:
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "discard_pick", d
    game.apply(ChooseCard(cid(game, name, "hand")))


def test_hwei_runes_are_chosen_before_the_discard_and_a_gear_readies_them():
    """355.10, 355.5, 355.13 (ruling 110): the runes are targets chosen as the ability goes on the
    chain, before the draw and discard; 415: discarding a gear readies those chosen, no others."""
    game = hwei_game(["Zhonya's Hourglass"])
    _move_hwei(game, 2)
    assert _exhausted(game) == 3  # nothing readied yet: the discard comes first
    _discard(game, "Zhonya's Hourglass")
    assert _exhausted(game) == 1
    assert len(game.state.players[0].hand) == 1  # drew Stupefy, discarded the gear
    check_invariants(game)


def test_hwei_discarding_a_spell_draws_one_and_readies_nothing():
    """413: a spell discarded, its controller draws 1 more; the chosen runes stay exhausted."""
    game = hwei_game(["Mystic Poro"], top="Stupefy")
    _move_hwei(game, 2)
    _discard(game, "Stupefy")
    assert _exhausted(game) == 3
    hand = game.state.players[0].hand
    assert len(hand) == 2 and cid(game, "Mystic Poro", "hand") in hand
    assert might_of(game, cid(game, HWEI)) == 5


def test_hwei_discarding_a_unit_gives_it_three_might_this_turn():
    """477.3, 317.2.c: a unit discarded, Hwei has +3 Might until the end of the turn; no draw."""
    game = hwei_game(["Mystic Poro"], top="Stupefy")
    _move_hwei(game, 0)
    _discard(game, "Mystic Poro")
    assert might_of(game, cid(game, HWEI)) == 8
    assert len(game.state.players[0].hand) == 1
    assert game.state.units[cid(game, HWEI)].turn_might == 3


def test_hwei_no_rune_chosen_a_gear_readies_none():
    """355.13: "up to" allows choosing none; a gear discarded then readies no rune."""
    game = hwei_game(["Zhonya's Hourglass"])
    _move_hwei(game, 0)
    _discard(game, "Zhonya's Hourglass")
    assert _exhausted(game) == 3


# --- Diana, Lunari: "when a showdown begins here" (344, 464.2.b) ----------------------------------

def diana_game(top: str, bf0: dict | None = None):
    """P0's ready Diana, Lunari in base and 2 ready Mind runes; P0's deck has ``top`` on top."""
    return position({"deck": [top, *DECK], "runes": ["Mind Rune"] * 2,
                     "base": [{"card": DIANA, "exhausted": False}]},
                    {"deck": DECK}, battlefields=[bf0 or {}, {}])


def _resolve_and_pay(game) -> None:
    """444.2 (its example): the ability goes on the chain with no cost; as it resolves its player
    decides whether to pay the 1 Energy."""
    assert game.state.chain and game.state.chain[-1].cid == cid(game, DIANA)
    _resolve(game)
    d = game.pending()
    assert d.kind == "pay" and d.context[0] == "energy_1_pay", d
    game.apply(next(a for a in game.legal_actions() if not isinstance(a, Pass)))


def test_diana_showdown_keeping_a_spell_on_top_draws_it():
    """344, 444.2, 436, 424, 413: moving to an empty battlefield opens a showdown there; Diana's
    ability asks for its 1 Energy as it resolves (444.2's example); kept on top, the spell revealed
    is drawn."""
    game = diana_game("Stupefy")
    do(game, f"move #{cid(game, DIANA)} to bf 0")
    _resolve_and_pay(game)
    d = game.pending()
    assert d.context[0] == "predict"
    game.apply(ChooseCard(-1))  # keep it on top
    assert cid(game, "Stupefy", "hand") in game.state.players[0].hand
    assert _exhausted(game) == 1
    assert game.pending().kind == "focus" and game.pending().player == 0  # 346.1: Focus stays
    check_invariants(game)


def test_diana_a_unit_revealed_stays_on_top():
    """424.1.a.2, 424.1.b: a revealed unit stays the top card; nothing is drawn."""
    game = diana_game("Vanguard Captain")
    do(game, f"move #{cid(game, DIANA)} to bf 0")
    _resolve_and_pay(game)
    game.apply(ChooseCard(-1))
    p = game.state.players[0]
    assert not p.hand and game.state.cards[p.deck[-1]].name == "Vanguard Captain"


def test_diana_declined_does_nothing():
    """444.2 (its example): declining the payment as the ability resolves, the rest is not done: no
    predict and no reveal; the runes stay ready."""
    game = diana_game("Stupefy")
    do(game, f"move #{cid(game, DIANA)} to bf 0")
    _resolve(game)
    assert game.pending().kind == "pay"
    game.apply(Pass())
    assert not game.state.chain and _exhausted(game) == 0 and not game.state.players[0].hand
    assert game.pending().kind != "choose_card"


def test_diana_a_combat_opening_its_showdown_triggers_her():
    """344.1, 464.2.b, 464.2.e: a combat opens with its own showdown: her ability triggers as it begins
    and goes on the combat chain."""
    game = diana_game("Stupefy", {"controller": 1, "units": [{"card": "Mystic Poro"}]})
    do(game, f"move #{cid(game, DIANA)} to bf 0")
    assert game.state.showdown is not None and game.state.showdown.combat
    _resolve_and_pay(game)
    game.apply(ChooseCard(-1))
    assert cid(game, "Stupefy", "hand") in game.state.players[0].hand


def test_diana_not_at_the_battlefield_does_not_trigger():
    """383.1 ("here"): a showdown beginning at another battlefield doesn't trigger her."""
    game = position({"deck": ["Stupefy", *DECK], "runes": ["Mind Rune"] * 2,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": False}],
                     "hand": []},
                    {"deck": DECK}, battlefields=[{}, {"controller": 0, "units": [{"card": DIANA}]}])
    do(game, f"move #{cid(game, 'Vanguard Sergeant')} to bf 0")
    assert kinds_among(game, "showdown", "trigger", "conquer") == ["showdown", "conquer"]


# --- Vex, Apathetic: the played unit is stunned and its player can't move it this turn -----------------

def vex_game(vex_at_battlefield: bool = True):
    """P1's Vex, Apathetic at bf 0 (or in P1's base); P0 to play Stalwart Poro, with Ride The Wind
    in hand and a ready Vanguard Sergeant in base."""
    vex = {"card": VEX_A}
    return position({"deck": DECK, "hand": ["Stalwart Poro", "Ride The Wind"], "runes": ["Chaos Rune"] * 6,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": False}]},
                    {"deck": DECK, "base": [] if vex_at_battlefield else [vex]},
                    battlefields=[{"controller": 1, "units": [vex]} if vex_at_battlefield else {}, {}])


def _settle(game) -> None:
    while game.pending().kind != "main":
        game.apply(game.legal_actions()[0])


def _movers(game) -> set[int]:
    return {c for a in game.legal_actions() if isinstance(a, Move) for c in a.units}


def test_vex_stuns_the_played_unit_and_its_player_cant_move_it():
    """383.1, 423, 317.2.c: an opponent's unit played while Vex is at a battlefield is stunned, and
    that player can't move it this turn: their Ride The Wind skips its move (359.3.e.6) but still
    readies it, and the ready unit is offered no Standard Move (144) while their other unit is."""
    game = vex_game()
    play(game, "play Stalwart Poro to base")
    _settle(game)
    poro = cid(game, "Stalwart Poro")
    assert game.state.units[poro].stunned
    play(game, f"play Ride The Wind targeting #{poro} to bf 1")
    _settle(game)
    u = game.state.units[poro]
    assert u.loc < 0 and not u.exhausted  # not moved, yet readied
    assert "instruction_skipped" in kinds_among(game, "instruction_skipped")
    assert poro not in _movers(game) and cid(game, "Vanguard Sergeant") in _movers(game)
    check_invariants(game)


def test_vex_in_base_does_not_trigger():
    """383.2.a.1 (contrast): in its base Vex doesn't trigger: the unit is not stunned, and Ride The
    Wind moves it."""
    game = vex_game(vex_at_battlefield=False)
    play(game, "play Stalwart Poro to base")
    _settle(game)
    poro = cid(game, "Stalwart Poro")
    assert not game.state.units[poro].stunned and not game.state.chain
    play(game, f"play Ride The Wind targeting #{poro} to bf 1")
    _settle(game)
    assert game.state.units[poro].loc == 1


def test_vex_move_ban_is_gone_with_the_object():
    """124.1: the ban is a fact about the unit; once it has left the board it is gone (a new object
    would be free to move)."""
    game = vex_game()
    play(game, "play Stalwart Poro to base")
    _settle(game)
    poro = cid(game, "Stalwart Poro")
    assert not may_move_unit(game.state, poro, 0) and may_move_unit(game.state, poro, 1)
    forget_target(game.state, poro)
    assert may_move_unit(game.state, poro, 0)


# --- Edge of Night: from facedown, attached to a unit there (811.1.d.2) -------------------------------

def edge_game():
    """Edge of Night facedown at bf 0 (P0's, hidden on an earlier turn), two P0 units there and one in
    base; P0 has Chaos runes."""
    return position({"deck": DECK, "runes": ["Chaos Rune"] * 3, "hand": ["Edge of Night"],
                     "base": [{"card": "Vanguard Sergeant"}]},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "facedown": EDGE,
                                   "units": [{"card": "Mystic Poro", "controller": 0},
                                             {"card": "Stalwart Poro", "controller": 0}]}, {}])


def test_edge_of_night_from_facedown_attaches_to_a_unit_there():
    """811.1.d.1.a, 811.1.d.2, 434, 718.4: played from facedown its Play Effect chooses a unit its
    player controls at that battlefield (not the one in base) and attaches to it: +2 Might."""
    game = edge_game()
    hidden = game.state.battlefields[0].facedown[0]
    play(game, f"play #{hidden} from facedown")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "ability_target"
    options = {a.card for a in game.legal_actions()}
    assert options == {cid(game, "Mystic Poro", "bf 0"), cid(game, "Stalwart Poro")}
    poro = cid(game, "Stalwart Poro")
    before = might_of(game, poro)
    game.apply(ChooseCard(poro))
    _resolve(game)
    assert game.state.gear[hidden].attached_to == poro
    assert might_of(game, poro) == before + 2
    check_invariants(game)


def test_edge_of_night_played_from_hand_has_no_play_effect():
    """383.2.a.1 (contrast): played from hand it enters its player's base unattached (149.1); only its
    Equip (one Chaos Power, 818.1.c) attaches it then."""
    game = edge_game()
    edge = cid(game, EDGE, "hand")
    play(game, f"play #{edge}")
    _resolve(game)
    assert not game.state.chain
    x = game.state.gear[edge]
    assert x.attached_to is None and x.loc < 0
    assert any(isinstance(a, Activate) and a.source == edge for a in game.legal_actions())


# --- Vex, Cheerless: spell costs while it is in combat (356.3, 356.4, 740.2.c) ---------------------------

def cheerless_game(p1_runes: int = 4):
    """P0's ready Vex, Cheerless in base with Ride The Wind and Stupefy in hand; P1's Mystic Poro
    holds bf 0 and P1 holds a Stupefy with ``p1_runes`` Mind runes."""
    return position({"deck": DECK, "hand": ["Ride The Wind", "Stupefy"], "runes": ["Chaos Rune"] * 3,
                     "base": [{"card": VEX_C, "exhausted": False}]},
                    {"deck": DECK, "hand": ["Stupefy"], "runes": ["Mind Rune"] * p1_runes},
                    battlefields=[{"controller": 1, "units": [{"card": "Mystic Poro"}]}, {}])


def _costs(game):
    g = game.state
    ride = cid(game, "Ride The Wind")
    mine = next(c for c in g.players[0].hand if g.cards[c].name == "Stupefy")
    theirs = g.players[1].hand[0]
    return spell_cost(g, ride), spell_cost(g, mine), spell_cost(g, theirs)


def test_vex_cheerless_in_combat_changes_friendly_and_enemy_spell_costs():
    """740.2.c, 356.3, 356.4, 356.4.e, 356.6: once Vex attacks (a combat at bf 0), a friendly spell of
    2 Energy and a Chaos Power costs 1 Energy and no Power; a friendly 1-Energy spell stays at 1 (the
    discount's minimum) and has no Power to lose; the enemy's 1-Energy spell costs 2 Energy and one
    Power of any domain."""
    game = cheerless_game()
    chaos = frozenset({"Chaos"})
    assert _costs(game) == ((2, (chaos,)), (1, ()), (1, ()))  # not in combat: printed costs
    do(game, f"move #{cid(game, VEX_C)} to bf 0")
    assert game.state.showdown is not None and game.state.showdown.combat
    assert _costs(game) == ((1, ()), (1, ()), (2, (None,)))


def test_vex_cheerless_the_increase_decides_what_the_enemy_may_play():
    """356.3, 419.2.a, 164.2: with one rune (enough for its printed 1 Energy) the enemy can't pay 2
    Energy and a Power for Stupefy in that combat, so it isn't offered; with two it is (each rune
    exhausted for Energy, one also recycled for the Power)."""
    for runes, offered in ((1, False), (2, True)):
        game = cheerless_game(runes)
        do(game, f"move #{cid(game, VEX_C)} to bf 0")
        game.apply(Pass())  # P0 passes Focus; P1 with nothing to play passes without being asked
        asked = game.pending().player == 1 and game.pending().kind == "focus"
        plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell)] if asked else []
        assert bool(plays) == offered, runes


def test_vex_cheerless_increase_reaches_a_facedown_play():
    """811.1.b, 356.3: a spell played from facedown ignores its base cost but not an increase: while
    Vex is in combat, the enemy's hidden Fight or Flight needs 1 Energy and one Power (one rune,
    exhausted then recycled, 164.2), so with no rune it isn't offered; in a combat Vex isn't in, it
    is, for nothing."""
    for attacker, offered in ((VEX_C, False), ("Vanguard Sergeant", True)):
        game = position({"deck": DECK, "runes": ["Chaos Rune"] * 3,
                         "base": [{"card": VEX_C, "exhausted": False},
                                  {"card": "Vanguard Sergeant", "exhausted": False}]},
                        {"deck": DECK},
                        battlefields=[{"controller": 1, "units": [{"card": "Mystic Poro"}]},
                                      {"controller": 1, "units": [{"card": "Vanguard Sergeant"}],
                                       "facedown": {"card": "Fight or Flight", "turn": 1}}],
                        turn=3, turn_player=0)
        mover = next(u.cid for u in game.state.units.values()
                     if game.state.cards[u.cid].name == attacker and u.controller == 0)
        do(game, f"move #{mover} to bf 0")
        d = game.pending()
        asked = d.player == 1 and d.kind == "focus"
        assert asked == offered, attacker
        if asked:
            assert any(isinstance(a, PlaySpell) for a in game.legal_actions())


# --- Hallowed Tomb: the Chosen Champion back from the trash (103.2.a.3, 108.3.c.1) ---------------------

def tomb_game(**p0):
    """P1's turn 2, about to end; P0 controls Hallowed Tomb (bf 0, a unit of theirs there), so P0
    holds it as their turn begins (315.3.b)."""
    return position({"deck": DECK, "runes": ["Mind Rune"] * 2, **p0}, {"deck": DECK},
                    battlefields=[{"card": TOMB, "controller": 0,
                                   "units": [{"card": "Mystic Poro", "controller": 0}]}, {}],
                    turn_player=1, turn=2)


def _hold(game) -> None:
    do(game, "end turn")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may" and d.context[2] == "hold", d


def test_hallowed_tomb_returns_the_chosen_champion_to_an_empty_champion_zone():
    """383.4.d, 355.10.a, 103.2.a.3, 108.3.c.1: holding it, its player may choose their Chosen Champion
    in their trash (a target) and it goes to their empty Champion Zone, from which it may be played."""
    game = tomb_game(trash=[DIANA, "Stupefy"], chosen_champion=DIANA)
    _hold(game)
    diana = cid(game, DIANA)
    assert {a.card for a in game.legal_actions()} == {-1, diana}  # not the spell
    game.apply(ChooseCard(diana))
    _resolve(game)
    p = game.state.players[0]
    assert p.champion == diana and diana not in p.trash
    check_invariants(game)


def test_hallowed_tomb_does_nothing_when_the_champion_zone_is_full():
    """108.3.c.1, 383.2.a.1: with a card in the Champion Zone as it resolves, the chosen copy stays in
    the trash."""
    game = tomb_game(champion=DIANA, trash=[DIANA])
    _hold(game)
    copy = game.state.players[0].trash[0]
    game.apply(ChooseCard(copy))
    _resolve(game)
    p = game.state.players[0]
    assert copy in p.trash and p.champion != copy


def test_hallowed_tomb_offers_no_other_champion():
    """103.2.a.3 (contrast): a champion unit of another name is not the Chosen Champion: with only
    such a card in the trash the ability has no target and is not offered (402.4)."""
    game = tomb_game(trash=[VEX_A], chosen_champion=DIANA)
    do(game, "end turn")
    d = game.pending()
    assert not (d.kind == "choose_card" and d.context[0] == "trigger_may")
    assert cid(game, VEX_A) in game.state.players[0].trash


def test_the_chosen_champion_round_trips_through_the_position_format():
    """103.2.a.3: a player's Chosen Champion is part of the state: written when their Champion Zone
    doesn't show it, read back the same; a name that is no champion unit is refused."""
    game = tomb_game(trash=[DIANA], chosen_champion=DIANA)
    data = dump_position(game)
    assert data["players"][0]["chosen_champion"] == "unl-079-219"
    assert load_position(data).state.players[0].chosen_champion == "unl-079-219"
    assert tomb_game(champion=DIANA).state.players[0].chosen_champion == "unl-079-219"
    with pytest.raises(PositionError, match="chosen_champion"):
        tomb_game(chosen_champion="Stupefy")


# --- self-play of each list made playable ----------------------------------------------------------

LISTS = ["s4-beijing-city-challenge-1st-diana-scorn-of-the-moon",
         "s4-shanghai-city-challenge-1st-draven-glorious-executioner",
         "riftbound-regional-qualifier-vancouver-1-diana-scorn-of-the-moon",
         "s4-hangzhou-city-challenge-1st-diana-scorn-of-the-moon"]


@pytest.mark.parametrize("stem", LISTS)
def test_self_play_of_the_list_with_invariants(stem: str) -> None:
    """Issue 13's evidence for a list made playable: two games against the Origins Jinx deck (seats
    alternating) end with a winner (194.2), the invariants hold after every action and the deep checks
    (clone, hidden information, round trips) at every 25th decision."""
    path = SHARED / "decks" / f"{stem}.json"
    if not path.exists():
        pytest.skip("needs ../shared/decks")
    deck = deck_from_dict(json.loads(path.read_text()))
    assert not unsupported_cards(deck), unsupported_cards(deck)
    for k in range(2):
        pair = [deck, origins_decks()[0]][:: 1 if k == 0 else -1]
        seed = 4100 + k
        self_play_checked(pair, seed, stem)
