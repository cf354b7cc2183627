"""Scenario tests of card wave 3's helper F (issue 13): a spell played as part of an effect from the
trash (419.3; engine/effect_spell_plays.py, effects/spell_from_trash.py), "then recycle it" (ruling
102), Fizz, Trickster and Kai'Sa, Evolutionary. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard, Pass, Pay
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.chain import spell_cost
from riftbound.formats.notation import parse_action
from riftbound.game import card_support
from tests.spell_helpers import card_text, cid, play, position

DECK = ["Zephyr Sage"] * 2 + ["Mystic Poro"] * 2


def kinds(game, *wanted: str) -> list[str]:
    """The kinds of the log's events among ``wanted``, in order."""
    return [e.kind for e in game.state.log if e.kind in wanted]


def fizz_game(trash=("Ride The Wind",), runes=("Chaos Rune",) * 5, base=({"card": "Vanguard Sergeant"},),
              p1=None, battlefields=({}, {})):
    """P0 holds Fizz, Trickster, with ``trash``, ``runes`` and ``base`` units; P1 ``p1``."""
    return position({"hand": ["Fizz, Trickster"], "deck": DECK, "trash": list(trash), "runes": list(runes),
                     "base": [dict(u, exhausted=u.get("exhausted", True)) for u in base]},
                    p1 or {"deck": DECK}, battlefields=list(battlefields))


def no_effect_play_notes(game) -> bool:
    return not [k for k in game.state.counts if k.startswith("effect_play")]


def test_fizz_has_an_entry():
    """103 (the card pool): Fizz, Trickster has an entry the engine plays (its errata read)."""
    assert card_support(load_cards().by_name("Fizz, Trickster")) == "script"
    card_text("Fizz, Trickster")


def test_fizz_plays_a_spell_from_the_trash_paying_only_its_power_then_recycles_it():
    """383.3.a, 355.10.a, 419.3, 354.3, 355.4, 356.1.b.2, 359, 416.1.a, ruling 102 (Fizz, Trickster):
    Ride The Wind is chosen as Fizz's ability goes on the chain; the ability finishes resolving
    before the spell's own choices are made (its unit, then its destination); only its Chaos Power is
    paid; it is finalized, resolves (the Poro moves and readies) and goes to the bottom of P0's Main
    Deck, not the trash."""
    game = fizz_game()
    g = game.state
    ride, poro = cid(game, "Ride The Wind"), cid(game, "Vanguard Sergeant", "base")
    play(game, "play Fizz, Trickster")
    fizz = cid(game, "Fizz, Trickster", "base")
    assert game.pending().context[0] == "trigger_may"
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(ride)]
    game.apply(ChooseCard(ride))
    # 354.3: the ability has finished resolving before the spell's choices are made
    assert kinds(game, "effect_play", "ability_done") == ["effect_play", "ability_done"]
    assert [it.cid for it in g.chain] == [ride] and not g.chain[0].finalized
    d = game.pending()
    assert d.context[0] == "effect_spell_pick"
    assert game.legal_actions() == [ChooseCard(c) for c in sorted((poro, fizz))]  # a friendly unit
    game.apply(ChooseCard(poro))
    bf0, bf1 = g.battlefields[0].cid, g.battlefields[1].cid
    assert game.pending().context[0] == "effect_spell_pick"  # its destination (355.4)
    assert game.legal_actions() == [ChooseCard(c) for c in sorted((bf0, bf1))]
    game.apply(ChooseCard(bf1))
    assert game.pending().kind == "pay"
    assert spell_cost(g, ride) == (0, (frozenset({"Chaos"}),))  # its Energy cost ignored
    exhausted = sum(g.players[0].rune_exhausted)
    runes = len(g.players[0].runes)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    assert sum(g.players[0].rune_exhausted) == exhausted and len(g.players[0].runes) == runes - 1
    # 359: finalized, then resolved once every player passed (nobody can respond: passed for them)
    assert [e.kind for e in g.log if e.kind in ("finalize", "resolve") and e.data[0] == ride] == [
        "finalize", "resolve"]
    assert not g.chain
    assert g.units[poro].loc == 1 and not g.units[poro].exhausted
    assert g.players[0].deck[0] == ride and ride not in g.players[0].trash  # recycled (416.1.a)
    assert kinds(game, "spell_recycled") == ["spell_recycled"]
    assert no_effect_play_notes(game)
    check_invariants(game)


def test_fizz_offers_only_spells_costing_3_energy_or_less_and_may_be_declined():
    """206, 355.10.a, 383.3.a.2 (Fizz, Trickster): Disintegrate (4 Energy) and the unit card in the
    trash are not offered, Star-Crossed (3) is; declined, nothing is played and the trash stays."""
    game = fizz_game(trash=("Disintegrate", "Star-Crossed", "Mystic Poro"))
    star = cid(game, "Star-Crossed")
    play(game, "play Fizz, Trickster")
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(star)]
    game.apply(ChooseCard(-1))
    g = game.state
    assert not g.chain and not kinds(game, "effect_play")
    names = sorted(g.cards[c].name for c in g.players[0].trash)
    assert names == ["Disintegrate", "Mystic Poro", "Star-Crossed"]


def test_a_spell_of_two_targets_is_chosen_slot_by_slot():
    """355.5, 355.9, 359.3.a (Star-Crossed played by Fizz, Trickster): its friendly unit first, then
    its enemy unit, one card at a time; a slot with a single legal card left is taken without asking;
    resolved, both units go back to their owners' hands and the spell to the bottom of P0's deck."""
    p1 = {"deck": DECK, "base": [{"card": "Stalwart Poro"}, {"card": "Zephyr Sage"}]}
    game = fizz_game(trash=("Star-Crossed",), p1=p1)
    g = game.state
    star, sgt = cid(game, "Star-Crossed"), cid(game, "Vanguard Sergeant")
    poro, sage = cid(game, "Stalwart Poro"), cid(game, "Zephyr Sage", "base")
    play(game, "play Fizz, Trickster")
    game.apply(ChooseCard(star))
    fizz = cid(game, "Fizz, Trickster", "base")
    assert game.legal_actions() == [ChooseCard(c) for c in sorted((sgt, fizz))]
    game.apply(ChooseCard(sgt))
    assert game.pending().context[0] == "effect_spell_pick"
    assert game.legal_actions() == [ChooseCard(c) for c in sorted((poro, sage))]
    game.apply(ChooseCard(sage))
    assert g.chain[0].targets == ((sgt,), (sage,))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    assert not g.chain
    assert sgt in g.players[0].hand and sage in g.players[1].hand and poro in g.units
    assert g.players[0].deck[0] == star
    check_invariants(game)


def test_a_spell_whose_power_cant_be_paid_or_without_a_legal_target_stays_in_the_trash():
    """358.5, 419.3.c, 355.8 (Fizz, Trickster): with no rune left for Ride The Wind's Chaos Power
    the play is undone and the card goes back to the trash; Hidden Blade with no unit at a
    battlefield can't be played at all: it stays in the trash, nothing is recycled."""
    game = fizz_game(runes=("Chaos Rune",) + ("Order Rune",) * 3)  # Fizz's Chaos Power takes the one
    ride = cid(game, "Ride The Wind")
    play(game, "play Fizz, Trickster")
    game.apply(ChooseCard(ride))
    g = game.state
    assert not g.chain and ride in g.players[0].trash and ride not in g.players[0].deck
    assert kinds(game, "effect_play", "effect_play_undone") == ["effect_play", "effect_play_undone"]
    assert no_effect_play_notes(game)
    blade_game = fizz_game(trash=("Hidden Blade",), runes=("Chaos Rune",) * 4 + ("Order Rune",) * 2)
    blade = cid(blade_game, "Hidden Blade")
    play(blade_game, "play Fizz, Trickster")
    blade_game.apply(ChooseCard(blade))
    assert not blade_game.state.chain and blade in blade_game.state.players[0].trash
    assert no_effect_play_notes(blade_game)
    check_invariants(game)
    check_invariants(blade_game)


def test_a_countered_spell_played_by_fizz_is_recycled_too():
    """829.1.b.1 (by analogy), 425.1.a, 367, ruling 102: "then recycle it" replaces the spell's leaving
    the chain once it is finalized, also when it is countered: P1's Abandon would put it into P0's
    hand; it goes to the bottom of P0's Main Deck instead."""
    p1 = {"deck": DECK, "hand": ["Abandon"], "runes": ["Chaos Rune"] * 2}
    game = fizz_game(p1=p1)
    g = game.state
    ride, sgt = cid(game, "Ride The Wind"), cid(game, "Vanguard Sergeant")
    play(game, "play Fizz, Trickster")
    while game.pending().player == 1:
        game.apply(Pass())  # P1 lets Fizz and its ability be
    game.apply(ChooseCard(ride))
    game.apply(ChooseCard(sgt))  # Ride The Wind's unit
    game.apply(ChooseCard(g.battlefields[0].cid))  # and its destination
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))  # a Chaos rune recycled
    assert [it.cid for it in g.chain if it.finalized] == [ride]
    while game.pending().player == 0:
        game.apply(Pass())
    play(game, "play Abandon targeting Ride The Wind")
    while g.chain:
        game.apply(Pass() if Pass() in game.legal_actions() else game.legal_actions()[0])
    assert ride not in g.players[0].hand and ride not in g.players[0].trash
    assert ride in g.players[0].deck
    assert kinds(game, "spell_recycled") == ["spell_recycled"] and no_effect_play_notes(game)
    check_invariants(game)


# --- Kai'Sa, Evolutionary --------------------------------------------------------------------------

def kaisa_game(points=2, trash=("Ride The Wind", "Star-Crossed"), runes=("Chaos Rune",) * 3):
    """P0's ready Kai'Sa, Evolutionary and Vanguard Sergeant in base, ``points`` points, two empty
    battlefields."""
    return position({"deck": DECK, "points": points, "trash": list(trash), "runes": list(runes),
                     "base": [{"card": "Kai'Sa, Evolutionary", "exhausted": False},
                              {"card": "Vanguard Sergeant", "exhausted": True}]},
                    {"deck": DECK}, battlefields=[{}, {}])


def conquer(game) -> None:
    """Kai'Sa moves to the empty battlefield 0; its showdown passes and P0 conquers it (469.1)."""
    game.apply(parse_action(game, "move Kai'Sa, Evolutionary to bf 0"))
    while game.pending().kind == "focus":
        game.apply(Pass())


def test_kaisa_plays_a_spell_cheaper_than_her_players_points_as_she_conquers():
    """383.4.c, 355.10.a, 206, 419.3, 354.3, 356.1.b.2, ruling 102 (Kai'Sa, Evolutionary): P0 had 2
    points and conquering makes 3 before the ability is finalized: Ride The Wind (2 Energy) is
    offered, Star-Crossed (3, not less than 3) is not; played once the ability has resolved, only
    its Chaos Power paid, it moves the Sergeant and goes to the bottom of P0's Main Deck."""
    game = kaisa_game()
    g = game.state
    ride, sgt = cid(game, "Ride The Wind"), cid(game, "Vanguard Sergeant")
    conquer(game)
    assert g.points[0] == 3 and game.pending().context[0] == "trigger_may"
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(ride)]
    game.apply(ChooseCard(ride))
    assert kinds(game, "effect_play", "ability_done")[-2:] == ["effect_play", "ability_done"]
    assert game.pending().context[0] == "effect_spell_pick"
    game.apply(ChooseCard(sgt))
    if game.pending().context[0] == "effect_spell_pick":  # its destination: battlefield 1 or 0
        game.apply(ChooseCard(g.battlefields[1].cid))
    # its only payment (recycle a Chaos rune, no Energy) is taken for P0; nobody can respond
    assert len(g.players[0].runes) == 2 and not any(g.players[0].rune_exhausted)
    assert g.units[sgt].loc == 1 and g.players[0].deck[0] == ride
    assert cid(game, "Star-Crossed", "trash") and no_effect_play_notes(game)
    check_invariants(game)


def test_kaisa_offers_nothing_when_no_spell_costs_less_than_her_players_points():
    """206, 402.4 (Kai'Sa, Evolutionary): with 0 points before, 1 after conquering, no spell costs
    less than 1 Energy in the trash (Ride The Wind costs 2): the ability has no legal target and
    leaves the chain; nothing is played."""
    game = kaisa_game(points=0)
    conquer(game)
    g = game.state
    assert g.points[0] == 1 and not g.chain and not kinds(game, "effect_play")
    assert cid(game, "Ride The Wind", "trash")
    check_invariants(game)
