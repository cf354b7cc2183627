"""Keywords granted to a unit for this turn (801.3.a): the engine's store on the unit, every reader
of a keyword seeing it, its expiry at the end of the turn (317.2.c), the position format, and the
judge action ``give CARD KEYWORD this turn`` that stages it."""

from __future__ import annotations

import pytest

from riftbound.effects.vocabulary import Units
from riftbound.engine.granted import (
    GRANTABLE,
    grant_keyword,
    parse_keyword,
    unit_has_keyword,
    unit_keywords,
    with_keyword,
)
from riftbound.engine.keywords import deflect_value
from riftbound.engine.units import might
from riftbound.formats.judge import give_keyword
from riftbound.formats.notation import NotationError, format_action
from riftbound.formats.position import PositionError, dump_position, load_position
from riftbound.formats.resolver import resolve

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]
DECK2 = ["Stalwart Poro", "Sunlit Guardian", "Playful Phantom"]

#: P0's Daring Poro (2 Might, Assault) in base; P1's Stalwart Poro (2 Might, Shield) holds bf 0
DUEL = {"mode": "duel", "players": [
    {"points": 2, "base": ["Daring Poro"], "deck": DECK},
    {"points": 2, "deck": DECK2}],
    "battlefields": [{"controller": 1, "units": ["Stalwart Poro"]}, {}]}


def _unit(game, name):
    g = game.state
    (u,) = [u for u in g.units.values() if g.cards[u.cid].name == name]
    return u


def _ok(game, actions, **kw):
    res = resolve(game, actions, **kw)
    assert res.error is None, res.error
    return res


# --- the store: values add up, others are redundant ------------------------------------------------

def test_values_add_up_and_other_keywords_are_redundant():
    """807.2, 809.2, 814.2: a valued keyword granted again adds its value; 810.2, 815.2, 826.5: a
    second Ganking, Tank or Backline changes nothing. The store keeps one sorted entry each."""
    kws: tuple[str, ...] = ()
    for name, value in [("Assault", 1), ("Tank", 0), ("Assault", 3), ("Tank", 0), ("Deflect", 2)]:
        kws = with_keyword(kws, name, value)
    assert kws == ("Assault 4", "Deflect 2", "Tank")
    assert parse_keyword("assault") == ("Assault", 1) and parse_keyword("SHIELD 3") == ("Shield", 3)
    assert parse_keyword("ganking") == ("Ganking", 0)
    for bad in ("Hunt 2", "Tank 2", "Assault 0", "Assault x", "Reaction", "", "Assault 1 2"):
        with pytest.raises(ValueError):
            parse_keyword(bad)
    assert set(GRANTABLE) == {"Assault", "Deflect", "Shield", "Backline", "Ganking", "Tank"}


def test_granted_and_printed_values_are_summed():
    """807.2 (the rules' Petty Officer example): a unit with printed Assault given Assault 3 has
    Assault 4; :func:`unit_keywords` reports the sum, :func:`unit_has_keyword` sees both."""
    game = load_position(DUEL)
    g = game.state
    u = _unit(game, "Daring Poro")
    assert unit_keywords(g, u) == ("Assault 1",) and not unit_has_keyword(g, u, "Tank")
    grant_keyword(g, u, "Assault", 3, 0)
    grant_keyword(g, u, "Tank", 0, 0)
    assert u.turn_keywords == ("Assault 3", "Tank")
    assert unit_keywords(g, u) == ("Assault 4", "Tank") and unit_has_keyword(g, u, "Tank")
    with pytest.raises(ValueError):
        grant_keyword(g, u, "Hunt", 1)


# --- every reader sees the grant ---------------------------------------------------------------------

def test_granted_assault_adds_might_when_attacking():
    """807.1.c, 807.2: Daring Poro (2 Might, Assault 1) given Assault 3 attacks with 6 Might: it
    kills Stalwart Poro (2, Shield 1: 3 as a defender) and survives; without the grant both die."""
    game = load_position(DUEL)
    _ok(game, ["give Daring Poro Assault 3 this turn", "move Daring Poro to bf 0"], step_all=True)
    g = game.state
    assert might(g, _unit(game, "Daring Poro")) == 2 + 1 + 3
    assert might(g, _unit(game, "Stalwart Poro")) == 2 + 1
    game = load_position(DUEL)
    _ok(game, ["give Daring Poro Assault 3", "move Daring Poro to bf 0"])
    names = [game.state.cards[c].name for c in game.state.units]
    assert names == ["Daring Poro"] and game.points(0) == 3  # it conquered (469.1)
    game = load_position(DUEL)
    _ok(game, ["move Daring Poro to bf 0"])
    assert not game.state.units and game.points(0) == 2


def test_granted_shield_adds_might_when_defending():
    """814.1.c, 814.2: Stalwart Poro (2 Might, Shield 1) given Shield 3 defends with 6 Might and
    survives Daring Poro's attack (3 with its Assault); Shield adds nothing while not defending."""
    game = load_position(DUEL)
    _ok(game, ["give Stalwart Poro Shield 3"])
    assert might(game.state, _unit(game, "Stalwart Poro")) == 2  # 814.1.d: only as a defender
    _ok(game, ["move Daring Poro to bf 0"], step_all=True)
    assert might(game.state, _unit(game, "Stalwart Poro")) == 2 + 1 + 3
    game = load_position(DUEL)
    _ok(game, ["give Stalwart Poro Shield 3", "move Daring Poro to bf 0"])
    assert [game.state.cards[c].name for c in game.state.units] == ["Stalwart Poro"]
    assert game.state.battlefields[0].controller == 1


def test_granted_ganking_allows_a_move_between_battlefields_until_the_turn_ends():
    """810.1.b: with Ganking granted, a unit at a battlefield may make a Standard Move to another
    battlefield; 317.2.c: the grant expires in the Ending Phase, and the move is gone with it."""
    pos = {"mode": "duel", "players": [
        {"deck": DECK}, {"deck": DECK2}],
        "battlefields": [{"controller": 0, "units": ["Vanguard Sergeant"]}, {}]}
    game = load_position(pos)
    assert resolve(game, ["move Vanguard Sergeant to bf 1"]).error is not None  # no Ganking
    _ok(game, ["give Vanguard Sergeant Ganking this turn"])
    assert _unit(game, "Vanguard Sergeant").turn_keywords == ("Ganking",)
    assert "move Vanguard Sergeant to bf 1" in _legal_texts(game)
    _ok(game, ["next turn", "next turn"])  # P0's turn ends (317.2.c), then P1's
    u = _unit(game, "Vanguard Sergeant")
    assert u.turn_keywords == () and game.state.turn_player == 0
    assert "move Vanguard Sergeant to bf 1" not in _legal_texts(game)
    assert resolve(game, ["move Vanguard Sergeant to bf 1"]).error is not None


def _legal_texts(game) -> list[str]:
    return [format_action(game, a) for a in game.legal_actions()]


def test_granted_deflect_raises_the_cost_of_a_spell_that_chooses_the_unit():
    """809.1.c-d, 809.2: Void Seeker (3 Energy and a Fury Power) targeting Stalwart Poro given
    Deflect N costs N more Power of any domain (809.1.c.1). Four runes give 3 Energy and at most 4
    Power: the play is offered up to Deflect 3 (two grants, summed), not at Deflect 4; with Deflect
    1 the extra Power is paid, here with a Calm rune."""
    four = ["Order Rune", "Order Rune", "Order Rune", "Fury Rune"]
    pos = {"mode": "duel", "players": [
        {"hand": ["Void Seeker"], "runes": four, "deck": DECK}, {"deck": DECK2}],
        "battlefields": [{"controller": 1, "units": ["Stalwart Poro"]}, {}]}
    play = "play Void Seeker targeting Stalwart Poro at bf 0"
    game = load_position(pos)
    assert play in _legal_texts(game)
    _ok(game, ["give Stalwart Poro Deflect", "give Stalwart Poro Deflect 2"])
    assert deflect_value(game.state, _unit(game, "Stalwart Poro")) == 3
    assert play in _legal_texts(game)
    _ok(game, ["give Stalwart Poro Deflect"])
    assert deflect_value(game.state, _unit(game, "Stalwart Poro")) == 4
    assert play not in _legal_texts(game)  # 809.1.d: a choice whose cost can't be paid
    pos["players"][0]["runes"] = [*four, "Calm Rune"]
    game = load_position(pos)
    _ok(game, ["give Stalwart Poro Deflect 1", play,
               "pay exhaust Order Rune, Order Rune, Order Rune recycle Fury Rune, Calm Rune"])
    assert not game.state.units and len(game.state.players[0].runes) == 3


def test_granted_tank_and_backline_order_damage_assignment():
    """815.1.b, 826.3, 465.2.c: a defender given Tank must be assigned lethal damage first; one
    given Backline last. Petty Officer (6 Might attacking) against Stalwart Poro (3 defending) and
    Vanguard Sergeant (4): without keywords either may take lethal first."""
    pos = {"mode": "duel", "players": [
        {"base": ["Petty Officer"], "deck": DECK}, {"deck": DECK2}],
        "battlefields": [{"controller": 1, "units": ["Stalwart Poro", "Vanguard Sergeant"]}, {}]}

    def options(*grants: str) -> list[dict[str, int]]:
        game = load_position(pos)
        _ok(game, [*grants, "move Petty Officer to bf 0", "pass", "P1: pass"], step_all=True)
        assert game.pending().kind == "assign"
        g = game.state
        return [{g.cards[c].name: n for c, n in a.assignment} for a in game.legal_actions()]

    free = options()
    assert {"Stalwart Poro": 3, "Vanguard Sergeant": 3} in free
    assert {"Stalwart Poro": 2, "Vanguard Sergeant": 4} in free
    for grants in (["give Vanguard Sergeant Tank"], ["give Stalwart Poro Backline"]):
        got = options(*grants)
        assert got and all(a.get("Vanguard Sergeant") == 4 for a in got), (grants, got)


def test_selectors_of_the_effect_vocabulary_see_granted_keywords():
    """801.3.a: "a unit with Tank" in a card's selector counts a unit given Tank this turn."""
    game = load_position(DUEL)
    u = _unit(game, "Daring Poro")
    sel = Units(keyword="Tank")
    assert not sel.test(game.state, 0, u)
    give_keyword(game, u.cid, "Tank")
    assert sel.test(game.state, 0, u)


# --- expiry, the position format, observation ---------------------------------------------------------

def test_grants_expire_at_the_end_of_the_turn():
    """317.2.c, 801.3.a.2: every keyword granted "this turn" expires in the Expiration Step, with
    the other "this turn" effects; the printed keyword stays."""
    game = load_position(DUEL)
    _ok(game, ["give Daring Poro Assault 2", "give Stalwart Poro Shield 2", "give Stalwart Poro Tank"])
    _ok(game, ["next turn"])
    g = game.state
    assert all(u.turn_keywords == () for u in g.units.values())
    assert unit_keywords(g, _unit(game, "Daring Poro")) == ("Assault 1",)


def test_position_holds_granted_keywords_and_round_trips():
    """A position writes a unit's keywords granted this turn (``keywords_this_turn``) and reads
    them back, grants of one keyword summed (807.2); a bad one is named with its place."""
    game = load_position(DUEL)
    _ok(game, ["give Daring Poro Assault 2", "give Daring Poro Ganking", "give Stalwart Poro Deflect 3"])
    data = dump_position(game)
    (poro,) = data["players"][0]["base"]
    assert poro["keywords_this_turn"] == ["Assault 2", "Ganking"]
    again = load_position(data)
    assert again.state.key() == game.state.key()
    assert deflect_value(again.state, _unit(again, "Stalwart Poro")) == 3
    pos = {**DUEL, "players": [
        {"points": 2, "deck": DECK,
         "base": [{"card": "Daring Poro", "keywords_this_turn": ["Assault", "assault 2", "Tank"]}]},
        DUEL["players"][1]]}
    assert _unit(load_position(pos), "Daring Poro").turn_keywords == ("Assault 3", "Tank")
    pos["players"][0]["base"][0]["keywords_this_turn"] = ["Ganking", "Hunt 2"]
    with pytest.raises(PositionError) as e:
        load_position(pos)
    assert "players[0].base[0].keywords_this_turn[1]" in str(e.value) and "Hunt 2" in str(e.value)


def test_granted_keywords_are_public_in_the_observation():
    """801.3.a, 128: a keyword granted to a unit on the board is public: both players see it."""
    game = load_position(DUEL)
    before = game.observation(1)
    give_keyword(game, _unit(game, "Daring Poro").cid, "Assault 2")
    for p in (0, 1):
        assert any(row[-1] == ("Assault 2",) for row in game.observation(p)["units"])
    assert game.observation(1) != before


# --- the judge action ----------------------------------------------------------------------------------

def test_judge_action_text_and_errors():
    """The judge action reads ``give CARD KEYWORD [N] [this turn]`` and logs rule 801.3.a; a wrong
    keyword, value or duration, a card that is no unit, or a total past the bound is refused and
    changes nothing."""
    game = load_position(DUEL)
    res = _ok(game, ["give Daring Poro assault 2 this turn"])
    (ev,) = [e for s in res.steps for e in s.events if e.kind == "grant_keyword"]
    assert (ev.rule, ev.data) == ("801.3.a", (_unit(game, "Daring Poro").cid, "Assault 2"))
    assert res.steps[0].canonical == f"give #{ev.data[0]} Assault 2 this turn"
    before = game.state.key()
    for text, part in [("give Daring Poro Tank 2", "no value"),
                       ("give Daring Poro Assault 0", "1 to 1000"),
                       ("give Daring Poro Hunt", "keyword"),
                       ("give Daring Poro Ganking permanently", "this turn"),
                       ("give Daring Poro Ganking this combat", "this turn"),
                       ("give Nobody Tank", "no unit"),
                       ("give Daring Poro Assault 999", "at most 1000")]:
        res = resolve(game, [text])
        assert res.error is not None and part in res.error.message, (text, res.error)
    assert game.state.key() == before
    with pytest.raises(NotationError):
        give_keyword(game, 10**6, "Tank")
    with pytest.raises(NotationError):
        give_keyword(game, _unit(game, "Daring Poro").cid, "Vision")
    assert game.state.key() == before


def test_step_all_stops_while_a_conquer_ability_waits_and_the_roles_still_hold():
    """466.5.d, 466.6, 466.7.a (issue 15's "stop at every step"): Scorchclaw (3 Might, Hunt 2)
    given Assault 2 beats Stalwart Poro and conquers (469.1); with ``step_all`` the game stops
    while its Hunt ability waits to go on the chain and again while it is on the chain, and the
    judge reads Scorchclaw's Attacker designation there, before the combat ends (466.7.a)."""
    pos = {"mode": "duel", "players": [{"base": ["Scorchclaw"], "deck": DECK}, {"deck": DECK2}],
           "battlefields": [{"controller": 1, "units": ["Stalwart Poro"]}, {}]}
    game = load_position(pos)
    _ok(game, ["give Scorchclaw Assault 2", "move Scorchclaw to bf 0", "pass", "P1: pass",
               "assign 5 to Stalwart Poro", "P1: assign 3 to Scorchclaw"], step_all=True)
    g = game.state
    claw = _unit(game, "Scorchclaw")
    assert game.pending().kind == "order_triggers" and game.points(0) == 1
    assert claw.role == 1 and g.showdown is not None and g.showdown.combat  # still the attacker
    _ok(game, ["order Scorchclaw"], step_all=True)
    assert [it.kind for it in g.chain] == ["conquer"] and claw.role == 1
    _ok(game, ["pass", "P1: pass"], step_all=True)
    assert game.pending().kind == "main" and g.players[0].xp == 2 and claw.role == 0
