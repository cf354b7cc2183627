"""358.3 (and its example), 449.2, 447.2.c, 355.4.a: a spell is checked as it is played for an
outcome the rules forbid: a move destination where units of two other players are is never
offered, so no spell's execution puts units of three players at one battlefield; if such a
destination became one after the spell was played, the unit is recalled instead of moving there.

No implemented card reaches this in a real game (two players' units share a battlefield only in a
combat, and the spells that move another player's unit are all of Main-phase speed), so the
situation is set up on the state (issue 13 follow-ups, helper P; ruling 116)."""

from __future__ import annotations

from riftbound.actions import PlaySpell
from riftbound.formats.position import load_position
from tests.helpers import cited_clauses_missing, refresh
from tests.spell_helpers import cid, pass_, pay

DECK = ["Vanguard Sergeant"] * 3


def charm_game():
    """Three players (Skirmish), P0's turn: P0 holds Charm (move an enemy unit to a location); P2's
    Stalwart Poro is in P2's base, P1's Sunlit Guardian holds battlefield 0."""
    return load_position({"mode": "ffa3", "players": [
        {"deck": DECK, "hand": ["Charm"], "runes": ["Calm Rune"] * 2, "base": ["Daring Poro"]},
        {"deck": DECK},
        {"deck": DECK, "base": ["Stalwart Poro"]}],
        "battlefields": [{"controller": 1, "units": ["Sunlit Guardian"]}, {}, {}]})


def charm_destinations(game) -> set[int | None]:
    charm, poro = cid(game, "Charm"), cid(game, "Stalwart Poro")
    return {a.destination for a in game.legal_actions()
            if isinstance(a, PlaySpell) and a.card == charm and a.targets == ((poro,),)}


def test_358_3_a_destination_with_two_other_players_units_is_not_offered():
    """358.3, 449.2, 355.4.a: battlefield 0 is offered for P2's Poro while only P1's units are
    there; with P0's Daring Poro there too (units of two players other than P2), it is not."""
    game = charm_game()
    assert 0 in charm_destinations(game)
    g = game.state
    g.units[cid(game, "Daring Poro")].loc = 0  # set up: P0's unit beside P1's (as in a combat)
    refresh(game)
    assert 0 not in charm_destinations(game) and {1, 2} <= charm_destinations(game)


def test_358_3_a_move_that_became_illegal_recalls_instead():
    """447.2.c, 449.2: Charm was played on P2's Poro to battlefield 0 (only P1's units there);
    before it resolves P0's Daring Poro is there too: the move would put three players' units
    there, so P2's Poro is recalled (it stays in its base) and battlefield 0 keeps two players."""
    game = charm_game()
    game.stepping = True
    charm, poro, daring = cid(game, "Charm"), cid(game, "Stalwart Poro"), cid(game, "Daring Poro")
    game.apply(PlaySpell(charm, ((poro,),), 0))
    pay(game)
    g = game.state
    g.units[daring].loc = 0  # set up, as above
    refresh(game)
    while g.chain:
        pass_(game)
    assert g.units[poro].loc < 0
    assert {u.controller for u in g.units.values() if u.loc == 0} == {0, 1}
    assert not any(e.kind == "effect_move" for e in game.log)


def test_cited_clauses_exist():
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []
