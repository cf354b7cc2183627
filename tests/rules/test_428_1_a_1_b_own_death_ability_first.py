"""428.1.a.1.b, 323.4, 808.1.d.2: a unit with a Deathknell or another ability on its own death, about
to go to the trash by a Kill instruction (or by lethal damage in a cleanup, 323.4-323.5), first has
that ability put on the chain as a pending item; only then does it die, and the abilities its death
triggers elsewhere ("when a friendly unit dies", a delayed "when it dies this turn") go on the chain
after it, whoever's they are. Its controller orders only the own-death abilities among themselves
(808.2.a, 383.3.d) and the others among themselves (383.3.d-d.1). Units one Kill instruction kills
("kill all") die together (370.1.a.2, 383.2.c.2)."""

from __future__ import annotations

from riftbound.actions import OrderTriggers, Pass
from riftbound.checks import check_invariants
from tests.spell_helpers import cid, do, play, position

DECK = ["Daring Poro"] * 3
#: P1 holds a Reaction and can pay for it (it needs a unit on the board to target), so Priority
#: stops with the abilities on the chain
P1_REACTS = {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2}


def placed(game) -> list[int]:
    """The sources of the triggered abilities put on the chain, in the order placed (383.3)."""
    return [e.data[0] for e in game.log if e.kind == "trigger"]


def resolved(game) -> list[int]:
    """The sources of the chain items that resolved, in order (340.1)."""
    return [e.data[0] for e in game.log if e.kind == "resolve"]


def to_abilities(game) -> list[str]:
    """Pass Priority (taking the first option of any other decision) until no spell is on the
    chain and triggered abilities are, Priority pending; returns the kinds of the decisions met."""
    seen: list[str] = []
    for _ in range(20):
        d = game.pending()
        if d.kind == "priority" and game.state.chain and all(it.kind != "spell" for it in game.state.chain):
            return seen
        seen.append(d.kind)
        game.apply(Pass() if d.kind == "priority" else game.legal_actions()[0])
    raise AssertionError(game.pending())


def resolve_all(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.pending().kind == "priority" and game.state.chain:
        game.apply(Pass())


def test_a_deathknell_goes_on_the_chain_before_the_abilities_its_death_triggers() -> None:
    """428.1.a.1.b, 808.1.c (Vengeance, Tasty Faefolk, Vicious Snapjaws): Vengeance kills P0's
    Faefolk; its Deathknell is pending on the chain before Snapjaws' "when another friendly unit
    dies" triggers, so P0 is not asked to order them; the Deathknell is the older item and resolves
    last (340.1)."""
    game = position({"deck": DECK, "hand": ["Vengeance"], "runes": ["Order Rune"] * 6,
                     "base": [{"card": "Tasty Faefolk"}, {"card": "Vicious Snapjaws"}]}, P1_REACTS)
    faefolk, snapjaws = cid(game, "Tasty Faefolk"), cid(game, "Vicious Snapjaws")
    play(game, "play Vengeance targeting Tasty Faefolk")
    assert "order_triggers" not in to_abilities(game)
    assert [(it.cid, it.kind) for it in game.state.chain] == [(faefolk, "die"), (snapjaws, "friendly_dies")]
    resolve_all(game)
    assert resolved(game)[-2:] == [snapjaws, faefolk]
    assert game.state.players[0].xp == 1 and len(game.state.players[0].hand) == 1
    check_invariants(game)


def test_lethal_damage_in_a_cleanup_places_the_deathknell_first_too() -> None:
    """323.4-323.5, 808.1.d.2 (Hextech Ray, Soaring Scout, Vicious Snapjaws): 3 damage kills P0's
    Scout (1 Might) at battlefield 0 in the cleanup after the spell: its Deathknell triggers in step
    3a, before it dies in step 3b, so it is placed before Snapjaws' ability, with no ordering
    decision."""
    game = position({"deck": DECK, "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                     "rune_deck": ["Calm Rune"] * 2, "base": [{"card": "Vicious Snapjaws"}]}, P1_REACTS,
                    battlefields=[{"controller": 0, "units": [{"card": "Soaring Scout", "controller": 0}]},
                                  {}])
    scout, snapjaws = cid(game, "Soaring Scout"), cid(game, "Vicious Snapjaws")
    play(game, "play Hextech Ray targeting Soaring Scout")
    assert "order_triggers" not in to_abilities(game)
    assert scout in game.state.players[0].trash
    assert [(it.cid, it.kind) for it in game.state.chain] == [(scout, "die"), (snapjaws, "friendly_dies")]
    assert placed(game) == [scout, snapjaws]
    check_invariants(game)


def test_the_dead_units_own_ability_goes_first_even_if_its_controller_is_not_the_turn_player() -> None:
    """428.1.a.1.b against 383.3.d.1, 390.2 (Siphoning Strike, Tasty Faefolk): P0 (the turn player)
    deals 7 to P1's Faefolk; it dies in the cleanup; P1's Deathknell goes on the chain before P0's
    delayed "when it dies this turn" ability, though the turn player would place first among
    abilities that trigger together; the delayed one resolves first."""
    game = position({"deck": DECK, "hand": ["Siphoning Strike"], "runes": ["Calm Rune"] * 7,
                     "rune_deck": ["Mind Rune"] * 3, "base": ["Stalwart Poro"]},
                    {**P1_REACTS, "rune_deck": ["Calm Rune"] * 3},
                    battlefields=[{"controller": 1, "units": [{"card": "Tasty Faefolk", "controller": 1}]},
                                  {}])
    faefolk, strike = cid(game, "Tasty Faefolk"), cid(game, "Siphoning Strike")
    play(game, "play Siphoning Strike targeting Tasty Faefolk")
    to_abilities(game)
    chain = game.state.chain
    assert [(it.cid, it.kind, it.controller) for it in chain] == [(faefolk, "die", 1),
                                                                  (strike, "delayed", 0)]
    resolve_all(game)
    assert resolved(game)[-2:] == [strike, faefolk]
    check_invariants(game)


def test_an_equipment_deathknell_is_the_units_own_and_goes_first() -> None:
    """428.1.a.1.b, 718.3 (Sacred Shears, Vicious Snapjaws): Vengeance kills P0's Stalwart Poro
    wearing Sacred Shears; the Shears' Deathknell is part of the Poro's rules text, so it goes on
    the chain before Snapjaws' ability, with no ordering decision."""
    game = position({"deck": DECK, "hand": ["Vengeance"], "runes": ["Order Rune"] * 6,
                     "base": [{"card": "Stalwart Poro"}, {"card": "Vicious Snapjaws"}],
                     "gear": ["Sacred Shears"]},
                    P1_REACTS)
    shears, poro = cid(game, "Sacred Shears"), cid(game, "Stalwart Poro")
    snapjaws = cid(game, "Vicious Snapjaws")
    g = game.state
    g.gear[shears].attached_to, g.gear[shears].loc = poro, g.units[poro].loc
    play(game, "play Vengeance targeting Stalwart Poro")
    assert "order_triggers" not in to_abilities(game)
    assert [(it.cid, it.kind) for it in game.state.chain] == [(shears, "equipped"),
                                                              (snapjaws, "friendly_dies")]
    check_invariants(game)


def test_a_unit_killed_to_pay_a_cost_has_its_deathknell_placed_first() -> None:
    """428.1.a.1 (a kill as a cost is a Kill instruction), 428.1.a.1.b, 357.2 (Cruel Patron, Soaring
    Scout, Vicious Snapjaws): P0 pays Cruel Patron's additional cost by killing the Scout; its
    Deathknell goes on the chain before Snapjaws' ability, with no ordering decision."""
    game = position({"hand": ["Cruel Patron"], "deck": DECK, "runes": ["Order Rune"] * 3 + ["Calm Rune"] * 2,
                     "base": ["Soaring Scout", "Vicious Snapjaws"], "rune_deck": ["Calm Rune"] * 2},
                    P1_REACTS)
    scout, snapjaws = cid(game, "Soaring Scout"), cid(game, "Vicious Snapjaws")
    do(game, "play Cruel Patron to base")
    do(game, "choose Soaring Scout")
    game.apply(game.legal_actions()[0])  # the payment, which kills the Scout
    assert "order_triggers" not in to_abilities(game)
    assert [(it.cid, it.kind) for it in game.state.chain] == [(scout, "die"), (snapjaws, "friendly_dies")]
    check_invariants(game)


def test_two_deathknells_dying_together_are_still_ordered_by_their_controller_and_both_go_first() -> None:
    """808.2.a, 383.3.d with 428.1.a.1.b, 323.4 (Falling Star, Tasty Faefolk, Soaring Scout, Vicious
    Snapjaws): Falling Star's 3 and 3 leave the Faefolk (6 Might, 3 damage already) and the Scout (1)
    with lethal damage; they die in one cleanup; P0 orders the two Deathknells (both orders are
    offered), and Snapjaws' two abilities (one per death, 383.1) are placed after both, whichever
    order P0 picks."""
    for first in ("Tasty Faefolk", "Soaring Scout"):
        game = position({"deck": DECK, "hand": ["Falling Star"], "runes": ["Fury Rune"] * 4,
                         "rune_deck": ["Calm Rune"] * 4, "base": [{"card": "Vicious Snapjaws"}]}, P1_REACTS,
                        battlefields=[{"controller": 0, "units": [
                            {"card": "Tasty Faefolk", "controller": 0, "damage": 3},
                            {"card": "Soaring Scout", "controller": 0}]}, {}])
        faefolk, scout = cid(game, "Tasty Faefolk"), cid(game, "Soaring Scout")
        snapjaws = cid(game, "Vicious Snapjaws")
        play(game, "play Falling Star targeting Tasty Faefolk at bf 0; Soaring Scout at bf 0")
        for _ in range(10):
            if game.pending().kind == "order_triggers":
                break
            game.apply(Pass())
        d = game.pending()
        assert d.kind == "order_triggers" and sorted(d.context.sources) == sorted([faefolk, scout])
        orders = [a for a in game.legal_actions() if isinstance(a, OrderTriggers)]
        assert sorted(a.order for a in orders) == sorted([(faefolk, scout), (scout, faefolk)])
        pick = cid(game, first)
        game.apply(next(a for a in orders if a.order[0] == pick))
        to_abilities(game)
        chain = [(it.cid, it.kind) for it in game.state.chain]
        assert chain[:2] == [(pick, "die"), (faefolk + scout - pick, "die")]
        assert [c for c, _ in chain[2:]] == [snapjaws, snapjaws]
        check_invariants(game)


def test_units_one_kill_instruction_kills_die_together_and_see_none_of_each_others_deaths() -> None:
    """370.1.a.2, 383.2.c.2, 428.6 ("kill all"; The Ruination, Stalwart Poro, Vicious Snapjaws): The
    Ruination kills every unit in one instruction, so the Poro and Snapjaws die together and
    Snapjaws, leaving the board with it, does not see the Poro's death: nothing triggers (killed one
    by one with the Poro listed first, Snapjaws would still be on the board as it dies)."""
    game = position({"deck": DECK, "hand": ["The Ruination"], "runes": ["Order Rune"] * 12,
                     "base": [{"card": "Stalwart Poro"}, {"card": "Vicious Snapjaws"}]}, {"deck": DECK})
    play(game, "play The Ruination")
    resolve_all(game)
    assert not game.state.units
    assert placed(game) == [] and game.state.players[0].xp == 0
